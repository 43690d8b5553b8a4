"""Bots off the event loop: each search in a worker process of its own, others in a thread.
A search keeps to its think time; one that does not answer costs only its own move (its
worker stopped, the stand-in's move played); a lost worker is replaced and the move
searched again; no search waits for another's worker."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import pytest

from cityknights.bots import make_bot
from cityknights.engine import Action, Game
from cityknights.server.botpool import BotPool, last_resort
from cityknights.server.search_worker import BotCache

T = TypeVar("T")
STATE = Game(expansion="ck", players=3, seed=4).new_initial_state()  # a setup placement
LEGAL = STATE.legal_actions()
VIEW = STATE.view(0)
QUICK = "mcts:iterations=2:samples=1"
ENDLESS = "mcts:iterations=10000000"  # far more than any think time allows


def stand_in_move(seed: int) -> Action:
    """What the stand-in (a fresh heuristic bot with the seat's seed) plays here."""
    choice: Action = make_bot("heuristic", seed).choose(VIEW, LEGAL)
    return choice


def run(processes: int, body: Callable[[BotPool], Awaitable[T]]) -> T:
    async def main() -> T:
        pool = BotPool(processes=processes)
        try:
            return await body(pool)
        finally:
            pool.close()

    return asyncio.run(main())


def choose(pool: BotPool, game: str, spec: str, budget: float, seed: int = 1) -> Any:
    return pool.choose(game, 0, spec, seed, VIEW, LEGAL, budget)


def messages(caplog: pytest.LogCaptureFixture) -> str:
    return "\n".join(r.getMessage() for r in caplog.records)


def test_cheap_bots_play_in_a_thread_and_searches_in_a_process() -> None:
    async def body(pool: BotPool) -> tuple[Action, Action]:
        searched = await choose(pool, "g", QUICK, 120)
        assert len(pool.worker_pids()) == 1 and os.getpid() not in pool.worker_pids()
        return searched, await choose(pool, "g", "heuristic", 5)

    searched, cheap = run(1, body)
    assert searched in LEGAL and cheap == stand_in_move(1)


def test_a_search_stops_at_its_think_time_and_keeps_its_worker(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def body(pool: BotPool) -> tuple[list[int], Action, list[int]]:
        await choose(pool, "g", QUICK, 120)
        before = pool.worker_pids()
        move = await choose(pool, "g", ENDLESS, 0.5)
        return before, move, pool.worker_pids()

    with caplog.at_level(logging.WARNING, "cityknights.server"):
        before, move, after = run(1, body)
    # The search ended itself in time: its worker was not stopped, nothing was logged.
    assert move in LEGAL and before == after
    assert messages(caplog) == ""


def test_a_stuck_search_costs_its_own_move_only(caplog: pytest.LogCaptureFixture) -> None:
    async def body(pool: BotPool) -> tuple[Action, Action, int, list[int], Action]:
        await choose(pool, "stuck", QUICK, 120)
        (stuck_pid,) = pool.worker_pids()
        stuck = asyncio.ensure_future(choose(pool, "stuck", ENDLESS, 0.5, seed=7))
        await asyncio.sleep(0.05)
        os.kill(stuck_pid, signal.SIGSTOP)  # the worker freezes mid-search
        # Another game searches meanwhile, in another worker, and is not held up.
        other = await choose(pool, "other", QUICK, 120)
        move = await stuck
        after = pool.worker_pids()
        again = await choose(pool, "stuck", QUICK, 120)  # a new worker serves it
        return move, other, stuck_pid, after, again

    with caplog.at_level(logging.WARNING, "cityknights.server"):
        move, other, stuck_pid, after, again = run(2, body)
    assert move == stand_in_move(7)
    assert "game stuck: bot mcts:iterations=10000000 in seat 0 did not answer" in messages(caplog)
    assert "game other" not in messages(caplog)
    assert other in LEGAL and again in LEGAL
    assert stuck_pid not in after


def test_a_lost_worker_is_replaced_and_the_move_searched_again(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def body(pool: BotPool) -> tuple[int, Action, list[int]]:
        await choose(pool, "g", QUICK, 120)
        (pid,) = pool.worker_pids()
        search = asyncio.ensure_future(choose(pool, "g", ENDLESS, 3.0, seed=7))
        await asyncio.sleep(0.3)
        os.kill(pid, signal.SIGKILL)
        return pid, await search, pool.worker_pids()

    with caplog.at_level(logging.WARNING, "cityknights.server"):
        lost_pid, move, after = run(1, body)
    assert "ended before it answered: the move is searched again" in messages(caplog)
    assert "plays the move" not in messages(caplog)  # the search's move, not the stand-in's
    assert move in LEGAL
    assert len(after) == 1 and lost_pid not in after


def test_with_every_worker_busy_the_stand_in_moves_at_once(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def body(pool: BotPool) -> tuple[Action, Action]:
        await choose(pool, "a", QUICK, 120)
        searching = asyncio.ensure_future(choose(pool, "a", ENDLESS, 1.0))
        await asyncio.sleep(0.05)
        waiting = await choose(pool, "b", ENDLESS, 1.0, seed=7)
        return await searching, waiting

    with caplog.at_level(logging.WARNING, "cityknights.server"):
        searched, busy = run(1, body)
    assert searched in LEGAL and busy == stand_in_move(7)
    assert "all 1 search processes are busy with other games" in messages(caplog)


def test_a_search_no_longer_wanted_frees_its_worker_when_it_ends() -> None:
    async def body(pool: BotPool) -> tuple[int, list[int], Action]:
        await choose(pool, "g", QUICK, 120)
        (pid,) = pool.worker_pids()
        # The decision is rescheduled mid-search (its human came back): the search goes
        # on to its time limit, then its worker serves the next search.
        search = asyncio.ensure_future(choose(pool, "g", ENDLESS, 0.5))
        await asyncio.sleep(0.1)
        search.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await search
        assert pool.searching() == 1
        for _ in range(300):
            if not pool.searching():
                break
            await asyncio.sleep(0.1)
        return pid, pool.worker_pids(), await choose(pool, "g", QUICK, 120)

    pid, after, move = run(1, body)
    assert after == [pid] and move in LEGAL


def failing_for(monkeypatch: pytest.MonkeyPatch, *names: str) -> None:
    """Bots whose spec starts with one of `names` raise, as a bot with a bug would."""
    real = BotCache.choose

    def choose(self: BotCache, key: Any, seed: int, view: Any, legal: Any) -> int:
        if key[2].startswith(names):
            raise TypeError(f"{key[2]} broke")
        return real(self, key, seed, view, legal)

    monkeypatch.setattr(BotCache, "choose", choose)


def test_a_bot_that_fails_costs_its_own_move_only(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    failing_for(monkeypatch, "random")

    async def body(pool: BotPool) -> Action:
        return await choose(pool, "g", "random", 5, seed=3)

    with caplog.at_level(logging.WARNING, "cityknights.server"):
        move = run(1, body)
    # Retrying the same bot would meet the same fault: the stand-in plays at once.
    assert move == stand_in_move(3)
    assert "bot random in seat 0 failed: the heuristic bot plays the move" in messages(caplog)


def test_when_the_stand_in_fails_too_a_legal_move_is_played(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    failing_for(monkeypatch, "random", "heuristic")

    async def body(pool: BotPool) -> list[Action]:
        return [await choose(pool, "g", "random", 5, seed=s) for s in range(4)]

    with caplog.at_level(logging.WARNING, "cityknights.server"):
        moves = run(1, body)
    assert all(m in LEGAL for m in moves)
    assert moves == [last_resort(LEGAL, s) for s in range(4)]
    assert "a random legal move is played" in messages(caplog)


def test_the_last_resort_offers_no_trade_unless_nothing_else_is_legal() -> None:
    offer: Action = Action("offer_trade", (1, 0, 0, 0, 0), (0, 1, 0, 0, 0))
    end: Action = Action("end_turn")
    assert {last_resort([offer, end, offer], s) for s in range(20)} == {end}
    assert last_resort([offer], 9) == offer
