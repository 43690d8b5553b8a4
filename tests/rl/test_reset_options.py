"""``reset(options=...)``: the keys each env takes, and the refusal of every other, before
anything changes (Gymnasium and PettingZoo pass ``options`` through unchanged)."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import cityknights.rl  # noqa: F401  (registers the ids)
from cityknights.rl import CityKnightsEnv
from cityknights.rl.aec_env import env as aec_env


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_learner_seat_option_sets_the_seat_for_one_episode(expansion: str) -> None:
    env = CityKnightsEnv(expansion=expansion, players=4, learner_seat=0)
    _, info = env.reset(seed=1, options={"learner_seat": 2})
    assert info["seat"] == 2 and env.seat == 2
    assert env.state is not None and env.state.current_player() == 2
    _, info = env.reset(seed=1)  # the next episode is back on the env's own seat
    assert info["seat"] == 0
    _, info = env.reset(seed=1, options={"learner_seat": np.int64(3)})
    assert info["seat"] == 3
    seats = {env.reset(seed=s, options={"learner_seat": "random"})[1]["seat"] for s in range(20)}
    assert seats == {0, 1, 2, 3}


def test_learner_seat_option_is_the_same_episode_as_the_constructor_seat() -> None:
    a = CityKnightsEnv(players=3, learner_seat=1)
    b = CityKnightsEnv(players=3, learner_seat=0)
    obs_a, info_a = a.reset(seed=5)
    obs_b, info_b = b.reset(seed=5, options={"learner_seat": 1})
    assert np.array_equal(obs_a, obs_b)
    assert np.array_equal(info_a["action_mask"], info_b["action_mask"])


def test_options_pass_through_gym_make() -> None:
    env = gym.make("cityknights/Catan-v0", players=3)
    _, info = env.reset(seed=2, options={"learner_seat": 1})
    assert info["seat"] == 1
    with pytest.raises(ValueError, match="unknown reset option 'seat'"):
        env.reset(seed=2, options={"seat": 1})
    env.close()


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"seat": 1}, r"unknown reset option 'seat' \(accepted: learner_seat\)"),
        ({"learner_seat": 1, "vp_to_win": 5}, "unknown reset option 'vp_to_win'"),
        ({"learner_seat": 4}, r"options\['learner_seat'\] must be 0-3 or 'random', got 4"),
        ({"learner_seat": -1}, r"options\['learner_seat'\] must be 0-3"),
        ({"learner_seat": True}, r"options\['learner_seat'\] must be 0-3 or 'random', got True"),
        ({"learner_seat": "2"}, r"options\['learner_seat'\] must be 0-3 or 'random', got '2'"),
        ({"learner_seat": 1.0}, r"options\['learner_seat'\] must be 0-3"),
        ([("learner_seat", 1)], "reset options must be a dict or None"),
        ("learner_seat", "reset options must be a dict or None"),
    ],
)
def test_gym_env_refuses_bad_options_before_anything_changes(options: object, message: str) -> None:
    env = CityKnightsEnv(players=4, learner_seat=1)
    obs, _ = env.reset(seed=3)
    state_before = env.state.clone() if env.state is not None else None
    with pytest.raises(ValueError, match=message):
        env.reset(seed=99, options=options)  # type: ignore[arg-type]
    assert env.state == state_before and env.seat == 1
    # The generator was not reseeded either: the next seeded reset is as before.
    assert np.array_equal(env.reset(seed=3)[0], obs)


def test_empty_options_are_no_options() -> None:
    env = CityKnightsEnv(players=3, learner_seat=2)
    a = env.reset(seed=4, options={})[0]
    b = env.reset(seed=4, options=None)[0]
    assert np.array_equal(a, b) and env.seat == 2


def test_aec_env_warns_of_every_key_and_refuses_what_is_not_a_dict() -> None:
    game = aec_env(players=3)
    game.reset(seed=1, options={})
    first, obs = game.agent_selection, game.observe("seat_0")
    state_before = game.state
    with pytest.raises(ValueError, match="reset options must be a dict or None"):
        game.reset(seed=2, options=[1])  # type: ignore[arg-type]
    assert game.state is state_before and game.agent_selection == first
    # PettingZoo's api_test resets with {"options": 1}: named in a warning, not refused.
    with pytest.warns(UserWarning, match=r"reset option 'learner_seat' ignored \(accepted: none\)"):
        game.reset(seed=1, options={"learner_seat": 1})
    assert np.array_equal(game.observe("seat_0"), obs)
    game.reset(seed=1, options=None)  # None is no options, as {} is
    assert np.array_equal(game.observe("seat_0"), obs)
