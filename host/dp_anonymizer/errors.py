"""One exception root for everything the host raises on purpose.

Hierarchy::

    DpAnonymizerError
    ├── InvalidRequestError                  a message that is not a valid v1 request
    ├── InvalidParameterError (ValueError)   a public argument is out of range
    ├── ConfigError (ValueError)             a user config entry is unusable
    ├── TextTooLargeError                    input or output exceeds a size limit
    ├── DetectionTimeoutError                a pattern ran past its time budget
    ├── ModelsMissingError                   weights not found / not verified
    │   └── DamagedCheckpointError           weights found but they do not load
    ├── WeightsMismatchError                 weights found but the hash differs
    ├── ModelsDownloadError                  ``models download`` could not fetch a model
    ├── RequestCancelledError                the caller cancelled a request
    ├── BudgetExceededError                  the conversation's privacy budget would be passed
    ├── BusyError                            the work queue is full
    ├── UnauthorizedError                    a connection failed authentication
    ├── FramingError                         a transport frame is malformed
    ├── DaemonUnavailableError               the background service cannot be reached
    ├── UnknownConversationError             restore for a conversation we never saw
    ├── EntryNotFoundError (LookupError)     no history entry has this id
    └── StorageError                         history / vault problems
        ├── HistoryDamagedError              SQLite found the history file damaged
        ├── UnsafePathError                  a folder or private file is not safe to use
        └── KeyUnavailableError              the encryption key is missing or wrong

Every exception keeps its data in fields and builds ``__str__`` from them. Messages are
written for users and never contain the text being anonymized. Each class names its stable
wire code in ``code`` (the root's is ``INTERNAL``, which a test forbids for every subclass);
``dp_anonymizer.protocol.session.error_reply`` is the one place exceptions become replies.
"""

from __future__ import annotations

from typing import ClassVar

from dp_anonymizer.protocol.codes import ErrorCode


class DpAnonymizerError(Exception):
    """Root of all deliberate errors of dp-anonymizer."""

    #: The wire code a reply carries for this error; every subclass names its own.
    code: ClassVar[ErrorCode] = ErrorCode.INTERNAL

    @property
    def wire_code(self) -> ErrorCode:
        """The code of this instance's reply (its class's ``code``)."""
        return type(self).code


class InvalidRequestError(DpAnonymizerError):
    """A message that is not a valid v1 request; ``request_id`` is None when unreadable."""

    code = ErrorCode.INVALID_REQUEST

    def __init__(self, reason: str, *, request_id: str | None = None, version: bool = False):
        self.reason = reason
        self.request_id = request_id
        self.version = version
        super().__init__(reason, request_id, version)

    @property
    def wire_code(self) -> ErrorCode:
        """Another protocol version is its own code, so the extension can say "update"."""
        return ErrorCode.UNSUPPORTED_VERSION if self.version else ErrorCode.INVALID_REQUEST

    def __str__(self) -> str:
        return f"Invalid request: {self.reason}."


class InvalidParameterError(DpAnonymizerError, ValueError):
    """A public argument is out of its range, e.g. ``epsilon must be finite and > 0, got inf``."""

    code = ErrorCode.INVALID_REQUEST

    def __init__(self, name: str, value: object, expected: str) -> None:
        self.name = name
        self.value = value
        self.expected = expected
        super().__init__(name, value, expected)

    def __str__(self) -> str:
        return f"{self.name} must be {self.expected}, got {self.value!r}"


class ConfigError(DpAnonymizerError, ValueError):
    """A user configuration entry cannot be used; names the entry, never user text."""

    code = ErrorCode.INVALID_REQUEST

    def __init__(self, entry: str, reason: str) -> None:
        self.entry = entry
        self.reason = reason
        super().__init__(entry, reason)

    def __str__(self) -> str:
        return f"configuration entry {self.entry}: {self.reason}"


