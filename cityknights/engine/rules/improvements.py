"""City improvements, metropolises, city walls and the Aqueduct (RULES.md §8.2, §10, §11).

Level n of a track costs n commodities of its type (cloth trade, coin politics, paper
science) and needs a city on the board. Levels 4-5 need a city that can hold the track's
metropolis. The first to reach level 4 takes the metropolis; reaching level 5 takes it
from a holder still below 5; the first at level 5 keeps it for good.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..actions import Action
from ..constants import (
    ABILITY_LEVEL,
    CARD_NAMES,
    COST_WALL,
    IMPROVEMENT_NAMES,
    MAX_LEVEL,
    MAX_WALLS,
    METROPOLIS_LEVEL,
    NOBODY,
    RESOURCES,
    SCIENCE,
    TRACK_COMMODITY,
    TRACK_NAMES,
)
from ..errors import quote
from ..events import DROPPED, Event
from ..refusals import Refusal, cost_params
from .common import add_cards, can_pay, pay, valid_int

if TYPE_CHECKING:
    from ..state import State


# ----------------------------------------------------------------- walls
_WALL: Final = cost_params(COST_WALL)
# Where a wall is bought (the Engineer's is free): the main phase, a Special Build slot.
_PAID: Final = ("main", "special_build", "part_turn")


def walls_of(s: State, seat: int) -> int:
    return sum(1 for v in s.cities[seat] if s.wall[v])


def wall_limit_reason(s: State, seat: int, v: int) -> Refusal | None:
    """Why the seat's city on `v` cannot take a wall (one per city, MAX_WALLS in all), or
    None. Shared by building a wall and the Engineer's free one."""
    if s.wall[v]:
        return Refusal("wall_exists", {"vertex": v})
    if walls_of(s, seat) >= MAX_WALLS:
        return Refusal("no_walls_left", {"max": MAX_WALLS})
    return None


