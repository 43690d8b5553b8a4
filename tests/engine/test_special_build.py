"""The Special Build Phase of 5-6 players in the base game (RULES.md §22.4, §22.5, §22.7).

Positions sit on the fixed 30-hex layout of helpers.LARGE_BOARD. Each seat's settlement
is on an intersection far from the others (HOME), with one road from it (ROAD)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cityknights import Game, State
from cityknights.engine.topology import LARGE

from .helpers import LARGE_HOME, LARGE_ROAD, act, game56, position, refused, seats56

HOME, ROAD = LARGE_HOME, LARGE_ROAD
ROAD_CARDS = {"lumber": 1, "brick": 1}
# Seat 1 away from the top coast, where the Longest Road tests lay their roads.
AWAY = {"settlements": [20], "roads": [LARGE.vertex_edges[20][0]]}
TOP_COAST = [LARGE.edge_between(a, b) for a, b in ((3, 0), (0, 4), (4, 1), (1, 5), (5, 2))]


def seats(n: int = 5, **by_seat: dict[str, Any]) -> list[dict[str, Any]]:
    """Every seat with its home settlement and road, plus what `by_seat` adds."""
    return seats56(n, **by_seat)


def main_phase(g: Game, turn_seat: int = 0, **fields: Any) -> State:
    fields.setdefault("players", seats(g.players))
    return position(g, turn=5, turn_seat=turn_seat, **fields)


def end_turn(state: State) -> list[Any]:
    return state.apply(act("end_turn"))


def codes(events: list[Any]) -> list[tuple[str, dict[str, Any]]]:
    return [(e.code, e.data) for e in events]


def pass_all(state: State) -> list[Any]:
    events: list[Any] = []
    while state.context() == "special_build":
        events += state.apply(act("end_special_build"))
    return events


# ----------------------------------------------------------------- §22.4 setup, turn order
@pytest.mark.parametrize("n", [5, 6])
def test_s22_4_setup_is_the_snake_and_the_last_settlement_gives_the_starting_cards(n: int):
    g = game56(n)
    state = g.new_initial_state()
    rng = random.Random(n)
    order = []
    second: dict[int, int] = {}
    while state.phase.startswith("setup"):
        seat = state.current_player()
        if state.context() == "setup_settlement":
            order.append(seat)
            v = rng.choice(state.legal_actions())[1]
            if len(order) > n:
                second[seat] = v
            state.apply(act("build_settlement", v))
        else:
            state.apply(rng.choice(state.legal_actions()))
    assert order == [*range(n), *reversed(range(n))]
    # Seat 0 takes the first regular turn; no Special Build Phase before it (A44).
    assert (state.phase, state.turn, state.current_player()) == ("pre_roll", 1, 0)
    for seat in range(n):
        expected: dict[str, int] = {}
        for h in LARGE.vertex_hexes[second[seat]]:
            terrain = g.board.terrains[h]
            if terrain != 5:
                name = ("lumber", "brick", "wool", "grain", "ore")[terrain]
                expected[name] = expected.get(name, 0) + 1
        assert {k: v for k, v in zip(("lumber", "brick", "wool", "grain", "ore"),
                                     state.hands[seat], strict=False) if v} == expected  # fmt: skip


def test_s22_4_vp_target_10_and_discard_limit_7_by_default():
    assert game56(5).vp_to_win == 10 and game56(6).rules.discard_limit == 7
    assert game56(6, "ck").vp_to_win == 13


def test_s22_4_a_7_makes_every_seat_over_the_limit_discard_in_turn_order():
    g = game56(6)
    state = main_phase(g, turn_seat=4, phase="pre_roll",
                       players=seats(6, seat1={"hand": {"ore": 8}}, seat5={"hand": {"wool": 9}}))  # fmt: skip
    state.apply(act("roll"))
    state.apply(act("dice", 3, 4))
    assert [(k, p, c) for k, p, c in state.pending] == [
        ("discard", 5, 4), ("discard", 1, 4), ("robber", 4, 0)
    ]  # fmt: skip


# ----------------------------------------------------------------- §22.5.1 when and who
@pytest.mark.parametrize(("n", "ended", "slots"), [(5, 0, [1, 2, 3, 4]), (5, 3, [4, 0, 1, 2]),
                                                    (6, 5, [0, 1, 2, 3, 4])])  # fmt: skip
def test_s22_5_1_every_other_seat_gets_a_slot_in_turn_order_from_the_next(
    n: int, ended: int, slots: list[int]
):
    g = game56(n)
    by_seat = {f"seat{p}": {"hand": ROAD_CARDS} for p in range(n)}
    state = main_phase(g, turn_seat=ended, players=seats(n, **by_seat))
    events = end_turn(state)
    assert state.phase == "special_build" and state.context() == "special_build"
    assert [seat for _, seat, _ in state.pending] == slots
    assert ("special_build_started", {"after": ended}) in codes(events)
    seen = []
    while state.context() == "special_build":
        seen.append(state.current_player())
        state.apply(act("end_special_build"))
    assert seen == slots
    # Then the next seat's turn starts, before its roll.
    assert (state.phase, state.turn_seat, state.turn) == ("pre_roll", (ended + 1) % n, 6)


def test_s22_5_1_a_seat_may_build_several_times_in_its_slot():
    g = game56(5)
    cards = {"lumber": 3, "brick": 3}
    state = main_phase(g, players=seats(5, seat1={"hand": cards}))
    end_turn(state)
    assert state.current_player() == 1
    for _ in range(3):
        spot = next(a for a in state.legal_actions() if a[0] == "build_road")
        state.apply(spot)
        assert state.context() == "special_build" and state.current_player() == 1
    assert len(state.roads[1]) == 4 and state.hands[1] == (0,) * 8


def test_s22_5_1_no_slots_after_a_winning_turn():
    g = game56(5, vp_to_win=3)
    state = main_phase(g, players=seats(5, seat0={"settlements": [HOME[0], 8],
                                                   "hand": {"grain": 2, "ore": 3}}))  # fmt: skip
    events = state.apply(act("build_city", 8))
    assert state.is_terminal() and state.winner() == 0
    assert "special_build_started" not in [e.code for e in events]


# ----------------------------------------------------------------- §22.5.2 the model
def test_s22_5_2_A35_a_seat_with_nothing_to_build_is_passed_over_like_a_pass():
    g = game56(5)
    state = main_phase(g, players=seats(5, seat2={"hand": ROAD_CARDS}))
    events = end_turn(state)
    # Seat 1 holds nothing: its slot closes at once, with the event a pass makes.
    assert ("special_build_ended", {"seat": 1}) in codes(events)
    assert state.current_player() == 2
    passed = state.apply(act("end_special_build"))
    assert ("special_build_ended", {"seat": 2}) in codes(passed)
    # Seats 3 and 4 hold nothing either: the turn of seat 1 starts.
    assert [c for c, _ in codes(passed)] == [
        "special_build_ended", "special_build_ended", "special_build_ended", "turn_started"
    ]  # fmt: skip
    assert (state.phase, state.turn_seat) == ("pre_roll", 1)


def test_s22_5_2_nobody_able_to_build_means_the_next_turn_starts_at_once():
    g = game56(6)
    state = main_phase(g)
    events = end_turn(state)
    assert [c for c, _ in codes(events)] == [
        "turn_ended", "special_build_started", *["special_build_ended"] * 5, "turn_started"
    ]  # fmt: skip
    assert (state.phase, state.turn_seat) == ("pre_roll", 1)


# ----------------------------------------------------------------- §22.5.3 what it allows
def test_s22_5_3_roads_settlements_cities_and_development_cards_at_normal_costs():
    g = game56(5)
    road = LARGE.edge_between(5, 1)  # from the home road's far end (2-5) on to 1
    hand = {"lumber": 2, "brick": 2, "wool": 2, "grain": 4, "ore": 4}
    state = main_phase(g, players=seats(5, seat1={"hand": hand, "roads": [ROAD[1], road]}))
    end_turn(state)
    legal = {a[0] for a in state.legal_actions()}
    assert legal == {"end_special_build", "build_road", "build_settlement", "build_city",
                     "buy_dev"}  # fmt: skip
    state.apply(act("build_settlement", 1))
    state.apply(act("build_city", HOME[1]))
    state.apply(act("buy_dev"))
    assert state.is_chance_node()
    state.apply(act("draw_dev", 1))  # a victory point card
    assert state.context() == "special_build" and state.current_player() == 1
    assert state.dev_hand[1][1] == 1
    assert state.hands[1][:5] == (1, 1, 0, 0, 0)
    refused(state, act("build_city", 1), "costs 2 grain and 3 ore")


def test_s22_5_3_piece_limits_and_placement_rules_hold_in_a_slot():
    g = game56(5)
    state = main_phase(g, players=seats(5, seat1={"hand": {"lumber": 1, "brick": 1}}))
    end_turn(state)
    far = ROAD[3]
    refused(state, act("build_road", far), "path")
    refused(state, act("build_settlement", 5), "")


# ----------------------------------------------------------------- §22.5.4 what it forbids
def test_s22_5_4_no_trade_with_the_bank_a_harbor_or_players():
    g = game56(5)
    state = main_phase(g, players=seats(5, seat1={"hand": {"lumber": 5, "brick": 1}}))
    end_turn(state)
    r = state.refusal(act("bank_trade", 0, 4))
    assert r is not None and r.code == "special_build_no_trade"
    refused(state, act("bank_trade", 0, 4), "no trading in the Special Build Phase")
    give = (1, 0, 0, 0, 0, 0, 0, 0)
    get = (0, 0, 0, 0, 1, 0, 0, 0)
    refused(state, act("offer_trade", give, get), "no trading")


def test_s22_5_4_no_card_played_not_even_a_knight_or_road_building():
    g = game56(5)
    hand = {"dev_cards": {"knight": 1, "road_building": 1}, "hand": ROAD_CARDS}
    state = main_phase(g, players=seats(5, seat1=hand))
    end_turn(state)
    for a in (act("play_knight"), act("play_road_building")):
        r = state.refusal(a)
        assert r is not None and r.code == "special_build_no_card"
        refused(state, a, "no card may be played in the Special Build Phase")


def test_s22_5_4_no_roll_and_no_end_turn_in_a_slot():
    g = game56(5)
    state = main_phase(g, players=seats(5, seat1={"hand": ROAD_CARDS}))
    end_turn(state)
    refused(state, act("roll"), "nothing is rolled in the Special Build Phase")
    r = state.refusal(act("end_turn"))
    assert r is not None and r.code == "not_now"
    assert "a seat's Special Build (or its pass)" in r.text


# ----------------------------------------------------------------- §22.5.5 timing
def test_s22_5_5_A41_a_card_bought_in_the_slot_before_the_own_turn_is_playable_in_it():
    g = game56(5)
    state = main_phase(g, players=seats(5, seat1={"hand": {"ore": 1, "wool": 1, "grain": 1}}))
    end_turn(state)
    state.apply(act("buy_dev"))
    state.apply(act("draw_dev", 0))  # a knight
    assert state.dev_new == (0, 0, 0, 0, 0)  # no card of a turn
    pass_all(state)
    assert (state.turn_seat, state.phase) == (1, "pre_roll")
    assert act("play_knight") in state.legal_actions()
    # The same card bought in the own turn waits for the next turn (the base rule).
    g2 = game56(5)
    own = main_phase(g2, turn_seat=1, players=seats(5, seat1={"hand": {"ore": 1, "wool": 1,
                                                                        "grain": 1}}))  # fmt: skip
    own.apply(act("buy_dev"))
    own.apply(act("draw_dev", 0))
    refused(own, act("play_knight"), "cannot be played on the turn it was bought")


def test_s22_5_5_longest_road_is_taken_in_a_slot():
    g = game56(5)
    top = {"settlements": [3], "roads": TOP_COAST[:4], "hand": ROAD_CARDS}
    state = main_phase(g, players=seats(5, seat1=AWAY, seat2=top))  # fmt: skip
    end_turn(state)
    assert state.current_player() == 2
    events = state.apply(act("build_road", TOP_COAST[4]))
    assert state.longest_road == 2 and state.road_length[2] == 5
    assert any(e.code == "longest_road" for e in events)


# ----------------------------------------------------------------- §22.5.6 winning
def test_s22_5_6_A42_no_win_in_a_slot_the_win_comes_at_the_start_of_the_own_turn():
    g = game56(5, vp_to_win=3)
    hand = {"grain": 2, "ore": 3}
    state = main_phase(g, turn_seat=0, players=seats(5, seat1={"settlements": [HOME[1], 8],
                                                                "hand": hand}))  # fmt: skip
    end_turn(state)
    state.apply(act("build_city", 8))
    assert state.victory_points(1) == 3 and not state.is_terminal()
    assert state.context() == "special_build"  # still seat 1's slot: nobody wins here
    events = pass_all(state)
    assert state.is_terminal() and state.winner() == 1
    assert [c for c, _ in codes(events)][-2:] == ["turn_started", "game_over"]


def test_s22_5_6_a_seat_reaching_the_target_on_its_own_turn_wins_first():
    g = game56(5, vp_to_win=3)
    hand = {"grain": 2, "ore": 3}
    two = {"settlements": [HOME[2], 42], "hand": hand}
    one = {"settlements": [HOME[1], 8], "hand": hand}
    state = main_phase(g, turn_seat=0, players=seats(5, seat1=one, seat2=two))
    end_turn(state)
    state.apply(act("end_special_build"))  # seat 1 keeps its cards for its turn
    state.apply(act("build_city", 42))  # seat 2 reaches 3 VP in its slot
    pass_all(state)
    assert state.turn_seat == 1 and not state.is_terminal()
    state.apply(act("roll"))
    state.apply(act("dice", 1, 1))
    state.apply(act("build_city", 8))
    assert state.winner() == 1


def test_s22_5_6_vp_lost_in_a_later_slot_means_no_win_when_the_turn_starts():
    g = game56(5, vp_to_win=4)
    bottom = [LARGE.edge_between(a, b) for a, b in ((73, 77), (77, 74), (74, 78), (78, 75),
                                                    (75, 79))]  # fmt: skip
    two = {"settlements": [3, 33], "roads": TOP_COAST}  # 2 settlements + Longest Road: 4 VP
    three = {"settlements": [73], "roads": bottom[:4], "hand": {"lumber": 2, "brick": 2}}
    four = {"settlements": [HOME[3]], "roads": [ROAD[3]]}  # off the bottom coast
    state = main_phase(g, turn_seat=1, longest_road=2,
                       players=seats(5, seat1=AWAY, seat2=two, seat3=three, seat4=four))  # fmt: skip
    assert state.victory_points(2) == 4
    end_turn(state)  # seat 1's turn ends: slots of 2 (nothing to build), 3, 4, 0
    assert state.current_player() == 3
    state.apply(act("build_road", bottom[4]))
    state.apply(act("build_road", LARGE.edge_between(79, 76)))
    assert state.longest_road == 3 and state.victory_points(2) == 2
    pass_all(state)
    assert state.turn_seat == 2 and not state.is_terminal()


# ----------------------------------------------------------------- §22.7 flags
def test_s22_7_special_build_phase_flag_turns_it_off_or_on_for_any_table():
    off = game56(5, special_build_phase=False)
    state = main_phase(off, players=seats(5, seat1={"hand": ROAD_CARDS}))
    end_turn(state)
    assert (state.phase, state.turn_seat) == ("pre_roll", 1)
    on = Game(expansion="base", players=4, board="beginner", special_build_phase=True)
    s4 = position(on, turn=3, turn_seat=0,
                  players=[{"settlements": [12], "roads": [on.topology.edge_between(12, 7)]},
                           {"settlements": [40], "roads": [on.topology.vertex_edges[40][0]],
                            "hand": ROAD_CARDS}, {}, {}])  # fmt: skip
    end_turn(s4)
    assert s4.context() == "special_build" and s4.current_player() == 1


def test_s22_7_the_5_6_flags_appear_in_a_3_4_config_only_when_set():
    flags = Game(players=4, seed=1).config()["flags"]
    assert "special_build_phase" not in flags and "board_tokens" not in flags
    assert Game(players=4, seed=1, sbp_knight_move=True).config()["flags"]["sbp_knight_move"]
    five = Game(players=5, seed=1).config()["flags"]
    assert five["special_build_phase"] is None and five["sbp_city_improvements"] is True
    with pytest.raises(Exception, match="special_build_phase must be true, false or null"):
        Game(players=5, special_build_phase="yes")


# ----------------------------------------------------------------- positions
def test_s22_5_positions_in_the_phase_round_trip_and_bad_slots_are_refused():
    g = game56(5)
    state = main_phase(g, players=seats(5, seat2={"hand": ROAD_CARDS}, seat4={"hand": ROAD_CARDS}))
    end_turn(state)
    d = state.to_json()
    assert d["phase"] == "special_build"
    assert d["pending"] == [{"kind": "special_build", "seat": 2},
                            {"kind": "special_build", "seat": 3},
                            {"kind": "special_build", "seat": 4}]  # fmt: skip
    back = State.from_json(g, d)
    assert back == state
    from cityknights import PositionError

    for pending, message in (
        ([{"kind": "special_build", "seat": 0}], "in turn order after seat 0"),
        ([{"kind": "special_build", "seat": 3}, {"kind": "special_build", "seat": 2}],
         "in turn order"),
        ([], "needs its slots"),
    ):  # fmt: skip
        with pytest.raises(PositionError, match=message):
            State.from_json(g, {**d, "pending": pending, "history": None})
    with pytest.raises(PositionError, match="only in the special_build phase"):
        State.from_json(g, {**d, "phase": "main", "history": None})


def test_s22_3_a_seat_may_have_played_more_than_14_knights_with_5_6_players():
    """The 34-card deck holds 20 knights: a position may say a seat played 15 to 20 (the
    reading refused 15 when the bound was the 3-4 deck's 14; found by `cityknights check
    --players 6`)."""
    g = game56(6)
    deck = {"knight": 5, "victory_point": 5, "road_building": 3, "year_of_plenty": 3,
            "monopoly": 3}  # fmt: skip
    state = main_phase(g, dev_deck=deck, players=seats(6, seat3={"knights_played": 15}))
    assert state.knights_played[3] == 15 and state.largest_army == 3
    assert State.from_json(g, state.to_json()) == state
    from cityknights import PositionError

    with pytest.raises(PositionError, match="knights_played: expected an integer 0-20, got 21"):
        main_phase(g, players=seats(6, seat3={"knights_played": 21}))
