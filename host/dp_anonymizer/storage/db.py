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
* Nothing but SQLite ever opens the live file. On POSIX, closing *any* descriptor of a file
  drops every lock the process holds on it; a raw open/close beside a live connection let
  another process believe it was the last user and delete the WAL under us (issue #11). A new
  file is created 0600 under a private name and linked into place instead.
* A file SQLite reports damaged (``quick_check`` at the first open in a process, or
  ``SQLITE_CORRUPT``/``SQLITE_NOTADB`` later) is never written again: it is renamed to
  ``history.sqlite3.damaged-<UTC time>`` with its WAL, a fresh file takes its place, and
  ``damaged_files()`` lists what was set aside so ``status`` can tell the user. Every
  transaction checks that its connection still points at the file at ``path`` (inode), so
  other connections, in this process or another, follow to the fresh file.
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from dp_anonymizer.errors import HistoryDamagedError, StorageError
from dp_anonymizer.paths import data_dir, make_private

log = logging.getLogger(__name__)

#: File name of the database inside ``data_dir()``.
DB_FILE_NAME = "history.sqlite3"
#: Milliseconds a connection waits for another process's lock before giving up.
BUSY_TIMEOUT_MS = 10_000
#: Suffix of a damaged file set aside (followed by its UTC time).
DAMAGED_SUFFIX = ".damaged-"
#: SQLite's error names for "this is not a sound database file".
_DAMAGE_ERRORS = frozenset({"SQLITE_CORRUPT", "SQLITE_NOTADB"})

# Files already checked with quick_check by this process (one check per process and file).
_checked: set[Path] = set()
_checked_lock = threading.Lock()

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
    # 2 -> 3: what became of each result (records.Outcome); older entries are 'shown' (no
    # decision recorded), which is all that is known about them.
    """
    ALTER TABLE entries ADD COLUMN outcome TEXT NOT NULL DEFAULT 'shown';
    CREATE INDEX entries_outcome ON entries (outcome, created_at);
    """,
)

SCHEMA_VERSION = len(MIGRATIONS)


def default_db_path() -> Path:
    return data_dir() / DB_FILE_NAME


def _error_name(exc: sqlite3.Error) -> str:
    name = getattr(exc, "sqlite_errorname", None) or type(exc).__name__
    # Extended codes (SQLITE_CORRUPT_INDEX, ...) count as their primary code.
    for primary in _DAMAGE_ERRORS:
        if name.startswith(primary):
            return primary
    return str(name)


def damaged_files(folder: Path | None = None) -> list[Path]:
    """Damaged history files set aside in ``folder`` (default: the data directory), oldest first."""
    folder = folder if folder is not None else data_dir()
    return sorted(folder.glob(f"{DB_FILE_NAME}{DAMAGED_SUFFIX}*[0-9]Z"))


