"""Building roads, settlements and cities in the base game (RULES.md §8.1)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from cityknights import Game, State

from .helpers import act, game, hand, players, position, refused


def path(g: Game, *vertices: int) -> list[int]:
    """The paths of a road through consecutive adjacent intersections."""
    return [g.topology.edge_between(a, b) for a, b in pairwise(vertices)]


def pieces_left(state: State, seat: int) -> tuple[int, int, int]:
    """(roads, settlements, cities) left in the seat's supply, as the public view shows."""
    info = state.view(None)["player_info"][seat]
    return info["roads_left"], info["settlements_left"], info["cities_left"]


ROAD = {"brick": 1, "lumber": 1}
SETTLEMENT = {"brick": 1, "lumber": 1, "wool": 1, "grain": 1}
CITY = {"grain": 2, "ore": 3}


# ----------------------------------------------------------------- roads
def test_road_costs_a_brick_and_a_lumber_and_must_connect() -> None:
    g = game()
    # Seat 0: a settlement at 12 with a road to 7; seat 1 has a settlement at 40.
    state = position(
        g,
        players=players(
            seat0={"hand": ROAD, "settlements": [12], "roads": path(g, 12, 7)},
            seat1={"settlements": [40]},
        ),
    )
    far = path(g, 35, 29)[0]  # touches nothing of seat 0's
    refused(
        state, act("build_road", far), f"path {far} does not connect to your roads or buildings"
    )
    refused(state, act("build_road", path(g, 12, 7)[0]), "already has a road")
    refused(state, act("build_road", 72), "there is no path 72")
    # Next to seat 1's settlement but not to anything of seat 0's.
    refused(state, act("build_road", path(g, 40, 35)[0]), "does not connect")

    new = path(g, 7, 11)[0]  # continues the road
    events = state.apply(act("build_road", new))
    assert hand(state, 0) == {}
    assert state.bank[:2] == [19, 19]
    assert state.road[new] == 0 and new in state.roads[0]
    assert pieces_left(state, 0)[0] == 13
    assert [(e.code, e.data) for e in events] == [("road_built", {"seat": 0, "edge": new})]
    assert state.victory_points(0) == 1  # roads give no VP


def test_road_may_start_at_an_own_settlement_and_needs_the_cards() -> None:
    g = game()
    state = position(g, players=players(seat0={"hand": {"brick": 1}, "settlements": [40]}))
    refused(state, act("build_road", path(g, 40, 35)[0]), "a road costs 1 brick and 1 lumber")
    assert not any(a.kind == "build_road" for a in state.legal_actions())
    state = position(g, players=players(seat0={"hand": ROAD, "settlements": [40]}))
    # Every path at the settlement is a legal road, and nothing else.
    legal = {a[1] for a in state.legal_actions() if a.kind == "build_road"}
    assert legal == set(g.topology.vertex_edges[40])
    state.apply(act("build_road", path(g, 40, 35)[0]))
    assert len(state.roads[0]) == 1


def test_road_is_refused_before_the_roll() -> None:
    g = game()
    state = position(
        g, phase="pre_roll", players=players(seat0={"hand": ROAD, "settlements": [40]})
    )
    refused(state, act("build_road", path(g, 40, 35)[0]), "build_road is not allowed now")


@pytest.mark.parametrize("piece", ["settlements", "cities"])
def test_road_cannot_pass_an_opponents_building(piece: str) -> None:
    g = game()
    # Seat 0's road 12-7-11 points at intersection 16, where seat 1 has a building.
    state = position(
        g,
        players=players(
            seat0={
                "hand": {"brick": 2, "lumber": 2},
                "settlements": [12],
                "roads": path(g, 12, 7, 11),
            },
            seat1={piece: [16]},
        ),
    )
    # Building up to the opponent's building is allowed...
    state.apply(act("build_road", path(g, 11, 16)[0]))
    # ...but not on through it, although seat 0 now has a road ending there.
    for w in (21, 22):
        beyond = path(g, 16, w)[0]
        refused(state, act("build_road", beyond), "does not connect", "opponent's piece blocks it")
    # The owner's own building does not block its owner.
    own = position(
        g, players=players(seat1={"hand": ROAD, piece: [16], "roads": path(g, 11, 16)}), turn_seat=1
    )
    own.apply(act("build_road", path(g, 16, 21)[0]))


