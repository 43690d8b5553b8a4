"""A sequence of jobs made when read, so that a run of 10**7 games holds no list of them."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar, overload

__all__ = ["LazySequence"]

T = TypeVar("T")


class LazySequence(Sequence[T]):
    """``count`` items, item ``i`` made by ``make(i)`` each time it is read.

    It has a length (progress bars, chunk sizes) and indexes like a list (negative indices
    and slices too; a slice is a list), but holds only ``count`` and ``make``.
    """

    def __init__(self, count: int, make: Callable[[int], T]) -> None:
        if count < 0:
            raise ValueError(f"a sequence cannot hold {count} items")
        self._count = count
        self._make = make

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> list[T]: ...

    def __getitem__(self, index: int | slice) -> T | list[T]:
        if isinstance(index, slice):
            return [self._make(i) for i in range(self._count)[index]]
        if not -self._count <= index < self._count:
            raise IndexError(f"index {index} out of range for {self._count} items")
        return self._make(index % self._count)

    def __iter__(self) -> Iterator[T]:
        return map(self._make, range(self._count))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str | bytes):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # like a list

    def __repr__(self) -> str:
        return f"LazySequence({self._count} items)"
