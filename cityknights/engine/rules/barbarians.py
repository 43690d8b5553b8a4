"""The barbarian ship and its attack (RULES.md §12).

The ship advances one step per ship on the event die; its 7th step triggers the attack,
resolved before production of the same roll: cities (metropolises included) against the
active knights. Catan wins ties. Then every knight is deactivated, the ship goes back to
the start and the robber is active from then on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..constants import BARBARIAN_STEPS, CITY, NOBODY, SETTLEMENT, TRACK_NAMES
from ..events import DROPPED, Event
from ..refusals import Refusal
from . import build, progress
from .common import replaced, row_with, row_without, seats_from, valid_int
from .knights import strength

if TYPE_CHECKING:
    from ..state import State

Decision = tuple[str, int, int]


def advance(s: State, events: list[Event]) -> list[Decision]:
    """One step of the ship; returns the decisions an attack leaves to the players."""
    s.barbarian += 1
    if events is not DROPPED:
        events.append(Event("barbarians_advanced", {"position": s.barbarian}))
    if s.barbarian < BARBARIAN_STEPS:
        return []
    return attack(s, events)


def attack(s: State, events: list[Event]) -> list[Decision]:
    n = s.game.players
    cities = sum(len(s.cities[p]) for p in range(n))
    contrib = [strength(s, p) for p in range(n)]
    knights = sum(contrib)
    order = seats_from(s, s.turn_seat)
    decisions: list[Decision] = []
    if knights >= cities:
        best = max(contrib)
        tied = [p for p in order if contrib[p] == best]
        if len(tied) == 1:
            s.defender[tied[0]] += 1
            result: dict[str, object] = {"defender": tied[0]}
        else:
            decisions = [("defender_deck", p, 0) for p in tied]
            result = {"tied": tied}
        events.append(Event("barbarians_repelled", {"cities": cities, "knights": knights,
                                                    "strength": contrib, **result}))  # fmt: skip
    else:
        eligible = [p for p in order if pillageable(s, p)]
        losers: list[int] = []
        if eligible:
            low = min(contrib[p] for p in eligible)
            losers = [p for p in eligible if contrib[p] == low]
        decisions = [("pillage", p, 0) for p in losers]
        events.append(Event("barbarians_won", {"cities": cities, "knights": knights,
                                               "strength": contrib, "losers": losers}))  # fmt: skip
    for v in range(len(s.knight_active)):
        s.knight_active[v] = 0
    s.barbarian = 0
    s.attacks += 1
    if s.game.rules.robber_active_on_attack_roll:
        s.robber_active = True
    if any(d[0] == "defender_deck" for d in decisions):
        decisions.append(progress.limit_step())
    return decisions


def pillageable(s: State, seat: int) -> list[int]:
    """The seat's cities that barbarians can take: any city without a metropolis."""
    held = set(s.metropolis)
    return [v for v in s.cities[seat] if v not in held]


def legal_pillage(s: State, seat: int) -> list[Action]:
    t = s.game.actions.pillage_city
    return [t[v] for v in pillageable(s, seat)]


def check_pillage(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    if not valid_int(v, len(s.owner)) or v not in pillageable(s, seat):
        return Refusal("pillage_city", {"vertex": v})
    return None


def apply_pillage(s: State, a: Action, events: list[Event]) -> None:
    seat = s.pending.pop(0)[1]
    v = a[1]
    # The city becomes a settlement and loses its wall. With no settlement piece left it
    # lies on its side (§12.4): the city piece stays, and the next city goes on it.
    on_side = build.pieces_left(s, seat)[1] == 0
    s.building = replaced(s.building, v, SETTLEMENT)
    s.cities = row_without(s.cities, seat, v)
    s.settlements = row_with(s.settlements, seat, v)
    s.wall[v] = 0
    s.on_side[v] = int(on_side)
    events.append(Event("city_pillaged", {"seat": seat, "vertex": v, "on_its_side": on_side}))


def legal_defender_deck(s: State, seat: int) -> list[Action]:
    t = s.game.actions.choose_deck
    return [t[k] for k in range(3) if progress.deck_size(s, k)]


def check_defender_deck(s: State, seat: int, a: Action) -> Refusal | None:
    k = a[1]
    if not valid_int(k, 3):
        return Refusal("no_such_deck", {"value": k})
    if progress.deck_size(s, k) == 0:
        return Refusal("deck_empty", {"track": TRACK_NAMES[k]})
    return None


def apply_defender_deck(s: State, a: Action, events: list[Event]) -> None:
    seat = s.pending.pop(0)[1]
    events.append(Event("defender_deck_chosen", {"seat": seat, "track": TRACK_NAMES[a[1]]}))
    d = progress.draw_decision(s, seat, a[1])
    if d is not None:
        s.pending.insert(0, d)


__all__ = ["CITY", "NOBODY"]
