"""Determinization: states sampled from a view agree with everything the view shows."""

from __future__ import annotations

import random

import pytest

import cityknights as ck
from cityknights.engine.determinize import DeterminizeError, sample_state, sample_states

from .helpers import play_random, random_states


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_sampled_states_agree_with_the_view(expansion: str) -> None:
    game = ck.Game(expansion=expansion, seed=4, max_turns=60)
    rng = random.Random(4)
    checked = 0
    for s in random_states(game.new_initial_state(), rng):  # rng also draws the samples
        seat = s.current_player()
        if seat >= 0 and s.phase in ("pre_roll", "main") and not s.pending:
            view = s.view(seat)
            d = sample_state(view, rng)
            # Everything the seat knows is the same in the sample ...
            assert d.view(seat) == view
            # ... so its legal actions are too, and the counts of hidden cards match.
            assert sorted(d.legal_actions()) == sorted(s.legal_actions())
            assert [sum(h) for h in d.hands] == [sum(h) for h in s.hands]
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_sample_states_is_sample_state_without_the_parser(expansion: str) -> None:
    """sample_states fills clones of its first sample: the same states, drawn in the same
    order from the rng, as one sample_state call per state (and no state shares a list)."""
    game = ck.Game(expansion=expansion, seed=6, max_turns=80)
    checked = 0
    for s in random_states(game.new_initial_state(), random.Random(6)):
        seat = s.current_player()
        if seat < 0 or s.phase not in ("pre_roll", "main") or s.pending or s.offer:
            continue
        view = s.view(seat)
        fast = sample_states(view, random.Random(checked), game, 3)
        rng = random.Random(checked)
        assert fast == [sample_state(view, rng, game) for _ in range(3)]
        # The hidden parts are the samples' own: changing one leaves the others alone.
        others = [fast[0].to_json(), fast[2].to_json()]
        rows = [list(row) for row in fast[1].hands]
        rows[(seat + 1) % 4][0] += 1
        fast[1].hands = tuple(tuple(row) for row in rows)
        rows = [list(row) for row in fast[1].dev_hand]
        rows[(seat + 1) % 4][0] += 1
        fast[1].dev_hand = tuple(tuple(row) for row in rows)
        fast[1].deck[0][0] += 1
        assert [fast[0].to_json(), fast[2].to_json()] == others
        checked += 1
    assert checked > 30


def test_samples_vary_the_hidden_cards() -> None:
    game = ck.Game(seed=2, max_turns=60)
    s = play_random(
        game.new_initial_state(),
        random.Random(2),
        until=lambda s: s.phase == "main" and not s.pending and sum(s.hands[1]) >= 3,
    )
    view = s.view(s.turn_seat)
    other = (s.turn_seat + 1) % 4
    hands = {tuple(sample_state(view, random.Random(i)).hands[other]) for i in range(30)}
    assert len(hands) > 1


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_setup_placements_are_determinized(expansion: str) -> None:
    """Every setup decision (settlement, C&K city, road) gives a state with the same view
    and the same legal actions: the setup's progress is read from the pieces."""
    s = ck.Game(expansion=expansion, seed=1).new_initial_state()
    rng = random.Random(1)
    checked = 0
    while s.phase.startswith("setup"):
        seat = s.current_player()
        view = s.view(seat)
        d = sample_state(view, rng)
        assert d.view(seat) == view
        assert d.legal_actions() == s.legal_actions()
        assert d.setup_index == s.setup_index
        if s.phase == "setup_road":  # the only phase that reads it
            assert d.setup_vertex == s.setup_vertex
        checked += 1
        s.apply(rng.choice(s.legal_actions()))
    assert checked == 16


def test_refused_mid_decision() -> None:
    game = ck.Game(seed=1)
    rng = random.Random(1)
    s = play_random(
        game.new_initial_state(),
        rng,
        until=lambda s: s.pending and s.current_player() != ck.CHANCE,
    )
    with pytest.raises(DeterminizeError, match="between the turn player's decisions"):
        sample_state(s.view(s.current_player()), rng)


def test_a_setup_view_whose_pieces_do_not_add_up_is_refused() -> None:
    s = ck.Game(seed=1).new_initial_state()
    s.apply(s.legal_actions()[0])  # seat 0's settlement: now its road is due
    view = s.view(0)
    assert view["phase"] == "setup_road"
    view["buildings"] = []  # no building without a road: where would the road go?
    with pytest.raises(DeterminizeError, match="setup placements do not add up"):
        sample_state(view, random.Random(0))
