"""benchmarks/vs_catanatron.py runs: a tiny run of our engine alone, with the MCTS section.

Timings are not asserted (see benchmarks/README.md); only that the report has its parts.
catanatron need not be installed: these runs use --only ours.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "vs_catanatron.py"
TINY = ["--only", "ours", "--games", "2", "--sample-games", "1", "--reps", "1", "--seed", "3"]


def _bench() -> ModuleType:
    """The script as a module (registered first: its dataclasses look their module up)."""
    name = "benchmarks_vs_catanatron"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, SCRIPT)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def test_json_report_has_mcts_speed(capsys: pytest.CaptureFixture[str]) -> None:
    args = [*TINY, "--expansion", "both", "--json", "--mcts-searches", "4"]
    assert _bench().main([*args, "--mcts-iterations", "4"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["engines"]) == {"ours", "ours_ck"}
    mcts = report["mcts"]
    assert mcts["config"]["bot"]["iterations"] == 4
    assert report["config"]["mcts_iterations"] == 4
    assert set(mcts["engines"]) == {"ours", "ours_ck"}
    for result in mcts["engines"].values():
        assert result["searches"] + result["no_search"] == result["positions"] == 4
        assert result["searches"] > 0
        assert result["iterations"] == 4 * result["searches"]
        assert result["iterations_per_s"] > 0
        assert result["ms_per_search"] > 0


def test_mcts_section_can_be_skipped(capsys: pytest.CaptureFixture[str]) -> None:
    assert _bench().main([*TINY, "--json", "--mcts-searches", "0"]) == 0
    assert "mcts" not in json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("bad", [["--mcts-searches", "-1"], ["--mcts-iterations", "0"]])
def test_bad_mcts_counts_exit_2(bad: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        _bench().main([*TINY, *bad])
    assert exc.value.code == 2
    assert "--mcts-searches must be >= 0" in capsys.readouterr().err
