"""What may be done in a room, and what it changes: pure functions over a room's document.

A room's document (stored as JSON, storage/rooms.py)::

    {"host": player id, "settings": RoomSettings as a dict,
     "seats": [{"kind": "open" | "invited" | "bot", "bot": spec or None,
                "player": player id or None, "name": their name or None,
                "colour": 0..n-1, "ready": bool, "invite": token or None,
                "bot_account": the outside bot's name when one took it, else None
                (absent from rooms made before bots could)}],
     "banned": [player ids the host kicked], "rematch_of": room id or None,
     "rematch": room id or None}

Every function takes the acting player from the session, never from the request: one
player cannot act for another. A refusal raises BadRequest and changes nothing (the caller
writes the document only when the function returns).

An outside bot account (docs/bot-api.md) takes an empty "open" or "invited" seat like a
person; it is always Ready (nobody waits for a program to press a button), never hosts,
and its seat is marked with its name.
"""

from __future__ import annotations

import hmac
import secrets
from typing import Any

import msgspec

from cityknights.bots import BotSpecError, parse_bot_spec

from . import room_protocol as rp
from .hub import BadRequest
from .ratings import bot_account_name

#: Invitation tokens: 18 random bytes, URL-safe.
INVITE_BYTES = 18
HUMAN = ("open", "invited")

Doc = dict[str, Any]


def new_invite() -> str:
    return secrets.token_urlsafe(INVITE_BYTES)


def check_bot(spec: str, where: str) -> None:
    try:
        parse_bot_spec(spec)
    except BotSpecError as error:
        raise BadRequest("bad_request", 400, detail=f"{where}: {error}") from None


def new_seat(spec: str, colour: int, where: str) -> dict[str, Any]:
    """An empty seat of kind `spec` ("open", "invited" or a bot spec)."""
    if spec not in HUMAN:
        check_bot(spec, where)
    kind = spec if spec in HUMAN else "bot"
    return {
        "kind": kind,
        "bot": spec if kind == "bot" else None,
        "player": None,
        "name": None,
        "colour": colour,
        "ready": False,
        "invite": new_invite() if kind == "invited" else None,
        "bot_account": None,
    }


# Each seat has a colour and the colours are a permutation of 0..n-1 (a change of colour
# swaps two seats'): a player taking a seat plays its colour until they pick another.


def seat_of(doc: Doc, player_id: str) -> int | None:
    return next((i for i, s in enumerate(doc["seats"]) if s["player"] == player_id), None)


def _seat(doc: Doc, seat: int) -> dict[str, Any]:
    if not 0 <= seat < len(doc["seats"]):
        raise BadRequest("bad_request", 400, detail=f"seat: from 0 to {len(doc['seats']) - 1}")
    seat_doc: dict[str, Any] = doc["seats"][seat]
    return seat_doc


def _host_only(doc: Doc, player_id: str) -> None:
    if doc["host"] != player_id:
        raise BadRequest("not_host", 403, detail="only the room's host may do this")


def _empty(seat: dict[str, Any]) -> None:
    seat.update(player=None, name=None, ready=False, bot_account=None)


def _unready_all(doc: Doc) -> None:
    for s in doc["seats"]:
        s["ready"] = bool(s.get("bot_account"))  # a bot agrees to any settings


def _people(doc: Doc) -> list[str]:
    """The seated people (not bots), in seat order: who may host."""
    return [s["player"] for s in doc["seats"] if s["player"] is not None
            and not s.get("bot_account")]  # fmt: skip


def apply(doc: Doc, action: rp.RoomAction, player_id: str, name: str) -> None:
    """Apply `action` by the player `player_id` (named `name`) to an open room's `doc`."""
    if isinstance(action, rp.Take):
        take(doc, action.seat, action.invite, player_id, name)
    elif isinstance(action, rp.Leave):
        leave(doc, player_id)
    elif isinstance(action, rp.Colour):
        colour(doc, player_id, action.colour)
    elif isinstance(action, rp.Ready):
        mine = seat_of(doc, player_id)
        if mine is None:
            raise BadRequest("not_seated", 409, detail="take a seat first")
        seat = doc["seats"][mine]
        seat["ready"] = action.ready or bool(seat.get("bot_account"))  # a bot is always Ready
    elif isinstance(action, rp.Kick):
        kick(doc, player_id, action.seat)
    elif isinstance(action, rp.SeatKind):
        seat_kind(doc, player_id, action.seat, action.kind)
    elif isinstance(action, rp.FillBots):
        _host_only(doc, player_id)
        check_bot(action.bot, "bot")
        for s in doc["seats"]:
            if s["player"] is None and s["kind"] != "bot":
                s.update(kind="bot", bot=action.bot, invite=None)
    elif isinstance(action, rp.Settings):
        _host_only(doc, player_id)
        # Checked by the caller (the whole game is built from them); agreed anew.
        doc["settings"] = msgspec_dict(action.settings)
        _unready_all(doc)
    elif isinstance(action, rp.Host):
        _host_only(doc, player_id)
        target = _seat(doc, action.seat)["player"]
        if target is None:
            raise BadRequest("seat_empty", 409, seat=action.seat)
        if target not in _people(doc):
            raise BadRequest("bad_request", 400, detail="seat: a bot cannot host a room")
        doc["host"] = target
    else:  # Start: handled by the caller (it makes the game)
        _host_only(doc, player_id)


