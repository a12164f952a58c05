"""A damaged history file is found at open, set aside (never written again) and reported by
the CLI, by ``status`` and with the stable HISTORY_DAMAGED code."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

import pytest

from dp_anonymizer.errors import HistoryDamagedError
from dp_anonymizer.protocol.session import error_reply
from dp_anonymizer.storage import open_history
from dp_anonymizer.storage.db import damaged_files
from support.storage_env import cli, rules_receipt

PAGE = 4096


def _seed(count: int) -> None:
    with open_history() as history:
        history.update_settings(max_entries=None)
        for n in range(count):
            history.add(
                receipt=rules_receipt(),
                output=f"output {n} " * 20,
                origin="https://chatgpt.com",
                conversation_id=None,
                original=None,
            )


def _checkpoint(db_file: Path) -> None:
    conn = sqlite3.connect(db_file)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()


def _run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cli(*args), env=env, capture_output=True, text=True, timeout=120)


def test_cli_sets_a_corrupted_file_aside_and_status_reports_it(
    env: dict[str, str], data_dir: Path
) -> None:
    _seed(60)
    db_file = data_dir / "history.sqlite3"
    _checkpoint(db_file)
    raw = bytearray(db_file.read_bytes())
    assert len(raw) > 6 * PAGE
    raw[2 * PAGE : 5 * PAGE] = b"\xa5" * (3 * PAGE)  # b-tree pages overwritten
    db_file.write_bytes(bytes(raw))

    listed = _run(env, "history", "list", "--json")
    assert listed.returncode == 0, listed.stderr
    assert json.loads(listed.stdout) == {"entries": [], "total": 0}
    assert "warning: the history file was damaged; it was set aside as" in listed.stderr
    assert "Traceback" not in listed.stderr
    aside = sorted(data_dir.glob("history.sqlite3.damaged-*"))
    assert [p.name for p in aside if not p.name.endswith(("-wal", "-shm"))] == [aside[0].name]
    assert aside[0].read_bytes() == bytes(raw)  # kept as found, for the user to inspect

    # The fresh file takes writes; the next process finds it sound and says nothing.
    assert _run(env, "history", "settings", "--retention-days", "7").returncode == 0
    again = _run(env, "history", "list")
    assert again.returncode == 0 and "damaged" not in again.stderr
    conn = sqlite3.connect(db_file)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()

    status = _run(env, "status", "--json")
    assert status.returncode == 0, status.stderr
    warnings = json.loads(status.stdout)["warnings"]
    assert any(aside[0].name in w and "damaged" in w for w in warnings), warnings


def test_damage_found_while_running_has_its_own_stable_code() -> None:
    reply = error_reply(HistoryDamagedError("SQLITE_CORRUPT while adding"), "r1")
    assert reply["code"] == "HISTORY_DAMAGED"
    assert reply["message"].startswith("The history file was damaged and has been set aside")
    assert "SQLITE_CORRUPT" not in reply["message"]


def test_damage_found_after_the_open_check_is_never_written_into(
    env: dict[str, str], data_dir: Path
) -> None:
    _seed(60)  # this process has now checked the file: later damage is found while in use
    db_file = data_dir / "history.sqlite3"
    _checkpoint(db_file)
    raw = bytearray(db_file.read_bytes())
    raw[PAGE:] = b"\xa5" * (len(raw) - PAGE)  # every page but the schema page
    db_file.write_bytes(bytes(raw))

    with pytest.raises(HistoryDamagedError), open_history() as history:
        history.list(limit=500)
    (aside,) = damaged_files(data_dir)
    assert aside.read_bytes() == bytes(raw)  # set aside untouched, no write went into it
    with open_history() as history:
        assert history.list() == ([], 0)
        history.add(
            receipt=rules_receipt(), output="new", origin=None, conversation_id=None, original=None
        )
        assert history.list()[1] == 1
    assert damaged_files(data_dir) == [aside]
