"""Replays of finished games (issue 22): the work runs off the event loop, a game is
replayed once and then stepped through cheaply, and every version's view is the engine's
own view of the replayed game."""

from __future__ import annotations

import os
import random
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from cityknights.bots import make_bot
from cityknights.engine import CHANCE, Action, Game, State
from cityknights.server import replays
from cityknights.server.storage import GameRecord, MoveRecord, SeatRecord, open_storage
from cityknights.server.table import final_vp

from .helpers import ServerThread

SEATS = ["heuristic"] * 4


def finished_game(path: Path, game_id: str = "long") -> list[dict[str, Any]]:
    """A whole C&K game of heuristic bots (about 900 versions) stored as finished in the
    SQLite file `path`; its history."""
    game = Game(expansion="ck", players=4, seed=3)
    state = game.new_initial_state()
    rng = random.Random(1)
    bots = [make_bot("heuristic", seat) for seat in range(4)]
    moves = []
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            action = state.sample_chance(rng)
        else:
            action = bots[seat].choose(state.view(seat), state.legal_actions())
        state.apply(action)
        moves.append(MoveRecord(len(moves) + 1, seat, action.to_json(), float(len(moves))))
    room = {"seats": SEATS, "turn_timer": None, "grace_period": 30, "bot_think": 1.0}
    seats = tuple(SeatRecord(i, "bot", "heuristic", None, False) for i in range(4))
    record = GameRecord(game_id, {"game": game.config(), "room": room, "seed": 3}, 1.0, 0,
                        "live", None, True, "long", seats)  # fmt: skip
    storage = open_storage(path)
    storage.create_game(record)
    storage.append_moves(game_id, moves, finished=True, winner=state.winner())
    storage.close()
    return [m.action for m in moves]


@pytest.fixture
def long_game(tmp_path: Path) -> Iterator[tuple[ServerThread, list[dict[str, Any]]]]:
    path = tmp_path / "games.sqlite3"
    history = finished_game(path)
    with ServerThread(str(path)) as server:
        yield server, history


def replay(server: ServerThread, version: int | str, **params: Any) -> httpx.Response:
    return httpx.get(f"{server.base}/api/games/long/replay",
                     params={"version": version, **params}, timeout=30)  # fmt: skip


def test_every_version_is_the_engines_view(
    long_game: tuple[ServerThread, list[dict[str, Any]]],
) -> None:
    server, history = long_game
    every = replays.SNAPSHOT_EVERY
    state = Game.from_config(server.hub.storage.load_game("long").config["game"])
    state = state.new_initial_state()
    wanted = {0, 1, every - 1, every, every + 1, 3 * every, len(history) - 1, len(history)}
    for version, action in enumerate([None, *history]):
        if action is not None:
            state.apply(Action.from_json(action))
        if version in wanted:
            body = replay(server, version, steps="false").json()
            # The full points once the game is over (its last version), as final_vp.
            final = final_vp(state)
            assert (final is None) == (version < len(history))
            assert body == {
                "game": "long",
                "version": version,
                "view": state.view(None),
                "final_vp": final,
            }
    # With the steps (the default): every public step up to the version, in order.
    whole = replay(server, len(history)).json()
    assert [s["version"] for s in whole["steps"]] == list(range(1, len(history) + 1))
    assert len(replay(server, 10).json()["steps"]) == 10
    refused = replay(server, 3, steps="maybe")
    assert (
        refused.status_code == 400 and "steps: true or false" in refused.json()["params"]["detail"]
    )


def test_replays_run_in_a_process_of_their_own_which_is_replaced_when_lost(
    long_game: tuple[ServerThread, list[dict[str, Any]]],
) -> None:
    server, history = long_game
    assert replay(server, 5).status_code == 200
    worker = server.hub.replays.worker_pid
    assert worker is not None and worker != os.getpid()
    os.kill(worker, signal.SIGKILL)
    again = replay(server, len(history), steps="false")
    assert again.status_code == 200 and again.json()["version"] == len(history)
    assert server.hub.replays.worker_pid not in (None, worker)


