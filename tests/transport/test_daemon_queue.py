"""The daemon's scheduling over real sockets, with model work replaced by a controllable fake.

The fake rewrite streams progress and then blocks until the test opens a gate (or the request
is cancelled), so queueing, BUSY, cancel and "detect is not stuck behind a rewrite" are
checked deterministically, without sleeps or timing assertions.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from dp_anonymizer.errors import RequestCancelledError
from dp_anonymizer.protocol.handlers import HANDLERS, Call, Dispatcher, Services
from dp_anonymizer.protocol.messages import RewriteRequest
from dp_anonymizer.protocol.session import Session
from dp_anonymizer.transport import daemon as daemon_module
from dp_anonymizer.transport.daemon import Daemon, pid_alive
from dp_anonymizer.transport.websocket import pairing_token
from support.isolation import isolate
from support.service_env import REPLY_TIMEOUT_S


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    isolate(monkeypatch, tmp_path)


class GatedDispatcher(Dispatcher):
    """Rewrites report progress, then wait for ``gate`` or a cancel (a chunk boundary)."""

    def __init__(self) -> None:
        super().__init__(transport="websocket", handlers={**HANDLERS, "rewrite": self._rewrite})
        self.gate = threading.Event()
        self.started: list[str] = []
        self.started_event = threading.Event()

    def _rewrite(self, services: Services, request: RewriteRequest, call: Call) -> dict[str, Any]:
        emit, cancelled = call.emit, call.cancelled
        self.started.append(request.id)
        self.started_event.set()
        for done in range(3):
            emit(
                {
                    "v": 1,
                    "id": request.id,
                    "type": "progress",
                    "stage": "embed",
                    "done": done,
                    "total": 3,
                }
            )
        while not self.gate.wait(0.01):
            if cancelled is not None and cancelled():
                raise RequestCancelledError()
        return {
            "output": f"done {request.id}",
            "spans": [],
            "sensitivity": 0,
            "receipt": {},
            "history_id": None,
            "warnings": [],
        }


async def _client(port: int) -> ClientConnection:
    ws = await connect(f"ws://127.0.0.1:{port}/", compression=None)
    await ws.send(json.dumps({"v": 1, "id": "a", "type": "auth", "token": pairing_token()}))
    reply = json.loads(await ws.recv())
    assert reply["for"] == "auth"
    return ws


async def _recv(ws: ClientConnection) -> dict[str, Any]:
    message: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT_S))
    return message


async def _until(ws: ClientConnection, request_id: str) -> tuple[dict[str, Any], list[Any]]:
    seen = []
    while True:
        message = await _recv(ws)
        if message["id"] == request_id and message["type"] in {"result", "cancelled", "error"}:
            return message, seen
        seen.append(message)


def _rewrite(rid: str) -> str:
    return json.dumps({"v": 1, "id": rid, "type": "rewrite", "text": "hello"})


async def _wait_thread_event(event: threading.Event) -> None:
    assert await asyncio.to_thread(event.wait, REPLY_TIMEOUT_S)


def _run(test: Callable[[Daemon, GatedDispatcher, int], Any], **daemon_kwargs: Any) -> None:
    async def main() -> None:
        fake = GatedDispatcher()
        daemon = Daemon(port=0, idle_timeout_s=None, dispatcher=fake, **daemon_kwargs)
        fake.queue_length = daemon.queue_length
        ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        runner = asyncio.create_task(daemon.run(ready=ready.set_result))
        port = await asyncio.wait_for(ready, REPLY_TIMEOUT_S)
        try:
            await test(daemon, fake, port)
        finally:
            fake.gate.set()
            daemon.stop()
            await asyncio.wait_for(runner, REPLY_TIMEOUT_S)

    asyncio.run(main())


def test_one_model_job_at_a_time_bounded_queue_and_busy() -> None:
    async def scenario(daemon: Daemon, fake: GatedDispatcher, port: int) -> None:
        ws = await _client(port)
        await ws.send(_rewrite("r1"))
        await _wait_thread_event(fake.started_event)
        await ws.send(_rewrite("r2"))
        await ws.send(_rewrite("r3"))
        await ws.send(_rewrite("r4"))
        busy, _ = await _until(ws, "r4")
        assert busy == {
            "v": 1,
            "id": "r4",
            "type": "error",
            "code": "BUSY",
            "message": "The host is busy (3 requests queued). Try again shortly.",
        }
        # A quick request is answered while the rewrite still holds the model worker.
        await ws.send(json.dumps({"v": 1, "id": "s", "type": "status"}))
        status, _ = await _until(ws, "s")
        assert status["data"]["queue_length"] == 3
        assert fake.started == ["r1"]
        await ws.send(json.dumps({"v": 1, "id": "d", "type": "detect", "text": "a@b.example"}))
        detect, _ = await _until(ws, "d")
        assert detect["data"]["output"] == "[EMAIL_1]"
        assert fake.started == ["r1"]
        fake.gate.set()
        results = {}
        for rid in ("r1", "r2", "r3"):
            results[rid], _ = await _until(ws, rid)
        assert [results[r]["data"]["output"] for r in ("r1", "r2", "r3")] == [
            "done r1",
            "done r2",
            "done r3",
        ]
        assert fake.started == ["r1", "r2", "r3"]
        await ws.close()

    _run(scenario, max_queue=2)


def test_progress_streams_before_the_result() -> None:
    async def scenario(daemon: Daemon, fake: GatedDispatcher, port: int) -> None:
        ws = await _client(port)
        fake.gate.set()
        await ws.send(_rewrite("p"))
        result, before = await _until(ws, "p")
        assert result["type"] == "result"
        assert [(m["type"], m["done"], m["total"]) for m in before] == [
            ("progress", 0, 3),
            ("progress", 1, 3),
            ("progress", 2, 3),
        ]
        await ws.close()

    _run(scenario)


def test_cancel_running_and_queued_requests() -> None:
    async def scenario(daemon: Daemon, fake: GatedDispatcher, port: int) -> None:
        ws = await _client(port)
        await ws.send(_rewrite("run"))
        await _wait_thread_event(fake.started_event)
        await ws.send(_rewrite("queued"))
        await ws.send(json.dumps({"v": 1, "id": "c1", "type": "cancel", "target": "queued"}))
        ack, _ = await _until(ws, "c1")
        assert ack["data"] == {"target": "queued", "found": True}
        await ws.send(json.dumps({"v": 1, "id": "c2", "type": "cancel", "target": "run"}))
        ack, _ = await _until(ws, "c2")
        assert ack["data"] == {"target": "run", "found": True}
        run, _ = await _until(ws, "run")
        assert run == {"v": 1, "id": "run", "type": "cancelled"}
        queued, _ = await _until(ws, "queued")
        assert queued == {"v": 1, "id": "queued", "type": "cancelled"}
        assert fake.started == ["run"]  # the queued one never ran
        await ws.send(json.dumps({"v": 1, "id": "c3", "type": "cancel", "target": "run"}))
        ack, _ = await _until(ws, "c3")
        assert ack["data"] == {"target": "run", "found": False}
        await ws.close()

    _run(scenario)


def test_duplicate_request_id_is_refused_while_running() -> None:
    async def scenario(daemon: Daemon, fake: GatedDispatcher, port: int) -> None:
        ws = await _client(port)
        await ws.send(_rewrite("same"))
        await _wait_thread_event(fake.started_event)
        await ws.send(_rewrite("same"))
        dup = await _recv(ws)
        while dup["type"] == "progress":
            dup = await _recv(ws)
        assert dup["type"] == "error" and dup["code"] == "INVALID_REQUEST"
        assert dup["message"] == "Invalid request: a request with this id is still running."
        await ws.close()

    _run(scenario)


def test_client_that_disconnects_cancels_its_running_request() -> None:
    async def scenario(daemon: Daemon, fake: GatedDispatcher, port: int) -> None:
        ws = await _client(port)
        await ws.send(_rewrite("orphan"))
        await _wait_thread_event(fake.started_event)
        await ws.close()
        # Only the cancel can free the worker (the gate stays closed): a new job must start.
        fake.started_event.clear()
        other = await _client(port)
        await other.send(_rewrite("next"))
        await _wait_thread_event(fake.started_event)
        assert fake.started == ["orphan", "next"]
        fake.gate.set()
        result, _ = await _until(other, "next")
        assert result["type"] == "result"
        await other.close()

    _run(scenario)


def test_idle_daemon_exits_and_removes_its_state_file(tmp_path: Path) -> None:
    async def main() -> None:
        daemon = Daemon(port=0, idle_timeout_s=1)
        await asyncio.wait_for(daemon.run(), 60)

    from dp_anonymizer.transport.daemon import state_path

    asyncio.run(main())
    assert not state_path().exists()


class WatchedSession(Session):
    """A connection's session that records each time the daemon found it busy.

    The daemon asks ``active`` only when the connection has been quiet for its idle timeout,
    so two busy answers prove the timeout passed twice while the request ran.
    """

    busy_checks = asyncio.Event()
    seen = 0

    @property
    def active(self) -> int:
        running = super().active
        if running:
            type(self).seen += 1
            if type(self).seen >= 2:
                type(self).busy_checks.set()
        return running


def test_idle_connections_are_closed_but_not_while_their_request_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(daemon_module, "Session", WatchedSession)
    monkeypatch.setattr(WatchedSession, "busy_checks", asyncio.Event())
    monkeypatch.setattr(WatchedSession, "seen", 0)

    async def scenario(daemon: Daemon, fake: GatedDispatcher, port: int) -> None:
        idle = await _client(port)
        with pytest.raises(ConnectionClosed) as info:
            await asyncio.wait_for(idle.recv(), REPLY_TIMEOUT_S)
        assert info.value.rcvd is not None
        assert (info.value.rcvd.code, info.value.rcvd.reason) == (1000, "idle timeout")

        busy = await _client(port)
        await busy.send(_rewrite("slow"))
        await _wait_thread_event(fake.started_event)
        for _ in range(3):
            message = await _recv(busy)
            assert message["type"] == "progress"
        # Quiet for two idle timeouts with the request still running: the connection stays.
        await asyncio.wait_for(WatchedSession.busy_checks.wait(), REPLY_TIMEOUT_S)
        fake.gate.set()
        result, _ = await _until(busy, "slow")
        assert result["type"] == "result"
        await busy.close()

    _run(scenario, connection_idle_timeout_s=0.3)


def test_an_exited_daemon_not_yet_reaped_is_not_alive() -> None:
    """A zombie holds its pid but serves nothing: a state file naming it is stale."""
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE
    )
    assert child.stdin is not None
    try:
        assert pid_alive(child.pid)
        child.stdin.close()  # it exits on end of input
        os.waitid(os.P_PID, child.pid, os.WEXITED | os.WNOWAIT)  # exited, left unreaped
        assert not pid_alive(child.pid)
    finally:
        child.wait(timeout=REPLY_TIMEOUT_S)
