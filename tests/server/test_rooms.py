"""Rooms over HTTP, on both stores: gathering (open, invited and bot seats, colours, Ready,
the host's powers), the start (nothing played before it; the seat-token protocol after
it), chat before, during and after the game, and rematch. Every refusal names what is
wrong and changes nothing; one player never acts for another."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import closing
from functools import partial
from typing import Any

import httpx
import pytest

from cityknights.server import rooms
from cityknights.server.names import name_key
from cityknights.server.ratings import rate
from cityknights.server.storage import GameRecord, SeatRecord
from cityknights.server.storage.results import FinalSeat

from .helpers import Client, ServerThread, at_once
from .test_players import browser, error, fast, register


@pytest.fixture
def server(storage_url: str) -> Iterator[ServerThread]:
    with ServerThread(storage_url, players=fast()) as running:
        yield running


def guest(server: ServerThread, name: str) -> httpx.Client:
    client = browser(server)
    assert client.post("/api/guest", json={"name": name}).status_code == 201
    return client


def account(server: ServerThread, name: str) -> httpx.Client:
    client = browser(server)
    assert register(client, name).status_code == 201
    return client


def act(client: httpx.Client, room: str, **action: Any) -> httpx.Response:
    return client.post(f"/api/rooms/{room}/act", json=action)


def ok(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code in (200, 201), response.text
    body: dict[str, Any] = response.json()
    return body


def view(client: httpx.Client, room: str) -> dict[str, Any]:
    return ok(client.get(f"/api/rooms/{room}"))


def until(check: Callable[[], bool], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise TimeoutError("the condition did not hold in time")
        time.sleep(0.05)


def unchanged(client: httpx.Client, room: str, response: httpx.Response, before: dict[str, Any],
              status: int, code: str) -> None:  # fmt: skip
    assert error(response)[:2] == (status, code), response.text
    after = view(client, room)
    assert after["stamp"] == before["stamp"] and after["seats"] == before["seats"]


def test_a_room_of_five_takes_the_paired_players_flag(server: ServerThread) -> None:
    """Rule flags pass through a room's settings as through POST /api/games: the paired
    players (five_six_turns, RULES.md §22.5.7) for 5 seats."""
    with closing(account(server, "Anna")) as anna:
        body = {"seats": ["open"] + ["heuristic"] * 4,
                "settings": {"flags": {"five_six_turns": "paired"}}}  # fmt: skip
        room = ok(anna.post("/api/rooms", json=body))
        assert room["settings"]["flags"] == {"five_six_turns": "paired"}
        assert view(anna, room["room"])["settings"]["flags"] == {"five_six_turns": "paired"}


@pytest.fixture
def three(server: ServerThread) -> Iterator[tuple[httpx.Client, httpx.Client, httpx.Client]]:
    anna, bert, cleo = account(server, "Anna"), account(server, "Bert"), guest(server, "Cleo")
    try:
        yield anna, bert, cleo
    finally:
        for c in (anna, bert, cleo):
            c.close()


def base_room(anna: httpx.Client, **settings: Any) -> dict[str, Any]:
    body = {"seats": ["open", "invited", "open", "heuristic"],
            "settings": {"expansion": "base", **settings}}  # fmt: skip
    return ok(anna.post("/api/rooms", json=body))


def start_a_room_of_three(
    host: httpx.Client, others: tuple[httpx.Client, httpx.Client], **settings: Any
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A room of the host and two others (a bot in the last seat) started by the host:
    its view after the start and its game's summary."""
    rid = base_room(host, **settings)["room"]
    invite = view(host, rid)["seats"][1]["invite"].rpartition("=")[2]
    ok(act(others[0], rid, type="take", seat=1, invite=invite))
    ok(act(others[1], rid, type="take", seat=2))
    started = ok(act(host, rid, type="start"))
    assert started["status"] == "playing"
    return started, httpx.get(f"{host.base_url}/api/games/{started['game']}").json()


