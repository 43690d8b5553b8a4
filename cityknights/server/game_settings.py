"""The settings a stored game was made with, in the shape ``POST /api/games`` takes them
(protocol.GameSettings): what a table's welcome and the lobby's rows say the game is,
as a room's settings say what its game will be.

The stored config keeps the board as its layout, not its name: a board equal to the
printed beginner layout is the "beginner" map (a shuffled island is that layout with a
chance of one in about 10^15). Its rule flags are the ones set away from their defaults
(the views carry every flag; a lobby row needs only what makes this game differ)."""

from __future__ import annotations

from typing import Any, Final

import msgspec

from ..engine.board import named_board
from ..engine.game import flags_json, rule_flags
from . import protocol as p
from .game_room import RoomError, room_settings
from .storage import GameRecord

BEGINNER_LAYOUT: Final = named_board("beginner").to_json()

# Set apart from anything a flag holds: a flag a default lacks is always shown.
_ABSENT: Final = object()


def changed_flags(flags: dict[str, Any], players: int) -> dict[str, Any]:
    """The flags of `flags` whose values are not the defaults of a game of `players`."""
    defaults = flags_json(rule_flags({}), players)
    return {name: value for name, value in flags.items()
            if defaults.get(name, _ABSENT) != value or type(defaults[name]) is not type(value)}  # fmt: skip


def settings_of(record: GameRecord) -> p.GameSettings | None:
    """The settings `record`'s game was made with, or None when its stored room cannot be
    read as settings (a damaged record: its table refuses it, its lobby row says less)."""
    # A lobby lists every game with this: one stored config of an unforeseen shape must
    # cost that row its settings, never the lobby its answer.
    try:
        game = record.config["game"]
        settings = room_settings(record.config.get("room"))
        return msgspec.structs.replace(
            settings,
            expansion=game["expansion"],
            ruleset=game.get("ruleset", "colonist"),
            vp_to_win=game.get("vp_to_win"),
            max_turns=game.get("max_turns"),
            board="beginner" if game.get("board") == BEGINNER_LAYOUT else "random",
            flags=changed_flags(dict(game.get("flags") or {}), game["players"]),
            public=record.public,
            name=record.name,
        )
    except (RoomError, KeyError, TypeError, ValueError, AttributeError):
        return None
