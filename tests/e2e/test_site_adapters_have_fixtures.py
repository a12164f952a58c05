"""Meta-test: every site adapter has a fixture page, served at a URL its own patterns match,
and the manifest injects the content script and grants host access exactly there."""

from __future__ import annotations

import json
import re
from fnmatch import fnmatchcase

import pytest

from support import e2e_fixtures

SITES_DIR = e2e_fixtures.EXTENSION / "content" / "sites"
ADAPTER_FILES = sorted(p for p in SITES_DIR.glob("*.js") if p.name != "index.js")


def adapter_source(name: str) -> str:
    return (SITES_DIR / f"{name}.js").read_text(encoding="utf-8")


def adapter_id(source: str) -> str:
    found = re.search(r"\bid:\s*'([a-z0-9-]+)'", source)
    assert found, "adapter without an id"
    return found.group(1)


def adapter_matches(source: str) -> list[str]:
    block = re.search(r"\bmatches:\s*\[([^\]]*)\]", source)
    assert block, "adapter without matches"
    return re.findall(r"'([^']+)'", block.group(1))


def test_every_adapter_file_is_registered_and_has_a_fixture() -> None:
    index = (SITES_DIR / "index.js").read_text(encoding="utf-8")
    assert ADAPTER_FILES, "no site adapters found"
    for path in ADAPTER_FILES:
        name = adapter_id(path.read_text(encoding="utf-8"))
        assert name == path.stem, f"{path.name}: id {name!r} should match the file name"
        assert f"from './{path.name}'" in index, f"{path.name} is not imported by sites/index.js"
        assert name in e2e_fixtures.SITES_BY_ID, f"adapter {name!r} has no e2e fixture"
        assert e2e_fixtures.SITES_BY_ID[name].page.is_file(), f"{name}: fixture page missing"


@pytest.mark.parametrize("site", e2e_fixtures.SITES, ids=lambda s: s.adapter)
def test_fixture_url_is_matched_by_its_adapter_and_the_manifest(
    site: e2e_fixtures.FixtureSite,
) -> None:
    manifest = json.loads((e2e_fixtures.EXTENSION / "manifest.json").read_text(encoding="utf-8"))
    patterns = adapter_matches(adapter_source(site.adapter))
    assert any(fnmatchcase(site.url, p) for p in patterns), (site.url, patterns)
    content = manifest["content_scripts"][0]["matches"]
    assert set(patterns) <= set(content), f"{site.adapter}: manifest does not inject there"
    assert set(patterns) <= set(manifest["host_permissions"])


def test_generic_adapter_fixture_is_on_no_built_in_site() -> None:
    manifest = json.loads((e2e_fixtures.EXTENSION / "manifest.json").read_text(encoding="utf-8"))
    generic = e2e_fixtures.GENERIC
    assert not any(fnmatchcase(generic.url, p) for p in manifest["host_permissions"])
    assert adapter_matches(adapter_source("generic")) == []
