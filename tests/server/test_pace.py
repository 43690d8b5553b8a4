"""The game's pace: bots play a beat per visible action, chosen per game, the server's
default otherwise; the pause is the game's own and never holds up another game."""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from cityknights.engine import Action
from cityknights.server.pace import PACES, beat

from .helpers import ServerThread, create_game


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(str(tmp_path / "games.sqlite3")) as running:
        yield running


def test_a_roll_or_a_card_takes_longer_than_a_road_and_instant_takes_nothing() -> None:
    road, roll = Action("build_road", 3), Action("roll")
    card, discard = Action("play_merchant", 4), Action("discard", 0)
    assert beat("instant", roll) == beat("instant", card) == 0
    for pace in ("fast", "normal", "slow"):
        assert beat(pace, card) > beat(pace, road) and beat(pace, roll) > beat(pace, road)
        assert 0 < beat(pace, discard) < beat(pace, road)
    assert beat("fast", roll) < beat("normal", roll) < beat("slow", roll)
    # A human can follow it: between half a second and a second and a half at `normal`.
    assert beat("normal", road) >= 0.5 and beat("normal", card) <= 1.5


def test_every_new_game_takes_the_servers_default_pace_unless_it_names_one(
    tmp_path: Path,
) -> None:
    with ServerThread(str(tmp_path / "g.sqlite3"), default_pace="normal") as server:
        seats = ["human", "random", "random"]
        plain = create_game(server.base, seats=seats)["game"]
        named = create_game(server.base, seats=seats, pace="slow")["game"]
        stored = {g: server.hub.storage.load_game(g).config["room"]["pace"] for g in (plain, named)}
        assert stored == {plain: "normal", named: "slow"}
        assert server.hub.tables[plain].pace == "normal"


def test_a_pace_that_does_not_exist_is_refused_naming_it(server: ServerThread) -> None:
    response = httpx.post(f"{server.base}/api/games", json={"seats": ["human"] * 3, "pace": "warp"})
    assert response.status_code == 400
    assert "Invalid enum value 'warp'" in response.json()["params"]["detail"]
    assert "$.pace" in response.json()["params"]["detail"]
    assert set(PACES) == {"instant", "fast", "normal", "slow"}


def test_each_bot_move_lands_at_least_its_beat_after_the_move_before(
    server: ServerThread,
) -> None:
    game = create_game(server.base, seats=["random"] * 3, expansion="base", pace="fast")["game"]
    storage = server.hub.storage
    deadline = time.monotonic() + 60
    while len(storage.moves(game)) < 12:
        assert time.monotonic() < deadline, "the bots did not play"
        time.sleep(0.2)
    moves = storage.moves(game)[:12]
    for before, move in itertools.pairwise(moves):
        if move.actor >= 0:  # a bot's decision (chance outcomes come with the move)
            wanted = beat("fast", Action.from_json(move.action))
            # A lower bound the sleep guarantees (clock steps aside), not a timing.
            assert move.time - before.time >= wanted - 0.005, (before, move)


def test_a_slow_game_never_holds_up_an_instant_one(server: ServerThread) -> None:
    bots = {"seats": ["random"] * 3, "expansion": "base"}
    slow = create_game(server.base, **bots, pace="slow")["game"]
    quick = create_game(server.base, **bots, pace="instant")["game"]
    storage = server.hub.storage
    deadline = time.monotonic() + 60
    while len(storage.moves(quick)) < 150:
        assert time.monotonic() < deadline, "the instant game stalled"
        time.sleep(0.05)
    # 150 instant moves went by while the slow game made a handful (a beat >= 0.5 s each).
    assert len(storage.moves(slow)) < 30


def test_the_pace_clock_scales_every_beat_alike_and_leaves_instant_instant() -> None:
    actions = [Action("roll"), Action("build_road", 3), Action("play_merchant", 4)]
    for action in actions:
        assert beat("instant", action, 0.1) == 0
        for pace in ("fast", "normal", "slow"):
            assert beat(pace, action, 0.1) == pytest.approx(beat(pace, action) * 0.1)
            assert beat(pace, action, 1.0) == beat(pace, action)


def test_a_server_with_a_pace_clock_keeps_the_pace_and_shortens_its_beats(
    tmp_path: Path,
) -> None:
    clock = 0.2
    with ServerThread(str(tmp_path / "g.sqlite3"), default_pace="normal", pace_clock=clock) as s:
        game = create_game(s.base, seats=["random"] * 3, expansion="base")["game"]
        storage = s.hub.storage
        assert storage.load_game(game).config["room"]["pace"] == "normal"
        deadline = time.monotonic() + 60
        while len(storage.moves(game)) < 12:
            assert time.monotonic() < deadline, "the bots did not play"
            time.sleep(0.1)
        moves = storage.moves(game)[:12]
    for before, move in itertools.pairwise(moves):
        if move.actor >= 0:
            # At least the scaled beat apart (the sleep's guarantee, not a timing).
            wanted = beat("normal", Action.from_json(move.action), clock)
            assert move.time - before.time >= wanted - 0.005, (before, move)


def test_serve_refuses_a_pace_clock_out_of_its_range_naming_it() -> None:
    from click.testing import CliRunner

    from cityknights.cli import main

    for bad in ("0", "-1", "11", "nan", "fast"):
        result = CliRunner().invoke(main, ["serve", "--pace-clock", bad])
        assert result.exit_code == 2, (bad, result.output)
        assert "--pace-clock" in result.output
