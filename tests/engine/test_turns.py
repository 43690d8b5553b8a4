"""Turn flow: before the roll, the roll as a chance node, the main phase, passing the
turn, refusals of out-of-place or malformed actions, game over and the turn cap."""

from __future__ import annotations

import pytest

from cityknights import CHANCE, TERMINAL, Action
from cityknights.engine.constants import BRICK, CARD_NAMES, LUMBER

from .helpers import act, finished, game, hand, players, position, refused

G = game()
TOPO = G.topology
# Seat 0's settlement sits on the top corner of hex 0 (number 10 on the beginner board), a
# corner no other hex touches.
HEX0 = 0
TOP = TOPO.hex_vertices[HEX0][0]
HEX0_CARD = CARD_NAMES[G.board.terrains[HEX0]]  # a terrain's index is its resource's index


def test_before_the_roll_only_the_roll_or_a_knight():
    s = position(
        phase="pre_roll",
        players=players(seat0={"hand": {"lumber": 4, "brick": 1}, "settlements": [TOP]}),
    )
    assert s.legal_actions() == [act("roll")]
    road = act("build_road", TOPO.vertex_edges[TOP][0])
    for a in (road, act("end_turn"), act("bank_trade", LUMBER, BRICK), act("buy_dev")):
        refused(s, a, "is not allowed now", "waiting for the roll (or a knight played before it)")

    with_knight = position(phase="pre_roll", players=players(seat0={"dev_cards": {"knight": 1}}))
    assert with_knight.legal_actions() == [act("roll"), act("play_knight")]


def test_roll_is_a_chance_node_with_36_equally_likely_outcomes():
    assert G.board.numbers[HEX0] == 10 and TOPO.vertex_hexes[TOP] == (HEX0,)
    s = position(phase="pre_roll", players=players(seat0={"settlements": [TOP]}))
    assert s.apply(act("roll")) == []
    assert s.current_player() == CHANCE and s.is_chance_node() and s.context() == "dice"
    outcomes = s.chance_outcomes()
    assert len(outcomes) == 36
    assert {(a[1], a[2]) for a, _ in outcomes} == {(w, r) for w in range(1, 7) for r in range(1, 7)}
    assert all(a.kind == "dice" and p == pytest.approx(1 / 36) for a, p in outcomes)
    assert sum(p for _, p in outcomes) == pytest.approx(1)
    assert s.legal_actions() == [a for a, _ in outcomes]
    refused(s, act("end_turn"), "waiting for the dice (a chance outcome)")
    refused(s, act("dice", 0, 3), "white and red must each be 1-6")
    refused(s, act("dice", 4, 7), "white and red must each be 1-6")

    events = s.apply(act("dice", 4, 6))
    assert [e.data for e in events if e.code == "dice_rolled"] == [
        {"seat": 0, "white": 4, "red": 6, "total": 10}
    ]
    assert hand(s, 0) == {HEX0_CARD: 1}  # hex 0's 10 produced
    assert s.phase == "main" and s.current_player() == 0
    refused(s, act("roll"), "roll is not allowed now", "building, trading or end of turn")


def test_main_phase_allows_building_trading_and_ending():
    s = position(
        players=players(
            seat0={
                "hand": {"lumber": 4, "brick": 1, "ore": 1, "wool": 1, "grain": 1},
                "settlements": [TOP],
            }
        )
    )
    kinds = {a.kind for a in s.legal_actions()}
    assert {"end_turn", "build_road", "bank_trade", "buy_dev", "offer_trade"} <= kinds
    assert "roll" not in kinds and "play_knight" not in kinds


@pytest.mark.parametrize("n", [4, 3])
def test_end_turn_passes_clockwise_and_wraps(n):
    g = game(players=n)
    s = position(g, turn=7, turn_seat=0, players=players(n))
    seen = []
    for _ in range(n):
        events = s.apply(act("end_turn"))
        assert [e.code for e in events] == ["turn_ended", "turn_started"]
        assert s.phase == "pre_roll"
        seen.append(s.turn_seat)
        s.apply(act("roll"))
        s.apply(act("dice", 1, 1))
    assert seen == [*range(1, n), 0]
    assert s.turn == 7 + n