def test_a_rooms_turn_order_is_drawn_at_the_start_unless_it_keeps_the_colours_picked(
    server: ServerThread, three: tuple[httpx.Client, httpx.Client, httpx.Client]
) -> None:
    """RULES.md §3.1: the seat order, which is the turn order, is random. A room draws it
    when its game starts (`turn_order` "drawn", the default): the seats get their colours
    again in that order, each player's game seat is their new colour, and who goes first
    is nobody's choice; "seated" keeps the colours picked."""
    clients = dict(zip(("Anna", "Bert", "Cleo"), three, strict=True))
    hosts_seats = []
    for k in range(9):  # each player hosts three (the limit on making rooms is 5 at once)
        host, *others = three[k % 3 :] + three[: k % 3]
        started, summary = start_a_room_of_three(host, (others[0], others[1]))
        assert started["settings"]["turn_order"] == "drawn"
        colours = {s["name"]: s["colour"] for s in started["seats"]}
        assert sorted(s["colour"] for s in started["seats"]) == [0, 1, 2, 3]
        # The game's seats are the drawn colours' order, and each link says so.
        assert [s["name"] for s in summary["seats"]] == [
            next(s["name"] for s in started["seats"] if s["colour"] == c) for c in range(4)]  # fmt: skip
        for name, client in clients.items():
            assert ok(client.post(f"/api/rooms/{started['room']}/link"))["seat"] == colours[name]
        hosts_seats.append(colours[started["seats"][0]["name"]])
    # The host sat in the first seat, colour 0, every time; the draw moved them (each
    # room's draw is uniform: all nine at one seat would be a chance of 4 in a million).
    assert len(set(hosts_seats)) > 1, hosts_seats
    anna, bert, cleo = three
    # A turn order the room does not know is refused, naming the field; nothing changes.
    for bad in ("random", None, 1):
        refused = anna.post("/api/rooms", json={"seats": ["open", "open"], "settings": {
            "turn_order": bad}})  # fmt: skip
        status, code, params = error(refused)
        assert (status, code) == (400, "bad_request") and "turn_order" in params["detail"]
    rid = base_room(anna)["room"]
    before = view(anna, rid)
    settings = {**before["settings"], "turn_order": "by age"}
    unchanged(anna, rid, act(anna, rid, type="settings", settings=settings), before, 400,
              "bad_request")  # fmt: skip
    assert view(anna, rid)["settings"]["turn_order"] == "drawn"
    started, summary = start_a_room_of_three(anna, (bert, cleo), turn_order="seated")
    assert [(s["name"], s["colour"]) for s in started["seats"]] == [
        ("Anna", 0), ("Bert", 1), ("Cleo", 2), (None, 3)]  # fmt: skip
    assert [s["name"] for s in summary["seats"]] == ["Anna", "Bert", "Cleo", None]


