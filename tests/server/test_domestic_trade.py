"""A game without domestic trade (the rule flag `domestic_trade: false`, the variant
catanatron and fastcatan play) through the server: the flag is kept in the game's record
and shown in the views' rules, and the server's bots play the whole game without an offer,
which the engine neither lists nor takes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from .helpers import Client, ServerThread, create_game


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(str(tmp_path / "games.sqlite3")) as running:
        yield running


def test_a_game_without_domestic_trade_is_played_to_its_end_without_an_offer(
    server: ServerThread,
) -> None:
    created = create_game(
        server.base, seats=["heuristic"] * 4, max_turns=40, flags={"domestic_trade": False}
    )
    spectator = Client(server.base, created["game"])
    while not spectator.finished:
        spectator.recv(60)
    assert spectator.view["rules"]["domestic_trade"] is False
    exported = httpx.get(f"{server.base}/api/games/{created['game']}/export").json()
    assert exported["config"]["flags"]["domestic_trade"] is False
    kinds = {a["kind"] for a in exported["history"]}
    assert "end_turn" in kinds
    assert not kinds & {"offer_trade", "accept_trade", "counter_trade", "confirm_trade"}
