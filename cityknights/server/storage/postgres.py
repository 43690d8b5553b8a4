"""PostgreSQL storage, by URL. Several server processes may share one database: the
(game, version) key settles concurrent moves, and NOTIFY on the ``cityknights`` channel,
sent inside the move's transaction (so delivered only when it commits), tells the other
processes about new versions, chat lines and who is connected.

Exactly one process drives a game's bots and timers: the one holding the game's advisory
lock, a session lock on a connection of its own, which PostgreSQL releases when that
connection ends (the process stopped, was killed, or lost the database), so another
process holding the game takes it over at its next claim.

The database may go away and come back (a restart, a failover, the network): the storage
calls use a pool of connections (psycopg_pool) that drops the broken ones and connects
again with backoff; while none can be had, a call raises StorageUnavailable within a few
seconds (at once while the database is known to be away), having changed nothing. The
listener connects again by itself and says so (`listen`'s `on_reconnect`), so that the
server brings its games up to date with the notices it missed."""

from __future__ import annotations

import hashlib
import json
import logging
import select
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg
import psycopg.errors
from psycopg_pool import ConnectionPool, PoolTimeout

from .base import Cursor, Storage, StorageError, StorageUnavailable
from .migrations import migrate

log = logging.getLogger("cityknights.server")

CHANNEL = "cityknights"
#: Two processes starting together both migrate: serialized by this lock.
MIGRATION_LOCK = "SELECT pg_advisory_xact_lock(7077)"
#: Bot accounts are made one after the other (Storage.serialize_bot_names).
BOT_NAMES_LOCK = "SELECT pg_advisory_xact_lock(7078)"
#: The first key of the players' advisory locks (ResultStore.lock_players).
PLAYER_LOCKS = 7079


def rolled_back(error: BaseException) -> bool:
    """Whether `error` is PostgreSQL undoing a transaction that lost to another (SQLSTATE
    class 40: a deadlock, a serialization failure), not a connection lost."""
    sqlstate = getattr(error, "sqlstate", None)
    return isinstance(sqlstate, str) and sqlstate.startswith("40")


def player_lock_key(player_id: str) -> int:
    """A player's advisory lock key: 32 bits of a hash of its id (two players sharing
    one by chance only wait for each other)."""
    return int.from_bytes(hashlib.sha256(player_id.encode()).digest()[:4], "big", signed=True)


#: Every connection's options: autocommit (transactions are explicit), a short connect
#: timeout, and TCP keepalives, so that a connection to a database that vanished without
#: a word (a network cut) is found dead in about half a minute, not hours.
CONNECT: dict[str, Any] = {
    "autocommit": True,
    "connect_timeout": 3,
    "keepalives": 1,
    "keepalives_idle": 10,
    "keepalives_interval": 5,
    "keepalives_count": 3,
}
#: Connections of the pool: the storage thread's and the commit thread's, and spares.
POOL_MIN, POOL_MAX = 2, 4
#: Seconds a call waits for a working connection before it answers "unavailable"; and
#: while the database is known to be away (the last call found it so), far less.
WAIT_FOR_DATABASE = 3.0
WAIT_WHILE_AWAY = 0.2
#: Seconds the pool keeps trying one lost connection (waits of 1, 2, 4... s) before it
#: lets the next call start over from a 1 s wait: the wait stays short in a long outage.
RECONNECT_SPAN = 10.0
#: The listener's waits before it connects again: the first, doubled up to the last.
LISTEN_RETRY_FIRST, LISTEN_RETRY_MOST = 0.25, 4.0
#: What a broken connection raises (OperationalError: lost or refused; InterfaceError:
#: used after psycopg closed it).
LOST = (psycopg.OperationalError, psycopg.InterfaceError)


def lock_key(game_id: str) -> int:
    """A game's advisory lock: 64 bits of a hash of its id (two games share one by chance
    with odds of about 1 in 10^13 for a million games)."""
    return int.from_bytes(hashlib.sha256(game_id.encode()).digest()[:8], "big", signed=True)


def _usable(conn: psycopg.Connection[Any]) -> bool:
    """Whether a connection from the pool still works. An idle connection has nothing to
    read, so a readable socket means the server spoke or hung up (a restart sends "the
    administrator ended the connection", then closes): only then is a round trip paid."""
    if conn.closed or conn.broken:
        return False
    try:
        if _readable(conn.fileno()):
            conn.execute("")
    except (psycopg.Error, OSError, ValueError):
        return False
    return True


