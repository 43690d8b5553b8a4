"""The vector env: each game's stream is the single env's, across autoresets; bad input."""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.vector import AutoresetMode
from gymnasium.wrappers.vector import RecordEpisodeStatistics

from cityknights import GameConfigError, IllegalActionError
from cityknights.engine import Action, ActionCodec, Game
from cityknights.rl import CityKnightsEnv, CityKnightsVectorEnv
from cityknights.rl.batch import ActionCodes


def lockstep(options: dict[str, Any], n: int, seed: int, steps: int) -> dict[str, int]:
    """Steps a vector env of ``n`` games and ``n`` single envs (reset with seed + i) with
    the same random legal actions, the singles reset as NEXT_STEP autoreset does; asserts
    every observation, mask, reward and flag equal. Returns what happened (for the
    callers to check that the run met what it is meant to test)."""
    rng = np.random.default_rng(seed)
    vector = CityKnightsVectorEnv(n, **options)
    singles = [CityKnightsEnv(**options) for _ in range(n)]
    obs, infos = vector.reset(seed=seed)
    assert obs.dtype == np.float32 and obs.shape == (n, singles[0].observation_space.shape[0])
    assert vector.observation_space.contains(obs)
    for i, env in enumerate(singles):
        single_obs, info = env.reset(seed=seed + i)
        np.testing.assert_array_equal(obs[i], single_obs)
        np.testing.assert_array_equal(infos["action_mask"][i], info["action_mask"].astype(bool))
        assert infos["seat"][i] == env.seat
    ended = [False] * n
    seen = {"terminated": 0, "truncated": 0, "restarts": 0, "max_turn": 0}
    for _ in range(steps):
        masks = vector.action_masks()
        actions = np.array([rng.choice(np.flatnonzero(m)) if m.any() else 0 for m in masks])
        obs, rewards, terminated, truncated, infos = vector.step(actions)
        for i, env in enumerate(singles):
            if ended[i]:
                single_obs, info = env.reset()
                reward, term, trunc = 0.0, False, False
                seen["restarts"] += 1
            else:
                single_obs, reward, term, trunc, info = env.step(int(actions[i]))
            np.testing.assert_array_equal(obs[i], single_obs)
            np.testing.assert_array_equal(infos["action_mask"][i], info["action_mask"] != 0)
            assert (rewards[i], terminated[i], truncated[i]) == (reward, term, trunc)
            assert infos["seat"][i] == env.seat and infos["_winner"][i] == (term or trunc)
            if term:
                assert infos["winner"][i] == info["winner"]
            assert env.state is not None
            seen["max_turn"] = max(seen["max_turn"], env.state.turn)
            seen["terminated"] += term
            seen["truncated"] += trunc
            ended[i] = term or trunc
    return seen


@pytest.mark.parametrize(
    ("expansion", "players", "seed"),
    [("base", 3, 1), ("base", 4, 7), ("ck", 4, 3), ("base", 5, 11), ("ck", 6, 5)],
)
def test_each_game_is_the_single_envs_stream_across_autoresets(
    expansion: str, players: int, seed: int
) -> None:
    options = {"expansion": expansion, "players": players, "max_steps": 40}
    seen = lockstep(options, n=3, seed=seed, steps=130)
    assert seen["truncated"] >= 6 and seen["restarts"] >= 6


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_won_games_shaped_rewards_random_seats_and_options_match(expansion: str) -> None:
    options = {
        "expansion": expansion,
        "players": 3,
        "vp_to_win": 4,  # games that end with a winner within a test's steps
        "reward": "shaped",
        "vp_weight": 0.25,
        "learner_seat": "random",
        "offers": False,
        "skip_forced": True,
        "max_steps": None,
    }
    seen = lockstep(options, n=4, seed=21, steps=250)
    assert seen["terminated"] >= 2 and seen["restarts"] >= 2


def test_a_turn_past_255_is_written_as_the_single_env_writes_it() -> None:
    # The one entry that passes a byte: its high byte is written apart.
    options = {"players": 3, "vp_to_win": 20, "offers": False, "max_steps": None}
    seen = lockstep(options, n=1, seed=2, steps=2600)
    assert seen["max_turn"] > 256


