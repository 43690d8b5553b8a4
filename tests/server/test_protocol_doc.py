"""docs/protocol.md's JSON examples decode as the types their markers name, strictly, and
its error-code table lists exactly the server's codes. docs/bot-api.md's examples are
protocol.md's own, checked the same way."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest

from cityknights.server import challenge_protocol as challenges
from cityknights.server import protocol
from cityknights.server import room_protocol as rooms

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
BOT_DOC = DOC.with_name("bot-api.md")
MARKED = re.compile(r"<!-- example: (?P<what>[\w-]+) -->\n```json\n(?P<body>.*?)\n```", re.S)
TYPES: dict[str, object] = {
    "client": protocol.ClientMessage,
    "server": protocol.ServerMessage,
    "create": protocol.CreateGame,
    "created": protocol.Created,
    "lobby": protocol.Lobby,
    "joined": protocol.JoinedSeat,
    "api-error": protocol.ApiError,
    "export": dict,
    "new-guest": protocol.NewGuest,
    "guest-created": protocol.GuestCreated,
    "guest-token": protocol.GuestToken,
    "credentials": protocol.Credentials,
    "me": protocol.Me,
    "new-name": protocol.NewName,
    "upgrade": protocol.Upgrade,
    "profile": protocol.Profile,
    "room-create": rooms.CreateRoom,
    "room-view": rooms.RoomView,
    "rooms": list[rooms.RoomSummary],
    "room-action": rooms.RoomAction,
    "room-chat": rooms.RoomChat,
    "room-link": rooms.SeatLinkOfRoom,
    "leaderboard": protocol.Leaderboard,
    "join-queue": protocol.JoinQueue,
    "queue": protocol.QueueStatus,
    "challenge-create": challenges.CreateChallenge,
    "challenges": list[challenges.Challenge],
    "new-bot": challenges.NewBot,
    "bot-created": challenges.BotCreated,
    "owned-bots": challenges.OwnedBots,
}
TEXT = DOC.read_text()
EXAMPLES = [(m["what"], m["body"]) for m in MARKED.finditer(TEXT)]
BOT_TEXT = BOT_DOC.read_text()
BOT_EXAMPLES = [(m["what"], m["body"]) for m in MARKED.finditer(BOT_TEXT)]


def test_every_json_block_is_marked() -> None:
    assert TEXT.count("```json") == len(EXAMPLES)
    assert BOT_TEXT.count("```json") == len(BOT_EXAMPLES)


@pytest.mark.parametrize(("what", "body"), BOT_EXAMPLES, ids=[w for w, _ in BOT_EXAMPLES])
def test_bot_api_examples_are_protocol_examples(what: str, body: str) -> None:
    """docs/bot-api.md shows the real messages: each is one of protocol.md's, as JSON."""
    assert json.loads(body) in [json.loads(b) for w, b in EXAMPLES if w == what]


@pytest.mark.parametrize(
    ("what", "body"), EXAMPLES + BOT_EXAMPLES, ids=[w for w, _ in EXAMPLES + BOT_EXAMPLES]
)
def test_example_decodes_strictly(what: str, body: str) -> None:
    value = msgspec.json.decode(body.encode(), type=TYPES[what])
    # Round trip: what the server would send back is the example, field for field (fields
    # with defaults that an example leaves out, such as a seat's bot_account, aside).
    again = json.loads(msgspec.json.encode(value))
    assert shown(again, json.loads(body)) == json.loads(body)


def shown(value: Any, example: Any) -> Any:
    """`value` with only the object fields `example` shows, at every depth."""
    if isinstance(value, dict) and isinstance(example, dict):
        return {k: shown(v, example[k]) for k, v in value.items() if k in example}
    if isinstance(value, list) and isinstance(example, list) and len(value) == len(example):
        return [shown(v, e) for v, e in zip(value, example, strict=True)]
    return value


def test_every_message_type_has_an_example() -> None:
    tags = {json.loads(body)["type"] for what, body in EXAMPLES if what in ("client", "server")}
    for union in (protocol.ClientMessage, protocol.ServerMessage):
        for cls in union.__args__:  # type: ignore[attr-defined]
            assert cls.__struct_config__.tag in tags


def test_error_table_lists_the_server_codes() -> None:
    table = TEXT.split("### Error codes", 1)[1].split("\n## ", 1)[0]
    listed = re.findall(r"^\| `(\w+)` \|", table, re.M)
    assert listed == list(protocol.ERROR_CODES)


def test_unknown_fields_and_types_are_refused() -> None:
    with pytest.raises(msgspec.ValidationError, match="unknown field"):
        protocol.CLIENT_DECODER.decode(b'{"type": "chat", "text": "hi", "extra": 1}')
    with pytest.raises(msgspec.ValidationError, match="Invalid value 'shout'"):
        protocol.CLIENT_DECODER.decode(b'{"type": "shout", "text": "hi"}')
    with pytest.raises(msgspec.ValidationError, match="Expected `int`"):
        protocol.CLIENT_DECODER.decode(b'{"type": "act", "version": "7", "action": {}}')


def test_the_lobby_and_players_api_codes_are_listed() -> None:
    """Every code the HTTP API answers with is named in the paragraph listing them."""
    server = DOC.parents[1] / "cityknights" / "server"
    sources = "".join(path.read_text() for path in sorted(server.glob("*.py")))
    codes = set(re.findall(r'(?:BadRequest|_too_many)\(\s*"(\w+)"', sources)) | {"origin_refused"}
    codes -= set(protocol.ERROR_CODES)  # the socket's, in their own table
    listed = TEXT.split("API error codes:", 1)[1].split("\n\n", 1)[0]
    assert sorted(c for c in codes if f"`{c}`" not in listed) == []
