"""Setup in the base game (RULES.md §3 with the base game's second settlement): snake
order, a settlement then a road touching it, the distance rule, starting resources."""

from __future__ import annotations

import pytest

from cityknights import Game, State
from cityknights.engine.constants import CARD_NAMES, DESERT, FOREST, HILLS, TERRAIN_NAMES

from .helpers import act, game, hand, position, refused

# (settlement, other end of its road) in placement order, all legal on the beginner board.
SPOTS_4 = [(12, 7), (24, 19), (40, 35), (31, 37), (28, 33), (9, 5), (48, 51), (23, 29)]
SPOTS_3 = SPOTS_4[:3] + SPOTS_4[5:]
# Intersection 23 touches the hills (6), the forest (11) and the desert.
HILLS_FOREST_DESERT = 23


def terrains_at(g: Game, v: int) -> list[int]:
    return sorted(g.board.terrains[h] for h in g.topology.vertex_hexes[v])


def starting_cards(g: Game, v: int) -> dict[str, int]:
    """One resource per producing hex at `v` (a terrain's index is its resource's)."""
    out: dict[str, int] = {}
    for t in terrains_at(g, v):
        if t != DESERT:
            out[CARD_NAMES[t]] = out.get(CARD_NAMES[t], 0) + 1
    return out


def setup_position(g: Game, index: int, **fields: object) -> State:
    """A setup position at placement `index` (0-based), waiting for its settlement."""
    n = g.players
    seat = index if index < n else 2 * n - 1 - index
    return position(
        g, phase="setup_settlement", turn=0, turn_seat=seat, setup_index=index, **fields
    )


@pytest.mark.parametrize(
    ("n", "spots", "order"),
    [(4, SPOTS_4, [0, 1, 2, 3, 3, 2, 1, 0]), (3, SPOTS_3, [0, 1, 2, 2, 1, 0])],
)
def test_snake_order_then_seat_0_starts(
    n: int, spots: list[tuple[int, int]], order: list[int]
) -> None:
    g = game(players=n)
    state = g.new_initial_state()
    topo = g.topology
    seen = []
    events = []
    for v, w in spots:
        assert state.context() == "setup_settlement"
        seat = state.current_player()
        seen.append(seat)
        state.apply(act("build_settlement", v))
        # The same seat places its road next.
        assert (state.context(), state.current_player()) == ("setup_road", seat)
        events = state.apply(act("build_road", topo.edge_between(v, w)))
    assert seen == order
    # The first normal turn: seat 0, before the roll.
    assert (state.phase, state.turn, state.current_player()) == ("pre_roll", 1, 0)
    assert state.legal_actions() == [act("roll")]
    assert any(e.code == "turn_started" and e.data == {"seat": 0, "turn": 1} for e in events)
    for seat in range(n):
        assert len(state.settlements[seat]) == 2 and len(state.roads[seat]) == 2
        assert state.victory_points(seat) == 2
        # Resources came from the second settlement only (placed at index 2n-1-seat).
        second = spots[2 * n - 1 - seat][0]
        assert hand(state, seat) == starting_cards(g, second)
    assert hand(state, 0) == {"lumber": 1, "brick": 1}  # 23: hills, forest and the desert


def test_a_settlement_comes_first_then_a_road_touching_it() -> None:
    g = game()
    state = g.new_initial_state()
    refused(state, act("build_road", 0), "build_road is not allowed now", "setup settlement")
    refused(state, act("roll"), "roll is not allowed now")
    state.apply(act("build_settlement", 12))
    assert state.context() == "setup_road"
    refused(state, act("build_settlement", 40), "not allowed now", "setup road")
    # Only the paths at the settlement just placed may take the road.
    assert sorted(a[1] for a in state.legal_actions()) == sorted(g.topology.vertex_edges[12])
    far = g.topology.edge_between(40, 35)
    refused(
        state, act("build_road", far), "must touch the settlement just placed (intersection 12)"
    )


def test_distance_rule_in_setup() -> None:
    g = game()
    state = setup_position(
        g, 1, players=[{"settlements": [12], "roads": [g.topology.edge_between(12, 7)]}, {}, {}, {}]
    )
    assert state.current_player() == 1
    for w in g.topology.vertex_neighbors[12]:
        refused(state, act("build_settlement", w), f"intersection {w} is next to", "distance rule")
    refused(state, act("build_settlement", 12), "intersection 12 is already occupied")
    refused(state, act("build_settlement", 54), "there is no intersection 54")
    legal = {a[1] for a in state.legal_actions()}
    assert legal == set(range(54)) - {12, *g.topology.vertex_neighbors[12]}
    state.apply(act("build_settlement", 40))
    assert state.owner[40] == 1


def test_setup_settlements_need_no_road_connection() -> None:
    g = game()
    topo = g.topology
    # Seat 0's second placement, far from its first settlement and road.
    state = setup_position(
        g, 7, players=[{"settlements": [12], "roads": [topo.edge_between(12, 7)]}, {}, {}, {}]
    )
    assert not any(state.road[e] == 0 for e in topo.vertex_edges[HILLS_FOREST_DESERT])
    state.apply(act("build_settlement", HILLS_FOREST_DESERT))
    assert state.settlements[0] == (12, HILLS_FOREST_DESERT)


def test_second_setup_road_must_touch_the_second_settlement() -> None:
    g = game()
    topo = g.topology
    first_road = topo.edge_between(12, 7)
    state = setup_position(g, 7, players=[{"settlements": [12], "roads": [first_road]}, {}, {}, {}])
    state.apply(act("build_settlement", HILLS_FOREST_DESERT))
    # Next to the first settlement, or continuing the first road: both refused.
    refused(
        state,
        act("build_road", topo.edge_between(12, 17)),
        "must touch the settlement just placed (intersection 23)",
    )
    refused(
        state, act("build_road", topo.edge_between(7, 11)), "must touch the settlement just placed"
    )
    refused(state, act("build_road", first_road), f"path {first_road} already has a road")
    events = state.apply(act("build_road", topo.edge_between(23, 29)))
    assert [e.code for e in events][:1] == ["road_built"]
    assert state.phase == "pre_roll" and state.current_player() == 0


@pytest.mark.parametrize(
    ("index", "seat", "second"), [(0, 0, False), (3, 3, False), (4, 3, True), (7, 0, True)]
)
def test_starting_resources_come_from_the_second_settlement(
    index: int, seat: int, second: bool
) -> None:
    g = game()
    assert terrains_at(g, HILLS_FOREST_DESERT) == [FOREST, HILLS, DESERT]
    state = setup_position(g, index)
    assert state.current_player() == seat
    events = state.apply(act("build_settlement", HILLS_FOREST_DESERT))
    if second:
        # One card per producing hex, none for the desert, taken from the bank.
        assert hand(state, seat) == {"lumber": 1, "brick": 1}
        assert state.bank[:5] == [18, 18, 19, 19, 19]
        assert events[-1].code == "starting_resources"
        assert events[-1].data == {"seat": seat, "cards": {"lumber": 1, "brick": 1}}
    else:
        assert hand(state, seat) == {}
        assert state.bank[:5] == [19] * 5
        assert "starting_resources" not in [e.code for e in events]


def test_two_hexes_of_one_terrain_give_two_cards() -> None:
    g = game()
    # Intersection 28 touches the fields (9) and two forests (11 and 8).
    assert [TERRAIN_NAMES[t] for t in terrains_at(g, 28)] == ["forest", "forest", "fields"]
    state = setup_position(g, 7)
    state.apply(act("build_settlement", 28))
    assert hand(state, 0) == {"lumber": 2, "grain": 1}
