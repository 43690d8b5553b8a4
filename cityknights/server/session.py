"""One websocket: a seat or a spectator of one game.

It reads frames, refuses the bad ones with an error naming the fault (size, binary, not
JSON, wrong shape, rate, order), and hands good ones to its table. A frame out is written
at once when the socket takes it without waiting (the usual case: the mover's
acknowledgement leaves before the other seats' views are built, and no task wakes per
frame); when the socket's buffer is full, it and the frames after it go through a queue
and a writer task, so a slow socket never holds up a broadcast to the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
import types
from collections import deque
from collections.abc import Awaitable, Coroutine, Generator, Mapping
from typing import Any

import msgspec
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from . import protocol as p
from .game_room import DamagedGame
from .game_settings import settings_of
from .history import history_frames, past
from .hub import Hub, token_hash
from .json_keys import twice_given
from .limits import TokenBucket
from .names import shows
from .signin import current_player
from .storage import StorageError, StorageUnavailable
from .table import UNAVAILABLE, Table
from .timing import MoveTiming

#: Messages per second a socket may send by default (`serve --rate-limit`); it may save up
#: twice as many for a burst.
RATE_PER_SECOND = 20.0
#: Chat lines: this many per window of seconds.
CHAT_LINES = 5
CHAT_WINDOW = 10.0
#: Fresh pictures a socket may ask for by `resync` (a state and the game's whole past,
#: some 250 KB for a long game): this many per window of seconds. A client needs one
#: after a gap; asked for in a loop they cost every other socket its bandwidth.
RESYNC_PICTURES = 3
RESYNC_WINDOW = 30.0
#: Malformed, oversized, binary, rate-limited or out-of-order messages within a window of
#: seconds after which the socket is closed (refused moves and chat lines do not count).
MAX_STRIKES = 50
STRIKE_WINDOW = 60.0
#: Frames, and bytes, queued for a socket that does not read them; past either the
#: socket is closed (`too_slow`). In bytes too: 2,000 fresh pictures of a long game were
#: some 48 MB a socket.
MAX_QUEUED = 2000
MAX_QUEUED_BYTES = 4 * 1024 * 1024
#: Seconds a socket has to send its hello.
HELLO_TIMEOUT = 30.0
#: The close code of a socket closed for abuse (its strikes): 1008, "Policy Violation".
#: Such a socket is not read again (ws_protocol.py): what it sends after costs nothing.
CLOSE_ABUSE = 1008
_CLOSE = b""
log = logging.getLogger("cityknights.server")


def start_now(coro: Coroutine[Any, Any, None]) -> Awaitable[None] | None:
    """Run `coro` up to its first wait: None if it finished without one, else an awaitable
    of the rest (for a task to await). Errors are raised here, or by that awaitable.

    A websocket send through Starlette and uvicorn is a coroutine that waits only when
    the transport is paused (its buffer full); run this way, the common send costs no
    task and no trip through the event loop."""
    try:
        pending = coro.send(None)
    except StopIteration:
        return None
    except BaseException:
        coro.close()
        raise
    return _finish(coro, pending)


@types.coroutine
def _finish(coro: Coroutine[Any, Any, None], pending: Any) -> Generator[Any, Any, None]:
    """The rest of a coroutine stopped at its first wait on `pending` (an asyncio future):
    the awaiting task waits on that future, then the coroutine goes on (`yield from`
    resumes it as the task would have)."""
    try:
        yield pending
    except BaseException as error:  # cancelled while waiting: the coroutine hears it
        try:
            pending = coro.throw(error)
        except StopIteration:
            return
        yield from _finish(coro, pending)
        return
    yield from coro


#: The control characters (Unicode's Cc: C0, DEL and C1).
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f]")
#: A chat line longer than this as sent is too long, whatever its ends hold (spaces,
#: control characters): it is not looked at character by character.
CHAT_SCAN_CHARS = 4 * p.MAX_CHAT_CHARS


def clean_chat(text: str) -> str:
    """Plain text: control characters become spaces, ends trimmed; "" when nothing in it
    shows (only spaces, zero-width and other format characters such as U+200B or U+202E:
    such a line was sent to everyone as an invisible message).

    A line over MAX_CHAT_CHARS once its ends are trimmed, or over CHAT_SCAN_CHARS as
    sent, is returned as it is, unchecked: the caller refuses it as too long. A
    character by character look at a 64 KiB frame (zero-width or control characters)
    held the event loop, every game's, for 10 to 25 ms a line."""
    if len(text) > CHAT_SCAN_CHARS:
        return text
    text = _CONTROLS.sub(" ", text).strip()
    if len(text) > p.MAX_CHAT_CHARS:
        return text
    return text if any(shows(c) for c in text) else ""


