"""Politics (blue) progress cards, part 1 (RULES.md §13.1, §13.2 politics table, §7, §9.4,
§16, §17, A11, A14, A19, A20, A21, A25): what every politics card shares (timing,
holding, going under its deck, not offered without an effect), the Bishop, the
Constitution, the Deserter and the Diplomat.

Part 2 (test_politics_cards_2.py): Intrigue, Saboteur, Spy, Warlord, Wedding (and the
redaction of the cards they move), positions holding their decisions.
"""

from __future__ import annotations

from typing import Any

import pytest

from cityknights import CHANCE, State
from cityknights.engine.constants import BRICK, COIN, GATE_POLITICS, ORE
from cityknights.engine.constants import PROGRESS_BY_NAME as P
from cityknights.engine.errors import PositionError

from ..helpers import act, ck_game, hand, players, position, refused

G = ck_game()
TOPO = G.topology
E = TOPO.edge_between

# Beginner board (checked in test_board_ids_used_here):
#   hex 5 pasture 4, corners 9 14 19 24 18 13 (the Bishop's hex below);
#   hex 9 the desert (the robber starts there), corners 18 24 30 35 29 23;
#   hex 1 pasture 2 (a roll of 1+1 produces only there).
PASTURE_4 = 5
CONSTITUTION = P["constitution"]
DESERT = 9


def test_board_ids_used_here() -> None:
    assert TOPO.hex_vertices[PASTURE_4] == (9, 14, 19, 24, 18, 13)
    assert G.board.numbers[PASTURE_4] == 4
    assert TOPO.hex_vertices[DESERT] == (18, 24, 30, 35, 29, 23)
    assert G.board.numbers[DESERT] == 0
    assert G.board.numbers[1] == 2
    assert position(G).robber == DESERT


def knight(v: int, level: int = 1, active: bool = False) -> dict[str, Any]:
    return {"vertex": v, "level": level, "active": active}


def knights_of(state: State, seat: int) -> dict[int, tuple[int, bool]]:
    """vertex -> (level, active) of a seat's knights."""
    return {
        k["vertex"]: (k["level"], k["active"]) for k in state.to_json()["players"][seat]["knights"]
    }


def progress(state: State, seat: int) -> dict[str, int]:
    return state.to_json()["players"][seat]["progress_cards"]


def events_of(events: list, code: str) -> list[dict[str, Any]]:
    return [e.data for e in events if e.code == code]


def longest(state: State) -> int | None:
    """The Longest Road holder, or None."""
    return state.to_json()["longest_road"]


def plays(state: State, kind: str) -> list:
    return [a for a in state.legal_actions() if a.kind == kind]


# ----------------------------------------------------------------- §13.1 shared rules
# One position where every politics card has an effect for seat 0:
#   seat 0: settlement 0, roads 0-3 0-4 4-8, an inactive basic knight on 3 (Warlord);
#           its road 4-8 is open at 8 (Diplomat).
#   seat 1: settlement 9 + city 26 (3 VP > 1), roads 9-13 13-8, an active knight on 8
#           touching seat 0's road (Deserter, Intrigue), 3 cards (Saboteur, Wedding).
#   seat 2: settlement 40 and a Warlord in hand (Spy). One attack so far (Bishop).
def rich(card: str | None, seat0: dict[str, Any] | None = None, **fields: Any) -> State:
    s0 = {
        "settlements": [0],
        "roads": [E(0, 3), E(0, 4), E(4, 8)],
        "knights": [knight(3)],
        "progress_cards": {card: 1} if card else {},
        **(seat0 or {}),
    }
    s1 = {
        "settlements": [9],
        "cities": [26],
        "roads": [E(9, 13), E(13, 8)],
        "knights": [knight(8, active=True)],
        "hand": {"brick": 2, "wool": 1},
    }
    s2 = {"settlements": [40], "progress_cards": {"warlord": 1}}
    fields.setdefault("attacks", 1)
    return position(G, players=players(seat0=s0, seat1=s1, seat2=s2), **fields)


