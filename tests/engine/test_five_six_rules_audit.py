"""A line-by-line audit of RULES.md §22 (five and six players) and of the base-game lines
that concern 5-6 players: the lines no earlier scenario test checked, each set up as a
position, played, and checked for its outcome (refused actions change nothing).

The Cities & Knights lines are in tests/engine/ck/test_ck_five_six_rules_audit.py.
Positions sit on the fixed 30-hex layout of helpers.LARGE_BOARD: each seat has a
settlement on HOME with one road from it (as in test_special_build.py)."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from cityknights import Game, State
from cityknights.engine.topology import LARGE

from .helpers import (
    LARGE_HOME,
    LARGE_ROAD,
    act,
    game56,
    hand,
    play_random,
    position,
    refused,
    seats56,
)

HOME, ROAD = LARGE_HOME, LARGE_ROAD
ROAD_CARDS = {"lumber": 1, "brick": 1}
DEV_CARDS = {"wool": 1, "grain": 1, "ore": 1}
TOP_COAST = [LARGE.edge_between(a, b) for a, b in ((3, 0), (0, 4), (4, 1), (1, 5), (5, 2))]
# Seat 1 away from the top coast, where the Longest Road tests lay their roads.
AWAY = {"settlements": [20], "roads": [LARGE.vertex_edges[20][0]]}


def seats(n: int = 5, **by_seat: dict[str, Any]) -> list[dict[str, Any]]:
    """Every seat with its home settlement and road, plus what `by_seat` adds."""
    return seats56(n, **by_seat)


def main_phase(g: Game, turn_seat: int = 0, **fields: Any) -> State:
    fields.setdefault("players", seats(g.players))
    return position(g, turn=5, turn_seat=turn_seat, **fields)


def pass_all(state: State) -> list[Any]:
    events: list[Any] = []
    while state.context() == "special_build":
        events += state.apply(act("end_special_build"))
    return events


def codes(events: list[Any]) -> list[tuple[str, dict[str, Any]]]:
    return [(e.code, e.data) for e in events]


def roll(state: State, white: int, red: int) -> list[Any]:
    state.apply(act("roll"))
    return state.apply(act("dice", white, red))


# ----------------------------------------------------------------- §22.1 scope
@pytest.mark.parametrize(("n", "sbp"), [(3, False), (4, False), (5, True), (6, True)])
def test_s22_1_s22_7_the_special_build_phase_comes_with_5_6_players_only(n: int, sbp: bool):
    """§22.1: players 5 or 6 select the Special Build Phase; §22.7: the flag's default is
    true with 5-6 players, false with 3-4."""
    g = Game(expansion="base", players=n, seed=3)
    assert g.rules.special_build_phase is None and g.special_build is sbp
    state = g.new_initial_state()
    # Setup, then seat 0's roll (and a 7's discards and robber, if any).
    play_random(state, random.Random(n), until=lambda s: s.context() == "main")
    assert (state.turn, state.turn_seat) == (1, 0)
    events = state.apply(act("end_turn"))
    started = "special_build_started" in [e.code for e in events]
    assert started is sbp
    if not sbp:
        assert (state.phase, state.turn_seat, state.turn) == ("pre_roll", 1, 2)


def test_s22_1_base_rules_unchanged_a_monopoly_takes_from_all_five_opponents():
    """§22.1: every other base rule is unchanged; a Monopoly reaches the 5 opponents."""
    g = game56(6)
    by_seat = {f"seat{p}": {"hand": {"wool": 2, "ore": 1}} for p in range(1, 6)}
    by_seat["seat0"] = {"dev_cards": {"monopoly": 1}}
    state = main_phase(g, players=seats(6, **by_seat))
    state.apply(act("play_monopoly", 2))
    assert hand(state, 0) == {"wool": 10}
    assert all(hand(state, p) == {"ore": 1} for p in range(1, 6))


# ----------------------------------------------------------------- §22.2 board
def test_s22_2_3_s22_2_4_a_random_board_shuffles_the_11_harbor_kinds_over_the_slots():
    kinds_per_slot: list[set[str]] = [set() for _ in range(11)]
    for seed in range(40):
        harbors = Game(players=5, seed=seed).board.describe()["harbors"]
        names = list(harbors)
        assert sorted(names) == sorted(["generic"] * 5 + ["wool"] * 2
                                       + ["lumber", "brick", "grain", "ore"])  # fmt: skip
        for slot, name in enumerate(names):
            kinds_per_slot[slot].add(name)
    # Every slot takes several kinds over the seeds: the kinds are shuffled, not fixed.
    assert all(len(k) >= 3 for k in kinds_per_slot)


def test_s22_2_4_the_soft_constraint_no_2_12_adjacent_holds_on_the_30_hex_board():
    for seed in range(12):
        b = Game(players=6, seed=seed, board_no_2_12_adjacent=True).board
        for h in range(30):
            if b.numbers[h] in (2, 12):
                other = 14 - b.numbers[h]
                assert all(b.numbers[n] != other for n in LARGE.hex_neighbors[h]), seed


def test_s22_2_4_only_the_tokens_are_reshuffled_and_the_robber_takes_the_lower_desert():
    """§22.2.4 steps 1-4: terrains and harbors are dealt once, the tokens alone are
    reshuffled for the constraints; the robber starts on the desert with the lower id,
    with the spiral's tokens too (A33)."""
    from cityknights.engine.constants import DESERT

    for seed in range(8):
        plain = Game(players=5, seed=seed).board
        strict = Game(players=5, seed=seed, board_no_same_adjacent=True,
                      board_no_2_12_adjacent=True).board  # fmt: skip
        spiral = Game(players=5, seed=seed, board_tokens="spiral").board
        assert plain.terrains == strict.terrains == spiral.terrains
        assert plain.harbors == strict.harbors == spiral.harbors
        deserts = [h for h in range(30) if spiral.terrains[h] == DESERT]
        state = Game(players=5, seed=seed, board_tokens="spiral").new_initial_state()
        assert state.robber == min(deserts) and spiral.numbers[state.robber] == 0


