"""Hostile input the sweeps of test_http_fuzz.py and test_fuzz.py did not reach: a route
asked with a method it does not take, whatever the web client's files (mounted at "/")
would have said of the path; a record whose times no store can hold; a login by a name
holding NUL; a query key given twice; a websocket on a path no socket route serves."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import httpx
import msgspec
import pytest
from starlette.routing import Route
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from .helpers import ServerThread, create_game
from .test_players import browser, fast, register

METHODS = ("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS")


def test_every_route_asked_with_another_method_is_405_with_its_allow(tmp_path: Path) -> None:
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        allowed: dict[str, set[str]] = {}
        for route in server.app.routes:
            if isinstance(route, Route) and route.methods:
                path = re.sub(r"\{[^}]+\}", "some-id", route.path)
                allowed.setdefault(path, set()).update(route.methods)
        assert len(allowed) > 30
        wrong = []
        with httpx.Client(base_url=server.base, timeout=10) as client:
            for path, methods in allowed.items():
                for method in METHODS:
                    if method in methods:
                        continue
                    response = client.request(method, path)
                    allow = set(response.headers.get("allow", "").split(", "))
                    body = response.json() if method != "HEAD" else {"code": "method_not_allowed"}
                    if (response.status_code, body["code"], allow) != (
                        405, "method_not_allowed", methods
                    ):  # fmt: skip
                        wrong.append(f"{method} {path}: {response.status_code} "
                                     f"{response.text[:80]} Allow: {allow}")  # fmt: skip
        assert not wrong, "\n".join(wrong)


def test_an_api_path_no_route_serves_is_404_by_any_method(tmp_path: Path) -> None:
    with (
        ServerThread(str(tmp_path / "games.sqlite3")) as server,
        httpx.Client(base_url=server.base, timeout=10) as client,
    ):
        for method in ("GET", "POST", "PUT", "DELETE", "OPTIONS"):
            response = client.request(method, "/api/no/such/thing")
            assert response.status_code == 404, (method, response.text)
            assert response.json() == {
                "code": "no_such_route", "params": {"path": "/api/no/such/thing"}
            }  # fmt: skip


def _games_stored(server: ServerThread) -> int:
    def count() -> int:
        with server.hub.storage.transaction() as cur:
            cur.execute("SELECT COUNT(*) FROM games")
            return int(cur.fetchall()[0][0])

    return int(server.run_on_loop(server.hub.run_db(count)))


def test_a_record_whose_times_no_store_holds_is_refused_naming_them(storage_url: str) -> None:
    """game.created and a move's time are Unix seconds or null; a whole number past 64
    bits (the record's shape reads it as a float) failed in SQLite's INTEGER with a
    traceback, after the replay, as the game was stored."""
    with ServerThread(storage_url) as server, httpx.Client(base_url=server.base) as client:
        finished = create_game(server.base, seats=["random"] * 3, expansion="base", max_turns=8)
        deadline = time.monotonic() + 30
        while client.get(f"/api/games/{finished['game']}").json()["status"] != "finished":
            assert time.monotonic() < deadline, "the bots' game did not finish"
            time.sleep(0.1)
        record = client.get(f"/api/games/{finished['game']}/record?view=full").json()
        stored = _games_stored(server)
        for value in (2**63, 2**64, -(2**63) - 1, -1, 1e300, 253402300800):
            moves = [dict(m) for m in record["moves"]]
            moves[3]["time"] = value
            for where, bad in (
                ("game.created", {**record, "game": {**record["game"], "created": value}}),
                ("moves[3].time", {**record, "moves": moves}),
            ):
                response = client.post("/api/records", content=msgspec.json.encode(bad))
                assert response.status_code == 400, (where, value, response.text)
                body = response.json()
                assert body["code"] == "bad_record", body
                assert body["params"]["detail"].startswith(f"{where}: Unix seconds"), body
        assert _games_stored(server) == stored
        # The same record with times a store holds is taken.
        edge = {**record, "game": {**record["game"], "created": 253402300799}}
        assert client.post("/api/records", content=msgspec.json.encode(edge)).status_code == 201
        assert _games_stored(server) == stored + 1


def test_a_login_name_holding_nul_is_refused_by_name(storage_url: str) -> None:
    """PostgreSQL's text refuses NUL: a login by such a name was a 500 and a traceback."""
    with ServerThread(storage_url, players=fast()) as server, browser(server) as client:
        assert register(client, "Anna").status_code == 201
        for name in ("a\x00b", "\x00", "Anna\x00", " \x00 "):
            response = client.post("/api/session", json={"name": name, "password": "x"})
            assert response.status_code == 400, (name, response.text)
            assert response.json() == {
                "code": "bad_name",
                "params": {"detail": "a name cannot hold the character U+0000"},
            }
        ok = client.post("/api/session", json={"name": "Anna", "password": "correct horse"})
        assert ok.status_code == 200, ok.text


#: Every query key a route reads, with a value it takes.
QUERIES = [
    ("/api/games/{game}/replay", "version", "0"),
    ("/api/games/{game}/replay", "steps", "true"),
    ("/api/games/{game}/record", "view", "public"),
    ("/api/games/{game}/analysis/position", "version", "0"),
    ("/api/games/{game}/analysis/position", "iterations", "1"),
    ("/api/leaderboard", "expansion", "ck"),
    ("/api/leaderboard", "limit", "5"),
    ("/api/rooms", "game", "nope"),
    ("/api/rooms/{room}", "since", "x"),
]


def test_a_query_key_given_twice_is_refused_by_name(tmp_path: Path) -> None:
    """Which of two values was meant is a guess: Starlette's get() took the last, so
    ?version=abc&version=0 was read as 0 and ?version=0&version=abc refused."""
    with (
        ServerThread(str(tmp_path / "games.sqlite3")) as server,
        httpx.Client(base_url=server.base, timeout=10) as client,
    ):
        game = create_game(server.base, seats=["human", "random", "random"])["game"]
        for template, key, value in QUERIES:
            path = template.format(game=game, room="nope")
            for query in (f"{key}={value}&{key}={value}", f"{key}=&{key}={value}",
                          f"x=1&{key}={value}&{key}=abc"):  # fmt: skip
                response = client.get(f"{path}?{query}")
                assert response.status_code == 400, (path, query, response.text)
                assert response.json() == {
                    "code": "bad_request",
                    "params": {"detail": f"{key}: given more than once"},
                }, (path, query)
            once = client.get(f"{path}?{key}={value}")
            assert "more than once" not in once.text, (path, once.text)


def test_a_socket_on_a_path_no_socket_route_serves_gets_an_error_frame(tmp_path: Path) -> None:
    """It was Starlette's bare 403 at the handshake: nothing said in the protocol."""
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        base = server.base.replace("http://", "ws://")
        for path in ("/ws/", "/ws", "/ws/a/b", "/ws/a%2fb", "/api/games", "/", "/js/app.js"):
            with connect(base + path, open_timeout=10) as ws:
                assert json.loads(ws.recv(10)) == {
                    "type": "error", "version": 0, "code": "closing",
                    "params": {"reason": "no_such_route"},
                }, path  # fmt: skip
                with pytest.raises(ConnectionClosed):
                    ws.recv(10)
