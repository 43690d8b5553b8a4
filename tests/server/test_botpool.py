"""Bots off the event loop: search bots in worker processes, others in a thread, and a
move over the think budget replaced by the stand-in's."""

from __future__ import annotations

import asyncio
import time

from cityknights.engine import Game
from cityknights.server.botpool import BotPool


def test_search_bots_run_in_a_process_and_keep_to_the_budget() -> None:
    state = Game(expansion="ck", players=3, seed=4).new_initial_state()
    legal = state.legal_actions()
    view = state.view(0)

    async def run() -> tuple[object, object, object, float]:
        pool = BotPool(processes=1)
        try:
            searched = await pool.choose("g", 0, "mcts:iterations=2:samples=1", 1, view, legal, 120)
            cheap = await pool.choose("g", 0, "heuristic", 1, view, legal, 5)
            started = time.monotonic()
            # A search far longer than its budget: the heuristic's move comes instead.
            slow = await pool.choose("g", 0, "mcts:iterations=100000", 1, view, legal, 0.2)
            took = time.monotonic() - started
            # The worker that ran over was ended; the next search gets a new one.
            again = await pool.choose("g", 1, "mcts:iterations=2:samples=1", 1, view, legal, 120)
            assert again in legal
            return searched, cheap, slow, took
        finally:
            pool.close()

    searched, cheap, slow, took = asyncio.run(run())
    assert searched in legal and cheap in legal
    assert slow == cheap  # the stand-in (heuristic) with the same seed and view
    assert took < 5
