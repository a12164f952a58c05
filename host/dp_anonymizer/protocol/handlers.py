"""The table of request handlers: one function per request type, over the host's services.

A handler gets the :class:`Services` (storage handles, the engine holder, limits), its
validated request and a :class:`Call` (progress and cancel hooks) and returns the result's
``data``; it raises deliberate ``DpAnonymizerError`` subclasses for the session to turn into
error replies. :class:`Dispatcher` runs one request through :data:`HANDLERS` and never raises.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dp_anonymizer import __version__
from dp_anonymizer.errors import (
    InvalidRequestError,
    RequestCancelledError,
    StorageError,
    TextTooLargeError,
)
from dp_anonymizer.limits import MAX_TEXT_BYTES
from dp_anonymizer.models.holder import EngineHolder
from dp_anonymizer.params import DEFAULTS
from dp_anonymizer.protocol.messages import (
    PROTOCOL_VERSION,
    DetectParams,
    DetectRequest,
    HistoryDeleteRequest,
    HistoryExportRequest,
    HistoryGetRequest,
    HistoryListRequest,
    HistoryOutcomeRequest,
    HistorySettingsRequest,
    Request,
    RestoreRequest,
    RewriteRequest,
    StatusRequest,
)
from dp_anonymizer.protocol.session import (
    Emit,
    Reply,
    Transport,
    cancelled_reply,
    error_reply,
    progress_reply,
    result_reply,
)

if TYPE_CHECKING:
    from dp_anonymizer.detect import DetectConfig, PlaceholderMap
    from dp_anonymizer.models import Engine
    from dp_anonymizer.pipeline import Progress
    from dp_anonymizer.privacy import Budget, Ledger, Receipt
    from dp_anonymizer.storage import History, LedgerStore, Vault

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Call:
    """What a running request may use besides its message: progress out, a cancel flag in."""

    id: str
    emit: Emit
    cancelled: Callable[[], bool] | None


class Services:
    """The host's state a handler works on. Thread-safe: every thread gets its own storage
    handles (SQLite connections are per-thread); the engine holder is shared."""

    def __init__(
        self,
        *,
        transport: Transport,
        engines: EngineHolder | None = None,
        queue_length: Callable[[], int] = lambda: 0,
        status_warnings: Callable[[], list[str]] = lambda: [],
        max_text_bytes: int | None = MAX_TEXT_BYTES,
        history_path: Path | None = None,
        vault_path: Path | None = None,
    ) -> None:
        self.transport: Transport = transport
        self.engines = engines if engines is not None else EngineHolder()
        self.queue_length = queue_length
        self.status_warnings = status_warnings
        self.max_text_bytes = max_text_bytes
        self.history_path = history_path
        self.vault_path = vault_path
        self._local = threading.local()

    def history(self) -> History:
        handle: History | None = getattr(self._local, "history", None)
        if handle is None:
            from dp_anonymizer.storage import open_history

            handle = open_history(self.history_path)
            self._local.history = handle
        return handle

    def vault(self) -> Vault:
        handle: Vault | None = getattr(self._local, "vault", None)
        if handle is None:
            from dp_anonymizer.storage import open_vault

            handle = open_vault(self.vault_path)
            self._local.vault = handle
        return handle

    def ledgers(self) -> LedgerStore:
        """The conversations' privacy ledgers, in the vault's file (beside their mappings)."""
        handle: LedgerStore | None = getattr(self._local, "ledgers", None)
        if handle is None:
            from dp_anonymizer.storage import open_ledgers

            handle = open_ledgers(self.vault_path)
            self._local.ledgers = handle
        return handle

    def check_size(self, text: str) -> None:
        if self.max_text_bytes is None:
            return
        size = len(text.encode("utf-8"))
        if size > self.max_text_bytes:
            raise TextTooLargeError(size, self.max_text_bytes)

    def mapping(self, conversation_id: str | None) -> PlaceholderMap | None:
        if conversation_id is None:
            return None
        return self.vault().load_or_new(conversation_id)


# --------------------------------------------------------------------------- helpers


def _jsonable(value: Any) -> Any:
    """Storage objects (dataclasses or pydantic) as plain JSON values."""
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json")
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _jsonable(dataclasses.asdict(value))
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [_jsonable(v) for v in value]
    if isinstance(value, Path):
        return str(value)
    return value


def _span_data(span: Any) -> dict[str, Any]:
    return {
        "start": span.start,
        "end": span.end,
        "category": span.category,
        "placeholder": span.placeholder,
        "score": float(span.score),
    }


def _detect_config(params: DetectParams | None) -> DetectConfig:
    from dp_anonymizer.detect import load_config

    config = load_config()
    if params is None:
        return config
    changes: dict[str, Any] = {}
    if params.allow:
        changes["allow"] = tuple(config.allow) + tuple(params.allow)
    if params.deny:
        changes["deny"] = tuple(config.deny) + tuple(params.deny)
    if params.keep:
        changes["keep"] = frozenset(config.keep) | frozenset(params.keep)
    if params.min_score is not None:
        changes["min_score"] = params.min_score
    if params.redact:
        from dp_anonymizer.corrections import redact_entries

        changes["redact"] = redact_entries((r.text, r.category) for r in params.redact)
    return dataclasses.replace(config, **changes) if changes else config


def _detection_layers() -> tuple[str, ...]:
    """The detection layers a request would run now (a broken config is reported elsewhere)."""
    from dp_anonymizer.detect import load_config
    from dp_anonymizer.detect.layers import layers_to_run
    from dp_anonymizer.errors import ConfigError

    try:
        asked = load_config().layers
    except ConfigError:
        asked = None
    return layers_to_run(asked)


def _ledger_and_budget(
    services: Services, request: RewriteRequest, delta: float
) -> tuple[Ledger | None, Budget | None]:
    """The conversation's ledger so far and its budget (None without a conversation)."""
    from dp_anonymizer.privacy import Budget, Ledger

    params = request.params
    budget: Budget | None = None
    if params is not None and params.conversation_budget is not None:
        budget = Budget(params.conversation_budget, delta, params.budget_action or "warn")
    if request.conversation_id is None:
        return None, budget
    return Ledger(*services.ledgers().get(request.conversation_id)), budget


