"""The protocol end to end on a real server: joining, acting, refusals, reconnects,
spectators, chat, bots taking over and handing back, the turn timer."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed

from cityknights.server import protocol as p
from cityknights.server import session as session_module
from cityknights.server import table as table_module
from cityknights.server.table import STORE_FAILED

from .helpers import Client, ServerThread, create_game


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(str(tmp_path / "games.sqlite3")) as running:
        yield running


def two_humans(base: str, **options: object) -> tuple[str, list[str]]:
    body = {"seats": ["human", "human", "random"], "expansion": "base", "grace_period": 60}
    created = create_game(base, **{**body, **options})
    return created["game"], [s["token"] for s in created["seats"] if s["token"]]


def test_play_and_every_refusal_on_both_databases(storage_url: str) -> None:
    with ServerThread(storage_url) as server:
        game, (t0, t1) = two_humans(server.base)
        c0, c1 = Client(server.base, game, t0), Client(server.base, game, t1)
        watcher = Client(server.base, game)
        assert (c0.seat, c1.seat, watcher.seat) == (0, 1, None)
        assert c0.to_act == 0 and c0.legal and c1.legal == [] and watcher.legal == []
        assert c0.view["seat"] == 0 and watcher.view["seat"] is None
        first = c0.legal[0]

        refused = c1.act(first)
        assert (refused["code"], refused["params"]) == (p.E_NOT_YOUR_TURN, {"to_act": 0})
        refused = c0.act(first, version=5)
        assert (refused["code"], refused["params"]) == (p.E_STALE, {"current": 0, "sent": 5})
        refused = c0.act({"kind": "build_road", "edge": 0})
        assert refused["code"] == p.E_ILLEGAL
        assert refused["params"]["action"] == {"kind": "build_road", "edge": 0}
        assert "build_road is not allowed now" in refused["params"]["reason"]
        # The engine's refusal as a code with parameters, for the client to word.
        assert refused["params"]["code"] == "not_now"
        assert refused["params"]["params"] == {
            "kind": "build_road",
            "context": "setup_settlement",
            "expansion": "base",
        }
        refused = c0.act({"kind": "fly", "to": 3})
        assert (
            refused["code"] == p.E_BAD_ACTION
            and "unknown action kind" in refused["params"]["reason"]
        )
        watcher.send(type="act", version=0, action=first)
        assert watcher.until(lambda m: m["type"] == "error")["code"] == p.E_SPECTATOR
        assert refused["version"] == 0  # nothing moved on any refusal

        ack = c0.act(first)
        assert ack["type"] == "update" and ack["version"] == 1
        assert ack["steps"][0]["actor"] == 0 and ack["steps"][0]["version"] == 1
        for other in (c1, watcher):
            seen = other.until(lambda m: m["type"] == "update")
            assert seen["version"] == 1 and seen["steps"] == ack["steps"]
        road = c0.legal[0]
        assert c0.act(road)["version"] == 2
        for client in (c0, c1, watcher):
            client.close()


def test_reconnect_gets_the_missed_steps_and_resync(server: ServerThread) -> None:
    game, (t0, t1) = two_humans(server.base)
    c0 = Client(server.base, game, t0)
    c1 = Client(server.base, game, t1)
    c1.close()
    c0.act(c0.legal[0])
    c0.act(c0.legal[0])
    assert c0.version == 2
    back = Client(server.base, game, t1, last_version=0)
    assert back.version == 2 and sorted(back.steps) == [1, 2]
    assert back.steps == c0.steps  # the same public events
    back.send(type="resync", last_version=1)
    state = back.until(lambda m: m["type"] == "state")
    assert [s["version"] for s in state["steps"]] == [2] and state["caught_up"]
    back.send(type="resync", last_version=2)
    state = back.until(lambda m: m["type"] == "state")
    assert state["steps"] == [] and state["caught_up"]


def test_a_bot_takes_over_an_absent_human_and_hands_the_seat_back(
    server: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table_module, "RECENT_STEPS", 20)  # "far behind" comes sooner
    created = create_game(
        server.base, seats=["human", "random", "random"], expansion="ck", grace_period=0.2
    )
    game, token = created["game"], created["seats"][0]["token"]
    watcher = Client(server.base, game)
    # The human takes the seat (the game starts) and leaves: nobody holds seat 0, so after
    # the grace period a bot plays it, and the game goes on.
    Client(server.base, game, token).close()
    watcher.until(lambda m: m["type"] == "seats" and m["seats"][0]["bot_playing"], timeout=10)
    watcher.until(lambda m: m.get("version", 0) > 40, timeout=60)
    assert any(actor == 0 for actor in _actors(watcher))
    # The human comes back: the bot hands the seat over and the game waits for them.
    human = Client(server.base, game, token)
    assert human.seats[0] == {"seat": 0, "kind": "human", "bot": None, "connected": True,
                              "bot_playing": False, "name": None, "bot_account": None,
                              "is_bot": False}  # fmt: skip
    deadline = time.monotonic() + 20
    while human.to_act != 0 and time.monotonic() < deadline:
        human.recv(20)
    assert human.to_act == 0
    waiting_at = human.version
    time.sleep(0.6)  # three grace periods: nobody plays for a connected human
    assert server.run_on_loop(_version(server, game)) == waiting_at
    # Far behind: a fresh view; a few versions behind: the steps. (While the game waits
    # for its human: the bots play hundreds of versions a second, past RECENT_STEPS.)
    far = Client(server.base, game, last_version=0)
    assert far.steps == {} and not _state_of(far)["caught_up"]
    near = Client(server.base, game, last_version=waiting_at - 3)
    assert _state_of(near)["caught_up"] and sorted(near.steps) == [waiting_at - 2,
                                                                   waiting_at - 1, waiting_at]  # fmt: skip
    assert human.act(human.legal[0])["type"] == "update"


def _state_of(client: Client) -> dict[str, object]:
    import json

    return next(json.loads(f) for f in reversed(client.frames) if '"type":"state"' in f)


def _actors(client: Client) -> list[int]:
    import json

    return [
        step["actor"]
        for f in client.frames
        if '"type":"update"' in f
        for step in json.loads(f)["steps"]
    ]


async def _version(server: ServerThread, game: str) -> int:
    table = await server.hub.table(game)
    return int(table.version)


def test_the_turn_timer_plays_one_decision_for_a_slow_human(server: ServerThread) -> None:
    game, (t0, _) = two_humans(server.base, turn_timer=1)
    c0 = Client(server.base, game, t0)
    state = _state_of(c0)
    started = time.monotonic()
    deadline = float(state["deadline"])  # type: ignore[arg-type]
    assert 0 < deadline <= 1
    update = c0.until(lambda m: m["type"] == "update", timeout=10)
    # (a message can arrive late on a busy machine, never early)
    assert update["steps"][0]["actor"] == 0 and time.monotonic() - started >= deadline - 0.1
    assert c0.seats[0]["bot_playing"] is False  # the timer played one decision, no takeover


def test_hello_errors_and_one_socket_per_seat(server: ServerThread) -> None:
    game, (t0, _) = two_humans(server.base)
    raw = Client(server.base, game, hello=False)
    raw.send(type="act", version=0, action={"kind": "end_turn"})
    assert raw.until(lambda m: m["type"] == "error")["code"] == p.E_HELLO_FIRST
    raw.send(type="hello", protocol=2, token=t0)
    error = raw.until(lambda m: m["type"] == "error")
    assert (error["code"], error["params"]) == (p.E_PROTOCOL, {"supported": [1]})
    raw.send(type="hello", protocol=1, token="x" * 32)
    assert raw.until(lambda m: m["type"] == "error")["code"] == p.E_BAD_TOKEN
    raw.send(type="hello", protocol=1, token=t0)
    assert raw.until(lambda m: m["type"] == "welcome")["seat"] == 0
    raw.send(type="hello", protocol=1, token=t0)
    assert raw.until(lambda m: m["type"] == "error")["code"] == p.E_ALREADY_HELLO
    second = Client(server.base, game, t0)  # the same seat again: replaces the first
    closing = raw.until(lambda m: m["type"] == "error")
    assert (closing["code"], closing["params"]) == (p.E_CLOSING, {"reason": "replaced"})
    assert second.act(second.legal[0])["type"] == "update"
    nowhere = Client(server.base, "no-such-game", hello=False)
    closing = nowhere.until(lambda m: m["type"] == "error")
    assert (closing["code"], closing["params"]) == (p.E_CLOSING, {"reason": "no_such_game"})
    # An id with a NUL (PostgreSQL's text refuses one): no such game either, not a fault.
    nul = Client(server.base, "a%00b", hello=False)
    closing = nul.until(lambda m: m["type"] == "error")
    assert (closing["code"], closing["params"]) == (p.E_CLOSING, {"reason": "no_such_game"})


def test_chat_is_plain_short_rate_limited_and_logged(server: ServerThread) -> None:
    game, (t0, t1) = two_humans(server.base)
    c0, c1 = Client(server.base, game, t0), Client(server.base, game, t1)
    watcher = Client(server.base, game)
    c0.send(type="chat", text="  hello\x07 there ")
    line = c1.until(lambda m: m["type"] == "chat")
    assert (line["seat"], line["text"]) == (0, "hello  there")
    assert watcher.until(lambda m: m["type"] == "chat")["text"] == "hello  there"
    c0.send(type="chat", text="x" * 201)
    error = c0.until(lambda m: m["type"] == "error")
    assert (error["code"], error["params"]) == (p.E_CHAT_TOO_LONG, {"limit": 200, "length": 201})
    c0.send(type="chat", text=" \n ")
    assert c0.until(lambda m: m["type"] == "error")["code"] == p.E_CHAT_EMPTY
    watcher.send(type="chat", text="x" * 200)  # 200 is allowed, and spectators may chat
    assert c1.until(lambda m: m["type"] == "chat")["seat"] is None
    codes = []
    for i in range(5):
        c0.send(type="chat", text=f"line {i}")
    while len(codes) < 5:
        m = c0.recv()
        if m["type"] in ("chat", "error") and m.get("seat", 0) == 0:
            codes.append(m.get("code", "chat"))
    assert codes == ["chat"] * 4 + [p.E_RATE_LIMITED]  # 5 lines in 10 s, "hello" counted
    record = server.run_on_loop(server.hub.run_db(server.hub.storage.chat, game))
    assert [c.text for c in record] == ["hello  there", "x" * 200] + [f"line {i}" for i in range(4)]


def test_a_crowd_of_spectators_cannot_flood_the_table_s_chat(
    server: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game's spectators share one chat limit (AUDIENCE_CHAT_LINES a window): past it a
    spectator's line is refused (`rate_limited`, `of: audience_chat`, with when to try
    again), not stored nor sent to anyone, and no strike against its socket; the players
    still speak. Each spectator at its own limit made a thousand of them say some 250
    lines a second, each a write to the storage and a frame to all of them."""
    monkeypatch.setattr(table_module, "AUDIENCE_CHAT_LINES", 3)
    monkeypatch.setattr(session_module, "CHAT_WINDOW", 1e6)
    game, (t0, t1) = two_humans(server.base)
    c0, c1 = Client(server.base, game, t0), Client(server.base, game, t1)
    crowd = [Client(server.base, game) for _ in range(4)]
    said = []
    for i, w in enumerate(crowd):
        line = f"from the crowd {i}"
        w.send(type="chat", text=line)
        said.append(w.until(lambda m: m["type"] == "error" or m.get("text") == line))  # noqa: B023
    assert [m["type"] for m in said] == ["chat"] * 3 + ["error"]
    refusal = said[3]
    assert refusal["code"] == p.E_RATE_LIMITED and refusal["params"]["of"] == "audience_chat"
    assert 0 < refusal["params"]["retry_ms"] <= 10_000
    c0.send(type="chat", text="the table")  # a player is not counted
    assert c1.until(lambda m: m["type"] == "chat" and m["seat"] == 0)["text"] == "the table"
    record = server.run_on_loop(server.hub.run_db(server.hub.storage.chat, game))
    assert [c.text for c in record] == [f"from the crowd {i}" for i in range(3)] + ["the table"]
    sessions = [s for s in server.hub.tables[game].spectators]
    assert all(len(s.strikes) == 0 for s in sessions)  # type: ignore[attr-defined]
    # The refused spectator's own allowance was not spent on the line it could not say
    # (its window made long, so that nothing is refilled while the test runs).
    tokens = sorted(s.chat_rate.tokens for s in sessions)  # type: ignore[attr-defined]
    assert [round(t, 1) for t in tokens] == [4.0, 4.0, 4.0, 5.0]


