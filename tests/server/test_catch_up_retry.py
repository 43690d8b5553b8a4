"""A game's catch-up with the moves other processes stored is retried while the database
is away (hub.retried, Hub._catch_up): given up after one try, it left a seat waiting for
a move it never heard of when the database came back slower than the listener."""

from __future__ import annotations

import asyncio
import logging

import pytest

from cityknights.server.hub import CATCH_UP_WAITS, Hub, retried
from cityknights.server.storage import StorageUnavailable


class Flaky:
    """An attempt that finds the database away `failures` times, then succeeds."""

    def __init__(self, failures: int, error: Exception | None = None) -> None:
        self.failures = failures
        self.error = error or StorageUnavailable("the database is away")
        self.calls = 0

    async def __call__(self) -> None:
        self.calls += 1
        if self.calls <= self.failures:
            raise self.error


def test_an_attempt_that_finds_the_database_away_is_tried_again_until_it_succeeds() -> None:
    attempt = Flaky(failures=3)
    asyncio.run(retried(attempt, [0.0] * 5))
    assert attempt.calls == 4


def test_the_last_failure_is_raised_once_every_wait_is_spent() -> None:
    attempt = Flaky(failures=100)
    with pytest.raises(StorageUnavailable):
        asyncio.run(retried(attempt, [0.0, 0.0]))
    assert attempt.calls == 3


def test_other_errors_are_not_retried() -> None:
    attempt = Flaky(failures=1, error=KeyError("no such game"))
    with pytest.raises(KeyError):
        asyncio.run(retried(attempt, [0.0] * 5))
    assert attempt.calls == 1


def test_the_waits_last_about_half_a_minute_and_grow() -> None:
    assert 20 <= sum(CATCH_UP_WAITS) <= 60
    assert list(CATCH_UP_WAITS) == sorted(CATCH_UP_WAITS)


class FakeTable:
    id = "g1"

    def __init__(self, failures: int) -> None:
        self.catch_up = Flaky(failures)


def test_the_hubs_catch_up_outlasts_a_database_slower_than_its_listener(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr("cityknights.server.hub.CATCH_UP_WAITS", (0.0,) * 4)
    hub = Hub.__new__(Hub)  # only the catch-up's own state: no storage, no listener
    hub._catching_up = set()
    table = FakeTable(failures=2)

    async def run() -> None:
        hub._catch_up(table)  # type: ignore[arg-type]
        assert len(hub._catching_up) == 1
        await asyncio.gather(*hub._catching_up)

    with caplog.at_level(logging.WARNING):
        asyncio.run(run())
    assert table.catch_up.calls == 3
    assert not hub._catching_up  # done, and let go
    assert "catching up" not in caplog.text  # nothing to say: it caught up


def test_a_catch_up_given_up_is_said_in_one_line(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr("cityknights.server.hub.CATCH_UP_WAITS", (0.0,))
    hub = Hub.__new__(Hub)
    hub._catching_up = set()
    table = FakeTable(failures=100)

    async def run() -> None:
        hub._catch_up(table)  # type: ignore[arg-type]
        await asyncio.gather(*hub._catching_up)

    with caplog.at_level(logging.WARNING):
        asyncio.run(run())
    assert table.catch_up.calls == 2
    assert "game g1: catching up: the database is away" in caplog.text
    assert "Traceback" not in caplog.text
