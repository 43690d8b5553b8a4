"""The engine API (DESIGN.md "The engine API"): exports, Game options, who acts, the end
of the game, history and replay, clone, determinism, events and refusals."""

from __future__ import annotations

import random

import pytest

import cityknights
from cityknights import (
    CHANCE,
    TERMINAL,
    Action,
    Event,
    Game,
    GameConfigError,
    IllegalActionError,
    State,
)

from .helpers import (
    act,
    finished,
    game,
    hand,
    players,
    position,
    random_action,
    refused,
    spaced,
)

G = game()
TOPO = G.topology


def play(s: State, rng: random.Random, steps: int) -> list[Action]:
    """Random legal play (chance sampled by its probabilities); returns what was applied."""
    done = []
    for _ in range(steps):
        if s.is_terminal():
            break
        a = random_action(s, rng)
        s.apply(a)
        done.append(a)
    return done


# ----------------------------------------------------------------- exports
def test_package_root_exports_the_api():
    for name in ("Game", "State", "Action", "ActionCodec", "IllegalActionError"):
        assert name in cityknights.__all__
        assert getattr(cityknights, name) is getattr(cityknights.engine, name)
    assert cityknights.CHANCE == -1
    assert cityknights.TERMINAL == -4
    assert issubclass(IllegalActionError, ValueError)
    assert issubclass(GameConfigError, ValueError)


# ----------------------------------------------------------------- Game options
@pytest.mark.parametrize(
    ("options", "fragment"),
    [
        ({"expansion": "seafarers"}, "expansion"),
        ({"players": 7}, "players"),
        ({"players": 2}, "players"),
        ({"players": "4"}, "players"),
        ({"players": True}, "players"),
        ({"vp_to_win": 2}, "vp_to_win"),
        ({"vp_to_win": "10"}, "vp_to_win"),
        ({"vp_to_win": 10.0}, "vp_to_win"),
        ({"ruleset": "house"}, "ruleset"),
        ({"max_turns": 0}, "max_turns"),
        ({"board": "expert"}, "board layout"),
        ({"board": 7}, "board"),
        ({"shortage": "official"}, "shortage"),  # a misspelt flag name
        ({"discard_limit": -1}, "discard_limit"),
        ({"bank_shortage": "none"}, "bank_shortage"),
        ({"friendly_robber": "yes"}, "friendly_robber"),
    ],
)
def test_game_options_are_validated(options, fragment):
    with pytest.raises(GameConfigError) as info:
        Game(**{"expansion": "base", **options})
    assert fragment in str(info.value)


def test_game_options_are_kept():
    g = Game(players=3, seed=11, vp_to_win=8, max_turns=50, discard_limit=9, friendly_robber=True)
    assert (g.players, g.vp_to_win, g.max_turns) == (3, 8, 50)
    assert g.rules.discard_limit == 9 and g.rules.friendly_robber
    assert Game().vp_to_win == 10
    again = Game.from_config(g.config())
    assert again.config() == g.config()
    # The board comes from the seed: same seed, same board.
    assert Game(seed=11).board.to_json() == Game(seed=11).board.to_json()
    assert len({str(Game(seed=k).board.to_json()) for k in range(5)}) > 1


# ----------------------------------------------------------------- who acts
def test_current_player_through_setup_roll_seven_and_end():
    """Snake order in setup, CHANCE for the dice, the discarding seat after a 7, TERMINAL
    at the end."""
    s = G.new_initial_state()
    order = []
    while s.phase.startswith("setup"):
        if s.phase == "setup_settlement":
            order.append(s.current_player())
        s.apply(s.legal_actions()[-1])
    assert order == [0, 1, 2, 3, 3, 2, 1, 0]
    assert (s.phase, s.current_player()) == ("pre_roll", 0)
    s.apply(act("roll"))
    assert s.current_player() == CHANCE and s.is_chance_node()
    assert sum(p for _, p in s.chance_outcomes()) == pytest.approx(1)

    s = position(
        G,
        phase="pre_roll",
        pending=[{"kind": "dice"}],
        players=players(seat2={"hand": {"ore": 8}}),
    )
    assert s.current_player() == CHANCE
    s.apply(act("dice", 3, 4))
    assert s.current_player() == 2 and s.context() == "discard"
    for _ in range(4):
        s.apply(act("discard", 4))
    assert s.current_player() == 0 and s.context() == "robber"

    over = finished(game(vp_to_win=3), winner=1)
    assert over.current_player() == TERMINAL
    assert over.legal_actions() == []


def test_reaching_the_target_ends_the_game():
    # Seat 0: 3 cities and 2 settlements (8 VP) and a VP card = 9; a settlement makes 10.
    # Roads 36-41-46 lead to intersection 46, which no building is next to.
    roads = [TOPO.edge_between(36, 41), TOPO.edge_between(41, 46)]
    s = position(
        G,
        players=players(
            seat0={
                "cities": [0, 2, 11],
                "settlements": [13, 36],
                "roads": roads,
                "dev_cards": {"victory_point": 1},
                "hand": {"lumber": 1, "brick": 1, "wool": 1, "grain": 1},
            }
        ),
    )
    assert not s.is_terminal() and s.winner() is None
    assert s.victory_points(0) == 9 and s.public_victory_points(0) == 8
    events = s.apply(act("build_settlement", 46))
    assert [e.code for e in events] == ["settlement_built", "game_over"]
    assert events[-1].data == {"winner": 0, "vp": 10}
    assert s.is_terminal() and s.winner() == 0
    assert s.current_player() == TERMINAL
    assert s.legal_actions() == []
    refused(s, act("end_turn"), "the game is over")