def test_a_room_gathers_players_and_starts_when_all_are_ready(
    server: ServerThread, three: tuple[httpx.Client, httpx.Client, httpx.Client]
) -> None:
    anna, bert, cleo = three
    # The colours the players pick kept as the seat order (turn order drawn: below).
    room = base_room(anna, name="Friday", turn_order="seated")
    rid = room["room"]
    assert room["status"] == "open" and room["you_host"] and room["game"] is None
    assert [s["name"] for s in room["seats"]] == ["Anna", None, None, None]
    invite = room["seats"][1]["invite"]
    assert invite and invite.startswith(f"{server.base}/room/{rid}#invite=")
    token = invite.rpartition("=")[2]
    # The lobby lists it; nobody else sees the invitation link; no game exists yet.
    listed = ok(anna.get("/api/rooms"))
    assert [(r["room"], r["open_seats"], r["host"]) for r in listed] == [(rid, 1, "Anna")]
    assert all(s["invite"] is None for s in view(cleo, rid)["seats"])
    assert httpx.get(f"{server.base}/api/games").json() == {
        "waiting": [],
        "live": [],
        "finished": [],
    }
    # A stranger cannot take the invited seat, with or without a guessed token.
    before = view(cleo, rid)
    unchanged(cleo, rid, act(cleo, rid, type="take", seat=1), before, 403, "invited_seat")
    unchanged(cleo, rid, act(cleo, rid, type="take", seat=1, invite="x" * 24), before, 403,
              "invited_seat")  # fmt: skip
    ok(act(bert, rid, type="take", seat=1, invite=token))
    ok(act(cleo, rid, type="take", seat=2))
    # Colours: a free one is taken, a player's is refused, a bot's is swapped.
    before = view(cleo, rid)
    unchanged(cleo, rid, act(cleo, rid, type="colour", colour=0), before, 409, "colour_taken")
    seats = ok(act(cleo, rid, type="colour", colour=3))["seats"]
    assert (seats[2]["colour"], seats[3]["colour"]) == (3, 2)
    # Ready from everyone starts it by itself; until the last, nothing is played.
    ok(act(anna, rid, type="ready", ready=True))
    ok(act(bert, rid, type="ready", ready=True))
    assert view(anna, rid)["status"] == "open"
    assert httpx.get(f"{server.base}/api/games").json()["live"] == []
    started = ok(act(cleo, rid, type="ready", ready=True))
    assert started["status"] == "playing" and started["game"]
    game = started["game"]
    summary = httpx.get(f"{server.base}/api/games/{game}").json()
    # Seats in colour order: Anna red (0), Bert blue (1), the bot white (2), Cleo orange (3).
    assert [(s["kind"], s["name"]) for s in summary["seats"]] == [
        ("human", "Anna"), ("human", "Bert"), ("bot", None), ("human", "Cleo")]  # fmt: skip
    assert summary["version"] == 0  # no bot moved: nobody has connected yet
    # Each player's link is their seat, by the existing seat-token protocol.
    links = {who: ok(c.post(f"/api/rooms/{rid}/link")) for who, c in
             (("anna", anna), ("bert", bert), ("cleo", cleo))}  # fmt: skip
    assert [links[w]["seat"] for w in ("anna", "bert", "cleo")] == [0, 1, 3]
    stranger = guest(server, "Dora")
    assert error(stranger.post(f"/api/rooms/{rid}/link"))[:2] == (409, "not_seated")
    client = Client(server.base, game, links["cleo"]["token"])
    assert client.seat == 3 and client.seats[3]["name"] == "Cleo"
    # A second link request gives a new token: the old one stops working, and its socket
    # still open is closed as a seat opened elsewhere is.
    again = ok(cleo.post(f"/api/rooms/{rid}/link"))
    assert again["token"] != links["cleo"]["token"]
    assert replaced(client)
    client.close()
    stale = Client(server.base, game, hello=False)
    stale.send(type="hello", protocol=1, token=links["cleo"]["token"])
    assert stale.until(lambda m: m["type"] == "error")["code"] == "bad_token"
    stale.close()
    fresh = Client(server.base, game, again["token"])
    assert fresh.seat == 3
    fresh.close()
    stranger.close()


def replaced(client: Client) -> bool:
    """Whether the server closed the client's socket as its seat's opened elsewhere."""
    closing = client.until(lambda m: m["type"] == "error" and m["code"] == "closing")
    return bool(closing["params"]["reason"] == "replaced")


def test_a_seat_link_made_anew_on_one_process_closes_the_old_links_socket_on_another(
    postgres_url: str,
) -> None:
    with ServerThread(postgres_url, players=fast()) as a, ServerThread(postgres_url,
                                                                       players=fast()) as b:  # fmt: skip
        anna, bert = account(a, "Anna"), account(a, "Bert")
        try:
            body = {"seats": ["open", "open", "heuristic"], "settings": {"expansion": "base"}}
            rid = ok(anna.post("/api/rooms", json=body))["room"]
            ok(act(bert, rid, type="take", seat=1))
            game = ok(act(anna, rid, type="start"))["game"]
            old = ok(bert.post(f"/api/rooms/{rid}/link"))
            elsewhere = Client(b.base, game, old["token"])  # the old link, on process b
            watching = Client(b.base, game, ok(anna.post(f"/api/rooms/{rid}/link"))["token"])
            new = ok(bert.post(f"/api/rooms/{rid}/link"))  # asked of process a
            assert replaced(elsewhere)
            here = Client(b.base, game, new["token"])
            assert here.seat == old["seat"]
            watching.send(type="chat", text="still here")  # Anna's socket was left alone
            watching.until(lambda m: m["type"] == "chat" and m["text"] == "still here")
            for client in (elsewhere, watching, here):
                client.close()
        finally:
            anna.close()
            bert.close()


