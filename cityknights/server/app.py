"""The Starlette app: the lobby API, the game websockets, and the static web client.

docs/protocol.md documents every route.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from pathlib import Path
from typing import Any

import msgspec
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket

from . import accounts, challenges, ladder, rooms
from . import protocol as p
from .action_limit import (
    ACTIONS_PER_MINUTE,
    COUNTED_METHODS,
    READ_LIMIT_NAME,
    READ_METHODS,
    READS_PER_MINUTE,
    ActionLimit,
)
from .analysis import POSITION_ITERATIONS, Analyses
from .bodies import read_body
from .bot_accounts import (
    BOT_JOINS_PER_MINUTE,
    bot_of_request,
    create_owned_bot,
    owned_bots,
    revoke_owned_bot,
    seat_allowance,
)
from .botpool import DEFAULT_SEARCH_PROCESSES
from .docs import serve_doc
from .headers import SecurityHeaders, security_headers
from .held import CONNECTS_PER_MINUTE, SOCKETS_PER_ADDRESS, HeldConnections, SocketLimit
from .http_limits import BODY_TIMEOUT, BodyDeadline
from .hub import EVICT_AFTER, BadRequest, Hub, too_many
from .imports import import_record, import_slot, read_record_body
from .limits import AddressLimiter, request_address
from .logs import quiet_client_faults
from .origin import OriginGuard
from .pace import DEFAULT_PACE, Pace
from .playon import play_on
from .queue import FILL_AFTER, RankedQueue
from .records import bearer_token, record_body
from .session import RATE_PER_SECOND, Session
from .shared_limits import SharedLimiter, SharedTokens
from .signin import current_player
from .storage import Storage, StorageError, StorageUnavailable
from .table import UNAVAILABLE
from .tarpit import Tarpit

log = logging.getLogger("cityknights.server")

#: The browser client, when the package holds it (cityknights/web).
WEB_DIR = Path(__file__).resolve().parent.parent / "web"
#: Seconds a client is asked to wait (Retry-After) while the database is away.
RETRY_AFTER = 2
#: The most characters of a bad query value quoted back in an error.
MAX_QUOTED = 24
#: Games one client address may create: this many a minute, and half as many at once.
CREATE_PER_MINUTE = 20.0


def creation_limit(per_minute: float) -> tuple[float, float]:
    """(per minute, at once) for `serve --create-limit`: a burst of half a minute's worth."""
    return per_minute, max(1.0, per_minute / 2)


def _json(body: Any, status: int = 200) -> Response:
    return Response(msgspec.json.encode(body), status, media_type="application/json")


def _error(code: str, status: int, **params: Any) -> Response:
    return _json(p.ApiError(code=code, params=params), status)


Handler = Callable[[Request], Awaitable[Response]]


def _route(request: Request) -> tuple[str, str]:
    """A request's method and path, for a log line."""
    return request.method, request.url.path


def _no_nul(request: Request) -> None:
    """A 400 for a NUL character in a path id or a query value: no id or value holds one,
    and PostgreSQL's text refuses it (a lookup of one failed with a traceback)."""
    for name, value in (*request.path_params.items(), *request.query_params.multi_items()):
        if isinstance(value, str) and "\x00" in value:
            raise BadRequest("bad_request", 400, detail=f"{name[:24]}: holds a NUL character")


def _once(request: Request) -> None:
    """A 400 for a query key given more than once (`?version=1&version=2`): which value
    was meant is a guess (Starlette's get() takes the last, a proxy may take the first)."""
    seen: set[str] = set()
    for name, _ in request.query_params.multi_items():
        if name in seen:
            raise BadRequest("bad_request", 400, detail=f"{name[:24]}: given more than once")
        seen.add(name)


