"""The local receipt history: what was sent where, with which privacy guarantee.

What is stored per entry (see docs/storage.md for the why):

* in clear: id, created_at, origin, conversation_id, path, epsilon, K, categories and the
  receipt JSON — facts about the mechanism and category counts, never the user's words, so
  the history stays listable and filterable even when the key is gone;
* sealed with AES-GCM (``storage.crypto``): the output text (it can hold the user's words:
  rules-only output is the input minus the detected PII, and kept categories stay as text)
  and, only when the user opted in with ``store_originals``, the original text.

Retention (``retention_days``, ``max_entries``) is applied when the history is opened and in
the same transaction as every ``add``. Nothing here logs text; log lines carry ids and counts.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast, get_args

from dp_anonymizer.errors import EntryNotFoundError, InvalidParameterError, KeyUnavailableError
from dp_anonymizer.limits import MAX_HISTORY_OFFSET
from dp_anonymizer.records import (
    Entry,
    EntrySummary,
    ExportedEntry,
    HistoryExport,
    HistorySettings,
    Outcome,
)
from dp_anonymizer.storage.crypto import Sealer, aad_for
from dp_anonymizer.storage.db import Database

if TYPE_CHECKING:
    from dp_anonymizer.privacy import Receipt

log = logging.getLogger(__name__)

#: Characters of the output shown in list views.
PREVIEW_CHARS = 160
#: Largest page ``list`` returns.
MAX_PAGE = 500

Clock = Callable[[], datetime]


def _utc_now() -> datetime:
    return datetime.now(UTC)


def iso(moment: datetime) -> str:
    """Fixed-width UTC ISO 8601 (microseconds), so text order is time order."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def read_settings(conn: sqlite3.Connection) -> HistorySettings:
    """Settings stored in ``conn``'s database, defaults for the rest."""
    stored = {k: json.loads(v) for k, v in conn.execute("SELECT key, value FROM settings")}
    known = {k: v for k, v in stored.items() if k in HistorySettings.model_fields}
    return HistorySettings(**known)


def _check_settings_change(name: str, value: object) -> None:
    if name in ("retention_days", "max_entries"):
        if value is None:
            return
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise InvalidParameterError(name, value, "a whole number >= 1, or None for no limit")
    elif name == "store_originals":
        if not isinstance(value, bool):
            raise InvalidParameterError(name, value, "true or false")
    else:
        raise InvalidParameterError(
            "setting", name, "one of retention_days, max_entries, store_originals"
        )


@dataclass(frozen=True, slots=True)
class KeyStatus:
    """For ``status``: where the key lives and how much stored data it can no longer open."""

    present: bool
    backend: str | None
    warning: str | None
    locked_entries: int
    locked_conversations: int


def _receipt_index(
    receipt: Receipt,
) -> tuple[dict[str, Any], str, float | None, int | None, list[str]]:
    """The receipt as a dict plus the columns the list filters on."""
    data: dict[str, Any] = json.loads(receipt.model_dump_json())
    categories = sorted(c for c, n in receipt.placeholdered.items() if n)
    return data, str(receipt.path), receipt.epsilon, receipt.chunks, categories


_SUMMARY_COLUMNS = (
    "id, created_at, origin, conversation_id, path, epsilon, chunks, categories, receipt, "
    "key_id, output, original IS NOT NULL, outcome"
)


#: A page of summaries and the total count (``list`` shadows the builtin inside History).
Page = tuple[list[EntrySummary], int]


