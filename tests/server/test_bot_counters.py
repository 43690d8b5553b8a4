"""A bot's counter-offer at a server's table: not one of the listed legal actions (bundles
are too many to list), it travels whole from the bot's thread or search process and is
played; any other choice off the legal list is still a bot's bug, not a move."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from cityknights.bots import make_bot
from cityknights.engine import Action, Game, State
from cityknights.server.botpool import BotPool
from cityknights.server.search_worker import at_table, choice_of, chosen

from ..bots.test_counter_offers import POSITION, cards


def answering() -> State:
    """Seat 1 to answer seat 0's ore for its grain: a trading bot counters (two ore)."""
    s = State.from_json(Game(expansion="ck", players=4, seed=5), POSITION)
    s.apply(Action("offer_trade", cards(ore=1), cards(grain=1)))
    return s


COUNTER = Action("counter_trade", cards(ore=2), cards(grain=1))


def test_a_counter_travels_whole_and_a_listed_move_by_index() -> None:
    s = answering()
    legal = s.legal_actions()
    answer = choice_of(legal, COUNTER)
    assert answer == tuple(COUNTER) and chosen(legal, answer) == COUNTER
    assert chosen(legal, choice_of(legal, legal[-1])) == legal[-1]
    with pytest.raises(ValueError):
        choice_of(legal, Action("end_turn"))


@pytest.mark.parametrize("spec", ["heuristic", "mcts:iterations=4:samples=1"])
def test_the_pool_plays_a_table_bots_counter(spec: str) -> None:
    s = answering()
    assert at_table(spec).options["offers"] is True  # a table's bots trade
    assert make_bot(spec + ":offers=true", 1).choose(s.view(1), s.legal_actions()) == COUNTER

    async def main() -> Any:
        pool = BotPool(processes=1)
        try:
            return await pool.choose("g", 1, spec, 1, s.view(1), s.legal_actions(), 60)
        finally:
            pool.close()

    action = asyncio.run(main())
    assert action == COUNTER
    s.apply(action)  # the engine takes it
    assert s.trade_counters == ((1, COUNTER[1], COUNTER[2]),)
