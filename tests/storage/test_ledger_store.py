"""Per-conversation ledger rows in the real SQLite file: atomic updates, retention, purge."""

from __future__ import annotations

import sqlite3
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.storage import LedgerRow, open_history, open_ledgers
from dp_anonymizer.storage.db import SCHEMA_VERSION, default_db_path


def add_one(row: LedgerRow) -> LedgerRow:
    return LedgerRow(row.releases + 1, row.mu_squared + 2.0, row.uncovered)


def test_unknown_conversation_reads_as_zero_and_updates_persist(env: dict[str, str]) -> None:
    ledgers = open_ledgers()
    assert ledgers.get("c1") == LedgerRow(0, 0.0, 0)
    assert ledgers.update("c1", add_one) == LedgerRow(1, 2.0, 0)
    assert ledgers.update("c1", add_one) == LedgerRow(2, 4.0, 0)
    ledgers.db.close()
    # A fresh handle on the same file (another process would do the same) sees the totals.
    again = open_ledgers()
    assert again.get("c1") == LedgerRow(2, 4.0, 0)
    assert again.get("c2") == LedgerRow(0, 0.0, 0)
    with sqlite3.connect(default_db_path()) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert conn.execute("SELECT releases FROM ledger").fetchall() == [(2,)]
    assert again.delete("c1") and not again.delete("c1")
    again.db.close()


def test_concurrent_updates_never_lose_a_spend(env: dict[str, str]) -> None:
    """Eight threads, each with its own connection, add 25 spends each: all 200 count."""
    ledgers = open_ledgers()
    barrier = threading.Barrier(8)

    def worker() -> None:
        barrier.wait()
        for _ in range(25):
            ledgers.update("c1", add_one)

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert ledgers.get("c1") == LedgerRow(200, 400.0, 0)
    ledgers.db.close()


def test_retention_and_purge_remove_ledgers(env: dict[str, str]) -> None:
    now = [datetime(2026, 1, 1, tzinfo=UTC)]
    ledgers = open_ledgers(clock=lambda: now[0])
    ledgers.update("old", add_one)
    now[0] += timedelta(days=100)  # past the default 90-day retention
    assert ledgers.get("old") == LedgerRow(0, 0.0, 0)
    ledgers.update("new", add_one)
    with sqlite3.connect(default_db_path()) as conn:
        assert [r[0] for r in conn.execute("SELECT conversation_id FROM ledger")] == ["new"]
    with open_history() as history:
        history.delete_where()  # "purge everything" takes the ledgers with it
    assert ledgers.get("new") == LedgerRow(0, 0.0, 0)
    ledgers.db.close()


def test_bad_conversation_ids_are_refused(env: dict[str, str], tmp_path: Path) -> None:
    ledgers = open_ledgers(tmp_path / "other.sqlite3")
    for bad in ("", "x" * 257):
        with pytest.raises(InvalidParameterError):
            ledgers.get(bad)
        with pytest.raises(InvalidParameterError):
            ledgers.update(bad, add_one)
    ledgers.db.close()
