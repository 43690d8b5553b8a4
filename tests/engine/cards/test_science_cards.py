"""Science (green) progress cards, part 1 (RULES.md §13.1, §13.2 science table, §4, §5,
§6, §7, A18): what every science card shares (timing, holding, going under its deck),
the Alchemist, the Crane, the Engineer and the Inventor.

Part 2 (test_science_cards_2.py): Irrigation, Mining, Medicine, Printer, Road Building,
Smith.
"""

from __future__ import annotations

from typing import Any

import pytest

from cityknights import CHANCE, State
from cityknights.engine.constants import (
    GATE_POLITICS,
    GATE_SCIENCE,
    GATE_TRADE,
    SHIP,
    TRACK_BY_NAME,
)
from cityknights.engine.constants import PROGRESS_BY_NAME as P

from ..helpers import act, ck_game, hand, players, position, refused

TRACK = TRACK_BY_NAME  # trade 0, politics 1, science 2

# Beginner board (ids from g.topology / g.board; checked in test_board_ids_used_here):
#   hex 0 mountains 10 (corners 0 4 8 12 7 3), hex 2 forest 9, hex 9 desert,
#   hex 15 pasture 5 and hex 16 hills 5 (the two 5s), hex 10 forest 3 and hex 13
#   mountains 3 (the two 3s), hex 5 pasture 4 and hex 14 fields 4 (the two 4s),
#   hex 1 pasture 2, hex 3 fields 12, hex 4 hills 6, hex 11 mountains 8.
#   Intersection 46 touches hexes 15 (pasture 5) and 18 (pasture 11) only; 36 touches
#   10 (forest 3), 14 (fields 4), 15 (pasture 5); 8 touches 0, 1, 4.
CITY_ON_5 = 46
SETTLEMENT_3_4_5 = 36


def test_board_ids_used_here() -> None:
    g = ck_game()
    topo, board = g.topology, g.board
    assert topo.vertex_hexes[46] == (15, 18)
    assert sorted(topo.vertex_hexes[36]) == [10, 14, 15]
    assert [board.numbers[h] for h in (15, 16, 10, 13, 5, 14)] == [5, 5, 3, 3, 4, 4]
    assert [board.numbers[h] for h in (0, 2, 1, 3, 4, 11, 9)] == [10, 9, 2, 12, 6, 8, 0]
    assert sorted(topo.hex_vertices[0]) == [0, 3, 4, 7, 8, 12]
    assert topo.edge_vertices[0] == (0, 3) or topo.edge_vertices[0] == (3, 0)


def cards(state: State, seat: int) -> dict[str, int]:
    return state.to_json()["players"][seat]["progress_cards"]


def bottom(state: State, track: str = "science") -> list[str]:
    return state.to_json()["decks"][track]["bottom"]


def pending(state: State) -> list[tuple[str, Any]]:
    return [(d["kind"], d.get("seat")) for d in state.to_json()["pending"]]


def plays(state: State, kind: str) -> list[Any]:
    return [a for a in state.legal_actions() if a[0] == kind]


# ----------------------------------------------------------------- §13.1 for every card
# A position (seat 0's fields) in which each card can be played, and a play of it.
CASES: dict[str, tuple[dict[str, Any], Any]] = {
    "alchemist": ({"cities": [CITY_ON_5]}, act("play_alchemist", 3, 2)),
    "crane": ({"cities": [8]}, act("play_crane")),
    "engineer": ({"cities": [8]}, act("play_engineer", 8)),
    "inventor": ({}, act("play_inventor", 0, 2)),  # hex 0 (10) <-> hex 2 (9)
    "irrigation": ({"settlements": [SETTLEMENT_3_4_5]}, act("play_irrigation")),
    "medicine": (
        {"settlements": [SETTLEMENT_3_4_5], "hand": {"ore": 2, "grain": 1}},
        act("play_medicine", SETTLEMENT_3_4_5),
    ),
    "mining": ({"settlements": [8]}, act("play_mining")),
    "road_building": ({"settlements": [0], "roads": [0]}, act("play_road_building")),
    "smith": (
        {"settlements": [0], "roads": [0], "knights": [{"vertex": 3, "level": 1}]},
        act("play_smith", 3, -1),
    ),
}
NAMES = sorted(CASES)


