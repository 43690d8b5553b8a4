"""The heuristic and MCTS bots: legal, deterministic from their seed, and stronger than
random (fixed seeds, so the counts are exact and the thresholds are margins, not luck)."""

from __future__ import annotations

import random

import pytest

import cityknights as ck
from cityknights.bots import make_bot
from cityknights.bots.mcts import MctsBot
from cityknights.sim.runner import play_game


@pytest.mark.parametrize("expansion", ["base", "ck"])
@pytest.mark.parametrize("spec", ["heuristic", "mcts:iterations=8"])
def test_bot_always_chooses_a_legal_action(expansion: str, spec: str) -> None:
    game = ck.Game(expansion=expansion, seed=3, max_turns=40)
    rng = random.Random(3)
    bot = make_bot(spec, seed=1)
    s = game.new_initial_state()
    decisions = 0
    while not s.is_terminal() and decisions < 400:
        seat = s.current_player()
        if seat == ck.CHANCE:
            s.apply(s.sample_chance(rng))
            continue
        legal = s.legal_actions()
        a = bot.choose(s.view(seat), legal)
        assert a in legal
        s.apply(a)
        decisions += 1
    assert decisions > 50


def test_mcts_is_deterministic_from_its_seed() -> None:
    a = play_game(
        "ck", ["mcts:iterations=6", "heuristic", "random", "random"], seed=9, max_turns=30
    )
    b = play_game(
        "ck", ["mcts:iterations=6", "heuristic", "random", "random"], seed=9, max_turns=30
    )
    assert (a.winner, a.turns, a.decisions) == (b.winner, b.turns, b.decisions)


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_heuristic_beats_three_random_players(expansion: str) -> None:
    wins = 0
    games = 12
    for i in range(games):
        seat = i % 4
        specs = ["random"] * 4
        specs[seat] = "heuristic"
        result = play_game(expansion, specs, seed=500 + i, max_turns=400)
        wins += result.winner == seat
    # 25% is parity; the bot is expected near 100%.
    assert wins >= 10, f"heuristic won only {wins} of {games}"


def test_mcts_searches_the_setup_placements() -> None:
    s = ck.Game(expansion="ck", seed=5).new_initial_state()
    bot = MctsBot(1, iterations=8)
    legal = s.legal_actions()
    settlement = bot.choose(s.view(0), legal)
    assert settlement in legal
    assert (bot.searches, bot.last_iterations) == (1, 8)
    s.apply(settlement)
    legal = s.legal_actions()
    assert bot.choose(s.view(0), legal) in legal  # the road: planned or searched
    assert bot.searches in (1, 2)


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_mcts_plans_its_turn_and_plays_the_plan_without_searching_again(expansion: str) -> None:
    game = ck.Game(expansion=expansion, seed=8, max_turns=40)
    rng = random.Random(8)
    bot = MctsBot(2, iterations=40)
    s = game.new_initial_state()
    main_choices = 0
    while not s.is_terminal():
        seat = s.current_player()
        if seat == ck.CHANCE:
            s.apply(s.sample_chance(rng))
            continue
        legal = s.legal_actions()
        if seat == 0:
            if s.phase == "main" and not s.pending and len(legal) > 1:
                main_choices += 1
            a = bot.choose(s.view(0), legal)
        else:
            a = make_bot("heuristic", seat).choose(s.view(seat), legal)
        assert a in legal
        s.apply(a)
    assert main_choices > 10
    assert 0 < bot.searches < main_choices + 4  # 4 setup placements


def test_mcts_time_budget_replaces_the_iteration_count() -> None:
    s = ck.Game(expansion="ck", seed=5).new_initial_state()
    bot = MctsBot(1, iterations=1, seconds=0.2)
    legal = s.legal_actions()
    assert bot.choose(s.view(0), legal) in legal
    assert bot.last_iterations > 1  # ran until the budget, not 1 iteration


def test_mcts_leaves_the_setup_to_the_heuristic_when_asked() -> None:
    s = ck.Game(expansion="ck", seed=5).new_initial_state()
    bot = MctsBot(1, iterations=8, setup=False)
    legal = s.legal_actions()
    assert bot.choose(s.view(0), legal) == make_bot("heuristic", 1).choose(s.view(0), legal)
    assert bot.searches == 0
