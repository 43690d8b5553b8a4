"""The search bots' evaluation: features and win chances (the fit: tests/sim/test_fit_evaluation.py)."""

from __future__ import annotations

import math
import random

import pytest

import cityknights as ck
from cityknights.bots.evaluate import (
    EVALUATIONS,
    FEATURES,
    WEIGHTS,
    features,
    utility,
    value,
    win_chances,
)
from cityknights.engine.constants import VICTORY_POINT

from ..engine.helpers import ck_game, play_random, players, position


def _with_vp_card(rows: tuple[tuple[int, ...], ...], seat: int) -> tuple[tuple[int, ...], ...]:
    """The development cards' rows with one more victory point card for `seat` (the
    State shares its rows with clones: replaced, not changed)."""
    row = list(rows[seat])
    row[VICTORY_POINT] += 1
    return (*rows[:seat], tuple(row), *rows[seat + 1 :])


def _midgame(expansion: str, seed: int = 3, turns: int = 30) -> ck.State:
    """A random game (seed 3) played to the start of turn `turns`."""
    s = ck.Game(expansion=expansion, seed=seed).new_initial_state()
    return play_random(s, random.Random(seed), until=lambda s: s.turn >= turns)


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_one_weight_per_feature_and_chances_sum_to_one(expansion: str) -> None:
    s = _midgame(expansion)
    assert len(WEIGHTS[expansion]) == len(FEATURES)
    assert all(len(features(s, p)) == len(FEATURES) for p in range(4))
    chances = win_chances(s)
    assert sum(chances) == pytest.approx(1.0)
    assert all(0.0 < c < 1.0 for c in chances)


@pytest.mark.parametrize("name", sorted(EVALUATIONS))
@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_every_evaluation_weighs_every_feature_and_ranks_a_richer_seat_higher(
    name: str, expansion: str
) -> None:
    weights = EVALUATIONS[name]
    assert len(weights[expansion]) == len(FEATURES)
    s = _midgame(expansion)
    richer = s.clone()
    richer.dev_hand = _with_vp_card(richer.dev_hand, 1)
    assert sum(win_chances(s, weights=weights)) == pytest.approx(1.0)
    assert win_chances(richer, weights=weights)[1] > win_chances(s, weights=weights)[1]


def test_the_default_evaluation_is_the_heuristic_fit() -> None:
    assert EVALUATIONS["heuristic"] is WEIGHTS
    s = _midgame("ck")
    assert win_chances(s) == win_chances(s, weights=EVALUATIONS["heuristic"])


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_a_victory_point_more_raises_the_chance_to_win(expansion: str) -> None:
    s = _midgame(expansion)
    richer = s.clone()
    richer.dev_hand = _with_vp_card(richer.dev_hand, 1)
    assert value(richer, 1) > value(s, 1)
    assert value(richer, 0) < value(s, 0)


def test_a_finished_game_is_won_or_lost_for_certain() -> None:
    # The winner holds the target (3 VP here): a winner below it is an impossible position.
    seats = players(seat2={"cities": [0, 20]})
    s = position(ck_game(vp_to_win=3), phase="over", winner=2, players=seats)
    assert win_chances(s) == [0.0, 0.0, 1.0, 0.0]


def test_pillage_risk_falls_on_the_weakest_seat_with_a_city_as_the_ship_nears() -> None:
    index = FEATURES.index("pillage_risk")
    knight = {"vertex": 40, "level": 1, "active": True}
    seats = players(seat0={"cities": [0]}, seat1={"cities": [8]}, seat2={"knights": [knight]})
    near = position(ck_game(), barbarian=6, players=seats)
    assert features(near, 0)[index] == pytest.approx(6 / 7)
    assert features(near, 1)[index] == pytest.approx(6 / 7)
    assert features(near, 2)[index] == 0.0  # no city to lose
    far = position(ck_game(), barbarian=1, players=seats)
    assert features(far, 0)[index] == pytest.approx(1 / 7)
    # Enough active knights: the barbarians would lose, nobody is at risk.
    strong = [{"vertex": 40, "level": 2, "active": True}]
    safe = position(ck_game(), barbarian=6, players=players(
        seat0={"cities": [0]}, seat1={"cities": [8]}, seat2={"knights": strong}))  # fmt: skip
    assert features(safe, 0)[index] == 0.0


@pytest.mark.parametrize(("expansion", "seats"), [("base", 4), ("ck", 4), ("base", 5), ("ck", 6)])
def test_the_utility_is_the_weighted_sum_of_the_features(
    expansion: str, seats: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`utility` (computed feature by feature, without the list) equals the sum of the
    weights times `features`, in FEATURES' order, from 0.0: with the fitted weights,
    and with random ones, so that a feature added to one and not the other, or summed
    out of order, fails here."""
    rng = random.Random(17)
    game = ck.Game(expansion=expansion, players=seats, seed=5, max_turns=150)
    s = game.new_initial_state()
    fitted = WEIGHTS[expansion]
    checked = 0
    while not s.is_terminal():
        if s.current_player() != ck.CHANCE and rng.random() < 0.2:
            for weights in (fitted, tuple(rng.uniform(-2, 2) for _ in FEATURES)):
                monkeypatch.setitem(WEIGHTS, expansion, weights)
                for p in range(seats):
                    total = 0.0
                    for w, x in zip(weights, features(s, p), strict=True):
                        total += w * x
                    assert utility(s, p) == total, (s.turn, p)
                    checked += 1
        play_random(s, rng, steps=1)
    assert checked > 200


def test_the_chances_are_the_same_bits_on_every_python() -> None:
    """The softmax's denominator is summed left to right from 0.0, as on Python 3.11:
    3.12's sum() of floats compensates its rounding, which changed the chances' last bits
    (measured: 39,257 positions of random games hashed differently on 3.12 before, the
    same after), and a search's fixed-seed games with them."""
    rng = random.Random(2)
    for expansion in ("base", "ck"):
        s = _midgame(expansion, seed=4, turns=5)
        while not s.is_terminal() and s.turn < 60:
            if s.current_player() != ck.CHANCE:
                u = [utility(s, p) for p in range(4)]
                e = [math.exp(x - max(u)) for x in u]
                total = 0.0
                for x in e:
                    total += x
                assert win_chances(s) == [x / total for x in e]
            play_random(s, rng, steps=1)
