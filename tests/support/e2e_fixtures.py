"""Fixture pages for the e2e tests, served under the REAL chat-site URLs.

Each chat site gets a page mimicking its composer, built with the real editor library
(ProseMirror, Lexical, Quill from npm, bundled by esbuild into ``tests/e2e/fixtures/dist``),
so the extension's manifest ``matches`` fire exactly as on the live sites. ``build()`` runs
``npm ci`` / the bundler when ``dist`` is missing or older than the sources.
"""

from __future__ import annotations

import fcntl
import json
import mimetypes
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "e2e" / "fixtures"
DIST = FIXTURES / "dist"
PAGES = FIXTURES / "pages"
EXTENSION = ROOT / "extension"
#: The background entry of the e2e test build: the real service worker plus the ``dpa``
#: hook the driver calls (a normal install exposes no such global).
TEST_ENTRY = "background/e2e-entry.js"
_TEST_ENTRY_SOURCE = """// e2e test builds only: the real worker, and its handlers for the driver.
import { testHooks } from './service-worker.js';

globalThis.dpa = testHooks;
"""


def build_for_tests(destination: Path, *, grant: str | None = None) -> Path:
    """A copy of the extension at ``destination`` whose background entry exposes ``dpa``;
    ``grant`` (an origin) is added to its host permissions."""
    shutil.rmtree(destination, ignore_errors=True)
    shutil.copytree(EXTENSION, destination, ignore=shutil.ignore_patterns("node_modules", "test"))
    (destination / TEST_ENTRY).write_text(_TEST_ENTRY_SOURCE, encoding="utf-8")
    manifest_path = destination / "manifest.json"
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    manifest["background"]["service_worker"] = TEST_ENTRY
    manifest["background"]["scripts"] = [TEST_ENTRY]
    if grant is not None:
        manifest["host_permissions"].append(f"{grant}/*")
    manifest_path.write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    return destination


#: URL prefix the fixture pages load their bundles from (on every fixture origin).
ASSET_PREFIX = "/__dpa_fixtures__/"
#: Presses an element (``[selector, key]``: a click, or ``key`` as a key-down on it) from a
#: task of the page itself, so the call returns before the press happens. Review-panel
#: buttons (Insert, Discard, Escape) remove their own frame; a driver-level click or key
#: press there waits on input acknowledgements that a frame being removed may never send
#: (a Playwright click on Insert once hung 30 s "performing click action").
PRESS_WITHOUT_WAITING = """([selector, key]) => {
    const target = document.querySelector(selector);
    if (target === null) throw new Error(`nothing matches ${selector}`);
    setTimeout(() => {
        if (key === null) { target.click(); return; }
        target.focus();
        target.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true}));
    }, 0);
    return true;
}"""


@dataclass(frozen=True)
class FixtureSite:
    """One fixture: the adapter id it exercises, the URL it is served at, its editor kind."""

    adapter: str
    url: str
    editor: str

    @property
    def origin(self) -> str:
        return self.url.split("/", 3)[0] + "//" + self.url.split("/", 3)[2]

    @property
    def page(self) -> Path:
        return PAGES / f"{self.adapter}.html"


SITES: tuple[FixtureSite, ...] = (
    FixtureSite("chatgpt", "https://chatgpt.com/c/e2e-chatgpt", "prosemirror"),
    FixtureSite("claude", "https://claude.ai/chat/e2e-claude", "prosemirror"),
    FixtureSite("gemini", "https://gemini.google.com/app/e2e-gemini", "quill"),
    FixtureSite("mistral", "https://chat.mistral.ai/chat/e2e-mistral", "textarea"),
    FixtureSite("perplexity", "https://www.perplexity.ai/search/e2e-perplexity", "lexical"),
)
#: A site no adapter knows: the generic adapter runs there once the user enables it.
GENERIC = FixtureSite("generic", "https://forum.example.org/thread/1", "textarea")
SITES_BY_ID = {site.adapter: site for site in (*SITES, GENERIC)}


def _newest_mtime(paths: list[Path]) -> float:
    return max((p.stat().st_mtime for p in paths if p.exists()), default=0.0)


def build() -> Path:
    """Install the fixture packages (from the lock file) and bundle them; return ``dist``.

    Test workers run side by side (pytest-xdist): one builds while the others wait on a lock
    held on the fixtures directory, then find ``dist`` up to date."""
    descriptor = os.open(FIXTURES, os.O_RDONLY)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX)
        return _build()
    finally:
        os.close(descriptor)  # releases the lock


def _build() -> Path:
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError("npm is needed to build the e2e fixtures (apt install npm)")
    if not (FIXTURES / "node_modules").is_dir():
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=FIXTURES, check=True)
    sources = [
        *(FIXTURES / "src").glob("*.js"),
        *(FIXTURES / "src").glob("*.css"),
        FIXTURES / "build.mjs",
        FIXTURES / "package-lock.json",
    ]
    bundles = ("prosemirror", "lexical", "quill", "textarea", "axe.min")
    outputs = [*(DIST / f"{name}.js" for name in bundles), DIST / "composer.css"]
    if not all(p.exists() for p in outputs) or _newest_mtime(sources) > min(
        p.stat().st_mtime for p in outputs
    ):
        subprocess.run(["node", "build.mjs"], cwd=FIXTURES, check=True)
    return DIST


def page_body(site: FixtureSite) -> bytes:
    return site.page.read_bytes()


def asset(path: str) -> tuple[bytes, str] | None:
    """The bundle or stylesheet behind ``/__dpa_fixtures__/<name>``, or None."""
    name = path.split(ASSET_PREFIX, 1)[1].split("?", 1)[0]
    file = (DIST / name).resolve()
    if file.parent != DIST.resolve() or not file.is_file():
        return None
    content_type = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
    return file.read_bytes(), content_type


def axe_source() -> str:
    return (DIST / "axe.min.js").read_text(encoding="utf-8")