def storage_error(exc: sqlite3.Error, doing: str) -> StorageError:
    """Wrap a sqlite3 error without its message (which could quote stored values)."""
    name = _error_name(exc)
    if name in _DAMAGE_ERRORS:
        return HistoryDamagedError(f"{name} while {doing}")
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
        #: Where a damaged file was moved by this object, if it found one.
        self.set_aside: Path | None = None
        self._create_file()
        self._check_once()
        self._migrate()

    def _create_file(self) -> None:
        """Create the file with mode 0600 before SQLite does (it would honour the umask).

        The new file is made under a private name and hard-linked into place, so this never
        opens (and, above all, never closes) a descriptor of a file SQLite may have open.
        """
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            if self.path.exists() or self.path.is_symlink():
                for suffix in ("", "-wal", "-shm"):  # ours and private, or refused
                    make_private(self.path.with_name(self.path.name + suffix), directory=False)
                return
            tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.{secrets.token_hex(4)}")
            os.close(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
            try:
                os.link(tmp, self.path)
            except FileExistsError:
                pass  # another process created it first: use theirs
            finally:
                tmp.unlink(missing_ok=True)
        except OSError as exc:
            raise StorageError(f"cannot create the history file ({exc.strerror})") from exc

    def _inode(self) -> tuple[int, int] | None:
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise StorageError(f"cannot read the history file ({exc.strerror})") from exc
        return st.st_dev, st.st_ino

    def _check_once(self) -> None:
        """``quick_check`` the file at its first open in this process; set it aside if damaged."""
        key = self.path.resolve()
        with _checked_lock:
            if key in _checked:
                return
            # The file as checked: if another process sets it aside first, leave its fresh one.
            inode = self._inode()
            try:
                rows = self.conn().execute("PRAGMA quick_check").fetchall()
                damaged = [str(r[0]) for r in rows] != ["ok"]
                reason = "quick_check failed"
            except sqlite3.DatabaseError as exc:
                name = _error_name(exc)
                if name not in _DAMAGE_ERRORS:
                    raise storage_error(exc, "checking the history file") from exc
                damaged, reason = True, name
            except HistoryDamagedError as exc:
                damaged, reason = True, exc.reason
            if damaged:
                self._set_aside(reason, inode)
            _checked.add(key)

    def _set_aside(self, reason: str, inode: tuple[int, int] | None = None) -> None:
        """Move the damaged file (and its WAL) aside and start a fresh one in its place.

        ``inode``: only move the file if it is still this one (another process may already
        have replaced it with a fresh file).
        """
        self._drop_thread_conn()
        if inode is not None and self._inode() != inode:
            return
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        target = self.path.with_name(f"{self.path.name}{DAMAGED_SUFFIX}{stamp}")
        try:
            os.replace(self.path, target)
            for suffix in ("-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    os.replace(side, target.with_name(target.name + suffix))
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StorageError(
                f"the history file is damaged and could not be moved aside ({exc.strerror})"
            ) from exc
        log.error("history file damaged (%s): moved aside to %s", reason, target.name)
        self.set_aside = target
        self._create_file()

    def _drop_thread_conn(self) -> None:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        self._local.conn = None
        if conn is not None:
            with self._all_lock:
                if conn in self._all:
                    self._all.remove(conn)
            with contextlib.suppress(sqlite3.Error):
                conn.close()

    def _connect(self) -> sqlite3.Connection:
        self._create_file()  # the file may have been set aside by another process
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
            with contextlib.suppress(NameError, sqlite3.Error):
                conn.close()
            raise storage_error(exc, "opening") from exc
        return conn

    def _set_wal(self, conn: sqlite3.Connection) -> None:
        # Switching a fresh file to WAL needs an exclusive lock for an instant; a second
        # process doing the same can get SQLITE_BUSY without the busy handler, so retry.
        for attempt in range(50):
            try:
                mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            except sqlite3.DatabaseError as exc:
                if _error_name(exc) in _DAMAGE_ERRORS:
                    raise
                time.sleep(0.02 * (attempt + 1))
                continue
            if str(mode).lower() == "wal":
                return
            time.sleep(0.02 * (attempt + 1))
        raise StorageError("the history database could not be switched to WAL mode")

    def conn(self) -> sqlite3.Connection:
        """This thread's connection to the file now at ``path``.

        A new one after fork (connections never cross processes) and after the file was set
        aside as damaged (its inode changed).
        """
        pid = os.getpid()
        inode = self._inode()
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is not None and (
            getattr(self._local, "pid", None) != pid or getattr(self._local, "inode", None) != inode
        ):
            if getattr(self._local, "pid", None) == pid:
                self._drop_thread_conn()
            conn = None
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
            self._local.pid = pid
            self._local.inode = self._inode()
            with self._all_lock:
                self._all.append(conn)
        return conn

    def _damaged(self, exc: StorageError) -> StorageError:
        """Stop using a file SQLite found damaged: set it aside, then pass the error on."""
        if isinstance(exc, HistoryDamagedError):
            self._set_aside(exc.reason, getattr(self._local, "inode", None))
        return exc

    @contextmanager
    def write(self, doing: str) -> Iterator[sqlite3.Connection]:
        """One write transaction: ``BEGIN IMMEDIATE`` … ``COMMIT``, rolled back on any error."""
        conn = self.conn()
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._damaged(storage_error(exc, doing)) from exc
        try:
            yield conn
        except sqlite3.Error as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise self._damaged(storage_error(exc, doing)) from exc
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise self._damaged(storage_error(exc, doing)) from exc

    @contextmanager
    def read(self, doing: str) -> Iterator[sqlite3.Connection]:
        """A consistent snapshot for several SELECTs (deferred transaction)."""
        conn = self.conn()
        try:
            conn.execute("BEGIN")
        except sqlite3.Error as exc:
            raise self._damaged(storage_error(exc, doing)) from exc
        try:
            yield conn
        except sqlite3.Error as exc:
            error = storage_error(exc, doing)
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise self._damaged(error) from exc
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            raise self._damaged(storage_error(exc, doing)) from exc

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
