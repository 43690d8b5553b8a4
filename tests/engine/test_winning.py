"""Winning (RULES.md §17, base game): the target (10 VP, `vp_to_win`) wins only during
one's own turn; VP reached on another player's turn win at the start of one's own turn,
if still at the target then."""

from __future__ import annotations

from itertools import pairwise

from .helpers import act, game, players, position, refused

G = game()
TOPO = G.topology
SETTLEMENT_COST = {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}


def edge(a: int, b: int) -> int:
    return TOPO.edge_between(a, b)


def path_edges(vs: list[int]) -> list[int]:
    return [edge(a, b) for a, b in pairwise(vs)]


def apart(vs: list[int]) -> bool:
    return all(a == b or b not in TOPO.vertex_neighbors[a] for a in vs for b in vs)


def quiet_turn(s):
    """The turn player rolls a 2 and ends the turn."""
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1))
    return s.apply(act("end_turn"))


# ----------------------------------------------------------------- on one's own turn
def nine_vp_and_a_settlement_to_build(g=G):
    # Seat 0: 3 cities + 3 settlements = 9 VP (on intersections checked to be apart), a
    # road from a settlement to an open intersection, and the cost of a settlement.
    c = TOPO.hex_vertices[G.board.desert]  # the desert's corners, clockwise from the top
    cities, settlements = [0, 10, 20], [c[0], c[2], 53]
    spot = TOPO.vertex_neighbors[c[4]]
    target = next(v for v in spot if v not in c)  # outside the desert, two steps from c[4]
    assert apart(cities + settlements + [target])
    roads = [edge(c[2], c[3]), edge(c[3], c[4]), edge(c[4], target)]
    return position(
        g,
        players=players(
            seat0={
                "cities": cities,
                "settlements": settlements,
                "roads": roads,
                "hand": SETTLEMENT_COST,
            }
        ),
    ), target


def test_reaching_ten_on_own_turn_wins_at_once():
    s, spot = nine_vp_and_a_settlement_to_build()
    assert s.victory_points(0) == 9 and not s.is_terminal()
    events = s.apply(act("build_settlement", spot))
    assert s.victory_points(0) == 10
    assert s.is_terminal() and s.winner() == 0
    assert [e.data for e in events if e.code == "game_over"] == [{"winner": 0, "vp": 10}]
    assert s.view(1)["winner"] == 0
    refused(s, act("end_turn"), "the game is over")


def test_vp_to_win_option_sets_the_target():
    s, spot = nine_vp_and_a_settlement_to_build(game(vp_to_win=11))
    s.apply(act("build_settlement", spot))
    assert s.victory_points(0) == 10 and not s.is_terminal()
    # Loading a position already at the target on the turn player's turn ends the game.
    low, _ = nine_vp_and_a_settlement_to_build(game(vp_to_win=9))
    assert low.is_terminal() and low.winner() == 0


# ----------------------------------------------------------------- on another's turn
def ten_vp_off_turn(hidden: int):
    # Seat 1 holds 10 VP while seat 0 is playing: 4 cities, then settlements and `hidden`
    # VP development cards making up the last 2.
    vs = [0, 10, 20, 30, 40, 50]
    assert apart(vs)
    return position(
        players=players(
            seat1={
                "cities": vs[:4],
                "settlements": vs[4 : 6 - hidden],
                "dev_cards": {"victory_point": hidden} if hidden else {},
            }
        )
    )


def test_ten_vp_on_another_players_turn_wins_when_own_turn_starts():
    for hidden in (0, 1):
        s = ten_vp_off_turn(hidden)
        assert s.victory_points(1) == 10
        assert not s.is_terminal() and s.winner() is None and s.current_player() == 0
        events = s.apply(act("end_turn"))
        assert s.is_terminal() and s.winner() == 1
        assert [e.code for e in events] == ["turn_ended", "turn_started", "game_over"]


