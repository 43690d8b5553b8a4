"""Outside bots' accounts at the server's doors (docs/bot-api.md).

A bot account shows itself with ``Authorization: Bearer TOKEN`` (its account's token,
stored only as a sha256 hash). Through the rooms, the ranked queue and challenges it acts
as a player whose id is ``ratings.bot_account_id(name)`` and whose kind is "bot": the same
code paths as a person's, which check the kind where a bot may do less (host a room,
challenge, open a table). Every seat a bot account takes, by any door, counts against one
per-bot limit (`BOT_JOINS_PER_MINUTE`).

A bot account is made by the server's operator (``cityknights bot-token``) or by a
signed-in account on its page (``/api/me/bots``: at most `MAX_OWNED_BOTS`, each revoked
by its owner alone).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import msgspec
from starlette.requests import Request
from starlette.responses import Response

from . import challenge_protocol as cp
from . import protocol as p
from .accounts import signed_in
from .bodies import read_body
from .hub import BadRequest, Hub, token_hash, too_many
from .limits import request_address
from .names import BOT_NAME, BOT_NAME_RULE
from .ratings import bot_account_id
from .shared_limits import SharedLimiter
from .signin import current_player
from .storage import PlayerRecord

#: Seats one bot account may take (open seats of games and rooms, accepted challenges,
#: ranked queue entries): this many a minute, and this many at once.
BOT_JOINS_PER_MINUTE = (6.0, 3.0)
#: The kind of a bot account's PlayerRecord (people are "guest" or "account").
BOT_KIND = "bot"
#: A token's random bytes (256 bits: a plain sha256 of it is out of any guess's reach).
BOT_TOKEN_BYTES = 32


async def bot_of_request(request: Request, hub: Hub) -> PlayerRecord | None:
    """The bot account named by the request's ``Authorization: Bearer`` token, as a
    player (None: no such header, a person); a 401 for a malformed, unknown or revoked
    token."""
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    token = token.strip()

    def refused(detail: str) -> BadRequest:
        error = BadRequest(p.E_BAD_BOT_TOKEN, 401, detail=detail)
        error.headers["WWW-Authenticate"] = 'Bearer realm="cityknights"'
        return error

    if scheme.lower() != "bearer" or not token:
        raise refused("expected an Authorization header of the form 'Bearer TOKEN'")
    name = await hub.run_db(hub.storage.bot_of_token, token_hash(token))
    if name is None:
        raise refused("no bot account holds this token (mistyped, or revoked)")
    return PlayerRecord(bot_account_id(name), name, BOT_KIND, 0.0, None)


async def bot_needed(request: Request, hub: Hub) -> PlayerRecord:
    """The bot account of the request's token; a 401 without one."""
    bot = await bot_of_request(request, hub)
    if bot is None:
        error = BadRequest(p.E_BAD_BOT_TOKEN, 401, detail="this needs a bot account's token")
        error.headers["WWW-Authenticate"] = 'Bearer realm="cityknights"'
        raise error
    return bot


async def person_or_bot(request: Request, hub: Hub) -> PlayerRecord:
    """The bot account of the request's token, else the signed-in person (a 401 for
    neither)."""
    bot = await bot_of_request(request, hub)
    return bot if bot is not None else await signed_in(request, hub)


async def person_or_bot_or_none(request: Request, hub: Hub) -> PlayerRecord | None:
    bot = await bot_of_request(request, hub)
    return bot if bot is not None else await current_player(request, hub.storage, hub.run_db)


def is_bot(player: PlayerRecord) -> bool:
    return player.kind == BOT_KIND


