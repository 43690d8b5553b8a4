"""The connections one client address may hold open (server/held.py): its websockets and
its waiting room long polls, at most `sockets_per_address` at once. Past it a socket is
told why and closed (code 1013), a long poll answers 429; other addresses, and the
address's requests that hold nothing, carry on. Unbounded, a thousand sockets from one
address left a server under the usual limit of 1,024 open files unable to accept any
other client (benchmarks/server_flood.py)."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import connect as connect_async
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from cityknights.server.held import SOCKETS_PER_ADDRESS, HeldConnections, TooMany

from .helpers import Client, ServerThread, create_game

#: Another client address than the tests' 127.0.0.1 (the whole of 127/8 is loopback).
OTHER = "127.0.0.2"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(str(tmp_path / "games.sqlite3"), sockets_per_address=3) as running:
        yield running


def raw_socket(base: str, game: str, source: str = "127.0.0.1") -> ClientConnection:
    return connect(base.replace("http://", "ws://") + f"/ws/{game}", open_timeout=10,
                   source_address=(source, 0), proxy=None, legacy=True)  # fmt: skip


def refusal(ws: ClientConnection) -> tuple[dict[str, Any], int | None, str | None]:
    """The frame a refused socket gets, and its close code and reason."""
    frame = json.loads(ws.recv(10))
    with pytest.raises(ConnectionClosed):
        ws.recv(10)
    assert ws.close_code is not None
    return frame, ws.close_code, ws.close_reason


def until(done: Any, timeout: float = 10) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, "not in time"
        time.sleep(0.02)


def test_one_address_past_its_limit_of_sockets_is_refused_others_carry_on(
    server: ServerThread,
) -> None:
    game = create_game(server.base, seats=["human", "random", "random"], expansion="base")["game"]
    held = [Client(server.base, game) for _ in range(3)]  # spectators, from 127.0.0.1
    one_more = raw_socket(server.base, game)
    frame, code, reason = refusal(one_more)
    assert frame == {"type": "error", "version": 0, "code": "closing",
                     "params": {"reason": "too_many_sockets", "limit": 3}}  # fmt: skip
    assert (code, reason) == (1013, "too_many_sockets")
    # Another address is let in, and the address's own sockets play on.
    with closing(raw_socket(server.base, game, OTHER)) as other:
        other.send(json.dumps({"type": "hello", "protocol": 1, "token": None}))
        assert json.loads(other.recv(10))["type"] == "welcome"
    held[0].send(type="resync", last_version=0)
    assert held[0].until(lambda m: m["type"] == "state")
    # A socket that ends gives its place back.
    held.pop().close()
    until(lambda: server.app.state.held.counts.get("127.0.0.1") == 2)
    held.append(Client(server.base, game))
    assert server.app.state.held.counts == {"127.0.0.1": 3}
    for client in held:
        client.close()
    until(lambda: server.app.state.held.counts == {})


def test_a_long_poll_past_the_limit_answers_429_and_a_room_read_still_works(
    server: ServerThread,
) -> None:
    host = httpx.Client(base_url=server.base, timeout=30)
    assert host.post("/api/guest", json={"name": "Holder"}).status_code == 201
    room = host.post("/api/rooms", json={"seats": ["open", "open", "random"]}).json()
    rid, stamp = room["room"], room["stamp"]
    game = create_game(server.base, seats=["human", "random", "random"], expansion="base")["game"]
    sockets = [Client(server.base, game) for _ in range(3)]  # the address's limit, held
    refused = host.get(f"/api/rooms/{rid}", params={"since": stamp})
    assert refused.status_code == 429
    assert refused.json() == {"code": "too_many_sockets",
                              "params": {"limit": 3, "retry_after": 5}}  # fmt: skip
    assert refused.headers["retry-after"] == "5"
    # A read that does not wait holds nothing: answered.
    assert host.get(f"/api/rooms/{rid}").status_code == 200
    # Another address's poll waits, and counts for that address only.
    answers: list[httpx.Response] = []
    other = httpx.Client(base_url=server.base, timeout=30,
                         transport=httpx.HTTPTransport(local_address=OTHER))  # fmt: skip
    poller = threading.Thread(
        target=lambda: answers.append(other.get(f"/api/rooms/{rid}", params={"since": stamp}))
    )
    poller.start()
    until(lambda: server.app.state.held.counts.get(OTHER) == 1)
    assert host.post(f"/api/rooms/{rid}/chat", json={"text": "wake"}).status_code == 200
    poller.join(30)
    assert answers[0].status_code == 200 and answers[0].json()["chat"][-1]["text"] == "wake"
    until(lambda: OTHER not in server.app.state.held.counts)
    # With a socket closed, the address's poll waits again.
    sockets.pop().close()
    until(lambda: server.app.state.held.counts.get("127.0.0.1") == 2)
    stamp = answers[0].json()["stamp"]
    poller = threading.Thread(
        target=lambda: answers.append(host.get(f"/api/rooms/{rid}", params={"since": stamp}))
    )
    poller.start()
    until(lambda: server.app.state.held.counts.get("127.0.0.1") == 3)
    assert host.post(f"/api/rooms/{rid}/chat", json={"text": "again"}).status_code == 200
    poller.join(30)
    assert answers[1].status_code == 200
    for client in sockets:
        client.close()
    host.close()
    other.close()


def test_the_default_lets_a_few_hundred_sockets_of_one_address_in(tmp_path: Path) -> None:
    """A test run or a household from one address with a few hundred sockets is never
    refused by the default limit."""
    assert SOCKETS_PER_ADDRESS >= 300
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        game = create_game(server.base, seats=["human", "random", "random"],
                           expansion="base")["game"]  # fmt: skip
        url = server.base.replace("http://", "ws://") + f"/ws/{game}"

        async def watch(ready: asyncio.Event, n: list[int]) -> None:
            async with connect_async(url, open_timeout=30, ping_interval=None,
                                     proxy=None) as ws:  # fmt: skip
                await ws.send(json.dumps({"type": "hello", "protocol": 1, "token": None}))
                async for raw in ws:
                    if json.loads(raw)["type"] == "state":
                        break
                n[0] += 1
                await ready.wait()

        async def many() -> int:
            ready, n = asyncio.Event(), [0]
            tasks = [asyncio.create_task(watch(ready, n)) for _ in range(300)]
            while n[0] < 300 and not any(t.done() for t in tasks):
                await asyncio.sleep(0.05)
            ready.set()
            await asyncio.gather(*tasks)
            return n[0]

        assert asyncio.run(many()) == 300


def test_held_connections_are_counted_per_address_and_forgotten_at_zero() -> None:
    held = HeldConnections(2)
    with held.holding("10.0.0.1"), held.holding("10.0.0.1"):
        with pytest.raises(TooMany), held.holding("10.0.0.1"):
            pass
        with held.holding("2001:db8::1"), held.holding("2001:db8::2"):  # one /64: one client
            assert held.counts == {"10.0.0.1": 2, "2001:db8::/64": 2}
    assert held.counts == {}
    unlimited = HeldConnections(0)
    for _ in range(10_000):
        assert unlimited.take("10.0.0.1")
    with pytest.raises(ValueError, match="0 \\(none\\) or more"):
        HeldConnections(-1)
