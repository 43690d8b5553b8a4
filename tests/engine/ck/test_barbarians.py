"""The barbarian ship and its attack (RULES.md §12, A3-A8, A30, §20 checklist)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from cityknights import CHANCE, State
from cityknights.engine.constants import GATE_TRADE, PROGRESS_BY_NAME, SHIP
from cityknights.engine.determinize import sample_state
from cityknights.engine.errors import PositionError

from ..helpers import act, ck_game, deal_rest, game, hand, players, position, refused

# Beginner board intersections used below (none adjacent to another):
#   8  mountains 10 / pasture 2 / hills 6       12 mountains 10 / fields 12 / hills 6
#   10 forest 9 / hills 10                      40 mountains 3 / fields 4 / fields 6
#   31 forest 3 / mountains 8 / pasture 5       28 fields 9 / forest 11 / forest 8
#   46 pasture 5 / pasture 11                   24 pasture 4 / desert / forest 3
# Knights stand on vacant intersections away from the buildings: 0, 2, 21, 26, 38, 42, 47.


def knight(v: int, level: int = 1, active: bool = True) -> dict[str, Any]:
    return {"vertex": v, "level": level, "active": active}


def before_attack(turn_seat: int = 0, **fields: Any) -> State:
    """The ship one step from the attack, `turn_seat` about to roll."""
    fields.setdefault("barbarian", 6)
    return position(ck_game(), phase="pre_roll", turn_seat=turn_seat, **fields)


def attack(state: State, white: int = 1, red: int = 2) -> list:
    """Roll a ship (total 3 by default: the mountains 3 and forest 3)."""
    state.apply(act("roll"))
    return state.apply(act("dice", white, red, SHIP))


def result(events: list) -> dict[str, Any]:
    [e] = [e for e in events if e.code in ("barbarians_repelled", "barbarians_won")]
    return {"code": e.code, **e.data}


def test_s12_the_7th_ship_step_triggers_the_attack() -> None:
    state = before_attack(barbarian=5, players=players(seat1={"cities": [8]}))
    events = attack(state)
    assert state.barbarian == 6 and state.attacks == 0
    assert not any(e.code.startswith("barbarians_") and e.code != "barbarians_advanced"
                   for e in events)  # fmt: skip
    assert (state.context(), state.current_player()) == ("main", 0)
    state = before_attack(players=players(seat1={"cities": [8]}))
    events = attack(state)
    assert [e.data for e in events if e.code == "barbarians_advanced"] == [{"position": 7}]
    assert result(events)["code"] == "barbarians_won"
    assert (state.barbarian, state.attacks) == (0, 1)


def test_s12_the_attack_is_resolved_before_production() -> None:
    # Seat 1's only city (8) is pillaged first, so the hills 6 then pay it 1 brick, not 2.
    state = before_attack(players=players(seat1={"cities": [8]}, seat0={"settlements": [40]}))
    events = attack(state, 4, 2)
    assert result(events)["losers"] == [1]
    assert not any(e.code == "produced" for e in events)
    assert (state.context(), state.current_player()) == ("pillage", 1)
    assert hand(state, 1) == {}
    events = state.apply(act("pillage_city", 8))
    assert [e.code for e in events] == ["city_pillaged", "produced"]
    assert hand(state, 1) == {"brick": 1}
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s12_1_barbarian_strength_counts_metropolises() -> None:
    # Seat 0: its only city (12) is the science metropolis, an active basic knight.
    # Seat 1: a city on 31, no knight. B = 2 (the metropolis counts), K = 1: barbarians win.
    # Seat 0 holds only a metropolis: seat 1 loses its city.
    state = before_attack(
        players=players(
            seat0={"cities": [12], "improvements": {"science": 4}, "knights": [knight(0)]},
            seat1={"cities": [31]},
        ),
        metropolis={"science": 12},
    )
    events = attack(state)
    assert result(events) == {
        "code": "barbarians_won", "cities": 2, "knights": 1, "strength": [1, 0, 0, 0],
        "losers": [1],
    }  # fmt: skip
    assert (state.context(), state.current_player()) == ("pillage", 1)


def test_s12_2_only_active_knights_count_by_level_and_a_tie_K_equals_B_is_a_win() -> None:
    # Seat 0: a mighty knight, inactive (does not count), and an active basic one (1).
    # Seat 1: an active strong knight (2). Three cities: K = 3 = B, Catan wins; seat 1 is
    # the unique strongest (2 > 1) and takes a Defender card.
    state = before_attack(
        players=players(
            seat0={"cities": [8], "knights": [knight(0, 3, active=False), knight(2, 1)]},
            seat1={"cities": [40], "knights": [knight(47, 2)]},
            seat2={"cities": [31]},
        )
    )
    events = attack(state)
    assert result(events) == {
        "code": "barbarians_repelled", "cities": 3, "knights": 3, "strength": [1, 2, 0, 0],
        "defender": 1,
    }  # fmt: skip
    assert state.defender == [0, 1, 0, 0]
    assert state.victory_points(1) == 3
    assert state.view(None)["player_info"][1]["defender"] == 1
    # Nothing to decide: production (total 3) then the turn goes on.
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s12_5_after_an_attack_all_knights_are_inactive_ship_at_start_robber_active() -> None:
    state = before_attack(
        attacks=2,
        players=players(
            seat0={"cities": [8], "knights": [knight(0, 3), knight(2, 1, active=False)]},
            seat1={"knights": [knight(47, 2)]},
        ),
    )
    attack(state)
    assert (state.barbarian, state.attacks) == (0, 3)
    assert not any(state.knight_active)
    knights = [k for p in state.to_json()["players"] for k in p["knights"]]
    assert len(knights) == 3 and not any(k["active"] for k in knights)


def test_s12_5_first_attack_lost_also_deactivates_and_activates_the_robber() -> None:
    # Seat 0 (active strong knight, 1 city) vs 3 cities: barbarians win; seat 1 and seat
    # 2 (no knight) lose a city.
    state = before_attack(
        players=players(
            seat0={"cities": [8], "knights": [knight(0, 2)]},
            seat1={"cities": [40]},
            seat2={"cities": [31]},
        )
    )
    assert state.robber_active is False
    events = attack(state)
    assert result(events)["losers"] == [1, 2]
    assert not any(state.knight_active)
    assert (state.barbarian, state.attacks, state.robber_active) == (0, 1, True)


def test_s12_3_A6_A30_tied_strongest_each_choose_a_deck_and_draw() -> None:
    # Seat 2 rolls. Seats 1 and 3 tie at 2 (K 4 >= B 2): no VP; seat 3 chooses first
    # (clockwise from the roller), then seat 1. Seat 0 (1) is not among the strongest.
    # The politics deck is empty: its 17 cards are in the hands, each at its limit (4, 5
    # for the roller), and seat 0 has revealed the Constitution.
    held = deal_rest("politics", {}, {0: 4, 1: 4, 2: 5, 3: 4})
    state = before_attack(
        turn_seat=2,
        players=players(
            seat0={"knights": [knight(0, 1, active=False)], "progress_cards": held[0],
                   "progress_vp": 1},
            seat1={"cities": [40], "knights": [knight(47, 2)], "progress_cards": held[1]},
            seat2={"progress_cards": held[2]},
            seat3={"cities": [8], "knights": [knight(2, 1), knight(21, 1)],
                   "progress_cards": held[3]},
        ),
        decks={"politics": {"shuffled": {}, "bottom": []}},  # whole: the Constitution is out
    )  # fmt: skip
    assert state.view(None)["deck_sizes"]["politics"] == 0
    events = attack(state)
    assert result(events) == {
        "code": "barbarians_repelled", "cities": 2, "knights": 4, "strength": [0, 2, 0, 2],
        "tied": [3, 1],
    }  # fmt: skip
    assert state.defender == [0, 0, 0, 0]
    assert (state.context(), state.current_player()) == ("defender_deck", 3)
    # The empty politics deck cannot be chosen.
    assert state.legal_actions() == [act("choose_deck", 0), act("choose_deck", 2)]
    refused(state, act("choose_deck", 1), "the politics deck is empty")
    refused(state, act("end_turn"), "end_turn is not allowed now", "progress deck")
    state.apply(act("choose_deck", 2))  # science
    assert (state.context(), state.current_player()) == ("progress_draw", CHANCE)
    assert state.to_json()["pending"][0] == {"kind": "progress_draw", "seat": 3,
                                             "track": "science"}  # fmt: skip
    state.apply(act("draw_progress", PROGRESS_BY_NAME["crane"]))
    assert (state.context(), state.current_player()) == ("defender_deck", 1)
    state.apply(act("choose_deck", 0))  # trade
    state.apply(act("draw_progress", PROGRESS_BY_NAME["merchant"]))
    assert state.to_json()["players"][3]["progress_cards"] == {**held[3], "crane": 1}
    assert state.to_json()["players"][1]["progress_cards"] == {**held[1], "merchant": 1}
    # Both draws made, each drawer is one card over its limit (A30): seat 3 then seat 1.
    assert [(d["kind"], d["seat"]) for d in state.to_json()["pending"][:2]] == [
        ("progress_discard", 3), ("progress_discard", 1)]  # fmt: skip
    state.apply(act("discard_progress", PROGRESS_BY_NAME["crane"]))
    state.apply(act("discard_progress", PROGRESS_BY_NAME["merchant"]))
    assert (state.context(), state.current_player()) == ("main", 2)


def test_s12_A8_no_knights_and_no_cities_catan_wins_and_everyone_draws() -> None:
    state = before_attack(turn_seat=1, players=players(seat0={"settlements": [40]}))
    events = attack(state)
    assert result(events) == {
        "code": "barbarians_repelled", "cities": 0, "knights": 0, "strength": [0, 0, 0, 0],
        "tied": [1, 2, 3, 0],
    }  # fmt: skip
    seen = []
    while state.context() == "defender_deck":
        seen.append(state.current_player())
        state.apply(act("choose_deck", 0))
        state.apply(state.chance_outcomes()[0][0])
    assert seen == [1, 2, 3, 0]
    assert all(sum(state.progress_hand[p]) == 1 for p in range(4))
    assert state.defender == [0, 0, 0, 0]
    assert (state.context(), state.current_player()) == ("main", 1)


def test_s12_4_A3_the_lowest_contributor_chooses_the_city_it_loses() -> None:
    # B 3 > K 1. Seat 1 (no knight): cities 8 (with a wall) and 40, a settlement on 46;
    # seat 0 contributes 1.
    state = before_attack(
        players=players(
            seat0={"cities": [31], "knights": [knight(0, 1)]},
            seat1={"cities": [8, 40], "settlements": [46], "walls": [8]},
        )
    )
    assert state.public_victory_points(1) == 5
    events = attack(state, 6, 6)  # total 12: nobody produces
    assert result(events)["losers"] == [1]
    assert (state.context(), state.current_player()) == ("pillage", 1)
    assert state.legal_actions() == [act("pillage_city", 8), act("pillage_city", 40)]
    refused(state, act("pillage_city", 46), "choose one of your cities without a metropolis")
    refused(state, act("pillage_city", 31), "choose one of your cities without a metropolis")
    refused(state, act("end_turn"), "end_turn is not allowed now", "the city the barbarians take")
    events = state.apply(act("pillage_city", 8))
    assert events[0].to_json() == {
        "code": "city_pillaged", "seat": 1, "vertex": 8, "on_its_side": False}  # fmt: skip
    assert [e.code for e in events[1:]] == ["produced"]
    # The city is a settlement again, its wall gone: 2 VP become 1.
    assert state.cities[1] == (40,) and state.settlements[1] == (8, 46)
    assert state.to_json()["players"][1]["walls"] == []
    assert state.public_victory_points(1) == 4
    assert state.view(None)["walls"] == []
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s12_4_A4_A30_tied_lowest_all_lose_a_city_in_seat_order() -> None:
    # Seat 3 rolls. Seats 0, 1 and 3 have no active knight and a city each; seat 2 has a
    # knight of 1. B 4 > K 1: seats 3, 0, 1 each lose one, seat 3 first.
    state = before_attack(
        turn_seat=3,
        players=players(
            seat0={"cities": [8]},
            seat1={"cities": [40]},
            seat2={"cities": [31], "knights": [knight(0, 1)]},
            seat3={"cities": [28], "knights": [knight(2, 2, active=False)]},
        ),
    )
    events = attack(state, 6, 6)
    assert result(events)["losers"] == [3, 0, 1]
    assert [(d["kind"], d.get("seat")) for d in state.to_json()["pending"]] == [
        ("pillage", 3), ("pillage", 0), ("pillage", 1), ("produce", None),
    ]  # fmt: skip
    for seat, city in ((3, 28), (0, 8), (1, 40)):
        assert state.current_player() == seat
        state.apply(act("pillage_city", city))
        assert state.cities[seat] == () and state.settlements[seat] == (city,)
    assert state.cities[2] == (31,)
    assert (state.context(), state.current_player()) == ("main", 3)


def test_s12_4_A5_metropolis_only_and_cityless_players_are_skipped() -> None:
    # Seat 0: only a metropolis city, no knight (0). Seat 1: a settlement, no knight (0).
    # Seat 2: a city, active basic knight (1). Seat 3: two cities, active strong knight (2).
    # B 4 > K 3. Seats 0 and 1 cannot lose a city: the next lowest, seat 2, loses one.
    state = before_attack(
        players=players(
            seat0={"cities": [12], "improvements": {"trade": 4}},
            seat1={"settlements": [46]},
            seat2={"cities": [31], "knights": [knight(0, 1)]},
            seat3={"cities": [28, 40], "knights": [knight(2, 2)]},
        ),
        metropolis={"trade": 12},
    )
    events = attack(state, 6, 6)
    assert result(events) == {
        "code": "barbarians_won", "cities": 4, "knights": 3, "strength": [0, 0, 1, 2],
        "losers": [2],
    }  # fmt: skip
    assert (state.context(), state.current_player()) == ("pillage", 2)
    state.apply(act("pillage_city", 31))
    assert state.cities[0] == (12,) and state.metropolis[0] == 12
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s11_s12_4_a_metropolis_cannot_be_pillaged() -> None:
    # Seat 1 (lowest) has a metropolis city (12, politics) and a plain city (40): only 40
    # can go.
    state = before_attack(
        players=players(
            seat0={"cities": [31], "knights": [knight(0, 1)]},
            seat1={"cities": [12, 40], "improvements": {"politics": 4}},
        ),
        metropolis={"politics": 12},
    )
    attack(state, 6, 6)
    assert state.current_player() == 1
    assert state.legal_actions() == [act("pillage_city", 40)]
    refused(state, act("pillage_city", 12), "without a metropolis")
    state.apply(act("pillage_city", 40))
    assert state.cities[1] == (12,)
    assert state.public_victory_points(1) == 4 + 1


def test_s12_4_nobody_eligible_nobody_loses() -> None:
    # Every city is a metropolis and there are no knights: barbarians win, nobody loses.
    state = before_attack(
        players=players(seat0={"cities": [12], "improvements": {"trade": 4}}),
        metropolis={"trade": 12},
    )
    events = attack(state, 6, 6)
    assert result(events)["losers"] == []
    assert (state.context(), state.current_player()) == ("main", 0)
    assert (state.attacks, state.barbarian) == (1, 0)


def test_s12_A7_defender_cards_keep_coming_after_the_sixth() -> None:
    # Seats 0 and 1 already hold all six Defender cards between them.
    state = before_attack(
        players=players(
            seat0={"cities": [8], "defender": 4, "knights": [knight(0, 1)]},
            seat1={"defender": 2},
        )
    )
    assert state.public_victory_points(0) == 2 + 4
    attack(state)
    assert state.defender == [5, 2, 0, 0]
    assert state.public_victory_points(0) == 2 + 5


def test_s12_the_gate_does_not_move_the_ship() -> None:
    state = before_attack(players=players(seat1={"cities": [8]}))
    state.apply(act("roll"))
    events = state.apply(act("dice", 1, 2, GATE_TRADE))
    assert state.barbarian == 6 and state.attacks == 0
    assert not any(e.code.startswith("barbarians") for e in events)


def pillaged_on_its_side() -> State:
    """Seat 1 (5 settlements, cities 8 and 10, no knight) loses the attack and the city on
    8: with no settlement piece left, it lies on its side."""
    state = before_attack(
        players=players(
            seat0={"cities": [31], "knights": [knight(0, 1)]},
            seat1={"cities": [8, 10], "settlements": [40, 46, 28, 24, 2]},
        )
    )
    attack(state, 6, 6)
    events = state.apply(act("pillage_city", 8))
    assert events[0].to_json() == {
        "code": "city_pillaged", "seat": 1, "vertex": 8, "on_its_side": True}  # fmt: skip
    return state


def seat1_to_build(state: State, hand: dict[str, int], **seat1: Any) -> State:
    """The same board on seat 1's turn, holding `hand`."""
    d = {k: v for k, v in state.to_json().items() if k not in ("history", "bank", "decks")}
    d["turn_seat"] = 1
    d["players"][1].update(hand=hand, **seat1)
    return State.from_json(state.game, d)