class History:
    """Receipt history over a shared ``Database``; safe across threads and processes."""

    def __init__(
        self, db: Database, *, sealer: Sealer | None = None, clock: Clock | None = None
    ) -> None:
        self.db = db
        self.sealer = sealer or Sealer()
        self.clock: Clock = clock or _utc_now
        with self.db.write("applying retention") as conn:
            self._apply_retention(conn, self._read_settings(conn))

    # -- context manager -------------------------------------------------------------
    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.db.close()

    # -- settings --------------------------------------------------------------------
    def _read_settings(self, conn: sqlite3.Connection) -> HistorySettings:
        return read_settings(conn)

    def settings(self) -> HistorySettings:
        with self.db.read("reading settings") as conn:
            return self._read_settings(conn)

    def update_settings(self, **changes: Any) -> HistorySettings:
        """Change some settings; turning ``store_originals`` off erases stored originals."""
        for name, value in changes.items():
            _check_settings_change(name, value)
        with self.db.write("saving settings") as conn:
            for name, value in changes.items():
                conn.execute(
                    "INSERT INTO settings (key, value) VALUES (?, ?) "
                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    (name, json.dumps(value)),
                )
            settings = self._read_settings(conn)
            if not settings.store_originals:
                erased = conn.execute(
                    "UPDATE entries SET original = NULL WHERE original IS NOT NULL"
                ).rowcount
                if erased:
                    log.info("store_originals off: erased %d stored originals", erased)
            self._apply_retention(conn, settings)
        return settings

    # -- retention -------------------------------------------------------------------
    def _apply_retention(self, conn: sqlite3.Connection, settings: HistorySettings) -> None:
        removed = 0
        if settings.retention_days is not None:
            cutoff = iso(self.clock() - timedelta(days=settings.retention_days))
            removed += conn.execute("DELETE FROM entries WHERE created_at < ?", (cutoff,)).rowcount
            removed += conn.execute("DELETE FROM vault WHERE updated_at < ?", (cutoff,)).rowcount
        if settings.max_entries is not None:
            removed += conn.execute(
                "DELETE FROM entries WHERE id IN (SELECT id FROM entries "
                "ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?)",
                (settings.max_entries,),
            ).rowcount
            removed += conn.execute(
                "DELETE FROM vault WHERE conversation_id IN (SELECT conversation_id FROM vault "
                "ORDER BY updated_at DESC LIMIT -1 OFFSET ?)",
                (settings.max_entries,),
            ).rowcount
        if removed:
            log.info("retention removed %d rows", removed)

    # -- writing ---------------------------------------------------------------------
    def add(
        self,
        *,
        receipt: Receipt,
        output: str,
        origin: str | None,
        conversation_id: str | None,
        original: str | None,
        outcome: Outcome = "shown",
    ) -> str:
        """Store one result; ``original`` is kept (sealed) only when ``store_originals`` is on.

        ``outcome`` is ``shown`` for a result the user still has to decide on (the extension
        reports the decision with :meth:`set_outcome`), ``cli`` for the command line's.

        Returns:
            The new entry's id (uuid4).
        """
        data, path, epsilon, chunks, categories = _receipt_index(receipt)
        entry_id = str(uuid.uuid4())
        # Seal before taking the write lock (keyring calls can be slow); whether the original
        # is kept is decided again under the lock, where the setting cannot change.
        items = [(output, aad_for("entries", "output", entry_id))]
        if original is not None and self.settings().store_originals:
            items.append((original, aad_for("entries", "original", entry_id)))
        key_id, blobs = self.sealer.seal_many(items)
        with self.db.write("adding a history entry") as conn:
            settings = self._read_settings(conn)
            sealed_output = blobs[0]
            sealed_original = blobs[1] if len(blobs) > 1 and settings.store_originals else None
            conn.execute(
                "INSERT INTO entries (id, created_at, origin, conversation_id, path, epsilon, "
                "chunks, categories, receipt, key_id, output, original, outcome) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    entry_id,
                    iso(self.clock()),
                    origin,
                    conversation_id,
                    path,
                    epsilon,
                    chunks,
                    json.dumps(categories),
                    json.dumps(data, separators=(",", ":")),
                    key_id,
                    sealed_output,
                    sealed_original,
                    _check_outcome(outcome),
                ),
            )
            if self.db.get_meta(conn, "key_id") != key_id:
                self.db.set_meta(conn, "key_id", key_id)
            self._apply_retention(conn, settings)
        log.debug("history entry %s added (path=%s)", entry_id, path)
        return entry_id

    def set_outcome(self, entry_id: str, outcome: Outcome) -> None:
        """Record what became of a shown result (the user's last decision wins).

        Raises:
            EntryNotFoundError: no such entry (deleted, expired, or never existed).
        """
        with self.db.write("recording a history outcome") as conn:
            changed = conn.execute(
                "UPDATE entries SET outcome = ? WHERE id = ?", (_check_outcome(outcome), entry_id)
            ).rowcount
        if not changed:
            raise EntryNotFoundError(entry_id)
        log.debug("history entry %s: %s", entry_id, outcome)

    def delete(self, entry_id: str) -> bool:
        with self.db.write("deleting a history entry") as conn:
            return conn.execute("DELETE FROM entries WHERE id = ?", (entry_id,)).rowcount > 0

    def delete_where(self, *, origin: str | None = None) -> int:
        """Delete every entry of ``origin`` (None: all, and the whole vault with it).

        Placeholder mappings of the deleted entries' conversations go too: they hold originals.
        """
        with self.db.write("deleting history entries") as conn:
            if origin is None:
                count = conn.execute("DELETE FROM entries").rowcount
                conn.execute("DELETE FROM vault")
                conn.execute("DELETE FROM ledger")
            else:
                conversations = [
                    row[0]
                    for row in conn.execute(
                        "SELECT DISTINCT conversation_id FROM entries "
                        "WHERE origin = ? AND conversation_id IS NOT NULL",
                        (origin,),
                    )
                ]
                count = conn.execute("DELETE FROM entries WHERE origin = ?", (origin,)).rowcount
                conn.executemany(
                    "DELETE FROM vault WHERE conversation_id = ?", [(c,) for c in conversations]
                )
        log.info("deleted %d history entries", count)
        return count

    # -- reading ---------------------------------------------------------------------
    def _open_text(self, blob: bytes, entry_id: str, column: str) -> str:
        return self.sealer.open(blob, aad=aad_for("entries", column, entry_id))

    def _current_key_id(self) -> str | None:
        try:
            info = self.sealer.current()
        except KeyUnavailableError:
            return None
        return None if info is None else info.key_id

    def _summary(self, row: tuple[Any, ...], output: str | None) -> EntrySummary:
        locked = output is None
        return EntrySummary(
            id=row[0],
            created_at=row[1],
            origin=row[2],
            conversation_id=row[3],
            path=row[4],
            epsilon=row[5],
            chunks=row[6],
            categories=json.loads(row[7]),
            receipt=json.loads(row[8]),
            preview=None if locked else _preview(output or ""),
            has_original=bool(row[11]),
            locked=locked,
            outcome=row[12],
        )

    def _try_output(self, row: tuple[Any, ...], key_id: str | None) -> str | None:
        if key_id is None or row[9] != key_id:
            return None
        try:
            return self._open_text(row[10], row[0], "output")
        except KeyUnavailableError:
            return None

    def list(
        self,
        *,
        limit: int = 50,
        offset: int = 0,
        origin: str | None = None,
        path: str | None = None,
        query: str | None = None,
        category: str | None = None,
        outcome: Outcome | None = None,
    ) -> Page:
        """A page of summaries, newest first, and the total number matching the filters.

        ``query`` is a case-insensitive substring of the output. Outputs are encrypted, so it
        is matched after decryption; entries whose output cannot be decrypted never match.
        """
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_PAGE:
            raise InvalidParameterError("limit", limit, f"a whole number from 1 to {MAX_PAGE}")
        if (
            isinstance(offset, bool)
            or not isinstance(offset, int)
            or not 0 <= offset <= MAX_HISTORY_OFFSET
        ):
            raise InvalidParameterError(
                "offset", offset, f"a whole number from 0 to {MAX_HISTORY_OFFSET}"
            )
        where, params = _filters(origin=origin, path=path, category=category, outcome=outcome)
        key_id = self._current_key_id()
        with self.db.read("listing the history") as conn:
            if not query:
                total = int(
                    conn.execute(f"SELECT count(*) FROM entries{where}", params).fetchone()[0]  # noqa: S608
                )
                rows = conn.execute(
                    f"SELECT {_SUMMARY_COLUMNS} FROM entries{where} "  # noqa: S608
                    "ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?",
                    (*params, limit, offset),
                ).fetchall()
                return [self._summary(r, self._try_output(r, key_id)) for r in rows], total
            needle = query.casefold()
            matches: list[EntrySummary] = []
            total = 0
            cursor = conn.execute(
                f"SELECT {_SUMMARY_COLUMNS} FROM entries{where} "  # noqa: S608
                "ORDER BY created_at DESC, rowid DESC",
                params,
            )
            for row in cursor:
                output = self._try_output(row, key_id)
                if output is None or needle not in output.casefold():
                    continue
                if offset <= total < offset + limit:
                    matches.append(self._summary(row, output))
                total += 1
            return matches, total

    def get(self, entry_id: str, *, include_original: bool = False, strict: bool = True) -> Entry:
        """One entry with its output (and original when asked and stored).

        Raises:
            EntryNotFoundError: no such entry.
            KeyUnavailableError: the output or original cannot be decrypted; with
                ``strict=False`` the entry comes back with ``locked=True`` and None there.
        """
        with self.db.read("reading a history entry") as conn:
            row = conn.execute(
                f"SELECT {_SUMMARY_COLUMNS}, original FROM entries WHERE id = ?",  # noqa: S608
                (entry_id,),
            ).fetchone()
        if row is None:
            raise EntryNotFoundError(entry_id)
        return self._entry(row, include_original=include_original, strict=strict)

    def _entry(self, row: tuple[Any, ...], *, include_original: bool, strict: bool) -> Entry:
        output: str | None
        original: str | None = None
        try:
            output = self._open_text(row[10], row[0], "output")
            if include_original and row[13] is not None:
                original = self._open_text(row[13], row[0], "original")
        except KeyUnavailableError:
            if strict:
                raise
            output = None
        summary = self._summary(row, output)
        return Entry(**summary.model_dump(), output=output, original=original)

    def export(
        self, *, include_originals: bool = False, origin: str | None = None
    ) -> HistoryExport:
        """Everything (or one site's entries), oldest first (``as_json()`` for the file).

        Entries whose output cannot be decrypted are exported with ``locked: true`` and
        ``output: null`` rather than failing the whole export; ``locked`` counts them.
        """
        where, params = _filters(origin=origin, path=None, category=None, outcome=None)
        with self.db.read("exporting the history") as conn:
            rows = conn.execute(
                f"SELECT {_SUMMARY_COLUMNS}, original FROM entries{where} "  # noqa: S608
                "ORDER BY created_at, rowid",
                params,
            ).fetchall()
            schema_version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        entries: list[ExportedEntry] = []
        locked = 0
        for row in rows:
            entry = self._entry(row, include_original=include_originals, strict=False)
            locked += entry.locked
            fields = entry.model_dump(exclude={"preview", "original"})
            if include_originals:
                fields["original"] = entry.original
            entries.append(ExportedEntry(**fields))
        return HistoryExport(
            schema_version=schema_version,
            exported_at=iso(self.clock()),
            origin=origin,
            includes_originals=include_originals,
            count=len(entries),
            locked=locked,
            entries=entries,
        )

    def key_status(self) -> KeyStatus:
        """Key presence and how many rows it cannot open (never creates a key)."""
        try:
            info = self.sealer.current()
        except KeyUnavailableError:
            info = None
        key_id = None if info is None else info.key_id
        with self.db.read("checking the key") as conn:
            if key_id is None:
                entries = conn.execute("SELECT count(*) FROM entries").fetchone()[0]
                convs = conn.execute("SELECT count(*) FROM vault").fetchone()[0]
            else:
                entries = conn.execute(
                    "SELECT count(*) FROM entries WHERE key_id != ?", (key_id,)
                ).fetchone()[0]
                convs = conn.execute(
                    "SELECT count(*) FROM vault WHERE key_id != ?", (key_id,)
                ).fetchone()[0]
        return KeyStatus(
            present=info is not None,
            backend=None if info is None else info.backend,
            warning=None if info is None else info.warning,
            locked_entries=int(entries),
            locked_conversations=int(convs),
        )


def _preview(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= PREVIEW_CHARS else flat[: PREVIEW_CHARS - 1] + "…"


def _check_outcome(outcome: object) -> Outcome:
    if outcome not in get_args(Outcome):
        raise InvalidParameterError("outcome", outcome, "one of " + ", ".join(get_args(Outcome)))
    return cast("Outcome", outcome)


def _filters(  # SQL built only from fixed fragments; values always go in as parameters
    *, origin: str | None, path: str | None, category: str | None, outcome: str | None
) -> tuple[str, tuple[Any, ...]]:
    clauses: list[str] = []
    params: list[Any] = []
    if outcome is not None:
        clauses.append("outcome = ?")
        params.append(_check_outcome(outcome))
    if origin is not None:
        clauses.append("origin = ?")
        params.append(origin)
    if path is not None:
        clauses.append("path = ?")
        params.append(path)
    if category is not None:
        clauses.append("EXISTS (SELECT 1 FROM json_each(entries.categories) WHERE value = ?)")
        params.append(category)
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), tuple(params)


def open_history(path: Path | None = None, *, clock: Clock | None = None) -> History:
    """Open (creating and migrating as needed) the history at ``path`` or the default file."""
    return History(Database(path), clock=clock)
