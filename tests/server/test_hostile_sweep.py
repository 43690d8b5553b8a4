"""Hostile input a second sweep found getting through: game settings with no upper bound,
a bot's seat allowance spent by joins that were refused, an IPv6 client's failed logins
never throttled."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import closing
from pathlib import Path
from typing import Any

import httpx
import pytest

from cityknights.server.bot_accounts import MAX_OWNED_BOTS
from cityknights.server.login_throttle import LoginThrottle
from cityknights.server.rule_bounds import MAX_DISCARD_LIMIT, MAX_TURNS

from .helpers import Client, ServerThread, create_game, games_listed
from .test_bot_api import join, new_bot
from .test_bot_doors import bot_client, make_bot
from .test_players import browser, error, fast, register


@pytest.fixture
def server(storage_url: str) -> Iterator[ServerThread]:
    with ServerThread(storage_url, players=fast()) as running:
        yield running


#: (settings, the start of the refusal's detail): each out of its documented range.
TURNS = "max_turns: a whole number from 1 to 10000, or null"
LIMIT = "discard_limit: a whole number from 0 to 1000"
OUT_OF_RANGE: list[tuple[dict[str, Any], str]] = [
    *(({"max_turns": v}, TURNS) for v in (0, -1, MAX_TURNS + 1, 2**63, 10**30)),
    *(({"discard_limit": v}, LIMIT) for v in (-1, MAX_DISCARD_LIMIT + 1, 2**64, -(10**30))),
    *(
        ({"flags": {"discard_limit": v}}, f"flags.{LIMIT}")
        for v in (-1, MAX_DISCARD_LIMIT + 1, 10**40, True, 7.5, "7", None, [7])
    ),
]


def test_a_turn_cap_or_discard_limit_out_of_range_is_refused_by_name(server: ServerThread) -> None:
    """max_turns and discard_limit had no upper bound: 10**30 was stored, and shown to
    browsers that cannot read it back as itself."""
    stored = games_listed(server.base)
    with closing(browser(server)) as anna:
        assert register(anna, "Anna").status_code == 201
        room = anna.post("/api/rooms", json={"seats": ["open"] * 3}).json()["room"]
        before = anna.get(f"/api/rooms/{room}").json()
        for settings, detail in OUT_OF_RANGE:
            for door, response in (
                ("games", httpx.post(f"{server.base}/api/games",
                                     json={"seats": ["human"] * 3, **settings}, timeout=10)),
                ("rooms", anna.post("/api/rooms", json={"seats": ["open"] * 3,
                                                       "settings": settings})),
                ("settings", anna.post(f"/api/rooms/{room}/act",
                                       json={"type": "settings", "settings": settings})),
            ):  # fmt: skip
                status, code, params = error(response)
                assert (status, code) == (400, "bad_request"), (door, settings, response.text)
                assert params["detail"].startswith(detail), (door, settings, params)
        assert games_listed(server.base) == stored
        assert len(anna.get("/api/rooms").json()) == 1
        assert anna.get(f"/api/rooms/{room}").json()["settings"] == before["settings"]
        # The ends of the ranges are taken.
        for settings in ({"max_turns": 1}, {"max_turns": MAX_TURNS}, {"discard_limit": 0},
                         {"discard_limit": MAX_DISCARD_LIMIT},
                         {"flags": {"discard_limit": MAX_DISCARD_LIMIT}}):  # fmt: skip
            create_game(server.base, seats=["human"] * 3, **settings)
            changed = anna.post(
                f"/api/rooms/{room}/act", json={"type": "settings", "settings": settings}
            )
            assert changed.status_code == 200, (settings, changed.text)
        assert games_listed(server.base) == stored + 5


def test_a_bots_refused_joins_do_not_spend_its_allowance(tmp_path: Path) -> None:
    """A join refused (no such game, no open seat, a bad seat) took no seat; it was
    counted, so a bot that met a few full games was held back a minute from a free one."""
    url = str(tmp_path / "games.sqlite3")
    token = new_bot(url, "busy")
    with ServerThread(url, bot_join_limit=(1.0, 2.0)) as server:  # 2 at once, 1 a minute
        full = create_game(server.base, seats=["random"] * 3, expansion="base")["game"]
        free = [
            create_game(server.base, seats=["open", "random", "random"], expansion="base")["game"]
            for _ in range(3)
        ]
        for _ in range(3):
            assert join(server.base, "no-such-game", token).status_code == 404
            assert join(server.base, full, token).status_code == 409
        assert join(server.base, free[0], token).status_code == 200
        assert join(server.base, free[0], token).status_code == 409  # now full: refused
        assert join(server.base, free[1], token).status_code == 200
        # Two seats taken: the limit holds for the third, and it is refused unchanged.
        refused = join(server.base, free[2], token)
        assert refused.status_code == 429 and refused.json()["code"] == "too_many_joins"
        assert httpx.get(f"{server.base}/api/games/{free[2]}").json()["open_seats"] == 1


def test_a_bots_refused_room_takes_do_not_spend_its_allowance(server: ServerThread) -> None:
    token = make_bot(server, "robo")
    with closing(browser(server)) as anna, bot_client(server, token) as robo:
        assert register(anna, "Anna").status_code == 201
        rid = anna.post("/api/rooms", json={"seats": ["open"] * 3}).json()["room"]
        for _ in range(5):  # more than its 3 at once
            refused = robo.post(f"/api/rooms/{rid}/act", json={"type": "take", "seat": 0})
            assert error(refused)[:2] == (409, "seat_taken")
            gone = robo.post("/api/rooms/no-such-room/act", json={"type": "take", "seat": 1})
            assert error(gone)[:2] == (404, "no_such_room")
        for _ in range(3):
            taken = robo.post(f"/api/rooms/{rid}/act", json={"type": "take", "seat": 1})
            assert taken.status_code == 200, taken.text
            assert robo.post(f"/api/rooms/{rid}/act", json={"type": "leave"}).status_code == 200
        refused = robo.post(f"/api/rooms/{rid}/act", json={"type": "take", "seat": 1})
        assert error(refused)[:2] == (429, "too_many_joins")


def test_an_ipv6_clients_failed_logins_are_throttled() -> None:
    """take() files an IPv6 address under its /64 and wait() looked for the address
    itself: it found no bucket, so an IPv6 client guessed passwords unthrottled."""
    throttle = LoginThrottle(per_name=(60.0, 100), per_address=(1.0, 3))
    for i in range(3):
        assert asyncio.run(throttle.wait(f"name{i}", "2001:db8::1")) == 0
        asyncio.run(throttle.failed(f"name{i}", "2001:db8::1"))
    assert asyncio.run(throttle.wait("another", "2001:db8::1")) > 0
    assert asyncio.run(throttle.wait("another", "2001:db8::2")) > 0  # the same /64
    assert asyncio.run(throttle.wait("another", "::ffff:192.0.2.1")) == 0


def test_a_body_key_given_twice_is_refused_by_name_and_changes_nothing(
    server: ServerThread,
) -> None:
    """msgspec kept the last of two values of one key: {"seats": [3 seats], "seats":
    ["human"]} was read as one seat, and which one a sender meant is a guess."""
    stored = games_listed(server.base)
    three = '["human", "random", "random"]'
    with closing(browser(server)) as anna:
        assert register(anna, "Anna").status_code == 201
        room = anna.post("/api/rooms", json={"seats": ["open"] * 3}).json()["room"]
        before = anna.get(f"/api/rooms/{room}").json()
        for path, body, place in (
            ("/api/games", f'{{"seats": {three}, "seats": {three}}}', "seats"),
            ("/api/games", f'{{"seats": {three}, "name": "a", "name": "b"}}', "name"),
            ("/api/games", f'{{"seats": {three}, "flags": {{"x": 1, "x": 1}}}}', "flags.x"),
            ("/api/rooms", '{"seats": ["open", "open", "open"], '
                           '"settings": {"pace": "fast", "pace": "slow"}}', "settings.pace"),
            (f"/api/rooms/{room}/act", '{"type": "settings", "type": "leave", "settings": {}}',
             "type"),
            (f"/api/rooms/{room}/chat", '{"text": "hi", "text": "bye"}', "text"),
            ("/api/me/name", '{"name": "Bert", "name": "Cleo"}', "name"),
        ):  # fmt: skip
            method = "PUT" if path == "/api/me/name" else "POST"
            response = anna.request(
                method, path, content=body, headers={"content-type": "application/json"}
            )
            assert error(response) == (
                400, "bad_request", {"detail": f"{place}: given more than once"}
            ), (path, body)  # fmt: skip
        assert games_listed(server.base) == stored
        after = anna.get(f"/api/rooms/{room}").json()
        assert (after["stamp"], after["chat"], after["seats"]) == (
            before["stamp"], [], before["seats"]
        )  # fmt: skip
        assert anna.get("/api/me").json()["player"]["name"] == "Anna"


def test_a_frame_key_given_twice_is_refused_by_name_and_changes_nothing(
    server: ServerThread,
) -> None:
    game = create_game(server.base, seats=["human", "human", "random"], expansion="base")
    seat = Client(server.base, game["game"], game["seats"][0]["token"])
    version = seat.version
    legal = json.dumps(seat.legal[0])
    for frame, place in (
        ('{"type": "chat", "text": "hi", "text": "bye"}', "text"),
        (f'{{"type": "act", "version": {version}, "version": {version}, "action": {legal}}}',
         "version"),
        (f'{{"type": "act", "version": {version}, "action": {legal[:-1]}, "kind": "x"}}}}',
         "action.kind"),
    ):  # fmt: skip
        seat.send_raw(frame)
        refused = seat.until(lambda m: m["type"] == "error")
        assert (refused["code"], refused["params"]) == (
            "malformed", {"detail": f"{place}: given more than once"}
        ), frame  # fmt: skip
    seat.send(type="chat", text="still here")
    assert seat.until(lambda m: m["type"] == "chat")["text"] == "still here"
    assert seat.version == version
    seat.close()


def test_a_name_that_passes_for_another_by_mixing_scripts_is_refused(server: ServerThread) -> None:
    """ "Anna" with a Cyrillic A (U+0410) was a new account beside "Anna", shown the same in every
    seat and room: one player could pass for another."""
    with closing(browser(server)) as anna, closing(browser(server)) as other:
        assert register(anna, "Anna").status_code == 201
        why = {"detail": "a name cannot mix Cyrillic and Latin letters: they look alike, "
                         "so it could pass for another name"}  # fmt: skip
        assert error(register(other, "\u0410nna")) == (400, "bad_name", why)
        assert error(other.post("/api/guest", json={"name": "\u0410nna"})) == (
            400, "bad_name", why
        )  # fmt: skip
        assert other.post("/api/guest", json={"name": "Bert"}).status_code == 201
        assert error(other.put("/api/me/name", json={"name": "\u0410nna"})) == (
            400, "bad_name", why
        )  # fmt: skip
        assert other.get("/api/me").json()["player"]["name"] == "Bert"


def test_a_refused_challenge_does_not_spend_the_bots_allowance(server: ServerThread) -> None:
    """A challenge is counted against its bot (5 at once): one refused for its settings
    was counted too, so anyone could keep everyone from challenging a bot by sending
    settings no game may have."""
    make_bot(server, "robo")
    with closing(browser(server)) as mallory, closing(browser(server)) as anna:
        assert register(mallory, "Mallory").status_code == 201
        assert register(anna, "Anna").status_code == 201
        for _ in range(8):
            bad = {"bot": "robo", "settings": {"max_turns": 0}}
            refused = mallory.post("/api/challenges", json=bad)
            assert error(refused)[:2] == (400, "bad_request"), refused.text
        for _ in range(5):
            made = anna.post("/api/challenges", json={"bot": "robo"})
            assert made.status_code in (200, 201), made.text
        assert error(anna.post("/api/challenges", json={"bot": "robo"}))[:2] == (
            429, "too_many_challenges"
        )  # fmt: skip


def test_bot_accounts_made_at_once_stop_at_the_owners_limit(storage_url: str) -> None:
    """The count of an owner's bots and the insert of a new one were two transactions:
    eight requests at once all counted none and made seven (of at most five)."""
    players = {**fast(), "new_players": (1e6, 1e6)}
    with ServerThread(storage_url, players=players) as running, closing(browser(running)) as anna:
        assert register(anna, "Anna").status_code == 201
        with ThreadPoolExecutor(8) as pool:
            made = list(pool.map(
                lambda i: anna.post("/api/me/bots", json={"name": f"robo{i}"}), range(8)
            ))  # fmt: skip
        answers = sorted((r.status_code, r.json().get("code")) for r in made)
        assert answers == [(201, None)] * MAX_OWNED_BOTS + [(409, "too_many_bots")] * (
            8 - MAX_OWNED_BOTS
        ), answers
        assert len(anna.get("/api/me/bots").json()["bots"]) == MAX_OWNED_BOTS


def test_a_record_or_a_stored_game_past_the_bounds_is_not_played_on(storage_url: str) -> None:
    """An imported record's config took any turn cap and discard limit, and "Play on"
    made a live game of it: a door around the bounds of POST /api/games."""
    with ServerThread(storage_url) as server, httpx.Client(base_url=server.base) as client:
        game = create_game(server.base, seats=["random"] * 3, expansion="base", max_turns=8)
        gid = game["game"]
        deadline = time.monotonic() + 30
        while client.get(f"/api/games/{gid}").json()["status"] != "finished":
            assert time.monotonic() < deadline, "the bots' game did not finish"
            time.sleep(0.1)
        record = client.get(f"/api/games/{gid}/record?view=full").json()
        stored = games_listed(server.base)
        config = record["config"]
        for bad, where in (
            ({**config, "max_turns": 10**30}, "config.max_turns: a whole number from 1 to"),
            ({**config, "flags": {**config["flags"], "discard_limit": 10**30}},
             "config.flags.discard_limit: a whole number from 0 to 1000"),
        ):  # fmt: skip
            response = client.post("/api/records", json={**record, "config": bad})
            status, code, params = error(response)
            assert (status, code) == (400, "bad_record"), response.text
            assert params["detail"].startswith(where), params
        assert games_listed(server.base) == stored

        def damage() -> None:
            with server.hub.storage.transaction() as cur:
                damaged = {**record_config(cur, gid)}
                damaged["game"] = {**damaged["game"], "max_turns": 10**30}
                cur.execute("UPDATE games SET config = ? WHERE id = ?", (json.dumps(damaged), gid))

        server.run_on_loop(server.hub.run_db(damage))
        response = client.post(f"/api/games/{gid}/playon", json={"version": 0})
        assert error(response) == (409, "damaged_game", {
            "game": gid,
            "detail": f"game.max_turns: a whole number from 1 to 10000, or null, got {10**30}",
        }), response.text  # fmt: skip
        assert games_listed(server.base) == stored


def record_config(cur: Any, game_id: str) -> dict[str, Any]:
    cur.execute("SELECT config FROM games WHERE id = ?", (game_id,))
    config: dict[str, Any] = json.loads(cur.fetchall()[0][0])
    return config


def test_a_rule_given_both_as_a_field_and_in_flags_is_refused_unless_the_same(
    server: ServerThread,
) -> None:
    """discard_limit and friendly_robber are fields of their own and rule flags: given
    both ways with two values, the field won without a word."""
    stored = games_listed(server.base)
    three = ["human", "random", "random"]
    for body, detail in (
        ({"discard_limit": 9, "flags": {"discard_limit": 7}},
         "discard_limit: given as 9 and as flags.discard_limit 7; give it once"),
        ({"friendly_robber": True, "flags": {"friendly_robber": False}},
         "friendly_robber: given as true and as flags.friendly_robber false; give it once"),
        ({"friendly_robber": True, "flags": {"friendly_robber": 1}},
         "friendly_robber: given as true and as flags.friendly_robber 1; give it once"),
    ):  # fmt: skip
        response = httpx.post(f"{server.base}/api/games", json={"seats": three, **body})
        assert error(response) == (400, "bad_request", {"detail": detail}), response.text
    assert games_listed(server.base) == stored
    create_game(server.base, seats=three, discard_limit=9, flags={"discard_limit": 9})
    assert games_listed(server.base) == stored + 1


def test_failed_logins_of_a_name_that_reads_as_an_ipv6_address_are_its_own() -> None:
    """The name buckets went through client_key too: "a::1" and "a::2" (names of letters,
    digits and colons) were one bucket, the /64 a::, so one name's guesses held the other."""
    throttle = LoginThrottle(per_name=(0.001, 2), per_address=(60.0, 1000))
    for _ in range(2):
        asyncio.run(throttle.failed("a::1", "192.0.2.1"))
    assert asyncio.run(throttle.wait("a::1", "192.0.2.2")) > 0
    assert asyncio.run(throttle.wait("a::2", "192.0.2.2")) == 0
