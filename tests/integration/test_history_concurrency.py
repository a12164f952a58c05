"""A real daemon writing the history while two streams of real CLI processes read, delete,
change settings and export it: the file stays intact, no acknowledged entry is lost and no
delete is undone (issue #11: closing a raw descriptor dropped the daemon's SQLite locks).
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from websockets.sync.client import ClientConnection, connect

from support.service_env import ServiceEnv, run_cli, service_env

__all__ = ["service_env"]

#: Rounds of list / delete / settings / export each CLI stream runs while the daemon writes
#: (a fixed amount of work, not a duration: a slow machine gets the same interleavings to test).
CLI_ROUNDS = 3
#: Rewrites each of the two writer connections sends at least.
MIN_WRITES = 10
CLI_TIMEOUT_S = 120


@dataclass
class Outcome:
    acknowledged: list[str] = field(default_factory=list)
    #: Set at the first acknowledged rewrite: the CLI streams start with an entry to delete.
    first_write: threading.Event = field(default_factory=threading.Event)
    deleted: set[str] = field(default_factory=set)
    failures: list[str] = field(default_factory=list)
    commands: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def fail(self, what: str, done: subprocess.CompletedProcess[str]) -> None:
        with self.lock:
            self.failures.append(f"{what}: rc={done.returncode} {done.stderr.strip()[-300:]}")


def _writer(ws: ClientConnection, stop: threading.Event, out: Outcome) -> None:
    """Rules-only rewrites through the daemon, until told to stop and at least
    :data:`MIN_WRITES` were sent; every returned history_id is acknowledged."""
    n = 0
    while not (stop.is_set() and n >= MIN_WRITES):
        n += 1
        ws.send(
            json.dumps(
                {
                    "v": 1,
                    "id": f"w{n}",
                    "type": "rewrite",
                    "mode": "rules",
                    "text": f"Mail ann{n}@example.com about order {n}.",
                    "origin": "https://chatgpt.com",
                    "conversation_id": f"c{n % 7}",
                }
            )
        )
        while True:
            reply = json.loads(ws.recv(timeout=60))
            if reply.get("id") == f"w{n}" and reply["type"] in ("result", "error"):
                break
        if reply["type"] != "result" or reply["data"]["history_id"] is None:
            with out.lock:
                out.failures.append(f"rewrite {n}: {reply.get('code')} {reply.get('data')}")
            continue
        with out.lock:
            out.acknowledged.append(reply["data"]["history_id"])
        out.first_write.set()


def _cli_stream(senv: ServiceEnv, name: str, out: Outcome) -> None:
    """:data:`CLI_ROUNDS` rounds of history commands, one real CLI process each."""
    export = senv.root / f"export-{name}.json"
    for step in range(1, CLI_ROUNDS + 1):
        listed = run_cli(
            senv, "history", "list", "--json", "--limit", "20", timeout_s=CLI_TIMEOUT_S
        )
        if listed.returncode != 0:
            out.fail("list", listed)
            continue
        entries = json.loads(listed.stdout)["entries"]
        if entries:
            victim = entries[-1]["id"]
            done = run_cli(senv, "history", "delete", victim, timeout_s=CLI_TIMEOUT_S)
            if done.returncode == 0 and done.stdout.strip() == f"Deleted {victim}":
                with out.lock:
                    out.deleted.add(victim)
            elif done.returncode != 1:  # 1: the other stream deleted it first
                out.fail("delete", done)
        days = str(3000 + step % 50)
        flag = "--store-originals" if step % 2 else "--no-store-originals"
        done = run_cli(
            senv, "history", "settings", "--retention-days", days, flag, timeout_s=CLI_TIMEOUT_S
        )
        if done.returncode != 0:
            out.fail("settings", done)
        done = run_cli(senv, "history", "export", "--out", str(export), timeout_s=CLI_TIMEOUT_S)
        if done.returncode != 0:
            out.fail("export", done)
        with out.lock:
            out.commands += 4


@pytest.mark.slow
def test_daemon_and_cli_processes_share_the_history_without_loss(
    service_env: ServiceEnv,
) -> None:
    senv = service_env
    # No count limit: retention must not be what removes entries here.
    assert (
        run_cli(
            senv, "history", "settings", "--max-entries", "none", timeout_s=CLI_TIMEOUT_S
        ).returncode
        == 0
    )
    token = senv.token()
    daemon = subprocess.Popen(
        [sys.executable, "-m", "dp_anonymizer", "serve", "--port", "0", "--idle-timeout", "0"],
        env=senv.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    senv.extra_pids.append(daemon.pid)
    state = senv.wait_daemon(pid=daemon.pid)
    out = Outcome()
    stop = threading.Event()
    with contextlib.ExitStack() as stack:
        # Two connections: the daemon serves them on different threads, each with its handles.
        links = [
            stack.enter_context(connect(f"ws://127.0.0.1:{state['port']}/", open_timeout=30))
            for _ in range(2)
        ]
        for ws in links:
            ws.send(json.dumps({"v": 1, "id": "a", "type": "auth", "token": token}))
            assert json.loads(ws.recv(timeout=30))["type"] == "result"
        writers = [threading.Thread(target=_writer, args=(ws, stop, out)) for ws in links]
        for thread in writers:
            thread.start()
        assert out.first_write.wait(timeout=CLI_TIMEOUT_S), out.failures[:5]
        streams = [
            threading.Thread(target=_cli_stream, args=(senv, name, out)) for name in ("one", "two")
        ]
        for thread in streams:
            thread.start()
        for thread in streams:
            thread.join(timeout=CLI_ROUNDS * 4 * CLI_TIMEOUT_S)
        stop.set()
        for thread in writers:
            thread.join(timeout=120)
    senv.kill_daemons()
    daemon.wait(timeout=30)

    assert not out.failures, out.failures[:5]
    assert (
        out.commands == 2 * CLI_ROUNDS * 4
        and len(out.acknowledged) >= 2 * MIN_WRITES
        and out.deleted
    )
    db_file = Path(senv.env["DPA_DATA_DIR"]) / "history.sqlite3"
    conn = sqlite3.connect(db_file)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        stored = {row[0] for row in conn.execute("SELECT id FROM entries")}
    finally:
        conn.close()
    lost = set(out.acknowledged) - out.deleted - stored
    undone = out.deleted & stored
    assert not lost, f"{len(lost)} acknowledged entries lost"
    assert not undone, f"{len(undone)} deleted entries came back"
    assert not list(db_file.parent.glob("*.damaged-*")), "a damaged file was set aside"
