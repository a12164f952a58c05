"""The history records the host keeps and sends: entries, the export and the settings.

They are part of the wire contract (``history.*`` results carry them, and the JSON Schema the
extension is checked against is generated from them), so they live in this light module that
the protocol imports without loading the storage layer's crypto and SQLite code.
"""

from __future__ import annotations

from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from dp_anonymizer.privacy.names import RewritePath
from dp_anonymizer.privacy.receipt import Receipt

#: What became of a result: ``shown`` (no decision reported yet), ``inserted`` into the page,
#: ``copied``, ``discarded`` in the panel, or produced by ``dp-anonymizer rewrite`` (``cli``).
Outcome = Literal["shown", "inserted", "copied", "discarded", "cli"]
#: The outcomes the extension reports after a result was shown.
DECISIONS: tuple[Outcome, ...] = ("inserted", "copied", "discarded")

EXPORT_FORMAT: Final = "dp-anonymizer.history"
EXPORT_VERSION: Final = 1


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class HistorySettings(_Record):
    """User-chosen retention; ``None`` means no limit."""

    retention_days: int | None = 90
    max_entries: int | None = 1000
    store_originals: bool = False


class _EntryFacts(_Record):
    """What every form of an entry carries; readable without the key."""

    id: str
    created_at: str = Field(description="UTC ISO 8601 with microseconds")
    origin: str | None
    conversation_id: str | None
    path: RewritePath
    epsilon: float | None
    chunks: int | None
    categories: list[str] = Field(description="categories that were placeholdered")
    receipt: Receipt
    has_original: bool
    locked: bool = Field(description="the output was sealed with a key that is missing")
    outcome: Outcome = Field(description="what became of the result")


class EntrySummary(_EntryFacts):
    """One row of the history list."""

    preview: str | None = Field(description="the output's first characters; None when locked")


class Entry(EntrySummary):
    """A full entry; ``output`` is None only when read leniently and locked."""

    output: str | None
    original: str | None


class ExportedEntry(_EntryFacts):
    """An entry in an export; ``original`` is present only when originals were asked for."""

    output: str | None
    original: str | None = None


class HistoryExport(_Record):
    """``history export``: everything (or one site's entries), oldest first."""

    format: Literal["dp-anonymizer.history"] = EXPORT_FORMAT
    version: Literal[1] = EXPORT_VERSION
    schema_version: int = Field(description="the history database's schema version")
    exported_at: str
    origin: str | None
    includes_originals: bool
    count: int
    locked: int = Field(description="entries whose output could not be decrypted")
    entries: list[ExportedEntry]

    def as_json(self) -> dict[str, object]:
        """The export as JSON values; an entry without its original has no ``original`` key."""
        data = self.model_dump(mode="json")
        data["entries"] = [e.model_dump(mode="json", exclude_unset=True) for e in self.entries]
        return data
