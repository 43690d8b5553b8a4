"""Players over HTTP, on both stores: guests, accounts, sessions, profiles, and the
security of it all (throttled logins, the cookie's flags, Origin, one player never acting
for another)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import httpx
import pytest
from argon2 import PasswordHasher

from cityknights.server.login_throttle import LoginThrottle
from cityknights.server.passwords import Passwords
from cityknights.server.signin import COOKIE, SESSION_SECONDS

from .helpers import ServerThread, create_game


def fast() -> dict[str, Any]:
    """Fast hashes for the tests (the real parameters are checked in a test of their own);
    a pool of their own per server (a server closes its pool when it stops)."""
    return {"passwords": Passwords(PasswordHasher(time_cost=1, memory_cost=64, parallelism=1))}


@pytest.fixture
def server(storage_url: str) -> Iterator[ServerThread]:
    with ServerThread(storage_url, players=fast()) as running:
        yield running


def browser(server: ServerThread) -> httpx.Client:
    """A client that keeps cookies and sends the server's own Origin, as its page would."""
    return httpx.Client(base_url=server.base, headers={"Origin": server.base}, timeout=20)


def register(client: httpx.Client, name: str, password: str = "correct horse") -> httpx.Response:
    return client.post("/api/accounts", json={"name": name, "password": password})


def set_cookie(response: httpx.Response) -> str:
    (header,) = [v for k, v in response.headers.multi_items() if k == "set-cookie"]
    return header


def error(response: httpx.Response) -> tuple[int, str, dict[str, Any]]:
    body = response.json()
    return response.status_code, body["code"], body["params"]


def test_a_guest_picks_a_name_and_comes_back_by_token(server: ServerThread) -> None:
    with browser(server) as first:
        assert first.get("/api/me").json() == {"player": None}
        assert error(first.put("/api/me/name", json={"name": "Nobody"}))[:2] == (
            401,
            "not_signed_in",
        )
        made = first.post("/api/guest", json={"name": "  Wanderer "})
        assert made.status_code == 201
        body = made.json()
        assert body["player"]["name"] == "Wanderer" and body["player"]["kind"] == "guest"
        assert len(body["token"]) >= 32
        assert first.get("/api/me").json()["player"]["name"] == "Wanderer"
        renamed = first.put("/api/me/name", json={"name": "Wanderer Two"})
        assert renamed.json()["player"]["name"] == "Wanderer Two"
    with browser(server) as later:  # the cookie is gone; the token the browser kept is not
        assert later.get("/api/me").json() == {"player": None}
        back = later.post("/api/guest/session", json={"token": body["token"]})
        assert back.status_code == 200 and back.json()["player"]["name"] == "Wanderer Two"
        assert later.get("/api/me").json()["player"]["name"] == "Wanderer Two"
        wrong = later.post("/api/guest/session", json={"token": "x" * 32})
        assert error(wrong)[:2] == (401, "bad_guest_token")


def test_the_session_cookie_is_httponly_lax_and_secure_over_https(server: ServerThread) -> None:
    with browser(server) as client:
        plain = set_cookie(register(client, "Plainfield"))
    assert plain.startswith(f"{COOKIE}=")
    flags = [part.strip().lower() for part in plain.split(";")]
    assert "httponly" in flags and "samesite=lax" in flags and "path=/" in flags
    assert f"max-age={SESSION_SECONDS}" in flags
    assert "secure" not in flags  # plain http: a Secure cookie would never come back
    # Behind a TLS proxy (uvicorn trusts 127.0.0.1's X-Forwarded-Proto).
    with browser(server) as client:
        client.headers["X-Forwarded-Proto"] = "https"
        client.headers["Origin"] = server.base.replace("http://", "https://")
        response = client.post(
            "/api/session", json={"name": "plainfield", "password": "correct horse"}
        )
        assert response.status_code == 200, response.text
        secure = [part.strip().lower() for part in set_cookie(response).split(";")]
    assert "secure" in secure and "httponly" in secure and "samesite=lax" in secure