def test_s12_4_a_city_pillaged_with_no_settlement_piece_left_lies_on_its_side() -> None:
    state = pillaged_on_its_side()
    assert 8 in state.settlements[1] and state.cities[1] == (10,)
    assert state.public_victory_points(1) == 5 + 1 + 2  # it scores as a settlement
    # Its city piece stays on the board: 2 cities left, not 3; no settlement piece.
    assert state.pieces_left(1) == (15, 0, 2)
    for seat in (None, 0, 1):
        view = state.view(seat)
        assert view["on_its_side"] == [8]
        info = view["player_info"][1]
        assert (info["settlements_left"], info["cities_left"]) == (0, 2)
    d = state.to_json()
    assert d["players"][1]["on_its_side"] == [8]
    assert State.from_json(state.game, d) == state


def test_s12_4_a_city_on_its_side_produces_and_counts_as_a_settlement() -> None:
    # Seat 1's city on its side (8: mountains 10, pasture 2, hills 6) and its city on 10
    # (hills 10). On a 10 the one on its side yields 1 ore and no coin, as a settlement.
    state = pillaged_on_its_side()
    d = {k: v for k, v in state.to_json().items() if k not in ("history", "bank", "decks")}
    d.update(phase="pre_roll", turn_seat=1)
    s = State.from_json(state.game, d)
    s.apply(act("roll"))
    events = s.apply(act("dice", 4, 6, GATE_TRADE))
    [made] = [e.to_json() for e in events if e.code == "produced"]
    assert made["cards"] == {"1": {"brick": 2, "ore": 1}}
    # It takes no wall (walls go under cities).
    s = seat1_to_build(state, {"brick": 2})
    refused(s, act("build_wall", 8), "a city wall goes under one of your cities")
    # The barbarians count only the cities standing (31 and 10), and cannot pillage it.
    d["barbarian"] = 6
    s = State.from_json(state.game, d)
    won = result(attack(s, 1, 1))
    assert (won["code"], won["cities"], won["losers"]) == ("barbarians_won", 2, [1, 0])
    assert s.legal_actions() == [act("pillage_city", 10)]
    refused(s, act("pillage_city", 8), "8")


