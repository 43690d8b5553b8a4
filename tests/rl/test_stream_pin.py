"""Pinned digests of fixed-seed episodes: observations, masks, rewards and infos, bit for bit.

The envs' hot paths (compact view, encoder, masks, the opponents' loop) are tuned for
speed; these digests were taken before that tuning and must not move: a faster step that
changes one observation, one mask or one opponent's choice fails here. A deliberate change
of the observation or of an episode's course updates them (and says so in its commit).
"""

from __future__ import annotations

import hashlib
import random

import numpy as np
import pytest

from cityknights.rl import CityKnightsEnv
from cityknights.rl.aec_env import env as aec_env

STEPS = 1500

# (expansion, players, vp_to_win, offers, skip_forced) -> sha256 of the stream. Short
# games where the learner makes offers (its episodes are long), so that every stream
# crosses episode ends and resets.
GYM_DIGESTS = {
    ("base", 3, 5, True, False): "5fd5ea1414bfd1f8c9176331a608d909a5c9afa7c81177c28fbe616ac684844d",
    ("base", 4, 5, True, False): "92a9522e8225baf1aa450c6f503fc84d0f9fddbe26c6ce3e8829ad06d32d4681",
    ("ck", 3, 6, True, False): "03b4c3e1765479cf3ba42ccba6d67ae0fb0736b3ab05f69dfe7d659a0cc7696c",
    ("ck", 4, 6, True, False): "9ba74309dbe430ad63fca0422bbadbdef44fbfad9b91ff8af7904b8ff573f79d",
    (
        "base",
        4,
        None,
        False,
        True,
    ): "107a326fbd2d7af0156bbe7fc7e82f7058be49b005549852e9a9908794c7f055",
    (
        "ck",
        4,
        None,
        False,
        True,
    ): "f12704654677b885d910fe5e76f04f06dbf00086ca8795e9077cb1d88f55a584",
}
AEC_DIGESTS = {
    ("base", 3, 3): "a6ee0d839ad395b8ce317b21117c43235655937658b9e295e416d743c102437d",
    ("ck", 4, 5): "c7b39ba163570f5216f367c299417a3535105b9885bd8c746b6db32bc9606071",
}


def gym_stream(
    expansion: str, players: int, vp_to_win: int | None, offers: bool, skip_forced: bool
) -> str:
    """Random legal steps over episodes from seed 7 on, reset with the next seed."""
    env = CityKnightsEnv(
        expansion=expansion,
        players=players,
        vp_to_win=vp_to_win,
        offers=offers,
        skip_forced=skip_forced,
        learner_seat="random",
        reward="shaped",
    )
    rng = random.Random(11)
    digest = hashlib.sha256()
    seed = 7
    obs, info = env.reset(seed=seed)
    for _ in range(STEPS):
        mask = info["action_mask"]
        digest.update(obs.tobytes())
        digest.update(mask.tobytes())
        digest.update(repr(sorted((k, v) for k, v in info.items() if k != "action_mask")).encode())
        action = rng.choice(np.flatnonzero(mask).tolist())
        obs, reward, terminated, truncated, info = env.step(action)
        digest.update(repr((reward, terminated, truncated)).encode())
        if terminated or truncated:
            seed += 1
            obs, info = env.reset(seed=seed)
    return digest.hexdigest()


def aec_stream(expansion: str, players: int, vp_to_win: int) -> str:
    """Every seat an agent, random legal actions, episodes from seed 3 on."""
    game = aec_env(expansion=expansion, players=players, vp_to_win=vp_to_win)
    rng = random.Random(5)
    digest = hashlib.sha256()
    seed = 3
    game.reset(seed=seed)
    for _ in range(STEPS):
        agent = game.agent_selection
        obs, reward, terminated, truncated, info = game.last()
        digest.update(agent.encode())
        digest.update(obs.tobytes())
        digest.update(info["action_mask"].tobytes())
        digest.update(repr((reward, terminated, truncated)).encode())
        if terminated or truncated:
            game.step(None)
            if not game.agents:
                seed += 1
                game.reset(seed=seed)
            continue
        game.step(rng.choice(np.flatnonzero(info["action_mask"]).tolist()))
    return digest.hexdigest()


@pytest.mark.parametrize("shape", list(GYM_DIGESTS))
def test_gym_episode_stream_is_unchanged(shape: tuple[str, int, int | None, bool, bool]) -> None:
    assert gym_stream(*shape) == GYM_DIGESTS[shape]


@pytest.mark.parametrize("shape", list(AEC_DIGESTS))
def test_aec_episode_stream_is_unchanged(shape: tuple[str, int, int]) -> None:
    assert aec_stream(*shape) == AEC_DIGESTS[shape]
