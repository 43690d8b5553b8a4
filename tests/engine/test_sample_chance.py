"""State.sample_chance: the engine's own draw at a chance node.

It must pick what a walk over `chance_outcomes()` picks for the same draw (the sim's
`sample_outcome`, the reference), at every kind of chance node, change nothing, and refuse
a bad random source or a node that is not a chance node with a clear error.
"""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cityknights import Game, IllegalActionError, RandomSourceError, State
from cityknights.sim.runner import sample_outcome


class FixedDraw:
    """A random source whose every draw is `value`."""

    def __init__(self, value: object) -> None:
        self.value = value

    def random(self) -> object:
        return self.value


def chance_states(expansion: str, seed: int, keep: int) -> list[State]:
    """Clones of the chance nodes of one random game (every kind the game meets)."""
    state = Game(expansion=expansion, players=4, seed=seed).new_initial_state()
    rng = random.Random(seed)
    found: list[State] = []
    while not state.is_terminal() and len(found) < keep:
        if state.is_chance_node():
            found.append(state.clone())
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    return found


# Chance nodes for the hypothesis test, which cannot take a function-scoped fixture.
_NODES = {e: chance_states(e, 11, 400) for e in ("base", "ck")}


@pytest.fixture(scope="module", params=["base", "ck"])
def nodes(request: pytest.FixtureRequest) -> list[State]:
    return chance_states(request.param, 3, 400)


def test_the_games_meet_more_than_dice(nodes: list[State]) -> None:
    kinds = {s.context() for s in nodes}
    assert "dice" in kinds and len(kinds) >= 2, kinds


def draws_at_the_edges(outcomes: list[tuple[object, float]]) -> list[float]:
    """0, just under 1, each running sum itself (a draw equal to a sum belongs to the next
    outcome) and the floats either side of it."""
    out = [0.0, math.nextafter(1.0, 0.0)]
    running = 0.0
    for _, p in outcomes:
        running += p
        for r in (math.nextafter(running, 0.0), running, math.nextafter(running, 1.0)):
            if 0.0 <= r < 1.0:
                out.append(r)
    return out


def test_picks_what_the_walk_over_the_outcomes_picks(nodes: list[State]) -> None:
    for s in nodes:
        outcomes = s.chance_outcomes()
        for r in draws_at_the_edges(outcomes):
            assert s.sample_chance(FixedDraw(r)) == sample_outcome(outcomes, FixedDraw(r)), (
                s.context(),
                r,
            )


@settings(max_examples=200, deadline=None)
@given(st.floats(min_value=0.0, max_value=1.0, exclude_max=True), st.integers(0, 399))
def test_any_draw_picks_what_the_walk_picks(r: float, pick: int) -> None:
    for expansion in ("base", "ck"):
        s = _NODES[expansion][pick % len(_NODES[expansion])]
        outcomes = s.chance_outcomes()
        assert s.sample_chance(FixedDraw(r)) == sample_outcome(outcomes, FixedDraw(r))


def test_one_draw_per_call_and_the_state_unchanged(nodes: list[State]) -> None:
    for s in nodes[:40]:
        before = s.to_json()
        rng, twin = random.Random(5), random.Random(5)
        action = s.sample_chance(rng)
        assert action == sample_outcome(s.chance_outcomes(), twin)
        assert rng.getstate() == twin.getstate()
        assert s.to_json() == before


def test_the_outcome_applies_as_a_legal_action(nodes: list[State]) -> None:
    for s in nodes[:60]:
        played = s.clone()
        action = played.sample_chance(random.Random(1))
        assert s.is_legal(action)
        assert played.apply(action) == s.clone().apply(action)


def test_a_game_played_with_it_is_the_game_played_with_the_walk() -> None:
    for expansion in ("base", "ck"):
        a = Game(expansion=expansion, players=3, seed=8).new_initial_state()
        b = a.clone()
        ra, rb = random.Random(2), random.Random(2)
        while not a.is_terminal():
            if a.is_chance_node():
                a.apply(a.sample_chance(ra))
                b.apply(sample_outcome(b.chance_outcomes(), rb))
            else:
                action = ra.choice(a.legal_actions())
                rb.choice(b.legal_actions())
                a.apply(action)
                b.apply(action)
        assert a.history() == b.history() and a.to_json() == b.to_json()


def test_refused_where_no_chance_node() -> None:
    s = Game(players=3, seed=1).new_initial_state()
    before = s.to_json()
    with pytest.raises(IllegalActionError, match="not a chance node"):
        s.sample_chance(random.Random(0))
    assert s.to_json() == before


@pytest.mark.parametrize(
    ("source", "fragment"),
    [
        (None, "has a random() method"),
        (object(), "has a random() method"),
        (3, "has a random() method"),
        (FixedDraw(1.0), "float in [0, 1)"),
        (FixedDraw(-0.25), "float in [0, 1)"),
        (FixedDraw(float("nan")), "float in [0, 1)"),
        (FixedDraw(0), "float in [0, 1)"),
        (FixedDraw("0.5"), "float in [0, 1)"),
        (FixedDraw(None), "float in [0, 1)"),
    ],
)
def test_a_bad_random_source_is_refused_and_nothing_changes(source: object, fragment: str) -> None:
    s = _NODES["base"][0]
    before = s.to_json()
    with pytest.raises(RandomSourceError) as info:
        s.sample_chance(source)
    assert fragment in str(info.value)
    assert isinstance(info.value, ValueError)
    assert s.to_json() == before
    assert s.is_legal(s.sample_chance(random.Random(0)))  # still usable


def test_the_dice_bisection_matches_the_library_bisection() -> None:
    from bisect import bisect_right

    from cityknights.engine.rules.chance import _first_above

    for expansion in ("base", "ck"):
        sums = Game(expansion=expansion, players=3, seed=1).actions.dice_sums
        for edge in [0.0, *sums]:
            for r in (math.nextafter(edge, 0.0), edge, math.nextafter(edge, 1.0)):
                assert _first_above(sums, r) == bisect_right(sums, r)
    assert _first_above([], 0.5) == 0
    assert _first_above([0.5], 0.5) == 1


def test_numpy_generators_draw_too() -> None:
    np = pytest.importorskip("numpy")
    s = _NODES["ck"][0]
    outcomes = s.chance_outcomes()
    assert s.sample_chance(np.random.default_rng(4)) == sample_outcome(
        outcomes, np.random.default_rng(4)
    )
    assert s.sample_chance(FixedDraw(np.float64(0.5))) == sample_outcome(outcomes, FixedDraw(0.5))
