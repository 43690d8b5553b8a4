"""Reinforcement learning: a Gymnasium env and a PettingZoo AEC env for Catan and C&K.

Importing this package registers the Gymnasium ids ``cityknights/Catan-v0`` (base game)
and ``cityknights/CitiesKnights-v0`` (Cities & Knights), and for 5-6 players
``cityknights/Catan56-v0`` and ``cityknights/CitiesKnights56-v0`` (6 seats by default). Needs the ``rl`` extra
(gymnasium, pettingzoo): ``pip install 'cityknights[rl]'``. :class:`CityKnightsVectorEnv`
steps N games in one call (:mod:`cityknights.rl.vector`).
"""

from __future__ import annotations

import gymnasium

from cityknights.rl.gym_env import CityKnightsEnv, observation_space
from cityknights.rl.observation import CONTEXTS, ObservationEncoder, encoder_for
from cityknights.rl.vector import CityKnightsVectorEnv

__all__ = [
    "CONTEXTS",
    "ENV_IDS",
    "ENV_IDS_56",
    "CityKnightsEnv",
    "CityKnightsVectorEnv",
    "ObservationEncoder",
    "encoder_for",
    "observation_space",
]

#: The registered Gymnasium ids and their expansion.
ENV_IDS = {"cityknights/Catan-v0": "base", "cityknights/CitiesKnights-v0": "ck"}
#: The 5-6 player ids (the 30-hex board and the Special Build Phase; 6 seats unless
#: ``players=5`` is given), and their expansion.
ENV_IDS_56 = {"cityknights/Catan56-v0": "base", "cityknights/CitiesKnights56-v0": "ck"}

for _id, _expansion in {**ENV_IDS, **ENV_IDS_56}.items():
    if _id not in gymnasium.registry:
        gymnasium.register(
            id=_id,
            entry_point="cityknights.rl.gym_env:CityKnightsEnv",
            kwargs={"expansion": _expansion, **({"players": 6} if _id in ENV_IDS_56 else {})},
        )