def _record_spend(
    services: Services, conversation_id: str, receipt: Receipt, delta: float, budget: Budget | None
) -> Receipt:
    """Add this result to the conversation's ledger; the receipt gets the new total."""
    from dp_anonymizer.privacy import Ledger, LedgerView
    from dp_anonymizer.storage import LedgerRow

    def change(row: LedgerRow) -> LedgerRow:
        return LedgerRow(*dataclasses.astuple(Ledger(*row).record(receipt)))

    row = services.ledgers().update(conversation_id, change)
    view = LedgerView.of(Ledger(*row), delta, budget)
    return receipt.model_copy(update={"ledger": view})


# --------------------------------------------------------------------------- handlers


def rewrite(services: Services, request: RewriteRequest, call: Call) -> dict[str, Any]:
    from dp_anonymizer.corrections import prepare
    from dp_anonymizer.pipeline import rewrite

    services.check_size(request.text)
    params = request.params
    # A field the request leaves out keeps the one default (dp_anonymizer.params).
    given: dict[str, Any] = {}
    if params is not None:
        for name in ("epsilon", "delta", "clip", "steps", "accountant", "pad_to", "seed"):
            value = getattr(params, name)
            if value is not None:
                given[name] = value
    if request.mode is not None:
        given["mode"] = request.mode
    rewrite_params = dataclasses.replace(DEFAULTS, detect=_detect_config(params), **given)
    mode = rewrite_params.mode
    engine: Engine | None = None
    if mode == "dp" or (mode == "auto" and services.engines.present()):
        engine = services.engines.get()
    # A correction (revises) first undoes what the corrected result added to the map.
    revision = prepare(services.vault, services.history, request.conversation_id, request.revises)
    mapping = revision.mapping
    ledger, budget = _ledger_and_budget(services, request, rewrite_params.delta)

    def on_progress(progress: Progress) -> None:
        call.emit(progress_reply(call.id, progress.stage, progress.done, progress.total))

    result = rewrite(
        request.text,
        rewrite_params,
        engine=engine,
        mapping=mapping,
        on_progress=on_progress,
        cancelled=call.cancelled,
        max_text_bytes=services.max_text_bytes,
        ledger=ledger,
        budget=budget,
    )
    warnings = list(result.warnings)
    receipt = result.receipt
    if request.conversation_id is not None:
        receipt = _record_spend(
            services, request.conversation_id, receipt, rewrite_params.delta, budget
        )
    history_id: str | None = None
    try:
        # The history keeps the original only when the user enabled store_originals;
        # store_original=false opts this one request out.
        history_id = services.history().add(
            receipt=receipt,
            output=result.output,
            origin=request.origin,
            conversation_id=request.conversation_id,
            original=None if request.store_original is False else request.text,
        )
    except StorageError as exc:
        log.warning("history not saved: %s", type(exc).__name__)
        warnings.append(f"The result was not saved to the history: {exc}")
    # the map is stored after the history entry exists, with a note of what this result added
    placeholders = (s.placeholder for s in result.spans)
    revision.commit(services.vault, services.history, placeholders, history_id)
    return {
        "output": result.output,
        "spans": [_span_data(s) for s in result.spans],
        "sensitivity": int(result.sensitivity),
        "receipt": receipt.model_dump(mode="json"),
        "history_id": history_id,
        "warnings": warnings,
    }