def case(name: str, holding: bool = True, phase: str | None = None, turn_seat: int = 0,
         **fields: Any) -> State:  # fmt: skip
    seat0, _ = CASES[name]
    seat0 = {**seat0, "progress_cards": {name: 1} if holding else {"printer": 0}}
    home = "pre_roll" if name == "alchemist" else "main"
    return position(ck_game(), phase=phase or home, turn_seat=turn_seat,
                    players=players(seat0=seat0), **fields)  # fmt: skip


@pytest.mark.parametrize("name", NAMES)
def test_s13_1_a_played_card_leaves_the_hand_and_goes_under_its_deck(name: str) -> None:
    # A card already lies under the science deck: the played one goes below it.
    state = case(name, decks={"science": {"bottom": ["printer"]}})
    _, play = CASES[name]
    assert play in state.legal_actions()
    events = state.apply(play)
    assert cards(state, 0) == {}
    assert bottom(state) == ["printer", name]
    assert bottom(state, "trade") == bottom(state, "politics") == []
    played = [e for e in events if e.code == "progress_played"]
    assert [(e.data["seat"], e.data["card"]) for e in played] == [(0, name)]
    assert played[0].for_seat(2)["card"] == name  # a played card is public


@pytest.mark.parametrize("name", NAMES)
def test_s13_1_a_card_not_held_cannot_be_played(name: str) -> None:
    _, play = CASES[name]
    state = case(name, holding=False)
    refused(state, play, f"you hold no {name} card")
    # Holding another science card does not help.
    other = "crane" if name != "crane" else "smith"
    seat0 = {**CASES[name][0], "progress_cards": {other: 1}}
    home = "pre_roll" if name == "alchemist" else "main"
    state = position(ck_game(), phase=home, players=players(seat0=seat0))
    refused(state, play, f"you hold no {name} card")


@pytest.mark.parametrize("name", [n for n in NAMES if n != "alchemist"])
def test_s13_1_cards_are_played_after_the_roll_not_before(name: str) -> None:
    _, play = CASES[name]
    state = case(name, phase="pre_roll")
    refused(state, play, f"{play[0]} is not allowed now", "waiting for the roll")
    assert [a for a in state.legal_actions() if a[0].startswith("play_")] == []
    state.apply(act("roll"))
    state.apply(act("dice", 1, 1, GATE_TRADE))  # a 2: nobody produces, nobody draws
    assert (state.context(), state.current_player()) == ("main", 0)
    assert play in state.legal_actions()


def test_s13_1_the_alchemist_is_played_before_the_roll_not_after() -> None:
    _, play = CASES["alchemist"]
    # Two Alchemists: one is played, the other cannot be once the dice are rolled.
    state = position(ck_game(), phase="pre_roll", players=players(
        seat0={"cities": [CITY_ON_5], "progress_cards": {"alchemist": 2}}))  # fmt: skip
    state.apply(play)
    state.apply(act("dice", 3, 2, GATE_TRADE))
    assert (state.context(), cards(state, 0)) == ("main", {"alchemist": 1})
    refused(state, play, "play_alchemist is not allowed now", "building, trading or end of turn")
    assert plays(state, "play_alchemist") == []
    # Nor in a main phase loaded from a position.
    refused(case("alchemist", phase="main"), play, "play_alchemist is not allowed now")


