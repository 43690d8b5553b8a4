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
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from starlette.types import ASGIApp, Receive, Scope, Send

from . import protocol as p
from .limits import client_key

#: The default: a household, a school behind one address, or a test run from localhost
#: with a few hundred sockets is never refused; one address cannot take more than about
#: half of a 1,024-descriptor server.
SOCKETS_PER_ADDRESS = 500
#: The close code of a refused websocket: 1013, "Try Again Later" (RFC 6455's registry).
CLOSE_TOO_MANY = 1013
REASON = "too_many_sockets"
#: Seconds a refused long poll is told to wait (a held connection may end at any time).
RETRY_AFTER = 5


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
    is open; one past the limit is accepted, told why, and closed."""

    def __init__(self, app: ASGIApp, held: HeldConnections) -> None:
        self.app = app
        self.held = held

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return
        try:
            with self.held.holding(scope_client(scope)):
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
