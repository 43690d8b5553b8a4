"""Failed logins throttled per name and per address; only failures count."""

from __future__ import annotations

from asyncio import run

from cityknights.server.login_throttle import LoginThrottle


def test_a_names_failures_hold_that_name_from_every_address() -> None:
    throttle = LoginThrottle(per_name=(1.0, 3), per_address=(1.0, 100))
    for i in range(3):
        assert run(throttle.wait("anna", f"10.0.0.{i}")) == 0
        run(throttle.failed("anna", f"10.0.0.{i}"))
    assert run(throttle.wait("anna", "10.0.0.99")) > 0  # a new address: held all the same
    assert run(throttle.wait("bob", "10.0.0.1")) == 0  # another name: not held


def test_an_addresses_failures_hold_every_name_from_it() -> None:
    throttle = LoginThrottle(per_name=(1.0, 100), per_address=(1.0, 3))
    for name in ("a1", "a2", "a3"):
        run(throttle.failed(name, "10.0.0.1"))
    assert run(throttle.wait("someone-new", "10.0.0.1")) > 0
    assert run(throttle.wait("someone-new", "10.0.0.2")) == 0


def test_guest_token_failures_count_per_address_only() -> None:
    """A wrong guest token names nobody: it must not hold up any name, nor every
    address's token tries (a shared bucket would let one client lock all guests out)."""
    throttle = LoginThrottle(per_name=(1.0, 1), per_address=(1.0, 2))
    run(throttle.failed(None, "10.0.0.1"))
    run(throttle.failed(None, "10.0.0.1"))
    assert run(throttle.wait(None, "10.0.0.1")) > 0
    assert run(throttle.wait(None, "10.0.0.2")) == 0
    assert run(throttle.wait("anna", "10.0.0.2")) == 0


def test_the_wait_is_the_time_until_a_try_is_back() -> None:
    throttle = LoginThrottle(per_name=(60.0, 1), per_address=(1.0, 100))  # one a second
    run(throttle.failed("anna", "10.0.0.1"))
    assert 0 < run(throttle.wait("anna", "10.0.0.1")) <= 1.0
