"""What a driver hands a bot at each decision: the seat's view.

A bot is any object with ``choose(view, legal_actions)``. The drivers (the simulation
runner, the RL environments' other seats) hand it ``state.seat_view(seat)``, a SeatView:
the typed view our bots read as arrays, which a bot written against the JSON view reads
the same way (``view["hand"]``, ``view.get("offer")``, ``dict(view)``: its wire form,
``view.to_json()``). The uniform random bot reads no view: it gets an empty mapping,
which spares a random game the cost of a view per decision (the moves are the same).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, cast

from cityknights.bots.random_bot import RandomBot

if TYPE_CHECKING:
    from cityknights.engine import SeatView, State

__all__ = ["NO_VIEW", "view_for"]

#: What a bot that never reads its view gets instead: an empty, read-only mapping.
NO_VIEW: Mapping[str, Any] = MappingProxyType({})


def view_for(bot: object, state: State, seat: int) -> Mapping[str, Any]:
    """The view to hand `bot` for `seat`'s decision in `state` (see the module docstring).
    Only the random bot itself reads none: a subclass may read it. Typed as the Mapping
    the Bot protocol names: a SeatView is one (registered, read as its wire form)."""
    if type(bot) is RandomBot:
        return NO_VIEW
    view: SeatView = state.seat_view(seat)
    return cast("Mapping[str, Any]", view)
