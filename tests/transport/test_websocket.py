"""The real ``dp-anonymizer serve`` process: who may connect, limits, and 20 parallel clients."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from dp_anonymizer.transport.websocket import CHROME_EXTENSION_ID, origin_refusal
from support.service_env import REPLY_TIMEOUT_S, ServiceEnv, make_env

MAX_MESSAGE = 65536
MAX_CONNECTIONS = 25


class Served:
    def __init__(self, senv: ServiceEnv, port: int, token: str) -> None:
        self.senv = senv
        self.port = port
        self.token = token
        self.url = f"ws://127.0.0.1:{port}/"


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    senv = make_env(
        tmp_path_factory.mktemp("ws"),
        DPA_MAX_WS_MESSAGE_BYTES=str(MAX_MESSAGE),
        DPA_MAX_WS_CONNECTIONS=str(MAX_CONNECTIONS),
        DPA_WS_HANDSHAKE_TIMEOUT_S="2",
    )
    token = senv.token()
    proc = subprocess.Popen(
        [sys.executable, "-m", "dp_anonymizer", "serve", "--port", "0", "--idle-timeout", "0"],
        env=senv.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    senv.extra_pids.append(proc.pid)
    try:
        state = senv.wait_daemon(pid=proc.pid)
        yield Served(senv, int(state["port"]), token)
    finally:
        senv.kill_daemons()
        proc.wait(timeout=30)
        assert proc.stderr is not None
        proc.stderr.close()


async def _open(served: Served, *, origin: str | None = None) -> ClientConnection:
    headers = {"Origin": origin} if origin else None
    return await connect(
        served.url, additional_headers=headers, compression=None, open_timeout=REPLY_TIMEOUT_S
    )


async def _auth(served: Served, *, origin: str | None = None) -> ClientConnection:
    ws = await _open(served, origin=origin)
    await ws.send(json.dumps({"v": 1, "id": "a", "type": "auth", "token": served.token}))
    reply = json.loads(await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT_S))
    assert reply["type"] == "result" and reply["for"] == "auth", reply
    return ws


async def _refused_after(ws: ClientConnection, message: dict[str, Any]) -> dict[str, Any]:
    await ws.send(json.dumps(message))
    reply: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT_S))
    with pytest.raises(ConnectionClosed) as info:
        await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT_S)
    assert info.value.rcvd is not None and info.value.rcvd.code == 1008
    return reply


UNAUTHORIZED = (
    "Not authorized: the first message must be 'auth' with the pairing token "
    "('dp-anonymizer pair' shows it)."
)


def test_request_without_token_is_refused(served: Served) -> None:
    async def scenario() -> None:
        ws = await _open(served)
        reply = await _refused_after(ws, {"v": 1, "id": "s", "type": "status"})
        assert reply == {
            "v": 1,
            "id": "s",
            "type": "error",
            "code": "UNAUTHORIZED",
            "message": UNAUTHORIZED,
        }

    asyncio.run(scenario())


def test_wrong_token_is_refused(served: Served) -> None:
    async def scenario() -> None:
        ws = await _open(served)
        wrong = served.token[:-1] + ("A" if served.token[-1] != "A" else "B")
        reply = await _refused_after(ws, {"v": 1, "id": "x", "type": "auth", "token": wrong})
        assert reply["code"] == "UNAUTHORIZED" and reply["id"] == "x"
        ws = await _open(served)
        reply = await _refused_after(ws, {"v": 1, "id": "y", "type": "auth", "token": ""})
        assert reply["code"] == "UNAUTHORIZED"

    asyncio.run(scenario())


@pytest.mark.parametrize(
    "origin",
    [
        "https://evil.example",
        "http://127.0.0.1:8000",
        "http://localhost",
        "null",
        "file://",
        "chrome-extension://aaaabbbbccccddddeeeeffffgggghhhh",
    ],
)
def test_web_origins_and_foreign_extensions_are_refused_at_the_handshake(
    served: Served, origin: str
) -> None:
    async def scenario() -> None:
        with pytest.raises(InvalidStatus) as info:
            await _open(served, origin=origin)
        assert info.value.response.status_code == 403

    asyncio.run(scenario())


@pytest.mark.parametrize(
    "origin",
    [
        f"chrome-extension://{CHROME_EXTENSION_ID}",
        "moz-extension://0d6c7a1e-3f7e-4b0e-9a53-2d3a8b5c1f00",
        None,
    ],
)
def test_our_extension_origins_and_local_tools_may_authenticate(
    served: Served, origin: str | None
) -> None:
    async def scenario() -> None:
        ws = await _auth(served, origin=origin)
        await ws.send(json.dumps({"v": 1, "id": "s", "type": "status"}))
        reply = json.loads(await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT_S))
        assert reply["for"] == "status" and reply["data"]["transport"] == "websocket"
        await ws.close()

    asyncio.run(scenario())


def test_oversized_message_closes_the_connection(served: Served) -> None:
    async def scenario() -> None:
        ws = await _auth(served)
        big = json.dumps({"v": 1, "id": "b", "type": "detect", "text": "x" * (MAX_MESSAGE + 1)})
        await ws.send(big)
        with pytest.raises(ConnectionClosed) as info:
            await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT_S)
        assert info.value.rcvd is not None and info.value.rcvd.code == 1009

    asyncio.run(scenario())


def test_slow_http_handshake_is_dropped(served: Served) -> None:
    with socket.create_connection(("127.0.0.1", served.port), timeout=REPLY_TIMEOUT_S) as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # never finishes the request
        data = b""
        while True:
            chunk = sock.recv(4096)  # the server closes the socket: recv returns b""
            if not chunk:
                break
            data += chunk
    assert b"101 Switching Protocols" not in data


def test_connection_that_never_authenticates_is_closed(served: Served) -> None:
    async def scenario() -> None:
        ws = await _open(served)
        with pytest.raises(ConnectionClosed) as info:
            await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT_S)
        assert info.value.rcvd is not None
        assert info.value.rcvd.code == 1008
        assert info.value.rcvd.reason == "authentication timeout"

    asyncio.run(scenario())


def test_connections_beyond_the_limit_get_503(served: Served) -> None:
    async def scenario() -> None:
        open_ = [await _auth(served) for _ in range(MAX_CONNECTIONS)]
        with pytest.raises(InvalidStatus) as info:
            await _open(served)
        assert info.value.response.status_code == 503
        await open_.pop().close()
        await asyncio.sleep(0)  # let the server notice; the next handshake must succeed
        for _ in range(50):
            try:
                extra = await _auth(served)
                break
            except InvalidStatus:
                await asyncio.sleep(0.1)
        else:
            raise AssertionError("a slot freed by closing was never reused")
        await extra.close()
        for ws in open_:
            await ws.close()

    asyncio.run(scenario())


def test_twenty_concurrent_clients_get_their_own_answers(served: Served) -> None:
    async def one(i: int) -> None:
        ws = await _auth(served, origin=f"chrome-extension://{CHROME_EXTENSION_ID}")
        email = f"user{i}.name@mail{i}.example"
        text = f"Client {i} writes from {email} about case {i}."
        for round_ in range(3):
            rid = f"c{i}-{round_}"
            await ws.send(json.dumps({"v": 1, "id": rid, "type": "detect", "text": text}))
            reply = json.loads(await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT_S))
            assert reply["id"] == rid
            data = reply["data"]
            assert data["output"] == f"Client {i} writes from [EMAIL_1] about case {i}."
            span = next(s for s in data["spans"] if s["category"] == "EMAIL")
            assert text[span["start"] : span["end"]] == email
        await ws.close()

    async def scenario() -> None:
        await asyncio.gather(*(one(i) for i in range(20)))

    asyncio.run(scenario())


def test_repairing_rotates_the_token(tmp_path_factory: pytest.TempPathFactory) -> None:
    senv = make_env(tmp_path_factory.mktemp("rotate"))
    old = senv.token()
    proc = subprocess.Popen(
        [sys.executable, "-m", "dp_anonymizer", "serve", "--port", "0", "--idle-timeout", "0"],
        env=senv.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    senv.extra_pids.append(proc.pid)
    try:
        port = int(senv.wait_daemon(pid=proc.pid)["port"])
        subprocess.run(
            [sys.executable, "-m", "dp_anonymizer", "pair", "--reset"],
            env=senv.env,
            capture_output=True,
            check=True,
            timeout=60,
        )
        new = senv.token()
        assert new != old
        served = Served(senv, port, new)

        async def scenario() -> None:
            stale = await _open(served)
            reply = await _refused_after(stale, {"v": 1, "id": "o", "type": "auth", "token": old})
            assert reply["code"] == "UNAUTHORIZED"
            ws = await _auth(served)
            await ws.close()

        asyncio.run(scenario())
    finally:
        senv.kill_daemons()
        proc.wait(timeout=30)


def test_non_loopback_bind_is_refused_unless_forced(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    senv = make_env(tmp_path_factory.mktemp("bind"))
    refused = subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", "serve", "--host", "0.0.0.0", "--port", "0"],
        env=senv.env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert refused.returncode == 2
    assert "host must be a loopback address (127.0.0.1 or ::1)" in refused.stderr
    assert senv.daemon_state() is None
    forced = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "dp_anonymizer",
            "serve",
            "--host",
            "0.0.0.0",
            "--force-host",
            "--port",
            "0",
            "--idle-timeout",
            "0",
        ],
        env=senv.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    senv.extra_pids.append(forced.pid)
    try:
        state = senv.wait_daemon(pid=forced.pid)
        assert state["host"] == "0.0.0.0"
    finally:
        senv.kill_daemons()
        forced.wait(timeout=30)
    assert forced.stderr is not None
    assert "warning: listening on 0.0.0.0" in forced.stderr.read()
    forced.stderr.close()


def test_origin_policy_table() -> None:
    ids = (CHROME_EXTENSION_ID,)
    assert origin_refusal(None, extension_ids=ids) is None
    assert origin_refusal(f"chrome-extension://{CHROME_EXTENSION_ID}/", extension_ids=ids) is None
    assert origin_refusal("moz-extension://abc", extension_ids=ids) is None
    assert origin_refusal("https://a.example", extension_ids=ids) == (
        "web pages may not connect to the local host"
    )
    assert origin_refusal("chrome-extension://other", extension_ids=ids) == (
        "this extension is not dp-anonymizer"
    )
