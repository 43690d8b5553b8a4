"""C&K production (RULES.md §6, A18, A27) and rolling a 7 (§7, A9, A28): commodities from
cities, the robber's hex, the bank shortage per commodity, the Aqueduct, the discard
limit with city walls, and the robber asleep until the first barbarian attack."""

from __future__ import annotations

from typing import Any

import pytest

from cityknights import CHANCE, Game, State
from cityknights.engine.constants import (
    CARD_BY_NAME,
    FIELDS,
    FOREST,
    GATE_TRADE,
    HILLS,
    MOUNTAINS,
    PASTURE,
    SHIP,
)

from ..helpers import act, ck_game, hand, players, position, refused

# Beginner board. For each producing terrain, a hex whose number no other hex with a
# building in the test shares; a city goes on its corner 0 and a settlement of another
# seat on its corner 3 (two corners apart: the distance rule holds).
#   hex 2 forest 9 (the other 9, fields hex 7, is far), hex 5 pasture 4 (the other 4,
#   fields hex 14, is far), hex 0 mountains 10 (the other 10, hills hex 6, is far),
#   hex 4 hills 6 and hex 17 fields 6 (each other's only twin, far apart).
PRODUCING = [
    # (hex, terrain, number, city gets, settlement gets)
    (2, FOREST, 9, {"lumber": 1, "paper": 1}, {"lumber": 1}),
    (5, PASTURE, 4, {"wool": 1, "cloth": 1}, {"wool": 1}),
    (0, MOUNTAINS, 10, {"ore": 1, "coin": 1}, {"ore": 1}),
    (4, HILLS, 6, {"brick": 2}, {"brick": 1}),
    (17, FIELDS, 6, {"grain": 2}, {"grain": 1}),
]
MOUNTAINS_10 = 0  # corners 0, 4, 8, 12, 7, 3
HILLS_10 = 6  # corners 10, 15, 20, 25, 19, 14


def dice(white: int, red: int, event: int = GATE_TRADE) -> Any:
    """C&K dice; by default a trade gate that nobody in these tests draws from."""
    return act("dice", white, red, event)


def split(total: int) -> tuple[int, int]:
    """A white and red die for the total."""
    white = min(6, total - 1)
    return white, total - white


def roll(state: State, total: int, event: int = GATE_TRADE) -> list:
    state.apply(act("roll"))
    return state.apply(dice(*split(total), event))


def produced(events: list) -> dict[str, dict[str, int]]:
    [e] = [e for e in events if e.code == "produced"]
    return e.data["cards"]


# ----------------------------------------------------------------- production (§6)
@pytest.mark.parametrize(("h", "terrain", "number", "city_gets", "settlement_gets"), PRODUCING)
def test_s6_cities_produce_a_commodity_on_forest_pasture_mountains_else_two(
    h: int, terrain: int, number: int, city_gets: dict, settlement_gets: dict
) -> None:
    g = ck_game()
    assert (g.board.terrains[h], g.board.numbers[h]) == (terrain, number)
    corners = g.topology.hex_vertices[h]
    city, settlement = corners[0], corners[3]
    for x in range(19):  # the number's twin hex (if any) touches neither building
        if x != h and g.board.numbers[x] == number:
            assert not {city, settlement} & set(g.topology.hex_vertices[x])
    state = position(
        g,
        phase="pre_roll",
        turn_seat=2,
        players=players(seat1={"cities": [city]}, seat3={"settlements": [settlement]}),
    )
    events = roll(state, number)
    assert produced(events) == {"1": city_gets, "3": settlement_gets}
    assert hand(state, 1) == city_gets
    assert hand(state, 3) == settlement_gets
    for name in ("paper", "cloth", "coin"):
        assert state.bank[CARD_BY_NAME[name]] == 12 - city_gets.get(name, 0)
    assert (state.context(), state.current_player()) == ("main", 2)


def test_s6_a_metropolis_produces_like_a_city() -> None:
    # Seat 0's city on 0 (mountains 10) holds the politics metropolis.
    g = ck_game()
    state = position(
        g,
        phase="pre_roll",
        players=players(seat0={"cities": [0], "improvements": {"politics": 4}}),
        metropolis={"politics": 0},
    )
    assert produced(roll(state, 10)) == {"0": {"ore": 1, "coin": 1}}


