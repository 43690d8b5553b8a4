"""Run independent jobs in-process or in a process pool, with the same results either way.

Each job is a pure function of its arguments (a game is a pure function of its seed and
options), so only the order of completion depends on the number of workers; callers that
need an order sort by the index :func:`pool_map` yields with each result.
"""

from __future__ import annotations

import itertools
import signal
from collections.abc import Callable, Iterable, Iterator, Sized
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, TypeVar

__all__ = ["IN_FLIGHT_PER_WORKER", "pool_map"]

R = TypeVar("R")

#: Jobs submitted to the pool and not yet collected, per worker: enough to keep every
#: worker busy, few enough that a run of 10**7 games holds a handful of jobs, not all.
IN_FLIGHT_PER_WORKER = 4


def _ignore_interrupts() -> None:
    """A pool worker's initializer: Ctrl-C reaches every process of the terminal's group,
    and the parent alone handles it (it stops the run); a worker would print a traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def pool_map(
    fn: Callable[..., R], jobs: Iterable[tuple[Any, ...]], workers: int = 1
) -> Iterator[tuple[int, R]]:
    """Yield ``(index, fn(*job))`` for every job, ``index`` its place in ``jobs``.

    ``workers <= 1`` runs the jobs here, in order. Otherwise a ``ProcessPoolExecutor`` with
    ``workers`` processes runs them and results come in completion order; ``fn`` and the
    arguments must pickle (a module-level function and plain data). Jobs are read from
    ``jobs`` as they are submitted, at most :data:`IN_FLIGHT_PER_WORKER` per worker ahead
    of the results collected, so ``jobs`` may be a generator of any length. An exception
    raised by ``fn`` propagates; stopping the iteration early cancels the jobs not yet
    started.
    """
    numbered = enumerate(jobs)
    if workers <= 1:
        for index, job in numbered:
            yield index, fn(*job)
        return
    processes = min(workers, max(1, len(jobs))) if isinstance(jobs, Sized) else workers
    executor = ProcessPoolExecutor(max_workers=processes, initializer=_ignore_interrupts)
    running: dict[Future[R], int] = {}

    def submit(count: int) -> None:
        for index, job in itertools.islice(numbered, count):
            running[executor.submit(fn, *job)] = index

    try:
        submit(workers * IN_FLIGHT_PER_WORKER)
        while running:
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            submit(len(done))  # before yielding: the workers stay busy while the caller works
            for future in done:
                index = running.pop(future)
                yield index, future.result()
    finally:
        executor.shutdown(wait=True, cancel_futures=True)
