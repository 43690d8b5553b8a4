"""A client refused at full speed (tarpit.py): past REFUSALS_AT_ONCE refusals in a short
while, each is held its Retry-After before it is sent. Answered at once, such a client
was refused some 5,000 times a second, which cost the server as much as what it asked for
(benchmarks/server_flood.py --kind reads)."""

from __future__ import annotations

import time
from contextlib import closing
from pathlib import Path

import httpx
import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from cityknights.server.tarpit import HOLD_SECONDS, REFUSALS_AT_ONCE

from .helpers import Client, ServerThread, create_game

#: Another client address than the tests' 127.0.0.1 (the whole of 127/8 is loopback).
OTHER = "127.0.0.2"
BURST = 3


def test_a_client_refused_at_full_speed_has_its_refusals_held(tmp_path: Path) -> None:
    """Past REFUSALS_AT_ONCE refusals in a short while, each is held its Retry-After
    (at most HOLD_SECONDS) before it is sent: the client's connection sends nothing
    meanwhile. A client that holds its limit of connections is refused at once, with its
    connection closed."""
    with ServerThread(str(tmp_path / "games.sqlite3"), read_limit=(60.0, BURST),
                      sockets_per_address=2) as server:  # fmt: skip
        game = create_game(server.base, seats=["human", "random", "random"], expansion="base")
        path = f"/api/games/{game['game']}"
        with httpx.Client(base_url=server.base, timeout=30) as flood:
            answers = [flood.get(path) for _ in range(BURST + REFUSALS_AT_ONCE)]
            assert [a.status_code for a in answers].count(429) >= REFUSALS_AT_ONCE - 1
            started = time.monotonic()
            held = flood.get(path)
            took = time.monotonic() - started
            assert held.status_code == 429 and held.json()["code"] == "too_many_requests"
            assert 0.5 < took < HOLD_SECONDS + 1  # its Retry-After (1 s), then sent
            assert held.headers.get("connection") != "close"
            # Another address is answered at once meanwhile.
            other = httpx.Client(base_url=server.base, timeout=10,
                                 transport=httpx.HTTPTransport(local_address=OTHER))  # fmt: skip
            with closing(other):
                started = time.monotonic()
                assert other.get(path).status_code == 200
                assert time.monotonic() - started < 0.5
            # With the address's connections all held, a refusal is sent at once, closing.
            sockets = [Client(server.base, game["game"]) for _ in range(2)]
            try:
                # (The tokens that came back meanwhile, of reads and of refusals, spent first.)
                for _ in range(10):
                    started = time.monotonic()
                    refusal = flood.get(path)
                    assert time.monotonic() - started < 0.5
                    if refusal.headers.get("connection") == "close":
                        break
                assert refusal.status_code == 429
                assert refusal.headers["connection"] == "close"
            finally:
                for client in sockets:
                    client.close()


def test_refused_handshakes_at_full_speed_are_held_too(tmp_path: Path) -> None:
    """A reconnect flood past the connect limit: its 429s before the upgrade are held as
    the API's are, once it has been refused REFUSALS_AT_ONCE times."""
    url_of = "ws://127.0.0.1:{}/ws/{}"
    with ServerThread(str(tmp_path / "games.sqlite3"), connect_limit=(60.0, 1)) as server:
        game = create_game(server.base, seats=["human", "random", "random"], expansion="base")
        url = url_of.format(server.port, game["game"])
        with connect(url, open_timeout=10, proxy=None):  # its one at once
            pass

        def refused_in() -> float:
            started = time.monotonic()
            with pytest.raises(InvalidStatus) as refused:
                connect(url, open_timeout=30, proxy=None)
            assert refused.value.response.status_code == 429
            return time.monotonic() - started

        quick = [refused_in() for _ in range(REFUSALS_AT_ONCE)]
        assert max(quick) < 0.5
        assert 0.5 < refused_in() < HOLD_SECONDS + 1  # its Retry-After (1 s), then sent
