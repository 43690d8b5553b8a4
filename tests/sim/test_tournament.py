"""Tournaments: the schedule seats every bot in every seat equally, ratings come in game order."""

from __future__ import annotations

from collections import Counter

import pytest

from cityknights.bots import parse_bot_spec
from cityknights.seeds import game_seed
from cityknights.sim.runner import GameResult, in_order, play_games
from cityknights.sim.tournament import (
    Leaderboard,
    finishing_ranks,
    lineups,
    schedule,
    tournament_games,
    tournament_jobs,
)


@pytest.mark.parametrize(
    ("bots", "expected"),
    [
        (2, [(0, 0, 0, 1), (0, 0, 1, 1), (0, 1, 1, 1)]),
        (3, [(0, 0, 1, 2), (0, 1, 1, 2), (0, 1, 2, 2)]),
        (4, [(0, 1, 2, 3)]),
        (5, [(0, 1, 2, 3), (0, 1, 2, 4), (0, 1, 3, 4), (0, 2, 3, 4), (1, 2, 3, 4)]),
    ],
)
def test_lineups(bots: int, expected: list[tuple[int, ...]]) -> None:
    assert lineups(bots) == expected


@pytest.mark.parametrize("bots", [2, 3, 4, 5, 6])
def test_a_round_seats_every_bot_in_every_seat_equally(bots: int) -> None:
    tables = [tuple(lineup[s:] + lineup[:s]) for lineup in lineups(bots) for s in range(4)]
    per_seat = [Counter(table[seat] for table in tables) for seat in range(4)]
    counts = {count for seat in per_seat for count in seat.values()}
    assert len(counts) == 1, per_seat  # the same count for every bot in every seat
    assert all(set(seat) == set(range(bots)) for seat in per_seat)
    assert tournament_games(bots, 1) == len(tables)


def test_schedule_rotates_each_lineup_through_the_seats() -> None:
    a, b, c = (parse_bot_spec(s) for s in ("random", "heuristic", "random:offers=true"))
    tables = schedule([a, b, c])
    assert len(tables) == 12
    assert tables[:4] == [(a, a, b, c), (a, b, c, a), (b, c, a, a), (c, a, a, b)]


def test_games_are_rounded_up_to_whole_rounds_and_seeded_by_index() -> None:
    assert tournament_games(3, 12) == 12
    assert tournament_games(3, 13) == 24
    assert tournament_games(4, 10) == 12
    bots = [parse_bot_spec("random"), parse_bot_spec("heuristic")]
    jobs = tournament_jobs("base", bots, 20, 5, max_turns=30)
    assert len(jobs) == 24  # 2 bots: a round is 3 lineups x 4 rotations
    assert [job.seed for job in jobs] == [game_seed(5, i) for i in range(24)]
    assert jobs[12].players == jobs[0].players and jobs[1].players != jobs[0].players


def result(players: tuple[str, ...], winner: int | None, vp: tuple[int, ...]) -> GameResult:
    return GameResult(
        seed=0, players=players, winner=winner, turns=10, decisions=10, victory_points=vp,
        duration=0.0,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("winner", "vp", "ranks"),
    [
        (2, (5, 7, 10, 3), [2, 1, 0, 3]),
        (0, (10, 6, 6, 2), [0, 1, 1, 3]),
        (1, (11, 10, 4, 4), [1, 0, 2, 2]),  # the winner first even below another's VP
        (None, (8, 9, 8, 1), [1, 0, 1, 3]),  # turn cap: by VP alone
    ],
)
def test_finishing_ranks(winner: int | None, vp: tuple[int, ...], ranks: list[int]) -> None:
    assert finishing_ranks(result(("a",) * 4, winner, vp)) == ranks


def test_a_winner_gains_and_a_bot_in_two_seats_gets_both_changes() -> None:
    board = Leaderboard(["a", "b", "c"])
    board.add(result(("a", "b", "a", "c"), 1, (3, 10, 5, 2)))
    s = board.standings
    assert s["b"].mu > 25 > s["c"].mu
    assert s["b"].sigma < 25 / 3
    assert (s["a"].games, s["a"].seats, s["a"].wins, s["a"].victory_points) == (1, 2, 0, 8)
    assert (s["b"].games, s["b"].seats, s["b"].wins) == (1, 1, 1)
    # "a" got the sum of its two seats' changes: rated as two separate players.
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    seats = model.rate([[model.rating()] for _ in range(4)], ranks=[2, 0, 1, 3])
    expected = 25 + (seats[0][0].mu - 25) + (seats[2][0].mu - 25)
    assert s["a"].mu == pytest.approx(expected)
    assert s["a"].sigma == pytest.approx(
        (25 / 3) * (seats[0][0].sigma / (25 / 3)) * (seats[2][0].sigma / (25 / 3))
    )
    assert board.ranking()[0].bot == "b"


def test_ratings_do_not_depend_on_the_workers() -> None:
    bots = [parse_bot_spec(s) for s in ("random", "heuristic", "random:offers=true")]
    jobs = tournament_jobs("ck", bots, 12, 3, max_turns=120)
    boards = []
    for workers in (1, 2):
        board = Leaderboard([str(b) for b in bots])
        for result in in_order(play_games(jobs, workers=workers)):
            board.add(result)
        boards.append(board.as_dict())
    assert boards[0] == boards[1]
    assert sum(v["seats"] for v in boards[0].values()) == 12 * 4
    assert all(v["games"] == 12 for v in boards[0].values())  # 3 bots: all in every game
