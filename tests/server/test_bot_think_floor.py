"""`bot_think` has a floor (game_room.MIN_BOT_THINK): a new game or room asking for less
is refused by name and nothing is made; a game, room or record stored with less still
loads, starts and plays, at the floor (at 5e-324 random bots missed about one move in
ten, each with a warning in the log)."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from contextlib import closing
from typing import Any

import httpx
import msgspec
import pytest

from cityknights.records.headless import play_recorded
from cityknights.server import protocol as p
from cityknights.server.game_room import (
    MIN_BOT_THINK,
    RoomError,
    check_stored_timers,
    check_timers,
    floored_think,
)
from cityknights.server.storage import RoomRecord

from .helpers import Client, ServerThread, create_game, games_listed, play_with_bot
from .test_hostile_sweep import record_config
from .test_players import browser, error, fast, register

DETAIL = "bot_think: seconds from 0.05 to 60"
UNDER = (5e-324, 1e-9, 0.01, 0.0499)


@pytest.fixture
def server(storage_url: str) -> Iterator[ServerThread]:
    with ServerThread(storage_url, players=fast()) as running:
        yield running


def test_the_floor_is_checked_for_new_games_and_raised_to_for_stored_ones() -> None:
    for value in UNDER:
        with pytest.raises(RoomError, match=DETAIL):
            check_timers(p.GameSettings(bot_think=value))
        assert check_stored_timers(p.GameSettings(bot_think=value)).bot_think == MIN_BOT_THINK
        assert floored_think(value) == MIN_BOT_THINK
    for value in (0.0, -1.0, 61.0):  # no game may have these, stored or not
        with pytest.raises(RoomError, match=DETAIL):
            check_stored_timers(p.GameSettings(bot_think=value))
    assert check_stored_timers(p.GameSettings(bot_think=0.05)).bot_think == 0.05
    assert floored_think(2.0) == 2.0


def test_a_new_game_or_room_under_the_floor_is_refused_by_name(server: ServerThread) -> None:
    three = ["human", "random", "random"]
    stored = games_listed(server.base)
    for value in UNDER:
        response = httpx.post(f"{server.base}/api/games", json={"seats": three, "bot_think": value})
        assert error(response) == (400, "bad_request", {"detail": DETAIL}), response.text
    assert games_listed(server.base) == stored
    create_game(server.base, seats=three, bot_think=MIN_BOT_THINK)
    assert games_listed(server.base) == stored + 1

    with closing(browser(server)) as anna:
        assert register(anna, "Anna").status_code == 201
        seats = ["open", "open", "heuristic"]
        body = {"seats": seats, "settings": {"expansion": "base", "bot_think": 0.01}}
        assert error(anna.post("/api/rooms", json=body)) == (400, "bad_request", {"detail": DETAIL})
        made = anna.post("/api/rooms", json={"seats": seats})
        assert made.status_code == 201, made.text
        room = made.json()["room"]
        before = anna.get(f"/api/rooms/{room}").json()
        settings = {**before["settings"], "bot_think": 5e-324}
        response = anna.post(
            f"/api/rooms/{room}/act", json={"type": "settings", "settings": settings}
        )
        assert error(response) == (400, "bad_request", {"detail": DETAIL})
        after = anna.get(f"/api/rooms/{room}").json()
        assert (after["stamp"], after["settings"]) == (before["stamp"], before["settings"])


def _set_stored_think(server: ServerThread, game_id: str, value: float) -> None:
    def damage() -> None:
        with server.hub.storage.transaction() as cur:
            config = record_config(cur, game_id)
            config["room"] = {**config["room"], "bot_think": value}
            cur.execute("UPDATE games SET config = ? WHERE id = ?", (json.dumps(config), game_id))

    server.run_on_loop(server.hub.run_db(damage))


def test_a_stored_game_under_the_floor_loads_and_plays_at_it(
    storage_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    with ServerThread(storage_url) as first:
        created = create_game(
            first.base, seats=["human", "random", "random"], expansion="base", max_turns=6
        )
        gid, token = created["game"], created["seats"][0]["token"]
        _set_stored_think(first, gid, 5e-324)
    caplog.set_level(logging.WARNING, logger="cityknights.server")
    with ServerThread(storage_url) as second:
        client = Client(second.base, gid, token)  # the game loads again
        try:
            table = second.run_on_loop(second.hub.table(gid))
            assert table.bot_think == MIN_BOT_THINK
            play_with_bot(client, "random", timeout=120)
        finally:
            client.close()
        assert httpx.get(f"{second.base}/api/games/{gid}").json()["status"] == "finished"
    late = [r.getMessage() for r in caplog.records if "took over" in r.getMessage()]
    assert late == []


def test_a_record_or_stored_game_under_the_floor_is_imported_and_played_on_at_it(
    server: ServerThread,
) -> None:
    full = play_recorded("base", ["random", "random", "random"], 3, max_turns=20)
    room = {"turn_timer": None, "grace_period": 5, "bot_think": 1e-9}
    imported = httpx.post(
        f"{server.base}/api/records", content=json.dumps({**full, "room": room}), timeout=60
    )
    assert imported.status_code == 201, imported.text
    gid = imported.json()["game"]
    for _ in range(2):  # the record as imported; then its stored game under the floor again
        played_on = httpx.post(f"{server.base}/api/games/{gid}/playon", json={"version": 0})
        assert played_on.status_code == 201, played_on.text
        new = played_on.json()["game"]
        table = server.run_on_loop(server.hub.table(new))
        assert table.bot_think == MIN_BOT_THINK
        stored = server.run_on_loop(server.hub.run_db(server.hub.storage.load_game, new))
        assert stored.config["room"]["bot_think"] == MIN_BOT_THINK
        _set_stored_think(server, gid, 5e-324)


def test_a_stored_room_under_the_floor_still_starts(server: ServerThread) -> None:
    with closing(browser(server)) as anna:
        assert register(anna, "Anna").status_code == 201
        body = {"seats": ["open", "heuristic", "heuristic"], "settings": {"expansion": "base"}}
        made = anna.post("/api/rooms", json=body)
        assert made.status_code == 201, made.text
        rid = made.json()["room"]
        storage = server.hub.storage

        def damage() -> None:
            room = storage.load_room(rid)
            doc: dict[str, Any] = msgspec.json.decode(msgspec.json.encode(room.doc))
            doc["settings"]["bot_think"] = 1e-9
            new = RoomRecord(room.id, doc, room.status, room.revision + 1, None, room.created)
            assert storage.save_room(new, room.created + 1)

        server.run_on_loop(server.hub.run_db(damage))
        started = anna.post(f"/api/rooms/{rid}/act", json={"type": "start"})
        assert started.status_code == 200, started.text
        game = started.json()["game"]
        table = server.run_on_loop(server.hub.table(game))
        assert table.bot_think == MIN_BOT_THINK
