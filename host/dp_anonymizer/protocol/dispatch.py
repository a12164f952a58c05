"""Sans-I/O request handling: decoded messages in, reply dicts out.

Transports (native messaging, WebSocket, daemon) only move bytes and call into this module; it
never reads stdin or touches a socket. It is also the ONE place where exceptions become wire
error codes (:func:`error_reply`): deliberate ``DpAnonymizerError`` subclasses map onto a stable
``ErrorCode`` with their user-safe sentence; anything unexpected becomes ``INTERNAL`` with a
generic sentence, and its details go to the log only -- never to the user, because exception
text can contain the text being anonymized. Log lines never contain request text either.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import sys
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import TypeAdapter, ValidationError

from dp_anonymizer import __version__
from dp_anonymizer.errors import (
    BudgetExceededError,
    BusyError,
    ConfigError,
    DpAnonymizerError,
    FramingError,
    HistoryDamagedError,
    InvalidParameterError,
    KeyUnavailableError,
    ModelsMissingError,
    RequestCancelledError,
    StorageError,
    TextTooLargeError,
    UnauthorizedError,
    UnknownConversationError,
    WeightsMismatchError,
)
from dp_anonymizer.limits import MAX_TEXT_BYTES
from dp_anonymizer.protocol.codes import DEFAULT_MESSAGES, ErrorCode
from dp_anonymizer.protocol.messages import (
    PROTOCOL_VERSION,
    REQUEST_TYPES,
    DetectParams,
    DetectRequest,
    HistoryDeleteRequest,
    HistoryExportRequest,
    HistoryGetRequest,
    HistoryListRequest,
    HistorySettingsRequest,
    Request,
    RestoreRequest,
    RewriteRequest,
    StatusRequest,
)

if TYPE_CHECKING:
    from dp_anonymizer.detect import DetectConfig, PlaceholderMap
    from dp_anonymizer.models import Engine
    from dp_anonymizer.privacy import Budget, Ledger, Receipt
    from dp_anonymizer.storage import History, LedgerStore, Vault

log = logging.getLogger(__name__)

Reply = dict[str, Any]
Emit = Callable[[Reply], None]
Transport = Literal["native-messaging", "websocket"]

_REQUEST_ADAPTER: TypeAdapter[Request] = TypeAdapter(Request)


class InvalidRequestError(DpAnonymizerError):
    """A message that is not a valid v1 request; ``request_id`` is None when unreadable."""

    def __init__(self, reason: str, *, request_id: str | None = None, version: bool = False):
        self.reason = reason
        self.request_id = request_id
        self.version = version
        super().__init__(reason, request_id, version)

    def __str__(self) -> str:
        return f"Invalid request: {self.reason}."


# --------------------------------------------------------------------------- errors -> codes


_LAZY_ERRORS = (
    ("dp_anonymizer.detect.base", "DetectionTimeoutError", ErrorCode.TEXT_TOO_LARGE),
    ("dp_anonymizer.storage.history", "EntryNotFoundError", ErrorCode.NOT_FOUND),
)


def _code_for(exc: BaseException) -> tuple[ErrorCode, str] | None:
    """Stable code and user sentence for a deliberate error; None for anything unexpected."""
    if isinstance(exc, InvalidRequestError):
        code = ErrorCode.UNSUPPORTED_VERSION if exc.version else ErrorCode.INVALID_REQUEST
        return code, str(exc)
    table: list[tuple[type[BaseException], ErrorCode]] = [
        (TextTooLargeError, ErrorCode.TEXT_TOO_LARGE),
        (ModelsMissingError, ErrorCode.MODELS_MISSING),
        (WeightsMismatchError, ErrorCode.MODELS_MISSING),
        (BusyError, ErrorCode.BUSY),
        (BudgetExceededError, ErrorCode.BUDGET_EXCEEDED),
        (UnauthorizedError, ErrorCode.UNAUTHORIZED),
        (RequestCancelledError, ErrorCode.CANCELLED),
        (UnknownConversationError, ErrorCode.NOT_FOUND),
        (KeyUnavailableError, ErrorCode.STORAGE),
        (HistoryDamagedError, ErrorCode.HISTORY_DAMAGED),
        (StorageError, ErrorCode.STORAGE),
        (InvalidParameterError, ErrorCode.INVALID_REQUEST),
        (ConfigError, ErrorCode.INVALID_REQUEST),
        (FramingError, ErrorCode.INVALID_REQUEST),
    ]
    # Classes of modules that are not loaded cannot have raised: look them up lazily so the
    # native host does not import detect/storage just to know their error classes.
    for module, name, code in _LAZY_ERRORS:
        loaded = sys.modules.get(module)
        kind = getattr(loaded, name, None) if loaded is not None else None
        if isinstance(kind, type):
            table.append((kind, code))
    for kind, code in table:
        if isinstance(exc, kind):
            return code, str(exc)
    return None


def error_reply(exc: BaseException, request_id: str | None) -> Reply:
    """The error reply for ``exc``: the one place exceptions become wire codes.

    Unexpected exceptions are logged with their traceback type and location but answered with
    the generic ``INTERNAL`` sentence.
    """
    mapped = _code_for(exc)
    if mapped is None:
        # The exception text may quote user text; log only its type and where it came from.
        tb = exc.__traceback__
        where = "?"
        while tb is not None:
            where = f"{tb.tb_frame.f_code.co_filename}:{tb.tb_lineno}"
            tb = tb.tb_next
        log.error("internal error %s at %s (request %s)", type(exc).__name__, where, request_id)
        code, message = ErrorCode.INTERNAL, DEFAULT_MESSAGES[ErrorCode.INTERNAL]
    else:
        code, message = mapped
        log.info("request %s failed: %s", request_id, code.value)
    return make_error(code, message, request_id)


def make_error(code: ErrorCode, message: str | None, request_id: str | None) -> Reply:
    return {
        "v": PROTOCOL_VERSION,
        "id": request_id,
        "type": "error",
        "code": code.value,
        "message": message or DEFAULT_MESSAGES[code],
    }


def result_reply(request_id: str, for_: str, data: Mapping[str, Any]) -> Reply:
    return {"v": PROTOCOL_VERSION, "id": request_id, "type": "result", "for": for_, "data": data}


def cancelled_reply(request_id: str) -> Reply:
    return {"v": PROTOCOL_VERSION, "id": request_id, "type": "cancelled"}


# --------------------------------------------------------------------------- parsing


def _safe_id(raw: Mapping[str, Any]) -> str | None:
    """The message's id when a reply can carry it back: 1 to 64 characters of valid Unicode.

    A lone surrogate ("\\ud800") decodes from JSON but cannot be encoded again, so an id
    holding one is treated like any other unreadable id.
    """
    value = raw.get("id")
    if not isinstance(value, str) or not 1 <= len(value) <= 64:
        return None
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return None
    return value


def _describe(error: Mapping[str, Any], request_type: str) -> str:
    loc = [str(part) for part in error.get("loc", ()) if str(part) != request_type]
    field = ".".join(loc)[:80]
    msg = str(error.get("msg", "invalid value"))[:200]
    return f"field '{field}': {msg}" if field else msg


def decode_json(data: bytes | str) -> Any:
    """Parse one message's JSON text; raises :class:`InvalidRequestError` with a safe reason."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise InvalidRequestError("the message is not valid UTF-8") from None
    else:
        text = data
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise InvalidRequestError("the message is not valid JSON") from None


