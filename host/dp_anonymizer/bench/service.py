"""``dp-anonymizer bench service``: what the browser channel costs.

Runs real processes in a throw-away environment (scratch data/runtime/log dirs, file keyring,
a free port; never the user's daemon): native-host start with and without a running daemon,
round-trip latency of ``status`` and ``detect`` over native messaging and over the
authenticated WebSocket, a reply split into 1 MiB parts, and -- with ``--models-dir`` -- the
first (model-loading) rewrite against a warm one after a native-host restart. Prints numbers.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import socket
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO, Any

TEXT = (
    "Hi, I am Jane Doe (jane.doe@example.com, +44 20 7946 0958). My card 4111 1111 1111 1111 "
    "expires soon; please move the meeting with Dr. Alan Smith to Friday. "
) * 5


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--repeat", type=int, default=50, help="round trips per measurement")
    parser.add_argument(
        "--models-dir", type=Path, default=None, help="models for the rewrite measurement"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")


class _Host:
    def __init__(self, env: dict[str, str]) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "dp_anonymizer", "native-host"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        self._n = 0

    def ask(self, message: dict[str, Any]) -> tuple[dict[str, Any], int]:
        """Send; return the final reply and the number of frames it took."""
        self._n += 1
        rid = f"b{self._n}"
        body = json.dumps({"v": 1, "id": rid, **message}).encode()
        stdin: IO[bytes] | None = self.proc.stdin
        stdout: IO[bytes] | None = self.proc.stdout
        assert stdin is not None and stdout is not None
        stdin.write(struct.pack("=I", len(body)) + body)
        stdin.flush()
        frames, chunks = 0, []
        while True:
            (length,) = struct.unpack("=I", stdout.read(4))
            reply: dict[str, Any] = json.loads(stdout.read(length))
            frames += 1
            if reply["type"] == "part":
                chunks.append(reply["chunk"])
                if len(chunks) == reply["total"]:
                    return json.loads("".join(chunks)), frames
                continue
            if reply.get("id") == rid and reply["type"] in {"result", "error", "cancelled"}:
                return reply, frames

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=60)
        assert self.proc.stdout is not None
        self.proc.stdout.close()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _ms(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"median_ms": statistics.median(ordered) * 1e3, "p95_ms": p95 * 1e3}


def _timed_asks(host: _Host, message: dict[str, Any], repeat: int) -> list[float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        reply, _ = host.ask(message)
        samples.append(time.perf_counter() - start)
        if reply["type"] != "result":
            raise RuntimeError(f"benchmark request failed: {reply.get('code')}")
    return samples


async def _ws_detect(port: int, token: str, repeat: int) -> list[float]:
    from websockets.asyncio.client import connect

    samples = []
    async with connect(f"ws://127.0.0.1:{port}/", compression=None) as ws:
        await ws.send(json.dumps({"v": 1, "id": "a", "type": "auth", "token": token}))
        await ws.recv()
        for i in range(repeat):
            start = time.perf_counter()
            await ws.send(json.dumps({"v": 1, "id": f"w{i}", "type": "detect", "text": TEXT}))
            await ws.recv()
            samples.append(time.perf_counter() - start)
    return samples


def _measure(args: argparse.Namespace, root: Path) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DPA_")}
    for name in ("DATA", "CONFIG", "LOG", "RUNTIME"):
        env[f"DPA_{name}_DIR"] = str(root / name.lower())
    env.update(DPA_KEYRING="file", DPA_PORT=str(_free_port()), DPA_IDLE_TIMEOUT_S="600")
    env["DPA_MODELS_DIR"] = str(args.models_dir or root / "no-models")
    results: dict[str, Any] = {}
    start = time.perf_counter()
    host = _Host(env)
    host.ask({"type": "status"})
    results["first_status_cold_daemon_s"] = time.perf_counter() - start
    try:
        results["native_status"] = _ms(_timed_asks(host, {"type": "status"}, args.repeat))
        results["native_detect_1kb"] = _ms(
            _timed_asks(host, {"type": "detect", "text": TEXT}, args.repeat)
        )
        pair, _ = host.ask({"type": "pair"})
        results["websocket_detect_1kb"] = _ms(
            asyncio.run(_ws_detect(pair["data"]["port"], pair["data"]["token"], args.repeat))
        )
        big = '"' * 700_000
        start = time.perf_counter()
        _reply, frames = host.ask({"type": "detect", "text": big})
        results["split_reply_1_4mb_s"] = time.perf_counter() - start
        results["split_reply_frames"] = frames
        if args.models_dir is not None:
            rewrite = {"type": "rewrite", "text": TEXT, "mode": "dp", "params": {"steps": 1}}
            start = time.perf_counter()
            first, _ = host.ask(rewrite)
            results["first_rewrite_with_model_load_s"] = time.perf_counter() - start
            if first["type"] != "result":
                raise RuntimeError(f"rewrite failed: {first.get('code')}")
        host.close()
        start = time.perf_counter()
        host = _Host(env)  # a service-worker restart: new native host, same daemon
        host.ask({"type": "status"})
        results["first_status_warm_daemon_s"] = time.perf_counter() - start
        if args.models_dir is not None:
            start = time.perf_counter()
            second, _ = host.ask(rewrite)
            results["rewrite_after_restart_s"] = time.perf_counter() - start
            if second["type"] != "result":
                raise RuntimeError(f"rewrite failed: {second.get('code')}")
            from dp_anonymizer.models.holder import logged_loads

            results["model_loads"] = logged_loads(root / "log")
        host.close()
    finally:
        if host.proc.poll() is None:
            host.proc.kill()
        state_file = root / "runtime" / "daemon.json"
        if state_file.exists():
            _stop(int(json.loads(state_file.read_text())["pid"]))
    return results


def _stop(pid: int) -> None:
    """SIGTERM the scratch daemon and wait (bounded) until it has exited."""
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.05)


def run(args: argparse.Namespace) -> int:
    if args.repeat < 1:
        print("dp-anonymizer: error: --repeat must be >= 1", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(
        prefix="dpa-bench-service-", ignore_cleanup_errors=True
    ) as scratch:
        results = _measure(args, Path(scratch))
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"service bench: {args.repeat} round trips each, {len(TEXT.encode())}-byte detect text")
    for name, value in results.items():
        if isinstance(value, dict):
            print(
                f"  {name:<34} median {value['median_ms']:8.2f} ms   p95 {value['p95_ms']:8.2f} ms"
            )
        elif isinstance(value, float):
            print(f"  {name:<34} {value:8.3f} s")
        else:
            print(f"  {name:<34} {value}")
    return 0