CITY_CARDS = {"grain": 2, "ore": 3}


@pytest.mark.parametrize("how", ["paid", "medicine"])
def test_s12_4_the_next_city_paid_or_medicine_goes_on_the_city_on_its_side(how: str) -> None:
    if how == "paid":
        state = seat1_to_build(pillaged_on_its_side(), CITY_CARDS)
        kind = "build_city"
    else:
        state = seat1_to_build(
            pillaged_on_its_side(), {"grain": 1, "ore": 2}, progress_cards={"medicine": 1}
        )
        kind = "play_medicine"
    assert [a for a in state.legal_actions() if a.kind == kind] == [act(kind, 8)]
    refused(state, act(kind, 40), "your next city goes on the pillaged city lying on its side (8)")
    events = state.apply(act(kind, 8))
    assert {"code": "city_built", "seat": 1, "vertex": 8} in [e.to_json() for e in events]
    assert state.cities[1] == (8, 10) and state.view(None)["on_its_side"] == []
    assert state.pieces_left(1) == (15, 0, 2)
    assert state.to_json()["players"][1]["on_its_side"] == []


def test_s12_4_a_city_on_its_side_holds_a_city_piece() -> None:
    # Cities on 1, 7 and 10 and the one lying on 8 use all 4 city pieces: none is left,
    # yet the city on its side may be raised (its piece is already there).
    state = seat1_to_build(pillaged_on_its_side(), CITY_CARDS, cities=[1, 7, 10])
    assert state.pieces_left(1) == (15, 0, 0)
    assert state.view(1)["player_info"][1]["cities_left"] == 0
    assert [a for a in state.legal_actions() if a.kind == "build_city"] == [act("build_city", 8)]
    state.apply(act("build_city", 8))
    assert state.pieces_left(1) == (15, 0, 0) and state.cities[1] == (1, 7, 8, 10)
    # A fifth city piece does not exist.
    d = pillaged_on_its_side().to_json()
    d.pop("history")
    d["players"][1]["cities"] = [1, 7, 10, 52]
    with pytest.raises(PositionError, match="at most 4 city pieces, the ones on their side"):
        State.from_json(ck_game(), d)


