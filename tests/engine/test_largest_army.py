"""Largest Army: 3+ knights played, a strictly larger army takes it, ties keep it, +2 VP."""

from __future__ import annotations

from cityknights.engine.constants import KNIGHT

from .helpers import act, game, players, position, refused

G = game()
TOPO = G.topology
# Every knight in these tests moves the robber to hex 4 (next to the desert), robbing nobody.
ROB_HEX = 4


def play_knight(s):
    events = s.apply(act("play_knight"))
    events += s.apply(act("move_robber", ROB_HEX, -1))
    return events


def test_third_knight_gives_largest_army_and_two_vp():
    s = position(players=players(seat0={"knights_played": 2, "dev_cards": {"knight": 1}}))
    assert s.largest_army == -1 and s.view(None)["largest_army"] == -1
    assert s.victory_points(0) == 0
    events = play_knight(s)
    assert s.knights_played[0] == 3
    assert s.largest_army == 0
    assert s.victory_points(0) == 2 and s.public_victory_points(0) == 2
    (ev,) = [e for e in events if e.code == "largest_army"]
    assert ev.data == {"seat": 0, "previous": -1, "knights": 3}
    assert s.view(1)["largest_army"] == 0


def test_two_knights_are_not_an_army():
    s = position(players=players(seat0={"knights_played": 1, "dev_cards": {"knight": 1}}))
    events = play_knight(s)
    assert s.knights_played[0] == 2 and s.largest_army == -1
    assert s.victory_points(0) == 0
    assert not [e for e in events if e.code == "largest_army"]


def test_a_tie_keeps_the_holder():
    s = position(
        largest_army=1,
        players=players(
            seat0={"knights_played": 2, "dev_cards": {"knight": 1}},
            seat1={"knights_played": 3},
        ),
    )
    events = play_knight(s)
    assert s.knights_played[0] == 3
    assert s.largest_army == 1
    assert s.victory_points(0) == 0 and s.victory_points(1) == 2
    assert not [e for e in events if e.code == "largest_army"]


def test_a_strictly_larger_army_takes_it():
    s = position(
        largest_army=1,
        players=players(
            seat0={"knights_played": 3, "dev_cards": {"knight": 1}},
            seat1={"knights_played": 3},
        ),
    )
    events = play_knight(s)
    assert s.largest_army == 0
    assert s.victory_points(0) == 2 and s.victory_points(1) == 0
    (ev,) = [e for e in events if e.code == "largest_army"]
    assert ev.data == {"seat": 0, "previous": 1, "knights": 4}


def test_the_holder_keeps_it_when_playing_more():
    s = position(players=players(seat0={"knights_played": 3, "dev_cards": {"knight": 1}}))
    assert s.largest_army == 0
    events = play_knight(s)
    assert s.largest_army == 0 and s.victory_points(0) == 2
    assert not [e for e in events if e.code == "largest_army"]


def test_largest_army_bringing_ten_vp_wins_during_own_turn():
    # Seat 0: 4 cities = 8 VP, 2 knights played; the 3rd knight brings it to 10.
    cities = [0, 10, 20, 30]  # pairwise apart (checked below)
    for a in cities:
        for b in cities:
            assert a == b or b not in TOPO.vertex_neighbors[a]
    s = position(
        players=players(seat0={"knights_played": 2, "dev_cards": {"knight": 1}, "cities": cities})
    )
    events = s.apply(act("play_knight"))
    assert s.is_terminal() and s.winner() == 0
    assert any(e.code == "game_over" for e in events)
    # The robber move that the knight would have caused is gone with the game.
    refused(s, act("move_robber", ROB_HEX, -1), "the game is over")
    assert s.dev_hand[0][KNIGHT] == 0
