"""Politics (blue) progress cards, part 2 (RULES.md §13.1, §13.2 politics table, §9.3,
§9.4, §12, §16, A2, A14, A20, A26, A30): the Intrigue, the Saboteur, the Spy, the
Warlord and the Wedding, with who decides what and in which order, who sees the cards
they move (Event.for_seat, view(seat)), and positions holding their decisions.

Part 1 (test_politics_cards.py): shared rules, Bishop, Constitution, Deserter, Diplomat.
"""

from __future__ import annotations

from typing import Any

import pytest

from cityknights import State
from cityknights.engine.constants import BRICK, CLOTH, COIN, GRAIN, ORE, PAPER, WOOL
from cityknights.engine.constants import PROGRESS_BY_NAME as P
from cityknights.engine.errors import PositionError

from ..helpers import act, ck_game, hand, players, position, refused

G = ck_game()
E = G.topology.edge_between


def progress(state: State, seat: int) -> dict[str, int]:
    return state.to_json()["players"][seat]["progress_cards"]


def events_of(events: list, code: str) -> list:
    return [e for e in events if e.code == code]


def plays(state: State, kind: str) -> list:
    return [a for a in state.legal_actions() if a.kind == kind]


def knight(v: int, level: int = 1, active: bool = False) -> dict[str, Any]:
    return {"vertex": v, "level": level, "active": active}


def knights_of(state: State, seat: int) -> dict[int, tuple[int, bool]]:
    """vertex -> (level, active) of a seat's knights."""
    return {
        k["vertex"]: (k["level"], k["active"]) for k in state.to_json()["players"][seat]["knights"]
    }


def longest(state: State) -> int | None:
    """The Longest Road holder, or None."""
    return state.to_json()["longest_road"]


# ----------------------------------------------------------------- Intrigue (A20)
# Seat 0: settlement 0, roads 0-4 4-8. Seat 1: settlement 9, roads 9-13 13-8 and a
# mighty active knight on 8 (touching seat 0's road 4-8).
def intrigue_position(
    seat0: dict[str, Any] | None = None, seat1: dict[str, Any] | None = None
) -> State:
    s0 = {
        "settlements": [0],
        "roads": [E(0, 4), E(4, 8)],
        "progress_cards": {"intrigue": 1},
        **(seat0 or {}),
    }
    s1 = {
        "settlements": [9],
        "roads": [E(9, 13), E(13, 8)],
        "knights": [knight(8, 3, active=True)],
        **(seat1 or {}),
    }
    return position(G, players=players(seat0=s0, seat1=s1))


def test_s13_2_intrigue_displaces_a_knight_touching_your_road_and_its_owner_moves_it():
    s = intrigue_position()
    assert plays(s, "play_intrigue") == [act("play_intrigue", 8)]
    events = s.apply(act("play_intrigue", 8))
    assert [e.data for e in events_of(events, "knight_displaced")] == [
        {"seat": 1, "vertex": 8, "level": 3}
    ]
    # The owner retreats it along its own roads (§9.4): a decision of seat 1.
    assert (s.context(), s.current_player()) == ("relocate", 1)
    assert s.to_json()["pending"] == [
        {"kind": "relocate", "seat": 1, "from": 8, "level": 3, "active": True}
    ]
    assert s.legal_actions() == [act("relocate_knight", 13)]
    refused(s, act("relocate_knight", 12), "reachable along your roads")
    refused(s, act("skip"), "not allowed now")  # it must move if it can
    s.apply(act("relocate_knight", 13))
    assert knights_of(s, 1) == {13: (3, True)}  # strength and status kept
    # No knight for the player (A20): 8 stays empty.
    assert knights_of(s, 0) == {}
    assert s.view(None)["knights"] == [[13, 1, 3, True]]
    assert (s.context(), s.current_player()) == ("main", 0)


def test_s13_2_intrigue_knight_with_nowhere_to_go_returns_to_supply_A14():
    # Seat 1: settlement 13 and road 13-8 only: no vacant intersection to retreat to.
    s = intrigue_position(seat1={"settlements": [13], "roads": [E(13, 8)]})
    events = s.apply(act("play_intrigue", 8))
    assert [e.data for e in events_of(events, "knight_returned")] == [{"seat": 1, "level": 3}]
    assert knights_of(s, 1) == {} and knights_of(s, 0) == {}
    assert (s.context(), s.current_player(), s.to_json()["pending"]) == ("main", 0, [])


