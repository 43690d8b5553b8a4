"""A Game and a State survive pickle and copy.deepcopy in both builds: the compiled
build's native classes are rebuilt from the game's config and the position
(`Game.__reduce__`, `State.__reduce__`), not through an `__init__` without arguments."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from cityknights import Game

from .helpers import play_random, random_states


@pytest.mark.parametrize(
    ("expansion", "players", "flags"),
    [("base", 4, {}), ("ck", 4, {}), ("ck", 6, {}), ("base", 5, {"bank_shortage": "partial"})],
)
def test_a_game_comes_back_with_its_board_rules_and_seed(
    expansion: str, players: int, flags: dict[str, object]
) -> None:
    g = Game(expansion, players=players, seed=41, vp_to_win=12, **flags)
    back = pickle.loads(pickle.dumps(g))
    assert back.config() == g.config() and back.seed == 41
    assert copy.deepcopy(g).config() == g.config()


@pytest.mark.parametrize(("expansion", "players"), [("base", 4), ("ck", 4), ("ck", 5)])
def test_a_state_comes_back_whole_and_plays_on_alike(expansion: str, players: int) -> None:
    g = Game(expansion, players=players, seed=7)
    met = random_states(g.new_initial_state(), random.Random(3), 600)
    for s in [s.clone() for i, s in enumerate(met) if i % 37 == 1]:
        for back in (pickle.loads(pickle.dumps(s)), copy.deepcopy(s)):
            assert back.key() == s.key()
            assert back.history() == s.history()
            assert back.legal_actions() == s.legal_actions()
            # the same moves from here give the same positions
            mine = play_random(s.clone(), random.Random(5), 40)
            theirs = play_random(back, random.Random(5), 40)
            assert theirs.key() == mine.key()