def test_s6_s7_3_the_robber_hex_produces_neither_resource_nor_commodity() -> None:
    # Robber on the mountains 10: seat 0's city there gets nothing; the hills 10 still pay
    # seat 1's settlement on 15.
    g = ck_game()
    assert g.board.numbers[HILLS_10] == 10
    state = position(
        g,
        phase="pre_roll",
        robber=MOUNTAINS_10,
        players=players(seat0={"cities": [0]}, seat1={"settlements": [15]}),
    )
    events = roll(state, 10)
    assert produced(events) == {"1": {"brick": 1}}
    assert hand(state, 0) == {}
    assert state.bank[CARD_BY_NAME["coin"]] == 12


def shortage_position(g: Game, turn_seat: int = 1, **seat_fields: Any) -> State:
    """Cities of seats 0 and 1 on the mountains 10 (corners 0 and 12); seat 3 holds 11
    coin, so the bank has a single coin left."""
    seats = {"seat0": {"cities": [0]}, "seat1": {"cities": [12]}, "seat3": {"hand": {"coin": 11}}}
    seats.update(seat_fields)
    return position(g, phase="pre_roll", turn_seat=turn_seat, players=players(**seats))


def test_s6_A27_commodity_shortage_nobody_gets_that_type() -> None:
    state = shortage_position(ck_game())
    assert state.bank[CARD_BY_NAME["coin"]] == 1
    events = roll(state, 10)
    # 2 coins owed, 1 in the bank: nobody gets a coin; the ore is paid as usual.
    assert produced(events) == {"0": {"ore": 1}, "1": {"ore": 1}}
    assert state.bank[CARD_BY_NAME["coin"]] == 1


def test_s6_A27_commodity_shortage_a_single_claimant_takes_what_is_left() -> None:
    # Both cities are seat 0's: owed 2 coins, the bank has 1, seat 0 takes it.
    state = shortage_position(ck_game(), seat0={"cities": [0, 12]}, seat1={})
    events = roll(state, 10)
    assert produced(events) == {"0": {"ore": 2, "coin": 1}}
    assert state.bank[CARD_BY_NAME["coin"]] == 0


def test_s6_A27_bank_shortage_partial_flag_pays_commodities_from_the_roller_on() -> None:
    g = ck_game(bank_shortage="partial")
    # Seat 1 rolls: it is paid first and takes the last coin.
    state = shortage_position(g, turn_seat=1)
    assert produced(roll(state, 10)) == {"0": {"ore": 1}, "1": {"ore": 1, "coin": 1}}
    # Seat 3 rolls: clockwise from 3, seat 0 comes before seat 1.
    state = shortage_position(g, turn_seat=3)
    assert produced(roll(state, 10)) == {"0": {"ore": 1, "coin": 1}, "1": {"ore": 1}}


# ----------------------------------------------------------------- Aqueduct (§6, A18)
def aqueduct_position(**seats: dict[str, Any]) -> State:
    """Seat 1 has a city on 0 (mountains 10); the Aqueduct is science level 3."""
    by_seat: dict[str, dict[str, Any]] = {"seat1": {"cities": [0]}}
    for k, v in seats.items():
        by_seat.setdefault(k, {}).update(v)
    return position(ck_game(), phase="pre_roll", turn_seat=2, players=players(**by_seat))


AQUEDUCT = {"improvements": {"science": 3}}


def test_s6_A18_aqueduct_gives_a_resource_of_choice_to_a_seat_that_got_nothing() -> None:
    # Seats 0 and 3 have the Aqueduct and no building that produces on a 5; seat 1
    # (science 2) has none. Roller: seat 2. Order: 3 then 0 (clockwise from the roller).
    state = aqueduct_position(
        seat0={"cities": [40], **AQUEDUCT},
        seat1={"improvements": {"science": 2}},
        seat3=AQUEDUCT,
    )
    roll(state, 12)  # fields 12 (hex 3): nobody has a building there
    assert (state.context(), state.current_player()) == ("aqueduct", 3)
    assert [(d["kind"], d["seat"]) for d in state.to_json()["pending"]] == [
        ("aqueduct", 3),
        ("aqueduct", 0),
    ]
    legal = state.legal_actions()
    assert legal == [act("aqueduct", c) for c in range(5)] + [act("decline_aqueduct")]
    # A commodity is not on offer, nor is a normal turn action.
    refused(state, act("aqueduct", CARD_BY_NAME["paper"]), "gives a resource (not a commodity)")
    refused(state, act("end_turn"), "end_turn is not allowed now", "Aqueduct")
    events = state.apply(act("aqueduct", CARD_BY_NAME["grain"]))
    assert [e.to_json() for e in events] == [{"code": "aqueduct", "seat": 3, "card": "grain"}]
    assert hand(state, 3) == {"grain": 1}
    assert state.bank[CARD_BY_NAME["grain"]] == 18
    assert (state.context(), state.current_player()) == ("aqueduct", 0)
    # Optional: seat 0 declines.
    events = state.apply(act("decline_aqueduct"))
    assert [e.code for e in events] == ["aqueduct_declined"]
    assert hand(state, 0) == {}
    assert (state.context(), state.current_player()) == ("main", 2)