PLAYS = {
    "bishop": act("play_bishop", PASTURE_4),
    "deserter": act("play_deserter", 1),
    "diplomat": act("play_diplomat", E(4, 8)),
    "intrigue": act("play_intrigue", 8),
    "saboteur": act("play_saboteur"),
    "spy": act("play_spy", 2),
    "warlord": act("play_warlord"),
    "wedding": act("play_wedding"),
}
CARDS = sorted(PLAYS)


@pytest.mark.parametrize("card", CARDS)
def test_s13_1_played_politics_card_leaves_hand_and_goes_under_the_politics_deck(card):
    s = rich(card)
    a = PLAYS[card]
    before = s.to_json()["decks"]
    assert a in s.legal_actions()
    events = s.apply(a)
    assert progress(s, 0) == {}
    decks = s.to_json()["decks"]
    assert decks["politics"]["bottom"] == [card]  # face down under its own deck
    assert decks["politics"]["shuffled"] == before["politics"]["shuffled"]
    assert decks["trade"] == before["trade"] and decks["science"] == before["science"]
    assert events_of(events, "progress_played")[0]["card"] == card


def test_s13_1_a_played_card_goes_under_the_cards_already_there():
    s = rich("warlord", decks={"politics": {"bottom": ["spy"]}})
    s.apply(act("play_warlord"))
    assert s.to_json()["decks"]["politics"]["bottom"] == ["spy", "warlord"]


@pytest.mark.parametrize("card", CARDS)
def test_s13_1_politics_card_not_held_is_refused(card):
    s = rich(None)
    refused(s, PLAYS[card], f"you hold no {card} card")


@pytest.mark.parametrize("card", CARDS)
def test_s13_1_politics_card_refused_before_the_roll(card):
    s = rich(card, phase="pre_roll")
    refused(s, PLAYS[card], "not allowed now", "the roll")


@pytest.mark.parametrize("card", CARDS)
def test_s13_1_politics_card_refused_during_a_pending_decision(card):
    # Seat 0 itself owes a discard (after a 7): no card until it is made.
    s = rich(card, seat0={"hand": {"ore": 1}}, pending=[{"kind": "discard", "seat": 0, "count": 1}])
    assert s.current_player() == 0
    refused(s, PLAYS[card], "not allowed now", "a discard after a 7")


@pytest.mark.parametrize("card", CARDS)
def test_s13_1_politics_card_refused_on_another_seats_turn(card):
    # Seat 1's turn: seat 1 acts, and seat 0's card is not seat 1's.
    s = rich(card, turn_seat=1)
    assert s.current_player() == 1
    refused(s, PLAYS[card], f"you hold no {card} card")
    # Seat 0 acting on seat 1's turn (a decision of its own) still cannot play it.
    s = rich(
        card,
        turn_seat=1,
        seat0={"hand": {"ore": 1}},
        pending=[{"kind": "discard", "seat": 0, "count": 1}],
    )
    assert s.current_player() == 0
    refused(s, PLAYS[card], "not allowed now")


def test_s13_1_several_politics_cards_in_one_turn():
    s = rich("warlord", seat0={"progress_cards": {"warlord": 1, "diplomat": 1}})
    s.apply(act("play_warlord"))
    s.apply(act("play_diplomat", E(4, 8)))
    s.apply(act("skip"))
    assert progress(s, 0) == {}
    assert s.to_json()["decks"]["politics"]["bottom"] == ["warlord", "diplomat"]


# ----------------------------------------------------------------- Bishop (A11)
def bishop_position(**by_seat: dict[str, Any]) -> State:
    fields = by_seat.pop("fields", {})
    seats = {"seat0": {"settlements": [0], "progress_cards": {"bishop": 1}}, **by_seat}
    fields.setdefault("attacks", 1)
    return position(G, players=players(**seats), **fields)