@pytest.mark.parametrize("name", NAMES)
def test_s13_1_not_on_another_seats_turn(name: str) -> None:
    _, play = CASES[name]
    # Seat 1's turn: seat 1 acts and holds no such card.
    state = case(name, turn_seat=1)
    assert state.current_player() == 1
    refused(state, play, f"you hold no {name} card")
    # Seat 0 acts on seat 1's turn (discarding on a 7): still no card play.
    seat0 = {**CASES[name][0], "progress_cards": {name: 1}}
    seat0["hand"] = {**seat0.get("hand", {}), "lumber": 1}
    state = position(ck_game(), phase="main", turn_seat=1, players=players(seat0=seat0),
                     pending=[{"kind": "discard", "seat": 0, "count": 1}])  # fmt: skip
    assert (state.context(), state.current_player()) == ("discard", 0)
    refused(state, play, f"{play[0]} is not allowed now", "a discard after a 7")
    assert all(a[0] == "discard" for a in state.legal_actions())


@pytest.mark.parametrize("name", NAMES)
def test_s13_1_not_during_another_pending_decision(name: str) -> None:
    _, play = CASES[name]
    # Seat 0's own turn, but a 6th progress card must go first (hand limit).
    state = case(name, pending=[{"kind": "progress_discard", "seat": 0, "count": 1}])
    refused(state, play, f"{play[0]} is not allowed now", "progress card discarded")
    if name != "alchemist":
        state = case(name, pending=[{"kind": "aqueduct", "seat": 0}])
        refused(state, play, f"{play[0]} is not allowed now", "Aqueduct")


def test_s13_1_printer_has_no_play_action() -> None:
    state = position(ck_game())
    refused(state, act("play_printer"), "unknown action kind")


# ----------------------------------------------------------------- Alchemist
def alchemist_at(turn_seat: int = 0, **seats: dict[str, Any]) -> State:
    seats.setdefault(f"seat{turn_seat}", {})
    seats[f"seat{turn_seat}"] = {"progress_cards": {"alchemist": 1}, **seats[f"seat{turn_seat}"]}
    fields = {k: seats.pop(k) for k in ("attacks", "barbarian") if k in seats}
    return position(ck_game(), phase="pre_roll", turn_seat=turn_seat,
                    players=players(**seats), **fields)  # fmt: skip


def test_s13_2_alchemist_chooses_white_and_red_and_only_the_event_die_is_rolled() -> None:
    state = alchemist_at(seat0={"cities": [CITY_ON_5]})
    # Every choice of the two dice is offered before the roll (a 7 too: 1+6 ... 6+1).
    assert {a[1:] for a in plays(state, "play_alchemist")} == {
        (w, r) for w in range(1, 7) for r in range(1, 7)
    }
    state.apply(act("play_alchemist", 3, 2))
    # Only the event die is left to chance: ship 1/2, each gate 1/6.
    assert (state.context(), state.current_player()) == ("alchemist_dice", CHANCE)
    assert state.to_json()["pending"] == [{"kind": "alchemist_dice", "white": 3, "red": 2}]
    assert state.chance_outcomes() == [
        (act("dice", 3, 2, SHIP), 1 / 2),
        (act("dice", 3, 2, GATE_TRADE), 1 / 6),
        (act("dice", 3, 2, GATE_POLITICS), 1 / 6),
        (act("dice", 3, 2, GATE_SCIENCE), 1 / 6),
    ]
    refused(state, act("dice", 4, 1, GATE_TRADE), "only the event die is rolled")
    refused(state, act("dice", 2, 3, GATE_TRADE), "only the event die is rolled")
    refused(state, act("roll"), "roll is not allowed now", "after the Alchemist")
    refused(state, act("play_alchemist", 3, 2), "not allowed now")
    events = state.apply(act("dice", 3, 2, GATE_TRADE))
    rolled = next(e for e in events if e.code == "dice_rolled")
    assert rolled.data == {"seat": 0, "white": 3, "red": 2, "total": 5, "event": "trade"}
    # The 5 produces: hex 15 (pasture 5) gives the city on 46 a wool and a cloth.
    assert hand(state, 0) == {"wool": 1, "cloth": 1}
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s13_2_alchemist_dice_values_are_1_to_6() -> None:
    state = alchemist_at()
    for bad in ((0, 3), (3, 7), (7, 1), (3, -1)):
        refused(state, act("play_alchemist", *bad), "white and red dice to values 1-6")


