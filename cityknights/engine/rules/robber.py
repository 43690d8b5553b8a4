"""The robber: moving it and stealing one random card (RULES.md §7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..actions import Action
from ..constants import CARD_NAMES, CHANCE, N_CARDS, NOBODY
from ..events import DROPPED, Event, packed_event
from ..refusals import Refusal
from .common import hand_size, move_card, row_total, valid_int

if TYPE_CHECKING:
    from ..state import State


def victims(s: State, seat: int, h: int) -> list[int]:
    """Opponents with a building on the hex who hold at least one card."""
    found = set()
    owner = s.owner
    for v in s.game.topology.hex_vertices[h]:
        p = owner[v]
        if p != NOBODY and p != seat and hand_size(s, p) > 0:
            found.add(p)
    return sorted(found)


def _chased_to_a_number(s: State) -> bool:
    """The robber move waiting is a knight's chase that must end on a numbered hex
    (OFF2020, RULES.md A10); a 7's move or the Bishop's may go anywhere else."""
    return (
        s.game.rules.chase_robber_numbered_only
        and bool(s.pending)
        and s.pending[0][0] == "robber"
        and s.pending[0][2] == 1
    )


def allowed_hexes(s: State, seat: int) -> list[int]:
    """The hexes the robber may go to, in order (read only: it may be the game's table)."""
    robber = s.robber
    if _chased_to_a_number(s):
        numbers = s.numbers
        hexes = [h for h in range(s.game.topology.n_hexes) if h != robber and numbers[h]]
    else:
        hexes = s.game.hexes_but[robber]
    if not s.game.rules.friendly_robber:
        return hexes
    # Friendly robber: spare players with 2 VP or fewer, unless no hex is left. The
    # spared seats as a bit mask, found once (not per hex and intersection).
    from .scoring import public_vp

    spared = 0
    for p in range(s.game.players):
        if p != seat and public_vp(s, p) <= 2:
            spared |= 1 << p
    if not spared:
        return hexes
    on_hex = _seats_by_hex(s, spared)
    friendly = [h for h in hexes if not on_hex[h]]
    return friendly or hexes


def _seats_by_hex(s: State, seats: int) -> list[int]:
    """Per hex, a bit mask of the seats in the bit mask `seats` with a building on it
    (one pass over their buildings; bit p for seat p)."""
    vertex_hexes = s.game.topology.vertex_hexes
    out = [0] * s.game.topology.n_hexes
    for p in range(s.game.players):
        if not seats >> p & 1:
            continue
        bit = 1 << p
        # The two rows one after the other, not `settlements + cities` (a tuple made).
        for v in s.settlements[p]:
            for h in vertex_hexes[v]:
                out[h] = out[h] | bit  # not `|=`: see common.pay
        for v in s.cities[p]:
            for h in vertex_hexes[v]:
                out[h] = out[h] | bit
    return out


def legal_move(s: State, seat: int) -> list[Action]:
    t = s.game.actions.move_robber
    players = s.game.players
    hex_vertices = s.game.topology.hex_vertices
    owner = s.owner
    out: list[Action] = []
    # The opponents who hold cards, as a bit mask; per hex, those of them with a building
    # on its corners (read from the owner tuple, as victims() does: no table per hex
    # made and written at every listing).
    robbable = 0
    for p in range(players):
        if p != seat and hand_size(s, p):
            robbable |= 1 << p
    for h in allowed_hexes(s, seat):
        row = t[h]  # index [victim + 1]
        victims = 0
        if robbable:
            for v in hex_vertices[h]:
                p = owner[v]
                if p != NOBODY and robbable >> p & 1:
                    victims |= 1 << p
        if not victims:
            out.append(row[0])
            continue
        for p in range(players):  # seat order, as victims() lists them
            if victims >> p & 1:
                out.append(row[p + 1])
    return out


def check_move(s: State, seat: int, a: Action) -> Refusal | None:
    h, victim = a[1], a[2]
    n = s.game.topology.n_hexes
    if not valid_int(h, n):
        return Refusal("no_such_hex", {"hex": h, "last": n - 1})
    if h == s.robber:
        return Refusal("robber_same_hex", {"hex": h})
    if h not in allowed_hexes(s, seat):
        # Only a chase is bound to the numbers: a 7's robber here is the friendly robber's.
        if _chased_to_a_number(s) and not s.numbers[h]:
            return Refusal("chased_robber_numbered", {"hex": h})
        return Refusal("friendly_robber", {"hex": h})
    vs = victims(s, seat, h)
    if vs:
        if victim not in vs:
            return Refusal("choose_victim", {"hex": h, "seats": vs})
    elif victim != NOBODY:
        return Refusal("no_victim", {"hex": h})
    return None


def apply_move(s: State, a: Action, events: list[Event]) -> None:
    t: tuple[Any, ...] = a  # read as the tuple it is: see State._run
    h: int = t[1]  # typed: see turn.apply_dice
    victim: int = t[2]
    seat = s.pending[0][1]
    s.pending.pop(0)
    s.robber = h
    if events is not DROPPED:
        events.append(packed_event("robber_moved", _MOVED_KEYS, (seat, h, victim)))
    if victim != NOBODY:
        s.pending.insert(0, ("steal", CHANCE, victim))


def steal_outcomes(s: State) -> list[tuple[Action, float]]:
    victim = s.pending[0][2]
    hand = s.hands[victim]
    cards = row_total(hand)
    t = s.game.actions.steal
    return [(t[c], hand[c] / cards) for c in range(N_CARDS) if hand[c]]


def check_steal(s: State, seat: int, a: Action) -> Refusal | None:
    c = a[1]
    victim = s.pending[0][2]
    if not valid_int(c, N_CARDS) or s.hands[victim][c] <= 0:
        return Refusal("steal_missing", {"seat": victim})
    return None


def apply_steal(s: State, a: Action, events: list[Event]) -> None:
    t: tuple[Any, ...] = a  # read as the tuple it is: see State._run
    c: int = t[1]  # typed: see turn.apply_dice
    victim = s.pending.pop(0)[2]
    thief = s.turn_seat
    move_card(s, victim, thief, c)
    if events is not DROPPED:
        card = {"card": CARD_NAMES[c]}
        events.append(packed_event("stole", _STOLE_KEYS, (thief, victim), card, (thief, victim)))


# Event keys (packed_event: see events.Event).
_MOVED_KEYS: Final[tuple[str, ...]] = ("seat", "hex", "victim")
_STOLE_KEYS: Final[tuple[str, ...]] = ("seat", "victim")
