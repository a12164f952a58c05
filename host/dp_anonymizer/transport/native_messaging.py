"""``dp-anonymizer native-host``: native messaging on stdin/stdout, relayed to the daemon.

The browser starts this process per ``connectNative`` port and kills it with the service
worker; the models must outlive both, so requests are relayed over the authenticated loopback
WebSocket to the daemon (started on demand). Only ``pair`` is answered here. Nothing but
frames is ever written to stdout: logs go to ``log_dir()/native-host.log``.

Malformed input is answered with an ``error`` (id null when unreadable) and the host keeps
serving: bad lengths are skipped, truncated bodies at EOF are reported before exiting.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import queue
import threading
from typing import Any, BinaryIO

from websockets.asyncio.client import ClientConnection
from websockets.exceptions import ConnectionClosed

from dp_anonymizer.errors import DaemonUnavailableError, FramingError, TextTooLargeError
from dp_anonymizer.limits import MAX_NATIVE_IN_BYTES, MAX_NATIVE_OUT_BYTES, MAX_WS_MESSAGE_BYTES
from dp_anonymizer.protocol.codes import ErrorCode
from dp_anonymizer.protocol.json_text import encodable
from dp_anonymizer.protocol.messages import PairRequest
from dp_anonymizer.protocol.session import Reply, Session, error_reply, make_error, result_reply
from dp_anonymizer.transport.client import connect_daemon
from dp_anonymizer.transport.daemon import DaemonState
from dp_anonymizer.transport.framing import Frame, FrameDecoder, FrameError, encode_reply
from dp_anonymizer.transport.websocket import pairing_token

log = logging.getLogger(__name__)

_FINAL = frozenset({"result", "cancelled", "error"})
_LOST = (
    "The local background service stopped before answering. Try again; it restarts automatically."
)


def _unencodable(reply: Reply) -> Reply:
    """The INTERNAL error sent in place of a reply that could not be encoded."""
    request_id = reply.get("id")
    if not isinstance(request_id, str) or not encodable(request_id):
        request_id = None
    return make_error(ErrorCode.INTERNAL, None, request_id)


class _Writer:
    """Writes frames to stdout from one thread, in submission order."""

    def __init__(self, stream: BinaryIO, *, max_message_bytes: int) -> None:
        self._stream = stream
        self._max = max_message_bytes
        self._queue: queue.Queue[Reply | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="dpa-stdout", daemon=True)
        self._thread.start()

    def put(self, reply: Reply) -> None:
        self._queue.put(reply)

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=10)

    def _run(self) -> None:
        while True:
            reply = self._queue.get()
            if reply is None:
                return
            try:
                frames = list(encode_reply(reply, max_message_bytes=self._max))
            except (ValueError, TypeError, RecursionError) as exc:
                # One reply that cannot be encoded must not silence the host: answer with an
                # error the browser can read instead (id dropped if it is what failed).
                log.error("reply could not be encoded: %s", type(exc).__name__)
                frames = list(encode_reply(_unencodable(reply), max_message_bytes=self._max))
            try:
                for frame in frames:
                    self._stream.write(frame)
                self._stream.flush()
            except (BrokenPipeError, ValueError, OSError):
                log.info("stdout closed; dropping replies")
                return


class NativeHost:
    """One native-messaging session: stdin frames in, relayed replies out."""

    def __init__(
        self,
        stdin: BinaryIO,
        stdout: BinaryIO,
        *,
        max_in_bytes: int = MAX_NATIVE_IN_BYTES,
        max_out_bytes: int = MAX_NATIVE_OUT_BYTES,
    ) -> None:
        self._stdin = stdin
        self._writer = _Writer(stdout, max_message_bytes=max_out_bytes)
        self._decoder = FrameDecoder(max_frame_bytes=max_in_bytes)
        self._link: ClientConnection | None = None
        self._state: DaemonState | None = None
        self._in_flight: set[str] = set()
        self._session = Session("native-messaging")
        self._link_reader: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ stdin

    def _read_stdin(
        self, loop: asyncio.AbstractEventLoop, events: asyncio.Queue[Frame | FrameError | None]
    ) -> None:
        fd = self._stdin.fileno()
        while True:
            try:
                chunk = os.read(fd, 1 << 16)
            except OSError:
                chunk = b""
            if not chunk:
                tail = self._decoder.eof()
                if tail is not None:
                    loop.call_soon_threadsafe(events.put_nowait, tail)
                loop.call_soon_threadsafe(events.put_nowait, None)
                return
            self._decoder.feed(chunk)
            for event in self._decoder.events():
                loop.call_soon_threadsafe(events.put_nowait, event)

    async def run(self) -> int:
        loop = asyncio.get_running_loop()
        events: asyncio.Queue[Frame | FrameError | None] = asyncio.Queue()
        reader = threading.Thread(
            target=self._read_stdin, args=(loop, events), name="dpa-stdin", daemon=True
        )
        reader.start()
        log.info("native host %d started", os.getpid())
        try:
            while True:
                event = await events.get()
                if event is None:
                    break
                await self._on_event(event)
        finally:
            log.info("native host %d: browser closed the port", os.getpid())
            await self._close_link()
            self._writer.close()
        return 0

    async def _on_event(self, event: Frame | FrameError) -> None:
        if isinstance(event, FrameError):
            exc: Exception = (
                TextTooLargeError(event.size_bytes, self._decoder.max_frame_bytes or 0, "message")
                if event.too_large
                else FramingError(event.reason)
            )
            self._writer.put(error_reply(exc, None))
            return
        # The daemon runs the requests, so it answers their cancels too.
        routed = self._session.receive(event.body, answer_cancel=False)
        if isinstance(routed, dict):
            self._writer.put(routed)
            return
        request = routed
        if len(event.body) > MAX_WS_MESSAGE_BYTES:  # the daemon would drop the connection
            self._writer.put(
                error_reply(
                    TextTooLargeError(len(event.body), MAX_WS_MESSAGE_BYTES, "message"),
                    request.id,
                )
            )
            return
        link = await self._ensure_link(request.id)
        if link is None or self._state is None:
            return
        if isinstance(request, PairRequest):
            try:
                token = pairing_token()
            except Exception as exc:
                self._writer.put(error_reply(exc, request.id))
                return
            self._writer.put(
                result_reply(request.id, "pair", {"token": token, "port": self._state.port})
            )
            return
        if request.type != "cancel":
            self._in_flight.add(request.id)
        try:
            await link.send(event.body.decode("utf-8"))
        except ConnectionClosed:
            await self._link_lost()

    # ------------------------------------------------------------------ daemon link

    async def _ensure_link(self, request_id: str) -> ClientConnection | None:
        if self._link is not None:
            return self._link
        try:
            self._link, self._state = await connect_daemon(start=True)
        except DaemonUnavailableError as exc:
            log.error("daemon unavailable: %s", exc.reason)
            self._writer.put(error_reply(exc, request_id))
            return None
        log.info("connected to daemon %d on port %d", self._state.pid, self._state.port)
        self._link_reader = asyncio.create_task(self._read_link(self._link))
        return self._link

    async def _read_link(self, link: ClientConnection) -> None:
        try:
            async for raw in link:
                reply: dict[str, Any] = json.loads(raw)
                kind = reply.get("type")
                request_id = reply.get("id")
                if kind in _FINAL and reply.get("for") != "cancel":
                    self._in_flight.discard(str(request_id))
                if kind == "result" and reply.get("for") == "status":
                    reply["data"]["transport"] = "native-messaging"
                self._writer.put(reply)
        except ConnectionClosed:
            pass
        if self._link is link:
            await self._link_lost()

    async def _link_lost(self) -> None:
        log.warning("lost the daemon connection with %d requests in flight", len(self._in_flight))
        self._link = None
        for request_id in sorted(self._in_flight):
            self._writer.put(make_error(ErrorCode.INTERNAL, _LOST, request_id))
        self._in_flight.clear()

    async def _close_link(self) -> None:
        link, self._link = self._link, None
        if link is not None:
            with contextlib.suppress(Exception):
                await link.close()
        if self._link_reader is not None:
            self._link_reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._link_reader


def run_native_host(stdin: BinaryIO, stdout: BinaryIO) -> int:
    return asyncio.run(NativeHost(stdin, stdout).run())