@pytest.mark.parametrize(
    ("seat1", "reason"),
    [
        ({"on_its_side": [10]}, "intersection 10 holds none of their settlements"),
        ({"on_its_side": [8, 8]}, "repeated intersection 8"),
        ({"on_its_side": [8], "settlements": [8, 40, 46, 28]}, "only while all 5 settlement"),
        ({"on_its_side": []}, "at most 5 settlement pieces"),
        ({"on_its_side": "8"}, "expected a list of intersections"),
    ],
)
def test_s12_4_positions_refuse_an_impossible_city_on_its_side(
    seat1: dict[str, Any], reason: str
) -> None:
    d = pillaged_on_its_side().to_json()
    d.pop("history")
    d["players"][1].update(seat1)
    with pytest.raises(PositionError, match=re.escape(reason)):
        State.from_json(ck_game(), d)


def test_s12_4_a_city_on_its_side_in_a_base_game_is_refused() -> None:
    with pytest.raises(PositionError, match="Cities & Knights fields in a base game"):
        State.from_json(game(), {"players": [{"settlements": [8], "on_its_side": [8]}, {}, {}, {}]})


def test_s12_4_determinization_keeps_the_city_on_its_side() -> None:
    state = pillaged_on_its_side()
    assert (state.context(), state.current_player()) == ("main", 0)
    sampled = sample_state(state.view(0), random.Random(1), state.game)
    assert sampled.on_side == state.on_side
    assert sampled.pieces_left(1) == (15, 0, 2)


