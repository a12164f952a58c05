"""The placeholder vault: conversation id -> PlaceholderMap, sealed, for ``restore``.

A mapping holds the user's originals (``[PERSON_1]`` -> the name), so it is always
encrypted (``storage.crypto``, associated data bound to the conversation id). It lives in
the history's SQLite file, expires with the history's ``retention_days`` counted from its
last use, and goes when the user purges everything or the site it was used on.

Beside the mapping, the sealed blob keeps a short note per recent result (its history id, the
placeholders it introduced and the ones it used), so that a correction (``revises``) can undo
what a wrong result added without touching what later results rely on. Blobs written before
notes existed (a bare ``{placeholder: original}`` object) load with no notes.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from dp_anonymizer.detect import PlaceholderMap
from dp_anonymizer.errors import (
    InvalidParameterError,
    KeyUnavailableError,
    UnknownConversationError,
)
from dp_anonymizer.storage.crypto import Sealer, aad_for
from dp_anonymizer.storage.db import Database
from dp_anonymizer.storage.history import Clock, History, _utc_now, iso, read_settings

log = logging.getLogger(__name__)

#: Longest conversation id accepted (ids come from the extension; keep rows small).
MAX_CONVERSATION_ID_CHARS = 256
#: Results per conversation whose additions can still be undone by a correction.
MAX_NOTES = 16


@dataclass(frozen=True, slots=True)
class ResultNote:
    """What one result did to the conversation's map (placeholders only, never values)."""

    history_id: str
    added: tuple[str, ...]
    used: tuple[str, ...]

    def as_json(self) -> dict[str, Any]:
        return {"id": self.history_id, "added": list(self.added), "used": list(self.used)}

    @classmethod
    def from_json(cls, data: Any) -> ResultNote:
        if not isinstance(data, dict) or not isinstance(data.get("id"), str):
            raise ValueError("a result note must be an object with an id")
        added, used = data.get("added", []), data.get("used", [])
        if not isinstance(added, list) or not isinstance(used, list):
            raise ValueError("a result note lists placeholders")
        return cls(data["id"], tuple(map(str, added)), tuple(map(str, used)))


def _check_id(conversation_id: str) -> None:
    if (
        not isinstance(conversation_id, str)
        or not conversation_id
        or len(conversation_id) > MAX_CONVERSATION_ID_CHARS
    ):
        raise InvalidParameterError(
            "conversation_id",
            type(conversation_id).__name__,
            f"a non-empty string of at most {MAX_CONVERSATION_ID_CHARS} characters",
        )


class Vault:
    """Per-conversation placeholder maps; safe across threads and processes."""

    def __init__(
        self, db: Database, *, sealer: Sealer | None = None, clock: Clock | None = None
    ) -> None:
        self.db = db
        self.sealer = sealer or Sealer()
        self.clock: Clock = clock or _utc_now
        # Opening the history applies retention to both tables.
        History(db, sealer=self.sealer, clock=self.clock)

    def __enter__(self) -> Vault:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.db.close()

    def _cutoff(self, conn: sqlite3.Connection) -> str | None:
        days = read_settings(conn).retention_days
        return None if days is None else iso(self.clock() - timedelta(days=days))

    def load(self, conversation_id: str) -> PlaceholderMap:
        """The conversation's mapping (see :meth:`load_state`)."""
        return self.load_state(conversation_id)[0]

    def load_state(self, conversation_id: str) -> tuple[PlaceholderMap, tuple[ResultNote, ...]]:
        """The conversation's mapping and the notes of its recent results.

        Raises:
            UnknownConversationError: never saved, deleted, or expired.
            KeyUnavailableError: stored, but the key is missing or wrong.
        """
        _check_id(conversation_id)
        with self.db.read("reading the placeholder vault") as conn:
            row = conn.execute(
                "SELECT mapping, updated_at FROM vault WHERE conversation_id = ?",
                (conversation_id,),
            ).fetchone()
            cutoff = self._cutoff(conn)
        if row is None or (cutoff is not None and row[1] < cutoff):
            raise UnknownConversationError(conversation_id)
        try:
            plain = self.sealer.open(row[0], aad=aad_for("vault", "mapping", conversation_id))
        except KeyUnavailableError as exc:
            # Starting afresh would silently renumber placeholders the model has already seen,
            # and restore would put the wrong originals back: refuse, and say what to do.
            raise KeyUnavailableError(
                f"{exc.reason}; the placeholders of this conversation cannot be restored, "
                "start a new conversation"
            ) from exc
        try:
            data = json.loads(plain)
            raw_map, raw_notes = (
                (data["map"], data.get("results", []))
                if isinstance(data.get("map"), dict)
                else (data, [])
            )
            notes = tuple(ResultNote.from_json(n) for n in raw_notes)
            mapping = PlaceholderMap.from_dict({str(k): str(v) for k, v in raw_map.items()})
        except (json.JSONDecodeError, ValueError, AttributeError, TypeError) as exc:
            raise KeyUnavailableError("a stored placeholder mapping is unreadable") from exc
        return mapping, notes

    def load_or_new(self, conversation_id: str) -> PlaceholderMap:
        """The mapping, or an empty one for a new (or expired) conversation."""
        return self.state_or_new(conversation_id)[0]

    def state_or_new(self, conversation_id: str) -> tuple[PlaceholderMap, tuple[ResultNote, ...]]:
        """:meth:`load_state`, or an empty map and no notes for a new (or expired) one."""
        try:
            return self.load_state(conversation_id)
        except UnknownConversationError:
            return PlaceholderMap.from_dict({}), ()

    def save(
        self,
        conversation_id: str,
        mapping: PlaceholderMap,
        notes: Sequence[ResultNote] | None = None,
    ) -> None:
        """Store (replace) the conversation's mapping; refreshes its retention clock.

        ``notes`` replaces the stored result notes (the last :data:`MAX_NOTES` are kept);
        None keeps the ones already stored.
        """
        _check_id(conversation_id)
        if notes is None:
            try:
                notes = self.load_state(conversation_id)[1]
            except (UnknownConversationError, KeyUnavailableError):
                notes = ()
        data = {
            "map": mapping.to_dict(),
            "results": [n.as_json() for n in list(notes)[-MAX_NOTES:]],
        }
        plain = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        key_id, (blob,) = self.sealer.seal_many(
            [(plain, aad_for("vault", "mapping", conversation_id))]
        )
        now = iso(self.clock())
        with self.db.write("saving the placeholder vault") as conn:
            conn.execute(
                "INSERT INTO vault (conversation_id, created_at, updated_at, key_id, mapping) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (conversation_id) DO UPDATE SET "
                "updated_at = excluded.updated_at, key_id = excluded.key_id, "
                "mapping = excluded.mapping",
                (conversation_id, now, now, key_id, blob),
            )
        log.debug("vault: saved a mapping with %d placeholders", len(mapping.to_dict()))

    def delete(self, conversation_id: str) -> bool:
        with self.db.write("deleting from the placeholder vault") as conn:
            return (
                conn.execute(
                    "DELETE FROM vault WHERE conversation_id = ?", (conversation_id,)
                ).rowcount
                > 0
            )

    def conversations(self) -> int:
        with self.db.read("counting vault conversations") as conn:
            return int(conn.execute("SELECT count(*) FROM vault").fetchone()[0])


def open_vault(path: Path | None = None, *, clock: Clock | None = None) -> Vault:
    """Open the vault in the history file at ``path`` (default: the data directory)."""
    return Vault(Database(path), clock=clock)
