"""The analysis board's server side (docs/analysis.md): a finished game's analysis, made
in the background by a worker process (never on the event loop), stored once done, its
progress shown while it runs; and the analysis of one position of a finished game.

Never for a live game: a seat playing it, or a spectator passing it on, would be helped.
The game's analysis runs in chunks of decisions (cityknights.records.analysis), one after
the other, and the progress is the chunks done. A person waits for a position; a game's
analysis is background work: one game's chunk is in the worker at a time (the games being
analysed take turns), and none starts while a position waits, so a position asked for
meanwhile waits for one chunk at most, however many games are being analysed.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import multiprocessing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from cityknights.bots.analysis import AnalysisError, analyze
from cityknights.bots.search_options import SEARCH_OPTIONS
from cityknights.engine import Action, State
from cityknights.records import analysis as game_analysis
from cityknights.records.replay import initial_state

from .hub import BadRequest, Hub
from .records import export_record

log = logging.getLogger("cityknights.server")

T = TypeVar("T")

#: Worker processes for analyses (each one a core while it works).
PROCESSES = 1
#: Iterations of a position's analysis unless asked, and the most that may be asked.
POSITION_ITERATIONS = 400
MAX_POSITION_ITERATIONS = min(4000, SEARCH_OPTIONS["iterations"][2])
#: Games analysed or waiting at once, and positions: past these a request is refused
#: (503 busy) rather than queued without end behind the others.
MAX_GAMES_AT_ONCE = 4
MAX_POSITIONS_AT_ONCE = 4
#: The most decisions a game's analysis judges: about 4 times the longest full game of
#: four bots measured (1,395 moves, about 1,100 of them decisions, docs/analysis.md),
#: some 6 CPU minutes at the default budget. A longer game (a turn limit of thousands, a
#: record imported with one) is refused rather than tying up the worker for an hour.
MAX_JUDGED = 4000


@dataclass
class Progress:
    done: int
    total: int


def _position_job(record: dict[str, Any], version: int, iterations: int) -> dict[str, Any]:
    """In a worker: the analysis of the position at ``version`` (its seat to act's view)."""
    state = initial_state(record)
    for move in record["moves"][:version]:
        state.apply(Action.from_json(move["action"]))
    try:
        result = analyze(state, iterations=iterations, seed=version).to_json()
    except AnalysisError as error:
        return {"error": str(error)}
    return {"version": version, "to_act": state.current_player(), **result}


class Analyses:
    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.iterations = game_analysis.DEFAULT_ITERATIONS
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        self._running: dict[str, Progress] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._positions = 0  # position analyses running or waiting
        # The turn of the games' chunks (one in the worker at a time), and whether no
        # position is waiting (a chunk starts only then): see the module's docstring.
        self._chunk_turn = asyncio.Lock()
        self._no_position = asyncio.Event()
        self._no_position.set()

    def _workers(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._pool is None:  # started by the first analysis
            self._pool = concurrent.futures.ProcessPoolExecutor(
                PROCESSES, mp_context=multiprocessing.get_context("spawn")
            )
        return self._pool

    async def _finished_record(self, game_id: str) -> dict[str, Any]:
        record = await self.hub.record(game_id)
        if record.status != "finished":
            raise BadRequest("game_running", 409, game=game_id,
                             detail="a game is analysed once it is finished")  # fmt: skip
        full: dict[str, Any] = await export_record(self.hub, game_id, "full", None)
        return full

    async def game(self, game_id: str) -> dict[str, Any]:
        """The game's analysis if done; else its progress (started by the first ask)."""
        stored = await self.hub.run_db(self.hub.storage.load_analysis, game_id)
        if stored is not None:
            return {"status": "done", **stored}
        progress = self._running.get(game_id)
        if progress is None:
            if len(self._running) >= MAX_GAMES_AT_ONCE:
                raise BadRequest(
                    "busy", 503, detail="other games are being analysed; ask again soon"
                )
            record = await self._finished_record(game_id)
            if game_id in self._running:  # another request started it meanwhile
                progress = self._running[game_id]
                return {"status": "running", "done": progress.done, "total": progress.total}
            plan = game_analysis.chunks(record)
            judged = sum(len(indices) for indices in plan)
            if judged > MAX_JUDGED:
                raise BadRequest(
                    "too_long", 409, game=game_id,
                    detail=f"a game with more than {MAX_JUDGED} decisions to judge is not "
                           f"analysed; this one has {judged}",
                )  # fmt: skip
            progress = self._running[game_id] = Progress(0, len(plan) + 1)
            task = asyncio.create_task(self._analyse(game_id, record, plan, progress))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        return {"status": "running", "done": progress.done, "total": progress.total}

    async def _analyse(
        self, game_id: str, record: dict[str, Any], plan: list[list[int]], progress: Progress
    ) -> None:
        try:
            judged: list[dict[str, Any]] = []
            cpu = 0.0
            # Each chunk goes on from the position the one before it ended at, and is
            # sent only its own moves: the game is replayed once in all.
            state: State | dict[str, Any] = record["config"]
            for indices, (first, end) in zip(plan, game_analysis.spans(record, plan), strict=True):
                found, seconds, state = await self._in_turn(
                    game_analysis.judge_from, state,
                    record["moves"][first:end], first, indices, self.iterations,
                )  # fmt: skip
                judged += found
                cpu += seconds
                progress.done += 1
            points = await self._in_turn(game_analysis.chart, record)
            result = game_analysis.summary(record, points, judged, self.iterations, cpu)
            await self.hub.run_db(self.hub.storage.save_analysis, game_id, result)
        except Exception:
            log.exception("game %s: its analysis failed", game_id)
        finally:
            self._running.pop(game_id, None)  # asked again, it starts again

    async def _in_turn(self, fn: Callable[..., T], *args: Any) -> T:
        """`fn(*args)` in the worker as a game's chunk: in its turn among the games' chunks,
        and once no position waits."""
        async with self._chunk_turn:
            await self._no_position.wait()
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._workers(), fn, *args)

    async def position(self, game_id: str, version: int, iterations: int) -> dict[str, Any]:
        record = await self._finished_record(game_id)
        last = len(record["moves"])
        if not 0 <= version < last:
            raise BadRequest("bad_version", 400,
                             detail=f"version: from 0 to {last - 1} (a position with a move to "
                                    f"make), got {version}")  # fmt: skip
        if not 1 <= iterations <= MAX_POSITION_ITERATIONS:
            raise BadRequest("bad_request", 400,
                             detail=f"iterations: 1 to {MAX_POSITION_ITERATIONS}")  # fmt: skip
        if self._positions >= MAX_POSITIONS_AT_ONCE:
            raise BadRequest(
                "busy", 503, detail="other positions are being analysed; ask again soon"
            )
        self._positions += 1
        self._no_position.clear()
        try:
            loop = asyncio.get_running_loop()
            result: dict[str, Any] = await loop.run_in_executor(
                self._workers(), _position_job, record, version, iterations
            )
        finally:
            self._positions -= 1
            if not self._positions:
                self._no_position.set()
        if "error" in result:
            raise BadRequest("not_analysable", 409, detail=result["error"])
        return result

    def close(self) -> None:
        """Stop at once: a chunk being judged is dropped (asked again, the analysis starts
        again), its worker ended rather than left running after the server."""
        for task in self._tasks:
            task.cancel()
        pool, self._pool = self._pool, None
        if pool is not None:
            # The executor has no public way to stop a running task: end its workers.
            workers = list((getattr(pool, "_processes", None) or {}).values())
            pool.shutdown(wait=False, cancel_futures=True)
            for worker in workers:
                worker.terminate()
            for worker in workers:
                worker.join(timeout=5)
