"""Ranked play over HTTP, on both stores: the queue makes tables of four (8 players in it
get two tables), a player who waited may ask for bots (the level nearest their rating),
guests and strangers are refused; the leaderboard and profiles show the ratings; a store
written by today's main (schema versions 1-4) upgrades to version 6 with its players and
games intact."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import httpx
import pytest
from openskill.models import PlackettLuce

from cityknights.server.queue import GRACE_PERIOD, RANKED_SEATS, TURN_TIMER
from cityknights.server.ratings import BOT_LEVELS
from cityknights.server.storage import GameRecord, SeatRecord, open_storage
from cityknights.server.storage.migrations import MIGRATIONS
from cityknights.server.storage.results import FinalSeat

from .helpers import ServerThread
from .test_players import browser, error, fast, register


@pytest.fixture
def server(storage_url: str) -> Iterator[ServerThread]:
    with ServerThread(storage_url, players=fast(), queue_fill_after=0.5) as running:
        yield running


def _accounts(server: ServerThread, count: int, prefix: str = "player") -> list[httpx.Client]:
    clients = []
    for i in range(count):
        client = browser(server)
        assert register(client, f"{prefix}{i}").status_code == 201
        clients.append(client)
    return clients


def test_eight_players_in_the_queue_get_two_tables(server: ServerThread) -> None:
    players = _accounts(server, 8)
    try:
        states = [c.post("/api/queue", json={"expansion": "ck"}).json() for c in players]
        # The first three wait (the fourth made the table); so do the next three.
        assert [s["state"] for s in states] == ["waiting"] * 3 + ["matched"] + ["waiting"] * 3 + [
            "matched"
        ]
        seats = [c.get("/api/queue").json() for c in players]
        assert all(s["state"] == "matched" for s in seats)
        games: dict[str, list[int]] = {}
        for s in seats:
            games.setdefault(s["game"], []).append(s["seat"])
            assert s["link"].endswith(f"/play/{s['game']}#token=" + s["link"].split("=", 1)[1])
        assert sorted(sorted(v) for v in games.values()) == [[0, 1, 2, 3], [0, 1, 2, 3]]
        for game_id in games:
            summary = players[0].get(f"/api/games/{game_id}").json()
            assert summary["players"] == RANKED_SEATS and summary["expansion"] == "ck"
            assert {seat["kind"] for seat in summary["seats"]} == {"human"}
            names = {seat["name"] for seat in summary["seats"]}
            assert len(names) == 4 and all(n.startswith("player") for n in names)
        record = open_storage_of(server).load_game(next(iter(games)))
        room = record.config["room"]
        assert (room["turn_timer"], room["grace_period"]) == (TURN_TIMER, GRACE_PERIOD)
        assert record.config["game"]["ruleset"] == "colonist"
    finally:
        for c in players:
            c.close()


def open_storage_of(server: ServerThread) -> Any:
    return server.hub.storage


def test_a_player_who_waited_gets_bots_of_the_nearest_level(server: ServerThread) -> None:
    (anna, ben) = _accounts(server, 2)
    try:
        assert anna.post("/api/queue", json={"expansion": "base"}).json()["state"] == "waiting"
        status, code, params = error(anna.post("/api/queue/bots"))
        if status == 409:  # asked before the wait was over: told how long is left
            assert code == "too_early" and params["retry_after"] >= 1
        time.sleep(0.6)
        assert ben.post("/api/queue", json={"expansion": "base"}).json()["waiting"] == 2
        matched = anna.post("/api/queue/bots").json()
        assert matched["state"] == "matched" and matched["expansion"] == "base"
        assert ben.get("/api/queue").json()["game"] == matched["game"]  # ben came along
        summary = anna.get(f"/api/games/{matched['game']}").json()
        bots = [s for s in summary["seats"] if s["kind"] == "bot"]
        # Nobody is rated yet: every level is at the default, the weakest is nearest.
        assert len(bots) == 2 and {s["bot"] for s in bots} == {BOT_LEVELS[0].spec}
        assert anna.get("/api/queue").json()["state"] == "matched"
    finally:
        anna.close()
        ben.close()


def test_the_queue_refuses_guests_strangers_and_bad_bodies(server: ServerThread) -> None:
    with browser(server) as stranger:
        assert error(stranger.post("/api/queue", json={}))[:2] == (401, "not_signed_in")
        assert error(stranger.get("/api/queue"))[:2] == (401, "not_signed_in")
    with browser(server) as guest:
        assert guest.post("/api/guest", json={"name": "Visitor"}).status_code == 201
        assert error(guest.post("/api/queue", json={}))[:2] == (403, "account_needed")
    (anna,) = _accounts(server, 1, "solo")
    try:
        status, code, params = error(anna.post("/api/queue", json={"expansion": "seafarers"}))
        assert (status, code) == (400, "bad_request") and "expansion" in params["detail"]
        assert error(anna.post("/api/queue/bots"))[:2] == (409, "not_queued")
        assert anna.get("/api/queue").json() == {"state": "idle"} | {
            k: None for k in ("expansion", "waited", "waiting", "bots_in", "game", "seat", "link")
        }
        assert anna.post("/api/queue", json={}).json()["expansion"] == "ck"
        assert anna.delete("/api/queue").status_code == 204
        assert anna.get("/api/queue").json()["state"] == "idle"
    finally:
        anna.close()


def test_leaderboard_and_profiles(server: ServerThread) -> None:
    storage = open_storage_of(server)
    (anna,) = _accounts(server, 1, "rated")
    try:
        me = storage.account_named("rated0")
        from cityknights.server.ratings import rate
        from cityknights.server.storage import GameRecord, SeatRecord
        from cityknights.server.storage.results import FinalSeat

        holders = [me.id, BOT_LEVELS[0].id, BOT_LEVELS[1].id, BOT_LEVELS[3].id]
        seats = tuple(
            SeatRecord(i, "human" if i == 0 else "bot", None, None, True, me.id if i == 0 else None)
            for i in range(4)
        )
        storage.create_game(
            GameRecord("ranked1", {"game": {"expansion": "ck"}, "room": {}}, 1.0, 0, "finished",
                       0, True, "Ranked CK", seats)
        )  # fmt: skip
        storage.add_ranked_game("ranked1", "ck", holders, 1.0)
        final = [FinalSeat(s, vp, {"cities": vp}, s == 0) for s, vp in enumerate([13, 4, 8, 10])]
        storage.record_result("ranked1", "ck", final, 2.0, rate)
        board = anna.get("/api/leaderboard", params={"expansion": "ck"}).json()
        assert board["expansion"] == "ck"
        rows = board["players"]
        assert [r["rank"] for r in rows] == [1, 2, 3, 4]
        assert rows[0]["name"] == "rated0" and not rows[0]["bot"]
        assert rows[0]["karma"] == {"finished": 1, "left": 0, "percent": 100}
        assert [r["rating"] for r in rows] == sorted((r["rating"] for r in rows), reverse=True)
        for r in rows:
            assert r["rating"] == pytest.approx(r["mu"] - 3 * r["sigma"], abs=0.02)
        assert {r["name"] for r in rows if r["bot"]} == {"random", "heuristic", "mcts-400"}
        assert anna.get("/api/leaderboard", params={"expansion": "base"}).json()["players"] == []
        status, code, _ = error(anna.get("/api/leaderboard", params={"expansion": "x"}))
        assert (status, code) == (400, "bad_request")
        assert error(anna.get("/api/leaderboard", params={"limit": "0"}))[:2] == (
            400,
            "bad_request",
        )
        profile = anna.get("/api/players/RATED0").json()
        assert profile["name"] == "rated0" and profile["bot"] is None
        (ladder,) = profile["ratings"]
        assert ladder["expansion"] == "ck" and ladder["games"] == 1
        assert [h["game"] for h in ladder["history"]] == ["ranked1"]
        (result,) = profile["results"]
        assert (result["place"], result["vp"], result["won"], result["ranked"]) == (
            0,
            13,
            True,
            True,
        )
        assert result["replay"].endswith("/play/ranked1")
        assert profile["seats"] == [{"seat": 0, "games": 1, "wins": 1}]
        assert profile["vp_sources"] == {"cities": 13.0}
        bot = anna.get("/api/bots/mcts-400").json()
        assert bot["bot"] == BOT_LEVELS[3].spec and bot["seats"] == [
            {"seat": 3, "games": 1, "wins": 0}
        ]
        assert error(anna.get("/api/bots/nobody"))[:2] == (404, "no_such_player")
    finally:
        anna.close()


# ----------------------------------------------------------------- migration
def _main_store(storage_url: str) -> None:
    """A store as today's main leaves it: versions 1-4 applied, an account that played a
    finished game, a guest, a bot account, an analysis."""
    today = [(v, s) for v, s in MIGRATIONS if v <= 4]

    def write(execute: Callable[[str, Sequence[Any]], None]) -> None:
        execute("CREATE TABLE schema_versions (version INTEGER PRIMARY KEY,"
                " applied DOUBLE PRECISION NOT NULL)", ())  # fmt: skip
        for version, statements in today:
            for statement in statements:
                execute(statement, ())
            execute("INSERT INTO schema_versions (version, applied) VALUES (?, ?)", (version, 1.0))
        execute(
            "INSERT INTO players (id, name, name_key, kind, password_hash, token_hash, created)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            ("p1", "Olde", "olde", "account", "hash", None, 5.0),
        )
        execute(
            "INSERT INTO games (id, config, created, version, status, winner, public, name)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            ("old", json.dumps({"game": {"expansion": "ck"}, "room": {}}), 9.0, 0, "finished", 0,
             1, "old game"),
        )  # fmt: skip
        execute(
            "INSERT INTO seats (game_id, seat, kind, bot, token_hash, claimed, player_id)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            ("old", 0, "human", None, "h", 1, "p1"),
        )
        execute("INSERT INTO bots (name, token_hash, created) VALUES (?, ?, ?)", ("b", "t", 1.0))
        execute("INSERT INTO analyses (game_id, analysis) VALUES (?, ?)", ("old", '{"a": 1}'))

    if storage_url.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(storage_url, autocommit=False) as conn:
            write(lambda sql, args: conn.execute(sql.replace("?", "%s"), args))
        return
    with sqlite3.connect(storage_url) as conn:
        write(lambda sql, args: conn.execute(sql, args))
    conn.close()


def test_a_store_of_todays_main_upgrades_to_version_6(storage_url: str) -> None:
    _main_store(storage_url)
    db = open_storage(storage_url)
    try:
        with db.transaction() as cur:
            cur.execute("SELECT version FROM schema_versions ORDER BY version")
            assert [v for (v,) in cur.fetchall()] == [v for v, _ in MIGRATIONS]
        player = db.account_named("olde")
        assert player is not None and player.password_hash == "hash"
        record = db.load_game("old")
        assert record is not None and record.seats[0].player_name == "Olde"
        assert [g.game_id for g in db.player_games("p1")] == ["old"]
        assert db.bots() == [("b", 1.0)] and db.load_analysis("old") == {"a": 1}
        # The new tables are there, empty, and work.
        assert db.leaderboard("ck", 10) == [] and db.results_of("p1", 10) == []
        assert db.karma_records(["p1"], 20) == {"p1": (0, 0)}
        assert db.unrecorded_games() == []  # old games are not replayed at start
    finally:
        db.close()


def test_a_ranked_game_that_ends_moves_the_ratings_and_ranks_the_leaver_last(
    server: ServerThread,
) -> None:
    """The whole path: a player takes a table with bots, never comes to it (a bot takes
    the seat after the grace period), the bots play the game out; its end records the
    results, the player last, and moves everyone's ratings as openskill says."""
    storage = open_storage_of(server)
    # The random level rated low: the heuristic one is nearest a new player (faster games).
    storage.add_ranked_game("seed-rating", "ck", [BOT_LEVELS[0].id] * 2, 0.0)
    storage.create_game(
        GameRecord("seed-rating", {"game": {"expansion": "ck"}, "room": {}}, 0.0, 0, "finished",
                   None, False, "", (SeatRecord(0, "bot", "random", None, False),
                                     SeatRecord(1, "bot", "random", None, False)))
    )  # fmt: skip
    storage.record_result("seed-rating", "ck", [FinalSeat(0, 2, {}, False),
                          FinalSeat(1, 2, {}, False)], 0.0, lambda *_: {BOT_LEVELS[0].id: (5.0, 3.0)})  # fmt: skip
    queue = server.app.state.queue
    queue.grace_period = 0.1
    (anna,) = _accounts(server, 1, "leaver")
    try:
        anna.post("/api/queue", json={"expansion": "ck"})
        time.sleep(0.6)
        matched = anna.post("/api/queue/bots").json()
        game_id, seat = matched["game"], matched["seat"]
        deadline = time.monotonic() + 240
        while not storage.results_of(storage.account_named("leaver0").id, 1):
            assert time.monotonic() < deadline, "the ranked game never ended"
            time.sleep(0.5)
        me = storage.account_named("leaver0").id
        (result,) = storage.results_of(me, 1)
        assert (result.game_id, result.seat, result.left, result.place) == (game_id, seat, True, 3)
        rating = storage.rating(me, "ck")
        level = storage.rating(BOT_LEVELS[1].id, "ck")
        assert rating is not None and level is not None and level.games == 1
        # openskill on the same result: the player last, the level's three seats by place.
        rows = storage.results_of(BOT_LEVELS[1].id, 10)
        model = PlackettLuce()
        order = [0] * 4
        for r in [*rows, result]:
            order[r.seat] = r.place
        teams = [[model.rating()] for _ in range(4)]
        rated = model.rate(teams, ranks=[float(o) for o in order])
        assert rating.mu == pytest.approx(rated[seat][0].mu)
        assert rating.sigma == pytest.approx(rated[seat][0].sigma)
        history = storage.rating_history(me, "ck")
        assert [h.game_id for h in history] == [game_id]
        assert anna.get("/api/queue").json()["state"] == "idle"  # the match is over
        assert anna.get("/api/players/leaver0").json()["karma"] == {
            "finished": 0, "left": 1, "percent": 0
        }  # fmt: skip
    finally:
        anna.close()


