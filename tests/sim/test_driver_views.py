"""The view the drivers hand to bots: the seat view, none for the random bot."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

import cityknights as ck
import cityknights.bots
from cityknights import Game, SeatView
from cityknights.bots import make_bot
from cityknights.bots.handing import NO_VIEW, view_for
from cityknights.bots.random_bot import RandomBot
from cityknights.seeds import bot_seed, chance_seed
from cityknights.sim.runner import play_game, sample_outcome


def test_the_random_bot_gets_no_view_and_every_other_bot_the_seat_view() -> None:
    state = Game(seed=1).new_initial_state()
    assert view_for(RandomBot(1), state, 0) is NO_VIEW
    for bot in (make_bot("heuristic", 1), ViewReadingBot(1)):
        view = view_for(bot, state, 0)
        assert isinstance(view, SeatView) and view.to_json() == state.view(0)


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_the_runner_plays_the_games_of_the_plain_loop(expansion: str) -> None:
    """play_game gives the result of the plain loop that hands every bot its JSON view."""
    specs = ["random", "heuristic", "random", "heuristic"]
    seed = 9
    game = Game(expansion=expansion, players=4, seed=seed, max_turns=120)
    bots = [make_bot(spec, bot_seed(seed, seat)) for seat, spec in enumerate(specs)]
    rng = random.Random(chance_seed(seed))
    state = game.new_initial_state()
    while not state.is_terminal():
        player = state.current_player()
        if player == ck.CHANCE:
            state.apply(sample_outcome(state.chance_outcomes(), rng))
        else:
            state.apply(bots[player].choose(state.view(player), state.legal_actions()))
    result = play_game(expansion, specs, seed, max_turns=120)
    assert result.winner == state.winner()
    assert result.victory_points == tuple(state.victory_points(p) for p in range(4))


class ViewReadingBot(RandomBot):
    """A random bot written against the JSON view: it reads the seat view it is handed
    as one, and checks it against its own seat and hand."""

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        assert isinstance(view, Mapping) and view["seat"] in range(4)
        assert isinstance(view["hand"], dict) and view.get("no such key") is None
        assert dict(view) == view.to_json()  # type: ignore[attr-defined]
        return super().choose(view, legal_actions)


def test_bots_that_read_the_json_view_read_the_seat_view(monkeypatch: pytest.MonkeyPatch) -> None:
    # Registered for this test only: other tests list the known bots.
    monkeypatch.setitem(cityknights.bots._REGISTRY, "test-view-reader", ViewReadingBot)
    reading = play_game("base", ["test-view-reader"] * 3, 4, max_turns=200)
    plain = play_game("base", ["random"] * 3, 4, max_turns=200)
    assert (reading.winner, reading.victory_points) == (plain.winner, plain.victory_points)