@pytest.mark.parametrize(("red", "draws"), [(2, True), (3, False)])
def test_s13_2_s5_alchemist_the_gate_uses_the_chosen_red_then_production(
    red: int, draws: bool
) -> None:
    # Seat 2 plays; seats 2, 3, 0, 1 have Abbey (science 1): they draw on red <= 2,
    # turn player first then clockwise (RULES.md §5, A30). Seat 3 already holds 4
    # progress cards: its discard comes after all the draws, before production (§13.1).
    science1 = {"improvements": {"science": 1}}
    four = {"merchant": 2, "spy": 1, "warlord": 1}
    state = alchemist_at(
        turn_seat=2,
        seat0=science1, seat1=science1, seat3={**science1, "progress_cards": four},
        seat2={**science1, "settlements": [SETTLEMENT_3_4_5]},
    )  # fmt: skip
    white = 3 - red + 1  # the total is 4: hex 14 (fields 4) gives seat 2 a grain
    state.apply(act("play_alchemist", white, red))
    state.apply(act("dice", white, red, GATE_SCIENCE))
    if not draws:  # red 3 > level 1 + 1: nobody draws; production at once
        assert pending(state) == []
        assert hand(state, 2) == {"grain": 1}
        return
    assert pending(state) == [
        ("progress_draw", 2), ("progress_draw", 3), ("progress_draw", 0), ("progress_draw", 1),
        ("progress_limit", None), ("produce", None),
    ]  # fmt: skip
    assert state.to_json()["pending"][-1] == {"kind": "produce", "total": 4}
    assert hand(state, 2) == {}  # the event first, production after it
    for name in ("crane", "smith", "mining", "medicine"):
        assert state.current_player() == CHANCE
        state.apply(act("draw_progress", P[name]))
    assert [cards(state, p) for p in (2, 0, 1)] == [{"crane": 1}, {"mining": 1}, {"medicine": 1}]
    # Seat 3 is over the limit of 4: its own choice, before the production.
    assert (state.context(), state.current_player()) == ("progress_discard", 3)
    assert hand(state, 2) == {}
    state.apply(act("discard_progress", P["spy"]))
    assert cards(state, 3) == {"merchant": 2, "warlord": 1, "smith": 1}
    assert hand(state, 2) == {"grain": 1}
    assert (state.context(), state.current_player()) == ("main", 2)


def test_s13_2_s12_alchemist_ship_attack_resolves_before_production() -> None:
    # The ship is one step from attacking; 2 cities and no knights: the barbarians win
    # and seats 0 and 2 each choose a city to lose (turn player first, A3, A30) before
    # the chosen 5 produces. Seat 0's city on 46 touches hex 15 (pasture 5).
    state = alchemist_at(seat0={"cities": [CITY_ON_5]}, seat2={"cities": [8]}, barbarian=6)
    state.apply(act("play_alchemist", 2, 3))
    state.apply(act("dice", 2, 3, SHIP))
    assert pending(state) == [("pillage", 0), ("pillage", 2), ("produce", None)]
    assert (state.context(), state.current_player()) == ("pillage", 0)
    assert hand(state, 0) == {}
    state.apply(act("pillage_city", CITY_ON_5))
    assert (state.context(), state.current_player()) == ("pillage", 2)
    refused(state, act("pillage_city", CITY_ON_5), "choose one of your cities")
    state.apply(act("pillage_city", 8))
    # Now a settlement: one wool, no cloth.
    assert hand(state, 0) == {"wool": 1}
    assert state.attacks == 1 and state.robber_active
    assert (state.context(), state.current_player()) == ("main", 0)


