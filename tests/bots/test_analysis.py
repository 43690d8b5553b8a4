"""Position analysis (cityknights.bots.analysis): winning moves first, lost positions low,
hidden cards invisible to a closed analysis, bad requests refused."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

import cityknights as ck
from cityknights.bots.analysis import AnalysisError, analyze

from ..engine.helpers import ck_game, game

#: docs/position.md's base midgame (seat 1 to act, main phase), with the 5 VP cards in
#: seat 1's hand: 9 VP, and a city or a settlement of its hand makes the 10th.
BASE_NEAR_WIN: dict[str, Any] = {
    "phase": "main", "turn": 14, "turn_seat": 1, "robber": 13,
    "players": [
        {"settlements": [12], "cities": [41], "roads": [11, 19, 52, 59],
         "hand": {"brick": 2, "wool": 1}, "dev_cards": {"knight": 1}},
        {"settlements": [13, 33], "cities": [24], "roads": [20, 28, 36, 40, 44, 49],
         "hand": {"lumber": 1, "brick": 1, "wool": 1, "grain": 3, "ore": 3},
         "dev_cards": {"victory_point": 5, "knight": 1}, "knights_played": 2},
        {"settlements": [2, 20], "roads": [5, 9, 17, 22, 31],
         "hand": {"lumber": 2, "grain": 1, "ore": 2}, "dev_cards": {"knight": 1},
         "knights_played": 3},
        {"settlements": [43, 52], "cities": [22], "roads": [24, 62, 68],
         "hand": {"brick": 1, "wool": 3}},
    ],
}  # fmt: skip

#: docs/position.md's C&K midgame (seat 0 to act: 10 VP) with two Defender of Catan VP
#: and the ore and grain for a city: upgrading settlement 23 makes the 13th VP.
CK_NEAR_WIN: dict[str, Any] = {
    "phase": "main", "turn": 15, "robber": 13, "barbarian": 3, "attacks": 1,
    "metropolis": {"politics": 12}, "merchant": {"hex": 14, "owner": 0},
    "players": [
        {"settlements": [23], "cities": [12, 41], "roads": [19, 26, 35, 42, 46, 50, 52],
         "walls": [12],
         "knights": [{"vertex": 34, "level": 2, "active": True}, {"vertex": 36, "level": 1}],
         "improvements": {"trade": 3, "politics": 4, "science": 1},
         "hand": {"brick": 2, "wool": 1, "grain": 2, "ore": 3, "paper": 2, "cloth": 1, "coin": 2},
         "progress_cards": {"smith": 1}, "defender": 2},
        {"settlements": [25], "cities": [10], "roads": [16, 21, 30],
         "knights": [{"vertex": 19, "level": 1, "active": True}],
         "improvements": {"science": 2}, "hand": {"lumber": 2, "paper": 1}, "defender": 1},
        {"settlements": [49], "cities": [43], "roads": [55, 62, 64],
         "knights": [{"vertex": 39, "level": 1}], "hand": {"grain": 1, "ore": 2},
         "progress_cards": {"bishop": 1, "spy": 1}},
        {"settlements": [27], "cities": [5], "roads": [8, 39], "hand": {"wool": 2},
         "improvements": {"trade": 1}, "progress_cards": {"merchant": 1}},
    ],
}  # fmt: skip

ITERATIONS = 120


def _state(g: ck.Game, d: dict[str, Any]) -> ck.State:
    return ck.State.from_json(g, copy.deepcopy(d))


def _wins_at_once(s: ck.State, action: ck.Action) -> bool:
    after = s.clone()
    after.apply(action)
    return after.winner() == s.current_player()


@pytest.mark.parametrize(
    ("g", "d", "vp"), [(game(), BASE_NEAR_WIN, 10), (ck_game(), CK_NEAR_WIN, 13)]
)
def test_a_move_that_wins_at_once_is_ranked_first(g: ck.Game, d: dict[str, Any], vp: int) -> None:
    s = _state(g, d)
    seat = s.current_player()
    assert s.victory_points(seat) == vp - 1
    analysis = analyze(s, iterations=ITERATIONS)
    winning = [a.action for a in analysis.actions if _wins_at_once(s, a.action)]
    assert winning, "the position has a winning move"
    # Every winning move is ranked above every other, with a certain win (the others can
    # still win later in the turn: they rank below).
    assert {a.action for a in analysis.actions[: len(winning)]} == set(winning)
    assert all(a.value == 1.0 and a.wins_now for a in analysis.actions[: len(winning)])
    assert not any(a.wins_now for a in analysis.actions[len(winning) :])
    assert analysis.chances[seat].chance == 1.0
    assert len(analysis.actions) > len(winning) + 2  # the others were ranked too


def test_a_lost_position_gives_its_seat_a_low_chance() -> None:
    # Seat 2 to act in the C&K midgame, seat 0 a city short of 13 VP.
    s = _state(ck_game(), {**CK_NEAR_WIN, "turn_seat": 2})
    assert s.current_player() == 2
    analysis = analyze(s, iterations=ITERATIONS)
    assert analysis.chances[2].high < 0.15
    assert analysis.chances[0].chance > 0.5
    assert all(c.low <= c.chance <= c.high for c in analysis.chances)
    assert sum(c.chance for c in analysis.chances) == pytest.approx(1.0)


def _hidden_swapped(d: dict[str, Any]) -> dict[str, Any]:
    """Seat 2's and 3's hidden cards changed, every public count (hand sizes, the bank,
    the development deck's size) kept."""
    other = copy.deepcopy(d)
    other["players"][2]["hand"] = {"lumber": 2, "wool": 2, "brick": 1}
    other["players"][2]["dev_cards"] = {"monopoly": 1}
    other["players"][3]["hand"] = {"grain": 1, "ore": 2, "wool": 1}
    return other


def test_hidden_cards_of_other_seats_change_nothing_unless_open() -> None:
    g = game()
    d = {**BASE_NEAR_WIN, "turn_seat": 0}
    s, t = _state(g, d), _state(g, _hidden_swapped(d))
    assert s.view(0) == t.view(0) and s.to_json() != t.to_json()
    closed = [analyze(x, iterations=ITERATIONS, seed=5).to_json() for x in (s, t)]
    assert closed[0] == closed[1]
    opened = [analyze(x, iterations=ITERATIONS, seed=5, open=True).to_json() for x in (s, t)]
    assert opened[0] != opened[1]
    assert opened[0]["open"] and not closed[0]["open"]


def test_a_view_and_its_legal_actions_give_the_closed_analysis() -> None:
    s = _state(game(), BASE_NEAR_WIN)
    from_view = analyze(s.view(1), s.legal_actions(), iterations=ITERATIONS, seed=2)
    assert from_view.to_json() == analyze(s, iterations=ITERATIONS, seed=2).to_json()


def test_bad_requests_are_refused_with_a_reason() -> None:
    s = _state(game(), BASE_NEAR_WIN)
    with pytest.raises(AnalysisError, match="iterations must be at least 1"):
        analyze(s, iterations=0)
    with pytest.raises(AnalysisError, match="seconds must be at least 0"):
        analyze(s, seconds=-1)
    with pytest.raises(AnalysisError, match="needs the full position"):
        analyze(s.view(1), s.legal_actions(), open=True)
    with pytest.raises(AnalysisError, match="needs the seat's legal actions"):
        analyze(s.view(1))
    with pytest.raises(AnalysisError, match="the view is seat 0's, but seat 1 is to act"):
        analyze(s.view(0), s.legal_actions())
    over = s.clone()
    over.apply(ck.Action("build_city", 13))
    with pytest.raises(AnalysisError, match="the game is over"):
        analyze(over)
    rolling = _state(game(), {**BASE_NEAR_WIN, "phase": "pre_roll"})
    rolling.apply(ck.Action("roll"))
    with pytest.raises(AnalysisError, match="a chance outcome"):
        analyze(rolling)


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_a_special_build_slot_is_analysed_from_what_its_seat_may_see(expansion: str) -> None:
    # 5-6 seats (RULES.md §22.5): the seat to act is not the turn seat, nothing hidden is
    # pending; its moves (a build, or passing) are ranked like any other decision's.
    state = ck.Game(expansion=expansion, players=5, seed=3).new_initial_state()
    rng = random.Random(1)
    while state.phase != "special_build" or state.is_chance_node():
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player()
    assert seat != state.turn_seat
    result = analyze(state, iterations=16, seed=2)
    assert {str(a.action) for a in result.actions} == {str(a) for a in state.legal_actions()}
    assert all(0 <= a.value <= 1 for a in result.actions)
