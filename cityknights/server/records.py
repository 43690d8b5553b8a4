"""``GET /api/games/{id}/record?view=...``: a game's open record (docs/records.md).

``public`` is what a spectator saw, for any game; ``seat:N`` what seat N saw, given to
that seat's token while the game runs (to anyone once it is over); ``full`` only once the
game is over. The record is built from the stored log by replaying it, which takes a
fraction of a second of CPU: it runs in threads of its own, never on the event loop nor on
the storage thread, and a finished game's full record (which never changes) is kept for
the next request.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections import OrderedDict
from typing import Any

from cityknights.records.build import LoggedMove, full_record
from cityknights.records.format import RecordError, parse_view
from cityknights.records.redact import redact

from .hub import BadRequest, Hub, seat_of_token
from .storage import GameRecord, MoveRecord

#: Records built at once; more requests wait (each is a CPU-bound replay).
BUILDERS = 2
#: Finished games' full records kept in memory.
CACHED = 32

_builders = concurrent.futures.ThreadPoolExecutor(BUILDERS, thread_name_prefix="ck-records")
_cache: OrderedDict[str, dict[str, Any]] = OrderedDict()
_cache_lock = threading.Lock()


def bearer_token(header: str) -> str | None:
    scheme, _, token = header.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


async def export_record(hub: Hub, game_id: str, view_text: str, token: str | None) -> Any:
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
    with _cache_lock:
        cached = _cache.get(game_id) if finished else None
    if cached is None:
        moves = await hub.run_db(hub.storage.moves, game_id)
        loop = asyncio.get_running_loop()
        cached = await loop.run_in_executor(_builders, _build, record, moves)
        if finished:
            with _cache_lock:
                _cache[game_id] = cached
                while len(_cache) > CACHED:
                    _cache.popitem(last=False)
    return await asyncio.get_running_loop().run_in_executor(_builders, redact, cached, view)


def _build(record: GameRecord, moves: list[MoveRecord]) -> dict[str, Any]:
    config = record.config
    room = {k: v for k, v in config["room"].items() if k != "seats"}
    fairness = config.get("fairness")
    built, _ = full_record(
        game={"id": record.id, "name": record.name, "created": record.created,
              "source": "server"},
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
