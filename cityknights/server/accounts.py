"""The players' HTTP API: guests, accounts, sessions, profiles (docs/protocol.md, Players).

Every answer that signs a player in sets the session cookie (signin.py). Registering an
account or a guest is limited per client address like creating games; failed logins are
throttled per name and per address (login_throttle.py). Passwords are hashed off the event
loop (passwords.py).
"""

from __future__ import annotations

import secrets
import time
from typing import TYPE_CHECKING, Any, TypeVar

import msgspec
from starlette.requests import Request
from starlette.responses import Response

from . import protocol as p
from .bodies import read_body
from .hub import TOKEN_BYTES, BadRequest, Hub, token_hash, too_many
from .limits import request_address
from .login_throttle import LoginThrottle
from .names import BadName, clean_name, name_key
from .passwords import BadPassword, Passwords, check_password
from .shared_limits import SharedLimiter
from .signin import current_player, end_session, start_session
from .storage import NameTaken, PlayerRecord

if TYPE_CHECKING:  # queue.py imports this module (through bot_accounts.py)
    from .queue import RankedQueue

S = TypeVar("S", bound=msgspec.Struct)
#: New players (guests and accounts) one client address may make: a minute, at once.
PLAYERS_PER_MINUTE = 10.0
PLAYERS_BURST = 10


class Accounts:
    """The state the players' API keeps besides the store."""

    def __init__(
        self,
        passwords: Passwords | None = None,
        throttle: LoginThrottle | None = None,
        new_players: tuple[float, float] = (PLAYERS_PER_MINUTE, PLAYERS_BURST),
    ) -> None:
        self.passwords = passwords or Passwords()
        self.throttle = throttle or LoginThrottle()
        self.new_players = SharedLimiter("players", *new_players)


def _json(body: Any, status: int = 200) -> Response:
    return Response(msgspec.json.encode(body), status, media_type="application/json")


def _info(player: PlayerRecord) -> p.PlayerInfo:
    return p.PlayerInfo(player.name, player.kind, player.created)  # type: ignore[arg-type]


def _me(player: PlayerRecord) -> p.Me:
    return p.Me(_info(player))


def _name(raw: str) -> tuple[str, str]:
    try:
        return clean_name(raw)
    except BadName as error:
        raise BadRequest("bad_name", 400, detail=str(error)) from None


def _password(raw: str) -> str:
    try:
        check_password(raw)
    except BadPassword as error:
        raise BadRequest("bad_password", 400, detail=str(error)) from None
    return raw


async def _body(request: Request, kind: type[S]) -> S:
    body = await read_body(request)
    try:
        return msgspec.json.decode(body, type=kind)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as error:
        raise BadRequest("bad_request", 400, detail=p.decode_detail(error, body)) from None


def _state(request: Request) -> tuple[Hub, Accounts]:
    return request.app.state.hub, request.app.state.accounts


#: The refusal's words for a bot account's token where only a signed-in person may act.
BOT_ON_PERSON_ROUTE = (
    "this needs a person signed in (a session cookie): a bot account's token does not do"
    " it (a bot takes, leaves, colours and readies a room's seat, and plays: docs/bot-api.md)"
)


async def signed_in(request: Request, hub: Hub) -> PlayerRecord:
    player = await current_player(request, hub.storage, hub.run_db)
    if player is None:
        if request.headers.get("authorization", "").lower().startswith("bearer "):
            # An outside bot's token on a person's route: said, else the bot is told only
            # that it is not signed in, as if its token had not been read.
            raise BadRequest("not_signed_in", 401, detail=BOT_ON_PERSON_ROUTE)
        raise BadRequest("not_signed_in", 401)
    return player


async def _take_new_player(request: Request, accounts: Accounts) -> None:
    wait = await accounts.new_players.take_shared(request_address(request))
    if wait:
        raise too_many("too_many_players", wait)


async def _guest_name_free(hub: Hub, name: str, key: str) -> None:
    """A guest may not take an account's name: it would pass for that player."""
    if await hub.run_db(hub.storage.account_named, key) is not None:
        raise BadRequest("name_taken", 409, name=name)


# ----------------------------------------------------------------- handlers
async def new_guest(request: Request) -> Response:
    hub, accounts = _state(request)
    body = await _body(request, p.NewGuest)
    name, key = _name(body.name)
    await _guest_name_free(hub, name, key)
    await _take_new_player(request, accounts)
    token = secrets.token_urlsafe(TOKEN_BYTES)
    player = PlayerRecord(secrets.token_urlsafe(12), name, "guest", time.time(), None)
    await hub.run_db(hub.storage.create_player, player, key, token_hash(token))
    response = _json(p.GuestCreated(_info(player), token), 201)
    await start_session(request, response, hub.storage, hub.run_db, player.id)
    return response


