"""Summary totals over game results."""

from __future__ import annotations

import pytest

from cityknights.sim.runner import GameResult
from cityknights.sim.summary import ROTATING, Summary


def result(
    winner: int | None, vp: tuple[int, ...], turns: int = 10, players: tuple[str, ...] = ()
) -> GameResult:
    return GameResult(
        seed=0, players=players or ("random",) * len(vp), winner=winner, turns=turns,
        decisions=3 * turns, victory_points=vp, duration=0.5,
    )  # fmt: skip


def test_summary_counts_wins_caps_and_means() -> None:
    results = [result(0, (10, 2, 3)), result(2, (4, 5, 10), 20), result(None, (6, 6, 6), 30)]
    summary = Summary.of(["a", "b", "c"], results)
    assert summary.games == 3
    assert [s.wins for s in summary.seats] == [1, 0, 1]
    assert summary.no_winner == 1
    assert summary.share(summary.no_winner) == pytest.approx(1 / 3)
    assert summary.mean(summary.turns) == 20
    assert summary.mean(summary.decisions) == 60
    assert [summary.mean(s.victory_points) for s in summary.seats] == [20 / 3, 13 / 3, 19 / 3]
    summary.elapsed = 2.0
    assert summary.games_per_second == 1.5


def test_empty_summary_has_zero_rates() -> None:
    summary = Summary.for_players(["a", "b", "c"])
    assert summary.share(0) == summary.mean(0) == summary.games_per_second == 0.0


def test_summary_rejects_a_result_with_another_seat_count() -> None:
    with pytest.raises(ValueError, match="result has 4 seats, summary has 3"):
        Summary.for_players(["a", "b", "c"]).add(result(0, (10, 1, 1, 1)))


def test_duration_does_not_take_part_in_equality() -> None:
    assert result(0, (10, 2, 3)) == GameResult(
        seed=0, players=("random",) * 3, winner=0, turns=10, decisions=30,
        victory_points=(10, 2, 3), duration=9.0,
    )  # fmt: skip


def ck_result(winner: int, vp: tuple[int, ...], repelled: int, won: int) -> GameResult:
    n = len(vp)
    stats = {
        "barbarians_repelled": repelled,
        "barbarians_won": won,
        "metropolises": [1] + [0] * (n - 1),
        "vp": {
            "settlements": list(vp),
            "cities": [0] * n,
            "metropolises": [2] + [0] * (n - 1),
            "longest_road": [0] * n,
            "defender": [1] * n,
            "progress": [0] * n,
            "merchant": [0] * n,
        },
    }
    return GameResult(
        seed=0, players=("random",) * n, winner=winner, turns=10, decisions=30,
        victory_points=vp, duration=0.1, stats=stats,
    )  # fmt: skip


def test_summary_averages_ck_stats_over_ck_games() -> None:
    summary = Summary.of(
        ["a", "b", "c"], [ck_result(0, (13, 2, 3), 3, 1), ck_result(1, (4, 13, 5), 5, 0)]
    )
    assert summary.ck_games == 2
    assert summary.ck_mean(summary.barbarians_repelled) == 4
    assert summary.ck_mean(summary.barbarians_won) == 0.5
    assert [summary.ck_mean(s.metropolises) for s in summary.seats] == [1, 0, 0]
    assert [summary.ck_mean(s.vp_sources["settlements"]) for s in summary.seats] == [8.5, 7.5, 4]
    assert [s.vp_sources["metropolises"] for s in summary.seats] == [4, 0, 0]
    assert [s.vp_sources["defender"] for s in summary.seats] == [2, 2, 2]


def test_base_results_carry_no_ck_stats() -> None:
    summary = Summary.of(["a", "b", "c"], [result(0, (10, 2, 3))])
    assert summary.ck_games == 0 and summary.ck_mean(summary.barbarians_won) == 0.0
    assert all(not any(s.vp_sources.values()) and s.metropolises == 0 for s in summary.seats)


