"""Passwords: argon2id hashes (argon2-cffi, RFC 9106's low-memory profile: 64 MiB, 3
passes), computed off the event loop in a small pool of their own, so that a login never
slows a game and a burst of logins holds at most that pool's memory."""

from __future__ import annotations

import asyncio
import concurrent.futures

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

MIN_PASSWORD = 8
#: Longer gains nothing and makes hashing a way to burn the server's time.
MAX_PASSWORD = 256
#: Hashes at once: each holds 64 MiB while it runs.
HASH_THREADS = 2


class BadPassword(ValueError):
    """The password cannot be used; the message says why."""


def check_password(password: str) -> None:
    if len(password) < MIN_PASSWORD:
        raise BadPassword(f"a password has at least {MIN_PASSWORD} characters")
    if len(password) > MAX_PASSWORD:
        raise BadPassword(f"a password has at most {MAX_PASSWORD} characters")


class Passwords:
    def __init__(self, hasher: PasswordHasher | None = None) -> None:
        self.hasher = hasher or PasswordHasher()  # argon2id
        self._pool = concurrent.futures.ThreadPoolExecutor(HASH_THREADS, "ck-passwords")
        # Verified when the name has no account, so that the answer takes as long as for a
        # wrong password: the time does not tell which names have accounts.
        self._decoy = self.hasher.hash("no account has this password")

    async def hash(self, password: str) -> str:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, self.hasher.hash, password)

    async def verify(self, stored: str | None, password: str) -> bool:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, self._verify, stored, password)

    def _verify(self, stored: str | None, password: str) -> bool:
        try:
            return self.hasher.verify(stored or self._decoy, password) and stored is not None
        except (VerificationError, InvalidHashError):
            return False

    def needs_rehash(self, stored: str) -> bool:
        return self.hasher.check_needs_rehash(stored)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