def detect(services: Services, request: DetectRequest, call: Call) -> dict[str, Any]:
    from dp_anonymizer.detect import detect

    services.check_size(request.text)
    detection = detect(
        request.text,
        _detect_config(request.params),
        services.mapping(request.conversation_id),
        max_text_bytes=services.max_text_bytes,
    )
    return {
        "output": detection.output,
        "spans": [_span_data(s) for s in detection.spans],
        "sensitivity": int(detection.sensitivity),
        "counts": {str(k): int(v) for k, v in detection.counts.items()},
    }


def restore(services: Services, request: RestoreRequest, call: Call) -> dict[str, Any]:
    services.check_size(request.text)
    mapping = services.vault().load(request.conversation_id)
    output, unknown = mapping.restore(request.text)
    restored = sum(request.text.count(p) for p in mapping.to_dict())
    return {"output": output, "restored": restored, "unknown": list(unknown)}


def status(
    services: Services, request: StatusRequest | None = None, call: Call | None = None
) -> dict[str, Any]:
    from dp_anonymizer.paths import permission_fixes
    from dp_anonymizer.storage.db import damaged_files

    models = services.engines.status()
    warnings: list[str] = list(services.status_warnings())
    warnings.extend(f"Fixed permissions: {fix}." for fix in permission_fixes())
    warnings.extend(
        f"The history file was found damaged and set aside as {path.name} in the data "
        "directory; a new history was started (move or delete that file when done with it)."
        for path in damaged_files()
    )
    if not models["present"]:
        warnings.append(
            "The rewrite models are not installed: rewrites use rules-only mode "
            "(placeholders, no differential-privacy rewrite)."
        )
    return {
        "version": __version__,
        "protocol": PROTOCOL_VERSION,
        "transport": services.transport,
        "models": models,
        "queue_length": int(services.queue_length()),
        "default_path": "dp-rewrite" if models["present"] else "rules-only",
        "warnings": warnings,
        "detection_layers": list(_detection_layers()),
    }