def check_wall(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    if not valid_int(v, len(s.owner)) or v not in s.cities[seat]:
        return Refusal("wall_needs_city", {"vertex": v})
    reason = wall_limit_reason(s, seat, v)
    if reason is not None:
        return reason
    if s.context() in _PAID and not can_pay(s.hands[seat], COST_WALL):
        return Refusal("cannot_afford", {"item": "city_wall", "cost": _WALL})
    return None


def put_wall(s: State, seat: int, v: int, events: list[Event]) -> None:
    s.wall[v] = 1
    if events is not DROPPED:
        events.append(Event("wall_built", {"seat": seat, "vertex": v}))


def apply_wall(s: State, a: Action, events: list[Event]) -> None:
    seat = s.current_player()  # the turn player, or a seat in its Special Build slot
    pay(s, seat, COST_WALL)
    put_wall(s, seat, a[1], events)


def wall_spots(s: State, seat: int) -> list[int]:
    if walls_of(s, seat) >= MAX_WALLS:
        return []
    return [v for v in s.cities[seat] if not s.wall[v]]


# ----------------------------------------------------------------- improvements
def cost(s: State, seat: int, track: int) -> int:
    """Commodities the next level of the track costs: one less with a Crane played this
    turn (one Crane per improvement; level 1 becomes free)."""
    return s.improvements[seat][track] + 1 - (1 if s.crane else 0)


def metropolis_cities(s: State, seat: int, track: int) -> list[int]:
    """The seat's cities that could hold this track's metropolis."""
    held = set(s.metropolis)
    return [v for v in s.cities[seat] if v not in held or s.metropolis[track] == v]


def levels_within_reach(s: State, seat: int) -> int:
    """How many improvements the seat could still buy with its cities as they stand: any
    city takes a track to level 3, levels 4-5 need a city that can hold the track's
    metropolis (A16). What the Crane counts to know whether it would have an effect.
    With no city yet, levels up to 3 still count (a city may be built this turn first);
    levels 4-5 do not (no city can hold the metropolis)."""
    reach = 0
    for track, level in enumerate(s.improvements[seat]):
        top = MAX_LEVEL if metropolis_cities(s, seat, track) else METROPOLIS_LEVEL - 1
        reach += max(0, top - level)
    return reach


def _why_not_improve(s: State, seat: int, track: object) -> Refusal | None:
    if not valid_int(track, 3):
        return Refusal("no_such_track", {"value": quote(track)})
    assert isinstance(track, int)
    level = s.improvements[seat][track]
    name = TRACK_NAMES[track]
    if level >= MAX_LEVEL:
        return Refusal("track_maxed", {"track": name, "max": MAX_LEVEL})
    if not s.cities[seat]:
        return Refusal("improve_needs_city")
    if level + 1 >= METROPOLIS_LEVEL and not metropolis_cities(s, seat, track):
        return Refusal("improve_needs_metropolis_city", {"track": name, "level": level + 1})
    need = cost(s, seat, track)
    commodity = TRACK_COMMODITY[track]
    if s.hands[seat][commodity] < need:
        return Refusal(
            "improve_cost",
            {"track": name, "level": level + 1, "count": need, "card": CARD_NAMES[commodity]},
        )
    return None


def check_improve(s: State, seat: int, a: Action) -> Refusal | None:
    return _why_not_improve(s, seat, a[1])


def legal_main(s: State, seat: int, out: list[Action]) -> None:
    legal_walls(s, seat, out)
    legal_improvements(s, seat, out)


def legal_walls(s: State, seat: int, out: list[Action]) -> None:
    if can_pay(s.hands[seat], COST_WALL):
        t = s.game.actions
        out.extend(t.build_wall[v] for v in wall_spots(s, seat))


def legal_improvements(s: State, seat: int, out: list[Action]) -> None:
    t = s.game.actions
    hand = s.hands[seat]
    if not s.cities[seat]:
        return  # improvements need a city
    for track in range(3):
        # Usually the commodities are short: that cheap test first, the full check after.
        if hand[TRACK_COMMODITY[track]] >= cost(s, seat, track) and (
            _why_not_improve(s, seat, track) is None
        ):
            out.append(t.improve_city[track])


def apply_improve(s: State, a: Action, events: list[Event]) -> None:
    seat, track = s.current_player(), a[1]  # the turn player or a Special Build slot's
    commodity = TRACK_COMMODITY[track]
    need = cost(s, seat, track)
    add_cards(s, seat, commodity, -need)
    s.bank[commodity] += need
    if s.crane:
        s.crane -= 1
    s.improvements[seat][track] += 1
    level = s.improvements[seat][track]
    if events is not DROPPED:
        events.append(Event("city_improved", {
            "seat": seat, "track": TRACK_NAMES[track], "level": level,
            "name": IMPROVEMENT_NAMES[track][level - 1]}))  # fmt: skip
    claim_metropolis(s, seat, track, events)


def claim_metropolis(s: State, seat: int, track: int, events: list[Event]) -> None:
    level = s.improvements[seat][track]
    if level < METROPOLIS_LEVEL:
        return
    spot = s.metropolis[track]
    holder = s.owner[spot] if spot != NOBODY else NOBODY
    if holder == seat:
        return
    if holder == NOBODY or (level == MAX_LEVEL and s.improvements[holder][track] < MAX_LEVEL):
        if holder != NOBODY:
            s.metropolis[track] = NOBODY
            events.append(Event("metropolis_lost", {"seat": holder, "track": TRACK_NAMES[track],
                                                    "vertex": spot}))  # fmt: skip
        s.pending.insert(0, ("metropolis", seat, track))


def legal_metropolis(s: State, seat: int) -> list[Action]:
    track = s.pending[0][2]
    t = s.game.actions.place_metropolis
    return [t[v] for v in metropolis_cities(s, seat, track)]


def check_metropolis(s: State, seat: int, a: Action) -> Refusal | None:
    track = s.pending[0][2]
    v = a[1]
    if not valid_int(v, len(s.owner)) or v not in metropolis_cities(s, seat, track):
        return Refusal("metropolis_city", {"track": TRACK_NAMES[track]})
    return None


def apply_metropolis(s: State, a: Action, events: list[Event]) -> None:
    _, seat, track = s.pending.pop(0)
    s.metropolis[track] = a[1]
    events.append(Event("metropolis_placed", {"seat": seat, "track": TRACK_NAMES[track],
                                              "vertex": a[1]}))  # fmt: skip


def metropolises_of(s: State, seat: int) -> int:
    return sum(1 for v in s.metropolis if v != NOBODY and s.owner[v] == seat)


# ----------------------------------------------------------------- aqueduct
def has_aqueduct(s: State, seat: int) -> bool:
    return s.improvements[seat][SCIENCE] >= ABILITY_LEVEL


def legal_aqueduct(s: State, seat: int) -> list[Action]:
    t = s.game.actions
    return [t.aqueduct[c] for c in RESOURCES if s.bank[c]] + [t.decline_aqueduct]


def check_aqueduct(s: State, seat: int, a: Action) -> Refusal | None:
    c = a[1]
    if not valid_int(c, len(RESOURCES)):
        return Refusal("aqueduct_resource")
    if s.bank[c] <= 0:
        return Refusal("bank_empty", {"card": CARD_NAMES[c]})
    return None


def apply_aqueduct(s: State, a: Action, events: list[Event]) -> None:
    seat = s.pending.pop(0)[1]
    c = a[1]
    s.bank[c] -= 1
    add_cards(s, seat, c, 1)
    if events is not DROPPED:
        events.append(Event("aqueduct", {"seat": seat, "card": CARD_NAMES[c]}))


def check_decline(s: State, seat: int, a: Action) -> Refusal | None:
    return None


def apply_decline(s: State, a: Action, events: list[Event]) -> None:
    seat = s.pending.pop(0)[1]
    if events is not DROPPED:
        events.append(Event("aqueduct_declined", {"seat": seat}))


__all__ = ["IMPROVEMENT_NAMES", "MAX_LEVEL"]
