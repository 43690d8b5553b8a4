"""A game's room settings: the part of its config["room"] that says how its table runs it
(the turn timer, the grace period, the bots' thinking time and pace, whether the bank's
cards are hidden).

``POST /api/games`` checks them as they come (Hub.checked_game). An imported record brings
its own (imports.py), and a stored game's are checked again each time it is loaded or
played on: a record imported before imports checked them may hold anything, and the table
would fail on it in the middle of play. One check serves all of them, so that no door lets
in what another refuses.
"""

from __future__ import annotations

from typing import Any

import msgspec

from . import protocol as p
from .storage import StorageError

#: The room settings of a game's config["room"] (it also holds the seats, checked with
#: the game's seats).
ROOM_FIELDS = ("turn_timer", "grace_period", "bot_think", "pace", "hide_bank")
#: The most seconds a turn timer or a grace period may run: a day.
MAX_WAIT = 86400
MAX_BOT_THINK = 60.0
#: The least thinking time a new game or room may ask for. A bot's move runs in a worker
#: thread and must answer within it, else the stand-in plays the move and a warning is
#: logged: at 5e-324 a random bot missed about one move in ten, purely on scheduling.
#: Timed in a plain loop on the shared 2-core machine at load 5-9 (3 four-player games
#: each, base and C&K), a heuristic move took 0.01 ms at the median, 1 ms at p99, 18-21
#: ms at p99.9 and 76-107 ms at most; a random one at most 28 ms. At 0.05 s fewer than
#: one move in a thousand falls to the stand-in even there, a search still gets 40 ms
#: (search_time), and no one at the table can tell it from "at once" (a bot that is done
#: sooner plays sooner: the think time is a limit, not a wait).
MIN_BOT_THINK = 0.05


class RoomError(ValueError):
    """A room setting no game may have; the message names it and what it may be."""


class DamagedGame(StorageError):
    """A stored game whose room settings no game may have: it is neither loaded nor played
    on (the message says which setting is wrong)."""

    def __init__(self, error: RoomError) -> None:
        super().__init__(f"its stored settings cannot be played (room: {error})")


def check_timers(settings: p.GameSettings) -> None:
    """Refuse (RoomError) the first of `settings`' times out of range."""
    if settings.turn_timer is not None and not 1 <= settings.turn_timer <= MAX_WAIT:
        raise RoomError(f"turn_timer: seconds from 1 to {MAX_WAIT}, or null")
    if not 0 <= settings.grace_period <= MAX_WAIT:
        raise RoomError(f"grace_period: seconds from 0 to {MAX_WAIT}")
    if not MIN_BOT_THINK <= settings.bot_think <= MAX_BOT_THINK:
        raise RoomError(f"bot_think: seconds from {MIN_BOT_THINK:g} to {MAX_BOT_THINK:g}")


def check_stored_timers(settings: p.GameSettings) -> p.GameSettings:
    """`settings` as stored (a game, a room, a record) may hold them: check_timers', but
    a `bot_think` above 0 and under the floor is raised to it, not refused. Games stored
    before the floor hold such values, and a stored game must never stop loading."""
    if 0 < settings.bot_think < MIN_BOT_THINK:
        settings = msgspec.structs.replace(settings, bot_think=MIN_BOT_THINK)
    check_timers(settings)
    return settings


def floored_think(bot_think: float) -> float:
    """A stored game's `bot_think` as its table plays it: at least the floor."""
    return max(MIN_BOT_THINK, bot_think)


def room_config(settings: p.GameSettings, seats: list[str], pace: str | None) -> dict[str, Any]:
    """A game's config["room"] as stored: its seats' kinds and its checked `settings`'
    room fields, with `pace` (left out when None: the table then plays at the pace of
    games stored without one)."""
    room: dict[str, Any] = {
        "seats": seats,
        "turn_timer": settings.turn_timer,
        "grace_period": settings.grace_period,
        "bot_think": settings.bot_think,
    }
    if pace is not None:
        room["pace"] = pace
    if settings.hide_bank:  # left out when False: as games stored before the setting
        room["hide_bank"] = True
    return room


def room_settings(room: Any) -> p.GameSettings:
    """The room settings in `room` (a game's config["room"], or an imported record's
    room), typed and checked as ``POST /api/games`` types and checks those fields (a
    `bot_think` under the floor raised to it: check_stored_timers); its other keys are
    not looked at. RoomError names the first that is wrong."""
    if not isinstance(room, dict):
        raise RoomError(f"an object, got {repr(room)[:40]}")
    given = {k: room[k] for k in ROOM_FIELDS if k in room}
    try:
        settings = msgspec.convert(given, p.GameSettings)
    except msgspec.ValidationError as error:
        raise RoomError(str(error)) from None
    return check_stored_timers(settings)


def checked_stored_room(config: dict[str, Any]) -> None:
    """Refuse (DamagedGame) a stored game's config whose room settings no game may have."""
    try:
        room_settings(config.get("room"))
    except RoomError as error:
        raise DamagedGame(error) from None
