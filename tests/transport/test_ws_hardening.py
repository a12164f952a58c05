"""The real daemon under the attacks of issue #11: a token-less flood, big pre-auth messages,
duplicated Origin headers, ids that cannot be encoded back."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect as sync_connect

from dp_anonymizer.limits import MAX_WS_PREAUTH, MAX_WS_PREAUTH_BYTES
from dp_anonymizer.transport.client import open_connection
from dp_anonymizer.transport.daemon import DaemonState
from dp_anonymizer.transport.websocket import token_subprotocols
from support.fuzz_messages import bodies
from support.service_env import REPLY_TIMEOUT_S, ServiceEnv, make_env

FLOOD = 64
FLOOD_MAX_CONNECTS = 20_000  # the flood loop is bounded in count ...
FLOOD_MAX_S = 120.0  # ... and in time
TRIES = 20


@dataclass
class Served:
    senv: ServiceEnv
    port: int
    token: str

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    @property
    def state(self) -> DaemonState:
        return DaemonState(pid=0, port=self.port, host="127.0.0.1", protocol=1, version="")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    senv = make_env(tmp_path_factory.mktemp("wsh"), DPA_MAX_WS_MESSAGE_BYTES=str(1 << 16))
    token = senv.token()
    # stderr to a file, not a pipe nobody reads during the flood: a full pipe would block it.
    stderr_file = senv.root / "daemon.stderr"
    with open(stderr_file, "wb") as stderr:
        proc = subprocess.Popen(
            [sys.executable, "-m", "dp_anonymizer", "serve", "--port", "0", "--idle-timeout", "0"],
            env=senv.env,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
    senv.extra_pids.append(proc.pid)
    try:
        state = senv.wait_daemon(pid=proc.pid)
        yield Served(senv, int(state["port"]), token)
    finally:
        senv.kill_daemons()
        proc.wait(timeout=30)
        text = stderr_file.read_text(encoding="utf-8", errors="replace")
        assert "Traceback" not in text and "Logging error" not in text, text[-2000:]


async def _status(ws: ClientConnection, rid: str) -> dict[str, object]:
    await ws.send(json.dumps({"v": 1, "id": rid, "type": "status"}))
    reply: dict[str, object] = json.loads(await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT_S))
    return reply


class Flood:
    """``FLOOD`` local connections that never authenticate, re-opened as the server drops them."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.open_now = 0
        self.refused = 0
        self.connects = 0
        self.stop = threading.Event()
        self.ready = threading.Event()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._run()), daemon=True)

    async def _one(self, deadline: float) -> None:
        while not self.stop.is_set() and time.monotonic() < deadline:
            if self.connects >= FLOOD_MAX_CONNECTS:
                return
            self.connects += 1
            try:
                ws = await connect(self.url, open_timeout=10, compression=None)
            except InvalidStatus:
                self.refused += 1
                if self.open_now >= MAX_WS_PREAUTH:
                    self.ready.set()
                await asyncio.sleep(0.1)
                continue
            except (OSError, TimeoutError):
                await asyncio.sleep(0.01)
                continue
            self.open_now += 1
            try:
                await ws.wait_closed()  # never authenticates; the server closes it
            finally:
                self.open_now -= 1

    async def _run(self) -> None:
        deadline = time.monotonic() + FLOOD_MAX_S
        await asyncio.gather(*(self._one(deadline) for _ in range(FLOOD)))

    def __enter__(self) -> Flood:
        self.started = time.monotonic()
        self._thread.start()
        assert self.ready.wait(60), "the flood never filled the unauthenticated budget"
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self._thread.join(timeout=60)
        assert not self._thread.is_alive()
        self.lasted_s = time.monotonic() - self.started


