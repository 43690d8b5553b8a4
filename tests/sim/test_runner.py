"""The game driver: chance sampling, and whole games against the engine."""

from __future__ import annotations

import pytest

from cityknights.sim.runner import sample_outcome


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
