"""Progress cards in hand: draws, VP cards revealed, the hand limit (RULES.md §5, §13.1).

Each deck is a shuffled part (known only as counts per kind: a chance node draws from it)
followed by the cards put under it, in order (drawn only once the shuffled part is empty).
Printer and Constitution are revealed at once as 1 VP and never held. The hand limit is 4,
or 5 during one's own turn; the turn player comes back to 4 as the turn ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..constants import (
    AUTO,
    CHANCE,
    DECK_COLOURS,
    N_PROGRESS,
    PROGRESS_HAND_LIMIT,
    PROGRESS_NAMES,
    PROGRESS_TRACK,
    PROGRESS_VP_CARDS,
)
from ..events import DROPPED, Event
from ..refusals import Refusal
from .common import seats_from, total, valid_int

if TYPE_CHECKING:
    from ..state import State


def deck_size(s: State, track: int) -> int:
    return total(s.deck[track]) + len(s.deck_bottom[track])


def pack_draw(seat: int, track: int) -> int:
    return seat | track << 3


def unpack_draw(arg: int) -> tuple[int, int]:
    return arg & 7, arg >> 3


def draw_decision(s: State, seat: int, track: int) -> tuple[str, int, int] | None:
    """The chance node of `seat` drawing from a deck, or None if the deck is empty."""
    if deck_size(s, track) == 0:
        return None
    return ("progress_draw", CHANCE, pack_draw(seat, track))


def draw_outcomes(s: State) -> list[tuple[Action, float]]:
    _, track = unpack_draw(s.pending[0][2])
    t = s.game.actions.draw_progress
    counts = s.deck[track]
    left = total(counts)
    if left == 0:  # only cards put under the deck remain: their order is known
        return [(t[s.deck_bottom[track][0]], 1.0)]
    return [(t[k], n / left) for k, n in enumerate(counts) if n]


def check_draw(s: State, seat: int, a: Action) -> Refusal | None:
    k = a[1]
    if not any(a2 == a for a2, _ in draw_outcomes(s)):
        return Refusal("progress_not_drawable", {"value": k})
    return None


def apply_draw(s: State, a: Action, events: list[Event]) -> None:
    seat, track = unpack_draw(s.pending.pop(0)[2])
    # A typed local (the action is checked by now): an Action's items are `Any`, which
    # the compiled engine would index through the generic protocol.
    k: int = a[1]
    if total(s.deck[track]):
        counts = s.deck[track]  # `x[i] = x[i] - k`, not `-=`: see common.pay
        counts[k] = counts[k] - 1
    else:
        s.deck_bottom[track] = s.deck_bottom[track][1:]
        s.deck_bottom_seen[track] = s.deck_bottom_seen[track][1:]
    gain(s, seat, k, events, source=DECK_COLOURS[track])


def gain(s: State, seat: int, k: int, events: list[Event], source: str) -> None:
    """A progress card comes into a seat's hand (VP cards are revealed instead)."""
    if k in PROGRESS_VP_CARDS:
        vp = s.progress_vp  # `x[i] = x[i] + k`, not `+=`: see common.pay
        vp[seat] = vp[seat] + 1
        if events is not DROPPED:
            events.append(Event("progress_vp_revealed", {"seat": seat, "card": PROGRESS_NAMES[k]}))
        return
    hand = s.progress_hand[seat]
    hand[k] = hand[k] + 1
    if events is not DROPPED:
        events.append(Event("progress_drawn", {"seat": seat, "deck": source},
                            {"card": PROGRESS_NAMES[k]}, (seat,)))  # fmt: skip


def hand_limit(s: State, seat: int) -> int:
    if seat == s.turn_seat:
        return s.game.rules.progress_limit_own_turn
    return PROGRESS_HAND_LIMIT


def limit_decisions(s: State) -> list[tuple[str, int, int]]:
    """Discards owed by seats over their hand limit, turn player first."""
    out = []
    for p in seats_from(s, s.turn_seat):
        over = total(s.progress_hand[p]) - hand_limit(s, p)
        if over > 0:
            out.append(("progress_discard", p, over))
    return out


def run_limit(s: State, arg: int, events: list[Event]) -> None:
    """AUTO step after a batch of draws: queue the discards it made necessary."""
    s.pending[0:0] = limit_decisions(s)


def limit_step() -> tuple[str, int, int]:
    return ("progress_limit", AUTO, 0)


def legal_discard(s: State, seat: int) -> list[Action]:
    t = s.game.actions.discard_progress
    return [t[k] for k in range(N_PROGRESS) if s.progress_hand[seat][k]]


def check_discard(s: State, seat: int, a: Action) -> Refusal | None:
    k = a[1]
    if not valid_int(k, N_PROGRESS):
        return Refusal("no_such_progress_card", {"value": k})
    if s.progress_hand[seat][k] <= 0:
        return Refusal("no_progress_card", {"progress": PROGRESS_NAMES[k]})
    return None


def put_under(s: State, k: int, seen_by: int) -> None:
    """Card `k` goes under its deck; `seen_by` saw which card it was: EVERYONE for a
    played card, the owner for a discarded one (both face down, §13.1)."""
    track = PROGRESS_TRACK[k]
    s.deck_bottom[track] = (*s.deck_bottom[track], k)
    s.deck_bottom_seen[track] = (*s.deck_bottom_seen[track], seen_by)


def apply_discard(s: State, a: Action, events: list[Event]) -> None:
    kind, seat, left = s.pending[0]
    k: int = a[1]  # typed: see apply_draw
    hand = s.progress_hand[seat]
    hand[k] = hand[k] - 1
    put_under(s, k, seat)
    # The deck it goes under is public (the decks' backs differ), as a draw's is.
    deck = DECK_COLOURS[PROGRESS_TRACK[k]]
    if events is not DROPPED:
        events.append(Event("progress_discarded", {"seat": seat, "deck": deck},
                            {"card": PROGRESS_NAMES[k]}, (seat,)))  # fmt: skip
    if left > 1:
        s.pending[0] = (kind, seat, left - 1)
    else:
        s.pending.pop(0)
        if not s.pending and s.phase == "special_build":
            # The discard after the slots (rule flag progress_discard_after_sbp, A43):
            # the next turn starts.
            from .special_build import advance

            advance(s, events)


def gate_draws(s: State, track: int, red: int) -> list[tuple[str, int, int]]:
    """A gate of the track's colour: every seat with level L >= 1 and red <= L + 1 draws,
    turn player first then clockwise (RULES.md §5)."""
    out = []
    for p in seats_from(s, s.turn_seat):
        level = s.improvements[p][track]
        if level >= 1 and red <= level + 1:
            d = draw_decision(s, p, track)
            if d is not None:
                out.append(d)
            # A deck emptied by earlier draws of this gate: later seats get nothing.
    return out