def test_s13_2_intrigue_refused_for_a_knight_not_touching_your_road():
    # Seat 1's basic knight on 9 touches only seat 1's roads; seat 0's own knight on 4.
    s = intrigue_position(
        seat0={"knights": [knight(4)]},
        seat1={"settlements": [14], "roads": [E(14, 9), E(9, 13)], "knights": [knight(9)]},
    )
    assert not plays(s, "play_intrigue")
    refused(s, act("play_intrigue", 9), "does not stand on an intersection touching your road")
    refused(s, act("play_intrigue", 4), "no opponent's knight")
    refused(s, act("play_intrigue", 8), "no opponent's knight")


def test_s16_intrigue_displacing_a_knight_joins_your_road():
    # Seat 0's six roads 3-0-4-8-12-7-11 are cut at 8 by seat 1's knight: 3 long.
    roads = [E(3, 0), E(0, 4), E(4, 8), E(8, 12), E(12, 7), E(7, 11)]
    s = intrigue_position(seat0={"roads": roads})
    assert longest(s) is None
    events = s.apply(act("play_intrigue", 8))
    assert longest(s) == 0
    assert events_of(events, "longest_road")[0].data["seat"] == 0
    s.apply(act("relocate_knight", 13))  # 13 is not on seat 0's road
    assert longest(s) == 0 and s.public_victory_points(0) == 3


# ----------------------------------------------------------------- Saboteur (A26)
def saboteur_position(**by_seat: dict[str, Any]) -> State:
    fields = by_seat.pop("fields", {})
    return position(G, players=players(**by_seat), **fields)


# Seat 0: settlement 0 + city 7 = 3 VP. Seat 1: settlements 9 and 19 + a Constitution =
# 3 VP (as many). Seat 2: city 30 = 2 VP (fewer). Seat 3: cities 40 and 46 + a Defender
# card = 5 VP (more).
SABOTEUR_SEATS: dict[str, dict[str, Any]] = {
    "seat0": {"settlements": [0], "cities": [7], "progress_cards": {"saboteur": 1}},
    "seat1": {"settlements": [9, 19], "progress_vp": 1},
    "seat2": {"cities": [30]},
    "seat3": {"cities": [40, 46], "defender": 1},
}


def test_s13_2_saboteur_players_with_as_many_vp_or_more_discard_half_A26():
    seats = {k: dict(v) for k, v in SABOTEUR_SEATS.items()}
    seats["seat0"]["hand"] = {"ore": 6}
    seats["seat1"]["hand"] = {"brick": 4, "wool": 3, "coin": 2}  # 9 -> discards 4
    seats["seat2"]["hand"] = {"grain": 8}  # fewer VP: untouched
    seats["seat3"]["hand"] = {"lumber": 2, "paper": 3}  # 5 -> discards 2
    s = saboteur_position(**seats)
    assert [s.public_victory_points(p) for p in range(4)] == [3, 3, 2, 5]
    bank = s.to_json()["bank"]
    events = s.apply(act("play_saboteur"))
    assert events_of(events, "progress_played")[0].data["victims"] == [1, 3]
    # Each victim chooses its own cards, one discard decision each, in seat order.
    assert s.to_json()["pending"] == [
        {"kind": "discard", "seat": 1, "count": 4},
        {"kind": "discard", "seat": 3, "count": 2},
    ]
    assert s.current_player() == 1
    assert set(s.legal_actions()) == {act("discard", c) for c in (BRICK, WOOL, COIN)}
    refused(s, act("discard", PAPER), "you hold no paper")
    refused(s, act("end_turn"), "not allowed now")
    for c in (COIN, COIN, WOOL, WOOL):
        assert s.current_player() == 1
        s.apply(act("discard", c))
    assert s.current_player() == 3
    assert s.to_json()["pending"] == [{"kind": "discard", "seat": 3, "count": 2}]
    s.apply(act("discard", PAPER))
    s.apply(act("discard", PAPER))
    assert (s.context(), s.current_player()) == ("main", 0)
    assert hand(s, 0) == {"ore": 6}  # the player never discards
    assert hand(s, 1) == {"brick": 4, "wool": 1}
    assert hand(s, 2) == {"grain": 8}
    assert hand(s, 3) == {"lumber": 2, "paper": 1}
    after = s.to_json()["bank"]
    assert after["coin"] == bank["coin"] + 2 and after["wool"] == bank["wool"] + 2
    assert after["paper"] == bank["paper"] + 2  # discards go to the bank