class TextTooLargeError(DpAnonymizerError):
    """Input or output is larger than the configured limit."""

    code = ErrorCode.TEXT_TOO_LARGE

    def __init__(self, size_bytes: int, limit_bytes: int, what: str = "text") -> None:
        self.size_bytes = size_bytes
        self.limit_bytes = limit_bytes
        self.what = what
        super().__init__(size_bytes, limit_bytes, what)

    def __str__(self) -> str:
        return (
            f"The {self.what} is {self.size_bytes:,} bytes; the limit is "
            f"{self.limit_bytes:,} bytes. Split it into smaller parts."
        )


class ModelsMissingError(DpAnonymizerError):
    """The rewrite models are not available on this machine."""

    code = ErrorCode.MODELS_MISSING

    def __init__(self, missing: list[str]) -> None:
        self.missing = list(missing)
        super().__init__(self.missing)

    def __str__(self) -> str:
        names = ", ".join(self.missing) or "unknown"
        return (
            f"The rewrite models are not installed ({names}). Run "
            "'dp-anonymizer models download' on a machine with internet, or use rules-only mode."
        )


class WeightsMismatchError(DpAnonymizerError):
    """A weight file was found but its hash does not match the expected one."""

    code = ErrorCode.MODELS_MISSING

    def __init__(self, model_id: str, path: str, expected: str, actual: str) -> None:
        self.model_id = model_id
        self.path = path
        self.expected = expected
        self.actual = actual
        super().__init__(model_id, path, expected, actual)

    def __str__(self) -> str:
        return (
            f"Weights for {self.model_id} at {self.path} do not match the expected hash "
            f"(expected {self.expected[:12]}…, found {self.actual[:12]}…)."
        )


class RequestCancelledError(DpAnonymizerError):
    """The request was cancelled by its caller; raised at a chunk boundary."""

    code = ErrorCode.CANCELLED

    def __str__(self) -> str:
        return "The request was cancelled."


class BudgetExceededError(DpAnonymizerError):
    """A rewrite would take the conversation past the privacy budget the user chose to enforce."""

    code = ErrorCode.BUDGET_EXCEEDED

    def __init__(self, epsilon: float, delta: float) -> None:
        self.epsilon = epsilon
        self.delta = delta
        super().__init__(epsilon, delta)

    def __str__(self) -> str:
        return (
            f"This rewrite would take the conversation past its privacy budget (ε = "
            f"{self.epsilon:g} at δ = {self.delta:g}), so it was not run. Start a new "
            "conversation, raise the budget, or switch the budget to 'warn'."
        )


class BusyError(DpAnonymizerError):
    """The bounded work queue is full."""

    code = ErrorCode.BUSY

    def __init__(self, queue_length: int) -> None:
        self.queue_length = queue_length
        super().__init__(queue_length)

    def __str__(self) -> str:
        return f"The host is busy ({self.queue_length} requests queued). Try again shortly."


class UnauthorizedError(DpAnonymizerError):
    """A connection did not prove it is our extension."""

    code = ErrorCode.UNAUTHORIZED

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)

    def __str__(self) -> str:
        return f"Not authorized: {self.reason}."


class FramingError(DpAnonymizerError):
    """A transport frame is malformed (bad length, truncated body, invalid UTF-8)."""

    code = ErrorCode.INVALID_REQUEST

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)

    def __str__(self) -> str:
        return f"Malformed message frame: {self.reason}."


class UnknownConversationError(DpAnonymizerError):
    """``restore`` was asked for a conversation the vault does not know (or that expired)."""

    code = ErrorCode.NOT_FOUND

    def __init__(self, conversation_id: str) -> None:
        self.conversation_id = conversation_id
        super().__init__(conversation_id)

    def __str__(self) -> str:
        return (
            f"No placeholders are stored for conversation {self.conversation_id!r}; "
            "it may have expired under the retention policy."
        )


class StorageError(DpAnonymizerError):
    """The local history or vault could not be read or written."""

    code = ErrorCode.STORAGE

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)

    def __str__(self) -> str:
        return f"Local storage problem: {self.reason}."


