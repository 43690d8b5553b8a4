"""The bodies of challenges to outside bots and of bot accounts made on the account page
(docs/bot-api.md): msgspec types, refused when a field is unknown or of the wrong type."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from .room_protocol import RoomSettings, RoomView


class CreateChallenge(msgspec.Struct, forbid_unknown_fields=True):
    """``POST /api/challenges``: a room of ``players`` seats for the signed-in person
    (seat 0, its host) and the bot account ``bot`` (seat 1, reserved for it); the other
    seats are ``others``: "open" or a bot spec of ours."""

    bot: str
    players: Annotated[int, msgspec.Meta(ge=3, le=6)] = 4
    others: str = "heuristic"
    settings: RoomSettings = msgspec.field(default_factory=RoomSettings)


class Challenge(msgspec.Struct):
    """A challenge: to the bot account ``bot``, by ``challenger`` (a person's name), for
    ``seat`` of ``room``; ``status``: "pending", "accepted", "declined" or "expired";
    ``expires_in``: seconds it still stands (0 once settled or expired)."""

    challenge: str
    bot: str
    challenger: str
    room: str
    seat: int
    expansion: Literal["base", "ck"]
    players: int
    status: Literal["pending", "accepted", "declined", "expired"]
    expires_in: float


class Challenged(msgspec.Struct):
    """``POST /api/challenges``' answer: the challenge and its room (as the host sees it)."""

    challenge: Challenge
    room: RoomView


class NewBot(msgspec.Struct, forbid_unknown_fields=True):
    """``POST /api/me/bots``: a bot account named ``name``, owned by the signed-in account."""

    name: str


class BotCreated(msgspec.Struct):
    """A new bot account and its token, shown only this once."""

    name: str
    token: str
    created: float


class OwnedBot(msgspec.Struct):
    name: str
    created: float


class OwnedBots(msgspec.Struct):
    """``GET /api/me/bots``: the signed-in account's bot accounts (never their tokens)."""

    bots: list[OwnedBot]