def test_s22_2_3_a_city_on_a_harbor_intersection_trades_at_its_rate_in_the_own_turn():
    """§22.2.3 with §2.2: a building (a city too) on either harbor intersection gets the
    rate; the lumber 2:1 harbor of LARGE_BOARD is slot 5, intersections 68 and 72."""
    g = game56(5)
    assert LARGE.harbor_slots[5] == (68, 72) and g.board.harbors[5] == 0  # lumber
    for v in (68, 72):
        state = main_phase(g, turn_seat=3,
                           players=seats(5, seat3={"cities": [v], "hand": {"lumber": 3}}))  # fmt: skip
        state.apply(act("bank_trade", 0, 4))  # 2 lumber for an ore
        assert hand(state, 3) == {"lumber": 1, "ore": 1}
        refused(state, act("bank_trade", 0, 4), "trading lumber needs 2 of them")


# ----------------------------------------------------------------- §22.3 cards, pieces
def _grain_position(g: Game, one: dict[str, Any], two: dict[str, Any]) -> State:
    """Seats 1 and 2 on the fields hex 8 (token 9), each piece with a road; the other 23
    grain of the 24 are in seat 0's and seat 5's hands, so the bank holds 1 grain."""

    def with_road(seat: dict[str, Any]) -> dict[str, Any]:
        [v] = seat.get("settlements", []) + seat.get("cities", [])
        return {**seat, "roads": [LARGE.vertex_edges[v][0]]}

    by_seat = {"seat1": with_road(one), "seat2": with_road(two),
               "seat0": {"hand": {"grain": 10}}, "seat5": {"hand": {"grain": 13}}}  # fmt: skip
    state = position(g, phase="pre_roll", turn=5, turn_seat=0, players=seats(6, **by_seat))
    assert state.bank[3] == 1  # 24 grain in all: the 5-6 bank
    return state


def test_s22_3_bank_shortage_with_the_24_card_bank_nobody_gets_the_short_type():
    """§22.3 "bank shortage works the same with the larger bank" (§6, A27)."""
    g = game56(6)
    state = _grain_position(g, {"settlements": [17]}, {"settlements": [29]})
    roll(state, 4, 5)  # 9: fields hex 8 owes seats 1 and 2 one grain each; the bank has 1
    assert state.hands[1][3] == 0 and state.hands[2][3] == 0 and state.bank[3] == 1
    # Only one seat owed: it takes what is left (1 of the 2 a city is owed).
    alone = _grain_position(game56(6), {"cities": [17]}, {"settlements": [HOME[2]]})
    roll(alone, 4, 5)
    assert alone.hands[1][3] == 1 and alone.bank[3] == 0


