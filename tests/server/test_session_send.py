"""A session writes a frame at once when its socket takes it, and queues the frames behind
a send that has to wait (a full socket buffer), in order; a failed send stops the sending."""

from __future__ import annotations

import asyncio
import logging
from types import SimpleNamespace
from typing import Any

import pytest
from starlette.websockets import WebSocketState

from cityknights.server.session import Session, start_now


def test_start_now_runs_a_coroutine_that_does_not_wait_to_its_end() -> None:
    done = []

    async def work() -> None:
        done.append(1)

    assert start_now(work()) is None
    assert done == [1]


def test_start_now_hands_back_the_rest_of_a_coroutine_that_waits() -> None:
    async def main() -> list[Any]:
        gate: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        seen: list[Any] = []

        async def work() -> None:
            seen.append("before")
            seen.append(await gate)
            await asyncio.sleep(0)  # a second wait, on the task's own terms
            seen.append("after")

        rest = start_now(work())
        assert rest is not None and seen == ["before"]
        task = asyncio.ensure_future(rest)
        await asyncio.sleep(0)
        assert not task.done()
        gate.set_result("opened")
        await task
        return seen

    assert asyncio.run(main()) == ["before", "opened", "after"]


def test_start_now_raises_what_the_coroutine_raises_before_waiting() -> None:
    async def broken() -> None:
        raise ConnectionResetError("gone")

    with pytest.raises(ConnectionResetError):
        start_now(broken())


def test_a_cancelled_wait_reaches_the_coroutine() -> None:
    async def main() -> list[str]:
        seen: list[str] = []

        async def work() -> None:
            try:
                await asyncio.get_running_loop().create_future()
            except asyncio.CancelledError:
                seen.append("cancelled")
                raise

        rest = start_now(work())
        assert rest is not None
        task = asyncio.ensure_future(rest)
        await asyncio.sleep(0)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        return seen

    assert asyncio.run(main()) == ["cancelled"]


class FakeSocket:
    """Starlette's WebSocket as the session uses it; `paused`: sends wait for `resume`."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.paused = False
        self.fail = False
        self.resumed = asyncio.Event()
        self.closed = False

    async def accept(self) -> None:
        pass

    async def send_text(self, text: str) -> None:
        if self.fail:
            raise ConnectionResetError("the client went away")
        if self.paused:
            await self.resumed.wait()
        self.sent.append(text)

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        self.closed = True

    async def receive(self) -> dict[str, Any]:
        await asyncio.get_running_loop().create_future()  # never: the test ends the session
        raise AssertionError


def _session(ws: FakeSocket) -> Session:
    hub: Any = SimpleNamespace(rate_limit=100.0, timing=None)
    session = Session(ws, hub, "game")  # type: ignore[arg-type]
    session._accepted = True  # as after the accept in run()
    return session


def test_frames_go_out_at_once_and_in_order_behind_a_send_that_waits() -> None:
    async def main() -> FakeSocket:
        ws = FakeSocket()
        session = _session(ws)
        writer = asyncio.create_task(session._write())
        await asyncio.sleep(0)
        session.send(b"1")
        assert ws.sent == ["1"]  # written at once: no task ran in between
        ws.paused = True
        session.send(b"2")  # waits for the socket: the writer finishes it
        session.send(b"3")
        session.send(b"4")
        assert ws.sent == ["1"]
        ws.paused = False
        ws.resumed.set()
        for _ in range(10):
            await asyncio.sleep(0)
        assert ws.sent == ["1", "2", "3", "4"]
        session.send(b"5")  # the queue is empty again: at once
        assert ws.sent[-1] == "5"
        session.close("shutdown")
        await asyncio.wait_for(writer, 1)
        return ws

    ws = asyncio.run(main())
    assert ws.closed and '"closing"' in ws.sent[-1]


def test_a_failed_send_stops_the_sending_and_the_writer_still_closes() -> None:
    async def main() -> FakeSocket:
        ws = FakeSocket()
        session = _session(ws)
        writer = asyncio.create_task(session._write())
        await asyncio.sleep(0)
        ws.fail = True
        session.send(b"1")
        ws.fail = False
        session.send(b"2")  # the client is gone: nothing more goes to it
        assert ws.sent == []
        session.close("shutdown")
        await asyncio.wait_for(writer, 1)
        return ws

    ws = asyncio.run(main())
    assert ws.sent == [] and ws.closed


class BrokenReceive(FakeSocket):
    """A socket whose receive raises a RuntimeError, its client gone or not."""

    def __init__(self, client_state: WebSocketState) -> None:
        super().__init__()
        self.client_state = client_state

    async def receive(self) -> dict[str, Any]:
        raise RuntimeError("the receive failed")


@pytest.mark.parametrize(
    ("state", "logged"), [(WebSocketState.DISCONNECTED, False), (WebSocketState.CONNECTED, True)]
)
def test_a_receive_after_the_client_left_ends_quietly_any_other_runtime_error_is_logged(
    state: WebSocketState, logged: bool, caplog: pytest.LogCaptureFixture
) -> None:
    released: list[object] = []
    table = object()

    async def held_table(game_id: str, hold: bool) -> object:
        return table

    hub: Any = SimpleNamespace(
        rate_limit=100.0, timing=None, table=held_table, release=released.append
    )
    ws = BrokenReceive(state)
    with caplog.at_level(logging.ERROR, logger="cityknights.server"):
        asyncio.run(Session(ws, hub, "game").run())  # type: ignore[arg-type]
    assert released == [table] and ws.closed  # the table let go, the socket closed, either way
    failures = [r for r in caplog.records if "the socket's loop failed" in r.getMessage()]
    assert bool(failures) == logged
