"""uvicorn's websocket protocol (the one over websockets' sans-I/O core), changed in one
way: a socket the server closes for a breach of its policy is not read again.

Once the app has sent its close, uvicorn goes on reading, parsing and dropping the
client's frames for up to 10 s while it waits for the client's own close (RFC 6455's
closing handshake). A client that never answers and keeps writing had every frame parsed
meanwhile: a socket closed for flooding frames cost the server a third of a second of CPU
for the 10 MB it wrote after the close, and a client refused at full speed kept costing
whatever it sent (benchmarks/README.md, ws-spam). Closed with POLICY_CODES, the socket
stops being read at once (the kernel's buffers fill up and TCP holds the client back; a
byte that still comes through is dropped unparsed), and the connection is closed
POLICY_GRACE seconds later without waiting for the client's close frame: time for the
server's close frame, with its code and reason, to reach the client first (closing a
connection with unread bytes in it sends a reset, which may discard what the client had
not read yet).

Pings (and pongs) are answered by uvicorn itself and never reach the session, so its
rate limit and strikes did not see them: a client sending 750,000 pings in 5 s had every
one parsed and answered, and its socket was never closed. Past CONTROL_FRAMES a second
(a client's keepalive sends one every 20 s or so; browsers send none), the socket is told
why (an `error` `closing` with reason `abuse`) and closed with 1008 as above.
"""

from __future__ import annotations

from typing import Any

from uvicorn._types import ASGISendEvent
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.frames import Frame

from . import protocol as p
from .limits import TokenBucket

#: 1008 "Policy Violation" (a socket closed for abuse: session.py) and 1013 "Try Again
#: Later" (one over its address's limit of sockets: held.py).
POLICY_CODES = frozenset({1008, 1013})
#: Seconds from the close frame to the connection's end.
POLICY_GRACE = 1.0
#: Pings and pongs a client may send: this many a second, twice as many at once.
CONTROL_FRAMES = 10.0
CLOSE_POLICY = 1008


class PolicyCloseProtocol(WebSocketsSansIOProtocol):
    """Give uvicorn this class (`Config(ws=...)`): its websockets, closed by the server
    with one of POLICY_CODES, are read no more and end POLICY_GRACE seconds later."""

    policy_closed = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.control_frames = TokenBucket(CONTROL_FRAMES, 2 * CONTROL_FRAMES)

    async def send(self, message: ASGISendEvent) -> None:
        await super().send(message)
        if (
            message["type"] == "websocket.close"
            and message.get("code") in POLICY_CODES
            and self.close_sent
            and not self.transport.is_closing()
        ):
            self._stop_reading()

    def _stop_reading(self) -> None:
        self.policy_closed = True
        # Not marked in `read_paused`: uvicorn's receive() would resume a pause marked so.
        self.transport.pause_reading()
        if self.close_timer is not None:
            self.close_timer.cancel()
        self.close_timer = self.loop.call_later(POLICY_GRACE, self.transport.close)

    def handle_ping(self) -> None:
        if self.control_frames.take():
            self._close_for_abuse("pings")
        else:
            super().handle_ping()

    def handle_pong(self, event: Frame) -> None:
        if self.control_frames.take():
            self._close_for_abuse("pongs")
        else:
            super().handle_pong(event)

    def _close_for_abuse(self, what: str) -> None:
        """Past CONTROL_FRAMES: say why, close with 1008, and tell the app the socket is
        gone (its sends after this fail, as after any close)."""
        if self.close_sent or self.transport.is_closing():
            return
        detail = f"{what}: more than {CONTROL_FRAMES:g} pings and pongs a second"
        error = p.Error(version=0, code=p.E_CLOSING, params={"reason": "abuse", "detail": detail})
        self.conn.send_text(p.encode(error))
        self.conn.send_close(CLOSE_POLICY, "abuse")
        self.transport.write(b"".join(self.conn.data_to_send()))
        self.close_sent = True
        self.queue.put_nowait(
            {"type": "websocket.disconnect", "code": CLOSE_POLICY, "reason": "abuse"}
        )
        self._stop_reading()

    def data_received(self, data: bytes) -> None:
        if self.policy_closed:
            return  # bytes that were on their way when reading stopped: not parsed
        super().data_received(data)