def test_paired_client_keeps_working_under_a_tokenless_flood(served: Served) -> None:
    async def tries() -> int:
        ok = 0
        for n in range(TRIES):
            try:
                ws = await open_connection(served.state, token=served.token)
            except (InvalidStatus, OSError, TimeoutError):
                continue
            reply = await _status(ws, f"s{n}")
            ok += reply.get("type") == "result"
            await ws.close()
        return ok

    with Flood(served.url) as flood:
        succeeded = asyncio.run(tries())
        assert flood.refused > 0  # the flood really was at its budget
    assert succeeded >= 0.9 * TRIES, f"{succeeded} of {TRIES}"
    assert flood.connects <= FLOOD_MAX_CONNECTS
    # Refusals are logged at most once per 10 s each, not once per connection.
    log = (served.senv.log_dir / "daemon.log").read_text()
    allowed = 2 + flood.lasted_s / 10
    assert log.count("unauthenticated, ") <= allowed
    assert log.count("did not authenticate in time") <= allowed


def test_token_at_the_upgrade_is_checked(served: Served) -> None:
    async def scenario() -> None:
        with pytest.raises(InvalidStatus) as info:
            await connect(served.url, subprotocols=token_subprotocols("wrong"), compression=None)
        assert info.value.response.status_code == 403
        ws = await connect(served.url, subprotocols=token_subprotocols(served.token))
        assert ws.subprotocol == "dp-anonymizer.v1"
        assert (await _status(ws, "s"))["type"] == "result"
        await ws.close()

    asyncio.run(scenario())


def test_pre_auth_messages_are_capped_at_a_few_kib(served: Served) -> None:
    async def scenario() -> None:
        ws = await connect(served.url, compression=None)
        await ws.send(json.dumps({"v": 1, "id": "a", "type": "auth", "token": "x" * 8000}))
        with pytest.raises(ConnectionClosed) as info:
            await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT_S)
        assert info.value.rcvd is not None and info.value.rcvd.code == 1009
        # Once authenticated, the normal limit applies.
        ws = await open_connection(served.state, token=served.token)
        text = "y" * (4 * MAX_WS_PREAUTH_BYTES)
        await ws.send(json.dumps({"v": 1, "id": "d", "type": "detect", "text": text}))
        reply = json.loads(await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT_S))
        assert reply["type"] == "result" and reply["data"]["output"] == text
        await ws.close()

    asyncio.run(scenario())


def test_two_origin_headers_are_refused_cleanly(served: Served) -> None:
    request = (
        b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        b"Origin: chrome-extension://jlhkhiehkaeppgobognkgbjcecclmhnf\r\n"
        b"Origin: https://evil.example\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", served.port), timeout=REPLY_TIMEOUT_S) as sock:
        sock.sendall(request)
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(4096)
            if not chunk:
                break
            data += chunk
    assert data.startswith(b"HTTP/1.1 400 "), data[:100]
    log = (served.senv.log_dir / "daemon.log").read_text()
    assert "refused a WebSocket connection: 2 Origin headers" in log
    assert "Traceback" not in log and "process_request failed" not in log


def test_unencodable_id_gets_an_error_and_the_connection_stays(served: Served) -> None:
    async def scenario() -> None:
        ws = await open_connection(served.state, token=served.token)
        await ws.send('{"v":1,"id":"\\ud800","type":"status"}')
        reply = json.loads(await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT_S))
        assert reply["type"] == "error" and reply["code"] == "INVALID_REQUEST"
        assert reply["id"] is None
        assert (await _status(ws, "after"))["type"] == "result"
        await ws.close()

    asyncio.run(scenario())


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(bodies, st.integers(min_value=0, max_value=10**6))
def test_any_message_over_the_websocket_gets_one_reply_and_the_link_stays(
    served: Served, body: bytes, n: int
) -> None:
    with sync_connect(served.url, subprotocols=token_subprotocols(served.token)) as ws:
        try:
            ws.send(body.decode("utf-8"))
        except UnicodeDecodeError:
            ws.send(body)
        reply = json.loads(ws.recv(timeout=REPLY_TIMEOUT_S))
        assert reply["type"] in {"result", "error"}, reply
        if reply["type"] == "error":
            assert reply["code"] != "INTERNAL", reply
        ws.send(json.dumps({"v": 1, "id": f"probe{n}", "type": "status"}))
        while (probe := json.loads(ws.recv(timeout=REPLY_TIMEOUT_S)))["id"] != f"probe{n}":
            pass  # a cancel's target may still answer first
        assert probe["type"] == "result"
