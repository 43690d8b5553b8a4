"""Wrong-typed arguments at the public API: the same ValueError subclass in both builds.

Compiled code (the mypyc build, see setup.py) checks every argument against its declared
type before the function runs and raises a TypeError of its own. The public functions
take what they check as `object` so that both builds reach the same check and raise the
same error with the same message; this file runs in both builds (.ci/run).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import cityknights as ck
from cityknights import (
    ActionCodec,
    Game,
    GameConfigError,
    IllegalActionError,
    PositionError,
    SeatError,
)
from cityknights.engine.errors import BoardIdError

G = Game(seed=1)
S = G.new_initial_state()
CODEC = ActionCodec(G)

CASES: list[tuple[str, Callable[[], Any], type[ValueError], str]] = [
    ("expansion", lambda: Game(expansion=3), GameConfigError, "unknown expansion"),
    ("ruleset", lambda: Game(ruleset=None), GameConfigError, "unknown ruleset"),
    ("players", lambda: Game(players="4"), GameConfigError, "players must be 3, 4, 5 or 6"),
    ("vp_to_win", lambda: Game(vp_to_win="10"), GameConfigError, "vp_to_win"),
    ("max_turns", lambda: Game(max_turns=1.5), GameConfigError, "max_turns"),
    ("board", lambda: Game(board=7), GameConfigError, "board must be"),
    (
        "board numbers",
        lambda: Game(board={"terrains": [], "numbers": [None], "harbors": []}),
        GameConfigError,
        r"board\.numbers\[0\]: expected an integer",
    ),
    ("flag bool", lambda: Game(friendly_robber="yes"), GameConfigError, "friendly_robber"),
    ("flag int", lambda: Game(discard_limit="7"), GameConfigError, "discard_limit"),
    ("flag 4/5", lambda: Game(progress_limit_own_turn="5"), GameConfigError, "progress_limit"),
    ("flag str", lambda: Game(bank_shortage=3), GameConfigError, "bank_shortage"),
    ("decode str", lambda: CODEC.decode("3"), IllegalActionError, "action code"),
    ("decode None", lambda: CODEC.decode(None), IllegalActionError, "action code"),
    ("decode float", lambda: CODEC.decode(1.0), IllegalActionError, "action code"),
    ("encode tuple", lambda: CODEC.encode([1]), IllegalActionError, "no integer code"),
    ("encode None", lambda: CODEC.encode(None), IllegalActionError, "no integer code"),
    ("view str", lambda: S.view("0"), ValueError, "seat"),
    ("view float", lambda: S.view(1.0), ValueError, "seat"),
    ("view bool", lambda: S.view(True), ValueError, "seat"),
    ("from_json str", lambda: ck.State.from_json(G, "main"), PositionError, "JSON object"),
    ("from_json list", lambda: ck.State.from_json(G, []), PositionError, "JSON object"),
    ("apply str", lambda: S.clone().apply("roll"), IllegalActionError, "not an Action"),
    ("apply tuple", lambda: S.clone().apply(("roll",)), IllegalActionError, "not an Action"),
    ("apply None", lambda: S.clone().apply(None), IllegalActionError, "not an Action"),
    ("seed list", lambda: Game(seed=[1]), GameConfigError, "seed must be an integer"),
    ("seed object", lambda: Game(seed=object()), GameConfigError, "seed must be an integer"),
    ("pieces_left float", lambda: S.pieces_left(1.5), SeatError, "a seat is an integer"),
    ("pieces_left -1", lambda: S.pieces_left(-1), SeatError, "no seat -1"),
    ("pieces_left None", lambda: S.pieces_left(None), SeatError, "a seat is an integer"),
    ("building_at str", lambda: S.building_at("0"), BoardIdError, "an intersection is"),
    ("building_at -1", lambda: S.building_at(-1), BoardIdError, "got -1"),
    ("building_at huge", lambda: S.building_at(10**30), BoardIdError, "an intersection is"),
    ("views None", lambda: S.views(None), SeatError, "seats must be a list"),
    ("views int", lambda: S.views(3), SeatError, "seats must be a list"),
    ("views bad seat", lambda: S.views([0, "1"]), SeatError, "a seat is an integer"),
]


@pytest.mark.parametrize(
    ("call", "error", "fragment"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_a_wrong_typed_argument_raises_the_value_error(
    call: Callable[[], Any], error: type[ValueError], fragment: str
) -> None:
    with pytest.raises(error, match=fragment) as info:
        call()
    assert not isinstance(info.value, TypeError)


@pytest.mark.parametrize(
    "call",
    [
        lambda: ActionCodec(None),
        lambda: ActionCodec(3),
        lambda: CODEC.mask(None),
        lambda: CODEC.legal_codes("state"),
    ],
    ids=["codec None", "codec int", "mask None", "legal_codes str"],
)
def test_a_codec_given_no_game_or_state_raises_a_type_error(call: Callable[[], Any]) -> None:
    """Not a value error but a wrong object: a TypeError, as the compiled build raises."""
    with pytest.raises(TypeError):
        call()


def test_is_legal_answers_for_anything() -> None:
    for thing in (None, "roll", ("roll",), 3, [1]):
        assert S.is_legal(thing) is False
        assert isinstance(S.illegal_reason(thing), str)
