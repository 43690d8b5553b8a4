"""SQLite storage: one file, WAL journal, synchronous=FULL by default (a committed move
survives a power cut, not only a crash of the server)."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .base import SCHEMA, Cursor, Storage, StorageError

SYNCHRONOUS_MODES = ("OFF", "NORMAL", "FULL", "EXTRA")


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
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            # One connection, used by one thread at a time (the lock): the server's
            # storage and commit threads, or a test.
            self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(f"PRAGMA synchronous={synchronous.upper()}")
            self._db.execute("PRAGMA busy_timeout=5000")
            for statement in SCHEMA:
                self._db.execute(statement)
        except (OSError, sqlite3.Error) as error:
            raise StorageError(f"cannot open the SQLite database {path}: {error}") from None
        self._lock = threading.Lock()

    @contextmanager
    def transaction(self) -> Iterator[Cursor]:
        with self._lock:
            cursor = self._db.cursor()
            cursor.execute("BEGIN IMMEDIATE")
            try:
                yield _SqliteCursor(cursor)
            except BaseException:
                cursor.execute("ROLLBACK")
                raise
            else:
                cursor.execute("COMMIT")
            finally:
                cursor.close()

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
        with self._lock:
            self._db.close()
