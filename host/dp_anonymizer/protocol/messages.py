"""Wire messages of protocol v1 as pydantic models (the schema the extension validates against).

Invariants (like ``dp_event.py``'s compatibility rules): the meaning of an existing field never
changes; new fields are optional; a change that breaks old clients bumps ``PROTOCOL_VERSION``.
Every model forbids unknown fields and validates strictly (no ``"1"`` for ``1``), so a typo in
the extension fails loudly as ``INVALID_REQUEST`` instead of being silently ignored.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, RootModel, model_validator

from dp_anonymizer.limits import MAX_HISTORY_OFFSET
from dp_anonymizer.privacy.receipt import Receipt
from dp_anonymizer.protocol.codes import ErrorCode
from dp_anonymizer.records import (
    Entry,
    EntrySummary,
    HistoryExport,
    HistorySettings,
    Outcome,
)

#: The protocol version every message carries in ``v``.
PROTOCOL_VERSION: Literal[1] = 1

RequestId = Annotated[str, Field(min_length=1, max_length=64)]
ConversationId = Annotated[str, Field(min_length=1, max_length=128)]
Origin = Annotated[str, Field(min_length=1, max_length=2048)]
ListEntry = Annotated[str, Field(min_length=1, max_length=1000)]
Category = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Z][A-Z0-9_]*$")]
#: Every integer on the wire is bounded: larger ones are refused as INVALID_REQUEST instead of
#: overflowing SQLite (2**63) or JavaScript's exact integers (2**53).
MAX_WIRE_INT = 2**53 - 1
Count = Annotated[int, Field(ge=0, le=MAX_WIRE_INT)]


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, populate_by_name=True)


class _Envelope(_Message):
    v: Literal[1] = Field(description="Protocol version; always 1.")
    id: RequestId = Field(description="Request id, chosen by the client; replies repeat it.")


# --------------------------------------------------------------------------- parameters


class RedactEntry(_Message):
    """A correction from the review panel: every occurrence of ``text`` becomes a placeholder
    of ``category``, whatever detection found there."""

    text: ListEntry
    category: Category


class DetectParams(_Message):
    """Per-request detection tweaks; they extend the user's ``config.json`` lists."""

    keep: list[Category] | None = Field(
        default=None, max_length=64, description="Categories left as text (they get rewritten)."
    )
    allow: list[ListEntry] | None = Field(
        default=None, max_length=1000, description="Strings never redacted."
    )
    deny: list[ListEntry] | None = Field(
        default=None, max_length=1000, description="Strings always redacted (category CUSTOM)."
    )
    min_score: float | None = Field(default=None, ge=0.0, le=1.0)
    redact: list[RedactEntry] | None = Field(
        default=None,
        max_length=1000,
        description="Strings always replaced, each with its category; wins over what detection "
        "found for the same text (the panel's 'Replace' and 'change category').",
    )


class RewriteParams(DetectParams):
    """DP rewrite parameters; ranges are re-checked by the privacy layer with exact messages.

    A field left out (or null) takes the host's default, set in one place only
    (``dp_anonymizer.params.RewriteParams``), which ``dp-anonymizer rewrite`` also uses.
    """

    epsilon: float | None = Field(default=None, gt=0.0)
    delta: float | None = Field(default=None, gt=0.0, lt=1.0)
    clip: float | None = Field(default=None, gt=0.0)
    steps: int | None = Field(default=None, ge=0, le=50)
    accountant: Literal["gdp", "basic"] | None = None
    pad_to: int | None = Field(default=None, ge=1, le=4096)
    seed: int | None = Field(
        default=None,
        ge=0,
        le=2**63 - 1,
        description="Fixed noise seed: reproducible and therefore NOT private.",
    )
    conversation_budget: float | None = Field(
        default=None,
        gt=0.0,
        description="The conversation's privacy budget ε (at this request's δ); needs a "
        "conversation_id. A rewrite that would take the composed total past it warns or, "
        "with budget_action 'block', fails with BUDGET_EXCEEDED before any model runs.",
    )
    budget_action: Literal["warn", "block"] | None = Field(
        default=None, description="warn (default) or block when the budget would be exceeded."
    )


# --------------------------------------------------------------------------- requests


