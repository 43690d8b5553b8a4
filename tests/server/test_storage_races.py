"""Storage calls of two processes at once on one PostgreSQL database (read committed), each
race reproduced before its fix (a PostgreSQL audit): a new player's rating written by two
ranked games at once lost one game's change (FOR UPDATE cannot lock a row that does not
exist yet); two group commits of the same games locked their rows in opposite orders and
deadlocked; dropping quiet players from the queue deadlocked with a take; and a deadlock
was reported as the database being away. SQLite serializes writers: only PostgreSQL."""

from __future__ import annotations

import random
import threading
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from cityknights.server.storage import (
    Append,
    GameRecord,
    MoveRecord,
    SeatRecord,
    StorageUnavailable,
    VersionConflict,
    open_storage,
)
from cityknights.server.storage.results import FinalSeat, Waiting

from .helpers import at_once


@pytest.fixture
def stores(postgres_url: str) -> Iterator[list[Any]]:
    """Three stores on one database: three processes' connections."""
    opened = [open_storage(postgres_url) for _ in range(3)]
    try:
        yield opened
    finally:
        for store in opened:
            store.close()


def _finished_game(store: Any, game_id: str, players: list[str]) -> None:
    seats = tuple(SeatRecord(i, "human", None, f"{game_id}-{i}", True) for i in range(2))
    store.create_game(GameRecord(game_id, {}, 1.0, 10, "finished", 0, True, game_id, seats))
    store.add_ranked_game(game_id, "ck", players, 1.0)


def _plus_one(
    expansion: str, players: list[str], order: list[int], current: dict[str, Any]
) -> dict[str, tuple[float, float]]:
    """Each rating one up from what was read: two games rated make two."""
    return {p: ((current[p] or (25.0, 8.0))[0] + 1.0, 8.0) for p in set(players)}


FINAL = [FinalSeat(0, 10, {}, True), FinalSeat(1, 5, {}, False)]


@pytest.mark.parametrize("beside", ["new players", "a rated player"])
def test_a_new_players_two_ranked_games_ending_at_once_both_count(
    stores: list[Any], beside: str
) -> None:
    first, second = stores[0], stores[1]
    for round_ in range(12):
        new, rated = f"new{round_}", f"rated{round_}"
        games = [f"g{round_}a", f"g{round_}b"]
        for i, game in enumerate(games):
            other = rated if beside == "a rated player" else f"solo{round_}{i}"
            _finished_game(first, game, [new, other])
        if beside == "a rated player":
            _finished_game(first, f"g{round_}z", [rated, f"z{round_}"])
            first.record_result(f"g{round_}z", "ck", FINAL, 1.0, _plus_one)
        failed = at_once(
            lambda a=games[0]: first.record_result(a, "ck", FINAL, 2.0, _plus_one),
            lambda b=games[1]: second.record_result(b, "ck", FINAL, 2.0, _plus_one),
        )
        assert failed == []
        rating = first.rating(new, "ck")
        assert rating is not None and (rating.games, rating.mu) == (2, 27.0), round_


def test_group_commits_of_the_same_games_on_three_processes_do_not_deadlock(
    stores: list[Any],
) -> None:
    ids = [f"g{i}" for i in range(4)]
    for game in ids:
        seats = (SeatRecord(0, "human", None, f"{game}-0", True),)
        stores[0].create_game(GameRecord(game, {}, 1.0, 0, "live", None, True, game, seats))
    outcomes: Counter[str] = Counter()
    faults: list[str] = []
    stop = time.monotonic() + 6
    lock = threading.Lock()

    def work(i: int) -> None:
        rng = random.Random(i)
        while time.monotonic() < stop:
            batch_ids = sorted(
                rng.sample(ids, rng.randint(2, len(ids))), key=lambda _: rng.random()
            )
            versions = {g: stores[i].load_game(g).version for g in batch_ids}
            batch = [Append(g, (MoveRecord(versions[g] + 1, 0, {"t": i}, 1.0),), False, None)
                     for g in batch_ids]  # fmt: skip
            try:
                results = stores[i].append_many(batch)
            except Exception as error:
                with lock:
                    faults.append(repr(error)[:200])
                continue
            with lock:
                outcomes["stored"] += sum(r is None for r in results)
                outcomes["stale"] += sum(isinstance(r, VersionConflict) for r in results)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert faults == [] and outcomes["stored"] > 0, (dict(outcomes), faults[:3])


def test_dropping_quiet_players_beside_a_take_does_not_deadlock(stores: list[Any]) -> None:
    first, second = stores[0], stores[1]
    for round_ in range(15):
        with first.transaction() as cur:
            cur.execute("DELETE FROM queue")
        for i in range(40):
            first.queue_join(Waiting(f"r{round_}p{i:03}", "ck", 0.0, 1000.0 + i))
        # Their pages asked, the longest waiting last: the table's order the reverse of
        # the queue's. All quiet since.
        for i in reversed(range(40)):
            first.queue_seen(f"r{round_}p{i:03}", 2000.0 + 40 - i)
        failed = at_once(
            lambda: first.queue_take("ck", 4) and None,
            lambda: second.queue_drop_quiet(time.time()) and None,
        )
        assert failed == [], round_


def test_a_deadlock_is_not_the_database_away(stores: list[Any]) -> None:
    """Two transactions locking two rows in opposite orders: PostgreSQL undoes one. It
    is answered unavailable, "try again", and the store does not then treat the database
    as away (its next calls would wait 0.2 s for a connection, not 3)."""
    first, second = stores[0], stores[1]
    for game in ("a", "b"):
        seats = (SeatRecord(0, "human", None, f"{game}-0", True),)
        first.create_game(GameRecord(game, {}, 1.0, 0, "live", None, True, game, seats))
    both_locked = threading.Barrier(2)

    def lock(store: Any, order: tuple[str, str]) -> None:
        with store.transaction() as cur:
            cur.execute("SELECT id FROM games WHERE id = ? FOR UPDATE", (order[0],))
            both_locked.wait()
            cur.execute("SELECT id FROM games WHERE id = ? FOR UPDATE", (order[1],))

    failed = at_once(lambda: lock(first, ("a", "b")), lambda: lock(second, ("b", "a")))
    assert len(failed) == 1 and isinstance(failed[0], StorageUnavailable)
    assert "conflict with another" in str(failed[0]) and "try again" in str(failed[0])
    assert not first._away and not second._away