def test_the_host_kicks_fills_with_bots_changes_settings_hands_over_and_starts(
    server: ServerThread, three: tuple[httpx.Client, httpx.Client, httpx.Client]
) -> None:
    anna, bert, cleo = three
    rid = base_room(anna)["room"]
    ok(act(cleo, rid, type="take", seat=2))
    ok(act(cleo, rid, type="ready", ready=True))
    # Nobody but the host may use its powers, and nobody acts for another.
    before = view(cleo, rid)
    for action in ({"type": "kick", "seat": 0}, {"type": "start"}, {"type": "fill_bots"},
                   {"type": "host", "seat": 2}, {"type": "seat_kind", "seat": 1, "kind": "open"},
                   {"type": "settings", "settings": {"vp_to_win": 5}}):  # fmt: skip
        unchanged(cleo, rid, act(cleo, rid, **action), before, 403, "not_host")
    # Settings: a bad one refused naming its field; a good one undoes everyone's Ready.
    before = view(anna, rid)
    bad = act(anna, rid, type="settings", settings={"turn_timer": 0})
    unchanged(anna, rid, bad, before, 400, "bad_request")
    assert "turn_timer" in bad.json()["params"]["detail"]
    unchanged(anna, rid, act(anna, rid, type="settings", settings={"vp": 5}), before, 400,
              "bad_request")  # fmt: skip
    after = ok(act(anna, rid, type="settings", settings={"expansion": "base", "vp_to_win": 6}))
    assert after["settings"]["vp_to_win"] == 6 and not after["seats"][2]["ready"]
    # Start with an empty seat is refused, naming it.
    before = view(anna, rid)
    response = act(anna, rid, type="start")
    unchanged(anna, rid, response, before, 409, "empty_seats")
    assert response.json()["params"]["seats"] == [1]
    # Kick: Cleo is sent away and may not come back.
    ok(act(anna, rid, type="kick", seat=2))
    before = view(cleo, rid)
    unchanged(cleo, rid, act(cleo, rid, type="take", seat=2), before, 403, "kicked")
    ok(act(bert, rid, type="take", seat=2))
    # Hand the host role on; the old host has no powers left.
    handed = ok(act(anna, rid, type="host", seat=2))
    assert not handed["you_host"] and handed["seats"][2]["host"]
    before = view(anna, rid)
    unchanged(anna, rid, act(anna, rid, type="fill_bots"), before, 403, "not_host")
    filled = ok(act(bert, rid, type="fill_bots", bot="random"))
    assert [s["kind"] for s in filled["seats"]] == ["open", "bot", "open", "bot"]
    started = ok(act(bert, rid, type="start"))
    assert started["status"] == "playing"
    game = httpx.get(f"{server.base}/api/games/{started['game']}").json()
    assert game["expansion"] == "base" and len(game["seats"]) == 4
    # Once started, the room's gathering is over.
    before = view(anna, rid)
    unchanged(anna, rid, act(anna, rid, type="leave"), before, 409, "room_started")


def test_bad_requests_change_nothing(server: ServerThread) -> None:
    with closing(account(server, "Anna")) as anna, browser(server) as nobody:
        for body, field in (({"seats": ["open"] * 7}, "seats"),
                            ({"seats": ["heuristic"] * 3}, "seats"),
                            ({"seats": ["open", "dragon", "open"]}, "seats[1]"),
                            ({"seats": ["open"] * 3, "settings": {"pace": "warp"}}, "pace"),
                            ({"seats": ["open"] * 3,
                              "settings": {"flags": {"five_six_turns": "paired"}}},
                             "five_six_turns"),
                            ({"seats": ["open"] * 3, "extra": 1}, "extra")):  # fmt: skip
            response = anna.post("/api/rooms", json=body)
            assert error(response)[:2] == (400, "bad_request"), body
            assert field in response.json()["params"]["detail"]
        assert ok(anna.get("/api/rooms")) == []
        # Signed out: no room, no action.
        assert error(nobody.post("/api/rooms", json={"seats": ["open"] * 3}))[:2] == (
            401, "not_signed_in")  # fmt: skip
        rid = ok(anna.post("/api/rooms", json={"seats": ["open"] * 3}))["room"]
        before = view(anna, rid)
        unchanged(anna, rid, act(nobody, rid, type="start"), before, 401, "not_signed_in")
        for action, status, code in (({"type": "dance"}, 400, "bad_request"),
                                     ({"type": "take", "seat": 9}, 400, "bad_request"),
                                     ({"type": "take", "seat": "1"}, 400, "bad_request"),
                                     ({"type": "take", "seat": 1}, 409, "already_seated"),
                                     ({"type": "colour", "colour": -1}, 400, "bad_request"),
                                     ({"type": "kick", "seat": 1}, 409, "seat_empty"),
                                     ({"type": "seat_kind", "seat": 1, "kind": "x"}, 400,
                                      "bad_request")):  # fmt: skip
            unchanged(anna, rid, act(anna, rid, **action), before, status, code)
        assert error(anna.get("/api/rooms/nope"))[:2] == (404, "no_such_room")
        assert error(anna.post(f"/api/rooms/{rid}/chat", json={"text": "  "}))[:2] == (
            400, "chat_empty")  # fmt: skip
        too_long = anna.post(f"/api/rooms/{rid}/chat", json={"text": "x" * 201})
        assert error(too_long)[:2] == (400, "chat_too_long")
        assert view(anna, rid)["chat"] == []


