"""A Game and a State survive pickle and copy.deepcopy in both builds: the compiled
build's native classes are rebuilt from the game's config and the position
(`Game.__reduce__`, `State.__reduce__`), not through an `__init__` without arguments."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from cityknights import Game
from cityknights.engine import State

from .test_history import play


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


def walk(s: State, rng: random.Random, steps: int) -> list[State]:
    """States met along a random game, every 37th step."""
    met = []
    for i in range(steps):
        if s.is_terminal():
            break
        play(s, rng, 1)
        if i % 37 == 0:
            met.append(s.clone())
    return met


@pytest.mark.parametrize(("expansion", "players"), [("base", 4), ("ck", 4), ("ck", 5)])
def test_a_state_comes_back_whole_and_plays_on_alike(expansion: str, players: int) -> None:
    g = Game(expansion, players=players, seed=7)
    for s in walk(g.new_initial_state(), random.Random(3), 600):
        for back in (pickle.loads(pickle.dumps(s)), copy.deepcopy(s)):
            assert back.key() == s.key()
            assert back.history() == s.history()
            assert back.legal_actions() == s.legal_actions()
            # the same moves from here give the same positions
            mine, theirs = s.clone(), back
            play(mine, random.Random(5), 40)
            play(theirs, random.Random(5), 40)
            assert theirs.key() == mine.key()
