"""Trading: with the bank or a harbor, and between players (RULES.md §15).

A domestic offer comes from the turn player; every other seat answers in turn order
(a pending decision each: accept, reject, or counter with changed terms), then the
offerer confirms with one seat that accepted or countered, or cancels. Offers and counters
are bundles of any cards, no gifts and no like-for-like.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..actions import Action
from ..constants import ABILITY_LEVEL, CARD_NAMES, N_CARDS, RESOURCES, TRADE
from ..events import DROPPED, Event, packed_event
from ..refusals import Refusal
from .common import cards_dict, replaced_row, seats_from, valid_card, valid_int

if TYPE_CHECKING:
    from ..state import State


def bank_rate(s: State, seat: int, card: int) -> int:
    """The best rate the seat has to give `card` to the bank: harbors, and in C&K the
    Merchant Guild (commodities 2:1) and the merchant (its hex's resource 2:1)."""
    rate = s.rates[seat][card]
    if s.game.ck and rate > 2:
        if s.fleet >> card & 1 and seat == s.turn_seat:
            return 2
        if card >= len(RESOURCES) and s.improvements[seat][TRADE] >= ABILITY_LEVEL:
            return 2
        # A terrain's index is its resource's; the desert's (5) is paper's, and a merchant
        # on the desert gives only its VP (RULES.md A23): resources only.
        if (
            s.merchant_owner == seat
            and card < len(RESOURCES)
            and s.game.board.terrains[s.merchant_hex] == card
        ):
            return 2
    return rate


def bank_rates(s: State, seat: int) -> list[int]:
    """`bank_rate` of every card of the game, in card order (the base game's are the
    harbors' alone: a copy of the seat's table)."""
    n = s.game.n_cards
    if not s.game.ck:
        return list(s.rates[seat][:n])
    return [bank_rate(s, seat, c) for c in range(n)]


# An open offer as the views give it: (give, get, accepted seats, counter-offers (seat,
# give, get)), give and get per card of the game, counters written as the offer's terms.
OfferRow = tuple[list[int], list[int], list[int], list[tuple[int, list[int], list[int]]]]


def offer_row(s: State) -> OfferRow | None:
    """The open offer of `s` as an OfferRow (fresh lists), or None."""
    offer = s.offer
    if offer is None:
        return None
    nc = s.game.n_cards
    counters = [(p, list(give[:nc]), list(get[:nc])) for p, give, get in s.trade_counters]
    return list(offer[0][:nc]), list(offer[1][:nc]), list(s.trade_accepted), counters


def legal_main(s: State, seat: int, out: list[Action]) -> None:
    hand = s.hands[seat]
    g = s.game
    t = g.actions
    bank = s.bank
    ck = g.ck
    rates = s.rates[seat]
    n_cards = g.n_cards
    # Per card type: the bank trades it can give (in card order), and the set held, as a
    # bit mask, for the offers. Plain loops (see build.legal_builds).
    held = 0
    bank_full = -1  # is every card type in stock? (-1: not looked at yet)
    for give in range(n_cards):
        n = hand[give]
        if not n:
            continue
        held |= 1 << give
        # No rate is below 2: the C&K rate (several rules) is looked up only past that.
        if n >= 2 and n >= (bank_rate(s, seat, give) if ck else rates[give]):
            if bank_full < 0:
                bank_full = 1
                for c in range(n_cards):
                    if not bank[c]:
                        bank_full = 0
                        break
            if bank_full:
                out.extend(t.bank_rows[give])
            else:
                for a in t.bank_rows[give]:
                    get: int = a[2]
                    if bank[get]:
                        out.append(a)
    if g.domestic_trade:
        out.extend(t.offers_of(held))


# ----------------------------------------------------------------- bank and harbors
def check_bank(s: State, seat: int, a: Action) -> Refusal | None:
    give, get = a[1], a[2]
    if not valid_card(s, give) or not valid_card(s, get):
        return Refusal("trade_unknown_card")
    if give == get:
        return Refusal("trade_same_card")
    rate = bank_rate(s, seat, give)
    if s.hands[seat][give] < rate:
        return Refusal("bank_rate", {"card": CARD_NAMES[give], "rate": rate})
    if s.bank[get] <= 0:
        return Refusal("bank_empty", {"card": CARD_NAMES[get]})
    return None


def apply_bank(s: State, a: Action, events: list[Event]) -> None:
    seat = s.turn_seat
    t: tuple[Any, ...] = a  # read as the tuple it is: see State._run
    give: int = t[1]  # typed: see turn.apply_dice
    get: int = t[2]
    rate = bank_rate(s, seat, give)
    hand, bank = list(s.hands[seat]), s.bank  # `x[i] = x[i] + k`, not `+=`: see common.pay
    hand[give] = hand[give] - rate
    bank[give] = bank[give] + rate
    bank[get] = bank[get] - 1
    hand[get] = hand[get] + 1
    s.hands = replaced_row(s.hands, seat, tuple(hand))
    if events is not DROPPED:
        traded = (seat, CARD_NAMES[give], rate, CARD_NAMES[get])
        events.append(packed_event("bank_trade", _BANK_TRADE_KEYS, traded))


# packed_event: see events.Event.
_BANK_TRADE_KEYS: Final[tuple[str, ...]] = ("seat", "give", "count", "get")


# ----------------------------------------------------------------- domestic trades
def check_offer(s: State, seat: int, a: Action) -> Refusal | None:
    if not s.game.domestic_trade:
        return Refusal("domestic_trade_off")
    give, get = a[1], a[2]
    bad = _check_terms(s, give, get)
    if bad is not None:
        return bad
    hand = s.hands[seat]
    if any(hand[c] < give[c] for c in range(N_CARDS)):
        return Refusal("offer_unheld")
    return None


def _check_terms(s: State, give: object, get: object) -> Refusal | None:
    """The bundle checks an offer and a counter share: the card counts are well formed,
    both sides give something, no card type on both sides."""
    for name, v in (("give", give), ("get", get)):
        if not isinstance(v, tuple) or len(v) != N_CARDS:
            return Refusal("offer_counts", {"side": name, "count": N_CARDS})
        if any(not valid_int(k, 1000) for k in v):
            return Refusal("offer_whole", {"side": name})
        if any(v[c] for c in range(s.game.n_cards, N_CARDS)):
            return Refusal("offer_unknown_card", {"side": name})
        if not any(v):
            return Refusal("offer_gift")
    assert isinstance(give, tuple) and isinstance(get, tuple)
    if any(give[c] and get[c] for c in range(N_CARDS)):
        return Refusal("offer_same_card")
    return None


def apply_offer(s: State, a: Action, events: list[Event]) -> None:
    seat = s.turn_seat
    s.offer = (a[1], a[2])
    s.trade_accepted = ()
    s.trade_counters = ()
    others = seats_from(s, seat)[1:]
    decisions = [("trade_answer", p, 0) for p in others] + [("trade_confirm", seat, 0)]
    s.pending[0:0] = decisions
    events.append(
        Event("trade_offered", {"seat": seat, "give": cards_dict(a[1]), "get": cards_dict(a[2])})
    )


def _can_accept(s: State, seat: int) -> bool:
    assert s.offer is not None
    wanted = s.offer[1]
    hand = s.hands[seat]
    return all(hand[c] >= wanted[c] for c in range(N_CARDS))


def legal_answer(s: State, seat: int) -> list[Action]:
    t = s.game.actions
    return [t.accept_trade, t.reject_trade] if _can_accept(s, seat) else [t.reject_trade]


def check_accept(s: State, seat: int, a: Action) -> Refusal | None:
    if not _can_accept(s, seat):
        return Refusal("accept_unheld")
    return None


def check_reject(s: State, seat: int, a: Action) -> Refusal | None:
    return None


def check_counter(s: State, seat: int, a: Action) -> Refusal | None:
    """A counter-offer: terms written as the offer's (give: what the offerer would give,
    get: what it would get). The answering seat must hold what it would give; whether the
    offerer can pay is the offerer's to know, checked when it confirms (so a counter
    tells nobody anything about the offerer's hand)."""
    give, get = a[1], a[2]
    bad = _check_terms(s, give, get)
    if bad is not None:
        return _as_counter(bad)
    if s.offer is not None and (give, get) == s.offer:
        return Refusal("counter_same")
    hand = s.hands[seat]
    if any(hand[c] < get[c] for c in range(N_CARDS)):
        return Refusal("counter_unheld")
    return None


def _as_counter(bad: Refusal) -> Refusal:
    """An offer's bundle refusal worded for a counter-offer (codes written out: every
    code the engine returns is a literal, listed in refusals.TEXTS)."""
    if bad.code == "offer_counts":
        return Refusal("counter_counts", bad.params)
    if bad.code == "offer_whole":
        return Refusal("counter_whole", bad.params)
    if bad.code == "offer_unknown_card":
        return Refusal("counter_unknown_card", bad.params)
    if bad.code == "offer_gift":
        return Refusal("counter_gift")
    return Refusal("counter_same_card")


def apply_counter(s: State, a: Action, events: list[Event]) -> None:
    seat = s.current_player()
    s.trade_counters = (*s.trade_counters, (seat, a[1], a[2]))
    events.append(
        Event("trade_countered", {"seat": seat, "give": cards_dict(a[1]), "get": cards_dict(a[2])})
    )
    _answered(s, seat, False, events, counter=True)


def _answered(
    s: State, seat: int, accepted: bool, events: list[Event], counter: bool = False
) -> None:
    s.pending.pop(0)
    if accepted:
        s.trade_accepted = (*s.trade_accepted, seat)
    if not counter:  # a counter's answer is its trade_countered event
        events.append(Event("trade_answered", {"seat": seat, "accepted": accepted}))
    if (
        s.pending
        and s.pending[0][0] == "trade_confirm"
        and not s.trade_accepted
        and not s.trade_counters
    ):
        s.pending.pop(0)
        _close(s, events, partner=None)


def apply_accept(s: State, a: Action, events: list[Event]) -> None:
    _answered(s, s.current_player(), True, events)


def apply_reject(s: State, a: Action, events: list[Event]) -> None:
    _answered(s, s.current_player(), False, events)


def _terms(s: State, partner: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The terms of an exchange with `partner`: its counter-offer's, else the offer's."""
    for p, give, get in s.trade_counters:
        if p == partner:
            return give, get
    assert s.offer is not None
    return s.offer


def _can_pay(s: State, seat: int, partner: int) -> bool:
    give = _terms(s, partner)[0]
    hand = s.hands[seat]
    return all(hand[c] >= give[c] for c in range(N_CARDS))


def legal_confirm(s: State, seat: int) -> list[Action]:
    t = s.game.actions
    # Those who accepted, then those who countered, each in answer order (the order the
    # list had before counters: seeded random games keep their fingerprints).
    partners = (*s.trade_accepted, *(c[0] for c in s.trade_counters))
    return [t.confirm[p] for p in partners if _can_pay(s, seat, p)] + [t.cancel_trade]


def check_confirm(s: State, seat: int, a: Action) -> Refusal | None:
    p = a[1]
    if p in s.trade_accepted:
        return None
    if not any(c[0] == p for c in s.trade_counters):
        return Refusal(
            "not_accepted",
            {
                "seat": p,
                "accepted": list(s.trade_accepted),
                "countered": [c[0] for c in s.trade_counters],
            },
        )
    if not _can_pay(s, seat, p):
        return Refusal("counter_unpayable", {"seat": p})
    return None


def check_cancel(s: State, seat: int, a: Action) -> Refusal | None:
    return None


def apply_confirm(s: State, a: Action, events: list[Event]) -> None:
    assert s.offer is not None
    seat = s.turn_seat
    partner = a[1]
    give, get = _terms(s, partner)
    mine, theirs = list(s.hands[seat]), list(s.hands[partner])
    for c in range(N_CARDS):
        mine[c] += get[c] - give[c]
        theirs[c] += give[c] - get[c]
    s.hands = replaced_row(s.hands, seat, tuple(mine))
    s.hands = replaced_row(s.hands, partner, tuple(theirs))
    s.pending.pop(0)
    _close(s, events, partner=partner)


def apply_cancel(s: State, a: Action, events: list[Event]) -> None:
    s.pending.pop(0)
    _close(s, events, partner=None)


def _close(s: State, events: list[Event], partner: int | None) -> None:
    s.offer = None
    s.trade_accepted = ()
    s.trade_counters = ()
    events.append(Event("trade_closed", {"seat": s.turn_seat, "partner": partner}))