def test_end_turn_clears_the_card_played_and_the_cards_bought():
    s = position(
        dev_played=True,
        dev_new={"knight": 1},
        players=players(seat0={"dev_cards": {"knight": 1}}),
    )
    s.apply(act("end_turn"))
    assert s.dev_played is False and s.dev_new == (0,) * 5


def test_actions_out_of_place_are_refused_naming_the_awaited_decision():
    # A 7 with seat 2 over the discard limit: seat 2 must discard before anyone else acts.
    s = position(
        phase="pre_roll",
        players=players(seat2={"hand": {"ore": 8}}),
    )
    s.apply(act("roll"))
    s.apply(act("dice", 3, 4))
    assert s.current_player() == 2 and s.context() == "discard"
    refused(s, act("end_turn"), "end_turn is not allowed now: waiting for a discard after a 7")
    refused(s, act("move_robber", 4, -1), "waiting for a discard after a 7")
    refused(s, act("discard", 0), "you hold no lumber")
    for _ in range(4):
        s.apply(act("discard", 4))
    assert hand(s, 2) == {"ore": 4}
    assert s.current_player() == 0 and s.context() == "robber"
    refused(s, act("discard", 4), "waiting for the robber to be moved")


@pytest.mark.parametrize(
    "action, fragment",
    [
        (Action("fly"), "unknown action kind 'fly'"),
        (Action("build_road"), "build_road takes 1 parameter(s) (edge), got 0"),
        (Action("end_turn", 3), "end_turn takes 0 parameter(s)"),
        (Action("bank_trade", LUMBER), "bank_trade takes 2 parameter(s)"),
        (Action("offer_trade"), "offer_trade takes 2 parameter(s)"),
        (Action("build_road", "x"), "build_road.edge: expected an integer, got 'x'"),
        (Action("build_road", 72), "there is no path 72"),
        (Action("build_settlement", -1), "there is no intersection -1"),
        (Action("bank_trade", LUMBER, None), "bank_trade.get: expected an integer, got null"),
        (Action("play_monopoly", "ore"), "play_monopoly.card: expected an integer, got 'ore'"),
        (Action("offer_trade", "wool", "ore"), "must be a tuple of 8 card counts"),
    ],
)
def test_unknown_kinds_and_malformed_parameters_are_refused(action, fragment):
    s = position(players=players(seat0={"hand": {"lumber": 4, "brick": 1}, "settlements": [TOP]}))
    refused(s, action, fragment)
    assert not s.is_legal(action)


def test_malformed_monopoly_names_a_resource():
    s = position(players=players(seat0={"dev_cards": {"monopoly": 1}}))
    refused(s, Action("play_monopoly", "ore"), "play_monopoly.card: expected an integer")


def test_no_action_after_the_game_is_over():
    s = finished(winner=1)
    assert s.is_terminal() and s.current_player() == TERMINAL
    assert s.legal_actions() == []
    assert s.winner() == 1
    for a in (act("end_turn"), act("roll"), act("dice", 1, 2), act("fly")):
        refused(s, a, "the game is over")
    with pytest.raises(Exception, match="not a chance node"):
        s.chance_outcomes()


def test_turn_cap_ends_the_game_without_a_winner():
    g = game(max_turns=5)
    s = position(g, turn=4, turn_seat=2)
    s.apply(act("end_turn"))  # turn 5 starts: still within the cap
    assert s.turn == 5 and s.phase == "pre_roll" and s.turn_seat == 3
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1))
    events = s.apply(act("end_turn"))
    assert s.is_terminal() and s.winner() is None
    assert [e.data for e in events if e.code == "game_over"] == [
        {"winner": None, "reason": "turn_limit"}
    ]
    refused(s, act("roll"), "the game is over")
