"""The per-client limit on API requests that change something (action_limit.py): past it
a 429 naming the limit, with Retry-After, that changes nothing; per signed-in account,
else per address; reads and the doors with limits of their own are not counted."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import closing
from typing import Any

import httpx
import pytest

from cityknights.server.action_limit import ACTIONS_PER_MINUTE, LIMIT_NAME, action_limit
from cityknights.server.app import create_app
from cityknights.server.storage import open_storage

from .helpers import ServerThread, create_game
from .test_bot_doors import bot_client, make_bot
from .test_players import browser, error, fast, register

#: A small allowance, so that a test reaches it in a few requests.
BURST = 5


@pytest.fixture
def server(storage_url: str) -> Iterator[ServerThread]:
    with ServerThread(storage_url, players=fast(), action_limit=(6.0, BURST)) as running:
        yield running


def account(server: ServerThread, name: str) -> httpx.Client:
    client = browser(server)
    assert register(client, name).status_code == 201  # a door of its own: not counted
    return client


def new_room(client: httpx.Client) -> str:
    body = {"seats": ["open", "open", "heuristic"], "settings": {"expansion": "base"}}
    response = client.post("/api/rooms", json=body)
    assert response.status_code == 201, response.text
    room: str = response.json()["room"]
    return room


def colour(client: httpx.Client, room: str, c: int) -> httpx.Response:
    return client.post(f"/api/rooms/{room}/act", json={"type": "colour", "colour": c})


def let_through(response: httpx.Response) -> bool:
    """Not refused by this limit (it may be refused for what it asks)."""
    return response.status_code < 400 or response.json()["code"] != "too_many_requests"


def refused(response: httpx.Response) -> dict[str, Any]:
    status, code, params = error(response)
    assert (status, code) == (429, "too_many_requests"), response.text
    assert params["limit"] == LIMIT_NAME and params["retry_after"] >= 1
    assert response.headers["Retry-After"] == str(params["retry_after"])
    assert params["detail"].startswith(f"{LIMIT_NAME}: at most 6 requests")
    # Its small body read: the connection is kept for the next request (a client refused
    # over and over costs no new connection each time).
    assert response.headers.get("connection") != "close"
    return params


def test_room_actions_past_the_limit_are_refused_by_name_and_change_nothing(
    server: ServerThread,
) -> None:
    with closing(account(server, "Anna")) as anna:
        room = new_room(anna)  # one of the five
        for c in (1, 2, 0, 1):
            assert colour(anna, room, c).status_code == 200
        before = anna.get(f"/api/rooms/{room}").json()
        params = refused(colour(anna, room, 2))
        assert (params["per_minute"], params["burst"]) == (6.0, BURST)
        after = anna.get(f"/api/rooms/{room}").json()  # reads are not counted
        assert (after["stamp"], after["seats"]) == (before["stamp"], before["seats"])
        # Every door that changes something draws on the one allowance.
        for response in (
            anna.post(f"/api/rooms/{room}/chat", json={"text": "hi"}),
            anna.put("/api/me/name", json={"name": "Anne"}),
            anna.post("/api/queue", json={}),
            anna.delete("/api/session"),
        ):
            refused(response)
        assert anna.get("/api/me").json()["player"]["name"] == "Anna"


def test_each_account_has_its_own_allowance_behind_one_address(server: ServerThread) -> None:
    """Players behind one address (a school, a café) are not limited together."""
    with closing(account(server, "Anna")) as anna, closing(account(server, "Bert")) as bert:
        room = new_room(anna)
        while colour(anna, room, 1).status_code == 200:
            pass
        refused(colour(anna, room, 1))
        take = bert.post(f"/api/rooms/{room}/act", json={"type": "take", "seat": 1})
        assert take.status_code == 200, take.text


def test_a_bot_account_is_limited_by_its_token(server: ServerThread) -> None:
    with closing(bot_client(server, make_bot(server, "Botty"))) as bot:
        for _ in range(BURST):
            assert let_through(bot.post("/api/queue", json={}))
        refused(bot.post("/api/queue", json={}))
    with closing(bot_client(server, make_bot(server, "Other"))) as other:
        assert let_through(other.post("/api/queue", json={}))


def test_signed_out_and_made_up_credentials_are_limited_by_address_before_a_lookup(
    server: ServerThread,
) -> None:
    """A request with no session, or one that opens nothing, counts against its address;
    past the limit a made-up cookie or token is refused without a database read."""
    storage = server.hub.storage
    lookups = {"session": 0, "bot": 0}
    session_player, bot_of_token = storage.session_player, storage.bot_of_token

    def counted_session(*args: Any) -> Any:
        lookups["session"] += 1
        return session_player(*args)

    def counted_bot(*args: Any) -> Any:
        lookups["bot"] += 1
        return bot_of_token(*args)

    storage.session_player, storage.bot_of_token = counted_session, counted_bot
    with browser(server) as anon:
        for _ in range(BURST):
            anon.cookies.set("ck_session", secrets.token_urlsafe(32))
            assert let_through(anon.delete("/api/session"))
        before = dict(lookups)
        anon.cookies.set("ck_session", secrets.token_urlsafe(32))
        refused(anon.delete("/api/session"))
        anon.cookies.clear()
        refused(anon.delete("/api/session"))
        token = {"Authorization": f"Bearer {secrets.token_urlsafe(32)}"}
        refused(anon.post("/api/queue", json={}, headers=token))
        assert lookups == before  # refused before anyone was looked up
        # A signed-in player at the same address has an allowance of their own.
        with closing(account(server, "Anna")) as anna:
            assert anna.put("/api/me/name", json={"name": "Anne"}).status_code == 200


def test_the_doors_with_their_own_limits_and_reads_are_not_counted(server: ServerThread) -> None:
    with browser(server) as anon:
        for _ in range(BURST):
            assert let_through(anon.delete("/api/session"))
        refused(anon.delete("/api/session"))
        game = create_game(server.base, seats=["human", "random", "random"])  # create_limit
        assert anon.post("/api/guest", json={"name": "Gus"}).status_code == 201  # new_players
        assert anon.get(f"/api/games/{game['game']}").status_code == 200


def test_the_default_is_generous_and_the_burst_half_a_minute() -> None:
    assert ACTIONS_PER_MINUTE == action_limit(600.0) == (600.0, 300.0)
    assert action_limit(12.0) == (12.0, 10.0)  # never under 10 at once


def test_the_app_takes_the_default(tmp_path: Any) -> None:
    storage = open_storage(str(tmp_path / "games.sqlite3"))
    try:
        app = create_app(storage, "http://x")
        limit = app.state.action_limit
        assert (limit.per_minute, limit.burst) == ACTIONS_PER_MINUTE
    finally:
        storage.close()
