"""Knight actions: move, displace, chase the robber, and when a knight may act
(RULES.md §9.3, §9.4, A10, A12, A14, A15; §20 "cannot act after activation that turn;
displacement strictly lower; chase refused before the first attack").

Most tests use one stretch of the beginner board, from hex 0 down to the desert (hex 9,
corners 18, 24, 30, 35, 29, 23, where the robber starts):

    seat 0: settlement 0, roads 3-0, 0-4, 4-8, 8-13, 13-18, 18-23
    seat 1: settlement 14, roads 13-9, 9-14, 14-19 (its road reaches 13 from the east)
    seat 2: settlement 30 (a corner of the desert and of hex 14, the fields 4)
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from cityknights import Game, State
from cityknights.engine.constants import CLOTH

from ..helpers import act, ck_game, hand, players, position, refused

G = ck_game()
TOPO = G.topology
DESERT = 9
FIELDS_4 = 14  # hex 14: fields, number 4; corners 30, 36, 41, 45, 40, 35
HILLS_6 = 4  # hex 4: hills, number 6; corners 8, 13, 18, 23, 17, 12


def path(g: Game, *vertices: int) -> list[int]:
    return [g.topology.edge_between(a, b) for a, b in pairwise(vertices)]


SEAT0_ROADS = path(G, 3, 0, 4, 8, 13, 18, 23)
SEAT1_ROADS = path(G, 13, 9, 14, 19)


def knight(v: int, level: int = 1, active: bool = True, **flags: bool) -> dict[str, Any]:
    return {"vertex": v, "level": level, "active": active, **flags}


def knights_of(state: State, seat: int) -> dict[int, tuple[int, bool]]:
    """vertex -> (level, active) of a seat's knights."""
    return {
        k["vertex"]: (k["level"], k["active"]) for k in state.to_json()["players"][seat]["knights"]
    }


def events_of(events: list, code: str) -> list[dict[str, Any]]:
    return [e.data for e in events if e.code == code]


def stretch(
    seat0: dict[str, Any] | None = None,
    seat1: dict[str, Any] | None = None,
    seat2: dict[str, Any] | None = None,
    **fields: Any,
) -> State:
    s0 = {"settlements": [0], "roads": SEAT0_ROADS, **(seat0 or {})}
    s1 = {"settlements": [14], "roads": SEAT1_ROADS, **(seat1 or {})}
    s2 = {"settlements": [30], **(seat2 or {})}
    return position(G, players=players(seat0=s0, seat1=s1, seat2=s2), **fields)


def moves(state: State, v: int) -> set[tuple[str, int]]:
    """The listed actions of the knight on v: (kind, target)."""
    kinds = ("move_knight", "displace_knight", "chase_robber")
    return {
        (a.kind, a[2] if len(a) > 2 else -1)
        for a in state.legal_actions()
        if a.kind in kinds and a[1] == v
    }


# ----------------------------------------------------------------- §9.4 move
def test_s9_4_move_along_own_roads_through_own_pieces_any_distance():
    # The strong knight on 3 passes seat 0's settlement on 0 and its own knight on 4.
    s = stretch(
        seat0={"knights": [knight(3, 2), knight(4, 1)]},
        seat1={"knights": [knight(13, 1)]},
    )
    assert moves(s, 3) == {("move_knight", 8), ("displace_knight", 13)}
    events = s.apply(act("move_knight", 3, 8))
    assert events_of(events, "knight_moved") == [{"seat": 0, "from": 3, "to": 8}]
    # Acting deactivates the knight; its level travels with it.
    assert knights_of(s, 0) == {4: (1, True), 8: (2, False)}
    assert s.context() == "main" and s.current_player() == 0


def test_s9_4_move_never_through_an_opponents_piece_A15():
    # Seat 1's knight on 13 stands on seat 0's road: 18 and 23 are out of reach.
    s = stretch(seat0={"knights": [knight(4, 1)]}, seat1={"knights": [knight(13, 2)]})
    assert moves(s, 4) == {("move_knight", 3), ("move_knight", 8)}
    refused(s, act("move_knight", 4, 18), "not vacant or not reachable along your roads")
    refused(s, act("move_knight", 4, 23), "not vacant or not reachable")
    # An opponent's settlement stops a knight too: seat 1's settlement on 8.
    s = position(
        G,
        players=players(
            seat0={"settlements": [0], "roads": path(G, 0, 4, 8, 12, 17), "knights": [knight(4)]},
            seat1={"settlements": [8]},
        ),
    )
    assert moves(s, 4) == set()
    refused(s, act("move_knight", 4, 12), "not reachable")
    refused(s, act("move_knight", 4, 17), "not reachable")