@pytest.mark.parametrize("attacks", [0, 1])
def test_s13_2_s7_alchemist_a_chosen_7_is_a_7(attacks: int) -> None:
    # Seats 0, 1 and 3 hold 8 cards, seat 2 holds 7: 0, 1, 3 discard 4 each, turn
    # player first then clockwise; the robber moves only after the first attack (§7).
    eight, seven = {"ore": 8}, {"lumber": 7}
    state = alchemist_at(
        attacks=attacks,
        seat0={"hand": {"brick": 8}, "improvements": {"science": 3}},
        seat1={"hand": eight}, seat2={"hand": seven}, seat3={"hand": {"wool": 8}},
    )  # fmt: skip
    state.apply(act("play_alchemist", 6, 1))
    state.apply(act("dice", 6, 1, GATE_TRADE))
    expected = [("discard", 0), ("discard", 1), ("discard", 3)]
    if attacks:
        expected.append(("robber", 0))
    assert pending(state) == expected  # no Aqueduct on a 7 (A18), though seat 0 has one
    assert [d["count"] for d in state.to_json()["pending"][:3]] == [4, 4, 4]
    for seat, card in ((0, "brick"), (1, "ore"), (3, "wool")):
        for _ in range(4):
            assert state.current_player() == seat
            state.apply(act("discard", {"brick": 1, "ore": 4, "wool": 2}[card]))
    if attacks:
        assert (state.context(), state.current_player()) == ("robber", 0)
    else:
        assert (state.context(), state.current_player()) == ("main", 0)


def test_s13_2_s6_A18_alchemist_roll_gives_the_aqueduct() -> None:
    # Seats 0 and 2 have the Aqueduct (science 3) and get nothing from the chosen 5; seat
    # 3 has it too but its settlement on 36 gets a wool from hex 15 (pasture 5).
    aqueduct = {"improvements": {"science": 3}}
    state = alchemist_at(
        seat0={**aqueduct, "cities": [8]}, seat2=aqueduct,
        seat3={**aqueduct, "settlements": [SETTLEMENT_3_4_5]},
    )  # fmt: skip
    state.apply(act("play_alchemist", 4, 1))
    state.apply(act("dice", 4, 1, GATE_TRADE))
    assert hand(state, 3) == {"wool": 1}
    assert pending(state) == [("aqueduct", 0), ("aqueduct", 2)]
    state.apply(act("aqueduct", 4))  # seat 0 takes an ore
    assert state.current_player() == 2
    state.apply(act("decline_aqueduct"))
    assert hand(state, 0) == {"ore": 1} and hand(state, 2) == {}
    assert (state.context(), state.current_player()) == ("main", 0)


# ----------------------------------------------------------------- Crane
def crane_at(seat0: dict[str, Any], **fields: Any) -> State:
    seat0 = {"cities": [8], **seat0}
    seat0.setdefault("progress_cards", {"crane": 1})
    return position(ck_game(), players=players(seat0=seat0), **fields)


def improve(track: str) -> Any:
    return act("improve_city", TRACK[track])


def test_s13_2_s10_crane_one_improvement_costs_one_commodity_less() -> None:
    state = crane_at({"improvements": {"science": 2}, "hand": {"paper": 2}})
    refused(state, improve("science"), "science level 3 costs 3 paper")
    state.apply(act("play_crane"))
    assert state.to_json()["crane"] == 1
    assert improve("science") in state.legal_actions()
    state.apply(improve("science"))
    assert state.improvements[0][TRACK["science"]] == 3
    assert hand(state, 0) == {} and state.bank[5] == 12  # 2 paper paid back to the bank
    # The discount is used up: the next level costs its full 4.
    assert state.to_json()["crane"] == 0


def test_s13_2_crane_makes_level_1_free() -> None:
    state = crane_at({"hand": {}})
    refused(state, improve("trade"), "trade level 1 costs 1 cloth")
    state.apply(act("play_crane"))
    assert [a for a in state.legal_actions() if a[0] == "improve_city"] == [
        improve("trade"), improve("politics"), improve("science"),
    ]  # fmt: skip
    state.apply(improve("politics"))
    assert state.improvements[0] == [0, 1, 0]
    assert state.bank[7] == 12 and hand(state, 0) == {}
    refused(state, improve("trade"), "trade level 1 costs 1 cloth")


