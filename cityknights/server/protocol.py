"""The websocket protocol and the lobby API bodies: msgspec types, one place.

docs/protocol.md describes every message with examples (checked by tests/server/test_protocol_doc.py).
Client messages are a tagged union on ``type``; unknown fields, wrong types and unknown
types are refused. Every server message carries the game's ``version``: the number of
actions applied so far, chance outcomes included.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

#: The protocol version a client names in its hello; bumped on an incompatible change.
PROTOCOL_VERSION = 1
#: A client frame longer than this (in UTF-8 bytes) is refused with ``too_large``.
MAX_FRAME_BYTES = 64 * 1024
#: Chat messages are plain text of at most this many characters.
MAX_CHAT_CHARS = 200


class _ClientMessage(msgspec.Struct, tag_field="type", forbid_unknown_fields=True):
    pass


class Hello(_ClientMessage, tag="hello"):
    """The first message on a socket: a seat token, or none to watch as a spectator.

    ``last_version``: the last version this client saw (a reconnect), to get only the
    steps it missed; None for a fresh start.
    """

    protocol: int
    token: str | None = None
    last_version: int | None = None


class Act(_ClientMessage, tag="act"):
    """Play ``action`` (the engine's action JSON) at the position ``version``."""

    version: int
    action: dict[str, Any]


class Chat(_ClientMessage, tag="chat"):
    text: str


class Resync(_ClientMessage, tag="resync"):
    """Ask for the steps after ``last_version`` (or a fresh view when too far behind)."""

    last_version: int


ClientMessage = Hello | Act | Chat | Resync


class SeatInfo(msgspec.Struct):
    """A seat as everyone sees it. ``kind``: "human" or "bot"; ``bot``: the bot's spec;
    ``connected``: a human's socket is open; ``bot_playing``: a bot plays the seat now
    (a bot seat, or a human seat taken over after its grace period or turn timer)."""

    seat: int
    kind: Literal["human", "bot"]
    bot: str | None
    connected: bool
    bot_playing: bool


class Step(msgspec.Struct):
    """One applied action: its version, who played it (a seat, or -1 for chance) and the
    events it caused, as the receiving seat may see them (``Event.for_seat``)."""

    version: int
    actor: int
    events: list[dict[str, Any]]


class Why(msgspec.Struct):
    """An engine refusal: a code of docs/refusals.md and its parameters."""

    code: str
    params: dict[str, Any]


class Build(msgspec.Struct):
    """One item of the build bar: a build or buy (``kind``, ``track`` for an improvement),
    its ``cost`` {card: count}, whether it is ``legal`` now, and when the seat is to act
    but may not, ``why`` not (an engine refusal, or ``no_place``)."""

    item: str
    kind: str
    track: str | None
    cost: dict[str, int]
    legal: bool
    why: Why | None


class _ServerMessage(msgspec.Struct, tag_field="type"):
    pass


class Welcome(_ServerMessage, tag="welcome"):
    """Sent once after a valid hello. ``seat`` is None for a spectator."""

    version: int
    protocol: int
    game: str
    seat: int | None
    players: int
    expansion: str


class StateMessage(_ServerMessage, tag="state"):
    """A whole picture: the view, the legal actions (when this seat must act, else []),
    the seats, and ``steps`` this client missed since its ``last_version`` (empty on a
    fresh start, or when it was too far behind: ``caught_up`` is then False).
    ``to_act``: the seat to act, -1 chance, -4 the game is over. ``deadline``: seconds
    left on the turn timer for the seat to act, or None. ``progress``: for each progress
    card in this seat's own hand (C&K), None when a play of it is legal now, else why
    not; {} for a spectator. ``builds``: the build bar (see Build); [] for a spectator."""

    version: int
    view: dict[str, Any]
    legal_actions: list[dict[str, Any]]
    seats: list[SeatInfo]
    to_act: int
    steps: list[Step]
    caught_up: bool
    finished: bool
    winner: int | None
    deadline: float | None
    progress: dict[str, Why | None]
    builds: list[Build] = []


class Update(_ServerMessage, tag="update"):
    """New versions: the steps since the previous message, then the new view and legal
    actions (as in ``state``). The update that contains a client's own move is its
    acknowledgement."""

    version: int
    steps: list[Step]
    view: dict[str, Any]
    legal_actions: list[dict[str, Any]]
    to_act: int
    finished: bool
    winner: int | None
    deadline: float | None
    progress: dict[str, Why | None]
    builds: list[Build] = []


class Seats(_ServerMessage, tag="seats"):
    """A seat connected, disconnected, or a bot took it over or handed it back."""

    version: int
    seats: list[SeatInfo]


class ChatMessage(_ServerMessage, tag="chat"):
    """A chat line: ``seat`` None for a spectator; ``time`` in Unix seconds."""

    version: int
    seat: int | None
    text: str
    time: float


class Error(_ServerMessage, tag="error"):
    """A refusal: a stable ``code`` and its parameters (the client words it). Nothing
    changed on the server."""

    version: int
    code: str
    params: dict[str, Any]


ServerMessage = Welcome | StateMessage | Update | Seats | ChatMessage | Error


# Error codes (docs/protocol.md lists their params).
E_MALFORMED = "malformed"  # {"detail"}: not JSON, wrong type, unknown field or type
E_TOO_LARGE = "too_large"  # {"limit", "size"}
E_BINARY = "binary_frame"  # {}: frames are JSON text
E_RATE_LIMITED = "rate_limited"  # {"retry_ms"}
E_HELLO_FIRST = "hello_first"  # {}: a message before the hello
E_ALREADY_HELLO = "already_joined"  # {}: a second hello on the same socket
E_PROTOCOL = "unsupported_protocol"  # {"supported"}
E_BAD_TOKEN = "bad_token"  # {}: no seat of this game has that token
E_SPECTATOR = "spectator"  # {}: spectators may not act
E_NOT_YOUR_TURN = "not_your_turn"  # {"to_act"}
E_STALE = "stale_version"  # {"current", "sent"}
E_ILLEGAL = "illegal_action"  # {"code", "params", "reason", "action"}: the engine's refusal
E_BAD_ACTION = "bad_action"  # {"reason"}: not a well-formed action JSON
E_GAME_OVER = "game_over"  # {"winner"}
E_CHAT_EMPTY = "chat_empty"  # {}
E_CHAT_TOO_LONG = "chat_too_long"  # {"limit", "length"}
E_UNAVAILABLE = "unavailable"  # {}: the move could not be stored; nothing changed
E_CLOSING = "closing"  # {"reason"}: sent before the server closes this socket

ERROR_CODES = (
    E_MALFORMED,
    E_TOO_LARGE,
    E_BINARY,
    E_RATE_LIMITED,
    E_HELLO_FIRST,
    E_ALREADY_HELLO,
    E_PROTOCOL,
    E_BAD_TOKEN,
    E_SPECTATOR,
    E_NOT_YOUR_TURN,
    E_STALE,
    E_ILLEGAL,
    E_BAD_ACTION,
    E_GAME_OVER,
    E_CHAT_EMPTY,
    E_CHAT_TOO_LONG,
    E_UNAVAILABLE,
    E_CLOSING,
)


# ----------------------------------------------------------------- lobby API bodies
class CreateGame(msgspec.Struct, forbid_unknown_fields=True):
    """``POST /api/games``. ``seats``: 3 or 4 entries, each "human" or a bot spec.
    ``turn_timer``: seconds a human has per decision before a bot plays it (None: no
    timer). ``max_turns``: the game stops after that many turns, without a winner unless
    one is reached first (None: no cap). ``grace_period``: seconds a disconnected human's pending decision waits before
    a bot plays it. ``bot_think``: seconds a search bot may think per move."""

    seats: list[str]
    expansion: Literal["base", "ck"] = "ck"
    ruleset: Literal["colonist", "official"] = "colonist"
    vp_to_win: int | None = None
    max_turns: int | None = None
    discard_limit: int | None = None
    friendly_robber: bool | None = None
    flags: dict[str, Any] = {}
    turn_timer: float | None = None
    grace_period: float = 30.0
    bot_think: float = 2.0
    public: bool = True
    name: str = ""


class SeatLink(msgspec.Struct):
    seat: int
    kind: Literal["human", "bot"]
    bot: str | None
    link: str | None
    token: str | None


class Created(msgspec.Struct):
    game: str
    url: str
    seats: list[SeatLink]


class JoinedSeat(msgspec.Struct):
    """``POST /api/games/{id}/join``: the first free human seat of a public game."""

    game: str
    seat: int
    link: str
    token: str


class GameSummary(msgspec.Struct):
    game: str
    name: str
    expansion: str
    players: int
    seats: list[SeatInfo]
    open_seats: int
    version: int
    status: Literal["waiting", "live", "finished"]
    winner: int | None
    public: bool
    created: float


class Lobby(msgspec.Struct):
    """``GET /api/games``: public games waiting for players, live ones, finished ones."""

    waiting: list[GameSummary]
    live: list[GameSummary]
    finished: list[GameSummary]


class ApiError(msgspec.Struct):
    code: str
    params: dict[str, Any]


CLIENT_DECODER = msgspec.json.Decoder(ClientMessage)
ENCODER = msgspec.json.Encoder()


def encode(message: ServerMessage | msgspec.Struct) -> bytes:
    return ENCODER.encode(message)