def test_s13_2_bishop_moves_the_robber_and_steals_from_each_player_on_the_hex():
    # Pasture 4 (hex 5): seat 1 has a settlement (9) and a city (19) there, seat 3 a
    # city (18). Each is robbed once, seat 1 before seat 3.
    s = bishop_position(
        seat1={"settlements": [9], "cities": [19], "hand": {"brick": 1, "ore": 1}},
        seat2={"settlements": [40], "hand": {"grain": 3}},
        seat3={"cities": [18], "hand": {"coin": 2}},
    )
    events = s.apply(act("play_bishop", PASTURE_4))
    assert s.robber == PASTURE_4
    assert events_of(events, "robber_moved")[0]["victims"] == [1, 3]
    assert s.to_json()["pending"] == [
        {"kind": "steal", "victim": 1},
        {"kind": "steal", "victim": 3},
    ]
    # A random card (a chance node), from the victim's resources and commodities.
    assert s.current_player() == CHANCE
    assert sorted(s.chance_outcomes()) == sorted(
        [(act("steal_card", BRICK), 0.5), (act("steal_card", ORE), 0.5)]
    )
    s.apply(act("steal_card", ORE))
    assert s.current_player() == CHANCE
    assert s.chance_outcomes() == [(act("steal_card", COIN), 1.0)]
    s.apply(act("steal_card", COIN))
    assert (s.context(), s.current_player()) == ("main", 0)
    assert hand(s, 0) == {"ore": 1, "coin": 1}
    assert hand(s, 1) == {"brick": 1}
    assert hand(s, 2) == {"grain": 3}  # not on the hex
    assert hand(s, 3) == {"coin": 1}


def test_s13_2_bishop_steals_in_seat_order_from_the_player_A30():
    # Seat 2 plays it; seats 3, 0 and 1 stand on pasture 4: robbed 3, 0, 1.
    s = bishop_position(
        seat0={"settlements": [19], "hand": {"wool": 1}},
        seat1={"settlements": [9], "hand": {"brick": 1}},
        seat2={"settlements": [40], "progress_cards": {"bishop": 1}},
        seat3={"settlements": [18], "hand": {"coin": 1}},
        fields={"turn_seat": 2},
    )
    s.apply(act("play_bishop", PASTURE_4))
    assert [d["victim"] for d in s.to_json()["pending"]] == [3, 0, 1]


def test_s13_2_bishop_skips_players_without_cards_and_may_rob_nobody():
    s = bishop_position(seat1={"settlements": [9]}, seat3={"settlements": [18]})
    assert act("play_bishop", PASTURE_4) in s.legal_actions()  # moving the robber is an effect
    s.apply(act("play_bishop", PASTURE_4))
    assert s.robber == PASTURE_4
    assert (s.context(), s.current_player(), s.to_json()["pending"]) == ("main", 0, [])


def test_s13_2_bishop_not_playable_before_the_first_attack_A11():
    s = bishop_position(seat1={"settlements": [9], "hand": {"brick": 1}}, fields={"attacks": 0})
    assert not plays(s, "play_bishop")
    refused(s, act("play_bishop", PASTURE_4), "before the first barbarian attack")


def test_s13_2_bishop_moves_the_robber_by_normal_rules():
    s = bishop_position()
    legal = {a[1] for a in plays(s, "play_bishop")}
    assert legal == set(range(TOPO.n_hexes)) - {DESERT}  # any other hex
    refused(s, act("play_bishop", DESERT), "different hex")
    refused(s, act("play_bishop", 19), "no hex")
    # Friendly robber (room setting): not next to a player with 2 VP or fewer.
    g = ck_game(friendly_robber=True)
    s = position(
        g,
        attacks=1,
        players=players(
            seat0={"settlements": [0], "progress_cards": {"bishop": 1}},
            seat1={"settlements": [9], "hand": {"brick": 1}},
        ),
    )
    refused(s, act("play_bishop", PASTURE_4), "friendly robber")
    assert act("play_bishop", 7) in s.legal_actions()


def test_s13_2_bishop_may_use_the_desert_even_with_the_numbered_only_chase_flag_A10():
    # The A10 flag limits a chased robber only; the Bishop moves it as on a 7.
    g = ck_game(chase_robber_numbered_only=True)
    s = position(
        g,
        attacks=1,
        robber=PASTURE_4,
        players=players(seat0={"settlements": [0], "progress_cards": {"bishop": 1}}),
    )
    assert act("play_bishop", DESERT) in s.legal_actions()
    s.apply(act("play_bishop", DESERT))
    assert s.robber == DESERT


