"""Refusals a client keeps asking for at full speed are held a while before they are sent.

A rate limit's 429 is cheap, not free: answered at once, a client that asks again as
soon as it is told no (on a few kept-alive connections) was refused some 5,000 times a
second, and the refusals alone took more than half a core, as much as the reads they
stood for (benchmarks/server_flood.py --kind reads). So once a client address has been
refused more than REFUSALS_AT_ONCE times in a short while (past REFUSALS_PER_MINUTE), each
further refusal waits its own Retry-After (at most HOLD_SECONDS) before it is sent. A
connection waiting so sends nothing more (HTTP/1.1 answers in order: uvicorn reads no
further request on it), and costs the server a sleeping task: a client on k connections
is refused about k times per hold, whatever its speed. The waits count against the
address's connections (held.py, `--sockets-per-address`); past that limit the refusal is
sent at once, closing its connection. A client that honours Retry-After never meets this:
it is never refused twice within the wait.
"""

from __future__ import annotations

import asyncio

from .held import HeldConnections, TooMany
from .limits import AddressLimiter

#: Refusals an address gets at once before they are held: a page or a script that runs
#: into a limit and slows down is refused a handful of times.
REFUSALS_AT_ONCE = 50
#: And sustained, a minute (one a second).
REFUSALS_PER_MINUTE = 60.0
#: The longest a refusal is held (a Retry-After longer than this: sent after this). Short
#: of common clients' read timeouts (httpx's default is 5 s): a held refusal is slow, never
#: an answer that does not come; and a hold of 2 s already bounds a client on k
#: connections to k/2 refusals a second, whatever its speed.
HOLD_SECONDS = 2.0


class Tarpit:
    def __init__(
        self,
        held: HeldConnections,
        refusals: tuple[float, float] = (REFUSALS_PER_MINUTE, REFUSALS_AT_ONCE),
        hold_seconds: float = HOLD_SECONDS,
    ) -> None:
        self.held = held
        self.refusals = AddressLimiter(*refusals)
        self.hold_seconds = hold_seconds

    async def hold(self, client: str, retry_after: float) -> bool:
        """Before a refusal to the client address `client`, told to wait `retry_after`
        seconds: return at once while it has been refused little, else after that wait
        (at most `hold_seconds`). False: it was not held, as the address holds its limit
        of connections already; the refusal should close its connection."""
        if self.refusals.take(client) == 0:
            return True  # within its allowance of refusals: sent at once
        try:
            with self.held.holding(client):
                await asyncio.sleep(min(retry_after, self.hold_seconds))
        except TooMany:
            return False
        return True
