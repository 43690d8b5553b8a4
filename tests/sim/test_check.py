"""The invariant checker over many games: seeds, failures, totals, workers."""

from __future__ import annotations

import pytest

from cityknights.engine.invariants import InvariantError
from cityknights.sim import check as check_module
from cityknights.sim.check import (
    CheckOutcome,
    CheckSummary,
    action_kinds,
    check_game,
    run_checks,
)
from cityknights.sim.pool import pool_map
from cityknights.sim.runner import game_seeds

FAST = {"deep_every": 200, "max_turns": 60}


def by_index(outcomes: list[CheckOutcome]) -> list[CheckOutcome]:
    return sorted(outcomes, key=lambda outcome: outcome.index)


def test_games_use_the_run_seeds_and_pass() -> None:
    outcomes = list(run_checks("base", 3, 3, 7, **FAST))
    assert [o.index for o in outcomes] == [0, 1, 2]
    assert [o.seed for o in outcomes] == game_seeds(7, 3)
    assert all(o.error is None and o.steps > 0 and o.kinds for o in outcomes)
    assert all(sum(o.kinds.values()) == o.steps for o in outcomes)


def test_workers_do_not_change_the_outcomes() -> None:
    serial = list(run_checks("ck", 3, 3, 2, workers=1, **FAST))
    pooled = list(run_checks("ck", 3, 3, 2, workers=2, **FAST))
    assert by_index(pooled) == serial


def test_an_invariant_failure_is_an_outcome_not_an_exception(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(game: object, seed: int, **options: object) -> None:
        raise InvariantError(f"turn 3, context main: seed {seed} broke")

    monkeypatch.setattr(check_module, "play_checked_game", broken)
    outcome = check_game(4, 99, "base", 4, 25, {"max_turns": 10})
    assert outcome == CheckOutcome(4, 99, error="turn 3, context main: seed 99 broke")


def test_an_engine_crash_is_reported_with_its_place(monkeypatch: pytest.MonkeyPatch) -> None:
    def crash(game: object, seed: int, **options: object) -> None:
        raise KeyError("oops")

    monkeypatch.setattr(check_module, "play_checked_game", crash)
    outcome = check_game(0, 1, "base", 4, 25, {})
    assert outcome.error is not None
    assert outcome.error.startswith("KeyError: 'oops' (at test_check.py:")
    assert "in crash" in outcome.error


def test_summary_totals_passed_games_and_lists_failures_in_game_order() -> None:
    summary = CheckSummary()
    summary.add(CheckOutcome(2, 20, error="bad"))
    summary.add(CheckOutcome(1, 10, steps=5, winner=None, kinds={"roll": 2, "dice": 3}))
    summary.add(CheckOutcome(0, 0, steps=4, winner=1, kinds={"roll": 1, "end_turn": 3}))
    summary.add(CheckOutcome(3, 30, error="worse"))
    assert (summary.games, summary.passed, summary.steps, summary.no_winner) == (4, 2, 9, 1)
    assert summary.sorted_kinds() == [("dice", 3), ("end_turn", 3), ("roll", 3)]
    assert [(f.index, f.seed, f.error) for f in summary.failures] == [
        (2, 20, "bad"),
        (3, 30, "worse"),
    ]


def test_action_kinds_of_each_expansion() -> None:
    assert {"roll", "dice", "build_road", "play_monopoly"} <= action_kinds("base")
    assert {"build_knight", "improve_city", "draw_progress"} <= action_kinds("ck")
    assert "build_knight" not in action_kinds("base")


def square(x: int) -> int:
    return x * x


@pytest.mark.parametrize("workers", [1, 2, 5])
def test_pool_map_gives_every_result_with_its_index(workers: int) -> None:
    jobs = [(x,) for x in range(7)]
    results = dict(pool_map(square, jobs, workers))
    assert results == {i: i * i for i in range(7)}
    assert list(pool_map(square, [], workers)) == []
