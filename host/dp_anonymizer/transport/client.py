"""Finding, starting and connecting to the daemon (used by the native host and the CLI).

Starting is race-free between several native hosts: a lock file in ``runtime_dir()`` is held
while one of them checks ``daemon.json`` and, if needed, spawns ``dp-anonymizer serve``
detached (new session, no inherited stdout: that pipe belongs to the browser).

A daemon that is alive but does not let us in right now (HTTP 503, a slow handshake) is busy,
not gone: no second daemon is started beside it; the connection is retried for
``BUSY_RETRY_S`` and then reported as busy. Only a daemon whose process is gone, or whose
port refuses connections, is replaced. A daemon of an older version is stopped (SIGTERM,
it finishes cleanly) and replaced by one of ours when ``start`` is asked for.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from packaging.version import InvalidVersion, Version
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import InvalidStatus

from dp_anonymizer import __version__
from dp_anonymizer.errors import DaemonUnavailableError, UnauthorizedError
from dp_anonymizer.limits import DEFAULT_PORT
from dp_anonymizer.paths import log_dir, runtime_dir
from dp_anonymizer.protocol.messages import PROTOCOL_VERSION
from dp_anonymizer.transport.daemon import DaemonState, pid_alive, read_state, stop_daemon
from dp_anonymizer.transport.websocket import SUBPROTOCOL, pairing_token, token_subprotocols

log = logging.getLogger(__name__)

#: Seconds to wait for a freshly spawned daemon to write its state file.
SPAWN_TIMEOUT_S = float(os.environ.get("DPA_DAEMON_START_TIMEOUT_S", "30"))
#: Seconds to keep retrying a daemon that is alive but busy before giving up.
BUSY_RETRY_S = float(os.environ.get("DPA_DAEMON_BUSY_RETRY_S", "10"))


def daemon_url(state: DaemonState) -> str:
    host = f"[{state.host}]" if ":" in state.host else state.host
    return f"ws://{host}:{state.port}/"


async def open_connection(state: DaemonState, *, token: str | None = None) -> ClientConnection:
    """Connect to the daemon and authenticate; raises OSError / UnauthorizedError.

    The token goes in the upgrade (subprotocol), so the connection never waits in the
    daemon's small unauthenticated budget; a daemon that does not select our subprotocol
    (an older one) gets the ``auth`` message instead.
    """
    secret = token if token is not None else pairing_token()
    ws = await connect(
        daemon_url(state),
        open_timeout=5,
        max_size=None,
        compression=None,
        ping_interval=None,
        subprotocols=token_subprotocols(secret),
    )
    if ws.subprotocol == SUBPROTOCOL:
        return ws
    try:
        await ws.send(
            json.dumps({"v": PROTOCOL_VERSION, "id": "auth", "type": "auth", "token": secret})
        )
        reply: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 10))
    except BaseException:
        await ws.close()
        raise
    if reply.get("type") != "result" or reply.get("for") != "auth":
        await ws.close()
        raise UnauthorizedError("the daemon refused the pairing token")
    return ws


@contextlib.contextmanager
def _spawn_lock() -> Iterator[None]:
    path = runtime_dir() / "spawn.lock"
    with open(path, "a+b") as handle:
        if sys.platform != "win32":
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
        else:  # pragma: no cover - Windows: racing starts are rare; the port is the real lock
            yield


def spawn_command(port: int) -> list[str]:
    return [
        sys.executable,
        "-m",
        "dp_anonymizer",
        "serve",
        "--port",
        str(port),
        "--port-fallback",
    ]


def _spawn(port: int) -> subprocess.Popen[bytes]:
    stderr_path: Path = log_dir() / "daemon.stderr.log"
    with open(stderr_path, "ab") as stderr:
        kwargs: dict[str, Any] = {
            "stdin": subprocess.DEVNULL,
            "stdout": subprocess.DEVNULL,
            "stderr": stderr,
            "close_fds": True,
        }
        if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
            kwargs["creationflags"] = (
                subprocess.DETACHED_PROCESS | subprocess.CREATE_NEW_PROCESS_GROUP
            )
        else:
            kwargs["start_new_session"] = True
        return subprocess.Popen(spawn_command(port), **kwargs)


class _Busy:
    """The daemon is alive but did not let us in (HTTP 503 or a handshake timeout)."""


_BUSY = _Busy()


async def _try_connect(
    state: DaemonState | None,
) -> tuple[ClientConnection, DaemonState] | _Busy | None:
    """A connection; ``_BUSY`` when the daemon is alive but busy; None when it is not there."""
    if state is None:
        return None
    try:
        return await open_connection(state), state
    except InvalidStatus as exc:
        status = exc.response.status_code
        log.info("daemon %d answered HTTP %d", state.pid, status)
        if not pid_alive(state.pid):
            return None
        if status == 503:
            return _BUSY
        # Alive but refusing us (e.g. 403): starting another daemon beside it would not help.
        raise DaemonUnavailableError(f"it refused the connection (HTTP {status})") from None
    except TimeoutError:
        log.info("daemon %d did not answer in time", state.pid)
        return _BUSY if pid_alive(state.pid) else None
    except (OSError, UnauthorizedError) as exc:
        log.info("daemon %d not reachable: %s", state.pid, type(exc).__name__)
        return None
    except Exception as exc:
        log.info("daemon %d handshake failed: %s", state.pid, type(exc).__name__)
        return None


def _older_than_us(state: DaemonState) -> bool:
    try:
        return Version(state.version) < Version(__version__)
    except InvalidVersion:
        return False


async def _connect_existing(
    *, wait_busy: bool
) -> tuple[ClientConnection, DaemonState] | _Busy | None:
    """Connect to the daemon in ``daemon.json``, retrying while it is busy (if asked)."""
    deadline = time.monotonic() + BUSY_RETRY_S
    delay = 0.05
    while True:
        found = await _try_connect(read_state())
        if not isinstance(found, _Busy) or not wait_busy or time.monotonic() >= deadline:
            return found
        await asyncio.sleep(delay)
        delay = min(delay * 2, 1.0)


async def connect_daemon(*, start: bool = True) -> tuple[ClientConnection, DaemonState]:
    """An authenticated connection to the running daemon, starting one if ``start``.

    With ``start``, a daemon of an older version is stopped and replaced by ours.

    Raises:
        DaemonUnavailableError: none is running (and ``start`` is false), it stayed busy, or
            it failed to start.
    """
    found = await _connect_existing(wait_busy=True)
    if isinstance(found, tuple) and not (start and _older_than_us(found[1])):
        return found
    if isinstance(found, _Busy):
        raise DaemonUnavailableError("it is busy (too many connections); try again shortly")
    if not start:
        raise DaemonUnavailableError("it is not running")
    loop = asyncio.get_running_loop()
    lock = _spawn_lock()
    await loop.run_in_executor(None, lock.__enter__)
    try:
        if found is not None:  # an older daemon: replace it (under the lock: only once)
            old_ws, old = found
            await old_ws.close()
            log.info(
                "daemon %d is version %s, older than %s: stopping it",
                old.pid,
                old.version,
                __version__,
            )
            await loop.run_in_executor(None, stop_daemon, old)
        found = await _connect_existing(wait_busy=True)
        if isinstance(found, tuple) and not _older_than_us(found[1]):
            return found
        if isinstance(found, _Busy):
            raise DaemonUnavailableError("it is busy (too many connections); try again shortly")
        if isinstance(found, tuple):
            await found[0].close()
            raise DaemonUnavailableError(
                f"an older daemon (version {found[1].version}) is still running; "
                "stop it with 'dp-anonymizer stop'"
            )
        port = int(os.environ.get("DPA_PORT") or DEFAULT_PORT)
        pairing_token()  # create it now, under the lock, so the daemon and we agree on it
        child = _spawn(port)
        log.info("started daemon %d", child.pid)
        # Reap it when it exits (idle timeout) so it does not linger as a zombie of ours.
        threading.Thread(target=child.wait, name="dpa-reap", daemon=True).start()
        deadline = time.monotonic() + SPAWN_TIMEOUT_S
        while time.monotonic() < deadline:
            await asyncio.sleep(0.05)
            state = read_state()
            if state is not None and state.pid == child.pid:
                attempt = await _try_connect(state)
                if isinstance(attempt, tuple):
                    return attempt
            if child.poll() is not None:
                raise DaemonUnavailableError(
                    f"it exited with code {child.returncode} (see daemon.stderr.log)"
                )
        if pid_alive(child.pid):
            child.terminate()
        raise DaemonUnavailableError(f"it did not start within {SPAWN_TIMEOUT_S:.0f} s")
    finally:
        lock.__exit__(None, None, None)
