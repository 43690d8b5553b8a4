"""The Ray backend gives exactly the results of the process pool (skipped without Ray;
CI installs the ``ray`` extra)."""

from __future__ import annotations

import operator
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from cityknights.sim.lazy import LazySequence
from cityknights.sim.ray_backend import (
    IN_FLIGHT_ROUNDS,
    LOOPBACK_ENV,
    MAX_CHUNK,
    TASKS_PER_CPU,
    ray_map,
)

# Set before Ray is imported: the test's Ray stays on 127.0.0.1.
os.environ.setdefault(LOOPBACK_ENV, "0")
ray = pytest.importorskip("ray")

from click.testing import CliRunner  # noqa: E402

from cityknights.cli import main  # noqa: E402
from cityknights.sim.runner import game_jobs, play_games  # noqa: E402

SPECS = ["random", "heuristic", "random", "random"]


@pytest.fixture
def no_usage_stats() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as env:
        env.setenv("RAY_USAGE_STATS_ENABLED", "0")
        yield


@pytest.mark.usefixtures("no_usage_stats")
def test_ray_plays_the_pools_games(tmp_path: Path) -> None:
    # One test, so that a parallel test run does not start Rays side by side.
    # 1. The command starts a local Ray of its own, writes the pool's rows and stops it.
    args = ["simulate", "--expansion", "ck", "--games", "10", "--seed", "3", "--max-turns", "200"]
    pool_rows, ray_rows = tmp_path / "pool.jsonl", tmp_path / "ray.jsonl"
    first = CliRunner().invoke(main, [*args, "--workers", "2", "--out", str(pool_rows)])
    second = CliRunner().invoke(
        main, [*args, "--backend", "ray", "--workers", "2", "--out", str(ray_rows)]
    )
    assert first.exit_code == second.exit_code == 0, (first.output, second.output)
    assert pool_rows.read_text() == ray_rows.read_text()
    assert len(ray_rows.read_text().splitlines()) == 10
    assert not ray.is_initialized()

    # 2. A Ray the caller started is used as it is and left running.
    # address="local": a Ray of the test's own, even if one runs on this machine.
    ray.init(address="local", num_cpus=2, include_dashboard=False)
    try:
        jobs = game_jobs("ck", SPECS, 10, 11, max_turns=200)
        pooled = dict(play_games(jobs, workers=2))
        on_ray = dict(play_games(jobs, backend="ray"))
        assert sorted(on_ray) == list(range(10))
        assert on_ray == pooled
        assert {node["NodeManagerAddress"] for node in ray.nodes()} == {"127.0.0.1"}
        assert ray.is_initialized()

        # 3. A huge run reads its jobs as tasks are submitted, a few tasks per CPU ahead;
        # on_ready is called once Ray is up, before the first task.
        read: list[int] = []

        def job(i: int) -> tuple[int]:
            read.append(i)
            return (i,)

        ready: list[int] = []
        results = ray_map(
            operator.neg, LazySequence(10**7, job), on_ready=lambda: ready.append(len(read))
        )
        taken = [next(results) for _ in range(40)]
        results.close()
        assert ready == [0]
        assert all(value == -index for index, value in taken)
        in_flight = 2 * TASKS_PER_CPU * IN_FLIGHT_ROUNDS * MAX_CHUNK  # 2 CPUs
        assert len(read) <= 2 * in_flight
    finally:
        ray.shutdown()


def test_an_address_nobody_answers_fails_in_seconds_with_one_line() -> None:
    # A process of its own: Ray reads its connection timeouts when imported, and this one
    # imported Ray already. Ray's defaults retry for over 10 minutes.
    import subprocess
    import sys

    args = ["simulate", "--games", "1", "--backend", "ray", "--address", "127.0.0.1:1"]
    done = subprocess.run(
        [sys.executable, "-m", "cityknights", *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],
        env={**os.environ, "RAY_USAGE_STATS_ENABLED": "0"},
        check=False,
    )
    assert done.returncode == 1, done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("Error: cannot reach the Ray cluster at 127.0.0.1:1: "), done.stderr
    assert "given up after about 10 s" in last
    assert "Traceback" not in done.stderr
