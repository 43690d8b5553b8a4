"""What a game's end leaves behind: each seat's result (place, VP by source, whether its
player had left), karma, and, for a ranked game, the ratings (ratings.py).

The tables tell this watcher (table.GameWatcher) when a bot takes over a seat whose
player is gone, when the player comes back, and when the game ends. Every process holding
the game sees its end; the store records it once (storage/results.py). A process that
stopped before recording finds the game again at its next start (`sweep`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from cityknights.engine import State

from .ratings import final_seats, rate
from .storage import StorageUnavailable
from .table import Table, build_state

if TYPE_CHECKING:
    from .hub import Hub

log = logging.getLogger("cityknights.server")


class Outcomes:
    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self._tasks: set[asyncio.Task[None]] = set()

    def _later(self, work: Coroutine[Any, Any, None], what: str) -> None:
        async def run() -> None:
            try:
                await work
            except StorageUnavailable as error:
                log.warning("%s: %s", what, error)
            except Exception:
                log.exception("%s failed", what)

        task = asyncio.create_task(run())
        self._tasks.add(task)  # held until done: the loop keeps weak references
        task.add_done_callback(self._tasks.discard)

    async def settled(self) -> None:
        """Wait for the writes under way (tests, and a clean stop)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    # ----------------------------------------------------------------- GameWatcher
    def seat_left(self, game_id: str, seat: int) -> None:
        storage = self.hub.storage
        self._later(
            self.hub.run_db(storage.seat_left, game_id, seat, time.time()),
            f"game {game_id}: recording seat {seat}'s departure",
        )

    def seat_back(self, game_id: str, seat: int) -> None:
        self._later(
            self.hub.run_db(self.hub.storage.seat_back, game_id, seat),
            f"game {game_id}: recording seat {seat}'s return",
        )

    def finished(self, table: Table) -> None:
        if self.hub.on_game_end is not None:  # its room offers "Play again" at once
            self._later(self.hub.on_game_end(table.id), f"game {table.id}: telling its room")
        if not _worth_recording(table):
            return
        self._later(
            self.record(table.id, table.record.config["game"]["expansion"], table.state),
            f"game {table.id}: recording its results",
        )

    async def record(self, game_id: str, expansion: str, state: State) -> None:
        final = final_seats(state)
        await self.hub.run_db(
            self.hub.storage.record_result, game_id, expansion, final, time.time(), rate
        )

    async def sweep(self) -> None:
        """Record the games that ended while no process was left to record them."""
        for game_id in await self.hub.run_db(self.hub.storage.unrecorded_games):
            record = await self.hub.run_db(self.hub.storage.load_game, game_id)
            if record is None:
                continue
            state, _, _ = await self.hub.run_db(build_state, self.hub.storage, record)
            if state.is_terminal():
                await self.record(game_id, record.config["game"]["expansion"], state)


def _worth_recording(table: Table) -> bool:
    """A game whose results anyone will look at: ranked, or a signed-in player sat in it."""
    room = table.record.config.get("room", {})
    return bool(room.get("ranked")) or any(s.record.player_id for s in table.seats)