def test_a_long_poll_answers_at_the_next_change(
    server: ServerThread, three: tuple[httpx.Client, httpx.Client, httpx.Client]
) -> None:
    anna, bert, _ = three
    room = base_room(anna)
    rid, stamp = room["room"], room["stamp"]
    got: list[dict[str, Any]] = []
    waiter = threading.Thread(target=lambda: got.append(view_since(bert, rid, stamp)), daemon=True)
    waiter.start()
    time.sleep(0.3)
    assert not got  # it waits: nothing changed
    ok(anna.post(f"/api/rooms/{rid}/chat", json={"text": "hello <b>all</b>"}))
    waiter.join(10)
    assert got and got[0]["stamp"] != stamp
    assert got[0]["chat"][0]["name"] == "Anna" and got[0]["chat"][0]["text"] == "hello <b>all</b>"
    # A stale stamp answers at once.
    assert view_since(bert, rid, "0.0")["stamp"] == got[0]["stamp"]


def view_since(client: httpx.Client, room: str, stamp: str) -> dict[str, Any]:
    return ok(client.get(f"/api/rooms/{room}", params={"since": stamp}, timeout=40))


def _finish(server: ServerThread, rid: str, players: list[httpx.Client]) -> str:
    """Each player connects once (play begins) and leaves; with no grace period, bots play
    their seats and the short game ends."""
    game = view(players[0], rid)["game"]
    for client in players:
        link = ok(client.post(f"/api/rooms/{rid}/link"))
        Client(server.base, game, link["token"]).close()
    until(lambda: view(players[0], rid)["status"] == "finished", timeout=120)
    return str(game)


def test_chat_before_during_and_after_the_game_and_rematch(
    server: ServerThread, three: tuple[httpx.Client, httpx.Client, httpx.Client]
) -> None:
    anna, bert, cleo = three
    body = {"seats": ["open", "open", "open", "random"],
            "settings": {"expansion": "base", "max_turns": 12, "grace_period": 0,
                         "name": "Rematch me", "turn_order": "seated"}}  # fmt: skip
    rid = ok(anna.post("/api/rooms", json=body))["room"]
    ok(act(bert, rid, type="take", seat=1))
    ok(act(cleo, rid, type="take", seat=2))
    ok(anna.post(f"/api/rooms/{rid}/chat", json={"text": "before"}))
    ok(act(anna, rid, type="start"))
    game = view(anna, rid)["game"]
    ok(bert.post(f"/api/rooms/{rid}/chat", json={"text": "during"}))
    # The room's chat during the game is the game's: its table has it, by seat.
    watcher = Client(server.base, game)
    exported_seats = [s["name"] for s in watcher.seats]
    assert exported_seats == ["Anna", "Bert", "Cleo", None]
    watcher.close()
    _finish(server, rid, [anna, bert, cleo])
    ok(cleo.post(f"/api/rooms/{rid}/chat", json={"text": "after"}))
    lines = [(line["name"], line["seat"], line["text"]) for line in view(anna, rid)["chat"]]
    assert lines == [("Anna", None, "before"), ("Bert", 1, "during"), ("Cleo", 2, "after")]
    export = httpx.get(f"{server.base}/api/games/{game}/export").json()
    assert [(c["seat"], c["text"]) for c in export["chat"]] == [(1, "during"), (2, "after")]
    # The room is found from its game (the game page's "Play again").
    assert [r["room"] for r in ok(anna.get("/api/rooms", params={"game": game}))] == [rid]
    # Rematch: Bert and Anna accept; Cleo does not: her seat is open.
    stranger = guest(server, "Dora")
    assert error(stranger.post(f"/api/rooms/{rid}/rematch"))[:2] == (409, "not_seated")
    first = ok(bert.post(f"/api/rooms/{rid}/rematch"))
    again = ok(anna.post(f"/api/rooms/{rid}/rematch"))
    assert first["room"] == again["room"] != rid
    assert again["settings"] == view(anna, rid)["settings"]
    assert [(s["kind"], s["bot"], s["name"]) for s in again["seats"]] == [
        ("open", None, "Anna"), ("open", None, "Bert"), ("open", None, None),
        ("bot", "random", None)]  # fmt: skip
    assert first["you_host"] and view(anna, rid)["rematch"] == again["room"]
    # Accepting twice seats nobody twice.
    assert ok(anna.post(f"/api/rooms/{rid}/rematch"))["seats"] == again["seats"]
    stranger.close()


