"""Group commit: the moves of every game waiting to be stored go in one transaction.

A commit costs a disk flush (several milliseconds on many disks, whatever it holds), so
committing each move alone would cap a process at a few hundred moves a second. Moves
that arrive while a commit runs wait for the next one, which stores all of them at once;
each still gets its own answer (stored, or refused by a version conflict).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from .storage import Append, VersionConflict
from .timing import MoveTiming

RunDb = Callable[..., Awaitable[Any]]


class GroupCommit:
    def __init__(
        self, append_many: Callable[[Sequence[Append]], list[VersionConflict | None]], run_db: RunDb
    ) -> None:
        self._append_many = append_many
        self._run_db = run_db
        self._pending: list[tuple[Append, asyncio.Future[None], MoveTiming | None]] = []
        self._flusher: asyncio.Task[None] | None = None

    async def append(self, append: Append, timing: MoveTiming | None = None) -> None:
        """Store `append`; raises VersionConflict if another writer stored a version first.
        `timing`: stamped with the start and the end of the commit that held it."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append((append, future, timing))
        if self._flusher is None:
            self._flusher = asyncio.create_task(self._flush())
        await future

    async def _flush(self) -> None:
        try:
            while self._pending:
                batch, self._pending = self._pending, []
                appends = [a for a, _, _ in batch]
                try:
                    if any(t is not None for _, _, t in batch):
                        start, end, results = await self._run_db(self._timed, appends)
                        for _, _, t in batch:
                            if t is not None:
                                t.store_start, t.store_end = start, end
                    else:
                        results = await self._run_db(self._append_many, appends)
                except Exception as error:  # the database failed: every waiter hears it
                    for _, future, _ in batch:
                        if not future.done():
                            future.set_exception(error)
                    continue
                for (_, future, _), result in zip(batch, results, strict=True):
                    if future.done():
                        continue
                    if result is None:
                        future.set_result(None)
                    else:
                        future.set_exception(result)
        finally:
            self._flusher = None

    def _timed(self, appends: list[Append]) -> tuple[float, float, list[VersionConflict | None]]:
        """`append_many` with the times it started and ended (in the storage thread)."""
        start = time.perf_counter()
        results = self._append_many(appends)
        return start, time.perf_counter(), results
