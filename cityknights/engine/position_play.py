"""Is a loaded position one the engine can play on? Its pending decisions are checked as a
whole by playing them out: decisions that each look possible can still be impossible
together (two discards of 5 against a 5-card hand, two steals from a 1-card victim, two
draws from a 1-card deck, a trade answer after the confirm), and such a position would
leave a decision with no option, or a crash, some moves later.

The front decision's every option is applied (to a copy); then the first option is
followed until the queue of decisions runs out, each decision on the way having an
option and leaving the cards conserved. Decisions of the same kind against the same
counts fail the same way on every path, so one path finds them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .constants import AUTO, CHANCE
from .errors import PositionError
from .invariants import InvariantError, check_cards

if TYPE_CHECKING:
    from .actions import Action
    from .state import State

# Steps followed past the loaded decisions (each may add a few of its own: a 7's discards).
_EXTRA_STEPS = 40


def check_playable(s: State) -> None:
    """PositionError unless every pending decision of `s` can be made in turn."""
    if not s.pending or s.phase == "over":
        return
    kind, seat, _ = s.pending[0]
    if seat == AUTO:
        raise PositionError(
            f"pending[0]: {kind!r} is a step the engine runs as soon as it is reached; "
            "it cannot be first"
        )
    front = _options(s, 0)
    for action in front[1:]:
        _step(s.clone(), action, 0)
    c = s.clone()
    for step in range(len(s.pending) + _EXTRA_STEPS):
        if step:
            if not c.pending or c.is_terminal():
                return
            front = _options(c, step)
        _step(c, front[0], step)


def _where(step: int, kind: str) -> str:
    if step == 0:
        return f"pending[0]: the {kind!r} decision "
    return f"pending: {step} move(s) into the list, the {kind!r} decision "


def _options(s: State, step: int) -> list[Action]:
    kind = s.pending[0][0]
    try:
        if s.pending[0][1] == CHANCE:
            options = [a for a, _ in s.chance_outcomes()]
        else:
            options = s.legal_actions()
    except Exception as exc:
        raise _unplayable(step, kind, exc) from None
    if not options:
        raise PositionError(_where(step, kind) + "cannot be made in this position")
    return options


def _step(c: State, action: Action, step: int) -> None:
    """Apply `action` to `c` in place; PositionError if that fails or breaks the cards."""
    kind = c.pending[0][0]
    try:
        c.apply(action)
        check_cards(c)
    except InvariantError as exc:
        raise PositionError(_where(step, kind) + f"leaves {exc.what} after {action}") from None
    except Exception as exc:
        raise _unplayable(step, kind, exc) from None


def _unplayable(step: int, kind: str, exc: Exception) -> PositionError:
    return PositionError(
        _where(step, kind) + f"cannot be played out with the decisions around it "
        f"({type(exc).__name__})"
    )