def test_s22_3_bank_shortage_flag_partial_pays_in_turn_order_with_six_seats():
    g = game56(6, bank_shortage="partial")
    state = _grain_position(g, {"settlements": [17]}, {"settlements": [29]})
    roll(state, 4, 5)
    assert state.hands[1][3] == 1 and state.hands[2][3] == 0 and state.bank[3] == 0


def test_s22_3_largest_army_needs_3_knights_and_a_fourth_takes_it_with_six_seats():
    """§22.3: Largest Army (3 knights, 2 VP) is unchanged; the deck holds 20 knights."""
    g = game56(6)
    by_seat = {"seat5": {"knights_played": 3},
               "seat3": {"knights_played": 3, "dev_cards": {"knight": 1}}}  # fmt: skip
    state = main_phase(g, turn_seat=3, phase="pre_roll", largest_army=5,
                       players=seats(6, **by_seat))  # fmt: skip
    assert state.victory_points(5) == 3 and state.victory_points(3) == 1
    state.apply(act("play_knight"))
    state.apply(act("move_robber", 0, -1))  # hex 0: nobody there to rob
    assert state.largest_army == 3 and state.knights_played[3] == 4
    assert state.victory_points(3) == 3 and state.victory_points(5) == 1


# ----------------------------------------------------------------- §22.4 setup, settings
def test_s22_4_setup_keeps_the_distance_rule_and_a_road_touching_the_piece_just_placed():
    g = game56(6)
    state = g.new_initial_state()
    assert (state.context(), state.current_player()) == ("setup_settlement", 0)
    state.apply(act("build_settlement", 35))
    refused(state, act("build_road", ROAD[1]), "a setup road must touch the settlement")
    state.apply(act("build_road", LARGE.edge_between(35, 29)))
    assert state.current_player() == 1
    refused(state, act("build_settlement", 29), "distance rule")
    # No road connection needed: anywhere the distance rule allows.
    state.apply(act("build_settlement", 79))
    assert state.owner[79] == 1


def test_s22_4_room_settings_discard_limit_and_friendly_robber_are_unchanged_with_5_6():
    g = game56(5, discard_limit=9, friendly_robber=True)
    hands = {"seat1": {"hand": {"ore": 9}}, "seat2": {"hand": {"ore": 10}},
             "seat3": {"settlements": [HOME[3], 35], "roads": [ROAD[3]]}}  # fmt: skip
    state = main_phase(g, phase="pre_roll", players=seats(5, **hands))
    roll(state, 3, 4)
    # 9 cards are within the room's limit of 9; 10 are not.
    assert [(k, p, c) for k, p, c in state.pending] == [("discard", 2, 5), ("robber", 0, 0)]
    for _ in range(5):
        state.apply(act("discard", 4))
    # Friendly robber: hex 8 touches seat 3 (2 VP): refused; hex 0 touches nobody.
    refused(state, act("move_robber", 8, 3), "friendly robber")
    state.apply(act("move_robber", 0, -1))
    assert state.robber == 0


def test_s22_4_s15_a_trade_offer_is_answered_by_the_five_others_in_turn_order():
    """Who may act when, with six seats: the turn player offers, every other seat answers
    in turn order from the next one, then the offerer confirms with a seat that accepted."""
    g = game56(6)
    by_seat = {f"seat{p}": {"hand": {"ore": 1}} for p in range(6) if p != 3}
    by_seat["seat3"] = {"hand": {"wool": 1}}
    state = main_phase(g, turn_seat=3, players=seats(6, **by_seat))
    give = (0, 0, 1, 0, 0, 0, 0, 0)
    get = (0, 0, 0, 0, 1, 0, 0, 0)
    state.apply(act("offer_trade", give, get))
    answered = []
    while state.context() == "trade_answer":
        answered.append(state.current_player())
        # No offer of its own meanwhile: only the turn player trades with the others.
        refused(state, act("offer_trade", get, give), "is not allowed now")
        state.apply(act("accept_trade" if state.current_player() == 1 else "reject_trade"))
    assert answered == [4, 5, 0, 1, 2]
    assert (state.context(), state.current_player()) == ("trade_confirm", 3)
    refused(state, act("confirm_trade", 2), "seat 2 neither accepted nor countered")
    state.apply(act("confirm_trade", 1))
    assert hand(state, 3) == {"ore": 1} and hand(state, 1) == {"wool": 1}


