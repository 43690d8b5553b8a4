"""A view whose bank is hidden (the server's hide_bank sends "bank": null): what a bot
reading it may assume. determinize draws the other hands from every card not in the
seat's own and leaves the rest in the bank, a deal that keeps every public count; the
SeatView read from it holds an estimate of the bank, never more than could be there."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import cityknights as ck
from cityknights.bots import make_bot
from cityknights.bots.heuristic import as_seat_view
from cityknights.engine.constants import CARD_NAMES
from cityknights.engine.determinize import sample_state
from cityknights.engine.game import bank_totals


def _positions(expansion: str, games: int) -> Iterator[tuple[ck.State, dict[str, Any]]]:
    """Positions between turn players' decisions of heuristic games, from turn 8 on, and
    the turn player's view of each with its bank hidden."""
    for seed in range(games):
        s = ck.Game(expansion=expansion, seed=seed).new_initial_state()
        rng = random.Random(seed)
        bots = [make_bot("heuristic", 10 * seed + i) for i in range(4)]
        while not s.is_terminal() and s.turn < 40:
            if s.is_chance_node():
                s.apply(s.sample_chance(rng))
                continue
            seat = s.current_player()
            if s.turn >= 8 and s.phase == "main" and not s.pending and seat == s.turn_seat:
                view = dict(s.view(seat))
                view["bank"] = None
                yield s, view
            s.apply(bots[seat].choose(s.seat_view(seat), s.legal_actions()))


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_samples_of_a_hidden_bank_keep_every_public_count(expansion: str) -> None:
    n_types = 8 if expansion == "ck" else 5
    totals = bank_totals(4, True)[:n_types]
    checked = differ = 0
    for s, view in _positions(expansion, 3):
        seat = view["seat"]
        banks = set()
        for k in range(4):
            sample = sample_state(view, random.Random(k))
            for p in range(4):
                assert sum(sample.hands[p][:n_types]) == sum(s.hands[p][:n_types])
            assert list(sample.hands[seat][:n_types]) == list(s.hands[seat][:n_types])
            for c in range(n_types):
                held = sum(sample.hands[p][c] for p in range(4))
                assert sample.bank[c] + held == totals[c], CARD_NAMES[c]
            banks.add(tuple(sample.bank[:n_types]))
        differ += len(banks) > 1
        estimate = as_seat_view(view).bank
        for c in range(n_types):
            assert 0 <= estimate[c] <= totals[c] - s.hands[seat][c]
        checked += 1
    assert checked >= 20
    assert differ >= checked // 2  # the bank is drawn, not fixed, where others hold cards


def test_the_search_bot_searches_a_view_whose_bank_is_hidden() -> None:
    """The mcts bot resamples such a view (it fell back to its heuristic on the refusal
    of a null bank before determinize took one)."""
    searched = 0
    for s, view in _positions("ck", 1):
        bot = make_bot("mcts:iterations=8", 1)
        bot.choose(view, s.legal_actions())
        searched += bot.last_iterations > 0
    assert searched >= 10
