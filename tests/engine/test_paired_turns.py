"""The paired players' turn of 5-6 players, flag `five_six_turns="paired"` (RULES.md
§22.5.7, §22.7): after the roller's normal turn the third seat to its left takes a
part-turn without rolling, in place of the Special Build Phase.

Positions sit on the fixed 30-hex layout of helpers.LARGE_BOARD: each seat has a
settlement (base) or a city (C&K) on HOME with one road from it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cityknights import Game, State
from cityknights.bots.heuristic import HeuristicBot
from cityknights.engine.errors import GameConfigError, PositionError
from cityknights.engine.invariants import play_checked_game
from cityknights.engine.topology import LARGE

from .helpers import LARGE_HOME, LARGE_ROAD, act, game56, position, refused, seats56

HOME, ROAD = LARGE_HOME, LARGE_ROAD
PAIRED = {"five_six_turns": "paired"}
ROAD_CARDS = {"lumber": 1, "brick": 1}


def seats(n: int, expansion: str = "base", **by_seat: dict[str, Any]) -> list[dict[str, Any]]:
    return seats56(n, "cities" if expansion == "ck" else "settlements", **by_seat)


def roller_ends(
    n: int = 5, roller: int = 0, expansion: str = "base", **by_seat: dict[str, Any]
) -> tuple[State, list[Any]]:
    """The roller's main phase on turn 5, then its end_turn: the part-turn begins."""
    g = game56(n, expansion, **PAIRED)
    state = position(g, turn=5, turn_seat=roller, players=seats(n, expansion, **by_seat))
    return state, state.apply(act("end_turn"))


def codes(events: list[Any]) -> list[str]:
    return [e.code for e in events]


# ----------------------------------------------------------------- §22.7 the flag
def test_s22_7_five_six_turns_defaults_to_the_special_build_phase_and_is_named_only_when_set():
    g = game56(5)
    assert g.rules.five_six_turns == "special_build" and g.special_build and not g.paired
    assert "five_six_turns" not in g.flags_json
    p = game56(6, **PAIRED)
    assert p.paired and not p.special_build
    assert p.flags_json["five_six_turns"] == "paired"


@pytest.mark.parametrize(
    ("options", "fragment"),
    [
        ({"players": 5, "five_six_turns": "pairs"}, "five_six_turns must be one of"),
        ({"players": 5, "five_six_turns": True}, "five_six_turns must be one of"),
        ({"players": 5, "five_six_turns": "paired", "special_build_phase": False},
         "replaces the Special Build Phase"),
        ({"players": 4, "five_six_turns": "paired"}, "replaces the Special Build Phase"),
        ({"players": 3, "five_six_turns": "paired", "special_build_phase": True},
         "at least 4 players"),
    ],
)  # fmt: skip
def test_s22_7_bad_five_six_turns_are_refused_clearly(options: dict[str, Any], fragment: str):
    with pytest.raises(GameConfigError, match=fragment):
        Game(**options)


def test_s22_7_paired_with_4_players_follows_special_build_phase_true():
    g = Game(players=4, seed=1, five_six_turns="paired", special_build_phase=True, max_turns=20)
    assert g.paired and not g.special_build
    play_checked_game(g, 1, deep_every=5)  # seat 3 is seat 0's partner, and so on


# ----------------------------------------------------------------- §22.5.7 who and when
@pytest.mark.parametrize(("n", "roller", "partner"), [(5, 0, 3), (5, 4, 2), (6, 0, 3), (6, 5, 2)])
def test_s22_5_7_the_third_seat_to_the_rollers_left_takes_a_part_turn_instead_of_the_sbp(
    n: int, roller: int, partner: int
):
    state, events = roller_ends(n, roller)
    assert codes(events) == ["turn_ended", "part_turn_started"]
    assert events[-1].data == {"seat": partner, "roller": roller}
    assert (state.phase, state.context(), state.current_player()) == ("part_turn", "part_turn",
                                                                      partner)  # fmt: skip
    assert state.turn == 5 and not state.pending  # no Special Build slots
    events = state.apply(act("end_turn"))
    assert codes(events) == ["part_turn_ended", "turn_started"]
    # The seat after the roller rolls next; the partner takes its own turn when it comes.
    assert (state.phase, state.turn_seat, state.turn) == ("pre_roll", (roller + 1) % n, 6)


