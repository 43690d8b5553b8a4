"""The game driver: chance sampling, and whole games against the engine."""

from __future__ import annotations

import pytest

from cityknights.bots import BotSpecError
from cityknights.sim.runner import (
    game_jobs,
    game_seeds,
    play_game,
    rotated,
    run_games,
    sample_outcome,
)


class FixedRandom:
    def __init__(self, value: float) -> None:
        self.value = value

    def random(self) -> float:
        return self.value


@pytest.mark.parametrize(
    ("r", "expected"), [(0.0, "a"), (0.49, "a"), (0.5, "b"), (0.74, "b"), (0.75, "c"), (0.99, "c")]
)
def test_sample_outcome_uses_cumulative_probability(r: float, expected: str) -> None:
    outcomes = [("a", 0.5), ("b", 0.25), ("c", 0.25)]
    assert sample_outcome(outcomes, FixedRandom(r)) == expected


def test_sample_outcome_tolerates_rounding_and_rejects_no_outcomes() -> None:
    assert sample_outcome([("a", 0.3), ("b", 0.3), ("c", 0.3)], FixedRandom(0.95)) == "c"
    with pytest.raises(ValueError, match="at least one outcome"):
        sample_outcome([], FixedRandom(0.1))


SPECS = ["random", "random", "random", "random"]


def test_same_seed_and_specs_give_the_same_games() -> None:
    first = list(run_games("base", SPECS, games=4, seed=3, max_turns=400))
    again = list(run_games("base", SPECS, games=4, seed=3, max_turns=400))
    assert first == again
    assert [r.seed for r in first] == game_seeds(3, 4)
    assert all(r.decisions > 0 and r.turns > 0 for r in first)


def test_a_game_does_not_depend_on_the_run_around_it() -> None:
    # What a pool or Ray backend relies on: game i depends only on (base seed, i).
    longer = list(run_games("base", SPECS, games=4, seed=3, max_turns=400))
    shorter = list(run_games("base", SPECS, games=2, seed=3, max_turns=400))
    assert longer[:2] == shorter
    assert play_game("base", SPECS, longer[3].seed, max_turns=400) == longer[3]


def test_another_seed_gives_other_games() -> None:
    a = list(run_games("base", SPECS, games=3, seed=3, max_turns=400))
    b = list(run_games("base", SPECS, games=3, seed=4, max_turns=400))
    assert [(r.turns, r.decisions) for r in a] != [(r.turns, r.decisions) for r in b]


def test_result_matches_the_final_state() -> None:
    result = play_game("base", ["random"] * 3, 11, max_turns=400)
    assert result.players == ("random", "random", "random")
    assert len(result.victory_points) == 3
    if result.winner is None:
        assert result.turns == 400
    else:
        assert result.victory_points[result.winner] >= 10
    assert result.duration > 0


def test_each_seats_think_time_and_decisions_are_counted() -> None:
    result = play_game("ck", ["heuristic", "random", "heuristic"], 11, max_turns=60)
    assert len(result.think) == len(result.seat_decisions) == 3
    assert sum(result.seat_decisions) == result.decisions
    assert all(d > 0 for d in result.seat_decisions)
    assert all(t > 0 for t in result.think)
    assert sum(result.think) < result.duration  # the bots' calls are part of the game
    # Times differ between two plays of one game: they are not part of its equality.
    assert play_game("ck", ["heuristic", "random", "heuristic"], 11, max_turns=60) == result


def test_a_wrong_spec_fails_before_the_game() -> None:
    with pytest.raises(BotSpecError, match="unknown bot 'nope'"):
        play_game("base", ["random", "nope", "random"], 1)


def test_rotated_jobs_seat_each_bot_in_every_seat_in_turn() -> None:
    specs = ["heuristic", "random:offers=true", "random", "random"]
    jobs = game_jobs("base", specs, 5, seed=3, rotate=True)
    seatings = [[str(spec) for spec in job.players] for job in jobs]
    assert seatings[0] == specs
    assert seatings[1] == ["random", "heuristic", "random:offers=true", "random"]
    assert [seating.index("heuristic") for seating in seatings] == [0, 1, 2, 3, 0]
    # The seeds are those of the unrotated run: only the seating moves.
    plain = game_jobs("base", specs, 5, seed=3)
    assert [job.seed for job in jobs] == [job.seed for job in plain]
    assert rotated((1, 2, 3), 4) == (3, 1, 2)
