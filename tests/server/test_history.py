"""The game's past for a socket that has not seen it: after a fresh `state`, every step
from version 1 in `history` pages, oldest first; none after a reconnect that caught up."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from cityknights.server import history

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
