"""Bad input is refused before anything changes (issue 9, "Engine input"): parameters of
the wrong type, malformed or impossible positions, pending decisions that cannot be
played together, and API slips. Each case is one found by fuzzing the engine."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest

from cityknights import (
    Action,
    Game,
    GameConfigError,
    IllegalActionError,
    PositionError,
    SeatError,
    State,
)

from .helpers import act, ck_game, game, players, position, refused, spent_dev_cards

G = game()
CK = ck_game()


def ck(**fields: Any) -> State:
    return position(CK, **fields)


# ----------------------------------------------------------------- parameter types
def trade_confirm_position() -> State:
    return position(
        G,
        players=players(seat0={"hand": {"lumber": 1}}, seat1={"hand": {"ore": 1}}),
        pending=[{"kind": "trade_confirm", "seat": 0}],
        offer={"give": {"lumber": 1}, "get": {"ore": 1}, "accepted": [1]},
    )


@pytest.mark.parametrize(
    "make, bad",
    [
        (lambda: ck(pending=[{"kind": "progress_draw", "seat": 0, "track": "science"}]),
         act("draw_progress", 0.0)),
        (trade_confirm_position, act("confirm_trade", 1.0)),
        (trade_confirm_position, act("confirm_trade", True)),
        (lambda: ck(pending=[{"kind": "alchemist_dice", "white": 3, "red": 3}]),
         act("dice", 3, 3, 3.0)),
        (lambda: position(G, pending=[{"kind": "robber", "seat": 0}]),
         act("move_robber", 4, 1.0)),
        (lambda: position(G, pending=[{"kind": "robber", "seat": 0}]),
         act("move_robber", np.int64(4), -1)),
    ],
)  # fmt: skip
def test_a_parameter_of_another_type_is_refused_before_anything_changes(make, bad):
    s = make()
    before = s.to_json()
    # Equal as tuples to a listed action: only the type check tells them apart.
    assert not s.is_legal(bad)
    with pytest.raises(IllegalActionError, match="expected an integer, got ") as info:
        s.apply(bad)
    assert "np." not in info.value.reason
    assert s.to_json() == before


def test_a_numpy_integer_is_named_by_its_type_not_quoted():
    s = position(G, pending=[{"kind": "robber", "seat": 0}])
    reason = s.illegal_reason(act("move_robber", np.int64(4), -1))
    assert reason == "move_robber.hex: expected an integer, got a value of type int64"


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        ({"friendly_robber": None}, "friendly_robber must be true or false, got null"),
        ({"five_six_turns": True}, "five_six_turns must be one of special_build, paired, got true"),
        ({"board_tokens": False}, "board_tokens must be one of random, spiral, got false"),
        (
            {"discard_limit": [True, None]},
            "discard_limit must be an integer >= 0, got [true, null]",
        ),
    ],
)
def test_a_flags_refusal_quotes_it_as_json_names_it(flags: dict[str, Any], said: str) -> None:
    """Flags come as JSON (the server's game settings, the CLI's --flag): the refusal says
    true, false and null, and lists the choices by name, not as Python's True or a tuple."""
    with pytest.raises(GameConfigError) as info:
        Game(seed=1, **flags)
    assert str(info.value) == said


def test_a_nonexistent_seat_is_named_as_such():
    s = position(G, pending=[{"kind": "robber", "seat": 0}])
    refused(s, act("move_robber", 4, 7), "move_robber.victim: no seat 7 in a 4-player game")
    t = trade_confirm_position()
    refused(t, act("confirm_trade", 7), "no seat 7 in a 4-player game")


def test_an_action_survives_copy_and_pickle():
    import copy
    import pickle

    a = act("move_robber", 4, 1)
    assert copy.copy(a) == a and pickle.loads(pickle.dumps(a)) == a
    assert type(pickle.loads(pickle.dumps(a))) is Action


def test_an_action_built_around_its_constructor_is_refused_not_crashed_on():
    s = position(G)
    for bad in (tuple.__new__(Action, ()), tuple.__new__(Action, (["x"],))):
        assert s.illegal_reason(bad) is not None
        with pytest.raises(IllegalActionError):
            s.apply(bad)


# ----------------------------------------------------------------- malformed positions
def deep(levels: int) -> Any:
    x: Any = []
    for _ in range(levels):
        x = [x]
    return x


