"""Cities & Knights with 5-6 players: setup, the Special Build Phase's knights, walls and
improvements, what a slot forbids, timing, barbarians (RULES.md §22.4-§22.6, A36-A43).

Positions sit on the fixed 30-hex layout of helpers.LARGE_BOARD: each seat has a city on
HOME with one road from it; seat 1's road runs 2-5, and a second one 5-1 where needed."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cityknights import GameConfigError, State
from cityknights.engine.constants import GATE_TRADE, SHIP
from cityknights.engine.determinize import sample_state
from cityknights.engine.errors import PositionError
from cityknights.engine.topology import LARGE

from ..helpers import LARGE_HOME, LARGE_ROAD, act, game56, position, refused, seats56

HOME, ROAD = LARGE_HOME, LARGE_ROAD
SECOND_ROAD = LARGE.edge_between(5, 1)  # seat 1: on from its road's far end (5) to 1


def knight(v: int, level: int = 1, active: bool = True) -> dict[str, Any]:
    return {"vertex": v, "level": level, "active": active}


def seats(n: int = 5, **by_seat: dict[str, Any]) -> list[dict[str, Any]]:
    return seats56(n, "cities", **by_seat)


def slot_of_seat_1(n: int = 5, *, flags: dict[str, Any] | None = None, **fields: Any) -> State:
    """Seat 0's turn ended: seat 1's Special Build slot is open."""
    g = game56(n, "ck", **(flags or {}))
    fields.setdefault("players", seats(n))
    state = position(g, turn=5, turn_seat=0, **fields)
    state.apply(act("end_turn"))
    assert (state.context(), state.current_player()) == ("special_build", 1)
    return state


def pass_all(state: State) -> None:
    while state.context() == "special_build":
        state.apply(act("end_special_build"))


def roll(state: State, white: int = 1, red: int = 2, event: int = GATE_TRADE) -> list[Any]:
    state.apply(act("roll"))
    return state.apply(act("dice", white, red, event))


KNIGHT_CARDS = {"wool": 2, "ore": 2, "grain": 1}


# ----------------------------------------------------------------- §22.4 setup
@pytest.mark.parametrize("n", [5, 6])
def test_s22_4_ck_setup_settlement_then_city_in_reverse_city_resources_only(n: int):
    g = game56(n, "ck")
    state = g.new_initial_state()
    rng = random.Random(n)
    kinds = []
    while state.phase.startswith("setup"):
        if state.context() in ("setup_settlement", "setup_city"):
            kinds.append((state.context(), state.current_player()))
        state.apply(rng.choice(state.legal_actions()))
    assert kinds == [("setup_settlement", p) for p in range(n)] + [
        ("setup_city", p) for p in reversed(range(n))
    ]
    for p in range(n):
        assert len(state.cities[p]) == 1 and sum(state.hands[p][5:]) == 0
        assert sum(state.hands[p]) == sum(
            1 for h in LARGE.vertex_hexes[state.cities[p][0]] if g.board.terrains[h] != 5
        )
    assert (state.phase, state.turn_seat, state.robber_active) == ("pre_roll", 0, False)


# ----------------------------------------------------------------- §22.5.3 what a slot allows
def test_s22_5_3_knights_walls_and_improvements_in_a_slot():
    hand = {**KNIGHT_CARDS, "brick": 2, "cloth": 1}
    state = slot_of_seat_1(players=seats(5, seat1={"hand": hand}))
    kinds = {a[0] for a in state.legal_actions()}
    assert kinds == {"end_special_build", "build_knight", "build_wall", "improve_city"}
    state.apply(act("build_knight", 5))
    state.apply(act("activate_knight", 5))
    state.apply(act("promote_knight", 5))
    state.apply(act("build_wall", HOME[1]))
    state.apply(act("improve_city", 0))  # trade level 1 for 1 cloth
    assert (state.knight_level[5], state.knight_active[5]) == (2, 1)
    assert state.wall[HOME[1]] == 1 and state.improvements[1] == [1, 0, 0]
    assert state.hands[1] == (0,) * 8
    assert (state.context(), state.current_player()) == ("special_build", 1)


def test_s22_5_3_a_metropolis_is_taken_in_a_slot():
    state = slot_of_seat_1(
        players=seats(5, seat1={"hand": {"cloth": 4}, "improvements": {"trade": 3}})
    )
    state.apply(act("improve_city", 0))
    assert (state.context(), state.current_player()) == ("metropolis", 1)
    state.apply(act("place_metropolis", HOME[1]))
    assert state.metropolis[0] == HOME[1] and state.victory_points(1) == 4
    assert (state.context(), state.current_player()) == ("special_build", 1)


def test_s22_5_3_A36_flag_sbp_city_improvements_off():
    state = slot_of_seat_1(
        flags={"sbp_city_improvements": False}, players=seats(5, seat1={"hand": {"cloth": 1,
                                                                                  "brick": 2}})
    )  # fmt: skip
    r = state.refusal(act("improve_city", 0))
    assert r is not None and r.code == "special_build_no_improvement"
    refused(state, act("improve_city", 0), "rule flag sbp_city_improvements")
    assert act("build_wall", HOME[1]) in state.legal_actions()


def test_s22_5_3_A37_flag_sbp_city_walls_off():
    hand = {"cloth": 1, "brick": 2}
    state = slot_of_seat_1(flags={"sbp_city_walls": False}, players=seats(5, seat1={"hand": hand}))
    assert act("build_wall", HOME[1]) not in state.legal_actions()
    r = state.refusal(act("build_wall", HOME[1]))
    assert r is not None and r.code == "special_build_no_wall"
    refused(state, act("build_wall", HOME[1]), "rule flag sbp_city_walls")
    # Only the walls: an improvement is still bought in the slot.
    assert act("improve_city", 0) in state.legal_actions()
    # On the own turn the flag changes nothing: seat 1 builds its wall in its main phase.
    pass_all(state)
    roll(state)
    assert (state.context(), state.current_player()) == ("main", 1)
    state.apply(act("build_wall", HOME[1]))
    assert state.wall[HOME[1]] == 1
    # Named in the game's flags only when set away from the default.
    assert state.game.config()["flags"]["sbp_city_walls"] is False
    default = slot_of_seat_1(players=seats(5, seat1={"hand": hand}))
    assert "sbp_city_walls" not in default.game.config()["flags"]


def test_s22_5_3_a_mighty_knight_still_needs_the_fortress():
    mine = {"hand": KNIGHT_CARDS, "knights": [knight(5, 2, active=False)], "roads": [ROAD[1]]}
    state = slot_of_seat_1(players=seats(5, seat1=mine))
    refused(state, act("promote_knight", 5), "Fortress")


# ----------------------------------------------------------------- §22.5.4 what it forbids
def test_s22_5_4_no_progress_card_no_trade_no_displacing_or_chasing():
    mine = {"hand": {**KNIGHT_CARDS, "lumber": 4, "brick": 2}, "knights": [knight(5, 3)],
            "progress_cards": {"crane": 1, "alchemist": 1, "merchant": 1},
            "improvements": {"politics": 3}}  # fmt: skip
    theirs = {"knights": [knight(1, 1)], "roads": [ROAD[0]]}
    state = slot_of_seat_1(players=seats(5, seat1=mine, seat0=theirs), attacks=1,
                           robber_active=True)  # fmt: skip
    expected = {
        act("play_crane"): "special_build_no_card",
        act("play_alchemist", 1, 2): "special_build_no_card",
        act("play_merchant", 0): "special_build_no_card",
        act("bank_trade", 0, 4): "special_build_no_trade",
        act("displace_knight", 5, 1): "special_build_no_knight_action",
        act("chase_robber", 5): "special_build_no_knight_action",
        act("move_knight", 5, 1): "special_build_no_knight_move",
        act("roll"): "special_build_no_roll",
    }
    for a, code in expected.items():
        r = state.refusal(a)
        assert r is not None and r.code == code, (a, r)
        refused(state, a)


def test_s22_5_4_A38_flag_sbp_knight_move_moves_but_not_a_knight_activated_in_the_slot():
    mine = {"hand": {"grain": 1}, "roads": [ROAD[1], SECOND_ROAD],
            "knights": [knight(5, 1, active=True), knight(1, 1, active=False)]}  # fmt: skip
    state = slot_of_seat_1(flags={"sbp_knight_move": True}, players=seats(5, seat1=mine))
    legal = state.legal_actions()
    assert [a for a in legal if a[0] == "move_knight"] == []  # 5's only spot is taken by 1
    state.apply(act("activate_knight", 1))
    assert not any(a[0] == "move_knight" and a[1] == 1 for a in state.legal_actions())
    refused(state, act("move_knight", 1, LARGE.vertex_neighbors[1][0]))
    # Without the flag nothing moves, and with it nothing displaces.
    r = state.refusal(act("displace_knight", 5, 1))
    assert r is not None and r.code == "special_build_no_knight_action"


def test_s22_5_4_A38_flag_sbp_knight_move_an_active_knight_moves_along_its_roads():
    mine = {"roads": [ROAD[1], SECOND_ROAD], "knights": [knight(5, 1, active=True)]}
    state = slot_of_seat_1(flags={"sbp_knight_move": True}, players=seats(5, seat1=mine))
    assert act("move_knight", 5, 1) in state.legal_actions()
    state.apply(act("move_knight", 5, 1))
    assert state.knight_owner[1] == 1 and state.knight_active[1] == 0


# ----------------------------------------------------------------- §22.5.5 timing
def test_s22_5_5_A40_a_knight_activated_in_the_slot_acts_in_the_own_turn_after_it():
    mine = {"hand": {"grain": 1}, "roads": [ROAD[1], SECOND_ROAD],
            "knights": [knight(5, 1, active=False)]}  # fmt: skip
    state = slot_of_seat_1(players=seats(5, seat1=mine))
    state.apply(act("activate_knight", 5))
    assert state.view(None)["knights_activated_this_turn"] == [5]
    pass_all(state)
    assert state.turn_seat == 1
    assert state.view(None)["knights_activated_this_turn"] == []
    roll(state)
    assert act("move_knight", 5, 1) in state.legal_actions()


def test_s22_5_5_A39_promotion_once_per_knight_per_slot_and_again_in_the_own_turn():
    mine = {"hand": {"wool": 3, "ore": 3}, "knights": [knight(5, 1)],
            "improvements": {"politics": 3}}  # fmt: skip
    state = slot_of_seat_1(players=seats(5, seat1=mine))
    state.apply(act("promote_knight", 5))
    refused(state, act("promote_knight", 5), "already promoted")
    pass_all(state)
    roll(state)
    state.apply(act("promote_knight", 5))
    assert state.knight_level[5] == 3


def test_s22_5_5_A39_flag_sbp_promotion_shared_a_slot_and_the_next_own_turn_share_one():
    mine = {"hand": {"wool": 3, "ore": 3}, "knights": [knight(5, 1)],
            "improvements": {"politics": 3}}  # fmt: skip
    shared = {"sbp_promotion_shared": True}
    state = slot_of_seat_1(flags=shared, players=seats(5, seat1=mine))
    state.apply(act("promote_knight", 5))
    pass_all(state)
    roll(state)
    assert (state.context(), state.current_player()) == ("main", 1)
    # Promoted in the slot just before: not again in the own turn (by default it is).
    r = state.refusal(act("promote_knight", 5))
    assert r is not None and r.code == "knight_promoted_shared"
    refused(state, act("promote_knight", 5), "rule flag sbp_promotion_shared")
    # The mark is public and in the position, and read back from both.
    assert state.view(0)["knights_promoted_in_slot"] == [5]
    back = State.from_json(None, state.to_json())
    assert back.knight_flags == state.knight_flags
    refused(back, act("promote_knight", 5), "sbp_promotion_shared")
    sampled = sample_state(state.view(2), random.Random(1))
    assert sampled.knight_flags == state.knight_flags
    # The own turn's end clears it: seat 1's next slot (after seat 2's turn) promotes.
    state.apply(act("end_turn"))
    pass_all(state)
    roll(state)
    state.apply(act("end_turn"))  # seats 3, 4 and 0 have nothing to build: seat 1's slot
    assert (state.context(), state.current_player()) == ("special_build", 1)
    assert not state.knight_flags[5]
    state.apply(act("promote_knight", 5))
    assert state.knight_level[5] == 3
    # Named in game.flags only when set; a game without it neither writes nor reads the mark.
    assert state.game.config()["flags"]["sbp_promotion_shared"] is True
    default = slot_of_seat_1(players=seats(5, seat1=mine))
    assert "sbp_promotion_shared" not in default.game.config()["flags"]
    assert "knights_promoted_in_slot" not in default.view(0)
    default.apply(act("promote_knight", 5))
    assert "promoted_in_slot" not in default.to_json()["players"][1]["knights"][0]
    with pytest.raises(PositionError, match="sbp_promotion_shared"):
        position(game56(5, "ck"), players=seats(5, seat1={"knights": [
            {**knight(5, 2), "promoted_in_slot": True}]}))  # fmt: skip


def test_s22_5_5_A39_flag_sbp_promotion_shared_the_own_turn_and_the_next_slot_share_one():
    """The other way round: promoted in seat 1's own turn, not again in its next slot
    (after seat 2's turn); in the slot after that, it is. (A brick and a lumber for a
    road: a seat with nothing it may build in its slot is passed over.)"""
    one = {"hand": {"wool": 2, "ore": 2, "brick": 1, "lumber": 1}, "knights": [knight(5, 1)],
           "improvements": {"politics": 3}}  # fmt: skip
    g = game56(5, "ck", sbp_promotion_shared=True)
    state = position(g, turn=5, turn_seat=1, players=seats(5, seat1=one))
    state.apply(act("promote_knight", 5))
    state.apply(act("end_turn"))
    pass_all(state)
    roll(state)
    assert (state.context(), state.turn_seat) == ("main", 2)
    assert state.to_json()["players"][1]["knights"][0]["promoted_in_own_turn"] is True
    assert state.view(1)["knights_promoted_in_own_turn"] == [5]
    assert State.from_json(None, state.to_json()).knight_flags == state.knight_flags
    state.apply(act("end_turn"))
    assert (state.context(), state.current_player()) == ("special_build", 1)
    r = state.refusal(act("promote_knight", 5))
    assert r is not None and r.code == "knight_promoted_shared"
    refused(state, act("promote_knight", 5), "sbp_promotion_shared")
    state.apply(act("end_special_build"))
    assert state.turn_seat == 3
    roll(state)
    state.apply(act("end_turn"))  # seats 4 and 0 have nothing to build: seat 1's slot
    assert (state.context(), state.current_player()) == ("special_build", 1)
    state.apply(act("promote_knight", 5))
    assert state.knight_level[5] == 3


def test_s22_5_5_A39_flag_sbp_promotion_shared_must_be_a_bool():
    with pytest.raises(GameConfigError, match="sbp_promotion_shared must be true or false"):
        game56(5, "ck", sbp_promotion_shared=1)


def test_s22_5_5_knights_activated_in_a_slot_count_against_the_barbarians():
    mine = {"hand": {"grain": 1}, "knights": [knight(5, 2, active=False)]}
    state = slot_of_seat_1(players=seats(5, seat1=mine), barbarian=6)
    state.apply(act("activate_knight", 5))
    pass_all(state)
    events = roll(state, event=SHIP)
    [attack] = [e for e in events if e.code.startswith("barbarians_") and "strength" in e.data]
    # §22.6: every city of the five seats counts (B = 5); seat 1's knight K = 2.
    assert attack.data["cities"] == 5 and attack.data["knights"] == 2
    assert attack.data["strength"] == [0, 2, 0, 0, 0]


def test_s22_5_5_A43_the_progress_discard_comes_before_the_first_slot():
    g = game56(5, "ck")
    five = {"crane": 2, "engineer": 1, "inventor": 2}
    state = position(g, turn=5, turn_seat=0,
                     players=seats(5, seat0={"progress_cards": five}, seat1={"hand": {"brick": 2}}))  # fmt: skip
    state.apply(act("end_turn"))
    assert (state.context(), state.current_player(), state.phase) == ("progress_discard", 0, "main")
    events = state.apply(act("discard_progress", 1))  # a crane
    assert [e.code for e in events][:3] == ["progress_discarded", "turn_ended",
                                             "special_build_started"]  # fmt: skip
    assert (state.context(), state.current_player()) == ("special_build", 1)


def test_s22_5_5_A43_flag_progress_discard_after_sbp_the_slots_come_first():
    g = game56(5, "ck", progress_discard_after_sbp=True)
    five = {"crane": 2, "engineer": 1, "inventor": 2}
    state = position(g, turn=5, turn_seat=0,
                     players=seats(5, seat0={"progress_cards": five}, seat1={"hand": {"brick": 2}}))  # fmt: skip
    events = state.apply(act("end_turn"))
    assert [e.code for e in events][:2] == ["turn_ended", "special_build_started"]
    assert (state.context(), state.current_player()) == ("special_build", 1)
    assert sum(state.progress_hand[0]) == 5  # not discarded yet
    state.apply(act("build_wall", HOME[1]))
    state.apply(act("end_special_build"))  # seats 2, 3 and 4 have nothing to build
    assert (state.context(), state.current_player(), state.phase) == (
        "progress_discard", 0, "special_build")  # fmt: skip
    # A position there reads back: the phase past its slots, the discard left.
    back = State.from_json(None, state.to_json())
    assert (back.context(), back.current_player(), back.phase) == (
        "progress_discard", 0, "special_build")  # fmt: skip
    events = state.apply(act("discard_progress", 1))  # a crane
    assert [e.code for e in events][:2] == ["progress_discarded", "turn_started"]
    assert (state.context(), state.turn_seat, sum(state.progress_hand[0])) == ("pre_roll", 1, 4)
    # With no slot to play (every seat passed over) the discard still comes after.
    state = position(g, turn=5, turn_seat=0, players=seats(5, seat0={"progress_cards": five}))
    events = state.apply(act("end_turn"))
    assert [e.code for e in events][-1] == "special_build_ended"
    assert (state.context(), state.current_player()) == ("progress_discard", 0)
    # Named in game.flags only when set.
    assert g.config()["flags"]["progress_discard_after_sbp"] is True
    assert "progress_discard_after_sbp" not in game56(5, "ck").config()["flags"]


def test_s22_5_5_A43_flag_progress_discard_after_sbp_must_be_a_bool():
    with pytest.raises(GameConfigError, match="progress_discard_after_sbp must be true or false"):
        game56(5, "ck", progress_discard_after_sbp="after")


def test_s22_5_5_a_knight_built_in_a_slot_can_break_a_longest_road():
    g = game56(5, "ck")
    top = [LARGE.edge_between(a, b) for a, b in ((3, 0), (0, 4), (4, 1), (1, 5), (5, 2))]
    # Seat 2 holds Longest Road along the top coast, 3 to 2. Seat 1's city on 8 has a
    # road to 4, in the middle of it: a knight there cuts the road in two.
    two = {"cities": [3], "roads": top}
    one = {"cities": [8], "roads": [LARGE.edge_between(8, 4)], "hand": {"wool": 1, "ore": 1}}
    state = position(g, turn=5, turn_seat=0, longest_road=2,
                     players=seats(5, seat1=one, seat2=two))  # fmt: skip
    state.apply(act("end_turn"))
    assert state.road_length[2] == 5 and state.current_player() == 1
    events = state.apply(act("build_knight", 4))
    assert state.road_length[2] == 3  # 4-1-5-2 is what is left
    assert state.longest_road == -1
    assert state.victory_points(2) == 2 and any(e.code == "longest_road" for e in events)


# ----------------------------------------------------------------- §22.6
def test_s22_6_cards_for_each_opponent_reach_five_seats():
    g = game56(6, "ck")
    by_seat = {f"seat{p}": {"hand": {"wool": 3}} for p in range(1, 6)}
    by_seat["seat0"] = {"progress_cards": {"resource_monopoly": 1}}
    state = position(g, turn=5, turn_seat=0, players=seats(6, **by_seat))
    state.apply(act("play_resource_monopoly", 2))
    assert state.hands[0][2] == 10
    assert [state.hands[p][2] for p in range(1, 6)] == [1] * 5


def test_s22_6_the_robber_waits_for_the_first_attack_with_six_players():
    g = game56(6, "ck")
    state = position(g, turn=5, turn_seat=0, phase="pre_roll",
                     players=seats(6, seat1={"hand": {"ore": 9}}))  # fmt: skip
    roll(state, 3, 4)
    assert [k for k, _, _ in state.pending] == ["discard"]
