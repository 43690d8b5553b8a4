"""Summary totals over game results."""

from __future__ import annotations

import pytest

from cityknights.sim.runner import GameResult
from cityknights.sim.summary import Summary


def result(winner: int | None, vp: tuple[int, ...], turns: int = 10) -> GameResult:
    return GameResult(
        seed=0, players=("random",) * len(vp), winner=winner, turns=turns,
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