def test_s22_5_7_the_part_turn_has_no_roll():
    state, _ = roller_ends()
    assert act("roll") not in state.legal_actions()
    r = state.refusal(act("roll"))
    assert r is not None and r.code == "part_turn_no_roll"
    refused(state, act("roll"), "nothing is rolled in the paired seat's part-turn")


def test_s22_5_7_the_partner_builds_and_trades_with_the_bank_at_normal_costs():
    state, _ = roller_ends(seat3={"hand": {"lumber": 5, "brick": 1}})
    far = LARGE.vertex_edges[HOME[3]][1]
    assert act("bank_trade", 0, 4) in state.legal_actions()
    state.apply(act("bank_trade", 0, 4))  # 4 lumber for 1 grain
    state.apply(act("build_road", far))
    assert list(state.hands[3][:5]) == [0, 0, 0, 0, 1]
    assert state.road[far] == 3


def test_s22_5_7_the_partner_trades_through_its_harbor():
    g = game56(5, **PAIRED)
    lumber_harbor = g.topology.harbor_slots[5][0]  # LARGE_BOARD: the lumber 2:1 harbor
    assert g.board.harbors[5] == 0
    mine = {"settlements": [HOME[3], lumber_harbor], "hand": {"lumber": 2}}
    state = position(g, turn=5, turn_seat=0, players=seats(5, seat3=mine))
    state.apply(act("end_turn"))
    assert state.view(3)["rates"]["lumber"] == 2
    state.apply(act("bank_trade", 0, 4))  # 2 lumber for 1 grain at the harbor's rate
    assert list(state.hands[3][:5]) == [0, 0, 0, 0, 1]


def test_s22_5_7_the_partner_may_not_trade_with_players():
    state, _ = roller_ends(seat3={"hand": {"lumber": 2}}, seat1={"hand": {"grain": 2}})
    give = (1, 0, 0, 0, 0, 0, 0, 0)
    get = (0, 0, 0, 0, 1, 0, 0, 0)
    assert not any(a[0] == "offer_trade" for a in state.legal_actions())
    r = state.refusal(act("offer_trade", give, get))
    assert r is not None and r.code == "part_turn_no_player_trade"
    refused(state, act("offer_trade", give, get), "no trading with players")


def test_s22_5_7_the_partner_may_play_a_development_card_but_not_one_bought_in_the_part():
    hand = {"dev_cards": {"road_building": 1}, "hand": {"ore": 1, "wool": 1, "grain": 1}}
    state, _ = roller_ends(seat3=hand)
    assert act("play_road_building") in state.legal_actions()
    state.apply(act("buy_dev"))
    state.apply(act("draw_dev", 0))  # a knight, bought in the part-turn
    refused(state, act("play_knight"), "cannot be played on the turn it was bought")
    state.apply(act("play_road_building"))
    assert state.context() == "free_road" and state.current_player() == 3


def test_s22_5_7_only_the_roller_plays_a_knight_before_rolling():
    # The partner has no roll, so no "before rolling"; the roller's pre-roll keeps it.
    g = game56(5, **PAIRED)
    state = position(g, phase="pre_roll", turn=5, turn_seat=0,
                     players=seats(5, seat0={"dev_cards": {"knight": 1}}))  # fmt: skip
    assert act("play_knight") in state.legal_actions()
    part, _ = roller_ends(seat3={"dev_cards": {"knight": 1}})
    assert "pre_roll" not in (part.phase, part.context())
    assert act("roll") not in part.legal_actions()
    # After the roll the partner's knight is a development card like any other.
    assert act("play_knight") in part.legal_actions()


def test_s22_5_7_ck_progress_cards_in_the_part_turn_but_the_alchemist_kept_for_the_roller():
    mine = {"progress_cards": {"alchemist": 1, "merchant": 1}, "improvements": {"trade": 3},
            "hand": {"wool": 2, "ore": 2, "grain": 1}}  # fmt: skip
    state, _ = roller_ends(expansion="ck", seat3=mine)
    legal = state.legal_actions()
    assert any(a[0] == "play_merchant" for a in legal)
    assert not any(a[0] == "play_alchemist" for a in legal)
    r = state.refusal(act("play_alchemist", 1, 2))
    assert r is not None and r.code == "part_turn_no_alchemist"
    why = state.progress_refusal(3, "alchemist")
    assert why is not None and why.code == "part_turn_no_alchemist"
    assert state.progress_refusal(3, "merchant") is None
    # Knights are built (a build) but do not move, displace or chase in the part-turn.
    assert any(a[0] == "build_knight" for a in legal)
    r = state.refusal(act("chase_robber", HOME[3]))
    assert r is not None and r.code == "part_turn_no_knight_action"