# ----------------------------------------------------------------- Constitution
def gate_position(g=G, **by_seat: dict[str, Any]) -> State:
    """Seat 0 about to roll; whoever has politics level >= 1 draws on a blue gate."""
    fields = by_seat.pop("fields", {})
    seats = {"seat0": {"cities": [0]}, **by_seat}
    return position(g, phase="pre_roll", players=players(**seats), **fields)


def roll_blue_gate(s: State) -> None:
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1, GATE_POLITICS))  # red 1: level 1 draws; total 2


def test_s13_1_constitution_is_revealed_at_once_as_1_vp():
    s = gate_position(seat0={"cities": [0], "improvements": {"politics": 1}})
    roll_blue_gate(s)
    assert s.current_player() == CHANCE
    vp = s.public_victory_points(0)
    events = s.apply(act("draw_progress", CONSTITUTION))  # constitution
    assert s.public_victory_points(0) == vp + 1
    assert progress(s, 0) == {}
    assert s.to_json()["players"][0]["progress_vp"] == 1
    assert s.to_json()["decks"]["politics"]["shuffled"].get("constitution", 0) == 0
    # Revealed: everyone sees which card it was.
    (e,) = [e for e in events if e.code == "progress_vp_revealed"]
    for seat in (None, 0, 1, 2, 3):
        assert e.for_seat(seat)["card"] == "constitution"
    assert s.view(None)["player_info"][0]["progress_vp"] == 1
    assert (s.context(), s.current_player()) == ("main", 0)


def test_s13_1_constitution_never_counts_toward_the_hand_limit_nor_is_played():
    # Seat 1, off-turn with 4 cards (its limit), draws the Constitution: no discard.
    four = {"spy": 2, "warlord": 1, "bishop": 1}
    s = gate_position(
        seat1={"cities": [9], "improvements": {"politics": 1}, "progress_cards": four}
    )
    roll_blue_gate(s)
    s.apply(act("draw_progress", CONSTITUTION))
    assert progress(s, 1) == four
    assert s.to_json()["players"][1]["progress_vp"] == 1
    assert (s.context(), s.current_player()) == ("main", 0)
    refused(s, act("play_constitution"), "unknown action kind")
    with pytest.raises(PositionError, match="VP cards are revealed, never held"):
        position(G, players=players(seat0={"progress_cards": {"constitution": 1}}))


def test_s17_constitution_drawn_off_turn_wins_only_as_that_players_turn_starts_A25():
    # Seat 1 has 12 VP (city 2 + 10 Defender cards) and draws the Constitution on seat
    # 0's roll: 13 VP, but the game goes on until seat 1's own turn starts.
    s = gate_position(seat1={"cities": [9], "defender": 10, "improvements": {"politics": 1}})
    roll_blue_gate(s)
    s.apply(act("draw_progress", CONSTITUTION))
    assert s.public_victory_points(1) == 13
    assert s.winner() is None and not s.is_terminal()
    events = s.apply(act("end_turn"))
    assert s.winner() == 1
    assert events_of(events, "game_over")[0]["winner"] == 1


def test_s17_constitution_drawn_on_own_turn_wins_at_once():
    s = gate_position(seat0={"cities": [0], "defender": 10, "improvements": {"politics": 1}})
    roll_blue_gate(s)
    s.apply(act("draw_progress", CONSTITUTION))
    assert s.winner() == 0 and s.is_terminal()


# ----------------------------------------------------------------- Deserter (A19)
# Seat 0: settlement 0, roads 0-3 3-7 7-12 0-4 4-8 (knight spots 3 7 12 4 8).
# Seat 1: settlement 14, roads 14-9 9-13, a strong active knight on 13 and a basic
# inactive one on 9.
SEAT0_ROADS = [E(0, 3), E(3, 7), E(7, 12), E(0, 4), E(4, 8)]


def deserter_position(
    g=G, seat0: dict[str, Any] | None = None, seat1: dict[str, Any] | None = None, **fields: Any
) -> State:
    s0 = {
        "settlements": [0],
        "roads": SEAT0_ROADS,
        "progress_cards": {"deserter": 1},
        "hand": {"wool": 1, "ore": 1, "grain": 1},
        **(seat0 or {}),
    }
    s1 = {
        "settlements": [14],
        "roads": [E(14, 9), E(9, 13)],
        "knights": [knight(13, 2, active=True), knight(9, 1)],
        **(seat1 or {}),
    }
    return position(g, players=players(seat0=s0, seat1=s1), **fields)


