"""colonist.io's "hide bank cards" (RULES.md §18's room settings): a game created with
`hide_bank` sends every view, the seats', the spectators' and an outside bot's, with
`"bank": null` while it is played, the bank shown again once it is over; the decks' sizes
still show. Our own bots play such a game from the views it sends (determinize draws the
other hands from every card not in the seat's own)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from .helpers import Client, ServerThread, create_game, play_with_bot


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(str(tmp_path / "games.sqlite3")) as running:
        yield running


def test_a_hidden_bank_is_sent_to_no_one_until_the_game_is_over(server: ServerThread) -> None:
    made = create_game(
        server.base, seats=["human", "random", "random"], expansion="base",
        hide_bank=True, max_turns=12, pace="instant",
    )  # fmt: skip
    game = made["game"]
    assert server.hub.storage.load_game(game).config["room"]["hide_bank"] is True
    seat = Client(server.base, game, made["seats"][0]["token"])
    watcher = Client(server.base, game)
    try:
        assert seat.view["bank"] is None and watcher.view["bank"] is None
        assert seat.view["dev_deck_size"] == 25  # the deck's size still shows
        # Our search bot plays the seat from the views as sent (no bank in them).
        play_with_bot(seat, "mcts:iterations=8", seed=1, timeout=120)
        assert seat.finished
        watcher.until(lambda m: m["type"] == "update" and m["finished"])
        for step_view in (seat.view, watcher.view):
            bank = step_view["bank"]
            assert isinstance(bank, dict) and set(bank) == {
                "lumber",
                "brick",
                "wool",
                "grain",
                "ore",
            }
        # Every update before the end had the bank hidden, for both.
        frames = [f for f in seat.frames + watcher.frames if '"type":"update"' in f]
        hidden = [f for f in frames if '"bank":null' in f]
        assert len(hidden) >= len(frames) - 2 and hidden, (len(hidden), len(frames))
    finally:
        seat.close()
        watcher.close()


def test_a_game_shows_its_bank_by_default(server: ServerThread) -> None:
    made = create_game(server.base, seats=["human", "random", "random"], expansion="ck")
    seat = Client(server.base, made["game"], made["seats"][0]["token"])
    try:
        assert seat.view["bank"]["coin"] == 12 and seat.view["bank"]["ore"] == 19
        assert "hide_bank" not in server.hub.storage.load_game(made["game"]).config["room"]
    finally:
        seat.close()


def test_a_hide_bank_that_is_not_true_or_false_is_refused_naming_it(
    server: ServerThread,
) -> None:
    before = httpx.get(f"{server.base}/api/games", timeout=10).json()
    response = httpx.post(
        f"{server.base}/api/games", json={"seats": ["human"] * 3, "hide_bank": "yes"}, timeout=10
    )
    assert response.status_code == 400
    assert "$.hide_bank" in response.json()["params"]["detail"]
    assert httpx.get(f"{server.base}/api/games", timeout=10).json() == before


def test_a_restarted_server_still_hides_the_bank(tmp_path: Path) -> None:
    """The setting is the stored game's: a server started afresh on the same database
    (as after a kill or a deploy) resumes the game with the bank still hidden."""
    database = str(tmp_path / "games.sqlite3")
    with ServerThread(database) as first:
        made = create_game(first.base, seats=["human", "random", "random"], hide_bank=True)
    with ServerThread(database) as second:
        seat = Client(second.base, made["game"], made["seats"][0]["token"])
        try:
            assert seat.view["bank"] is None and not seat.finished
        finally:
            seat.close()
