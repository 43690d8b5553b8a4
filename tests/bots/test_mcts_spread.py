"""The setup search's model of the other seats' settlements (the mcts `spread` option).

With spread 0 (the default) the search plays every other seat's setup settlement as the
heuristic's single best pick (the pinned trees of test_mcts_tree.py); with a temperature it
draws each from the heuristic's scores, exp((score - best) / spread), and the searching
seat's own picks stay the heuristic's.
"""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

import cityknights as ck
from cityknights.bots import BotSpecError, make_bot, parse_bot_spec
from cityknights.bots.heuristic import HeuristicBot
from cityknights.bots.mcts import MctsBot
from cityknights.bots.tree_search import TreeSearch
from cityknights.engine.state import State
from cityknights.engine.view import SeatView


def _first_placement(seed: int = 5) -> State:
    s = ck.Game(expansion="base", seed=seed).new_initial_state()
    while s.is_chance_node():
        s.apply(s.sample_chance(random.Random(seed)))
    assert s.phase.startswith("setup")
    return s


def _search(spread: float, searcher: int) -> TreeSearch:
    rng = random.Random(7)
    core = TreeSearch(rng, HeuristicBot(rng), spread=spread)
    core.searcher = searcher
    return core


def test_without_spread_every_seat_places_as_the_heuristic() -> None:
    s = _first_placement()
    seat = s.current_player()
    legal = s.legal_actions()
    best = HeuristicBot(random.Random(1)).choose(SeatView.for_policy(s, seat), legal)
    core = _search(0.0, searcher=(seat + 1) % 4)
    assert {core.policy(s, seat) for _ in range(50)} == {best}


def test_the_searching_seat_places_as_the_heuristic_whatever_the_spread() -> None:
    s = _first_placement()
    seat = s.current_player()
    best = HeuristicBot(random.Random(1)).choose(SeatView.for_policy(s, seat), s.legal_actions())
    core = _search(3.0, searcher=seat)
    assert {core.policy(s, seat) for _ in range(50)} == {best}


def test_with_spread_the_other_seats_picks_follow_the_heuristics_scores() -> None:
    s = _first_placement()
    seat = s.current_player()
    legal = s.legal_actions()
    view = SeatView.for_policy(s, seat)
    scores = dict(zip(legal, HeuristicBot(random.Random(1)).scores(view, legal), strict=True))
    core = _search(1.0, searcher=(seat + 1) % 4)
    draws = 4000
    picks = Counter(core.policy(s, seat) for _ in range(draws))
    assert set(picks) <= set(legal)
    ranked = sorted(legal, key=scores.__getitem__, reverse=True)
    assert picks.most_common(1)[0][0] == ranked[0]
    assert len(picks) >= 3  # a spread, not one guess
    # The two best spots' frequencies stand in the ratio of their weights.
    expected = math.exp(scores[ranked[1]] - scores[ranked[0]])
    observed = picks[ranked[1]] / picks[ranked[0]]
    assert observed == pytest.approx(expected, rel=0.25)
    # A wider spread draws the best spot less often.
    wide = _search(4.0, searcher=(seat + 1) % 4)
    wide_picks = Counter(wide.policy(s, seat) for _ in range(draws))
    assert wide_picks[ranked[0]] < picks[ranked[0]]


def test_roads_and_main_phase_moves_are_the_heuristics_whatever_the_spread() -> None:
    s = _first_placement()
    seat = s.current_player()
    s.apply(s.legal_actions()[0])  # a settlement: the road follows
    legal = s.legal_actions()
    assert legal[0][0] == "build_road"
    best = HeuristicBot(random.Random(1)).choose(SeatView.for_policy(s, seat), legal)
    core = _search(5.0, searcher=(seat + 1) % 4)
    assert {core.policy(s, seat) for _ in range(30)} == {best}


def test_a_setup_search_with_spread_chooses_a_legal_placement() -> None:
    s = _first_placement(seed=9)
    seat = s.current_player()
    bot = make_bot(parse_bot_spec("mcts:spread=1.5:iterations=32"), seed=3)
    assert isinstance(bot, MctsBot) and bot.spread == 1.5
    action = bot.choose(s.seat_view(seat), s.legal_actions())
    assert action in s.legal_actions() and action[0] == "build_settlement"
    assert bot.last_iterations == 32


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (-1.0, "spread must be at least 0, not -1.0"),
        (float("nan"), "spread must be a finite number, not nan"),
        ("2", "spread must be a finite number, not '2'"),
        (True, "spread must be a finite number, not True"),
    ],
)
def test_a_bad_spread_is_refused_naming_it(value: object, message: str) -> None:
    with pytest.raises(ValueError, match="^" + message):
        MctsBot(random.Random(0), spread=value)  # type: ignore[arg-type]


def test_a_spec_with_a_negative_spread_is_refused() -> None:
    with pytest.raises(BotSpecError, match="spread must be at least 0"):
        parse_bot_spec("mcts:spread=-2")
