"""The service worker's ``dpa`` hook (handlers, menus, the host client) is for the e2e driver
only: a normal install must not put it on the worker's global object, and the test build must.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from support import e2e_fixtures

EXTENSION = Path(__file__).resolve().parents[2] / "extension"


def test_the_shipped_extension_exposes_no_global_hook() -> None:
    manifest = json.loads((EXTENSION / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["background"]["service_worker"] == "background/service-worker.js"
    assert manifest["background"]["scripts"] == ["background/service-worker.js"]
    for path in EXTENSION.rglob("*.js"):
        if "node_modules" in path.parts or path.parent.name == "test":
            continue
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"\b(?:globalThis|self|window)\.dpa\s*=", source), path.name
    assert not (EXTENSION / e2e_fixtures.TEST_ENTRY).exists()


def test_the_test_build_loads_the_real_worker_and_exposes_its_hooks(tmp_path: Path) -> None:
    build = e2e_fixtures.build_for_tests(tmp_path / "extension", grant="https://a.example")
    manifest = json.loads((build / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["background"]["service_worker"] == e2e_fixtures.TEST_ENTRY
    assert manifest["background"]["scripts"] == [e2e_fixtures.TEST_ENTRY]
    assert manifest["host_permissions"][-1] == "https://a.example/*"
    entry = (build / e2e_fixtures.TEST_ENTRY).read_text(encoding="utf-8")
    assert "import { testHooks } from './service-worker.js';" in entry
    assert "globalThis.dpa = testHooks;" in entry
    worker = (build / "background" / "service-worker.js").read_text(encoding="utf-8")
    assert "export const testHooks" in worker
    assert not (build / "node_modules").exists() and not (build / "test").exists()
    # Building again over an old copy replaces it.
    (build / "stale.js").write_text("", encoding="utf-8")
    assert not (e2e_fixtures.build_for_tests(build) / "stale.js").exists()
