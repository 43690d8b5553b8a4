"""A state's history (engine/history.py): what was applied, shared by clones, folded into
chunks so that a long game is a few nodes for the garbage collector."""

from __future__ import annotations

import gc
import random

import pytest

from cityknights import Game
from cityknights.engine import Action, State
from cityknights.engine.history import CHUNK, actions, from_actions, pushed
from cityknights.engine.position import state_from_json, state_to_json

from .helpers import random_action


def play(s: State, rng: random.Random, steps: int) -> list[Action]:
    """Up to `steps` random moves (chance outcomes included) applied to `s`, returned in
    order: what its history must hold, kept apart from the history itself."""
    applied: list[Action] = []
    while not s.is_terminal() and len(applied) < steps:
        a = random_action(s, rng)
        s.apply(a)
        applied.append(a)
    return applied


@pytest.mark.parametrize("expansion", ["base", "ck"])
@pytest.mark.parametrize("steps", [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 5 * CHUNK + 7])
def test_history_is_every_applied_action_in_order(expansion: str, steps: int) -> None:
    s = Game(expansion, players=4, seed=11).new_initial_state()
    applied = play(s, random.Random(steps), steps)
    got = s.history()
    assert got == applied
    assert all(type(a) is Action for a in got)
    assert len(got) == s._length


def test_clones_share_the_past_and_keep_their_own_futures() -> None:
    s = Game("ck", players=4, seed=5).new_initial_state()
    before = play(s, random.Random(1), 3 * CHUNK - 5)
    c = s.clone()
    # Both cross a chunk boundary from the same node: each folds its own chunk.
    mine = play(s, random.Random(2), 20)
    theirs = play(c, random.Random(3), 20)
    assert s.history() == before + mine
    assert c.history() == before + theirs


def test_every_push_and_fold_is_a_new_node() -> None:
    """The newest node is the identity of the legal list a state handed out."""
    node = None
    seen = []
    for i in range(3 * CHUNK):
        node = pushed(node, i, Action("end_turn"))
        seen.append(node)
    assert len({id(n) for n in seen}) == len(seen)
    assert actions(node) == [Action("end_turn")] * (3 * CHUNK)


def test_from_actions_builds_what_apply_builds() -> None:
    s = Game("base", players=3, seed=8).new_initial_state()
    applied = play(s, random.Random(4), 2 * CHUNK + 3)
    assert from_actions(applied) == s._history


def test_a_position_keeps_its_history() -> None:
    g = Game("ck", players=4, seed=2)
    s = g.new_initial_state()
    applied = play(s, random.Random(6), CHUNK + 10)
    back = state_from_json(g, state_to_json(s))
    assert back.history() == applied
    # and it goes on from there as the original does
    after = back.clone()
    more = play(after, random.Random(7), CHUNK)
    assert after.history() == applied + more


def test_a_long_history_is_a_few_tracked_nodes() -> None:
    """Folded into chunks, a long game's history is about one node per chunk for the
    garbage collector to handle (a chain of one node per action made every full
    collection handle them all)."""
    s = Game("ck", players=4, seed=3).new_initial_state()
    applied = play(s, random.Random(1), 40 * CHUNK)
    gc.collect()
    node = s._history
    nodes = 0
    while node is not None:
        nodes += 1
        node = node[1]
    assert len(applied) > 20 * CHUNK
    assert nodes <= len(applied) // CHUNK + CHUNK
