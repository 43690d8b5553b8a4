"""colonist.io's "map choice" (RULES.md §18's room settings): a game or a room's ``board``
is "random" (the default; ``flags.board_tokens`` "spiral" lays its numbers in the official
spiral, RULES.md §2.3 and §22.2.5) or "beginner" (the rulebook's printed layout, 3-4
players). What cannot be is refused naming the field, and nothing is made."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import httpx
import pytest

from cityknights.engine import Game
from cityknights.engine.board import named_board

from .helpers import ServerThread, create_game
from .test_players import error, fast
from .test_rooms import account, act, ok, view


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(str(tmp_path / "games.sqlite3"), players=fast()) as running:
        yield running


def stored(server: ServerThread, game: str) -> Any:
    return server.hub.storage.load_game(game)


def test_a_beginner_game_is_played_on_the_printed_board(server: ServerThread) -> None:
    for expansion in ("base", "ck"):
        made = create_game(
            server.base, seats=["human", "random", "random", "random"], expansion=expansion,
            board="beginner",
        )  # fmt: skip
        record = stored(server, made["game"])
        board = record.config["game"]["board"]
        assert board == named_board("beginner").to_json()
        assert record.config["game"]["expansion"] == expansion


def test_spiral_numbers_are_the_engines_spiral_at_the_games_own_seed(
    server: ServerThread,
) -> None:
    made = create_game(
        server.base, seats=["human", "random", "random"], expansion="base",
        flags={"board_tokens": "spiral"},
    )  # fmt: skip
    record = stored(server, made["game"])
    board = record.config["game"]["board"]
    assert record.config["game"]["flags"]["board_tokens"] == "spiral"
    spiral = Game(expansion="base", players=3, seed=record.config["seed"], board_tokens="spiral")
    shuffled = Game(expansion="base", players=3, seed=record.config["seed"])
    assert board == spiral.board.to_json()
    assert board["numbers"] != shuffled.board.to_json()["numbers"]


def test_the_default_board_is_random(server: ServerThread) -> None:
    made = create_game(server.base, seats=["human", "random", "random"], expansion="ck")
    record = stored(server, made["game"])
    assert (
        record.config["game"]["board"]
        == Game(players=3, seed=record.config["seed"]).board.to_json()
    )


@pytest.mark.parametrize(
    ("body", "named"),
    [
        ({"seats": ["human"] * 5, "board": "beginner"}, "board: the beginner board is for 3 or 4"),
        ({"seats": ["human"] * 6, "board": "beginner"}, "6 play a random 30-hex island"),
        (
            {"seats": ["human"] * 4, "board": "beginner", "flags": {"board_tokens": "spiral"}},
            "flags.board_tokens: the beginner board's numbers are fixed",
        ),
        ({"seats": ["human"] * 4, "board": "spiral"}, "$.board"),
        ({"seats": ["human"] * 4, "board": None}, "$.board"),
        ({"seats": ["human"] * 4, "flags": {"board_tokens": "spirals"}}, "board_tokens must be"),
    ],
)
def test_a_map_that_cannot_be_is_refused_naming_it(
    server: ServerThread, body: dict[str, Any], named: str
) -> None:
    before = httpx.get(f"{server.base}/api/games", timeout=10).json()
    response = httpx.post(f"{server.base}/api/games", json=body, timeout=10)
    assert response.status_code == 400, response.text
    assert named in response.json()["params"]["detail"]
    assert httpx.get(f"{server.base}/api/games", timeout=10).json() == before


def test_a_rooms_map_is_its_games_and_a_large_room_refuses_the_beginner_board(
    server: ServerThread,
) -> None:
    with closing(account(server, "Anna")) as anna:
        body = {"seats": ["open", "heuristic", "heuristic"],
                "settings": {"expansion": "base", "board": "beginner"}}  # fmt: skip
        room = ok(anna.post("/api/rooms", json=body))
        rid = room["room"]
        assert view(anna, rid)["settings"]["board"] == "beginner"
        started = ok(act(anna, rid, type="start"))
        board = stored(server, started["game"]).config["game"]["board"]
        assert board == named_board("beginner").to_json()

        large = {"seats": ["open"] + ["heuristic"] * 4, "settings": {"board": "beginner"}}
        refused = anna.post("/api/rooms", json=large)
        assert error(refused)[:2] == (400, "bad_request")
        assert "board: the beginner board is for 3 or 4" in refused.text
        # A room of five asked to change to it afterwards refuses and keeps its settings.
        five = ok(anna.post("/api/rooms", json={**large, "settings": {}}))
        before = view(anna, five["room"])
        settings = {**before["settings"], "board": "beginner"}
        changed = act(anna, five["room"], type="settings", settings=settings)
        assert error(changed)[:2] == (400, "bad_request")
        assert view(anna, five["room"])["settings"] == before["settings"]
