"""A Gymnasium vector environment: N games of one learner each, stepped in one call.

::

    from cityknights.rl import CityKnightsVectorEnv

    envs = CityKnightsVectorEnv(64, expansion="ck", players=4, opponents="random")
    obs, infos = envs.reset(seed=0)            # obs: float32, (64, observation size)
    masks = envs.action_masks()                # bool, (64, action codes)
    actions = policy(obs, masks)               # 64 legal action codes
    obs, rewards, terminated, truncated, infos = envs.step(actions)

Game i plays exactly what ``CityKnightsEnv(**options)`` plays after ``reset(seed=seed + i)``
(its observations, masks and rewards, for the same actions), and an episode that ends is
followed by the one that env's next ``reset()`` would start. The options are the single
env's (see :class:`~cityknights.rl.gym_env.CityKnightsEnv`), but the observation is the
vector form only, and an illegal action is refused (``IllegalActionError`` naming the game)
rather than penalized: every step of every game is one the single env could play.

Autoreset: ``AutoresetMode.NEXT_STEP`` (Gymnasium's default). The step that ends game i
returns its last observation with ``terminated[i]`` or ``truncated[i]``; the next step
ignores ``actions[i]``, starts game i's next episode and returns its first observation,
reward 0, neither flag set.

Every output is written into buffers allocated once: the per-game loop
(:mod:`cityknights.rl.batch`, compiled in the compiled build) writes each game's
observation integers at its offset and lists its legal codes; numpy then sets the N masks
from those codes (clearing the last call's) and makes all N float observations in one
division. With ``copy=True`` (the default) each call returns fresh arrays; with
``copy=False`` it returns the buffers themselves, which the next call overwrites: read
them, do not write into them.

Infos: ``action_mask`` (N x codes, bool, as :meth:`action_masks`), ``seat`` (each game's
learner seat), ``winner`` (the winner's seat, -1 for none) with ``_winner`` (the games
that ended this step: Gymnasium's mask of which entries mean something).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

import cityknights as ck
from cityknights.rl.batch import ActionCodes, Buffers, GameSlot, first_illegal, step_games
from cityknights.rl.episode import (
    DEFAULT_MAX_STEPS,
    DEFAULT_MAX_TURNS,
    REWARDS,
    GameOptions,
    bot_seed_of,
    chance_rng,
    check_learner_seat,
    check_max_steps,
    check_reset_options,
    check_seed,
    check_vp_weight,
    episode_seed,
    rule_flags,
)
from cityknights.rl.gym_env import RESET_OPTIONS, observation_space
from cityknights.rl.observation import ObservationEncoder
from cityknights.rl.seats import Opponent, check_opponent, make_seats

__all__ = ["CityKnightsVectorEnv"]


class CityKnightsVectorEnv(VectorEnv[Any, Any, Any]):
    """``num_envs`` games of Catan or Cities & Knights (see the module docstring).

    Keyword options as :class:`~cityknights.rl.gym_env.CityKnightsEnv`'s: ``expansion``,
    ``players``, ``opponents``, ``learner_seat``, ``vp_to_win``, ``ruleset``, ``rules``,
    ``board``, ``reward``, ``vp_weight``, ``max_turns``, ``max_steps``, ``offers``,
    ``skip_forced``; and ``copy`` (see the module docstring). Raises ValueError (or the
    single env's errors) naming a wrong option, ``num_envs`` below 1 among them."""

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(
        self,
        num_envs: int,
        *,
        expansion: str = "base",
        players: int = 4,
        opponents: Opponent | Sequence[Opponent] = "random",
        learner_seat: int | str = 0,
        vp_to_win: int | None = None,
        ruleset: str = "colonist",
        rules: Mapping[str, Any] | None = None,
        board: str | None = None,
        reward: str = "win_loss",
        vp_weight: float = 0.1,
        max_turns: int | None = DEFAULT_MAX_TURNS,
        max_steps: int | None = DEFAULT_MAX_STEPS,
        offers: bool = True,
        skip_forced: bool = False,
        copy: bool = True,
    ) -> None:
        if not isinstance(num_envs, int | np.integer) or isinstance(num_envs, bool) or num_envs < 1:
            raise ValueError(f"num_envs must be a positive integer, got {num_envs!r}")
        n = self.num_envs = int(num_envs)
        self.options = GameOptions(
            expansion, players, vp_to_win, ruleset, rule_flags(rules), max_turns, board
        )
        self.options.check()
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(REWARDS)}; got {reward!r}")
        self.learner_seat = check_learner_seat(learner_seat, players)
        if isinstance(opponents, str) or not isinstance(opponents, Sequence):
            opponents = [opponents] * (players - 1)
        if len(opponents) != players - 1:
            raise ValueError(
                f"opponents: {players - 1} expected (one per other seat), got {len(opponents)}"
            )
        self.opponents = [check_opponent(o) for o in opponents]
        check_max_steps(max_steps)
        for name, flag in (("offers", offers), ("skip_forced", skip_forced), ("copy", copy)):
            if not isinstance(flag, bool):
                raise ValueError(f"{name} must be True or False, got {flag!r}")
        self.copy = copy
        game = self.options.game(0)
        self.codec = ck.ActionCodec(game)
        codes = self.codec.size
        # Each game its own encoder: an encoder keeps its last board and pieces to reuse.
        encoders = [
            ObservationEncoder(self.options.expansion, players, game.special_build)
            for _ in range(n)
        ]
        size = encoders[0].size
        self.single_observation_space = observation_space(
            self.options.expansion, players, "vector", game.special_build
        )
        self.observation_space = batch_space(self.single_observation_space, n)
        self.single_action_space = spaces.Discrete(codes)
        self.action_space = spaces.MultiDiscrete(np.full(n, codes, dtype=np.int64))
        # The buffers the games write into, and the arrays over them.
        tail_start = encoders[0].tail_start
        board_bytes = bytearray(n * tail_start)
        tail_bytes = bytearray(2 * n * (size - tail_start))
        rewards, winner = bytearray(8 * n), bytearray(n)
        terminated, truncated = bytearray(n), bytearray(n)
        self._board_written = bytearray(n)
        self._buffers = Buffers(
            board_bytes,
            tail_bytes,
            memoryview(rewards).cast("d"),
            terminated,
            truncated,
            memoryview(winner).cast("b"),
            self._board_written,
        )
        self._board_ints = np.frombuffer(board_bytes, np.uint8).reshape(n, tail_start)
        self._tail_ints = np.frombuffer(tail_bytes, "<u2").reshape(n, size - tail_start)
        self._masks = np.zeros((n, codes), np.bool_)
        self._legal = np.zeros(0, np.int64)  # the flat indices set in the masks
        self._rewards = np.frombuffer(rewards, np.float64)
        self._terminated = np.frombuffer(terminated, np.bool_)
        self._truncated = np.frombuffer(truncated, np.bool_)
        self._winner = np.frombuffer(winner, np.int8)
        self._observations = np.zeros((n, size), np.float32)
        self._divisors = encoders[0].divisors
        self._tail_start = tail_start
        self._seats = np.zeros(n, np.int64)
        offer_codes = [i for i, a in enumerate(self.codec.actions) if a.kind == "offer_trade"]
        action_codes = ActionCodes(self.codec, [] if offers else offer_codes)
        self._slots = [
            GameSlot(
                i,
                self._buffers,
                action_codes,
                encoders[i],
                skip_forced,
                max_steps or 0,
                reward == "shaped",
                check_vp_weight(vp_weight),
            )
            for i in range(n)
        ]
        self._generators: list[np.random.Generator | None] = [None] * n
        self._started = False
        self._autoreset = np.zeros(n, np.bool_)

    # ----------------------------------------------------------------- Gymnasium API
    def reset(
        self,
        *,
        seed: int | Sequence[int | None] | None = None,
        options: dict[str, Any] | None = None,
    ) -> tuple[Any, dict[str, Any]]:
        """New episodes in every game. ``seed``: None, an int (game i gets ``seed + i``)
        or one seed (or None) per game; ``options``: ``{"learner_seat": ...}`` for these
        episodes, as the single env's. ValueError naming a wrong one, before anything
        changes."""
        n = self.num_envs
        if seed is None or isinstance(seed, int | np.integer):
            first = check_seed(seed)
            seeds = [None if first is None else first + i for i in range(n)]
        elif isinstance(seed, Sequence) and not isinstance(seed, str) and len(seed) == n:
            seeds = [check_seed(s) for s in seed]
        else:
            raise ValueError(f"seed must be None, an integer or {n} seeds, got {seed!r}")
        chosen = check_reset_options(options, RESET_OPTIONS)
        learner_seat = self.learner_seat
        if "learner_seat" in chosen:
            learner_seat = check_learner_seat(
                chosen["learner_seat"], self.options.players, "options['learner_seat']"
            )
        self._buffers.legal.truncate(0)  # the games write this call's codes afresh
        for i, s in enumerate(seeds):
            if s is not None:
                self._generators[i], _ = seeding.np_random(s)
            self._start(i, learner_seat)
        self._autoreset[:] = False
        self._started = True
        return self._outputs()[0], self._infos()

    def step(self, actions: Any) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """One decision in every game (``actions[i]``: a legal action code of game i;
        ignored in a game this step restarts). Raises ValueError for actions of the wrong
        shape or type, ``IllegalActionError`` naming the game for an action not legal now,
        before any game moves; RuntimeError before ``reset``."""
        if not self._started:
            raise RuntimeError("call reset() before step()")
        restart: list[bool] = self._autoreset.tolist()
        codes = self._check_actions(actions, restart)
        self._buffers.legal.truncate(0)  # the games write this call's codes afresh
        step_games(self._slots, codes, restart)
        for i in np.flatnonzero(self._autoreset).tolist():
            self._start(i, self.learner_seat)
        np.logical_or(self._terminated, self._truncated, out=self._autoreset)
        return self._outputs()

    def action_masks(self) -> np.ndarray:
        """The legal masks of the N current decisions (N x codes, bool; a game that ended
        has none legal): what sb3-contrib's MaskablePPO reads."""
        return self._masks.copy() if self.copy else self._masks

    # ----------------------------------------------------------------- internals
    def _start(self, i: int, learner_seat: int | str) -> None:
        """Game i's next episode, from its generator (as ``CityKnightsEnv.reset``)."""
        generator = self._generators[i]
        if generator is None:
            generator = self._generators[i] = seeding.np_random(None)[0]
        seed = episode_seed(generator)
        n = self.options.players
        seat = int(generator.integers(n)) if learner_seat == "random" else int(learner_seat)
        state = self.options.game(seed).new_initial_state()
        slot = self._slots[i]
        others = [(seat + k) % n for k in range(1, n)]
        seats = make_seats(self.opponents, others, bot_seed_of(seed), self.codec, slot.encoder)
        self._seats[i] = seat
        chance: random.Random = chance_rng(seed)
        slot.start(state, seat, chance, dict(seats))

    def _check_actions(self, actions: Any, restart: list[bool]) -> list[int]:
        n = self.num_envs
        array = np.asarray(actions)
        if array.shape != (n,):
            raise ValueError(f"actions: {n} action codes expected, got shape {array.shape}")
        if array.dtype.kind not in "iu":
            raise ValueError(f"actions must be integer action codes, got dtype {array.dtype}")
        codes: list[int] = array.tolist()
        i = first_illegal(self._slots, codes, restart)
        if i >= 0:
            legal = np.flatnonzero(self._masks[i]).tolist()
            raise ck.IllegalActionError(
                f"game {i}: action {codes[i]} is not legal now (legal codes: {legal})"
            )
        return codes

    @property
    def observation_ints(self) -> np.ndarray:
        """The N observations' integers before the divisors (N x observation size, a copy):
        the board's entries and those from the own hand on, which the games keep apart."""
        return np.concatenate([self._board_ints.astype(np.uint16), self._tail_ints], axis=1)

    def _outputs(self) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        # The masks: the last call's legal codes cleared, this call's set (every game wrote
        # its codes once: stepped or started).
        flat = self._masks.reshape(-1)
        flat[self._legal] = False
        legal = self._buffers.legal
        self._legal = np.frombuffer(legal.getvalue(), "<i4").astype(np.int64)
        flat[self._legal] = True
        obs, divisors = self._observations, self._divisors
        # The entries from the own hand on change at nearly every step: divided for every
        # game. The board's (nine tenths of a C&K row) only in the rows of the games that
        # wrote new board bytes; the others' floats are still those of their bytes. The
        # same division, entry by entry, as of the whole array.
        tail = self._tail_start
        np.divide(self._tail_ints, divisors[tail:], out=obs[:, tail:])
        written = np.flatnonzero(np.frombuffer(self._board_written, np.uint8))
        if len(written):
            obs[written, :tail] = np.divide(self._board_ints[written], divisors[:tail])
            self._board_written[:] = bytes(self.num_envs)
        out = (obs, self._rewards, self._terminated, self._truncated)
        if self.copy:
            out = tuple(a.copy() for a in out)  # type: ignore[assignment]
        return (*out, self._infos())

    def _infos(self) -> dict[str, Any]:
        ended = self._terminated | self._truncated
        return {
            "action_mask": self.action_masks(),
            "seat": self._seats.copy(),
            "winner": self._winner.copy(),
            "_winner": ended,
        }
