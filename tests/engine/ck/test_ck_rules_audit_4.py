"""A fourth audit of the engine against RULES.md, line by line: the rule lines the first
three audits and the section tests pin only indirectly or not at all (a city on its side
against the barbarians, the Monopolies' "always playable", level-3 abilities kept without
a city, who the robber may rob, the merchant and the robber). See docs/rules-coverage.md.

Board: the beginner board (hex and intersection ids as in docs/position.md). Hex 0
(mountains, 10) has corners 0, 3, 4, 7, 8, 12; hex 6 (hills, 10) has corners 10, 14, 15,
19, 20, 25; hex 9 is the desert.
"""

from __future__ import annotations

from typing import Any

import pytest

from cityknights.engine.constants import GATE_TRADE, SHIP
from cityknights.engine.errors import PositionError
from cityknights.engine.topology import LARGE

from ..helpers import act, ck_game, game56, hand, players, position, refused
from .test_ck_five_six import (
    HOME,
    KNIGHT_CARDS,
    ROAD,
    SECOND_ROAD,
    pass_all,
    seats,
    slot_of_seat_1,
)
from .test_ck_five_six import roll as roll56
from .test_ck_rules_audit_2 import codes, path, roll

# Seat's five settlement pieces on the board, and its pillaged city on 0 on its side.
ON_SIDE = {"settlements": [0, 2, 10, 33, 40, 46], "on_its_side": [0]}


def event(events: list[Any], code: str) -> dict[str, Any]:
    [found] = [e.data for e in events if e.code == code]
    return found


# ----------------------------------------------------------------- barbarians (§12)
def test_s12_1_a_city_on_its_side_is_not_counted_in_the_barbarians_strength() -> None:
    # Seat 0: a standing city on 24 and a city on its side on 0 (a settlement, §12.4).
    # Its active basic knight (1) meets B = 1 (the standing city only): Catan wins and
    # seat 0, the only defender, takes a Defender card.
    seat0 = {**ON_SIDE, "cities": [24], "roads": path(24, 19),
             "knights": [{"vertex": 19, "level": 1, "active": True}]}  # fmt: skip
    state = position(ck_game(), phase="pre_roll", barbarian=6, players=players(seat0=seat0))
    events = roll(state, 1, 2, SHIP)
    assert event(events, "barbarians_repelled")["cities"] == 1
    assert state.to_json()["players"][0]["defender"] == 1


def test_s12_4_a_seat_whose_only_city_lies_on_its_side_is_skipped_for_the_pillage() -> None:
    # B = 3 (seat 0's city 48, seat 2's cities 24 and 13), K = 2 (seat 0's strong
    # knight): the barbarians win. Seat 1 (no knight) has only a city on its side, a
    # settlement: it cannot lose a city, so the next lowest, seat 2 (no knight either,
    # but two cities), loses one. Seat 3 has nothing.
    seat0 = {"cities": [48], "roads": path(48, 52),
             "knights": [{"vertex": 52, "level": 2, "active": True}]}  # fmt: skip
    seat2 = {"cities": [24, 13]}
    state = position(ck_game(), phase="pre_roll", barbarian=6,
                     players=players(seat0=seat0, seat1=ON_SIDE, seat2=seat2))  # fmt: skip
    events = roll(state, 1, 2, SHIP)
    won = event(events, "barbarians_won")
    assert (won["cities"], won["knights"], won["losers"]) == (3, 2, [2])
    assert state.to_json()["pending"][0] == {"kind": "pillage", "seat": 2}
    assert state.legal_actions() == [act("pillage_city", 13), act("pillage_city", 24)]


