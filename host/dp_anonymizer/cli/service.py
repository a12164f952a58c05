"""Host service commands: native-host, serve, stop, status, pair, install-host,
uninstall-host, protocol-schema. Heavy imports stay inside the handlers so ``native-host``
starts fast."""

from __future__ import annotations

import argparse
import asyncio
import errno
import json
import sys
from pathlib import Path
from typing import Any

from dp_anonymizer.limits import DAEMON_IDLE_TIMEOUT_S, DEFAULT_PORT


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "native-host",
        help="speak native messaging on stdin/stdout (started by the browser)",
        description="Started by the browser through the host manifest; relays to the daemon.",
    )
    # Chrome passes the caller origin (and --parent-window on Windows); Firefox passes the
    # manifest path and the add-on id. They are informational only.
    p.add_argument("caller", nargs="*", help=argparse.SUPPRESS)
    p.add_argument("--parent-window", help=argparse.SUPPRESS)
    p.set_defaults(func=_native_host)

    p = subparsers.add_parser("serve", help="run the model daemon (WebSocket on 127.0.0.1)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help="port (0: any free port)")
    p.add_argument("--host", default="127.0.0.1", help="address to bind (loopback by default)")
    p.add_argument("--force-host", action="store_true", help="allow binding a non-loopback address")
    p.add_argument(
        "--port-fallback", action="store_true", help="use a free port if --port is taken"
    )
    p.add_argument(
        "--idle-timeout",
        type=float,
        default=float(DAEMON_IDLE_TIMEOUT_S),
        help="exit after this many idle seconds (0: never)",
    )
    p.add_argument("--models-dir", type=Path, default=None, help="directory with the models")
    p.set_defaults(func=_serve)

    p = subparsers.add_parser(
        "stop",
        help="stop the running daemon (it finishes or cancels its requests first)",
        description="Stops the daemon recorded in the runtime folder; the browser starts a "
        "new one on its next request.",
    )
    p.set_defaults(func=_stop)

    p = subparsers.add_parser("status", help="show the daemon's state")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=_status)

    p = subparsers.add_parser("pair", help="print the WebSocket pairing token and port")
    p.add_argument(
        "--reset", action="store_true", help="make a new token (the old one stops working)"
    )
    p.set_defaults(func=_pair)

    for name, helptext in (
        ("install-host", "register the native-messaging host with the browsers"),
        ("uninstall-host", "remove the native-messaging host registration"),
    ):
        p = subparsers.add_parser(name, help=helptext)
        p.add_argument(
            "--browser",
            action="append",
            default=None,
            help="chrome, chromium, edge, brave, vivaldi, firefox (repeatable; default: all "
            "found on this machine)",
        )
        p.add_argument(
            "--user-data-dir",
            type=Path,
            default=None,
            help="write into <DIR>/NativeMessagingHosts (a browser profile given with "
            "--user-data-dir, e.g. for tests)",
        )
        p.set_defaults(func=_install if name == "install-host" else _uninstall)

    p = subparsers.add_parser("protocol-schema", help="print the protocol's JSON Schema")
    p.set_defaults(func=_schema)


def _native_host(args: argparse.Namespace) -> int:
    from dp_anonymizer.transport.logs import setup_logging
    from dp_anonymizer.transport.native_messaging import run_native_host

    setup_logging("native-host")
    if sys.platform == "win32":  # pragma: no cover - frames are binary; no CRLF translation
        import msvcrt
        import os

        for stream in (sys.stdin, sys.stdout):
            msvcrt.setmode(stream.fileno(), os.O_BINARY)
    # From here on nothing may print to stdout: route stray prints to stderr.
    stdout = sys.stdout.buffer
    sys.stdout = sys.stderr
    return run_native_host(sys.stdin.buffer, stdout)


def _serve(args: argparse.Namespace) -> int:
    from dp_anonymizer.transport.daemon import Daemon
    from dp_anonymizer.transport.logs import setup_logging

    setup_logging("daemon", stderr=True)
    daemon = Daemon(
        host=args.host,
        port=args.port,
        force_host=args.force_host,
        port_fallback=args.port_fallback,
        idle_timeout_s=args.idle_timeout if args.idle_timeout > 0 else None,
        models_dir=args.models_dir,
    )
    if args.force_host and args.host not in ("127.0.0.1", "::1", "localhost"):
        print(
            f"dp-anonymizer: warning: listening on {args.host}: other machines can reach it "
            "(the pairing token still protects it)",
            file=sys.stderr,
        )

    def ready(port: int) -> None:
        print(f"dp-anonymizer: serving on {args.host}:{port}", file=sys.stderr, flush=True)

    try:
        asyncio.run(daemon.run(ready=ready))
    except OSError as exc:
        if exc.errno != errno.EADDRINUSE:
            raise
        print(
            f"dp-anonymizer: error: port {args.port} on {args.host} is already in use (is a "
            "daemon running? see 'dp-anonymizer status'); choose another with --port",
            file=sys.stderr,
        )
        return 2
    return 0


