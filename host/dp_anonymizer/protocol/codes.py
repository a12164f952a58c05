"""Stable wire error codes and the default sentence a user sees for each.

The names are part of protocol v1: never rename or reuse one. Exceptions are mapped onto these
codes by their own ``code`` (``dp_anonymizer.errors``); replies are built in one place only,
``dp_anonymizer.protocol.session.error_reply``.
"""

from __future__ import annotations

from enum import StrEnum


class ErrorCode(StrEnum):
    INVALID_REQUEST = "INVALID_REQUEST"
    UNSUPPORTED_VERSION = "UNSUPPORTED_VERSION"
    TEXT_TOO_LARGE = "TEXT_TOO_LARGE"
    MODELS_MISSING = "MODELS_MISSING"
    BUSY = "BUSY"
    UNAUTHORIZED = "UNAUTHORIZED"
    CANCELLED = "CANCELLED"
    NOT_FOUND = "NOT_FOUND"
    STORAGE = "STORAGE"
    HISTORY_DAMAGED = "HISTORY_DAMAGED"
    INTERNAL = "INTERNAL"
    BUDGET_EXCEEDED = "BUDGET_EXCEEDED"
    SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE"


#: Sentences used when the error itself carries no safer, more specific message.
DEFAULT_MESSAGES: dict[ErrorCode, str] = {
    ErrorCode.INVALID_REQUEST: "The request could not be understood.",
    ErrorCode.UNSUPPORTED_VERSION: (
        "The extension and the local host speak different protocol versions; update both."
    ),
    ErrorCode.TEXT_TOO_LARGE: "The text is too large. Split it into smaller parts.",
    ErrorCode.MODELS_MISSING: (
        "The rewrite models are not installed. Run 'dp-anonymizer models download', "
        "or use rules-only mode."
    ),
    ErrorCode.BUSY: "The host is busy with other requests. Try again shortly.",
    ErrorCode.UNAUTHORIZED: (
        "Not authorized: pair the extension again ('dp-anonymizer pair' shows the token)."
    ),
    ErrorCode.CANCELLED: "The request was cancelled.",
    ErrorCode.NOT_FOUND: "Nothing was found for that request.",
    ErrorCode.STORAGE: "The local history could not be read or written.",
    ErrorCode.HISTORY_DAMAGED: (
        "The history file was damaged and has been set aside; a new, empty history was "
        "started. Try again."
    ),
    ErrorCode.BUDGET_EXCEEDED: (
        "This rewrite would take the conversation past its privacy budget, so it was not run."
    ),
    ErrorCode.SERVICE_UNAVAILABLE: (
        "The local background service could not be started. Run 'dp-anonymizer serve' and "
        "see its log."
    ),
    ErrorCode.INTERNAL: (
        "Something went wrong inside the local host. The details are in its log file."
    ),
}