# ----------------------------------------------------------------- progress cards (§13.1)
def test_s13_1_monopolies_are_playable_even_when_no_opponent_holds_the_card() -> None:
    # "Monopolies are always playable": nobody holds wool or cloth, yet both cards are
    # offered for every resource / commodity; played, they take nothing and go under
    # their deck.
    seat0 = {"cities": [0], "progress_cards": {"resource_monopoly": 1, "trade_monopoly": 1}}
    state = position(ck_game(), players=players(seat0=seat0, seat1={"hand": {"ore": 2}}))
    offered = [a for a in state.legal_actions() if a.kind.endswith("monopoly")]
    assert offered == [act("play_resource_monopoly", c) for c in range(5)] + [
        act("play_trade_monopoly", c) for c in (5, 6, 7)
    ]
    events = state.apply(act("play_resource_monopoly", 2))  # wool
    assert event(events, "progress_played")["taken"] == {}
    events = state.apply(act("play_trade_monopoly", 6))  # cloth
    assert event(events, "progress_played")["taken"] == {}
    assert hand(state, 0) == {} and hand(state, 1) == {"ore": 2}
    assert state.to_json()["decks"]["trade"]["bottom"] == ["resource_monopoly", "trade_monopoly"]


# ----------------------------------------------------------------- improvements (§10)
def test_s10_level_3_abilities_stay_without_any_city_fortress_and_merchant_guild() -> None:
    # Seat 0 lost its cities: one settlement, politics 3 and trade 3 kept. The Fortress
    # still lets it promote a strong knight to mighty, and the Merchant Guild still
    # trades 2 identical commodities for any card ("Level-3 abilities are permanent").
    seat0 = {"settlements": [0], "roads": path(0, 4, 8),
             "improvements": {"politics": 3, "trade": 3},
             "knights": [{"vertex": 8, "level": 2, "active": True}],
             "hand": {"wool": 1, "ore": 1, "coin": 2}}  # fmt: skip
    state = position(ck_game(), players=players(seat0=seat0))
    state.apply(act("promote_knight", 8))
    assert state.to_json()["players"][0]["knights"][0]["level"] == 3
    state.apply(act("bank_trade", 7, 3))  # 2 coin for a grain
    assert hand(state, 0) == {"grain": 1}
    refused(state, act("improve_city", 1), "city")  # but no new level without a city


# ----------------------------------------------------------------- the robber (§7.2, §9.4)
def test_s7_2_a_seat_with_only_a_knight_at_the_hex_is_not_robbed() -> None:
    # The robber goes to hex 6: seat 1's knight on 19 touches it, but seat 1's only
    # building (24) does not, so seat 1 is no victim there, holding cards or not.
    seat0 = {"cities": [48]}
    seat1 = {"settlements": [24], "roads": path(24, 19), "knights": [{"vertex": 19}],
             "hand": {"ore": 2}}  # fmt: skip
    state = position(ck_game(), attacks=1, robber=9, players=players(seat0=seat0, seat1=seat1),
                     pending=[{"kind": "robber", "seat": 0}])  # fmt: skip
    assert [a for a in state.legal_actions() if a.args[0] == 6] == [act("move_robber", 6, -1)]
    refused(state, act("move_robber", 6, 1), "nobody on hex 6 can be robbed")
    # Hex 5 touches seat 1's settlement 24: seat 1 is a victim there.
    assert act("move_robber", 5, 1) in state.legal_actions()


def test_s9_4_a_chased_robber_must_leave_its_hex() -> None:
    # "Move the robber and steal exactly as on a 7": to a different hex.
    seat0 = {"settlements": [0], "roads": path(0, 4, 8),
             "knights": [{"vertex": 8, "level": 1, "active": True}]}  # fmt: skip
    state = position(ck_game(), attacks=1, robber=0, players=players(seat0=seat0))
    assert codes(state.apply(act("chase_robber", 8))) == ["robber_chased"]
    assert state.to_json()["pending"] == [{"kind": "robber", "seat": 0, "chased": True}]
    refused(state, act("move_robber", 0, -1), "must move to a different hex")
    assert all(a.args[0] != 0 for a in state.legal_actions())


