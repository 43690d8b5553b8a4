"""What 5-6 players added to the server, under hostile input: rooms of 5 and 6 seats (seats
and colours out of range or of the wrong type, flags that cannot go together), and over
the websocket a Special Build slot (RULES.md §22.5) and a paired seat's part-turn
(§22.5.7) answered out of turn, by a spectator, twice, with wrong types and with what the
slot forbids. Every bad input gets its named error and changes nothing: no client sees a
new version, a newcomer's picture is the one from before, and the server logs no
traceback."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import httpx
import pytest

from cityknights.bots import make_bot
from cityknights.engine import Action
from cityknights.server import protocol as p

from .helpers import Client, ServerThread, create_game, server_log_text
from .test_players import fast
from .test_rooms import act, guest, ok, unchanged, view


@pytest.fixture
def server(storage_url: str) -> Iterator[ServerThread]:
    with ServerThread(storage_url, players=fast()) as running:
        yield running


# ----------------------------------------------------------------- rooms of 5 and 6 seats
@pytest.mark.parametrize("n", [5, 6])
def test_a_room_of_five_or_six_refuses_seats_and_colours_past_its_last(
    server: ServerThread, n: int
) -> None:
    with closing(guest(server, "Anna")) as anna, closing(guest(server, "Bert")) as bert:
        created = ok(anna.post("/api/rooms", json={"seats": ["open"] * n,
                                                   "settings": {"expansion": "base"}}))  # fmt: skip
        rid = created["room"]
        assert [s["seat"] for s in created["seats"]] == list(range(n))
        [listed] = ok(bert.get("/api/rooms"))
        assert (listed["room"], listed["players"], listed["open_seats"]) == (rid, n, n - 1)
        before = view(anna, rid)
        last = f"from 0 to {n - 1}"
        for who, action, detail in (
            (bert, {"type": "take", "seat": n}, last),
            (bert, {"type": "take", "seat": -1}, last),
            (bert, {"type": "take", "seat": 2**70}, last),
            (bert, {"type": "take", "seat": float(n - 1)}, "Expected `int`, got `float`"),
            (bert, {"type": "take", "seat": True}, "Expected `int`, got `bool`"),
            (bert, {"type": "take", "seat": str(n - 1)}, "Expected `int`, got `str`"),
            (bert, {"type": "take", "seat": None}, "Expected `int`, got `null`"),
            (anna, {"type": "colour", "colour": n}, last),
            (anna, {"type": "kick", "seat": n}, last),
            (anna, {"type": "host", "seat": n}, last),
            (anna, {"type": "seat_kind", "seat": n, "kind": "heuristic"}, last),
            # A room's settings never change its seats, nor give 5-6 the beginner board
            # (which has no 5-6 player version), nor name a board of their own.
            (anna, {"type": "settings", "settings": {"players": 4}}, "unknown field `players`"),
            (anna, {"type": "settings", "settings": {"board": "beginner"}},
             "board: the beginner board is for 3 or 4 players"),
            (anna, {"type": "settings", "settings": {"board": {"terrains": []}}},
             "Expected `str`, got `object` - at `$.settings.board`"),
            (anna, {"type": "settings", "settings": {"flags": {"players": 4}}},
             "'players' is a game option"),
            (anna, {"type": "settings", "settings": {"flags": {"special_build_phase": "yes"}}},
             "special_build_phase must be true, false or null"),
            (anna, {"type": "settings",
                    "settings": {"flags": {"five_six_turns": "paired",
                                           "special_build_phase": False}}},
             "five_six_turns 'paired' replaces the Special Build Phase"),
        ):  # fmt: skip
            response = act(who, rid, **action)
            unchanged(anna, rid, response, before, 400, "bad_request")
            assert detail in response.json()["params"]["detail"], (action, response.text)
        # Not the host's to start; the last seat and colour are real ones.
        unchanged(anna, rid, act(bert, rid, type="start"), before, 403, "not_host")
        unchanged(anna, rid, act(bert, rid, type="colour", colour=n - 1), before, 409, "not_seated")
        ok(act(bert, rid, type="take", seat=n - 1))
        taken = view(anna, rid)
        unchanged(anna, rid, act(bert, rid, type="start"), taken, 403, "not_host")
        unchanged(anna, rid, act(anna, rid, type="take", seat=n - 1), taken, 409, "already_seated")
        ok(act(anna, rid, type="fill_bots", bot="random"))
        started = ok(act(anna, rid, type="start"))
        assert started["status"] == "playing"
        game = httpx.get(f"{server.base}/api/games/{started['game']}").json()
        assert game["players"] == n


def test_a_game_of_six_open_seats_takes_six_joins_and_refuses_the_seventh(
    server: ServerThread,
) -> None:
    game = create_game(server.base, seats=["open"] * 6, expansion="base")["game"]
    joined = [httpx.post(f"{server.base}/api/games/{game}/join") for _ in range(7)]
    assert [r.status_code for r in joined] == [200] * 6 + [409]
    assert sorted(r.json()["seat"] for r in joined[:6]) == list(range(6))
    assert joined[6].json() == {"code": "no_open_seat", "params": {"game": game}}
    summary = httpx.get(f"{server.base}/api/games/{game}").json()
    assert (summary["players"], summary["open_seats"], summary["version"]) == (6, 0, 0)


# ----------------------------------------------------------------- the websocket
def drive_to(created: dict[str, Any], base: str, context: str) -> tuple[list[Client], Client]:
    """Every seat a human client: play (a random bot's choices, each turn ended at once
    after the roll, each earlier slot passed) until the game waits in `context`."""
    game = created["game"]
    seats = [Client(base, game, s["token"]) for s in created["seats"]]
    spectator = Client(base, game)
    bot = make_bot("random", 7)
    while True:
        client = seats[spectator.to_act]
        assert client.version == spectator.version
        here = client.view["context"]
        if here == context:
            return seats, spectator
        legal = [Action.from_json(a) for a in client.legal]
        kinds = {a.kind: a for a in legal}
        if here == "special_build":
            choice = kinds["end_special_build"]
        elif here == "main" and "end_turn" in kinds:
            choice = kinds["end_turn"]
        else:
            choice = bot.choose(client.view, legal)
        answer = client.act(choice.to_json())
        assert answer["type"] == "update", answer
        for other in [*seats, spectator]:
            catch_up(other, answer["version"])


def catch_up(client: Client, version: int) -> None:
    while client.version < version:
        client.recv(20)


def refuse(client: Client, version: int, action: Any) -> dict[str, Any]:
    client.send(type="act", version=version, action=action)
    message = client.until(lambda m: m["type"] in ("error", "update"))
    assert message["type"] == "error", (action, message)
    return message


def check_refusals(
    seats: list[Client], spectator: Client, cases: list[tuple[Client, Any, str, str | None]]
) -> None:
    """Each case (client, action, server code, engine code) is refused so, and nothing
    moves: no client hears of a new version."""
    version = spectator.version
    for client, action, code, engine_code in cases:
        error = refuse(client, version, action)
        assert error["code"] == code, (client.seat, action, error)
        if engine_code is not None:
            assert error["params"]["code"] == engine_code, (action, error)
            assert error["params"]["action"] == action and error["params"]["reason"]
    for client in (*seats, spectator):
        assert client.version == version
        frames = [json.loads(f) for f in client.frames]
        assert not [m for m in frames if m["type"] == "update" and m["version"] > version]


def stored(server: ServerThread, game: str) -> list[tuple[int, int, dict[str, Any]]]:
    return [(m.version, m.actor, m.action) for m in server.hub.storage.moves(game)]


def same_picture(server: ServerThread, game: str, spectator: Client) -> None:
    """A newcomer sees the position the spectator saw (version, view, seat to act), and the
    store holds every move up to it and none past it."""
    newcomer = Client(server.base, game)
    try:
        assert (newcomer.version, newcomer.view) == (spectator.version, spectator.view)
        assert newcomer.to_act == spectator.to_act
    finally:
        newcomer.close()
    moves = stored(server, game)
    assert [m[0] for m in moves] == list(range(1, spectator.version + 1))


def twice(client: Client, end: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The seat's pass sent twice at once, both naming the version it saw."""
    version = client.version
    client.send(type="act", version=version, action=end)
    client.send(type="act", version=version, action=end)
    first = client.until(lambda m: m["type"] in ("error", "update") and m.get("version") != version)
    second = client.until(lambda m: m["type"] == "error")
    assert first["type"] == "update" and first["version"] > version, first
    assert second["code"] == p.E_STALE
    assert second["params"] == {"current": first["version"], "sent": version}
    return first, second


