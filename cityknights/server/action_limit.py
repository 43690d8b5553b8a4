"""A per-client limit on the API requests that change something (POST, PUT, DELETE):
room actions, chat, challenges, the ranked queue, account changes, joins, logins; and,
with an allowance of its own, on the API's reads (GET, HEAD: READS_PER_MINUTE).

Each costs database reads and writes, and a client that sent hundreds a second slowed
every other room and game (one flood of about 250 room actions a second doubled another
room's latency). A client is its signed-in account (a session cookie, or a bot's bearer
token), so that players behind one address (a school, a café) are not limited together;
else its address (an IPv6 one by its /64: limits.client_key).

Who holds a credential is read from the database once, then remembered for
`KNOWN_SECONDS` (a session started by this process is remembered as it starts): a flood
with one cookie is refused without a database read. Credentials not remembered (new,
unknown or made up) are looked up within an allowance of their address's, as large as
the limit: a flood of made-up cookies soon goes unread, each counted against its address
as a request without one. What is remembered only picks the bucket; the route still
checks the session or token itself.

Doors with a limit of their own are not counted here (`own_limit` in app.py): the
game-creation doors (create_limit) and new players (new_players), whose own, tested
limits a deployment or a test may raise.
"""

from __future__ import annotations

import contextlib
import time
from collections import OrderedDict

from starlette.requests import ClientDisconnect, Request

from .hub import BadRequest, Hub, token_hash, too_many
from .limits import AddressLimiter, request_address
from .ratings import bot_account_id
from .signin import COOKIE, id_hash

#: Requests that change something one client may send: this many a minute, and this many
#: at once. A person clicks a few times a second at most, and a page sends one request a
#: click; a bot's room or queue actions are a handful a game. Ten a second sustained is
#: well past both and costs the server little. The burst, half a minute's worth as the
#: creation limit's, lets a script or a test that checks many requests in a row run ahead
#: of the rate for a while: the hostile sweep's room checks send some 40 from one account
#: at once (`serve --action-limit`).
ACTIONS_PER_MINUTE = (600.0, 300.0)
#: Seconds a credential's account is remembered (a session ended in that time is still
#: counted as its account's: harmless, the route refuses it). Long, so that a player
#: behind the address of a flood of made-up cookies is seldom looked up again.
KNOWN_SECONDS = 600.0
#: Credentials remembered at most (the least recently used forgotten first).
MAX_KNOWN = 10_000
#: The methods counted: those that change something. GET and HEAD only read (a room's
#: long polls are held by held.py; reads are not limited here).
COUNTED_METHODS = frozenset({"POST", "PUT", "DELETE", "PATCH"})
#: The limit's name in a refusal's `limit`.
LIMIT_NAME = "actions_per_client"
#: Reads of the API (GET, HEAD) one client may send: this many a minute, and this many at
#: once (`serve --read-limit`). Each reads the database (a game's record, the lobby, a
#: ladder page) or works out a replay or an analysis, and a flood of them took a core
#: (benchmarks/server_flood.py --kind reads). A page asks a few a minute (the lobby every
#: 5 s, a ranked wait every 2 s, an analysis every 1.5 s while it runs); a script that
#: pages through a player's games a few hundred in a row; a test suite that reads what
#: players see after each request for a while (3,000 at once, then 100 a second). Set
#: where a flood meets it (hundreds a second): past it, a reader is refused, then held
#: (tarpit.py). test_http_fuzz, which reads after each of its ~1,300 requests as fast as
#: a quiet machine lets it, meets even this and runs without it.
READS_PER_MINUTE = (6000.0, 3000.0)
#: The methods counted by the read limit.
READ_METHODS = frozenset({"GET", "HEAD"})
READ_LIMIT_NAME = "reads_per_client"
_CREDENTIAL_CHARS = 200  # no cookie or token is longer; a longer one is not looked up
#: A refused request's body up to this size is read (and dropped) before the refusal, so
#: that its connection stays open for the next request (a refusal that leaves a body
#: unread closes it: http_limits.BodyDeadline): a client refused over and over then does
#: not cost the server a new connection each time. Every lobby action is far smaller.
DRAINED_BYTES = 4096