# ----------------------------------------------------------------- §22.5.2 the model
def test_s22_5_2_A35_a_seat_skipped_with_cards_logs_exactly_what_a_pass_logs():
    """A seat whose 5 cards build nothing is passed over; a seat whose 5 cards could build
    a road and that passes leaves the same events: the log tells nothing of the hand.
    (Whose decision is pending is public, as in every context: a skipped seat is never
    the one to act, so a view does show that its slot closed without it acting.)"""

    def after_slots(seat1_hand: dict[str, int]) -> list[tuple[str, dict[str, Any]]]:
        state = main_phase(game56(5), players=seats(5, seat1={"hand": seat1_hand}))
        events = state.apply(act("end_turn"))
        events += pass_all(state)
        assert (state.phase, state.turn_seat) == ("pre_roll", 1)
        return codes(events)

    skipped = after_slots({"ore": 5})
    passed = after_slots({"lumber": 1, "brick": 1, "ore": 3})
    assert skipped == passed
    assert ("special_build_ended", {"seat": 1}) in skipped


# ----------------------------------------------------------------- §22.5.3 what it allows
# Seat 1's 15 roads (every piece) along the top and right coast, from 3 to 58.
COAST_15 = [3, 0, 4, 1, 5, 2, 6, 10, 15, 20, 26, 32, 39, 46, 52, 58]


def test_s22_5_3_piece_limits_hold_in_a_slot_no_road_or_settlement_left():
    """§22.5.3: "under the normal placement rules and piece limits"."""
    g = game56(5)
    roads = [LARGE.edge_between(a, b) for a, b in itertools.pairwise(COAST_15)]
    cards = {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}
    one = {"settlements": [0, 2, 10, 20, 32], "roads": roads, "hand": cards}
    three = {"settlements": [53], "roads": [LARGE.vertex_edges[53][0]]}  # off the coast
    two = {"hand": ROAD_CARDS}
    state = main_phase(g, players=seats(5, seat1=one, seat2=two, seat3=three))
    assert state.pieces_left(1) == (0, 0, 4)
    events = state.apply(act("end_turn"))
    # Nothing to build with the pieces left: seat 1 is passed over like a pass.
    assert ("special_build_ended", {"seat": 1}) in codes(events)
    assert (state.context(), state.current_player()) == ("special_build", 2)
    # The same seat with a settlement fewer may build its fifth, and only that.
    one = {**one, "settlements": [0, 2, 10, 20]}
    state = main_phase(g, players=seats(5, seat1=one, seat3=three))
    state.apply(act("end_turn"))
    assert state.current_player() == 1
    assert {a[0] for a in state.legal_actions()} == {"end_special_build", "build_settlement"}
    refused(state, act("build_road", LARGE.edge_between(4, 8)), "no roads left")
    state.apply(act("build_settlement", 32))
    assert state.pieces_left(1) == (0, 0, 4) and hand(state, 1) == {}
    assert (state.context(), state.current_player()) == ("special_build", 1)


def test_s22_5_3_no_development_card_is_bought_from_an_empty_deck_in_a_slot():
    """§22.5.3: a development card at the normal cost, while the deck holds one."""
    g = game56(5)
    empty = {"knight": 0, "victory_point": 0, "road_building": 0, "year_of_plenty": 0,
             "monopoly": 0}  # fmt: skip
    spent = {"seat3": {"knights_played": 20}, "seat4": {"dev_cards": {"victory_point": 5}}}
    one = {"hand": {**DEV_CARDS, **ROAD_CARDS}}
    state = main_phase(g, dev_deck=empty, players=seats(5, seat1=one, **spent))
    state.apply(act("end_turn"))
    assert state.current_player() == 1
    assert act("buy_dev") not in state.legal_actions()
    refused(state, act("buy_dev"), "the development deck is empty")
    # With only the card's price in hand there is nothing to do: the slot is passed over.
    only = main_phase(g, dev_deck=empty, players=seats(5, seat1={"hand": DEV_CARDS}, **spent))
    events = only.apply(act("end_turn"))
    assert ("special_build_ended", {"seat": 1}) in codes(events)


