"""The training command's smoke run: the code path of a real run, a few hundred steps."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest

from cityknights.rl import train  # imports sb3-contrib and torch only when training


def test_smoke_run_writes_model_curve_and_summary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("sb3_contrib")  # the train extra
    pytest.importorskip("matplotlib")
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    monkeypatch.delenv("SB3_LOGDIR", raising=False)
    assert train.main(["--smoke", "--players", "3", "--out", str(tmp_path / "run")]) == 0
    # No stable-baselines3 log folder left behind (torch may keep its compile cache there).
    assert [p.name for p in scratch.iterdir() if p.name.startswith("SB3-")] == []
    tmp_path = tmp_path / "run"
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["timesteps"] >= 256 and summary["players"] == 3
    evaluation = summary["evaluation"]
    assert evaluation["games"] == 2
    assert evaluation["wins"] + evaluation["capped"] <= 2
    low, high = evaluation["interval"]
    assert 0 <= low <= evaluation["win_rate"] <= high <= 1
    assert (tmp_path / "model.zip").stat().st_size > 0
    assert (tmp_path / "curve.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    # The saved model evaluated again, its games split over 2 processes: the same games.
    again = ["--evaluate-only", "--players", "3", "--eval-games", "2", "--max-turns", "30"]
    assert train.main([*again, "--eval-workers", "2", "--out", str(tmp_path)]) == 0
    split = json.loads((tmp_path / "evaluation.json").read_text())
    assert {k: v for k, v in split.items() if k != "seconds"} == {
        k: v for k, v in evaluation.items() if k != "seconds"
    }


def test_smoke_run_of_the_ck_recipe_checkpoints_and_keeps_its_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The C&K run's options (no offers, forced decisions skipped, a time budget,
    checkpoints) on the base game's smaller action space; its evaluation must be given
    the same game again."""
    pytest.importorskip("sb3_contrib")
    pytest.importorskip("matplotlib")
    recipe = ["--no-offers", "--skip-forced", "--vp-weight", "0.2", "--gamma", "0.99"]
    run = ["--smoke", *recipe, "--checkpoint-every", "64", "--max-minutes", "10"]
    assert train.main([*run, "--width", "32", "--out", str(tmp_path)]) == 0
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert (summary["offers"], summary["skip_forced"], summary["vp_weight"]) == (False, True, 0.2)
    assert (tmp_path / "checkpoint.zip").stat().st_size > 0
    assert json.loads((tmp_path / "episodes.json").read_text()) is not None
    again = ["--evaluate-only", "--eval-games", "1", "--max-turns", "30", "--out", str(tmp_path)]
    capsys.readouterr()
    assert train.main(again) == 2
    assert "--no-offers --skip-forced" in capsys.readouterr().err
    assert train.main([*again, *recipe[:2]]) == 0


@pytest.mark.parametrize(
    "bad",
    [
        ["--timesteps", "0"],
        ["--eval-games", "-1"],
        ["--lr", "0"],
        ["--eval-workers", "0"],
        ["--gamma", "1.5"],
        ["--ent-coef", "-1"],
        ["--max-minutes", "0"],
        ["--checkpoint-every", "-5"],
        ["--progress-every", "0"],
        ["--vp-weight", "nan"],
        ["--lr", "inf"],
        ["--ent-coef", "nan"],
    ],
)
def test_bad_arguments_stop_with_status_2(tmp_path: Path, bad: list[str]) -> None:
    assert train.main([*bad, "--out", str(tmp_path / "x")]) == 2
    assert not (tmp_path / "x").exists()


def test_evaluate_only_needs_a_saved_model(tmp_path: Path) -> None:
    assert train.main(["--evaluate-only", "--out", str(tmp_path)]) == 2
