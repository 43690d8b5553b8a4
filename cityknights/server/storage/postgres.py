"""PostgreSQL storage, by URL. Several server processes may share one database: the
(game, version) key settles concurrent moves, and NOTIFY on the ``cityknights`` channel,
sent inside the move's transaction (so delivered only when it commits), tells the other
processes about new versions, chat lines and who is connected."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
import psycopg.errors

from .base import SCHEMA, Cursor, Storage, StorageError

CHANNEL = "cityknights"


class _PgCursor(Cursor):
    def __init__(self, cursor: psycopg.Cursor[Any]) -> None:
        self._cursor = cursor

    def execute(self, sql: str, params: Any = ()) -> None:
        self._cursor.execute(sql.replace("?", "%s"), params)

    def executemany(self, sql: str, rows: Any) -> None:
        self._cursor.executemany(sql.replace("?", "%s"), rows)

    def fetchall(self) -> list[tuple[Any, ...]]:
        return self._cursor.fetchall()

    @property
    def rowcount(self) -> int:
        return self._cursor.rowcount


class PostgresStorage(Storage):
    lock_rows = " FOR UPDATE"

    def __init__(self, url: str) -> None:
        self.url = url
        try:
            self._db = psycopg.connect(url, autocommit=True, connect_timeout=10)
            with self._db.transaction():
                # Two processes starting together both create the tables: serialize them.
                self._db.execute("SELECT pg_advisory_xact_lock(7077)")
                for statement in SCHEMA:
                    self._db.execute(statement)
        except psycopg.Error as error:
            raise StorageError(f"cannot open the PostgreSQL database: {_one_line(error)}") from None
        self._lock = threading.Lock()

    @contextmanager
    def transaction(self) -> Iterator[Cursor]:
        with self._lock, self._db.transaction(), self._db.cursor() as cursor:
            yield _PgCursor(cursor)

    def is_conflict(self, error: BaseException) -> bool:
        return isinstance(error, psycopg.errors.UniqueViolation)

    def notify(self, cursor: Cursor, payload: dict[str, Any]) -> None:
        cursor.execute("SELECT pg_notify(?, ?)", (CHANNEL, json.dumps(payload)))

    def publish(self, payload: dict[str, Any]) -> None:
        """A notice outside a move (who is connected)."""
        with self.transaction() as cur:
            self.notify(cur, payload)

    def listen(self, on_notice: Callable[[dict[str, Any]], None], stop: threading.Event) -> None:
        """Call `on_notice` with every notice on the channel until `stop` is set (blocking:
        run it in a thread of its own, with its own connection)."""
        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(f"LISTEN {CHANNEL}")
            while not stop.is_set():
                for notice in conn.notifies(timeout=0.5):
                    try:
                        on_notice(json.loads(notice.payload))
                    except (ValueError, TypeError):
                        continue  # not ours: a notice written by hand on the channel

    def close(self) -> None:
        with self._lock:
            self._db.close()


def _one_line(error: BaseException) -> str:
    return " ".join(str(error).split())
