"""benchmarks/rl_env.py runs: a tiny run of our lanes. Timings are not asserted, only
that the report has its parts (catanatron's env need not be installed: --only ours)."""

from __future__ import annotations

import json
from types import ModuleType

import numpy as np
import pytest

from tests.benchmark_scripts import load_benchmark


def _bench() -> ModuleType:
    return load_benchmark("rl_env")


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


def test_the_vector_benchmark_reports_both_lanes_and_their_ratio(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bench = load_benchmark("rl_vector")
    args = ["--num-envs", "4", "--steps", "40", "--chunk", "20", "--warmup", "2", "--json"]
    assert bench.main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["lanes"]) == {
        f"{kind} {game}" for kind in ("single", "sync N=4", "vector N=4") for game in ("base", "ck")
    }
    for lane in report["lanes"].values():
        assert lane["game_steps"] == 40 and lane["steps_per_cpu_s"] > 0
        assert 0 <= lane["gc_seconds"] <= lane["seconds"] and 0 <= lane["gc_share"] <= 1
    assert set(report["ratios"]) == {
        "base vector/single",
        "base vector/sync",
        "ck vector/single",
        "ck vector/sync",
    }
    assert report["ratios"]["ck vector/sync"]["cpu"] > 0
    with pytest.raises(SystemExit):
        bench.main(["--num-envs", "0"])


def test_the_vector_benchmarks_sparse_draw_is_uniform_among_the_legal_codes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """--draw sparse: each row's code drawn among its legal ones (code 0 for a row with
    none), every legal code about as often; and a tiny run with it."""
    bench = load_benchmark("rl_vector")
    rng = np.random.default_rng(1)
    masks = np.zeros((4, 9), np.bool_)
    masks[0, [1, 3, 8]] = True
    masks[2, 6] = True
    drawn = np.array([bench._choose_sparse(rng, masks) for _ in range(3000)])
    assert set(drawn[:, 0]) == {1, 3, 8} and set(drawn[:, 2]) == {6}
    assert not drawn[:, 1].any() and not drawn[:, 3].any()
    assert min(np.bincount(drawn[:, 0])[[1, 3, 8]]) > 900  # 1,000 each expected
    args = ["--num-envs", "3", "--steps", "12", "--chunk", "6", "--warmup", "1", "--json"]
    assert bench.main([*args, "--expansions", "ck", "--draw", "sparse"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["config"]["draw"] == "sparse" and report["ratios"]["ck vector/sync"]["cpu"] > 0


def test_the_vector_benchmark_runs_only_the_lanes_asked_for(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bench = load_benchmark("rl_vector")
    args = ["--num-envs", "3", "--steps", "6", "--chunk", "6", "--warmup", "1", "--json"]
    assert bench.main([*args, "--expansions", "base", "--lanes", "single"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["lanes"]) == {"single base"} and report["ratios"] == {}
    assert report["config"]["lanes"] == ["single"]
    for bad in (["--lanes", "vector,fast"], ["--baseline", "."], ["--lanes", ""]):
        with pytest.raises(SystemExit):
            bench.main([*args, *bad])


def test_the_vector_env_is_set_against_the_baseline_builds_single_env() -> None:
    """--baseline: each round's compiled vector env over the older build's single env."""
    bench = load_benchmark("rl_vector")

    def lane(expansion: str, rate: float) -> dict[str, object]:
        return {"expansion": expansion, "steps_per_cpu_s": rate}

    ours = {"lanes": {"vector N=64 ck": lane("ck", 30_000.0), "single ck": lane("ck", 12.0)}}
    baseline = {"lanes": {"single ck": lane("ck", 10_000.0), "single base": lane("base", 1.0)}}
    assert bench.baseline_ratios(ours, baseline, 64) == {"ck": 3.0}


def test_skip_pure_needs_two_compiled_builds_to_compare() -> None:
    """--skip-pure leaves the pure build out of the rounds: only with --compiled and
    --baseline (else nothing would be compared), refused otherwise with status 2."""
    bench = load_benchmark("rl_vector")
    with pytest.raises(SystemExit) as refused:
        bench.main(["--skip-pure"])
    assert refused.value.code == 2
    with pytest.raises(SystemExit):
        bench.main(["--skip-pure", "--compiled", "."])
