"""The websocket protocol and the lobby API bodies: msgspec types, one place.

docs/protocol.md describes every message with examples (checked by tests/server/test_protocol_doc.py).
Client messages are a tagged union on ``type``; unknown fields, wrong types and unknown
types are refused. Every server message carries the game's ``version``: the number of
actions applied so far, chance outcomes included.
"""

from __future__ import annotations

import json
from typing import Any, Literal

import msgspec

#: The protocol version a client names in its hello; bumped on an incompatible change.
PROTOCOL_VERSION = 1
#: A client frame longer than this (in UTF-8 bytes) is refused with ``too_large``. The
#: longest a client needs is a chat line of MAX_CHAT_CHARS characters, each written as a
#: JSON escape: under 2.5 KB. (At 64 KiB, a frame of 20,000 empty objects took 7 ms of
#: the event loop to read, twice, at a socket's full rate: a few sockets slowed every game.)
MAX_FRAME_BYTES = 16 * 1024
#: The most "{" and "[" a client frame holds (objects and arrays, or those characters in
#: a chat line's text): a move holds at most 4, a chat line at most MAX_CHAT_CHARS. Past
#: it the frame is refused as malformed before it is parsed (counted at C speed).
MAX_BRACKETS = 512
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
    """A seat as everyone sees it. ``kind``: "human" (a seat handed out as a link, reserved
    for its holder), "open" (a human seat open to the lobby: the first stranger to join
    takes it) or "bot"; ``bot``: the bot's spec;
    ``connected``: a human's socket is open; ``bot_playing``: a bot plays the seat now
    (a bot seat, or a human seat taken over after its grace period or turn timer);
    ``name``: the display name of the player who took it, when they were signed in (a
    guest or an account), else None: clients show the seat's colour alone.;
    ``bot_account``: the name of the outside bot (docs/bot-api.md) that took this seat
    (an open seat it joined, a room's seat, a ranked seat), else None; ``is_bot``: a bot plays this seat by right (a bot seat, or an open
    seat an outside bot joined), as opposed to standing in for an absent human."""

    seat: int
    kind: Literal["human", "open", "bot"]
    bot: str | None
    connected: bool
    bot_playing: bool
    name: str | None = None
    bot_account: str | None = None
    is_bot: bool = False


def seat_info(
    seat: int,
    kind: str,
    bot: str | None,
    connected: bool,
    bot_playing: bool,
    name: str | None = None,
) -> SeatInfo:
    """A seat's info from its stored kind and ``bot`` column, which holds a bot seat's
    spec or, for a human or open seat, the name of the bot account that took it."""
    account = bot if kind != "bot" else None
    return SeatInfo(
        seat=seat,
        kind=kind,  # type: ignore[arg-type]
        bot=bot if kind == "bot" else None,
        connected=connected,
        bot_playing=bot_playing,
        bot_account=account,
        is_bot=kind == "bot" or account is not None,
        name=name,
    )


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
    """Sent once after a valid hello. ``seat`` is None for a spectator. ``settings``: what
    the game was made with (GameSettings: its points to win, map, timer, rule flags set
    away from their defaults, hidden bank), as the table's "Game" box says them; None for
    a game whose stored settings cannot be read."""

    version: int
    protocol: int
    game: str
    seat: int | None
    players: int
    expansion: str
    settings: GameSettings | None = None


class StateMessage(_ServerMessage, tag="state"):
    """A whole picture: the view, the legal actions (when this seat must act, else []),
    the seats, and ``steps`` this client missed since its ``last_version`` (empty on a
    fresh start, or when it was too far behind: ``caught_up`` is then False).
    ``to_act``: the seat to act, -1 chance, -4 the game is over. ``deadline``: seconds
    left on the turn timer for the seat to act, or None. ``progress``: for each progress
    card in this seat's own hand (C&K), None when a play of it is legal now, else why
    not; {} for a spectator. ``builds``: the build bar (see Build); [] for a spectator.
    ``final_vp``: once the game is over, every seat's points, the hidden ones (victory
    point development cards) included, as colonist.io shows them at the end; None before
    (they are each seat's secret while the game is played)."""

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
    final_vp: list[int] | None = None