def test_s13_2_deserter_victim_chooses_and_the_player_places_one_alike_for_free():
    s = deserter_position(seat0={"knights": [knight(3)]})
    s.apply(act("play_deserter", 1))
    # Seat 1 chooses which knight leaves.
    assert (s.context(), s.current_player()) == ("desert", 1)
    assert s.to_json()["pending"] == [{"kind": "desert", "seat": 1}]
    assert set(s.legal_actions()) == {act("surrender_knight", 13), act("surrender_knight", 9)}
    refused(s, act("surrender_knight", 3), "choose one of your knights")
    refused(s, act("place_deserter", 4), "not allowed now")
    refused(s, act("skip"), "not allowed now")  # the victim must give one up
    events = s.apply(act("surrender_knight", 13))
    assert events_of(events, "knight_deserted") == [{"seat": 1, "vertex": 13, "level": 2}]
    assert knights_of(s, 1) == {9: (1, False)}
    # Seat 0 may place a strong, active knight on a vacant spot touching its roads.
    assert (s.context(), s.current_player()) == ("deserter_place", 0)
    assert s.to_json()["pending"] == [
        {"kind": "deserter_place", "seat": 0, "level": 2, "active": True}
    ]
    assert set(s.legal_actions()) == {
        *(act("place_deserter", v) for v in (4, 7, 8, 12)),
        act("skip"),
    }
    refused(s, act("place_deserter", 13), "touching your road")  # seat 1's road only
    refused(s, act("place_deserter", 3), "touching your road")  # occupied
    s.apply(act("place_deserter", 8))
    assert knights_of(s, 0) == {3: (1, False), 8: (2, True)}
    assert hand(s, 0) == {"wool": 1, "ore": 1, "grain": 1}  # free
    assert (s.context(), s.current_player()) == ("main", 0)


def test_s9_3_deserters_knight_placed_active_may_act_this_turn_FAQ_83():
    # The knight comes with the deserted knight's active status; it was not activated
    # this turn, so it may act at once (FAQ 83), and acting deactivates it as usual.
    s = deserter_position()
    s.apply(act("play_deserter", 1))
    s.apply(act("surrender_knight", 13))
    s.apply(act("place_deserter", 8))
    placed = s.to_json()["players"][0]["knights"][0]
    assert (placed["vertex"], placed["active"], placed["activated_this_turn"]) == (8, True, False)
    assert 8 not in s.view(None)["knights_activated_this_turn"]
    assert act("move_knight", 8, 4) in s.legal_actions()
    s.apply(act("move_knight", 8, 4))
    assert knights_of(s, 0) == {4: (2, False)}


def test_s13_2_deserter_keeps_an_inactive_knight_inactive():
    s = deserter_position()
    s.apply(act("play_deserter", 1))
    s.apply(act("surrender_knight", 9))
    assert s.to_json()["pending"] == [
        {"kind": "deserter_place", "seat": 0, "level": 1, "active": False}
    ]
    s.apply(act("place_deserter", 4))
    assert knights_of(s, 0) == {4: (1, False)}


def test_s13_2_deserter_may_decline_to_place():
    s = deserter_position()
    s.apply(act("play_deserter", 1))
    s.apply(act("surrender_knight", 13))
    events = s.apply(act("skip"))
    assert events_of(events, "skipped") == [{"seat": 0, "decision": "deserter_place"}]
    assert knights_of(s, 0) == {} and knights_of(s, 1) == {9: (1, False)}
    assert (s.context(), s.current_player()) == ("main", 0)


MIGHTY_OUT = {"knights": [knight(3, 3), knight(7, 3)]}  # both mighty pieces on the board
MIGHTY_AND_BASIC_OUT = {"knights": [knight(3, 3), knight(7, 3), knight(12, 1), knight(4, 1)]}


def desert_mighty(g, seat0: dict[str, Any]) -> State:
    s = deserter_position(g, seat0=seat0, seat1={"knights": [knight(13, 3, active=True)]})
    s.apply(act("play_deserter", 1))
    s.apply(act("surrender_knight", 13))
    return s


