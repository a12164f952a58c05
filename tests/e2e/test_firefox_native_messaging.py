"""Firefox ESR: native messaging from an MV3 add-on reaches a host and comes back.

Proves the plumbing the real add-on depends on, with a probe add-on generated per test: the
per-user host manifest under ``$HOME/.mozilla/native-messaging-hosts``, ``sendNativeMessage``
and ``connectNative`` from a background script, and calls from an extension page.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.firefox_fixtures import (
    PROBE_ID,
    extension_tab,
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
