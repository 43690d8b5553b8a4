"""The game's past for a socket that has not seen it: after a fresh `state`, every step
from version 1 in `history` pages, oldest first; none after a reconnect that caught up."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cityknights.server import history, session, table
from cityknights.server import protocol as p

from .helpers import Client, ServerThread, create_game


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(str(tmp_path / "games.sqlite3")) as running:
        yield running


def frames(client: Client, kind: str) -> list[dict[str, object]]:
    return [m for m in map(json.loads, client.frames) if m["type"] == kind]


def test_a_spectator_joining_mid_game_gets_every_past_step_in_pages(
    server: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history, "HISTORY_PAGE", 40)
    game = create_game(server.base, seats=["random"] * 3, expansion="ck")["game"]
    deadline = time.monotonic() + 60
    while len(server.hub.storage.moves(game)) < 250:  # past the steps kept in memory
        assert time.monotonic() < deadline, "the bots did not play"
        time.sleep(0.1)
    late = Client(server.base, game)
    late.until(lambda m: m["type"] == "history" and m["done"])
    state = frames(late, "state")[0]
    pages = frames(late, "history")
    assert state["caught_up"] is False and len(pages) > 1
    assert all(len(p["steps"]) <= 40 and p["upto"] == state["version"] for p in pages)  # type: ignore[arg-type]
    versions = [s["version"] for p in pages for s in p["steps"]]  # type: ignore[attr-defined]
    assert versions == list(range(1, state["version"] + 1))  # type: ignore[operator]
    assert [p["done"] for p in pages] == [False] * (len(pages) - 1) + [True]


def test_a_reconnect_that_caught_up_gets_no_history(server: ServerThread) -> None:
    game = create_game(server.base, seats=["human", "random", "random"], expansion="base")
    token = game["seats"][0]["token"]
    first = Client(server.base, game["game"], token)
    first.until(lambda m: m["type"] == "history" and m["done"])
    version = first.version
    first.close()
    again = Client(server.base, game["game"], token, last_version=version)
    again.send(type="chat", text="back")  # a frame after the state: nothing came between
    again.until(lambda m: m["type"] == "chat")
    assert frames(again, "state")[0]["caught_up"] is True
    assert frames(again, "history") == []


def test_a_new_game_sends_one_empty_last_page(server: ServerThread) -> None:
    game = create_game(server.base, seats=["human", "human", "human"], expansion="base")
    client = Client(server.base, game["game"])
    page = client.until(lambda m: m["type"] == "history")
    assert page["steps"] == [] and page["done"] is True and page["upto"] == 0


def test_the_chat_so_far_comes_with_the_last_page_placed_at_its_version(
    server: ServerThread,
) -> None:
    game = create_game(server.base, seats=["human", "human", "human"], expansion="base")
    tokens = [s["token"] for s in game["seats"]]
    first = Client(server.base, game["game"], tokens[0])
    first.send(type="chat", text="before the first move")
    first.until(lambda m: m["type"] == "chat")
    first.act(first.legal[0])  # version 1: seat 0's settlement
    first.send(type="chat", text="after it")
    first.until(lambda m: m["type"] == "chat" and m["text"] == "after it")
    late = Client(server.base, game["game"])
    page = late.until(lambda m: m["type"] == "history" and m["done"])
    said = [(c["text"], c["version"], c["seat"]) for c in page["chat"]]
    assert said == [("before the first move", 0, 0), ("after it", 1, 0)]


def finished_long_game(server: ServerThread) -> str:
    """A finished bots' game longer than the steps a table keeps in memory."""
    deadline = time.monotonic() + 120
    while True:
        game = create_game(server.base, seats=["random"] * 3, expansion="base")["game"]
        while not (game in server.hub.tables and server.hub.tables[game].finished):
            assert time.monotonic() < deadline, "the bots did not finish a game"
            time.sleep(0.1)
        if server.hub.tables[game].version > 2 * table.RECENT_STEPS:
            return game


