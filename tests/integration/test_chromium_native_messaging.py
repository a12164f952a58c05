"""Real headless Chromium -> ``install-host --user-data-dir`` manifest -> launcher -> native host
-> daemon, with a minimal test extension (the product extension has its own e2e tests).

Shows the issue's "done when": ``status`` and a DP ``rewrite`` (tiny offline models) round-trip
through Chrome's native messaging, and after the browser stops the service worker, the next
rewrite (a new port, so a new native-host process) does not reload the models.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from support.protocol_schema import assert_valid_reply
from support.service_env import ServiceEnv, make_env
from support.tiny_models import build_tiny_models, hf_home

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

CHROMIUM = Path("/usr/lib/chromium/chromium")
EXTENSION_ID = "jlhkhiehkaeppgobognkgbjcecclmhnf"
KEY = (
    "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA6Ara5Jgd2O+WExsAdH41uuz79+7YooG8kLGt3qNGLTHPmI"
    "L9F7nCXCgdzv2kOqmWWhxhxB/CHy+0r0k4D1tRYHBTpdQlmmh6KNrIgrFXkDP4ovu8iOmw48MeK+4a2zCf11AaXd//"
    "5T1SeSGhiOmLXBPMqhMNSDVNPNr54p/bPegXcrIrR74w9E3mHkQKGn8EtzWp/z8yLRbPr+uLuHQultUPDgjbp+LS9d"
    "6porLuNwHrCs39F+4Z0g/ogTelDHmQYcPlsW/xQJdb1PegNviFU/wBwaaVsen+qWrB/RQY5Dfp1kdYT0ciBrfcfKyN"
    "QXNtv9zevq6zsCa4YK3I3Xdq4QIDAQAB"
)
SERVICE_WORKER = """
const HOST = "com.dp_anonymizer.host";
// One connectNative port per request: every call starts a fresh native-host process.
globalThis.ask = (message) => new Promise((resolve, reject) => {
  const port = chrome.runtime.connectNative(HOST);
  const seen = [];
  port.onMessage.addListener((reply) => {
    seen.push(reply);
    if (reply.id === message.id && ["result", "error", "cancelled"].includes(reply.type)) {
      port.disconnect();
      resolve(seen);
    }
  });
  port.onDisconnect.addListener(() => reject(new Error(
    "disconnected: " + (chrome.runtime.lastError && chrome.runtime.lastError.message))));
  port.postMessage(message);
});
"""
PROBE_PAGE = "<!doctype html><script src='ask.js'></script>"
TIMEOUT_MS = 240_000


def _write_extension(directory: Path) -> Path:
    directory.mkdir(parents=True)
    manifest = {
        "manifest_version": 3,
        "name": "dp-anonymizer host probe",
        "version": "0.0.1",
        "key": KEY,
        "permissions": ["nativeMessaging"],
        "background": {"service_worker": "sw.js"},
    }
    (directory / "manifest.json").write_text(json.dumps(manifest))
    (directory / "sw.js").write_text(SERVICE_WORKER)
    (directory / "probe.html").write_text(PROBE_PAGE)
    (directory / "ask.js").write_text(SERVICE_WORKER)  # the same helper, for a page context
    return directory


@pytest.fixture(scope="module")
def chromium_env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServiceEnv, Path]]:
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium package (apt)")
    root = tmp_path_factory.mktemp("chromium-nm")
    models = build_tiny_models(root / "tiny")
    senv = make_env(root / "svc", DPA_MODELS_DIR=str(models), HF_HOME=str(hf_home(root / "tiny")))
    profile = root / "profile"
    done = subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", "install-host", "--user-data-dir", str(profile)],
        env=senv.env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    try:
        yield senv, profile
    finally:
        senv.kill_daemons()


def _ask(worker: Any, message: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    replies: list[dict[str, Any]] = worker.evaluate("(m) => ask(m)", message)
    for reply in replies:
        assert_valid_reply(reply)
    return replies[-1], replies[:-1]


def test_chromium_round_trips_and_keeps_models_across_a_service_worker_restart(
    chromium_env: tuple[ServiceEnv, Path], tmp_path: Path
) -> None:
    from playwright.sync_api import sync_playwright

    senv, profile = chromium_env
    extension = _write_extension(tmp_path / "probe")
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(profile),
            executable_path=str(CHROMIUM),
            headless=True,
            args=[
                f"--disable-extensions-except={extension}",
                f"--load-extension={extension}",
                "--no-sandbox",
                "--disable-background-networking",
                "--no-first-run",
            ],
            ignore_default_args=["--disable-extensions"],
            env=senv.env,
        )
        context.set_default_timeout(TIMEOUT_MS)
        try:
            workers = [w for w in context.service_workers if EXTENSION_ID in w.url]
            worker = workers[0] if workers else context.wait_for_event("serviceworker")
            assert worker.url == f"chrome-extension://{EXTENSION_ID}/sw.js"

            status, _ = _ask(worker, {"v": 1, "id": "s1", "type": "status"})
            assert status["type"] == "result"
            assert status["data"]["transport"] == "native-messaging"
            assert status["data"]["models"]["present"] is True

            rewrite = {
                "v": 1,
                "id": "r1",
                "type": "rewrite",
                "mode": "dp",
                "text": "Email grace@example.com about the report.",
                "params": {"seed": 3, "steps": 1},
            }
            result, progress = _ask(worker, rewrite)
            assert result["type"] == "result", result
            assert result["data"]["receipt"]["path"] == "dp-rewrite"
            assert "grace@example.com" not in result["data"]["output"]
            assert progress and all(m["type"] == "progress" for m in progress)
            loaded = _ask(worker, {"v": 1, "id": "s2", "type": "status"})[0]["data"]["models"]
            assert loaded["loaded"] is True
            daemon_pid = senv.wait_daemon()["pid"]
            assert senv.model_loads(daemon_pid) == 1

            # The browser stops the idle service worker and its port: the next request comes
            # from a fresh extension context over a fresh port, i.e. a new native host.
            page = context.new_page()
            cdp = context.new_cdp_session(page)
            cdp.send("ServiceWorker.enable")
            cdp.send("ServiceWorker.stopAllWorkers")
            cdp.detach()
            page.goto(f"chrome-extension://{EXTENSION_ID}/probe.html")
            replies = page.evaluate("(m) => ask(m)", {**rewrite, "id": "r2"})
            assert replies[-1]["type"] == "result", replies[-1]
            after = page.evaluate("(m) => ask(m)", {"v": 1, "id": "s3", "type": "status"})
            assert after[-1]["data"]["models"]["loaded"] is True
            assert senv.model_loads(daemon_pid) == 1  # no reload
            assert senv.wait_daemon()["pid"] == daemon_pid
        finally:
            context.close()
    log = (senv.log_dir / "native-host.log").read_text()
    pids = {line.split()[2] for line in log.splitlines() if "native host" in line}
    assert len(pids) == 5  # one native-host process per connectNative port
    assert log.count("started daemon") == 1