def test_s6_A18_aqueduct_lists_only_resources_the_bank_still_has() -> None:
    # Seat 2 holds every ore: the bank cannot give one.
    state = aqueduct_position(seat3=AQUEDUCT, seat2={"hand": {"ore": 19}})
    roll(state, 12)
    assert act("aqueduct", CARD_BY_NAME["ore"]) not in state.legal_actions()
    refused(state, act("aqueduct", CARD_BY_NAME["ore"]), "the bank has no ore left")


def test_s6_A18_no_aqueduct_for_a_seat_that_received_a_card() -> None:
    # Seat 1 (the Aqueduct, a city on the mountains 10) gets ore + coin on a 10.
    state = aqueduct_position(seat1=AQUEDUCT)
    events = roll(state, 10)
    assert produced(events) == {"1": {"ore": 1, "coin": 1}}
    assert (state.context(), state.current_player()) == ("main", 2)
    refused(state, act("aqueduct", CARD_BY_NAME["ore"]), "aqueduct is not allowed now")


def test_s6_A18_a_commodity_alone_counts_as_receiving() -> None:
    # The bank has no ore (seat 2 holds all 19): seat 1 gets only the coin, so no Aqueduct.
    state = aqueduct_position(seat1=AQUEDUCT, seat2={"hand": {"ore": 19}})
    events = roll(state, 10)
    assert produced(events) == {"1": {"coin": 1}}
    assert (state.context(), state.current_player()) == ("main", 2)


def test_s6_A18_owed_but_unpaid_counts_as_nothing_received() -> None:
    # The robber sits on the mountains 10: seat 1's city yields nothing, so the Aqueduct
    # applies.
    g = ck_game()
    state = position(
        g,
        phase="pre_roll",
        robber=MOUNTAINS_10,
        players=players(seat1={"cities": [0], **AQUEDUCT}),
    )
    roll(state, 10)
    assert (state.context(), state.current_player()) == ("aqueduct", 1)


def test_s6_A18_no_aqueduct_on_a_7() -> None:
    state = aqueduct_position(seat3=AQUEDUCT, seat0=AQUEDUCT)
    events = roll(state, 7)
    assert not any(e.code == "produced" for e in events)
    assert (state.context(), state.current_player()) == ("main", 2)
    refused(state, act("aqueduct", 0), "aqueduct is not allowed now")


# ----------------------------------------------------------------- sevens (§7, A28)
def full_hand(n: int) -> dict[str, int]:
    """n cards mixing resources and commodities (commodities count for the 7)."""
    names = ["lumber", "brick", "wool", "grain", "ore", "paper", "cloth", "coin"]
    out: dict[str, int] = {}
    for i in range(n):
        out[names[i % 8]] = out.get(names[i % 8], 0) + 1
    return out


@pytest.mark.parametrize(
    ("walls", "cards", "discards"),
    [(0, 7, 0), (0, 8, 4), (1, 9, 0), (1, 10, 5), (2, 11, 0), (2, 12, 6), (3, 13, 0),
     (3, 14, 7)],
)  # fmt: skip
def test_s7_1_discard_limit_is_7_plus_2_per_city_wall(
    walls: int, cards: int, discards: int
) -> None:
    # Seat 1: three cities (10, 12, 40), walls under the first `walls` of them.
    cities = [10, 12, 40]
    state = position(
        ck_game(),
        phase="pre_roll",
        players=players(
            seat1={"cities": cities, "walls": cities[:walls], "hand": full_hand(cards)}
        ),
    )
    roll(state, 7)
    if discards:
        assert (state.context(), state.current_player()) == ("discard", 1)
        assert state.to_json()["pending"][0] == {"kind": "discard", "seat": 1, "count": discards}
    else:
        assert (state.context(), state.current_player()) == ("main", 0)


