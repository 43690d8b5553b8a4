"""The rooms API's bodies (docs/protocol.md, "Rooms"): msgspec types, refused when a field
is unknown or of the wrong type, as the lobby's are."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from .protocol import GameSettings, Karma


class RoomSettings(GameSettings):
    """What the game will be: the fields of ``POST /api/games`` but its seats."""

    #: The room's own setting, not the game's: the karma (percent of the last 20 games
    #: finished, karma.py) a player needs to take a seat; None: anyone.
    min_karma: Annotated[int, msgspec.Meta(ge=0, le=100)] | None = None
    #: The room's own setting too: "drawn", the seats' order (the turn order, and with it
    #: the colours) drawn at random when the game starts, as colonist does (RULES.md §3.1);
    #: "seated", each player plays the colour they picked, colour c the game's seat c.
    turn_order: Literal["drawn", "seated"] = "drawn"


#: RoomSettings' fields that are the room's, not the game's (POST /api/games has none).
ROOM_ONLY = ("min_karma", "turn_order")


def game_settings(settings: dict[str, Any]) -> dict[str, Any]:
    """A room's settings as the fields of ``POST /api/games``."""
    return {k: v for k, v in settings.items() if k not in ROOM_ONLY}


class CreateRoom(msgspec.Struct, forbid_unknown_fields=True):
    """``POST /api/rooms``: 3 to 6 ``seats`` ("open", "invited" or a bot spec; the host
    takes the first that is not a bot) and the game's ``settings``."""

    seats: list[str]
    settings: RoomSettings = msgspec.field(default_factory=RoomSettings)


class _Action(msgspec.Struct, tag_field="type", forbid_unknown_fields=True):
    pass


class Take(_Action, tag="take"):
    """Take the empty seat ``seat``; an invited seat needs its ``invite``."""

    seat: int
    invite: str | None = None


class Leave(_Action, tag="leave"):
    """Leave your seat (the host role passes to another seated player)."""


class Colour(_Action, tag="colour"):
    """Play the colour ``colour``, if no other player holds it (a bot's or an empty
    seat's colour is swapped). Colour c is the game's seat c: it is the seat order, kept
    when the room's ``turn_order`` is "seated" (with "drawn", the start draws them again)."""

    colour: int


class Ready(_Action, tag="ready"):
    ready: bool


class Kick(_Action, tag="kick"):
    """Host: send the player of ``seat`` away (they may not come back to this room)."""

    seat: int


class SeatKind(_Action, tag="seat_kind"):
    """Host: make the empty seat ``seat`` "open", "invited" (a new invitation link) or a
    bot (a spec); a bot seat may be made open or invited the same way."""

    seat: int
    kind: str


class FillBots(_Action, tag="fill_bots"):
    """Host: a bot of level ``bot`` in every empty seat."""

    bot: str = "heuristic"


class Settings(_Action, tag="settings"):
    """Host, before the start: the game's new settings (every player's Ready is undone:
    they agreed to the old ones)."""

    settings: RoomSettings


class Host(_Action, tag="host"):
    """Host: hand the host role to the player of ``seat``."""

    seat: int


class Start(_Action, tag="start"):
    """Host: start the game (every seat must be taken, by a player or a bot)."""


RoomAction = Take | Leave | Colour | Ready | Kick | SeatKind | FillBots | Settings | Host | Start


class RoomChat(msgspec.Struct, forbid_unknown_fields=True):
    text: str


class RoomSeat(msgspec.Struct):
    """A room's seat as everyone sees it: its ``kind``, the ``bot`` spec of a bot seat,
    the ``name`` of the player in it (None: empty or a bot), their ``colour``, whether
    they pressed ``ready``, whether it is ``yours`` and whether they are the ``host``;
    ``invite``: the invitation link of an invited seat, shown to the host alone;
    ``karma``: the seated player's completion record (None: empty or a bot);
    ``bot_account``: the outside bot (docs/bot-api.md) that took this seat, if one did
    (``name`` is then its name too)."""

    seat: int
    kind: Literal["open", "invited", "bot"]
    bot: str | None
    name: str | None
    colour: int
    ready: bool
    yours: bool
    host: bool
    invite: str | None = None
    karma: Karma | None = None
    bot_account: str | None = None


class RoomLine(msgspec.Struct):
    """A line of the room's chat: before the start its speaker's ``name``; from the start
    it is the game's chat, where ``seat`` says who spoke (None: a spectator)."""

    name: str | None
    seat: int | None
    text: str
    time: float


class RoomView(msgspec.Struct):
    """``GET /api/rooms/{id}``. ``stamp`` changes whenever anything shown does: pass it as
    ``?since=`` to wait for the next change. ``status``: "open" (gathering), "playing",
    "finished" or "closed" (everyone left before the start). ``game`` once started;
    ``rematch``: the room "Play again" opened, once someone did."""

    room: str
    stamp: str
    status: Literal["open", "playing", "finished", "closed"]
    settings: RoomSettings
    seats: list[RoomSeat]
    you_host: bool
    game: str | None
    rematch: str | None
    chat: list[RoomLine]
    url: str


class RoomSummary(msgspec.Struct):
    """A room in ``GET /api/rooms``: gathering, with ``open_seats`` anyone may take."""

    room: str
    name: str
    expansion: str
    players: int
    open_seats: int
    host: str
    status: Literal["open", "playing", "finished", "closed"]
    game: str | None
    #: What the game will be (points, map, timer, hidden bank...), for the lobby's list to
    #: say before anyone enters: as the room's own view shows them to whoever does.
    settings: RoomSettings


class SeatLinkOfRoom(msgspec.Struct):
    """``POST /api/rooms/{id}/link``: your seat in the room's game, as a seat-token link."""

    game: str
    seat: int
    link: str
    token: str


ACTION_DECODER = msgspec.json.Decoder(RoomAction)
