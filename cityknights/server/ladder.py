"""The ladder's HTTP API: the leaderboard per game, players' and bot levels' profiles, and
the ranked queue (docs/protocol.md, Ratings and ranked play)."""

from __future__ import annotations

from collections import defaultdict
from typing import Any
from urllib.parse import quote

import msgspec
from starlette.requests import Request
from starlette.responses import Response

from . import protocol as p
from .bodies import read_body
from .bot_accounts import person_or_bot, seat_allowance
from .hub import BadRequest, Hub
from .karma import karma_of
from .names import name_key
from .queue import RankedQueue
from .ratings import (
    BOT_PREFIX,
    EXPANSIONS,
    LEVEL_OF_ID,
    bot_account_id,
    bot_account_name,
    conservative,
)
from .storage import PlayerRecord

#: Rows of a leaderboard at most, and the default.
MAX_ROWS = 500
DEFAULT_ROWS = 100
#: Recent games a profile lists.
RECENT_GAMES = 20
#: Games the profile's statistics (win rate by seat, VP by source) cover.
STATS_GAMES = 200


def _json(body: Any, status: int = 200) -> Response:
    return Response(msgspec.json.encode(body), status, media_type="application/json")


def _hub(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


def _expansion(request: Request) -> str:
    raw = request.query_params.get("expansion", "ck")
    if raw not in EXPANSIONS:
        raise BadRequest("bad_request", 400, detail=f"expansion: ck or base, got {raw[:24]!r}")
    return raw


def _limit(request: Request) -> int:
    raw = request.query_params.get("limit", str(DEFAULT_ROWS))
    # ASCII digits, few of them: int() refuses "²" (a digit to isdigit) and 5,000 digits.
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 4) or not 1 <= int(raw) <= MAX_ROWS:
        raise BadRequest(
            "bad_request", 400, detail=f"limit: an integer from 1 to {MAX_ROWS}, got {raw[:24]!r}"
        )
    return int(raw)


def _round(x: float) -> float:
    return round(x, 2)


async def leaderboard(request: Request) -> Response:
    hub = _hub(request)
    expansion = _expansion(request)
    rows = await hub.run_db(hub.storage.leaderboard, expansion, _limit(request))
    karmas = await karma_of(hub, [r.player_id for r, name in rows if name is not None])
    players = []
    for rank, (rating, name) in enumerate(rows, 1):
        level = LEVEL_OF_ID.get(rating.player_id)
        account = bot_account_name(rating.player_id)
        # A name is a path segment, percent-encoded: a name may hold "?", "#", "%" or
        # "../", which would otherwise point the link at another page.
        if account is not None:  # an outside bot: rated as anyone, shown as a bot
            shown, where = account, f"/api/bot-accounts/{quote(account, safe='')}"
        elif level is not None:
            shown, where = level.level, f"/api/bots/{quote(level.level, safe='')}"
        elif name is not None:
            shown, where = name, f"/api/players/{quote(name, safe='')}"
        else:
            continue  # a player whose row is gone: nothing to show
        players.append(
            p.LeaderboardRow(
                rank=rank,
                name=shown,
                bot=level is not None or account is not None,
                bot_account=account is not None,
                rating=_round(conservative(rating.mu, rating.sigma)),
                mu=_round(rating.mu),
                sigma=_round(rating.sigma),
                games=rating.games,
                karma=karmas.get(rating.player_id),
                profile=where,
            )
        )
    return _json(p.Leaderboard(expansion, players))  # type: ignore[arg-type]


async def player_profile(request: Request) -> Response:
    hub = _hub(request)
    raw = request.path_params["name"]
    player = await hub.run_db(hub.storage.account_named, name_key(raw)) if len(raw) <= 64 else None
    if player is None:
        raise BadRequest("no_such_player", 404, name=raw[:64])
    return _json(await _profile(hub, player.id, player.name, player.created, None))


