"""A seat's view built only when a bot reads it.

Bots get a seat's view and the legal actions, never the State (DESIGN.md). Building
``state.view(seat)`` costs about as much as the rest of a random bot's decision, and many
bots (the random bot, bots that look only at the legal actions) never read it. The driver
therefore hands each bot a :class:`LazyView`: a read-only ``Mapping`` equal to
``state.view(seat)`` that calls it on first access.

A view describes the position at the moment of the decision. The driver closes it when
``choose`` returns: a view read during ``choose`` stays readable afterwards (it is then a
plain snapshot), a view first read after it is closed raises ``RuntimeError`` instead of
silently describing a later position. A bot that keeps views reads them (or copies them
with ``dict(view)``) inside ``choose``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cityknights.engine.state import State

__all__ = ["LazyView"]


class LazyView(Mapping[str, Any]):
    """``state.view(seat)`` as a Mapping, built on first access (see the module docstring)."""

    __slots__ = ("_seat", "_state", "_view")

    def __init__(self, state: State, seat: int | None) -> None:
        self._state: State | None = state
        self._seat = seat
        self._view: dict[str, Any] | None = None

    def _data(self) -> dict[str, Any]:
        view = self._view
        if view is None:
            if self._state is None:
                raise RuntimeError(
                    "this view was first read after the bot's decision, when the position had "
                    "moved on; read it (or copy it with dict(view)) inside choose()"
                )
            view = self._view = self._state.view(self._seat)
        return view

    def close(self) -> None:
        """End the decision: an unread view can no longer be built."""
        self._state = None

    @property
    def built(self) -> bool:
        """Whether the view has been built (read at least once)."""
        return self._view is not None

    def to_dict(self) -> dict[str, Any]:
        """The view as the JSON-safe dict ``state.view(seat)`` returns."""
        return self._data()

    def __getitem__(self, key: str) -> Any:
        return self._data()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data())

    def __len__(self) -> int:
        return len(self._data())

    def __contains__(self, key: object) -> bool:
        return key in self._data()

    def __repr__(self) -> str:
        if self._view is not None:
            return f"LazyView({self._view!r})"
        return f"LazyView(seat={self._seat!r}, {'unbuilt' if self._state else 'closed'})"