def test_s13_2_saboteur_rounds_down():
    seats = {k: dict(v) for k, v in SABOTEUR_SEATS.items()}
    seats["seat1"]["hand"] = {"brick": 3}  # 3 -> 1
    seats["seat3"]["hand"] = {"cloth": 1}  # 1 -> 0: not a victim
    s = saboteur_position(**seats)
    s.apply(act("play_saboteur"))
    assert s.to_json()["pending"] == [{"kind": "discard", "seat": 1, "count": 1}]


def test_s13_2_saboteur_discards_in_seat_order_from_the_player_A30():
    # Seat 2 plays it (2 VP): seats 3, 0 and 1 all have as many or more.
    seats = {k: dict(v) for k, v in SABOTEUR_SEATS.items()}
    seats["seat0"] = {"settlements": [0], "cities": [7], "hand": {"ore": 2}}
    seats["seat1"]["hand"] = {"brick": 2}
    seats["seat2"] = {"cities": [30], "progress_cards": {"saboteur": 1}}
    seats["seat3"]["hand"] = {"cloth": 2}
    s = saboteur_position(**seats, fields={"turn_seat": 2})
    s.apply(act("play_saboteur"))
    assert [d["seat"] for d in s.to_json()["pending"]] == [3, 0, 1]
    assert s.current_player() == 3


def test_s13_2_saboteur_not_offered_when_it_would_have_no_effect():
    # Seat 1 (as many VP) holds 1 card and many progress cards (never counted); seat 2
    # holds 8 cards but has fewer VP; seat 3 (more VP) holds none.
    seats = {k: dict(v) for k, v in SABOTEUR_SEATS.items()}
    seats["seat1"]["hand"] = {"brick": 1}
    seats["seat1"]["progress_cards"] = {"spy": 2, "warlord": 2}
    seats["seat2"]["hand"] = {"grain": 8}
    s = saboteur_position(**seats)
    assert not plays(s, "play_saboteur")
    refused(s, act("play_saboteur"), "no opponent with as many VP as you or more")


# ----------------------------------------------------------------- Spy
def spy_position(**by_seat: dict[str, Any]) -> State:
    fields = by_seat.pop("fields", {})
    seats = {
        "seat0": {"settlements": [0], "progress_cards": {"spy": 1}},
        "seat2": {"settlements": [40], "progress_cards": {"warlord": 1, "bishop": 1}},
        **by_seat,
    }
    return position(G, players=players(**seats), **fields)


def test_s13_2_spy_looks_at_an_opponents_progress_cards_and_takes_one():
    s = spy_position()
    assert plays(s, "play_spy") == [act("play_spy", 2)]
    events = s.apply(act("play_spy", 2))
    assert events_of(events, "progress_played")[0].data == {
        "seat": 0,
        "card": "spy",
        "victim": 2,
    }
    assert (s.context(), s.current_player()) == ("spy", 0)
    assert s.to_json()["pending"] == [{"kind": "spy", "seat": 0, "victim": 2}]
    # Only the spy sees the victim's cards, only while choosing.
    assert s.view(0)["peek"] == {"seat": 2, "progress_cards": {"bishop": 1, "warlord": 1}}
    for seat in (1, 2, 3):
        assert "peek" not in s.view(seat)
    assert "peek" not in s.view(None)
    assert set(s.legal_actions()) == {
        act("take_progress", P["bishop"]),
        act("take_progress", P["warlord"]),
    }
    refused(s, act("take_progress", P["spy"]), "seat 2 holds no")
    refused(s, act("skip"), "not allowed now")  # the spy takes one
    refused(s, act("end_turn"), "not allowed now")
    s.apply(act("take_progress", P["warlord"]))
    assert progress(s, 0) == {"warlord": 1}
    assert progress(s, 2) == {"bishop": 1}
    assert "peek" not in s.view(0)
    assert (s.context(), s.current_player()) == ("main", 0)