def parse_request(data: bytes | str | Mapping[str, Any]) -> Request:
    """Validate one message into a request model.

    Raises:
        InvalidRequestError: with ``version=True`` for another protocol version; carrying the
            request id whenever the message had a readable one.
    """
    raw = data if isinstance(data, Mapping) else decode_json(data)
    if not isinstance(raw, Mapping):
        raise InvalidRequestError("a message must be a JSON object")
    request_id = _safe_id(raw)
    version = raw.get("v")
    if type(version) is not int:
        raise InvalidRequestError("'v' must be the integer 1", request_id=request_id)
    if version != PROTOCOL_VERSION:
        raise InvalidRequestError(
            f"protocol version {version} is not supported (this host speaks {PROTOCOL_VERSION})",
            request_id=request_id,
            version=True,
        )
    if "id" in raw and request_id is None:
        raise InvalidRequestError("'id' must be a string of 1 to 64 characters")
    kind = raw.get("type")
    if not isinstance(kind, str) or kind not in REQUEST_TYPES:
        raise InvalidRequestError("unknown request type", request_id=request_id)
    try:
        # Lone surrogates ("\ud800") decode from JSON but cannot be sent back as UTF-8.
        json.dumps(raw, ensure_ascii=False).encode("utf-8")
    except (UnicodeEncodeError, ValueError, TypeError, RecursionError):
        raise InvalidRequestError(
            "the message contains invalid Unicode", request_id=request_id
        ) from None
    try:
        return _REQUEST_ADAPTER.validate_python(raw)
    except ValidationError as exc:
        errors = exc.errors(include_input=False, include_url=False, include_context=False)
        reason = "; ".join(_describe(e, kind) for e in errors[:3])
        raise InvalidRequestError(reason, request_id=request_id) from None