def _stop(args: argparse.Namespace) -> int:
    from dp_anonymizer.transport.daemon import STOP_TIMEOUT_S, read_state, stop_daemon

    state = read_state()
    if state is None:
        print("No daemon is running.")
        return 0
    if not stop_daemon(state):
        print(
            f"dp-anonymizer: error: daemon {state.pid} did not stop within "
            f"{STOP_TIMEOUT_S:.0f} s (or belongs to another user)",
            file=sys.stderr,
        )
        return 1
    print(f"Stopped the daemon (pid {state.pid}, version {state.version}).")
    return 0


async def _query_status() -> dict[str, Any] | None:
    from dp_anonymizer.errors import DpAnonymizerError
    from dp_anonymizer.transport.client import connect_daemon

    try:
        ws, state = await connect_daemon(start=False)
    except DpAnonymizerError:
        return None
    try:
        await ws.send(json.dumps({"v": 1, "id": "cli-status", "type": "status"}))
        while True:
            reply: dict[str, Any] = json.loads(await ws.recv())
            if reply.get("id") == "cli-status" and reply.get("type") == "result":
                data: dict[str, Any] = reply["data"]
                return {
                    "running": True,
                    "pid": state.pid,
                    "port": state.port,
                    "daemon_version": state.version,
                    "executable": state.executable,
                    "other_installation": _other_installation(state.executable),
                    **data,
                }
    finally:
        await ws.close()


def _other_installation(executable: str) -> bool:
    """True when the daemon runs under another Python (another installation of ours)."""
    if not executable:
        return True  # written by a version that did not record it
    try:
        return Path(executable).resolve() != Path(sys.executable).resolve()
    except OSError:
        return executable != sys.executable


def _status(args: argparse.Namespace) -> int:
    from dp_anonymizer.protocol.handlers import Dispatcher
    from dp_anonymizer.transport.daemon import read_state

    status = asyncio.run(_query_status())
    if status is None:
        status = {"running": False, **Dispatcher(transport="websocket").status()}
        state = read_state()
        if state is not None:  # its process is alive but it did not let us in
            status["warnings"].insert(
                0,
                f"A daemon (pid {state.pid}, port {state.port}, version {state.version}, "
                f"{state.executable or 'unknown executable'}) is running but did not answer; "
                "'dp-anonymizer stop' stops it.",
            )
    if args.json:
        print(json.dumps(status, indent=2))
        return 0
    models = status["models"]
    if status["running"]:
        print(f"daemon: running (pid {status['pid']}, port {status['port']})")
        print(f"daemon executable: {status['executable'] or 'unknown'}")
        if status["other_installation"]:
            print(
                f"warning: the running daemon belongs to another installation (this one is "
                f"{sys.executable}); 'dp-anonymizer stop' stops it"
            )
    else:
        print("daemon: not running (it starts on the first request from the browser)")
    print(f"version: {status['version']} (protocol {status['protocol']})")
    print(
        f"models: {'present' if models['present'] else 'missing'}, "
        f"{'loaded' if models['loaded'] else 'not loaded'}"
        + (f" on {models['device']} ({models['dtype']})" if models["loaded"] else "")
    )
    if models["missing"]:
        print(f"missing: {', '.join(models['missing'])}")
    print(f"queue: {status['queue_length']}")
    print(f"default path: {status['default_path']}")
    print(f"detection layers: {', '.join(status.get('detection_layers', [])) or 'rules'}")
    for warning in status["warnings"]:
        print(f"warning: {warning}")
    return 0


def _pair(args: argparse.Namespace) -> int:
    from dp_anonymizer.storage.keys import delete_secret, get_or_create_secret
    from dp_anonymizer.transport.daemon import read_state
    from dp_anonymizer.transport.websocket import PAIRING_SECRET, encode_token

    if args.reset:
        delete_secret(PAIRING_SECRET)
    info = get_or_create_secret(PAIRING_SECRET)
    state = read_state()
    port = state.port if state is not None else DEFAULT_PORT
    print(f"token: {encode_token(info.value)}")
    print(f"port: {port}")
    print(
        "Paste the token into the extension's options (WebSocket connection). Keep it secret: "
        "it lets a program on this machine use the host.",
        file=sys.stderr,
    )
    if info.warning:
        print(f"warning: {info.warning}", file=sys.stderr)
    return 0


def _install(args: argparse.Namespace) -> int:
    from dp_anonymizer.registration import install

    for line in install(browsers=args.browser, user_data_dir=args.user_data_dir):
        print(line)
    return 0


def _uninstall(args: argparse.Namespace) -> int:
    from dp_anonymizer.registration import uninstall

    for line in uninstall(browsers=args.browser, user_data_dir=args.user_data_dir):
        print(line)
    return 0


def _schema(args: argparse.Namespace) -> int:
    from dp_anonymizer.protocol.schema import schema_text

    sys.stdout.write(schema_text())
    return 0