def history_list(services: Services, request: HistoryListRequest, call: Call) -> dict[str, Any]:
    entries, total = services.history().list(
        limit=request.limit if request.limit is not None else 50,
        offset=request.offset or 0,
        origin=request.origin,
        path=request.path,
        query=request.query,
        outcome=request.outcome,
    )
    return {"entries": _jsonable(list(entries)), "total": int(total)}


def history_get(services: Services, request: HistoryGetRequest, call: Call) -> dict[str, Any]:
    entry = services.history().get(
        request.entry_id, include_original=bool(request.include_original)
    )
    return {"entry": _jsonable(entry)}


def history_outcome(
    services: Services, request: HistoryOutcomeRequest, call: Call
) -> dict[str, Any]:
    services.history().set_outcome(request.entry_id, request.outcome)
    return {"entry_id": request.entry_id, "outcome": request.outcome}


def history_delete(services: Services, request: HistoryDeleteRequest, call: Call) -> dict[str, Any]:
    history = services.history()
    if request.entry_id is not None:
        return {"deleted": int(history.delete(request.entry_id))}
    return {"deleted": int(history.delete_where(origin=request.origin))}


def history_export(services: Services, request: HistoryExportRequest, call: Call) -> dict[str, Any]:
    exported = services.history().export(
        include_originals=bool(request.include_originals), origin=request.origin
    )
    return {"export": exported.as_json()}


def history_settings(
    services: Services, request: HistorySettingsRequest, call: Call
) -> dict[str, Any]:
    history = services.history()
    settable = {"retention_days", "max_entries", "store_originals"}
    changes = {n: getattr(request, n) for n in request.model_fields_set & settable}
    settings = history.update_settings(**changes) if changes else history.settings()
    return {"settings": _jsonable(settings)}


Handler = Callable[[Services, Any, Call], Mapping[str, Any]]

#: One handler per request type the service answers (``cancel``, ``auth`` and ``pair`` belong
#: to the connection: see ``protocol.session``).
HANDLERS: Mapping[str, Handler] = {
    "rewrite": rewrite,
    "detect": detect,
    "restore": restore,
    "status": status,
    "history.list": history_list,
    "history.get": history_get,
    "history.outcome": history_outcome,
    "history.delete": history_delete,
    "history.export": history_export,
    "history.settings": history_settings,
}


# --------------------------------------------------------------------------- dispatcher


class Dispatcher(Services):
    """Runs validated requests through :data:`HANDLERS`; every outcome is a reply.

    ``handlers`` replaces the table (tests put a slow fake rewrite in it); the other arguments
    are the :class:`Services`'.
    """

    def __init__(self, *, handlers: Mapping[str, Handler] | None = None, **services: Any) -> None:
        super().__init__(**services)
        self.handlers: Mapping[str, Handler] = HANDLERS if handlers is None else handlers

    def needs_model(self, request: Request) -> bool:
        """True for work that may run the models (it goes through the one-at-a-time queue)."""
        return isinstance(request, RewriteRequest) and request.mode != "rules"

    def status(self) -> dict[str, Any]:
        """The ``status`` result's data (also what ``dp-anonymizer status`` shows offline)."""
        return status(self)

    def handle(
        self,
        request: Request,
        *,
        emit: Emit | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> Reply:
        """Run ``request`` and return its final reply (result, cancelled or error); never raises.

        ``emit`` receives ``progress`` replies; ``cancelled`` is polled at chunk boundaries.
        """
        try:
            handler = self.handlers.get(request.type)
            if handler is None:
                raise InvalidRequestError(
                    f"'{request.type}' is not available on this connection", request_id=request.id
                )
            call = Call(request.id, emit or (lambda _reply: None), cancelled)
            return result_reply(request.id, request.type, handler(self, request, call))
        except RequestCancelledError:
            log.info("request %s cancelled", request.id)
            return cancelled_reply(request.id)
        except Exception as exc:
            return error_reply(exc, request.id)
