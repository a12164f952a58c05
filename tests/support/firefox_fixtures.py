"""Building blocks for the Firefox e2e tests: scratch homes, probe add-ons, an echo host.

Facts these helpers rely on (see docs/e2e-firefox.md): BiDi refuses to *navigate* a tab to a
``moz-extension://`` URL, but it lists and evaluates in tabs the extension opened itself, and
script in such a tab sees the full ``browser.*`` API, so a probe page is our window into an
add-on's state.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from dp_anonymizer.transport.daemon import pid_alive
from support.firefox_bidi import Firefox, Frame, wait_until
from support.firefox_profile import (
    browser_env,
    firefox_binary,
    native_hosts_dir,
    new_extension_uuid,
    write_profile,
)

HOST_NAME = "com.dp_anonymizer.host"
#: Gecko id of the real add-on (docs/contracts.md, "Identities").
ADDON_ID = "dp-anonymizer@dp-anonymizer.org"
PROBE_ID = "dpa-probe@dp-anonymizer.org"
#: Screenshots land here (tests/artifacts/firefox-*.png).
ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"


@dataclass(frozen=True)
class FirefoxEnv:
    """One test's scratch world: a HOME, a profile, fixed add-on UUIDs, the environment."""

    root: Path
    home: Path
    profile: Path
    downloads: Path
    uuids: Mapping[str, str]
    env: Mapping[str, str]

    def extension_url(self, addon_id: str, path: str) -> str:
        return f"moz-extension://{self.uuids[addon_id]}/{path.lstrip('/')}"


def make_env(
    root: Path,
    extra_env: Mapping[str, str] | None = None,
    *,
    extra_prefs: Mapping[str, bool | int | str] | None = None,
) -> FirefoxEnv:
    """A scratch HOME, profile and environment under ``root`` (``extra_env``: e.g. DPA_*)."""
    home = root / "home"
    home.mkdir(parents=True, exist_ok=True)
    downloads = root / "downloads"
    downloads.mkdir(exist_ok=True)
    uuids = {ADDON_ID: new_extension_uuid(), PROBE_ID: new_extension_uuid()}
    # Downloads land in a known folder without a dialog, so a test can read what was saved.
    download_prefs: dict[str, bool | int | str] = {
        "browser.download.folderList": 2,
        "browser.download.dir": str(downloads),
        "browser.download.useDownloadDir": True,
        "browser.download.always_ask_before_handling_new_types": False,
        "browser.download.alwaysOpenPanel": False,
    }
    profile = write_profile(
        root / "profile",
        extension_uuids=uuids,
        extra_prefs={**download_prefs, **(extra_prefs or {})},
    )
    return FirefoxEnv(root, home, profile, downloads, uuids, browser_env(home, extra_env))


@contextlib.contextmanager
def open_firefox(env: FirefoxEnv) -> Iterator[Firefox]:
    with Firefox(
        profile_dir=env.profile,
        env=env.env,
        binary=firefox_binary(),
        log_path=env.root / "firefox-stderr.log",
    ) as firefox:
        yield firefox


def extension_tab(firefox: Firefox, env: FirefoxEnv, addon_id: str, *, timeout_s: float) -> str:
    """The context id of a top-level tab showing one of ``addon_id``'s pages."""
    prefix = env.extension_url(addon_id, "")
    frame: Frame = wait_until(
        lambda: next((f for f in firefox.frames() if f.url.startswith(prefix)), None),
        timeout_s=timeout_s,
        what=f"a tab of {addon_id}",
    )
    return frame.context


# -- probe add-on ----------------------------------------------------------------------------

_PROBE_BACKGROUND = """\
// Test-only: talk to the native host both ways a real add-on can, keep the outcome in
// storage.local, then open probe.html so the test has an extension-origin tab to evaluate in.
const HOST = %(host)s;
async function oneShot() {
  try {
    const request = {v: 1, id: "bg-once", type: "status"};
    const reply = await browser.runtime.sendNativeMessage(HOST, request);
    return {ok: true, reply};
  } catch (e) {
    return {ok: false, error: String(e && e.message || e)};
  }
}
function viaPort() {
  return new Promise((resolve) => {
    const port = browser.runtime.connectNative(HOST);
    const replies = [];
    port.onMessage.addListener((msg) => {
      replies.push(msg);
      if (replies.length === 2) { port.disconnect(); resolve({ok: true, replies}); }
    });
    port.onDisconnect.addListener((p) => {
      resolve({ok: false, replies, error: String(p.error && p.error.message || "disconnected")});
    });
    port.postMessage({v: 1, id: "bg-port-1", type: "status"});
    port.postMessage({v: 1, id: "bg-port-2", type: "status"});
  });
}
(async () => {
  const once = await oneShot();
  const port = await viaPort();
  await browser.storage.local.set({background: {once, port}});
  await browser.tabs.create({url: "probe.html"});
})();
"""


