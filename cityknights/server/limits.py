"""Rate limits: a token bucket, and one bucket per client address (game creation, new
players) or per name (failed logins).

A bucket holds up to `burst` tokens and refills at `rate` a second; each request takes
one. The per-address table forgets an address once its bucket is full again (it would
allow as much as a fresh one), and never holds more than `max_addresses` of them, so a
flood of addresses costs bounded memory (the oldest are dropped first: they are the
closest to full).
"""

from __future__ import annotations

import ipaddress
import time
from collections import OrderedDict

from starlette.requests import HTTPConnection

#: An IPv6 client is limited by its /64 network: one host is handed a whole /64, and
#: could otherwise take a new address for each request.
IPV6_PREFIX = 64


def request_address(request: HTTPConnection) -> str:
    """The client address of `request` (behind a trusted proxy, the client's own, as
    uvicorn's proxy headers set it), or "" when the server was not told one. The limits
    key it by `client_key`."""
    return request.client.host if request.client is not None else ""


def client_key(address: str) -> str:
    """The key a client address is limited under: an IPv4 address itself, an IPv6
    address's /64 network (an IPv4-mapped one as the IPv4 address)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address  # not an IP (a test client, a Unix socket): as it is
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/{IPV6_PREFIX}", strict=False))
    return str(ip)


class TokenBucket:
    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def refill(self, now: float) -> None:
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def wait(self) -> float:
        """0 if a token is there now (none is taken), else the seconds until one is."""
        self.refill(time.monotonic())
        return 0.0 if self.tokens >= 1 else (1 - self.tokens) / self.rate

    def take(self) -> float:
        """0 if a message may pass now, else the seconds until one may."""
        self.refill(time.monotonic())
        if self.tokens >= 1:
            self.tokens -= 1
            return 0.0
        return (1 - self.tokens) / self.rate


def _as_given(key: str) -> str:
    return key


class AddressLimiter:
    """A token bucket per client address: `per_minute` requests a minute, `burst` at once.
    `by_address` False: the keys are names, each its own bucket (a name that reads as an
    IPv6 address, "a::1", is not filed under its /64 with "a::2")."""

    def __init__(
        self, per_minute: float, burst: float, max_addresses: int = 10_000, by_address: bool = True
    ) -> None:
        if per_minute <= 0 or burst < 1:
            raise ValueError("a rate limit needs per_minute > 0 and burst >= 1")
        self._key = client_key if by_address else _as_given
        self.per_minute = per_minute
        self.rate = per_minute / 60.0
        self.burst = burst
        self.max_addresses = max_addresses
        self.buckets: OrderedDict[str, TokenBucket] = OrderedDict()

    def take(self, address: str) -> float:
        """0 if `address` may go ahead now (a token is taken), else the seconds to wait."""
        address = self._key(address)
        now = time.monotonic()
        self._forget_full(now)
        bucket = self.buckets.pop(address, None)
        if bucket is None:
            bucket = TokenBucket(self.rate, self.burst)
        self.buckets[address] = bucket  # most recently used last
        while len(self.buckets) > self.max_addresses:
            self.buckets.popitem(last=False)
        return bucket.take()

    def wait(self, address: str) -> float:
        """0 if `address` may go ahead now, else the seconds to wait; nothing is taken."""
        # Under the key take() files it: an IPv6 client's buckets are its /64's.
        bucket = self.buckets.get(self._key(address))
        return 0.0 if bucket is None else bucket.wait()

    def give_back(self, address: str) -> None:
        """Return the token a take() of `address` took for a request that was refused
        (and so changed nothing); never past the bucket's burst."""
        bucket = self.buckets.get(self._key(address))
        if bucket is not None:
            bucket.refill(time.monotonic())
            bucket.tokens = min(bucket.burst, bucket.tokens + 1)

    def _forget_full(self, now: float) -> None:
        """Drop the least recently used buckets that have refilled: a few per call, so
        that the table shrinks as fast as it grows without a sweep over all of it."""
        for _ in range(2):
            if not self.buckets:
                return
            address, oldest = next(iter(self.buckets.items()))
            oldest.refill(now)
            if oldest.tokens < self.burst:
                return
            del self.buckets[address]