class RewriteRequest(_Envelope):
    type: Literal["rewrite"]
    text: str
    params: RewriteParams | None = None
    mode: Literal["auto", "dp", "rules"] | None = Field(
        default=None, description="auto (default): DP rewrite when the models are installed."
    )
    conversation_id: ConversationId | None = None
    origin: Origin | None = None
    store_original: bool | None = Field(
        default=None, description="Keep the original text in the encrypted history."
    )
    revises: Annotated[str, Field(min_length=1, max_length=128)] | None = Field(
        default=None,
        description="history_id of the result this request corrects: its additions to the "
        "conversation's placeholder map are undone first and its history entry is replaced.",
    )


class DetectRequest(_Envelope):
    type: Literal["detect"]
    text: str
    params: DetectParams | None = None
    conversation_id: ConversationId | None = None
    origin: Origin | None = None


class RestoreRequest(_Envelope):
    type: Literal["restore"]
    text: str
    conversation_id: ConversationId


class StatusRequest(_Envelope):
    type: Literal["status"]


class CancelRequest(_Envelope):
    type: Literal["cancel"]
    target: RequestId = Field(description="The id of the request to cancel.")


class PairRequest(_Envelope):
    """Native messaging only: hands the extension the WebSocket token and port."""

    type: Literal["pair"]


class AuthRequest(_Envelope):
    """WebSocket only, and required as the first message of every connection."""

    type: Literal["auth"]
    token: Annotated[str, Field(min_length=1, max_length=256)]


class HistoryListRequest(_Envelope):
    type: Literal["history.list"]
    limit: int | None = Field(default=None, ge=1, le=1000)
    offset: int | None = Field(default=None, ge=0, le=MAX_HISTORY_OFFSET)
    origin: Origin | None = None
    path: Literal["dp-rewrite", "rules-only"] | None = None
    query: Annotated[str, Field(max_length=1000)] | None = None
    outcome: Outcome | None = Field(default=None, description="only entries with this outcome")


class HistoryGetRequest(_Envelope):
    type: Literal["history.get"]
    entry_id: Annotated[str, Field(min_length=1, max_length=128)]
    include_original: bool | None = None


class HistoryOutcomeRequest(_Envelope):
    """What the user did with a shown result; the history entry records it."""

    type: Literal["history.outcome"]
    entry_id: Annotated[str, Field(min_length=1, max_length=128)]
    outcome: Literal["inserted", "copied", "discarded"]


class HistoryDeleteRequest(_Envelope):
    """Exactly one selector: ``entry_id``, ``all: true`` or ``origin``."""

    type: Literal["history.delete"]
    entry_id: Annotated[str, Field(min_length=1, max_length=128)] | None = None
    all: Literal[True] | None = None
    origin: Origin | None = None

    @model_validator(mode="after")
    def _one_selector(self) -> HistoryDeleteRequest:
        chosen = [x for x in (self.entry_id, self.all, self.origin) if x is not None]
        if len(chosen) != 1:
            raise ValueError("give exactly one of entry_id, all or origin")
        return self


class HistoryExportRequest(_Envelope):
    type: Literal["history.export"]
    include_originals: bool | None = None
    origin: Origin | None = None


class HistorySettingsRequest(_Envelope):
    """No field given: read the settings. ``null`` for a limit means "no limit"."""

    type: Literal["history.settings"]
    retention_days: Annotated[int, Field(ge=1, le=36500)] | None = None
    max_entries: Annotated[int, Field(ge=1, le=10_000_000)] | None = None
    store_originals: bool | None = None


Request = Annotated[
    RewriteRequest
    | DetectRequest
    | RestoreRequest
    | StatusRequest
    | CancelRequest
    | PairRequest
    | AuthRequest
    | HistoryListRequest
    | HistoryGetRequest
    | HistoryOutcomeRequest
    | HistoryDeleteRequest
    | HistoryExportRequest
    | HistorySettingsRequest,
    Field(discriminator="type"),
]

#: Every ``type`` a client may send.
REQUEST_TYPES: frozenset[str] = frozenset(
    {
        "rewrite",
        "detect",
        "restore",
        "status",
        "cancel",
        "pair",
        "auth",
        "history.list",
        "history.get",
        "history.outcome",
        "history.delete",
        "history.export",
        "history.settings",
    }
)


class RequestMessage(RootModel[Request]):
    """Any request (the schema's ``Request``)."""


# --------------------------------------------------------------------------- result payloads


class SpanData(_Message):
    start: Count
    end: Count
    category: str
    placeholder: str | None
    score: float


class RewriteData(_Message):
    output: str
    spans: list[SpanData]
    sensitivity: Count
    receipt: Receipt
    history_id: str | None
    warnings: list[str]


class DetectData(_Message):
    output: str
    spans: list[SpanData]
    sensitivity: Count
    counts: dict[str, Count]