@pytest.mark.parametrize(
    "g, fields, fragment",
    [
        (G, {"pending": [{"kind": ["dice"]}]}, "pending[0]: expected an object with kind"),
        (CK, {"decks": {"science": {"shuffled": {}, "bottom": [{}]}}},
         "decks.science.bottom[0]: expected one of"),
        (G, {"turn": "10"}, "turn: expected an integer"),
        (G, {"turn": 10.7}, "turn: expected an integer"),
        (G, {"turn": 10.0}, "turn: expected an integer"),
        (G, {"turn": True}, "turn: expected an integer"),
        (G, {"robber": float("inf")}, "robber: expected an integer"),
        (G, {"turn": 10**5000}, "an integer of 16610 bits"),
        (G, {"phase": deep(1000)}, "phase: expected one of"),
        (G, {"pending": deep(1000)}, "pending[0]: expected an object"),
        (CK, {"metropolis": {deep(3).__repr__(): 1}}, "metropolis: expected one of"),
        (CK, {"fleet": [["ore"]]}, "fleet[0]: expected one of"),
    ],
)  # fmt: skip
def test_malformed_fields_are_refused_naming_the_field(g, fields, fragment):
    with pytest.raises(PositionError) as info:
        position(g, **fields)
    assert fragment in str(info.value)
    assert len(str(info.value)) < 600


def test_a_long_value_is_quoted_short():
    with pytest.raises(PositionError) as info:
        position(G, phase="x" * 5000)
    assert len(str(info.value)) < 300


def test_a_board_number_must_be_an_integer():
    for bad in (float("inf"), "10", 10.0, 10.7):
        d = position(G).to_json()
        d["game"]["board"]["numbers"][0] = bad
        with pytest.raises(PositionError, match=r"board\.numbers\[0\]: expected an integer"):
            State.from_json(None, d)


# ----------------------------------------------------------------- pending as a whole
@pytest.mark.parametrize(
    "g, fields",
    [
        (G, {"players": players(seat1={"hand": {"ore": 5}}),
             "pending": [{"kind": "discard", "seat": 1, "count": 5}] * 2}),
        (G, {"players": players(seat1={"hand": {"ore": 1}}),
             "pending": [{"kind": "steal", "victim": 1}] * 2}),
        (G, {**spent_dev_cards({"knight": 1}), "pending": [{"kind": "draw_dev", "buyer": 0}] * 2}),
        (CK, {"players": players(seat0={"hand": {"ore": 1}}, seat1={"hand": {"cloth": 1}}),
              "pending": [{"kind": "harbor_answer", "seat": 1, "card": "ore"}] * 2}),
        (G, {"players": players(seat0={"hand": {"lumber": 1}}, seat1={"hand": {"ore": 1}}),
             "pending": [{"kind": "trade_confirm", "seat": 0},
                         {"kind": "trade_answer", "seat": 1}],
             "offer": {"give": {"lumber": 1}, "get": {"ore": 1}}}),
    ],
)  # fmt: skip
def test_pending_decisions_that_cannot_be_played_together_are_refused(g, fields):
    with pytest.raises(PositionError, match="pending"):
        position(g, **fields)


def test_each_of_those_decisions_alone_loads():
    position(G, players=players(seat1={"hand": {"ore": 5}}),
             pending=[{"kind": "discard", "seat": 1, "count": 5}])  # fmt: skip
    position(G, players=players(seat1={"hand": {"ore": 1}}),
             pending=[{"kind": "steal", "victim": 1}])  # fmt: skip
    position(G, **spent_dev_cards({"knight": 1}), pending=[{"kind": "draw_dev", "buyer": 0}])