# ----------------------------------------------------------------- the merchant (§14)
def test_s14_the_merchant_may_be_placed_on_the_robbers_hex_and_trades_there() -> None:
    # "Robber has no effect on it": a Merchant card may put it on the robber's hex
    # (mountains, hex 0, touching seat 0's settlement on 0), with the VP and the 2:1 rate.
    seat0 = {"settlements": [0], "progress_cards": {"merchant": 1}, "hand": {"ore": 2}}
    state = position(ck_game(), attacks=1, robber=0, players=players(seat0=seat0))
    assert [a for a in state.legal_actions() if a.kind == "play_merchant"] == [
        act("play_merchant", 0)
    ]
    vp = state.victory_points(0)
    state.apply(act("play_merchant", 0))
    assert state.to_json()["merchant"] == {"hex": 0, "owner": 0}
    assert state.victory_points(0) == vp + 1
    state.apply(act("bank_trade", 4, 3))  # 2 ore for a grain
    assert hand(state, 0) == {"grain": 1}


# ----------------------------------------------------------------- knights (§9.1, §9.3)
def test_s9_3_a_promoted_active_knight_keeps_its_status_and_may_act_at_its_new_level() -> None:
    # Promotion is not activation (§9.1: status kept): seat 0's strong knight, active
    # since before the turn, is promoted to mighty (Fortress) and may then displace seat
    # 1's strong knight, which it could not do as a strong one (strictly lower, §9.4).
    seat0 = {"settlements": [0], "roads": path(0, 4, 8, 13), "improvements": {"politics": 3},
             "hand": {"wool": 1, "ore": 1},
             "knights": [{"vertex": 4, "level": 2, "active": True}]}  # fmt: skip
    seat1 = {"settlements": [9], "roads": path(9, 13),
             "knights": [{"vertex": 13, "level": 2, "active": True}]}  # fmt: skip
    state = position(ck_game(), players=players(seat0=seat0, seat1=seat1))
    refused(state, act("displace_knight", 4, 13), "strictly higher level")
    state.apply(act("promote_knight", 4))
    [mine] = state.to_json()["players"][0]["knights"]
    assert (mine["level"], mine["active"], mine["activated_this_turn"]) == (3, True, False)
    events = state.apply(act("displace_knight", 4, 13))
    # Seat 1's knight has nowhere to go along its roads (9 is its settlement): supply.
    assert codes(events) == ["knight_displaced", "knight_moved", "knight_returned"]
    [mine] = state.to_json()["players"][0]["knights"]
    assert (mine["vertex"], mine["level"], mine["active"]) == (13, 3, False)
    assert state.to_json()["players"][1]["knights"] == []


# ----------------------------------------------------------------- winning (§4, §17)
def test_s4_s17_a_diplomat_that_passes_longest_road_to_the_player_wins_at_once() -> None:
    # "Win check: whenever the current player's VP changes". Seat 1 holds Longest Road
    # with 6 roads, seat 0 has 6 too (a tie: the holder keeps it) and 11 VP. Seat 0's
    # Diplomat removes seat 1's open end road 21-27: seat 1 is down to 5, seat 0 takes
    # the card, 13 VP, and wins on the spot.
    seat0 = {"settlements": [6], "roads": path(6, 10, 15, 20, 26, 32, 37), "defender": 10,
             "progress_cards": {"diplomat": 1}}  # fmt: skip
    seat1 = {"settlements": [0], "roads": path(0, 3, 7, 11, 16, 21, 27)}
    state = position(ck_game(), longest_road=1, players=players(seat0=seat0, seat1=seat1))
    assert state.victory_points(0) == 11
    [edge] = path(21, 27)
    events = state.apply(act("play_diplomat", edge))
    assert codes(events) == ["progress_played", "longest_road", "game_over"]
    assert events[-1].data == {"winner": 0, "vp": 13}
    assert state.is_terminal() and state.to_json()["longest_road"] == 0


# ----------------------------------------------------------------- 5-6 players (§22.5.5)
def test_s22_5_5_a_knight_built_and_activated_in_a_slot_acts_in_the_own_turn_after_it() -> None:
    # "The same holds for a knight built in a slot; it is not 'built this turn'": seat 1
    # builds a knight on 1 in its slot right before its own turn, activates it, and
    # moves it in that turn.
    mine = {"hand": dict(KNIGHT_CARDS), "roads": [ROAD[1], SECOND_ROAD]}
    state = slot_of_seat_1(players=seats(5, seat1=mine))
    assert codes(state.apply(act("build_knight", 1))) == ["knight_built"]
    state.apply(act("activate_knight", 1))
    pass_all(state)
    assert state.turn_seat == 1
    roll56(state)
    assert act("move_knight", 1, 5) in state.legal_actions()
    state.apply(act("move_knight", 1, 5))
    assert state.knight_owner[5] == 1 and state.knight_active[5] == 0