def test_a_room_may_require_a_minimum_karma(server: ServerThread) -> None:
    """karma.require_karma, for rooms: a player under the minimum is refused with its
    karma and the minimum; one with no finished game passes."""
    from cityknights.server.hub import BadRequest
    from cityknights.server.karma import require_karma

    storage = open_storage_of(server)
    (anna,) = _accounts(server, 1, "karma")
    anna.close()
    me = storage.account_named("karma0").id
    server.run_on_loop(require_karma(server.hub, me, 100))  # no game yet: passes
    for g, left in enumerate([False, True, False, False]):
        seats = (SeatRecord(0, "human", None, None, True, me),
                 SeatRecord(1, "bot", "random", None, False))  # fmt: skip
        storage.create_game(
            GameRecord(f"k{g}", {"game": {"expansion": "ck"}, "room": {}}, 1.0, 0, "finished",
                       1, False, "", seats)
        )  # fmt: skip
        storage.seat_player(f"k{g}", 0, me)  # as when the player takes the seat
        if left:
            storage.seat_left(f"k{g}", 0, 1.0)
        storage.record_result(f"k{g}", "ck", [FinalSeat(0, 3, {}, False),
                              FinalSeat(1, 10, {}, True)], 10.0 + g, lambda *_: {})  # fmt: skip
    server.run_on_loop(require_karma(server.hub, me, 75))
    with pytest.raises(BadRequest) as refused:
        server.run_on_loop(require_karma(server.hub, me, 80))
    assert (refused.value.code, refused.value.status) == ("karma_too_low", 403)
    assert refused.value.params == {"karma": 75, "minimum": 80}


