"""The connections one client address may hold open at once: its websockets and its room
long polls while they wait (`serve --sockets-per-address`).

Each holds a file descriptor and some memory of the server (about 30 KB an idle
websocket) for as long as the client likes. Unbounded, one address took them all: under
the soft limit of open files most services start with (1,024), a thousand spectator
sockets from one address left the server unable to accept any other client's connection
(every request and every new socket of the others failed until the flood let go;
benchmarks/server_flood.py). Past the limit a websocket is accepted only to be told why
and closed (an `error`, `closing` with reason `too_many_sockets`, then close code 1013,
"try again later"), and a long poll answers 429 `too_many_sockets`; the address's other
connections carry on. The address is the one the creation limit uses (limits.client_key:
an IPv6 client's /64; behind a proxy, the client's own from X-Forwarded-For).

How fast an address may open websockets is bounded too (`serve --connect-limit`): each
new socket costs a handshake, a game's state and often its whole past, and a client that
closed and opened sockets in a loop (a reconnect flood) held only a few at a time, under
the limit above. Past the rate the handshake is refused before the upgrade: HTTP 429
`too_many_requests` naming the limit, with Retry-After, and nothing else is done (no
websocket is set up, no frame is written or read, the game is not looked up). A browser's
page is not told the status (it sees a failed connection and tries again later, as after
any); the limit is set so that no page meets it, and a script sees the status and the body.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import msgspec
from starlette.types import ASGIApp, Receive, Scope, Send

from . import protocol as p
from .hub import too_many
from .limits import AddressLimiter, client_key

if TYPE_CHECKING:
    from .tarpit import Tarpit

#: The default: a household, a school behind one address, or a test run from localhost
#: with a few hundred sockets is never refused; one address cannot take more than about
#: half of a 1,024-descriptor server.
SOCKETS_PER_ADDRESS = 500
#: The close code of a refused websocket: 1013, "Try Again Later" (RFC 6455's registry).
CLOSE_TOO_MANY = 1013
REASON = "too_many_sockets"
#: Seconds a refused long poll is told to wait (a held connection may end at any time).
RETRY_AFTER = 5
#: New websockets one client address may open: this many a minute, and this many at once
#: (`serve --connect-limit`). A page opens one a game, and again after a lost connection
#: (with a growing wait between tries); a test run or a browser suite opens a few hundred
#: in a burst. The burst is more than SOCKETS_PER_ADDRESS, so an address may fill that
#: allowance at once; after it, twenty a second.
CONNECTS_PER_MINUTE = (1200.0, 600.0)
CONNECT_LIMIT_NAME = "connects_per_address"


class TooMany(Exception):
    """The address holds its limit of connections already."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"over {limit} connections held by one address")
        self.limit = limit


class HeldConnections:
    """How many connections each client address holds open; at most `limit` each (0: no
    limit). An address is forgotten when it holds none, so the table is never larger than
    the connections open."""

    def __init__(self, limit: int = SOCKETS_PER_ADDRESS) -> None:
        if limit < 0:
            raise ValueError("a connection limit is 0 (none) or more")
        self.limit = limit
        self.counts: dict[str, int] = {}

    def take(self, address: str) -> bool:
        """Count one more connection of `address`, unless it holds the limit already."""
        held = self.counts.get(address, 0)
        if self.limit and held >= self.limit:
            return False
        self.counts[address] = held + 1
        return True

    def release(self, address: str) -> None:
        held = self.counts.get(address, 0) - 1
        if held > 0:
            self.counts[address] = held
        else:
            self.counts.pop(address, None)

    @contextmanager
    def holding(self, client: str) -> Iterator[None]:
        """One connection of the client address `client` while the block runs; raises
        TooMany, and runs nothing, when it holds the limit already."""
        address = client_key(client)
        if not self.take(address):
            raise TooMany(self.limit)
        try:
            yield
        finally:
            self.release(address)


def scope_client(scope: Scope) -> str:
    client = scope.get("client")
    return str(client[0]) if client else ""


class SocketLimit:
    """ASGI middleware: each websocket counts against its client address's limit while it
    is open; one past the limit is accepted, told why, and closed. With `connects`, each
    new one first takes a token of its address's bucket; without one it is refused
    before the upgrade (429), held first by `tarpit` if the address is refused often."""

    def __init__(
        self,
        app: ASGIApp,
        held: HeldConnections,
        connects: AddressLimiter | None = None,
        tarpit: Tarpit | None = None,
    ) -> None:
        self.app = app
        self.held = held
        self.connects = connects
        self.tarpit = tarpit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return
        client = scope_client(scope)
        if self.connects is not None and (wait := self.connects.take(client)):
            await _deny_socket(receive, send, self.connects, wait, self.tarpit, client)
            return
        try:
            with self.held.holding(client):
                await self.app(scope, receive, send)
        except TooMany as refused:
            await _refuse_socket(receive, send, refused.limit)


async def _refuse_socket(receive: Receive, send: Send, limit: int) -> None:
    """Accept, say why (the protocol's `closing` error) and close: a refused handshake
    would tell a browser's page nothing."""
    message = await receive()
    if message["type"] != "websocket.connect":
        return
    await send({"type": "websocket.accept"})
    error = p.Error(version=0, code=p.E_CLOSING, params={"reason": REASON, "limit": limit})
    await send({"type": "websocket.send", "text": p.encode(error).decode()})
    await send({"type": "websocket.close", "code": CLOSE_TOO_MANY, "reason": REASON})


async def _deny_socket(
    receive: Receive,
    send: Send,
    connects: AddressLimiter,
    wait: float,
    tarpit: Tarpit | None,
    client: str,
) -> None:
    """Refuse the handshake with a 429 in the API's error shape (ASGI's websocket denial
    response, which uvicorn serves), Retry-After with it; first held by `tarpit`, if
    there is one, when the client address `client` is refused often."""
    message = await receive()
    if message["type"] != "websocket.connect":
        return
    per_minute = connects.per_minute
    refusal = too_many(
        "too_many_requests",
        wait,
        limit=CONNECT_LIMIT_NAME,
        per_minute=per_minute,
        burst=connects.burst,
        detail=(
            f"{CONNECT_LIMIT_NAME}: at most {per_minute:g} new websockets a minute "
            f"({connects.burst:g} at once) per client address"
        ),
    )
    if tarpit is not None:  # the connection closes after the denial either way
        await tarpit.hold(client, refusal.params["retry_after"])
    body = msgspec.json.encode(p.ApiError(code=refusal.code, params=refusal.params))
    headers = [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(body))]
    headers += [(k.lower().encode(), v.encode()) for k, v in refusal.headers.items()]
    await send({"type": "websocket.http.response.start", "status": 429, "headers": headers})
    await send({"type": "websocket.http.response.body", "body": body})