def test_everyone_leaving_closes_the_room(server: ServerThread) -> None:
    with closing(account(server, "Anna")) as anna:
        rid = ok(anna.post("/api/rooms", json={"seats": ["open"] * 3}))["room"]
        closed = ok(act(anna, rid, type="leave"))
        assert closed["status"] == "closed" and ok(anna.get("/api/rooms")) == []
        assert error(act(anna, rid, type="take", seat=0))[:2] == (409, "room_started")


def test_two_takes_of_one_seat_at_once_seat_one_player(
    server: ServerThread, three: tuple[httpx.Client, httpx.Client, httpx.Client]
) -> None:
    anna, bert, cleo = three
    rid = base_room(anna)["room"]
    answers: list[httpx.Response] = []
    takers = [threading.Thread(target=lambda c=c: answers.append(act(c, rid, type="take", seat=2)))
              for c in (bert, cleo)]  # fmt: skip
    for t in takers:
        t.start()
    for t in takers:
        t.join(20)
    assert sorted(r.status_code for r in answers) == [200, 409]
    assert sum(1 for s in view(anna, rid)["seats"] if s["name"] in ("Bert", "Cleo")) == 1


def test_a_room_request_from_another_site_is_refused(server: ServerThread) -> None:
    with closing(account(server, "Anna")) as anna:
        rid = ok(anna.post("/api/rooms", json={"seats": ["open"] * 3}))["room"]
        before = view(anna, rid)
        evil = {"Origin": "https://evil.example"}
        for path, body in (("/api/rooms", {"seats": ["open"] * 3}),
                           (f"/api/rooms/{rid}/act", {"type": "leave"}),
                           (f"/api/rooms/{rid}/chat", {"text": "hi"})):  # fmt: skip
            response = anna.post(path, json=body, headers=evil)
            assert error(response)[:2] == (403, "origin_refused")
        after = view(anna, rid)
        assert after["stamp"] == before["stamp"] and after["seats"] == before["seats"]
        assert [r["room"] for r in ok(anna.get("/api/rooms"))] == [rid]