def test_s13_2_spy_card_taken_is_seen_only_by_spy_and_victim():
    s = spy_position()
    s.apply(act("play_spy", 2))
    (e,) = events_of(s.apply(act("take_progress", P["bishop"])), "progress_taken")
    for seat in (0, 2):
        assert e.for_seat(seat) == {
            "code": "progress_taken",
            "seat": 0,
            "victim": 2,
            "card": "bishop",
        }
    for seat in (1, 3, None):
        assert e.for_seat(seat) == {"code": "progress_taken", "seat": 0, "victim": 2}
    # The others see only the counts move.
    assert [p["progress_cards"] for p in s.view(1)["player_info"]] == [1, 0, 1, 0]


def test_s13_1_spy_taken_card_may_be_played_the_same_turn():
    s = spy_position(seat0={"settlements": [0], "roads": [E(0, 3)], "knights": [knight(3)],
                            "progress_cards": {"spy": 1}})  # fmt: skip
    s.apply(act("play_spy", 2))
    s.apply(act("take_progress", P["warlord"]))
    assert act("play_warlord") in s.legal_actions()
    s.apply(act("play_warlord"))
    assert s.to_json()["players"][0]["knights"][0]["active"] is True


def test_s13_2_spy_needs_an_opponent_holding_a_progress_card():
    # VP cards are never held, so a revealed Constitution cannot be taken.
    s = spy_position(seat1={"settlements": [9], "progress_vp": 1}, seat2={"settlements": [40]})
    assert not plays(s, "play_spy")
    refused(s, act("play_spy", 1), "seat 1 holds no progress card")
    refused(s, act("play_spy", 2), "seat 2 holds no progress card")
    s = spy_position()
    refused(s, act("play_spy", 0), "choose an opponent")
    refused(s, act("play_spy", 1), "seat 1 holds no progress card")


def test_s13_1_spy_hand_limit_applies_afterwards_A2():
    # With the own-turn limit at 4 (flag progress_limit_own_turn), a hand-written
    # position where seat 0 holds 5 cards: after the Spy it holds 5 again, one too many,
    # and discards one of its choice to the bottom of its deck.
    g = ck_game(progress_limit_own_turn=4)
    s = position(
        g,
        players=players(
            seat0={"settlements": [0], "progress_cards": {"spy": 1, "crane": 2, "merchant": 2}},
            seat2={"settlements": [40], "progress_cards": {"warlord": 1}},
        ),
    )
    s.apply(act("play_spy", 2))
    s.apply(act("take_progress", P["warlord"]))
    assert (s.context(), s.current_player()) == ("progress_discard", 0)
    assert s.to_json()["pending"] == [{"kind": "progress_discard", "seat": 0, "count": 1}]
    s.apply(act("discard_progress", P["crane"]))
    assert progress(s, 0) == {"crane": 1, "merchant": 2, "warlord": 1}
    assert s.to_json()["decks"]["science"]["bottom"] == ["crane"]
    assert (s.context(), s.current_player()) == ("main", 0)


def test_s13_2_spy_within_the_own_turn_limit_discards_nothing_A2():
    # Colonist: 5 on one's own turn. 5 held, the Spy played (4), one taken (5): fine.
    s = spy_position(seat0={"settlements": [0],
                            "progress_cards": {"spy": 1, "crane": 2, "merchant": 2}})  # fmt: skip
    s.apply(act("play_spy", 2))
    s.apply(act("take_progress", P["bishop"]))
    assert sum(progress(s, 0).values()) == 5
    assert (s.context(), s.current_player()) == ("main", 0)


# ----------------------------------------------------------------- Warlord
# Seat 0: settlement 0, roads 0-3 0-4 4-8 8-12; a basic inactive knight on 3, a strong
# inactive one on 4, a basic knight on 8 active since before this turn.
def warlord_position(knights: list[dict[str, Any]]) -> State:
    s0 = {
        "settlements": [0],
        "roads": [E(0, 3), E(0, 4), E(4, 8), E(8, 12)],
        "knights": knights,
        "progress_cards": {"warlord": 1},
        "hand": {"grain": 1},
    }
    return position(G, players=players(seat0=s0))


