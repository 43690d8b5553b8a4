"""Roads, settlements and cities: where they may go, what they cost (RULES.md §8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..actions import Action
from ..constants import (
    CITY,
    COST_CITY,
    COST_ROAD,
    COST_SETTLEMENT,
    EMPTY,
    GENERIC_HARBOR,
    MAX_CITIES,
    MAX_ROADS,
    MAX_SETTLEMENTS,
    NOBODY,
    SETTLEMENT,
)
from ..events import DROPPED, Event, packed_event
from ..refusals import Refusal, cost_params
from . import longest_road
from .common import can_pay, pay, replaced, replaced_row, row_with, row_without, valid_int

if TYPE_CHECKING:
    from ..state import State


# ----------------------------------------------------------------- where pieces may go
def spot_is_free(s: State, v: int) -> bool:
    """Empty intersection (no building, no knight) with no building next to it (the
    distance rule; knights do not count for it)."""
    owner = s.owner
    if owner[v] != NOBODY or s.knight_owner[v] != NOBODY:
        return False
    return all(owner[w] == NOBODY for w in s.game.topology.vertex_neighbors[v])


def blocks(s: State, seat: int, v: int) -> bool:
    """Does an opponent's piece (building or C&K knight) at `v` stop `seat`'s roads?"""
    o = s.owner[v]
    if o != NOBODY and o != seat:
        return True
    k = s.knight_owner[v]
    return k != NOBODY and k != seat


def road_connects(s: State, seat: int, e: int) -> bool:
    topo = s.game.topology
    road = s.road
    for v in topo.edge_vertices[e]:
        if s.owner[v] == seat:
            return True
        if blocks(s, seat, v):
            continue
        for e2 in topo.vertex_edges[v]:
            if e2 != e and road[e2] == seat:
                return True
    return False


def road_spots(s: State, seat: int) -> list[int]:
    """Empty paths connected to the seat's network, not through an opponent's piece, in
    id order."""
    topo = s.game.topology
    edge_vertices, vertex_edges = topo.edge_vertices, topo.vertex_edges
    road = s.road
    # Marked per path and sorted at the end: a set of boxed ints and sorted(set) cost
    # the compiled engine more (this runs at nearly every decision).
    seen = [False] * len(road)
    spots: list[int] = []
    for e in s.roads[seat]:
        for v in edge_vertices[e]:
            if blocks(s, seat, v):
                continue
            for e2 in vertex_edges[v]:
                if road[e2] == NOBODY and not seen[e2]:
                    seen[e2] = True
                    spots.append(e2)
    for v in s.settlements[seat]:
        for e2 in vertex_edges[v]:
            if road[e2] == NOBODY and not seen[e2]:
                seen[e2] = True
                spots.append(e2)
    for v in s.cities[seat]:
        for e2 in vertex_edges[v]:
            if road[e2] == NOBODY and not seen[e2]:
                seen[e2] = True
                spots.append(e2)
    spots.sort()
    return spots


def settlement_spots(s: State, seat: int) -> list[int]:
    """Free intersections at the end of the seat's roads, in id order."""
    edge_vertices = s.game.topology.edge_vertices
    seen = [False] * len(s.owner)  # as road_spots: marks, not a set
    spots: list[int] = []
    for e in s.roads[seat]:
        for v in edge_vertices[e]:
            if not seen[v]:
                seen[v] = True
                if spot_is_free(s, v):
                    spots.append(v)
    spots.sort()
    return spots


def touches_own_road(s: State, seat: int, v: int) -> bool:
    return any(s.road[e] == seat for e in s.game.topology.vertex_edges[v])


# ----------------------------------------------------------------- pieces in the supply
# C&K: a city pillaged when its owner has no settlement piece left lies on its side
# (RULES.md §12.4): a settlement on the board (in `settlements`), made of a city piece,
# and the seat's next city must go on it. Only a seat with all 5 settlement pieces on the
# board has one, so `len(settlements) < MAX_SETTLEMENTS` still says a piece is free.
def cities_on_side(s: State, seat: int) -> list[int]:
    on_side = s.on_side
    return [v for v in s.settlements[seat] if on_side[v]]


def pieces_left(s: State, seat: int) -> tuple[int, int, int]:
    """(roads, settlements, cities) not on the board."""
    side = len(cities_on_side(s, seat))
    return (
        MAX_ROADS - len(s.roads[seat]),
        MAX_SETTLEMENTS - len(s.settlements[seat]) + side,
        MAX_CITIES - len(s.cities[seat]) - side,
    )


def city_spots(s: State, seat: int) -> list[int]:
    """Where the seat's next city may go (paid or Medicine): the city lying on its side
    if there is one (its piece is already on the board), else any of its settlements
    while a city piece is left."""
    side = cities_on_side(s, seat)
    if side:
        return side
    return list(s.settlements[seat]) if len(s.cities[seat]) < MAX_CITIES else []


