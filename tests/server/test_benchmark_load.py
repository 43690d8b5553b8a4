"""benchmarks/server_load.py runs: a tiny load (2 games), its report has every figure.
Timings are not asserted (benchmarks/README.md)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "server_load.py"


def test_a_tiny_load_reports_moves_and_latencies(capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("benchmarks_server_load", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    assert module.main(["--games", "2", "--versions", "30", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["storage"] == "sqlite-full"
    assert report["client_moves"] > 20 and report["p99_ms"] >= report["p50_ms"] > 0
    assert report["versions"] >= 60
    assert report["load_average_start"] >= 0 and report["server_rss_mb"] > 0
    assert report["think_seconds"] == 0 and report["refused"] == 0


def test_timing_splits_every_acknowledged_move(capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("benchmarks_server_load_timing", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
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
