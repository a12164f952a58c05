"""Local storage: the receipt history and the placeholder vault, one SQLite file (WAL).

Anything that can hold the user's words is sealed with AES-GCM under a key kept in the OS
keyring (``keys``); see docs/storage.md.
"""

from __future__ import annotations

from dp_anonymizer.errors import EntryNotFoundError
from dp_anonymizer.records import Entry, EntrySummary, HistorySettings
from dp_anonymizer.storage.history import History, KeyStatus, open_history
from dp_anonymizer.storage.ledger import LedgerRow, LedgerStore, open_ledgers
from dp_anonymizer.storage.vault import Vault, open_vault

__all__ = [
    "Entry",
    "EntryNotFoundError",
    "EntrySummary",
    "History",
    "HistorySettings",
    "KeyStatus",
    "LedgerRow",
    "LedgerStore",
    "Vault",
    "open_history",
    "open_ledgers",
    "open_vault",
]
