"""Chance nodes: the outcomes of dice, development draws and random steals."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..refusals import Refusal
from . import devcards, progress, robber

if TYPE_CHECKING:
    from ..state import State


def dice_outcomes(s: State) -> list[tuple[Action, float]]:
    return list(s.game.actions.dice_outcomes)


def outcomes(s: State) -> list[tuple[Action, float]]:
    kind = s.pending[0][0]
    if kind == "dice":
        return dice_outcomes(s)
    if kind == "steal":
        return robber.steal_outcomes(s)
    if kind == "draw_dev":
        return devcards.draw_outcomes(s)
    if kind == "progress_draw":
        return progress.draw_outcomes(s)
    if kind == "alchemist_dice":
        from .cards_science import alchemist_outcomes

        return alchemist_outcomes(s)
    raise AssertionError(f"unknown chance node {kind}")


def sample(s: State, r: float) -> Action:
    """The outcome a draw `r` (0 <= r < 1) picks: the first of `outcomes(s)` whose running
    sum of probabilities exceeds r, or the last one when rounding leaves every sum at or
    below r. The dice, every roll of the game, bisect their precomputed sums (the same sums,
    so the same pick) instead of walking 36 or 144 outcomes."""
    if s.pending[0][0] == "dice":
        t = s.game.actions
        i = _first_above(t.dice_sums, r)
        return t.dice_list[i] if i < len(t.dice_list) else t.dice_list[-1]
    found = outcomes(s)
    running = 0.0
    for action, probability in found:
        running += probability
        if r < running:
            return action
    return found[-1][0]


def _first_above(sums: list[float], r: float) -> int:
    """The first index whose sum exceeds r (len(sums) if none does): bisect.bisect_right,
    written out because from compiled code the library call is a generic Python call with
    a boxed float, several times the cost of this loop over C doubles."""
    lo, hi = 0, len(sums)
    while lo < hi:
        mid = (lo + hi) // 2
        if r < sums[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


def check_dice(s: State, seat: int, a: Action) -> Refusal | None:
    if s.pending and s.pending[0][0] == "alchemist_dice":
        if a not in [x for x, _ in outcomes(s)]:
            return Refusal("dice_alchemist")
        return None
    if s.game.ck:
        if (
            len(a) != 4
            or any(type(d) is not int for d in a[1:])
            or tuple(a[1:]) not in s.game.actions.dice
        ):
            return Refusal("dice_ck_range")
        return None
    if len(a) != 3 or not all(isinstance(d, int) and 1 <= d <= 6 for d in a[1:]):
        return Refusal("dice_range")
    return None