@pytest.mark.parametrize(("expansion", "n"), [("base", 5), ("ck", 6)])
def test_a_special_build_slot_refuses_every_bad_answer_and_changes_nothing(
    tmp_path: Path, caplog: Any, expansion: str, n: int
) -> None:
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        created = create_game(server.base, seats=["human"] * n, expansion=expansion)
        seats, spectator = drive_to(created, server.base, "special_build")
        slot = spectator.to_act
        ended = spectator.view["turn_seat"]
        later = (slot + 1) % n
        assert spectator.view["pending"][0] == {"kind": "special_build", "seat": slot}
        assert slot != ended
        me = seats[slot]
        # Only the slot's seat is offered anything, and only what a slot allows (§22.5.3).
        allowed = {"end_special_build", "build_road", "build_settlement", "build_city"}
        allowed |= {"build_wall", "build_knight", "activate_knight", "promote_knight",
                    "improve_city"} if expansion == "ck" else {"buy_dev"}  # fmt: skip
        assert "end_special_build" in {a["kind"] for a in me.legal}
        assert {a["kind"] for a in me.legal} <= allowed
        assert all(c.legal == [] for c in seats if c is not me) and spectator.legal == []
        end = {"kind": "end_special_build"}
        illegal, bad = p.E_ILLEGAL, p.E_BAD_ACTION
        cases: list[tuple[Client, Any, str, str | None]] = [
            # Out of turn: the seat whose turn just ended, a later slot's seat, a watcher.
            (seats[ended], end, p.E_NOT_YOUR_TURN, None),
            (seats[ended], {"kind": "end_turn"}, p.E_NOT_YOUR_TURN, None),
            (seats[later], end, p.E_NOT_YOUR_TURN, None),
            (seats[later], {"kind": "build_road", "edge": 0}, p.E_NOT_YOUR_TURN, None),
            (spectator, end, p.E_SPECTATOR, None),
            # What a slot forbids (RULES.md §22.5.4), each named.
            (me, {"kind": "roll"}, illegal, "special_build_no_roll"),
            (me, {"kind": "bank_trade", "give": "ore", "get": "brick"}, illegal,
             "special_build_no_trade"),
            (me, {"kind": "offer_trade", "give": {"grain": 1}, "get": {"brick": 1}}, illegal,
             "special_build_no_trade"),
            (me, {"kind": "play_road_building"}, illegal, "special_build_no_card"),
            (me, {"kind": "end_turn"}, illegal, "not_now"),
            (me, {"kind": "build_road", "edge": 109}, illegal, "no_such_path"),
            # Wrong types and shapes.
            (me, {"kind": "end_special_build", "seat": slot}, bad, None),
            (me, {"kind": "build_road", "edge": "3"}, bad, None),
            (me, {"kind": "build_road", "edge": True}, bad, None),
            (me, {"kind": "build_road", "edge": 1.5}, bad, None),
            (me, {"kind": "build_road"}, bad, None),
            (me, {"kind": 7}, bad, None),
            (me, "end_special_build", p.E_MALFORMED, None),
            (me, None, p.E_MALFORMED, None),
        ]  # fmt: skip
        if expansion == "ck":
            cases += [
                (me, {"kind": "move_knight", "knight": 0, "to": 1}, illegal,
                 "special_build_no_knight_move"),
                (me, {"kind": "displace_knight", "knight": 0, "to": 1}, illegal,
                 "special_build_no_knight_action"),
                (me, {"kind": "chase_robber", "knight": 0}, illegal,
                 "special_build_no_knight_action"),
                (me, {"kind": "buy_dev"}, illegal, "not_now"),  # no development cards in C&K
                (me, {"kind": "build_knight", "vertex": -1}, illegal, "no_such_vertex"),
                (me, {"kind": "activate_knight", "vertex": "0"}, bad, None),
            ]  # fmt: skip
        else:
            cases += [
                (me, {"kind": "play_knight"}, illegal, "special_build_no_card"),
                (me, {"kind": "build_knight", "vertex": 0}, illegal, "not_now"),  # no knights
            ]
        before = stored(server, created["game"])
        check_refusals(seats, spectator, cases)
        version = spectator.version
        for frame in ({"type": "act", "version": version - 1, "action": end},
                      {"type": "act", "version": 2**70, "action": end},
                      {"type": "act", "version": str(version), "action": end},
                      {"type": "act", "action": end}):  # fmt: skip
            me.send(**frame)
            code = me.until(lambda m: m["type"] == "error")["code"]
            assert code == (p.E_STALE if isinstance(frame.get("version"), int) else p.E_MALFORMED)
        same_picture(server, created["game"], spectator)
        assert stored(server, created["game"]) == before
        # The pass sent twice: the slot ends once; the second names the version it missed.
        first, _ = twice(me, end)
        assert first["steps"][0]["actor"] == slot
        codes = [e["code"] for s in first["steps"] for e in s["events"]]
        assert codes.count("special_build_ended") >= 1
        catch_up(spectator, first["version"])
        same_picture(server, created["game"], spectator)
        # The game goes on from there: whoever is to act now may.
        nxt = seats[spectator.to_act]
        catch_up(nxt, first["version"])
        answer = nxt.act(nxt.legal[0])
        assert answer["type"] == "update", answer
    assert "Traceback" not in server_log_text(caplog)