def _api(
    handler: Callable[[Request, Hub], Awaitable[Any]], status: int = 200, *, own_limit: bool = False
) -> Handler:
    """The route's endpoint: its errors in the API's shape. A request that changes
    something is counted against its client's action limit first (action_limit.py),
    unless the route has a limit of its own (`own_limit`); a read, against its client's
    read limit (every API read costs the database or a worker; the web client's files
    and the docs are not counted)."""

    async def endpoint(request: Request) -> Response:
        try:
            limit: ActionLimit | None = None
            if request.method in COUNTED_METHODS:
                limit = None if own_limit else request.app.state.action_limit
            elif request.method in READ_METHODS:
                limit = request.app.state.read_limit  # None: `serve --read-limit 0`
            if limit is not None:
                await limit.take(request, request.app.state.hub)
            _no_nul(request)
            _once(request)
            result = await handler(request, request.app.state.hub)
            return result if isinstance(result, Response) else _json(result, status)
        except BadRequest as error:
            response = _error(error.code, error.status, **error.params)
            response.headers.update(error.headers)
            if error.status == 429:  # a rate limit's: held if the client is refused often
                tarpit: Tarpit = request.app.state.tarpit
                address = request_address(request)
                if not await tarpit.hold(address, error.params.get("retry_after", 1)):
                    response.headers["connection"] = "close"
            return response
        except StorageUnavailable:  # the database is away: the client tries again
            response = _error("unavailable", 503, detail=UNAVAILABLE)
            response.headers["Retry-After"] = str(RETRY_AFTER)
            return response
        except StorageError as error:  # the database failed: said in one line, both ways
            log.error("%s %s: %s", *_route(request), error)
            return _error(p.E_UNAVAILABLE, 503)

    return endpoint


def shared_limiters(app: Starlette) -> list[SharedLimiter]:
    """The limits every process counts against together (shared_limits.py): the games,
    players, rooms, room chat, challenges and bot seats made, and failed logins."""
    state = app.state
    throttle = state.accounts.throttle
    return [
        state.create_limiter,
        state.bot_join_limiter,
        state.accounts.new_players,
        throttle.names,
        throttle.addresses,
        state.rooms.room_limiter,
        state.rooms.chat_limiter,
        state.challenges.limiter,
    ]


async def _take_creation(request: Request) -> None:
    """One game of the client address's creation allowance, or a 429 `too_many_games`.
    Every door that makes a game takes from the same allowance (a new game, a game played
    on from a record's position, an imported record), before its body is read, so that
    no door is a way around the others' limit and a refused request costs nothing."""
    # Behind a proxy, uvicorn puts the client's own address here from X-Forwarded-For
    # (only when the proxy's address is trusted: --forwarded-allow-ips).
    address = request_address(request)
    wait = await request.app.state.create_limiter.take_shared(address)
    if wait:
        raise too_many("too_many_games", wait)


async def _create(request: Request, hub: Hub) -> p.Created:
    await _take_creation(request)
    body = await read_body(request)
    try:
        create = msgspec.json.decode(body, type=p.CreateGame)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as error:
        raise BadRequest("bad_request", 400, detail=p.decode_detail(error, body)) from None
    return await hub.create(create)


async def _lobby(request: Request, hub: Hub) -> p.Lobby:
    return await hub.lobby()


async def _game(request: Request, hub: Hub) -> p.GameSummary:
    return hub.summary(await hub.record(request.path_params["game"]))


async def _join(request: Request, hub: Hub) -> p.JoinedSeat:
    bot = await bot_of_request(request, hub)
    # A bot's token speaks for the bot alone, as everywhere (bot_accounts.person_or_bot):
    # a session cookie sent beside it does not make the seat the person's as well.
    player = None if bot is not None else await current_player(request, hub.storage, hub.run_db)
    counted = contextlib.nullcontext() if bot is None else seat_allowance(request, bot)
    async with counted:  # a bot's seat: a join refused is given back to its allowance
        return await hub.join(
            request.path_params["game"],
            None if player is None else player.id,
            None if bot is None else bot.name,
            None if player is None else player.name,
        )


async def _export(request: Request, hub: Hub) -> dict[str, Any]:
    return await hub.export(request.path_params["game"])


async def _record(request: Request, hub: Hub) -> Any:
    token = bearer_token(request.headers.get("authorization", ""))
    view = request.query_params.get("view", "public")
    return await record_body(hub, request.path_params["game"], view, token)


def _count_param(
    request: Request, name: str, code: str = "bad_request", default: int | None = None
) -> int:
    """The query value `name`, a whole number written in the ASCII digits 0-9 alone;
    `default` when it is absent, if one is given; else a 400 `code` naming it. (Python's
    int() also takes "1_0", " 1 ", a sign and other scripts' digits: no client sends
    them.) A value longer than MAX_QUOTED is not quoted back: no count here has that
    many digits."""
    raw = request.query_params.get(name)
    if raw is None:
        if default is not None:
            return default
        raise BadRequest(code, 400, detail=f"{name}: missing (a whole number in the digits 0-9)")
    if len(raw) > MAX_QUOTED:
        raise BadRequest(code, 400, detail=f"{name}: a whole number of at most "
                                           f"{MAX_QUOTED} digits, got {len(raw)} characters")  # fmt: skip
    if not (raw.isascii() and raw.isdigit()):
        raise BadRequest(code, 400, detail=f"{name}: a whole number in the digits 0-9, got {raw!r}")
    return int(raw)


