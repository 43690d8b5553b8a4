"""Rolling, production, sevens and discards, ending the turn (RULES.md §4, §6, §7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..actions import EVENT_NAMES, Action
from ..board import hexes_by_number
from ..constants import (
    AUTO,
    CARD_NAMES,
    CHANCE,
    CITY,
    EVENT_TRACK,
    N_CARDS,
    NO_DEV_CARDS,
    NOBODY,
    PROGRESS_HAND_LIMIT,
    SHIP,
    TERRAIN_COMMODITY,
    WALL_DISCARD_BONUS,
)
from ..events import DROPPED, Event, packed_event
from ..refusals import Refusal
from . import (
    barbarians,
    cards_common,
    devcards,
    improvements,
    knights,
    paired,
    progress,
    scoring,
    special_build,
    trade,
)
from .build import legal_builds
from .common import add_cards, cards_dict, hand_size, seats_from, total, valid_card

if TYPE_CHECKING:
    from ..state import State


# ----------------------------------------------------------------- pre-roll and rolling
def legal_pre_roll(s: State, seat: int) -> list[Action]:
    out = [s.game.actions.roll]
    if s.game.ck:
        cards_common.legal_plays(s, seat, out, pre_roll=True)
    elif s.dev_hand[seat][0]:
        devcards.legal_plays(s, seat, out, pre_roll=True)
    return out


def check_roll(s: State, seat: int, a: Action) -> Refusal | None:
    return None


def apply_roll(s: State, a: Action, events: list[Event]) -> None:
    s.pending.insert(0, ("dice", CHANCE, 0))


def apply_dice(s: State, a: Action, events: list[Event]) -> None:
    # Typed locals: an Action's items are `Any`, which the compiled engine would add and
    # compare through the generic protocol (the appliers below do the same).
    t: tuple[Any, ...] = a  # read as the tuple it is: see State._run
    white: int = t[1]
    red: int = t[2]
    s.pending.pop(0)
    s.phase = "main"
    total = white + red
    if s.game.ck:
        _ck_roll(s, white, red, t[3], events)
        return
    if events is not DROPPED:
        events.append(packed_event("dice_rolled", _DICE_KEYS, (s.turn_seat, white, red, total)))
    if total == 7:
        seven(s, events)
    else:
        produce(s, total, events)


# The keys of the events made at every roll and turn (packed_event: see events.Event).
_DICE_KEYS: Final[tuple[str, ...]] = ("seat", "white", "red", "total")
_PRODUCED_KEYS: Final[tuple[str, ...]] = ("total", "cards")
_DISCARDED_KEYS: Final[tuple[str, ...]] = ("seat", "card")
_TURN_KEYS: Final[tuple[str, ...]] = ("seat", "turn")


def _ck_roll(s: State, white: int, red: int, event: int, events: list[Event]) -> None:
    """C&K: the event die is resolved first (barbarians or a gate's draws, with the
    decisions they need), then production runs as an AUTO step (RULES.md §4)."""
    if events is not DROPPED:
        events.append(Event("dice_rolled", {"seat": s.turn_seat, "white": white, "red": red,
                                            "total": white + red, "event": EVENT_NAMES[event]}))  # fmt: skip
    if event == SHIP:
        decisions = barbarians.advance(s, events)
    else:
        decisions = progress.gate_draws(s, EVENT_TRACK[event], red)
        if decisions:
            decisions.append(progress.limit_step())
    decisions.append(("produce", AUTO, white + red))
    if s.attacks and not s.robber_active:  # RuleFlags.robber_active_on_attack_roll off
        decisions.append(("activate_robber", AUTO, 0))
    s.pending[0:0] = decisions


def run_activate_robber(s: State, arg: int, events: list[Event]) -> None:
    s.robber_active = True
    events.append(Event("robber_activated", {}))


def run_produce(s: State, total: int, events: list[Event]) -> None:
    if total == 7:
        seven(s, events)
    else:
        produce(s, total, events)


def discard_limit(s: State, seat: int) -> int:
    """Hand size a 7 tolerates: the room's limit, +2 per city wall (C&K)."""
    limit = s.game.rules.discard_limit
    if s.game.ck:
        limit += WALL_DISCARD_BONUS * improvements.walls_of(s, seat)
    return limit


