"""The site adapters (``extension/content/sites/*.js``: id + URL patterns) are the one list of
supported chat sites. The settings, options and popup derive theirs from it at run time; the
manifest is static JSON, so it is checked against them here.

A site added to an adapter but not to the manifest would never get the content script; one
left in the manifest after its adapter is gone would ask users for access to it for nothing.
(``tests/e2e/test_site_adapters_have_fixtures.py`` checks the e2e fixture pages.)
"""

from __future__ import annotations

import json
import re
from pathlib import Path

EXTENSION = Path(__file__).resolve().parents[2] / "extension"
SITES = EXTENSION / "content" / "sites"


def _adapter(path: Path) -> tuple[str, list[str]]:
    source = path.read_text(encoding="utf-8")
    ident = re.search(r"^  id: '([a-z0-9_-]+)',$", source, flags=re.MULTILINE)
    matches = re.search(r"^  matches: \[([^\]]*)\]", source, flags=re.MULTILINE)
    assert ident and matches, f"{path.name} must declare `id` and `matches` at the top level"
    return ident.group(1), re.findall(r"'([^']+)'", matches.group(1))


def _registered() -> list[tuple[str, list[str]]]:
    """The adapters in the order ``content/sites/index.js`` lists them (generic excluded)."""
    index = (SITES / "index.js").read_text(encoding="utf-8")
    listed = re.search(r"export const adapters = \[([^\]]*)\];", index)
    assert listed, "index.js must export the `adapters` array"
    names = [name.strip() for name in listed.group(1).split(",") if name.strip()]
    return [_adapter(SITES / f"{name}.js") for name in names]


def test_every_adapter_file_is_in_the_adapters_list() -> None:
    # The settings, options and popup iterate `adapters`: a file left out has no switch.
    files = {path.stem for path in SITES.glob("*.js")} - {"index", "generic"}
    assert [ident for ident, _ in _registered()] == sorted(files)


def test_manifest_lists_exactly_the_adapter_patterns() -> None:
    manifest = json.loads((EXTENSION / "manifest.json").read_text(encoding="utf-8"))
    patterns = [pattern for _, matches in _registered() for pattern in matches]
    assert len(patterns) == len(set(patterns)) >= 5
    (content_script,) = manifest["content_scripts"]
    assert content_script["matches"] == patterns
    assert manifest["host_permissions"] == patterns