def test_s22_5_7_ck_the_rollers_alchemist_before_its_roll_is_unchanged():
    g = game56(5, "ck", **PAIRED)
    state = position(g, phase="pre_roll", turn=5, turn_seat=0,
                     players=seats(5, "ck", seat0={"progress_cards": {"alchemist": 1}}))  # fmt: skip
    assert act("play_alchemist", 1, 2) in state.legal_actions()


# ----------------------------------------------------------------- winning (unverified)
def test_s22_5_7_no_win_in_the_part_turn_the_win_comes_at_the_start_of_the_own_turn():
    # The reading of §22.5.6 for the SBP: the partner wins only on its own turn.
    g = game56(5, vp_to_win=3, **PAIRED)
    mine = {"settlements": [HOME[3], 8], "hand": {"grain": 2, "ore": 3}}
    state = position(g, turn=5, turn_seat=0, players=seats(5, seat3=mine))
    state.apply(act("end_turn"))
    state.apply(act("build_city", 8))
    assert state.victory_points(3) == 3 and not state.is_terminal()
    state.apply(act("end_turn"))
    assert not state.is_terminal() and state.turn_seat == 1
    for _ in range(2):  # seats 1 and 2 take their turns (and their partners' parts)
        state.apply(act("roll"))
        state.apply(act("dice", 1, 2))
        state.apply(act("end_turn"))
        assert state.phase == "part_turn"
        state.apply(act("end_turn"))
    assert state.is_terminal() and state.winner() == 3


def test_s22_5_7_no_part_turn_after_a_winning_turn():
    g = game56(5, vp_to_win=3, **PAIRED)
    mine = {"settlements": [HOME[0], 8], "hand": {"grain": 2, "ore": 3}}
    state = position(g, turn=5, turn_seat=0, players=seats(5, seat0=mine))
    events = state.apply(act("build_city", 8))
    assert state.winner() == 0 and "part_turn_started" not in codes(events)


# ----------------------------------------------------------------- positions and views
def test_s22_5_7_positions_of_a_part_turn_round_trip_and_need_the_flag():
    state, _ = roller_ends(6, 2)
    d = state.to_json()
    assert (d["phase"], d["turn_seat"]) == ("part_turn", 5)
    again = State.from_json(game56(6, **PAIRED), d)
    assert again.to_json() == d
    with pytest.raises(PositionError, match="five_six_turns 'paired'"):
        State.from_json(game56(6), d)


def test_s22_5_7_the_seat_view_tells_whose_part_turn_it_is():
    state, _ = roller_ends(5, 0)
    for seat in (0, 3):
        data = state.view(seat)
        assert data["phase"] == "part_turn" and data["turn_seat"] == 3
        assert data["part_turn"] == {"seat": 3, "roller": 0}


# ----------------------------------------------------------------- random games and bots
@pytest.mark.parametrize("expansion", ["base", "ck"])
@pytest.mark.parametrize("n", [5, 6])
def test_s22_5_7_random_paired_games_keep_every_invariant(expansion: str, n: int):
    parts = 0
    for seed in range(2):
        g = Game(expansion=expansion, players=n, seed=seed, max_turns=40, **PAIRED)
        play_checked_game(g, seed, deep_every=5)
        state = g.new_initial_state()
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
                continue
            before = state.phase
            state.apply(rng.choice(state.legal_actions()))
            parts += before != "part_turn" and state.phase == "part_turn"
    assert parts > 10


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_s22_5_7_the_heuristic_bot_plays_a_paired_game(expansion: str):
    g = Game(expansion=expansion, players=6, seed=3, max_turns=30, **PAIRED)
    bots = [HeuristicBot(random.Random(p)) for p in range(6)]
    state = g.new_initial_state()
    rng = random.Random(3)
    seen = False
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
            continue
        seen |= state.phase == "part_turn"
        seat = state.current_player()
        state.apply(bots[seat].choose(state.seat_view(seat), state.legal_actions()))
    assert seen
