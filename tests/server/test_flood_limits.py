"""Floods one client may send, and how the server bounds them:

- new websockets from one address (a reconnect flood): past `connect_limit` the handshake
  is refused before the upgrade, 429 naming the limit, with Retry-After (held.py);
- API reads (game records, exports, replays, the lobby, the ladder): past `read_limit`, a
  429 naming the limit, per account else per address (action_limit.py)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import httpx
import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from cityknights.server.action_limit import READ_LIMIT_NAME, READS_PER_MINUTE
from cityknights.server.held import CONNECT_LIMIT_NAME, CONNECTS_PER_MINUTE, SOCKETS_PER_ADDRESS

from .helpers import ServerThread, create_game
from .test_players import browser, fast, register

#: Another client address than the tests' 127.0.0.1 (the whole of 127/8 is loopback).
OTHER = "127.0.0.2"
BURST = 3


def ws_url(base: str, game: str) -> str:
    return base.replace("http://", "ws://") + f"/ws/{game}"


def spectate(base: str, game: str, source: str = "127.0.0.1") -> str:
    """Open a socket, say hello, and return the type of the first frame after welcome."""
    with connect(ws_url(base, game), open_timeout=10, source_address=(source, 0),
                 proxy=None) as ws:  # fmt: skip
        ws.send(json.dumps({"type": "hello", "protocol": 1, "token": None}))
        assert json.loads(ws.recv(10))["type"] == "welcome"
        return str(json.loads(ws.recv(10))["type"])


def test_new_sockets_past_the_connect_rate_are_refused_before_the_upgrade(
    tmp_path: Path,
) -> None:
    with ServerThread(str(tmp_path / "games.sqlite3"), connect_limit=(6.0, BURST)) as server:
        game = create_game(server.base, seats=["human", "random", "random"], expansion="base")
        for _ in range(BURST):  # opened and closed one after another: a reconnect loop
            assert spectate(server.base, game["game"]) == "state"
        with pytest.raises(InvalidStatus) as refused:
            connect(ws_url(server.base, game["game"]), open_timeout=10, proxy=None)
        response = refused.value.response
        assert response.status_code == 429
        body = json.loads(response.body)
        assert body["code"] == "too_many_requests"
        params = body["params"]
        assert params["limit"] == CONNECT_LIMIT_NAME
        assert (params["per_minute"], params["burst"]) == (6.0, BURST)
        assert params["retry_after"] >= 1
        assert response.headers["Retry-After"] == str(params["retry_after"])
        assert params["detail"].startswith(f"{CONNECT_LIMIT_NAME}: at most 6 new websockets")
        # Nothing was held for it; another address connects, and the HTTP API answers.
        assert server.app.state.held.counts == {}
        assert spectate(server.base, game["game"], OTHER) == "state"
        assert httpx.get(f"{server.base}/api/games/{game['game']}", timeout=10).status_code == 200


def test_the_default_connect_rate_lets_an_address_fill_its_sockets_at_once() -> None:
    """A test run, a browser suite or a school behind one address opening a few hundred
    sockets at once never meets the default."""
    per_minute, burst = CONNECTS_PER_MINUTE
    assert burst >= SOCKETS_PER_ADDRESS and per_minute >= 600


@pytest.fixture
def reads_server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(
        str(tmp_path / "games.sqlite3"), players=fast(), read_limit=(6.0, BURST)
    ) as running:
        yield running


def test_api_reads_past_the_read_limit_are_refused_by_name(reads_server: ServerThread) -> None:
    base = reads_server.base
    game = create_game(base, seats=["human", "random", "random"], expansion="base")["game"]
    paths = [f"/api/games/{game}", "/api/games", "/api/leaderboard"]
    with httpx.Client(base_url=base, timeout=10) as anon:
        for path in paths:  # the burst
            assert anon.get(path).status_code == 200, path
        for path in (*paths, f"/api/games/{game}/export", f"/api/games/{game}/replay?version=0"):
            answer = anon.get(path)
            assert answer.status_code == 429, path
            body = answer.json()
            assert body["code"] == "too_many_requests"
            assert body["params"]["limit"] == READ_LIMIT_NAME
            assert answer.headers["Retry-After"] == str(body["params"]["retry_after"])
            assert body["params"]["detail"].startswith(f"{READ_LIMIT_NAME}: at most 6 reads")
        # The web client's files are not counted; a change is counted by the action
        # limit, not this one (a new game has a limit of its own).
        assert anon.get("/").status_code in (200, 404)
        assert anon.post("/api/games", json={"seats": ["human", "random", "random"]}).is_success
    # Another address, and a signed-in account behind this one, have allowances of their own.
    other = httpx.Client(base_url=base, timeout=10,
                         transport=httpx.HTTPTransport(local_address=OTHER))  # fmt: skip
    with closing(other):
        assert other.get(f"/api/games/{game}").status_code == 200
    with closing(browser(reads_server)) as anna:
        assert register(anna, "Anna").status_code == 201
        assert anna.get("/api/me").status_code == 200


def test_the_default_read_limit_is_generous() -> None:
    """A page reads a few times a minute (the lobby every 5 s, an analysis every 1.5 s)."""
    assert READS_PER_MINUTE[0] >= 1200 and READS_PER_MINUTE[1] >= 600
