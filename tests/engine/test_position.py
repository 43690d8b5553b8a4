"""The position format (docs/position.md): round-trips, defaults of hand-written
positions, computed fields, and refusal of malformed or impossible positions."""

from __future__ import annotations

import copy
import json
import random

import pytest

from cityknights import Game, PositionError, State
from cityknights.engine.constants import CARD_NAMES

from .helpers import act, game, hand, play_random, players, position, random_states, spent_dev_cards

G = game()
TOPO = G.topology


def sampled_states(g: Game, seed: int, steps: int, every: int) -> list[State]:
    """Clones of states met in a random game of `steps` moves: one every `every` moves,
    the first of each decision context, and the last."""
    out: list[State] = []
    seen = set()
    for i, s in enumerate(random_states(g.new_initial_state(), random.Random(seed), steps)):
        if i % every == 0 or s.context() not in seen:
            seen.add(s.context())
            out.append(s.clone())
    out.append(s)
    return out


# ----------------------------------------------------------------- round trips
@pytest.mark.parametrize(("players_", "seed"), [(4, 1), (3, 2), (4, 3)])
def test_to_json_round_trips_on_random_games(players_, seed):
    g = Game(players=players_, seed=seed)
    contexts = set()
    for s in sampled_states(g, seed, 1200, 23):
        d = s.to_json()
        text = json.dumps(d)
        again = State.from_json(g, json.loads(text))
        assert again == s, f"turn {s.turn} context {s.context()}"
        assert again.history() == s.history()
        assert again.to_json() == d
        assert again.legal_actions() == s.legal_actions()
        contexts.add(s.context())
    # The games went through the interesting decisions, not just the main phase.
    assert {"setup_road", "pre_roll", "main", "dice", "trade_answer"} <= contexts


def test_a_loaded_state_plays_on_like_the_original():
    s = play_random(G.new_initial_state(), random.Random(9), 300)
    t = State.from_json(G, s.to_json())
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(100):
        if s.is_terminal():
            break
        if s.is_chance_node():
            a = s.chance_outcomes()[rng_a.randrange(len(s.chance_outcomes()))][0]
            b = t.chance_outcomes()[rng_b.randrange(len(t.chance_outcomes()))][0]
        else:
            a = rng_a.choice(s.legal_actions())
            b = rng_b.choice(t.legal_actions())
        assert a == b
        assert [e.to_json() for e in s.apply(a)] == [e.to_json() for e in t.apply(b)]
    assert s == t


def test_from_json_without_a_game_rebuilds_it_from_the_config():
    g = Game(players=3, seed=17, vp_to_win=8, max_turns=90, discard_limit=9)
    s = play_random(g.new_initial_state(), random.Random(17), 200)
    d = s.to_json()
    t = State.from_json(None, d)
    assert t.game is not g
    assert t.game.config() == g.config()
    assert t.game.players == 3 and t.game.vp_to_win == 8 and t.game.rules.discard_limit == 9
    assert t.to_json() == d
    with pytest.raises(PositionError, match="game: no Game given"):
        State.from_json(None, {"phase": "main"})
    bad = copy.deepcopy(d)
    bad["game"]["players"] = 7
    with pytest.raises(PositionError, match="game: players must be 3, 4, 5 or 6"):
        State.from_json(None, bad)


def test_the_game_passed_must_match_the_embedded_config():
    d = position(G).to_json()
    with pytest.raises(PositionError, match=r"game\.players differs"):
        State.from_json(game(players=3), d)
    with pytest.raises(PositionError, match=r"game\.board differs"):
        State.from_json(Game(seed=5), d)
    # Rules of the Game passed win over the stored ones (the same board and seats).
    t = State.from_json(game(vp_to_win=12), d)
    assert t.game.vp_to_win == 12