def test_s13_2_deserter_without_that_strength_places_a_basic_one_A19():
    s = desert_mighty(G, MIGHTY_OUT)
    assert s.to_json()["pending"] == [
        {"kind": "deserter_place", "seat": 0, "level": 1, "active": True}
    ]
    s.apply(act("place_deserter", 8))
    assert knights_of(s, 0)[8] == (1, True)


def test_s13_2_deserter_without_that_strength_nor_a_basic_places_nothing_A19():
    s = desert_mighty(G, MIGHTY_AND_BASIC_OUT)
    assert knights_of(s, 1) == {}  # removed all the same
    assert (s.context(), s.current_player(), s.to_json()["pending"]) == ("main", 0, [])


def test_s13_2_deserter_same_or_lower_flag_places_the_highest_lower_one_A19():
    g = ck_game(deserter_same_or_lower=True)
    s = desert_mighty(g, MIGHTY_OUT)
    assert s.to_json()["pending"] == [
        {"kind": "deserter_place", "seat": 0, "level": 2, "active": True}
    ]
    # With the basic pieces gone too, the strong one still comes (OFF2025).
    s = desert_mighty(g, MIGHTY_AND_BASIC_OUT)
    assert s.to_json()["pending"][0]["level"] == 2
    s.apply(act("place_deserter", 8))
    assert knights_of(s, 0)[8] == (2, True)


def test_s13_2_deserter_places_a_mighty_knight_without_the_fortress():
    s = desert_mighty(G, {"improvements": {"politics": 0}})
    assert s.to_json()["pending"][0]["level"] == 3
    s.apply(act("place_deserter", 12))
    assert knights_of(s, 0) == {12: (3, True)}


def test_s13_2_deserter_opponent_removes_even_if_you_cannot_place():
    # Seat 0 has no road, so no spot for a knight.
    s = deserter_position(seat0={"roads": []})
    s.apply(act("play_deserter", 1))
    assert s.current_player() == 1
    s.apply(act("surrender_knight", 9))
    assert knights_of(s, 1) == {13: (2, True)}
    assert knights_of(s, 0) == {}
    assert (s.context(), s.current_player(), s.to_json()["pending"]) == ("main", 0, [])


def test_s13_2_deserter_needs_an_opponent_with_a_knight():
    s = deserter_position()
    assert plays(s, "play_deserter") == [act("play_deserter", 1)]
    refused(s, act("play_deserter", 2), "seat 2 has no knight")
    refused(s, act("play_deserter", 0), "choose an opponent")
    refused(s, act("play_deserter", 4), "no seat 4 in a 4-player game")
    s = deserter_position(seat1={"knights": []})
    assert not plays(s, "play_deserter")  # no effect: not offered
    refused(s, act("play_deserter", 1), "seat 1 has no knight")


def test_s16_deserter_removing_a_knight_joins_a_broken_road():
    # Seat 2's six roads 38-43-47-51-48-52-49 are cut at 48 by seat 1's knight (seat 1:
    # settlement 44, road 44-48): 4 long. Once the knight deserts, 6: Longest Road.
    seat2_roads = [E(38, 43), E(43, 47), E(47, 51), E(51, 48), E(48, 52), E(52, 49)]
    s = position(
        G,
        players=players(
            seat0={"settlements": [0], "progress_cards": {"deserter": 1}},
            seat1={"settlements": [44], "roads": [E(44, 48)], "knights": [knight(48, 1)]},
            seat2={"settlements": [38], "roads": seat2_roads},
        ),
    )
    assert longest(s) is None and s.view(None)["player_info"][2]["road_length"] == 4
    s.apply(act("play_deserter", 1))
    events = s.apply(act("surrender_knight", 48))
    assert longest(s) == 2
    assert events_of(events, "longest_road")[0]["seat"] == 2
    assert s.public_victory_points(2) == 3


