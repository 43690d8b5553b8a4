"""Determinization of views that are not views: each refusal names the field at fault,
never a KeyError or TypeError from inside the sampler."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cityknights.bots.analysis import AnalysisError, analyze
from cityknights.engine import Game
from cityknights.engine.determinize import (
    DeterminizeError,
    game_from_view,
    sample_position,
    sample_state,
)

from .helpers import play_random

STATE = play_random(
    Game(expansion="ck", seed=5).new_initial_state(),
    random.Random(5),
    until=lambda s: s.turn > 3 and s.phase == "main" and not s.pending,
)
VIEW = STATE.view(STATE.current_player())


def changed(**fields: Any) -> dict[str, Any]:
    return {**VIEW, **fields}


def without(name: str) -> dict[str, Any]:
    return {k: v for k, v in VIEW.items() if k != name}


CASES = [
    ("not a dict", None, "a view is a JSON object"),
    ("a list", [VIEW], "a view is a JSON object"),
    ("no terrains", without("terrains"), "the view has no 'terrains'"),
    ("no seat", without("seat"), "the view has no 'seat'"),
    ("rules a list", changed(rules=[]), "view.rules: expected an object, got []"),
    ("numbers None", changed(numbers=None), "view.numbers: expected a list, got null"),
    ("harbors int", changed(harbors=3), "view.harbors: expected a list, got 3"),
    ("harbors of ints", changed(harbors=[1, 2]), "the view is malformed"),
    ("players str", changed(players="4"), "view.players: expected an integer, got '4'"),
    ("players bool", changed(players=True), "view.players: expected an integer, got true"),
    ("hand list", changed(hand=[]), "view.hand: expected an object, got []"),
    ("buildings of junk", changed(buildings=[[1]]), "the view is malformed"),
    ("player_info short", changed(player_info=[]), "the view is malformed"),
]


@pytest.mark.parametrize(("view", "message"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_malformed_view_is_refused_naming_the_field(view: object, message: str) -> None:
    with pytest.raises(DeterminizeError) as info:
        sample_state(view, random.Random(0))  # type: ignore[arg-type]
    assert message in str(info.value)


def test_the_game_of_a_view_that_is_none_is_refused() -> None:
    with pytest.raises(DeterminizeError, match="a view is a JSON object"):
        game_from_view(None)  # type: ignore[arg-type]


def test_the_rng_must_be_a_random() -> None:
    with pytest.raises(DeterminizeError, match=r"rng must be a random\.Random"):
        sample_position(VIEW, 7)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("view", "legal", "message"),
    [
        (VIEW, 5, "legal_actions must be a list of actions, not int"),
        (None, [], "a view is a JSON object"),
        (without("turn"), STATE.legal_actions(), "the view has no 'turn'"),
    ],
)
def test_analyzing_a_malformed_view_is_an_analysis_error(
    view: object, legal: object, message: str
) -> None:
    with pytest.raises(AnalysisError, match=message):
        analyze(view, legal, iterations=5)  # type: ignore[arg-type]
