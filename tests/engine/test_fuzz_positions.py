"""Property: a mutated real position is refused with a ValueError subclass, or it loads
as a state the engine can play on: it round-trips through JSON, and its legal actions or
chance outcomes apply, and random play goes on from it without a crash.

CITYKNIGHTS_FUZZ_EXAMPLES sets the number of cases per test (CI: a small batch).
"""

from __future__ import annotations

import json
import os
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cityknights import State

from .fuzz_corpus import corpus, mutate
from .helpers import random_action

EXAMPLES = int(os.environ.get("CITYKNIGHTS_FUZZ_EXAMPLES", "120"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def check_playable(s: State, rng: random.Random) -> None:
    """What a loaded state promises: JSON round trip, options that apply, play goes on."""
    again = State.from_json(s.game, json.loads(json.dumps(s.to_json())))
    assert again == s, "the loaded state does not round-trip"
    if s.is_terminal():
        assert s.legal_actions() == []
        return
    options = [a for a, _ in s.chance_outcomes()] if s.is_chance_node() else s.legal_actions()
    assert options, f"no option in a non-terminal state ({s.context()})"
    for a in options:
        s.clone().apply(a)
    play = s.clone()
    for _ in range(60):  # past the loaded decisions: each must still have an option
        if play.is_terminal():
            break
        play.apply(random_action(play, rng))


def load_mutated(expansion: str, index: int, seed: int, rounds: int) -> None:
    items = corpus(expansion)
    game, text = items[index % len(items)]
    rng = random.Random(seed)
    d = json.loads(text)
    done = [mutate(d, rng) for _ in range(rounds)]
    use_config = rng.random() < 0.2  # the game from the position's own config
    try:
        s = State.from_json(None if use_config else game, d)
    except ValueError:
        return  # refused: a PositionError (or another ValueError) naming the fault
    except Exception as exc:
        raise AssertionError(f"{type(exc).__name__} after {done}: {exc}") from exc
    try:
        check_playable(s, rng)
    except Exception as exc:
        raise AssertionError(f"loaded after {done} but not playable: {exc!r}") from exc


@FUZZ
@given(st.integers(0, 10**6), st.integers(0, 2**32), st.integers(1, 3))
def test_mutated_base_positions_are_refused_or_playable(index, seed, rounds):
    load_mutated("base", index, seed, rounds)


@FUZZ
@given(st.integers(0, 10**6), st.integers(0, 2**32), st.integers(1, 3))
def test_mutated_ck_positions_are_refused_or_playable(index, seed, rounds):
    load_mutated("ck", index, seed, rounds)


def test_the_corpus_holds_positions_with_pending_decisions():
    for expansion in ("base", "ck"):
        items = corpus(expansion)
        with_pending = [t for _, t in items if json.loads(t)["pending"]]
        assert len(items) >= 30 and len(with_pending) >= 10
