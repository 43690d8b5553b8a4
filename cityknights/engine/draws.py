"""random.Random's shuffle and sample, run by the engine itself.

The same algorithms as CPython's (3.11 to 3.13: Fisher-Yates for a shuffle; for a sample,
a partial Fisher-Yates over a copy of the population, or distinct indices drawn into a
set when the population is larger than the set would be; each index drawn by
getrandbits, drawn again while out of range), so the same generator gives the same
order and is left in the same state. They run here because the compiled engine runs
these loops natively, where the standard library's are interpreted Python: a random
board shuffles about seven times, and each of a search's determinizations deals the
hidden cards with a sample per pile. tests/engine/test_draws.py pins both to the
standard library's; a subclass of Random (its own random() or shuffle) gets its own.
"""

from __future__ import annotations

import math
import random
from typing import Final, TypeVar

T = TypeVar("T")

# The generator's getrandbits (the C method of `_random.Random`), called without looking
# it up on the instance at every draw (a search of the instance's dict and its type's,
# about half the cost of a draw): _below runs on a plain random.Random only.
_GETRANDBITS: Final = random.Random.getrandbits


def _below(rng: random.Random, n: int) -> int:
    """random.Random._randbelow_with_getrandbits: an int in [0, n), n > 0, from a plain
    random.Random (the callers' check)."""
    k = n.bit_length()
    r: int = _GETRANDBITS(rng, k)
    while r >= n:
        r = _GETRANDBITS(rng, k)
    return r


def shuffle(rng: random.Random, x: list[int]) -> None:
    """`rng.shuffle(x)`: the same order, the generator left in the same state."""
    if type(rng) is not random.Random:
        rng.shuffle(x)
        return
    for i in range(len(x) - 1, 0, -1):
        j = _below(rng, i + 1)
        x[i], x[j] = x[j], x[i]


def sample(rng: random.Random, population: list[T], k: int) -> list[T]:
    """`rng.sample(population, k)`: the same items in the same order, the generator left
    in the same state. ValueError when k is out of 0..len(population)."""
    if type(rng) is not random.Random:
        return rng.sample(population, k)
    n = len(population)
    if not 0 <= k <= n:
        raise ValueError("Sample larger than population or is negative")
    setsize = 21  # the standard library's: a small set's size less an empty list's
    if k > 5:
        setsize += 4 ** math.ceil(math.log(k * 3, 4))
    result: list[T] = []
    if n <= setsize:
        pool = population[:]
        for i in range(k):
            j = _below(rng, n - i)
            result.append(pool[j])
            pool[j] = pool[n - i - 1]
        return result
    selected: set[int] = set()
    for _ in range(k):
        j = _below(rng, n)
        while j in selected:
            j = _below(rng, n)
        selected.add(j)
        result.append(population[j])
    return result