async def _analysis(request: Request, hub: Hub) -> Any:
    analyses: Analyses = request.app.state.analyses
    return await analyses.game(request.path_params["game"])


async def _analysis_position(request: Request, hub: Hub) -> Any:
    analyses: Analyses = request.app.state.analyses
    version = _count_param(request, "version")
    iterations = _count_param(request, "iterations", default=POSITION_ITERATIONS)
    return await analyses.position(request.path_params["game"], version, iterations)


async def _play_on(request: Request, hub: Hub) -> p.Created:
    await _take_creation(request)
    return await play_on(hub, request.path_params["game"], await read_body(request))


async def _import(request: Request, hub: Hub) -> dict[str, Any]:
    with import_slot():  # busy: refused before the allowance is taken or the body read
        await _take_creation(request)
        return await import_record(hub, await read_record_body(request))


async def _replay(request: Request, hub: Hub) -> msgspec.Raw:
    version = _count_param(request, "version", "bad_version")
    steps = request.query_params.get("steps", "true")
    if steps not in ("true", "false"):
        raise BadRequest("bad_request", 400, detail=f"steps: true or false, got {steps[:20]!r}")
    return await hub.replay(request.path_params["game"], version, steps == "true")


def _call(
    handler: Callable[[Request], Awaitable[Response]],
) -> Callable[[Request, Hub], Awaitable[Response]]:
    """A players' API handler (accounts.py), which finds the hub itself, as an `_api` one."""

    async def call(request: Request, hub: Hub) -> Response:
        del hub
        return await handler(request)

    return call


async def _socket(ws: WebSocket) -> None:
    await Session(ws, ws.app.state.hub, ws.path_params["game"]).run()


def _allowed(request: Request) -> set[str]:
    """The methods of the routes that serve the request's path (none: no route does)."""
    path = request.scope["path"]
    methods: set[str] = set()
    for route in request.app.routes:
        if isinstance(route, Route) and route.methods and route.path_regex.match(path):
            methods |= route.methods
    return methods


async def _no_socket(ws: WebSocket) -> None:
    """A websocket to a path no socket route serves (`/ws/`, `/ws/a/b`, `/api/games`):
    accepted only to be told so in the protocol's error frame and closed (a refused
    handshake, Starlette's bare 403, tells the client nothing)."""
    await ws.accept()
    refusal = p.Error(version=0, code=p.E_CLOSING, params={"reason": "no_such_route"})
    await ws.send_text(p.encode(refusal).decode())
    await ws.close()


async def _no_route(request: Request, error: Exception) -> Response:
    """A path no route serves (404 `no_such_route`) or a method its route does not take
    (405 `method_not_allowed`, with Allow): in the API's error shape, not Starlette's text.
    The web client's files, mounted at "/" after the routes, take every path the routes
    did not: a route's path asked with another method (GET of a POST route) comes here as
    the files' 404 (or their 405, Allow: GET, HEAD), and is answered from the routes."""
    path = request.url.path[:200]
    allowed = _allowed(request)
    if allowed and request.method not in allowed:
        response = _error("method_not_allowed", 405, method=request.method[:20], path=path)
        response.headers["Allow"] = ", ".join(sorted(allowed))
        return response
    if request.url.path.startswith("/api/"):  # no file is served there, by any method
        return _error("no_such_route", 404, path=path)
    if isinstance(error, HTTPException) and error.status_code == 405:
        response = _error("method_not_allowed", 405, method=request.method[:20], path=path)
        response.headers.update(error.headers or {})
        return response
    # A browser's page (a mistyped or stale address): the client, which says so in the
    # reader's language with a way back to the lobby, not the API's JSON.
    index = WEB_DIR / "index.html"
    browser = "text/html" in request.headers.get("accept", "")
    page = request.method in ("GET", "HEAD") and not request.url.path.startswith("/ws/")
    if browser and page and index.is_file():
        return FileResponse(index, status_code=404)
    return _error("no_such_route", 404, path=path)


async def _play_page(request: Request) -> Response:
    index = WEB_DIR / "index.html"
    if not index.is_file():
        return _error("no_client", 404, detail="the web client is not installed")
    return FileResponse(index)


