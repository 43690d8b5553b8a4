"""benchmarks/rl_env.py runs: a tiny run of our lanes. Timings are not asserted, only
that the report has its parts (catanatron's env need not be installed: --only ours)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "rl_env.py"


def _bench() -> ModuleType:
    name = "benchmarks_rl_env"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, SCRIPT)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # its dataclasses look their module up
        spec.loader.exec_module(module)
    return sys.modules[name]


def test_json_report_has_every_lane_and_the_observation_cost(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert _bench().main(["--only", "ours", "--steps", "120", "--chunk", "60", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["lanes"]) == {"ours base 3p", "ours base 4p", "ours C&K 4p"}
    for lane in report["lanes"].values():
        assert lane["steps"] == 120 and lane["steps_per_s"] > 0
        assert set(lane["observation_us"]) == {"view", "encode", "observation"}
        assert lane["steps_per_cpu_s"] > 0 and lane["cpu_seconds"] > 0
    assert report["ratios"] == report["cpu_ratios"] == {} and "goal" not in report


def test_bad_arguments_stop_with_status_2() -> None:
    assert _bench().main(["--steps", "0"]) == 2
