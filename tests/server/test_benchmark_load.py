"""benchmarks/server_load.py runs: a tiny load (2 games), its report has every figure.
Timings are not asserted (benchmarks/README.md)."""

from __future__ import annotations

import json

import pytest

from tests.benchmark_scripts import load_benchmark


def test_a_tiny_load_reports_moves_and_latencies(capsys: pytest.CaptureFixture[str]) -> None:
    module = load_benchmark("server_load")
    assert module.main(["--games", "2", "--versions", "30", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["storage"] == "sqlite-full"
    assert report["client_moves"] > 20 and report["p99_ms"] >= report["p50_ms"] > 0
    assert report["versions"] >= 60
    assert report["load_average_start"] >= 0 and report["server_rss_mb"] > 0
    assert report["think_seconds"] == 0 and report["refused"] == 0


def test_timing_splits_every_acknowledged_move(capsys: pytest.CaptureFixture[str]) -> None:
    module = load_benchmark("server_load")
    assert module.main(["--games", "2", "--versions", "20", "--json", "--timing"]) == 0
    report = json.loads(capsys.readouterr().out)
    phases = report["server_timing"]["phases_ms"]
    # Every move the clients saw acknowledged was timed by the server, phase by phase.
    assert phases["total"]["count"] == report["client_moves"] > 10
    for name in ("lock", "apply", "queue", "store", "resume", "broadcast", "write"):
        assert phases[name]["count"] == phases["total"]["count"]
        assert 0 <= phases[name]["p50"] <= phases["total"]["max"]
    assert phases["store"]["p50"] > 0  # a SQLite FULL commit takes some time
    assert report["server_timing"]["loop_lag_ms"]["count"] > 0
    assert set(report["server_timing"]["stalls"]) >= {"count", "lag_seconds", "blocked_seconds"}
    assert report["client_loop_lag_ms"]["p99"] >= report["client_loop_lag_ms"]["p50"] >= 0


def test_the_memory_benchmark_reports_rss_along_the_games(
    capsys: pytest.CaptureFixture[str],
) -> None:
    load_benchmark("server_load")  # server_memory imports it by that name
    module = load_benchmark("server_memory")
    args = ["--games", "4", "--wave", "2", "--every", "2", "--turns", "3", "--evict-after", "0"]
    assert module.main([*args, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 4 and report["storage"] == "sqlite"
    assert [done for done, _ in report["samples"]] == [2, 4]
    assert report["versions"] > 4 * 10  # every game was played to its turn cap
    assert min(report["rss_start_mb"], report["rss_first_mb"], report["rss_end_mb"]) > 0
