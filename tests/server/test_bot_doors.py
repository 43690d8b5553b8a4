"""An outside bot's doors besides a game's open seat (docs/bot-api.md), on both stores:
a room's seat, a challenge, the ranked queue. Each with its refusals: a bad or revoked
token, a seat not open, the per-bot limits."""

from __future__ import annotations

import secrets
import time
from collections.abc import Iterator
from contextlib import closing
from functools import partial
from pathlib import Path
from typing import Any

import httpx
import pytest

from cityknights.server.hub import token_hash
from cityknights.server.names import name_key
from cityknights.server.ratings import rate
from cityknights.server.storage import GameRecord, SeatRecord
from cityknights.server.storage.results import FinalSeat

from .helpers import Client, ServerThread, at_once, create_game
from .test_players import browser, error, fast, register


@pytest.fixture
def server(storage_url: str) -> Iterator[ServerThread]:
    with ServerThread(storage_url, players=fast(), queue_fill_after=0.5) as running:
        yield running


def make_bot(server: ServerThread, name: str) -> str:
    """A bot account made in the server's store; its token."""
    token = secrets.token_urlsafe(32)
    assert server.hub.storage.add_bot(name, token_hash(token), time.time())
    return token


def account(server: ServerThread, name: str) -> httpx.Client:
    client = browser(server)
    assert register(client, name).status_code == 201
    return client


def bot_client(server: ServerThread, token: str) -> httpx.Client:
    """A bot's HTTP client: its token, no cookies, no Origin (it is not a browser)."""
    return httpx.Client(
        base_url=server.base, headers={"Authorization": f"Bearer {token}"}, timeout=20
    )


