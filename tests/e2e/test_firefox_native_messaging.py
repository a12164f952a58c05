"""Firefox ESR: native messaging from an MV3 add-on reaches a host and comes back.

Proves the plumbing the real add-on depends on, with a probe add-on generated per test: the
per-user host manifest under ``$HOME/.mozilla/native-messaging-hosts``, ``sendNativeMessage``
and ``connectNative`` from a background script, and calls from an extension page.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dp_anonymizer import __version__
from support.e2e_host import host_env
from support.firefox_fixtures import (
    ADDON_ID,
    PROBE_ID,
    extension_tab,
    host_processes_stopped,
    install_real_host,
    make_env,
    open_firefox,
    write_echo_host,
    write_probe_extension,
)

pytestmark = pytest.mark.e2e


def test_echo_host_round_trips_from_background_and_page(tmp_path: Path) -> None:
    env = make_env(tmp_path)
    host_log = write_echo_host(env)
    extension = write_probe_extension(tmp_path / "probe")

    with open_firefox(env) as firefox:
        assert firefox.install_extension(extension) == PROBE_ID
        tab = extension_tab(firefox, env, PROBE_ID, timeout_s=20)

        background: dict[str, Any] = firefox.wait_for(
            tab,
            "browser.storage.local.get('background').then((r) => r.background)",
            what="the probe's background script to finish",
        )
        assert background["once"] == {
            "ok": True,
            "reply": {
                "v": 1,
                "id": "bg-once",
                "type": "result",
                "for": "status",
                "data": {"echo": {"v": 1, "id": "bg-once", "type": "status"}},
            },
        }
        assert background["port"]["ok"] is True
        assert [reply["id"] for reply in background["port"]["replies"]] == [
            "bg-port-1",
            "bg-port-2",
        ]

        from_page = firefox.evaluate(
            tab,
            "browser.runtime.sendNativeMessage('com.dp_anonymizer.host',"
            " {v: 1, id: 'page-1', type: 'status'})",
        )
        assert from_page["id"] == "page-1"
        assert from_page["data"]["echo"]["type"] == "status"

    assert host_log.read_text().split() == ["bg-once", "bg-port-1", "bg-port-2", "page-1"]


def test_unregistered_host_is_a_clear_error_not_a_hang(tmp_path: Path) -> None:
    env = make_env(tmp_path)  # no host manifest written
    extension = write_probe_extension(tmp_path / "probe")

    with open_firefox(env) as firefox:
        firefox.install_extension(extension)
        tab = extension_tab(firefox, env, PROBE_ID, timeout_s=20)
        background = firefox.wait_for(
            tab, "browser.storage.local.get('background').then((r) => r.background)"
        )

    assert background["once"]["ok"] is False
    assert "native" in background["once"]["error"].lower()
    assert background["port"]["ok"] is False
    assert background["port"]["replies"] == []


def test_real_host_answers_status_over_native_messaging(tmp_path: Path) -> None:
    """``install-host --browser firefox`` registers a host that Firefox can start and talk to."""
    env = make_env(tmp_path, host_env(tmp_path))  # no models: status still answers
    manifest = json.loads(install_real_host(env).read_text())
    assert manifest["name"] == "com.dp_anonymizer.host"
    assert manifest["allowed_extensions"] == [ADDON_ID]
    # The probe takes the real add-on's id: the only one the host manifest allows.
    extension = write_probe_extension(tmp_path / "probe", addon_id=ADDON_ID)

    runtime_dir = Path(env.env["DPA_RUNTIME_DIR"])
    with host_processes_stopped(runtime_dir), open_firefox(env) as firefox:
        firefox.install_extension(extension)
        tab = extension_tab(firefox, env, ADDON_ID, timeout_s=30)
        background = firefox.wait_for(
            tab,
            "browser.storage.local.get('background').then((r) => r.background)",
            timeout_s=60,
            what="the probe's status round trips through the real host",
        )

    once = background["once"]
    assert once["ok"] is True, once
    assert once["reply"]["type"] == "result"
    assert once["reply"]["id"] == "bg-once"
    assert once["reply"]["for"] == "status"
    status = once["reply"]["data"]
    assert status["version"] == __version__
    assert status["protocol"] == 1
    port = background["port"]
    assert port["ok"] is True, port
    # Two requests in flight on one port: the host may answer them in either order.
    assert sorted((reply["id"], reply["type"]) for reply in port["replies"]) == [
        ("bg-port-1", "result"),
        ("bg-port-2", "result"),
    ]