def test_s9_4_move_only_to_a_vacant_intersection_on_own_roads():
    s = stretch(seat0={"knights": [knight(3, 2), knight(4, 1)]})
    refused(s, act("move_knight", 3, 0), "0 is not vacant")  # own settlement
    refused(s, act("move_knight", 3, 4), "4 is not vacant")  # own knight
    refused(s, act("move_knight", 3, 9), "not reachable")  # on seat 1's road only
    refused(s, act("move_knight", 3, 12), "not reachable")  # no road at all
    refused(s, act("move_knight", 3, 77), "there is no intersection 77")
    refused(s, act("move_knight", 8, 13), "you have no knight on intersection 8")


# ----------------------------------------------------------------- §9.3 timing
def test_s9_3_knight_built_and_activated_this_turn_cannot_act_A12():
    s = stretch(seat0={"hand": {"wool": 1, "ore": 1, "grain": 1}})
    s.apply(act("build_knight", 8))
    refused(s, act("move_knight", 8, 4), "the knight on 8 is not active")
    s.apply(act("activate_knight", 8))
    refused(s, act("move_knight", 8, 4), "activated this turn and cannot act")
    assert moves(s, 8) == set()


def test_s9_3_knight_activated_this_turn_cannot_act_A12():
    s = stretch(seat0={"hand": {"grain": 1}, "knights": [knight(4, 2, active=False)]})
    refused(s, act("move_knight", 4, 8), "the knight on 4 is not active")
    s.apply(act("activate_knight", 4))
    refused(s, act("move_knight", 4, 8), "activated this turn")
    # A position may say so directly: active, but activated this turn.
    s = stretch(seat0={"knights": [knight(4, 2, activated_this_turn=True)]})
    refused(s, act("move_knight", 4, 8), "activated this turn")


def test_s9_3_acting_deactivates_a_reactivated_knight_cannot_act_again():
    s = stretch(seat0={"hand": {"grain": 1}, "knights": [knight(4, 2)]})
    assert s.view(None)["player_info"][0]["knight_strength"] == 2
    s.apply(act("move_knight", 4, 8))
    assert knights_of(s, 0) == {8: (2, False)}
    assert s.view(None)["player_info"][0]["knight_strength"] == 0
    refused(s, act("move_knight", 8, 4), "the knight on 8 is not active")
    # Re-activated (1 grain): it defends again but cannot act again this turn.
    s.apply(act("activate_knight", 8))
    assert s.view(None)["player_info"][0]["knight_strength"] == 2
    refused(s, act("move_knight", 8, 4), "activated this turn")
    assert moves(s, 8) == set()


def test_s9_3_a_knight_activated_this_turn_acts_on_its_owners_next_turn():
    s = stretch(seat0={"hand": {"grain": 1}, "knights": [knight(4, 2, active=False)]})
    s.apply(act("activate_knight", 4))
    s.apply(act("end_turn"))
    for seat in (1, 2, 3, 0):
        assert s.current_player() == seat and s.context() == "pre_roll"
        s.apply(act("roll"))
        s.apply(act("dice", 1, 2, 1))  # 3 with the trade gate: no draws, no barbarians
        if seat != 0:
            s.apply(act("end_turn"))
    assert s.to_json()["players"][0]["knights"][0]["activated_this_turn"] is False
    s.apply(act("move_knight", 4, 8))
    assert knights_of(s, 0) == {8: (2, False)}


def test_s9_3_several_knights_may_act_in_one_turn():
    s = stretch(seat0={"knights": [knight(3, 2), knight(4, 1), knight(18, 1)]})
    s.apply(act("move_knight", 3, 8))
    s.apply(act("move_knight", 4, 3))
    s.apply(act("move_knight", 18, 13))
    assert knights_of(s, 0) == {3: (1, False), 8: (2, False), 13: (1, False)}


def test_s9_3_knights_act_only_on_their_owners_turn_after_the_roll():
    s = stretch(seat0={"knights": [knight(4, 2)]}, phase="pre_roll")
    refused(s, act("move_knight", 4, 8), "not allowed now")
    # Seat 1's turn: seat 0's knight is not seat 1's to move.
    s = stretch(seat0={"knights": [knight(4, 2)]}, turn_seat=1)
    refused(s, act("move_knight", 4, 8), "you have no knight on intersection 4")


