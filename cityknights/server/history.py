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
import bisect
from typing import Any

from cityknights.engine import Action, Game, State

from . import protocol as p
from .storage import ChatRecord, GameRecord, MoveRecord, Storage
from .table import StepRecord, Table

#: Steps per `history` message: a long game's past comes in several frames of a few
#: hundred KiB at most.
HISTORY_PAGE = 300


def _stored(
    storage: Storage, record: GameRecord, upto: int
) -> tuple[Any, list[MoveRecord], list[ChatRecord]]:
    """The starting position (a game set up at a position has it as the snapshot at
    version 0), the moves up to version `upto`, and the chat."""
    start = storage.latest_snapshot(record.id, at_most=0)
    moves = [m for m in storage.moves(record.id, 0) if m.version <= upto] if upto else []
    return (None if start is None else start[1]), moves, storage.chat(record.id)


def _replay(config: dict[str, Any], start: Any, moves: list[MoveRecord]) -> list[StepRecord]:
    game = Game.from_config(config)
    state = game.new_initial_state() if start is None else State.from_json(game, start)
    return [StepRecord(m.version, m.actor, state.apply(Action.from_json(m.action))) for m in moves]


def chat_lines(moves: list[MoveRecord], chat: list[ChatRecord]) -> list[p.ChatLine]:
    """The chat, each line placed after the moves stored before it (its version: how
    many there were when it was said). A line said while the history is read may also
    come live: the client knows it again by its seat, time and text."""
    times = [m.time for m in moves]
    return [
        p.ChatLine(
            seat=c.seat, text=c.text, time=c.time, version=bisect.bisect_right(times, c.time)
        )
        for c in chat
    ]


async def past(table: Table, upto: int) -> tuple[list[StepRecord], list[p.ChatLine]]:
    """Every step of `table`'s game from version 1 to `upto`, with its full events, and
    the chat said by then."""
    services = table.services
    start, moves, chat = await services.run_db(_stored, services.storage, table.record, upto)
    lines = chat_lines(moves, chat)
    if upto == 0:
        return [], lines
    # The steps still in memory need no replay when they reach back to version 1.
    if table.recent and table.recent[0].version == 1:
        return [s for s in table.recent if s.version <= upto], lines
    steps = await asyncio.to_thread(_replay, table.record.config["game"], start, moves)
    return steps, lines


def history_pages(
    steps: list[StepRecord], chat: list[p.ChatLine], seat: int | None, version: int
) -> list[p.History]:
    """`steps` as `seat` may see them (the live updates' own filter), in pages, oldest
    first; the last page says it is the last and holds the chat (public to every reader)."""
    pages = [steps[i : i + HISTORY_PAGE] for i in range(0, len(steps), HISTORY_PAGE)] or [[]]
    upto = steps[-1].version if steps else 0
    return [
        p.History(
            version=version,
            upto=upto,
            steps=Table.steps_for(page, seat),
            done=i == len(pages) - 1,
            chat=chat if i == len(pages) - 1 else [],
        )
        for i, page in enumerate(pages)
    ]
