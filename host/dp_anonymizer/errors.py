"""One exception root for everything the host raises on purpose.

Hierarchy::

    DpAnonymizerError
    ├── InvalidParameterError (ValueError)   a public argument is out of range
    ├── ConfigError (ValueError)             a user config entry is unusable
    ├── TextTooLargeError                    input or output exceeds a size limit
    ├── ModelsMissingError                   weights not found / not verified
    ├── WeightsMismatchError                 weights found but the hash differs
    ├── RequestCancelledError                the caller cancelled a request
    ├── BusyError                            the work queue is full
    ├── UnauthorizedError                    a connection failed authentication
    ├── FramingError                         a transport frame is malformed
    ├── UnknownConversationError             restore for a conversation we never saw
    └── StorageError                         history / vault problems
        └── KeyUnavailableError              the encryption key is missing or wrong

Every exception keeps its data in fields and builds ``__str__`` from them. Messages are
written for users and never contain the text being anonymized. Wire error codes are
assigned in one place only: ``dp_anonymizer.protocol.dispatch``.
"""

from __future__ import annotations


class DpAnonymizerError(Exception):
    """Root of all deliberate errors of dp-anonymizer."""


class InvalidParameterError(DpAnonymizerError, ValueError):
    """A public argument is out of its range, e.g. ``epsilon must be finite and > 0, got inf``."""

    def __init__(self, name: str, value: object, expected: str) -> None:
        self.name = name
        self.value = value
        self.expected = expected
        super().__init__(name, value, expected)

    def __str__(self) -> str:
        return f"{self.name} must be {self.expected}, got {self.value!r}"


class ConfigError(DpAnonymizerError, ValueError):
    """A user configuration entry cannot be used; names the entry, never user text."""

    def __init__(self, entry: str, reason: str) -> None:
        self.entry = entry
        self.reason = reason
        super().__init__(entry, reason)

    def __str__(self) -> str:
        return f"configuration entry {self.entry}: {self.reason}"


class TextTooLargeError(DpAnonymizerError):
    """Input or output is larger than the configured limit."""

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

    def __str__(self) -> str:
        return "The request was cancelled."


class BudgetExceededError(DpAnonymizerError):
    """A rewrite would take the conversation past the privacy budget the user chose to enforce."""

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

    def __init__(self, queue_length: int) -> None:
        self.queue_length = queue_length
        super().__init__(queue_length)

    def __str__(self) -> str:
        return f"The host is busy ({self.queue_length} requests queued). Try again shortly."


class UnauthorizedError(DpAnonymizerError):
    """A connection did not prove it is our extension."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)

    def __str__(self) -> str:
        return f"Not authorized: {self.reason}."


class FramingError(DpAnonymizerError):
    """A transport frame is malformed (bad length, truncated body, invalid UTF-8)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)

    def __str__(self) -> str:
        return f"Malformed message frame: {self.reason}."


class UnknownConversationError(DpAnonymizerError):
    """``restore`` was asked for a conversation the vault does not know (or that expired)."""

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

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)

    def __str__(self) -> str:
        return f"Local storage problem: {self.reason}."


class HistoryDamagedError(StorageError):
    """SQLite found the history file damaged; it was set aside and a fresh one started."""

    def __str__(self) -> str:
        return (
            "The history file was damaged and has been set aside (history.sqlite3.damaged-* "
            "in the data directory); a new, empty history was started. Try again."
        )


class UnsafePathError(StorageError):
    """A folder or private file is not safe to use (another user's, or a planted symlink)."""

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
