"""Bots off the event loop: cheap bots in a thread, each search in a process of its own.

A bot gets a seat's view and the legal actions and returns the index of its choice.

Search bots (`mcts`) run in worker processes, one search per worker at a time, at most
`processes` workers. No game waits on another's search:
- a search honours its own time limit (the game's `bot_think`, less a margin): it stops
  then and plays the best line it found;
- a search that has not answered `GRACE` seconds after its think time (its process stuck,
  or starved of CPU) has its own worker stopped, and the heuristic bot plays that move;
- a worker lost for any reason (killed, crashed) fails only its own search, which is run
  again on a new worker, up to `RETRIES` times;
- with every worker busy searching for other games, the heuristic plays the move at once.
Every one of these is said in the log. A game's searches go to the worker that ran its
last one when it is free, so its bots keep what they remember between moves (a search's
plan for the rest of the turn); a game moved to another worker has its bots made afresh.

Cheap bots (random, heuristic) and the stand-in run in a thread of the server process.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import functools
import logging
import random
import time
from collections import OrderedDict
from typing import Any

from cityknights.bots import parse_bot_spec
from cityknights.engine.actions import Action

from .search_worker import BotCache, Choice, SearchWorker, WorkerLost, chosen, lost

log = logging.getLogger("cityknights.server")

#: Bots whose moves take a search: they run in worker processes.
SEARCH_BOTS = frozenset({"mcts"})
#: The bot that plays a human's seat while the human is away, and the fallback.
STAND_IN = "heuristic"
#: Search worker processes at most, by default (`serve --bot-processes`).
DEFAULT_SEARCH_PROCESSES = 4
#: Seconds past a move's think time after which a search that has not answered is
#: stopped, its worker with it.
GRACE = 1.0
#: Times a search whose worker was lost is run again on a new worker.
RETRIES = 2
#: Games whose last worker is remembered (least recently searched forgotten first).
MAX_HOMES = 4096
#: Seconds between two "every worker busy" warnings (the count of moves in between said).
BUSY_WARNING_EVERY = 10.0


def search_time(budget: float) -> float:
    """The time a search is given of a move's think time `budget`: the rest is the margin
    for sending the position and the answer (a fifth of it, at most half a second)."""
    return budget - min(0.2 * budget, 0.5)


@functools.lru_cache(maxsize=1024)
def is_search_bot(spec: str) -> bool:
    return parse_bot_spec(spec).name in SEARCH_BOTS


def last_resort(legal: list[Action], seed: int) -> Action:
    """A legal move when every bot failed: drawn with the seat's seed, an offer to trade only
    when nothing else is legal (a failing bot should not pester the table)."""
    plain = [a for a in legal if a[0] != "offer_trade"] or legal
    return plain[random.Random(seed ^ len(legal)).randrange(len(plain))]


class BotPool:
    def __init__(self, processes: int = DEFAULT_SEARCH_PROCESSES) -> None:
        self._threads = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="ck-bots")
        self._cache = BotCache()
        self.max_processes = processes
        self._workers: list[SearchWorker] = []  # started or starting
        self._home: OrderedDict[str, SearchWorker] = OrderedDict()  # game -> last worker
        self._busy_skipped = 0  # moves played by the stand-in since the last warning
        self._busy_warned = -BUSY_WARNING_EVERY
        self._loop: asyncio.AbstractEventLoop | None = None

    def worker_pids(self) -> list[int]:
        """The process ids of the search workers (for tests and operators)."""
        return [w.pid for w in self._workers if w.pid is not None and not w.stopped]

    def searching(self) -> int:
        """How many workers are running a search now."""
        return sum(1 for w in self._workers if w.busy)

    def forget(self, game_id: str) -> None:
        """A game left memory (evicted): its bots go too. The thread's are dropped on the
        bots' own thread, where that cache is used; a search worker's are made again by
        the next search of the game (it is no longer any worker's home), and until then
        they age out of the worker's bounded cache. A game that comes back gets new bots
        with the same seeds, as after a restart."""
        self._home.pop(game_id, None)
        # Closing (RuntimeError): the thread and its cache are going anyway.
        with contextlib.suppress(RuntimeError):
            self._threads.submit(self._cache.forget_game, game_id)

    async def cached_games(self) -> set[str]:
        """The games whose bots the thread's cache holds (for tests and operators)."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._threads, self._cache.games)

    async def choose(
        self,
        game_id: str,
        seat: int,
        spec: str,
        seed: int,
        view: dict[str, Any],
        legal: list[Action],
        budget: float,
    ) -> Action:
        """The bot's choice among `legal`, within about `budget` seconds (else the
        stand-in's, said in the log)."""
        if len(legal) == 1:
            return legal[0]
        loop = asyncio.get_running_loop()
        if is_search_bot(spec):
            answer = await self._search((game_id, seat, spec), seed, view, legal, budget)
            if answer is not None:
                return chosen(legal, answer)
        else:
            future = loop.run_in_executor(
                self._threads, self._cache.choose, (game_id, seat, spec), seed, view, legal
            )
            try:
                return chosen(legal, await asyncio.wait_for(future, budget))
            except TimeoutError:
                log.warning(
                    "game %s: bot %s in seat %d took over %g s: the %s bot plays the move",
                    game_id, spec, seat, budget, STAND_IN,
                )  # fmt: skip
            except Exception:
                # A bot's own fault (a bug, a position it cannot read) costs its move only:
                # retrying would meet the same fault and freeze the game.
                log.exception(
                    "game %s: bot %s in seat %d failed: the %s bot plays the move",
                    game_id, spec, seat, STAND_IN,
                )  # fmt: skip
        fallback = (game_id, seat, STAND_IN)
        try:
            answer = await loop.run_in_executor(
                self._threads, self._cache.choose, fallback, seed, view, legal
            )
        except Exception:
            log.exception(
                "game %s: the %s bot failed in seat %d too: a random legal move is played",
                game_id, STAND_IN, seat,
            )  # fmt: skip
            return last_resort(legal, seed)
        return chosen(legal, answer)

    async def _search(
        self,
        key: tuple[str, int, str],
        seed: int,
        view: dict[str, Any],
        legal: list[Action],
        budget: float,
    ) -> Choice | None:
        """The search's choice, or None when the stand-in is to play (said in the log)."""
        game_id, seat, spec = key
        self._loop = asyncio.get_running_loop()
        for _ in range(1 + RETRIES):
            worker = await self._acquire(game_id)
            if worker is None:
                self._warn_busy(game_id, seat)
                return None
            fresh = self._home.get(game_id) is not worker
            self._home[game_id] = worker
            self._home.move_to_end(game_id)
            if len(self._home) > MAX_HOMES:
                self._home.popitem(last=False)
            job = worker.submit(key, seed, view, legal, search_time(budget), fresh)
            answer = asyncio.wrap_future(job)
            try:
                await asyncio.wait({answer}, timeout=budget + GRACE)
            except asyncio.CancelledError:
                # The decision was rescheduled (a human came back): the search ends by
                # itself within its time, and its worker is free again then.
                answer.cancel()
                job.add_done_callback(functools.partial(self._release_soon, worker))
                # A search that never ends (its process stuck) must not keep its worker.
                loop = asyncio.get_running_loop()
                loop.call_later(budget + GRACE, self._stop_if_running, worker, job)
                raise
            if not answer.done():
                answer.cancel()
                self._discard(worker)
                log.warning(
                    "game %s: bot %s in seat %d did not answer %g s after its think time of "
                    "%g s: its search process was stopped, and the %s bot plays the move",
                    game_id, spec, seat, GRACE, budget, STAND_IN,
                )  # fmt: skip
                return None
            error = answer.exception()
            if error is None:
                self._release(worker)
                return answer.result()
            if lost(error):
                self._discard(worker)
                log.warning(
                    "game %s: the search process of bot %s in seat %d ended before it "
                    "answered: the move is searched again in a new process",
                    game_id, spec, seat,
                )  # fmt: skip
                continue
            self._release(worker)
            log.error(
                "game %s: bot %s in seat %d failed; the %s bot plays the move",
                game_id, spec, seat, STAND_IN, exc_info=error,
            )  # fmt: skip
            return None
        log.warning(
            "game %s: %d search processes in a row were lost for seat %d: the %s bot "
            "plays the move", game_id, 1 + RETRIES, seat, STAND_IN,
        )  # fmt: skip
        return None

    async def _acquire(self, game_id: str) -> SearchWorker | None:
        """A worker for `game_id`'s search, marked busy: the one that ran its last search if
        free, else any free one, else a new one if there is room; None when all are busy."""
        home = self._home.get(game_id)
        if home is not None and not home.busy and not home.stopped:
            home.busy = True
            return home
        for worker in self._workers:
            if not worker.busy and not worker.stopped:
                worker.busy = True
                return worker
        if len(self._workers) >= self.max_processes:
            return None
        worker = SearchWorker()
        worker.busy = True
        self._workers.append(worker)
        try:
            await worker.start()
        except WorkerLost as error:
            self._discard(worker)
            log.error("%s", error)
            return None
        except asyncio.CancelledError:
            self._discard(worker)
            raise
        return worker

    def _release(self, worker: SearchWorker) -> None:
        worker.busy = False

    def _release_soon(self, worker: SearchWorker, _job: object) -> None:
        """From the worker's thread: free `worker` on the loop (its search ended)."""
        if self._loop is not None:
            with contextlib.suppress(RuntimeError):  # the loop is closed: nothing to free
                self._loop.call_soon_threadsafe(self._release, worker)

    def _stop_if_running(
        self, worker: SearchWorker, job: concurrent.futures.Future[Choice]
    ) -> None:
        if not job.done() and not worker.stopped:
            log.warning("a search abandoned by its game did not end in its time: its process "
                        "was stopped")  # fmt: skip
            self._discard(worker)

    def _discard(self, worker: SearchWorker) -> None:
        """Stop `worker` and forget it: the next search that needs one starts a new one."""
        worker.stop()
        with contextlib.suppress(ValueError):
            self._workers.remove(worker)
        for game_id in [g for g, w in self._home.items() if w is worker]:
            del self._home[game_id]

    def _warn_busy(self, game_id: str, seat: int) -> None:
        self._busy_skipped += 1
        now = time.monotonic()
        if now - self._busy_warned >= BUSY_WARNING_EVERY:
            log.warning(
                "game %s: all %d search processes are busy with other games: the %s bot "
                "plays seat %d's move (%d such moves since the last warning; "
                "serve --bot-processes raises the limit)",
                game_id, self.max_processes, STAND_IN, seat, self._busy_skipped,
            )  # fmt: skip
            self._busy_warned, self._busy_skipped = now, 0

    def close(self) -> None:
        self._threads.shutdown(wait=False, cancel_futures=True)
        for worker in list(self._workers):
            worker.stop(wait=True)
            self._discard(worker)