def test_replays_cost_the_event_loop_little(
    long_game: tuple[ServerThread, list[dict[str, Any]]],
) -> None:
    """Four viewers open the long game at once and step through it. The event loop's own
    CPU time over all their requests is a small fraction of what one whole replay of the
    game costs (the old server replayed on its loop: each request cost it a replay up to
    the version asked, half a whole one on average). CPU time, not wall time: the
    measure holds on a loaded machine."""
    server, history = long_game
    storage = server.hub.storage
    config, moves = storage.load_game("long").config["game"], storage.moves("long")
    started = time.thread_time()
    replays.build_index(config, moves)
    whole_replay = time.thread_time() - started

    async def loop_cpu() -> float:
        return time.thread_time()

    requests = 0
    lock = threading.Lock()

    def viewer(offset: int) -> None:
        nonlocal requests
        with httpx.Client(timeout=60) as client:
            url = f"{server.base}/api/games/long/replay"
            client.get(url, params={"version": len(history)}).raise_for_status()
            versions = range(offset, len(history), 23)
            for version in versions:
                client.get(url, params={"version": version, "steps": "false"}).raise_for_status()
        with lock:
            requests += 1 + len(versions)

    before = server.run_on_loop(loop_cpu())
    viewers = [threading.Thread(target=viewer, args=(k,)) for k in range(4)]
    for t in viewers:
        t.start()
    for t in viewers:
        t.join(180)
    spent = server.run_on_loop(loop_cpu()) - before
    assert requests > 100
    assert spent / requests < whole_replay / 8, (spent, requests, whole_replay)


def test_a_game_played_on_from_a_position_replays_and_exports_from_there(tmp_path: Path) -> None:
    """A game "Play on" began at another game's position: its replay starts at that
    position (it started at the board and answered 500, its first move refused there),
    its export names the position its history starts from, and its record and analysis
    are refused in words (a record starts from the board)."""
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        base = server.base
        first = httpx.post(f"{base}/api/games", json={"seats": ["random"] * 3,
                                                      "expansion": "base"}).json()["game"]  # fmt: skip
        deadline = time.monotonic() + 120
        while not (first in server.hub.tables and server.hub.tables[first].finished):
            assert time.monotonic() < deadline, "the bots did not finish"
            time.sleep(0.1)
        for version in range(40, 80):  # a version where a seat (not chance) acts
            played_on = httpx.post(f"{base}/api/games/{first}/playon", timeout=30,
                                   json={"version": version, "seats": ["random"] * 3})  # fmt: skip
            if played_on.status_code == 201:
                break
        assert played_on.status_code == 201, played_on.text
        game = played_on.json()["game"]
        while not (game in server.hub.tables and server.hub.tables[game].finished):
            assert time.monotonic() < deadline, "the bots did not finish the game played on"
            time.sleep(0.1)
        last = server.hub.tables[game].version
        for version in (0, 1, last):
            replay = httpx.get(f"{base}/api/games/{game}/replay",
                               params={"version": version}, timeout=60)  # fmt: skip
            assert replay.status_code == 200, replay.text
            assert replay.json()["version"] == version
        exported = httpx.get(f"{base}/api/games/{game}/export", timeout=30).json()
        start = exported["start"]
        assert start is not None
        config = Game.from_config(exported["config"])
        state = State.from_json(config, start)
        for action in exported["history"]:
            state.apply(Action.from_json(action))
        assert state.is_terminal() and state.winner() == exported["winner"]
        assert replay.json()["view"]["winner"] == exported["winner"]
        for path in ("record", "analysis"):
            refused = httpx.get(f"{base}/api/games/{game}/{path}", timeout=30)
            assert refused.status_code == 409 and refused.json()["code"] == "no_record"
        assert httpx.get(f"{base}/api/games/{first}/export").json()["start"] is None
