"""The value networks of `evaluation=net` (bots/value_net.py): the shipped file, the
arithmetic, the win chances they give, and files that must be refused by name."""

from __future__ import annotations

import math
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import cityknights as ck
from cityknights.bots.evaluate import FEATURES, SEARCH_WEIGHTS, features, win_chances
from cityknights.bots.value_net import (
    DEFAULT_PATH,
    EXPANSIONS,
    ValueNet,
    ValueNetError,
    load_value_nets,
)
from cityknights.engine.constants import VICTORY_POINT

from ..engine.helpers import play_random

np = pytest.importorskip("numpy")


def _midgame(expansion: str, seed: int = 3, turns: int = 30) -> ck.State:
    s = ck.Game(expansion=expansion, seed=seed).new_initial_state()
    return play_random(s, random.Random(seed), until=lambda s: s.turn >= turns)


def test_the_shipped_file_holds_a_network_per_expansion_over_every_feature() -> None:
    assert DEFAULT_PATH.is_file()
    nets = load_value_nets()
    assert set(nets) == set(EXPANSIONS) == {"base", "ck"}
    for net in nets.values():
        assert len(net.skip) == len(FEATURES)
        assert len(net.hidden) == len(net.bias) == len(net.out) >= 1
        assert all(len(row) == len(FEATURES) for row in net.hidden)
    assert load_value_nets() is nets  # read once


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_a_utility_is_the_network_applied_to_the_features(expansion: str) -> None:
    net = load_value_nets()[expansion]
    s = _midgame(expansion)
    for seat in range(4):
        x = np.array(features(s, seat))
        expected = np.array(net.out) @ np.tanh(np.array(net.hidden) @ x + np.array(net.bias))
        expected += np.array(net.skip) @ x
        assert net.utility(features(s, seat)) == pytest.approx(float(expected), rel=1e-9)


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_the_networks_chances_are_a_softmax_that_favours_a_richer_seat(expansion: str) -> None:
    nets = load_value_nets()
    s = _midgame(expansion)
    chances = win_chances(s, weights=SEARCH_WEIGHTS, nets=nets)
    assert sum(chances) == pytest.approx(1.0)
    assert all(0.0 < c < 1.0 for c in chances)
    u = [nets[expansion].utility(features(s, p)) for p in range(4)]
    softmax = [math.exp(v) / sum(math.exp(w) for w in u) for v in u]
    assert chances == pytest.approx(softmax)
    assert chances != pytest.approx(win_chances(s, weights=SEARCH_WEIGHTS))
    richer = s.clone()
    row = list(richer.dev_hand[1])
    row[VICTORY_POINT] += 2
    richer.dev_hand = (richer.dev_hand[0], tuple(row), *richer.dev_hand[2:])
    assert win_chances(richer, nets=nets)[1] > chances[1]


def test_an_expansion_without_a_network_is_scored_by_the_weights() -> None:
    s = _midgame("ck")
    only_base = {"base": load_value_nets()["base"]}
    assert win_chances(s, weights=SEARCH_WEIGHTS, nets=only_base) == win_chances(
        s, weights=SEARCH_WEIGHTS
    )


def test_a_finished_game_is_won_by_its_winner_whatever_the_network() -> None:
    s = _midgame("base", turns=10_000)
    assert s.is_terminal() and s.winner() is not None
    chances = win_chances(s, nets=load_value_nets())
    assert chances[s.winner()] == 1.0 and sum(chances) == 1.0


def test_a_network_of_mismatched_shapes_is_refused() -> None:
    with pytest.raises(ValueNetError, match="every hidden unit needs 2 weights"):
        ValueNet([[1.0, 2.0, 3.0]], [0.0], [1.0], [0.0, 0.0])
    with pytest.raises(ValueNetError, match="2 hidden units need as many biases"):
        ValueNet([[1.0], [2.0]], [0.0], [1.0, 1.0], [0.0])
    with pytest.raises(ValueNetError):
        ValueNet([], [], [], [0.0])


def _arrays(**changes: Any) -> dict[str, Any]:
    k = len(FEATURES)
    arrays: dict[str, Any] = {"features": np.array(FEATURES)}
    for expansion in EXPANSIONS:
        arrays |= {
            f"{expansion}_hidden": np.zeros((3, k)),
            f"{expansion}_bias": np.zeros(3),
            f"{expansion}_out": np.ones(3),
            f"{expansion}_skip": np.zeros(k),
        }
    arrays |= changes
    return {name: value for name, value in arrays.items() if value is not None}


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"features": np.array(FEATURES[:-1])}, "fitted on the features"),
        ({"features": None}, "fitted on the features"),
        ({"ck_out": None}, "no ck_out"),
        ({"base_hidden": np.zeros(len(FEATURES))}, "base's arrays have the wrong dimensions"),
        (
            {"ck_bias": np.array([0.0, np.nan, 0.0])},
            "ck's network holds a value that is not finite",
        ),
        ({"ck_bias": np.zeros(2)}, "3 hidden units need as many biases"),
        ({"base_skip": np.zeros(3)}, "every hidden unit needs 3 weights"),
    ],
)
def test_a_file_that_does_not_fit_is_refused_naming_what_is_wrong(
    tmp_path: Path, changes: dict[str, Any], message: str
) -> None:
    path = tmp_path / "nets.npz"
    np.savez(path, **_arrays(**changes))
    with pytest.raises(ValueNetError, match=message):
        load_value_nets(path)


def test_a_good_file_reads_and_a_missing_or_foreign_one_is_refused(tmp_path: Path) -> None:
    good = tmp_path / "good.npz"
    np.savez(good, **_arrays())
    assert set(load_value_nets(good)) == {"base", "ck"}
    with pytest.raises(ValueNetError, match="not a network file"):
        load_value_nets(tmp_path / "missing.npz")
    text = tmp_path / "text.npz"
    text.write_text("not numpy")
    with pytest.raises(ValueNetError, match="not a network file"):
        load_value_nets(text)
    pickled = tmp_path / "pickled.npz"
    np.savez(pickled, **_arrays(features=np.array(FEATURES, dtype=object)))
    with pytest.raises(ValueNetError, match="not a network file"):
        load_value_nets(pickled)  # object arrays would need pickle: never loaded


def test_without_numpy_a_network_file_is_refused_naming_numpy(tmp_path: Path) -> None:
    good = tmp_path / "good.npz"
    np.savez(good, **_arrays())
    # A fresh interpreter in which numpy cannot be imported, as if it were not installed
    # (in this one, the compiled build keeps numpy once it has imported it).
    script = (
        "import sys; sys.modules['numpy'] = None\n"
        "from cityknights.bots.value_net import ValueNetError, load_value_nets\n"
        "try:\n"
        f"    load_value_nets({str(good)!r})\n"
        "except ValueNetError as error:\n"
        "    print(error)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.strip() == "evaluation=net reads its network with numpy: pip install numpy"
