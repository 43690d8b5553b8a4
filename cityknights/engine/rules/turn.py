"""Rolling, production, sevens and discards, ending the turn (RULES.md §4, §6, §7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..constants import CHANCE, CITY, DESERT, N_CARDS, NOBODY
from ..events import Event
from . import devcards, scoring, trade
from .build import legal_builds
from .common import cards_dict, hand_size, seats_from, valid_card

if TYPE_CHECKING:
    from ..state import State


# ----------------------------------------------------------------- pre-roll and rolling
def legal_pre_roll(s: State, seat: int) -> list[Action]:
    out = [s.game.actions.roll]
    devcards.legal_plays(s, seat, out, pre_roll=True)
    return out


def check_roll(s: State, seat: int, a: Action) -> str | None:
    return None


def apply_roll(s: State, a: Action, events: list[Event]) -> None:
    s.pending.insert(0, ("dice", CHANCE, 0))


def apply_dice(s: State, a: Action, events: list[Event]) -> None:
    white, red = a[1], a[2]
    s.pending.pop(0)
    s.phase = "main"
    total = white + red
    events.append(Event("dice_rolled", {"seat": s.turn_seat, "white": white, "red": red,
                                        "total": total}))
    if total == 7:
        seven(s, events)
    else:
        produce(s, total, events)


def discard_limit(s: State, seat: int) -> int:
    return s.game.rules.discard_limit


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


def produce(s: State, total: int, events: list[Event]) -> None:
    g = s.game
    topo = g.topology
    terrains = g.board.terrains
    owed = [[0] * g.players for _ in range(N_CARDS)]
    any_owed = False
    for h, number in enumerate(s.numbers):
        if number != total or h == s.robber:
            continue
        res = terrains[h]
        if res == DESERT:
            continue
        for v in topo.hex_vertices[h]:
            p = s.owner[v]
            if p == NOBODY:
                continue
            any_owed = True
            owed[res][p] += 2 if s.building[v] == CITY else 1
    if not any_owed:
        events.append(Event("produced", {"total": total, "cards": {}}))
        return
    got = pay_out(s, owed)
    events.append(Event("produced", {"total": total, "cards": {
        str(p): cards_dict(got[p]) for p in range(g.players) if any(got[p])}}))


def pay_out(s: State, owed: list[list[int]]) -> list[list[int]]:
    """Pay what each seat is owed, card type by card type, under the bank shortage rule."""
    n = s.game.players
    got = [[0] * N_CARDS for _ in range(n)]
    partial = s.game.rules.bank_shortage == "partial"
    for card in range(N_CARDS):
        row = owed[card]
        need = sum(row)
        if not need:
            continue
        stock = s.bank[card]
        if need <= stock:
            for p in range(n):
                if row[p]:
                    got[p][card] = row[p]
        elif partial:
            for p in seats_from(s, s.turn_seat):
                k = min(row[p], stock)
                got[p][card] = k
                stock -= k
        else:
            owed_by = [p for p in range(n) if row[p]]
            if len(owed_by) == 1:
                got[owed_by[0]][card] = stock
        for p in range(n):
            k = got[p][card]
            if k:
                s.bank[card] -= k
                s.hands[p][card] += k
    return got


# ----------------------------------------------------------------- discards
def legal_discard(s: State, seat: int) -> list[Action]:
    hand = s.hands[seat]
    t = s.game.actions.discard
    return [t[c] for c in range(N_CARDS) if hand[c]]


def check_discard(s: State, seat: int, a: Action) -> str | None:
    c = a[1]
    if not valid_card(s, c):
        return f"there is no card {c!r} to discard"
    if s.hands[seat][c] <= 0:
        from ..constants import CARD_NAMES

        return f"you hold no {CARD_NAMES[c]}"
    return None


def apply_discard(s: State, a: Action, events: list[Event]) -> None:
    kind, seat, left = s.pending[0]
    c = a[1]
    s.hands[seat][c] -= 1
    s.bank[c] += 1
    events.append(Event("discarded", {"seat": seat, "card": _name(c)}))
    if left > 1:
        s.pending[0] = (kind, seat, left - 1)
    else:
        s.pending.pop(0)


def _name(c: int) -> str:
    from ..constants import CARD_NAMES

    return CARD_NAMES[c]


# ----------------------------------------------------------------- the main phase
def legal_main(s: State, seat: int) -> list[Action]:
    out = [s.game.actions.end_turn]
    legal_builds(s, seat, out)
    devcards.legal_main(s, seat, out)
    trade.legal_main(s, seat, out)
    return out


def check_end_turn(s: State, seat: int, a: Action) -> str | None:
    return None


def apply_end_turn(s: State, a: Action, events: list[Event]) -> None:
    g = s.game
    events.append(Event("turn_ended", {"seat": s.turn_seat, "turn": s.turn}))
    s.dev_new = [0] * 5
    s.dev_played = False
    s.turn_seat = (s.turn_seat + 1) % g.players
    s.turn += 1
    s.phase = "pre_roll"
    events.append(Event("turn_started", {"seat": s.turn_seat, "turn": s.turn}))
    # A player who reached the target on another's turn wins as their own turn starts.
    scoring.check_win(s, events)
    if s.phase != "over" and g.max_turns is not None and s.turn > g.max_turns:
        s.phase = "over"
        s.pending.clear()
        events.append(Event("game_over", {"winner": None, "reason": "turn_limit"}))
