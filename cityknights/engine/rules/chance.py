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