class HistoryDamagedError(StorageError):
    """SQLite found the history file damaged; it was set aside and a fresh one started."""

    code = ErrorCode.HISTORY_DAMAGED

    def __str__(self) -> str:
        return (
            "The history file was damaged and has been set aside (history.sqlite3.damaged-* "
            "in the data directory); a new, empty history was started. Try again."
        )


class UnsafePathError(StorageError):
    """A folder or private file is not safe to use (another user's, or a planted symlink)."""

    code = ErrorCode.STORAGE

    def __init__(self, path: object, why: str) -> None:
        self.path = str(path)
        self.why = why
        super().__init__(f"refusing to use {self.path}: {why}")

    def __str__(self) -> str:
        return (
            f"Refusing to use {self.path}: {self.why}. Fix its owner and permissions, or "
            "choose other folders (DPA_DATA_DIR)."
        )


class KeyUnavailableError(StorageError):
    """The encryption key is missing or does not decrypt the stored data."""

    code = ErrorCode.STORAGE


class DetectionTimeoutError(DpAnonymizerError):
    """A pattern ran past its time budget; detection stops rather than miss PII."""

    code = ErrorCode.TEXT_TOO_LARGE

    def __init__(self, recognizer: str) -> None:
        self.recognizer = recognizer
        super().__init__(recognizer)

    def __str__(self) -> str:
        return (
            f"PII detection took too long in recognizer {self.recognizer}; the text was not "
            "processed. Split it into smaller parts."
        )


class DamagedCheckpointError(ModelsMissingError):
    """A model's files are present (and may match their hashes) but do not load as that model.

    For the user this is the same as missing models: download them again.
    """

    def __init__(self, role: str, reason: str) -> None:
        self.role = role
        self.reason = reason
        super().__init__([role])

    def __str__(self) -> str:
        return (
            f"The {self.role} model's files are damaged ({self.reason}). Run "
            "'dp-anonymizer models download' again; until then rewrites use rules-only mode."
        )


class ModelsDownloadError(DpAnonymizerError):
    """``models download`` could not fetch a model (offline, hub error, disk full)."""

    code = ErrorCode.MODELS_MISSING

    def __init__(self, repo_id: str, reason: str) -> None:
        self.repo_id = repo_id
        self.reason = reason
        super().__init__(repo_id, reason)

    def __str__(self) -> str:
        return (
            f"Could not download {self.repo_id}: {self.reason}. The download needs internet "
            "access to huggingface.co; on an offline machine copy a models directory made "
            "elsewhere and point --models-dir or DPA_MODELS_DIR at it."
        )


class NerModelInstallError(DpAnonymizerError):
    """``models download`` could not fetch or install the NER model; ``reason_code``
    (NER_MODEL_OFFLINE, NER_MODEL_HASH_MISMATCH, NER_MODEL_INSTALL_FAILED) is stable for
    scripts, the wire code is MODELS_MISSING like any other model download failure."""

    code = ErrorCode.MODELS_MISSING

    def __init__(self, reason_code: str, package: str, reason: str) -> None:
        self.reason_code = reason_code
        self.package = package
        self.reason = reason
        super().__init__(reason_code, package, reason)

    def __str__(self) -> str:
        return f"[{self.reason_code}] Could not install the NER model {self.package}: {self.reason}"


class DaemonUnavailableError(DpAnonymizerError):
    """The daemon is not running and could not be started."""

    code = ErrorCode.SERVICE_UNAVAILABLE

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)

    def __str__(self) -> str:
        return f"The local background service is not available: {self.reason}."


class EntryNotFoundError(DpAnonymizerError, LookupError):
    """No history entry has this id (deleted, expired, or never existed)."""

    code = ErrorCode.NOT_FOUND

    def __init__(self, entry_id: str) -> None:
        self.entry_id = entry_id
        super().__init__(entry_id)

    def __str__(self) -> str:
        return f"No history entry {self.entry_id!r}; it may have been deleted or expired."


class UnknownRevisionError(EntryNotFoundError):
    """``revises`` names no result in the history (deleted, expired, or never saved)."""

    def __str__(self) -> str:
        return (
            "The result being corrected is no longer in the history (it was deleted or has "
            "expired); anonymize the text again instead."
        )
