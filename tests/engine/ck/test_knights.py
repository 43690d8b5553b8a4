"""Knights: building, activating and promoting them (RULES.md §8.1, §9.1-§9.3, A12, A13,
§20 "promote once per turn; mighty needs Fortress").

The board is the fixed beginner board. The corner of it used here (hex 0, the mountains
10, corners 0, 4, 8, 12, 7, 3 clockwise from the top):

        0
      /   \\
     3     4
     |     |
     7     8
      \\   /
        12

Seat 0 has a settlement on 0 and roads 0-3, 3-7, 0-4, 4-8. Seat 1 has a settlement on 12
and roads 12-7 and 7-11, so intersection 7 lies between two of seat 1's roads.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from cityknights import Game, State
from cityknights.engine.constants import ORE, WOOL

from ..helpers import act, ck_game, hand, players, position, refused

G = ck_game()
TOPO = G.topology

KNIGHT_COST = {"wool": 1, "ore": 1}
ACTIVATE_COST = {"grain": 1}


def path(g: Game, *vertices: int) -> list[int]:
    """The paths of a road through consecutive adjacent intersections."""
    return [g.topology.edge_between(a, b) for a, b in pairwise(vertices)]


SEAT0_ROADS = path(G, 7, 3, 0, 4, 8)
SEAT1_ROADS = path(G, 11, 7, 12)


def knight(v: int, level: int = 1, active: bool = False, **flags: bool) -> dict[str, Any]:
    return {"vertex": v, "level": level, "active": active, **flags}


def knights_of(state: State, seat: int) -> list[dict[str, Any]]:
    return state.to_json()["players"][seat]["knights"]


def corner(seat0: dict[str, Any] | None = None, **fields: Any) -> State:
    """Seat 0 to act (after its roll) in the hex-0 corner described above."""
    s0 = {"settlements": [0], "roads": SEAT0_ROADS, **(seat0 or {})}
    s1 = {"settlements": [12], "roads": SEAT1_ROADS}
    return position(G, players=players(seat0=s0, seat1=s1), **fields)


def events_of(events: list, code: str) -> list[dict[str, Any]]:
    return [e.data for e in events if e.code == code]


# ----------------------------------------------------------------- §9.2 building
def test_s9_2_build_basic_knight_on_vacant_intersection_touching_own_road_placed_inactive():
    assert TOPO.vertex_neighbors[0] == (3, 4) and TOPO.vertex_neighbors[4] == (0, 1, 8)
    s = corner({"hand": {"wool": 1, "ore": 1, "grain": 1}})
    legal = {a[1] for a in s.legal_actions() if a.kind == "build_knight"}
    # Every vacant intersection on seat 0's roads (0 holds its settlement).
    assert legal == {3, 4, 7, 8}
    events = s.apply(act("build_knight", 8))
    assert events_of(events, "knight_built") == [{"seat": 0, "vertex": 8}]
    assert knights_of(s, 0) == [
        {
            "vertex": 8,
            "level": 1,
            "active": False,
            "activated_this_turn": False,
            "promoted_this_turn": False,
        }
    ]
    # 1 wool + 1 ore paid to the bank; an inactive knight adds no barbarian strength.
    assert hand(s, 0) == {"grain": 1}
    assert s.bank[WOOL] == 19 and s.bank[ORE] == 19
    assert s.view(None)["player_info"][0]["knight_strength"] == 0
    assert s.context() == "main" and s.current_player() == 0


def test_s9_2_knight_refused_off_own_roads_on_buildings_and_on_knights():
    s = position(
        G,
        players=players(
            # Seat 0's road 8-12 runs into seat 1's settlement on 12.
            seat0={
                "hand": {"wool": 2, "ore": 2},
                "settlements": [0],
                "roads": [*SEAT0_ROADS, *path(G, 8, 12)],
                "knights": [knight(3)],
            },
            seat1={"settlements": [12], "roads": SEAT1_ROADS, "knights": [knight(11)]},
        ),
    )
    refused(s, act("build_knight", 0), "intersection 0 is not vacant")  # own settlement
    refused(s, act("build_knight", 12), "intersection 12 is not vacant")  # seat 1's
    refused(s, act("build_knight", 3), "intersection 3 is not vacant")  # own knight
    refused(s, act("build_knight", 13), "touching one of your roads")  # 13: no road of seat 0
    # 11 holds seat 1's knight (and touches no road of seat 0 either).
    refused(s, act("build_knight", 11), "not vacant")
    refused(s, act("build_knight", 99), "there is no intersection 99")
    assert {a[1] for a in s.legal_actions() if a.kind == "build_knight"} == {4, 7, 8}


def test_s9_2_knight_between_opponent_roads_and_beside_buildings_no_distance_rule():
    # 7 is between seat 1's roads 11-7 and 7-12, next to seat 1's settlement on 12; 4 is
    # next to seat 0's own settlement on 0. The distance rule does not apply to knights.
    assert 12 in TOPO.vertex_neighbors[7] and 0 in TOPO.vertex_neighbors[4]
    s = corner({"hand": {"wool": 2, "ore": 2}})
    assert s.view(None)["player_info"][1]["road_length"] == 2
    s.apply(act("build_knight", 7))
    s.apply(act("build_knight", 4))
    assert [k["vertex"] for k in knights_of(s, 0)] == [4, 7]
    # The knight on 7 cuts seat 1's road in two (RULES.md §9.2, §16).
    assert s.view(None)["player_info"][1]["road_length"] == 1


def test_s8_1_knight_costs_one_wool_and_one_ore():
    for h in ({"wool": 1}, {"ore": 1}, {"grain": 3, "lumber": 3}):
        s = corner({"hand": h})
        refused(s, act("build_knight", 8), "a knight costs 1 wool and 1 ore")


def test_s9_1_two_basic_pieces_per_player_a_promotion_frees_one():
    s = corner(
        {
            "hand": {"wool": 2, "ore": 2},
            "knights": [knight(3), knight(4)],
        }
    )
    refused(s, act("build_knight", 8), "both your basic knights are on the board")
    # Promoting the knight on 4 returns its basic piece to the supply (RULES.md §9.1).
    s.apply(act("promote_knight", 4))
    assert {k["vertex"]: k["level"] for k in knights_of(s, 0)} == {3: 1, 4: 2}
    s.apply(act("build_knight", 8))
    assert {k["vertex"]: k["level"] for k in knights_of(s, 0)} == {3: 1, 4: 2, 8: 1}
    assert hand(s, 0) == {}


# ----------------------------------------------------------------- §9.3 activation
def test_s9_3_activate_for_one_grain_the_turn_the_knight_is_built_A12():
    s = corner({"hand": {"wool": 1, "ore": 1, "grain": 2}})
    s.apply(act("build_knight", 8))
    events = s.apply(act("activate_knight", 8))
    assert events_of(events, "knight_activated") == [{"seat": 0, "vertex": 8}]
    assert hand(s, 0) == {"grain": 1} and s.bank[3] == 19 - 2 + 1
    (k,) = knights_of(s, 0)
    assert k["active"] and k["activated_this_turn"]
    assert s.view(None)["player_info"][0]["knight_strength"] == 1
    refused(s, act("activate_knight", 8), "the knight on 8 is already active")


def test_s9_3_activation_refusals():
    s = corner(
        {"hand": {"wool": 1}, "knights": [knight(3)]},
    )
    refused(s, act("activate_knight", 3), "activating a knight costs 1 grain")
    s = position(
        G,
        players=players(
            seat0={"hand": {"grain": 1}, "settlements": [0], "roads": SEAT0_ROADS},
            seat1={"settlements": [12], "roads": SEAT1_ROADS, "knights": [knight(11)]},
        ),
    )
    refused(s, act("activate_knight", 11), "you have no knight on intersection 11")
    refused(s, act("activate_knight", 4), "you have no knight on intersection 4")


def test_s9_3_activation_costs_one_grain_at_every_level():
    s = corner(
        {
            "hand": {"grain": 3},
            "knights": [knight(3, 1), knight(4, 2), knight(8, 3)],
        },
    )
    for v in (3, 4, 8):
        s.apply(act("activate_knight", v))
    assert hand(s, 0) == {}
    assert s.view(None)["player_info"][0]["knight_strength"] == 1 + 2 + 3


# ----------------------------------------------------------------- §9.1 / §8.1 promotion
def test_s8_1_promote_basic_to_strong_for_wool_and_ore_keeps_status():
    s = corner(
        {
            "hand": {"wool": 2, "ore": 2},
            "knights": [knight(3, active=True), knight(4, active=False)],
        }
    )
    events = s.apply(act("promote_knight", 3))
    assert events_of(events, "knight_promoted") == [{"seat": 0, "vertex": 3, "level": 2}]
    s.apply(act("promote_knight", 4))
    assert {k["vertex"]: (k["level"], k["active"]) for k in knights_of(s, 0)} == {
        3: (2, True),
        4: (2, False),
    }
    assert hand(s, 0) == {} and s.bank[WOOL] == 19 and s.bank[ORE] == 19
    # Only the active one counts against the barbarians, at its new strength.
    assert s.view(None)["player_info"][0]["knight_strength"] == 2


def test_s8_1_promotion_costs_wool_and_ore():
    s = corner({"hand": {"wool": 1, "grain": 1}, "knights": [knight(3)]})
    refused(s, act("promote_knight", 3), "promoting a knight costs 1 wool and 1 ore")
    refused(s, act("promote_knight", 4), "you have no knight on intersection 4")


def test_s9_1_strong_to_mighty_needs_the_fortress_politics_3():
    s = corner(
        {
            "hand": {"wool": 1, "ore": 1},
            "knights": [knight(3, 2, active=True)],
            "improvements": {"politics": 2, "trade": 3, "science": 3},
        }
    )
    refused(s, act("promote_knight", 3), "needs the Fortress (politics level 3)")
    s = corner(
        {
            "hand": {"wool": 1, "ore": 1},
            "knights": [knight(3, 2, active=True)],
            "improvements": {"politics": 3},
        }
    )
    s.apply(act("promote_knight", 3))
    assert knights_of(s, 0)[0]["level"] == 3 and knights_of(s, 0)[0]["active"]
    assert s.view(None)["player_info"][0]["knight_strength"] == 3


def test_s9_1_promotion_needs_a_free_piece_of_the_next_level():
    s = corner(
        {
            "hand": {"wool": 2, "ore": 2},
            "knights": [knight(3, 1), knight(4, 2), knight(8, 2), knight(7, 3)],
            "improvements": {"politics": 3},
        }
    )
    refused(s, act("promote_knight", 3), "both your strong knights are on the board")
    # Strong -> mighty: one mighty piece is still in the supply.
    s.apply(act("promote_knight", 4))
    refused(s, act("promote_knight", 8), "both your mighty knights are on the board")
    # The strong piece the promotion freed lets the basic knight move up now.
    s.apply(act("promote_knight", 3))
    assert {k["vertex"]: k["level"] for k in knights_of(s, 0)} == {3: 2, 4: 3, 7: 3, 8: 2}


def test_s9_1_a_mighty_knight_cannot_be_promoted():
    s = corner(
        {
            "hand": {"wool": 1, "ore": 1},
            "knights": [knight(3, 3)],
            "improvements": {"politics": 5},
        }
    )
    refused(s, act("promote_knight", 3), "the knight on 3 is already mighty")


def test_s9_3_promote_once_per_knight_per_turn_even_the_turn_built_A13():
    s = corner(
        {
            "hand": {"wool": 4, "ore": 4},
            "knights": [knight(3)],
            "improvements": {"politics": 3},
        }
    )
    s.apply(act("build_knight", 8))
    s.apply(act("promote_knight", 8))  # allowed the turn it was built
    assert knights_of(s, 0)[1] == {
        "vertex": 8,
        "level": 2,
        "active": False,
        "activated_this_turn": False,
        "promoted_this_turn": True,
    }
    refused(s, act("promote_knight", 8), "the knight on 8 was already promoted this turn")
    # Another knight can still be promoted this turn.
    s.apply(act("promote_knight", 3))
    refused(s, act("promote_knight", 3), "already promoted this turn")
    assert hand(s, 0) == {"wool": 1, "ore": 1}


def test_s9_3_promotion_limit_resets_at_the_next_turn():
    # Seat 3 ends its turn; at seat 0's next turn its knight may be promoted again.
    s = position(
        G,
        turn_seat=3,
        players=players(
            seat0={
                "hand": {"wool": 1, "ore": 1},
                "settlements": [0],
                "roads": SEAT0_ROADS,
                "knights": [knight(3, 1, active=True, promoted_this_turn=True)],
            },
            seat1={"settlements": [12], "roads": SEAT1_ROADS},
        ),
    )
    s.apply(act("end_turn"))
    assert s.current_player() == 0 and s.context() == "pre_roll"
    s.apply(act("roll"))
    s.apply(act("dice", 1, 2, 1))  # 3, trade gate: nobody has a trade improvement
    assert s.context() == "main" and s.current_player() == 0
    assert knights_of(s, 0)[0]["promoted_this_turn"] is False
    s.apply(act("promote_knight", 3))
    assert knights_of(s, 0)[0]["level"] == 2


def test_s9_3_knights_are_built_activated_and_promoted_only_in_the_main_phase():
    s = corner(
        {"hand": {"wool": 2, "ore": 2, "grain": 1}, "knights": [knight(3)]},
        phase="pre_roll",
    )
    refused(s, act("build_knight", 8), "not allowed now")
    refused(s, act("activate_knight", 3), "not allowed now")
    refused(s, act("promote_knight", 3), "not allowed now")
