"""One websocket: a seat or a spectator of one game.

It reads frames, refuses the bad ones with an error naming the fault (size, binary, not
JSON, wrong shape, rate, order), and hands good ones to its table. Frames out go through
a queue and a writer task, so a slow socket never holds up a broadcast to the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
import unicodedata
from collections import deque
from collections.abc import Mapping
from typing import Any

import msgspec
from starlette.websockets import WebSocket, WebSocketDisconnect

from . import protocol as p
from .hub import Hub
from .table import Table
from .timing import MoveTiming

#: Messages per second a socket may send by default (`serve --rate-limit`); it may save up
#: twice as many for a burst.
RATE_PER_SECOND = 20.0
#: Chat lines: this many per window of seconds.
CHAT_LINES = 5
CHAT_WINDOW = 10.0
#: Malformed, oversized, binary, rate-limited or out-of-order messages within a window of
#: seconds after which the socket is closed (refused moves and chat lines do not count).
MAX_STRIKES = 50
STRIKE_WINDOW = 60.0
#: Frames queued for a socket that does not read them; past it the socket is closed.
MAX_QUEUED = 2000
#: Seconds a socket has to send its hello.
HELLO_TIMEOUT = 30.0
_CLOSE = b""


class TokenBucket:
    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def take(self) -> float:
        """0 if a message may pass now, else the seconds until one may."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return 0.0
        return (1 - self.tokens) / self.rate


def clean_chat(text: str) -> str:
    """Plain text: control characters become spaces, ends trimmed."""
    return "".join(" " if unicodedata.category(c) == "Cc" else c for c in text).strip()


