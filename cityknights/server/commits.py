"""Group commit: the moves of every game waiting to be stored go in one transaction.

A commit costs a disk flush (several milliseconds on many disks, whatever it holds), so
committing each move alone would cap a process at a few hundred moves a second. Moves
that arrive while a commit runs wait for the next one, which stores all of them at once;
each still gets its own answer (stored, or refused by a version conflict).

The commits run in a thread of their own, which takes the next batch as soon as one is
stored: under load it never sleeps between commits, so a move costs the event loop an
append to a list (no executor, no thread woken per batch), and each batch's answers come
back in one call on the loop.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

from .storage import Append, VersionConflict
from .timing import MoveTiming

AppendMany = Callable[[Sequence[Append]], list[VersionConflict | None]]
_Waiting = tuple[Append, asyncio.Future[None], MoveTiming | None]


class GroupCommit:
    def __init__(self, append_many: AppendMany) -> None:
        self._append_many = append_many
        self._pending: list[_Waiting] = []
        self._lock = threading.Condition()
        self._idle = False  # the thread waits for work: an append wakes it
        self._stopping = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    async def append(self, append: Append, timing: MoveTiming | None = None) -> None:
        """Store `append`; raises VersionConflict if another writer stored a version first.
        `timing`: stamped with the start and the end of the commit that held it."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        with self._lock:
            if self._stopping:
                raise RuntimeError("the server is stopping: no more moves are stored")
            if self._thread is None:
                self._loop = loop
                self._thread = threading.Thread(
                    target=self._run, name="ck-commit", daemon=True
                )  # fmt: skip
                self._thread.start()
            self._pending.append((append, future, timing))
            if self._idle:
                self._lock.notify()
        await future

    def close(self) -> None:
        """Store what is pending, then stop the thread (the server is stopping)."""
        with self._lock:
            self._stopping = True
            self._lock.notify()
            thread = self._thread
        if thread is not None:
            thread.join(timeout=30)

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._pending and not self._stopping:
                    self._idle = True
                    self._lock.wait()
                self._idle = False
                if not self._pending:
                    return  # stopping, nothing left
                batch, self._pending = self._pending, []
            start = time.perf_counter()
            try:
                outcome: list[VersionConflict | None] | Exception = self._append_many(
                    [a for a, _, _ in batch]
                )
            except Exception as error:  # the database failed: every waiter hears it
                outcome = error
            end = time.perf_counter()
            for _, _, timing in batch:
                if timing is not None:
                    timing.store_start, timing.store_end = start, end
            assert self._loop is not None
            try:
                self._loop.call_soon_threadsafe(_answer, batch, outcome)
            except RuntimeError:
                return  # the loop is closed: nobody waits for an answer any more


def _answer(batch: list[_Waiting], outcome: Any) -> None:
    """On the loop: each waiter gets its append's result (or the database's error)."""
    if isinstance(outcome, Exception):
        for _, future, _ in batch:
            if not future.done():
                future.set_exception(outcome)
        return
    for (_, future, _), result in zip(batch, outcome, strict=True):
        if future.done():
            continue
        if result is None:
            future.set_result(None)
        else:
            future.set_exception(result)
