"""Ratings on both stores: a ranked game's end moves its players' ratings exactly as
openskill's Plackett-Luce model does on the same results (computed here with the library
directly), once however often the end is reported; places put the winner first, then VP,
a player who left last; karma counts the games left among the last 20."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st
from openskill.models import PlackettLuce

from cityknights.engine import CHANCE, Game
from cityknights.server.karma import KARMA_GAMES, karma, meets
from cityknights.server.ratings import BOT_LEVELS, conservative, final_seats, rate, vp_sources
from cityknights.server.storage import GameRecord, PlayerRecord, SeatRecord, Storage, open_storage
from cityknights.server.storage.results import FinalSeat, places


@pytest.fixture
def store(storage_url: str) -> Iterator[Storage]:
    storage = open_storage(storage_url)
    yield storage
    storage.close()


def _game(store: Storage, game_id: str, holders: list[str], expansion: str = "ck") -> None:
    seats = tuple(
        SeatRecord(
            i, "human", None, f"{game_id}-{i}", True, h if not h.startswith("bot:") else None
        )
        for i, h in enumerate(holders)
    )
    store.create_game(
        GameRecord(game_id, {"game": {"expansion": expansion}, "room": {}}, 1.0, 0, "finished",
                   None, True, game_id, seats)
    )  # fmt: skip
    store.add_ranked_game(game_id, expansion, holders, 1.0)


def _final(vps: list[int], winner: int | None) -> list[FinalSeat]:
    return [FinalSeat(i, vp, {"settlements": vp}, i == winner) for i, vp in enumerate(vps)]


def _players(store: Storage, names: list[str]) -> None:
    for name in names:
        store.create_player(PlayerRecord(name, name, "account", 0.0, "x"), name.lower(), None)


def test_ratings_move_as_openskill_says(store: Storage) -> None:
    names = [f"p{i}" for i in range(6)]
    _players(store, names)
    rng = random.Random(7)
    model = PlackettLuce()
    expected = {n: model.rating() for n in [*names, BOT_LEVELS[1].id]}
    for g in range(12):
        holders = [*rng.sample(names, 3), BOT_LEVELS[1].id]
        rng.shuffle(holders)
        vps = [rng.randrange(2, 13) for _ in holders]
        winner = max(range(4), key=lambda s: (vps[s], -s))
        _game(store, f"g{g}", holders)
        final = _final(vps, winner)
        assert store.record_result(f"g{g}", "ck", final, 10.0 + g, rate)
        # The same result reported again (another process saw the end too): no change.
        assert not store.record_result(f"g{g}", "ck", final, 10.0 + g, rate)
        order = places(final, set())
        teams = [[expected[h]] for h in holders]
        for (after,), h in zip(
            model.rate(teams, ranks=[float(o) for o in order]), holders, strict=True
        ):
            expected[h] = after
    for name, want in expected.items():
        got = store.rating(name, "ck")
        assert got is not None
        assert got.mu == pytest.approx(want.mu, rel=1e-9)
        assert got.sigma == pytest.approx(want.sigma, rel=1e-9)
    assert store.rating("p0", "base") is None  # the other game's ladder is untouched
    board = store.leaderboard("ck", 100)
    shown = [conservative(r.mu, r.sigma) for r, _ in board]
    assert shown == sorted(shown, reverse=True)
    assert {name for _, name in board} == set(names) | {None}
    history = store.rating_history("p0", "ck")
    assert [h.time for h in history] == sorted(h.time for h in history)
    last = store.rating("p0", "ck")
    assert last is not None and (history[-1].mu, history[-1].sigma) == (last.mu, last.sigma)
    assert last.games == len(history)


def test_a_level_in_two_seats_moves_once_by_both_seats_changes(store: Storage) -> None:
    _players(store, ["anna", "ben"])
    bot = BOT_LEVELS[0].id
    _game(store, "twice", ["anna", bot, "ben", bot])
    store.record_result("twice", "ck", _final([13, 5, 7, 3], 0), 5.0, rate)
    model = PlackettLuce()
    r = model.rating()
    rated = model.rate([[model.rating()] for _ in range(4)], ranks=[0.0, 2.0, 1.0, 3.0])
    got = store.rating(bot, "ck")
    assert got is not None and got.games == 1
    mu = r.mu + (rated[1][0].mu - r.mu) + (rated[3][0].mu - r.mu)
    sigma = r.sigma * (rated[1][0].sigma / r.sigma) * (rated[3][0].sigma / r.sigma)
    assert (got.mu, got.sigma) == (pytest.approx(mu), pytest.approx(sigma))


def test_a_player_who_left_is_ranked_last_and_loses_karma(store: Storage) -> None:
    _players(store, ["anna", "ben", "cleo", "dina"])
    _game(store, "left", ["anna", "ben", "cleo", "dina"])
    store.seat_left("left", 0, 2.0)  # anna, ahead on VP, left and a bot finished for her
    store.seat_left("left", 2, 2.0)
    store.seat_back("left", 2)  # cleo came back before the end: not a departure
    store.record_result("left", "ck", _final([12, 13, 4, 6], 1), 3.0, rate)
    (anna,) = store.results_of("anna", 5)
    assert (anna.place, anna.left, anna.vp) == (3, True, 12)
    (cleo,) = store.results_of("cleo", 5)
    assert (cleo.place, cleo.left) == (2, False)
    records = store.karma_records(["anna", "cleo"], KARMA_GAMES)
    assert records == {"anna": (0, 1), "cleo": (1, 0)}
    anna_rating, dina_rating = store.rating("anna", "ck"), store.rating("dina", "ck")
    assert anna_rating is not None and dina_rating is not None
    assert anna_rating.mu < dina_rating.mu  # last, below dina's third place


def test_karma_looks_at_the_last_twenty_games(store: Storage) -> None:
    _players(store, ["anna", "ben", "cleo", "dina"])
    for g in range(KARMA_GAMES + 5):
        _game(store, f"k{g}", ["anna", "ben", "cleo", "dina"])
        if g < 5 or g == KARMA_GAMES + 4:  # left her first five games: they drop out of the window
            store.seat_left(f"k{g}", 0, 1.0)
        store.record_result(f"k{g}", "ck", _final([3, 13, 4, 5], 1), 100.0 + g, rate)
    (record,) = store.karma_records(["anna"], KARMA_GAMES).values()
    assert record == (KARMA_GAMES - 1, 1)
    assert karma(*record).percent == 95
    assert meets(karma(*record), 95) and not meets(karma(*record), 96)
    assert meets(karma(0, 0), 100)  # no game yet: nobody has had a chance to leave


@given(
    st.lists(st.integers(0, 20), min_size=3, max_size=6),
    st.integers(0, 5),
    st.sets(st.integers(0, 5)),
)
def test_places_put_the_winner_first_and_leavers_last(
    vps: list[int], winner: int, left: set[int]
) -> None:
    won = winner if winner < len(vps) and winner not in left else None
    final = _final(vps, won)
    left = {s for s in left if s < len(vps)}
    order = places(final, left)
    if won is not None:
        assert order[won] == 0
    for a in range(len(vps)):
        for b in range(len(vps)):
            if a in left and b not in left:
                assert order[a] > order[b]
            if (a in left) == (b in left) and a != won and b != won:
                assert (order[a] < order[b]) == (vps[a] > vps[b])


@pytest.mark.parametrize("expansion", ["ck", "base"])
def test_vp_by_source_adds_up_to_the_seats_vp(expansion: str) -> None:
    rng = random.Random(3)
    state = Game(expansion=expansion, players=4, seed=3).new_initial_state()
    for _ in range(3000):  # random play: far enough for cities, roads, cards
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
        for seat in range(4):
            assert sum(vp_sources(state, seat).values()) == state.victory_points(seat)
    assert [f.vp for f in final_seats(state)] == [state.victory_points(s) for s in range(4)]


def test_two_connections_taking_from_the_queue_at_once_never_share_a_player(
    storage_url: str,
) -> None:
    """Two server processes (two connections) take tables from one queue at the same
    time: every player is taken once, tables of four, all or nothing."""
    import threading

    from cityknights.server.storage.results import QueueRace, Waiting

    first, second = open_storage(storage_url), open_storage(storage_url)
    try:
        for i in range(16):
            first.queue_join(Waiting(f"q{i:02d}", "ck", 0.0, float(i)))
        taken: list[list[str]] = []
        lock = threading.Lock()

        def take(store: Storage) -> None:
            while True:
                try:
                    table = store.queue_take("ck", 4)
                except QueueRace:
                    continue
                if not table:
                    return
                with lock:
                    taken.append([w.player_id for w in table])

        workers = [threading.Thread(target=take, args=(s,)) for s in (first, second)]
        for w in workers:
            w.start()
        for w in workers:
            w.join(timeout=60)
        everyone = sorted(p for table in taken for p in table)
        assert everyone == [f"q{i:02d}" for i in range(16)]
        assert all(len(table) == 4 for table in taken)
        assert first.queue_size("ck") == 0
    finally:
        first.close()
        second.close()