def test_spaces_autoreset_mode_and_copies() -> None:
    envs = CityKnightsVectorEnv(2, expansion="ck", players=4)
    assert envs.metadata["autoreset_mode"] == AutoresetMode.NEXT_STEP
    single = CityKnightsEnv(expansion="ck", players=4)
    assert envs.single_observation_space == single.observation_space
    assert envs.single_action_space == single.action_space
    assert envs.action_space.shape == (2,)
    obs, infos = envs.reset(seed=[4, None])
    assert infos["seat"].tolist() == [0, 0] and infos["action_mask"].shape == (
        2,
        single.action_space.n,
    )
    action = envs.action_masks().argmax(axis=1)
    assert envs.action_space.contains(action)
    obs2, *_ = envs.step(action)
    assert obs2 is not obs and not np.shares_memory(obs, obs2)
    shared = CityKnightsVectorEnv(2, copy=False)
    first, _ = shared.reset(seed=0)
    again, *_ = shared.step(shared.action_masks().argmax(axis=1))
    assert again is first  # the buffer itself, overwritten


def test_works_under_gymnasiums_vector_wrappers() -> None:
    envs = RecordEpisodeStatistics(CityKnightsVectorEnv(2, players=3, max_steps=5))
    _, infos = envs.reset(seed=0)
    for _ in range(5):  # the fifth ends both games (max_steps=5)
        _, _, terminated, truncated, infos = envs.step(infos["action_mask"].argmax(axis=1))
    assert truncated.all() and not terminated.any() and "episode" in infos
    assert (infos["episode"]["l"][infos["_episode"]] == 5).all()


@pytest.mark.parametrize("num_envs", [0, -1, True, 1.5, "4"])
def test_num_envs_below_one_or_not_an_int_is_refused(num_envs: Any) -> None:
    with pytest.raises(ValueError, match="num_envs must be a positive integer"):
        CityKnightsVectorEnv(num_envs)


def test_bad_options_are_refused_as_the_single_env_refuses_them() -> None:
    with pytest.raises(GameConfigError):
        CityKnightsVectorEnv(2, players=7)
    with pytest.raises(ValueError, match="reward must be one of"):
        CityKnightsVectorEnv(2, reward="score")
    with pytest.raises(ValueError, match="copy must be True or False"):
        CityKnightsVectorEnv(2, copy=1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="opponents: 3 expected"):
        CityKnightsVectorEnv(2, opponents=["random"])


def test_bad_actions_are_refused_before_any_game_moves() -> None:
    envs = CityKnightsVectorEnv(3, players=3)
    with pytest.raises(RuntimeError, match="call reset"):
        envs.step(np.zeros(3, np.int64))
    obs, _ = envs.reset(seed=9)
    legal = envs.action_masks().argmax(axis=1)
    with pytest.raises(ValueError, match=r"3 action codes expected, got shape \(2,\)"):
        envs.step(legal[:2])
    with pytest.raises(ValueError, match=r"got shape \(1, 3\)"):
        envs.step(legal[None, :])
    with pytest.raises(ValueError, match="integer action codes, got dtype float64"):
        envs.step(legal.astype(float))
    illegal = legal.copy()
    illegal[2] = int(np.flatnonzero(~envs.action_masks()[2])[0])
    with pytest.raises(IllegalActionError, match=rf"game 2: action {illegal[2]} is not legal"):
        envs.step(illegal)
    out_of_range = legal.copy()
    out_of_range[1] = envs.single_action_space.n
    with pytest.raises(IllegalActionError, match="game 1"):
        envs.step(out_of_range)
    with pytest.raises(ValueError, match="seed must be None, an integer or 3 seeds"):
        envs.reset(seed=[1, 2])
    with pytest.raises(ValueError, match="seed must be a non-negative integer"):
        envs.reset(seed=-1)
    # Nothing moved: the same steps as a fresh copy's.
    fresh = CityKnightsVectorEnv(3, players=3)
    fresh_obs, _ = fresh.reset(seed=9)
    np.testing.assert_array_equal(obs, fresh_obs)
    np.testing.assert_array_equal(envs.step(legal)[0], fresh.step(legal)[0])


