"""The Ray backend's scenarios, run as a script by tests/sim/test_ray.py in a process of
its own (``python tests/sim/ray_scenarios.py DIR``): Ray starts and stops raylets, a GCS
and workers around its driver, and a driver that dies with them must not take a
pytest-xdist worker (and the tests queued on it) down too. Exits 0 when every scenario
holds; a failed assertion exits 1 with its traceback on stderr.
"""

from __future__ import annotations

import operator
import os
import sys
from pathlib import Path

from cityknights.sim.ray_backend import (
    IN_FLIGHT_ROUNDS,
    LOOPBACK_ENV,
    MAX_CHUNK,
    TASKS_PER_CPU,
    ray_map,
)

# Set before Ray is imported: this Ray stays on 127.0.0.1.
os.environ.setdefault(LOOPBACK_ENV, "0")
os.environ["RAY_USAGE_STATS_ENABLED"] = "0"

import ray
from click.testing import CliRunner

from cityknights.cli import main
from cityknights.sim.lazy import LazySequence
from cityknights.sim.runner import game_jobs, play_games

SPECS = ["random", "heuristic", "random", "random"]


def the_command_starts_and_stops_a_ray_of_its_own(tmp: Path) -> None:
    """`simulate --backend ray` starts a local Ray, writes the pool's rows, stops it."""
    args = ["simulate", "--expansion", "ck", "--games", "10", "--seed", "3", "--max-turns", "200"]
    pool_rows, ray_rows = tmp / "pool.jsonl", tmp / "ray.jsonl"
    first = CliRunner().invoke(main, [*args, "--workers", "2", "--out", str(pool_rows)])
    second = CliRunner().invoke(
        main, [*args, "--backend", "ray", "--workers", "2", "--out", str(ray_rows)]
    )
    assert first.exit_code == second.exit_code == 0, (first.output, second.output)
    assert pool_rows.read_text() == ray_rows.read_text()
    assert len(ray_rows.read_text().splitlines()) == 10
    assert not ray.is_initialized()


def a_callers_ray_is_used_and_left_running() -> None:
    """A Ray the caller started gives the pool's results and is left running; a huge run
    reads its jobs as tasks are submitted, a few tasks per CPU ahead, and calls on_ready
    once Ray is up, before the first task."""
    # address="local": a Ray of this process's own, even if one runs on this machine.
    ray.init(address="local", num_cpus=2, include_dashboard=False)
    try:
        jobs = game_jobs("ck", SPECS, 10, 11, max_turns=200)
        pooled = dict(play_games(jobs, workers=2))
        on_ray = dict(play_games(jobs, backend="ray"))
        assert sorted(on_ray) == list(range(10))
        assert on_ray == pooled
        assert {node["NodeManagerAddress"] for node in ray.nodes()} == {"127.0.0.1"}
        assert ray.is_initialized()

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


if __name__ == "__main__":
    the_command_starts_and_stops_a_ray_of_its_own(Path(sys.argv[1]))
    a_callers_ray_is_used_and_left_running()
    print("ray scenarios: all held")