# ----------------------------------------------------------------- Diplomat (A21)
# Seat 0: settlement 0, roads 0-4 4-8 (4-8 is open at 8).
# Seat 1: settlement 14, roads 14-9 9-5 (9-5 is open at 5; 14-9 is closed).
def diplomat_position(seat1: dict[str, Any] | None = None, **by_seat: dict[str, Any]) -> State:
    s0 = {"settlements": [0], "roads": [E(0, 4), E(4, 8)], "progress_cards": {"diplomat": 1}}
    s1 = {"settlements": [14], "roads": [E(14, 9), E(9, 5)], **(seat1 or {})}
    return position(G, players=players(seat0=s0, seat1=s1, **by_seat))


def test_s13_2_diplomat_removes_an_opponents_open_road_A21():
    s = diplomat_position()
    assert {a[1] for a in plays(s, "play_diplomat")} == {E(9, 5), E(4, 8)}
    events = s.apply(act("play_diplomat", E(9, 5)))
    assert s.to_json()["players"][1]["roads"] == [E(14, 9)]
    assert s.view(None)["player_info"][1]["roads_left"] == 14  # back to the supply
    assert events_of(events, "progress_played")[0]["owner"] == 1
    # Not the player's own road: nothing to rebuild.
    assert (s.context(), s.current_player(), s.to_json()["pending"]) == ("main", 0, [])


def test_s13_2_diplomat_refuses_a_closed_road_A21():
    s = diplomat_position()
    # 14-9: a settlement at one end, a road of its colour at the other.
    refused(s, act("play_diplomat", E(14, 9)), "not open")
    # 0-4: seat 0's settlement at 0, its road 4-8 at 4.
    refused(s, act("play_diplomat", E(0, 4)), "not open")
    refused(s, act("play_diplomat", E(1, 5)), "no road on path")
    # A city of its colour closes an end as well.
    s = diplomat_position(seat1={"settlements": [], "cities": [14]})
    refused(s, act("play_diplomat", E(14, 9)), "not open")


def test_s13_2_diplomat_an_opponents_piece_does_not_close_an_end_A21():
    # Seat 2's settlement on 5, at the open end of seat 1's road 9-5: still open.
    s = diplomat_position(seat2={"settlements": [5]})
    assert act("play_diplomat", E(9, 5)) in s.legal_actions()
    s.apply(act("play_diplomat", E(9, 5)))
    assert s.to_json()["players"][1]["roads"] == [E(14, 9)]


def test_s13_2_diplomat_a_knight_of_its_colour_closes_an_end_A21():
    s = diplomat_position(seat1={"knights": [knight(5)]})
    refused(s, act("play_diplomat", E(9, 5)), "not open")


def test_s13_2_diplomat_not_offered_without_an_open_road():
    s = position(
        G,
        players=players(
            seat0={"settlements": [0], "roads": [E(0, 4)], "progress_cards": {"diplomat": 1}},
            seat1={"settlements": [14], "cities": [5], "roads": [E(14, 9), E(9, 5)]},
        ),
    )
    # 0-4 is open at 4 (seat 0's own road): the only target.
    assert plays(s, "play_diplomat") == [act("play_diplomat", E(0, 4))]
    s = position(
        G,
        players=players(
            seat0={"settlements": [0], "progress_cards": {"diplomat": 1}},
            seat1={"settlements": [14], "cities": [5], "roads": [E(14, 9), E(9, 5)]},
        ),
    )
    assert not plays(s, "play_diplomat")
    refused(s, act("play_diplomat", E(9, 5)), "not open")


def test_s13_2_diplomat_own_road_may_be_rebuilt_elsewhere_at_once_for_free():
    s = diplomat_position()
    s.apply(act("play_diplomat", E(4, 8)))
    assert (s.context(), s.current_player()) == ("diplomat_rebuild", 0)
    assert s.to_json()["pending"] == [{"kind": "diplomat_rebuild", "seat": 0, "edge": E(4, 8)}]
    # Anywhere the seat could build a road (no cost), except where it stood.
    assert set(s.legal_actions()) == {
        act("build_road", E(0, 3)),
        act("build_road", E(1, 4)),
        act("skip"),
    }
    refused(s, act("build_road", E(4, 8)), "elsewhere")
    refused(s, act("build_road", E(12, 17)), "does not connect")
    refused(s, act("end_turn"), "not allowed now")
    s.apply(act("build_road", E(1, 4)))
    assert s.to_json()["players"][0]["roads"] == sorted([E(0, 4), E(1, 4)])
    assert hand(s, 0) == {}
    assert (s.context(), s.current_player()) == ("main", 0)