def msgspec_dict(settings: rp.RoomSettings) -> dict[str, Any]:
    out: dict[str, Any] = msgspec.to_builtins(settings)
    return out


def take(doc: Doc, seat: int, invite: str | None, player_id: str, name: str) -> None:
    s = _seat(doc, seat)
    if player_id in doc["banned"]:
        raise BadRequest("kicked", 403, detail="the host sent you away from this room")
    if seat_of(doc, player_id) is not None:
        raise BadRequest("already_seated", 409, detail="leave your seat first")
    if s["player"] is not None or s["kind"] == "bot":
        raise BadRequest("seat_taken", 409, seat=seat)
    if s["kind"] == "invited" and (
        invite is None or not hmac.compare_digest(invite.encode(), str(s["invite"]).encode())
    ):
        raise BadRequest(
            "invited_seat", 403, seat=seat, detail="this seat is for its invitation link"
        )
    bot = bot_account_name(player_id)
    s.update(player=player_id, name=name, ready=bot is not None, bot_account=bot)


def leave(doc: Doc, player_id: str) -> None:
    mine = seat_of(doc, player_id)
    if mine is None:
        raise BadRequest("not_seated", 409, detail="you have no seat in this room")
    _empty(doc["seats"][mine])
    if doc["host"] == player_id:
        doc["host"] = next(iter(_people(doc)), None)


def colour(doc: Doc, player_id: str, wanted: int) -> None:
    mine = seat_of(doc, player_id)
    if mine is None:
        raise BadRequest("not_seated", 409, detail="take a seat first")
    if not 0 <= wanted < len(doc["seats"]):
        raise BadRequest("bad_request", 400, detail=f"colour: from 0 to {len(doc['seats']) - 1}")
    holder = next((s for s in doc["seats"] if s["colour"] == wanted), None)
    if holder is not None and holder["player"] not in (None, player_id):
        raise BadRequest("colour_taken", 409, colour=wanted)
    if holder is not None:  # a bot's or an empty seat's: they swap
        holder["colour"] = doc["seats"][mine]["colour"]
    doc["seats"][mine]["colour"] = wanted


def kick(doc: Doc, player_id: str, seat: int) -> None:
    _host_only(doc, player_id)
    s = _seat(doc, seat)
    if s["player"] is None:
        raise BadRequest("seat_empty", 409, seat=seat)
    if s["player"] == player_id:
        raise BadRequest("bad_request", 400, detail="seat: the host cannot kick themself (leave)")
    doc["banned"].append(s["player"])
    _empty(s)
    if s["kind"] == "invited":  # the old link is the kicked player's: a new one
        s["invite"] = new_invite()


def seat_kind(doc: Doc, player_id: str, seat: int, kind: str) -> None:
    _host_only(doc, player_id)
    s = _seat(doc, seat)
    if s["player"] is not None:
        raise BadRequest("seat_taken", 409, seat=seat)
    fresh = new_seat(kind, s["colour"], "kind")
    s.update(fresh)


def ready_to_start(doc: Doc) -> bool:
    """Every human seat taken and every player pressed Ready (at least one player)."""
    humans = [s for s in doc["seats"] if s["kind"] in HUMAN]
    return bool(humans) and all(s["player"] is not None and s["ready"] for s in humans)


def empty_seats(doc: Doc) -> list[int]:
    return [i for i, s in enumerate(doc["seats"]) if s["kind"] != "bot" and s["player"] is None]


def game_seats(doc: Doc) -> list[dict[str, Any]]:
    """The room's seats in the game's order: by colour (colour c plays seat c)."""
    return sorted(doc["seats"], key=lambda s: int(s["colour"]))


def draw_turn_order(doc: Doc, rng: secrets.SystemRandom) -> None:
    """With the room's turn order "drawn" (the default; rooms made before the setting
    draw too), give the seats their colours again in an order drawn at random: colour c is
    the game's seat c, so this is the turn order. Who plays first is nobody's choice, as
    on colonist (RULES.md §3.1); "seated" keeps the colours the players picked."""
    if doc["settings"].get("turn_order", "drawn") != "drawn":
        return
    seats = doc["seats"]
    for colour, s in enumerate(rng.sample(seats, len(seats))):
        s["colour"] = colour
