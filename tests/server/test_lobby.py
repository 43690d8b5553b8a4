"""The lobby API: create (and its refusals), list, join, export and replay."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from cityknights.engine import Action, Game
from cityknights.records.headless import play_recorded
from cityknights.server.hub import token_hash

from .helpers import Client, ServerThread, create_game


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(str(tmp_path / "games.sqlite3")) as running:
        yield running


@pytest.mark.parametrize(
    ("body", "detail"),
    [
        ({"seats": ["human", "human"]}, "expected 3, 4, 5 or 6 seats, got 2"),
        ({"seats": ["human", "human", "robot"]}, "seats[2]: unknown bot 'robot'"),
        ({"seats": ["human"] * 3, "colour": "red"}, "unknown field `colour`"),
        ({"seats": ["human"] * 3, "expansion": "seafarers"}, "Invalid enum value 'seafarers'"),
        ({"seats": ["human"] * 3, "flags": {"no_such_flag": 1}}, "unknown rule flag"),
        ({"seats": ["human"] * 3, "discard_limit": -1}, "discard_limit"),
        ({"seats": ["human"] * 3, "vp_to_win": 2}, "vp_to_win must be an integer >= 3"),
        ({"seats": ["human"] * 3, "turn_timer": 0}, "turn_timer: seconds from 1 to 86400"),
        ({"seats": ["human"] * 3, "bot_think": 0}, "bot_think: seconds from 0.05 to 60"),
        ({"seats": "human"}, "Expected `array`, got `str`"),
        ({"seats": ["human"] * 3, "flags": {"players": 4}}, "flags: 'players' is a game option"),
        ({"seats": ["human"] * 3, "flags": {"seed": 1}}, "flags: 'seed' is a game option"),
        (
            {"seats": ["human"] * 3, "flags": {"board": "beginner"}},
            "flags: 'board' is a game option",
        ),
        (
            {"seats": ["human"] * 3, "flags": {"vp_to_win": 3}},
            "flags: 'vp_to_win' is a game option",
        ),
        (
            {"seats": ["human"] * 5, "flags": {"five_six_turns": "pairs"}},
            "five_six_turns must be one of special_build, paired",
        ),
        (
            {"seats": ["human"] * 3, "flags": {"five_six_turns": "paired"}},
            "five_six_turns 'paired' replaces the Special Build Phase",
        ),
        (
            {"seats": ["human"] * 4, "flags": {"domestic_trade": "no"}},
            "domestic_trade must be true or false",
        ),
        ({"seats": ["human"] * 3, "name": "a\x00b"}, "name: no control characters (U+0000)"),
        ({"seats": ["human"] * 3, "name": "line\nbreak"}, "name: no control characters (U+000A)"),
        ({"seats": ["human"] * 3, "name": "x" * 101}, "name: at most 100 characters, got 101"),
        # An invisible lobby line: zero-width, direction and blank characters only.
        ({"seats": ["human"] * 3, "name": "\u200b\u202e"}, "name: nothing in it shows"),
        ({"seats": ["human"] * 3, "name": " \u3164\u2800 "}, "name: nothing in it shows"),
    ],
)
def test_bad_create_bodies_are_refused_naming_the_fault(
    server: ServerThread, body: dict[str, object], detail: str
) -> None:
    response = httpx.post(f"{server.base}/api/games", json=body)
    assert response.status_code == 400
    assert response.json()["code"] == "bad_request"
    assert detail in response.json()["params"]["detail"]
    assert httpx.get(f"{server.base}/api/games").json() == {
        "waiting": [],
        "live": [],
        "finished": [],
    }


def test_not_json_is_refused(server: ServerThread) -> None:
    response = httpx.post(f"{server.base}/api/games", content=b"{nope")
    assert response.status_code == 400 and "malformed" in response.json()["params"]["detail"]


def test_seat_links_are_secret_long_tokens(server: ServerThread) -> None:
    created = create_game(server.base, seats=["human", "human", "heuristic"], expansion="base")
    humans = [s for s in created["seats"] if s["kind"] == "human"]
    assert [s["seat"] for s in humans] == [0, 1]
    assert created["seats"][2] == {"seat": 2, "kind": "bot", "bot": "heuristic", "link": None,
                                   "token": None}  # fmt: skip
    for s in humans:
        assert len(s["token"]) >= 32  # URL-safe base64: 6 bits a character, 192 bits
        assert s["link"] == f"{created['url']}#token={s['token']}"
    assert humans[0]["token"] != humans[1]["token"]
    # The lobby and the game summary never show a token.
    assert humans[0]["token"] not in httpx.get(f"{server.base}/api/games").text
    assert humans[0]["token"] not in httpx.get(f"{server.base}/api/games/{created['game']}").text


def test_lobby_lists_and_join_takes_open_seats(server: ServerThread) -> None:
    public = create_game(
        server.base, seats=["human", "open", "random"], expansion="base", name="open"
    )
    private = create_game(server.base, seats=["open", "random", "random"], public=False)
    # An open seat gets no link: its token is made for whoever joins it.
    assert public["seats"][1] == {"seat": 1, "kind": "open", "bot": None, "link": None,
                                  "token": None}  # fmt: skip
    lobby = httpx.get(f"{server.base}/api/games").json()
    assert [g["game"] for g in lobby["waiting"]] == [public["game"]]
    assert lobby["waiting"][0]["open_seats"] == 1 and lobby["waiting"][0]["name"] == "open"
    assert [s["kind"] for s in lobby["waiting"][0]["seats"]] == ["human", "open", "bot"]
    joined = httpx.post(f"{server.base}/api/games/{public['game']}/join").json()
    assert joined["seat"] == 1 and joined["link"].endswith(joined["token"])
    assert Client(server.base, public["game"], joined["token"]).seat == 1
    # The creator's link still holds seat 0: the join never took it.
    assert Client(server.base, public["game"], public["seats"][0]["token"]).seat == 0
    full = httpx.post(f"{server.base}/api/games/{public['game']}/join")
    assert (full.status_code, full.json()["code"]) == (409, "no_open_seat")
    hidden = httpx.post(f"{server.base}/api/games/{private['game']}/join")
    assert (hidden.status_code, hidden.json()["code"]) == (404, "no_such_game")
    lobby = httpx.get(f"{server.base}/api/games").json()
    assert [g["game"] for g in lobby["live"]] == [public["game"]] and lobby["waiting"] == []
    summary = httpx.get(f"{server.base}/api/games/{private['game']}").json()
    assert summary["public"] is False and summary["status"] == "waiting"
    missing = httpx.get(f"{server.base}/api/games/nope")
    assert (missing.status_code, missing.json()["code"]) == (404, "no_such_game")


def test_a_stranger_cannot_take_a_seat_handed_out_as_a_link(server: ServerThread) -> None:
    """Two friends' seats, links not yet opened: the lobby's join takes neither, and both
    links still seat their holders (issue 22: a stranger took seat 0, the creator's)."""
    created = create_game(server.base, seats=["human", "human", "random"], expansion="base")
    game = created["game"]
    for _ in range(3):
        refused = httpx.post(f"{server.base}/api/games/{game}/join")
        assert (refused.status_code, refused.json()) == (
            409, {"code": "no_open_seat", "params": {"game": game}},
        )  # fmt: skip
    # Nor at the storage's level: a claim with a new token takes only an open seat.
    hub = server.hub
    assert not server.run_on_loop(hub.run_db(hub.storage.claim_seat, game, 0, "f" * 64))
    for seat in (0, 1):
        assert Client(server.base, game, created["seats"][seat]["token"]).seat == seat
    lobby = httpx.get(f"{server.base}/api/games").json()
    assert lobby["waiting"] == [] and [g["game"] for g in lobby["live"]] == [game]


def test_a_finished_games_open_seat_is_not_joined(server: ServerThread) -> None:
    """An open seat nobody took before the game ended stays untaken: the game is over,
    so the lobby counts no open seat and a join is refused, changing nothing."""
    created = create_game(server.base, seats=["human", "open", "random"], max_turns=2,
                          grace_period=0, expansion="base")  # fmt: skip
    game = created["game"]
    Client(server.base, game, created["seats"][0]["token"]).close()  # play begins, bots take over
    deadline = time.monotonic() + 60
    while (summary := httpx.get(f"{server.base}/api/games/{game}").json())["status"] != "finished":
        assert time.monotonic() < deadline, "the bots' game did not finish"
        time.sleep(0.1)
    assert summary["open_seats"] == 0
    lobby = httpx.get(f"{server.base}/api/games").json()
    assert [g["open_seats"] for g in lobby["finished"]] == [0] and lobby["waiting"] == []
    refused = httpx.post(f"{server.base}/api/games/{game}/join")
    assert (refused.status_code, refused.json()) == (
        409, {"code": "game_over", "params": {"game": game, "winner": summary["winner"]}},
    )  # fmt: skip
    hub = server.hub
    record = server.run_on_loop(hub.run_db(hub.storage.load_game, game))
    assert not record.seats[1].claimed and record.seats[1].token_hash is None
    # Nor at the storage's level: a join's claim takes no seat of a finished game.
    assert not server.run_on_loop(hub.run_db(hub.storage.claim_seat, game, 1, "f" * 64))


def test_game_creation_is_rate_limited_per_address(tmp_path: Path) -> None:
    """A limit of 10 a minute, 3 at once (the default is 20, 10 at once): three games at
    once, then one every 6 s; the fourth at once is refused with 429, a Retry-After and a
    JSON error saying when to come back; nothing is created by a refused request."""
    with ServerThread(str(tmp_path / "games.sqlite3"), create_limit=(10.0, 3.0)) as server:
        body = {"seats": ["random", "random", "random"], "expansion": "base", "max_turns": 1}
        made = [httpx.post(f"{server.base}/api/games", json=body) for _ in range(3)]
        assert [r.status_code for r in made] == [201, 201, 201]
        refused = httpx.post(f"{server.base}/api/games", json=body)
        assert refused.status_code == 429
        error = refused.json()
        assert error["code"] == "too_many_games"
        assert 1 <= error["params"]["retry_after"] <= 6
        assert refused.headers["retry-after"] == str(error["params"]["retry_after"])
        lobby = httpx.get(f"{server.base}/api/games").json()
        listed = {g["game"] for part in lobby.values() for g in part}
        assert listed == {r.json()["game"] for r in made}
        # Other requests of the same address are not limited.
        assert httpx.get(f"{server.base}/api/games/{made[0].json()['game']}").status_code == 200


def test_every_door_that_makes_a_game_takes_from_one_creation_allowance(
    tmp_path: Path,
) -> None:
    """An imported record and a game played on from its position each use the address's
    creation allowance, like a new game: with two at once, the third door is refused with
    429 too_many_games, and neither play-on nor import gets round the limit once it is
    spent; a refused request creates nothing."""
    record = play_recorded("base", ["random", "random", "random"], 5, max_turns=12)
    with ServerThread(str(tmp_path / "games.sqlite3"), create_limit=(10.0, 2.0)) as server:
        base = server.base
        imported = httpx.post(f"{base}/api/records", content=json.dumps(record), timeout=60)
        assert imported.status_code == 201, imported.text
        source = imported.json()["game"]
        played_on = httpx.post(f"{base}/api/games/{source}/playon", json={"version": 0},
                               timeout=30)  # fmt: skip
        assert played_on.status_code == 201, played_on.text
        made = {source, played_on.json()["game"]}
        body = {"seats": ["random", "random", "random"], "expansion": "base", "max_turns": 1}
        refusals = [
            httpx.post(f"{base}/api/games", json=body),
            httpx.post(f"{base}/api/games/{source}/playon", json={"version": 0}, timeout=30),
            httpx.post(f"{base}/api/records", content=json.dumps(record), timeout=60),
        ]
        for refused in refusals:
            assert refused.status_code == 429, refused.text
            assert refused.json()["code"] == "too_many_games"
            assert refused.headers["retry-after"] == str(refused.json()["params"]["retry_after"])
        lobby = httpx.get(f"{base}/api/games").json()
        listed = {g["game"] for part in lobby.values() for g in part}
        assert listed <= made
        for game in made:
            assert httpx.get(f"{base}/api/games/{game}").status_code == 200


def test_finished_games_export_and_replay_exactly(server: ServerThread) -> None:
    created = create_game(server.base, seats=["random", "random", "random"], expansion="ck",
                          max_turns=25)  # fmt: skip
    game = created["game"]
    early = httpx.get(f"{server.base}/api/games/{game}/export")
    if early.status_code != 200:  # still playing
        assert early.json()["code"] == "not_finished" and early.status_code == 409
    deadline = time.monotonic() + 60
    while httpx.get(f"{server.base}/api/games/{game}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bot game did not finish"
        time.sleep(0.1)
    exported = httpx.get(f"{server.base}/api/games/{game}/export").json()
    state = Game.from_config(exported["config"]).new_initial_state()
    for action in exported["history"]:
        state.apply(Action.from_json(action))
    assert state.is_terminal() and state.winner() == exported["winner"]
    assert exported["seats"] == ["random", "random", "random"]
    lobby = httpx.get(f"{server.base}/api/games").json()
    assert [g["game"] for g in lobby["finished"]] == [game]
    # Replay: the spectator's view after the first N actions.
    n = len(exported["history"]) // 2
    replay = httpx.get(f"{server.base}/api/games/{game}/replay", params={"version": n}).json()
    again = Game.from_config(exported["config"]).new_initial_state()
    for action in exported["history"][:n]:
        again.apply(Action.from_json(action))
    assert replay["view"] == again.view(None) and len(replay["steps"]) == n
    for bad in ("x", "-1", str(len(exported["history"]) + 1)):
        response = httpx.get(f"{server.base}/api/games/{game}/replay", params={"version": bad})
        assert (response.status_code, response.json()["code"]) == (400, "bad_version")


def _raw_post(server: ServerThread, headers: str, body: bytes) -> bytes:
    """POST /api/games on a raw socket: send the headers and `body` only, then read
    what the server answers within 10 s (the rest of the body is never sent)."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(f"POST /api/games HTTP/1.1\r\nHost: x\r\n{headers}\r\n".encode() + body)
        answer = b""
        while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
            chunk = sock.recv(65536)
            if not chunk:
                break
            answer += chunk
        return answer


def test_a_body_declared_too_big_is_refused_before_it_is_read(server: ServerThread) -> None:
    answer = _raw_post(server, "Content-Length: 10000000000\r\n", b"")
    assert answer.startswith(b"HTTP/1.1 400") and b"body over 65536 bytes" in answer


def test_a_streamed_body_is_refused_once_past_the_limit(server: ServerThread) -> None:
    chunk = b"x" * (128 * 1024)
    answer = _raw_post(
        server, "Transfer-Encoding: chunked\r\n", f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n"
    )
    assert answer.startswith(b"HTTP/1.1 400") and b"body over 65536 bytes" in answer


def test_a_signed_in_player_who_joins_and_never_comes_leaves_a_result(
    server: ServerThread,
) -> None:
    """The join told the table its seat was taken but not by whom: the seat showed no
    name until its player connected, and a game they never came to ended without their
    result (no departure in their karma: joining open seats and walking away cost
    nothing)."""
    player = httpx.Client(base_url=server.base, timeout=10)
    signed = player.post("/api/accounts", json={"name": "Walker", "password": "correct horse"})
    assert signed.status_code == 201, signed.text
    game = create_game(server.base, seats=["open", "random", "random"], max_turns=2,
                       grace_period=0, expansion="base")["game"]  # fmt: skip
    assert player.post(f"/api/games/{game}/join").json()["seat"] == 0
    seats = httpx.get(f"{server.base}/api/games/{game}").json()["seats"]
    assert seats[0]["name"] == "Walker"
    deadline = time.monotonic() + 60
    while httpx.get(f"{server.base}/api/games/{game}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bots' game did not finish"
        time.sleep(0.1)
    server.run_on_loop(server.hub.outcomes.settled())
    profile = httpx.get(f"{server.base}/api/players/Walker").json()
    assert [r["game"] for r in profile["results"]] == [game]
    assert profile["results"][0]["left"] is True
    assert profile["karma"]["left"] == 1


def test_a_bot_account_joining_twice_at_once_gets_one_seat(server: ServerThread) -> None:
    """Joins sent together by one bot account took two seats of a game (one player
    against itself, its results counted twice); the second is refused, naming the
    seat it holds, and leaves the other open seat open."""
    secret = "twin-secret"  # a bot account, as the operator's CLI makes one
    assert server.hub.storage.add_bot("twin", token_hash(secret), time.time())
    game = create_game(server.base, seats=["open", "open", "random"], expansion="base")["game"]
    headers = {"authorization": f"Bearer {secret}"}
    with ThreadPoolExecutor(3) as pool:
        answers = list(pool.map(
            lambda _: httpx.post(f"{server.base}/api/games/{game}/join", headers=headers),
            range(3),
        ))  # fmt: skip
    assert sorted(a.status_code for a in answers) == [200, 409, 409]
    seat = next(a.json()["seat"] for a in answers if a.status_code == 200)
    for refused in (a for a in answers if a.status_code == 409):
        assert refused.json()["code"] == "already_in_game"
        assert refused.json()["params"]["seat"] == seat
    summary = httpx.get(f"{server.base}/api/games/{game}").json()
    assert summary["open_seats"] == 1
    # A signed-in person too: a second join of a game takes nothing.
    person = httpx.Client(base_url=server.base, timeout=10)
    person.post("/api/accounts", json={"name": "Twofold", "password": "correct horse"})
    three = create_game(server.base, seats=["open"] * 3, expansion="base")["game"]
    assert person.post(f"/api/games/{three}/join").json()["seat"] == 0
    again = person.post(f"/api/games/{three}/join")
    assert (again.status_code, again.json()["params"]) == (409, {
        "game": three, "seat": 0,
        "detail": "you hold seat 0 of this game already: play it by the link its join gave you",
    })  # fmt: skip
    assert httpx.get(f"{server.base}/api/games/{three}").json()["open_seats"] == 2