def city_spot_reason(s: State, seat: int, v: int) -> Refusal | None:
    """Why the seat's next city may not go on `v` (its cost aside), or None."""
    if s.owner[v] != seat or s.building[v] != SETTLEMENT:
        return Refusal("city_needs_settlement", {"vertex": v})
    side = cities_on_side(s, seat)
    if side:
        if v in side:
            return None
        return Refusal("city_on_side_first", {"vertices": side})
    if len(s.cities[seat]) >= MAX_CITIES:
        return Refusal("no_cities_left", {"max": MAX_CITIES})
    return None


# ----------------------------------------------------------------- placing pieces
# Event keys (packed_event: see events.Event).
_ROAD_KEYS: Final[tuple[str, ...]] = ("seat", "edge")
_VERTEX_KEYS: Final[tuple[str, ...]] = ("seat", "vertex")


# A seat's piece lists are sorted tuples in a tuple, replaced (never mutated) when a piece
# is added (common.row_with), so clone() shares them and positions compare as sets.
def put_road(s: State, seat: int, e: int, events: list[Event]) -> None:
    s.road = replaced(s.road, e, seat)
    s.roads = row_with(s.roads, seat, e)
    if events is not DROPPED:
        events.append(packed_event("road_built", _ROAD_KEYS, (seat, e)))
    longest_road.after_road_built(s, seat, e, events)


def put_settlement(s: State, seat: int, v: int, events: list[Event]) -> None:
    s.owner = replaced(s.owner, v, seat)
    s.building = replaced(s.building, v, SETTLEMENT)
    s.settlements = row_with(s.settlements, seat, v)
    gain_harbor(s, seat, v)
    if events is not DROPPED:
        events.append(packed_event("settlement_built", _VERTEX_KEYS, (seat, v)))
    longest_road.after_vertex_taken(s, seat, v, events)


def put_city(s: State, seat: int, v: int, events: list[Event]) -> None:
    s.building = replaced(s.building, v, CITY)
    s.on_side[v] = 0  # a pillaged city on its side stands up again
    s.settlements = row_without(s.settlements, seat, v)
    s.cities = row_with(s.cities, seat, v)
    if events is not DROPPED:
        events.append(packed_event("city_built", _VERTEX_KEYS, (seat, v)))


def gain_harbor(s: State, seat: int, v: int) -> None:
    kind = s.game.harbor_of_vertex[v]
    if kind == NOBODY:
        return
    rates = list(s.rates[seat])
    if kind == GENERIC_HARBOR:
        # A 3:1 harbor serves every resource and commodity (RULES.md A24).
        for c in range(len(rates)):
            if rates[c] > 3:
                rates[c] = 3
    else:
        rates[kind] = 2
    s.rates = replaced_row(s.rates, seat, tuple(rates))


def recompute_rates(s: State, seat: int) -> None:
    """Harbor rates from scratch (used when loading a position)."""
    s.rates = replaced_row(s.rates, seat, (4,) * len(s.rates[seat]))
    for v in s.settlements[seat] + s.cities[seat]:
        gain_harbor(s, seat, v)


# ----------------------------------------------------------------- legal lists
def legal_builds(s: State, seat: int, out: list[Action]) -> None:
    """Append the road/settlement/city builds the seat can pay for and place."""
    # Costs spelled out: this runs at every decision (lumber 0, brick 1, wool 2, grain 3, ore 4).
    hand = s.hands[seat]
    lumber, brick, wool, grain, ore = hand[0], hand[1], hand[2], hand[3], hand[4]
    t = s.game.actions
    # Loops, not out.extend(generator): a generator is a Python object to the compiled
    # engine, stepped through the generic protocol.
    if brick and lumber:
        if len(s.roads[seat]) < MAX_ROADS:
            road = t.road
            for e in road_spots(s, seat):
                out.append(road[e])
        if wool and grain and len(s.settlements[seat]) < MAX_SETTLEMENTS:
            settlement = t.settlement
            for v in settlement_spots(s, seat):
                out.append(settlement[v])
    if grain >= 2 and ore >= 3:
        city = t.city
        for v in city_spots(s, seat):
            out.append(city[v])


def legal_free_road(s: State, seat: int) -> list[Action]:
    t = s.game.actions.road
    return [t[e] for e in road_spots(s, seat)]


# ----------------------------------------------------------------- checks
# The costs as refusal parameters, built once (a refusal never changes its parameters).
_ROAD: Final = cost_params(COST_ROAD)
_SETTLEMENT: Final = cost_params(COST_SETTLEMENT)
_CITY: Final = cost_params(COST_CITY)


