"""The search's shortcuts answer as the plain computations they replace: the policy's
lean view, the bank trade's score, the domestic offers' score and the evaluation's memo
(bots/heuristic.py, bots/evaluate.py, engine/view/seat_view.py). The search's trees and
whole games are pinned too (test_mcts_tree.py, test_mcts_games.py, tests/test_build.py):
these tests say which shortcut broke when one of those moves."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from cityknights import CHANCE, Game, SeatView, State
from cityknights.bots.evaluate import Memo, win_chances
from cityknights.bots.heuristic import COSTS, HeuristicBot, _affords, _Context
from tests.engine.helpers import random_states

SHAPES = [("base", 4), ("ck", 4), ("base", 3), ("ck", 3), ("base", 5), ("ck", 6)]


def _decisions(expansion: str, players: int, seed: int) -> Iterator[State]:
    """Every decision of a game the heuristic bot plays for every seat (the positions a
    search's policy meets), then every third of a random game (the odd ones)."""
    game = Game(expansion=expansion, players=players, seed=seed, max_turns=120)
    state = game.new_initial_state()
    bot, rng = HeuristicBot(seed), random.Random(seed)
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        yield state
        state.apply(bot.choose(SeatView.public(state, seat), state.legal_actions()))
    start = game.new_initial_state()
    for k, s in enumerate(random_states(start, random.Random(seed), steps=900)):
        if k % 3 == 0 and not s.is_terminal() and s.current_player() != CHANCE:
            yield s


@pytest.mark.parametrize(("expansion", "players"), SHAPES)
def test_the_policy_view_makes_the_same_choices_and_draws(expansion: str, players: int) -> None:
    """Two bots of one seed, one reading the full view and one the lean view, choose the
    same action and rank the same list at every decision, drawing the same numbers."""
    full, lean = HeuristicBot(7), HeuristicBot(7)
    decisions = 0
    for state in _decisions(expansion, players, seed=11):
        seat, legal = state.current_player(), state.legal_actions()
        a = full.choose(SeatView.public(state, seat), legal)
        b = lean.choose(SeatView.for_policy(state, seat), legal)
        assert a == b, (state.turn, state.context())
        assert full.ranked(SeatView.public(state, seat), legal) == lean.ranked(
            SeatView.for_policy(state, seat), legal
        )
        decisions += 1
    assert full.rng.random() == lean.rng.random()
    assert decisions > 100


def _bank_trade_by_copy(ctx: _Context, give: int, get: int) -> float:
    """The bank trade's score as it was computed before: the hand after the trade tried
    against every goal."""
    after = list(ctx.hand)
    after[give] -= ctx._rate(give)
    after[get] += 1
    goals = ("city", "settlement", "knight") if ctx.ck else ("city", "settlement", "dev")
    for goal in goals:
        if _affords(after, goal) and not _affords(ctx.hand, goal):
            return 25.0
    return 0.0


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_a_bank_trade_scores_as_trying_the_hand_after_it(expansion: str) -> None:
    """Every bank trade of every decision, and every give/get pair on hands drawn at
    random (the rates the seat has), scores as the copy-the-hand computation."""
    rng = random.Random(3)
    compared = completing = 0
    for state in _decisions(expansion, 4, seed=12):
        seat = state.current_player()
        view = SeatView.public(state, seat)
        ctx = _Context(view)
        n = len(view.hand)
        pairs = [(a[1], a[2]) for a in state.legal_actions() if a[0] == "bank_trade"]
        pairs += [(rng.randrange(n), rng.randrange(n)) for _ in range(4)]
        for give, get in pairs:
            want = _bank_trade_by_copy(ctx, give, get)
            assert ctx.s_bank_trade(give, get) == want, (ctx.hand, give, get)
            compared += 1
            completing += want > 0
        # Hands of every shape near a goal's cost: one card short, or enough already.
        goal = rng.choice([g for g in COSTS if g != "road"])
        hand = [rng.randrange(4) for _ in range(len(ctx.hand))]
        for c, k in COSTS[goal].items():
            hand[c] = max(hand[c], k - rng.randrange(2))
        ctx.hand, ctx._afford_now, ctx._one_short = hand, {}, None
        for give in range(n):
            for get in range(n):
                assert ctx.s_bank_trade(give, get) == _bank_trade_by_copy(ctx, give, get)
    assert compared > 500 and completing > 10


@pytest.mark.parametrize(("expansion", "players"), SHAPES)
def test_the_memo_gives_the_chances_computed_afresh(expansion: str, players: int) -> None:
    """One Memo over a game's positions (as one search's) returns, bit for bit, the win
    chances computed without it, at every position."""
    memo = Memo()
    for k, state in enumerate(_decisions(expansion, players, seed=13)):
        if k % 2 == 0:
            assert win_chances(state, memo) == win_chances(state), (state.turn, k)