# ----------------------------------------------------------------- hand-written positions
def test_an_empty_position_is_the_first_turn_before_the_roll():
    s = State.from_json(G, {})
    assert (s.phase, s.turn, s.turn_seat, s.current_player()) == ("pre_roll", 1, 0, 0)
    d = s.to_json()
    assert d["bank"] == dict.fromkeys(CARD_NAMES[:5], 19)
    assert d["dev_deck"] == {
        "knight": 14,
        "victory_point": 5,
        "road_building": 2,
        "year_of_plenty": 2,
        "monopoly": 2,
    }
    assert d["robber"] == G.board.desert and d["robber_active"] is True
    assert d["numbers"] == list(G.board.numbers)
    assert d["setup_index"] == 8 and d["setup_vertex"] is None
    assert d["pending"] == [] and d["offer"] is None and d["winner"] is None
    assert d["history"] == []
    assert s.legal_actions() == [act("roll")]


def test_hand_written_setup_positions_equal_the_ones_the_engine_reaches():
    s = G.new_initial_state()
    assert State.from_json(G, {"phase": "setup_settlement"}) == s
    v = 12
    s.apply(act("build_settlement", v))
    hand_made = State.from_json(
        G,
        {"phase": "setup_road", "setup_vertex": v, "players": players(seat0={"settlements": [v]})},
    )
    assert hand_made == s  # turn 0, setup_index 0, as in the engine
    assert hand_made.legal_actions() == s.legal_actions()


def test_cards_held_come_out_of_the_bank_and_the_deck():
    s = position(
        G,
        players=players(
            seat0={"hand": {"ore": 3, "wool": 1}, "dev_cards": {"knight": 2}, "knights_played": 1},
            seat2={"hand": {"ore": 2}, "dev_cards": {"victory_point": 1}},
        ),
    )
    assert s.to_json()["bank"]["ore"] == 14 and s.to_json()["bank"]["wool"] == 18
    assert s.to_json()["dev_deck"]["knight"] == 14 - 2 - 1
    assert s.to_json()["dev_deck"]["victory_point"] == 4
    # A given bank and deck are kept when they add up.
    full = s.to_json()
    full["dev_deck"]["monopoly"] = 0  # two monopolies already played
    t = State.from_json(G, full)
    assert "monopoly" not in t.to_json()["dev_deck"]  # counts of 0 are not written


def test_computed_fields_rates_roads_awards_and_the_win_check():
    # Seat 1: settlements on the 3:1 harbor (intersection 0) and the wool 2:1 harbor (1).
    assert G.harbor_of_vertex[0] == 5 and G.harbor_of_vertex[1] == 2  # generic, wool
    five = [5, 9, 17, 22, 31]  # paths 2-6-10-15-20-25: a road of 5
    s = position(
        G,
        players=players(
            seat1={"settlements": [0, 1]},
            seat2={"settlements": [2], "roads": five},
            seat3={"knights_played": 3},
        ),
    )
    assert s.view(1)["rates"] == {"lumber": 3, "brick": 3, "wool": 2, "grain": 3, "ore": 3}
    assert s.view(2)["player_info"][2]["road_length"] == 5
    assert s.to_json()["longest_road"] == 2
    assert s.to_json()["largest_army"] == 3
    assert s.public_victory_points(2) == 3 and s.public_victory_points(3) == 2
    # A tie for most knights leaves Largest Army with nobody, unless the holder is given.
    tied = players(seat0={"knights_played": 3}, seat3={"knights_played": 3})
    assert position(G, players=tied).to_json()["largest_army"] is None
    assert position(G, players=tied, largest_army=0).to_json()["largest_army"] == 0

    # The turn player at 10 points wins as the position loads.
    won = position(
        G,
        players=players(
            seat0={"cities": [0, 2, 11, 13], "settlements": [36], "dev_cards": {"victory_point": 1}}
        ),
    )
    assert won.is_terminal() and won.winner() == 0
    assert won.to_json()["phase"] == "over"
    # Not during a pending decision, and not for another seat: they win on their turn.
    other = position(
        G,
        turn_seat=1,
        players=players(
            seat0={"cities": [0, 2, 11, 13], "settlements": [36], "dev_cards": {"victory_point": 1}}
        ),
    )
    assert not other.is_terminal()


