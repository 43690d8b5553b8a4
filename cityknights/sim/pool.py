"""Run independent jobs in-process or in a process pool, with the same results either way.

Each job is a pure function of its arguments (a game is a pure function of its seed and
options), so only the order of completion depends on the number of workers; callers that
need an order sort by the index :func:`pool_map` yields with each result.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from typing import Any, TypeVar

__all__ = ["pool_map"]

R = TypeVar("R")


def pool_map(
    fn: Callable[..., R], jobs: Sequence[tuple[Any, ...]], workers: int = 1
) -> Iterator[tuple[int, R]]:
    """Yield ``(index, fn(*jobs[index]))`` for every job.

    ``workers <= 1`` runs the jobs here, in order. Otherwise a ``ProcessPoolExecutor`` with
    ``workers`` processes runs them and results come in completion order; ``fn`` and the
    arguments must pickle (a module-level function and plain data). An exception raised by
    ``fn`` propagates; stopping the iteration early cancels the jobs not yet started.
    """
    if workers <= 1:
        for index, job in enumerate(jobs):
            yield index, fn(*job)
        return
    executor = ProcessPoolExecutor(max_workers=min(workers, max(1, len(jobs))))
    try:
        futures: dict[Future[R], int] = {
            executor.submit(fn, *job): index for index, job in enumerate(jobs)
        }
        for future in as_completed(futures):
            yield futures[future], future.result()
    finally:
        executor.shutdown(wait=True, cancel_futures=True)
