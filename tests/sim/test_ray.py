"""The Ray backend gives exactly the results of the process pool (skipped without Ray;
CI installs the ``ray`` extra)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

# Only to skip without Ray (CI installs the ``ray`` extra); the scenarios import it in
# their own process.
pytest.importorskip("ray")

SCENARIOS = Path(__file__).with_name("ray_scenarios.py")
ROOT = Path(__file__).resolve().parents[2]


def run_scenarios(tmp: Path) -> subprocess.CompletedProcess[str]:
    tmp.mkdir()
    # The package under test first (a compiled build's copy of the suite runs from its own
    # directory), as `python -m` from ROOT would have it.
    path = os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
    return subprocess.run(
        [sys.executable, str(SCENARIOS), str(tmp)],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
        env={**os.environ, "RAY_USAGE_STATS_ENABLED": "0", "PYTHONPATH": path},
        check=False,
    )


def test_ray_plays_the_pools_games(tmp_path: Path) -> None:
    # One test, so that a parallel test run does not start Rays side by side; in a process
    # of its own (tests/sim/ray_scenarios.py says why). A run that dies without a Python
    # traceback (a signal, Ray tearing its processes down under a loaded machine) is run
    # once more; a failed assertion is not.
    done = run_scenarios(tmp_path / "first")
    if done.returncode != 0 and "Traceback" not in done.stderr:
        first = done
        done = run_scenarios(tmp_path / "again")
        assert done.returncode == 0, (
            f"died twice: exit {first.returncode}, then {done.returncode}\n"
            f"{first.stderr[-3000:]}\n---\n{done.stderr[-3000:]}"
        )
    assert done.returncode == 0, done.stderr[-6000:]
    assert "ray scenarios: all held" in done.stdout


def test_an_address_nobody_answers_fails_in_seconds_with_one_line() -> None:
    # A process of its own: Ray reads its connection timeouts when imported (set by the
    # command before it imports Ray). Ray's defaults retry for over 10 minutes.
    args = ["simulate", "--games", "1", "--backend", "ray", "--address", "127.0.0.1:1"]
    done = subprocess.run(
        [sys.executable, "-m", "cityknights", *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env={**os.environ, "RAY_USAGE_STATS_ENABLED": "0"},
        check=False,
    )
    assert done.returncode == 1, done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("Error: cannot reach the Ray cluster at 127.0.0.1:1: "), done.stderr
    assert "given up after about 10 s" in last
    assert "Traceback" not in done.stderr
