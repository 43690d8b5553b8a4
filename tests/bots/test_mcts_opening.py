"""The setup search's horizon (the mcts `opening` option) and its iterations
(`opening_iterations`).

By default a setup search evaluates the placements as they stand when the setup ends; with
`opening=R` its rollouts play R rounds of heuristic play after the setup first (the dice
rolled, the first roads and settlements built), and `opening_iterations` gives the setup
searches their own number of iterations, the main phase's searches keeping `iterations`.
"""

from __future__ import annotations

import random

import pytest

from cityknights.bots import BotSpecError, make_bot, parse_bot_spec
from cityknights.bots.mcts import MctsBot
from cityknights.engine.state import State

from .test_mcts_reply import search_stops
from .test_mcts_spread import _first_placement


def _main_turn(seed: int = 5) -> State:
    s = _first_placement(seed)
    rng = random.Random(seed)
    while s.phase != "main" or s.is_chance_node() or len(s.legal_actions()) < 2:
        s.apply(s.sample_chance(rng) if s.is_chance_node() else s.legal_actions()[0])
    return s


def test_a_setup_search_evaluates_when_the_setup_ends_by_default() -> None:
    s = _first_placement()
    assert search_stops(MctsBot(random.Random(1), iterations=24, samples=2), s) == [1]


def test_opening_plays_rounds_after_the_setup_before_the_evaluation() -> None:
    s = _first_placement()
    stops = search_stops(MctsBot(random.Random(1), iterations=24, samples=2, opening=3), s)
    assert stops == [1 + 3 * s.game.players]
    # The main phase's searches keep their own horizon (the rest of the turn).
    m = _main_turn()
    assert search_stops(MctsBot(random.Random(1), iterations=8, opening=3), m) == [m.turn + 1]


def test_opening_iterations_are_the_setups_and_iterations_the_main_phases() -> None:
    bot = MctsBot(random.Random(1), iterations=16, samples=2, opening=1, opening_iterations=40)
    s = _first_placement()
    bot.choose(s.seat_view(s.current_player()), s.legal_actions())
    assert bot.last_iterations == 40
    m = _main_turn()
    seat = m.current_player()
    legal = m.legal_actions()
    assert len(legal) > 1
    bot.choose(m.seat_view(seat), legal)
    assert bot.last_iterations == 16


def test_without_opening_iterations_a_setup_search_runs_iterations() -> None:
    bot = MctsBot(random.Random(1), iterations=16, samples=2, opening=1)
    s = _first_placement()
    bot.choose(s.seat_view(s.current_player()), s.legal_actions())
    assert bot.last_iterations == 16


def test_the_options_are_read_from_a_spec_and_checked() -> None:
    spec = parse_bot_spec("mcts:opening=4:opening_iterations=1000")
    assert spec.options == {"opening": 4, "opening_iterations": 1000}
    bot = make_bot(spec, 1)
    assert isinstance(bot, MctsBot) and (bot.opening, bot.opening_iterations) == (4, 1000)
    for bad, said in [("opening=-1", "opening must be at least 0"),
                      ("opening=2.5", "opening"),
                      ("opening_iterations=-3", "opening_iterations must be at least 0"),
                      ("opening=1001", "opening must be at most 1000")]:  # fmt: skip
        with pytest.raises(BotSpecError, match=said):
            parse_bot_spec(f"mcts:{bad}")
