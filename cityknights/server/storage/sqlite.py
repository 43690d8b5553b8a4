"""SQLite storage: one file, WAL journal, synchronous=FULL by default (a committed move
survives a power cut, not only a crash of the server). The store is checked before it is
used (sqlite_check.py), and a marker beside it records how much it held (marker.py)."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .base import Cursor, Storage, StorageError
from .marker import marker_path, read_marker, write_marker
from .migrations import migrate
from .sqlite_check import check_contents, check_files, counts

log = logging.getLogger("cityknights.server")
SYNCHRONOUS_MODES = ("OFF", "NORMAL", "FULL", "EXTRA")
#: Seconds between two writes of the marker while the store is written to: a store found
#: holding less than that at the next start has lost data.
MARK_EVERY = 5.0


class _SqliteCursor(Cursor):
    def __init__(self, cursor: sqlite3.Cursor) -> None:
        self._cursor = cursor

    def execute(self, sql: str, params: Any = ()) -> None:
        self._cursor.execute(sql, params)

    def executemany(self, sql: str, rows: Any) -> None:
        self._cursor.executemany(sql, rows)

    def fetchall(self) -> list[tuple[Any, ...]]:
        return self._cursor.fetchall()

    @property
    def rowcount(self) -> int:
        return self._cursor.rowcount


class SqliteStorage(Storage):
    def __init__(self, path: Path, *, synchronous: str = "FULL") -> None:
        if synchronous.upper() not in SYNCHRONOUS_MODES:
            raise StorageError(
                f"synchronous must be one of {', '.join(SYNCHRONOUS_MODES)}, got {synchronous!r}"
            )
        self.path = path
        self.marker_file = marker_path(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            marker = read_marker(self.marker_file)
            check_files(path, marker, self.marker_file)
            # One connection, used by one thread at a time (the lock): the server's
            # storage and commit threads, or a test.
            self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        except (OSError, sqlite3.Error) as error:
            raise StorageError(f"cannot open the SQLite database {path}: {error}") from None
        try:
            # Checked before anything is written to it (even the schema).
            games, moves = check_contents(self._db, path, marker, self.marker_file)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(f"PRAGMA synchronous={synchronous.upper()}")
            self._db.execute("PRAGMA busy_timeout=5000")
            self._check_writable()
            self._lock = threading.Lock()
            self._mark_due = time.monotonic() + MARK_EVERY
            migrate(self.transaction, f"the SQLite database {path}")
            write_marker(self.marker_file, games, moves, clean=False)
        except StorageError:
            self._db.close()
            raise
        except (OSError, sqlite3.Error) as error:
            self._db.close()
            raise StorageError(f"cannot open the SQLite database {path}: {error}") from None

    def _check_writable(self) -> None:
        """Refuse a store that cannot be written to (a read-only file, folder or disk): it
        would open and serve the lobby, then refuse every move and every new game. A write
        that is rolled back: SQLite opens a read-only file without a word."""
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute("CREATE TABLE write_check (x)")
            finally:
                self._db.execute("ROLLBACK")
        except sqlite3.OperationalError as error:
            if error.sqlite_errorname != "SQLITE_READONLY":
                raise
            raise StorageError(
                f"the SQLite database {self.path} is read-only ({error}): the server writes "
                "every move there; make the file and its folder writable by this user, or "
                "give another --data-dir"
            ) from None

    @contextmanager
    def transaction(self) -> Iterator[Cursor]:
        """A failure of the database (a read-only or full disk, a damaged file) is raised
        as StorageError naming the file; a unique-key violation as itself (a conflict)."""
        with self._lock:
            cursor = self._db.cursor()
            try:
                cursor.execute("BEGIN IMMEDIATE")
                try:
                    yield _SqliteCursor(cursor)
                    cursor.execute("COMMIT")
                except BaseException:
                    if self._db.in_transaction:
                        with contextlib.suppress(sqlite3.Error):  # the first error is the news
                            cursor.execute("ROLLBACK")
                    raise
            except sqlite3.Error as error:
                if isinstance(error, sqlite3.IntegrityError):
                    raise
                raise StorageError(f"the SQLite database {self.path}: {error}") from None
            finally:
                cursor.close()
            if time.monotonic() >= self._mark_due:
                self._mark()

    def _mark(self) -> None:
        """Write the marker with the store's counts now (under the lock: after a commit)."""
        self._mark_due = time.monotonic() + MARK_EVERY
        try:
            write_marker(self.marker_file, *counts(self._db), clean=False)
        except (OSError, sqlite3.Error) as error:  # the commit stands; only the check weakens
            log.warning("cannot write the store's marker %s: %s", self.marker_file, error)

    def is_conflict(self, error: BaseException) -> bool:
        return isinstance(error, sqlite3.IntegrityError)

    def synchronous(self) -> int:
        """SQLite's synchronous level now (2 = FULL)."""
        with self._lock:
            return int(self._db.execute("PRAGMA synchronous").fetchone()[0])

    def journal_mode(self) -> str:
        with self._lock:
            return str(self._db.execute("PRAGMA journal_mode").fetchone()[0])

    def close(self) -> None:
        """Close the store (SQLite folds the write-ahead log into the file), then mark it
        closed cleanly with what it holds."""
        with self._lock:
            try:
                held = counts(self._db)
            except sqlite3.Error:
                held = None  # left marked as not closed: the next start checks the log
            self._db.close()
            if held is not None:
                try:
                    write_marker(self.marker_file, *held, clean=True)
                except OSError as error:
                    log.warning("cannot write the store's marker %s: %s", self.marker_file, error)
