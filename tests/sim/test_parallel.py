"""Running games in parallel: the same results whatever the backend and the worker count."""

from __future__ import annotations

import random
import sys

import pytest

from cityknights.sim import ray_backend
from cityknights.sim.runner import (
    GameJob,
    game_jobs,
    game_seeds,
    in_order,
    play_game,
    play_games,
    run_games,
)

SPECS = ["random", "random", "random", "random"]


def test_jobs_carry_the_run_seeds_and_options() -> None:
    jobs = game_jobs("ck", SPECS, 3, 7, max_turns=50)
    assert [job.seed for job in jobs] == game_seeds(7, 3)
    assert all(isinstance(job, GameJob) and job.options == {"max_turns": 50} for job in jobs)
    assert [str(spec) for spec in jobs[0].players] == SPECS


@pytest.mark.parametrize("workers", [None, 1, 2, 3])
def test_play_games_gives_each_game_with_its_index(workers: int | None) -> None:
    jobs = game_jobs("ck", SPECS, 5, 2, max_turns=60)
    pairs = dict(play_games(jobs, workers=workers))
    assert sorted(pairs) == list(range(5))
    for index, job in enumerate(jobs):
        assert pairs[index] == play_game("ck", SPECS, job.seed, max_turns=60)


def test_run_games_yields_game_order_whatever_the_workers() -> None:
    serial = list(run_games("base", SPECS, 6, 4, max_turns=80))
    pooled = list(run_games("base", SPECS, 6, 4, workers=2, max_turns=80))
    assert serial == pooled
    assert [r.seed for r in pooled] == game_seeds(4, 6)


def test_in_order_releases_each_value_once_the_earlier_ones_came() -> None:
    pairs = [(2, "c"), (0, "a"), (3, "d"), (1, "b")]
    assert list(in_order(pairs)) == ["a", "b", "c", "d"]
    shuffled = list(enumerate(range(50)))
    random.Random(1).shuffle(shuffled)
    assert list(in_order(shuffled)) == list(range(50))
    with pytest.raises(ValueError, match="indices missing before 2"):
        list(in_order([(0, "a"), (2, "c")]))


def test_wrong_backend_or_address_is_refused() -> None:
    jobs = game_jobs("base", SPECS, 1, 0, max_turns=10)
    with pytest.raises(ValueError, match="unknown backend 'spark'"):
        list(play_games(jobs, backend="spark"))
    with pytest.raises(ValueError, match="an address is for the ray backend"):
        list(play_games(jobs, address="localhost:6379"))


def test_a_missing_ray_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray raises ImportError
    jobs = game_jobs("base", SPECS, 1, 0, max_turns=10)
    message = r"the ray backend needs ray, .*pip install 'cityknights\[ray\]'"
    with pytest.raises(ray_backend.RayUnavailableError, match=message):
        list(play_games(jobs, backend="ray"))


@pytest.mark.parametrize(
    ("jobs", "cpus", "size"), [(1, 2, 1), (10, 2, 1), (200, 2, 12), (10_000, 2, 16), (64, 4, 2)]
)
def test_ray_tasks_hold_a_few_games_each(jobs: int, cpus: int, size: int) -> None:
    assert ray_backend.chunk_size(jobs, cpus) == size
