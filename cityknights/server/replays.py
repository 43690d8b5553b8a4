"""Replays of finished games: off the event loop, and cheap to step through.

A replay viewer asks for a game's spectator view at one version after another. Replaying
the game from its start for each (a 2,558-version game: 86 ms, on the event loop) made
stepping through it cost O(N^2) and held every other socket up. Here the work runs in a
process of its own (a thread would still hold the GIL the event loop needs): a finished
game is replayed there once into an index (the public steps of every version and a copy
of the position every `SNAPSHOT_EVERY` versions), and a view then costs a copy and at
most `SNAPSHOT_EVERY - 1` actions. The worker answers with the response's JSON already
encoded, so the event loop only passes bytes on. It keeps the indexes of the games last
asked for (a finished game never changes); a worker lost for any reason is replaced and
the request tried again.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import multiprocessing
import os
import signal
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import msgspec

from cityknights.engine import Action, Game, State

from .bounded_cache import BoundedCache
from .storage import MoveRecord
from .table import final_vp

#: A copy of the position is kept every this many versions.
SNAPSHOT_EVERY = 64
#: Indexes kept (least recently asked for dropped first): a C&K position is some 70 KB,
#: so a 2,500-version game's index is about 3 MB (40 positions, and its steps). At most
#: MAX_GAMES of them and MAX_VERSIONS versions in all: a game of 60,000 versions (a
#: high turn limit) has an index of some 44 MB.
MAX_GAMES = 8
MAX_VERSIONS = 8 * 2_500


@dataclass(frozen=True)
class ReplayIndex:
    actions: tuple[Action, ...]
    steps: tuple[dict[str, Any], ...]  # version i+1's public step at i
    snapshots: tuple[State, ...]  # the position at versions 0, SNAPSHOT_EVERY, ...

    def state_at(self, version: int) -> State:
        """The position after the first `version` actions."""
        base = version // SNAPSHOT_EVERY
        state = self.snapshots[base].clone()
        for action in self.actions[base * SNAPSHOT_EVERY : version]:
            state.apply(action)
        return state

    def view_at(self, version: int) -> dict[str, Any]:
        """The spectator's view after the first `version` actions."""
        view: dict[str, Any] = self.state_at(version).view(None)
        return view


def build_index(
    config: dict[str, Any], moves: Sequence[MoveRecord], start: dict[str, Any] | None = None
) -> ReplayIndex:
    """Replay the whole game once: from `start`, the position a game set up at one began
    at (a game played on from another's), else from the board."""
    game = Game.from_config(config)
    state = game.new_initial_state() if start is None else State.from_json(game, start)
    actions = []
    steps = []
    snapshots = [state.clone()]
    for m in moves:
        action = Action.from_json(m.action)
        events = state.apply(action)
        actions.append(action)
        steps.append(
            {"version": m.version, "actor": m.actor, "events": [e.for_seat(None) for e in events]}
        )
        if m.version % SNAPSHOT_EVERY == 0:
            snapshots.append(state.clone())
    return ReplayIndex(tuple(actions), tuple(steps), tuple(snapshots))


# ------------------------------------------------------------------ in the worker
_INDEXES: BoundedCache[str, ReplayIndex] = BoundedCache(
    MAX_GAMES, MAX_VERSIONS, lambda index: len(index.actions) + 1
)
_ENCODER = msgspec.json.Encoder()


def _start_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the server stops its worker itself


def _answer(game_id: str, version: int, with_steps: bool, index: ReplayIndex) -> bytes:
    state = index.state_at(version)
    # Every seat's full points once the game is over (its last version), as the live
    # game's state message gives them then (`final_vp`); None at every step before it.
    body: dict[str, Any] = {
        "game": game_id,
        "version": version,
        "view": state.view(None),
        "final_vp": final_vp(state),
    }
    if with_steps:
        body["steps"] = index.steps[:version]
    return _ENCODER.encode(body)


def _cached(game_id: str, version: int, with_steps: bool) -> tuple[int, bytes | None]:
    """(this process's id, the answer, or None if the game is not indexed here)."""
    index = _INDEXES.get(game_id)
    if index is None:
        return os.getpid(), None
    return os.getpid(), _answer(game_id, version, with_steps, index)


def _indexed(
    game_id: str,
    version: int,
    with_steps: bool,
    config: dict[str, Any],
    moves: list[MoveRecord],
    start: dict[str, Any] | None,
) -> tuple[int, bytes]:
    index = _INDEXES.get(game_id)
    if index is None:
        index = build_index(config, moves, start)
        _INDEXES.put(game_id, index)
    return os.getpid(), _answer(game_id, version, with_steps, index)


# ------------------------------------------------------------------ in the server
#: Reads a game's configuration, moves and starting position (None: the board's start).
Loader = Callable[[], Awaitable[tuple[dict[str, Any], list[MoveRecord], dict[str, Any] | None]]]


class Replays:
    """The server's side: the worker process, started on the first replay asked for."""

    def __init__(self) -> None:
        self._worker: concurrent.futures.ProcessPoolExecutor | None = None
        self.worker_pid: int | None = None  # the worker's process id, once it answered
        self._starting = asyncio.Lock()

    async def _pool(self) -> concurrent.futures.ProcessPoolExecutor:
        async with self._starting:
            if self._worker is None:
                worker = concurrent.futures.ProcessPoolExecutor(
                    1, mp_context=multiprocessing.get_context("spawn"), initializer=_start_worker
                )
                # The first submit starts the process: a fork and an exec, tens of
                # milliseconds of waiting on a busy machine, kept off the event loop.
                try:
                    started = await asyncio.to_thread(worker.submit, os.getpid)
                    self.worker_pid = await asyncio.wrap_future(started)
                except BaseException:
                    worker.shutdown(wait=False, cancel_futures=True)
                    raise
                self._worker = worker
        return self._worker

    async def replay(self, game_id: str, version: int, with_steps: bool, load: Loader) -> bytes:
        """The replay body of `game_id` at `version` (JSON): its spectator view and, with
        `with_steps`, the public steps up to it. `load` reads the game's configuration,
        moves and starting position from storage, when the worker has not indexed the game
        yet."""
        try:
            return await self._replay(game_id, version, with_steps, load)
        except concurrent.futures.process.BrokenProcessPool:
            self._drop_worker()  # lost (killed, out of memory): a new one, once more
            return await self._replay(game_id, version, with_steps, load)

    async def _replay(self, game_id: str, version: int, with_steps: bool, load: Loader) -> bytes:
        loop = asyncio.get_running_loop()
        pid, cached = await loop.run_in_executor(
            await self._pool(), _cached, game_id, version, with_steps
        )
        self.worker_pid = pid
        if cached is not None:
            return cached
        config, moves, start = await load()
        pid, answer = await loop.run_in_executor(
            await self._pool(), _indexed, game_id, version, with_steps, config, moves, start
        )
        self.worker_pid = pid
        return answer

    def _drop_worker(self) -> None:
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        worker, self._worker = self._worker, None
        if worker is None:
            return
        if self.worker_pid is not None:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(self.worker_pid, signal.SIGTERM)
        # Waited for: else its queues' semaphores are reported leaked at the server's exit.
        worker.shutdown(wait=True, cancel_futures=True)
