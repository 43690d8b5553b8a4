"""Trade (yellow) progress cards (RULES.md §13.2, §14)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..constants import ABILITY_LEVEL, CARD_NAMES, COMMODITIES, DESERT, NOBODY, RESOURCES, TRADE
from ..events import Event
from ..refusals import Param, Refusal
from .cards_common import card_rule, opponents, spend
from .common import card_label, hand_size, move_card, valid_int
from .scoring import public_vp

if TYPE_CHECKING:
    from ..state import State


# Commercial Harbor: offer each opponent once 1 resource for 1 commodity of their choice.
# Once per opponent and turn across every Commercial Harbor played (`harbor_asked`); the
# resource goes face down (FAQ 78): only the offerer sees it until the trade is made, and
# only the two seats learn the cards traded.
def _ch_candidates(s: State, seat: int) -> list[Action]:
    return [s.game.actions.of("play_commercial_harbor")]


def _ch_check(s: State, seat: int, a: Action) -> Refusal | None:
    if not any(s.hands[seat][c] for c in RESOURCES):
        return Refusal("harbor_no_resource")
    if not _not_offered(s, seat):
        return Refusal("harbor_all_offered")
    # Whether opponents hold commodities is their secret: the card stays playable (offers
    # to a seat without one are void), or the legal list would leak their hands.
    return None


def _ch_apply(s: State, a: Action, events: list[Event]) -> None:
    spend(s, s.turn_seat, "commercial_harbor", events)
    s.pending.insert(0, ("commercial_harbor", s.turn_seat, 0))


def _not_offered(s: State, seat: int) -> list[int]:
    """The opponents not yet offered a Commercial Harbor card this turn."""
    asked = s.harbor_asked
    return [p for p in opponents(s, seat) if not asked >> p & 1]


def legal_harbor(s: State, seat: int) -> list[Action]:
    t = s.game.actions
    out = [
        t.of("harbor_offer", p, c)
        for p in _not_offered(s, seat)
        for c in RESOURCES
        if s.hands[seat][c]
    ]
    if s.game.rules.commercial_harbor_early_stop or not out:
        out.append(t.of("skip"))
    return out


def check_harbor(s: State, seat: int, a: Action) -> Refusal | None:
    p, c = a[1], a[2]
    if not valid_int(p, s.game.players) or p not in _not_offered(s, seat):
        return Refusal("harbor_offered_seat", {"seat": p})
    if not valid_int(c, len(RESOURCES)) or not s.hands[seat][c]:
        return Refusal("harbor_offer_resource")
    return None


def apply_harbor(s: State, a: Action, events: list[Event]) -> None:
    seat = s.pending[0][1]
    p, c = a[1], a[2]
    s.harbor_asked |= 1 << p
    if not _not_offered(s, seat) or not any(s.hands[seat][r] for r in RESOURCES):
        s.pending.pop(0)
    if any(s.hands[p][x] for x in COMMODITIES):
        s.pending.insert(0, ("harbor_answer", p, c))
    else:  # no commodity: the trade is void and the card stays
        events.append(Event("harbor_void", {"seat": seat, "opponent": p}))


def legal_harbor_answer(s: State, seat: int) -> list[Action]:
    t = s.game.actions
    return [t.of("give_commodity", x) for x in COMMODITIES if s.hands[seat][x]]


def check_harbor_answer(s: State, seat: int, a: Action) -> Refusal | None:
    x = a[1]
    if not valid_int(x, s.game.n_cards) or x not in COMMODITIES or not s.hands[seat][x]:
        return Refusal("harbor_give_commodity")
    return None


def apply_harbor_answer(s: State, a: Action, events: list[Event]) -> None:
    _, p, c = s.pending.pop(0)
    seat = s.turn_seat
    x = a[1]
    move_card(s, seat, p, c)
    move_card(s, p, seat, x)
    # Face down: the cards are the two seats' secret (FAQ 78).
    events.append(Event("harbor_trade", {"seat": seat, "opponent": p},
                        {"gave": CARD_NAMES[c], "got": CARD_NAMES[x]}, (seat, p)))  # fmt: skip
    # The offered card was the last resource: nothing is left to offer, the harbor ends.
    if (
        s.pending
        and s.pending[0][0] == "commercial_harbor"
        and not any(s.hands[seat][r] for r in RESOURCES)
    ):
        s.pending.pop(0)


# Master Merchant: look at the hand of a player with more VP; take 2 cards.
def _mm_candidates(s: State, seat: int) -> list[Action]:
    """Exactly the plays the check allows: opponents with more VP who hold a card."""
    mine = public_vp(s, seat)
    t = s.game.actions
    return [
        t.of("play_master_merchant", p)
        for p in opponents(s, seat)
        if public_vp(s, p) > mine and hand_size(s, p)
    ]


def _mm_check(s: State, seat: int, a: Action) -> Refusal | None:
    p = a[1]
    if not valid_int(p, s.game.players) or p == seat:
        return Refusal("not_an_opponent", {"value": p})
    if public_vp(s, p) <= public_vp(s, seat):
        return Refusal("seat_not_richer", {"seat": p})
    if not hand_size(s, p):
        return Refusal("seat_no_cards", {"seat": p})
    return None


def _mm_idle(s: State, seat: int) -> Refusal:
    return Refusal("no_richer_opponent")


def _mm_apply(s: State, a: Action, events: list[Event]) -> None:
    p = a[1]
    spend(s, s.turn_seat, "master_merchant", events, victim=p)
    s.pending.insert(0, ("master_merchant", s.turn_seat, p | min(2, hand_size(s, p)) << 3))


def legal_take(s: State, seat: int) -> list[Action]:
    target = s.pending[0][2] & 7
    t = s.game.actions
    return [t.of("take_card", c) for c, n in enumerate(s.hands[target]) if n]


def check_take(s: State, seat: int, a: Action) -> Refusal | None:
    target = s.pending[0][2] & 7
    c = a[1]
    if not valid_int(c, s.game.n_cards):
        return Refusal("no_such_card", {"value": c})
    if not s.hands[target][c]:
        return Refusal("seat_lacks_card", {"seat": target, "card": CARD_NAMES[c]})
    return None


def apply_take(s: State, a: Action, events: list[Event]) -> None:
    _, seat, arg = s.pending[0]
    target, left = arg & 7, arg >> 3
    c = a[1]
    move_card(s, target, seat, c)
    events.append(Event("card_taken", {"seat": seat, "victim": target},
                        {"card": CARD_NAMES[c]}, (seat, target)))  # fmt: skip
    if left > 1 and hand_size(s, target):
        s.pending[0] = ("master_merchant", seat, target | (left - 1) << 3)
    else:
        s.pending.pop(0)


# Merchant: place the merchant next to your settlement or city.
def merchant_hexes(s: State, seat: int) -> list[int]:
    """The hexes next to the seat's settlements and cities (not the desert, by the room's
    rule), in order. Marked in a list, then read in order: no sets, no sort, and no tuple
    of both kinds of piece, which compiled code would handle through generic calls."""
    g = s.game
    vertex_hexes = g.topology.vertex_hexes
    near = [False] * g.topology.n_hexes
    _mark_hexes(s.settlements[seat], vertex_hexes, near)
    _mark_hexes(s.cities[seat], vertex_hexes, near)
    terrains = g.board.terrains
    desert_too = g.rules.merchant_on_desert
    return [h for h in range(len(near)) if near[h] and (desert_too or terrains[h] != DESERT)]


def _mark_hexes(
    pieces: tuple[int, ...], vertex_hexes: tuple[tuple[int, ...], ...], near: list[bool]
) -> None:
    for v in pieces:
        for h in vertex_hexes[v]:
            near[h] = True


def _merch_candidates(s: State, seat: int) -> list[Action]:
    own = s.merchant_hex if s.merchant_owner == seat else NOBODY
    return [s.game.actions.of("play_merchant", h) for h in merchant_hexes(s, seat) if h != own]


def _merch_check(s: State, seat: int, a: Action) -> Refusal | None:
    h = a[1]
    if not valid_int(h, len(s.numbers)) or h not in merchant_hexes(s, seat):
        return Refusal("merchant_hex", {"hex": h})
    if s.merchant_hex == h and s.merchant_owner == seat:
        return Refusal("merchant_already", {"hex": h})
    return None


def _merch_apply(s: State, a: Action, events: list[Event]) -> None:
    seat = s.turn_seat
    spend(s, seat, "merchant", events, hex=a[1], previous=s.merchant_owner)
    s.merchant_hex = a[1]
    s.merchant_owner = seat


# Merchant Fleet: one card type 2:1 with the bank for the rest of the turn.
def _fleet_candidates(s: State, seat: int) -> list[Action]:
    return [s.game.actions.of("play_merchant_fleet", c) for c in range(s.game.n_cards)]


def _fleet_check(s: State, seat: int, a: Action) -> Refusal | None:
    c = a[1]
    if not valid_int(c, s.game.n_cards):
        return Refusal("fleet_card", {"value": c})
    if s.fleet >> c & 1:
        return Refusal("fleet_already", {"card": CARD_NAMES[c]})
    # No effect (RULES.md §13.1): a 2:1 harbor or the Merchant Guild already gives 2:1 for
    # the whole turn. (A merchant's 2:1 can still be lost this turn, to your own Merchant.)
    guild = c in COMMODITIES and s.improvements[seat][TRADE] >= ABILITY_LEVEL
    if s.rates[seat][c] <= 2 or guild:
        return Refusal("fleet_no_gain", {"card": CARD_NAMES[c]})
    return None


def _fleet_idle(s: State, seat: int) -> Refusal:
    return Refusal("fleet_no_gain_any")


def _fleet_apply(s: State, a: Action, events: list[Event]) -> None:
    spend(s, s.turn_seat, "merchant_fleet", events, named=CARD_NAMES[a[1]])
    s.fleet |= 1 << a[1]


# Resource Monopoly: 2 of a resource from each opponent; Trade Monopoly: 1 commodity.
def _monopoly(name: str, cards: tuple[int, ...], each: int) -> None:
    kind = f"play_{name}"  # built once, not per legal list

    def candidates(s: State, seat: int) -> list[Action]:
        t = s.game.actions
        return [t.of(kind, c) for c in cards]

    def check(s: State, seat: int, a: Action) -> Refusal | None:
        if not valid_int(a[1], s.game.n_cards) or a[1] not in cards:
            named: dict[str, Param] = {"value": card_label(a[1])}
            if cards == RESOURCES:
                return Refusal("monopoly_resource", named)
            return Refusal("monopoly_commodity", named)
        return None

    def apply(s: State, a: Action, events: list[Event]) -> None:
        seat, c = s.turn_seat, a[1]
        taken = {}
        for p in opponents(s, seat):
            k = min(each, s.hands[p][c])
            if k:
                move_card(s, p, seat, c, k)
                taken[str(p)] = k
        spend(s, seat, name, events, named=CARD_NAMES[c], taken=taken)

    card_rule(name, candidates, check, apply, exact=True)  # monopolies: always playable


card_rule("commercial_harbor", _ch_candidates, _ch_check, _ch_apply)
card_rule("master_merchant", _mm_candidates, _mm_check, _mm_apply, exact=True, idle=_mm_idle)
card_rule("merchant", _merch_candidates, _merch_check, _merch_apply, exact=True)
card_rule("merchant_fleet", _fleet_candidates, _fleet_check, _fleet_apply, idle=_fleet_idle)
_monopoly("resource_monopoly", RESOURCES, 2)
_monopoly("trade_monopoly", COMMODITIES, 1)

__all__ = ["NOBODY"]