def test_the_history_is_kept_as_given_and_not_replayed():
    hist = [{"kind": "roll"}, {"kind": "dice", "white": 2, "red": 2}]
    s = position(G, history=hist)
    assert [a.to_json() for a in s.history()] == hist
    assert s.to_json()["history"] == hist
    assert hand(s, 0) == {}  # the dice of the history produced nothing here


def test_positions_with_pending_decisions_play_on():
    s = position(
        G,
        players=players(seat0={"hand": {"ore": 5, "grain": 4}}, seat1={"hand": {"wool": 9}}),
        pending=[
            {"kind": "discard", "seat": 0, "count": 4},
            {"kind": "discard", "seat": 1, "count": 4},
            {"kind": "robber", "seat": 0},
        ],
    )
    assert s.current_player() == 0 and s.context() == "discard"
    for card in (4, 4, 3, 3):
        s.apply(act("discard", card))
    assert s.current_player() == 1
    assert hand(s, 0) == {"ore": 3, "grain": 2}
    assert s.to_json()["pending"][0] == {"kind": "discard", "seat": 1, "count": 4}


# ----------------------------------------------------------------- refusals
_FIVE = [5, 9, 17, 22, 31]
BAD = [
    # (position fields, fragment of the PositionError)
    ({"phase": "dinner"}, "phase: expected one of"),
    ({"phse": "main"}, "unknown field(s) ['phse']"),
    ({"format": "catan/2"}, "format: expected"),
    ({"game": "base"}, "game: expected an object"),
    ({"turn": -1}, "turn: expected an integer"),
    ({"turn": "3"}, "turn: expected an integer"),
    ({"turn_seat": 4}, "turn_seat: expected an integer 0-3, got 4"),
    ({"turn_seat": True}, "turn_seat: expected an integer"),
    ({"robber": 19}, "robber: expected an integer 0-18"),
    ({"robber_active": 1}, "robber_active: expected true or false"),
    ({"numbers": [6] * 18}, "numbers: expected 19 integers"),
    ({"dev_played": "no"}, "dev_played: expected true or false"),
    ({"phase": "setup_road"}, "setup_vertex: the setup_road phase needs"),
    ({"setup_vertex": 54}, "setup_vertex: expected an integer 0-53"),
    ({"players": [{}, {}, {}]}, "players: expected a list of 4 objects"),
    ({"players": [{}, {}, {}, []]}, "players[3]: expected an object"),
    ({"players": players(seat1={"cards": {}})}, "players[1]: unknown field(s) ['cards']"),
    ({"players": players(seat0={"hand": {"gold": 1}})}, "players[0].hand: unknown card 'gold'"),
    ({"players": players(seat0={"hand": {"paper": 1}})}, "players[0].hand: unknown card 'paper'"),
    ({"players": players(seat0={"hand": {"ore": -1}})}, "players[0].hand.ore: expected an integer"),
    ({"players": players(seat0={"hand": {"ore": 1.0}})}, "players[0].hand.ore"),
    ({"players": players(seat0={"hand": ["ore"]})}, "players[0].hand: expected an object"),
    (
        {"players": players(seat2={"dev_cards": {"soldier": 1}})},
        "players[2].dev_cards: unknown development card 'soldier'",
    ),
    ({"players": players(seat0={"knights_played": 15})}, "players[0].knights_played"),
    ({"players": players(seat0={"roads": [72]})}, "players[0].roads[0]: expected an integer 0-71"),
    ({"players": players(seat0={"settlements": [-1]})}, "players[0].settlements[0]"),
    ({"players": players(seat0={"roads": [3, 3]})}, "players[0].roads: repeated id"),
    ({"players": players(seat0={"cities": 12})}, "players[0].cities: expected a list"),
    (
        {"players": players(seat0={"settlements": [0, 2, 7, 9, 20, 26]})},
        "players[0].settlements: at most 5",
    ),
    ({"players": players(seat0={"cities": [0, 2, 7, 9, 20]})}, "players[0].cities: at most 4"),
    ({"players": players(seat0={"roads": list(range(16))})}, "players[0].roads: at most 15"),
    (
        {"players": players(seat0={"settlements": [12]}, seat1={"cities": [12]})},
        "players[1]: intersection 12 is already occupied",
    ),
    (
        {"players": players(seat0={"settlements": [12], "cities": [12]})},
        "players[0]: intersection 12 is already occupied",
    ),
    (
        {"players": players(seat0={"roads": [19]}, seat2={"roads": [19]})},
        "players[2].roads: path 19 already has a road",
    ),
    (
        {"players": players(seat0={"settlements": [12]}, seat1={"settlements": [17]})},
        "intersection 12: buildings on adjacent intersections (distance rule)",
    ),
    (
        {"players": players(seat0={"hand": {"ore": 12}}, seat1={"hand": {"ore": 8}})},
        "players: more than 19 ore in hands",
    ),
    (
        {
            "bank": {"lumber": 19, "brick": 19, "wool": 19, "grain": 19, "ore": 19},
            "players": players(seat0={"hand": {"ore": 2}}),
        },
        "bank.ore: bank 19 + hands 2 != 19",
    ),
    ({"bank": {"ore": 19}}, "bank.lumber: bank 0 + hands 0 != 19"),
    ({"dev_deck": {"knight": 15}}, "dev_deck.knight: more cards than the deck's 14"),
    (
        {"dev_deck": {"knight": 13}, "players": players(seat1={"knights_played": 2})},
        "dev_deck.knight: more cards than the deck's 14",
    ),
    (
        {
            "players": players(
                seat0={"dev_cards": {"monopoly": 2}}, seat1={"dev_cards": {"monopoly": 1}}
            )
        },
        "dev_deck.monopoly: more cards than the deck's 2",
    ),
    ({"dev_new": {"knight": 1}}, "dev_new.knight: more than the turn player holds"),
    (
        {
            "turn_seat": 1,
            "dev_new": {"knight": 1},
            "players": players(seat0={"dev_cards": {"knight": 1}}),
        },
        "dev_new.knight: more than the turn player holds",
    ),
    ({"longest_road": 0}, "longest_road: the holder has no road of 5 or more"),
    ({"longest_road": 4}, "longest_road: expected an integer 0-3"),
    ({"largest_army": 1}, "largest_army: the holder has played fewer than 3 knights"),
    ({"winner": 0}, "winner: set but the phase is not 'over'"),
    ({"phase": "over", "winner": 7}, "winner: expected an integer 0-3"),
    ({"pending": {"kind": "dice"}}, "pending: expected a list of decisions"),
    ({"pending": [{"kind": "nap", "seat": 0}]}, "pending[0]: expected an object with kind one of"),
    ({"pending": ["dice"]}, "pending[0]: expected an object with kind"),
    ({"pending": [{"kind": "robber"}]}, "pending[0].seat: expected an integer 0-3, got null"),
    # A field this kind of decision does not have (a typo would otherwise read as a default).
    (
        {"pending": [{"kind": "robber", "seat": 0, "chaesd": True}]},
        "pending[0]: unknown field(s) ['chaesd'] for a robber decision",
    ),
    (
        {"pending": [{"kind": "dice", "seat": 0}]},
        "pending[0]: unknown field(s) ['seat'] for a dice",
    ),
    (
        {"pending": [{"kind": "discard", "seat": 0, "count": 0}]},
        "pending[0].count: expected an integer 1-100",
    ),
    (
        {
            "pending": [{"kind": "discard", "seat": 2, "count": 3}],
            "players": players(seat2={"hand": {"ore": 2}}),
        },
        "pending[0].count: seat 2 holds fewer than 3 cards",
    ),
    ({"pending": [{"kind": "steal", "victim": 1}]}, "pending[0].victim: seat 1 holds no card"),
    ({"pending": [{"kind": "steal", "victim": 4}]}, "pending[0].victim: expected an integer 0-3"),
    (
        {"pending": [{"kind": "draw_dev", "buyer": 0}], **spent_dev_cards({})},
        "pending[0]: the development deck is empty",
    ),
    (
        {"pending": [{"kind": "free_road", "seat": 0, "count": 2}]},
        "pending[0]: seat 0 has no road to place",
    ),
    (
        {"phase": "setup_settlement", "pending": [{"kind": "dice"}]},
        "pending: decisions only arise in pre_roll, main or special_build, not setup_settlement",
    ),
    (
        {"phase": "over", "pending": [{"kind": "robber", "seat": 0}]},
        "pending: decisions only arise in pre_roll, main or special_build, not over",
    ),
    (
        {"pending": [{"kind": "trade_answer", "seat": 1}, {"kind": "trade_confirm", "seat": 0}]},
        "pending[0]: a trade_answer decision needs an offer",
    ),
    ({"offer": ["ore"]}, "offer: expected an object or null"),
    (
        {
            "offer": {"give": {"ore": 1}, "get": {"wool": 1}},
            "players": players(seat0={"hand": {"ore": 1}}),
        },
        "offer: an open offer needs a trade_confirm decision pending",
    ),
]
_CONFIRM = [{"kind": "trade_confirm", "seat": 0}]
BAD += [
    (
        {
            "offer": {"give": {"ore": 1}, "get": {}},
            "pending": _CONFIRM,
            "players": players(seat0={"hand": {"ore": 1}}),
        },
        "offer: both sides must give something (no gifts)",
    ),
    (
        {
            "offer": {"give": {"ore": 1}, "get": {"ore": 1}},
            "pending": _CONFIRM,
            "players": players(seat0={"hand": {"ore": 1}}),
        },
        "offer: the same card type cannot be on both sides",
    ),
    (
        {
            "offer": {"give": {"ore": 2}, "get": {"wool": 1}},
            "pending": _CONFIRM,
            "players": players(seat0={"hand": {"ore": 1}}),
        },
        "offer.give: the turn player (seat 0) lacks these cards",
    ),
    (
        {
            "offer": {"give": {"ore": 1}, "get": {"wool": 1}, "accepted": [2]},
            "pending": _CONFIRM,
            "players": players(seat0={"hand": {"ore": 1}}),
        },
        "offer.accepted: seat 2 cannot have accepted this offer",
    ),
    (
        {"offer": {"give": {"ore": 1}, "get": {"gold": 1}}, "pending": _CONFIRM},
        "offer.get: unknown card 'gold'",
    ),
    ({"history": {"kind": "roll"}}, "history: expected a list of actions"),
    ({"history": [{"kind": "roll"}, {"kind": "fly"}]}, "history[1]: unknown action kind 'fly'"),
    ({"barbarian": 3}, "Cities & Knights fields in a base game"),
    ({"players": players(seat0={"walls": []})}, "Cities & Knights fields in a base game"),
]


@pytest.mark.parametrize(("fields", "fragment"), BAD, ids=[frag for _, frag in BAD])
def test_malformed_positions_are_refused_naming_the_field(fields, fragment):
    d = {"phase": "main", "turn": 3, **fields}
    d_before = copy.deepcopy(d)
    config_before = G.config()
    with pytest.raises(PositionError) as info:
        State.from_json(G, d)
    assert fragment in str(info.value)
    # No side effect: the input and the game are untouched.
    assert d == d_before
    assert G.config() == config_before


def test_a_position_must_be_an_object():
    for bad in (None, [], "main", 3):
        with pytest.raises(PositionError, match="a position must be a JSON object"):
            State.from_json(G, bad)


def test_a_refused_load_leaves_other_states_alone():
    s = play_random(G.new_initial_state(), random.Random(4), 250)
    before = s.to_json()
    d = copy.deepcopy(before)
    d["players"][0]["hand"]["gold"] = 1
    with pytest.raises(PositionError):
        State.from_json(G, d)
    assert s.to_json() == before
    assert State.from_json(G, before) == s
    s.apply(s.legal_actions()[0] if not s.is_chance_node() else s.chance_outcomes()[0][0])
