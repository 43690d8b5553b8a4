"""Outside bots' accounts at the server's doors (docs/bot-api.md).

A bot account shows itself with ``Authorization: Bearer TOKEN`` (its account's token,
stored only as a sha256 hash). Through the rooms, the ranked queue and challenges it acts
as a player whose id is ``ratings.bot_account_id(name)`` and whose kind is "bot": the same
code paths as a person's, which check the kind where a bot may do less (host a room,
challenge, open a table). Every seat a bot account takes, by any door, counts against one
per-bot limit (`BOT_JOINS_PER_MINUTE`).
"""

from __future__ import annotations

import math

from starlette.requests import Request

from . import protocol as p
from .accounts import signed_in
from .hub import BadRequest, Hub, token_hash
from .ratings import bot_account_id
from .signin import current_player
from .storage import PlayerRecord

#: Seats one bot account may take (open seats of games and rooms, accepted challenges,
#: ranked queue entries): this many a minute, and this many at once.
BOT_JOINS_PER_MINUTE = (6.0, 3.0)
#: The kind of a bot account's PlayerRecord (people are "guest" or "account").
BOT_KIND = "bot"


def retry(code: str, wait: float) -> BadRequest:
    """A 429 refusal: wait `wait` seconds, rounded up, in the body and Retry-After."""
    retry_after = max(1, math.ceil(wait))
    error = BadRequest(code, 429, retry_after=retry_after)
    error.headers["Retry-After"] = str(retry_after)
    return error


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


def take_seat_allowance(request: Request, bot: PlayerRecord) -> None:
    """Count a seat the bot takes against its limit; a 429 past it (nothing is taken)."""
    wait = request.app.state.bot_join_limiter.take(f"bot:{bot.name}")
    if wait:
        raise retry(p.E_TOO_MANY_JOINS, wait)