def test_s7_A28_a_wall_under_a_metropolis_counts_for_the_discard_limit() -> None:
    # Seat 1's only city (12) holds the politics metropolis and a wall: limit 9, 9 cards
    # kept.
    seat1 = {"cities": [12], "walls": [12], "improvements": {"politics": 4}, "hand": full_hand(9)}
    state = position(
        ck_game(), phase="pre_roll", players=players(seat1=seat1), metropolis={"politics": 12}
    )
    roll(state, 7)
    assert (state.context(), state.current_player()) == ("main", 0)
    # With a 10th card it discards 5.
    seat1["hand"] = full_hand(10)
    state = position(
        ck_game(), phase="pre_roll", players=players(seat1=seat1), metropolis={"politics": 12}
    )
    roll(state, 7)
    assert state.to_json()["pending"] == [{"kind": "discard", "seat": 1, "count": 5}]


def test_s7_1_discard_limit_room_setting_adds_to_the_walls() -> None:
    seat1 = {"cities": [12], "walls": [12], "hand": full_hand(11)}
    state = position(ck_game(discard_limit=9), phase="pre_roll", players=players(seat1=seat1))
    roll(state, 7)
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s7_2_before_the_first_attack_a_7_makes_discards_only() -> None:
    state = position(
        ck_game(),
        phase="pre_roll",
        players=players(seat0={"cities": [12]}, seat2={"settlements": [40], "hand": full_hand(8)}),
    )
    assert (state.attacks, state.robber_active) == (0, False)
    roll(state, 7)
    assert state.to_json()["pending"] == [{"kind": "discard", "seat": 2, "count": 4}]
    for c in (0, 1, 2, 5):
        state.apply(act("discard", c))
    # No robber decision follows: the turn goes on.
    assert (state.context(), state.current_player()) == ("main", 0)
    assert state.robber == 9
    refused(state, act("move_robber", 14, 2), "move_robber is not allowed now")


def test_s7_2_after_the_first_attack_the_robber_moves_and_steals_a_commodity_too() -> None:
    # Seat 2 (settlement on 40: the fields 4, hex 14) holds only a cloth.
    state = position(
        ck_game(),
        phase="pre_roll",
        attacks=1,
        players=players(seat2={"settlements": [40], "hand": {"cloth": 1}}),
    )
    assert state.robber_active
    roll(state, 7)
    assert (state.context(), state.current_player()) == ("robber", 0)
    refused(state, act("move_robber", 9, -1), "must move to a different hex")
    state.apply(act("move_robber", 14, 2))
    assert state.chance_outcomes() == [(act("steal_card", CARD_BY_NAME["cloth"]), 1.0)]
    state.apply(act("steal_card", CARD_BY_NAME["cloth"]))
    assert hand(state, 0) == {"cloth": 1} and hand(state, 2) == {}
    assert (state.robber, state.context()) == (14, "main")


def attack_roll_position(g: Game) -> State:
    """The ship is one step from attacking. Seat 0: an active basic knight on 16 and a
    city on 12 (K 1 = B 1: Catan wins, seat 0 is the only defender); seat 2 holds a
    brick on 40 (fields 4, hex 14)."""
    return position(
        g,
        phase="pre_roll",
        barbarian=6,
        players=players(
            seat0={"cities": [12], "knights": [{"vertex": 16, "level": 1, "active": True}]},
            seat2={"settlements": [40], "hand": {"brick": 1}},
        ),
    )


def test_s7_s12_A9_a_7_on_the_first_attack_roll_already_moves_the_robber() -> None:
    state = attack_roll_position(ck_game())
    state.apply(act("roll"))
    events = state.apply(act("dice", 3, 4, SHIP))
    assert any(e.code == "barbarians_repelled" for e in events)
    assert (state.attacks, state.robber_active, state.defender[0]) == (1, True, 1)
    assert (state.context(), state.current_player()) == ("robber", 0)
    state.apply(act("move_robber", 14, 2))
    assert state.current_player() == CHANCE


def test_s7_A9_flag_off_the_robber_wakes_after_the_attack_roll() -> None:
    state = attack_roll_position(ck_game(robber_active_on_attack_roll=False))
    state.apply(act("roll"))
    events = state.apply(act("dice", 3, 4, SHIP))
    assert any(e.code == "barbarians_repelled" for e in events)
    # This 7 moves nothing; the robber is active from now on.
    assert (state.context(), state.current_player()) == ("main", 0)
    assert state.attacks == 1 and state.robber_active
    assert any(e.code == "robber_activated" for e in events)
    refused(state, act("move_robber", 14, 2), "move_robber is not allowed now")
    # The next 7 (seat 1's roll) moves it.
    state.apply(act("end_turn"))
    state.apply(act("roll"))
    state.apply(act("dice", 3, 4, GATE_TRADE))
    assert (state.context(), state.current_player()) == ("robber", 1)
