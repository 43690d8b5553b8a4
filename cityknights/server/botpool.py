"""Bots off the event loop: cheap bots in a thread, search bots in a process pool.

A bot gets a seat's view and the legal actions and returns the index of its choice. Each
(game, seat, spec) keeps one bot object where it runs (a thread's dict, or a worker
process's), so bots that remember things between moves keep them. A move that takes longer
than the game's think budget is replaced by the heuristic bot's choice, made at once.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from cityknights.bots import Bot, BotSpec, make_bot, parse_bot_spec
from cityknights.engine.actions import Action

#: Bots whose moves take a search: they run in the process pool.
SEARCH_BOTS = frozenset({"mcts"})
#: The bot that plays a human's seat while the human is away, and the fallback on timeout.
STAND_IN = "heuristic"
#: Bot objects kept per place they run (least recently used dropped first).
MAX_BOTS = 4096

_Key = tuple[str, int, str]

#: Bots that propose trades to the other seats (bots/trading.py) when asked to: at a table
#: they do, people included, unless their spec says `offers=false`.
TRADING_BOTS = frozenset({"heuristic", "mcts"})


def at_table(spec: str) -> BotSpec:
    """The bot spec as it plays at a table: trading bots propose trades."""
    parsed = parse_bot_spec(spec)
    if parsed.name not in TRADING_BOTS or "offers" in parsed.options:
        return parsed
    return BotSpec(parsed.name, {**parsed.options, "offers": True})


class _BotCache:
    def __init__(self) -> None:
        self._bots: OrderedDict[_Key, Bot] = OrderedDict()

    def bot(self, key: _Key, seed: int) -> Bot:
        bot = self._bots.get(key)
        if bot is None:
            bot = self._bots[key] = make_bot(at_table(key[2]), seed)
            if len(self._bots) > MAX_BOTS:
                self._bots.popitem(last=False)
        else:
            self._bots.move_to_end(key)
        return bot

    def choose(self, key: _Key, seed: int, view: dict[str, Any], legal: Sequence[Action]) -> int:
        choice = self.bot(key, seed).choose(view, legal)
        return legal.index(choice)


_WORKER_CACHE = _BotCache()


def _choose_in_worker(
    key: _Key, seed: int, view: dict[str, Any], legal: list[tuple[Any, ...]]
) -> int:
    # Actions travel as plain tuples: Action's constructor takes (kind, *args), which
    # pickle's tuple protocol would not call correctly.
    return _WORKER_CACHE.choose(key, seed, view, [Action(*t) for t in legal])


class BotPool:
    def __init__(self, processes: int = 1) -> None:
        self._threads = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="ck-bots")
        self._processes_wanted = processes
        self._processes: concurrent.futures.ProcessPoolExecutor | None = None
        self._cache = _BotCache()

    def _process_pool(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._processes is None:  # started on the first search bot's move
            self._processes = concurrent.futures.ProcessPoolExecutor(
                self._processes_wanted, mp_context=multiprocessing.get_context("spawn")
            )
        return self._processes

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
        """The bot's choice among `legal`, within `budget` seconds (else the stand-in's)."""
        if len(legal) == 1:
            return legal[0]
        loop = asyncio.get_running_loop()
        key = (game_id, seat, spec)
        future: asyncio.Future[int]
        if parse_bot_spec(spec).name in SEARCH_BOTS:
            plain = [tuple(a) for a in legal]
            future = loop.run_in_executor(
                self._process_pool(), _choose_in_worker, key, seed, view, plain
            )
        else:
            future = loop.run_in_executor(self._threads, self._cache.choose, key, seed, view, legal)
        try:
            return legal[await asyncio.wait_for(future, budget)]
        except TimeoutError:
            if parse_bot_spec(spec).name in SEARCH_BOTS:
                self._stop_processes()  # the search would hold its worker: end it
            fallback = (game_id, seat, STAND_IN)
            index = await loop.run_in_executor(
                self._threads, self._cache.choose, fallback, seed, view, legal
            )
            return legal[index]

    def _stop_processes(self) -> None:
        """End the worker processes now, searches and all; the next search starts new ones."""
        pool, self._processes = self._processes, None
        if pool is None:
            return
        # The executor has no public way to stop a running task: terminate its workers.
        workers = list(getattr(pool, "_processes", {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for worker in workers:
            worker.terminate()

    def close(self) -> None:
        self._threads.shutdown(wait=False, cancel_futures=True)
        self._stop_processes()