class Update(_ServerMessage, tag="update"):
    """New versions: the steps since the previous message, then the new view and legal
    actions (as in ``state``, ``final_vp`` too). The update that contains a client's own
    move is its acknowledgement."""

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
    final_vp: list[int] | None = None


class ChatLine(msgspec.Struct):
    """A chat line of the past: ``version``, how many actions had been played when it was
    said (it goes after that version's events)."""

    seat: int | None
    text: str
    time: float
    version: int


class History(_ServerMessage, tag="history"):
    """The game's past for a client that has not seen it: sent after every ``state`` whose
    ``caught_up`` is false, as pages of ``steps`` from version 1 up to ``upto`` (the
    state's version), oldest first, each step filtered for this reader as the live
    updates are. ``done``: the last page, which holds the ``chat`` said so far."""

    version: int
    upto: int
    steps: list[Step]
    done: bool
    chat: list[ChatLine] = []


class Seats(_ServerMessage, tag="seats"):
    """A seat connected, disconnected, or a bot took it over or handed it back."""

    version: int
    seats: list[SeatInfo]


class Watching(_ServerMessage, tag="watching"):
    """How many watch the game (its spectators' sockets, in every server process), and
    who of them: sent to a socket as it joins when some watch, then to everyone when the
    count or the names change, at most once a second (a crowd arriving at once makes one
    message). ``names``: the signed-in players watching, in alphabetical order, 20 at most
    (the others, and guests, are counted, not named)."""

    version: int
    spectators: int
    names: list[str] = []


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


ServerMessage = Welcome | StateMessage | Update | History | Seats | Watching | ChatMessage | Error


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
E_UNAVAILABLE = "unavailable"  # {"detail"}: the database is away; nothing changed
E_DAMAGED_GAME = "damaged_game"  # {"detail"}: a stored game's settings no game may have
E_CLOSING = "closing"  # {"reason"}: sent before the server closes this socket

# Lobby API codes of bot accounts (docs/bot-api.md).
E_BAD_BOT_TOKEN = "bad_bot_token"  # 401 {"detail"}: no bot account holds that token
E_TOO_MANY_JOINS = "too_many_joins"  # 429 {"retry_after"}: the bot's join limit

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
    E_DAMAGED_GAME,
    E_CLOSING,
)


# ----------------------------------------------------------------- lobby API bodies
class GameSettings(msgspec.Struct, forbid_unknown_fields=True):
    """What a game will be, but its seats: the fields of ``POST /api/games`` after
    ``seats``, which a room's settings (room_protocol.RoomSettings) share.
    ``turn_timer``: seconds a human has per decision before a bot plays it (None: no
    timer). ``max_turns``: the game stops after that many turns, without a winner unless
    one is reached first (None: no cap). ``grace_period``: seconds a disconnected human's
    pending decision waits before a bot plays it. ``bot_think``: seconds a search bot may
    think per move. ``pace``: how fast the bots play, a beat per visible action (None: the
    server's default, "normal" unless it was started with another). ``hide_bank``:
    colonist.io's "hide bank cards": while the game is played, every view sent (seats,
    spectators, outside bots) has ``"bank": null``, the bank's cards uncounted on the
    table; the decks' sizes still show, and the bank still refuses a trade it cannot pay.
    ``board``: the map, colonist.io's "map choice" (RULES.md §18): "random" (terrains,
    harbors and numbers shuffled, no red numbers side by side; ``flags.board_tokens``
    "spiral" lays the numbers in the official spiral instead) or "beginner" (the printed
    layout of the rulebook's first game, 3 or 4 players only, its numbers fixed)."""

    expansion: Literal["base", "ck"] = "ck"
    ruleset: Literal["colonist", "official"] = "colonist"
    vp_to_win: int | None = None
    max_turns: int | None = None
    discard_limit: int | None = None
    friendly_robber: bool | None = None
    hide_bank: bool = False
    board: Literal["random", "beginner"] = "random"
    flags: dict[str, Any] = {}
    turn_timer: float | None = None
    grace_period: float = 30.0
    bot_think: float = 2.0
    pace: Literal["instant", "fast", "normal", "slow"] | None = None
    public: bool = True
    name: str = ""