def _check_size(text: str, limit: int | None) -> None:
    if limit is None:
        return
    size = len(text.encode("utf-8"))
    if size > limit:
        raise TextTooLargeError(size, limit)


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


# --------------------------------------------------------------------------- engine


class EngineHolder:
    """Loads the three models once per process and reports their state."""

    def __init__(
        self, *, models_dir: Path | None = None, device: str | None = None, dtype: str | None = None
    ) -> None:
        self.models_dir = models_dir
        self.device = device
        self.dtype = dtype
        self._engine: Engine | None = None
        self._lock = threading.Lock()

    @property
    def engine(self) -> Engine | None:
        return self._engine

    def get(self) -> Engine:
        """The engine, loading it on first use; raises ModelsMissingError."""
        with self._lock:
            if self._engine is None:
                from dp_anonymizer.models import load_engine

                log.info("loading models")
                self._engine = load_engine(
                    models_dir=self.models_dir, device=self.device, dtype=self.dtype
                )
                log.info("models loaded")
            return self._engine

    def present(self) -> bool:
        from dp_anonymizer.models import models_status

        return bool(models_status(self.models_dir).present)

    def status(self) -> dict[str, Any]:
        from dp_anonymizer.models import Engine, models_status

        state = models_status(self.models_dir)
        engine = self._engine
        return {
            "present": bool(state.present),
            "loaded": engine is not None,
            "missing": [str(name) for name in state.missing],
            "device": None if engine is None else str(engine.device),
            "dtype": None if engine is None else str(engine.dtype),
            "load_count": int(Engine.load_count),
        }


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


# --------------------------------------------------------------------------- dispatcher


