"""The mcts bot's `reply` option: its rollouts play the next seat's turn (by the heuristic)
before the evaluation, so the search scores its turn by where the opponent's answer
leaves it; without the option they stop when its own turn ends, as before
(tests/bots/test_mcts_games.py pins today's games)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import cityknights as ck
from cityknights.bots import make_bot
from cityknights.bots.mcts import MctsBot
from cityknights.bots.tree_search import TreeSearch
from cityknights.engine import State

from ..engine.helpers import play_random


def main_phase_decision(expansion: str, seed: int = 3) -> State:
    """A random game played to a main-phase decision of the turn's seat with a choice."""
    s = ck.Game(expansion=expansion, players=4, seed=seed).new_initial_state()

    def there(s: State) -> bool:
        return (
            s.phase == "main"
            and not s.pending
            and s.turn > 8
            and s.current_player() == s.turn_seat
            and len(s.legal_actions()) > 2
        )

    play_random(s, random.Random(seed), until=there)
    assert there(s)
    return s


class RecordingCore:
    """The bot's search core, recording the turn each search's rollouts stop at (a
    wrapper: the compiled build's core is a native class, which takes no patches)."""

    def __init__(self, core: TreeSearch) -> None:
        self.core = core
        self.stops: list[int] = []

    def candidates_for(self, *args: Any) -> Any:
        return self.core.candidates_for(*args)

    def run(self, root: Any, states: Any, seat: int, scope: Any, stop: int, *rest: Any) -> int:
        self.stops.append(stop)
        return self.core.run(root, states, seat, scope, stop, *rest)


def search_stops(bot: MctsBot, s: State) -> list[int]:
    """The stop turns of the searches of one decision of `bot` at `s` (a legal one)."""
    recording = RecordingCore(bot.core)
    bot.core = recording  # type: ignore[assignment]
    legal = s.legal_actions()
    assert bot.choose(s.seat_view(s.current_player()), legal) in legal
    return recording.stops


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_with_reply_the_rollouts_play_the_next_seats_turn(expansion: str) -> None:
    s = main_phase_decision(expansion)
    turn = s.turn
    # Played until the turn after the next seat's starts; without the option, until the
    # next seat's starts.
    stops = search_stops(MctsBot(random.Random(1), iterations=24, samples=2, reply=True), s)
    assert stops == [turn + 2]
    stops = search_stops(MctsBot(random.Random(1), iterations=24, samples=2), s)
    assert stops == [turn + 1]
    stops = search_stops(MctsBot(random.Random(1), iterations=8, reply=True, rounds=1), s)
    assert stops == [turn + 2 + 4]


def test_play_out_stops_where_it_is_told() -> None:
    s = main_phase_decision("base")
    turn = s.turn
    bot = MctsBot(random.Random(1))
    chances = bot.core.play_out(s, turn + 2)
    assert s.turn == turn + 2 and s.phase == "pre_roll"
    assert len(chances) == 4 and abs(sum(chances) - 1) < 1e-9


def test_reply_is_an_option_of_the_spec_and_refuses_what_is_not_a_bool() -> None:
    assert make_bot("mcts:reply=true", 1).reply is True
    assert make_bot("mcts", 1).reply is False
    with pytest.raises(ValueError, match="reply"):
        make_bot("mcts:reply=3", 1)
