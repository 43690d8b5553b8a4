"""The build bar's facts for one seat: every build and buy of the game, its cost, and why
it cannot be done now (docs/protocol.md, `builds`).

The engine refuses one action at a time, each naming a place; a bar item ("a city") has
no place. Its reason is the first refusal found over the board's places that is not about
one place (cannot afford it, none left, not now); when every place is refused for its own
reason, the item has nowhere to go (`no_place`). Nothing here is secret: costs are the
rules', and refusals name only what the seat to act may know.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..engine.actions import Action
from ..engine.constants import (
    CARD_NAMES,
    COST_ACTIVATE,
    COST_CITY,
    COST_DEV,
    COST_KNIGHT,
    COST_PROMOTE,
    COST_ROAD,
    COST_SETTLEMENT,
    COST_WALL,
    MAX_LEVEL,
    TRACK_COMMODITY,
    TRACK_NAMES,
)
from ..engine.refusals import cost_params
from ..engine.rules.improvements import cost as improvement_cost
from . import protocol as p

if TYPE_CHECKING:
    from ..engine.state import State

# (item, action kind, place type or None, cost) in the bar's order.
_BASE: Final = (
    ("road", "build_road", "edge", COST_ROAD),
    ("settlement", "build_settlement", "vertex", COST_SETTLEMENT),
    ("city", "build_city", "vertex", COST_CITY),
    ("development_card", "buy_dev", None, COST_DEV),
)
_CK: Final = (
    ("road", "build_road", "edge", COST_ROAD),
    ("settlement", "build_settlement", "vertex", COST_SETTLEMENT),
    ("city", "build_city", "vertex", COST_CITY),
    ("city_wall", "build_wall", "vertex", COST_WALL),
    ("knight", "build_knight", "vertex", COST_KNIGHT),
    ("activate_knight", "activate_knight", "vertex", COST_ACTIVATE),
    ("promote_knight", "promote_knight", "vertex", COST_PROMOTE),
)
# Parameters that name one place: a refusal carrying one is about that place alone.
_PLACE_PARAMS: Final = frozenset({"vertex", "edge", "hex"})


def _why(state: State, kind: str, place: str | None) -> p.Why:
    """Why no `kind` action is legal now (the seat to act's own reason)."""
    if place is None:
        refusal = state.refusal(Action(kind))
        assert refusal is not None  # called only when no action of the kind is legal
        return p.Why(**refusal.to_json())
    topo = state.game.topology
    count = topo.n_edges if place == "edge" else topo.n_vertices
    for i in range(count):
        refusal = state.refusal(Action(kind, i))
        if refusal is not None and not _PLACE_PARAMS & set(refusal.params):
            return p.Why(**refusal.to_json())
    return p.Why(code="no_place", params={"kind": kind})


def builds(state: State, seat: int | None, legal: list[Action]) -> list[p.Build]:
    """The bar for `seat` ([] for a spectator). `legal`: the seat's legal actions now
    ([] when another seat is to act: then no item carries a reason, the client says whose
    turn it is)."""
    if seat is None:
        return []
    to_act = state.current_player() == seat
    legal_kinds = {a[0] for a in legal}
    out: list[p.Build] = []
    ck = state.game.ck
    for item, kind, place, cost in _CK if ck else _BASE:
        ok = kind in legal_kinds
        reason = None if ok or not to_act else _why(state, kind, place)
        out.append(
            p.Build(item=item, kind=kind, track=None, cost=cost_params(cost), legal=ok, why=reason)
        )
    if ck:
        legal_tracks = {a[1] for a in legal if a[0] == "improve_city"}
        for track, name in enumerate(TRACK_NAMES):
            level = state.improvements[seat][track]
            n = max(0, improvement_cost(state, seat, track)) if level < MAX_LEVEL else 0
            cost_: dict[str, int] = {CARD_NAMES[TRACK_COMMODITY[track]]: n} if n else {}
            ok = track in legal_tracks
            why: p.Why | None = None
            if not ok and to_act:
                refusal = state.refusal(Action("improve_city", track))
                why = None if refusal is None else p.Why(**refusal.to_json())
            out.append(
                p.Build(
                    item="improve_city",
                    kind="improve_city",
                    track=name,
                    cost=cost_,
                    legal=ok,
                    why=why,
                )
            )
    return out