# ----------------------------------------------------------------- §9.4 displace
def test_s9_4_displace_a_weaker_knight_its_owner_chooses_where_it_goes():
    s = stretch(
        seat0={"knights": [knight(3, 2)]},
        seat1={"knights": [knight(13, 1, active=True)]},
    )
    events = s.apply(act("displace_knight", 3, 13))
    assert events_of(events, "knight_displaced") == [{"seat": 1, "vertex": 13, "level": 1}]
    # Seat 1 decides now, among the vacant intersections its own roads reach from 13
    # (9, and 19 past its own settlement on 14).
    assert s.context() == "relocate" and s.current_player() == 1
    assert {a[1] for a in s.legal_actions()} == {9, 19}
    assert s.to_json()["pending"] == [
        {"kind": "relocate", "seat": 1, "from": 13, "level": 1, "active": True}
    ]
    refused(s, act("relocate_knight", 18), "reachable along your roads from 13")  # seat 0's
    refused(s, act("relocate_knight", 14), "reachable along your roads")  # a settlement
    refused(s, act("move_knight", 13, 8), "not allowed now")
    events = s.apply(act("relocate_knight", 19))
    assert events_of(events, "knight_relocated") == [{"seat": 1, "vertex": 19}]
    # The displaced knight keeps its level and active status; the displacer is inactive.
    assert knights_of(s, 1) == {19: (1, True)}
    assert knights_of(s, 0) == {13: (2, False)}
    assert s.context() == "main" and s.current_player() == 0


def test_s9_1_a_displaced_inactive_knight_stays_inactive():
    s = stretch(
        seat0={"knights": [knight(3, 3)]},
        seat1={"knights": [knight(13, 2, active=False)]},
    )
    s.apply(act("displace_knight", 3, 13))
    s.apply(act("relocate_knight", 9))
    assert knights_of(s, 1) == {9: (2, False)}


def test_s9_4_only_a_strictly_stronger_knight_displaces():
    s = stretch(
        seat0={"knights": [knight(3, 2), knight(4, 1)]},
        seat1={"knights": [knight(13, 2)]},
    )
    refused(s, act("displace_knight", 3, 13), "only a stronger knight can displace")
    s = stretch(seat0={"knights": [knight(4, 1)]}, seat1={"knights": [knight(13, 1)]})
    # A basic knight can displace nobody: there is no weaker knight.
    refused(s, act("displace_knight", 4, 13), "strictly higher level")
    assert moves(s, 4) == {("move_knight", 3), ("move_knight", 8)}


def test_s9_4_own_knights_cannot_be_displaced():
    s = stretch(seat0={"knights": [knight(3, 3), knight(8, 1)]})
    refused(s, act("displace_knight", 3, 8), "there is no opponent's knight on intersection 8")
    refused(s, act("displace_knight", 3, 13), "no opponent's knight")  # empty


def test_s9_4_displace_only_along_own_roads_and_never_through_a_piece():
    # Seat 1's knight on 19 is on no road of seat 0; seat 1's knight on 18 lies behind
    # the one on 13, which stops the way.
    s = stretch(
        seat0={"knights": [knight(3, 3)]},
        seat1={"knights": [knight(19, 1), knight(13, 2)]},
        seat2={"knights": [knight(23, 1)], "roads": path(G, 23, 17)},
    )
    refused(s, act("displace_knight", 3, 19), "not reachable along your roads from 3")
    refused(s, act("displace_knight", 3, 23), "not reachable")
    assert moves(s, 3) == {("move_knight", 4), ("move_knight", 8), ("displace_knight", 13)}


def test_s9_4_displaced_knight_with_no_free_spot_returns_to_supply_A14():
    # Seat 1's only road is 13-9, ending at its own settlement on 9: from 13 there is no
    # vacant intersection to go to.
    s = position(
        G,
        players=players(
            seat0={"settlements": [0], "roads": SEAT0_ROADS, "knights": [knight(4, 2)]},
            seat1={
                "settlements": [9],
                "roads": path(G, 13, 9),
                "knights": [knight(13, 1), knight(5, 1, active=False)],
            },
        ),
    )
    events = s.apply(act("displace_knight", 4, 13))
    assert events_of(events, "knight_returned") == [{"seat": 1, "level": 1}]
    assert s.pending == [] and s.context() == "main" and s.current_player() == 0
    assert knights_of(s, 1) == {5: (1, False)}
    assert knights_of(s, 0) == {13: (2, False)}
    # The piece is back in seat 1's supply (off the board): a basic piece is free again.
    assert s.view(None)["knights"] == [[5, 1, 1, False], [13, 0, 2, False]]


