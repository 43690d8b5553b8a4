"""Jobs are made as they are played: a run of any length holds a few jobs at a time."""

from __future__ import annotations

import operator
from collections.abc import Iterator

import pytest

from cityknights.bots import parse_bot_spec
from cityknights.seeds import game_seed
from cityknights.sim.check import run_checks
from cityknights.sim.lazy import LazySequence
from cityknights.sim.pool import IN_FLIGHT_PER_WORKER, pool_map
from cityknights.sim.runner import game_jobs, game_seeds
from cityknights.sim.tournament import schedule, tournament_jobs


def test_a_lazy_sequence_indexes_like_a_list() -> None:
    made: list[int] = []

    def square(i: int) -> int:
        made.append(i)
        return i * i

    items = LazySequence(5, square)
    assert made == []  # nothing made up front
    assert len(items) == 5 and items[2] == 4 and items[-1] == 16
    assert items[1:4] == [1, 4, 9] and items[::-2] == [16, 4, 0]
    assert list(items) == [0, 1, 4, 9, 16] and items == [0, 1, 4, 9, 16]
    for bad in (5, -6):
        with pytest.raises(IndexError, match=f"index {bad} out of range for 5 items"):
            items[bad]
    with pytest.raises(ValueError, match="cannot hold -1 items"):
        LazySequence(-1, square)


def test_the_jobs_of_a_huge_run_are_made_when_read() -> None:
    huge = 10**12
    jobs = game_jobs("base", ["random"] * 3, huge, 7, rotate=True, max_turns=40)
    assert len(jobs) == huge
    assert jobs[huge - 1].seed == game_seed(7, huge - 1)
    assert [job.seed for job in jobs[:3]] == game_seeds(7, 3)
    bots = (parse_bot_spec("random"), parse_bot_spec("heuristic"))
    matches = tournament_jobs("base", bots, huge, 3)
    assert len(matches) == huge + 8  # rounded up to whole rounds of 12 games
    assert matches[13].players == schedule(bots)[1] and matches[13].seed == game_seed(3, 13)


class Counted:
    """10**5 jobs ``(i,)``, counting how many were read."""

    def __init__(self) -> None:
        self.read = 0

    def __iter__(self) -> Iterator[tuple[int]]:
        for i in range(10**5):
            self.read += 1
            yield (i,)


@pytest.mark.parametrize("workers", [1, 2])
def test_the_pool_reads_jobs_only_a_few_ahead_of_the_results(workers: int) -> None:
    jobs = Counted()
    results = pool_map(operator.neg, jobs, workers)
    taken = [next(results) for _ in range(20)]
    results.close()  # stops the pool
    assert sorted(index for index, _ in taken) == sorted({index for index, _ in taken})
    assert all(value == -index for index, value in taken)
    # In flight: the jobs submitted first, and one more for each of a batch collected.
    assert jobs.read <= 20 + 2 * workers * IN_FLIGHT_PER_WORKER


def test_a_huge_check_run_starts_at_once() -> None:
    outcomes = run_checks("base", 3, 10**12, 5, max_turns=10)
    first = next(outcomes)
    outcomes.close()
    assert first.index == 0 and first.seed == game_seed(5, 0)