def test_accounts_have_unique_names_and_clear_errors(server: ServerThread) -> None:
    with browser(server) as client:
        assert register(client, "Anna").status_code == 201
        for name in ("anna", "ANNA", " Anna ", "\uff21nna"):  # full-width A folds to A
            status, code, _ = error(register(client, name))
            assert (status, code) == (409, "name_taken"), name
        assert error(register(client, "ab")) == (
            400, "bad_name", {"detail": "a name has at least 3 characters, got 2"}
        )  # fmt: skip
        assert error(register(client, "x" * 21))[2]["detail"] == (
            "a name has at most 20 characters, got 21"
        )
        assert "U+202E" in error(register(client, "abc\u202edef"))[2]["detail"]
        assert error(register(client, "Bob", "short"))[:2] == (400, "bad_password")
        assert error(client.post("/api/accounts", json={"name": "Bob"}))[1] == "bad_request"
        # A guest may not pass for an account either.
        with browser(server) as other:
            assert error(other.post("/api/guest", json={"name": "aNNa"}))[:2] == (409, "name_taken")


def test_passwords_are_stored_as_argon2id(storage_url: str) -> None:
    with ServerThread(storage_url) as server, browser(server) as client:
        assert register(client, "Hashed", "a long passphrase").status_code == 201
        stored = server.hub.storage.account_named("hashed").password_hash
    assert stored.startswith("$argon2id$v=19$m=65536,t=3,p=4$")
    assert "a long passphrase" not in stored


def test_login_logout_and_the_session_ends_for_good(server: ServerThread) -> None:
    with browser(server) as client:
        register(client, "Returner")
        cookie = client.cookies[COOKIE]
        assert client.delete("/api/session").status_code == 204
        assert client.get("/api/me").json() == {"player": None}
        # The old cookie's id, sent again, opens nothing: the session is gone on the server.
        client.cookies.set(COOKIE, cookie)
        assert client.get("/api/me").json() == {"player": None}
        client.cookies.clear()
        assert error(client.post("/api/session", json={"name": "Returner", "password": "nope nope"}))[:2] == (
            401, "wrong_login"
        )  # fmt: skip
        assert error(client.post("/api/session", json={"name": "Nobody", "password": "nope nope"}))[:2] == (
            401, "wrong_login"
        )  # fmt: skip
        logged = client.post("/api/session", json={"name": "RETURNER", "password": "correct horse"})
        assert logged.status_code == 200 and logged.json()["player"]["name"] == "Returner"
        assert client.cookies[COOKIE] != cookie  # a new session id at every login


def test_wrong_passwords_are_throttled_per_name(server: ServerThread) -> None:
    with browser(server) as client:
        register(client, "Target")
        client.cookies.clear()
        wrong = {"name": "target", "password": "guess guess"}
        for _ in range(5):
            assert client.post("/api/session", json=wrong).status_code == 401
        refused = client.post("/api/session", json=wrong)
        status, code, params = error(refused)
        assert (status, code) == (429, "too_many_logins")
        assert params["retry_after"] >= 1 and refused.headers["Retry-After"] == str(
            params["retry_after"]
        )
        # Even the right password waits: a guess that happens to be right tells nothing.
        right = client.post("/api/session", json={"name": "Target", "password": "correct horse"})
        assert right.status_code == 429
        # Another name from this address is not held up by this one's failures.
        register(client, "Bystander")
        client.cookies.clear()
        ok = client.post("/api/session", json={"name": "Bystander", "password": "correct horse"})
        assert ok.status_code == 200


def test_wrong_passwords_are_throttled_per_address(storage_url: str) -> None:
    options = dict(fast(), throttle=LoginThrottle(per_name=(1.0, 100), per_address=(0.1, 3)))
    with ServerThread(storage_url, players=options) as server, browser(server) as client:
        for i in range(3):
            attempt = {"name": f"someone{i}", "password": "guess guess"}
            assert client.post("/api/session", json=attempt).status_code == 401
        status, code, params = error(
            client.post("/api/session", json={"name": "someone9", "password": "guess guess"})
        )
        assert (status, code) == (429, "too_many_logins") and params["retry_after"] >= 1