@asynccontextmanager
async def spent_unless_refused(limiter: SharedLimiter, key: str, code: str) -> AsyncIterator[None]:
    """Take one of `key`'s allowance in `limiter` (every process's: shared_limits.py)
    while what it pays for is tried: a 429 `code` past the limit (nothing is tried).
    Refused (it raised), it changed nothing, so the allowance is given back. Taken first
    and given back on refusal, not checked first and taken on success: two requests at
    once could then both pass with one left."""
    wait = await limiter.take_shared(key)
    if wait:
        raise too_many(code, wait)
    try:
        yield
    except Exception:  # not a cancellation: the thing may have been done as it came
        await asyncio.shield(limiter.give_back_shared(key))
        raise


@asynccontextmanager
async def seat_allowance(request: Request, player: PlayerRecord) -> AsyncIterator[None]:
    """Count a seat a bot account takes against its limit while the taking is tried
    (spent_unless_refused): a taking refused (no such game, no open seat, a wrong invite,
    the database away) took no seat, so a bot that asks for a game gone full can ask for
    the next one. A person's seats are not counted."""
    if not is_bot(player):
        yield
        return
    limiter = request.app.state.bot_join_limiter
    async with spent_unless_refused(limiter, f"bot:{player.name}", p.E_TOO_MANY_JOINS):
        yield


# ----------------------------------------------------------------- the account page
#: Bot accounts one person may own at once.
MAX_OWNED_BOTS = 5


def _owner(player: PlayerRecord) -> PlayerRecord:
    if player.kind != "account":  # a bot's name stays with its owner: an account's
        raise BadRequest("account_needed", 403)
    return player


async def create_owned_bot(request: Request) -> Response:
    """``POST /api/me/bots``: a bot account owned by the signed-in account; its token is
    in the answer and nowhere else, ever."""
    hub: Hub = request.app.state.hub
    owner = _owner(await signed_in(request, hub))
    body = await read_body(request)
    try:
        wanted = msgspec.json.decode(body, type=cp.NewBot)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as error:
        raise BadRequest("bad_request", 400, detail=p.decode_detail(error, body)) from None
    if not BOT_NAME.fullmatch(wanted.name):
        raise BadRequest("bad_bot_name", 400, detail=f"name: {BOT_NAME_RULE}")
    if len(await hub.run_db(hub.storage.bots_of, owner.id)) >= MAX_OWNED_BOTS:
        raise BadRequest("too_many_bots", 409, limit=MAX_OWNED_BOTS)
    # Made like players: limited per client address.
    wait = await request.app.state.accounts.new_players.take_shared(request_address(request))
    if wait:
        raise too_many("too_many_players", wait)
    token = secrets.token_urlsafe(BOT_TOKEN_BYTES)
    now = time.time()
    added = await hub.run_db(
        hub.storage.add_owned_bot, wanted.name, token_hash(token), now, owner.id, MAX_OWNED_BOTS
    )
    if added is None:  # made by another request of the owner's since the count above
        raise BadRequest("too_many_bots", 409, limit=MAX_OWNED_BOTS)
    if not added:
        raise BadRequest("bot_name_taken", 409, name=wanted.name)
    return _json(cp.BotCreated(wanted.name, token, now), 201)


async def owned_bots(request: Request) -> Response:
    """``GET /api/me/bots``: the signed-in account's bot accounts."""
    hub: Hub = request.app.state.hub
    owner = _owner(await signed_in(request, hub))
    bots = await hub.run_db(hub.storage.bots_of, owner.id)
    return _json(cp.OwnedBots([cp.OwnedBot(name, created) for name, created in bots]))


async def revoke_owned_bot(request: Request) -> Response:
    """``DELETE /api/me/bots/{name}``: revoke one of the signed-in account's bots (its
    token takes no seat any more; seats it holds play on with their seat tokens)."""
    hub: Hub = request.app.state.hub
    owner = _owner(await signed_in(request, hub))
    name = request.path_params["name"][:64]
    if not await hub.run_db(hub.storage.remove_owned_bot, name, owner.id):
        raise BadRequest("no_such_bot", 404, name=name)
    return Response(status_code=204)


def _json(body: object, status: int = 200) -> Response:
    return Response(msgspec.json.encode(body), status, media_type="application/json")