def test_a_paired_part_turn_refuses_every_bad_answer_and_changes_nothing(
    tmp_path: Path, caplog: Any
) -> None:
    n = 5
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        created = create_game(server.base, seats=["human"] * n, expansion="ck",
                              flags={"five_six_turns": "paired"})  # fmt: skip
        seats, spectator = drive_to(created, server.base, "part_turn")
        part = spectator.view["part_turn"]
        partner, roller = part["seat"], part["roller"]
        assert partner == (roller + 3) % n == spectator.to_act
        me = seats[partner]
        assert "end_turn" in {a["kind"] for a in me.legal}
        assert all(c.legal == [] for c in seats if c is not me) and spectator.legal == []
        before = stored(server, created["game"])
        end = {"kind": "end_turn"}
        illegal, bad = p.E_ILLEGAL, p.E_BAD_ACTION
        check_refusals(seats, spectator, [
            # The roller's turn is over; the next roller's has not begun; a watcher.
            (seats[roller], end, p.E_NOT_YOUR_TURN, None),
            (seats[(roller + 1) % n], {"kind": "roll"}, p.E_NOT_YOUR_TURN, None),
            (spectator, end, p.E_SPECTATOR, None),
            # What the part-turn forbids (RULES.md §22.5.7), each named.
            (me, {"kind": "roll"}, illegal, "part_turn_no_roll"),
            (me, {"kind": "offer_trade", "give": {"grain": 1}, "get": {"brick": 1}}, illegal,
             "part_turn_no_player_trade"),
            (me, {"kind": "move_knight", "knight": 0, "to": 1}, illegal,
             "part_turn_no_knight_action"),
            (me, {"kind": "displace_knight", "knight": 0, "to": 1}, illegal,
             "part_turn_no_knight_action"),
            (me, {"kind": "chase_robber", "knight": 0}, illegal, "part_turn_no_knight_action"),
            (me, {"kind": "end_special_build"}, illegal, "not_now"),
            # Wrong types and shapes.
            (me, {"kind": "end_turn", "seat": partner}, bad, None),
            (me, {"kind": "move_knight", "knight": "0", "to": 1}, bad, None),
            (me, {"kind": "bank_trade", "give": 0, "get": "ore"}, bad, None),
            (me, [], p.E_MALFORMED, None),
        ])  # fmt: skip
        same_picture(server, created["game"], spectator)
        assert stored(server, created["game"]) == before
        first, _ = twice(me, end)
        codes = [e["code"] for s in first["steps"] for e in s["events"]]
        assert "part_turn_ended" in codes
        catch_up(spectator, first["version"])
        assert spectator.to_act == (roller + 1) % n and spectator.view["phase"] == "pre_roll"
        same_picture(server, created["game"], spectator)
    assert "Traceback" not in server_log_text(caplog)