# ----------------------------------------------------------------- §22.5.4 what it forbids
def test_s22_5_4_no_trade_through_a_harbor_in_a_slot_even_at_2_to_1():
    """§22.5.4: no trade through harbors ("harbors play no part in the SBP"); the same
    trade is made at the harbor's rate in the seat's own turn."""
    g = game56(5)
    one = {"settlements": [HOME[1], 68], "roads": [ROAD[1]],
           "hand": {"lumber": 3, "brick": 1}}  # fmt: skip
    state = main_phase(g, players=seats(5, seat1=one))
    state.apply(act("end_turn"))
    assert state.current_player() == 1 and state.view(1)["rates"]["lumber"] == 2
    r = state.refusal(act("bank_trade", 0, 4))
    assert r is not None and r.code == "special_build_no_trade"
    refused(state, act("bank_trade", 0, 4), "no trading in the Special Build Phase")
    assert not any(a[0] in ("bank_trade", "offer_trade") for a in state.legal_actions())
    pass_all(state)
    roll(state, 1, 2)
    state.apply(act("bank_trade", 0, 4))
    assert hand(state, 1) == {"lumber": 1, "brick": 1, "ore": 1}


def test_s22_5_4_cards_still_held_after_the_slots_count_for_a_7_on_the_next_roll():
    """§22.5.4: hand limits never come into play in a slot; the cards held after it count
    on the next roll. Seat 2 spends 2 of its 10 cards in its slot and, holding 8, discards
    4 on seat 1's 7."""
    g = game56(5)
    two = {"hand": {"lumber": 3, "brick": 3, "ore": 4}}
    state = main_phase(g, players=seats(5, seat2=two))
    state.apply(act("end_turn"))
    assert state.current_player() == 2  # seat 1 has nothing: passed over
    state.apply(act("build_road", LARGE.vertex_edges[HOME[2]][1]))
    assert sum(state.hands[2]) == 8 and state.context() == "special_build"
    pass_all(state)
    roll(state, 3, 4)
    assert [(k, p, c) for k, p, c in state.pending] == [("discard", 2, 4), ("robber", 1, 0)]


# ----------------------------------------------------------------- §22.5.5 timing
def test_s22_5_5_s22_5_6_a_vp_card_bought_in_a_slot_counts_at_once_and_wins_at_the_turn_start():
    """A VP card bought in seat 2's slot (after seat 0's turn) counts at once, but nobody
    wins in a slot nor in seat 1's turn: seat 2 wins as its own turn starts."""
    g = game56(5, vp_to_win=3)
    two = {"settlements": [HOME[2], 35], "hand": DEV_CARDS}
    state = main_phase(g, players=seats(5, seat2=two))
    state.apply(act("end_turn"))
    assert state.current_player() == 2
    state.apply(act("buy_dev"))
    state.apply(act("draw_dev", 1))  # a victory point card
    assert state.victory_points(2) == 3 and state.public_victory_points(2) == 2
    assert not state.is_terminal() and state.context() == "special_build"
    pass_all(state)
    assert (state.turn_seat, state.phase) == (1, "pre_roll") and not state.is_terminal()
    roll(state, 1, 2)
    events = state.apply(act("end_turn"))
    events += pass_all(state)
    assert state.is_terminal() and state.winner() == 2
    assert [c for c, _ in codes(events)][-2:] == ["turn_started", "game_over"]


def test_s22_5_5_s16_a_settlement_built_in_a_slot_breaks_a_longest_road():
    """§22.5.5: Longest Road is recomputed after every build in a slot, a settlement that
    cuts a road included. Seat 2's 5 roads along the top coast (3 to 2) are cut at 4 by
    seat 1's settlement: 2 and 3 are left, the card is set aside."""
    g = game56(5)
    two = {"settlements": [3], "roads": TOP_COAST}
    one = {"settlements": [13], "roads": [LARGE.edge_between(13, 8), LARGE.edge_between(8, 4)],
           "hand": {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}}  # fmt: skip
    state = main_phase(g, longest_road=2, players=seats(5, seat1=one, seat2=two))
    assert state.road_length[2] == 5 and state.victory_points(2) == 3
    state.apply(act("end_turn"))
    assert state.current_player() == 1
    events = state.apply(act("build_settlement", 4))
    assert state.road_length[2] == 3 and state.longest_road == -1
    assert state.victory_points(2) == 1
    assert any(e.code == "longest_road" for e in events)


# ----------------------------------------------------------------- §22.5.6 winning
def test_s22_5_6_longest_road_taken_in_a_slot_wins_only_at_the_own_turn_start():
    g = game56(5, vp_to_win=4)
    two = {"settlements": [3, HOME[2]], "roads": TOP_COAST[:4], "hand": ROAD_CARDS}
    state = main_phase(g, players=seats(5, seat1=AWAY, seat2=two))
    state.apply(act("end_turn"))
    assert state.current_player() == 2
    state.apply(act("build_road", TOP_COAST[4]))
    assert state.longest_road == 2 and state.victory_points(2) == 4
    assert not state.is_terminal()
    pass_all(state)
    assert state.turn_seat == 1 and not state.is_terminal()
    roll(state, 1, 2)
    state.apply(act("end_turn"))
    pass_all(state)
    assert state.winner() == 2 and state.turn_seat == 2


