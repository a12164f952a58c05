"""Daemon lifecycle seen from the native host and the CLI: start on demand, idle exit, crash."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from dp_anonymizer.transport.daemon import pid_alive
from support.service_env import ServiceEnv, make_env, native_host, service_env

__all__ = ["service_env"]


def _status_cli(senv: ServiceEnv, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", "status", *args],
        env=senv.env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _wait_gone(pid: int, timeout_s: float = 60) -> None:
    deadline = time.monotonic() + timeout_s
    while pid_alive(pid):
        assert time.monotonic() < deadline, f"daemon {pid} still running"
        time.sleep(0.1)


def test_status_cli_before_and_after_the_daemon_starts(service_env: ServiceEnv) -> None:
    before = _status_cli(service_env)
    assert before.returncode == 0, before.stderr
    assert before.stdout.splitlines()[0] == (
        "daemon: not running (it starts on the first request from the browser)"
    )
    assert service_env.daemon_state() is None  # status does not start it
    with native_host(service_env) as host:
        assert host.request({"v": 1, "id": "s", "type": "status"})["type"] == "result"
        state = service_env.wait_daemon()
        after = _status_cli(service_env, "--json")
        assert after.returncode == 0, after.stderr
        data = json.loads(after.stdout)
        assert data["running"] is True
        assert data["pid"] == state["pid"] and data["port"] == state["port"]
        assert "load_count" not in data["models"]  # test-only counts stay off the wire
        assert service_env.model_loads(state["pid"]) == 0
        assert data["default_path"] == "rules-only"
        text = _status_cli(service_env)
        assert text.stdout.splitlines()[0] == (
            f"daemon: running (pid {state['pid']}, port {state['port']})"
        )
        assert host.close() == 0


def test_idle_daemon_exits_and_the_next_request_starts_a_new_one(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    senv = make_env(tmp_path_factory.mktemp("idle"), DPA_IDLE_TIMEOUT_S="2")
    try:
        with native_host(senv) as host:
            assert host.request({"v": 1, "id": "a", "type": "status"})["type"] == "result"
            first = senv.wait_daemon()["pid"]
            _wait_gone(first)
            assert senv.daemon_state() is None  # it removed its state file
            reply = host.request({"v": 1, "id": "b", "type": "detect", "text": "x@y.example"})
            assert reply["data"]["output"] == "[EMAIL_1]"
            second = senv.wait_daemon()["pid"]
            assert second != first
            assert host.close() == 0
    finally:
        senv.kill_daemons()


def test_crashed_daemon_is_replaced_and_inflight_requests_get_an_error(
    service_env: ServiceEnv,
) -> None:
    with native_host(service_env) as host:
        assert host.request({"v": 1, "id": "a", "type": "status"})["type"] == "result"
        pid = service_env.wait_daemon()["pid"]
        os.kill(pid, signal.SIGKILL)
        _wait_gone(pid)
        reply = host.request({"v": 1, "id": "b", "type": "status"})
        if reply["type"] == "error":  # the request raced the dead connection
            assert reply["code"] == "INTERNAL"
            assert reply["message"].startswith(
                "The local background service stopped before answering."
            )
            reply = host.request({"v": 1, "id": "c", "type": "status"})
        assert reply["type"] == "result"
        assert service_env.wait_daemon()["pid"] != pid
        assert host.close() == 0


def test_two_native_hosts_share_one_daemon(service_env: ServiceEnv) -> None:
    with native_host(service_env) as one, native_host(service_env) as two:
        one.send({"v": 1, "id": "1", "type": "status"})
        two.send({"v": 1, "id": "2", "type": "status"})
        assert one.recv()["id"] == "1"
        assert two.recv()["id"] == "2"
        pid = service_env.wait_daemon()["pid"]
        log = (service_env.log_dir / "native-host.log").read_text()
        assert log.count("started daemon") == 1
        assert f"connected to daemon {pid}" in log
        assert one.close() == 0 and two.close() == 0


def test_serve_on_a_taken_port_says_so(service_env: ServiceEnv) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "dp_anonymizer", "serve", "--port", str(port)],
            env=service_env.env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 2
    assert f"dp-anonymizer: error: port {port} on 127.0.0.1 is already in use" in done.stderr
    assert "Traceback" not in done.stderr
    assert service_env.daemon_state() is None


def test_on_demand_daemon_falls_back_to_a_free_port(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        senv = make_env(tmp_path_factory.mktemp("fallback"), DPA_PORT=str(port))
        try:
            with native_host(senv) as host:
                pair = host.request({"v": 1, "id": "p", "type": "pair"})["data"]
                state = senv.wait_daemon()
                assert pair["port"] == state["port"] != port
                assert host.close() == 0
        finally:
            senv.kill_daemons()
    log = (senv.log_dir / "daemon.log").read_text()
    assert f"port {port} is in use; listening on a free port instead" in log
