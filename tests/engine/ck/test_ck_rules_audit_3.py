"""A third audit of the engine against RULES.md through the public API (positions,
actions, views): interactions of the recently sharpened rows (a city on its side, the
Crane, the Deserter, the merchant) that the first two audits left unpinned. See
docs/rules-coverage.md.

Board: the beginner board (hex and intersection ids as in docs/position.md). Hex 0
(mountains, 10) has corners 0, 3, 4, 7, 8, 12; intersections 0, 2, 10, 33, 40 and 46
are far enough apart for six settlements.
"""

from __future__ import annotations

from typing import Any

from cityknights import State

from ..helpers import act, ck_game, hand, players, position, refused
from .test_ck_rules_audit_2 import codes, path, roll

# Seat 0's five settlement pieces are on the board and its pillaged city on 0 lies on
# its side (a sixth settlement made of a city piece, RULES.md §12.4).
ON_SIDE = {"settlements": [0, 2, 10, 33, 40, 46], "on_its_side": [0]}


def seat0_on_side(**fields: Any) -> dict[str, Any]:
    return {**ON_SIDE, **fields}


def plays(state: State, kind: str) -> list[Any]:
    return [a for a in state.legal_actions() if a.kind == kind]


# ----------------------------------------------------------------- a city on its side (§12.4)
def test_s12_4_s11_a_city_on_its_side_never_holds_the_metropolis() -> None:
    # Seat 0 has a standing city on 24 and the city on its side on 0: reaching trade 4,
    # the metropolis goes on 24, never on 0 (it is a settlement until raised again).
    seat0 = seat0_on_side(cities=[24], improvements={"trade": 3}, hand={"cloth": 4})
    state = position(ck_game(), players=players(seat0=seat0))
    assert codes(state.apply(act("improve_city", 0))) == ["city_improved"]
    assert state.legal_actions() == [act("place_metropolis", 24)]
    refused(state, act("place_metropolis", 0), "goes on one of your cities")
    state.apply(act("place_metropolis", 24))
    assert state.to_json()["metropolis"]["trade"] == 24
    # With the city on its side as its only "city", level 4 is out of reach (A16), even
    # with a Crane's discount.
    seat0 = seat0_on_side(improvements={"trade": 3}, hand={"cloth": 4})
    state = position(ck_game(), crane=1, players=players(seat0=seat0))
    refused(state, act("improve_city", 0), "at least one city")


def test_s12_4_s13_2_the_engineer_never_walls_a_city_on_its_side() -> None:
    seat0 = seat0_on_side(cities=[24], progress_cards={"engineer": 1})
    state = position(ck_game(), players=players(seat0=seat0))
    assert plays(state, "play_engineer") == [act("play_engineer", 24)]
    refused(state, act("play_engineer", 0), "goes under one of your cities; 0 holds none")
    # With no standing city the Engineer has nothing to wall: it is not playable.
    state = position(
        ck_game(), players=players(seat0=seat0_on_side(progress_cards={"engineer": 1}))
    )
    assert plays(state, "play_engineer") == []


def test_s12_4_s6_A18_a_city_on_its_side_yields_as_a_settlement_and_so_no_aqueduct() -> None:
    # Seat 0 keeps the Aqueduct (science 3) with no standing city. On a 10 its city on
    # its side (on hex 0, mountains) yields 1 ore and no coin, as a settlement: it
    # received a card, so no Aqueduct (its settlement on 10 takes hex 6's brick). On a 2
    # nothing of its produces: the Aqueduct is offered.
    seat0 = seat0_on_side(improvements={"science": 3})
    state = position(ck_game(), phase="pre_roll", players=players(seat0=seat0))
    events = roll(state, 4, 6)
    [made] = [e.to_json() for e in events if e.code == "produced"]
    assert made["cards"]["0"] == {"ore": 1, "brick": 1}
    assert hand(state, 0) == {"ore": 1, "brick": 1}
    assert state.to_json()["pending"] == [] and not plays(state, "aqueduct")
    state = position(ck_game(), phase="pre_roll", players=players(seat0=seat0))
    roll(state, 1, 1)
    assert state.current_player() == 0 and plays(state, "aqueduct")


def test_s12_4_s13_2_the_bishop_robs_a_seat_whose_only_building_there_lies_on_its_side() -> None:
    # The Bishop steals from each player with a settlement or city on the new hex: seat
    # 1's city on its side on 0 is a settlement on hex 0.
    seat0 = {"cities": [24], "progress_cards": {"bishop": 1}}
    seat1 = {**ON_SIDE, "hand": {"ore": 1}}
    state = position(ck_game(), attacks=1, robber=9, players=players(seat0=seat0, seat1=seat1))
    events = state.apply(act("play_bishop", 0))
    [moved] = [e.data for e in events if e.code == "robber_moved"]
    assert moved["victims"] == [1]
    assert state.to_json()["pending"] == [{"kind": "steal", "victim": 1}]


