"""One search process: a worker of its own, which the server can stop alone.

A search bot's move runs in a process so that it holds neither the event loop nor the
GIL. Each worker is a process of its own (a one-worker ProcessPoolExecutor), never shared
by two searches at once, so stopping one (a search that does not answer in time) ends
that search only, and a worker lost for any reason (stopped, killed, out of memory) fails
only the search it was running, which the pool then retries on a new worker.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import multiprocessing
import os
import signal
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from cityknights.bots import Bot, BotSpec, make_bot, parse_bot_spec
from cityknights.engine.actions import Action

#: Bot objects kept per place they run (least recently used dropped first).
MAX_BOTS = 4096
#: Seconds a new worker has to start (import the engine and the bots) and say so.
START_TIMEOUT = 60.0

BotKey = tuple[str, int, str]  # (game, seat, spec)
_KILL = getattr(signal, "SIGKILL", signal.SIGTERM)  # Windows has no SIGKILL


#: Bots that propose trades to the other seats (bots/trading.py) when asked to: at a table
#: they do, people included, unless their spec says `offers=false`.
TRADING_BOTS = frozenset({"heuristic", "mcts"})


def at_table(spec: str) -> BotSpec:
    """The bot spec as it plays at a table: trading bots propose trades."""
    parsed = parse_bot_spec(spec)
    if parsed.name not in TRADING_BOTS or "offers" in parsed.options:
        return parsed
    return BotSpec(parsed.name, {**parsed.options, "offers": True})


class BotCache:
    """The bot objects of one place (a thread, or a worker process): one per (game, seat,
    spec), so that bots which remember things between moves (a search's plan) keep them."""

    def __init__(self) -> None:
        self._bots: OrderedDict[BotKey, Bot] = OrderedDict()

    def bot(self, key: BotKey, seed: int) -> Bot:
        bot = self._bots.get(key)
        if bot is None:
            bot = self._bots[key] = make_bot(at_table(key[2]), seed)
            if len(self._bots) > MAX_BOTS:
                self._bots.popitem(last=False)
        else:
            self._bots.move_to_end(key)
        return bot

    def forget_game(self, game_id: str) -> None:
        for key in [k for k in self._bots if k[0] == game_id]:
            del self._bots[key]

    def games(self) -> set[str]:
        """The games some of whose bots are here."""
        return {key[0] for key in self._bots}

    def choose(
        self, key: BotKey, seed: int, view: dict[str, Any], legal: Sequence[Action]
    ) -> Choice:
        return choice_of(legal, self.bot(key, seed).choose(view, legal))


#: A bot's answer across a thread or process: the index of its choice in the legal list,
#: or, for a counter-offer (bundles are too many to list), the action as a plain tuple.
Choice = int | tuple[Any, ...]


def choice_of(legal: Sequence[Action], choice: Action) -> Choice:
    """`choice` as a `Choice`: a counter-offer travels whole, anything else must be one
    of `legal` (ValueError if not: a bot's bug, not a move to play)."""
    if choice[0] == "counter_trade" and choice not in legal:
        return tuple(choice)
    return legal.index(choice)


def chosen(legal: Sequence[Action], answer: Choice) -> Action:
    """The action a `Choice` names (the engine still checks a counter-offer's terms)."""
    if isinstance(answer, int):
        return legal[answer]
    return Action(*answer)


_CACHE = BotCache()


def _start_worker() -> None:
    # Ctrl-C reaches the whole process group: the server stops its workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _ready() -> int:
    import cityknights.bots.mcts  # noqa: F401 (loaded now, not in the first search's time)

    return os.getpid()


def _search(
    key: BotKey,
    seed: int,
    view: dict[str, Any],
    legal: list[tuple[Any, ...]],
    time_limit: float,
    fresh: bool,
) -> Choice:
    """In the worker: the bot's choice, its search stopped after `time_limit` seconds.
    `fresh`: the game's bots here are out of date (its last moves were searched in another
    worker): they are made again."""
    if fresh:
        _CACHE.forget_game(key[0])
    bot = _CACHE.bot(key, seed)
    if hasattr(bot, "time_limit"):
        bot.time_limit = time_limit
    # Actions travel as plain tuples: Action's constructor takes (kind, *args), which
    # pickle's tuple protocol would not call correctly.
    actions = [Action(*t) for t in legal]
    return choice_of(actions, bot.choose(view, actions))


class WorkerLost(RuntimeError):
    """The worker process ended (killed, crashed) before it answered."""


class SearchWorker:
    """A worker process; `search` runs one search at a time in it."""

    def __init__(self) -> None:
        self._executor = concurrent.futures.ProcessPoolExecutor(
            1, mp_context=multiprocessing.get_context("spawn"), initializer=_start_worker
        )
        self.pid: int | None = None
        self.busy = False
        self.stopped = False

    async def start(self) -> None:
        """Start the process and wait until it is ready; raises WorkerLost if it is not."""
        try:
            # The first submit starts the process: a fork and an exec, tens of milliseconds
            # of waiting on a busy machine, kept off the event loop.
            future = await asyncio.to_thread(self._executor.submit, _ready)
            self.pid = await asyncio.wait_for(asyncio.wrap_future(future), START_TIMEOUT)
        except (concurrent.futures.process.BrokenProcessPool, TimeoutError, OSError) as error:
            self.stop()
            raise WorkerLost(f"a search process did not start: {error!r}") from None

    def submit(
        self,
        key: BotKey,
        seed: int,
        view: dict[str, Any],
        legal: Sequence[Action],
        time_limit: float,
        fresh: bool,
    ) -> concurrent.futures.Future[Choice]:
        """Start a search; the future raises WorkerLost if the process ends first."""
        plain = [tuple(a) for a in legal]
        try:
            return self._executor.submit(_search, key, seed, view, plain, time_limit, fresh)
        except (concurrent.futures.process.BrokenProcessPool, RuntimeError) as error:
            failed: concurrent.futures.Future[Choice] = concurrent.futures.Future()
            failed.set_exception(WorkerLost(str(error)))
            return failed

    def stop(self, wait: bool = False) -> None:
        """End the process now, whatever it is doing (SIGKILL: a search holds no lock or
        file that another process needs). `wait`: until the executor has cleaned up (at
        the server's stop: else its queues' semaphores are reported leaked at exit)."""
        if self.stopped:
            return
        self.stopped = True
        if self.pid is not None:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(self.pid, _KILL)
        self._executor.shutdown(wait=wait, cancel_futures=True)


def lost(error: BaseException) -> bool:
    """Whether `error`, raised by a search's future, means its worker process was lost."""
    return isinstance(error, WorkerLost | concurrent.futures.process.BrokenProcessPool)