def test_a_finished_game_is_replayed_once_for_every_socket_and_resync(
    server: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Replaying a 2,000-version game for each fresh picture (40 ms of CPU holding the
    # GIL) let ten sockets sending resync in a loop slow another game's answers tenfold.
    game = finished_long_game(server)
    replays: list[int] = []
    replay = history._replay

    def counted(*args: Any) -> Any:
        replays.append(1)
        return replay(*args)

    monkeypatch.setattr(history, "_replay", counted)
    readers = [Client(server.base, game) for _ in range(3)]
    for reader in readers:
        reader.until(lambda m: m["type"] == "history" and m["done"])
        for _ in range(2):  # within a socket's share of fresh pictures
            reader.send(type="resync", last_version=-1)
            reader.until(lambda m: m["type"] == "history" and m["done"])
    assert len(replays) == 1
    expected = list(range(1, server.hub.tables[game].version + 1))
    for reader in readers:
        assert sorted(reader.steps) == expected
    # The pages but the last were encoded once for the spectators, and kept: every
    # reader got the very frames a fresh encoding makes.
    table_ = server.hub.tables[game]
    pages = history.history_pages(table_.past_steps, [], None, table_.version)
    assert table_.past_frames[None] == [p.encode(page) for page in pages[:-1]]
    sent = [f for f in readers[0].frames if json.loads(f)["type"] == "history"]
    assert len(sent) == 3 * len(pages) and sent[: len(pages)] == sent[-len(pages) :]
    assert [f.encode() for f in sent[: len(pages) - 1]] == table_.past_frames[None]


def test_a_socket_asking_for_fresh_pictures_in_a_loop_is_refused_past_its_share(
    server: ServerThread,
) -> None:
    game = finished_long_game(server)
    reader = Client(server.base, game)
    reader.until(lambda m: m["type"] == "history" and m["done"])
    for _ in range(session.RESYNC_PICTURES):
        reader.send(type="resync", last_version=-1)
        reader.until(lambda m: m["type"] == "history" and m["done"])
    before = len(reader.frames)
    reader.send(type="resync", last_version=-1)
    refusal = reader.until(lambda m: m["type"] == "error")
    assert refusal["code"] == "rate_limited" and refusal["params"]["of"] == "resync"
    assert refusal["params"]["retry_ms"] > 0
    assert len(reader.frames) == before + 1  # nothing but the refusal
    # A resync the steps in memory answer is no fresh picture: still answered.
    reader.send(type="resync", last_version=reader.version)
    state = reader.until(lambda m: m["type"] == "state")
    assert state["caught_up"] is True


def test_the_pasts_of_many_finished_games_are_replayed_one_at_a_time(
    server: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Each replay is CPU in a thread holding the GIL the event loop needs: sockets opened
    # to many finished games at once shared the loop between that many replays.
    games = [finished_long_game(server) for _ in range(3)]
    lock = threading.Lock()
    running: list[int] = [0]
    most: list[int] = [0]
    replay = history._replay

    def watched(*args: Any) -> Any:
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        try:
            time.sleep(0.3)  # long enough for the others to start if nothing held them
            return replay(*args)
        finally:
            with lock:
                running[0] -= 1

    monkeypatch.setattr(history, "_replay", watched)
    readers = [Client(server.base, game) for game in games]
    for reader, game in zip(readers, games, strict=True):
        reader.until(lambda m: m["type"] == "history" and m["done"])
        expected = list(range(1, server.hub.tables[game].version + 1))
        assert sorted(reader.steps) == expected
    assert most[0] == 1


def test_a_burst_of_spectators_costs_one_picture_and_no_storage_reads(
    server: ServerThread, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Spectators arriving while nothing changes get the same fresh picture, built and
    encoded once (the state message and the history pages), and the game's chat is read
    from storage once, then kept with the table (the lines said later added to it): each
    new socket read the whole chat on the storage thread every game shares, and built and
    encoded its state message and the game's past, so that a burst of 400 new sockets
    held everyone else's lobby requests and moves up. A line said after the burst is in
    the next spectator's history, and that spectator gets a new picture."""
    game = create_game(server.base, seats=["human", "human", "human"], expansion="base")
    tokens = [s["token"] for s in game["seats"]]
    first = Client(server.base, game["game"], tokens[0])
    first.send(type="chat", text="before the crowd")
    first.until(lambda m: m["type"] == "chat")
    first.act(first.legal[0])
    storage = server.hub.storage
    reads: list[str] = []
    built: list[int | None] = []
    real_chat, real_state = storage.chat, table.Table.state_message

    def chat(game_id: str) -> Any:
        reads.append(game_id)
        return real_chat(game_id)

    def state_message(self: table.Table, seat: int | None, last: int | None) -> Any:
        built.append(seat)
        return real_state(self, seat, last)

    monkeypatch.setattr(storage, "chat", chat)
    monkeypatch.setattr(table.Table, "state_message", state_message)
    crowd = [Client(server.base, game["game"]) for _ in range(12)]
    for c in crowd:
        c.until(lambda m: m["type"] == "history" and m["done"])
    assert reads == [] and built == [None]  # the chat kept since the first socket; one picture
    assert len({c.frames[1] for c in crowd}) == 1  # the same state frame, byte for byte
    pages = [frames(c, "history") for c in crowd]
    assert all(pg == pages[0] for pg in pages)
    assert [line["text"] for line in pages[0][-1]["chat"]] == ["before the crowd"]  # type: ignore[union-attr]
    first.send(type="chat", text="after the crowd")
    for c in (first, *crowd):
        c.until(lambda m: m["type"] == "chat" and m["text"] == "after the crowd")
    late = Client(server.base, game["game"])
    last = late.until(lambda m: m["type"] == "history" and m["done"])
    assert [line["text"] for line in last["chat"]] == ["before the crowd", "after the crowd"]
    assert reads == [] and built == [None]  # a chat line changes no state message
    first.act(first.legal[0])
    later = Client(server.base, game["game"])
    later.until(lambda m: m["type"] == "history" and m["done"])
    assert built == [None, None] and frames(later, "state")[0]["version"] == 2
    assert reads == []