def _readable(fd: int) -> bool:
    """Whether `fd` has something to read (or was hung up), without waiting. poll, not
    select: a server with a thousand sockets has descriptors past select's limit."""
    if hasattr(select, "poll"):
        poller = select.poll()
        poller.register(fd, select.POLLIN)
        return bool(poller.poll(0))
    readable, _, _ = select.select([fd], [], [], 0)  # Windows: no poll, no such limit
    return bool(readable)


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
    serialize_bot_names = BOT_NAMES_LOCK
    clock_sql = "extract(epoch from clock_timestamp())::float8"
    least_sql = "LEAST"
    shares_limits = True  # several processes may share the database (docs/deploy.md)

    def lock_players(self, cur: Cursor, player_ids: Sequence[str]) -> None:
        # The two-key form (its own key space, apart from the games' one-key leases), in
        # one order for every process: the keys sorted.
        for key in sorted({player_lock_key(p) for p in player_ids}):
            cur.execute("SELECT pg_advisory_xact_lock(?::int, ?::int)", (PLAYER_LOCKS, key))

    def __init__(self, url: str) -> None:
        self.url = url
        try:  # one plain connection first: a wrong URL is named at once, not after 10 s
            psycopg.connect(url, **CONNECT).close()
        except psycopg.Error as error:
            raise StorageError(f"cannot open the PostgreSQL database: {_one_line(error)}") from None
        self._pool = ConnectionPool(
            url, kwargs=CONNECT, min_size=POOL_MIN, max_size=POOL_MAX, open=False,
            reconnect_timeout=RECONNECT_SPAN, name="cityknights",
        )  # fmt: skip
        try:
            self._pool.open(wait=True, timeout=10)
        except PoolTimeout:
            self._pool.close()
            raise StorageError(
                "cannot open the PostgreSQL database: no connection in 10 s"
            ) from None
        self._away = False  # the last call found the database away
        try:
            migrate(self.transaction, "the PostgreSQL database", serialize=MIGRATION_LOCK)
        except (psycopg.Error, StorageError) as error:
            self._pool.close()
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
                    self._leases = psycopg.connect(self.url, **CONNECT)
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
        conn = self._connection()
        try:
            with conn.transaction(), conn.cursor() as cursor:
                yield _PgCursor(cursor)
        except LOST as error:
            if rolled_back(error):
                # A deadlock or a serialization failure (psycopg raises them as
                # OperationalError): the database is there, this transaction lost to
                # another and was undone. Said so, and the next call does not cut its
                # wait for a connection as if the database were away.
                raise StorageUnavailable(
                    f"the transaction was undone by a conflict with another: "
                    f"{_one_line(error)}; try again"
                ) from None
            self._away = True
            raise StorageUnavailable(
                f"the PostgreSQL database is unreachable: {_one_line(error)}"
            ) from None
        finally:
            self._pool.putconn(conn)  # a broken one is dropped, and a new one made
        self._away = False

    def _connection(self) -> psycopg.Connection[Any]:
        """A working connection from the pool, or StorageUnavailable in a few seconds."""
        wait = WAIT_WHILE_AWAY if self._away else WAIT_FOR_DATABASE
        deadline = time.monotonic() + wait
        while True:
            try:
                conn = self._pool.getconn(timeout=max(0.01, deadline - time.monotonic()))
            except PoolTimeout:
                self._away = True
                raise StorageUnavailable(
                    f"the PostgreSQL database is unreachable (no connection within {wait:g} s)"
                ) from None
            if _usable(conn):
                return conn
            conn.close()  # found dead: the pool replaces it when it comes back
            self._pool.putconn(conn)

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

    def listen(
        self,
        on_notice: Callable[[dict[str, Any]], None],
        stop: threading.Event,
        on_reconnect: Callable[[], None] = lambda: None,
        on_lost: Callable[[], None] = lambda: None,
    ) -> None:
        """Call `on_notice` with every notice on the channel until `stop` is set (blocking:
        run it in a thread of its own, with its own connection). A lost connection is made
        again (waits growing from a quarter second to 4 s); `on_lost` is called when it is
        lost (until it is back, the silence of the other processes says nothing of them)
        and `on_reconnect` each time it is back, since the notices sent meanwhile were
        missed."""
        own = json.dumps({"origin": self.origin})[:-1]  # '{"origin": "..."', unclosed
        wait = 0.0
        while not stop.is_set():
            try:
                with psycopg.connect(self.url, **CONNECT) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    if wait:
                        log.warning("the PostgreSQL listener is connected again")
                        wait = 0.0
                        on_reconnect()
                    while not stop.is_set():
                        for notice in conn.notifies(timeout=0.5):
                            if self.origin and notice.payload.startswith(own):
                                continue  # this process's own notice (also skipped by the hub)
                            try:
                                on_notice(json.loads(notice.payload))
                            except (ValueError, TypeError):
                                continue  # not ours: a notice written by hand on the channel
            except psycopg.Error as error:
                if stop.is_set():
                    return
                if not wait:
                    on_lost()
                wait = min(LISTEN_RETRY_MOST, max(LISTEN_RETRY_FIRST, 2 * wait))
                log.warning(
                    "the PostgreSQL listener lost the database (%s): connecting again in %g s",
                    _one_line(error), wait,
                )  # fmt: skip
                stop.wait(wait)

    def close(self) -> None:
        with self._leases_lock:
            self._drop_leases()
        self._pool.close()


def _one_line(error: BaseException) -> str:
    return " ".join(str(error).split())