def write_probe_extension(
    directory: Path, *, host: str = HOST_NAME, addon_id: str = PROBE_ID
) -> Path:
    """A minimal MV3 add-on whose background script round-trips ``status`` via ``host``.

    ``addon_id=ADDON_ID`` lets the probe stand in for the real add-on, which is the only id the
    real host's manifest allows.
    """
    directory.mkdir(parents=True, exist_ok=True)
    manifest = {
        "manifest_version": 3,
        "name": "dp-anonymizer e2e probe",
        "version": "1.0",
        "browser_specific_settings": {"gecko": {"id": addon_id}},
        "permissions": ["nativeMessaging", "storage", "tabs"],
        "background": {"scripts": ["background.js"]},
    }
    (directory / "manifest.json").write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    (directory / "background.js").write_text(
        _PROBE_BACKGROUND % {"host": json.dumps(host)}, encoding="utf-8"
    )
    (directory / "probe.html").write_text(
        "<!doctype html><meta charset=utf-8><title>probe</title><p>probe</p>\n", encoding="utf-8"
    )
    return directory


# -- echo host -------------------------------------------------------------------------------

_ECHO_HOST = """\
#!%(python)s
# Test-only native-messaging host: answers every request with a result echoing it, and logs
# each request id (one per line) so the test can see what actually reached the host.
import json, struct, sys
log = open(%(log)s, "a", encoding="utf-8")
while True:
    head = sys.stdin.buffer.read(4)
    if len(head) < 4:
        break
    request = json.loads(sys.stdin.buffer.read(struct.unpack("=I", head)[0]))
    log.write(request["id"] + "\\n")
    log.flush()
    reply = {"v": 1, "id": request["id"], "type": "result", "for": request["type"],
             "data": {"echo": request}}
    body = json.dumps(reply).encode("utf-8")
    sys.stdout.buffer.write(struct.pack("=I", len(body)) + body)
    sys.stdout.buffer.flush()
"""


def write_echo_host(env: FirefoxEnv, *, allowed: tuple[str, ...] = (PROBE_ID,)) -> Path:
    """Register a Python echo host for ``allowed`` add-ons; return the request log path."""
    script = env.root / "echo_host.py"
    log = env.root / "echo_host.log"
    script.write_text(
        _ECHO_HOST % {"python": sys.executable, "log": json.dumps(str(log))}, encoding="utf-8"
    )
    script.chmod(0o755)
    register_host(env.home, script, allowed=allowed)
    return log


def register_host(home: Path, executable: Path, *, allowed: tuple[str, ...]) -> Path:
    """Write Firefox's per-user host manifest for ``executable`` (absolute path)."""
    directory = native_hosts_dir(home)
    directory.mkdir(parents=True, exist_ok=True)
    manifest = directory / f"{HOST_NAME}.json"
    manifest.write_text(
        json.dumps(
            {
                "name": HOST_NAME,
                "description": "dp-anonymizer e2e test host",
                "path": str(executable),
                "type": "stdio",
                "allowed_extensions": list(allowed),
            },
            indent=2,
        ),
        encoding="utf-8",
    )
    return manifest


# -- the real host ---------------------------------------------------------------------------


def install_real_host(env: FirefoxEnv) -> Path:
    """Run ``dp-anonymizer install-host --browser firefox`` with the test's HOME and DPA_* vars.

    Returns the host manifest it wrote; fails the test with the installer's own output when it
    does not succeed.
    """
    completed = subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", "install-host", "--browser", "firefox"],
        env={**os.environ, **env.env},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert completed.returncode == 0, (
        f"install-host exited {completed.returncode}: {completed.stderr or completed.stdout}"
    )
    manifest = native_hosts_dir(env.home) / f"{HOST_NAME}.json"
    assert manifest.is_file(), f"install-host did not write {manifest}"
    return manifest


@contextlib.contextmanager
def host_processes_stopped(runtime_dir: Path) -> Iterator[None]:
    """On exit, stop every process started for this test's host (native host and daemon).

    The daemon runs in its own session, so killing Firefox's process group misses it, and it
    may still be starting (no state file yet) when Firefox closes. Processes are found by the
    test's own ``DPA_RUNTIME_DIR`` in their environment and stopped by pid.
    """
    try:
        yield
    finally:
        _stop_pids(_pids_with_env("DPA_RUNTIME_DIR", str(runtime_dir)))


def _pids_with_env(name: str, value: str) -> list[int]:
    wanted = f"{name}={value}".encode()
    found: list[int] = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            variables = (entry / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if wanted in variables:
            found.append(int(entry.name))
    return found


def _stop_pids(pids: list[int], *, grace_s: float = 5.0) -> None:
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + grace_s
    alive = list(pids)
    while alive and time.monotonic() < deadline:
        alive = [pid for pid in alive if pid_alive(pid)]
        time.sleep(0.1)
    for pid in alive:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