def test_s13_2_two_cranes_do_not_stack_on_one_improvement_but_discount_two() -> None:
    state = crane_at({"improvements": {"trade": 2, "science": 1},
                      "hand": {"cloth": 2, "paper": 1}, "progress_cards": {"crane": 2}})  # fmt: skip
    state.apply(act("play_crane"))
    state.apply(act("play_crane"))
    assert state.to_json()["crane"] == 2
    assert bottom(state) == ["crane", "crane"]
    # Trade 2 -> 3 costs 3 - 1 = 2 cloth (not 1): one Crane per improvement.
    state.apply(improve("trade"))
    assert hand(state, 0) == {"paper": 1} and state.to_json()["crane"] == 1
    # The second Crane discounts another improvement: science 1 -> 2 for 1 paper.
    state.apply(improve("science"))
    assert state.improvements[0] == [3, 0, 2] and hand(state, 0) == {}
    assert state.to_json()["crane"] == 0


def test_s13_2_two_cranes_on_one_improvement_leave_it_at_cost_minus_one() -> None:
    # With only 1 cloth, two Cranes still do not make trade 2 -> 3 affordable.
    state = crane_at({"improvements": {"trade": 2}, "hand": {"cloth": 1},
                      "progress_cards": {"crane": 2}})  # fmt: skip
    state.apply(act("play_crane"))
    state.apply(act("play_crane"))
    refused(state, improve("trade"), "trade level 3 costs 2 cloth")


def test_s13_2_crane_discount_lapses_at_the_end_of_the_turn() -> None:
    state = crane_at({"improvements": {"science": 1}, "hand": {"paper": 1}},
                     turn_seat=0)  # fmt: skip
    state.apply(act("play_crane"))
    state.apply(act("end_turn"))
    assert state.to_json()["crane"] == 0
    assert (state.turn_seat, state.context()) == (1, "pre_roll")
    # Back on seat 0's next turn the level costs 2 again.
    for _ in range(3):
        state.apply(act("roll"))
        state.apply(act("dice", 1, 1, GATE_TRADE))
        state.apply(act("end_turn"))
    state.apply(act("roll"))
    state.apply(act("dice", 1, 1, GATE_TRADE))
    assert state.turn_seat == 0
    refused(state, improve("science"), "science level 2 costs 2 paper")


def test_s13_2_crane_discount_is_for_improvements_only() -> None:
    state = crane_at({"hand": {"brick": 1}})
    state.apply(act("play_crane"))
    refused(state, act("build_wall", 8), "a city wall costs 2 brick")


def test_s13_1_crane_without_effect_is_not_offered() -> None:
    # Every track at level 5.
    state = crane_at({"improvements": {"trade": 5, "politics": 5, "science": 5}})
    refused(state, act("play_crane"), "every improvement track is at level 5")
    # One level left to buy and a Crane already waiting for it.
    state = crane_at({"improvements": {"trade": 5, "politics": 5, "science": 4},
                      "progress_cards": {"crane": 2}})  # fmt: skip
    state.apply(act("play_crane"))
    refused(state, act("play_crane"), "a Crane is already waiting")
    assert cards(state, 0) == {"crane": 1}


def test_s13_2_crane_without_a_city_is_playable_while_a_track_is_below_3() -> None:
    # RULES.md's Crane row names the only idle cases: every track at 5, or every track
    # below 5 at 3+ with no city that can hold its metropolis. With no city at all and a
    # track below 3, a city built this turn (here with the cards in hand) makes an
    # improvement possible: the Crane is playable and its discount waits.
    state = crane_at({"cities": [], "settlements": [8],
                      "hand": {"grain": 2, "ore": 3}})  # fmt: skip
    assert act("play_crane") in state.legal_actions()
    state.apply(act("play_crane"))
    state.apply(act("build_city", 8))
    state.apply(improve("science"))  # level 1 free with the Crane
    assert state.to_json()["players"][0]["improvements"]["science"] == 1
    assert state.to_json()["crane"] == 0
    # No city and every track at 3 or more: levels 4-5 need a city for the metropolis.
    stuck = {"trade": 5, "politics": 3, "science": 4}
    state = crane_at({"cities": [], "settlements": [8], "improvements": stuck})
    refused(state, act("play_crane"), "no improvement can be bought")
    # One track below 3 is enough, whatever the others.
    state = crane_at({"cities": [], "settlements": [8],
                      "improvements": {**stuck, "trade": 2}})  # fmt: skip
    assert act("play_crane") in state.legal_actions()


