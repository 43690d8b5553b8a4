"""The paired players' turn of 5-6 players (RULES.md §22.5.7, flag `five_six_turns`).

With `five_six_turns="paired"` the Special Build Phase gives way to the official
alternative: the roller takes a normal turn; then the third seat to the roller's left
takes a part-turn, the phase `part_turn`, without rolling. The engine models it as that
seat's own short turn: for its length `turn_seat` is the partner (so every card, robber
and trade step that follows the turn player works unchanged), and the roller is
`(turn_seat - 3) % players`. The partner may trade with the bank and harbors, build and
play development or progress cards, then ends it with `end_turn`; the next seat after the
roller then rolls.

What the part-turn forbids, each refused with its reason: trading with players
(`part_turn_no_player_trade`), the roll (`part_turn_no_roll`), the Alchemist, kept for the
roller (`part_turn_no_alchemist`), and, as the rule names only trading, building and
cards, moving, displacing or chasing with knights (`part_turn_no_knight_action`).

Winning (unverified by the sources) follows the Special Build Phase (§22.5.6): nobody wins
in a part-turn; VP gained there count at once and the seat wins if it still has the target
as its own turn starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..actions import Action
from ..events import Event
from ..refusals import Refusal

if TYPE_CHECKING:
    from ..state import State

PHASE: Final[str] = "part_turn"
# The third seat to the roller's left (RULES.md §22.5.7).
OFFSET: Final[int] = 3

# Kinds the partner's part-turn refuses by name, beyond those the main phase never allows.
_PLAYER_TRADES: Final[frozenset[str]] = frozenset({"offer_trade"})
_KNIGHT_ACTIONS: Final[frozenset[str]] = frozenset(
    {"move_knight", "displace_knight", "chase_robber"}
)
_REMOVED: Final[frozenset[str]] = _PLAYER_TRADES | _KNIGHT_ACTIONS


def partner(roller: int, players: int) -> int:
    return (roller + OFFSET) % players


def roller(s: State) -> int:
    """The seat whose roll began the turn in progress (the partner's seat in a part-turn
    gives it back)."""
    if s.phase == PHASE:
        return (s.turn_seat - OFFSET) % s.game.players
    return s.turn_seat


def part_kinds(main: frozenset[str]) -> frozenset[str]:
    """The kinds of a part-turn: those of the main phase, less what it forbids."""
    return main - _PLAYER_TRADES - _KNIGHT_ACTIONS


def begin(s: State, events: list[Event]) -> None:
    """The roller's turn is over (its end-of-turn steps done): the partner's part-turn."""
    seat = partner(s.turn_seat, s.game.players)
    events.append(Event("part_turn_started", {"seat": seat, "roller": s.turn_seat}))
    s.turn_seat = seat
    s.phase = PHASE


def finish(s: State, events: list[Event]) -> None:
    """The partner's part-turn is over: the seat after the roller rolls next."""
    from .turn import start_next_turn

    events.append(Event("part_turn_ended", {"seat": s.turn_seat}))
    s.turn_seat = roller(s)
    start_next_turn(s, events)


def legal_part(s: State, seat: int) -> list[Action]:
    from .turn import legal_main

    return [a for a in legal_main(s, seat) if a[0] not in _REMOVED]


def forbidden(s: State, kind: str) -> Refusal | None:
    """Why a part-turn refuses this kind (RULES.md §22.5.7), or None for a kind the main
    phase would allow (its own checks still apply); `not_now` for the rest."""
    from .registry import CONTEXTS

    g = s.game
    if kind in CONTEXTS[g.expansion][PHASE]:
        return None
    if kind in _PLAYER_TRADES:
        return Refusal("part_turn_no_player_trade", {"kind": kind})
    if kind in _KNIGHT_ACTIONS and g.ck:
        return Refusal("part_turn_no_knight_action", {"kind": kind})
    if kind == "roll":
        return Refusal("part_turn_no_roll")
    if kind == "play_alchemist" and g.ck:  # the base game has no Alchemist: not_now
        return Refusal("part_turn_no_alchemist")
    return Refusal("not_now", {"kind": kind, "context": PHASE, "expansion": g.expansion})
