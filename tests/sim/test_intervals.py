"""Wilson score intervals."""

from __future__ import annotations

import pytest

from cityknights.sim.intervals import wilson_interval


@pytest.mark.parametrize(
    ("wins", "n", "low", "high"),
    [
        (5, 10, 0.2366, 0.7634),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (1, 4, 0.0456, 0.6994),
        (250, 1000, 0.2242, 0.2778),
    ],
)
def test_known_intervals(wins: int, n: int, low: float, high: float) -> None:
    lo, hi = wilson_interval(wins, n)
    assert (lo, hi) == pytest.approx((low, high), abs=1e-4)
    assert 0.0 <= lo <= wins / n <= hi <= 1.0


def test_edges() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError, match="0 <= successes <= trials"):
        wilson_interval(3, 2)
