"""Runs the extension's own JavaScript unit tests (``node --test extension/test/``): the host
client against a fake native port, and every message it sends checked with ajv against
extension/protocol.schema.json. They need ``npm ci`` in extension/ (install/setup.sh --dev)."""

from __future__ import annotations

import shutil
import subprocess

from support.e2e_fixtures import EXTENSION


def test_extension_node_tests_pass() -> None:
    node = shutil.which("node")
    assert node is not None, "node is needed for the extension's unit tests (apt install nodejs)"
    assert (EXTENSION / "node_modules" / "ajv").is_dir(), "run `npm ci` in extension/ first"
    run = subprocess.run(
        [node, "--test", "test/"], cwd=EXTENSION, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "# fail 0" in run.stdout