# ----------------------------------------------------------------- §9.4 chase the robber
def test_s9_4_chase_the_robber_moves_it_and_steals_like_a_seven():
    # After the first attack; seat 0's knight on 18 stands at a corner of the desert.
    s = stretch(
        seat0={"knights": [knight(18, 1), knight(3, 2)]},
        seat2={"hand": {"cloth": 1}},
        attacks=1,
    )
    assert s.robber == DESERT and 18 in TOPO.hex_vertices[DESERT]
    assert ("chase_robber", -1) in moves(s, 18)
    assert ("chase_robber", -1) not in moves(s, 3)  # 3 is no corner of the desert
    events = s.apply(act("chase_robber", 18))
    assert events_of(events, "robber_chased") == [{"seat": 0, "vertex": 18}]
    assert knights_of(s, 0)[18] == (1, False)
    assert s.context() == "robber" and s.current_player() == 0
    refused(s, act("move_robber", DESERT, -1), "must move to a different hex")
    refused(s, act("move_robber", FIELDS_4, -1), "choose whom to rob on hex 14")
    s.apply(act("move_robber", FIELDS_4, 2))
    assert s.robber == FIELDS_4 and s.is_chance_node()
    assert s.chance_outcomes() == [(act("steal_card", CLOTH), 1.0)]
    s.apply(act("steal_card", CLOTH))
    assert hand(s, 0) == {"cloth": 1} and hand(s, 2) == {}
    assert s.context() == "main" and s.current_player() == 0


def test_s9_4_chase_refused_before_the_first_attack():
    s = stretch(seat0={"knights": [knight(18, 1)]}, attacks=0)
    refused(s, act("chase_robber", 18), "cannot be chased before the first barbarian attack")


def test_s9_4_chase_needs_an_active_knight_at_a_corner_of_the_robbers_hex():
    s = stretch(
        seat0={"knights": [knight(13, 3), knight(23, 1, active=False)]},
        attacks=1,
    )
    refused(s, act("chase_robber", 13), "does not stand at a corner of the robber's hex")
    refused(s, act("chase_robber", 23), "the knight on 23 is not active")
    refused(s, act("chase_robber", 18), "you have no knight on intersection 18")
    s = stretch(seat0={"knights": [knight(23, 1, activated_this_turn=True)]}, attacks=1)
    refused(s, act("chase_robber", 23), "activated this turn")


def test_A10_chased_robber_may_go_to_the_desert_by_default():
    # The robber is on hex 4 (hills 6), whose corners include 18.
    s = stretch(seat0={"knights": [knight(18, 1)]}, attacks=1, robber=HILLS_6)
    s.apply(act("chase_robber", 18))
    assert act("move_robber", DESERT, -1) in s.legal_actions()
    s.apply(act("move_robber", DESERT, -1))
    assert s.robber == DESERT


def test_A10_flag_chase_robber_numbered_only_refuses_the_desert():
    g = ck_game(chase_robber_numbered_only=True)
    s = position(
        g,
        attacks=1,
        robber=HILLS_6,
        players=players(
            seat0={"settlements": [0], "roads": SEAT0_ROADS, "knights": [knight(18, 1)]},
            seat2={"settlements": [30], "hand": {"ore": 1}},
        ),
    )
    s.apply(act("chase_robber", 18))
    refused(s, act("move_robber", DESERT, 2), "a chased robber must go to a numbered hex")
    assert all(s.numbers[a[1]] for a in s.legal_actions())
    s.apply(act("move_robber", FIELDS_4, 2))
    assert s.robber == FIELDS_4
    # On a 7 the flag does not apply: the desert is a legal destination.
    s = position(
        g,
        attacks=1,
        robber=HILLS_6,
        players=players(seat0={"settlements": [0]}, seat2={"settlements": [30]}),
        pending=[{"kind": "robber", "seat": 0, "chased": False}],
    )
    assert act("move_robber", DESERT, -1) in s.legal_actions()