# ----------------------------------------------------------------- §22.5 the views
def test_s22_5_views_in_a_slot_show_whose_slot_it_is_and_hide_the_bought_card():
    """What the views show during the phase: the phase, the seat whose slot it is, the
    slots to come (public); the card a seat buys is its own to see (and playable from its
    next turn, so not "new"); the others see one more card in its hand and one fewer in
    the deck."""
    g = game56(5)
    state = main_phase(g, players=seats(5, seat1={"hand": DEV_CARDS},
                                        seat3={"hand": ROAD_CARDS}))  # fmt: skip
    state.apply(act("end_turn"))
    for viewer in (None, 0, 1, 2):
        v = state.view(viewer)
        assert (v["phase"], v["context"], v["current_player"], v["turn_seat"]) == (
            "special_build", "special_build", 1, 0)  # fmt: skip
        assert v["pending"] == [{"kind": "special_build", "seat": p} for p in (1, 2, 3, 4)]
    state.apply(act("buy_dev"))
    state.apply(act("draw_dev", 4))  # a monopoly
    mine = state.view(1)
    assert mine["dev_hand"] == {"monopoly": 1} and mine["dev_new"] == {}
    theirs = state.view(2)
    assert "dev_hand" not in theirs or theirs["dev_hand"] == {}
    assert theirs["player_info"][1]["dev_cards"] == 1 and theirs["player_info"][1]["cards"] == 0
    assert theirs["dev_deck_size"] == 33
    assert "monopoly" not in str({k: v for k, v in theirs.items() if k != "rules"})
    assert state.view(None)["pending"][0] == {"kind": "special_build", "seat": 1}


# ----------------------------------------------------------------- clear refusals
@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_s22_5_4_a_slot_names_its_rule_only_for_kinds_its_expansion_has(expansion: str):
    """A slot refuses what §22.5.4 forbids with that rule's reason; a kind of the other
    expansion is refused as in the main phase (not_now), not with a slot rule that would
    misstate the game (knights "may be built" in a base game's slot, a Knight card "may not
    be played" in C&K, which has none)."""
    g = game56(5, expansion)
    home = "cities" if expansion == "ck" else "settlements"
    by_seat = {f"seat{p}": {home: [HOME[p]], "roads": [ROAD[p]]} for p in range(5)}
    by_seat["seat1"]["hand"] = ROAD_CARDS
    state = position(g, turn=5, turn_seat=0, players=[by_seat[f"seat{p}"] for p in range(5)])
    state.apply(act("end_turn"))
    assert (state.context(), state.current_player()) == ("special_build", 1)
    main = position(g, turn=5, turn_seat=1, players=[by_seat[f"seat{p}"] for p in range(5)])
    other = {
        "base": [act("displace_knight", 5, 1), act("chase_robber", 5), act("play_crane"),
                 act("play_alchemist", 1, 2), act("harbor_offer", 2, 0), act("build_knight", 5)],
        "ck": [act("play_knight"), act("play_monopoly", 2), act("play_year_of_plenty", 0, 1),
               act("buy_dev")],
    }[expansion]  # fmt: skip
    for a in other:
        r = state.refusal(a)
        assert r is not None and r.code == "not_now", (a, r)
        refused(state, a, f"{a[0]} is not allowed now: waiting for a seat's Special Build")
        m = main.refusal(a)
        assert m is not None and m.code == "not_now", (a, m)
    # The expansion's own kinds keep the slot's reasons.
    own = act("play_road_building")
    r = state.refusal(own)
    assert r is not None and r.code == "special_build_no_card"


def test_s22_5_7_a_base_part_turn_refuses_an_alchemist_as_not_now():
    """The base game has no Alchemist: the part-turn's "kept for the roller" is for C&K."""
    g = game56(5, five_six_turns="paired")
    state = main_phase(g)
    state.apply(act("end_turn"))
    assert (state.phase, state.current_player()) == ("part_turn", 3)
    r = state.refusal(act("play_alchemist", 1, 2))
    assert r is not None and r.code == "not_now"
    refused(state, act("play_alchemist", 1, 2), "play_alchemist is not allowed now")
