"""Rate limits kept in the store (schema version 8, migrations.py): one token bucket a
limit's key, shared by every server process on the database.

Each process keeps its own buckets in memory too (server/limits.py); with several
processes on one PostgreSQL (docs/deploy.md), a limit kept only there allowed each process
its own allowance: N processes, N times the games, players, rooms, challenges and failed
logins. A bucket here is taken from in one statement (an upsert: no read-then-write two
processes could both pass), refilled from its stamp by the database's clock, so that
processes on hosts whose clocks differ count alike.
"""

from __future__ import annotations

from abc import abstractmethod
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # base.py imports this module: its Storage is a LimitStore
    from .base import Cursor

#: Version 8 of the schema. `taken`: whether the last take found a token (a take that
#: found none leaves the bucket's tokens as they were, refilled to its stamp).
LIMITS_SCHEMA = (
    """CREATE TABLE limit_buckets (
        scope TEXT NOT NULL, key TEXT NOT NULL, tokens DOUBLE PRECISION NOT NULL,
        stamp DOUBLE PRECISION NOT NULL, rate DOUBLE PRECISION NOT NULL,
        burst DOUBLE PRECISION NOT NULL, taken BOOLEAN NOT NULL,
        PRIMARY KEY (scope, key))""",
)


class LimitStore:
    #: The database's clock in seconds since the epoch, as SQL; and its two-argument
    #: minimum (PostgreSQL's LEAST, SQLite's scalar MIN).
    clock_sql = "(julianday('now') - 2440587.5) * 86400.0"
    least_sql = "MIN"
    #: Whether the server shares its limits through the store: several processes share
    #: only a PostgreSQL database; a SQLite file has one process, whose memory suffices.
    shares_limits = False

    @abstractmethod
    def transaction(self) -> AbstractContextManager[Cursor]: ...

    def _refilled(self, tokens: str, stamp: str, now: str, rate: str, burst: str) -> str:
        """A bucket's tokens at `now` as SQL (each argument an SQL expression): those at
        `stamp` and what `rate` added since, at most `burst`."""
        return f"{self.least_sql}({burst}, {tokens} + ({now} - {stamp}) * {rate})"

    def take_token(self, scope: str, key: str, rate: float, burst: float) -> float:
        """Take one token of `key`'s bucket in `scope` (`rate` a second, `burst` at most):
        0 if one was there (it is taken), else the seconds until one will be."""
        refilled = self._refilled(
            "b.tokens", "b.stamp", "EXCLUDED.stamp", "EXCLUDED.rate", "EXCLUDED.burst"
        )
        with self.transaction() as cur:
            cur.execute(
                "INSERT INTO limit_buckets AS b (scope, key, tokens, stamp, rate, burst, taken)"
                f" VALUES (?, ?, ?, {self.clock_sql}, ?, ?, TRUE)"
                " ON CONFLICT (scope, key) DO UPDATE SET"
                f" tokens = CASE WHEN {refilled} >= 1 THEN {refilled} - 1 ELSE {refilled} END,"
                f" taken = {refilled} >= 1, stamp = EXCLUDED.stamp, rate = EXCLUDED.rate,"
                " burst = EXCLUDED.burst RETURNING tokens, taken",
                (scope, key, burst - 1, rate, burst),
            )
            tokens, taken = cur.fetchall()[0]
        return 0.0 if taken else (1 - float(tokens)) / rate

    def token_wait(self, scope: str, key: str) -> float:
        """The seconds until `key`'s bucket in `scope` has a token (0: it has one now);
        nothing is taken."""
        with self.transaction() as cur:
            cur.execute(
                f"SELECT {self._refilled('tokens', 'stamp', self.clock_sql, 'rate', 'burst')},"
                " rate FROM limit_buckets WHERE scope = ? AND key = ?",
                (scope, key),
            )
            rows = cur.fetchall()
        if not rows:
            return 0.0
        tokens, rate = (float(x) for x in rows[0])
        return 0.0 if tokens >= 1 else (1 - tokens) / rate

    def return_token(self, scope: str, key: str) -> None:
        """Give back the token a take of `key` took for a request that was refused (and
        so changed nothing); never past the bucket's burst."""
        with self.transaction() as cur:
            cur.execute(
                f"UPDATE limit_buckets SET tokens = {self.least_sql}(burst, tokens + 1)"
                " WHERE scope = ? AND key = ?",
                (scope, key),
            )

    def forget_full_buckets(self) -> int:
        """Drop the buckets that have refilled (a fresh one would allow as much); how many
        went."""
        with self.transaction() as cur:
            refilled = self._refilled("tokens", "stamp", self.clock_sql, "rate", "burst")
            cur.execute(f"DELETE FROM limit_buckets WHERE {refilled} >= burst")
            return cur.rowcount
