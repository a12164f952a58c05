"""Corrections before Insert: the review panel's per-span fixes, applied by the host.

The panel never edits the result text. A correction is a new ``rewrite`` of the same text
with ``params.allow`` (keep a value), ``params.redact`` (replace a selection, or give a
placeholder another category) and ``revises``: the history id of the result being
corrected. For ``revises`` the host

* undoes what that result added to the conversation's placeholder map (the placeholders it
  introduced that no later result used), so numbering stays compact and a value that was
  wrongly replaced is not remembered for the rest of the conversation;
* replaces its history entry with the new one, so the history does not show both.

The privacy ledger is left alone: the first draw was made and stays counted.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from dp_anonymizer.detect import PlaceholderMap
from dp_anonymizer.detect.categories import CATEGORIES
from dp_anonymizer.errors import EntryNotFoundError, InvalidParameterError, UnknownRevisionError
from dp_anonymizer.storage.history import History
from dp_anonymizer.storage.vault import ResultNote, Vault


def redact_entries(entries: Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    """Checked ``(text, category)`` corrections; messages name the entry, never its text."""
    checked: list[tuple[str, str]] = []
    for i, (text, category) in enumerate(entries):
        if not text.strip():
            raise InvalidParameterError(f"params.redact[{i}].text", "blank", "non-blank text")
        if category not in CATEGORIES:
            raise InvalidParameterError(
                f"params.redact[{i}].category",
                category,
                "a known category (see 'dp-anonymizer categories')",
            )
        checked.append((text.strip(), category))
    return tuple(checked)


@dataclass
class Revision:
    """One rewrite's view of the conversation map: prepared before, committed after."""

    conversation_id: str | None
    revises: str | None
    mapping: PlaceholderMap | None
    notes: tuple[ResultNote, ...]
    before: frozenset[str]

    def commit(
        self,
        vault: Callable[[], Vault],
        history: Callable[[], History],
        placeholders: Iterable[str | None],
        history_id: str | None,
    ) -> None:
        """Store the map with this result's note, then drop the corrected history entry."""
        if self.conversation_id is not None and self.mapping is not None:
            notes: Sequence[ResultNote] = self.notes
            if history_id is not None:
                added = tuple(p for p in self.mapping.to_dict() if p not in self.before)
                used = tuple(sorted({p for p in placeholders if p is not None}))
                notes = (*self.notes, ResultNote(history_id, added, used))
            vault().save(self.conversation_id, self.mapping, notes)
        if self.revises is not None and history_id is not None:
            history().delete(self.revises)


def prepare(
    vault: Callable[[], Vault],
    history: Callable[[], History],
    conversation_id: str | None,
    revises: str | None,
) -> Revision:
    """The map to rewrite with; with ``revises``, the corrected result's additions undone.

    Raises:
        UnknownRevisionError: ``revises`` is not in the history (code NOT_FOUND).
        InvalidParameterError: it is a result of another conversation (INVALID_REQUEST).
    """
    if revises is not None:
        try:
            entry = history().get(revises, strict=False)
        except EntryNotFoundError:
            raise UnknownRevisionError(revises) from None
        if entry.conversation_id != conversation_id:
            raise InvalidParameterError(
                "revises",
                "a result of another conversation",
                "the history id of a result of this conversation",
            )
    if conversation_id is None:
        return Revision(None, revises, None, (), frozenset())
    mapping, notes = vault().state_or_new(conversation_id)
    if revises is not None:
        mapping, notes = _undo(mapping, notes, revises)
    return Revision(conversation_id, revises, mapping, notes, frozenset(mapping.to_dict()))


def _undo(
    mapping: PlaceholderMap, notes: tuple[ResultNote, ...], revises: str
) -> tuple[PlaceholderMap, tuple[ResultNote, ...]]:
    """The map without what result ``revises`` introduced and no later result used."""
    index = next((i for i, n in enumerate(notes) if n.history_id == revises), None)
    if index is None:
        return mapping, notes  # older than the notes kept: nothing known to undo
    still_used = {p for later in notes[index + 1 :] for p in later.used}
    drop = set(notes[index].added) - still_used
    kept = {p: v for p, v in mapping.to_dict().items() if p not in drop}
    return PlaceholderMap.from_dict(kept), notes[:index] + notes[index + 1 :]
