"""Property: a mutated action (a parameter of another type or out of range, a kind
changed, a parameter added or left out) is refused with IllegalActionError and changes
nothing, or it is legal and applies; Action.from_json refuses mutated JSON the same way.

CITYKNIGHTS_FUZZ_EXAMPLES sets the number of cases per test (CI: a small batch).
"""

from __future__ import annotations

import json
import random

from hypothesis import given
from hypothesis import strategies as st

from cityknights import Action, IllegalActionError, State
from cityknights.engine.actions import KIND_PARAMS

from .fuzz_corpus import JUNK, corpus
from .test_fuzz_positions import FUZZ

KINDS = sorted(KIND_PARAMS)


def mutated_action(a: Action, rng: random.Random) -> Action:
    parts = list(a)
    how = rng.choice(("param", "param", "param", "kind", "add", "drop"))
    if how == "param" and len(parts) > 1:
        i = rng.randrange(1, len(parts))
        value = parts[i]
        parts[i] = rng.choice([*JUNK, float(value) if type(value) is int else value, 99, -2])
    elif how == "kind":
        parts[0] = rng.choice([*KINDS, "fly", 3, None])
    elif how == "add":
        parts.append(rng.choice(JUNK))
    elif len(parts) > 1:
        parts.pop()
    return tuple.__new__(Action, parts)  # around the constructor: anything goes


def state_and_options(expansion: str, index: int) -> tuple[State, list[Action]]:
    items = corpus(expansion)
    game, text = items[index % len(items)]
    s = State.from_json(game, json.loads(text))
    if s.is_terminal():
        return s, []
    options = [a for a, _ in s.chance_outcomes()] if s.is_chance_node() else s.legal_actions()
    return s, options


def judge(s: State, action: Action) -> None:
    before = s.to_json()
    legal = s.is_legal(action)
    assert legal == (s.illegal_reason(action) is None)
    try:
        s.apply(action)
    except IllegalActionError as exc:
        assert not legal and s.to_json() == before, f"{action!r} refused but changed the state"
        assert len(exc.reason) < 400
        return
    assert legal, f"{action!r} applied though illegal"
    assert State.from_json(s.game, json.loads(json.dumps(s.to_json()))) == s


@FUZZ
@given(st.sampled_from(("base", "ck")), st.integers(0, 10**6), st.integers(0, 2**32))
def test_mutated_actions_are_refused_without_a_change_or_applied(expansion, index, seed):
    s, options = state_and_options(expansion, index)
    rng = random.Random(seed)
    base = rng.choice(options) if options else Action("end_turn")
    judge(s, mutated_action(base, rng))


@FUZZ
@given(st.sampled_from(("base", "ck")), st.integers(0, 10**6), st.integers(0, 2**32))
def test_mutated_action_json_is_refused_or_read(expansion, index, seed):
    s, options = state_and_options(expansion, index)
    rng = random.Random(seed)
    d = (rng.choice(options) if options else Action("end_turn")).to_json()
    key = rng.choice([*d, "extra"])
    d[key] = rng.choice(JUNK)
    try:
        action = Action.from_json(d)
    except IllegalActionError:
        return
    judge(s, action)