def test_fifteen_roads_at_most() -> None:
    g = game()
    topo = g.topology
    # The sides of the three top hexes: 16 connected paths; seat 0 has 15 of them.
    sides = sorted(set(topo.hex_edges[0]) | set(topo.hex_edges[1]) | set(topo.hex_edges[2]))
    assert len(sides) == 16
    state = position(
        g, players=players(seat0={"hand": ROAD, "settlements": [0], "roads": sides[:15]})
    )
    assert pieces_left(state, 0)[0] == 0
    refused(state, act("build_road", sides[15]), "no roads left (all 15 are on the board)")
    assert not any(a.kind == "build_road" for a in state.legal_actions())


# ----------------------------------------------------------------- settlements
def settlement_position(**seat0: object) -> State:
    g = game()
    # Seat 0: settlement at 12, road 12-17-22-28. Seat 1: settlement at 34, next to 28.
    fields = {"hand": SETTLEMENT, "settlements": [12], "roads": path(g, 12, 17, 22, 28)}
    fields.update(seat0)
    return position(g, players=players(seat0=fields, seat1={"settlements": [34]}))


def test_settlement_cost_distance_rule_and_own_road() -> None:
    state = settlement_position()
    refused(
        state,
        act("build_settlement", 17),
        "intersection 17 is next to a settlement or city (distance rule)",
    )
    refused(state, act("build_settlement", 28), "distance rule")  # next to seat 1's settlement
    refused(state, act("build_settlement", 12), "intersection 12 is already occupied")
    refused(state, act("build_settlement", 34), "already occupied")
    refused(state, act("build_settlement", 44), "intersection 44 does not touch one of your roads")
    assert [a[1] for a in state.legal_actions() if a.kind == "build_settlement"] == [22]

    events = state.apply(act("build_settlement", 22))
    assert hand(state, 0) == {}
    assert state.bank[:4] == [19] * 4
    assert state.settlements[0] == (12, 22)
    assert state.victory_points(0) == 2
    assert pieces_left(state, 0)[1] == 3
    assert [(e.code, e.data) for e in events] == [("settlement_built", {"seat": 0, "vertex": 22})]


def test_settlement_needs_every_card() -> None:
    for missing in SETTLEMENT:
        short = {c: k for c, k in SETTLEMENT.items() if c != missing}
        state = settlement_position(hand=short)
        refused(
            state,
            act("build_settlement", 22),
            "a settlement costs 1 brick and 1 lumber and 1 wool and 1 grain",
        )


def test_five_settlements_at_most() -> None:
    state = settlement_position(settlements=[12, 40, 31, 9, 48])
    assert pieces_left(state, 0)[1] == 0
    refused(state, act("build_settlement", 22), "no settlements left (all 5 are on the board)")


# ----------------------------------------------------------------- cities
def city_position(seat0_hand: dict[str, int] = CITY, **seat0: object) -> State:
    fields = {"hand": seat0_hand, "settlements": [12]}
    fields.update(seat0)
    return position(game(), players=players(seat0=fields, seat1={"settlements": [40]}))


def test_city_replaces_own_settlement_which_returns_to_the_supply() -> None:
    state = city_position()
    assert pieces_left(state, 0) == (15, 4, 4)
    refused(
        state,
        act("build_city", 40),
        "a city replaces one of your settlements; intersection 40 holds none",
    )
    refused(state, act("build_city", 22), "intersection 22 holds none")
    events = state.apply(act("build_city", 12))
    assert hand(state, 0) == {}
    assert state.bank[3:5] == [19, 19]
    assert (state.settlements[0], state.cities[0]) == ((), (12,))
    assert pieces_left(state, 0) == (15, 5, 3)  # the settlement piece came back
    assert state.victory_points(0) == 2
    assert [(e.code, e.data) for e in events] == [("city_built", {"seat": 0, "vertex": 12})]
    # A city cannot be upgraded again.
    state = city_position(seat0_hand={"grain": 2, "ore": 3}, settlements=[], cities=[12])
    refused(state, act("build_city", 12), "intersection 12 holds none")


@pytest.mark.parametrize("short", [{"grain": 1, "ore": 3}, {"grain": 2, "ore": 2}])
def test_city_costs_two_grain_and_three_ore(short: dict[str, int]) -> None:
    state = city_position(seat0_hand=short)
    refused(state, act("build_city", 12), "a city costs 2 grain and 3 ore")


def test_four_cities_at_most() -> None:
    state = city_position(settlements=[12], cities=[31, 9, 48, 28])
    assert pieces_left(state, 0)[2] == 0
    assert state.victory_points(0) == 9
    refused(state, act("build_city", 12), "no cities left (all 4 are on the board)")
    assert not any(a.kind == "build_city" for a in state.legal_actions())