class Session:
    def __init__(self, ws: WebSocket, hub: Hub, game_id: str) -> None:
        self.ws = ws
        self.hub = hub
        self.game_id = game_id
        self.table: Table | None = None
        self.joined = False
        self.seat: int | None = None
        # The hash of the token the seat was taken with: a link made anew for the seat
        # closes the sockets of the old one (Table.seat_link_renewed).
        self.token_hash: str | None = None
        # A spectator's name, when signed in: said to the table with the count of those
        # watching (Table.viewers); None for a seat and a guest.
        self.viewer: str | None = None
        self.strikes: deque[float] = deque()
        self.closing = False
        # Frames to send, and the writer's wake-up while it waits for one (a deque and a
        # future: an asyncio.Queue costs several times more per frame).
        self.queue: deque[bytes] = deque()
        self._queued_bytes = 0
        self._wakeup: asyncio.Future[None] | None = None
        # The rest of a send that had to wait (the socket's buffer full), for the writer;
        # while it is there, frames queue behind it.
        self._waiting_send: Awaitable[None] | None = None
        self._broken = False  # a send failed: the client is gone, nothing more is sent
        self._writer_busy = False  # the writer task is in a send of its own
        self._accepted = False  # frames before the accept go through the writer
        self._close_frame: tuple[int, str] = (1000, "")  # the close's code and reason
        # Server timing (off unless asked for): the mover's acknowledgement and its move.
        self._ack: tuple[bytes, MoveTiming] | None = None
        self._last_written: tuple[bytes, float] | None = None
        self.rate = TokenBucket(hub.rate_limit, 2 * hub.rate_limit)
        self.chat_rate = TokenBucket(CHAT_LINES / CHAT_WINDOW, CHAT_LINES)
        self.picture_rate = TokenBucket(RESYNC_PICTURES / RESYNC_WINDOW, RESYNC_PICTURES)

    # ----------------------------------------------------------------- Peer
    def send(self, frame: bytes) -> None:
        if self.closing or self._broken:
            return
        if (
            not self.queue
            and self._waiting_send is None
            and not self._writer_busy
            and self._accepted
        ):
            self._write_now(frame)
            return
        # (A frame alone in the queue is let through whatever its size: a fresh picture
        # of a long game must reach even a client that reads.)
        if len(self.queue) >= MAX_QUEUED or (
            self.queue and self._queued_bytes + len(frame) > MAX_QUEUED_BYTES
        ):
            self._too_slow()
            return
        self._put(frame)

    def _too_slow(self) -> None:
        """The client does not read what it is sent: what waits for it is dropped (it
        must catch up with a fresh picture anyway), it is told why, and the socket is
        closed with 1013 (try again later): a client reconnects and is brought up to date."""
        self.queue.clear()
        self._queued_bytes = 0
        self.close("too_slow", 1013)

    def _write_now(self, frame: bytes) -> None:
        """Write `frame` now; if the socket makes it wait, the writer task finishes it."""
        try:
            rest = start_now(self.ws.send_text(frame.decode()))
        except Exception:
            self._broken = True  # the client went away: its reader ends the session
            return
        if rest is not None:
            self._waiting_send = rest
            self._wake_writer()
        elif self.hub.timing is not None:
            self._written(frame)

    def _written(self, frame: bytes) -> None:
        """Server timing: `frame` was written now (the mover's acknowledgement ends there)."""
        assert self.hub.timing is not None
        self._last_written = (frame, time.perf_counter())
        if self._ack is not None and frame is self._ack[0]:
            self.hub.timing.written(self._ack[1])
            self._ack = None

    def _put(self, frame: bytes) -> None:
        self.queue.append(frame)
        self._queued_bytes += len(frame)
        self._wake_writer()

    def _wake_writer(self) -> None:
        if self._wakeup is not None and not self._wakeup.done():
            self._wakeup.set_result(None)

    def close(self, reason: str, code: int = 1000) -> None:
        """Say why (a `closing` error), then close with `code` and the reason."""
        if not self.closing:
            self.send(self._error(p.E_CLOSING, reason=reason))
            self.closing = True
            self._close_frame = (code, reason)
            self._put(_CLOSE)

    # ----------------------------------------------------------------- loop
    async def run(self) -> None:
        await self.ws.accept()
        writer = asyncio.create_task(self._write())
        self._accepted = True
        try:
            try:
                # Held: the hub keeps it in memory (not evicted) while this socket is open.
                self.table = await self.hub.table(self.game_id, hold=True)
            except StorageUnavailable:
                self.send(self._error(p.E_UNAVAILABLE, detail=UNAVAILABLE))
                self.close("unavailable")
            except DamagedGame as error:  # no retry mends it: the client stops reconnecting
                log.error("game %s: loading it failed: %s", self.game_id, error)
                self.send(self._error(p.E_DAMAGED_GAME, detail=str(error)))
                self.close(p.E_DAMAGED_GAME)
            except StorageError as error:  # the database failed: said in one line, both ways
                log.error("game %s: loading it failed: %s", self.game_id, error)
                self.close(p.E_UNAVAILABLE)
            else:
                if self.table is None:
                    self.close("no_such_game")
            # The hello is due HELLO_TIMEOUT after the accept, whatever comes before it
            # (each frame refused as hello_first restarted the wait).
            hello_due = time.monotonic() + HELLO_TIMEOUT
            while not self.closing:
                if self.joined:
                    message = await self.ws.receive()
                else:
                    try:
                        left = max(0.0, hello_due - time.monotonic())
                        message = await asyncio.wait_for(self.ws.receive(), left)
                    except TimeoutError:
                        self.close("no_hello")
                        break
                if message["type"] == "websocket.disconnect":
                    break
                try:
                    await self._frame(message)
                except StorageError as error:  # a seat's claim or a chat line not stored
                    log.error("game %s: %s", self.game_id, error)
                    self.send(self._error(p.E_UNAVAILABLE))
        except WebSocketDisconnect:
            pass  # the client went away
        except RuntimeError:
            # Starlette says a receive after the client's disconnect so (a RuntimeError):
            # the client went away. Any other is a fault of ours, logged, not swallowed.
            if self.ws.client_state != WebSocketState.DISCONNECTED:
                log.exception("game %s: the socket's loop failed", self.game_id)
        finally:
            if self.table is not None:
                if self.joined:
                    self.table.detach(self.seat, self)
                self.hub.release(self.table)
            self.closing = True
            self._put(_CLOSE)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 5)

    async def _write(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            if self._waiting_send is not None:
                try:
                    await self._waiting_send
                except Exception:
                    self._broken = True
                self._waiting_send = None
                continue
            if not self.queue:
                self._wakeup = loop.create_future()
                await self._wakeup
                continue
            frame = self.queue.popleft()
            self._queued_bytes -= len(frame)
            if frame is _CLOSE or frame == _CLOSE:
                with contextlib.suppress(Exception):
                    await self.ws.close(*self._close_frame)
                return
            if self._broken:
                continue  # the client is gone: only the close is left to do
            self._writer_busy = True
            try:
                await self.ws.send_text(frame.decode())
            except Exception:
                self._broken = True
                continue
            finally:
                self._writer_busy = False
            if self.hub.timing is not None:
                self._written(frame)

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
            self.close("abuse", CLOSE_ABUSE)

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
        brackets = text.count("{") + text.count("[")
        if brackets > p.MAX_BRACKETS:
            self._refuse(p.E_MALFORMED, detail=f"at most {p.MAX_BRACKETS} '{{' and '[' in a "
                                               f"message (objects and arrays), got {brackets}")  # fmt: skip
            return
        try:
            msg = p.CLIENT_DECODER.decode(text)
        except (
            msgspec.DecodeError,
            msgspec.ValidationError,
            RecursionError,
            UnicodeError,
        ) as error:
            self._refuse(p.E_MALFORMED, detail=p.decode_detail(error, text)[:200])
            return
        twice = twice_given(text)
        if twice is not None:  # which of the two was meant is a guess (json_keys.py)
            self._refuse(p.E_MALFORMED, detail=f"{twice}: given more than once")
            return
        try:
            if isinstance(msg, p.Hello):
                await self._hello(msg)
            elif not self.joined or self.table is None:
                self._refuse(p.E_HELLO_FIRST)
            elif isinstance(msg, p.Act):
                await self._act(msg, received)
            elif isinstance(msg, p.Chat):
                await self._chat(msg)
            else:
                await self._resync(self.table, msg)
        except StorageUnavailable:
            # A hello or a chat line that needed the database: nothing was done (not a
            # strike: not the client's fault). A chat line may be sent again; a socket
            # that could not join is closed, and the client connects again as after any
            # lost connection.
            self.send(self._error(p.E_UNAVAILABLE, detail=UNAVAILABLE))
            if not self.joined:
                self.close("unavailable")

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
            seat = await self.hub.authenticate(table, msg.token, self._player_id)
            if seat is None:
                self._refuse(p.E_BAD_TOKEN)
                return
            self.seat = seat
            self.token_hash = token_hash(msg.token)
        else:
            self.viewer = await self._viewer_name()
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
                    settings=settings_of(table.record),
                )
            )
        )
        # Under the table's lock: a move being stored lands before the picture is taken.
        # Attach first: the seats in the state message then show this seat connected.
        await self._picture(table, msg.last_version, attach=True)
        # Then how many watch, when some do: after the state and the past (a state follows
        # the welcome at once, docs/protocol.md).
        watching = table.watching_frame()
        if watching is not None:
            self.send(watching)

    async def _viewer_name(self) -> str | None:
        """The signed-in spectator's name, or None: a guest, or the database away (a
        spectator watches all the same, counted but not named)."""
        try:
            player = await current_player(self.ws, self.hub.storage, self.hub.run_db)
        except StorageError:
            return None
        return None if player is None else player.name

    async def _player_id(self) -> str | None:
        """The socket's signed-in player's id (its session looked up), or None."""
        player = await current_player(self.ws, self.hub.storage, self.hub.run_db)
        return None if player is None else player.id

    async def _resync(self, table: Table, msg: p.Resync) -> None:
        """The steps after `msg.last_version`, or a fresh picture and the whole past (at
        most RESYNC_PICTURES per window: refused, with nothing sent, past it)."""
        if not table.keeps(msg.last_version) and (wait := self.picture_rate.take()):
            self._refuse(p.E_RATE_LIMITED, retry_ms=int(wait * 1000) + 1, of="resync")
            return
        await self._picture(table, msg.last_version)

    async def _picture(self, table: Table, last_version: int | None, attach: bool = False) -> None:
        """The state message; when it is a fresh view, the game's past follows in pages."""
        async with table.lock:
            if attach:
                table.attach(self.seat, self)
            elif self.seat is None:  # the updates on their way to it first (a resync)
                table.audience_caught_up(self)
            if self.seat is None and not table.keeps(last_version):
                # A spectator's fresh picture: one encoding for all who come meanwhile.
                version, caught_up = table.version, False
                self.send(table.audience_state_frame())
            else:
                state = table.state_message(self.seat, last_version)
                version, caught_up = state.version, state.caught_up
                self.send(p.encode(state))
        if caught_up:
            return
        try:
            steps, chat = await past(table, version)
        except StorageError as error:  # the picture stands, the log starts here; one line
            log.error("game %s: the history for a new socket failed: %s", table.id, error)
            return
        except Exception:  # a fault of the server: its traceback
            log.exception("game %s: the history for a new socket failed", table.id)
            return
        for frame in history_frames(table, steps, chat, self.seat):
            self.send(frame)

    async def _act(self, msg: p.Act, received: float) -> None:
        assert self.table is not None
        if self.seat is None:
            self._refuse(p.E_SPECTATOR)
            return
        timing = MoveTiming(received) if self.hub.timing is not None else None
        refusal = await self.table.submit(self.seat, msg.version, msg.action, timing=timing)
        if refusal is not None:  # a game refusal, not abuse: no strike
            self.send(self._error(refusal.code, **refusal.params))
        elif timing is not None and self.hub.timing is not None:
            # The last frame sent (no await since the broadcast) is the acknowledgement:
            # written already, or queued for the writer.
            if self.queue:
                self._ack = (self.queue[-1], timing)
            elif self._last_written is not None and self._last_written[1] >= timing.resumed:
                self.hub.timing.written(timing, self._last_written[1])

    async def _chat(self, msg: p.Chat) -> None:
        assert self.table is not None
        text = clean_chat(msg.text)
        if not text:
            self.send(self._error(p.E_CHAT_EMPTY))
        elif len(text) > p.MAX_CHAT_CHARS:
            self.send(self._error(p.E_CHAT_TOO_LONG, limit=p.MAX_CHAT_CHARS, length=len(text)))
        elif wait := self.chat_rate.wait():
            self._refuse(p.E_RATE_LIMITED, retry_ms=int(wait * 1000) + 1, of="chat")
        elif self.seat is None and (wait := self.table.audience_chat.take()):
            # The game's spectators together said their lines' worth: not this socket's
            # fault, no strike, and its own allowance is not spent on a line not said.
            self.send(
                self._error(p.E_RATE_LIMITED, retry_ms=int(wait * 1000) + 1, of="audience_chat")
            )
        else:
            self.chat_rate.take()
            await self.table.chat(self.seat, text)