def test_s13_2_diplomat_own_road_rebuild_may_be_skipped():
    s = diplomat_position()
    s.apply(act("play_diplomat", E(4, 8)))
    s.apply(act("skip"))
    assert s.to_json()["players"][0]["roads"] == [E(0, 4)]
    assert s.view(None)["player_info"][0]["roads_left"] == 14


def test_s16_diplomat_longest_road_updates():
    # Seat 1's 5 roads 38-43-47-51-48-52 hold Longest Road; 48-52 is open at 52.
    roads = [E(38, 43), E(43, 47), E(47, 51), E(51, 48), E(48, 52)]
    s = position(
        G,
        players=players(
            seat0={"settlements": [0], "progress_cards": {"diplomat": 1}},
            seat1={"settlements": [38], "roads": roads},
        ),
    )
    assert longest(s) == 1 and s.public_victory_points(1) == 3
    events = s.apply(act("play_diplomat", E(48, 52)))
    assert longest(s) is None
    assert events_of(events, "longest_road")[0]["previous"] == 1
    assert s.public_victory_points(1) == 1


# Seat 0 holds Longest Road with 5 roads 4-0-3-7-12-17 (settlement 0; 0-4 is open at 4);
# seat 1 has 5 too (38-43-47-51-48-52): tied, so the holder keeps the card.
SEAT0_FIVE = [E(0, 4), E(0, 3), E(3, 7), E(7, 12), E(12, 17)]
SEAT1_FIVE = [E(38, 43), E(43, 47), E(47, 51), E(51, 48), E(48, 52)]


def diplomat_longest_position() -> State:
    return position(
        G,
        longest_road=0,
        players=players(
            seat0={"settlements": [0], "roads": SEAT0_FIVE, "progress_cards": {"diplomat": 1}},
            seat1={"settlements": [38], "roads": SEAT1_FIVE},
        ),
    )


def test_s16_diplomat_own_road_rebuilt_to_the_same_length_keeps_longest_road_FAQ_88():
    s = diplomat_longest_position()
    assert longest(s) == 0 and s.public_victory_points(0) == 3
    events = s.apply(act("play_diplomat", E(0, 4)))
    # Recomputed once the card is done, after the free rebuild: nothing moves yet.
    assert not events_of(events, "longest_road")
    assert longest(s) == 0 and s.view(None)["player_info"][0]["road_length"] == 4
    # The position of the rebuild decision round-trips, the award still waiting.
    assert State.from_json(G, s.to_json()) == s
    events = s.apply(act("build_road", E(17, 22)))
    assert s.view(None)["player_info"][0]["road_length"] == 5
    assert not events_of(events, "longest_road")
    assert longest(s) == 0 and s.public_victory_points(0) == 3


def test_s16_diplomat_own_road_not_rebuilt_passes_longest_road_on_at_the_skip_FAQ_88():
    s = diplomat_longest_position()
    s.apply(act("play_diplomat", E(0, 4)))
    assert longest(s) == 0
    events = s.apply(act("skip"))
    assert events_of(events, "longest_road") == [{"seat": 1, "previous": 0, "length": 5}]
    assert longest(s) == 1 and s.public_victory_points(0) == 1


def test_s16_diplomat_rebuild_position_refuses_a_holder_below_5_elsewhere():
    d = diplomat_longest_position().to_json()
    d["players"][0]["roads"] = SEAT0_FIVE[1:]
    with pytest.raises(PositionError, match="the holder has no road of 5 or more"):
        State.from_json(G, d)
    d["pending"] = [{"kind": "diplomat_rebuild", "seat": 0, "edge": E(0, 4)}]
    assert State.from_json(G, d).longest_road == 0  # the award waits for the rebuild
    d["turn_seat"] = d["pending"][0]["seat"] = 1  # another seat rebuilds: refused
    with pytest.raises(PositionError, match="the holder has no road of 5 or more"):
        State.from_json(G, d)