# ----------------------------------------------------------------- the Crane (§13.2, §10)
def test_s13_2_the_crane_is_playable_with_no_commodity_while_a_level_can_be_bought() -> None:
    # Only a track at 5 or the metropolis rule (A16) make the Crane unplayable: a seat
    # with a city, every track at 1 and no commodity may play it (the commodities may come
    # from trades this turn), and the discount waits for the improvement.
    seat0 = {"cities": [0], "improvements": {"trade": 1, "politics": 1, "science": 1},
             "progress_cards": {"crane": 1}, "hand": {"wool": 3}}  # fmt: skip
    state = position(ck_game(), players=players(seat0=seat0))
    assert plays(state, "play_crane") == [act("play_crane")]
    state.apply(act("play_crane"))
    assert state.to_json()["crane"] == 1
    refused(state, act("improve_city", 0), "cloth")
    state.apply(act("bank_trade", 2, 6))  # 3 wool for a cloth (3:1 harbor on 0)
    state.apply(act("improve_city", 0))  # level 2 for 1 cloth with the Crane
    assert state.to_json()["players"][0]["improvements"]["trade"] == 2
    assert hand(state, 0) == {} and state.to_json()["crane"] == 0


# ----------------------------------------------------------------- the Deserter (§13.2, A13)
def test_s13_2_A13_the_deserters_knight_may_take_the_freed_spot_and_be_promoted() -> None:
    # Seat 1's strong active knight on 8 touches seat 0's road 4-8. Seat 0 plays the
    # Deserter on seat 1, who removes it; seat 0 places its own strong active knight on
    # 8, the spot just freed (it touches seat 0's road), and may promote it this turn
    # (Fortress: politics 3): it was placed, not promoted.
    seat0 = {"settlements": [0], "roads": path(0, 4, 8), "improvements": {"politics": 3},
             "progress_cards": {"deserter": 1}, "hand": {"wool": 1, "ore": 1}}  # fmt: skip
    seat1 = {"settlements": [9], "roads": path(9, 13, 8),
             "knights": [{"vertex": 8, "level": 2, "active": True}]}  # fmt: skip
    state = position(ck_game(), players=players(seat0=seat0, seat1=seat1))
    state.apply(act("play_deserter", 1))
    assert state.current_player() == 1
    state.apply(act("surrender_knight", 8))
    assert act("place_deserter", 8) in state.legal_actions()
    state.apply(act("place_deserter", 8))
    [k] = state.to_json()["players"][0]["knights"]
    assert (k["vertex"], k["level"], k["active"]) == (8, 2, True)
    assert not k["activated_this_turn"] and not k["promoted_this_turn"]
    state.apply(act("promote_knight", 8))
    [k] = state.to_json()["players"][0]["knights"]
    assert (k["level"], k["active"], k["promoted_this_turn"]) == (3, True, True)


# ----------------------------------------------------------------- the merchant (§13.2, §14)
def test_s13_2_s14_a_merchant_card_on_the_merchants_own_hex_takes_it_over() -> None:
    # Seat 1 controls the merchant on hex 0; seat 0 also has a settlement there. A
    # Merchant card on the same hex is not "no effect" for seat 0: control and its VP
    # pass (a later Merchant card moves it and its control).
    seat0 = {"settlements": [0], "progress_cards": {"merchant": 1}}
    state = position(ck_game(), merchant={"hex": 0, "owner": 1},
                     players=players(seat0=seat0, seat1={"settlements": [8]}))  # fmt: skip
    assert (state.victory_points(0), state.victory_points(1)) == (1, 2)
    assert act("play_merchant", 0) in state.legal_actions()
    state.apply(act("play_merchant", 0))
    assert state.to_json()["merchant"] == {"hex": 0, "owner": 0}
    assert (state.victory_points(0), state.victory_points(1)) == (2, 1)


def test_s13_2_s16_the_deserters_knight_placed_on_a_road_cuts_it() -> None:
    # Seat 2 holds Longest Road with six roads 38-43-47-51-48-52-49. Seat 0 (road 44-48)
    # plays the Deserter on seat 1, whose basic knight on 4 leaves; seat 0 places its
    # own on 48, in the middle of seat 2's road: 4 long, nobody has 5, the card is set
    # aside and its 2 VP go with it (§16).
    edge = ck_game().topology.edge_between
    seat0 = {"settlements": [44], "roads": [edge(44, 48)], "progress_cards": {"deserter": 1}}
    seat1 = {"settlements": [0], "roads": [edge(0, 4)], "knights": [{"vertex": 4}]}
    seat2 = {"settlements": [38], "roads": path(38, 43, 47, 51, 48, 52, 49)}
    state = position(ck_game(), longest_road=2,
                     players=players(seat0=seat0, seat1=seat1, seat2=seat2))  # fmt: skip
    assert state.public_victory_points(2) == 3
    state.apply(act("play_deserter", 1))
    state.apply(act("surrender_knight", 4))
    assert act("place_deserter", 48) in state.legal_actions()
    events = state.apply(act("place_deserter", 48))
    assert "longest_road" in codes(events)
    assert state.to_json()["longest_road"] is None
    assert state.view(None)["player_info"][2]["road_length"] == 4
    assert state.public_victory_points(2) == 1
