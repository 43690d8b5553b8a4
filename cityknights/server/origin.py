"""Which web pages may open a game's websocket or send a request that changes something
(any method but GET, HEAD and OPTIONS): the server's own, and the origins a deployment
names (`serve --allowed-origin`).

A browser sends the page's origin with every websocket handshake and lets any page open
a socket to any host, so without this check another site's page could play or watch a
game in its visitor's name. Clients that are not browsers (bots, scripts) send no Origin
and are let in: the seat token, not the origin, is what guards a seat.

Over HTTP, the check is the defence in depth behind the session cookie's SameSite=Lax:
a page of another site cannot make its visitor's browser create games, log in or out,
or rename the visitor (browsers send Origin with every such request they make).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from urllib.parse import urlsplit

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Receive, Scope, Send

#: The close code for a refused origin: 1008, policy violation (RFC 6455, 7.4.1).
CLOSE_ORIGIN_REFUSED = 1008
#: Methods that only read: allowed from any page (the browser keeps the answer from it).
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def normalize_origin(origin: str) -> str:
    """`scheme://host[:port]`, lower case, no path; ValueError if it is not an origin."""
    parts = urlsplit(origin.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"{origin!r} is not an origin such as https://play.example.org")
    if parts.path not in ("", "/") or parts.query or parts.fragment:
        raise ValueError(f"{origin!r}: an origin has no path, e.g. https://play.example.org")
    return f"{parts.scheme}://{parts.netloc.lower()}"


def same_host(origin: str, host: str) -> bool:
    """Whether the page's `origin` is this server, as the request's Host header names it
    (a proxy in front must pass the Host on: the scheme may differ, TLS ending there)."""
    netloc = urlsplit(origin).netloc.lower()
    return bool(host) and netloc == host.strip().lower()


class OriginGuard:
    """ASGI middleware: a websocket from a page of another origin is accepted only to be
    closed at once, with code 1008 and a reason naming its origin (a refused handshake
    would tell the page nothing); nothing of the game is read or sent."""

    def __init__(self, app: ASGIApp, allowed: Iterable[str] = ()) -> None:
        self.app = app
        self.allowed = frozenset(normalize_origin(o) for o in allowed)

    def allows(self, origin: str | None, host: str) -> bool:
        if origin is None:
            return True  # not a browser
        try:
            return same_host(origin, host) or normalize_origin(origin) in self.allowed
        except ValueError:  # "null" (a sandboxed frame, a file), or garbage ("http://[")
            return False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        checked = scope["type"] == "websocket" or (
            scope["type"] == "http" and scope["method"] not in SAFE_METHODS
        )
        if not checked:
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        origin = headers.get("origin")
        if self.allows(origin, headers.get("host", "")):
            await self.app(scope, receive, send)
            return
        if scope["type"] == "http":
            await _refuse_request(send, origin or "")
            return
        message = await receive()
        if message["type"] != "websocket.connect":
            return
        await send({"type": "websocket.accept"})
        # A close reason is at most 123 bytes of UTF-8.
        reason = f"origin not allowed: {origin}".encode()[:120].decode(errors="ignore")
        await send({"type": "websocket.close", "code": CLOSE_ORIGIN_REFUSED, "reason": reason})


async def _refuse_request(send: Send, origin: str) -> None:
    """403 with the lobby's error shape; the request's body is never read."""
    body = json.dumps({"code": "origin_refused", "params": {"origin": origin[:200]}}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 403,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
