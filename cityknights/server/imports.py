"""``POST /api/records``: a full game record (docs/records.md) stored as a finished game,
so that the replay viewer, its analysis and "Play on from here" open it like any game
played here (the replay viewer sends a record file dropped on it).

The record must be full and finished and must replay: it is validated and replayed off the
event loop before anything is stored. The game is not listed in the lobby.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections.abc import Iterator
from typing import Any

from starlette.requests import Request

from cityknights.bots import BotSpecError, parse_bot_spec
from cityknights.records.format import RecordError
from cityknights.records.replay import replay
from cityknights.records.validate import decode_record, validate
from cityknights.records.verify import VerifyError, verify

from . import protocol as p
from .bodies import read_body
from .game_room import ROOM_FIELDS, RoomError, room_config, room_settings
from .hub import BadRequest, Hub
from .json_keys import twice_given
from .names import MAX_GAME_NAME, BadName, check_game_name
from .rule_bounds import config_bounds_error
from .storage import GameRecord, MoveRecord, SeatRecord

#: The largest record accepted: a long Cities & Knights game's record is about 2 MB.
MAX_RECORD_BYTES = 16 * 1024 * 1024
#: The latest time a record may give (the last second of the year 9999), and the most
#: characters of a time refused that are quoted back.
MAX_SECONDS = 253402300799
MAX_QUOTED = 24


#: Records read and checked at once. A record's check is CPU in a thread of the server's
#: process (some 0.2 s a MiB, seconds for a long record), which shares the interpreter's
#: lock with the event loop: four 10 MB records at once held lobby answers up to 2.5 s.
#: One at a time, another is refused (503 busy) before its body is read.
IMPORTS_AT_ONCE = 1
#: Seconds a refused sender is told to wait.
BUSY_RETRY_AFTER = 5
_importing = 0


@contextlib.contextmanager
def import_slot() -> Iterator[None]:
    """Hold one of the IMPORTS_AT_ONCE slots while a record is read and checked; a 503
    `busy` when none is free. (Taken and given back on the event loop alone: no lock.)"""
    global _importing
    if _importing >= IMPORTS_AT_ONCE:
        error = BadRequest("busy", 503, detail="another record is being checked; send this one "
                                               f"again in {BUSY_RETRY_AFTER} seconds")  # fmt: skip
        error.headers["Retry-After"] = str(BUSY_RETRY_AFTER)
        raise error
    _importing += 1
    try:
        yield
    finally:
        _importing -= 1


async def read_record_body(request: Request) -> bytes:
    """The body of ``POST /api/records``: read as every lobby body is, with a record's
    own limit."""
    too_big = BadRequest("bad_record", 413, detail=f"a record is at most {MAX_RECORD_BYTES} bytes")
    return await read_body(request, MAX_RECORD_BYTES, too_big)


def _room_settings(room: dict[str, Any] | None) -> p.GameSettings:
    """The record's room settings, checked as ``POST /api/games`` checks the same
    settings: a game played on from the record runs with them. A record made outside a
    server has none: the lobby's defaults. RecordError names a fault."""
    room = room or {}
    unknown = next((key for key in room if key not in ROOM_FIELDS), None)
    if unknown is not None:
        raise RecordError(f"room: unknown field {unknown[:40]!r}; a room holds "
                          f"{', '.join(ROOM_FIELDS)}")  # fmt: skip
    try:
        return room_settings(room)
    except RoomError as error:
        raise RecordError(f"room: {error}") from None


def _check_seconds(where: str, value: float | None) -> None:
    """RecordError unless `value` is None or Unix seconds a store can hold: a whole
    number past 64 bits (2**63, which the record's shape takes for a float) fails in
    SQLite's INTEGER, and no game was played before 1970 or after the year 9999."""
    if value is not None and not 0 <= value <= MAX_SECONDS:
        raise RecordError(f"{where}: Unix seconds from 0 to {MAX_SECONDS}, or null; "
                          f"got {str(value)[:MAX_QUOTED]}")  # fmt: skip


