"""A second, adversarial audit of the engine against RULES.md: the scenarios an outside
checker would write through the public API (positions, actions, views), where the first
audit left them unpinned. See docs/rules-coverage.md.

Board: the beginner board (hex and intersection ids as in docs/position.md).
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from cityknights import State
from cityknights.engine.constants import GATE_TRADE, SHIP

from ..helpers import act, ck_game, players, position, refused

EDGE = ck_game().topology.edge_by_vertices


def path(*vertices: int) -> list[int]:
    """The paths joining consecutive intersections."""
    return [EDGE[min(a, b), max(a, b)] for a, b in pairwise(vertices)]


def roll(state: State, white: int, red: int, event: int = GATE_TRADE) -> list[Any]:
    state.apply(act("roll"))
    return state.apply(act("dice", white, red, event))


def codes(events: list[Any]) -> list[str]:
    return [e.code for e in events]


# ----------------------------------------------------------------- the robber (§7, §18, A10)
def test_s18_A10_a_7s_robber_is_refused_as_friendly_with_the_chase_flag_on() -> None:
    # Both flags on. Seat 1 (1 VP) has a settlement on the desert (hex 9): a 7's robber
    # may not go there because of the friendly robber, and the reason says that, not the
    # chased robber's numbered-hex rule, which binds only a knight's chase (A10).
    g = ck_game(friendly_robber=True, chase_robber_numbered_only=True)
    seat1 = {"settlements": [24], "hand": {"wool": 1}}
    for chased, reason in ((False, "friendly robber: hex 9"), (True, "a chased robber must")):
        state = position(g, attacks=1, robber=0, players=players(seat1=seat1),
                         pending=[{"kind": "robber", "seat": 0, "chased": chased}])  # fmt: skip
        refused(state, act("move_robber", 9, 1), reason)
        refused(state, act("move_robber", 9, -1), reason)
    # Without the friendly robber the desert is open to a 7's robber, not to a chase.
    g = ck_game(chase_robber_numbered_only=True)
    state = position(g, attacks=1, robber=0, players=players(seat1=seat1),
                     pending=[{"kind": "robber", "seat": 0}])  # fmt: skip
    assert act("move_robber", 9, 1) in state.legal_actions()


# ----------------------------------------------------------------- winning (§16, §17, A25)
def test_s16_s17_A25_longest_road_passed_on_by_a_knight_wins_at_the_new_holders_turn() -> None:
    # Seat 1 holds Longest Road (6 roads 0-...-27); seat 2 has 5 roads and 11 VP. Seat 0's
    # knight on 16 cuts seat 1's road to 4 + 2: the card goes to seat 2 on seat 0's turn,
    # 13 VP, but seat 2 wins only as its own turn starts (after seat 1's turn).
    seat0 = {"settlements": [22], "roads": path(22, 16), "hand": {"wool": 1, "ore": 1}}
    seat1 = {"settlements": [0], "roads": path(0, 3, 7, 11, 16, 21, 27)}
    seat2 = {"settlements": [6], "roads": path(6, 10, 15, 20, 26, 32), "defender": 10}
    state = position(ck_game(), attacks=10, longest_road=1,
                     players=players(seat0=seat0, seat1=seat1, seat2=seat2))  # fmt: skip
    assert state.victory_points(2) == 11
    events = state.apply(act("build_knight", 16))
    assert codes(events) == ["knight_built", "longest_road"]
    assert state.to_json()["longest_road"] == 2 and state.victory_points(2) == 13
    assert not state.is_terminal()
    state.apply(act("end_turn"))
    assert not state.is_terminal() and state.current_player() == 1
    roll(state, 1, 2)  # a 3: nobody produces, nobody draws
    events = state.apply(act("end_turn"))
    assert events[-1].code == "game_over" and events[-1].data == {"winner": 2, "vp": 13}


def test_s11_s17_a_metropolis_taken_at_level_5_wins_once_it_is_placed() -> None:
    # Seat 0 holds the trade metropolis at level 4. Seat 1 (11 VP: cities 10 and 40,
    # 7 Defender cards) reaches level 5: seat 0 loses the metropolis and its 2 VP at once;
    # seat 1 wins with 13 VP when it places the metropolis, not before.
    seat0 = {"cities": [0], "improvements": {"trade": 4}}
    seat1 = {"cities": [10, 40], "improvements": {"trade": 4}, "hand": {"cloth": 5},
             "defender": 7}  # fmt: skip
    state = position(ck_game(), attacks=7, turn_seat=1, metropolis={"trade": 0},
                     players=players(seat0=seat0, seat1=seat1))  # fmt: skip
    assert (state.victory_points(0), state.victory_points(1)) == (4, 11)
    events = state.apply(act("improve_city", 0))
    assert codes(events) == ["city_improved", "metropolis_lost"]
    assert state.victory_points(0) == 2 and not state.is_terminal()
    assert state.legal_actions() == [act("place_metropolis", 10), act("place_metropolis", 40)]
    events = state.apply(act("place_metropolis", 40))
    assert codes(events) == ["metropolis_placed", "game_over"]
    assert state.winner() == 1 and state.victory_points(1) == 13


# ----------------------------------------------------------------- the barbarians (§12, §7)
def test_s12_4_s7_1_a_pillaged_citys_wall_is_gone_and_the_discard_limit_with_it() -> None:
    # Seat 1: cities 0 and 10, both walled (limit 7 + 4 = 11), 11 bricks. The attack is
    # lost (2 cities, no knight): seat 1 gives up city 0, its wall goes with it, and a 7
    # now makes seat 1 (limit 9) discard half of its 11 cards.
    seat1 = {"cities": [0, 10], "walls": [0, 10], "hand": {"brick": 11}}
    state = position(ck_game(), phase="pre_roll", barbarian=6,
                     players=players(seat0={"settlements": [40]}, seat1=seat1))  # fmt: skip
    roll(state, 1, 1, SHIP)
    assert state.to_json()["pending"][0] == {"kind": "pillage", "seat": 1}
    state.apply(act("pillage_city", 0))
    seat = state.to_json()["players"][1]
    assert (seat["cities"], seat["settlements"], seat["walls"]) == ([10], [0], [10])
    state.apply(act("end_turn"))
    roll(state, 1, 6)  # seat 1 rolls a 7
    assert state.to_json()["pending"][0] == {"kind": "discard", "seat": 1, "count": 5}


# ----------------------------------------------------------------- improvements (§10, §12.4)
def test_s10_s12_4_a_city_on_its_side_is_no_city_for_improvements() -> None:
    # Seat 0's only "city" lies on its side (a settlement that holds a city piece): it
    # scores and produces as a settlement, and improvements need a city on the board.
    seat0 = {"settlements": [0, 10, 40, 46, 33, 2], "on_its_side": [0], "hand": {"cloth": 1}}
    state = position(ck_game(), players=players(seat0=seat0))
    assert state.victory_points(0) == 6
    refused(state, act("improve_city", 0), "at least one city")


# ----------------------------------------------------------------- knights (§9.4, A15)
def test_s9_4_A15_a_displaced_knight_retreats_along_its_roads_never_past_an_opponent() -> None:
    # Seat 1's basic knight on 7 sits on its road 0-3-7-11-16-21; seat 2's knight stands
    # on 16. Seat 0's strong knight displaces it along seat 0's road 12-7. Seat 1 moves it
    # along its own roads from 7: to 3 or 11 (past its own settlement on 0 there is no
    # road), never past seat 2's knight to 21, nor along seat 0's road to 12's side.
    seat0 = {"settlements": [17], "roads": path(17, 12, 7),
             "knights": [{"vertex": 12, "level": 2, "active": True}]}  # fmt: skip
    seat1 = {"settlements": [0], "roads": path(0, 3, 7, 11, 16, 21),
             "knights": [{"vertex": 7, "level": 1, "active": True}]}  # fmt: skip
    seat2 = {"settlements": [28], "roads": path(28, 22, 16), "knights": [{"vertex": 16}]}
    state = position(ck_game(), players=players(seat0=seat0, seat1=seat1, seat2=seat2))
    state.apply(act("displace_knight", 12, 7))
    assert state.current_player() == 1
    assert state.legal_actions() == [act("relocate_knight", 3), act("relocate_knight", 11)]
    refused(state, act("relocate_knight", 21), "reachable along your roads from 7")
    state.apply(act("relocate_knight", 11))
    knights = state.to_json()["players"][1]["knights"]
    assert [(k["vertex"], k["level"], k["active"]) for k in knights] == [(11, 1, True)]


def test_s9_4_s18_a_chased_robber_obeys_the_friendly_robber() -> None:
    # Seat 0's active knight on 3 (a corner of hex 0, where the robber is) chases it. With
    # the friendly robber, the hexes touching seat 1 (1 VP, settlement 24: hexes 5, 9, 10)
    # are closed to it, as on a 7; hex 13 is open.
    seat0 = {"settlements": [12], "roads": path(12, 7, 3),
             "knights": [{"vertex": 3, "level": 1, "active": True}]}  # fmt: skip
    seat1 = {"settlements": [24], "hand": {"wool": 1}}
    for friendly, closed in ((True, {5, 9, 10}), (False, set())):
        g = ck_game(friendly_robber=friendly)
        state = position(g, attacks=1, robber=0, players=players(seat0=seat0, seat1=seat1))
        state.apply(act("chase_robber", 3))
        assert state.to_json()["pending"] == [{"kind": "robber", "seat": 0, "chased": True}]
        hexes = {a[1] for a in state.legal_actions()}
        assert hexes == set(range(1, 19)) - closed
        if friendly:
            refused(state, act("move_robber", 10, 1), "friendly robber: hex 10")
        state.apply(act("move_robber", 13, -1))
        assert state.to_json()["robber"] == 13


def test_s11_s12_4_a_metropolis_lost_at_level_5_leaves_a_city_the_barbarians_can_take() -> None:
    # Seat 0's only city (0) holds the trade metropolis: immune to the barbarians (A5).
    # Seat 1 reaches trade level 5 and moves the metropolis to its city 40. At the next
    # lost attack (seat 2 rolls: 3 cities, no knight) seat 0's plain city 0 is taken,
    # and seat 1 loses city 10, never 40.
    seat0 = {"cities": [0], "improvements": {"trade": 4}}
    seat1 = {"cities": [10, 40], "improvements": {"trade": 4}, "hand": {"cloth": 5}}
    state = position(ck_game(), turn_seat=1, barbarian=6, metropolis={"trade": 0},
                     players=players(seat0=seat0, seat1=seat1))  # fmt: skip
    state.apply(act("improve_city", 0))
    state.apply(act("place_metropolis", 40))
    assert state.to_json()["metropolis"]["trade"] == 40
    state.apply(act("end_turn"))
    events = roll(state, 1, 1, SHIP)
    lost = [e.data for e in events if e.code == "barbarians_won"]
    assert lost and lost[0]["losers"] == [0, 1] and lost[0]["cities"] == 3
    assert state.legal_actions() == [act("pillage_city", 0)]
    state.apply(act("pillage_city", 0))
    assert state.legal_actions() == [act("pillage_city", 10)]
    state.apply(act("pillage_city", 10))
    assert state.to_json()["players"][1]["cities"] == [40]
