"""Fitting the evaluation's weights on self-play (cityknights.sim.fit_evaluation)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from cityknights.bots.evaluate import FEATURES
from cityknights.sim.fit_evaluation import fit, log_loss, main, positions_of_game


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
    rows, winner = positions_of_game(("ck", 11, 5, "heuristic"))
    assert winner in (0, 1, 2, 3)
    assert len(rows) > 5
    assert all(len(row) == 4 and len(row[0]) == len(FEATURES) for row in rows)


def test_the_fit_command_prints_one_weight_per_feature(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("numpy")

    main(["--expansion", "base", "--games", "10", "--workers", "1", "--every", "4"])
    out = capsys.readouterr().out
    assert "held-out log-loss" in out
    weights = out.strip().splitlines()[-1]
    assert weights.startswith("(") and len(weights.split(",")) == len(FEATURES)


def test_search_self_play_saves_positions_that_a_later_fit_reloads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    np = pytest.importorskip("numpy")
    saved = tmp_path / "positions.npz"
    bot = "mcts:iterations=4:samples=1"
    main(["--expansion", "base", "--bot", bot, "--games", "2", "--workers", "1",
          "--every", "6", "--save", str(saved)])  # fmt: skip
    first = capsys.readouterr().out
    data = np.load(saved)
    assert data["x"].shape[1:] == (4, len(FEATURES))
    assert len(data["x"]) == len(data["y"]) == len(data["groups"]) > 0
    # The same positions, fitted again without playing: the same weights.
    main(["--expansion", "base", "--load", str(saved)])
    assert capsys.readouterr().out.splitlines()[-1] == first.splitlines()[-1]


def test_the_fit_command_refuses_a_bad_bot_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--bot", "mcts:widht=3"])
    assert info.value.code == 2
    assert "widht" in capsys.readouterr().err


def test_the_fit_command_refuses_a_bad_expansion() -> None:

    with pytest.raises(SystemExit) as info:
        main(["--expansion", "seafarers"])
    assert info.value.code == 2


def test_the_fit_command_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "cityknights.sim.fit_evaluation", "--help"],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "--expansion" in done.stdout


def test_the_fit_command_refuses_a_load_that_is_not_saved_positions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    np = pytest.importorskip("numpy")
    missing = tmp_path / "missing.npz"
    text = tmp_path / "text.npz"
    text.write_text("not numpy")
    narrow = tmp_path / "narrow.npz"
    np.savez_compressed(narrow, x=np.zeros((3, 4, 2)), y=np.zeros(3), groups=np.zeros(3))
    for path, says in ((missing, "not positions saved by --save"),
                       (text, "not positions saved by --save"),
                       (narrow, f"positions of 2 features, not {len(FEATURES)}")):  # fmt: skip
        with pytest.raises(SystemExit) as info:
            main(["--load", str(path)])
        assert info.value.code == 2
        err = capsys.readouterr().err
        assert says in err and "Traceback" not in err


def test_self_play_without_domestic_trade_plays_another_game() -> None:
    # The heuristic trades with the other seats in the base game: the same seed played with
    # the flag off is another game (with it on, the same game as a job without the flag).
    default = positions_of_game(("base", 11, 5, "heuristic"))
    assert positions_of_game(("base", 11, 5, "heuristic", True)) == default
    assert positions_of_game(("base", 11, 5, "heuristic", False)) != default


def test_the_fit_command_fits_games_without_domestic_trade(
    capsys: pytest.CaptureFixture[str],
) -> None:
    pytest.importorskip("numpy")
    main(["--expansion", "base", "--no-domestic-trade", "--games", "10", "--workers", "1",
          "--every", "4"])  # fmt: skip
    weights = capsys.readouterr().out.strip().splitlines()[-1]
    assert weights.startswith("(") and len(weights.split(",")) == len(FEATURES)