# ----------------------------------------------------------------- impossible positions
def test_impossible_positions_are_refused():
    cases: list[tuple[Any, dict[str, Any], str]] = [
        (CK, {"players": players(seat0={"progress_vp": 2}, seat1={"progress_vp": 2})},
         "progress_vp: 4 VP progress card(s) revealed"),
        (G, {"phase": "over", "winner": 1}, "winner 1 has only 0 VP"),
        (CK, {"decks": {"science": {"shuffled": {"alchemist": 2, "crane": 2, "engineer": 2,
              "inventor": 2, "irrigation": 2, "medicine": 2, "mining": 2, "road_building": 2,
              "smith": 2, "printer": 1}, "bottom": ["crane"]}}}, "more crane cards than exist"),
        (CK, {"players": players(seat0={"progress_vp": 1}),
              "decks": {"science": {"shuffled": {"printer": 1}},
                        "politics": {"shuffled": {"constitution": 1}}}},
         "progress_vp: 1 VP progress card(s) revealed, but only 0"),
    ]  # fmt: skip
    for g, fields, fragment in cases:
        with pytest.raises(PositionError) as info:
            position(g, **fields)
        assert fragment in str(info.value), (fragment, str(info.value))


def test_a_revealed_vp_card_comes_out_of_a_deck_left_unwritten():
    s = ck(players=players(seat0={"progress_vp": 1}))
    decks = s.to_json()["decks"]
    left = [k for t in ("science", "politics") for k in decks[t]["shuffled"]]
    assert ("printer" in left) != ("constitution" in left)
    assert sum(sum(d["shuffled"].values()) for d in decks.values()) == 53


# ----------------------------------------------------------------- API slips
def test_a_game_given_as_a_string_is_refused_clearly():
    with pytest.raises(PositionError, match="game: expected a Game or None, got 'base'"):
        State.from_json("base", {})  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", [9, -1, 4, True, 1.0, np.int64(0), "0"])
def test_victory_points_and_views_of_no_seat_are_refused(seat):
    s = position(G)
    for ask in (s.victory_points, s.public_victory_points, s.view):
        with pytest.raises(SeatError):
            ask(seat)
    assert s.victory_points(0) == 0 and s.view(None)["seat"] is None


def test_an_action_json_with_numbers_for_names_is_refused():
    for d in ({"kind": "discard", "card": 0}, {"kind": "build_road", "edge": 1.0},
              {"kind": "build_road", "edge": True}, {"kind": ["roll"]}):  # fmt: skip
        with pytest.raises(IllegalActionError):
            Action.from_json(json.loads(json.dumps(d)))


@pytest.mark.parametrize(
    "options, fragment",
    [
        ({"discard_limit": 7.0}, "discard_limit must be an integer >= 0, got 7.0"),
        ({"progress_limit_own_turn": 4.0}, "progress_limit_own_turn must be 4 or 5, got 4.0"),
        ({"max_turns": True}, "max_turns must be a positive integer or null, got true"),
        ({"vp_to_win": 10**9}, "vp_to_win must be an integer >= 3 (at most 1000)"),
        ({"players": 4.0}, "players must be 3, 4, 5 or 6, got 4.0"),
        ({"expansion": ["ck"]}, "unknown expansion ['ck']"),
    ],
)
def test_game_options_take_integers_only(options, fragment):
    with pytest.raises(GameConfigError) as info:
        Game(**options)
    assert fragment in str(info.value)


def test_flags_once_accepted_do_not_let_an_equal_value_of_another_type_through():
    """Games of the same flags share one checked RuleFlags (game.rule_flags): a value
    equal to an accepted one but of another type (1 for True, True for 7, 7.0 for 7) is
    still checked, and refused, whichever came first."""
    accepted = [{"friendly_robber": True}, {"discard_limit": 7}, {"domestic_trade": False}]
    refused = [{"friendly_robber": 1}, {"discard_limit": True}, {"discard_limit": 7.0},
               {"domestic_trade": 0}, {"domestic_trade": [False]}]  # fmt: skip
    for _ in range(2):  # the refusals before and after the accepted sets are kept
        for flags in refused:
            with pytest.raises(GameConfigError, match="must be"):
                Game(**flags)
        for flags in accepted:
            assert Game(seed=1, **flags).rules is Game(seed=2, **flags).rules
    assert Game(friendly_robber=True).rules.friendly_robber is True
    assert Game(discard_limit=9).rules.discard_limit == 9


def test_a_game_config_that_is_not_an_object_is_refused():
    for bad in ([], "base", None):
        with pytest.raises(GameConfigError, match="a game config is an object"):
            Game.from_config(bad)  # type: ignore[arg-type]
    with pytest.raises(GameConfigError, match="flags: expected an object"):
        Game.from_config({**G.config(), "flags": [1]})