def test_a_long_chat_line_is_refused_without_a_look_at_each_character(
    server: ServerThread,
) -> None:
    """A line of 2,000 zero-width or control characters is too long (its length named),
    refused at once: it was looked at character by character (10 to 25 ms of the event
    loop, every game's, a line) and refused as empty. Spaces around a line that fits are
    still trimmed."""
    from cityknights.server.session import clean_chat

    game, (t0, t1) = two_humans(server.base)
    c0, c1 = Client(server.base, game, t0), Client(server.base, game, t1)
    for text in ("\u200b" * 2_000, "\x00" * 2_000 + "hi"):  # 12 KB as JSON escapes
        c0.send(type="chat", text=text)
        error = c0.until(lambda m: m["type"] == "error")
        assert (error["code"], error["params"]) == (
            p.E_CHAT_TOO_LONG, {"limit": 200, "length": len(text)})  # fmt: skip
    for text in ("\u200b" * 60_000, "\x00" * 60_000 + "hi"):  # 60 KB as UTF-8
        started = time.perf_counter()
        for _ in range(20):
            assert len(clean_chat(text)) > 200
        assert time.perf_counter() - started < 0.02  # well under a millisecond a line
    c0.send(type="chat", text=" " * 500 + "hi" + "\t" * 200)
    assert c1.until(lambda m: m["type"] == "chat")["text"] == "hi"