class Dispatcher:
    """Executes validated requests against the pipeline, storage and engine.

    Thread-safe: quick requests may run on several threads while one model job runs on the
    worker thread; each thread gets its own history/vault handle (SQLite connections are
    per-thread).
    """

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

    # storage handles ------------------------------------------------------------------

    def _history(self) -> History:
        handle: History | None = getattr(self._local, "history", None)
        if handle is None:
            from dp_anonymizer.storage import open_history

            handle = open_history(self.history_path)
            self._local.history = handle
        return handle

    def _vault(self) -> Vault:
        handle: Vault | None = getattr(self._local, "vault", None)
        if handle is None:
            from dp_anonymizer.storage import open_vault

            handle = open_vault(self.vault_path)
            self._local.vault = handle
        return handle

    def _ledgers(self) -> LedgerStore:
        """The conversations' privacy ledgers, in the vault's file (beside their mappings)."""
        handle: LedgerStore | None = getattr(self._local, "ledgers", None)
        if handle is None:
            from dp_anonymizer.storage import open_ledgers

            handle = open_ledgers(self.vault_path)
            self._local.ledgers = handle
        return handle

    # entry point ----------------------------------------------------------------------

    def needs_model(self, request: Request) -> bool:
        """True for work that may run the models (it goes through the one-at-a-time queue)."""
        return isinstance(request, RewriteRequest) and request.mode != "rules"

    def handle(
        self,
        request: Request,
        *,
        emit: Emit | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> Reply:
        """Run ``request`` and return its final reply (result, cancelled or error); never raises.

        ``emit`` receives ``progress`` replies; ``cancelled`` is polled at chunk boundaries.
        ``cancel``, ``auth`` and ``pair`` belong to the transport (see :class:`Session`).
        """
        try:
            return self._handle(request, emit or (lambda _reply: None), cancelled)
        except RequestCancelledError:
            log.info("request %s cancelled", request.id)
            return cancelled_reply(request.id)
        except Exception as exc:
            return error_reply(exc, request.id)

    def _handle(self, request: Request, emit: Emit, cancelled: Callable[[], bool] | None) -> Reply:
        if isinstance(request, RewriteRequest):
            return result_reply(request.id, "rewrite", self._rewrite(request, emit, cancelled))
        if isinstance(request, DetectRequest):
            return result_reply(request.id, "detect", self._detect(request))
        if isinstance(request, RestoreRequest):
            return result_reply(request.id, "restore", self._restore(request))
        if isinstance(request, StatusRequest):
            return result_reply(request.id, "status", self.status())
        if isinstance(request, HistoryListRequest):
            return result_reply(request.id, request.type, self._history_list(request))
        if isinstance(request, HistoryGetRequest):
            return result_reply(request.id, request.type, self._history_get(request))
        if isinstance(request, HistoryDeleteRequest):
            return result_reply(request.id, request.type, self._history_delete(request))
        if isinstance(request, HistoryExportRequest):
            return result_reply(request.id, request.type, self._history_export(request))
        if isinstance(request, HistorySettingsRequest):
            return result_reply(request.id, request.type, self._history_settings(request))
        raise InvalidRequestError(
            f"'{request.type}' is not available on this connection", request_id=request.id
        )

    # requests -------------------------------------------------------------------------

    def _detect_config(self, params: DetectParams | None) -> DetectConfig:
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

    def _mapping(self, conversation_id: str | None) -> PlaceholderMap | None:
        if conversation_id is None:
            return None
        return self._vault().load_or_new(conversation_id)

    def _rewrite(
        self, request: RewriteRequest, emit: Emit, cancelled: Callable[[], bool] | None
    ) -> dict[str, Any]:
        from dp_anonymizer.corrections import prepare
        from dp_anonymizer.pipeline import Progress, RewriteParams, rewrite

        _check_size(request.text, self.max_text_bytes)
        mode = request.mode or "auto"
        params = request.params
        fields: dict[str, Any] = {}
        if params is not None:
            for name in ("epsilon", "delta", "clip", "steps", "accountant", "pad_to", "seed"):
                value = getattr(params, name)
                if value is not None:
                    fields[name] = value
        engine: Engine | None = None
        if mode == "dp" or (mode == "auto" and self.engines.present()):
            engine = self.engines.get()
        rewrite_params = RewriteParams(detect=self._detect_config(params), mode=mode, **fields)
        revision = prepare(self._vault, self._history, request.conversation_id, request.revises)
        mapping = revision.mapping
        ledger, budget = self._ledger_and_budget(request, rewrite_params.delta)

        def on_progress(progress: Progress) -> None:
            emit(
                {
                    "v": PROTOCOL_VERSION,
                    "id": request.id,
                    "type": "progress",
                    "stage": progress.stage,
                    "done": int(progress.done),
                    "total": int(progress.total),
                }
            )

        result = rewrite(
            request.text,
            rewrite_params,
            engine=engine,
            mapping=mapping,
            on_progress=on_progress,
            cancelled=cancelled,
            max_text_bytes=self.max_text_bytes,
            ledger=ledger,
            budget=budget,
        )
        warnings = list(result.warnings)
        receipt = result.receipt
        if request.conversation_id is not None:
            receipt = self._record_spend(
                request.conversation_id, receipt, rewrite_params.delta, budget
            )
        history_id: str | None = None
        try:
            # The history keeps the original only when the user enabled store_originals;
            # store_original=false opts this one request out.
            history_id = self._history().add(
                receipt=receipt,
                output=result.output,
                origin=request.origin,
                conversation_id=request.conversation_id,
                original=None if request.store_original is False else request.text,
            )
        except StorageError as exc:
            log.warning("history not saved: %s", type(exc).__name__)
            warnings.append(f"The result was not saved to the history: {exc}")
        placeholders = (s.placeholder for s in result.spans)
        revision.commit(self._vault, self._history, placeholders, history_id)
        return {
            "output": result.output,
            "spans": [_span_data(s) for s in result.spans],
            "sensitivity": int(result.sensitivity),
            "receipt": receipt.model_dump(mode="json"),
            "history_id": history_id,
            "warnings": warnings,
        }

    def _ledger_and_budget(
        self, request: RewriteRequest, delta: float
    ) -> tuple[Ledger | None, Budget | None]:
        """The conversation's ledger so far and its budget (None without a conversation)."""
        from dp_anonymizer.privacy import Budget, Ledger

        params = request.params
        budget: Budget | None = None
        if params is not None and params.conversation_budget is not None:
            budget = Budget(params.conversation_budget, delta, params.budget_action or "warn")
        if request.conversation_id is None:
            return None, budget
        return Ledger(*self._ledgers().get(request.conversation_id)), budget

    def _record_spend(
        self, conversation_id: str, receipt: Receipt, delta: float, budget: Budget | None
    ) -> Receipt:
        """Add this result to the conversation's ledger; the receipt gets the new total."""
        from dp_anonymizer.privacy import Ledger, LedgerView
        from dp_anonymizer.storage import LedgerRow

        def change(row: LedgerRow) -> LedgerRow:
            return LedgerRow(*dataclasses.astuple(Ledger(*row).record(receipt)))

        row = self._ledgers().update(conversation_id, change)
        view = LedgerView.of(Ledger(*row), delta, budget)
        return receipt.model_copy(update={"ledger": view.as_dict()})

    def _detect(self, request: DetectRequest) -> dict[str, Any]:
        from dp_anonymizer.detect import detect

        _check_size(request.text, self.max_text_bytes)
        detection = detect(
            request.text,
            self._detect_config(request.params),
            self._mapping(request.conversation_id),
            max_text_bytes=self.max_text_bytes,
        )
        return {
            "output": detection.output,
            "spans": [_span_data(s) for s in detection.spans],
            "sensitivity": int(detection.sensitivity),
            "counts": {str(k): int(v) for k, v in detection.counts.items()},
        }

    def _restore(self, request: RestoreRequest) -> dict[str, Any]:
        _check_size(request.text, self.max_text_bytes)
        mapping = self._vault().load(request.conversation_id)
        output, unknown = mapping.restore(request.text)
        restored = sum(request.text.count(p) for p in mapping.to_dict())
        return {"output": output, "restored": restored, "unknown": list(unknown)}

    def status(self) -> dict[str, Any]:
        from dp_anonymizer.paths import permission_fixes
        from dp_anonymizer.storage.db import damaged_files

        models = self.engines.status()
        warnings: list[str] = list(self.status_warnings())
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
            "transport": self.transport,
            "models": models,
            "queue_length": int(self.queue_length()),
            "default_path": "dp-rewrite" if models["present"] else "rules-only",
            "warnings": warnings,
            "detection_layers": list(_detection_layers()),
        }

    def _history_list(self, request: HistoryListRequest) -> dict[str, Any]:
        entries, total = self._history().list(
            limit=request.limit if request.limit is not None else 50,
            offset=request.offset or 0,
            origin=request.origin,
            path=request.path,
            query=request.query,
        )
        return {"entries": _jsonable(list(entries)), "total": int(total)}

    def _history_get(self, request: HistoryGetRequest) -> dict[str, Any]:
        entry = self._history().get(
            request.entry_id, include_original=bool(request.include_original)
        )
        return {"entry": _jsonable(entry)}

    def _history_delete(self, request: HistoryDeleteRequest) -> dict[str, Any]:
        history = self._history()
        if request.entry_id is not None:
            return {"deleted": int(history.delete(request.entry_id))}
        return {"deleted": int(history.delete_where(origin=request.origin))}

    def _history_export(self, request: HistoryExportRequest) -> dict[str, Any]:
        exported = self._history().export(
            include_originals=bool(request.include_originals), origin=request.origin
        )
        return {"export": _jsonable(exported)}

    def _history_settings(self, request: HistorySettingsRequest) -> dict[str, Any]:
        history = self._history()
        settable = {"retention_days", "max_entries", "store_originals"}
        changes = {n: getattr(request, n) for n in request.model_fields_set & settable}
        settings = history.update_settings(**changes) if changes else history.settings()
        return {"settings": _jsonable(settings)}


# --------------------------------------------------------------------------- session


class Session:
    """Per-connection bookkeeping: in-flight request ids and their cancel flags.

    A transport calls :meth:`begin` before running a request, :meth:`finish` afterwards, and
    :meth:`cancel` for a ``cancel`` request; :meth:`close` cancels everything still running
    when the client goes away, so an abandoned rewrite stops at its next chunk boundary.
    """

    def __init__(self) -> None:
        self._active: dict[str, threading.Event] = {}
        self._lock = threading.Lock()

    def begin(self, request_id: str) -> threading.Event:
        with self._lock:
            if request_id in self._active:
                raise InvalidRequestError(
                    "a request with this id is still running", request_id=request_id
                )
            event = threading.Event()
            self._active[request_id] = event
            return event

    def finish(self, request_id: str) -> None:
        with self._lock:
            self._active.pop(request_id, None)

    def cancel(self, target: str) -> bool:
        with self._lock:
            event = self._active.get(target)
        if event is None:
            return False
        event.set()
        return True

    def close(self) -> None:
        with self._lock:
            events = list(self._active.values())
        for event in events:
            event.set()

    @property
    def active(self) -> int:
        with self._lock:
            return len(self._active)
