"""A least-recently-used cache bounded by its entries and by their total weight.

The server keeps finished games' records and replay indexes in memory so that a reader
asking again is answered without a replay. Bounded by entries alone, such a cache holds
32 games of any length: a game of thousands of turns (a high turn limit, an imported
record) weighs a hundred times a full one, and 32 of them were gigabytes. A weight per
entry (its moves, its bytes) bounds what the cache holds whatever the games are like.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class BoundedCache(Generic[K, V]):
    """At most `entries` values and at most `weight` in all, as `weigh` weighs each; the
    least recently used dropped first. A value heavier than `weight` alone is not kept
    (the next ask builds it again: kept, it would push out everything else). Safe to use
    from several threads."""

    def __init__(self, entries: int, weight: int, weigh: Callable[[V], int]) -> None:
        self.entries = entries
        self.weight = weight
        self._weigh = weigh
        self._kept: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._total = 0
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        with self._lock:
            found = self._kept.get(key)
            if found is None:
                return None
            self._kept.move_to_end(key)
            return found[0]

    def put(self, key: K, value: V) -> None:
        weight = self._weigh(value)
        with self._lock:
            old = self._kept.pop(key, None)
            if old is not None:
                self._total -= old[1]
            if weight > self.weight:
                return
            self._kept[key] = (value, weight)
            self._total += weight
            while len(self._kept) > self.entries or self._total > self.weight:
                _, (_, dropped) = self._kept.popitem(last=False)
                self._total -= dropped

    def __len__(self) -> int:
        return len(self._kept)

    @property
    def total(self) -> int:
        """The weight of what is kept."""
        return self._total