def test_s13_1_A16_crane_not_playable_when_no_city_can_hold_the_metropolis() -> None:
    # Tracks 5, 5 and 3; the only city (8) holds the trade metropolis, so science 3 -> 4
    # has no city for its metropolis: no improvement can be bought, the Crane does nothing.
    stuck = {"improvements": {"trade": 5, "politics": 5, "science": 3},
             "progress_cards": {"crane": 2}}  # fmt: skip
    state = crane_at(stuck, metropolis={"trade": 8})
    assert act("play_crane") not in state.legal_actions()
    refused(state, act("play_crane"), "no improvement can be bought", "metropolis")
    # A second city free of metropolises makes science 4 and 5 possible: two Cranes.
    state = crane_at({**stuck, "cities": [8, 40]}, metropolis={"trade": 8})
    state.apply(act("play_crane"))
    state.apply(act("play_crane"))
    assert state.to_json()["crane"] == 2


def test_s13_1_A16_second_crane_not_playable_when_one_improvement_is_left() -> None:
    # Science at 2 may still reach 3 (any city), not 4: room for one Crane only.
    state = crane_at({"improvements": {"trade": 5, "politics": 5, "science": 2},
                      "progress_cards": {"crane": 2}}, metropolis={"politics": 8})  # fmt: skip
    state.apply(act("play_crane"))
    assert act("play_crane") not in state.legal_actions()
    refused(state, act("play_crane"), "a Crane is already waiting")
    assert cards(state, 0) == {"crane": 1}


# ----------------------------------------------------------------- Engineer
def engineer_at(seat0: dict[str, Any], **fields: Any) -> State:
    seat0 = {"progress_cards": {"engineer": 1}, **seat0}
    return position(ck_game(), players=players(seat0=seat0), **fields)


def test_s13_2_s8_2_engineer_builds_a_city_wall_for_free() -> None:
    state = engineer_at({"cities": [8, 46]})
    bank = list(state.bank)
    assert plays(state, "play_engineer") == [act("play_engineer", 8), act("play_engineer", 46)]
    refused(state, act("build_wall", 8), "a city wall costs 2 brick")
    events = state.apply(act("play_engineer", 46))
    assert state.to_json()["players"][0]["walls"] == [46]
    assert state.bank == bank and hand(state, 0) == {}
    assert [e.code for e in events] == ["progress_played", "wall_built"]
    # The wall counts for the discard limit: 7 + 2.
    from cityknights.engine.rules.turn import discard_limit

    assert discard_limit(state, 0) == 9


def test_s13_2_engineer_wall_goes_under_an_own_city_metropolis_allowed() -> None:
    state = engineer_at(
        {"cities": [8], "settlements": [46], "improvements": {"trade": 4}},
        metropolis={"trade": 8},
    )
    refused(state, act("play_engineer", 46), "goes under one of your cities")
    refused(state, act("play_engineer", 0), "goes under one of your cities")
    state2 = position(ck_game(), players=players(
        seat0={"progress_cards": {"engineer": 1}, "settlements": [46]}, seat1={"cities": [8]}))  # fmt: skip
    refused(state2, act("play_engineer", 8), "goes under one of your cities")
    state.apply(act("play_engineer", 8))  # the metropolis city takes a wall
    assert state.to_json()["players"][0]["walls"] == [8]


def test_s13_2_engineer_normal_wall_limits() -> None:
    # One wall per city.
    state = engineer_at({"cities": [8, 46], "walls": [8]})
    refused(state, act("play_engineer", 8), "already has a wall")
    assert plays(state, "play_engineer") == [act("play_engineer", 46)]
    # Three walls at most.
    state = engineer_at({"cities": [8, 46, 31, 40], "walls": [8, 46, 31]})
    refused(state, act("play_engineer", 40), "no city wall left (3 at most)")
    assert plays(state, "play_engineer") == []
    # Every city walled: no effect, not offered.
    state = engineer_at({"cities": [8], "walls": [8]})
    assert plays(state, "play_engineer") == []
    refused(state, act("play_engineer", 8), "already has a wall")


