"""A PettingZoo AEC environment: every seat an agent (``seat_0``, ``seat_1``, ...).

The agent to act is the owner of the engine's current decision, so out-of-turn decisions
(discards on a 7, trade answers, Commercial Harbor answers, Wedding gifts, knight
relocations, choosing the city the barbarians pillage...) go to the seat that owns them,
in the order of the engine's pending-decision queue. Chance nodes are sampled inside the
environment from its seed. The acting agent's legal mask is in ``infos[agent]["action_mask"]``
(the other agents' masks are all zeros)::

    from cityknights.rl.aec_env import env
    game = env(expansion="ck", players=4)
    game.reset(seed=1)
    for agent in game.agent_iter():
        observation, reward, terminated, truncated, info = game.last()
        action = None if terminated or truncated else policy(observation, info["action_mask"])
        game.step(action)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

import cityknights as ck
from cityknights.rl.episode import (
    DEFAULT_MAX_STEPS,
    DEFAULT_MAX_TURNS,
    REWARDS,
    ChanceSampler,
    GameOptions,
    chance_rng,
    check_max_steps,
    check_reset_options,
    check_seed,
    check_vp_weight,
    episode_seed,
    rule_flags,
    terminal_rewards,
)
from cityknights.rl.gym_env import observation_space
from cityknights.rl.masks import action_code, action_mask, empty_mask
from cityknights.rl.observation import ObservationEncoder

__all__ = ["CityKnightsAEC", "env"]


class CityKnightsAEC(AECEnv[str, Any, int]):
    """Catan or Cities & Knights with every seat an agent.

    Options: ``expansion``, ``players``, ``vp_to_win``, ``ruleset``, ``rules``, ``board``,
    ``reward``, ``vp_weight``, ``max_turns`` and ``observation`` as for
    :class:`cityknights.rl.CityKnightsEnv`; ``max_steps`` counts every seat's decisions
    (default 40,000), after which all agents are truncated. An illegal action raises
    ``IllegalActionError`` and changes nothing.
    """

    metadata = {"name": "cityknights_v0", "render_modes": [], "is_parallelizable": False}

    def __init__(
        self,
        *,
        expansion: str = "base",
        players: int = 4,
        vp_to_win: int | None = None,
        ruleset: str = "colonist",
        rules: Mapping[str, Any] | None = None,
        board: str | None = None,
        reward: str = "win_loss",
        vp_weight: float = 0.1,
        max_turns: int | None = DEFAULT_MAX_TURNS,
        max_steps: int | None = 4 * DEFAULT_MAX_STEPS,
        observation: str = "vector",
    ) -> None:
        super().__init__()
        self.options = GameOptions(
            expansion, players, vp_to_win, ruleset, rule_flags(rules), max_turns, board
        )
        self.options.check()
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(REWARDS)}; got {reward!r}")
        if observation not in ("vector", "dict"):
            raise ValueError(f"observation must be vector or dict; got {observation!r}")
        check_max_steps(max_steps)
        self.max_steps = max_steps
        self.reward_kind, self.vp_weight = reward, check_vp_weight(vp_weight)
        game = self.options.game(0)
        # Its own encoder: see CityKnightsEnv.
        self.encoder = ObservationEncoder(expansion, players, game.special_build, game.paired)
        self.codec = ck.ActionCodec(game)
        self._dict_obs = observation == "dict"
        self.possible_agents = [f"seat_{seat}" for seat in range(players)]
        self._seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self.observation_spaces = {
            a: observation_space(expansion, players, observation, game.special_build, game.paired)
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(self.codec.size) for a in self.possible_agents}
        self.np_random, _ = seeding.np_random(None)
        self.state: ck.State | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; ``seed`` makes it (board, dice, draws) repeatable.

        ``options``: None or a dict, with no key this env uses (every seat is an agent:
        there is no learner seat to choose, and the game is fixed when the env is made).
        Each key is named in a UserWarning and ignored rather than refused, because
        PettingZoo's own ``api_test`` resets with ``options={"options": 1}`` to check the
        argument exists. ValueError for options that are not a dict, or a seed that is
        not None or a non-negative integer, raised before anything changes."""
        seed = check_seed(seed)
        check_reset_options(options, (), unknown="warn")
        if seed is not None:
            self.np_random, _ = seeding.np_random(seed)
        seed_ = episode_seed(self.np_random)
        self.state = self.options.game(seed_).new_initial_state()
        self._chance = ChanceSampler(chance_rng(seed_))
        self._chance.advance(self.state)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {"action_mask": empty_mask(self.codec)} for a in self.agents}
        self._vps = [self.state.victory_points(p) for p in range(self.options.players)]
        self._skip_agent_selection = None
        self._steps = 0
        self._select()

    def observe(self, agent: str) -> Any:
        if self.state is None:
            raise RuntimeError("call reset() before observe()")
        vector = self.encoder.encode_compact(self.state.compact_view(self._seat_of[agent]))
        return self.encoder.split(vector) if self._dict_obs else vector

    def step(self, action: Any) -> None:
        if self.state is None:
            raise RuntimeError("call reset() before step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.state
        assert state is not None
        mask = self.infos[agent]["action_mask"]
        code = action_code(action, self.codec.size)
        if code is None or not mask[code]:
            raise ck.IllegalActionError(
                f"{agent}: action {action!r} is not legal now "
                f"(legal codes: {np.flatnonzero(mask).tolist()})"
            )
        self._cumulative_rewards[agent] = 0.0
        state.advance(self.codec.actions[code])
        self._chance.advance(state)
        self._steps += 1
        self.infos[agent] = {"action_mask": empty_mask(self.codec)}
        rewards = [0.0] * self.options.players
        if self.reward_kind == "shaped":
            for p, before in enumerate(self._vps):
                now = state.victory_points(p)
                rewards[p] += self.vp_weight * (now - before)
                self._vps[p] = now
        if state.is_terminal():
            for p, value in enumerate(terminal_rewards(state)):
                rewards[p] += value
            done = self.terminations if state.winner() is not None else self.truncations
            for a in self.agents:
                done[a] = True
        elif self.max_steps is not None and self._steps >= self.max_steps:
            for a in self.agents:
                self.truncations[a] = True
        self.rewards = {a: rewards[self._seat_of[a]] for a in self.agents}
        self._select()
        self._accumulate_rewards()

    def _select(self) -> None:
        """The agent to act: the owner of the engine's decision, with its mask; once the
        game is over, the agents in seat order (each then steps with None)."""
        state = self.state
        assert state is not None
        if state.is_terminal() or self.truncations[self.agents[0]]:
            self.agent_selection = self.agents[0]
            return
        self.agent_selection = self.possible_agents[state.current_player()]
        self.infos[self.agent_selection] = {"action_mask": action_mask(self.codec, state)}

    def close(self) -> None:
        self.state = None


def env(**options: Any) -> CityKnightsAEC:
    """PettingZoo's conventional constructor: ``CityKnightsAEC(**options)``."""
    return CityKnightsAEC(**options)