@pytest.mark.parametrize("flags", [{}, {"five_six_turns": "paired"}])
def test_a_seat_gone_in_its_slot_or_part_turn_is_played_by_a_bot_after_the_grace_period(
    tmp_path: Path, caplog: Any, flags: dict[str, Any]
) -> None:
    """No hang: the seat whose Special Build slot (or paired part-turn) is open leaves; after
    the grace period the server's bot answers for it, the game goes on, every move is
    stored, and the seat's human comes back to the game as it stands."""
    context = "part_turn" if flags else "special_build"
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        created = create_game(server.base, seats=["human"] * 5, expansion="ck",
                              grace_period=0.5, flags=flags)  # fmt: skip
        seats, spectator = drive_to(created, server.base, context)
        seat, version = spectator.to_act, spectator.version
        seats[seat].close()
        moved = spectator.until(lambda m: m["type"] == "update" and m["version"] > version, 20)
        assert moved["steps"][0]["actor"] == seat  # the bot answered the seat's decision
        back = Client(server.base, created["game"], created["seats"][seat]["token"])
        catch_up(back, spectator.version)
        assert back.seat == seat and back.version >= moved["version"]
        moves = stored(server, created["game"])
        assert [m[0] for m in moves] == list(range(1, len(moves) + 1))
        assert len(moves) >= back.version and moves[version][1] == seat
    assert "Traceback" not in server_log_text(caplog)