def check_road(s: State, seat: int, a: Action) -> Refusal | None:
    e = a[1]
    topo = s.game.topology
    if not valid_int(e, topo.n_edges):
        return Refusal("no_such_path", {"edge": e, "last": topo.n_edges - 1})
    if s.road[e] != NOBODY:
        return Refusal("path_taken", {"edge": e})
    ctx = s.context()
    if ctx == "setup_road":
        if s.setup_vertex not in topo.edge_vertices[e]:
            return Refusal("setup_road_away", {"vertex": s.setup_vertex})
        return None
    if len(s.roads[seat]) >= MAX_ROADS:
        return Refusal("no_roads_left", {"max": MAX_ROADS})
    if ctx == "diplomat_rebuild" and e == s.pending[0][2]:
        return Refusal("diplomat_same_path", {"edge": e})
    if not road_connects(s, seat, e):
        return Refusal("road_not_connected", {"edge": e})
    if (ctx == "main" or ctx == "special_build" or ctx == "part_turn") and not can_pay(
        s.hands[seat], COST_ROAD
    ):
        return Refusal("cannot_afford", {"item": "road", "cost": _ROAD})
    return None


def check_settlement(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    topo = s.game.topology
    if not valid_int(v, topo.n_vertices):
        return Refusal("no_such_vertex", {"vertex": v, "last": topo.n_vertices - 1})
    if s.owner[v] != NOBODY:
        return Refusal("vertex_occupied", {"vertex": v})
    if s.knight_owner[v] != NOBODY:
        return Refusal("knight_on_vertex", {"vertex": v})
    if not spot_is_free(s, v):
        return Refusal("distance_rule", {"vertex": v})
    if s.context() == "setup_settlement":
        return None
    if len(s.settlements[seat]) >= MAX_SETTLEMENTS:
        return Refusal("no_settlements_left", {"max": MAX_SETTLEMENTS})
    if not touches_own_road(s, seat, v):
        return Refusal("not_on_own_road", {"vertex": v})
    if not can_pay(s.hands[seat], COST_SETTLEMENT):
        return Refusal("cannot_afford", {"item": "settlement", "cost": _SETTLEMENT})
    return None


def check_city(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    topo = s.game.topology
    if not valid_int(v, topo.n_vertices):
        return Refusal("no_such_vertex", {"vertex": v, "last": topo.n_vertices - 1})
    if s.context() == "setup_city":
        if not spot_is_free(s, v):  # also refuses a knight's intersection
            return Refusal("setup_city_blocked", {"vertex": v})
        return None
    reason = city_spot_reason(s, seat, v)
    if reason is not None:
        return reason
    if not can_pay(s.hands[seat], COST_CITY):
        return Refusal("cannot_afford", {"item": "city", "cost": _CITY})
    return None


# ----------------------------------------------------------------- appliers
def apply_road(s: State, a: Action, events: list[Event]) -> None:
    from . import setup

    seat = s.current_player()
    t: tuple[Any, ...] = a  # read as the tuple it is: see State._run
    e: int = t[1]  # typed: see turn.apply_dice
    ctx = s.context()
    if ctx == "setup_road":
        setup.place_road(s, seat, e, events)
        return
    if ctx == "main" or ctx == "special_build" or ctx == "part_turn":
        pay(s, seat, COST_ROAD)
        put_road(s, seat, e, events)
        return
    if ctx == "diplomat_rebuild":
        s.pending.pop(0)
        put_road(s, seat, e, events)
        return
    # A free road (Road Building): one fewer to place; stop when none can be placed.
    put_road(s, seat, e, events)
    left = s.pending[0][2] - 1
    if left > 0 and len(s.roads[seat]) < MAX_ROADS and road_spots(s, seat):
        s.pending[0] = ("free_road", seat, left)
    else:
        s.pending.pop(0)


def apply_settlement(s: State, a: Action, events: list[Event]) -> None:
    from . import setup

    seat = s.current_player()
    t: tuple[Any, ...] = a  # read as the tuple it is: see State._run
    v: int = t[1]  # typed: see turn.apply_dice
    if s.context() == "setup_settlement":
        setup.place_settlement(s, seat, v, events)
        return
    pay(s, seat, COST_SETTLEMENT)
    put_settlement(s, seat, v, events)


def apply_city(s: State, a: Action, events: list[Event]) -> None:
    from . import setup

    seat = s.current_player()
    t: tuple[Any, ...] = a  # read as the tuple it is: see State._run
    v: int = t[1]  # typed: see turn.apply_dice
    if s.context() == "setup_city":
        setup.place_city(s, seat, v, events)
        return
    pay(s, seat, COST_CITY)
    put_city(s, seat, v, events)


__all__ = ["CITY", "EMPTY"]