def test_a_room_followed_on_another_server_process_hears_its_changes(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two servers on one PostgreSQL database: a long poll on one answers when the room
    changes on the other (its notice), not only when its wait runs out."""
    monkeypatch.setattr(rooms, "POLL_WAIT", 600.0)  # only a notice can answer in time
    with ServerThread(postgres_url, players=fast()) as a, ServerThread(postgres_url,
                                                                       players=fast()) as b:  # fmt: skip
        anna = account(a, "Anna")
        elsewhere = browser(b)
        try:
            assert elsewhere.post("/api/session", json={"name": "Anna", "password": "correct horse"}
                             ).status_code == 200  # fmt: skip
            room = base_room(anna)
            rid = room["room"]
            got: list[dict[str, Any]] = []
            waiter = threading.Thread(
                target=lambda: got.append(view_since(elsewhere, rid, room["stamp"])), daemon=True
            )
            waiter.start()
            until(lambda: rid in b.app.state.rooms._changed)  # its poll waits on b
            ok(act(anna, rid, type="ready", ready=True))
            waiter.join(30)
            assert got, "the other process's change did not reach the poll"
            assert got[0]["seats"][0]["ready"]
        finally:
            anna.close()
            elsewhere.close()


def _games_left(server: ServerThread, name: str, finished: int, left: int) -> None:
    """Record `finished` games the account `name` played to the end and `left` games a
    bot finished for it (as the game's end records them: storage/results.py)."""
    hub = server.hub
    player = server.run_on_loop(hub.run_db(hub.storage.account_named, name_key(name)))
    for n in range(finished + left):
        game_id = f"{name}-karma-{n}"
        seats = tuple(SeatRecord(i, "human", None, f"{game_id}-{i}", True) for i in range(3))
        record = GameRecord(game_id, {"game": {"expansion": "base"}, "room": {}}, 1.0, 0,
                            "finished", None, True, game_id, seats)  # fmt: skip
        final = [FinalSeat(i, 10 - i, {"settlements": 10 - i}, i == 0) for i in range(3)]
        server.run_on_loop(hub.run_db(hub.storage.create_game, record))
        server.run_on_loop(hub.run_db(hub.storage.seat_player, game_id, 0, player.id))
        if n >= finished:
            server.run_on_loop(hub.run_db(hub.storage.seat_left, game_id, 0, 2.0))
        server.run_on_loop(
            hub.run_db(hub.storage.record_result, game_id, "base", final, 3.0 + n, rate)
        )


def test_each_seated_player_karma_is_shown_and_a_host_minimum_refuses_those_below(
    server: ServerThread, three: tuple[httpx.Client, httpx.Client, httpx.Client]
) -> None:
    anna, bert, cleo = three
    _games_left(server, "Bert", finished=3, left=1)  # 75%
    _games_left(server, "Anna", finished=4, left=0)  # 100%
    room = base_room(anna, min_karma=80)
    rid = room["room"]
    assert room["settings"]["min_karma"] == 80
    assert room["seats"][0]["karma"] == {"finished": 4, "left": 0, "percent": 100}
    assert [s["karma"] for s in room["seats"][1:]] == [None, None, None]  # empty, a bot
    # Bert finished 3 of his last 4 games: under the host's 80%, no seat for him.
    before = view(bert, rid)
    refused = act(bert, rid, type="take", seat=2)
    unchanged(bert, rid, refused, before, 403, "karma_too_low")
    assert error(refused)[2] == {"karma": 75, "minimum": 80}
    # Cleo, a guest with no game yet, meets any minimum; everyone sees her record.
    ok(act(cleo, rid, type="take", seat=2))
    assert view(bert, rid)["seats"][2]["karma"] == {"finished": 0, "left": 0, "percent": None}
    # The host lowers the minimum: Bert may sit, and his karma shows beside his name.
    settings = {**view(anna, rid)["settings"], "min_karma": 75}
    ok(act(anna, rid, type="settings", settings=settings))
    ok(act(cleo, rid, type="leave"))
    seats = ok(act(bert, rid, type="take", seat=2))["seats"]
    assert (seats[2]["name"], seats[2]["karma"]["percent"]) == ("Bert", 75)
    # A minimum is a percentage: anything else is refused, naming the field.
    for bad in (101, -1, "high"):
        before = view(anna, rid)
        wrong = act(anna, rid, type="settings", settings={**settings, "min_karma": bad})
        assert error(wrong)[:2] == (400, "bad_request") and "min_karma" in wrong.text
        assert view(anna, rid)["settings"] == before["settings"]


def test_the_room_hears_its_game_end_at_once(
    server: ServerThread, three: tuple[httpx.Client, httpx.Client, httpx.Client]
) -> None:
    """The room is finished as its game ends, not when it is next read: its followers'
    long poll answers with "Play again" without waiting for the poll's end."""
    anna, bert, _ = three
    body = {"seats": ["open", "open", "random"],
            "settings": {"expansion": "base", "max_turns": 12, "grace_period": 0}}  # fmt: skip
    rid = ok(anna.post("/api/rooms", json=body))["room"]
    ok(act(bert, rid, type="take", seat=1))
    game = ok(act(anna, rid, type="start"))["game"]
    for client in (anna, bert):  # play begins; both go: bots finish their seats
        Client(server.base, game, ok(client.post(f"/api/rooms/{rid}/link"))["token"]).close()
    # Only the game is looked at, never the room (a read would notice the end itself).
    until(lambda: httpx.get(f"{server.base}/api/games/{game}").json()["status"] == "finished",
          timeout=120)  # fmt: skip
    hub = server.hub
    server.run_on_loop(hub.outcomes.settled())
    stored = server.run_on_loop(hub.run_db(hub.storage.load_room, rid))
    assert (stored.status, stored.game_id) == ("finished", game)


def test_a_change_wakes_every_long_poll_of_a_room_with_one_read(
    server: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each long poll woken by a change read the room, its chat and its players' karma
    again: 200 polls of one room took the storage thread from every game. The polls
    woken together share one read, and each still gets the change."""
    host = guest(server, "Pollster")
    room = ok(host.post("/api/rooms", json={"seats": ["open", "open", "random"]}))
    stamp = room["stamp"]
    storage = server.hub.storage
    reads: list[str] = []
    load_room = storage.load_room

    def counted(room_id: str) -> Any:
        reads.append(room_id)
        return load_room(room_id)

    answers: list[dict[str, Any]] = []

    def poll() -> None:
        with closing(browser(server)) as watcher:
            answers.append(ok(watcher.get(f"/api/rooms/{room['room']}", params={"since": stamp},
                                          timeout=30)))  # fmt: skip

    pollers = [threading.Thread(target=poll) for _ in range(20)]
    for t in pollers:
        t.start()
    until(lambda: room["room"] in server.app.state.rooms._changed, timeout=10)
    time.sleep(1.0)  # every poll is waiting (each first read the room, as it was)
    monkeypatch.setattr(storage, "load_room", counted)
    assert host.post(f"/api/rooms/{room['room']}/chat", json={"text": "wake"}).status_code == 200
    for t in pollers:
        t.join(30)
    assert len(answers) == 20
    assert all(a["chat"][-1]["text"] == "wake" for a in answers)
    # The chat's own reads (before and after its line), and the polls' one.
    assert len(reads) <= 4, reads


def _start_at_once(clients: list[httpx.Client], rid: str) -> list[int]:
    """Each client presses Start on the room at the same moment; their answers' codes."""
    codes: list[int] = []

    def start(client: httpx.Client) -> None:
        codes.append(client.post(f"/api/rooms/{rid}/act", json={"type": "start"}).status_code)

    assert at_once(*(partial(start, c) for c in clients)) == []
    return codes


def test_a_room_started_on_two_processes_at_once_makes_one_game(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A double click on Start behind a load balancer: each process read the room, made a
    game and only then wrote the room over the revision it read; one write won and the
    other game was left live, its seats reserved, named by no room (12 rooms, 24 games).
    The game's id now comes from the room and its revision: the second is refused by its
    key, and that start is answered as any start that comes second."""
    monkeypatch.setattr(rooms, "ROOMS_PER_MINUTE", (1000.0, 1000.0))
    with (
        ServerThread(postgres_url, players=fast()) as first,
        ServerThread(postgres_url, players=fast()) as second,
        closing(browser(first)) as on_first,
        closing(browser(second)) as on_second,
    ):
        assert register(on_first, "Anna").status_code == 201
        signed_in = on_second.post(
            "/api/session", json={"name": "Anna", "password": "correct horse"}
        )
        assert signed_in.status_code == 200
        for _ in range(4):
            body = {"seats": ["open", "heuristic", "heuristic"], "settings": {"expansion": "base"}}
            rid = on_first.post("/api/rooms", json=body).json()["room"]
            codes = _start_at_once([on_first, on_second], rid)
            assert sorted(codes) == [200, 409]
        storage = first.hub.storage
        with storage.transaction() as cur:
            cur.execute("SELECT COUNT(*) FROM games")
            (games,) = cur.fetchall()[0]
            cur.execute(
                "SELECT COUNT(*) FROM games WHERE id NOT IN"
                " (SELECT game_id FROM rooms WHERE game_id IS NOT NULL)"
            )
            (stray,) = cur.fetchall()[0]
    assert (games, stray) == (4, 0)