def test_s13_2_warlord_activates_all_your_knights_for_free():
    s = warlord_position([knight(3), knight(4, 2), knight(8, active=True)])
    assert s.view(None)["player_info"][0]["knight_strength"] == 1
    s.apply(act("play_warlord"))
    ks = {k["vertex"]: k for k in s.to_json()["players"][0]["knights"]}
    assert all(k["active"] for k in ks.values())
    assert s.view(None)["player_info"][0]["knight_strength"] == 4  # counts vs barbarians
    assert hand(s, 0) == {"grain": 1}  # no grain paid
    # They still cannot act this turn (§9.3); the one active before can.
    assert ks[3]["activated_this_turn"] and ks[4]["activated_this_turn"]
    assert not ks[8]["activated_this_turn"]
    refused(s, act("move_knight", 4, 12), "activated this turn")
    refused(s, act("move_knight", 3, 12), "activated this turn")
    assert act("move_knight", 8, 12) in s.legal_actions()
    # They act from the next turn on: the flag clears at the end of the turn.
    s.apply(act("end_turn"))
    assert not any(k["activated_this_turn"] for k in s.to_json()["players"][0]["knights"])


def test_s13_2_warlord_not_offered_without_an_inactive_knight():
    s = warlord_position([knight(3, active=True), knight(4, 2, active=True)])
    assert not plays(s, "play_warlord")
    refused(s, act("play_warlord"), "no inactive knight")
    s = warlord_position([])
    refused(s, act("play_warlord"), "no inactive knight")


# ----------------------------------------------------------------- Wedding (A26)
# Seat 0: settlement 0 = 1 VP. Seat 1: city 9 = 2 VP. Seat 2: settlement 30 = 1 VP (not
# more). Seat 3: city 40 = 2 VP.
def wedding_position(**by_seat: dict[str, Any]) -> State:
    fields = by_seat.pop("fields", {})
    seats = {
        "seat0": {"settlements": [0], "progress_cards": {"wedding": 1}},
        "seat1": {"cities": [9], "hand": {"wool": 1, "grain": 1, "cloth": 1}},
        "seat2": {"settlements": [30], "hand": {"ore": 3}},
        "seat3": {"cities": [40], "hand": {"coin": 1}},
        **by_seat,
    }
    return position(G, players=players(**seats), **fields)


def test_s13_2_wedding_richer_players_each_give_two_cards_of_their_choice_A26():
    s = wedding_position()
    events = s.apply(act("play_wedding"))
    assert events_of(events, "progress_played")[0].data["givers"] == [1, 3]
    # One give_card decision per card, owned by the giver, in seat order; 1 if only 1.
    assert s.to_json()["pending"] == [
        {"kind": "wedding", "seat": 1, "count": 2},
        {"kind": "wedding", "seat": 3, "count": 1},
    ]
    assert s.current_player() == 1
    assert set(s.legal_actions()) == {act("give_card", c) for c in (WOOL, GRAIN, CLOTH)}
    refused(s, act("give_card", ORE), "you hold no")
    refused(s, act("skip"), "not allowed now")  # no way out of a gift
    refused(s, act("end_turn"), "not allowed now")
    s.apply(act("give_card", CLOTH))
    assert s.to_json()["pending"][0] == {"kind": "wedding", "seat": 1, "count": 1}
    assert s.current_player() == 1
    s.apply(act("give_card", GRAIN))
    assert s.current_player() == 3
    assert s.legal_actions() == [act("give_card", COIN)]
    s.apply(act("give_card", COIN))
    assert (s.context(), s.current_player()) == ("main", 0)
    assert hand(s, 0) == {"grain": 1, "cloth": 1, "coin": 1}
    assert hand(s, 1) == {"wool": 1}
    assert hand(s, 2) == {"ore": 3}  # as many VP, not more: gives nothing
    assert hand(s, 3) == {}


def test_s13_2_wedding_gift_is_seen_only_by_giver_and_receiver():
    s = wedding_position()
    s.apply(act("play_wedding"))
    (e,) = events_of(s.apply(act("give_card", WOOL)), "card_given")
    for seat in (0, 1):
        assert e.for_seat(seat) == {"code": "card_given", "seat": 1, "to": 0, "card": "wool"}
    for seat in (2, 3, None):
        assert e.for_seat(seat) == {"code": "card_given", "seat": 1, "to": 0}
    assert "card" in e.to_json()["secret"]  # kept for the authority's log
    assert [p["cards"] for p in s.view(2)["player_info"]] == [1, 2, 3, 1]


