"""Bounds on an HTTP request's size and time, which uvicorn leaves open: a client that
sends its headers or its body slowly, or sends megabytes of headers, would otherwise hold
a connection and its memory for as long as it likes.

- Headers: at most `max_header_bytes` (the request line included; status 431), all of
  them within `header_timeout` seconds of the connection or of the request's first byte
  (status 408). Enforced in the HTTP protocol itself (a subclass of uvicorn's httptools
  protocol): the bytes are counted as they arrive, before the parser buffers them.
- Body: within `body_timeout` seconds of the headers (status 408), by the ASGI
  middleware :class:`BodyDeadline`. A response sent before the body was read whole
  closes the connection, so the rest of a body cannot trickle in after it.
- Between requests on a kept-alive connection: uvicorn's `timeout_keep_alive`.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

#: The defaults of `cityknights serve`: nginx's (8 KiB a header line) would do for this
#: client; browsers send 1-2 KiB.
MAX_HEADER_BYTES = 16 * 1024
#: Seconds a request's headers have to arrive, and then its body (`serve --request-timeout`).
REQUEST_TIMEOUT = 10.0
HEADER_TIMEOUT = BODY_TIMEOUT = REQUEST_TIMEOUT
KEEP_ALIVE_TIMEOUT = 5
#: The detail of a request the HTTP parser refuses.
MALFORMED = (
    "not a well-formed HTTP/1.1 request: its method, request line, a header, its "
    "Content-Length or its chunks"
)
_END_OF_HEADERS = b"\r\n\r\n"


def _error_response(status: int, reason: str, code: str, **params: Any) -> bytes:
    """A whole response, in the API's error shape (`{"code", "params"}`), that closes."""
    body = json.dumps({"code": code, "params": params}).encode()
    return (
        f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n"
        f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
    ).encode() + body


class BoundedHttpProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol with a size and a time limit on each request's headers.
    The limits are class attributes: :func:`bounded_protocol` makes a subclass with them."""

    max_header_bytes = MAX_HEADER_BYTES
    header_timeout = HEADER_TIMEOUT

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._header_bytes = 0
        self._tail = b""  # the last bytes of headers so far: an end split across reads
        self._in_headers = True  # counting: from the end of one message to the next's headers
        self._header_timer: asyncio.TimerHandle | None = None
        self._start_header_timer()

    def _start_header_timer(self) -> None:
        if self._header_timer is None:
            self._header_timer = self.loop.call_later(self.header_timeout, self._headers_too_slow)

    def _stop_header_timer(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _refuse(self, response: bytes) -> None:
        self._stop_header_timer()
        if not self.transport.is_closing():
            self.transport.write(response)
            self.transport.close()

    def _headers_too_slow(self) -> None:
        self._header_timer = None
        self.logger.info("request headers not received within %gs: closed", self.header_timeout)
        self._refuse(
            _error_response(408, "Request Timeout", "header_timeout", limit_s=self.header_timeout)
        )

    def data_received(self, data: bytes) -> None:
        if self._in_headers:
            seen = self._tail + data
            end = seen.find(_END_OF_HEADERS)
            self._header_bytes += len(data) if end < 0 else end + 4 - len(self._tail)
            if self._header_bytes > self.max_header_bytes:
                self.logger.info("request headers over %d bytes: refused", self.max_header_bytes)
                self._refuse(
                    _error_response(
                        431,
                        "Request Header Fields Too Large",
                        "headers_too_large",
                        limit=self.max_header_bytes,
                    )
                )
                return
            self._tail = seen[-3:] if end < 0 else b""
            if end >= 0:
                self._in_headers = False
        super().data_received(data)

    # Parser callbacks
    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._start_header_timer()

    def send_400_response(self, msg: str) -> None:
        """The parser's refusal (a method it does not know, a malformed request line,
        header, length or chunk), in the API's error shape rather than uvicorn's text."""
        del msg  # uvicorn's "Invalid HTTP request received.", logged as a warning
        self._refuse(_error_response(400, "Bad Request", "bad_request", detail=MALFORMED))

    def on_headers_complete(self) -> None:
        self._stop_header_timer()
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        super().on_message_complete()
        self._in_headers = True  # the next bytes are the next request's
        self._header_bytes = 0
        self._tail = b""

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_header_timer()
        super().connection_lost(exc)


def bounded_protocol(max_header_bytes: int, header_timeout: float) -> type[BoundedHttpProtocol]:
    """The protocol class to give uvicorn (`Config(http=...)`) for these limits."""
    return type(
        "BoundedHttpProtocol",
        (BoundedHttpProtocol,),
        {"max_header_bytes": max_header_bytes, "header_timeout": header_timeout},
    )


class _BodyTimeout(Exception):
    pass


class BodyDeadline:
    """ASGI middleware: a request's body must arrive whole within `timeout` seconds of
    its headers, else 408 and the connection is closed; a response that leaves a
    declared body unread closes the connection too."""

    def __init__(self, app: ASGIApp, timeout: float = BODY_TIMEOUT) -> None:
        self.app = app
        self.timeout = timeout

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        declared = headers.get("content-length", "0") not in ("", "0") or (
            "transfer-encoding" in headers
        )
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.timeout
        body_done = not declared
        started = False

        async def receive_by_deadline() -> Message:
            nonlocal body_done
            if body_done:
                return await receive()
            try:
                message = await asyncio.wait_for(receive(), max(0.0, deadline - loop.time()))
            except TimeoutError:
                raise _BodyTimeout from None
            if message["type"] != "http.request" or not message.get("more_body", False):
                body_done = True
            return message

        async def send_closing(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                if not body_done:  # the rest of the body must not keep the connection
                    MutableHeaders(scope=message)["connection"] = "close"
            await send(message)

        try:
            await self.app(scope, receive_by_deadline, send_closing)
        except _BodyTimeout:
            if started:
                raise
            await _send_json(
                send,
                408,
                {"code": "body_timeout", "params": {"limit_s": self.timeout}},
            )


async def _send_json(send: Send, status: int, body: dict[str, Any]) -> None:
    content = json.dumps(body).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(content)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": content})