def test_the_vector_env_is_a_gymnasium_vector_env() -> None:
    envs = CityKnightsVectorEnv(2)
    assert isinstance(envs, gym.vector.VectorEnv) and envs.num_envs == 2


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_observations_are_every_integer_over_its_divisor(expansion: str) -> None:
    """The board's entries are divided again only in the games that wrote new board
    bytes: after every step the whole array is what dividing all of it gives."""
    envs = CityKnightsVectorEnv(6, expansion=expansion, copy=False)
    obs, _ = envs.reset(seed=3)
    divisors = envs._divisors
    rng = np.random.default_rng(3)
    for _ in range(300):
        np.testing.assert_array_equal(obs, np.divide(envs.observation_ints, divisors))
        masks = envs.action_masks()
        actions = (rng.random(masks.shape) * masks).argmax(axis=1)
        obs, *_ = envs.step(actions)


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_action_codes_by_address_then_by_value(expansion: str) -> None:
    """The vector env finds a legal action's code by the address of the codec's own
    object; an equal action built elsewhere is found by value; one without a code is -1."""
    codec = ActionCodec(Game(expansion=expansion))
    table = ActionCodes(codec, [])
    for code, action in enumerate(codec.actions):
        assert table.code(action) == code
        assert table.code(Action(*action)) == code  # an equal object, not the codec's
    assert table.code(Action("offer_trade", (2, 0, 0, 0, 0), (0, 1, 0, 0, 0))) == -1
    assert table.code(Action("no_such_kind")) == -1


def test_masks_follow_the_games_legal_codes_and_the_failed_step_changes_none() -> None:
    """The masks are set from the codes the games list: after a refused step they are
    what they were, and each row holds exactly its game's legal codes."""
    envs = CityKnightsVectorEnv(4, expansion="ck")
    _, infos = envs.reset(seed=2)
    before = infos["action_mask"]
    actions = np.array([int(np.flatnonzero(m)[0]) for m in before])
    bad = actions.copy()
    bad[3] = int(np.flatnonzero(~before[3])[0])
    with pytest.raises(IllegalActionError, match="game 3"):
        envs.step(bad)
    np.testing.assert_array_equal(envs.action_masks(), before)
    for _ in range(40):
        _, _, _, _, infos = envs.step(actions)
        masks = infos["action_mask"]
        for i, slot in enumerate(envs._slots):
            assert sorted(np.flatnonzero(masks[i]).tolist()) == sorted(set(slot.codes))
        actions = np.array([int(np.flatnonzero(m)[-1]) if m.any() else 0 for m in masks])


def test_a_step_that_fails_midway_leaves_no_stale_codes_for_the_next_reset() -> None:
    """An opponent's policy raising in the middle of a step, after some games wrote their
    legal codes, propagates; the next reset's masks are a fresh env's, nothing of the
    failed call's codes left in them."""
    armed = {"on": False}

    def flaky(obs: np.ndarray, mask: np.ndarray) -> int:
        if armed["on"] and len(envs._buffers.legal) > 0:  # a game before this one wrote
            raise RuntimeError("the opponent's policy failed")
        return int(np.flatnonzero(mask)[-1])

    envs = CityKnightsVectorEnv(4, opponents=flaky)
    fresh = CityKnightsVectorEnv(4, opponents=flaky)
    _, infos = envs.reset(seed=4)
    with pytest.raises(RuntimeError, match="policy failed"):
        for step in range(200):
            armed["on"] = step >= 40  # past the setup: codes a fresh game has not
            masks = infos["action_mask"]
            actions = np.array([int(np.flatnonzero(m)[-1]) if m.any() else 0 for m in masks])
            *_, infos = envs.step(actions)
    armed["on"] = False
    obs, infos = envs.reset(seed=4)
    fresh_obs, fresh_infos = fresh.reset(seed=4)
    np.testing.assert_array_equal(obs, fresh_obs)
    np.testing.assert_array_equal(infos["action_mask"], fresh_infos["action_mask"])
