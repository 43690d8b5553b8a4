"""A game's whole past for a client that joins without it: every step from version 1,
each with its events filtered for the reader exactly as the live updates were.

The table keeps only its last steps in memory (reconnects); a page opened late, on
another device, by a spectator or after a reload needs all of them. They are replayed
from storage once per table and kept with it (a game's past never changes; later steps
are added from the table's recent ones): the moves read on the storage thread, the
engine's replay run in a worker thread (CPU, not I/O: on the storage thread it would
hold up every game's commits), and sent in pages so that no frame grows with the game.
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


def _stored(storage: Storage, record: GameRecord, upto: int) -> tuple[Any, list[MoveRecord]]:
    """The starting position (a game set up at a position has it as the snapshot at
    version 0) and the moves up to version `upto`."""
    start = storage.latest_snapshot(record.id, at_most=0)
    moves = [m for m in storage.moves(record.id, 0) if m.version <= upto] if upto else []
    return (None if start is None else start[1]), moves


def _replay(config: dict[str, Any], start: Any, moves: list[MoveRecord]) -> list[StepRecord]:
    game = Game.from_config(config)
    state = game.new_initial_state() if start is None else State.from_json(game, start)
    return [StepRecord(m.version, m.actor, state.apply(Action.from_json(m.action))) for m in moves]


def chat_lines(times: list[float], chat: list[ChatRecord]) -> list[p.ChatLine]:
    """The chat, each line placed after the moves stored before it (its version: how
    many there were when it was said; `times`: when each version was stored). A line
    said while the history is read may also come live: the client knows it again by
    its seat, time and text."""
    return [
        p.ChatLine(
            seat=c.seat, text=c.text, time=c.time, version=bisect.bisect_right(times, c.time)
        )
        for c in chat
    ]


async def past(table: Table, upto: int) -> tuple[list[StepRecord], list[p.ChatLine]]:
    """Every step of `table`'s game from version 1 to `upto`, with its full events, and
    the chat said by then.

    The steps are kept with the table (a game's past never changes): replaying a long
    game for every socket that asked (2,000 versions: some 40 ms of CPU in a thread,
    which holds the GIL the event loop needs) let a few sockets sending `resync` slow
    every other game's answers tenfold. Sockets asking at once wait for one replay."""
    async with table.past_lock:
        if len(table.past_steps) < upto:
            await _extend_past(table, upto)
        steps, times = table.past_steps[:upto], table.past_times[:upto]
    chat = await table.chat_log()  # kept with the table: not a read per socket
    return steps, chat_lines(times, chat)


async def _extend_past(table: Table, upto: int) -> None:
    """Bring `table.past_steps` up to version `upto`: the steps since those kept from the
    table's recent ones when they reach back that far, else the game replayed from its
    start (in a worker thread: CPU, not I/O, it would hold up every game's commits on
    the storage thread)."""
    services = table.services
    kept = len(table.past_steps)
    recent = {s.version: s for s in table.recent}
    if kept or 1 in recent:  # the steps since may all be in memory: read their times
        moves = await services.run_db(services.storage.moves, table.id, kept)
        moves = [m for m in moves if m.version <= upto]
        if all(m.version in recent for m in moves):
            table.past_steps.extend(recent[m.version] for m in moves)
            table.past_times.extend(m.time for m in moves)
            return
    start, moves = await services.run_db(_stored, services.storage, table.record, upto)
    async with services.replay_slot:
        steps = await asyncio.to_thread(_replay, table.record.config["game"], start, moves)
    table.past_steps[:] = steps
    table.past_times[:] = [m.time for m in moves]


def history_pages(
    steps: list[StepRecord],
    chat: list[p.ChatLine],
    seat: int | None,
    version: int,
    pages: range | None = None,
) -> list[p.History]:
    """`steps` as `seat` may see them (the live updates' own filter), in pages, oldest
    first; the last page says it is the last and holds the chat (public to every reader).
    `pages`: only those pages (by their index), else all of them."""
    bounds = [(i, i + HISTORY_PAGE) for i in range(0, len(steps), HISTORY_PAGE)] or [(0, 0)]
    last = len(bounds) - 1
    upto = steps[-1].version if steps else 0
    return [
        p.History(
            version=version,
            upto=upto,
            steps=Table.steps_for(steps[a:b], seat),
            done=i == last,
            chat=chat if i == last else [],
        )
        for i, (a, b) in enumerate(bounds)
        if pages is None or i in pages
    ]


def history_frames(
    table: Table, steps: list[StepRecord], chat: list[p.ChatLine], seat: int | None
) -> list[bytes]:
    """The history pages of `steps` for `seat`, encoded. A finished game's pages but the
    last (which holds the chat, said after the end too) are encoded once per reader's
    seat and kept with its table: every fresh picture of a long finished game filtered
    and encoded the same 250 KB again, most of what a new socket cost the event loop.
    A spectator's pages (all of them, the game live or over) are kept too, for the next
    spectators while the game and its chat stay as they are: a burst of spectators
    arriving at once filtered and encoded the whole past once each."""
    if seat is None:
        key = (table.version, len(steps), len(chat), chat[-1] if chat else None)
        kept_all = table.audience_history
        if kept_all is not None and kept_all[0] == key:
            return kept_all[1]
        frames = _history_frames(table, steps, chat, seat)
        table.audience_history = (key, frames)
        return frames
    return _history_frames(table, steps, chat, seat)


def _history_frames(
    table: Table, steps: list[StepRecord], chat: list[p.ChatLine], seat: int | None
) -> list[bytes]:
    if not table.finished:
        return [p.encode(page) for page in history_pages(steps, chat, seat, table.version)]
    last = max(0, (len(steps) - 1) // HISTORY_PAGE)
    kept = table.past_frames.get(seat)
    if kept is None or len(kept) != last:
        kept = [p.encode(page) for page in history_pages(steps, [], seat, table.version,
                                                         range(last))]  # fmt: skip
        table.past_frames[seat] = kept
    final = history_pages(steps, chat, seat, table.version, range(last, last + 1))
    return [*kept, p.encode(final[0])]
