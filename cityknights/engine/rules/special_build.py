"""The Special Build Phase of 5-6 players (RULES.md §22.5).

After every regular turn that does not end the game, each other seat is offered one slot,
in turn order from the seat after the one whose turn ended: a pending decision
`("special_build", seat, 0)`. In its slot a seat builds from its hand at the normal costs,
as often as it likes, then passes with `end_special_build`. A seat with no legal build is
passed over by the engine, with the same event as a pass (A35), so the log tells nothing
about its hand. Then the next seat's turn starts, and with it that seat's win check
(§22.5.6): nobody wins inside the phase.

What a slot allows (§22.5.3): roads, settlements and cities; in the base game development
cards; in Cities & Knights city walls (flag `sbp_city_walls`, A37), knights (build,
activate, promote), city improvements (flag `sbp_city_improvements`, A36) and, with the
flag `sbp_knight_move` (A38), moving an active knight. Everything else is refused with a reason (§22.5.4): no trade, no card
played, no knight displacing or robber chasing, no roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..actions import Action
from ..constants import COST_DEV, PROGRESS_HAND_LIMIT
from ..events import Event
from ..refusals import Refusal
from . import improvements, knights
from .build import legal_builds
from .common import can_pay, total

if TYPE_CHECKING:
    from ..state import State

SLOT: Final[str] = "special_build"
PHASE: Final[str] = "special_build"

# The kinds a slot may allow, per expansion (the flags narrow the C&K set, see `forbidden`).
BASE_KINDS: Final[frozenset[str]] = frozenset(
    {"end_special_build", "build_road", "build_settlement", "build_city", "buy_dev"}
)
CK_KINDS: Final[frozenset[str]] = frozenset({
    "end_special_build", "build_road", "build_settlement", "build_city", "build_wall",
    "build_knight", "activate_knight", "promote_knight", "improve_city", "move_knight",
})  # fmt: skip
# What §22.5.4 forbids by name, so that the refusal says why, not just "not now".
_TRADES: Final[frozenset[str]] = frozenset({
    "bank_trade", "offer_trade", "accept_trade", "reject_trade", "counter_trade",
    "confirm_trade", "cancel_trade", "harbor_offer", "give_commodity",
})  # fmt: skip
_KNIGHT_ACTIONS: Final[frozenset[str]] = frozenset({"displace_knight", "chase_robber"})


# ----------------------------------------------------------------- starting and ending
def begin(s: State, events: list[Event]) -> None:
    """Open the phase after the turn of `s.turn_seat` (its end-of-turn steps are done)."""
    n = s.game.players
    ended = s.turn_seat
    s.phase = PHASE
    events.append(Event("special_build_started", {"after": ended}))
    s.pending.extend((SLOT, (ended + i) % n, 0) for i in range(1, n))
    advance(s, events)


def advance(s: State, events: list[Event]) -> None:
    """Pass over the front slots whose seat has nothing it may build; when no slot is
    left, the next turn starts."""
    from .turn import start_next_turn

    pending = s.pending
    while pending and pending[0][0] == SLOT and not has_build(s, pending[0][1]):
        _close_slot(s, events)
    if pending:
        return
    # The rule flag progress_discard_after_sbp (A43): the seat whose turn ended discards
    # down to the hand limit now, after the slots; once it has, this runs again.
    if s.game.discard_after_sbp:
        over = total(s.progress_hand[s.turn_seat]) - PROGRESS_HAND_LIMIT
        if over > 0:
            pending.append(("progress_discard", s.turn_seat, over))
            return
    start_next_turn(s, events)


def _close_slot(s: State, events: list[Event]) -> None:
    seat = s.pending.pop(0)[1]
    if s.game.ck:
        # Once per knight per slot (§22.5.5, A39): a knight promoted or activated here may
        # be promoted, or act, in its owner's next own turn (promoted: unless the rule flag
        # sbp_promotion_shared holds it over).
        knights.end_of_window(s, seat, own_turn=False)
    events.append(Event("special_build_ended", {"seat": seat}))


def deferred_discard(s: State) -> bool:
    """Is the phase past its last slot, only the ended turn's progress discard left (the
    rule flag progress_discard_after_sbp, A43)?"""
    p = s.pending
    return (
        s.game.discard_after_sbp
        and len(p) == 1
        and p[0][0] == "progress_discard"
        and p[0][1] == s.turn_seat
    )


def check_end(s: State, seat: int, a: Action) -> Refusal | None:
    return None


def apply_end(s: State, a: Action, events: list[Event]) -> None:
    _close_slot(s, events)
    advance(s, events)


# ----------------------------------------------------------------- what a slot allows
def legal_slot(s: State, seat: int) -> list[Action]:
    t = s.game.actions
    out = [t.end_special_build]
    legal_builds(s, seat, out)
    g = s.game
    if g.ck:
        if g.rules.sbp_city_walls:
            improvements.legal_walls(s, seat, out)
        if g.rules.sbp_city_improvements:
            improvements.legal_improvements(s, seat, out)
        knights.legal_builds(s, seat, out)
        if g.rules.sbp_knight_move:
            knights.legal_moves(s, seat, out)
    elif can_pay(s.hands[seat], COST_DEV) and any(s.dev_deck):
        out.append(t.buy_dev)
    return out


def has_build(s: State, seat: int) -> bool:
    """Has the seat anything to do in its slot but pass?"""
    return len(legal_slot(s, seat)) > 1


def forbidden(s: State, kind: str) -> Refusal | None:
    """Why a slot refuses this kind of action (§22.5.4), or None when the slot allows it
    (its own checks still apply)."""
    from .registry import expansion_kinds

    g = s.game
    rules = g.rules
    if kind in (CK_KINDS if g.ck else BASE_KINDS):
        if kind == "improve_city" and not rules.sbp_city_improvements:
            return Refusal("special_build_no_improvement")
        if kind == "build_wall" and not rules.sbp_city_walls:
            return Refusal("special_build_no_wall")
        if kind == "move_knight" and not rules.sbp_knight_move:
            return Refusal("special_build_no_knight_move")
        return None
    # A kind the expansion does not have (a Knight card in C&K, displacing a knight or a
    # Crane in the base game) is not_now, as in the main phase: naming a slot's rule for
    # it would tell a base game's seat that knights may be built in its slot.
    if kind not in expansion_kinds(g.expansion):
        return Refusal("not_now", {"kind": kind, "context": SLOT, "expansion": g.expansion})
    if kind in _TRADES:
        return Refusal("special_build_no_trade", {"kind": kind})
    if kind.startswith("play_"):
        return Refusal("special_build_no_card", {"kind": kind})
    if kind in _KNIGHT_ACTIONS:
        return Refusal("special_build_no_knight_action", {"kind": kind})
    if kind == "roll":
        return Refusal("special_build_no_roll")
    return Refusal("not_now", {"kind": kind, "context": SLOT, "expansion": g.expansion})
