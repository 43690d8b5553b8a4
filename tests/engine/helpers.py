"""Helpers for scenario tests: build a position by hand, act, look at the result."""

from __future__ import annotations

from typing import Any

import pytest

from cityknights import Action, Game, IllegalActionError, State


def game(players: int = 4, board: str = "beginner", **options: Any) -> Game:
    """A base game on the fixed beginner board (so ids in tests mean the same place)."""
    return Game(expansion="base", players=players, board=board, **options)


def ck_game(players: int = 4, board: str = "beginner", **options: Any) -> Game:
    """A Cities & Knights game on the beginner board."""
    return Game(expansion="ck", players=players, board=board, **options)


def position(g: Game | None = None, **fields: Any) -> State:
    """A state from the position format (docs/position.md); unspecified fields default to
    the main phase of turn 1, seat 0 to act, empty board, full bank."""
    g = g or game()
    d: dict[str, Any] = {"phase": "main", "turn": 1, "turn_seat": 0}
    d.update(fields)
    return State.from_json(g, d)


def players(n: int = 4, **by_seat: dict[str, Any]) -> list[dict[str, Any]]:
    """`players(seat0={...}, seat2={...})` -> the players list of a position."""
    out: list[dict[str, Any]] = [{} for _ in range(n)]
    for key, value in by_seat.items():
        out[int(key.removeprefix("seat"))] = value
    return out


def act(kind: str, *args: Any) -> Action:
    return Action(kind, *args)


def refused(state: State, action: Action, *fragments: str) -> str:
    """Assert the action is refused with a reason containing each fragment, and that the
    state did not change. Returns the reason."""
    before = state.to_json()
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    reason = info.value.reason
    for frag in fragments:
        assert frag in reason, f"reason {reason!r} lacks {frag!r}"
    assert state.to_json() == before, "a refused action changed the state"
    assert not state.is_legal(action)
    assert action not in state.legal_actions()
    return reason


def hand(state: State, seat: int) -> dict[str, int]:
    """A seat's hand by card name (zeros left out)."""
    from cityknights.engine.constants import CARD_NAMES

    return {CARD_NAMES[c]: n for c, n in enumerate(state.hands[seat]) if n}