@pytest.mark.parametrize("settlements_left", [0, 1])
def test_s12_4_a_pillaged_city_becomes_a_settlement_even_with_no_piece_left(
    settlements_left: int,
) -> None:
    # Seat 1: 5 - settlements_left settlements on the board and a city on 8. After the
    # pillage the city counts as a settlement (on its side if no piece is left, FAQ).
    settlements = [40, 46, 28, 24, 2][: 5 - settlements_left]
    state = before_attack(
        players=players(
            seat0={"cities": [31], "knights": [knight(0, 1)]},
            seat1={"cities": [8], "settlements": settlements},
        )
    )
    attack(state, 6, 6)
    state.apply(act("pillage_city", 8))
    assert 8 in state.settlements[1] and state.cities[1] == ()
    assert state.public_victory_points(1) == len(settlements) + 1
    assert state.pieces_left(1)[1] == max(0, settlements_left - 1)
    assert state.view(None)["player_info"][1]["settlements_left"] == max(0, settlements_left - 1)
    # The position still writes and reads back.
    d = state.to_json()
    again = State.from_json(state.game, d)
    assert again.to_json() == d
    # On seat 1's turn: the settlement on 8 can become a city again; with no settlement
    # piece left, no new settlement can be built.
    d = {k: v for k, v in d.items() if k != "history"}
    d["turn_seat"] = 1
    d["players"][1]["hand"] = {"lumber": 1, "brick": 1, "wool": 1, "grain": 3, "ore": 3}
    d.pop("bank")
    state = State.from_json(state.game, d)
    assert act("build_city", 8) in state.legal_actions()
    if settlements_left == 0:
        refused(state, act("build_settlement", 52), "no settlements left")
    state.apply(act("build_city", 8))
    assert 8 in state.cities[1] and 8 not in state.settlements[1]
