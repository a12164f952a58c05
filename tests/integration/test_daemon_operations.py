"""Operating the daemon (issue #11): ``stop``, ``status`` naming the daemon's version and
executable, a newer client replacing an older daemon, a busy daemon never duplicated, and a
SIGTERM with requests in flight shutting down cleanly."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from dp_anonymizer.transport.websocket import token_subprotocols
from support.service_env import ServiceEnv, make_env, native_host, pid_alive, run_cli, service_env

__all__ = ["service_env"]

WAIT_S = 60.0


def _serve(senv: ServiceEnv, *extra: str) -> tuple[subprocess.Popen[bytes], dict[str, object]]:
    """A daemon whose stderr goes to ``<root>/daemon.stderr`` (a file: it never blocks)."""
    with open(senv.root / "daemon.stderr", "ab") as stderr:
        proc = subprocess.Popen(
            [sys.executable, "-m", "dp_anonymizer", "serve", "--port", "0", *extra],
            env=senv.env,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
    senv.extra_pids.append(proc.pid)
    return proc, senv.wait_daemon(pid=proc.pid)


def _stderr(senv: ServiceEnv) -> str:
    return (senv.root / "daemon.stderr").read_text(encoding="utf-8", errors="replace")


def _wait_for(predicate: object, what: str) -> None:
    assert callable(predicate)
    deadline = time.monotonic() + WAIT_S
    while not predicate():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def test_stop_stops_the_running_daemon_and_status_names_it(service_env: ServiceEnv) -> None:
    senv = service_env
    assert run_cli(senv, "stop").stdout.strip() == "No daemon is running."
    proc, state = _serve(senv, "--idle-timeout", "0")
    status = run_cli(senv, "status", "--json")
    assert status.returncode == 0, status.stderr
    data = json.loads(status.stdout)
    assert data["running"] is True and data["pid"] == state["pid"]
    assert data["executable"] == sys.executable and data["other_installation"] is False
    text = run_cli(senv, "status").stdout
    assert f"daemon executable: {sys.executable}" in text
    assert "another installation" not in text

    stopped = run_cli(senv, "stop")
    assert stopped.returncode == 0, stopped.stderr
    assert stopped.stdout.strip().startswith(f"Stopped the daemon (pid {state['pid']}, version ")
    assert proc.wait(timeout=WAIT_S) == 0  # a clean exit, not a kill
    assert senv.daemon_state() is None
    stderr = _stderr(senv)
    assert "Traceback" not in stderr and "Logging error" not in stderr


def test_status_flags_another_installation_and_a_newer_client_replaces_an_older_daemon(
    service_env: ServiceEnv,
) -> None:
    senv = service_env
    proc, state = _serve(senv, "--idle-timeout", "0")
    # What an older installation's daemon records: its own version and interpreter.
    state_file = senv.runtime_dir / "daemon.json"
    older = {**state, "version": "0.0.1", "executable": "/opt/old-install/bin/python"}
    state_file.write_text(json.dumps(older))
    text = run_cli(senv, "status").stdout
    assert "daemon executable: /opt/old-install/bin/python" in text
    assert "warning: the running daemon belongs to another installation" in text

    with native_host(senv) as host:
        reply = host.request({"v": 1, "id": "s", "type": "status"})
        assert reply["type"] == "result"
        assert proc.wait(timeout=WAIT_S) == 0  # the old one was stopped cleanly
        new = senv.wait_daemon()
        assert new["pid"] != state["pid"] and new["version"] == reply["data"]["version"]
        assert new["executable"] == sys.executable
        assert host.close() == 0
    log = (senv.log_dir / "native-host.log").read_text()
    assert f"daemon {state['pid']} is version 0.0.1, older than" in log
    assert log.count("started daemon") == 1


def test_a_busy_daemon_is_waited_for_never_duplicated(tmp_path: Path) -> None:
    # The relay retries for as long as the test may take to see the 503 and free the slot:
    # with the default 10 s a loaded machine could make it give up first.
    senv = make_env(
        tmp_path / "busy", DPA_MAX_WS_CONNECTIONS="1", DPA_DAEMON_BUSY_RETRY_S=str(WAIT_S)
    )
    try:
        token = senv.token()
        proc, state = _serve(senv, "--idle-timeout", "0")
        url = f"ws://127.0.0.1:{state['port']}/"
        with (
            connect(url, subprotocols=token_subprotocols(token)) as holder,
            native_host(senv) as host,
        ):
            host.send({"v": 1, "id": "s", "type": "status"})
            host_log = senv.log_dir / "native-host.log"
            _wait_for(
                lambda: host_log.exists() and "answered HTTP 503" in host_log.read_text(),
                "the relay to meet the full daemon",
            )
            holder.close()  # a slot frees: the relay's retry gets in
            reply, _ = host.recv_final("s")
            assert reply["type"] == "result", reply
            assert host.close() == 0
        assert senv.wait_daemon()["pid"] == state["pid"]
        log = host_log.read_text()
        assert "started daemon" not in log
        assert f"connected to daemon {state['pid']}" in log
        senv.kill_daemons()
        proc.wait(timeout=WAIT_S)
    finally:
        senv.kill_daemons()


def test_a_daemon_that_stays_busy_is_reported_not_duplicated(tmp_path: Path) -> None:
    senv = make_env(tmp_path / "full", DPA_MAX_WS_CONNECTIONS="1", DPA_DAEMON_BUSY_RETRY_S="0.5")
    try:
        token = senv.token()
        proc, state = _serve(senv, "--idle-timeout", "0")
        url = f"ws://127.0.0.1:{state['port']}/"
        with (
            connect(url, subprotocols=token_subprotocols(token)),
            native_host(senv) as host,
        ):
            reply = host.request({"v": 1, "id": "s", "type": "status"})
            assert reply["type"] == "error" and reply["code"] == "SERVICE_UNAVAILABLE", reply
            assert "busy" in reply["message"]
            # The host keeps serving: the same request is answered again, and still nothing
            # started a second daemon beside the full one.
            again = host.request({"v": 1, "id": "t", "type": "status"})
            assert again["code"] == "SERVICE_UNAVAILABLE", again
            assert host.close() == 0
        assert senv.wait_daemon()["pid"] == state["pid"]
        assert "started daemon" not in (senv.log_dir / "native-host.log").read_text()
        senv.kill_daemons()
        proc.wait(timeout=WAIT_S)
    finally:
        senv.kill_daemons()


def test_sigterm_with_requests_in_flight_answers_them_and_exits_cleanly(
    service_env: ServiceEnv,
) -> None:
    senv = service_env
    token = senv.token()
    proc, state = _serve(senv, "--idle-timeout", "0")
    text = " ".join(
        f"Mail person{n}@example{n}.com or call +44 20 7946 {n:04d}." for n in range(900)
    )
    count = 24
    answered: dict[str, dict[str, object]] = {}
    with connect(
        f"ws://127.0.0.1:{state['port']}/",
        subprotocols=token_subprotocols(token),
        max_size=None,
    ) as ws:
        for n in range(count):
            ws.send(json.dumps({"v": 1, "id": f"d{n}", "type": "detect", "text": text}))
        first = json.loads(ws.recv(timeout=WAIT_S))
        answered[first["id"]] = first
        os.kill(int(state["pid"]), signal.SIGTERM)
        try:
            while True:
                reply = json.loads(ws.recv(timeout=WAIT_S))
                answered[reply["id"]] = reply
        except ConnectionClosed as exc:
            assert exc.rcvd is not None and exc.rcvd.code == 1001  # going away
    assert proc.wait(timeout=WAIT_S) == 0
    # Every request got its one final answer: a result, or a clean "shutting down".
    assert set(answered) == {f"d{n}" for n in range(count)}
    for reply in answered.values():
        assert reply["type"] == "result" or reply.get("code") == "BUSY", reply
    stderr = _stderr(senv)
    assert "Traceback" not in stderr and "Logging error" not in stderr, stderr[-2000:]
    log = (senv.log_dir / "daemon.log").read_text()
    assert "internal error" not in log
    assert f"daemon {state['pid']} stopped" in log
    assert not pid_alive(int(state["pid"]))