def create_app(
    storage: Storage,
    base_url: str,
    *,
    bot_processes: int = DEFAULT_SEARCH_PROCESSES,
    resume: bool = True,
    rate_limit: float = RATE_PER_SECOND,
    create_limit: tuple[float, float] = creation_limit(CREATE_PER_MINUTE),
    evict_after: float = EVICT_AFTER,
    allowed_origins: Iterable[str] = (),
    body_timeout: float = BODY_TIMEOUT,
    default_pace: Pace = DEFAULT_PACE,
    pace_clock: float = 1.0,
    players: dict[str, Any] | None = None,
    bot_join_limit: tuple[float, float] = BOT_JOINS_PER_MINUTE,
    queue_fill_after: float = FILL_AFTER,
    challenge_limit: tuple[float, float] = challenges.CHALLENGES_PER_MINUTE,
    sockets_per_address: int = SOCKETS_PER_ADDRESS,
    action_limit: tuple[float, float] = ACTIONS_PER_MINUTE,
    read_limit: tuple[float, float] | None = READS_PER_MINUTE,
    connect_limit: tuple[float, float] | None = CONNECTS_PER_MINUTE,
) -> Starlette:
    """The server app over `storage`; links it hands out start with `base_url`.
    `rate_limit`: messages per second a socket may send. `create_limit`: games a client
    address may create, (per minute, at once), by any door (new, played on, imported). `evict_after`: seconds an idle game nobody
    is connected to stays in memory. `allowed_origins`: pages of other origins that may
    open game sockets (the server's own always may). `body_timeout`: seconds a request's
    body has to arrive. `default_pace`: the pace of a game created without one. `pace_clock`: a factor on every bot's
    beat (pace.beat: 1 for people, less for a test watching a paced game). `players`:
    options of the players' API (accounts.Accounts: its password hasher, login throttle,
    new players per address). `bot_join_limit`: open seats a bot account may join, (per
    minute, at once), over every door (games, rooms, challenges, the ranked queue).
    `challenge_limit`: challenges a bot account may receive, (per minute, at once).
    `queue_fill_after`: seconds a player in the ranked queue waits before
    it may ask for bots. `sockets_per_address`: websockets and waiting room long polls a
    client address may hold open at once (0: no limit; held.py). `action_limit`: API
    requests that change something one client (its account, else its address) may send,
    (per minute, at once), the doors of games and players made aside (action_limit.py).
    `read_limit`: API reads (GET, HEAD) one client may send, (per minute, at once); None:
    no limit. `connect_limit`: websockets one client address may open, (per minute, at
    once); None: no limit (held.py)."""

    quiet_client_faults()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        hub = Hub(
            storage,
            base_url,
            bot_processes=bot_processes,
            rate_limit=rate_limit,
            evict_after=evict_after,
            default_pace=default_pace,
            pace_clock=pace_clock,
        )
        app.state.hub = hub
        app.state.analyses = Analyses(hub)
        app.state.rooms = rooms.Rooms(hub)
        app.state.challenges = challenges.Challenges(hub, app.state.rooms, challenge_limit)
        app.state.accounts = accounts.Accounts(**({} if players is None else players))
        app.state.queue = RankedQueue(hub, queue_fill_after)
        # Several processes on one PostgreSQL count against these limits together.
        tokens = SharedTokens(hub) if hub.storage.shares_limits else None
        for limiter in shared_limiters(app):
            limiter.share(tokens)
        await hub.start(resume=resume)
        try:
            yield
        finally:
            app.state.analyses.close()
            await hub.close()
            app.state.accounts.passwords.close()

    routes: list[Any] = [
        # The doors that make games or players count against limits of their own.
        Route("/api/games", _api(_create, 201, own_limit=True), methods=["POST"]),
        Route("/api/games", _api(_lobby), methods=["GET"]),
        Route("/api/games/{game}", _api(_game), methods=["GET"]),
        Route("/api/games/{game}/join", _api(_join), methods=["POST"]),
        Route("/api/games/{game}/export", _api(_export), methods=["GET"]),
        Route("/api/games/{game}/replay", _api(_replay), methods=["GET"]),
        Route("/api/games/{game}/record", _api(_record), methods=["GET"]),
        Route("/api/games/{game}/analysis", _api(_analysis), methods=["GET"]),
        Route("/api/games/{game}/analysis/position", _api(_analysis_position), methods=["GET"]),
        Route("/api/games/{game}/playon", _api(_play_on, 201, own_limit=True), methods=["POST"]),
        Route("/api/records", _api(_import, 201, own_limit=True), methods=["POST"]),
        Route("/api/guest", _api(_call(accounts.new_guest), own_limit=True), methods=["POST"]),
        Route("/api/guest/session", _api(_call(accounts.guest_session)), methods=["POST"]),
        Route("/api/accounts", _api(_call(accounts.register), own_limit=True), methods=["POST"]),
        Route("/api/session", _api(_call(accounts.login)), methods=["POST"]),
        Route("/api/session", _api(_call(accounts.logout)), methods=["DELETE"]),
        Route("/api/me", _api(_call(accounts.me)), methods=["GET"]),
        Route("/api/me/name", _api(_call(accounts.rename)), methods=["PUT"]),
        Route("/api/me/account", _api(_call(accounts.upgrade)), methods=["POST"]),
        Route("/api/me/bots", _api(_call(create_owned_bot)), methods=["POST"]),
        Route("/api/me/bots", _api(_call(owned_bots)), methods=["GET"]),
        Route("/api/me/bots/{name}", _api(_call(revoke_owned_bot)), methods=["DELETE"]),
        Route("/api/rooms", _api(rooms.create_room, 201), methods=["POST"]),
        Route("/api/rooms", _api(rooms.list_rooms), methods=["GET"]),
        Route("/api/rooms/{room}", _api(rooms.get_room), methods=["GET"]),
        Route("/api/rooms/{room}/act", _api(rooms.room_action), methods=["POST"]),
        Route("/api/rooms/{room}/chat", _api(rooms.room_chat), methods=["POST"]),
        Route("/api/rooms/{room}/link", _api(rooms.room_link), methods=["POST"]),
        Route("/api/rooms/{room}/rematch", _api(rooms.room_rematch), methods=["POST"]),
        Route("/api/challenges", _api(challenges.create_challenge), methods=["POST"]),
        Route("/api/challenges", _api(challenges.list_challenges), methods=["GET"]),
        Route("/api/challenges/{challenge}", _api(challenges.get_challenge), methods=["GET"]),
        Route(
            "/api/challenges/{challenge}/accept",
            _api(challenges.accept_challenge),
            methods=["POST"],
        ),
        Route(
            "/api/challenges/{challenge}/decline",
            _api(challenges.decline_challenge),
            methods=["POST"],
        ),
        Route("/api/players/{name:path}", _api(_call(ladder.player_profile)), methods=["GET"]),
        Route("/api/bots/{level}", _api(_call(ladder.bot_profile)), methods=["GET"]),
        Route("/api/bot-accounts/{name}", _api(_call(ladder.bot_account_profile)), methods=["GET"]),
        Route("/api/leaderboard", _api(_call(ladder.leaderboard)), methods=["GET"]),
        Route("/api/queue", _api(_call(ladder.join_queue)), methods=["POST"]),
        Route("/api/queue", _api(_call(ladder.queue_status)), methods=["GET"]),
        Route("/api/queue", _api(_call(ladder.leave_queue)), methods=["DELETE"]),
        Route("/api/queue/bots", _api(_call(ladder.queue_bots)), methods=["POST"]),
        WebSocketRoute("/ws/{game}", _socket),
        WebSocketRoute("/{path:path}", _no_socket),
        Route("/play/{game}", _play_page, methods=["GET"]),
        Route("/room/{room}", _play_page, methods=["GET"]),
        Route("/docs/{name}", serve_doc, methods=["GET"]),
    ]
    if WEB_DIR.is_dir():
        routes.append(Mount("/", StaticFiles(directory=WEB_DIR, html=True), name="web"))
    held = HeldConnections(sockets_per_address)
    connects = None if connect_limit is None else AddressLimiter(*connect_limit)
    tarpit = Tarpit(held)
    middleware = [
        Middleware(SocketLimit, held=held, connects=connects, tarpit=tarpit),
        Middleware(SecurityHeaders, headers=security_headers(WEB_DIR / "index.html")),
        Middleware(OriginGuard, allowed=allowed_origins),
        Middleware(BodyDeadline, timeout=body_timeout),
    ]
    app = Starlette(
        routes=routes,
        lifespan=lifespan,
        middleware=middleware,
        exception_handlers={404: _no_route, 405: _no_route},
    )
    app.state.held = held
    app.state.tarpit = tarpit
    app.state.create_limiter = SharedLimiter("games", *create_limit)
    app.state.bot_join_limiter = SharedLimiter("bot-seats", *bot_join_limit)
    app.state.action_limit = ActionLimit(*action_limit)
    app.state.read_limit = (
        None
        if read_limit is None
        else ActionLimit(*read_limit, name=READ_LIMIT_NAME, what="reads of the API")
    )
    return app
