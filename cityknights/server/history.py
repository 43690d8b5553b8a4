"""A game's whole past for a client that joins without it: every step from version 1,
each with its events filtered for the reader exactly as the live updates were.

The table keeps only its last steps in memory (reconnects); a page opened late, on
another device, by a spectator or after a reload needs all of them. They are replayed
from storage: the moves read on the storage thread, the engine's replay run in a worker
thread (CPU, not I/O: on the storage thread it would hold up every game's commits), and
sent in pages so that no frame grows with the game.
"""

from __future__ import annotations

import asyncio
from typing import Any

from cityknights.engine import Action, Game, State

from . import protocol as p
from .storage import GameRecord, MoveRecord, Storage
from .table import StepRecord, Table

#: Steps per `history` message: a long game's past comes in several frames of a few
#: hundred KiB at most.
HISTORY_PAGE = 300


def _stored_moves(storage: Storage, record: GameRecord, upto: int) -> tuple[Any, list[MoveRecord]]:
    """The starting position (a game set up at a position has it as the snapshot at
    version 0) and the moves up to version `upto`."""
    start = storage.latest_snapshot(record.id, at_most=0)
    return (None if start is None else start[1]), [
        m for m in storage.moves(record.id, 0) if m.version <= upto
    ]


def _replay(config: dict[str, Any], start: Any, moves: list[MoveRecord]) -> list[StepRecord]:
    game = Game.from_config(config)
    state = game.new_initial_state() if start is None else State.from_json(game, start)
    return [StepRecord(m.version, m.actor, state.apply(Action.from_json(m.action))) for m in moves]


async def past_steps(table: Table, upto: int) -> list[StepRecord]:
    """Every step of `table`'s game from version 1 to `upto`, with its full events."""
    services = table.services
    if upto == 0:
        return []
    # The steps still in memory need no replay when they reach back to version 1.
    if table.recent and table.recent[0].version == 1:
        return [s for s in table.recent if s.version <= upto]
    start, moves = await services.run_db(_stored_moves, services.storage, table.record, upto)
    return await asyncio.to_thread(_replay, table.record.config["game"], start, moves)


def history_pages(steps: list[StepRecord], seat: int | None, version: int) -> list[p.History]:
    """`steps` as `seat` may see them (the live updates' own filter), in pages, oldest
    first; the last page says it is the last."""
    pages = [steps[i : i + HISTORY_PAGE] for i in range(0, len(steps), HISTORY_PAGE)] or [[]]
    upto = steps[-1].version if steps else 0
    return [
        p.History(
            version=version,
            upto=upto,
            steps=Table.steps_for(page, seat),
            done=i == len(pages) - 1,
        )
        for i, page in enumerate(pages)
    ]