async def bot_profile(request: Request) -> Response:
    hub = _hub(request)
    level = LEVEL_OF_ID.get(BOT_PREFIX + request.path_params["level"][:64])
    if level is None:
        raise BadRequest("no_such_player", 404, name=request.path_params["level"][:64])
    return _json(await _profile(hub, level.id, level.level, 0.0, level.spec))


async def bot_account_profile(request: Request) -> Response:
    """An outside bot account's page: its ladder ratings and finished games."""
    hub = _hub(request)
    raw = request.path_params["name"][:64]
    # Any case finds the account ("ROBO" for "robo"), as an account's page is found.
    found = await hub.run_db(hub.storage.bot_named, raw)
    if found is None:
        raise BadRequest("no_such_player", 404, name=raw)
    name, created = found
    profile = await _profile(hub, bot_account_id(name), name, created, None)
    profile.bot_account = True
    return _json(profile)


async def _profile(
    hub: Hub, player_id: str, name: str, created: float, bot: str | None
) -> p.Profile:
    storage = hub.storage
    games = [] if bot else await hub.run_db(storage.player_games, player_id)
    ratings = []
    for rating in await hub.run_db(storage.ratings_of, player_id):
        history = await hub.run_db(storage.rating_history, player_id, rating.expansion)
        ratings.append(
            p.LadderRating(
                rating.expansion,  # type: ignore[arg-type]
                _round(conservative(rating.mu, rating.sigma)),
                _round(rating.mu),
                _round(rating.sigma),
                rating.games,
                [p.RatingPoint(h.game_id, _round(conservative(h.mu, h.sigma)), h.time)
                 for h in history],
            )
        )  # fmt: skip
    results = await hub.run_db(storage.results_of, player_id, STATS_GAMES)
    seats: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    sources: dict[str, float] = defaultdict(float)
    for r in results:
        seats[r.seat][0] += 1
        seats[r.seat][1] += r.won
        for source, vp in r.sources.items():
            sources[source] += vp
    return p.Profile(
        name=name,
        created=created,
        games=[
            p.PlayedGame(
                g.game_id,
                g.name,
                g.seat,
                g.status,  # type: ignore[arg-type]
                g.winner,
                g.created,
                f"{hub.base_url}/play/{g.game_id}",
            )
            for g in games
        ],
        bot=bot,
        karma=None if bot else (await karma_of(hub, [player_id]))[player_id],
        ratings=ratings,
        results=[
            p.GameResult(
                r.game_id,
                r.name,
                r.expansion,  # type: ignore[arg-type]
                r.ranked,
                r.seat,
                r.place,
                r.vp,
                r.won,
                r.left,
                r.finished,
                f"{hub.base_url}/play/{r.game_id}",
            )
            for r in results[:RECENT_GAMES]
        ],
        seats=[p.SeatStat(seat, n, wins) for seat, (n, wins) in sorted(seats.items())],
        vp_sources={k: _round(v / len(results)) for k, v in sorted(sources.items())},
    )


# ----------------------------------------------------------------- the queue
def _queue(request: Request) -> RankedQueue:
    queue: RankedQueue = request.app.state.queue
    return queue


async def _player(request: Request) -> PlayerRecord:
    """The signed-in person, or the outside bot of the request's token."""
    return await person_or_bot(request, _hub(request))


async def join_queue(request: Request) -> Response:
    player = await _player(request)
    body = await read_body(request)
    try:
        wanted = msgspec.json.decode(body or b"{}", type=p.JoinQueue)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as error:
        raise BadRequest("bad_request", 400, detail=p.decode_detail(error, body)) from None
    async with seat_allowance(request, player):  # a queue entry is a seat to come: it counts
        joined = await _queue(request).join(player, wanted.expansion)
    return _json(joined)


async def queue_status(request: Request) -> Response:
    return _json(await _queue(request).status(await _player(request)))


async def leave_queue(request: Request) -> Response:
    await _queue(request).leave(await _player(request))
    return Response(status_code=204)


async def queue_bots(request: Request) -> Response:
    return _json(await _queue(request).fill(await _player(request)))
