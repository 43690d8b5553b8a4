"""Failed logins, throttled per account name and per client address: guessing one
account's password from many addresses meets the first, guessing many accounts' from one
address the second. Only failures count, so a player who types their password right is
never held up; once a bucket is empty every try is refused, unchecked, until it refills.

The buckets are every process's (shared_limits.py): with several server processes on one
PostgreSQL a failure counts in the store too, so a guesser spread over the processes gets
one allowance, not one a process.
"""

from __future__ import annotations

from .shared_limits import SharedLimiter

#: Failed logins of one name: 5 at once, then 6 an hour.
PER_NAME = (6 / 60, 5)
#: Failed logins from one address: 20 at once, then 60 an hour.
PER_ADDRESS = (1.0, 20)


class LoginThrottle:
    def __init__(
        self,
        per_name: tuple[float, float] = PER_NAME,
        per_address: tuple[float, float] = PER_ADDRESS,
    ) -> None:
        self.names = SharedLimiter("login-name", *per_name, by_address=False)
        self.addresses = SharedLimiter("login-address", *per_address)

    async def wait(self, name_key: str | None, address: str) -> float:
        """Seconds until a login of this name (None: a guest's token, which names no one)
        from this address may be tried, every process's failures counted; 0: now."""
        by_name = 0.0 if name_key is None else await self.names.wait_shared(name_key)
        return max(by_name, await self.addresses.wait_shared(address))

    async def failed(self, name_key: str | None, address: str) -> None:
        """A failed login, counted in every process's buckets."""
        if name_key is not None:
            await self.names.take_shared(name_key)
        await self.addresses.take_shared(address)
