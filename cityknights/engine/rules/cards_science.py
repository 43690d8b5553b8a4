"""Science (green) progress cards (RULES.md §13.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..actions import Action
from ..constants import (
    CARD_NAMES,
    EVENT_PROBABILITY,
    FIELDS,
    GRAIN,
    MAX_CITIES,
    MAX_ROADS,
    MAX_WALLS,
    MOUNTAINS,
    NOBODY,
    ORE,
    SETTLEMENT,
    TERRAIN_NAMES,
)
from ..events import Event
from ..refusals import Param, Refusal, cost_params
from . import build, improvements, knights
from .cards_common import card_rule, spend
from .common import add_cards, pay, valid_int

if TYPE_CHECKING:
    from ..state import State

MEDICINE_COST = ((ORE, 2), (GRAIN, 1))
_MEDICINE: Final = cost_params(MEDICINE_COST)
INVENTOR_FORBIDDEN = frozenset((2, 12, 6, 8))


# Alchemist: before the roll, choose white and red; only the event die is rolled.
def _alch_candidates(s: State, seat: int) -> list[Action]:
    # The 36 plays, kept by the game's tables once asked for (36 look-ups by
    # `ActionTables.of` cost each pre-roll listing 38,000 instructions compiled, while the
    # card is held); read only, like the tables' own lists.
    t = s.game.actions
    plays = t.alchemist
    if plays is None:
        plays = t.alchemist = [
            t.of("play_alchemist", w, r) for w in range(1, 7) for r in range(1, 7)
        ]
    return plays


def _alch_check(s: State, seat: int, a: Action) -> Refusal | None:
    if not all(valid_int(d, 7) and d >= 1 for d in a[1:]):
        return Refusal("alchemist_dice_range")
    return None


def _alch_apply(s: State, a: Action, events: list[Event]) -> None:
    spend(s, s.turn_seat, "alchemist", events, white=a[1], red=a[2])
    s.pending.insert(0, ("alchemist_dice", -1, a[1] * 8 + a[2]))


def alchemist_outcomes(s: State) -> list[tuple[Action, float]]:
    arg = s.pending[0][2]
    w, r = arg // 8, arg % 8
    dice = s.game.actions.dice
    return [(dice[(w, r, e)], EVENT_PROBABILITY[e]) for e in range(4)]


# Crane: one improvement this turn costs 1 commodity less.
def _crane_candidates(s: State, seat: int) -> list[Action]:
    return [s.game.actions.of("play_crane")]


def _crane_check(s: State, seat: int, a: Action) -> Refusal | None:
    if all(level >= 5 for level in s.improvements[seat]):
        return Refusal("all_tracks_maxed")
    # Known to have no effect is not playable (§13.1): count what the cities allow. With
    # no city at all the Crane is still playable while a track is below 3 (RULES.md's
    # Crane row: only "every track at 5" or "every track below 5 at 3+ with no city for
    # its metropolis" make it idle; a city built this turn makes levels 1-3 possible).
    reach = improvements.levels_within_reach(s, seat)
    if not reach:
        return Refusal("crane_no_reach")
    if s.crane >= reach:
        return Refusal("crane_waiting")
    return None


def _crane_apply(s: State, a: Action, events: list[Event]) -> None:
    spend(s, s.turn_seat, "crane", events)
    s.crane += 1


# Engineer: one city wall for free.
def _eng_candidates(s: State, seat: int) -> list[Action]:
    return [s.game.actions.of("play_engineer", v) for v in s.cities[seat]]


def _eng_check(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    if not valid_int(v, len(s.owner)) or v not in s.cities[seat]:
        return Refusal("engineer_needs_city", {"vertex": v})
    return improvements.wall_limit_reason(s, seat, v)


def _eng_idle(s: State, seat: int) -> Refusal:
    if s.cities[seat] and improvements.walls_of(s, seat) >= MAX_WALLS:
        return Refusal("no_walls_left", {"max": MAX_WALLS})
    return Refusal("no_wall_spot")


def _eng_apply(s: State, a: Action, events: list[Event]) -> None:
    spend(s, s.turn_seat, "engineer", events)
    improvements.put_wall(s, s.turn_seat, a[1], events)


# Inventor: swap two number tokens (neither 2, 12, 6 nor 8).
def _inv_candidates(s: State, seat: int) -> list[Action]:
    # Only hexes whose token may move (the check says why the others may not).
    inventor = s.game.actions.inventor
    numbers = s.numbers
    forbid = INVENTOR_FORBIDDEN if s.game.rules.inventor_forbids_2_12_6_8 else frozenset()
    hexes = [h for h, n in enumerate(numbers) if n and n not in forbid]
    plays: list[Action] = []
    for i in range(len(hexes)):
        a = hexes[i]
        for j in range(i + 1, len(hexes)):
            b = hexes[j]
            if numbers[a] != numbers[b]:
                plays.append(inventor.get(a, b))
    return plays


def _inv_check(s: State, seat: int, a: Action) -> Refusal | None:
    h1, h2 = a[1], a[2]
    n = len(s.numbers)
    if not valid_int(h1, n) or not valid_int(h2, n):
        return Refusal("inventor_two_hexes")
    if h1 >= h2:
        return Refusal("hexes_in_order")
    for h in (h1, h2):
        if not s.numbers[h]:
            return Refusal("hex_no_number", {"hex": h})
        if s.game.rules.inventor_forbids_2_12_6_8 and s.numbers[h] in INVENTOR_FORBIDDEN:
            return Refusal("inventor_forbidden_number", {"number": s.numbers[h]})
    if s.numbers[h1] == s.numbers[h2]:
        return Refusal("same_numbers")
    return None


def _inv_idle(s: State, seat: int) -> Refusal:
    return Refusal("no_token_to_swap")


def _inv_apply(s: State, a: Action, events: list[Event]) -> None:
    h1, h2 = a[1], a[2]
    spend(s, s.turn_seat, "inventor", events, hexes=[h1, h2])
    numbers = list(s.numbers)
    numbers[h1], numbers[h2] = numbers[h2], numbers[h1]
    s.numbers = tuple(numbers)


# Irrigation / Mining: 2 grain / ore per fields / mountains hex next to your buildings.
def producing_hexes(s: State, seat: int, terrain: int) -> list[int]:
    topo = s.game.topology
    terrains = s.game.board.terrains
    hexes = {
        h
        for v in (*s.settlements[seat], *s.cities[seat])
        for h in topo.vertex_hexes[v]
        if terrains[h] == terrain
    }
    if s.game.rules.irrigation_mining_blocked_by_robber:
        hexes.discard(s.robber)
    return sorted(hexes)


def produces(s: State, seat: int, terrain: int) -> bool:
    """Is `producing_hexes` not empty? Stops at the first hex: the card's listing asks
    this at every main-phase decision while the card is held, where the sorted list is not
    needed. (Settlements and cities in turn, not a tuple of both: iterating that is generic
    when compiled.)"""
    g = s.game
    vertex_hexes, terrains = g.topology.vertex_hexes, g.board.terrains
    skipped = s.robber if g.rules.irrigation_mining_blocked_by_robber else -1
    return _on_terrain(s.settlements[seat], vertex_hexes, terrains, terrain, skipped) or (
        _on_terrain(s.cities[seat], vertex_hexes, terrains, terrain, skipped)
    )


def _on_terrain(
    pieces: tuple[int, ...],
    vertex_hexes: tuple[tuple[int, ...], ...],
    terrains: tuple[int, ...],
    terrain: int,
    skipped: int,
) -> bool:
    """Does a piece on one of `pieces` touch a hex of `terrain` other than `skipped`?"""
    for v in pieces:
        for h in vertex_hexes[v]:
            if terrains[h] == terrain and h != skipped:
                return True
    return False


def _harvest(name: str, terrain: int, card: int) -> None:
    kind = f"play_{name}"  # built once, not per legal list

    def candidates(s: State, seat: int) -> list[Action]:
        # Exactly what `check` allows, tested without building its Refusal: the legal
        # list asks at every main-phase decision while the card is held, and the usual
        # answer is no (no such hex).
        if produces(s, seat, terrain) and s.bank[card]:
            return [s.game.actions.of(kind)]
        return []

    def check(s: State, seat: int, a: Action) -> Refusal | None:
        if not produces(s, seat, terrain):
            where: dict[str, Param] = {"progress": name, "terrain": TERRAIN_NAMES[terrain]}
            if s.game.rules.irrigation_mining_blocked_by_robber:
                return Refusal("harvest_no_hex_robber", where)
            return Refusal("harvest_no_hex", where)
        if not s.bank[card]:
            return Refusal("bank_empty", {"card": CARD_NAMES[card]})
        return None

    def apply(s: State, a: Action, events: list[Event]) -> None:
        seat = s.turn_seat
        want = 2 * len(producing_hexes(s, seat, terrain))
        got = min(want, s.bank[card])  # a short bank gives what is left
        s.bank[card] -= got
        add_cards(s, seat, card, got)
        spend(s, seat, name, events, cards={CARD_NAMES[card]: got})

    def idle(s: State, seat: int) -> Refusal:
        why = check(s, seat, s.game.actions.of(kind))
        assert why is not None  # idle only when `candidates` is empty: `check` refuses
        return why

    card_rule(name, candidates, check, apply, exact=True, idle=idle)


# Medicine: a city for 2 ore + 1 grain.
def _med_candidates(s: State, seat: int) -> list[Action]:
    """Exactly the plays the check allows: where the next city may go (the city lying on
    its side, if any), if the cards are there."""
    hand = s.hands[seat]
    if hand[ORE] < 2 or hand[GRAIN] < 1:
        return []
    return [s.game.actions.of("play_medicine", v) for v in build.city_spots(s, seat)]


def _med_check(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    if not valid_int(v, len(s.owner)) or s.owner[v] != seat or s.building[v] != SETTLEMENT:
        return Refusal("medicine_needs_settlement", {"vertex": v})
    reason = build.city_spot_reason(s, seat, v)
    if reason is not None:
        return reason
    if s.hands[seat][ORE] < 2 or s.hands[seat][GRAIN] < 1:
        return Refusal("cannot_afford", {"item": "medicine_city", "cost": _MEDICINE})
    return None


def _med_idle(s: State, seat: int) -> Refusal:
    if s.hands[seat][ORE] < 2 or s.hands[seat][GRAIN] < 1:
        return Refusal("cannot_afford", {"item": "medicine_city", "cost": _MEDICINE})
    if s.settlements[seat]:  # a settlement, but no city piece left
        return Refusal("no_cities_left", {"max": MAX_CITIES})
    return Refusal("no_settlement_to_upgrade")


def _med_apply(s: State, a: Action, events: list[Event]) -> None:
    seat = s.turn_seat
    spend(s, seat, "medicine", events)
    pay(s, seat, MEDICINE_COST)
    build.put_city(s, seat, a[1], events)


# Road Building: two free roads.
def _rb_candidates(s: State, seat: int) -> list[Action]:
    return [s.game.actions.play_road_building]


def _rb_check(s: State, seat: int, a: Action) -> Refusal | None:
    if len(s.roads[seat]) >= MAX_ROADS or not build.road_spots(s, seat):
        return Refusal("no_road_to_place")
    return None


def _rb_apply(s: State, a: Action, events: list[Event]) -> None:
    spend(s, s.turn_seat, "road_building", events)
    s.pending.insert(0, ("free_road", s.turn_seat, 2))


# Smith: promote up to two different knights for free.
def _smith_candidates(s: State, seat: int) -> list[Action]:
    """Exactly the plays _smith_check allows (the tests of _smith_order, with each
    knight's own promotion tested once instead of once per pair)."""
    mine = knights.knights_of(s, seat)
    t = s.game.actions
    # Index loops, no zip() or Refusal: a generic call and an object each, from compiled code.
    free = [knights.can_promote(s, seat, v) for v in mine]
    out: list[Action] = []
    for i in range(len(mine)):
        if free[i]:
            out.append(t.of("play_smith", mine[i], NOBODY))
    for i in range(len(mine)):
        v = mine[i]
        for j in range(i + 1, len(mine)):
            w = mine[j]
            if (free[i] and knights.can_promote_after(s, seat, v, w)) or (
                free[j] and knights.can_promote_after(s, seat, w, v)
            ):
                out.append(t.of("play_smith", v, w))
    return out


def _smith_order(s: State, seat: int, v: int, w: int) -> tuple[int, ...] | Refusal:
    """The order in which the named knights can be promoted, or why they cannot. Two
    knights may need the other order: a strong knight made mighty frees the strong piece
    a basic one needs."""
    if w == NOBODY:
        return knights.promotion_blocker(s, seat, v) or (v,)
    why: Refusal | None = None
    for first, second in ((v, w), (w, v)):
        why_first = knights.promotion_blocker(s, seat, first)
        if why_first:
            why = why or why_first
            continue
        why_second = knights.promotion_blocker_after(s, seat, first, second)
        if why_second is None:
            return (first, second)
        why = why or why_second
    assert why is not None  # one of the two orders was refused
    return why


def _smith_check(s: State, seat: int, a: Action) -> Refusal | None:
    v, w = a[1], a[2]
    if not valid_int(v, len(s.owner)) or s.knight_owner[v] != seat:
        return Refusal("no_own_knight", {"vertex": v})
    if w != NOBODY:
        if not valid_int(w, len(s.owner)) or s.knight_owner[w] != seat:
            return Refusal("no_own_knight", {"vertex": w})
        if w <= v:
            return Refusal("knights_in_order")
    order = _smith_order(s, seat, v, w)
    return order if isinstance(order, Refusal) else None


def _smith_idle(s: State, seat: int) -> Refusal:
    return Refusal("no_promotable_knight")


def _smith_apply(s: State, a: Action, events: list[Event]) -> None:
    seat = s.turn_seat
    order = _smith_order(s, seat, a[1], a[2])
    assert not isinstance(order, Refusal), order
    spend(s, seat, "smith", events)
    for v in order:
        knights.promote(s, seat, v, events)


card_rule("alchemist", _alch_candidates, _alch_check, _alch_apply, exact=True)
card_rule("crane", _crane_candidates, _crane_check, _crane_apply)
card_rule("engineer", _eng_candidates, _eng_check, _eng_apply, idle=_eng_idle)
card_rule("inventor", _inv_candidates, _inv_check, _inv_apply, exact=True, idle=_inv_idle)
_harvest("irrigation", FIELDS, GRAIN)
_harvest("mining", MOUNTAINS, ORE)
card_rule("medicine", _med_candidates, _med_check, _med_apply, exact=True, idle=_med_idle)
card_rule("road_building", _rb_candidates, _rb_check, _rb_apply, kind="play_road_building")
card_rule("smith", _smith_candidates, _smith_check, _smith_apply, exact=True, idle=_smith_idle)
