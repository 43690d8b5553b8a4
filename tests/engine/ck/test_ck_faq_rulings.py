"""FAQ rulings the section tests leave open (RULES.md §5, §8.2, §10, §11, §12.3): what a
player keeps when the barbarians take their last city, that a player without a city may
defend Catan, and one player holding two metropolises."""

from __future__ import annotations

from typing import Any

from cityknights import State
from cityknights.engine.constants import GATE_POLITICS, SHIP, TRACK_BY_NAME

from ..helpers import act, ck_game, hand, players, position, refused

# Beginner-board intersections for buildings (none adjacent to another): 8, 24, 28, 31,
# 40, 46. Knights stand away from them: 0, 2, 21, 26, 38, 42, 47.
G = ck_game()
E = G.topology.edge_between
TRACK = TRACK_BY_NAME  # trade 0, politics 1, science 2


def knight(v: int, level: int = 1, active: bool = True) -> dict[str, Any]:
    return {"vertex": v, "level": level, "active": active}


def before_attack(**fields: Any) -> State:
    """The ship one step from the attack, seat 0 about to roll."""
    return position(G, phase="pre_roll", barbarian=6, **fields)


def attack(state: State, white: int = 1, red: int = 2) -> list:
    """Roll a ship (total 3 by default)."""
    state.apply(act("roll"))
    return state.apply(act("dice", white, red, SHIP))


def test_s12_3_a_player_without_a_city_can_be_the_defender() -> None:
    # Seat 1 has only a settlement and the one active knight (strong, 2). Two cities,
    # K = 2 = B: Catan wins and seat 1, the unique strongest, takes the Defender (FAQ).
    state = before_attack(
        players=players(
            seat0={"cities": [8]},
            seat1={"settlements": [40], "knights": [knight(47, 2)]},
            seat2={"cities": [31]},
        )
    )
    events = attack(state)
    [won] = [e.data for e in events if e.code == "barbarians_repelled"]
    assert won["defender"] == 1 and won["strength"] == [0, 2, 0, 0]
    assert state.defender == [0, 1, 0, 0]
    assert state.public_victory_points(1) == 1 + 1


def test_s10_improvements_and_their_abilities_stay_when_the_last_city_is_lost() -> None:
    # Seat 0: its only city (8), politics 3 (the Fortress), an inactive strong knight on
    # 13 at the end of its road 8-13. Seat 1 has an active knight: barbarians win 2 to 1
    # and seat 0, the lowest with a city, loses its last one.
    state = before_attack(
        players=players(
            seat0={
                "cities": [8], "roads": [E(8, 13)], "improvements": {"politics": 3},
                "knights": [knight(13, 2, active=False)], "hand": {"wool": 1, "ore": 1},
            },
            seat1={"cities": [40], "knights": [knight(47, 1)]},
        )
    )  # fmt: skip
    attack(state)
    assert (state.context(), state.current_player()) == ("pillage", 0)
    state.apply(act("pillage_city", 8))
    assert state.cities[0] == () and state.settlements[0] == (8,)
    # The levels stay (FAQ), and so does the Fortress: a strong knight may still become
    # mighty without any city on the board; only new improvements wait for a city.
    assert state.improvements[0] == [0, 3, 0]
    assert act("promote_knight", 13) in state.legal_actions()
    state.apply(act("promote_knight", 13))
    assert state.knight_level[13] == 3
    assert hand(state, 0) == {}


def test_s5_s10_a_gate_draws_for_a_level_kept_without_any_city() -> None:
    # Seat 1 lost its cities but kept politics 2: a blue gate with red 3 (<= 2 + 1) draws.
    state = position(
        G,
        phase="pre_roll",
        players=players(seat0={"settlements": [8]},
                        seat1={"settlements": [40], "improvements": {"politics": 2}}),
    )  # fmt: skip
    state.apply(act("roll"))
    state.apply(act("dice", 1, 3, GATE_POLITICS))
    assert state.is_chance_node()
    [(drawn, _)] = state.chance_outcomes()[:1]
    state.apply(drawn)
    assert sum(state.progress_hand[1]) + state.progress_vp[1] == 1
    assert sum(state.progress_hand[0]) == 0


def test_s10_aqueduct_stays_without_any_city() -> None:
    # Seat 1: science 3 (the Aqueduct), only a settlement (8, on mountains 10, pasture 2,
    # hills 6). A roll of 5 pays it nothing: it may still take a resource.
    state = position(
        G,
        phase="pre_roll",
        players=players(seat1={"settlements": [8], "improvements": {"science": 3}}),
    )
    state.apply(act("roll"))
    state.apply(act("dice", 1, 4, SHIP))
    assert (state.context(), state.current_player()) == ("aqueduct", 1)


def test_s11_one_player_holds_two_metropolises_on_different_cities() -> None:
    # Seat 0: two cities, the trade metropolis on 8, politics 3 and the 4 coin for level 4.
    state = position(
        G,
        players=players(seat0={"cities": [8, 31], "improvements": {"trade": 4, "politics": 3},
                               "hand": {"coin": 4}}),
        metropolis={"trade": 8},
    )  # fmt: skip
    assert state.public_victory_points(0) == 4 + 2
    state.apply(act("improve_city", TRACK["politics"]))
    assert (state.context(), state.current_player()) == ("metropolis", 0)
    # Only the city without a metropolis may take the second one.
    assert state.legal_actions() == [act("place_metropolis", 31)]
    refused(state, act("place_metropolis", 8), "goes on one of your cities without a metropolis")
    state.apply(act("place_metropolis", 31))
    assert state.metropolis[TRACK["trade"]] == 8 and state.metropolis[TRACK["politics"]] == 31
    assert state.public_victory_points(0) == 4 + 4


def test_s8_2_s11_a_wall_stays_with_its_city_when_the_metropolis_moves() -> None:
    # Seat 1 holds the trade metropolis (level 4) on its walled city 40; seat 0 reaches
    # level 5 and takes the metropolis to its walled city 31.
    state = position(
        G,
        players=players(
            seat0={"cities": [8, 31], "walls": [31], "improvements": {"trade": 4},
                   "hand": {"cloth": 5}},
            seat1={"cities": [40], "walls": [40], "improvements": {"trade": 4}},
        ),
        metropolis={"trade": 40},
    )  # fmt: skip
    state.apply(act("improve_city", TRACK["trade"]))
    state.apply(act("place_metropolis", 31))
    assert state.metropolis[TRACK["trade"]] == 31
    assert [p["walls"] for p in state.to_json()["players"][:2]] == [[31], [40]]
    assert state.public_victory_points(0) == 4 + 2 and state.public_victory_points(1) == 2
