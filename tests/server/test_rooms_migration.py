"""Migration 5 (rooms) on both stores: a store written by the release before rooms (schema
version 4: games, players, sessions, bot accounts, analyses) opens under this code with
every game, player and seat intact, and rooms work in it at once."""

from __future__ import annotations

import functools
import time
from typing import Any

import httpx
import pytest

from cityknights.server.storage import open_storage, postgres, sqlite
from cityknights.server.storage.migrations import LATEST, MIGRATIONS, migrate

from .helpers import Client, ServerThread, create_game
from .test_players import browser, fast, register


def _until(check: Any, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "the condition did not hold in time"
        time.sleep(0.05)


def _stored(lobby: dict[str, Any]) -> dict[str, Any]:
    """The lobby without who is connected now and which seats a bot stands in for."""
    return {
        part: [{**game, "seats": [{k: v for k, v in seat.items()
                                   if k not in ("connected", "bot_playing")}
                                  for seat in game["seats"]]} for game in games]
        for part, games in lobby.items()
    }  # fmt: skip


def _store_before_rooms(storage_url: str, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Games and an account written by a server whose schema stops at version 4."""
    before = functools.partial(migrate, migrations=MIGRATIONS[:4])
    with monkeypatch.context() as patched:
        patched.setattr(sqlite, "migrate", before)
        patched.setattr(postgres, "migrate", before)
        # That release kept its limits in memory (its store had no limit_buckets).
        patched.setattr(postgres.PostgresStorage, "shares_limits", False)
        with ServerThread(storage_url, players=fast()) as server:
            with browser(server) as anna:
                assert register(anna, "Anna").status_code == 201
                played = create_game(server.base, seats=["human", "random", "random"],
                                     expansion="base", max_turns=10, grace_period=0)  # fmt: skip
                # Its human comes once (play begins) and goes: bots finish it.
                token = played["seats"][0]["token"]
                Client(server.base, played["game"], token).close()
            waiting = create_game(server.base, seats=["open", "heuristic", "heuristic"])
            _until(lambda: httpx.get(f"{server.base}/api/games/{played['game']}").json()
                   ["status"] == "finished")  # fmt: skip
            lobby = httpx.get(f"{server.base}/api/games").json()
        db = open_storage(storage_url)
        with db.transaction() as cur:
            cur.execute("SELECT version FROM schema_versions ORDER BY version")
            assert [v for (v,) in cur.fetchall()] == [1, 2, 3, 4]
        finished = db.load_game(played["game"])
        assert finished is not None
        moves = db.moves(played["game"])
        db.close()
    return {"played": played["game"], "waiting": waiting["game"], "lobby": lobby,
            "finished": finished, "moves": moves}  # fmt: skip


def test_a_store_before_rooms_opens_with_every_game_intact_and_rooms_work(
    storage_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = _store_before_rooms(storage_url, monkeypatch)
    db = open_storage(storage_url)
    with db.transaction() as cur:
        cur.execute("SELECT version FROM schema_versions ORDER BY version")
        assert [v for (v,) in cur.fetchall()] == list(range(1, LATEST + 1))
    assert LATEST >= 5
    assert db.load_game(old["played"]) == old["finished"]
    assert db.moves(old["played"]) == old["moves"]
    assert db.open_rooms() == [] and db.room_of_game(old["played"]) is None
    db.close()
    with ServerThread(storage_url, players=fast()) as server:
        assert _stored(httpx.get(f"{server.base}/api/games").json()) == _stored(old["lobby"])
        with browser(server) as anna:
            login = anna.post("/api/session", json={"name": "Anna", "password": "correct horse"})
            assert login.status_code == 200, login.text
            body = {"seats": ["open", "random", "random"], "settings": {"expansion": "base"}}
            room = anna.post("/api/rooms", json=body).json()
            started = anna.post(f"/api/rooms/{room['room']}/act", json={"type": "start"})
            assert started.json()["status"] == "playing"
            game = httpx.get(f"{server.base}/api/games/{started.json()['game']}").json()
            # Anna plays the seat of her colour (the room's turn order is drawn at the start).
            colour = next(s["colour"] for s in started.json()["seats"] if s["name"] == "Anna")
            assert game["seats"][colour]["name"] == "Anna"
