"""Search bots of two games at once, one of them asking for far more search than its
think time allows (issue 22's freeze: that game's overrun ended the shared worker, and the
other game's bots stopped for good). Both games play to their end."""

from __future__ import annotations

from pathlib import Path

import pytest

from .helpers import Client, ServerThread, create_game


# Whole games of search bots in a real server: their timing on 2 shared cores varies.
@pytest.mark.flaky(reruns=2)
def test_an_overrunning_search_does_not_freeze_another_game(tmp_path: Path) -> None:
    with ServerThread(str(tmp_path) + "/games.sqlite3", bot_processes=2) as server:
        patient = create_game(
            server.base, expansion="ck", seats=["mcts:iterations=40:samples=2"] * 4,
            bot_think=20, max_turns=8,
        )  # fmt: skip
        overrunning = create_game(
            server.base, expansion="base", seats=["mcts:iterations=10000000"] * 3,
            bot_think=0.3, max_turns=8,
        )  # fmt: skip
        watchers = [Client(server.base, g["game"]) for g in (patient, overrunning)]
        for watcher in watchers:
            watcher.until(lambda m: m["type"] in ("state", "update") and m["finished"], 300)
        assert all(w.finished for w in watchers)
