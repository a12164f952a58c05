"""Sans-I/O protocol session: bytes in, a request to run or a reply out; never touches a socket.

Transports (native messaging, WebSocket, daemon) only move bytes. For every message they call
:meth:`Session.receive`, which parses it, decides whether this kind of connection may send that
request type (:data:`ALLOWED_TYPES`, the one place that decides it) and answers ``cancel``
itself. This module is also the ONE place where exceptions become wire replies
(:func:`error_reply`): a deliberate ``DpAnonymizerError`` carries its stable ``code`` and a
user-safe sentence; anything unexpected becomes ``INTERNAL`` with a generic sentence, and its
details go to the log only -- never to the user, because exception text can contain the text
being anonymized. Log lines never contain request text either.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable, Mapping
from typing import Any, Literal

from pydantic import TypeAdapter, ValidationError

from dp_anonymizer.errors import DpAnonymizerError, InvalidRequestError
from dp_anonymizer.protocol.codes import DEFAULT_MESSAGES, ErrorCode
from dp_anonymizer.protocol.json_text import encodable
from dp_anonymizer.protocol.messages import (
    PROTOCOL_VERSION,
    REQUEST_TYPES,
    CancelRequest,
    Request,
)

log = logging.getLogger(__name__)

Reply = dict[str, Any]
Emit = Callable[[Reply], None]
#: The kinds of connection; ``websocket-handshake`` is a WebSocket before it authenticated.
Channel = Literal["native-messaging", "websocket", "websocket-handshake"]
Transport = Literal["native-messaging", "websocket"]

#: Request types a connection answers itself, never through a handler.
CONNECTION_TYPES = frozenset({"cancel", "auth", "pair"})
#: Request types the handler table serves.
SERVICE_TYPES = REQUEST_TYPES - CONNECTION_TYPES

#: Which request types each kind of connection accepts. ``auth`` is only the first message
#: of a WebSocket; ``pair`` (which hands out the WebSocket token) only through native
#: messaging, whose peer the browser vouches for.
ALLOWED_TYPES: Mapping[Channel, frozenset[str]] = {
    "websocket-handshake": frozenset({"auth"}),
    "websocket": SERVICE_TYPES | {"cancel"},
    "native-messaging": SERVICE_TYPES | {"cancel", "pair"},
}

#: Why a request type is refused on a connection that does not accept it.
_REFUSALS: Mapping[tuple[Channel, str], str] = {
    ("websocket", "auth"): "Already authenticated.",
    ("websocket", "pair"): "'pair' is only available through native messaging.",
    ("native-messaging", "auth"): "'auth' is only used on WebSocket connections.",
}

_REQUEST_ADAPTER: TypeAdapter[Request] = TypeAdapter(Request)


# --------------------------------------------------------------------------- replies


def _code_for(exc: BaseException) -> tuple[ErrorCode, str] | None:
    """Stable code and user sentence for a deliberate error; None for anything unexpected."""
    if isinstance(exc, DpAnonymizerError) and exc.wire_code is not ErrorCode.INTERNAL:
        return exc.wire_code, str(exc)
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


def progress_reply(request_id: str, stage: str, done: int, total: int) -> Reply:
    return {
        "v": PROTOCOL_VERSION,
        "id": request_id,
        "type": "progress",
        "stage": stage,
        "done": int(done),
        "total": int(total),
    }


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
    if not encodable(raw):
        # Lone surrogates ("\ud800") decode from JSON but cannot be sent back as UTF-8.
        raise InvalidRequestError("the message contains invalid Unicode", request_id=request_id)
    try:
        return _REQUEST_ADAPTER.validate_python(raw)
    except ValidationError as exc:
        errors = exc.errors(include_input=False, include_url=False, include_context=False)
        reason = "; ".join(_describe(e, kind) for e in errors[:3])
        raise InvalidRequestError(reason, request_id=request_id) from None


# --------------------------------------------------------------------------- session


class Session:
    """One connection's protocol state: what it may send, its in-flight ids and cancel flags.

    A transport calls :meth:`receive` for every message (a request to run, or a reply to send
    as is), :meth:`begin` before running a request, :meth:`finish` afterwards; :meth:`close`
    cancels everything still running when the client goes away, so an abandoned rewrite stops
    at its next chunk boundary.
    """

    def __init__(self, channel: Channel = "websocket") -> None:
        self.channel: Channel = channel
        self._active: dict[str, threading.Event] = {}
        self._lock = threading.Lock()

    def receive(
        self, data: bytes | str | Mapping[str, Any], *, answer_cancel: bool = True
    ) -> Request | Reply:
        """Parse and route one message: the request to run, or the reply that answers it now.

        A request type this connection may not send gets its ``INVALID_REQUEST`` reply here;
        ``cancel`` is answered here unless ``answer_cancel`` is False (the native host passes it
        on to the daemon, which runs the target).
        """
        try:
            request = parse_request(data)
        except InvalidRequestError as exc:
            return error_reply(exc, exc.request_id)
        if request.type not in ALLOWED_TYPES[self.channel]:
            sentence = _REFUSALS.get(
                (self.channel, request.type),
                f"'{request.type}' is not available on this connection.",
            )
            return make_error(ErrorCode.INVALID_REQUEST, sentence, request.id)
        if isinstance(request, CancelRequest) and answer_cancel:
            found = self.cancel(request.target)
            log.info("cancel %s -> %s", request.target, "found" if found else "not running")
            return result_reply(request.id, "cancel", {"target": request.target, "found": found})
        return request

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