# ----------------------------------------------------------------- Inventor
def inventor_at(**fields: Any) -> State:
    g = ck_game(**fields.pop("flags", {}))
    seat0 = {"progress_cards": {"inventor": 1}}
    return position(g, players=players(seat0=seat0, seat1=fields.pop("seat1", {})), **fields)


def test_s13_2_inventor_swaps_two_number_tokens() -> None:
    # Seat 1's settlement on intersection 2 touches only hex 2 (forest 9).
    state = inventor_at(seat1={"settlements": [2]})
    assert ck_game().topology.vertex_hexes[2] == (2,)
    state.apply(act("play_inventor", 0, 2))
    assert state.to_json()["numbers"][0] == 9 and state.to_json()["numbers"][2] == 10
    assert state.view(None)["numbers"][:3] == [9, 2, 10]
    # Production follows the tokens: a 10 now makes hex 2 produce.
    state.apply(act("end_turn"))
    state.apply(act("roll"))
    state.apply(act("dice", 4, 6, GATE_TRADE))
    assert hand(state, 1) == {"lumber": 1}
    state.apply(act("end_turn"))
    state.apply(act("roll"))
    state.apply(act("dice", 4, 5, GATE_TRADE))  # a 9: hex 2 no longer
    assert hand(state, 1) == {"lumber": 1}


@pytest.mark.parametrize(("h", "number"), [(1, 2), (3, 12), (4, 6), (11, 8)])
def test_s13_2_inventor_may_not_move_2_12_6_or_8(h: int, number: int) -> None:
    state = inventor_at()
    assert state.numbers[h] == number
    first, second = sorted((h, 0))  # with hex 0 (a 10)
    refused(state, act("play_inventor", first, second), f"may not move the {number} ")
    assert not [a for a in plays(state, "play_inventor") if h in a[1:]]


def test_s13_2_inventor_flag_off_allows_2_12_6_8() -> None:
    state = inventor_at(flags={"inventor_forbids_2_12_6_8": False})
    state.apply(act("play_inventor", 0, 4))  # hex 0 (10) <-> hex 4 (6)
    assert (state.numbers[0], state.numbers[4]) == (6, 10)


def test_s13_2_inventor_offers_every_allowed_pair() -> None:
    # 12 tokens may move (18 less 2, 12, 6, 6, 8, 8); 66 pairs less the 6 pairs of equal
    # numbers (3, 4, 5, 9, 10, 11), which would change nothing.
    assert len(plays(inventor_at(), "play_inventor")) == 60
    # Flag off: 153 pairs less the 8 equal pairs (3, 4, 5, 6, 8, 9, 10, 11).
    off = inventor_at(flags={"inventor_forbids_2_12_6_8": False})
    assert len(plays(off, "play_inventor")) == 145


def test_s13_2_inventor_no_adjacency_needed_and_the_robber_hex_allowed() -> None:
    # Hex 0 (10, top corner) and hex 18 (11, bottom corner) are far apart; the robber
    # stands on hex 0 and stays there.
    state = inventor_at(attacks=1, robber=0)
    state.apply(act("play_inventor", 0, 18))
    assert (state.numbers[0], state.numbers[18], state.robber) == (11, 10, 0)


def test_s13_2_inventor_refusals() -> None:
    state = inventor_at()
    refused(state, act("play_inventor", 0, 9), "hex 9 has no number token")  # the desert
    refused(state, act("play_inventor", 0, 6), "same number")  # both 10
    refused(state, act("play_inventor", 2, 0), "increasing order")
    refused(state, act("play_inventor", 0, 0), "increasing order")
    refused(state, act("play_inventor", 0, 19), "swaps the tokens of two hexes")
    refused(state, act("play_inventor", -1, 0), "swaps the tokens of two hexes")
