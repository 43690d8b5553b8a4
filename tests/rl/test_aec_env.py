"""The PettingZoo AEC env: PettingZoo's api and seed tests, out-of-turn decisions routed
to their owners, whole games, rewards and refusals."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from cityknights import IllegalActionError
from cityknights.rl.aec_env import CityKnightsAEC, env

# 5-6 players (the 30-hex board and the Special Build Phase): one shape of each size.
SHAPES = [("base", 3), ("base", 4), ("ck", 3), ("ck", 4), ("base", 5), ("ck", 6)]


@pytest.mark.parametrize(("expansion", "players"), SHAPES)
def test_passes_pettingzoo_api_and_seed_tests(expansion: str, players: int) -> None:
    api_test(env(expansion=expansion, players=players), num_cycles=200)
    seed_test(lambda: env(expansion=expansion, players=players), num_cycles=200)


def test_api_test_through_whole_games() -> None:
    """A low target ends games inside the test, so the end of a game is checked too."""
    api_test(env(players=3, vp_to_win=3, reward="shaped"), num_cycles=300)
    api_test(env(expansion="ck", players=4, vp_to_win=4, observation="dict"), num_cycles=60)


def play_out(game: CityKnightsAEC, seed: int) -> list[tuple[str, str]]:
    """Random legal play to the end; (agent, context) of every decision."""
    rng = np.random.default_rng(seed)
    game.reset(seed=seed)
    decisions = []
    for agent in game.agent_iter(100_000):
        _, _, terminated, truncated, info = game.last(observe=False)
        if terminated or truncated:
            game.step(None)
            continue
        assert game.state is not None
        decisions.append((agent, game.state.context()))
        game.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
    return decisions


def test_out_of_turn_decisions_go_to_their_owner() -> None:
    game = env(players=4, vp_to_win=6)
    rng = np.random.default_rng(0)
    game.reset(seed=1)
    seen_discard = False
    for agent in game.agent_iter(100_000):
        _, _, terminated, truncated, info = game.last(observe=False)
        if terminated or truncated:
            game.step(None)
            continue
        state = game.state
        assert state is not None
        owner = state.pending[0][1] if state.pending else state.turn_seat
        assert agent == f"seat_{owner}"
        others = [a for a in game.agents if a != agent]
        assert all(not game.infos[a]["action_mask"].any() for a in others)
        if state.context() == "discard":
            seen_discard = True
            assert {game.codec.actions[c].kind for c in np.flatnonzero(info["action_mask"])} == {
                "discard"
            }
        game.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
    assert seen_discard


def test_a_game_ends_with_win_and_loss_rewards() -> None:
    game = env(players=3, vp_to_win=5)
    rng = np.random.default_rng(3)
    game.reset(seed=3)
    totals = dict.fromkeys(game.possible_agents, 0.0)
    for agent in game.agent_iter(100_000):
        _, reward, terminated, truncated, info = game.last(observe=False)
        totals[agent] += reward
        game.step(
            None
            if terminated or truncated
            else int(rng.choice(np.flatnonzero(info["action_mask"])))
        )
    assert game.state is not None
    winner = game.state.winner()
    assert winner is not None and game.agents == []
    assert totals == {a: (1.0 if a == f"seat_{winner}" else -1.0) for a in game.possible_agents}


def test_same_seed_same_game() -> None:
    a = play_out(env(expansion="ck", players=3, vp_to_win=5), seed=4)
    b = play_out(env(expansion="ck", players=3, vp_to_win=5), seed=4)
    assert a == b and len(a) > 100


def test_caps_truncate_every_agent() -> None:
    game = env(players=3, max_steps=10)
    game.reset(seed=1)
    for _ in range(10):
        game.step(int(np.flatnonzero(game.infos[game.agent_selection]["action_mask"])[0]))
    assert all(game.truncations.values()) and not any(game.terminations.values())


def test_illegal_action_raises_and_changes_nothing() -> None:
    game = env(players=4)
    game.reset(seed=2)
    assert game.state is not None
    before = game.state.to_json()
    mask = game.infos[game.agent_selection]["action_mask"]
    for bad in (int(np.flatnonzero(mask == 0)[0]), -3, 10**6, 1.5, None):
        with pytest.raises(IllegalActionError, match="not legal now"):
            game.step(bad)
    assert game.state.to_json() == before


def test_bad_options_are_refused_by_name() -> None:
    with pytest.raises(ValueError, match="reward must be one of"):
        env(reward="points")
    with pytest.raises(ValueError, match="observation must be"):
        env(observation="image")
    with pytest.raises(ValueError, match="players must be 3, 4, 5 or 6"):
        env(players=7)


@pytest.mark.parametrize("seed", [-1, 2.5, float("inf"), "1", False, (1,)], ids=repr)
def test_a_bad_reset_seed_is_named_and_changes_nothing(seed: object) -> None:
    game = env(players=3)
    game.reset(seed=1)
    assert game.state is not None
    before = game.state.to_json()
    with pytest.raises(ValueError, match="seed must be a non-negative integer or None, got"):
        game.reset(seed=seed)  # type: ignore[arg-type]
    assert game.state.to_json() == before


def test_numpy_and_huge_integer_seeds_are_seeds() -> None:
    game = env(players=3)
    game.reset(seed=np.int64(4))  # type: ignore[arg-type]
    assert game.state is not None
    first = game.state.to_json()
    game.reset(seed=4)
    assert game.state.to_json() == first
    game.reset(seed=2**4000)
    assert game.state is not None
