"""The browser protections every HTTP response carries: a Content-Security-Policy that the
client's own files pass (scripts, styles, fonts, images and sockets from this origin
only; no page may frame it), and the headers older browsers read for the same.

The client's page has one inline script, its import map (browsers do not load import
maps from a file); the policy allows exactly that script by its SHA-256, read from the
page the server serves, so an edited page keeps working and nothing else inline runs.
"""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

#: An inline <script> (no src attribute) and its text.
_INLINE_SCRIPT = re.compile(r"<script\b(?![^>]*\bsrc\s*=)[^>]*>(.*?)</script>", re.S | re.I)


def inline_script_hashes(page: Path) -> list[str]:
    """CSP source expressions ('sha256-...') of the inline scripts of an HTML page."""
    if not page.is_file():
        return []
    text = page.read_text(encoding="utf-8")
    return [
        "'sha256-" + base64.b64encode(hashlib.sha256(body.encode()).digest()).decode() + "'"
        for body in _INLINE_SCRIPT.findall(text)
    ]


def content_security_policy(script_hashes: list[str]) -> str:
    scripts = " ".join(["'self'", *script_hashes])
    return "; ".join(
        [
            "default-src 'self'",
            f"script-src {scripts}",
            "style-src 'self'",
            "img-src 'self'",  # the tab's icon (favicon.svg); the client draws the rest in SVG
            "font-src 'self'",
            "connect-src 'self'",  # the lobby API and the game's websocket (same host)
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ]
    )


def security_headers(page: Path) -> list[tuple[bytes, bytes]]:
    return [
        (b"content-security-policy", content_security_policy(inline_script_hashes(page)).encode()),
        (b"x-content-type-options", b"nosniff"),
        (b"x-frame-options", b"DENY"),  # frame-ancestors for browsers without CSP 2
        # Seat tokens travel in URL fragments, never sent; a game's id is all a Referer
        # could show, and no other site needs it.
        (b"referrer-policy", b"no-referrer"),
        (b"cross-origin-opener-policy", b"same-origin"),
    ]


class SecurityHeaders:
    """ASGI middleware: `headers` on every HTTP response (replacing the app's own)."""

    def __init__(self, app: ASGIApp, headers: list[tuple[bytes, bytes]]) -> None:
        self.app = app
        self.headers = headers

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in self.headers:
                    headers[name.decode()] = value.decode()
            await send(message)

        await self.app(scope, receive, send_with_headers)
