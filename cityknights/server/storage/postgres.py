"""PostgreSQL storage, by URL. Several server processes may share one database: the
(game, version) key settles concurrent moves, and NOTIFY on the ``cityknights`` channel,
sent inside the move's transaction (so delivered only when it commits), tells the other
processes about new versions, chat lines and who is connected.

Exactly one process drives a game's bots and timers: the one holding the game's advisory
lock, a session lock on a connection of its own, which PostgreSQL releases when that
connection ends (the process stopped, was killed, or lost the database), so another
process holding the game takes it over at its next claim."""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg
import psycopg.errors

from .base import Cursor, Storage, StorageError
from .migrations import migrate

CHANNEL = "cityknights"
MIGRATION_LOCK = "SELECT pg_advisory_xact_lock(7077)"


def lock_key(game_id: str) -> int:
    """A game's advisory lock: 64 bits of a hash of its id (two games share one by chance
    with odds of about 1 in 10^13 for a million games)."""
    return int.from_bytes(hashlib.sha256(game_id.encode()).digest()[:8], "big", signed=True)


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
        self._lock = threading.Lock()
        try:
            self._db = psycopg.connect(url, autocommit=True, connect_timeout=10)
        except psycopg.Error as error:
            raise StorageError(f"cannot open the PostgreSQL database: {_one_line(error)}") from None
        try:
            # Two processes starting together both migrate: serialized by a lock.
            migrate(self.transaction, "the PostgreSQL database", serialize=MIGRATION_LOCK)
        except (psycopg.Error, StorageError) as error:
            self._db.close()
            if isinstance(error, StorageError):
                raise
            raise StorageError(f"cannot open the PostgreSQL database: {_one_line(error)}") from None
        self._leases: psycopg.Connection[Any] | None = None  # holds the advisory locks
        self._leases_lock = threading.Lock()
        self._driving: set[str] = set()

    def claim_driving(self, game_ids: Sequence[str]) -> set[str]:
        """Try the advisory lock of each game not driven here yet; the games driven here
        after that. If the locks' connection was lost, so were its locks: none is driven
        until a new connection takes them again."""
        with self._leases_lock:
            try:
                if self._leases is None or self._leases.closed:
                    self._driving.clear()
                    self._leases = psycopg.connect(self.url, autocommit=True, connect_timeout=10)
                keys = {lock_key(g): g for g in game_ids if g not in self._driving}
                rows = self._leases.execute(
                    "SELECT k FROM unnest(%s::bigint[]) AS k WHERE pg_try_advisory_lock(k)",
                    (list(keys),),
                ).fetchall()
            except psycopg.Error:
                self._drop_leases()
                return set()
            self._driving.update(keys[k] for (k,) in rows)
            return self._driving.intersection(game_ids)

    def release_driving(self, game_id: str) -> None:
        with self._leases_lock:
            if game_id not in self._driving or self._leases is None:
                return
            self._driving.discard(game_id)
            try:
                self._leases.execute("SELECT pg_advisory_unlock(%s)", (lock_key(game_id),))
            except psycopg.Error:
                self._drop_leases()

    def _drop_leases(self) -> None:
        self._driving.clear()
        if self._leases is not None:
            self._leases.close()  # its locks, if the database still has them, go with it
        self._leases = None

    @contextmanager
    def transaction(self) -> Iterator[Cursor]:
        with self._lock, self._db.transaction(), self._db.cursor() as cursor:
            yield _PgCursor(cursor)

    def is_conflict(self, error: BaseException) -> bool:
        return isinstance(error, psycopg.errors.UniqueViolation)

    def notify_many(self, cursor: Cursor, payloads: Sequence[dict[str, Any]]) -> None:
        # Signed with this process's origin: its own listener then skips them (a move
        # notice of its own would cost it a needless read of the log per move). One
        # statement for a whole group commit: a statement per game was a round trip each.
        # The origin first: a listener skips its own notices by that prefix, unparsed.
        texts = [json.dumps({"origin": self.origin, **payload}) for payload in payloads]
        if texts:
            cursor.execute("SELECT pg_notify(?, t) FROM unnest(?::text[]) AS t", (CHANNEL, texts))

    def publish(self, payload: dict[str, Any]) -> None:
        """A notice outside a move (who is connected)."""
        with self.transaction() as cur:
            self.notify(cur, payload)

    def listen(self, on_notice: Callable[[dict[str, Any]], None], stop: threading.Event) -> None:
        """Call `on_notice` with every notice on the channel until `stop` is set (blocking:
        run it in a thread of its own, with its own connection)."""
        own = json.dumps({"origin": self.origin})[:-1]  # '{"origin": "..."', unclosed
        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(f"LISTEN {CHANNEL}")
            while not stop.is_set():
                for notice in conn.notifies(timeout=0.5):
                    if self.origin and notice.payload.startswith(own):
                        continue  # this process's own notice (also skipped by the hub)
                    try:
                        on_notice(json.loads(notice.payload))
                    except (ValueError, TypeError):
                        continue  # not ours: a notice written by hand on the channel

    def close(self) -> None:
        with self._leases_lock:
            self._drop_leases()
        with self._lock:
            self._db.close()


def _one_line(error: BaseException) -> str:
    return " ".join(str(error).split())
