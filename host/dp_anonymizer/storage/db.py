"""The SQLite file behind the history and the placeholder vault: connections, schema, migrations.

Invariants:

* WAL journal, ``synchronous=FULL``: a process killed at any instant leaves a consistent
  file that loses at most the transaction it was in (SQLite's atomic commit).
* One connection per (process, thread); every write runs in its own ``BEGIN IMMEDIATE``
  transaction, so concurrent writers queue on the lock (``busy_timeout``) instead of
  failing, and readers never block writers.
* ``secure_delete=ON`` zeroes deleted rows; ``temp_store=MEMORY`` keeps sort spills off disk.
* The schema version lives in ``PRAGMA user_version``; ``MIGRATIONS[i]`` moves the schema from
  version ``i`` to ``i + 1`` and runs inside the same transaction as the version bump.
* sqlite3 error messages are never passed on verbatim: only the error name, so no stored
  value can leak into an error or a log line.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from dp_anonymizer.errors import StorageError
from dp_anonymizer.paths import data_dir

#: File name of the database inside ``data_dir()``.
DB_FILE_NAME = "history.sqlite3"
#: Milliseconds a connection waits for another process's lock before giving up.
BUSY_TIMEOUT_MS = 10_000

MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1: entries, settings, meta (key check value), vault.
    """
    CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL            -- JSON
    );
    CREATE TABLE entries (
        id TEXT PRIMARY KEY,           -- uuid4
        created_at TEXT NOT NULL,      -- UTC ISO 8601, fixed width: sorts as text
        origin TEXT,
        conversation_id TEXT,
        path TEXT NOT NULL,            -- "dp-rewrite" | "rules-only"
        epsilon REAL,
        chunks INTEGER,
        categories TEXT NOT NULL,      -- JSON list of placeholdered categories
        receipt TEXT NOT NULL,         -- Receipt JSON: categories and counts, no user words
        key_id TEXT NOT NULL,          -- check value of the key that sealed output/original
        output BLOB NOT NULL,          -- AES-GCM sealed
        original BLOB                  -- AES-GCM sealed; NULL unless store_originals
    );
    CREATE INDEX entries_created ON entries (created_at);
    CREATE INDEX entries_origin ON entries (origin, created_at);
    CREATE INDEX entries_conversation ON entries (conversation_id);
    CREATE TABLE vault (
        conversation_id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        key_id TEXT NOT NULL,
        mapping BLOB NOT NULL          -- AES-GCM sealed JSON {placeholder: original}
    );
    CREATE INDEX vault_updated ON vault (updated_at);
    """,
    # 1 -> 2: per-conversation privacy ledgers (numbers only, see storage/ledger.py).
    """
    CREATE TABLE ledger (
        conversation_id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        releases INTEGER NOT NULL,     -- DP rewrites sent in the conversation
        mu_squared REAL NOT NULL,      -- sum of their GDP mu squared, rounded up
        uncovered INTEGER NOT NULL     -- results sent without a DP claim
    );
    CREATE INDEX ledger_updated ON ledger (updated_at);
    """,
)

SCHEMA_VERSION = len(MIGRATIONS)


def default_db_path() -> Path:
    return data_dir() / DB_FILE_NAME


def storage_error(exc: sqlite3.Error, doing: str) -> StorageError:
    """Wrap a sqlite3 error without its message (which could quote stored values)."""
    name = getattr(exc, "sqlite_errorname", None) or type(exc).__name__
    if name in ("SQLITE_NOTADB", "SQLITE_CORRUPT"):
        return StorageError(
            f"the history file is damaged or not a dp-anonymizer database ({name} while "
            f"{doing}); move {DB_FILE_NAME} out of the data directory to start a new history"
        )
    if name == "SQLITE_BUSY":
        return StorageError(
            f"the history database stayed locked by another process while {doing} ({name}); "
            "try again"
        )
    return StorageError(f"the history database failed while {doing} ({name})")


class Database:
    """A SQLite file shared by History and Vault; hands out per-thread connections."""

    def __init__(self, path: Path | None = None, *, busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> None:
        self.path = Path(path) if path is not None else default_db_path()
        self.busy_timeout_ms = busy_timeout_ms
        self._local = threading.local()
        self._all: list[sqlite3.Connection] = []
        self._all_lock = threading.Lock()
        self._create_file()
        self._migrate()

    def _create_file(self) -> None:
        """Create the file with mode 0600 before SQLite does (it would honour the umask)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            os.close(fd)
        except OSError as exc:
            raise StorageError(f"cannot create the history file ({exc.strerror})") from exc

    def _connect(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(
                self.path,
                timeout=self.busy_timeout_ms / 1000,
                isolation_level=None,  # autocommit; transactions are explicit
                check_same_thread=True,
            )
            conn.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_ms)}")
            self._set_wal(conn)
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA secure_delete = ON")
            conn.execute("PRAGMA temp_store = MEMORY")
            conn.execute("PRAGMA foreign_keys = ON")
        except sqlite3.Error as exc:
            raise storage_error(exc, "opening") from exc
        return conn

    def _set_wal(self, conn: sqlite3.Connection) -> None:
        # Switching a fresh file to WAL needs an exclusive lock for an instant; a second
        # process doing the same can get SQLITE_BUSY without the busy handler, so retry.
        for attempt in range(50):
            try:
                mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            except sqlite3.OperationalError:
                time.sleep(0.02 * (attempt + 1))
                continue
            if str(mode).lower() == "wal":
                return
            time.sleep(0.02 * (attempt + 1))
        raise StorageError("the history database could not be switched to WAL mode")

    def conn(self) -> sqlite3.Connection:
        """This thread's connection (a new one after fork: connections never cross processes)."""
        pid = os.getpid()
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None or getattr(self._local, "pid", None) != pid:
            conn = self._connect()
            self._local.conn = conn
            self._local.pid = pid
            with self._all_lock:
                self._all.append(conn)
        return conn

    @contextmanager
    def write(self, doing: str) -> Iterator[sqlite3.Connection]:
        """One write transaction: ``BEGIN IMMEDIATE`` … ``COMMIT``, rolled back on any error."""
        conn = self.conn()
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise storage_error(exc, doing) from exc
        try:
            yield conn
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise storage_error(exc, doing) from exc

    @contextmanager
    def read(self, doing: str) -> Iterator[sqlite3.Connection]:
        """A consistent snapshot for several SELECTs (deferred transaction)."""
        conn = self.conn()
        try:
            conn.execute("BEGIN")
        except sqlite3.Error as exc:
            raise storage_error(exc, doing) from exc
        try:
            yield conn
        except sqlite3.Error as exc:
            raise storage_error(exc, doing) from exc
        finally:
            if conn.in_transaction:
                conn.execute("COMMIT")

    def _migrate(self) -> None:
        conn = self.conn()
        try:
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        except sqlite3.DatabaseError as exc:
            raise storage_error(exc, "reading the schema version") from exc
        if version == SCHEMA_VERSION:
            return
        with self.write("upgrading the schema") as wconn:
            # Re-read under the write lock: another process may have migrated meanwhile.
            version = int(wconn.execute("PRAGMA user_version").fetchone()[0])
            if version > SCHEMA_VERSION:
                raise StorageError(
                    f"the history database has schema version {version}, newer than this "
                    f"program understands ({SCHEMA_VERSION}); upgrade dp-anonymizer"
                )
            try:
                for step in range(version, SCHEMA_VERSION):
                    for statement in _statements(MIGRATIONS[step]):
                        wconn.execute(statement)
                    wconn.execute(f"PRAGMA user_version = {step + 1}")
            except sqlite3.Error as exc:
                raise storage_error(exc, "upgrading the schema") from exc

    def schema_version(self) -> int:
        return int(self.conn().execute("PRAGMA user_version").fetchone()[0])

    def get_meta(self, conn: sqlite3.Connection, key: str) -> str | None:
        row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_meta(self, conn: sqlite3.Connection, key: str, value: str) -> None:
        conn.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    def close(self) -> None:
        """Close every connection this object opened (call from the owning threads' end)."""
        with self._all_lock:
            conns, self._all = self._all, []
        for conn in conns:
            # One opened by another thread refuses; it closes when that thread's object goes.
            with contextlib.suppress(sqlite3.ProgrammingError):
                conn.close()
        self._local = threading.local()


def _statements(script: str) -> list[str]:
    """Split a migration script into statements (``executescript`` would COMMIT on its own)."""
    statements: list[str] = []
    current = ""
    for line in script.splitlines():
        current += line.split("--", 1)[0] + "\n"
        if sqlite3.complete_statement(current):
            if current.strip():
                statements.append(current.strip())
            current = ""
    if current.strip():
        statements.append(current.strip())
    return statements