def test_a_post_from_another_origin_is_refused_and_changes_nothing(server: ServerThread) -> None:
    with httpx.Client(base_url=server.base, timeout=20) as client:
        evil = {"Origin": "https://evil.example"}
        for method, path, body in (
            ("POST", "/api/accounts", {"name": "Mallory", "password": "correct horse"}),
            ("POST", "/api/guest", {"name": "Mallory"}),
            ("POST", "/api/games", {"seats": ["human", "random", "random"]}),
            ("DELETE", "/api/session", None),
        ):
            refused = client.request(method, path, json=body, headers=evil)
            assert error(refused) == (403, "origin_refused", {"origin": "https://evil.example"})
            assert COOKIE not in refused.cookies
        assert client.get("/api/players/Mallory").status_code == 404
        assert client.get("/api/games").json()["waiting"] == []
        # Reading is allowed from anywhere; a client that is no browser sends no Origin.
        assert client.get("/api/games", headers=evil).status_code == 200
        assert register(client, "Scripted").status_code == 201


def test_one_player_cannot_act_for_another(server: ServerThread) -> None:
    with browser(server) as alice, browser(server) as bob:
        register(alice, "Alice")
        guest = bob.post("/api/guest", json={"name": "Bob"}).json()
        # Bob renames himself: only himself.
        bob.put("/api/me/name", json={"name": "Alice2"})
        assert alice.get("/api/me").json()["player"]["name"] == "Alice"
        # Bob cannot log in as Alice without her password, nor upgrade into her name.
        assert (
            bob.post("/api/session", json={"name": "Alice", "password": "wrong wrong"}).status_code
            == 401
        )
        assert error(bob.post("/api/me/account", json={"name": "alice", "password": "x" * 10}))[:2] == (
            409, "name_taken"
        )  # fmt: skip
        # An account is no guest: its session cannot be upgraded again, and Bob's guest
        # token opens Bob, never Alice.
        assert error(alice.post("/api/me/account", json={"password": "y" * 10}))[:2] == (
            409, "already_account"
        )  # fmt: skip
        with browser(server) as third:
            third.post("/api/guest/session", json={"token": guest["token"]})
            assert third.get("/api/me").json()["player"]["name"] == "Alice2"
        # A seat reserved for Alice's link is hers alone: Bob's join gets the open seat.
        game = create_game(server.base, seats=["human", "open", "random"], expansion="base")
        joined = bob.post(f"/api/games/{game['game']}/join")
        assert joined.json()["seat"] == 1
        assert error(bob.post(f"/api/games/{game['game']}/join"))[:2] == (409, "no_open_seat")
        record = server.hub.storage.load_game(game["game"])
        assert record.seats[0].player_id is None and record.seats[1].player_name == "Alice2"


def test_a_guest_becomes_an_account_and_keeps_its_games(server: ServerThread) -> None:
    with browser(server) as guest:
        made = guest.post("/api/guest", json={"name": "Traveller"}).json()
        game = create_game(
            server.base, seats=["open", "random", "random"], expansion="base", name="first"
        )
        seat = guest.post(f"/api/games/{game['game']}/join").json()
        upgraded = guest.post("/api/me/account", json={"password": "my new password"})
        assert upgraded.status_code == 200
        assert upgraded.json()["player"] == {**made["player"], "kind": "account"}
        # The guest token stops being a way in once the guest is an account.
        with browser(server) as other:
            assert (
                other.post("/api/guest/session", json={"token": made["token"]}).status_code == 401
            )
            logged = other.post(
                "/api/session", json={"name": "traveller", "password": "my new password"}
            )
            assert logged.status_code == 200
        profile = guest.get("/api/players/TRAVELLER").json()
        assert profile["name"] == "Traveller"
        assert [(g["game"], g["seat"], g["name"]) for g in profile["games"]] == [
            (game["game"], seat["seat"], "first")
        ]
        assert profile["games"][0]["link"] == f"{server.base}/play/{game['game']}"
        assert error(guest.get("/api/players/nobody-here")) == (
            404, "no_such_player", {"name": "nobody-here"}
        )  # fmt: skip


