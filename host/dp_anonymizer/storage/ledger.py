"""Per-conversation privacy ledgers: what each conversation has spent, kept beside the vault.

One row per conversation id (the id the vault uses): the number of DP rewrites sent, the sum
of their μ², and the number of results sent without a DP claim. Only numbers, no text, so the
row is not sealed. The composition itself (exact GDP, rounded up) is ``privacy.ledger``'s;
this module only stores its state, reading and updating it in one write transaction so two
concurrent rewrites of a conversation never lose a spend. Rows follow the history's
retention, counted from their last update, and go when the user purges everything.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import NamedTuple

from dp_anonymizer.storage.db import Database
from dp_anonymizer.storage.history import Clock, _utc_now, iso, read_settings
from dp_anonymizer.storage.vault import _check_id

__all__ = ["LedgerRow", "LedgerStore"]


class LedgerRow(NamedTuple):
    """A conversation's stored totals (all zero for a conversation never seen)."""

    releases: int
    mu_squared: float
    uncovered: int


_EMPTY = LedgerRow(0, 0.0, 0)


class LedgerStore:
    """Ledger rows in the history's SQLite file; safe across threads and processes."""

    def __init__(self, db: Database, *, clock: Clock | None = None) -> None:
        self.db = db
        self.clock: Clock = clock or _utc_now

    def _cutoff(self, conn: sqlite3.Connection) -> str | None:
        days = read_settings(conn).retention_days
        return None if days is None else iso(self.clock() - timedelta(days=days))

    def get(self, conversation_id: str) -> LedgerRow:
        """The conversation's totals; zeros when unknown or expired."""
        _check_id(conversation_id)
        with self.db.read("reading the privacy ledger") as conn:
            row = conn.execute(
                "SELECT releases, mu_squared, uncovered, updated_at FROM ledger "
                "WHERE conversation_id = ?",
                (conversation_id,),
            ).fetchone()
            cutoff = self._cutoff(conn)
        if row is None or (cutoff is not None and row[3] < cutoff):
            return _EMPTY
        return LedgerRow(int(row[0]), float(row[1]), int(row[2]))

    def update(self, conversation_id: str, change: Callable[[LedgerRow], LedgerRow]) -> LedgerRow:
        """Apply ``change`` to the stored totals atomically and return the new totals."""
        _check_id(conversation_id)
        now = iso(self.clock())
        with self.db.write("updating the privacy ledger") as conn:
            cutoff = self._cutoff(conn)
            if cutoff is not None:
                conn.execute("DELETE FROM ledger WHERE updated_at < ?", (cutoff,))
            row = conn.execute(
                "SELECT releases, mu_squared, uncovered FROM ledger WHERE conversation_id = ?",
                (conversation_id,),
            ).fetchone()
            current = _EMPTY if row is None else LedgerRow(int(row[0]), float(row[1]), int(row[2]))
            new = change(current)
            conn.execute(
                "INSERT INTO ledger (conversation_id, created_at, updated_at, releases, "
                "mu_squared, uncovered) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (conversation_id) "
                "DO UPDATE SET updated_at = excluded.updated_at, releases = excluded.releases, "
                "mu_squared = excluded.mu_squared, uncovered = excluded.uncovered",
                (conversation_id, now, now, new.releases, new.mu_squared, new.uncovered),
            )
        return new

    def delete(self, conversation_id: str) -> bool:
        with self.db.write("deleting a privacy ledger") as conn:
            return (
                conn.execute(
                    "DELETE FROM ledger WHERE conversation_id = ?", (conversation_id,)
                ).rowcount
                > 0
            )


def open_ledgers(path: Path | None = None, *, clock: Clock | None = None) -> LedgerStore:
    """Open the ledgers in the history file at ``path`` (default: the data directory)."""
    return LedgerStore(Database(path), clock=clock)
