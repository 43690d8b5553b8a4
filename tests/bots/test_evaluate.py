"""The search bots' evaluation: features, win chances, and the fit of its weights."""

from __future__ import annotations

import random

import pytest

import cityknights as ck
from cityknights.bots.evaluate import FEATURES, WEIGHTS, features, value, win_chances
from cityknights.bots.fit_evaluation import fit, log_loss, positions_of_game
from cityknights.engine.constants import VICTORY_POINT

from ..engine.helpers import ck_game, play_random, players, position


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


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_a_victory_point_more_raises_the_chance_to_win(expansion: str) -> None:
    s = _midgame(expansion)
    richer = s.clone()
    richer.dev_hand[1][VICTORY_POINT] += 1
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


def test_the_fit_recovers_known_weights() -> None:
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(0)
    true_w = np.array([1.0, -0.5, 0.25])
    x = rng.normal(size=(4000, 4, 3))
    u = x @ true_w
    p = np.exp(u) / np.exp(u).sum(axis=1, keepdims=True)
    y = np.array([rng.choice(4, p=row) for row in p])
    w = fit(x, y, l2=1e-6)
    assert np.allclose(w, true_w, atol=0.1)
    assert log_loss(w, x, y) < log_loss(np.zeros(3), x, y)


def test_training_positions_come_from_turn_starts_with_the_winner() -> None:
    rows, winner = positions_of_game(("ck", 11, 5))
    assert winner in (0, 1, 2, 3)
    assert len(rows) > 5
    assert all(len(row) == 4 and len(row[0]) == len(FEATURES) for row in rows)


def test_the_fit_command_prints_one_weight_per_feature(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("numpy")
    from cityknights.bots.fit_evaluation import main

    main(["--expansion", "base", "--games", "10", "--workers", "1", "--every", "4"])
    out = capsys.readouterr().out
    assert "held-out log-loss" in out
    weights = out.strip().splitlines()[-1]
    assert weights.startswith("(") and len(weights.split(",")) == len(FEATURES)


def test_the_fit_command_refuses_a_bad_expansion() -> None:
    from cityknights.bots.fit_evaluation import main

    with pytest.raises(SystemExit) as info:
        main(["--expansion", "seafarers"])
    assert info.value.code == 2