def test_a_seat_taken_by_its_link_records_the_signed_in_player(server: ServerThread) -> None:
    with browser(server) as page:
        register(page, "Linker")
        game = create_game(
            server.base, seats=["human", "random", "random"], expansion="base", name="by link"
        )
        token = game["seats"][0]["token"]
        ws_url = server.base.replace("http://", "ws://") + f"/ws/{game['game']}"
        from websockets.sync.client import connect

        with connect(
            ws_url,
            additional_headers={
                "Cookie": f"{COOKIE}={page.cookies[COOKIE]}",
                "Origin": server.base,
            },
        ) as ws:
            ws.send(
                json.dumps({"type": "hello", "protocol": 1, "token": token, "last_version": None})
            )
            assert json.loads(ws.recv(10))["type"] == "welcome"
            state = json.loads(ws.recv(10))
            assert state["type"] == "state"
            # Everyone sees the player's name beside the seat (the colour stays the seat's).
            assert [s["name"] for s in state["seats"]] == ["Linker", None, None]
        record = server.hub.storage.load_game(game["game"])
        assert record.seats[0].player_name == "Linker"
        summary = page.get(f"/api/games/{game['game']}").json()
        assert [s["name"] for s in summary["seats"]] == ["Linker", None, None]
        games = page.get("/api/players/linker").json()["games"]
        assert [g["name"] for g in games] == ["by link"]
        # A reconnect of the seat, its player recorded: its session is not looked up (a
        # read of the storage every game shares, per socket of a reconnect storm), and
        # the seat is still theirs, named.
        lookups: list[str] = []
        real = server.hub.storage.session_player

        def session_player(*args: Any) -> Any:
            lookups.append(args[0])
            return real(*args)

        server.hub.storage.session_player = session_player
        try:
            with connect(
                ws_url,
                additional_headers={
                    "Cookie": f"{COOKIE}={page.cookies[COOKIE]}",
                    "Origin": server.base,
                },
            ) as ws:
                ws.send(json.dumps({"type": "hello", "protocol": 1, "token": token}))
                assert json.loads(ws.recv(10))["seat"] == 0
                state = json.loads(ws.recv(10))
                assert [s["name"] for s in state["seats"]] == ["Linker", None, None]
        finally:
            del server.hub.storage.session_player
        assert lookups == []


def test_names_with_markup_are_kept_as_typed(server: ServerThread) -> None:
    """Stored and sent back verbatim in JSON; the client shows them as text (tests/web)."""
    name = "<b>x</b>&amp;"
    with browser(server) as client:
        assert register(client, name).status_code == 201
        assert client.get("/api/me").json()["player"]["name"] == name
        assert client.get("/api/players/" + quote(name, safe="")).json()["name"] == name


def test_new_players_are_limited_per_address(storage_url: str) -> None:
    options = dict(fast(), new_players=(1.0, 2))  # 1 a minute, 2 at once
    with ServerThread(storage_url, players=options) as server, browser(server) as client:
        assert client.post("/api/guest", json={"name": "First"}).status_code == 201
        assert register(client, "Second").status_code == 201
        refused = client.post("/api/guest", json={"name": "Third"})
        status, code, params = error(refused)
        assert (status, code) == (429, "too_many_players") and params["retry_after"] >= 1
        assert refused.headers["Retry-After"] == str(params["retry_after"])
        # Logging in is no new player: not held by this limit.
        client.cookies.clear()
        assert (
            client.post(
                "/api/session", json={"name": "second", "password": "correct horse"}
            ).status_code
            == 200
        )


def test_a_guest_may_take_a_new_name_as_it_becomes_an_account(server: ServerThread) -> None:
    with browser(server) as client:
        client.post("/api/guest", json={"name": "Temp Name"})
        made = client.post(
            "/api/me/account", json={"name": "Lasting", "password": "a good password"}
        )
        assert made.json()["player"]["name"] == "Lasting"
        assert error(client.post("/api/me/account", json={"password": "a good password"}))[:2] == (
            409, "already_account"
        )  # fmt: skip
        assert client.get("/api/players/lasting").json()["name"] == "Lasting"
        assert client.get("/api/players/Temp%20Name").status_code == 404