def action_limit(per_minute: float) -> tuple[float, float]:
    """(per minute, at once) for `serve --action-limit` (and `--read-limit`,
    `--connect-limit`): a burst of half a minute's worth (at least 10)."""
    return per_minute, max(10.0, per_minute / 2)


class ActionLimit:
    """One client's allowance of one kind of request: `name` in the refusal's `limit`,
    `what` in its detail (the actions' limit, and the reads' with READ_LIMIT_NAME)."""

    def __init__(
        self,
        per_minute: float,
        burst: float,
        name: str = LIMIT_NAME,
        what: str = "requests that change something",
    ) -> None:
        self.per_minute, self.burst = per_minute, burst
        self.name, self.what = name, what
        self.by_address = AddressLimiter(per_minute, burst)
        self.by_account = AddressLimiter(per_minute, burst, by_address=False)
        self.lookups = AddressLimiter(per_minute, burst)  # of unknown credentials
        self._known: OrderedDict[str, tuple[str, float]] = OrderedDict()  # credential: key

    async def take(self, request: Request, hub: Hub) -> None:
        """Count `request` against its client; a 429 naming the limit past it."""
        credential = _credential(request)
        account = self._remembered(credential) if credential is not None else None
        address = request_address(request)
        if account is None and credential is not None and not self.lookups.take(address):
            account = await _account_of(credential, hub)
            if account is not None:
                self._remember(credential, account)
        wait = (
            self.by_account.take(account) if account is not None else self.by_address.take(address)
        )
        if wait:
            await _drain(request)
            raise self.refusal(wait)

    def session_started(self, session_hash: str, player_id: str) -> None:
        """A session this process started (signin.start_session): its player is known
        without a lookup."""
        self._remember(f"session:{session_hash}", player_id)

    def refusal(self, wait: float) -> BadRequest:
        """429 `too_many_requests`: the limit by name and size, and the seconds to wait
        (rounded up), in the body and in Retry-After."""
        return too_many(
            "too_many_requests",
            wait,
            limit=self.name,
            per_minute=self.per_minute,
            burst=self.burst,
            detail=(
                f"{self.name}: at most {self.per_minute:g} {self.what} "
                f"a minute ({self.burst:g} at once) per account, else per address"
            ),
        )

    def _remembered(self, credential: str) -> str | None:
        known = self._known.get(credential)
        if known is None or known[1] < time.monotonic():
            return None
        self._known.move_to_end(credential)
        return known[0]

    def _remember(self, credential: str, account: str) -> None:
        self._known[credential] = (account, time.monotonic() + KNOWN_SECONDS)
        self._known.move_to_end(credential)
        while len(self._known) > MAX_KNOWN:
            self._known.popitem(last=False)


async def _drain(request: Request) -> None:
    """Read a small declared body, so that the refusal keeps the connection."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) <= DRAINED_BYTES:
        with contextlib.suppress(ClientDisconnect):
            async for _ in request.stream():
                pass


def _credential(request: Request) -> str | None:
    """The request's bearer token or session cookie, hashed (as the store keys them),
    marked by kind; None without one, or with one too long to be real."""
    header = request.headers.get("authorization")
    if header is not None:
        scheme, _, token = header.partition(" ")
        token = token.strip()
        if scheme.lower() == "bearer" and 0 < len(token) <= _CREDENTIAL_CHARS:
            return f"bot:{token_hash(token)}"
        return None
    session_id = request.cookies.get(COOKIE)
    if session_id and len(session_id) <= _CREDENTIAL_CHARS:
        return f"session:{id_hash(session_id)}"
    return None


async def _account_of(credential: str, hub: Hub) -> str | None:
    """The player id a credential is of (a bot account's as the routes make it), or
    None: it opens nothing (the request is counted by its address alone)."""
    kind, _, digest = credential.partition(":")
    if kind == "bot":
        name: str | None = await hub.run_db(hub.storage.bot_of_token, digest)
        return None if name is None else bot_account_id(name)
    player = await hub.run_db(hub.storage.session_player, digest, time.time())
    return None if player is None else str(player.id)
