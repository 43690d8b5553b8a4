"""Knights on the map: they block roads and settlements and break Longest Road
(RULES.md §8.1, §9.2, §9.5, §16; §20 "blocked roads and Longest Road cut by knights").

Seat 0's long road on the beginner board runs down the right-hand side:

    2 - 6 - 10 - 15 - 20 - 26 - 32 - 37      (settlement on 2)

Intersection 10 also touches 14 and intersection 20 also touches 25, so seat 1 (settlement
on 9, roads 9-14, 14-10, 14-19, 19-25, 25-20) reaches both from the side.
Seats 2 and 3 have roads of 5 elsewhere: around hex 16 (39-44-48-51-47-43) and
hex 18 (41-46-50-53-49-45).
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from cityknights import Game, State

from ..helpers import act, ck_game, players, position, refused

G = ck_game()
TOPO = G.topology
ROAD = {"brick": 1, "lumber": 1}
SETTLEMENT = {"brick": 1, "lumber": 1, "wool": 1, "grain": 1}
KNIGHT_PRICE = {"wool": 1, "ore": 1}  # a basic knight


def path(g: Game, *vertices: int) -> list[int]:
    return [g.topology.edge_between(a, b) for a, b in pairwise(vertices)]


def edge(a: int, b: int) -> int:
    return TOPO.edge_between(a, b)


LONG6 = path(G, 2, 6, 10, 15, 20, 26, 32)
LONG7 = path(G, 2, 6, 10, 15, 20, 26, 32, 37)
SEAT1_ROADS = path(G, 9, 14, 10) + path(G, 14, 19, 25, 20)
SEAT2_FIVE = {"settlements": [39], "roads": path(G, 39, 44, 48, 51, 47, 43)}
SEAT3_FIVE = {"settlements": [41], "roads": path(G, 41, 46, 50, 53, 49, 45)}


def knight(v: int, level: int = 1, active: bool = True) -> dict[str, Any]:
    return {"vertex": v, "level": level, "active": active}


def layout(
    road: list[int],
    seat0: dict[str, Any] | None = None,
    seat1: dict[str, Any] | None = None,
    **fields: Any,
) -> State:
    """The layout of the module docstring: seat 0's `road` from its settlement on 2, seat
    1's settlement on 9 and SEAT1_ROADS; `seat0` and `seat1` add to those seats (a hand,
    knights), seat2= and seat3= give the other seats, other fields go to the position."""
    others = {k: fields.pop(k) for k in ("seat2", "seat3") if k in fields}
    seats = players(
        seat0={"settlements": [2], "roads": road, **(seat0 or {})},
        seat1={"settlements": [9], "roads": SEAT1_ROADS, **(seat1 or {})},
        **others,
    )
    return position(G, players=seats, **fields)


def lengths(state: State) -> list[int]:
    return [int(info["road_length"]) for info in state.view(None)["player_info"]]


def awards(events: list) -> list[dict[str, Any]]:
    return [e.data for e in events if e.code == "longest_road"]


def road_spots(state: State) -> set[int]:
    return {a[1] for a in state.legal_actions() if a.kind == "build_road"}


# ----------------------------------------------------------------- §8.1 / §9.5 roads
def test_s9_5_opponents_knight_blocks_roads_through_its_intersection():
    assert set(TOPO.vertex_neighbors[10]) == {6, 14, 15}
    s = layout(
        path(G, 2, 6), seat0={"hand": {"brick": 3, "lumber": 3}}, seat1={"knights": [knight(10)]}
    )
    # Building up to the knight is allowed ...
    assert edge(6, 10) in road_spots(s)
    s.apply(act("build_road", edge(6, 10)))
    # ... but not on through its intersection.
    refused(s, act("build_road", edge(10, 15)), "an opponent's piece blocks it")
    assert road_spots(s) == {edge(2, 5)}


def test_s9_5_own_knight_does_not_block_own_roads():
    s = position(
        G,
        players=players(
            seat0={
                "hand": {"brick": 2, "lumber": 2},
                "settlements": [2],
                "roads": path(G, 2, 6, 10),
                "knights": [knight(10)],
            },
        ),
    )
    assert road_spots(s) == {edge(2, 5), edge(10, 14), edge(10, 15)}
    s.apply(act("build_road", edge(10, 15)))
    s.apply(act("build_road", edge(15, 20)))
    assert lengths(s)[0] == 4


# ----------------------------------------------------------------- §8.1 settlements
def test_s8_1_no_settlement_on_a_knight_own_knight_must_move_first():
    s = position(
        G,
        players=players(
            seat0={
                "hand": SETTLEMENT,
                "settlements": [2],
                "roads": path(G, 2, 6, 10, 15),
                "knights": [knight(10, 2)],
            },
            seat1={"roads": path(G, 25, 20, 15), "knights": [knight(15)]},
        ),
    )
    refused(s, act("build_settlement", 10), "a knight stands on intersection 10")
    refused(s, act("build_settlement", 15), "a knight stands on intersection 15")
    assert not any(a.kind == "build_settlement" for a in s.legal_actions())
    # The knight moves off along seat 0's road (to 6, next to the settlement on 2: knights
    # obey no distance rule); then 10 is free.
    s.apply(act("move_knight", 10, 6))
    s.apply(act("build_settlement", 10))
    assert s.to_json()["players"][0]["settlements"] == [2, 10]


def test_s9_5_knights_do_not_count_for_the_distance_rule():
    # Knights on 6 (seat 0) and 14 (seat 1) are both next to 10.
    s = position(
        G,
        players=players(
            seat0={
                "hand": SETTLEMENT,
                "settlements": [2],
                "roads": path(G, 2, 6, 10),
                "knights": [knight(6)],
            },
            seat1={"settlements": [9], "roads": path(G, 9, 14), "knights": [knight(14)]},
        ),
    )
    assert act("build_settlement", 10) in s.legal_actions()
    s.apply(act("build_settlement", 10))
    assert s.building_at(10) == (0, 1)


# ----------------------------------------------------------------- §16 Longest Road
def test_s16_opponents_knight_placed_on_a_road_breaks_it_holder_loses_the_card():
    s = layout(LONG6, seat1={"hand": KNIGHT_PRICE}, turn_seat=1)
    assert s.longest_road == 0 and lengths(s)[0] == 6 and s.victory_points(0) == 3
    events = s.apply(act("build_knight", 10))
    # 2-6-10 and 10-15-20-26-32: 4 is below 5, so the card is set aside.
    assert lengths(s)[0] == 4
    assert awards(events) == [{"seat": -1, "previous": 0, "length": 4}]
    assert s.longest_road == -1 and s.victory_points(0) == 1


def test_s16_broken_holder_still_tied_for_longest_keeps_the_card():
    s = layout(LONG7, seat1={"hand": KNIGHT_PRICE}, seat2=SEAT2_FIVE, turn_seat=1, longest_road=0)
    events = s.apply(act("build_knight", 10))  # 2 + 5: seat 0 ties seat 2 at 5
    assert lengths(s)[:3] == [5, 4, 5]
    assert awards(events) == [] and s.longest_road == 0


def test_s16_broken_holder_below_another_road_loses_the_card_to_it():
    s = layout(LONG7, seat1={"hand": KNIGHT_PRICE}, seat2=SEAT2_FIVE, turn_seat=1, longest_road=0)
    events = s.apply(act("build_knight", 20))  # 4 + 3: seat 2's 5 is now the longest
    assert lengths(s)[0] == 4
    assert awards(events) == [{"seat": 2, "previous": 0, "length": 5}]
    assert s.victory_points(2) == 3 and s.victory_points(0) == 1


def test_s16_broken_holder_and_a_tie_between_others_sets_the_card_aside():
    s = layout(
        LONG7,
        seat1={"hand": KNIGHT_PRICE},
        seat2=SEAT2_FIVE,
        seat3=SEAT3_FIVE,
        turn_seat=1,
        longest_road=0,
    )
    events = s.apply(act("build_knight", 20))
    assert lengths(s)[0] == 4
    assert lengths(s)[2:] == [5, 5]
    assert awards(events) == [{"seat": -1, "previous": 0, "length": 5}]
    assert s.longest_road == -1


def test_s16_own_knight_never_breaks_own_road():
    s = position(
        G,
        players=players(
            seat0={"hand": {"wool": 2, "ore": 2}, "settlements": [2], "roads": LONG6},
        ),
    )
    s.apply(act("build_knight", 10))
    s.apply(act("build_knight", 20))
    assert lengths(s)[0] == 6 and s.longest_road == 0


def test_s16_moving_the_knight_away_restores_the_road():
    # Seat 1's knight on 10 has cut seat 0's road; on seat 1's turn it moves to 14.
    s = layout(LONG6, seat1={"knights": [knight(10)]}, turn_seat=1)
    assert lengths(s)[0] == 4 and s.longest_road == -1
    events = s.apply(act("move_knight", 10, 19))
    assert lengths(s)[0] == 6
    assert awards(events) == [{"seat": 0, "previous": -1, "length": 6}]
    assert s.victory_points(0) == 3
    # Moving onto seat 0's road cuts it again (a move can break a road too).
    s2 = layout(LONG6, seat1={"knights": [knight(19)]}, turn_seat=1, longest_road=0)
    events = s2.apply(act("move_knight", 19, 20))
    assert lengths(s2)[0] == 4 and awards(events) == [{"seat": -1, "previous": 0, "length": 4}]


def test_s16_displacing_and_relocating_knights_update_longest_road():
    # Seat 1's basic knight on 10 cuts seat 0's road. Seat 0's strong knight on 6
    # displaces it: seat 0's own knight on 10 does not cut, the road is whole again.
    s = layout(LONG6, seat0={"knights": [knight(6, 2)]}, seat1={"knights": [knight(10, 1)]})
    assert s.longest_road == -1
    events = s.apply(act("displace_knight", 6, 10))
    assert lengths(s)[0] == 6
    assert awards(events) == [{"seat": 0, "previous": -1, "length": 6}]
    # Seat 1 sends its knight to 20 (reached along 10-14-19-25-20): seat 0's road is cut
    # again, 4 + 2, and the card is set aside.
    assert s.current_player() == 1
    assert {a[1] for a in s.legal_actions()} == {14, 19, 20, 25}
    events = s.apply(act("relocate_knight", 20))
    assert lengths(s)[0] == 4
    assert awards(events) == [{"seat": -1, "previous": 0, "length": 4}]
    assert s.current_player() == 0 and s.victory_points(0) == 1