def test_s22_6_s5_gate_draws_go_from_the_current_seat_clockwise_round_six_seats() -> None:
    # Six seats, seat 4 rolls a trade gate with red 2: seats 1, 3 and 5 (trade level 2)
    # draw, in the order 5, 1, 3 (current seat first, then clockwise, wrapping).
    by_seat = {f"seat{p}": {"improvements": {"trade": 2}} for p in (1, 3, 5)}
    state = position(game56(6, "ck"), phase="pre_roll", turn=5, turn_seat=4,
                     players=seats(6, **by_seat))  # fmt: skip
    roll56(state, 1, 2, GATE_TRADE)
    draws = [d["seat"] for d in state.to_json()["pending"] if d["kind"] == "progress_draw"]
    assert draws == [5, 1, 3]


def test_s22_6_A6_tied_defenders_choose_their_decks_from_the_current_seat_round_six_seats() -> None:
    # Six cities (B = 6); seats 1 and 5 each have an active mighty knight (K = 6): Catan
    # wins with a tie for the best defence. Seat 4 rolled: seat 5 chooses first, then 1.
    def mighty(p: int) -> dict[str, Any]:
        [far] = [v for v in LARGE.edge_vertices[ROAD[p]] if v != HOME[p]]
        return {"knights": [{"vertex": far, "level": 3, "active": True}]}

    state = position(game56(6, "ck"), phase="pre_roll", turn=5, turn_seat=4, barbarian=6,
                     players=seats(6, seat1=mighty(1), seat5=mighty(5)))  # fmt: skip
    events = roll56(state, 1, 2, SHIP)
    repelled = event(events, "barbarians_repelled")
    assert (repelled["cities"], repelled["knights"], repelled["tied"]) == (6, 6, [5, 1])
    assert [d for d in state.to_json()["pending"] if d["kind"] == "defender_deck"] == [
        {"kind": "defender_deck", "seat": 5},
        {"kind": "defender_deck", "seat": 1},
    ]
    assert all(p["defender"] == 0 for p in state.to_json()["players"])


# ----------------------------------------------------------------- attack then a 7 (§12, §7.1)
def test_s12_s7_1_a_wall_lost_to_the_attack_no_longer_counts_for_the_7_of_that_roll() -> None:
    # The attack is resolved before production: seat 1 (cities 0 and 10, a wall under
    # 10, 9 cards) loses a city to the barbarians on a 7. Giving up the walled city
    # takes its limit from 9 to 7: it discards 4. Giving up the other keeps 9: no discard.
    seat1 = {"cities": [0, 10], "walls": [10], "hand": {"wool": 9}}
    for lost, discards in ((10, [{"kind": "discard", "seat": 1, "count": 4}]), (0, [])):
        state = position(ck_game(), phase="pre_roll", barbarian=6, players=players(seat1=seat1))
        assert codes(roll(state, 3, 4, SHIP))[-1] == "barbarians_won"
        state.apply(act("pillage_city", lost))
        pending = state.to_json()["pending"]
        assert [d for d in pending if d["kind"] == "discard"] == discards
        assert pending[-1] == {"kind": "robber", "seat": 0, "chased": False}  # A9


# ----------------------------------------------------------------- Longest Road (§16, §9.5)
def test_s16_a_knight_moved_onto_an_opponents_road_breaks_it_and_the_card_is_set_aside() -> None:
    # Seat 1 holds Longest Road with 6 roads 0-3-7-11-16-21-27. Seat 0's active knight
    # moves along seat 0's road 22-16 onto 16: seat 1's road is cut to 4 + 2, nobody
    # has 5, the card is set aside (seat 1 back to 1 VP).
    seat0 = {"settlements": [28], "roads": path(28, 22, 16),
             "knights": [{"vertex": 22, "level": 1, "active": True}]}  # fmt: skip
    seat1 = {"settlements": [0], "roads": path(0, 3, 7, 11, 16, 21, 27)}
    state = position(ck_game(), longest_road=1, players=players(seat0=seat0, seat1=seat1))
    assert state.victory_points(1) == 3
    assert codes(state.apply(act("move_knight", 22, 16))) == ["knight_moved", "longest_road"]
    assert state.to_json()["longest_road"] is None and state.victory_points(1) == 1


