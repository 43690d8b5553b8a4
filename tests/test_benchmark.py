"""benchmarks/vs_catanatron.py runs: a tiny run of our engine alone, with the MCTS section.

Timings are not asserted (see benchmarks/README.md); only that the report has its parts.
catanatron need not be installed: these runs use --only ours.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from tests.benchmark_scripts import load_benchmark

TINY = ["--only", "ours", "--games", "2", "--sample-games", "1", "--reps", "1", "--seed", "3"]


def _bench() -> ModuleType:
    return load_benchmark("vs_catanatron")


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
        assert result["cpu_seconds"] > 0
        assert result["iterations_per_cpu_s"] == result["iterations"] / result["cpu_seconds"]
        assert result["ms_per_search"] > 0


def test_mcts_section_can_be_skipped(capsys: pytest.CaptureFixture[str]) -> None:
    assert _bench().main([*TINY, "--json", "--mcts-searches", "0"]) == 0
    assert "mcts" not in json.loads(capsys.readouterr().out)


def test_the_play_driver_plays_the_games_without_domestic_trade(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """--our-driver play: the domestic_trade flag off and State.play drawing chance. The
    flag leaves the filter driver's list less its offers, so the draws pick the same moves
    and the two drivers play the very same games: as many decisions."""
    reports = {}
    for driver in ("filter", "play"):
        args = [*TINY, "--json", "--mcts-searches", "0", "--our-driver", driver]
        assert _bench().main(args) == 0
        reports[driver] = json.loads(capsys.readouterr().out)
        assert reports[driver]["config"]["our_driver"] == driver
    filtered, played = (reports[d]["engines"]["ours"] for d in ("filter", "play"))
    assert filtered["games"] == played["games"] == 2
    assert played["decisions"] == filtered["decisions"] > 0
    assert played["play_cpu_seconds"] > 0


@pytest.mark.parametrize("bad", [["--mcts-searches", "-1"], ["--mcts-iterations", "0"]])
def test_bad_mcts_counts_exit_2(bad: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        _bench().main([*TINY, *bad])
    assert exc.value.code == 2
    assert "--mcts-searches must be >= 0" in capsys.readouterr().err


# benchmarks/builds.py: the two engine builds side by side


def _builds() -> ModuleType:
    return load_benchmark("builds")


def _report(games_per_s: float, clone_us: float) -> dict[str, object]:
    ours = {"games_per_s": games_per_s, "clone_us": clone_us}
    return {
        "engines": {"ours": ours},
        "comparisons": {"base": {"ratios": {"games_per_s": games_per_s / 5}}},
    }


def test_builds_summary_is_compiled_over_pure_per_round_means() -> None:
    reports = {
        "pure": [_report(10, 12), _report(14, 12)],
        "compiled": [_report(30, 4), _report(42, 6)],
    }
    summary = _builds().summarize(reports)
    rows = summary["builds"]
    assert rows["base games/s"] == {"pure": 12, "compiled": 36, "compiled_over_pure": 3}
    assert rows["clone us (base)"]["compiled_over_pure"] == 12 / 5  # lower is better
    assert rows["C&K games/s"]["compiled_over_pure"] is None  # not measured
    assert summary["vs_catanatron"]["compiled"]["base: games_per_s"] == 36 / 5


def _mcts(iterations: int, seconds: float, cpu_seconds: float) -> dict[str, object]:
    ours = {"searches": 2, "no_search": 0, "iterations": iterations}
    ours |= {"seconds": seconds, "cpu_seconds": cpu_seconds}
    return {"mcts": {"engines": {"ours": ours, "ours_ck": ours}}}


def test_builds_mcts_ratio_is_the_median_of_the_pairs() -> None:
    pairs = [
        {"pure": _mcts(100, 1.0, 1.0), "compiled": _mcts(100, 0.5, 0.4)},  # 2x, 2.5x
        {"pure": _mcts(100, 2.0, 1.0), "compiled": _mcts(100, 0.5, 0.25)},  # 4x, 4x
        {"pure": _mcts(100, 1.0, 1.0), "compiled": _mcts(100, 1.0, 0.5)},  # 1x, 2x
    ]
    rows = _builds().summarize_mcts(pairs)
    wall, cpu = rows["MCTS iterations/s (base)"], rows["MCTS iterations/CPU s (C&K)"]
    assert wall["compiled_over_pure"] == 2 and cpu["compiled_over_pure"] == 2.5
    assert wall["pair_ratio_mean"] == 7 / 3 and wall["pair_ratio_min"] == 1
    assert wall["pure"] == 300 / 4 and wall["compiled"] == 300 / 2  # over all pairs
    assert cpu["pair_ratios"] == [2.5, 4, 2]


def test_builds_refuses_pairs_that_ran_different_searches() -> None:
    pair = {"pure": _mcts(100, 1.0, 1.0), "compiled": _mcts(90, 1.0, 1.0)}
    with pytest.raises(SystemExit, match="the builds ran different ours searches"):
        _builds().check_same_searches(pair)
    _builds().check_same_searches({"pure": pair["pure"], "compiled": pair["pure"]})


def test_builds_needs_a_compiled_package(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exc:
        _builds().main(["--compiled", str(tmp_path)])
    assert exc.value.code == 2
    assert "no cityknights package there" in capsys.readouterr().err


# benchmarks/checkouts.py: two checkouts' MCTS speed side by side


def test_checkouts_mcts_ratio_is_the_median_of_the_after_over_before_pairs() -> None:
    checkouts = load_benchmark("checkouts")
    pairs = [
        {"before": _mcts(100, 1.0, 1.0), "after": _mcts(100, 0.5, 0.4)},  # 2x, 2.5x
        {"before": _mcts(100, 2.0, 1.0), "after": _mcts(100, 0.5, 0.25)},  # 4x, 4x
        {"before": _mcts(100, 1.0, 1.0), "after": _mcts(100, 1.0, 0.5)},  # 1x, 2x
    ]
    rows = checkouts.summarize(pairs)
    wall, cpu = rows["MCTS iterations/s (base)"], rows["MCTS iterations/CPU s (C&K)"]
    assert wall["after_over_before"] == 2 and cpu["after_over_before"] == 2.5
    assert wall["pair_ratio_min"] == 1 and cpu["pair_ratios"] == [2.5, 4, 2]
    assert wall["before"] == 300 / 4 and wall["after"] == 300 / 2  # over all pairs


def test_checkouts_refuses_pairs_that_played_differently(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    checkouts = load_benchmark("checkouts")
    pair = {"before": _mcts(100, 1.0, 1.0), "after": _mcts(90, 1.0, 1.0)}
    with pytest.raises(SystemExit, match="the checkouts ran different ours searches"):
        checkouts.same_searches(pair)
    checkouts.same_searches({"before": pair["before"], "after": pair["before"]})
    with pytest.raises(SystemExit) as exc:
        checkouts.main([str(tmp_path), str(tmp_path)])
    assert exc.value.code == 2
    assert "holds no cityknights package" in capsys.readouterr().err


def test_five_six_reports_the_cost_of_6_seats_against_4(capsys: pytest.CaptureFixture[str]) -> None:
    """benchmarks/five_six.py in small: every table size measured, ratios to 4 seats."""
    five_six = load_benchmark("five_six")
    assert five_six.main(["--games", "1", "--max-turns", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["sizes"]) == {"4", "5", "6"} and set(out["ratios_to_4"]) == {"5", "6"}
    for size in out["sizes"].values():
        assert size["games"] == 1 and size["decisions_per_game"] > 0
    assert out["ratios_to_4"]["6"]["per_game"] > 0


# benchmarks/vs_fastcatan.py: fastcatan 2.0.0 (Python 3.12, its own venv) side by side


def _fastcatan_or_skip() -> ModuleType:
    """The script, with its fastcatan venv made (once, cached under .bench/) or a skip."""
    vs_fastcatan = load_benchmark("vs_fastcatan")
    try:
        vs_fastcatan.fastcatan_python()
    except vs_fastcatan.Unavailable as exc:
        pytest.skip(f"fastcatan cannot be had here: {exc}")
    return vs_fastcatan


def test_vs_fastcatan_plays_whole_games_on_both_sides(tmp_path: Path) -> None:
    vs_fastcatan = _fastcatan_or_skip()
    out = tmp_path / "report.json"
    args = ["--rounds", "2", "--games", "2", "--sample-games", "1", "--reps", "1"]
    assert vs_fastcatan.main([*args, "--tally-games", "1", "--out", str(out), "--json"]) == 0
    report = json.loads(out.read_text())
    assert report["fastcatan"]["version"] == "2.0.0" and report["fastcatan"]["players"] == 4
    head = subprocess.run(
        ["git", "-C", str(vs_fastcatan.ROOT), "rev-parse", "HEAD"], capture_output=True, text=True
    )
    assert report["git"]["commit"] == (head.stdout.strip() or None)  # None outside a checkout
    assert len(report["load"]["before"]) == 3
    # The checkout's build: pure, or compiled where CI runs the suite on the compiled package.
    (build,) = report["summary"]
    assert [r["pairs"][build]["order"] for r in report["rounds"]] == [
        ["ours", "fastcatan"],
        ["fastcatan", "ours"],
    ]
    for game_round in report["rounds"]:
        pair = game_round["pairs"][build]
        ours, theirs = pair["ours"], pair["fastcatan"]
        assert (
            ours["engine_build"] == {"pure": "pure Python", "compiled": "compiled (mypyc)"}[build]
        )
        # Whole games: every one ended with a winner, not at a cap, after many decisions.
        assert ours["games"] == theirs["play"]["games"] == 2
        assert ours["capped_games"] == theirs["play"]["capped_games"] == 0
        assert ours["decisions_per_game"] > 200 and theirs["play"]["decisions_per_game"] > 200
        assert ours["clone_us"] > 0 and theirs["copy"]["snapshot_load_new_us"] > 0
        assert all(ratio > 0 for ratio in pair["ratios"].values())
    rows = report["summary"][build]
    assert set(rows) == {label for label, *_ in vs_fastcatan.ROWS}
    for row in rows.values():
        assert len(row["per_round"]) == 2 and row["least"] <= row["median"] <= row["most"]
    ours_kinds = report["decisions"]["ours"]["kinds_per_game"]
    their_kinds = report["decisions"]["fastcatan"]["kinds_per_game"]
    assert "offer_trade" not in ours_kinds and "domestic_trade" not in their_kinds
    assert ours_kinds["roll"] > 0 and their_kinds["roll"] > 0


def test_vs_fastcatan_summary_is_the_median_of_the_rounds() -> None:
    vs_fastcatan = load_benchmark("vs_fastcatan")

    def pair(ours_games_per_s: float, clone_us: float) -> dict[str, object]:
        ours = {"games_per_s": ours_games_per_s, "decisions_per_s": 1.0, "clone_us": clone_us}
        ours |= {"games": 10, "play_cpu_seconds": 1.0, "decisions_per_cpu_s": 1.0}
        play = {"games_per_s": 100.0, "decisions_per_s": 1.0, "decisions_per_cpu_s": 1.0}
        play |= {"games": 20, "play_cpu_seconds": 1.0}
        copy = {"snapshot_load_new_us": 1.0, "snapshot_load_reuse_us": 0.5}
        copy |= {"snapshot_load_new_cpu_us": 1.0, "snapshot_load_reuse_cpu_us": 0.5}
        theirs = {"play": play, "copy": copy}
        ours["clone_cpu_us"] = 4.0
        return {
            "ours": ours,
            "fastcatan": theirs,
            "ratios": vs_fastcatan.pair_ratios(ours, theirs),
        }

    rounds = [{"pairs": {"pure": pair(g, c)}} for g, c in ((50, 2.0), (200, 0.5), (80, 1.0))]
    rows = vs_fastcatan.summarize(rounds, ["pure"])["pure"]
    games = rows["games/s, ours/fastcatan"]
    assert games["median"] == 0.8 and games["least"] == 0.5 and games["most"] == 2.0
    assert games["per_round"] == [0.5, 2.0, 0.8] and games["ours_median"] == 80
    copy = rows["copy: fastcatan snapshot+load into a new Env / our clone"]
    assert copy["median"] == 1.0 and copy["per_round"] == [0.5, 2.0, 1.0]
    assert rows["games/CPU s, ours/fastcatan"]["per_round"] == [0.5, 0.5, 0.5]
    assert rows["copy (CPU): fastcatan snapshot+load into a made Env / our clone"]["most"] == 0.125


def test_vs_fastcatan_says_why_without_python_3_12(tmp_path: Path) -> None:
    vs_fastcatan = load_benchmark("vs_fastcatan")
    with pytest.raises(vs_fastcatan.Unavailable, match=r"no Python 3\.12 interpreter"):
        vs_fastcatan.fastcatan_python(tmp_path / "venv", str(tmp_path / "no-python"))
    assert not (tmp_path / "venv").exists()


# benchmarks/mcts_searches.py: the searches mcts_instructions.sh counts


def test_mcts_searches_print_the_same_fingerprint_twice(capsys: pytest.CaptureFixture[str]) -> None:
    searches = load_benchmark("mcts_searches")
    prints = []
    for _ in range(2):
        assert searches.main(["base", "2", "search"]) == 0
        prints.append(capsys.readouterr().out.split())
    assert prints[0] == prints[1] and prints[0][0] == "fingerprint" and len(prints[0][1]) == 12
    assert searches.main(["ck", "1", "positions"]) == 0 and capsys.readouterr().out == ""
    for bad in (["ck", "1", "nothing"], ["go", "1", "search"], ["ck", "one", "search"]):
        with pytest.raises(SystemExit):
            searches.main(bad)
