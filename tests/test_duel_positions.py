"""benchmarks/duel_positions.py: two-player no-trade positions from catanatron's engine,
for fitting the `duel` evaluation.

Skipped when catanatron is not installed (the `bench` extra brings it; .ci/run installs it).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cityknights.bots.evaluate import FEATURES
from cityknights.sim.fit_evaluation import load_positions
from cityknights.sim.fit_evaluation import main as fit_main
from tests.benchmark_scripts import load_benchmark

pytest.importorskip("catanatron")
pytest.importorskip("numpy")

duel = load_benchmark("duel_positions")


def test_both_seats_are_ours_and_every_turn_start_is_recorded_with_the_winner(
    tmp_path: Path,
) -> None:
    out = tmp_path / "duel.jsonl"
    assert duel.main(["--ours", "heuristic", "--games", "2", "--out", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(r["game"] for r in rows) == [0, 1]
    for row in rows:
        assert "error" not in row
        assert row["winner"] in (0, 1)
        positions = row["positions"]
        # One position per main-phase turn, two seats each (the phantom left out).
        assert len(positions) == row["turns"] - 1 or len(positions) == row["turns"]
        assert all(len(p) == 2 and len(p[0]) == len(FEATURES) for p in positions)
        first = positions[0]
        vp, to_move = FEATURES.index("vp"), FEATURES.index("to_move")
        assert [seat[vp] for seat in first] == [2.0, 2.0]  # two settlements each
        assert [seat[to_move] for seat in first] == [1.0, 0.0]  # the first player's turn
        # The winner reached 10 VP: its last recorded position is the best seat's or close.
        assert max(seat[vp] for seat in positions[-1]) >= 7


def test_a_run_resumes_and_saves_the_positions_a_fit_reads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out, saved = tmp_path / "duel.jsonl", tmp_path / "duel.npz"
    duel.main(["--ours", "heuristic", "--games", "2", "--out", str(out)])
    before = out.read_text()
    # The same command again plays nothing; a larger --games adds only the new games.
    duel.main(["--ours", "heuristic", "--games", "2", "--out", str(out)])
    assert out.read_text() == before
    duel.main(["--ours", "heuristic", "--games", "3", "--out", str(out), "--save", str(saved)])
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(r["game"] for r in rows) == [0, 1, 2]
    assert "the positions of 3 games with a winner" in capsys.readouterr().out
    x, y, groups = load_positions(str(saved))
    assert x.shape[1:] == (2, len(FEATURES))
    assert set(y.tolist()) <= {0, 1}
    assert sorted(set(groups.tolist())) == [0, 1, 2]
    assert len(x) == sum(len(r["positions"]) for r in rows)
    fit_main(["--expansion", "base", "--load", str(saved)])
    printed = capsys.readouterr().out
    assert "uniform 0.6931" in printed  # two seats: log 2, not log 4
    assert len(printed.strip().splitlines()[-1].split(",")) == len(FEATURES)


def test_a_bad_spec_is_refused_by_name_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "duel.jsonl"
    with pytest.raises(SystemExit) as exit_:
        duel.main(["--ours", "mcts:widht=3", "--games", "1", "--out", str(out)])
    assert exit_.value.code == 2
    assert "--ours" in capsys.readouterr().err and not out.exists()
