"""Base-game development cards (knight, road building, year of plenty, monopoly, VP).

Rules: bought cards are drawn at a chance node; a card cannot be played on the turn it
was bought; at most one card is played per turn (VP cards are never played: they count
as soon as held); a knight may be played before the roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..actions import Action
from ..constants import (
    CARD_NAMES,
    CHANCE,
    COST_DEV,
    DEV_NAMES,
    KNIGHT,
    MAX_ROADS,
    MONOPOLY,
    RESOURCES,
    ROAD_BUILDING,
    YEAR_OF_PLENTY,
)
from ..events import DROPPED, Event
from ..refusals import Refusal, cost_params
from . import scoring
from .build import road_spots
from .common import add_cards, can_pay, move_card, pay, replaced, replaced_row, row_total, valid_int

if TYPE_CHECKING:
    from ..state import State


def playable(s: State, seat: int, card: int) -> bool:
    """Held since before this turn, and no card played yet this turn."""
    return not s.dev_played and s.dev_hand[seat][card] - s.dev_new[card] > 0


def _why_not_playable(s: State, seat: int, card: int) -> Refusal | None:
    if s.dev_played:
        return Refusal("one_dev_per_turn")
    if s.dev_hand[seat][card] <= 0:
        return Refusal("no_dev_card", {"dev": DEV_NAMES[card]})
    if s.dev_hand[seat][card] - s.dev_new[card] <= 0:
        return Refusal("dev_bought_this_turn", {"dev": DEV_NAMES[card]})
    return None


def legal_plays(s: State, seat: int, out: list[Action], pre_roll: bool) -> None:
    if s.dev_played:  # one card a turn: none is playable (what `playable` checks first)
        return
    t = s.game.actions
    if playable(s, seat, KNIGHT):
        out.append(t.play_knight)
    if pre_roll:
        return
    if playable(s, seat, ROAD_BUILDING) and _can_build_road(s, seat):
        out.append(t.play_road_building)
    if playable(s, seat, YEAR_OF_PLENTY):
        bank = s.bank
        for i, a in enumerate(RESOURCES):
            for b in RESOURCES[i:]:
                if (bank[a] >= 2) if a == b else (bank[a] and bank[b]):
                    out.append(t.year_of_plenty[a][b])
    if playable(s, seat, MONOPOLY):
        monopoly = t.monopoly
        for c in RESOURCES:  # a loop, not extend(generator): see build.legal_builds
            out.append(monopoly[c])


def legal_main(s: State, seat: int, out: list[Action]) -> None:
    hand = s.hands[seat]
    # Loops, not any(): a builtin called from the compiled engine is looked up in the
    # builtins module and called through the generic protocol at every decision.
    if hand[4] and hand[2] and hand[3] and _deck_left(s):  # ore, wool, grain
        out.append(s.game.actions.buy_dev)
    if row_total(s.dev_hand[seat]):
        legal_plays(s, seat, out, pre_roll=False)


def _deck_left(s: State) -> bool:
    """Is a development card left to buy?"""
    for n in s.dev_deck:  # noqa: SIM110  (a loop: see legal_main)
        if n:
            return True
    return False


def _can_build_road(s: State, seat: int) -> bool:
    return len(s.roads[seat]) < MAX_ROADS and bool(road_spots(s, seat))


# ----------------------------------------------------------------- buying
_DEV: Final = cost_params(COST_DEV)


def check_buy(s: State, seat: int, a: Action) -> Refusal | None:
    if not can_pay(s.hands[seat], COST_DEV):
        return Refusal("cannot_afford", {"item": "development_card", "cost": _DEV})
    if sum(s.dev_deck) == 0:
        return Refusal("dev_deck_empty")
    return None


def apply_buy(s: State, a: Action, events: list[Event]) -> None:
    seat = s.current_player()  # the turn player, or a seat in its Special Build slot
    pay(s, seat, COST_DEV)
    s.pending.insert(0, ("draw_dev", CHANCE, seat))


def draw_outcomes(s: State) -> list[tuple[Action, float]]:
    total = sum(s.dev_deck)
    t = s.game.actions.draw_dev
    return [(t[k], n / total) for k, n in enumerate(s.dev_deck) if n]


def check_draw(s: State, seat: int, a: Action) -> Refusal | None:
    k = a[1]
    if not valid_int(k, 5):
        return Refusal("no_such_dev", {"value": k})
    if s.dev_deck[k] <= 0:
        return Refusal("dev_card_gone", {"dev": DEV_NAMES[k]})
    return None


def apply_draw(s: State, a: Action, events: list[Event]) -> None:
    k: int = a[1]  # typed: see turn.apply_dice
    seat = s.pending.pop(0)[2]
    s.dev_deck = replaced(s.dev_deck, k, s.dev_deck[k] - 1)
    s.dev_hand = replaced_row(
        s.dev_hand, seat, replaced(s.dev_hand[seat], k, s.dev_hand[seat][k] + 1)
    )
    # A card bought in a Special Build slot is playable from its buyer's next own turn,
    # even the one that follows at once (RULES.md §22.5.5): it is no card of this turn.
    if s.phase != "special_build":
        s.dev_new = replaced(s.dev_new, k, s.dev_new[k] + 1)
    if events is not DROPPED:
        events.append(Event("dev_bought", {"seat": seat}, {"card": DEV_NAMES[k]}, (seat,)))


# ----------------------------------------------------------------- playing
def check_knight(s: State, seat: int, a: Action) -> Refusal | None:
    return _why_not_playable(s, seat, KNIGHT)


def apply_knight(s: State, a: Action, events: list[Event]) -> None:
    seat = s.turn_seat
    _spend(s, seat, KNIGHT, events)
    s.knights_played = replaced(s.knights_played, seat, s.knights_played[seat] + 1)
    scoring.update_largest_army(s, seat, events)
    s.pending.insert(0, ("robber", seat, 0))


def check_road_building(s: State, seat: int, a: Action) -> Refusal | None:
    why = _why_not_playable(s, seat, ROAD_BUILDING)
    if why:
        return why
    if not _can_build_road(s, seat):
        return Refusal("no_road_to_place")
    return None


def apply_road_building(s: State, a: Action, events: list[Event]) -> None:
    seat = s.turn_seat
    _spend(s, seat, ROAD_BUILDING, events)
    s.pending.insert(0, ("free_road", seat, 2))


def check_year_of_plenty(s: State, seat: int, a: Action) -> Refusal | None:
    why = _why_not_playable(s, seat, YEAR_OF_PLENTY)
    if why:
        return why
    x, y = a[1], a[2]
    for c in (x, y):
        if not valid_int(c, len(RESOURCES)):
            return Refusal("plenty_needs_resources", {"value": c})
    if x > y:
        return Refusal("plenty_order")
    need = 2 if x == y else 1
    for c in {x, y}:
        if s.bank[c] < need:
            return Refusal("bank_short", {"card": CARD_NAMES[c]})
    return None


def apply_year_of_plenty(s: State, a: Action, events: list[Event]) -> None:
    seat = s.turn_seat
    _spend(s, seat, YEAR_OF_PLENTY, events)
    for c in (a[1], a[2]):
        s.bank[c] -= 1
        add_cards(s, seat, c, 1)
    events.append(
        Event("year_of_plenty", {"seat": seat, "cards": [CARD_NAMES[a[1]], CARD_NAMES[a[2]]]})
    )


def check_monopoly(s: State, seat: int, a: Action) -> Refusal | None:
    why = _why_not_playable(s, seat, MONOPOLY)
    if why:
        return why
    if not valid_int(a[1], len(RESOURCES)):
        return Refusal("monopoly_needs_resource", {"value": a[1]})
    return None


def apply_monopoly(s: State, a: Action, events: list[Event]) -> None:
    seat = s.turn_seat
    c = a[1]
    _spend(s, seat, MONOPOLY, events)
    taken = {}
    for p in range(s.game.players):
        if p != seat and s.hands[p][c]:
            taken[str(p)] = s.hands[p][c]
            move_card(s, p, seat, c, s.hands[p][c])
    events.append(Event("monopoly", {"seat": seat, "card": CARD_NAMES[c], "taken": taken}))


def _spend(s: State, seat: int, card: int, events: list[Event]) -> None:
    s.dev_hand = replaced_row(
        s.dev_hand, seat, replaced(s.dev_hand[seat], card, s.dev_hand[seat][card] - 1)
    )
    s.dev_played = True
    if events is not DROPPED:
        events.append(Event("dev_played", {"seat": seat, "card": DEV_NAMES[card]}))