def test_s22_5_4_a_harbor_settlement_built_in_a_slot_serves_from_the_own_turn() -> None:
    # Seat 1 builds a settlement on 1 (a 3:1 harbor, slot 1 of §22.2.3) in its slot:
    # no trade there (special_build_no_trade), but in its own turn right after, its 3
    # wool trade 3:1.
    mine = {"hand": {"brick": 1, "lumber": 1, "wool": 4, "grain": 1},
            "roads": [ROAD[1], SECOND_ROAD]}  # fmt: skip
    state = slot_of_seat_1(players=seats(5, seat1=mine))
    state.apply(act("build_settlement", 1))
    why = state.refusal(act("bank_trade", 2, 4))
    assert why is not None and why.code == "special_build_no_trade"
    pass_all(state)
    roll56(state)
    assert state.current_player() == 1 and hand(state, 1)["wool"] == 3
    state.apply(act("bank_trade", 2, 3))  # 3 wool for a grain
    assert "wool" not in hand(state, 1) and hand(state, 1)["grain"] == 1


def test_s22_5_6_s11_a_metropolis_won_in_a_slot_counts_at_the_turn_start_unless_stolen() -> None:
    # Seat 1 (11 VP) reaches trade 4 in its slot: the metropolis, 13 VP, but no win in a
    # slot. If nobody takes it, seat 1 wins as its own turn starts. If seat 2 reaches
    # trade 5 in the next slot, it steals the metropolis (§11) and seat 1's turn starts
    # at 11 VP: no win.
    s1 = {"improvements": {"trade": 3}, "hand": {"cloth": 4}, "defender": 9}
    s2 = {"improvements": {"trade": 4}, "hand": {"cloth": 5}}
    for steal in (False, True):
        state = slot_of_seat_1(players=seats(5, seat1=s1, seat2=s2))
        state.apply(act("improve_city", 0))
        state.apply(act("place_metropolis", HOME[1]))
        assert state.victory_points(1) == 13 and not state.is_terminal()
        state.apply(act("end_special_build"))
        if steal:
            assert codes(state.apply(act("improve_city", 0))) == [
                "city_improved",
                "metropolis_lost",
            ]
            state.apply(act("place_metropolis", HOME[2]))
        pass_all(state)
        if steal:
            assert not state.is_terminal() and state.victory_points(1) == 11
            assert (state.turn_seat, state.context()) == (1, "pre_roll")
        else:
            assert state.is_terminal() and state.to_json()["winner"] == 1


# ----------------------------------------------------------------- removed pieces (§1, §17)
def test_s1_s17_cities_and_knights_has_no_development_cards_and_no_largest_army() -> None:
    # "Removed from the base game: development cards, Largest Army": with a knight's
    # price in hand (wool, grain, ore) no development card is bought or played, and a
    # position may not give development cards or played knights.
    seat0 = {"cities": [0], "hand": {"wool": 1, "grain": 1, "ore": 1}}
    state = position(ck_game(), players=players(seat0=seat0))
    assert not any(a.kind == "buy_dev" or a.kind == "play_knight" for a in state.legal_actions())
    for a in (act("buy_dev"), act("play_knight"), act("play_monopoly", 0)):
        why = state.refusal(a)
        assert why is not None and why.code == "not_now"
    for fields, reason in (
        ({"dev_deck": {"knight": 1}}, "base-game fields in a Cities & Knights game"),
        ({"players": players(seat0={"knights_played": 3})}, "base-game fields"),
    ):
        with pytest.raises(PositionError, match=reason):
            position(ck_game(), **fields)
    assert "largest_army" not in state.to_json()