def test_vp_sources_of_any_expansion_and_game_lengths() -> None:
    base = GameResult(
        seed=0, players=("random",) * 3, winner=0, turns=12, decisions=30,
        victory_points=(10, 2, 3), duration=0.1,
        stats={"vp": {"settlements": [2, 2, 3], "cities": [4, 0, 0], "longest_road": [2, 0, 0],
                      "largest_army": [0, 0, 0], "vp_cards": [2, 0, 0]}, "cards_played": {}},
    )  # fmt: skip
    summary = Summary.of(["a", "b", "c"], [base, result(None, (6, 6, 6), 30), base])
    assert summary.ck_games == 0 and summary.vp_games == 2
    assert list(summary.seats[0].vp_sources) == [
        "settlements", "cities", "longest_road", "largest_army", "vp_cards"
    ]  # fmt: skip
    assert summary.vp_mean(summary.seats[0].vp_sources["cities"]) == 4
    assert summary.game_lengths == {12: 2}  # the capped game is not a length


def test_bots_total_their_seats_and_carry_an_interval() -> None:
    xyx = ("x", "y", "x")
    results = [result(0, (10, 2, 3), players=xyx), result(2, (4, 5, 10), players=xyx),
               result(1, (4, 10, 5), players=xyx)]  # fmt: skip
    summary = Summary.of(["x", "y", "x"], results)
    assert summary.bots_differ
    x, y = summary.bots()
    assert (x.player, x.seats, x.seat_games, x.wins) == ("x", (0, 2), 6, 2)
    assert (y.player, y.seats, y.seat_games, y.wins) == ("y", (1,), 3, 1)
    assert x.win_rate == pytest.approx(1 / 3)
    low, high = x.interval
    assert 0 < low < 1 / 3 < high < 1
    assert not Summary.for_players(["x", "x", "x"]).bots_differ


def test_rotated_seats_are_totalled_per_bot_from_each_game_seating() -> None:
    games = [
        result(0, (13, 2, 3), players=("m", "h", "h")),  # m in seat 0 wins
        result(0, (13, 2, 3), players=("h", "m", "h")),  # h in seat 0 wins
        result(2, (4, 5, 13), players=("h", "h", "m")),  # m in seat 2 wins
    ]
    summary = Summary.of(["m", "h", "h"], games)
    assert summary.players == [ROTATING] * 3  # no seat kept one bot
    m, h = summary.bots()
    assert (m.player, m.seats, m.seat_games, m.wins) == ("m", (0, 1, 2), 3, 2)
    assert (h.player, h.seats, h.seat_games, h.wins) == ("h", (0, 1, 2), 6, 1)
    assert [s.wins for s in summary.seats] == [2, 0, 1]  # the seats' own record stays
    assert summary.rotating
    assert (m.victory_points, h.victory_points) == (13 + 2 + 13, 2 + 3 + 13 + 3 + 4 + 5)
    assert m.average_vp == pytest.approx(28 / 3)
    assert not Summary.of(["m", "h", "h"], [games[0]]).rotating


def test_ck_numbers_are_totalled_per_bot_from_each_game_seating() -> None:
    def ck_result(players: tuple[str, ...], metropolises: list[int]) -> GameResult:
        return GameResult(
            seed=0, players=players, winner=0, turns=10, decisions=30,
            victory_points=(13, 4, 2), duration=0.5,
            stats={"barbarians_repelled": 1, "barbarians_won": 0,
                   "metropolises": metropolises,
                   "vp": {"cities": [6, 2, 0], "metropolises": [2 * metropolises[0], 0, 0]}},
        )  # fmt: skip

    summary = Summary.of(
        ["m", "h", "h"],
        [ck_result(("m", "h", "h"), [1, 0, 0]), ck_result(("h", "m", "h"), [2, 0, 0])],
    )
    m, h = summary.bots()
    assert (m.metropolises, m.ck_seat_games, h.metropolises, h.ck_seat_games) == (1, 2, 2, 4)
    assert m.vp_sources == {"cities": 6 + 2, "metropolises": 2} and m.vp_seat_games == 2
    assert h.vp_sources == {"cities": 2 + 0 + 6 + 0, "metropolises": 4}


def test_bots_come_in_the_lineup_order_whatever_order_the_games_finish() -> None:
    first = result(0, (13, 2, 3), players=("h", "m", "m"))
    second = result(1, (2, 13, 3), players=("m", "h", "m"))
    for results in ([first, second], [second, first]):
        assert [bot.player for bot in Summary.of(["h", "m", "m"], results).bots()] == ["h", "m"]
