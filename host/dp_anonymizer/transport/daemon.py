"""The long-lived local server that owns the models (``dp-anonymizer serve``).

Loading the three models costs seconds; the daemon loads them once and keeps them while the
browser restarts its service worker or the native-messaging host. It listens on the
authenticated loopback WebSocket (see ``websocket.py``); the native host relays to it.

Scheduling: model jobs (DP rewrites) go through one bounded FIFO queue served by a single
worker thread, so at most one runs at a time and a full queue answers ``BUSY``. Everything
else (detect, restore, status, history, rules-only rewrites) runs at once on a small thread
pool and never waits behind a rewrite. ``cancel`` sets the target's flag: a queued job is
answered ``cancelled`` without running, a running one stops at its next chunk boundary. A
client that disconnects cancels its own requests.

Lifecycle: ``daemon.json`` in ``runtime_dir()`` records pid, port, version and executable
(never the token) once the port is bound and is removed on exit; the daemon exits after
``idle_timeout_s`` without requests, on SIGTERM/SIGINT or ``dp-anonymizer stop``.

Shutdown is orderly: new requests are answered ``BUSY`` ("shutting down"), queued model jobs
``cancelled``, running ones are asked to stop at their next chunk boundary and given
``SHUTDOWN_GRACE_S`` to finish and send their reply, then the connections close and the
worker threads are joined, so nothing logs after logging has shut down.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from dp_anonymizer import __version__
from dp_anonymizer.errors import BusyError, InvalidRequestError
from dp_anonymizer.limits import DAEMON_IDLE_TIMEOUT_S, DEFAULT_PORT, MAX_QUEUE
from dp_anonymizer.models.holder import EngineHolder
from dp_anonymizer.paths import runtime_dir
from dp_anonymizer.protocol.codes import ErrorCode
from dp_anonymizer.protocol.handlers import Dispatcher
from dp_anonymizer.protocol.messages import Request
from dp_anonymizer.protocol.session import (
    Reply,
    Session,
    cancelled_reply,
    error_reply,
    make_error,
)
from dp_anonymizer.transport.websocket import PAIRING_SECRET, WS_IDLE_TIMEOUT_S, WebSocketServer

log = logging.getLogger(__name__)

STATE_FILE = "daemon.json"
#: Seconds running requests get to finish when the daemon stops.
SHUTDOWN_GRACE_S = 10.0
#: Seconds ``stop_daemon`` waits for the process to exit after SIGTERM.
STOP_TIMEOUT_S = 30.0
_SHUTTING_DOWN = "The local host is shutting down. Try again in a moment."


def state_path() -> Path:
    return runtime_dir() / STATE_FILE


@dataclass(frozen=True)
class DaemonState:
    pid: int
    port: int
    host: str
    protocol: int
    version: str
    executable: str = ""  # the Python that runs it: tells installations apart


def read_state() -> DaemonState | None:
    """The running daemon's pid/port, or None when absent, unreadable or its process is gone."""
    try:
        data = json.loads(state_path().read_text(encoding="utf-8"))
        state = DaemonState(
            pid=int(data["pid"]),
            port=int(data["port"]),
            host=str(data["host"]),
            protocol=int(data["protocol"]),
            version=str(data["version"]),
            executable=str(data.get("executable", "")),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return state if pid_alive(state.pid) else None


def pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if sys.platform == "win32":  # pragma: no cover - os.kill(pid, 0) would send CTRL_C there
        return True  # the connection attempt decides
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return not _zombie(pid)


def _zombie(pid: int) -> bool:
    """An exited process its parent has not reaped yet (Linux; elsewhere: never known)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return False
    return stat.rsplit(")", 1)[-1].split()[:1] == ["Z"]


def stop_daemon(state: DaemonState, *, timeout_s: float = STOP_TIMEOUT_S) -> bool:
    """SIGTERM the daemon of ``state`` and wait until its process is gone; True when it is."""
    if sys.platform == "win32":  # pragma: no cover - no SIGTERM there
        return False
    try:
        os.kill(state.pid, signal.SIGTERM)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    deadline = time.monotonic() + timeout_s
    while pid_alive(state.pid):
        if time.monotonic() >= deadline:
            return False
        with contextlib.suppress(ChildProcessError):
            os.waitpid(state.pid, os.WNOHANG)  # reap it if it is our child
        time.sleep(0.05)
    return True


def _write_state(state: DaemonState) -> None:
    path = state_path()
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(state.__dict__), encoding="utf-8")
    os.replace(tmp, path)


def _remove_state() -> None:
    path = state_path()
    with contextlib.suppress(OSError, ValueError, KeyError):
        if int(json.loads(path.read_text(encoding="utf-8"))["pid"]) == os.getpid():
            path.unlink()


def _secret_warnings() -> list[str]:
    """E.g. "no OS keyring: the pairing token is in a user-only file"."""
    from dp_anonymizer.storage.keys import load_secret

    info = load_secret(PAIRING_SECRET)
    return [info.warning] if info is not None and info.warning else []


def _encodable(value: object) -> bool:
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


@dataclass
class _Job:
    request: Request
    session: Session
    cancel: threading.Event
    send: Callable[[Reply], None]
    done: asyncio.Event = field(default_factory=asyncio.Event)


class Daemon:
    """Owns the engine, the work queue and the WebSocket server.

    Args:
        host, port, force_host: where to listen (loopback unless forced); port 0: any free port.
        port_fallback: if ``port`` is taken, listen on a free port instead of failing (used
            when the native host starts the daemon on demand).
        idle_timeout_s: exit after this many seconds without requests (None: never).
        max_queue: model jobs waiting beyond this are refused with ``BUSY``.
        models_dir: where the three models live (None: the default store).
        quick_workers: threads for requests that do not use the models.
        connection_idle_timeout_s: close a connection silent this long with nothing running
            (None: never); clients reconnect on their next request.
        dispatcher: replaces the default one (tests inject slow fake work).
    """

    def __init__(
        self,
        *,
        host: str = "127.0.0.1",
        port: int = DEFAULT_PORT,
        force_host: bool = False,
        port_fallback: bool = False,
        idle_timeout_s: float | None = DAEMON_IDLE_TIMEOUT_S,
        max_queue: int = MAX_QUEUE,
        models_dir: Path | None = None,
        quick_workers: int = 4,
        connection_idle_timeout_s: float | None = WS_IDLE_TIMEOUT_S,
        dispatcher: Dispatcher | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self.force_host = force_host
        self.port_fallback = port_fallback
        self.idle_timeout_s = idle_timeout_s
        self.max_queue = max_queue
        self.connection_idle_timeout_s = connection_idle_timeout_s
        if dispatcher is None:
            dispatcher = Dispatcher(
                transport="websocket",
                engines=EngineHolder(models_dir=models_dir),
                queue_length=self.queue_length,
                status_warnings=_secret_warnings,
            )
        self.dispatcher = dispatcher
        self._queue: asyncio.Queue[_Job] | None = None
        self._running_jobs = 0
        self._quick_running = 0
        self._last_activity = time.monotonic()
        self._model_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dpa-model")
        self._quick_pool = ThreadPoolExecutor(
            max_workers=quick_workers, thread_name_prefix="dpa-quick"
        )
        self._stop: asyncio.Event | None = None
        self._stopping = False
        self._sessions: set[Session] = set()
        self._outboxes: set[asyncio.Queue[Reply | None]] = set()
        self._inflight: set[asyncio.Future[Reply]] = set()
        self.server: WebSocketServer | None = None

    # ----------------------------------------------------------------- state

    def queue_length(self) -> int:
        waiting = 0 if self._queue is None else self._queue.qsize()
        return waiting + self._running_jobs

    def _touch(self) -> None:
        self._last_activity = time.monotonic()

    def _busy(self) -> bool:
        return self.queue_length() > 0 or self._quick_running > 0

    # ----------------------------------------------------------------- lifecycle

    async def run(self, *, ready: Callable[[int], None] | None = None) -> None:
        """Serve until idle, SIGTERM/SIGINT, or :meth:`stop`."""
        self._queue = asyncio.Queue()
        self._stop = asyncio.Event()
        self.server = await self._start_server()
        port = self.server.port
        _write_state(
            DaemonState(
                pid=os.getpid(),
                port=port,
                host=self.host,
                protocol=1,
                version=__version__,
                executable=sys.executable,
            )
        )
        log.info("daemon %d listening on %s:%d", os.getpid(), self.host, port)
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, self._stop.set)
        if ready is not None:
            ready(port)
        worker = asyncio.create_task(self._worker(), name="dpa-worker")
        watchdog = asyncio.create_task(self._idle_watchdog(), name="dpa-idle")
        try:
            await self._stop.wait()
        finally:
            log.info("daemon %d stopping", os.getpid())
            _remove_state()
            await self._drain()
            worker.cancel()
            watchdog.cancel()
            await self.server.close()
            await loop.run_in_executor(None, self._join_pools)
            log.info("daemon %d stopped", os.getpid())

    async def _drain(self) -> None:
        """Refuse new work, cancel queued and running jobs, let running ones reply."""
        self._stopping = True
        assert self._queue is not None
        while not self._queue.empty():
            job = self._queue.get_nowait()
            job.session.finish(job.request.id)
            job.send(cancelled_reply(job.request.id))
        for session in list(self._sessions):
            session.close()  # running rewrites stop at their next chunk boundary
        if self._inflight:
            _, pending = await asyncio.wait(set(self._inflight), timeout=SHUTDOWN_GRACE_S)
            if pending:
                log.warning("%d requests still running at shutdown", len(pending))
        # Let the finished requests' replies reach the connection writers and go out.
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 2.0
        while loop.time() < deadline and (
            self._quick_running
            or self._running_jobs
            or any(not outbox.empty() for outbox in self._outboxes)
        ):
            await asyncio.sleep(0.01)

    def _join_pools(self) -> None:
        self._model_pool.shutdown(wait=True, cancel_futures=True)
        self._quick_pool.shutdown(wait=True, cancel_futures=True)

    def stop(self) -> None:
        if self._stop is not None:
            self._stop.set()

    async def _start_server(self) -> WebSocketServer:
        server = WebSocketServer(
            self._connection, host=self.host, port=self.port, force_host=self.force_host
        )
        try:
            await server.start()
        except OSError as exc:
            if exc.errno != errno.EADDRINUSE or not self.port_fallback:
                raise
            log.warning("port %d is in use; listening on a free port instead", self.port)
            server = WebSocketServer(
                self._connection, host=self.host, port=0, force_host=self.force_host
            )
            await server.start()
        return server

    async def _idle_watchdog(self) -> None:
        if self.idle_timeout_s is None:
            return
        while True:
            await asyncio.sleep(min(1.0, self.idle_timeout_s / 4))
            if self._busy():
                self._touch()
                continue
            if time.monotonic() - self._last_activity >= self.idle_timeout_s:
                log.info("idle for %.0f s: exiting", self.idle_timeout_s)
                self.stop()
                return

    # ----------------------------------------------------------------- connections

    async def _connection(self, ws: ServerConnection) -> None:
        session = Session("websocket")
        self._sessions.add(session)
        outbox: asyncio.Queue[Reply | None] = asyncio.Queue()
        self._outboxes.add(outbox)
        loop = asyncio.get_running_loop()

        def send(reply: Reply) -> None:
            # Safe from any thread; replies keep their order per connection.
            loop.call_soon_threadsafe(outbox.put_nowait, reply)

        writer = asyncio.create_task(self._writer(ws, outbox))
        tasks: set[asyncio.Task[None]] = set()
        try:
            while True:
                try:
                    raw = await asyncio.wait_for(ws.recv(), self.connection_idle_timeout_s)
                except TimeoutError:
                    if session.active:
                        continue  # quiet while its own request runs: not idle
                    log.info("closing an idle connection")
                    await ws.close(1000, "idle timeout")
                    break
                self._touch()
                task = self._on_message(raw, session, send)
                if task is not None:
                    tasks.add(task)
                    task.add_done_callback(tasks.discard)
        except ConnectionClosed:
            pass
        finally:
            self._sessions.discard(session)
            self._outboxes.discard(outbox)
            session.close()  # an abandoned request stops at its next chunk boundary
            outbox.put_nowait(None)
            with contextlib.suppress(Exception):
                await writer

    async def _writer(self, ws: ServerConnection, outbox: asyncio.Queue[Reply | None]) -> None:
        while True:
            reply = await outbox.get()
            if reply is None:
                return
            try:
                text = json.dumps(reply, ensure_ascii=False)
                text.encode("utf-8")
            except (ValueError, TypeError, RecursionError) as exc:
                # A reply that cannot be sent as UTF-8 becomes an error; the link stays up.
                log.error("reply could not be encoded: %s", type(exc).__name__)
                request_id = reply.get("id")
                text = json.dumps(
                    make_error(
                        ErrorCode.INTERNAL,
                        None,
                        request_id if _encodable(request_id) else None,
                    )
                )
            try:
                await ws.send(text)
            except ConnectionClosed:
                return

    def _on_message(
        self, raw: str | bytes, session: Session, send: Callable[[Reply], None]
    ) -> asyncio.Task[None] | None:
        routed = session.receive(raw)
        if isinstance(routed, dict):  # refused, unreadable, or a cancel answered at once
            send(routed)
            return None
        request = routed
        if self._stopping:
            send(make_error(ErrorCode.BUSY, _SHUTTING_DOWN, request.id))
            return None
        try:
            cancel = session.begin(request.id)
        except InvalidRequestError as exc:
            send(error_reply(exc, request.id))
            return None
        job = _Job(request, session, cancel, send)
        if self.dispatcher.needs_model(request):
            assert self._queue is not None
            if self._queue.qsize() >= self.max_queue:
                session.finish(request.id)
                send(error_reply(BusyError(self.queue_length()), request.id))
                return None
            self._queue.put_nowait(job)
            log.info("queued %s %s (queue %d)", request.type, request.id, self.queue_length())
            return None
        return asyncio.create_task(self._run_quick(job))

    async def _run_quick(self, job: _Job) -> None:
        self._quick_running += 1
        try:
            reply = await self._execute(job, self._quick_pool)
        finally:
            self._quick_running -= 1
            self._touch()
        job.send(reply)

    async def _worker(self) -> None:
        assert self._queue is not None
        while True:
            job = await self._queue.get()
            self._running_jobs += 1
            try:
                if job.cancel.is_set():
                    job.session.finish(job.request.id)
                    job.send(cancelled_reply(job.request.id))
                    continue
                reply = await self._execute(job, self._model_pool)
                job.send(reply)
            finally:
                self._running_jobs -= 1
                self._touch()

    async def _execute(self, job: _Job, pool: ThreadPoolExecutor) -> Reply:
        loop = asyncio.get_running_loop()
        request = job.request
        started = time.monotonic()

        def run() -> Reply:
            if self._stopping:  # still waiting for a thread when the daemon began to stop
                return make_error(ErrorCode.BUSY, _SHUTTING_DOWN, request.id)
            return self.dispatcher.handle(request, emit=job.send, cancelled=job.cancel.is_set)

        future = loop.run_in_executor(pool, run)
        self._inflight.add(future)
        try:
            reply = await future
        except Exception as exc:
            reply = error_reply(exc, request.id)
        finally:
            self._inflight.discard(future)
            job.session.finish(request.id)
        log.info(
            "%s %s -> %s in %.2f s",
            request.type,
            request.id,
            reply.get("code") or reply.get("type"),
            time.monotonic() - started,
        )
        return reply