def ok(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code in (200, 201), response.text
    body: dict[str, Any] = response.json()
    return body


def new_room(host: httpx.Client, seats: list[str]) -> dict[str, Any]:
    body = {"seats": seats, "settings": {"expansion": "base"}}
    return ok(host.post("/api/rooms", json=body))


# ----------------------------------------------------------------- rooms
def test_a_bot_takes_a_rooms_open_seat_is_ready_and_gets_its_seat_token(
    server: ServerThread,
) -> None:
    token = make_bot(server, "robo")
    with closing(account(server, "Anna")) as anna, bot_client(server, token) as robo:
        room = new_room(anna, ["open", "open", "heuristic"])
        rid = room["room"]
        taken = ok(robo.post(f"/api/rooms/{rid}/act", json={"type": "take", "seat": 1}))
        seat = taken["seats"][1]
        assert seat["bot_account"] == "robo" and seat["name"] == "robo"
        assert seat["ready"] and seat["yours"] and not seat["host"]
        assert taken["status"] == "open"  # Anna is not Ready yet
        # A bot is always Ready, and may not host, chat-act or start.
        again = ok(robo.post(f"/api/rooms/{rid}/act", json={"type": "ready", "ready": False}))
        assert again["seats"][1]["ready"]
        refused = robo.post(f"/api/rooms/{rid}/act", json={"type": "start"})
        assert error(refused)[:2] == (400, "bad_request")
        assert error(anna.post(f"/api/rooms/{rid}/act", json={"type": "host", "seat": 1}))[:2] == (
            400,
            "bad_request",
        )
        assert error(robo.post(f"/api/rooms/{rid}/link"))[:2] == (409, "not_started")
        started = ok(anna.post(f"/api/rooms/{rid}/act", json={"type": "ready", "ready": True}))
        assert started["status"] == "playing" and started["game"]
        link = ok(robo.post(f"/api/rooms/{rid}/link"))
        game = started["game"]
        summary = ok(robo.get(f"/api/games/{game}"))
        mine = summary["seats"][link["seat"]]
        assert mine["bot_account"] == "robo" and mine["is_bot"] and mine["kind"] == "human"
        anna_seat = ok(anna.post(f"/api/rooms/{rid}/link"))["seat"]
        assert summary["seats"][anna_seat]["is_bot"] is False
        # The game's record names no bot spec for the bot's seat: it is a player's seat,
        # and a bot account's name is no bot of ours (an import of the record would fail).
        players = ok(robo.get(f"/api/games/{game}/record"))["players"]
        assert (players[link["seat"]]["kind"], players[link["seat"]]["bot"]) == ("human", None)
        player = Client(server.base, game, link["token"])
        try:
            assert player.seat == link["seat"] and player.seats[player.seat]["is_bot"]
        finally:
            player.close()


def test_a_bot_is_refused_a_taken_seat_a_bad_token_and_past_its_limit(
    server: ServerThread,
) -> None:
    token = make_bot(server, "robo")
    with closing(account(server, "Anna")) as anna, bot_client(server, token) as robo:
        rid = new_room(anna, ["open", "open", "open", "heuristic"])["room"]
        before = ok(anna.get(f"/api/rooms/{rid}"))
        taken = robo.post(f"/api/rooms/{rid}/act", json={"type": "take", "seat": 0})
        assert error(taken)[:2] == (409, "seat_taken")  # Anna's
        assert error(robo.post(f"/api/rooms/{rid}/act", json={"type": "take", "seat": 3}))[:2] == (
            409,
            "seat_taken",
        )  # a bot seat of ours
        with bot_client(server, "not-a-token") as stranger:
            status, code, params = error(
                stranger.post(f"/api/rooms/{rid}/act", json={"type": "take", "seat": 1})
            )
            assert (status, code) == (401, "bad_bot_token") and "no bot account" in params["detail"]
        assert ok(anna.get(f"/api/rooms/{rid}"))["seats"] == before["seats"]  # nothing taken
        # The limit: 3 at once (6 a minute), counted over every door; the two refused
        # takes above took no seat and were given back: three more, then none.
        for _ in range(3):
            ok(robo.post(f"/api/rooms/{rid}/act", json={"type": "take", "seat": 1}))
            ok(robo.post(f"/api/rooms/{rid}/act", json={"type": "leave"}))
        refused = robo.post(f"/api/rooms/{rid}/act", json={"type": "take", "seat": 1})
        status, code, params = error(refused)
        assert (status, code) == (429, "too_many_joins") and params["retry_after"] >= 1
        assert refused.headers["Retry-After"] == str(params["retry_after"])
        assert ok(anna.get(f"/api/rooms/{rid}"))["seats"] == before["seats"]


def test_a_revoked_bot_takes_no_seat_and_a_kicked_bot_leaves_its_mark(
    server: ServerThread,
) -> None:
    token = make_bot(server, "robo")
    with closing(account(server, "Anna")) as anna, bot_client(server, token) as robo:
        rid = new_room(anna, ["open", "open", "heuristic"])["room"]
        ok(robo.post(f"/api/rooms/{rid}/act", json={"type": "take", "seat": 1}))
        kicked = ok(anna.post(f"/api/rooms/{rid}/act", json={"type": "kick", "seat": 1}))
        assert kicked["seats"][1]["bot_account"] is None and not kicked["seats"][1]["ready"]
        assert server.hub.storage.remove_bot("robo")
        status, code, _ = error(
            robo.post(f"/api/rooms/{rid}/act", json={"type": "take", "seat": 1})
        )
        assert (status, code) == (401, "bad_bot_token")


# ----------------------------------------------------------------- the ranked queue
def test_a_bot_queues_for_ranked_play_and_is_rated_on_the_ladder_as_a_bot(
    server: ServerThread,
) -> None:
    token = make_bot(server, "robo")
    storage = server.hub.storage
    with closing(account(server, "Anna")) as anna, bot_client(server, token) as robo:
        assert ok(robo.post("/api/queue", json={"expansion": "base"}))["state"] == "waiting"
        assert ok(robo.get("/api/queue"))["state"] == "waiting"
        time.sleep(0.6)  # past the fixture's queue_fill_after
        assert ok(anna.post("/api/queue", json={"expansion": "base"}))["waiting"] == 2
        mine = ok(robo.post("/api/queue/bots"))  # the bot waited: it may ask for bots
        matched = ok(anna.get("/api/queue"))
        assert mine["state"] == "matched" and mine["game"] == matched["game"]
        game = mine["game"]
        summary = ok(robo.get(f"/api/games/{game}"))
        seat = summary["seats"][mine["seat"]]
        assert seat["bot_account"] == "robo" and seat["is_bot"]
        assert not summary["seats"][matched["seat"]]["is_bot"]
        player = Client(server.base, game, mine["link"].split("#token=")[1])
        try:
            assert player.seat == mine["seat"]
        finally:
            player.close()
        # The game's end, as the table records it: the bot account is rated by its id.
        final = [FinalSeat(s, 10 if s == mine["seat"] else 3, {}, s == mine["seat"])
                 for s in range(4)]  # fmt: skip
        assert storage.record_result(game, "base", final, time.time(), rate)
        rows = ok(anna.get("/api/leaderboard", params={"expansion": "base"}))["players"]
        row = next(r for r in rows if r["name"] == "robo")
        assert row["bot"] and row["bot_account"] and row["profile"] == "/api/bot-accounts/robo"
        assert not next(r for r in rows if r["name"] == "Anna")["bot_account"]
        profile = ok(anna.get(row["profile"]))
        assert profile["bot_account"] and profile["name"] == "robo"
        assert [(r["expansion"], r["games"]) for r in profile["ratings"]] == [("base", 1)]
        assert error(anna.get("/api/bot-accounts/nobody"))[:2] == (404, "no_such_player")


def test_the_queue_refuses_bad_tokens_revoked_bots_and_a_bot_past_its_limit(
    server: ServerThread,
) -> None:
    token = make_bot(server, "robo")
    with bot_client(server, "not-a-token") as stranger:
        assert error(stranger.post("/api/queue", json={}))[:2] == (401, "bad_bot_token")
        assert error(stranger.get("/api/queue"))[:2] == (401, "bad_bot_token")
    with bot_client(server, token) as robo:
        for _ in range(3):  # a queue entry counts as a seat: 3 at once
            assert ok(robo.post("/api/queue", json={"expansion": "ck"}))["state"] == "waiting"
        status, code, params = error(robo.post("/api/queue", json={"expansion": "ck"}))
        assert (status, code) == (429, "too_many_joins") and params["retry_after"] >= 1
        assert robo.delete("/api/queue").status_code == 204
        assert ok(robo.get("/api/queue"))["state"] == "idle"
        assert server.hub.storage.remove_bot("robo")
        assert error(robo.get("/api/queue"))[:2] == (401, "bad_bot_token")


# ----------------------------------------------------------------- challenges
def challenge(person: httpx.Client, bot: str, **body: Any) -> httpx.Response:
    return person.post("/api/challenges", json={"bot": bot, "settings": {"expansion": "base"},
                                                **body})  # fmt: skip


def test_a_person_challenges_a_bot_which_accepts_and_plays_the_rooms_game(
    server: ServerThread,
) -> None:
    token = make_bot(server, "robo")
    with closing(account(server, "Anna")) as anna, bot_client(server, token) as robo:
        made = ok(challenge(anna, "robo", players=3))
        offer, room = made["challenge"], made["room"]
        assert offer["status"] == "pending" and offer["challenger"] == "Anna"
        assert offer["expires_in"] > 0 and offer["seat"] == 1
        assert [s["kind"] for s in room["seats"]] == ["open", "invited", "bot"]
        assert room["you_host"] and room["seats"][0]["name"] == "Anna"
        (listed,) = ok(robo.get("/api/challenges"))
        assert listed["challenge"] == offer["challenge"] and listed["room"] == room["room"]
        assert (listed["expansion"], listed["players"]) == ("base", 3)
        taken = ok(robo.post(f"/api/challenges/{offer['challenge']}/accept"))
        assert taken["seats"][1]["bot_account"] == "robo" and taken["seats"][1]["ready"]
        assert ok(robo.get("/api/challenges")) == []  # settled: no longer listed
        again = robo.post(f"/api/challenges/{offer['challenge']}/accept")
        assert error(again)[:2] == (409, "challenge_settled")
        rid = room["room"]
        started = ok(anna.post(f"/api/rooms/{rid}/act", json={"type": "ready", "ready": True}))
        assert started["status"] == "playing"
        link = ok(robo.post(f"/api/rooms/{rid}/link"))
        summary = ok(robo.get(f"/api/games/{started['game']}"))
        assert summary["seats"][link["seat"]]["bot_account"] == "robo"


def test_a_bot_account_is_found_in_any_case_as_its_name_is_unique_in_any_case(
    server: ServerThread,
) -> None:
    token = make_bot(server, "RoBo-1")
    with closing(account(server, "Anna")) as anna, bot_client(server, token) as robo:
        profile = ok(anna.get("/api/bot-accounts/robo-1"))
        assert profile["bot_account"] and profile["name"] == "RoBo-1"
        # Challenged by another case, the bot sees it, under its own name; the allowance
        # of challenges is one whatever the case.
        made = ok(challenge(anna, "ROBO-1"))["challenge"]
        (listed,) = ok(robo.get("/api/challenges"))
        assert listed["challenge"] == made["challenge"]
        for name in ("robo-1", "Robo-1", "rObO-1", "ROBO-1"):  # 5 at once per bot
            ok(challenge(anna, name))
        status, code, _ = error(challenge(anna, "ROBO-1"))
        assert (status, code) == (429, "too_many_challenges")
        for missing in ("robo-2", "r%C3%B6bo-1", "robo-1%20"):
            status, code, _ = error(anna.get(f"/api/bot-accounts/{missing}"))
            assert (status, code) == (404, "no_such_player")
        assert error(anna.get("/api/bot-accounts/robo%001"))[0] == 400  # NUL: no path
        assert error(challenge(anna, "robo\x001"))[:2] == (404, "no_such_bot")


def _accept_and_decline_at_once(
    accepting: httpx.Client, declining: httpx.Client, cid: str
) -> dict[str, int]:
    codes: dict[str, int] = {}

    def answer(client: httpx.Client, verb: str) -> None:
        codes[verb] = client.post(f"/api/challenges/{cid}/{verb}").status_code

    assert (
        at_once(partial(answer, accepting, "accept"), partial(answer, declining, "decline")) == []
    )
    return codes


def test_a_challenge_accepted_and_declined_at_once_is_one_or_the_other(storage_url: str) -> None:
    # Both passed the pending check; the decline settled it, the accept took the seat
    # anyway: both answered done, the bot seated, the challenge declined.
    unlimited = (1e6, 1e6)
    with ServerThread(storage_url, players=fast(), challenge_limit=unlimited,
                      bot_join_limit=unlimited) as server:  # fmt: skip
        token = make_bot(server, "robo")
        with (
            closing(account(server, "Anna")) as anna,
            bot_client(server, token) as robo,
            bot_client(server, token) as robo_too,
        ):
            for _ in range(4):
                made = ok(challenge(anna, "robo", players=3))
                cid, rid = made["challenge"]["challenge"], made["room"]["room"]
                codes = _accept_and_decline_at_once(robo, robo_too, cid)
                status = ok(anna.get(f"/api/challenges/{cid}"))["status"]
                seats = ok(anna.get(f"/api/rooms/{rid}"))["seats"]
                seated = any(s.get("bot_account") == "robo" for s in seats)
                assert (codes, status, seated) in [
                    ({"accept": 200, "decline": 409}, "accepted", True),
                    ({"accept": 409, "decline": 204}, "declined", False),
                ]


def test_challenges_refused_missing_bots_expired_declined_others_and_past_the_limit(
    server: ServerThread,
) -> None:
    token, other = make_bot(server, "robo"), make_bot(server, "other")
    challenges = server.app.state.challenges
    with closing(account(server, "Anna")) as anna, bot_client(server, token) as robo:
        status, code, params = error(challenge(anna, "nobody"))
        assert (status, code, params["name"]) == (404, "no_such_bot", "nobody")
        with bot_client(server, other) as stranger:  # a bot cannot challenge: not a person
            assert error(challenge(stranger, "robo"))[:2] == (401, "not_signed_in")
        first = ok(challenge(anna, "robo"))["challenge"]["challenge"]
        with bot_client(server, other) as someone_else:  # not its challenge
            refused = someone_else.post(f"/api/challenges/{first}/accept")
            assert error(refused)[:2] == (404, "no_such_challenge")
        assert robo.post(f"/api/challenges/{first}/decline").status_code == 204
        # The challenger sees the answer; nobody else sees the challenge.
        assert ok(anna.get(f"/api/challenges/{first}"))["status"] == "declined"
        assert ok(robo.get(f"/api/challenges/{first}"))["status"] == "declined"
        with closing(account(server, "Bert")) as bert:
            assert error(bert.get(f"/api/challenges/{first}"))[:2] == (404, "no_such_challenge")
        assert error(robo.post(f"/api/challenges/{first}/accept"))[:2] == (
            409,
            "challenge_settled",
        )
        challenges.seconds = 0.0  # a challenge that stands no time at all
        expired = ok(challenge(anna, "robo"))["challenge"]
        assert expired["status"] == "expired" and expired["expires_in"] == 0
        assert ok(robo.get("/api/challenges")) == []
        room = expired["room"]
        before = ok(anna.get(f"/api/rooms/{room}"))
        status, code, _ = error(robo.post(f"/api/challenges/{expired['challenge']}/accept"))
        assert (status, code) == (410, "challenge_expired")
        assert ok(anna.get(f"/api/rooms/{room}"))["seats"] == before["seats"]
        challenges.seconds = 600.0
        # 5 at once per bot: two made above, three more, then refused.
        for _ in range(3):
            ok(challenge(anna, "robo"))
        status, code, params = error(challenge(anna, "robo"))
        assert (status, code) == (429, "too_many_challenges") and params["retry_after"] >= 1
        with bot_client(server, "not-a-token") as nobody:
            assert error(nobody.get("/api/challenges"))[:2] == (401, "bad_bot_token")
        with closing(browser(server)) as person:  # no token at all
            assert error(person.get("/api/challenges"))[:2] == (401, "bad_bot_token")


# ----------------------------------------------------------------- the account page
def test_an_account_makes_a_bot_sees_its_token_once_and_revokes_it(server: ServerThread) -> None:
    with closing(account(server, "Anna")) as anna, closing(account(server, "Bert")) as bert:
        assert ok(anna.get("/api/me/bots")) == {"bots": []}
        made = anna.post("/api/me/bots", json={"name": "annabot"})
        assert made.status_code == 201, made.text
        token = made.json()["token"]
        assert len(token) >= 43 and made.json()["name"] == "annabot"
        listed = ok(anna.get("/api/me/bots"))["bots"]
        assert [b["name"] for b in listed] == ["annabot"] and "token" not in listed[0]
        storage = server.hub.storage
        assert storage.bot_of_token(token_hash(token)) == "annabot"  # only the hash is kept
        assert error(bert.post("/api/me/bots", json={"name": "annabot"}))[:2] == (
            409,
            "bot_name_taken",
        )
        status, code, params = error(anna.post("/api/me/bots", json={"name": "no spaces"}))
        assert (status, code) == (400, "bad_bot_name") and "letters, digits" in params["detail"]
        # Only its owner revokes it; then its token takes no seat.
        assert error(bert.delete("/api/me/bots/annabot"))[:2] == (404, "no_such_bot")
        with bot_client(server, token) as bot:
            assert ok(bot.get("/api/challenges")) == []
            assert anna.delete("/api/me/bots/annabot").status_code == 204
            assert error(bot.get("/api/challenges"))[:2] == (401, "bad_bot_token")
        assert ok(anna.get("/api/me/bots")) == {"bots": []}
    with closing(browser(server)) as guest:
        assert guest.post("/api/guest", json={"name": "Visitor"}).status_code == 201
        assert error(guest.post("/api/me/bots", json={"name": "g"}))[:2] == (403, "account_needed")
    with closing(browser(server)) as stranger:
        assert error(stranger.get("/api/me/bots"))[:2] == (401, "not_signed_in")


def test_an_account_owns_at_most_five_bots(server: ServerThread) -> None:
    with closing(account(server, "Anna")) as anna:
        for i in range(5):
            assert anna.post("/api/me/bots", json={"name": f"b{i}"}).status_code == 201
        status, code, params = error(anna.post("/api/me/bots", json={"name": "b5"}))
        assert (status, code, params["limit"]) == (409, "too_many_bots", 5)


def test_a_bot_token_on_a_person_s_route_is_told_so(tmp_path: Path) -> None:
    """A bot's token where only a person may act (a room's chat, a new room, a rematch)
    was answered not_signed_in with nothing more, as if its token had not been read."""
    with ServerThread(str(tmp_path / "g.sqlite3")) as server:
        assert server.hub.storage.add_bot("speaker", token_hash("speaker-token"), 1.0)
        bot = {"authorization": "Bearer speaker-token"}
        answers = [
            httpx.post(f"{server.base}/api/rooms/any/chat", json={"text": "hi"}, headers=bot),
            httpx.post(f"{server.base}/api/rooms", json={"seats": ["open"] * 3}, headers=bot),
            httpx.post(f"{server.base}/api/rooms/any/rematch", headers=bot),
        ]
        nobody = httpx.post(f"{server.base}/api/rooms", json={"seats": ["open"] * 3})
    for answer in answers:
        assert answer.status_code == 401, answer.text
        assert answer.json()["code"] == "not_signed_in"
        assert "a bot account's token does not do it" in answer.json()["params"]["detail"]
    assert nobody.json() == {"code": "not_signed_in", "params": {}}


def test_a_join_with_a_bot_token_and_a_session_cookie_seats_the_bot_alone(
    server: ServerThread,
) -> None:
    # Every route takes a bot's token for the bot alone (person_or_bot); the join took the
    # cookie as well and stored the seat as the person's and the bot's at once.
    with closing(account(server, "Anna")) as anna:
        token = ok(anna.post("/api/me/bots", json={"name": "annabot"}))["token"]
        game = create_game(server.base, seats=["open", "open", "random"], public=True)["game"]
        joined = anna.post(f"/api/games/{game}/join", headers={"Authorization": f"Bearer {token}"})
        seat = ok(joined)["seat"]
        stored = server.hub.storage.load_game(game).seats[seat]
        assert (stored.bot, stored.player_id) == ("annabot", None)
        # The person still joins the other open seat as herself.
        own = ok(anna.post(f"/api/games/{game}/join"))["seat"]
        assert own != seat and server.hub.storage.load_game(game).seats[own].player_id is not None


def test_leaderboard_links_name_their_profile_whatever_the_name_holds(
    server: ServerThread,
) -> None:
    # A name may hold "?", "#", "%" or "/": written raw in the link, "Who?" pointed at
    # /api/players/Who (a 404) and "../me" at /api/me.
    names = ["Who?", "#1 fan", "50%41b", "a/../me"]
    clients = [account(server, name) for name in names]
    storage = server.hub.storage
    try:
        holders = [storage.account_named(name_key(name)).id for name in names]
        seats = tuple(SeatRecord(i, "human", None, None, True, holders[i]) for i in range(4))
        storage.create_game(
            GameRecord("ranked-names", {"game": {"expansion": "base"}, "room": {}}, 1.0, 0,
                       "finished", 0, True, "Ranked", seats)
        )  # fmt: skip
        storage.add_ranked_game("ranked-names", "base", holders, 1.0)
        final = [
            FinalSeat(s, vp, {"settlements": vp}, s == 0) for s, vp in enumerate([10, 4, 6, 8])
        ]
        storage.record_result("ranked-names", "base", final, 2.0, rate)
        rows = ok(clients[0].get("/api/leaderboard", params={"expansion": "base"}))["players"]
        assert {r["name"] for r in rows} == set(names)
        for row in rows:
            profile = ok(clients[0].get(row["profile"]))
            assert profile["name"] == row["name"], row["profile"]
    finally:
        for client in clients:
            client.close()
