"""A game says what it was made with: the table's welcome and the lobby's row carry its
settings (points to win, map, turn timer, the rule flags set away from their defaults,
hidden bank) in the shape ``POST /api/games`` takes them, so a player learns the terms of
a game before and after sitting down, as a room's settings say them before it starts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from cityknights.server.game_settings import changed_flags

from .helpers import Client, ServerThread, create_game


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(str(tmp_path / "games.sqlite3")) as running:
        yield running


def lobby_row(base: str, game: str) -> dict[str, Any]:
    lobby = httpx.get(f"{base}/api/games", timeout=10).json()
    rows = [g for k in ("waiting", "live", "finished") for g in lobby[k] if g["game"] == game]
    assert len(rows) == 1, rows
    return dict(rows[0])


def test_a_game_of_every_setting_says_each_to_its_seats_spectators_and_lobby(
    server: ServerThread,
) -> None:
    made = create_game(
        server.base, seats=["human", "open", "random", "random"], expansion="ck",
        vp_to_win=11, board="beginner", friendly_robber=True, hide_bank=True,
        turn_timer=90, name="Friday night",
    )  # fmt: skip
    seat = Client(server.base, made["game"], made["seats"][0]["token"])
    watcher = Client(server.base, made["game"])
    try:
        for said in (seat.welcome["settings"], watcher.welcome["settings"],
                     lobby_row(server.base, made["game"])["settings"]):  # fmt: skip
            assert said["expansion"] == "ck"
            assert said["vp_to_win"] == 11
            assert said["board"] == "beginner"
            assert said["flags"] == {"friendly_robber": True}
            assert said["hide_bank"] is True
            assert said["turn_timer"] == 90
            assert said["name"] == "Friday night"
            assert said["public"] is True
    finally:
        seat.close()
        watcher.close()


def test_a_default_game_says_the_defaults_and_no_flags(server: ServerThread) -> None:
    made = create_game(server.base, seats=["human", "random", "random"], expansion="base")
    seat = Client(server.base, made["game"], made["seats"][0]["token"])
    try:
        said = seat.welcome["settings"]
        assert said["expansion"] == "base"
        assert said["vp_to_win"] == 10  # the base game's default, resolved
        assert said["board"] == "random"
        assert said["flags"] == {}
        assert said["hide_bank"] is False
        assert said["turn_timer"] is None
        assert lobby_row(server.base, made["game"])["settings"] == said
    finally:
        seat.close()


def test_spiral_numbers_and_five_six_flags_are_said_as_given(server: ServerThread) -> None:
    made = create_game(
        server.base, seats=["human"] + ["random"] * 4, expansion="ck",
        flags={"board_tokens": "spiral", "discard_limit": 9},
    )  # fmt: skip
    said = lobby_row(server.base, made["game"])["settings"]
    assert said["board"] == "random"
    assert said["flags"] == {"board_tokens": "spiral", "discard_limit": 9}


def test_changed_flags_keeps_a_value_of_another_type_and_drops_the_defaults() -> None:
    assert changed_flags({"friendly_robber": False}, 4) == {}
    assert changed_flags({"friendly_robber": True}, 4) == {"friendly_robber": True}
    # 1 is not True to the engine (it refuses it): a stored flag is shown as it is.
    assert changed_flags({"friendly_robber": 1}, 4) == {"friendly_robber": 1}
    assert changed_flags({"no_such_flag": 0}, 4) == {"no_such_flag": 0}


def test_a_stored_game_whose_room_cannot_be_read_lists_without_settings(
    server: ServerThread,
) -> None:
    from cityknights.server.game_settings import settings_of

    made = create_game(server.base, seats=["human", "random", "random"])
    record = server.hub.storage.load_game(made["game"])
    for config in (
        {**record.config, "room": []},
        {**record.config, "room": {"turn_timer": "soon"}},
        {**record.config, "game": {**record.config["game"], "flags": ["friendly_robber"]}},
        {"room": record.config["room"]},
    ):
        damaged = type(record)(**{**record.__dict__, "config": config})
        assert settings_of(damaged) is None, config