class CreateGame(GameSettings, kw_only=True):
    """``POST /api/games``: ``seats``, 3 to 6 entries (5-6: the 30-hex board and the
    Special Build Phase), each "human" (a seat reserved for the holder of its link),
    "open" (a human seat open to the lobby's join) or a bot spec; and the game's settings
    (GameSettings)."""

    seats: list[str]


class SeatLink(msgspec.Struct):
    """A seat of a new game; ``link`` and ``token`` only for a "human" seat (an "open"
    seat's token is made for whoever joins it)."""

    seat: int
    kind: Literal["human", "open", "bot"]
    bot: str | None
    link: str | None
    token: str | None


class Created(msgspec.Struct):
    game: str
    url: str
    seats: list[SeatLink]


class JoinedSeat(msgspec.Struct):
    """``POST /api/games/{id}/join``: the first open seat nobody took of a public game."""

    game: str
    seat: int
    link: str
    token: str


class Fairness(msgspec.Struct):
    """Dice anyone can verify (docs/fair-dice.md): ``commitment`` is the SHA-256 of the
    game's secret seed and a salt, published at creation; ``seed`` and ``salt`` are
    revealed once the game is finished (None before)."""

    scheme: str
    commitment: str
    seed: int | None
    salt: str | None


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
    fairness: Fairness | None = None  # None: a game made before commitments
    # Set up at another game's position ("Play on"): no record from the board, so no
    # analysis and no playing on from it (their routes answer 409 no_record).
    from_position: bool = False
    # What the game was made with (as Welcome.settings), said under its name.
    settings: GameSettings | None = None
    # How many watch it now (its table's audience; 0 for a game not loaded).
    spectators: int = 0


class Lobby(msgspec.Struct):
    """``GET /api/games``: public games waiting for players, live ones, finished ones."""

    waiting: list[GameSummary]
    live: list[GameSummary]
    finished: list[GameSummary]


class ApiError(msgspec.Struct):
    code: str
    params: dict[str, Any]


# ----------------------------------------------------------------- players
class NewGuest(msgspec.Struct, forbid_unknown_fields=True):
    """``POST /api/guest``: a guest with this display name."""

    name: str


class GuestToken(msgspec.Struct, forbid_unknown_fields=True):
    """``POST /api/guest/session``: a guest comes back by its secret token."""

    token: str


class Credentials(msgspec.Struct, forbid_unknown_fields=True):
    """``POST /api/accounts`` (register) and ``POST /api/session`` (log in)."""

    name: str
    password: str


class Upgrade(msgspec.Struct, forbid_unknown_fields=True):
    """``POST /api/me/account``: the signed-in guest becomes an account, under its own
    name or ``name``."""

    password: str
    name: str | None = None


class NewName(msgspec.Struct, forbid_unknown_fields=True):
    """``PUT /api/me/name``."""

    name: str


class PlayerInfo(msgspec.Struct):
    name: str
    kind: Literal["guest", "account"]
    created: float


class Me(msgspec.Struct):
    """Who the session's player is (``GET /api/me``: None when nobody is signed in)."""

    player: PlayerInfo | None


class GuestCreated(msgspec.Struct):
    """A new guest and its token, shown only here: the browser keeps it to come back."""

    player: PlayerInfo
    token: str


class PlayedGame(msgspec.Struct):
    game: str
    name: str
    seat: int
    status: Literal["live", "finished"]
    winner: int | None
    created: float
    link: str  # the game's page: watch it live, or its replay once over


class Karma(msgspec.Struct):
    """A player's completion record over its last 20 finished games (karma.py)."""

    finished: int
    left: int
    percent: int | None  # finished / (finished + left), None before any game


class RatingPoint(msgspec.Struct):
    game: str
    rating: float  # mu - 3 sigma after that game
    time: float


class LadderRating(msgspec.Struct):
    """A player's rating on one game's ladder: the conservative rating shown (mu - 3
    sigma) and openskill's mu and sigma (the uncertainty)."""

    expansion: Literal["ck", "base"]
    rating: float
    mu: float
    sigma: float
    games: int
    history: list[RatingPoint] = []


class GameResult(msgspec.Struct):
    """One of a player's finished games: its place (0 first), VP, and its replay."""

    game: str
    name: str
    expansion: Literal["ck", "base"]
    ranked: bool
    seat: int
    place: int
    vp: int
    won: bool
    left: bool
    finished: float
    replay: str