def _checked(raw: bytes) -> tuple[dict[str, Any], p.GameSettings]:
    """In a thread: the record read, validated and replayed, and its room's settings;
    RecordError otherwise."""
    if b"\\u0000" in raw:  # PostgreSQL's text refuses NUL; no record needs one
        raise RecordError("the record holds a NUL character")
    record = decode_record(raw)
    twice = twice_given(raw)  # as every body is checked (bodies.read_body), here off the loop
    if twice is not None:
        raise RecordError(f"{twice}: given more than once")
    view = validate(record)
    for player in record["players"]:
        if player["bot"] is not None:
            try:
                parse_bot_spec(player["bot"])
            except BotSpecError as error:
                raise RecordError(f"players[{player['seat']}]: {error}") from None
    try:  # the lobby's length, as a record's longer name was always cut to it
        check_game_name(_game_name(record))
    except BadName as error:
        raise RecordError(f"game: name: {error}") from None
    # The ranges POST /api/games gives them: a game played on from the record takes its
    # config, and the engine alone bounds neither.
    bounds = config_bounds_error(record["config"], "config")
    if bounds is not None:
        raise RecordError(bounds)
    _check_seconds("game.created", record["game"]["created"])
    for i, move in enumerate(record["moves"]):
        _check_seconds(f"moves[{i}].time", move["time"])
    if not view.full:
        raise RecordError(f"a {view} record hides moves and does not replay: open the full record")
    if record["result"]["status"] != "finished":
        raise RecordError("the record's game is not finished")
    settings = _room_settings(record["room"])
    if record["fairness"] is None:
        replay(record)
    else:
        # Served again from here, its commitment would vouch for dice nobody checked:
        # the revealed seed must give the commitment, the board and every chance outcome
        # (`cityknights verify`; it replays the record as it goes).
        try:
            verify(record)
        except VerifyError as error:  # a move that does not replay is named as it is
            raise RecordError(f"fairness: {error}") from None
    return record, settings


def _game_name(record: dict[str, Any]) -> str:
    name: str = record["game"]["name"]
    return name[:MAX_GAME_NAME]


async def import_record(hub: Hub, raw: bytes) -> dict[str, Any]:
    try:
        record, settings = await asyncio.to_thread(_checked, raw)
    except RecordError as error:
        raise BadRequest("bad_record", 400, detail=str(error)) from None
    fairness = record["fairness"]
    players = record["players"]
    seats = [pl["bot"] if pl["kind"] == "bot" else "human" for pl in players]
    room = room_config(settings, seats, settings.pace)
    config: dict[str, Any] = {
        "game": record["config"],
        "room": room,
        # The revealed seed (a finished game's record holds it), else one nobody uses:
        # the game is over, nothing is drawn any more.
        "seed": fairness["seed"] if fairness else secrets.randbits(63),
        "imported": record["game"],
    }
    if fairness:
        config["fairness"] = {k: fairness[k] for k in ("scheme", "salt", "commitment")}
    result = record["result"]
    game = GameRecord(
        id=secrets.token_urlsafe(8),
        config=config,
        created=record["game"]["created"] or time.time(),
        version=0,
        status="finished",  # never a live game, even for a moment (no resume, no bots)
        winner=None,
        public=False,
        name=_game_name(record),
        seats=tuple(SeatRecord(pl["seat"], pl["kind"], pl["bot"], None, True) for pl in players),
    )
    moves = [
        MoveRecord(m["version"], m["seat"], m["action"], m["time"] or game.created)
        for m in record["moves"]
    ]
    await hub.run_db(hub.storage.create_game, game)
    await hub.run_db(
        hub.storage.append_moves, game.id, moves, finished=True, winner=result["winner"]
    )
    return {"game": game.id, "url": f"{hub.base_url}/?replay={game.id}"}