async def guest_session(request: Request) -> Response:
    """A guest's browser lost its cookie but kept its token: a new session."""
    hub, accounts = _state(request)
    body = await _body(request, p.GuestToken)
    address = request_address(request)
    wait = await accounts.throttle.wait(None, address)
    if wait:
        raise too_many("too_many_logins", wait)
    player = await hub.run_db(hub.storage.guest_of_token, token_hash(body.token))
    if player is None:
        await accounts.throttle.failed(None, address)
        raise BadRequest("bad_guest_token", 401)
    response = _json(_me(player))
    await start_session(request, response, hub.storage, hub.run_db, player.id)
    return response


async def register(request: Request) -> Response:
    hub, accounts = _state(request)
    body = await _body(request, p.Credentials)
    name, key = _name(body.name)
    password = _password(body.password)
    if await hub.run_db(hub.storage.account_named, key) is not None:
        raise BadRequest("name_taken", 409, name=name)
    await _take_new_player(request, accounts)
    hashed = await accounts.passwords.hash(password)
    player = PlayerRecord(secrets.token_urlsafe(12), name, "account", time.time(), hashed)
    try:
        await hub.run_db(hub.storage.create_player, player, key, None)
    except NameTaken:  # taken between the check and now
        raise BadRequest("name_taken", 409, name=name) from None
    response = _json(_me(player), 201)
    await start_session(request, response, hub.storage, hub.run_db, player.id)
    return response


async def login(request: Request) -> Response:
    hub, accounts = _state(request)
    body = await _body(request, p.Credentials)
    # Cut to a bound: a name is at most 20 characters, and the throttle keeps a bucket
    # per key (a body's worth of text per bucket would be a way to fill its memory).
    key, address = name_key(body.name.strip()[:64]), request_address(request)
    if "\x00" in key:  # no account's name holds one, and PostgreSQL's text refuses it
        raise BadRequest("bad_name", 400, detail="a name cannot hold the character U+0000")
    wait = await accounts.throttle.wait(key, address)
    if wait:
        raise too_many("too_many_logins", wait)
    player = await hub.run_db(hub.storage.account_named, key)
    stored = player.password_hash if player is not None else None
    if len(body.password) > 256 or not await accounts.passwords.verify(stored, body.password):
        await accounts.throttle.failed(key, address)
        raise BadRequest("wrong_login", 401)  # one answer: which names exist stays unsaid
    assert player is not None and stored is not None
    if accounts.passwords.needs_rehash(stored):
        fresh = await accounts.passwords.hash(body.password)
        await hub.run_db(hub.storage.set_password_hash, player.id, fresh)
    response = _json(_me(player))
    await start_session(request, response, hub.storage, hub.run_db, player.id)
    return response


async def logout(request: Request) -> Response:
    """Ends the session; an account waiting in the ranked queue leaves it: it said it is
    going, and a table made with it in the queue's next 30 s (QUIET_AFTER) would seat it
    in a ranked game it never sees, played out by a bot, counted against its karma."""
    hub, _ = _state(request)
    player = await current_player(request, hub.storage, hub.run_db)
    if player is not None and player.kind == "account":
        queue: RankedQueue = request.app.state.queue
        await queue.leave(player)
    response = Response(status_code=204)
    await end_session(request, response, hub.storage, hub.run_db)
    return response


async def me(request: Request) -> Response:
    """Nobody signed in is an answer here, not an error: the lobby asks at every visit."""
    hub, _ = _state(request)
    player = await current_player(request, hub.storage, hub.run_db)
    return _json(p.Me(None) if player is None else _me(player))


async def rename(request: Request) -> Response:
    hub, _ = _state(request)
    player = await signed_in(request, hub)
    body = await _body(request, p.NewName)
    name, key = _name(body.name)
    if player.kind == "guest":
        await _guest_name_free(hub, name, key)
    else:
        other = await hub.run_db(hub.storage.account_named, key)
        if other is not None and other.id != player.id:
            raise BadRequest("name_taken", 409, name=name)
    try:
        await hub.run_db(hub.storage.rename_player, player.id, name, key)
    except NameTaken:
        raise BadRequest("name_taken", 409, name=name) from None
    return _json(_me(PlayerRecord(player.id, name, player.kind, player.created, None)))


async def upgrade(request: Request) -> Response:
    """The signed-in guest becomes an account: same player, so every game it played stays
    its own; its guest token stops being a way in."""
    hub, accounts = _state(request)
    player = await signed_in(request, hub)
    body = await _body(request, p.Upgrade)
    if player.kind != "guest":
        raise BadRequest("already_account", 409)
    name, key = _name(body.name if body.name is not None else player.name)
    password = _password(body.password)
    if await hub.run_db(hub.storage.account_named, key) is not None:
        raise BadRequest("name_taken", 409, name=name)
    hashed = await accounts.passwords.hash(password)
    try:
        changed = await hub.run_db(hub.storage.make_account, player.id, name, key, hashed)
    except NameTaken:
        raise BadRequest("name_taken", 409, name=name) from None
    if not changed:  # another request upgraded it meanwhile
        raise BadRequest("already_account", 409)
    response = _json(_me(PlayerRecord(player.id, name, "account", player.created, None)))
    # A new session id: the one from before the upgrade may have been seen by others.
    await start_session(request, response, hub.storage, hub.run_db, player.id)
    return response
