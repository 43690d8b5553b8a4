"""The analysis board's server side (docs/analysis.md): a finished game analysed in the
background with its progress shown, stored, never for a live game; one position analysed;
"Play on from here" opens a playable game at a position."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from cityknights.engine import Action, Game
from cityknights.records.analysis import THRESHOLDS, chunks, judged_moves
from cityknights.server.analysis import MAX_GAMES_AT_ONCE, Analyses, Progress
from cityknights.server.hub import BadRequest

from .helpers import Client, ServerThread, create_game, play_with_bot, threads


def analysis(base: str, game: str) -> httpx.Response:
    return httpx.get(f"{base}/api/games/{game}/analysis", timeout=30)


def position(base: str, game: str, **params: Any) -> httpx.Response:
    return httpx.get(f"{base}/api/games/{game}/analysis/position", params=params, timeout=120)


def play_on(base: str, game: str, **body: Any) -> httpx.Response:
    return httpx.post(f"{base}/api/games/{game}/playon", json=body, timeout=30)


def wait_done(base: str, game: str, timeout: float = 600) -> tuple[dict[str, Any], list[int]]:
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        body: dict[str, Any] = analysis(base, game).json()
        if body["status"] == "done":
            return body, seen
        assert body["status"] == "running" and 0 <= body["done"] < body["total"]
        seen.append(body["done"])
        time.sleep(0.3)
    raise TimeoutError("the analysis did not end in time")


def test_a_finished_game_is_analysed_in_the_background_and_stored(tmp_path: Path) -> None:
    where = str(tmp_path / "games.sqlite3")
    with ServerThread(where) as server:
        created = create_game(server.base, seats=["human", "heuristic", "random"],
                              expansion="base", max_turns=40)  # fmt: skip
        game = created["game"]
        human = Client(server.base, game, created["seats"][0]["token"])
        refused = analysis(server.base, game)  # live: nobody gets an analysis
        assert refused.status_code == 409 and refused.json()["code"] == "game_running"
        refused = position(server.base, game, version=3)
        assert refused.status_code == 409 and refused.json()["code"] == "game_running"
        with threads(lambda: play_with_bot(human, "heuristic")):
            pass
        time.sleep(0.5)  # the last move is stored
        first = analysis(server.base, game).json()
        assert first["status"] == "running" and first["total"] >= 2
        done, progress = wait_done(server.base, game)
        moves = httpx.get(f"{server.base}/api/games/{game}/record?view=full", timeout=30).json()[
            "moves"
        ]

        # A position: the seat to act's moves ranked, every seat's chance.
        ranked = position(server.base, game, version=12, iterations=50)
        assert ranked.status_code == 200, ranked.text
        body = ranked.json()
        assert body["to_act"] == moves[12]["seat"] and body["actions"] and len(body["chances"]) == 3
        for params in ({"version": len(moves)}, {"version": "x"}, {"version": 5, "iterations": 0}):
            assert position(server.base, game, **params).status_code == 400

        # Play on from version 12: the same position, a human in the seat to act.
        played_on = play_on(server.base, game, version=12)
        assert played_on.status_code == 201, played_on.text
        new = played_on.json()
        to_act = moves[12]["seat"]
        assert [s["kind"] for s in new["seats"]] == [
            "human" if s == to_act else "bot" for s in range(3)
        ]
        table = server.run_on_loop(server.hub.table(new["game"]))
        expected = Game.from_config(table.record.config["game"]).new_initial_state()
        for move in moves[:12]:
            expected.apply(Action.from_json(move["action"]))
        assert table.state.to_json() == expected.to_json() and table.version == 0
        player = Client(server.base, new["game"], new["seats"][to_act]["token"])
        assert player.to_act == to_act and player.legal
        acked = player.act(player.legal[0])
        assert acked["type"] == "update" and acked["version"] >= 1  # it plays
        chance = next(i for i, m in enumerate(moves) if m["seat"] == -1)
        refused = play_on(server.base, game, version=chance)
        assert refused.status_code == 400 and "no seat to act" in refused.text
        refused = play_on(server.base, game, version=12, seats=["human"])
        assert refused.status_code == 400 and "3 seats" in refused.text
        # The new game's name is checked as a new game's in the lobby (one check).
        refused = play_on(server.base, game, version=12, name="\u200b\u2066")
        assert refused.status_code == 400 and "name: nothing in it shows" in refused.text
        refused = play_on(server.base, game, version=12, name="x" * 101)
        assert refused.status_code == 400 and "name: at most 100 characters" in refused.text
        refused = play_on(server.base, new["game"], version=0)
        assert refused.status_code == 409 and refused.json()["code"] == "not_finished"

    assert progress == sorted(progress)  # it only goes forward
    chart = done["chart"]
    assert len(chart) == len(moves) + 1
    assert all(abs(sum(row) - 1) < 0.01 for row in chart)
    judged = done["moves"]
    assert judged and {j["seat"] for j in judged} == {0}  # the human's moves only
    for j in judged:
        assert 0 <= j["given_up"] <= 1 and j["chance_best"] >= j["chance_played"] - 1e-9
        expected = next((n for n, at in THRESHOLDS if j["given_up"] >= at), None)
        assert j["label"] == expected
    listed = done["mistakes"]["0"]
    assert [m["given_up"] for m in listed] == sorted((m["given_up"] for m in listed), reverse=True)
    assert all(m["label"] in ("mistake", "blunder") for m in listed)
    assert done["mistakes"]["1"] == [] and done["cpu_seconds"] > 0

    # Stored: a server started again has it at once.
    with ServerThread(where) as server:
        again = analysis(server.base, game).json()
    assert again == done


class _NoAnalysisStored:
    def load_analysis(self, game_id: str) -> None:
        return None


class _FakeHub:
    """A hub whose store has no analysis: what Analyses.game reads before it starts one."""

    storage = _NoAnalysisStored()

    async def run_db(self, fn: Any, *args: Any) -> Any:
        return fn(*args)


def test_a_full_queue_is_refused_not_grown() -> None:
    analyses = Analyses(_FakeHub())  # type: ignore[arg-type]
    for i in range(MAX_GAMES_AT_ONCE):
        analyses._running[f"g{i}"] = Progress(0, 3)
    assert asyncio.run(analyses.game("g1")) == {"status": "running", "done": 0, "total": 3}
    with pytest.raises(BadRequest) as refused:
        asyncio.run(analyses.game("another"))
    assert refused.value.code == "busy" and refused.value.status == 503


def test_a_game_with_too_many_decisions_to_judge_is_refused_naming_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A game of thousands of turns (a turn limit of 10,000, or a record imported with one)
    # would tie the worker up for an hour: refused, nothing started.
    from cityknights.records.headless import play_recorded
    from cityknights.server import analysis as server_analysis

    record = play_recorded("base", ["random"] * 3, 2, max_turns=20)
    judged = len(judged_moves(record))
    monkeypatch.setattr(server_analysis, "MAX_JUDGED", judged - 1)

    analyses = Analyses(_FakeHub())  # type: ignore[arg-type]

    async def finished(game_id: str) -> dict[str, Any]:
        return record

    monkeypatch.setattr(analyses, "_finished_record", finished)
    with pytest.raises(BadRequest) as refused:
        asyncio.run(analyses.game("long"))
    assert (refused.value.code, refused.value.status) == ("too_long", 409)
    assert f"more than {judged - 1} decisions to judge" in str(refused.value.params)
    assert f"this one has {judged}" in str(refused.value.params)
    assert analyses._running == {} and analyses._pool is None
    # At the limit it starts (the work itself left out here).
    monkeypatch.setattr(server_analysis, "MAX_JUDGED", judged)

    async def analyse(*args: Any) -> None:
        return None

    monkeypatch.setattr(analyses, "_analyse", analyse)
    started = asyncio.run(analyses.game("long"))
    assert started == {"status": "running", "done": 0, "total": len(chunks(record)) + 1}


def test_a_position_waits_for_one_chunk_however_many_games_are_analysed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Three games being analysed had a chunk each queued in the worker, and a position
    asked for (a person waiting) ran after all three. The games' chunks now take turns, one
    in the worker at a time, none starting while a position waits: the position runs after
    the chunk in the worker, and every game's analysis still ends. (The worker here is a
    thread, so that the jobs, replaced, log the order they start in.)"""
    import concurrent.futures

    from cityknights.records import analysis as game_analysis
    from cityknights.records.headless import play_recorded
    from cityknights.server import analysis as server_analysis

    record = play_recorded("base", ["random"] * 3, 2, max_turns=30)
    started: list[str] = []
    saved: dict[str, Any] = {}

    def judge_from(state: Any, *args: Any) -> tuple[list[Any], float, Any]:
        started.append("chunk")
        time.sleep(0.05)
        return [], 0.0, state

    def chart(record: dict[str, Any]) -> list[list[float]]:
        started.append("chart")
        return [[1 / 3] * 3 for _ in range(len(record["moves"]) + 1)]

    def position_job(record: dict[str, Any], version: int, iterations: int) -> dict[str, Any]:
        started.append("position")
        return {"version": version, "to_act": 0, "seat": 0, "actions": []}

    monkeypatch.setattr(game_analysis, "judge_from", judge_from)
    monkeypatch.setattr(game_analysis, "chart", chart)
    monkeypatch.setattr(server_analysis, "_position_job", position_job)

    class Storage(_NoAnalysisStored):
        def save_analysis(self, game_id: str, result: dict[str, Any]) -> None:
            saved[game_id] = result

    hub = _FakeHub()
    hub.storage = Storage()
    analyses = Analyses(hub)  # type: ignore[arg-type]
    pool = concurrent.futures.ThreadPoolExecutor(1)
    analyses._pool = pool  # type: ignore[assignment]

    async def finished(game_id: str) -> dict[str, Any]:
        return record

    monkeypatch.setattr(analyses, "_finished_record", finished)
    games = ["g1", "g2", "g3"]

    async def run() -> int:
        for game in games:
            await analyses.game(game)
        await asyncio.sleep(0.02)  # the first chunk in the worker
        asked = len(started)
        await analyses.position("g1", 3, 10)
        ran = started.index("position")
        while len(saved) < len(games):
            await asyncio.sleep(0.02)
        return ran - asked

    try:
        chunks_before = asyncio.run(run())
    finally:
        pool.shutdown(wait=True)
    assert chunks_before <= 1, started
    per_game = len(chunks(record))
    assert started.count("chunk") == per_game * len(games) and started.count("chart") == 3
    assert set(saved) == set(games)
