"""``GET /api/games/{id}/record?view=...``: a game's open record (docs/records.md).

``public`` is what a spectator saw, for any game; ``seat:N`` what seat N saw, given to
that seat's token while the game runs (to anyone once it is over); ``full`` only once the
game is over. The record is built from the stored log by replaying it, which takes a
fraction of a second of CPU: it runs in threads of its own, never on the event loop nor on
the storage thread, and a finished game's full record (which never changes) is kept for
the next request, with each reader's view of it, encoded.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from typing import Any

import msgspec

from cityknights.records.build import LoggedMove, full_record
from cityknights.records.format import RecordError, View, parse_view
from cityknights.records.redact import redact

from .bounded_cache import BoundedCache
from .hub import BadRequest, Hub, seat_of_token
from .storage import GameRecord, MoveRecord

#: Records built at once; more requests wait (each is a CPU-bound replay).
BUILDERS = 2
#: Finished games' full records kept in memory: at most this many, and at most
#: CACHED_MOVES moves in all (some 1.1 KB of memory a move: a long full game of 1,400
#: moves is about 1.5 MB; one of 60,000 moves, 68 MB).
CACHED = 32
CACHED_MOVES = 64_000
#: The records as each reader saw them, encoded: at most this many bytes in all.
CACHED_VIEW_BYTES = 64 * 1024 * 1024

_builders = concurrent.futures.ThreadPoolExecutor(BUILDERS, thread_name_prefix="ck-records")
_cache: BoundedCache[str, dict[str, Any]] = BoundedCache(
    CACHED, CACHED_MOVES, lambda record: len(record["moves"])
)
#: Finished games' records as each reader saw them, encoded (JSON), by game and view: a
#: record never changes once its game is over, and each request redacted and encoded
#: the same few hundred KB again (ten clients asking in a loop held every other
#: request up some 40 ms).
_views: BoundedCache[tuple[str, str], bytes] = BoundedCache(CACHED, CACHED_VIEW_BYTES, len)


def bearer_token(header: str) -> str | None:
    scheme, _, token = header.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


async def export_record(hub: Hub, game_id: str, view_text: str, token: str | None) -> Any:
    """The record of `game_id` as the reader `view_text` saw it."""
    view, record = await _readable(hub, game_id, view_text, token)
    full = await _full_record(hub, record)
    return await asyncio.get_running_loop().run_in_executor(_builders, redact, full, view)


async def record_body(hub: Hub, game_id: str, view_text: str, token: str | None) -> msgspec.Raw:
    """:func:`export_record`'s answer encoded, as ``GET .../record`` gives it; a finished
    game's kept by view (`_views`)."""
    view, record = await _readable(hub, game_id, view_text, token)
    finished = record.status == "finished"
    shown = _views.get((game_id, view.name)) if finished else None
    if shown is None:
        full = await _full_record(hub, record)
        shown = await asyncio.get_running_loop().run_in_executor(_builders, _shown, full, view)
        if finished:
            _views.put((game_id, view.name), shown)
    return msgspec.Raw(shown)


async def _readable(
    hub: Hub, game_id: str, view_text: str, token: str | None
) -> tuple[View, GameRecord]:
    """The reader `view_text` and the game, once it is checked that the reader may read
    its record (a BadRequest naming why not)."""
    try:
        view = parse_view(view_text)
    except RecordError as error:
        raise BadRequest("bad_view", 400, detail=str(error)) from None
    record = await hub.record(game_id)
    finished = record.status == "finished"
    if view.full and not finished:
        raise BadRequest("game_running", 409, game=game_id,
                         detail="the full record is given once the game is finished")  # fmt: skip
    if view.seat is not None:
        if view.seat >= len(record.seats):
            raise BadRequest(
                "bad_view", 400, detail=f"view: the game has seats 0 to {len(record.seats) - 1}"
            )
        if not finished and (token is None or seat_of_token(record.seats, token) != view.seat):
            raise BadRequest("not_your_seat", 403, game=game_id,
                             detail=f"seat {view.seat}'s record is given to its token "
                                    "(Authorization: Bearer) while the game runs")  # fmt: skip
    if await hub.run_db(hub.storage.latest_snapshot, game_id, 0) is not None:
        raise BadRequest("no_record", 409, game=game_id,
                         detail="a game set up at a position has no record (format 1 "
                                "starts from the board)")  # fmt: skip
    return view, record


async def _full_record(hub: Hub, record: GameRecord) -> dict[str, Any]:
    """The game's full record; a finished game's kept (`_cache`)."""
    finished = record.status == "finished"
    cached = _cache.get(record.id) if finished else None
    if cached is None:
        moves = await hub.run_db(hub.storage.moves, record.id)
        loop = asyncio.get_running_loop()
        cached = await loop.run_in_executor(_builders, _build, record, moves)
        if finished:
            _cache.put(record.id, cached)
    return cached


def _shown(record: dict[str, Any], view: View) -> bytes:
    """`record` as `view`'s reader saw it, encoded (in a builder thread, not the loop)."""
    return msgspec.json.encode(redact(record, view))


def _build(record: GameRecord, moves: list[MoveRecord]) -> dict[str, Any]:
    config = record.config
    room = {k: v for k, v in config["room"].items() if k != "seats"}
    fairness = config.get("fairness")
    built, _ = full_record(
        # An imported record's game was not played here (its moves were checked, and its
        # dice against its seed, when it came): it says so.
        game={"id": record.id, "name": record.name, "created": record.created,
              "source": "imported" if "imported" in config else "server"},
        config=config["game"],
        room=room,
        players=[
            # A person's seat, reserved by a link or open to a stranger, is "human"; its
            # `bot` column may name the outside bot account that took it, which is no
            # bot spec of the record format (an import would refuse it).
            {"seat": s.seat, "kind": "bot" if s.kind == "bot" else "human",
             "bot": s.bot if s.kind == "bot" else None,
             "name": None, "rating": None}
            for s in record.seats
        ],
        fairness=None
        if fairness is None
        else (config["seed"], fairness["salt"], fairness["commitment"]),
        moves=(LoggedMove(m.version, m.actor, m.action, m.time) for m in moves),
    )  # fmt: skip
    return built
