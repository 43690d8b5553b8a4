"""The mcts bot's `choices` option: its own pending decisions (the robber, steals,
discards, progress cards' targets) are searched over the rest of the turn they fall in,
in any seat's turn; trade answers stay the trading desk's; without the option they are
the heuristic's, as before (tests/bots/test_mcts_games.py pins today's games)."""

from __future__ import annotations

import random

import pytest

import cityknights as ck
from cityknights.bots import make_bot
from cityknights.bots.mcts import MctsBot
from cityknights.bots.tree_search import UNSEARCHED_CHOICES
from cityknights.engine import State

from ..engine.helpers import play_random


def pending_of(kind: str, seed: int = 5) -> State:
    """A random C&K game played until a seat owns a pending `kind` decision with a choice."""
    for attempt in range(40):
        s = ck.Game(expansion="ck", seed=seed + attempt).new_initial_state()

        def there(s: State) -> bool:
            return bool(s.pending) and s.pending[0][0] == kind and len(s.legal_actions()) > 1

        play_random(s, random.Random(seed + attempt), until=there)
        if there(s):
            return s
    raise AssertionError(f"no pending {kind} decision in 40 random games")


@pytest.mark.parametrize("kind", ["robber", "discard"])
def test_a_pending_choice_is_searched_with_the_option_and_not_without(kind: str) -> None:
    s = pending_of(kind)
    seat = s.current_player()
    legal = s.legal_actions()
    searching = MctsBot(random.Random(1), iterations=16, samples=2, choices=True)
    choice = searching.choose(s.seat_view(seat), legal)
    assert choice in legal
    assert searching.searches == 1
    root = searching.last_root
    assert root is not None and sum(c.visits for c in root.children.values()) == 16
    plain = MctsBot(random.Random(1), iterations=16, samples=2)
    assert plain.choose(s.seat_view(seat), legal) in legal
    assert plain.searches == 0


def test_a_discard_searched_out_of_turn_plays_on_to_the_end_of_that_turn() -> None:
    # Discards fall in another seat's turn as often as in the bot's own: the search's
    # period is that turn, whoever's it is.
    for seed in range(5, 60):
        s = pending_of("discard", seed)
        if s.turn_seat != s.current_player():
            break
    else:
        pytest.skip("no discard out of turn in the games tried")
    seat = s.current_player()
    bot = MctsBot(random.Random(2), iterations=8, samples=2, choices=True)
    assert bot.choose(s.seat_view(seat), s.legal_actions()) in s.legal_actions()
    assert bot.searches == 1


def test_trade_answers_are_never_searched() -> None:
    assert {"trade_answer", "trade_confirm", "harbor_answer"} == UNSEARCHED_CHOICES
    s = pending_of("trade_answer")
    seat = s.current_player()
    bot = MctsBot(random.Random(1), iterations=8, samples=2, choices=True)
    assert bot.choose(s.seat_view(seat), s.legal_actions()) in s.legal_actions()
    assert bot.searches == 0


def test_a_whole_game_with_searched_choices_ends_with_legal_moves_only() -> None:
    seed = 22
    specs = ["mcts:iterations=8:samples=2:choices=true", "heuristic"] * 2
    bots = [make_bot(spec, seed + seat) for seat, spec in enumerate(specs)]
    s = ck.Game(expansion="ck", seed=seed, max_turns=60).new_initial_state()
    rng = random.Random(seed)
    while not s.is_terminal():
        if s.is_chance_node():
            s.apply(s.sample_chance(rng))
            continue
        seat = s.current_player()
        legal = s.legal_actions()
        action = bots[seat].choose(s.seat_view(seat), legal)
        assert action in legal
        s.apply(action)
    assert isinstance(bots[0], MctsBot) and bots[0].searches > 0