def test_a_player_whose_page_went_quiet_leaves_the_queue(server: ServerThread) -> None:
    queue = server.app.state.queue
    queue.quiet_after = 0.5
    gone, *others = _accounts(server, 4, "quiet")
    try:
        gone.post("/api/queue", json={})
        time.sleep(0.8)  # its page closed: it asks no more
        states = [o.post("/api/queue", json={}).json() for o in others]
        assert [s["state"] for s in states] == ["waiting"] * 3  # no table with the absent
        assert states[-1]["waiting"] == 3
        assert gone.get("/api/queue").json()["state"] == "idle"
        for o in others:  # the three still there keep their places by asking
            assert o.get("/api/queue").json()["state"] == "waiting"
    finally:
        for c in (gone, *others):
            c.close()


def test_an_account_that_logs_out_leaves_the_queue(server: ServerThread) -> None:
    """Logging out while waiting takes the account out of the queue at once: three who
    join after it make no table with it (it stayed until its page had been quiet for
    QUIET_AFTER, 30 s, and a table made meanwhile seated it in a ranked game it never
    saw, played out by a bot and counted against its karma). Logged in again, it is not
    waiting; a guest's logout, with no queue to leave, is as before."""
    gone, *others = _accounts(server, 4, "logout")
    guest = browser(server)
    try:
        assert gone.post("/api/queue", json={"expansion": "ck"}).json()["state"] == "waiting"
        assert gone.delete("/api/session").status_code == 204
        states = [o.post("/api/queue", json={"expansion": "ck"}).json() for o in others]
        assert [s["state"] for s in states] == ["waiting"] * 3
        assert states[-1]["waiting"] == 3
        again = gone.post("/api/session", json={"name": "logout0", "password": "correct horse"})
        assert again.status_code == 200, again.text
        assert gone.get("/api/queue").json()["state"] == "idle"
        assert guest.post("/api/guest", json={"name": "Logout guest"}).status_code == 201
        assert guest.delete("/api/session").status_code == 204
        assert guest.get("/api/me").json() == {"player": None}
    finally:
        for c in (gone, guest, *others):
            c.close()
