"""Isolated host-service processes for tests: env, native-host subprocess, daemon cleanup.

Every test gets its own DPA_DATA_DIR / DPA_RUNTIME_DIR / DPA_LOG_DIR / DPA_CONFIG_DIR under
``tmp_path``, the file keyring, a free port, and a finalizer that kills whatever daemon the
test started (its pid is in ``<runtime>/daemon.json``, plus any pid recorded by a test).
Its processes detect with the rules and the gazetteer (``support.isolation.SERVICE_LAYERS``).
Reads are done by a thread with timeouts, so a broken host fails a test instead of hanging it.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import signal
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from dp_anonymizer.transport.daemon import pid_alive
from support.isolation import SERVICE_LAYERS, process_env

#: How long a test waits for one step of a service (a reply, a handshake, a close): a guard
#: against a hung service, never a speed check (``bench`` measures speed). On a machine busy
#: with other work a detect reply has taken more than 30 s.
REPLY_TIMEOUT_S = 180.0


@dataclass
class ServiceEnv:
    root: Path
    env: dict[str, str]
    extra_pids: list[int] = field(default_factory=list)

    @property
    def runtime_dir(self) -> Path:
        return Path(self.env["DPA_RUNTIME_DIR"])

    @property
    def log_dir(self) -> Path:
        return Path(self.env["DPA_LOG_DIR"])

    def daemon_state(self) -> dict[str, Any] | None:
        path = self.runtime_dir / "daemon.json"
        try:
            data: dict[str, Any] = json.loads(path.read_text())
        except (OSError, ValueError):
            return None
        return data

    def wait_daemon(self, *, pid: int | None = None, timeout_s: float = 30) -> dict[str, Any]:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            state = self.daemon_state()
            if state is not None and (pid is None or state["pid"] == pid):
                return state
            time.sleep(0.05)
        raise AssertionError(f"no daemon state file within {timeout_s} s")

    def token(self) -> str:
        """The pairing token as the host encodes it (created on first use)."""
        out = subprocess.run(
            [sys.executable, "-m", "dp_anonymizer", "pair"],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        line = next(x for x in out.stdout.splitlines() if x.startswith("token: "))
        return line.removeprefix("token: ").strip()

    def model_loads(self, pid: int) -> int:
        """Model loads the daemon ``pid`` logged (status does not carry test-only counts)."""
        from dp_anonymizer.models.holder import logged_loads

        return logged_loads(self.log_dir, pid)

    def logs_text(self) -> str:
        parts = []
        for path in sorted(self.log_dir.glob("*")):
            if path.is_file():
                parts.append(path.read_text(encoding="utf-8", errors="replace"))
        return "\n".join(parts)

    def kill_daemons(self) -> None:
        pids = list(self.extra_pids)
        state = self.daemon_state()
        if state is not None:
            pids.append(int(state["pid"]))
        for pid in pids:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + 10
        for pid in pids:
            while pid_alive(pid) and time.monotonic() < deadline:
                time.sleep(0.05)
            if pid_alive(pid):
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(pid, signal.SIGKILL)


def make_env(root: Path, *, layers: str | None = SERVICE_LAYERS, **extra: str) -> ServiceEnv:
    """An isolated world under ``root`` (``support.isolation``; ``layers``: its detection
    layers, None for the default ones); ``extra`` overrides it."""
    return ServiceEnv(root=root, env={**process_env(root, layers=layers), **extra})


@pytest.fixture
def service_env(tmp_path: Path) -> Iterator[ServiceEnv]:
    senv = make_env(tmp_path / "svc")
    try:
        yield senv
    finally:
        senv.kill_daemons()


def run_cli(
    senv: ServiceEnv, *args: str, timeout_s: float = 120
) -> subprocess.CompletedProcess[str]:
    """``dp-anonymizer ARGS`` as a separate process in the environment's folders."""
    return subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", *args],
        env=senv.env,
        capture_output=True,
        text=True,
        timeout=timeout_s,
    )


def frame(obj: Any) -> bytes:
    body = json.dumps(obj).encode("utf-8")
    return struct.pack("=I", len(body)) + body


class NativeHostProcess:
    """``dp-anonymizer native-host`` over real pipes, as the browser runs it."""

    def __init__(
        self,
        env: dict[str, str],
        *args: str,
        command: list[str] | None = None,
        cwd: Path | None = None,
    ) -> None:
        """Run ``command`` (default: this interpreter's ``native-host``) with ``args``."""
        base = command or [sys.executable, "-m", "dp_anonymizer", "native-host"]
        self.proc = subprocess.Popen(
            [*base, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            cwd=cwd,
        )
        self.raw_stdout = bytearray()
        self._replies: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.stderr = b""

    def _read(self) -> None:
        assert self.proc.stdout is not None
        out = self.proc.stdout
        while True:
            header = out.read(4)
            if len(header) < 4:
                self.raw_stdout.extend(header)
                self._replies.put(None)
                return
            (length,) = struct.unpack("=I", header)
            body = out.read(length)
            self.raw_stdout.extend(header + body)
            if len(body) < length:
                self._replies.put(None)
                return
            self._replies.put(json.loads(body.decode("utf-8")))

    def write(self, data: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, obj: Any) -> None:
        self.write(frame(obj))

    def recv(self, timeout_s: float = REPLY_TIMEOUT_S) -> dict[str, Any]:
        try:
            reply = self._replies.get(timeout=timeout_s)
        except queue.Empty:
            raise AssertionError(f"no reply within {timeout_s} s") from None
        if reply is None:
            raise AssertionError("the native host closed stdout")
        return reply

    def recv_final(
        self, request_id: str, timeout_s: float = REPLY_TIMEOUT_S
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The final reply for ``request_id`` and every message received before it."""
        seen: list[dict[str, Any]] = []
        deadline = time.monotonic() + timeout_s
        while True:
            reply = self.recv(max(0.1, deadline - time.monotonic()))
            if reply.get("id") == request_id and reply["type"] in {"result", "cancelled", "error"}:
                return reply, seen
            seen.append(reply)

    def request(self, obj: dict[str, Any]) -> dict[str, Any]:
        self.send(obj)
        reply, _ = self.recv_final(obj["id"])
        return reply

    def close(self, timeout_s: float = 30) -> int:
        """Close stdin (the browser closing the port) and wait for a clean exit."""
        if self.proc.stdin is not None and not self.proc.stdin.closed:
            with contextlib.suppress(BrokenPipeError):
                self.proc.stdin.close()
        try:
            rc = self.proc.wait(timeout=timeout_s)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()
            assert self.proc.stderr is not None
            self.stderr = self.proc.stderr.read()
            self.proc.stderr.close()
            if self.proc.stdout is not None:
                self._reader.join(timeout=5)
                self.proc.stdout.close()
        return rc


@contextlib.contextmanager
def native_host(senv: ServiceEnv, *args: str) -> Iterator[NativeHostProcess]:
    host = NativeHostProcess(senv.env, *args)
    try:
        yield host
    finally:
        if host.proc.poll() is None:
            host.close()


def stdout_is_only_frames(data: bytes) -> bool:
    """True when ``data`` is a sequence of complete frames holding JSON objects."""
    offset = 0
    while offset < len(data):
        if len(data) - offset < 4:
            return False
        (length,) = struct.unpack_from("=I", data, offset)
        body = data[offset + 4 : offset + 4 + length]
        if len(body) != length:
            return False
        try:
            if not isinstance(json.loads(body.decode("utf-8")), dict):
                return False
        except ValueError:
            return False
        offset += 4 + length
    return True