def test_s13_2_wedding_givers_in_seat_order_from_the_player_A30():
    # Seat 2 plays it (1 VP, city-less): seats 3, 0 and 1 all have more.
    s = wedding_position(
        seat0={"cities": [0], "hand": {"brick": 2}},
        seat2={"settlements": [30], "progress_cards": {"wedding": 1}},
        fields={"turn_seat": 2},
    )
    s.apply(act("play_wedding"))
    assert [(d["seat"], d["count"]) for d in s.to_json()["pending"]] == [(3, 1), (0, 2), (1, 2)]
    assert s.current_player() == 3


def test_s13_2_wedding_skips_richer_players_without_cards_and_needs_one_with_cards():
    s = wedding_position(seat1={"cities": [9]})  # richer, empty-handed: skipped
    s.apply(act("play_wedding"))
    assert s.to_json()["pending"] == [{"kind": "wedding", "seat": 3, "count": 1}]
    s = wedding_position(seat1={"cities": [9]}, seat3={"cities": [40]})
    assert not plays(s, "play_wedding")
    refused(s, act("play_wedding"), "no opponent with more VP than you holds a card")


# ----------------------------------------------------------------- positions (docs/position.md)
def round_trips(s: State) -> None:
    again = State.from_json(G, s.to_json())
    assert again.to_json() == s.to_json()
    assert again.legal_actions() == s.legal_actions() != []
    assert again.current_player() == s.current_player()


def test_position_politics_decisions_round_trip():
    s = spy_position()
    s.apply(act("play_spy", 2))
    round_trips(s)
    s = wedding_position()
    s.apply(act("play_wedding"))
    s.apply(act("give_card", WOOL))
    round_trips(s)
    s = intrigue_position()
    s.apply(act("play_intrigue", 8))
    round_trips(s)
    seats = {k: dict(v) for k, v in SABOTEUR_SEATS.items()}
    seats["seat1"]["hand"] = {"brick": 4}
    s = saboteur_position(**seats)
    s.apply(act("play_saboteur"))
    round_trips(s)
    # Written by hand: the Deserter's two decisions and the Diplomat's rebuild.
    seats = {
        "seat0": {"settlements": [0], "roads": [E(0, 4)]},
        "seat1": {"settlements": [14], "roads": [E(14, 9)], "knights": [knight(9, 2)]},
    }
    for pending in (
        {"kind": "desert", "seat": 1},
        {"kind": "deserter_place", "seat": 0, "level": 3, "active": True},
        {"kind": "diplomat_rebuild", "seat": 0, "edge": E(4, 8)},
    ):
        s = position(G, players=players(**seats), pending=[pending])
        assert s.to_json()["pending"] == [pending]
        round_trips(s)


def test_position_refuses_politics_decisions_nobody_can_make():
    # Found by these tests: such positions loaded and then had no legal action at all.
    seats = {
        "seat0": {"settlements": [0], "hand": {"ore": 2}},
        "seat1": {"settlements": [14], "hand": {"wool": 1}},
        "seat2": {"settlements": [40], "progress_cards": {"spy": 1}},
    }
    for pending, message in (
        ({"kind": "wedding", "seat": 1, "count": 2}, "cannot give 2 Wedding"),
        ({"kind": "wedding", "seat": 3, "count": 1}, "cannot give 1 Wedding"),
        ({"kind": "wedding", "seat": 0, "count": 1}, "cannot give 1 Wedding"),  # to itself
        ({"kind": "desert", "seat": 1}, "no knight to give up"),
        ({"kind": "spy", "seat": 0, "victim": 1}, "cannot spy on seat 1"),
        ({"kind": "spy", "seat": 0, "victim": 0}, "cannot spy on seat 0"),
        ({"kind": "spy", "seat": 1, "victim": 2}, "cannot spy on seat 2"),  # not its turn
    ):
        with pytest.raises(PositionError, match=message):
            position(G, players=players(**seats), pending=[pending])
    # The same decisions, when they can be made, load.
    position(G, players=players(**seats), pending=[{"kind": "wedding", "seat": 1, "count": 1}])
    position(G, players=players(**seats), pending=[{"kind": "spy", "seat": 0, "victim": 2}])
