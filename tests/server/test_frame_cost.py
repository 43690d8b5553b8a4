"""What a hostile frame may cost: a frame is refused by its size and by how many objects and
arrays it holds before it is read (a 64 KiB frame of 20,000 empty objects took 7 ms of the
event loop, twice, at a socket's full rate, so a few sockets slowed every game), and a
socket that does not read what it is sent is closed with a reason once 2,000 frames or
4 MiB wait for it (2,000 fresh pictures were some 48 MB a socket)."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cityknights.server import protocol as p
from cityknights.server import session as session_module
from cityknights.server.session import _CLOSE, MAX_QUEUED, MAX_QUEUED_BYTES, Session

from .helpers import Client, ServerThread, create_game


def test_frames_are_refused_by_size_and_by_their_objects_and_arrays(tmp_path: Path) -> None:
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        created = create_game(server.base, seats=["human", "random", "random"])
        game, token = created["game"], created["seats"][0]["token"]
        client = Client(server.base, game, token)

        def refused(frame: str) -> dict[str, Any]:
            client.send_raw(frame)
            error: dict[str, Any] = client.until(lambda m: m["type"] == "error")
            return error

        many = json.dumps({"type": "act", "version": 10**6,
                           "action": {"kind": "roll", "x": [{}] * 600}})  # fmt: skip
        assert len(many) < p.MAX_FRAME_BYTES
        error = refused(many)
        assert error["code"] == p.E_MALFORMED
        assert error["params"]["detail"] == (
            "at most 512 '{' and '[' in a message (objects and arrays), got 603"
        )
        arrays = json.dumps({"type": "act", "version": 10**6,
                             "action": {"kind": "roll", "x": [[]] * 600}})  # fmt: skip
        assert refused(arrays)["code"] == p.E_MALFORMED
        big = json.dumps({"type": "chat", "text": "x" * p.MAX_FRAME_BYTES})
        error = refused(big)
        assert (error["code"], error["params"]["limit"]) == (p.E_TOO_LARGE, 16 * 1024)
        # A chat line of braces at its longest (200 characters) is a line like any other.
        line = "{[" * (p.MAX_CHAT_CHARS // 2)
        client.send(type="chat", text=line)
        said = client.until(lambda m: m["type"] in ("chat", "error"))
        assert said["type"] == "chat" and said["text"] == line
        error = refused(json.dumps({"type": "chat", "text": "x" * 2000}))
        assert (error["code"], error["params"]["length"]) == (p.E_CHAT_TOO_LONG, 2000)
        # A line of more braces than any line may hold is refused by its count, unread.
        error = refused(json.dumps({"type": "chat", "text": "{" * 2000}))
        assert error["code"] == p.E_MALFORMED and error["params"]["detail"].endswith("got 2001")
        # A move is read as before.
        client.send(type="act", version=client.version, action={"kind": "end_turn"})
        assert client.until(lambda m: m["type"] in ("error", "update"))


class _FakeSocket:
    async def send_text(self, text: str) -> None:  # pragma: no cover - never reached
        raise AssertionError("nothing is written before the accept")


def _session() -> Session:
    hub = SimpleNamespace(rate_limit=20.0, timing=None)
    return Session(_FakeSocket(), hub, "g")  # type: ignore[arg-type]


@pytest.mark.parametrize("frame_bytes", [10, 100_000])
def test_a_client_that_does_not_read_is_told_it_is_too_slow_and_closed(
    frame_bytes: int,
) -> None:
    # Before the accept every frame queues, as for a client that stopped reading.
    session = _session()
    frame = b"x" * frame_bytes
    sent = 0
    while not session.closing:
        session.send(frame)
        sent += 1
        assert sent <= MAX_QUEUED + 1
    assert sent - 1 == min(MAX_QUEUED, MAX_QUEUED_BYTES // frame_bytes)
    # What waited is dropped: only the reason and the close are left to send.
    (reason, close) = session.queue
    assert json.loads(reason) == {
        "type": "error", "code": "closing", "params": {"reason": "too_slow"},
        "version": 0,
    }  # fmt: skip
    assert close is _CLOSE and session._close_frame == (1013, "too_slow")
    assert session._queued_bytes == len(reason)
    session.send(frame)  # closing: nothing more is queued
    assert len(session.queue) == 2


def test_a_frame_alone_in_the_queue_passes_whatever_its_size() -> None:
    # A fresh picture of a long game must reach a client that reads.
    session = _session()
    session.send(b"x" * (MAX_QUEUED_BYTES + 1))
    assert not session.closing and len(session.queue) == 1
    assert session_module.MAX_QUEUED_BYTES == 4 * 1024 * 1024
