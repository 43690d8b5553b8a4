"""The open game record (docs/records.md): its version, its readers and its shape.

A record is one JSON object. Its shape is checked by msgspec against the structs below
(each fault named with its path, ``$.moves[12].seat``); what the shape cannot say (versions
in order, seats of the game, what a reader may hold) is checked by
:mod:`cityknights.records.validate`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

import msgspec

#: The ``format`` field of every record.
FORMAT = "cityknights-record"
#: The format's version: readers refuse a record of another version (docs/records.md
#: says what changes with a version).
FORMAT_VERSION = 1
#: The actor of a chance outcome (the engine's CHANCE).
CHANCE_SEAT = -1


class RecordError(ValueError):
    """A record that cannot be read, converted, replayed or verified; the message says
    what is wrong and where."""


@dataclass(frozen=True)
class View:
    """A record's reader: ``public`` (a spectator), ``seat:N`` (that seat) or ``full``."""

    name: str
    seat: int | None = None  # the seat of seat:N

    @property
    def full(self) -> bool:
        return self.name == "full"

    def __str__(self) -> str:
        return self.name

    def shows(self, audience: list[int]) -> bool:
        """Whether this reader saw a secret meant for ``audience``."""
        return self.full or (self.seat is not None and self.seat in audience)


PUBLIC = View("public")
FULL = View("full")
_SEAT = re.compile(r"seat:(0|[1-9][0-9]?)")


def parse_view(text: str) -> View:
    """``public``, ``full`` or ``seat:N``; RecordError naming the readers otherwise."""
    if text == "public":
        return PUBLIC
    if text == "full":
        return FULL
    match = _SEAT.fullmatch(text)
    if match is None:
        raise RecordError(f"view: 'public', 'full' or 'seat:N' (N a seat number), got {text!r}")
    return View(text, int(match.group(1)))


class _Strict(msgspec.Struct, forbid_unknown_fields=True):
    pass


class GameInfo(_Strict):
    id: str | None
    name: str
    created: float | None  # Unix seconds
    source: str  # "server", "dataset", ...
    code_version: str  # cityknights' version that played it


class Player(_Strict):
    seat: int
    kind: Literal["human", "bot"]
    bot: str | None  # a bot spec (docs: cityknights simulate --players)
    name: str | None
    rating: float | None  # at the start of the game


class Fairness(_Strict):
    scheme: str
    commitment: str
    seed: int | None = None  # revealed once the game is finished
    salt: str | None = None


class Move(_Strict):
    version: int
    seat: int  # -1: a chance outcome
    time: float | None
    action: dict[str, Any]  # the engine's action JSON; a hidden one keeps only its kind
    events: list[dict[str, Any]]
    hidden: bool = False


class Result(_Strict):
    status: Literal["live", "finished"]
    version: int
    turn: int
    winner: int | None
    reason: str | None  # "victory_points", "turn_limit"; None while live
    victory_points: list[int] | None  # every seat's, hidden cards included; None while live


class Record(_Strict):
    format: str
    format_version: int
    view: str
    game: GameInfo
    config: dict[str, Any]  # the engine's Game.config(): rules, flags, the board
    room: dict[str, Any] | None  # the server room's timers; None outside a server
    players: list[Player]
    fairness: Fairness | None  # None: a game without a commitment (made before them)
    moves: list[Move]
    result: Result