class RestoreData(_Message):
    output: str
    restored: Count = Field(description="Placeholder occurrences replaced by their originals.")
    unknown: list[str]


class ModelsData(_Message):
    present: bool
    loaded: bool
    missing: list[str]
    device: str | None
    dtype: str | None


class StatusData(_Message):
    version: str
    protocol: Count
    transport: Literal["native-messaging", "websocket"]
    models: ModelsData
    queue_length: Count
    default_path: Literal["dp-rewrite", "rules-only"]
    warnings: list[str]
    detection_layers: list[str] = Field(
        default_factory=list,
        description="Detection layers that run (rules, gazetteer, ner), per config and install.",
    )


class CancelData(_Message):
    target: str
    found: bool = Field(description="False when the target had already finished or is unknown.")


class PairData(_Message):
    token: str
    port: Annotated[int, Field(ge=1, le=65535)]


class AuthData(_Message):
    protocol: Count
    version: str


class HistoryListData(_Message):
    entries: list[EntrySummary]
    total: Count


class HistoryGetData(_Message):
    entry: Entry


class HistoryOutcomeData(_Message):
    entry_id: str
    outcome: Outcome


class HistoryDeleteData(_Message):
    deleted: Count


class HistoryExportData(_Message):
    export: HistoryExport


class HistorySettingsData(_Message):
    settings: HistorySettings


# --------------------------------------------------------------------------- replies


class _Reply(_Envelope):
    pass


class ProgressReply(_Reply):
    type: Literal["progress"]
    stage: Literal["detect", "embed", "invert", "correct", "done"]
    done: Count
    total: Count


class _Result(_Reply):
    type: Literal["result"]


class RewriteResult(_Result):
    for_: Literal["rewrite"] = Field(alias="for")
    data: RewriteData


class DetectResult(_Result):
    for_: Literal["detect"] = Field(alias="for")
    data: DetectData


class RestoreResult(_Result):
    for_: Literal["restore"] = Field(alias="for")
    data: RestoreData


class StatusResult(_Result):
    for_: Literal["status"] = Field(alias="for")
    data: StatusData


class CancelResult(_Result):
    for_: Literal["cancel"] = Field(alias="for")
    data: CancelData


class PairResult(_Result):
    for_: Literal["pair"] = Field(alias="for")
    data: PairData


class AuthResult(_Result):
    for_: Literal["auth"] = Field(alias="for")
    data: AuthData


class HistoryListResult(_Result):
    for_: Literal["history.list"] = Field(alias="for")
    data: HistoryListData


class HistoryGetResult(_Result):
    for_: Literal["history.get"] = Field(alias="for")
    data: HistoryGetData


class HistoryOutcomeResult(_Result):
    for_: Literal["history.outcome"] = Field(alias="for")
    data: HistoryOutcomeData


class HistoryDeleteResult(_Result):
    for_: Literal["history.delete"] = Field(alias="for")
    data: HistoryDeleteData


class HistoryExportResult(_Result):
    for_: Literal["history.export"] = Field(alias="for")
    data: HistoryExportData


class HistorySettingsResult(_Result):
    for_: Literal["history.settings"] = Field(alias="for")
    data: HistorySettingsData


Result = Annotated[
    RewriteResult
    | DetectResult
    | RestoreResult
    | StatusResult
    | CancelResult
    | PairResult
    | AuthResult
    | HistoryListResult
    | HistoryGetResult
    | HistoryOutcomeResult
    | HistoryDeleteResult
    | HistoryExportResult
    | HistorySettingsResult,
    Field(discriminator="for_"),
]


class CancelledReply(_Reply):
    type: Literal["cancelled"]


class ErrorReply(_Message):
    v: Literal[1]
    id: RequestId | None = Field(description="null when the request could not be read.")
    type: Literal["error"]
    code: ErrorCode = Field(strict=False)
    message: str = Field(description="A sentence for the user; never contains their text.")


class PartReply(_Reply):
    """Native messaging only: a slice of a reply whose JSON is larger than 1 MiB."""

    type: Literal["part"]
    seq: int = Field(ge=0, le=MAX_WIRE_INT)
    total: int = Field(ge=2, le=MAX_WIRE_INT)
    chunk: str


Reply = Annotated[
    ProgressReply | Result | CancelledReply | ErrorReply | PartReply,
    Field(discriminator="type"),
]


class ReplyMessage(RootModel[Reply]):
    """Any reply (the schema's ``Reply``)."""
