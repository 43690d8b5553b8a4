"""The per-address rate limit of game creation: a token bucket per client address (an
IPv6 client's /64), its memory bounded however many addresses come."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cityknights.server import limits
from cityknights.server.limits import AddressLimiter, client_key


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(limits.time, "monotonic", fake)
    return fake


def test_a_burst_then_one_per_interval(clock: Clock) -> None:
    limiter = AddressLimiter(per_minute=6, burst=3)  # one every 10 s
    assert [limiter.take("10.0.0.1") for _ in range(3)] == [0, 0, 0]
    assert limiter.take("10.0.0.1") == pytest.approx(10.0)
    assert limiter.take("10.0.0.2") == 0  # another address has its own bucket
    clock.now += 4
    assert limiter.take("10.0.0.1") == pytest.approx(6.0)
    clock.now += 6
    assert limiter.take("10.0.0.1") == 0
    assert limiter.take("10.0.0.1") == pytest.approx(10.0)


def test_an_ipv6_client_is_one_slash_64(clock: Clock) -> None:
    limiter = AddressLimiter(per_minute=6, burst=2)
    assert limiter.take("2001:db8:1:2::1") == limiter.take("2001:db8:1:2:ffff::9") == 0
    assert limiter.take("2001:db8:1:2:abcd::5") > 0  # the same /64: no fresh bucket
    assert limiter.take("2001:db8:1:3::1") == 0  # the next /64 is another client
    assert client_key("::ffff:192.0.2.7") == "192.0.2.7"
    assert client_key("not an address") == "not an address"


def test_refilled_buckets_are_forgotten(clock: Clock) -> None:
    limiter = AddressLimiter(per_minute=60, burst=2)
    for i in range(100):
        limiter.take(f"10.0.{i // 256}.{i % 256}")
    clock.now += 5  # every bucket full again: as good as a new one
    for i in range(60):
        limiter.take(f"10.1.0.{i}")
    # Two refilled ones forgotten per request: the 100 old ones gone after 50 requests.
    assert set(limiter.buckets) == {f"10.1.0.{i}" for i in range(60)}


@given(st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=300))
def test_memory_is_bounded_by_max_addresses(addresses: list[int]) -> None:
    limiter = AddressLimiter(per_minute=1, burst=1, max_addresses=50)
    for a in addresses:
        limiter.take(str(limits.ipaddress.IPv4Address(a)))
        assert len(limiter.buckets) <= 50


def test_a_limit_must_let_something_through() -> None:
    with pytest.raises(ValueError, match="per_minute > 0 and burst >= 1"):
        AddressLimiter(per_minute=0, burst=1)