def test_start_of_turn_win_comes_before_the_turn_cap():
    g = game(max_turns=3)
    s = position(g, turn=3, players=ten_vp_off_turn(0).to_json()["players"])
    s.apply(act("end_turn"))
    assert s.is_terminal() and s.winner() == 1


# Longest Road changing hands on seat 0's turn. Seat 1 holds it with a road of 6 that runs
# around hex 0 (corners R[1] -> R[0] -> R[5] -> R[4] -> R[3] -> R[2]) and on one path past
# R[2]. Seat 2 has a road of 5 around hex 18 and 4 cities (8 VP). Seat 0 has a road up to
# R[3], hex 0's bottom corner, and builds a settlement there: seat 1's road is cut into 4 + 2,
# seat 2 takes Longest Road and holds 10 VP, on seat 0's turn.
R = TOPO.hex_vertices[0]
R_OUT = {v: next(w for w in TOPO.vertex_neighbors[v] if w not in R) for v in (R[1], R[2], R[3])}
SEAT1_ROAD = [R[1], R[0], R[5], R[4], R[3], R[2], R_OUT[R[2]]]
CUT = R[3]
SEAT0_HOME = next(w for w in TOPO.vertex_neighbors[R_OUT[CUT]] if w != CUT)
R18 = TOPO.hex_vertices[18]
SEAT2_ROAD = list(R18)  # 6 corners: a road of 5 paths
SEAT2_CITIES = [R18[0], R18[2], R18[4], 30]
# Seat 1 can extend the cut road's longer part outward from R[1] by two paths.
EXTENSION = [R[1], R_OUT[R[1]], next(w for w in TOPO.vertex_neighbors[R_OUT[R[1]]] if w != R[1])]


def longest_road_cut():
    assert apart([*SEAT2_CITIES, SEAT0_HOME, CUT])
    s = position(
        longest_road=1,
        players=players(
            seat0={
                "settlements": [SEAT0_HOME],
                "roads": path_edges([SEAT0_HOME, R_OUT[CUT], CUT]),
                "hand": SETTLEMENT_COST,
            },
            seat1={"roads": path_edges(SEAT1_ROAD), "hand": {"lumber": 2, "brick": 2}},
            seat2={"roads": path_edges(SEAT2_ROAD), "cities": SEAT2_CITIES},
        ),
    )
    assert s.road_length[1:3] == (6, 5) and s.longest_road == 1
    assert s.victory_points(2) == 8
    events = s.apply(act("build_settlement", CUT))
    assert s.road_length[1] == 4
    assert [e.data for e in events if e.code == "longest_road"] == [
        {"seat": 2, "previous": 1, "length": 5}
    ]
    assert s.victory_points(2) == 10
    # Not seat 2's turn: no winner, seat 0 plays on.
    assert not s.is_terminal() and s.winner() is None
    assert s.current_player() == 0 and s.context() == "main"
    return s


def test_vp_gained_on_anothers_turn_win_at_the_start_of_own_turn():
    s = longest_road_cut()
    s.apply(act("end_turn"))  # seat 1's turn starts: seat 2 still waits
    assert s.turn_seat == 1 and not s.is_terminal()
    events = quiet_turn(s)  # seat 2's turn starts: seat 2 wins before rolling
    assert s.is_terminal() and s.winner() == 2
    assert [e.data for e in events if e.code == "game_over"] == [{"winner": 2, "vp": 10}]
    refused(s, act("roll"), "the game is over")


def test_vp_lost_before_own_turn_starts_do_not_win():
    s = longest_road_cut()
    s.apply(act("end_turn"))
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1))
    # Seat 1 rebuilds a road of 6 and takes Longest Road back.
    for e in path_edges(EXTENSION):
        s.apply(act("build_road", e))
    assert s.road_length[1] == 6 and s.longest_road == 1
    assert s.victory_points(2) == 8
    s.apply(act("end_turn"))
    assert s.turn_seat == 2 and s.phase == "pre_roll"
    assert not s.is_terminal() and s.winner() is None