class SeatStat(msgspec.Struct):
    seat: int
    games: int
    wins: int


class Profile(msgspec.Struct):
    """``GET /api/players/{name}``: an account's public page (and ``GET
    /api/bots/{level}``: a bot level's, with ``bot`` naming its bot)."""

    name: str
    created: float
    games: list[PlayedGame]
    bot: str | None = None
    karma: Karma | None = None
    ratings: list[LadderRating] = []
    results: list[GameResult] = []
    seats: list[SeatStat] = []
    vp_sources: dict[str, float] = {}  # mean VP per finished game by source
    #: An outside bot account's page (``GET /api/bot-accounts/{name}``, docs/bot-api.md).
    bot_account: bool = False


class LeaderboardRow(msgspec.Struct):
    rank: int
    name: str
    bot: bool
    rating: float
    mu: float
    sigma: float
    games: int
    karma: Karma | None
    profile: str  # the player's page in the API
    #: An outside bot account (docs/bot-api.md; ``bot`` is true too), not a level of ours.
    bot_account: bool = False


class Leaderboard(msgspec.Struct):
    """``GET /api/leaderboard?expansion=ck``."""

    expansion: Literal["ck", "base"]
    players: list[LeaderboardRow]


class JoinQueue(msgspec.Struct, forbid_unknown_fields=True):
    """``POST /api/queue``: wait for a ranked table of this game."""

    expansion: Literal["ck", "base"] = "ck"


class QueueStatus(msgspec.Struct):
    """Where the signed-in player stands in the ranked queue. ``state``: "idle" (not in
    it), "waiting" (``waiting``: how many wait for that game, this player included;
    ``bots_in``: seconds until it may ask for bots, 0 once it may) or "matched" (its
    seat: ``game``, ``seat``, ``link``)."""

    state: Literal["idle", "waiting", "matched"]
    expansion: Literal["ck", "base"] | None = None
    waited: float | None = None
    waiting: int | None = None
    bots_in: float | None = None
    game: str | None = None
    seat: int | None = None
    link: str | None = None


CLIENT_DECODER = msgspec.json.Decoder(ClientMessage)
ENCODER = msgspec.json.Encoder()


def encode(message: ServerMessage | msgspec.Struct) -> bytes:
    return ENCODER.encode(message)


def decode_detail(error: Exception, data: bytes | str) -> str:
    """Why `data` was refused, in words: msgspec's message, except where it misleads. A
    string holding a lone UTF-16 surrogate escape (``"\\ud800"``, half of a pair: no
    character) is reported by msgspec as "Input data was truncated"; it is named here
    with its field. Python's own parser accepts such escapes, which finds them. An empty
    body or message, which msgspec reports the same way, is called empty."""
    if isinstance(error, msgspec.DecodeError):
        if not data.strip():  # msgspec says "Input data was truncated" of nothing at all
            return "empty: a JSON object was expected"
        try:
            found = _lone_surrogate(json.loads(data), "")
        except (ValueError, RecursionError):  # not JSON for Python either: msgspec said why
            found = None
        if found is not None:
            where, code = found
            return f"{where or 'the message'}: \\u{code:04x} is a lone UTF-16 surrogate, not a character"
    return str(error)


def _lone_surrogate(value: Any, where: str) -> tuple[str, int] | None:
    """The first string in `value` (a decoded JSON value) holding a surrogate code point:
    its place (``name``, ``seats[1]``) and the code point."""
    if isinstance(value, str):
        code = next((ord(c) for c in value if 0xD800 <= ord(c) <= 0xDFFF), None)
        return None if code is None else (where, code)
    if isinstance(value, dict):
        for key, item in value.items():
            # A key is quoted with its surrogates escaped: the answer must encode.
            shown = "".join(f"\\u{ord(c):04x}" if 0xD800 <= ord(c) <= 0xDFFF else c for c in key)
            place = f"{where}.{shown}" if where else shown
            found = _lone_surrogate(key, place) or _lone_surrogate(item, place)
            if found is not None:
                return found
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found = _lone_surrogate(item, f"{where}[{i}]")
            if found is not None:
                return found
    return None