def test_turn_cap_ends_without_winner():
    g = game(max_turns=3)
    s = position(g, turn=3, turn_seat=2)
    events = s.apply(act("end_turn"))
    assert events[-1].code == "game_over" and events[-1].data["reason"] == "turn_limit"
    assert s.is_terminal() and s.winner() is None and s.current_player() == TERMINAL


# ----------------------------------------------------------------- history, clone, determinism
def test_history_replays_to_an_equal_state():
    rng = random.Random(3)
    s = G.new_initial_state()
    done = play(s, rng, 400)
    assert s.history() == done
    assert all(type(a) is Action for a in s.history())
    again = G.new_initial_state()
    for a in s.history():
        again.apply(a)
    assert again == s
    assert again.to_json() == s.to_json()


def test_clone_is_independent():
    rng = random.Random(4)
    s = G.new_initial_state()
    play(s, rng, 150)
    before = s.to_json()
    c = s.clone()
    assert c == s and c is not s
    play(c, rng, 150)
    assert c.history() != s.history()
    assert s.to_json() == before
    # And the other way round: moving the original leaves the clone alone.
    c2 = s.clone()
    snapshot = c2.to_json()
    play(s, rng, 50)
    assert c2.to_json() == snapshot


@pytest.mark.long
@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_a_clone_at_every_step_keeps_its_position(expansion: str) -> None:
    """clone() shares what it may (the per-seat tuples, the game, the history): the move
    the original makes next must not reach the clone, at any step of a game."""
    rng = random.Random(5)
    s = Game(expansion=expansion, seed=5, max_turns=60).new_initial_state()
    every = spaced(1)  # every step compiled; every third on the pure-Python build
    steps = 0
    while not s.is_terminal():
        checked = steps % every == 0
        if checked:
            c = s.clone()
            before = c.to_json()
            assert c == s
        s.apply(random_action(s, rng))
        if checked:
            assert c.to_json() == before
        steps += 1
    assert steps > 300  # a real game, with trades, knights and builds on the way


def test_same_seed_and_choices_give_the_same_game():
    def run(seed: int) -> State:
        g = Game(seed=seed)
        s = g.new_initial_state()
        play(s, random.Random(seed), 600)
        return s

    a, b = run(21), run(21)
    assert a.history() == b.history()
    assert a.to_json() == b.to_json()
    assert run(22).history() != a.history()


# ----------------------------------------------------------------- apply and refusals
def test_apply_returns_the_events():
    s = position(G, players=players(seat0={"hand": {"ore": 4}}))
    events = s.apply(act("bank_trade", 4, 0))  # 4 ore for 1 lumber
    assert all(isinstance(e, Event) for e in events)
    assert [e.to_json() for e in events] == [
        {"code": "bank_trade", "seat": 0, "give": "ore", "count": 4, "get": "lumber"}
    ]
    assert hand(s, 0) == {"lumber": 1}
    assert s.apply(act("end_turn"))[0].code == "turn_ended"


def test_illegal_actions_are_refused_with_a_reason():
    s = position(G, players=players(seat0={"hand": {"ore": 3}}))
    s.legal_actions()  # fill the legal-action cache: refusals must not rely on it
    reason = refused(s, act("bank_trade", 4, 0), "trading ore needs 4 of them")
    with pytest.raises(IllegalActionError) as info:
        s.apply(act("bank_trade", 4, 0))
    assert info.value.reason == reason
    assert info.value.action == act("bank_trade", 4, 0)
    assert str(act("bank_trade", 4, 0)) in str(info.value)
    assert s.illegal_reason(act("bank_trade", 4, 0)) == reason
    refused(s, act("roll"), "roll is not allowed now")
    refused(s, act("fly"), "unknown action kind 'fly'")
    refused(s, act("build_road"), "build_road takes 1 parameter")
    refused(s, act("build_road", 0, 1), "build_road takes 1 parameter")
    refused(s, act("build_road", TOPO.n_edges), "there is no path")


@pytest.mark.parametrize(
    "thing", ["end_turn", ("end_turn",), ["end_turn"], None, {"kind": "end_turn"}]
)
def test_a_non_action_is_refused(thing):
    s = position(G)
    assert Action("end_turn") in s.legal_actions()  # cached: must not let a look-alike in
    before = s.to_json()
    with pytest.raises(IllegalActionError, match="not an Action"):
        s.apply(thing)
    assert not s.is_legal(thing)
    assert s.to_json() == before


def test_an_action_with_look_alike_parameters_is_refused():
    """Action("build_road", 1.0) equals Action("build_road", 1) as a tuple; it must be
    refused like any malformed action, not applied (it crashed after paying for it)."""
    e = 1  # path 1 joins intersections 0 and 4
    assert TOPO.edge_vertices[e] == (0, 4)
    s = position(
        G,
        players=players(seat0={"settlements": [0], "hand": {"lumber": 1, "brick": 1}}),
    )
    assert act("build_road", e) in s.legal_actions()
    before = s.to_json()
    for bad in (act("build_road", 1.0), act("build_road", True)):
        assert bad == act("build_road", e)
        assert not s.is_legal(bad)
        with pytest.raises(IllegalActionError, match=r"build_road\.edge: expected an integer"):
            s.apply(bad)
        assert s.to_json() == before
    s.apply(act("build_road", e))
    assert s.history() == [act("build_road", e)]
    assert type(s.history()[0][1]) is int