@pytest.mark.parametrize(
    "text", ["\u200b\u200b", "\u202e", " \u2060\ufeff ", "\u3164", "\u2800\u00a0\u3000"]
)
def test_a_chat_line_that_shows_nothing_is_empty(server: ServerThread, text: str) -> None:
    """Zero-width, direction and other format characters, other spaces and blank letters
    alone were sent to everyone as an invisible line, and stored."""
    game, (t0, t1) = two_humans(server.base)
    c0, c1 = Client(server.base, game, t0), Client(server.base, game, t1)
    c0.send(type="chat", text=text)
    assert c0.until(lambda m: m["type"] == "error")["code"] == p.E_CHAT_EMPTY
    c0.send(type="chat", text="\u202eshown")  # with something to show, it is a line
    assert c1.until(lambda m: m["type"] == "chat")["text"] == "\u202eshown"
    record = server.run_on_loop(server.hub.run_db(server.hub.storage.chat, game))
    assert [c.text for c in record] == ["\u202eshown"]


def test_a_socket_that_never_says_hello_is_closed(
    server: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cityknights.server import session

    monkeypatch.setattr(session, "HELLO_TIMEOUT", 0.3)
    game, _ = two_humans(server.base)
    silent = Client(server.base, game, hello=False)
    closing = silent.until(lambda m: m["type"] == "error", timeout=10)
    assert (closing["code"], closing["params"]) == (p.E_CLOSING, {"reason": "no_hello"})
    # Frames before the hello do not put its deadline off (each one restarted it).
    monkeypatch.setattr(session, "HELLO_TIMEOUT", 1.0)
    chatty = Client(server.base, game, hello=False)
    started = time.monotonic()
    seen: list[str] = []
    with contextlib.suppress(ConnectionClosed):  # closed between two of its frames
        while time.monotonic() - started < 10 and p.E_CLOSING not in seen:
            chatty.send(type="resync", last_version=0)
            seen.append(chatty.until(lambda m: m["type"] == "error", timeout=10)["code"])
            time.sleep(0.2)
    assert seen[0] == p.E_HELLO_FIRST
    assert time.monotonic() - started < 4  # about 1 s; each frame put it off 1 s more before


def test_a_storage_failure_refuses_the_move_and_changes_nothing(
    server: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    game, (t0, _) = two_humans(server.base)
    c0 = Client(server.base, game, t0)

    def broken(batch: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(server.hub.commits, "_append_many", broken)
    refused = c0.act(c0.legal[0])
    assert (refused["code"], refused["version"]) == (p.E_UNAVAILABLE, 0)
    assert refused["params"] == {"detail": STORE_FAILED}
    monkeypatch.undo()
    assert c0.act(c0.legal[0])["version"] == 1


def test_an_illegal_move_comes_back_as_the_engines_code_and_changes_nothing(
    server: ServerThread,
) -> None:
    created = create_game(server.base, seats=["human", "random", "random"], expansion="ck")
    game, token = created["game"], created["seats"][0]["token"]
    c0, watcher = Client(server.base, game, token), Client(server.base, game)
    assert c0.to_act == 0 and c0.version == 0
    before = c0.view
    refused = c0.act({"kind": "build_settlement", "vertex": 999})
    assert refused["type"] == "error" and refused["code"] == p.E_ILLEGAL
    assert refused["params"]["code"] == "no_such_vertex"
    assert refused["params"]["params"] == {"vertex": 999, "last": 53}
    assert refused["params"]["action"] == {"kind": "build_settlement", "vertex": 999}
    assert refused["params"]["reason"] == "there is no intersection 999 (intersections are 0-53)"
    assert refused["version"] == 0
    c0.send(type="resync", last_version=0)
    again = c0.until(lambda m: m["type"] == "state")
    assert again["version"] == 0 and again["view"] == before and again["legal_actions"]
    # Every picture carries the seat's own progress cards' why-not ({}: none held yet);
    # a spectator's is always empty.
    assert again["progress"] == {}
    watcher.send(type="resync", last_version=0)
    assert watcher.until(lambda m: m["type"] == "state")["progress"] == {}


def test_a_process_hears_its_own_notices_not_as_news(storage_url: str) -> None:
    """On PostgreSQL each commit NOTIFYs every process, this one included: its own notice
    of a move must not send it back to the log for moves it made, nor its own chat line
    out a second time."""
    with ServerThread(storage_url) as server:
        game, (t0, t1) = two_humans(server.base)
        c0, c1 = Client(server.base, game, t0), Client(server.base, game, t1)
        storage = server.hub.storage
        reads: list[int] = []
        real_moves = storage.moves
        storage.moves = lambda game_id, after=0: reads.append(after) or real_moves(game_id, after)
        c0.send(type="chat", text="once")
        for _ in range(2):  # seat 0's first settlement and road
            assert c0.act(c0.legal[0])["type"] == "update"
        c0.send(type="chat", text="done")
        c1.until(lambda m: m["type"] == "chat" and m["text"] == "done")
        time.sleep(0.5)  # a notice arrives after its commit: let the last ones land
        with pytest.raises(TimeoutError):
            c1.until(lambda m: m["type"] == "chat", timeout=0.5)
        texts = [m["text"] for m in map(json.loads, c1.frames) if m["type"] == "chat"]
        assert texts == ["once", "done"] and reads == []