def seven(s: State, events: list[Event]) -> None:
    """Everyone over the limit discards half (rounded down), then the robber moves."""
    decisions = []
    for p in seats_from(s, s.turn_seat):
        n = hand_size(s, p)
        if n > discard_limit(s, p):
            decisions.append(("discard", p, n // 2))
    if s.robber_active:
        decisions.append(("robber", s.turn_seat, 0))
    s.pending[0:0] = decisions


def number_hexes(s: State) -> tuple[tuple[int, ...], ...]:
    """Number token (2-12) -> the hexes carrying it now. Tokens move only by the Inventor:
    the game's table for its printed board serves until one has moved."""
    g = s.game
    numbers = s.numbers
    # Identity first: a tuple comparison item by item costs a production 1,500
    # instructions in the compiled engine, and the printed tuple itself is the usual case.
    if numbers is g.printed_numbers or numbers == g.printed_numbers:
        return g.number_hexes
    return _moved_number_hexes(numbers)


# Tables for moved tokens, by the tokens' tuple: a plain dict (an lru_cache wrapper is a
# generic call from the compiled engine, several times the cost of the lookup), emptied
# when it is full, so that it stays small.
_MOVED: Final[dict[tuple[int, ...], tuple[tuple[int, ...], ...]]] = {}
_MOVED_KEPT: Final = 256


def _moved_number_hexes(numbers: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    table = _MOVED.get(numbers)
    if table is None:
        if len(_MOVED) >= _MOVED_KEPT:
            _MOVED.clear()
        table = _MOVED[numbers] = hexes_by_number(numbers)
    return table


# The seats as the production event's keys, made once (typed any-length: mypyc keeps a
# fixed-length tuple unboxed and builds a new one each time a variable indexes it). A
# game has 3 to 6 seats.
_SEAT_KEYS: Final[tuple[str, ...]] = tuple(str(p) for p in range(6))


def produce(s: State, total: int, events: list[Event]) -> None:
    g = s.game
    n = g.players
    hex_vertices = g.topology.hex_vertices
    terrains = g.board.terrains
    owner, building = s.owner, s.building
    ck = g.ck
    robber = s.robber
    # What is owed per card type, the counts of all seats packed in one int (seat p's at
    # bit _SEAT_BITS * p), in two parallel lists: one or two hexes carry a number, so there
    # are one to four types. Shifts and adds of plain ints, which the compiled engine runs
    # unboxed, where a list of a count per type and seat was made and read at every roll.
    owed_types: list[int] = []
    owed_counts: list[int] = []
    for h in number_hexes(s)[total]:
        if h == robber:
            continue
        res = terrains[h]
        commodity = TERRAIN_COMMODITY[res] if ck else NOBODY
        owed = 0
        owed_commodity = 0
        for v in hex_vertices[h]:
            p = owner[v]
            if p == NOBODY:
                continue
            one = 1 << _SEAT_BITS * p
            if building[v] != CITY:
                owed += one
            elif commodity == NOBODY:
                owed += 2 * one
            else:  # C&K: a city on forest, pasture or mountains: 1 resource + 1 commodity
                owed += one
                owed_commodity += one
        if owed:
            _owe(owed_types, owed_counts, res, owed)
        if owed_commodity:
            _owe(owed_types, owed_counts, commodity, owed_commodity)
    rows: list[list[int] | None] | None = None if events is DROPPED else [None] * n
    paid = pay_out(s, owed_types, owed_counts, rows)
    if rows is not None:
        cards: dict[str, dict[str, int]] = {}
        for p in range(n):
            cards_got = rows[p]
            if cards_got is not None:
                cards[_SEAT_KEYS[p]] = cards_dict(cards_got)
        events.append(packed_event("produced", _PRODUCED_KEYS, (total, cards)))
    if ck:
        # Aqueduct: a seat that got nothing may take a resource (RULES.md §6, A18).
        aqueducts = [
            ("aqueduct", p, 0)
            for p in seats_from(s, s.turn_seat)
            if not paid >> p & 1 and improvements.has_aqueduct(s, p)
        ]
        if aqueducts:
            s.pending[0:0] = aqueducts


# Bits per seat in a packed count of cards owed (produce): at most 24 cards of a type, two
# hexes of six corners with cities, so 5 bits; 6 seats in 30 bits, a small int.
_SEAT_BITS: Final = 5
_SEAT_MASK: Final = (1 << _SEAT_BITS) - 1


def _owe(types: list[int], counts: list[int], card: int, packed: int) -> None:
    """Add `packed` (counts per seat, _SEAT_BITS each) to what is owed of type `card`."""
    for i in range(len(types)):
        if types[i] == card:  # two hexes of one terrain: no seat's count overflows
            counts[i] = counts[i] + packed
            return
    types.append(card)
    counts.append(packed)


def pay_out(
    s: State, types: list[int], counts: list[int], rows: list[list[int] | None] | None
) -> int:
    """Pay what is owed: counts[i] cards of type types[i], packed per seat (_SEAT_BITS
    each), type by type, under the bank shortage rule: if the bank cannot pay a type in
    full, nobody gets it unless only one seat is owed it (who takes what is left); or,
    with bank_shortage="partial", seats are paid in turn order from the roller until the
    type runs out. Returns the seats that got any card, as a bit mask; `rows` (one None
    per seat), when given, gets per seat the cards it got per type."""
    paid = 0
    for i in range(len(types)):  # each type is paid on its own: the order is free
        card = types[i]
        packed = counts[i]
        due = 0
        owed_seats = 0
        last = NOBODY  # the last seat owed this type
        rest = packed
        p = 0
        while rest:
            k = rest & _SEAT_MASK
            if k:
                due += k
                owed_seats += 1
                last = p
            rest >>= _SEAT_BITS
            p += 1
        stock = s.bank[card]
        # The usual case, everyone paid in full, inline: `_pay` per seat measured more
        # than this loop (a call each, and the bank written once at the end here).
        if due <= stock:
            rest = packed
            p = 0
            while rest:
                k = rest & _SEAT_MASK
                if k:
                    add_cards(s, p, card, k)
                    paid |= 1 << p
                    if rows is not None:
                        _note(rows, p, card, k)
                rest >>= _SEAT_BITS
                p += 1
            s.bank[card] = stock - due
        elif s.game.rules.bank_shortage == "partial":
            for p in seats_from(s, s.turn_seat):
                k = min(packed >> _SEAT_BITS * p & _SEAT_MASK, stock)
                stock -= k
                if k:
                    paid |= _pay(s, rows, p, card, k)
        elif owed_seats == 1 and stock:
            paid |= _pay(s, rows, last, card, stock)
    return paid


def _pay(s: State, rows: list[list[int] | None] | None, seat: int, card: int, k: int) -> int:
    """Move k > 0 cards of a type from the bank to the seat's hand, noted in `rows`;
    returns the seat's bit."""
    # `x[i] = x[i] + k`, not `+=`: see common.pay
    s.bank[card] = s.bank[card] - k
    add_cards(s, seat, card, k)
    if rows is not None:
        _note(rows, seat, card, k)
    return 1 << seat


def _note(rows: list[list[int] | None], seat: int, card: int, k: int) -> None:
    """k cards of a type paid to the seat, in its row (made at its first payment)."""
    row = rows[seat]
    if row is None:
        row = rows[seat] = [0] * N_CARDS
    row[card] = row[card] + k


# ----------------------------------------------------------------- discards
def legal_discard(s: State, seat: int) -> list[Action]:
    hand = s.hands[seat]
    t = s.game.actions.discard
    return [t[c] for c in range(N_CARDS) if hand[c]]


def check_discard(s: State, seat: int, a: Action) -> Refusal | None:
    c = a[1]
    if not valid_card(s, c):
        return Refusal("no_such_card", {"value": c})
    if s.hands[seat][c] <= 0:
        return Refusal("not_holding_card", {"card": CARD_NAMES[c]})
    return None


def apply_discard(s: State, a: Action, events: list[Event]) -> None:
    kind, seat, left = s.pending[0]
    t: tuple[Any, ...] = a  # read as the tuple it is: see State._run
    c: int = t[1]
    add_cards(s, seat, c, -1)
    s.bank[c] = s.bank[c] + 1
    if events is not DROPPED:
        events.append(packed_event("discarded", _DISCARDED_KEYS, (seat, CARD_NAMES[c])))
    if left > 1:
        s.pending[0] = (kind, seat, left - 1)
    else:
        s.pending.pop(0)


# ----------------------------------------------------------------- the main phase
def legal_main(s: State, seat: int) -> list[Action]:
    out = [s.game.actions.end_turn]
    legal_builds(s, seat, out)
    if s.game.ck:
        improvements.legal_main(s, seat, out)
        knights.legal_main(s, seat, out)
        cards_common.legal_plays(s, seat, out, pre_roll=False)
    else:
        devcards.legal_main(s, seat, out)
    trade.legal_main(s, seat, out)
    return out


def check_end_turn(s: State, seat: int, a: Action) -> Refusal | None:
    return None


def apply_end_turn(s: State, a: Action, events: list[Event]) -> None:
    if s.game.ck:
        # Back to the hand limit of 4 first (RULES.md §13.1), then the turn passes; with
        # the rule flag progress_discard_after_sbp (A43), after the Special Build slots.
        over = total(s.progress_hand[s.turn_seat]) - PROGRESS_HAND_LIMIT
        later = s.game.discard_after_sbp and _slots_follow(s)
        steps = [("progress_discard", s.turn_seat, over)] if over > 0 and not later else []
        s.pending[0:0] = [*steps, ("finish_turn", AUTO, 0)]
        return
    run_finish_turn(s, 0, events)


def _slots_follow(s: State) -> bool:
    """Does a Special Build Phase follow the turn ending now (not cut by the turn cap)?"""
    g = s.game
    return g.special_build and (g.max_turns is None or s.turn + 1 <= g.max_turns)


def run_finish_turn(s: State, arg: int, events: list[Event]) -> None:
    g = s.game
    part = s.phase == paired.PHASE
    if not part and events is not DROPPED:
        events.append(packed_event("turn_ended", _TURN_KEYS, (s.turn_seat, s.turn)))
    if g.ck:
        knights.end_of_window(s, s.turn_seat, own_turn=not part)
        s.crane = 0
        s.fleet = 0
        s.harbor_asked = 0
    s.dev_new = NO_DEV_CARDS
    s.dev_played = False
    if part:  # the partner's part-turn is over: the seat after the roller rolls
        paired.finish(s, events)
        return
    # 5-6 players: the other seats' Special Build slots come before the next roll (RULES.md
    # §22.5), unless the turn cap ends the game as the next turn would start.
    if _slots_follow(s):
        special_build.begin(s, events)
        return
    # Or, with five_six_turns "paired", the third seat to the roller's left takes its
    # part-turn (§22.5.7), under the same turn cap.
    if g.paired and (g.max_turns is None or s.turn + 1 <= g.max_turns):
        paired.begin(s, events)
        return
    start_next_turn(s, events)


def start_next_turn(s: State, events: list[Event]) -> None:
    """The next seat's turn starts: its win check first (VP reached off-turn, §17, §22.5.6),
    then the turn cap."""
    g = s.game
    s.turn_seat = (s.turn_seat + 1) % g.players
    s.turn += 1
    s.phase = "pre_roll"
    if events is not DROPPED:
        events.append(packed_event("turn_started", _TURN_KEYS, (s.turn_seat, s.turn)))
    # A player who reached the target on another's turn wins as their own turn starts.
    scoring.check_win(s, events)
    if s.phase != "over" and g.max_turns is not None and s.turn > g.max_turns:
        s.phase = "over"
        s.pending.clear()
        events.append(Event("game_over", {"winner": None, "reason": "turn_limit"}))
