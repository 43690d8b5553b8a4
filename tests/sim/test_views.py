"""The lazily built view the driver hands to bots."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

import cityknights as ck
import cityknights.bots
from cityknights import Game
from cityknights.bots import make_bot
from cityknights.bots.random_bot import RandomBot
from cityknights.sim.runner import play_game, sample_outcome
from cityknights.sim.seeds import bot_seed, chance_seed
from cityknights.sim.views import LazyView


class CountingState:
    """Stands in for a State: counts the views built."""

    def __init__(self, state: ck.State) -> None:
        self.state = state
        self.built = 0

    def view(self, seat: int | None) -> dict[str, Any]:
        self.built += 1
        return self.state.view(seat)


def test_the_view_is_built_once_on_first_access_and_equals_state_view() -> None:
    state = Game(seed=1).new_initial_state()
    counting = CountingState(state)
    view = LazyView(counting, 0)  # type: ignore[arg-type]
    assert counting.built == 0 and not view.built
    assert view["seat"] == 0
    assert view == state.view(0) and dict(view) == state.view(0)
    assert len(view) == len(state.view(0)) and "turn" in view and view.get("nope") is None
    assert view.to_dict() == state.view(0)
    assert isinstance(view, Mapping)
    assert counting.built == 1 and view.built


def test_a_view_read_during_the_decision_stays_a_snapshot() -> None:
    state = Game(seed=1).new_initial_state()
    view = LazyView(state, 0)
    before = dict(view)
    view.close()
    state.apply(state.legal_actions()[0])
    assert dict(view) == before


def test_a_view_first_read_after_the_decision_raises() -> None:
    view = LazyView(Game(seed=1).new_initial_state(), 0)
    view.close()
    with pytest.raises(RuntimeError, match=r"read it .* inside choose"):
        view["seat"]
    assert "closed" in repr(view)


def test_lazy_views_do_not_change_the_games() -> None:
    """play_game gives the result of the plain loop that builds every view."""
    specs = ["random"] * 4
    for expansion in ("base", "ck"):
        seed = 9
        game = Game(expansion=expansion, players=4, seed=seed, max_turns=300)
        bots = [make_bot(spec, bot_seed(seed, seat)) for seat, spec in enumerate(specs)]
        rng = random.Random(chance_seed(seed))
        state = game.new_initial_state()
        while not state.is_terminal():
            player = state.current_player()
            if player == ck.CHANCE:
                state.apply(sample_outcome(state.chance_outcomes(), rng))
            else:
                state.apply(bots[player].choose(state.view(player), state.legal_actions()))
        result = play_game(expansion, specs, seed, max_turns=300)
        assert result.winner == state.winner()
        assert result.victory_points == tuple(state.victory_points(p) for p in range(4))


class ViewReadingBot(RandomBot):
    """A random bot that checks the view it is given against its own seat and hand."""

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        assert view["seat"] in range(4) and isinstance(view["hand"], dict)
        return super().choose(view, legal_actions)


def test_bots_that_read_the_view_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # Registered for this test only: other tests list the known bots.
    monkeypatch.setitem(cityknights.bots._REGISTRY, "test-view-reader", ViewReadingBot)
    reading = play_game("base", ["test-view-reader"] * 3, 4, max_turns=200)
    plain = play_game("base", ["random"] * 3, 4, max_turns=200)
    assert (reading.winner, reading.victory_points) == (plain.winner, plain.victory_points)