class Session:
    def __init__(self, ws: WebSocket, hub: Hub, game_id: str) -> None:
        self.ws = ws
        self.hub = hub
        self.game_id = game_id
        self.table: Table | None = None
        self.joined = False
        self.seat: int | None = None
        self.strikes: deque[float] = deque()
        self.closing = False
        # Frames to send, and the writer's wake-up while it waits for one (a deque and a
        # future: an asyncio.Queue costs several times more per frame).
        self.queue: deque[bytes] = deque()
        self._wakeup: asyncio.Future[None] | None = None
        # Server timing (off unless asked for): the mover's acknowledgement and its move.
        self._ack: tuple[bytes, MoveTiming] | None = None
        self.rate = TokenBucket(hub.rate_limit, 2 * hub.rate_limit)
        self.chat_rate = TokenBucket(CHAT_LINES / CHAT_WINDOW, CHAT_LINES)

    # ----------------------------------------------------------------- Peer
    def send(self, frame: bytes) -> None:
        if self.closing:
            return
        if len(self.queue) >= MAX_QUEUED:
            self.closing = True
            self._put(_CLOSE)
            return
        self._put(frame)

    def _put(self, frame: bytes) -> None:
        self.queue.append(frame)
        if self._wakeup is not None and not self._wakeup.done():
            self._wakeup.set_result(None)

    def close(self, reason: str) -> None:
        if not self.closing:
            self.send(self._error(p.E_CLOSING, reason=reason))
            self.closing = True
            self._put(_CLOSE)

    # ----------------------------------------------------------------- loop
    async def run(self) -> None:
        await self.ws.accept()
        writer = asyncio.create_task(self._write())
        try:
            self.table = await self.hub.table(self.game_id)
            if self.table is None:
                self.close("no_such_game")
            while not self.closing:
                if self.joined:
                    message = await self.ws.receive()
                else:
                    try:
                        message = await asyncio.wait_for(self.ws.receive(), HELLO_TIMEOUT)
                    except TimeoutError:
                        self.close("no_hello")
                        break
                if message["type"] == "websocket.disconnect":
                    break
                await self._frame(message)
        except (WebSocketDisconnect, RuntimeError):
            pass  # the client went away
        finally:
            if self.table is not None and self.joined:
                self.table.detach(self.seat, self)
            self.closing = True
            self._put(_CLOSE)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 5)

    async def _write(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            if not self.queue:
                self._wakeup = loop.create_future()
                await self._wakeup
                continue
            frame = self.queue.popleft()
            if frame is _CLOSE or frame == _CLOSE:
                with contextlib.suppress(Exception):
                    await self.ws.close()
                return
            try:
                await self.ws.send_text(frame.decode())
            except Exception:
                return
            if self._ack is not None and frame is self._ack[0]:
                assert self.hub.timing is not None
                self.hub.timing.written(self._ack[1])
                self._ack = None

    def _version(self) -> int:
        return self.table.version if self.table is not None else 0

    def _error(self, error_code: str, /, **params: Any) -> bytes:
        # Positional-only: an illegal action's params hold the engine's own "code".
        return p.encode(p.Error(version=self._version(), code=error_code, params=params))

    def _refuse(self, error_code: str, /, **params: Any) -> None:
        self.send(self._error(error_code, **params))
        now = time.monotonic()
        self.strikes.append(now)
        while self.strikes[0] < now - STRIKE_WINDOW:
            self.strikes.popleft()
        if len(self.strikes) >= MAX_STRIKES:
            self.close("abuse")

    # ----------------------------------------------------------------- frames
    async def _frame(self, message: Mapping[str, Any]) -> None:
        received = time.perf_counter()
        wait = self.rate.take()
        if wait:
            self._refuse(p.E_RATE_LIMITED, retry_ms=int(wait * 1000) + 1)
            return
        text = message.get("text")
        if text is None:
            self._refuse(p.E_BINARY)
            return
        size = len(text.encode("utf-8", "surrogatepass"))
        if size > p.MAX_FRAME_BYTES:
            self._refuse(p.E_TOO_LARGE, limit=p.MAX_FRAME_BYTES, size=size)
            return
        try:
            msg = p.CLIENT_DECODER.decode(text)
        except (
            msgspec.DecodeError,
            msgspec.ValidationError,
            RecursionError,
            UnicodeError,
        ) as error:
            self._refuse(p.E_MALFORMED, detail=str(error)[:200])
            return
        if isinstance(msg, p.Hello):
            await self._hello(msg)
        elif not self.joined or self.table is None:
            self._refuse(p.E_HELLO_FIRST)
        elif isinstance(msg, p.Act):
            await self._act(msg, received)
        elif isinstance(msg, p.Chat):
            await self._chat(msg)
        else:
            self.send(p.encode(self.table.state_message(self.seat, msg.last_version)))

    async def _hello(self, msg: p.Hello) -> None:
        table = self.table
        if self.joined:
            self._refuse(p.E_ALREADY_HELLO)
            return
        if msg.protocol != p.PROTOCOL_VERSION:
            self._refuse(p.E_PROTOCOL, supported=[p.PROTOCOL_VERSION])
            return
        if table is None:
            return
        if msg.token is not None:
            seat = await self.hub.authenticate(table, msg.token)
            if seat is None:
                self._refuse(p.E_BAD_TOKEN)
                return
            self.seat = seat
        self.joined = True
        game = table.record.config["game"]
        self.send(
            p.encode(
                p.Welcome(
                    version=table.version,
                    protocol=p.PROTOCOL_VERSION,
                    game=table.id,
                    seat=self.seat,
                    players=game["players"],
                    expansion=game["expansion"],
                )
            )
        )
        # Under the table's lock: a move being stored lands before the picture is taken.
        # Attach first: the seats in the state message then show this seat connected.
        async with table.lock:
            table.attach(self.seat, self)
            self.send(p.encode(table.state_message(self.seat, msg.last_version)))

    async def _act(self, msg: p.Act, received: float) -> None:
        assert self.table is not None
        if self.seat is None:
            self._refuse(p.E_SPECTATOR)
            return
        timing = MoveTiming(received) if self.hub.timing is not None else None
        refusal = await self.table.submit(self.seat, msg.version, msg.action, timing=timing)
        if refusal is not None:  # a game refusal, not abuse: no strike
            self.send(self._error(refusal.code, **refusal.params))
        elif timing is not None and self.queue:
            # The update just queued (no await since the broadcast) is the acknowledgement.
            self._ack = (self.queue[-1], timing)

    async def _chat(self, msg: p.Chat) -> None:
        assert self.table is not None
        text = clean_chat(msg.text)
        if not text:
            self.send(self._error(p.E_CHAT_EMPTY))
        elif len(text) > p.MAX_CHAT_CHARS:
            self.send(self._error(p.E_CHAT_TOO_LONG, limit=p.MAX_CHAT_CHARS, length=len(text)))
        elif wait := self.chat_rate.take():
            self._refuse(p.E_RATE_LIMITED, retry_ms=int(wait * 1000) + 1)
        else:
            await self.table.chat(self.seat, text)
