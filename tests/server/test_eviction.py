"""Games cost memory only while they are used (issue 22, item 3): the bots of a game with
human seats wait for its first human; finished and idle games leave memory, their bots
with them, and come back from storage for a socket, the lobby, an export or a replay."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import httpx

from .helpers import Client, ServerThread, create_game


def _until(done: Callable[[], bool], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, "not in time"
        time.sleep(0.05)


def _take_turn(client: Client) -> None:
    """Wait for the client's seat to act, then play its first legal actions until it is
    another seat's turn."""
    while client.to_act != client.seat or not client.legal:
        client.recv()
    while client.to_act == client.seat:
        assert client.act(client.legal[0])["type"] == "update"


def _held(server: ServerThread, game: str) -> bool:
    return game in server.hub.tables


def test_bots_wait_for_the_first_human_then_play(tmp_path: Path) -> None:
    """The human sits third: the two bots before them would place at once. Nobody came,
    so nothing is played; the human's link starts the game."""
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        created = create_game(server.base, seats=["random", "random", "human"], expansion="base")
        game = created["game"]
        watcher = Client(server.base, game)
        time.sleep(1.0)  # long enough for random bots to play dozens of versions
        assert httpx.get(f"{server.base}/api/games/{game}").json()["version"] == 0
        assert watcher.version == 0
        human = Client(server.base, game, created["seats"][2]["token"])
        human.until(lambda m: m["type"] == "update" and m["to_act"] == 2, timeout=30)
        assert human.version >= 4  # the bots' settlements and roads, placed once it came


def _bots_cached(server: ServerThread) -> set[str]:
    """The games whose bots the server's bot thread holds."""
    return set(server.run_on_loop(server.hub.services.botpool.cached_games()))


def test_finished_games_leave_memory_and_come_back_on_demand(tmp_path: Path) -> None:
    with ServerThread(str(tmp_path / "games.sqlite3"), evict_after=0.0) as server:
        game = create_game(server.base, seats=["random"] * 3, expansion="base",
                           max_turns=15)["game"]  # fmt: skip
        _until(lambda: httpx.get(f"{server.base}/api/games/{game}").json()["status"] == "finished")
        _until(lambda: not _held(server, game))
        # Its bots left with it (they had played every move of the game).
        _until(lambda: game not in _bots_cached(server))
        summary = httpx.get(f"{server.base}/api/games").json()["finished"][0]
        assert summary["game"] == game and summary["status"] == "finished"
        # A socket loads it again: the whole finished game, as before.
        watcher = Client(server.base, game)
        assert watcher.finished and watcher.version == summary["version"]
        assert _held(server, game)
        export = httpx.get(f"{server.base}/api/games/{game}/export").json()
        assert len(export["history"]) == summary["version"]
        # Held by a socket, it stays; once the socket is gone, it goes again.
        time.sleep(2.5)  # two of the hub's rounds
        assert _held(server, game)
        watcher.close()
        _until(lambda: not _held(server, game))


def test_an_abandoned_game_leaves_memory_and_its_link_still_starts_it(storage_url: str) -> None:
    with ServerThread(storage_url, evict_after=0.0) as server:
        created = create_game(server.base, seats=["human", "open", "random"], expansion="base")
        game = created["game"]
        _until(lambda: not _held(server, game))
        lobby = httpx.get(f"{server.base}/api/games").json()
        assert [g["game"] for g in lobby["waiting"]] == [game]
        joined = httpx.post(f"{server.base}/api/games/{game}/join").json()
        stranger = Client(server.base, game, joined["token"])
        friend = Client(server.base, game, created["seats"][0]["token"])
        assert (stranger.seat, friend.seat) == (1, 0)
        # Play goes on: the friend's first placements, the stranger's, then the bot's.
        _take_turn(friend)
        _take_turn(stranger)
        friend.until(lambda m: m["type"] == "update" and 2 in {s["actor"] for s in m["steps"]})
        assert _held(server, game)


def test_a_game_nobody_took_a_seat_of_is_not_loaded_at_a_restart(tmp_path: Path) -> None:
    db = str(tmp_path / "games.sqlite3")
    with ServerThread(db) as server:
        waiting = create_game(server.base, seats=["human", "random", "random"])["game"]
        started = create_game(server.base, seats=["human", "random", "random"])
        Client(server.base, started["game"], started["seats"][0]["token"]).close()
    with ServerThread(db) as server:
        assert not _held(server, waiting) and _held(server, started["game"])
        assert Client(server.base, waiting).version == 0  # loaded when asked for
