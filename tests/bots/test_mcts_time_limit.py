"""The server's hard limit on a search (MctsBot.time_limit): the search stops at it and
plays the best line found so far, whatever its iteration budget."""

from __future__ import annotations

from cityknights.bots.mcts import MctsBot
from cityknights.engine import Game

STATE = Game(expansion="ck", players=3, seed=4).new_initial_state()  # a setup placement


def test_a_search_stops_at_its_time_limit_with_a_legal_move() -> None:
    bot = MctsBot(0, iterations=10**7)
    bot.time_limit = 0.3
    legal = STATE.legal_actions()
    assert bot.choose(STATE.view(0), legal) in legal
    assert bot.searches == 1 and bot.last_iterations < 10**7


def test_without_a_time_limit_the_iteration_budget_is_spent() -> None:
    bot = MctsBot(0, iterations=12, samples=2)
    bot.choose(STATE.view(0), STATE.legal_actions())
    assert bot.last_iterations == 12


def test_a_time_limit_already_past_plays_the_heuristics_move() -> None:
    bot = MctsBot(0, iterations=10**7)
    bot.time_limit = 0.0
    legal = STATE.legal_actions()
    fallback = MctsBot(0).fallback.choose(STATE.view(0), legal)
    assert bot.choose(STATE.view(0), legal) == fallback
    assert bot.last_iterations == 0
