"""Limits every server process counts against together (docs/deploy.md: several processes
on one PostgreSQL, no sticky sessions).

A `SharedLimiter` is an `AddressLimiter` (this process's buckets, in memory) whose
`*_shared` calls also count against the same limit's bucket in the store
(storage/limits.py), so that N processes allow what one does, not N times it: games and
players made, rooms, challenges, bot seats, failed logins. This process's bucket is asked
first (a request it refuses costs no round trip to the database); the store's then
decides. Where the store does not share limits (SQLite: one process) only this process's
count. The database away, this process's bucket alone decides (a limit is not a reason to
refuse what the rest of the request can do) and it is logged.

Limits of every request or frame (reads, actions, socket connections, the tarpit) stay
this process's alone: a round trip to the database for each would cost more than they
guard.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

from .limits import AddressLimiter
from .storage import StorageError

if TYPE_CHECKING:
    from .hub import Hub

log = logging.getLogger("cityknights.server")

#: Every this many takes, the store's refilled buckets are dropped (they allow what a
#: missing one does).
FORGET_EVERY = 256
#: Seconds between two log lines saying the store's limits were not reached.
LOG_EVERY = 60.0


class SharedTokens:
    """The store's buckets, through the hub's storage thread; shared by a server's
    limiters."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self._takes = 0
        self._logged = -LOG_EVERY

    async def take(self, scope: str, key: str, rate: float, burst: float) -> float | None:
        """As `LimitStore.take_token`; None when the store could not say."""
        storage = self.hub.storage
        try:
            wait = await self.hub.run_db(storage.take_token, scope, key, rate, burst)
        except StorageError as error:
            self._away(error)
            return None
        self._takes += 1
        if self._takes % FORGET_EVERY == 0:  # a failure here leaves the take's answer
            try:
                await self.hub.run_db(storage.forget_full_buckets)
            except StorageError as error:
                self._away(error)
        return wait

    async def wait(self, scope: str, key: str) -> float | None:
        try:
            return await self.hub.run_db(self.hub.storage.token_wait, scope, key)
        except StorageError as error:
            self._away(error)
            return None

    async def give_back(self, scope: str, key: str) -> None:
        try:
            await self.hub.run_db(self.hub.storage.return_token, scope, key)
        except StorageError as error:
            self._away(error)

    def _away(self, error: StorageError) -> None:
        now = time.monotonic()
        if now - self._logged >= LOG_EVERY:
            self._logged = now
            log.warning("limits: this process's alone, the store's not reached: %s", error)


class SharedLimiter(AddressLimiter):
    """An `AddressLimiter` whose `*_shared` calls count in the store too, under `scope`
    (the limit's name: the store keeps every limit's buckets in one table)."""

    def __init__(
        self,
        scope: str,
        per_minute: float,
        burst: float,
        max_addresses: int = 10_000,
        by_address: bool = True,
    ) -> None:
        super().__init__(per_minute, burst, max_addresses, by_address)
        self.scope = scope
        self.tokens: SharedTokens | None = None

    def share(self, tokens: SharedTokens | None) -> None:
        """Count in the store's buckets from now on (None: this process's alone)."""
        self.tokens = tokens

    async def take_shared(self, key: str) -> float:
        """0 if `key` may go ahead now (a token is taken here and in the store), else the
        seconds to wait (none is taken)."""
        wait = self.take(key)
        if wait or self.tokens is None:
            return wait
        shared = await self.tokens.take(self.scope, self._key(key), self.rate, self.burst)
        if shared:  # refused by the processes together: this one's token goes back
            self.give_back(key)
            return shared
        return 0.0

    async def wait_shared(self, key: str) -> float:
        """0 if `key` may go ahead now, else the seconds to wait; nothing is taken."""
        wait = self.wait(key)
        if wait or self.tokens is None:
            return wait
        return await self.tokens.wait(self.scope, self._key(key)) or 0.0

    async def give_back_shared(self, key: str) -> None:
        """Return the token a `take_shared` of `key` took, here and in the store."""
        self.give_back(key)
        if self.tokens is not None:
            await self.tokens.give_back(self.scope, self._key(key))
