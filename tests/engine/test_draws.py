"""The engine's own shuffle and sample (cityknights/engine/draws.py) are the standard
library's: the same order from the same generator, which they leave in the same state, so
a board from a seed and a search's determinizations are the same in both builds and on
every Python the project supports (CPython 3.11 to 3.13 run one algorithm)."""

from __future__ import annotations

import random

import pytest

from cityknights.engine.draws import sample, shuffle


def test_shuffle_is_random_shuffle() -> None:
    for seed in range(60):
        for size in (0, 1, 2, 5, 9, 18, 19, 30):
            ours, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(size)), list(range(size))
            shuffle(ours, a)
            theirs.shuffle(b)
            assert a == b and ours.getstate() == theirs.getstate(), (seed, size)


def test_sample_is_random_sample_on_both_of_its_paths() -> None:
    """Small populations (a partial shuffle of a copy) and large ones (indices drawn into
    a set, drawn again when taken), k from none to all, repeated items included."""
    sizes = (0, 1, 2, 5, 6, 7, 12, 21, 22, 40, 85, 86, 120, 400)
    checked = 0
    for seed in range(25):
        for n in sizes:
            population = [i % 9 for i in range(n)]  # repeated kinds, as a pile of cards
            for k in sorted({0, 1, 2, 5, 6, n // 3, n // 2, n - 1, n} - {-1}):
                if not 0 <= k <= n:
                    continue
                ours, theirs = random.Random(seed), random.Random(seed)
                got = sample(ours, population, k)
                assert got == theirs.sample(population, k), (seed, n, k)
                assert ours.getstate() == theirs.getstate(), (seed, n, k)
                checked += 1
    assert checked > 1500
    population = list(range(10))
    assert sample(random.Random(1), population, 4) and population == list(range(10))


def test_a_sample_past_the_population_is_refused() -> None:
    with pytest.raises(ValueError, match="Sample larger than population"):
        sample(random.Random(0), [1, 2], 3)
    with pytest.raises(ValueError, match="Sample larger than population"):
        sample(random.Random(0), [1, 2], -1)


def test_a_random_subclass_keeps_its_own_shuffle_and_sample() -> None:
    class Reversing(random.Random):
        def shuffle(self, x):  # type: ignore[no-untyped-def]
            x.reverse()

        def sample(self, population, k, *, counts=None):  # type: ignore[no-untyped-def]
            return list(reversed(population))[:k]

    x = [1, 2, 3]
    shuffle(Reversing(0), x)
    assert x == [3, 2, 1]
    assert sample(Reversing(0), [1, 2, 3], 2) == [3, 2]
