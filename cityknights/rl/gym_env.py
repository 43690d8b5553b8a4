"""A Gymnasium environment: one learning seat, the other seats played by opponents.

Registered as ``cityknights/Catan-v0`` (base game) and ``cityknights/CitiesKnights-v0``
(Cities & Knights) when :mod:`cityknights.rl` is imported::

    import gymnasium as gym
    import cityknights.rl  # registers the ids

    env = gym.make("cityknights/CitiesKnights-v0", players=4, opponents="random")
    obs, info = env.reset(seed=1)
    obs, reward, terminated, truncated, info = env.step(int(info["action_mask"].argmax()))

A step is one decision of the learner; the opponents' decisions and every chance node in
between are played inside ``step`` (and ``reset``), so each observation is a decision of
the learner: its turn, or an out-of-turn decision it owns (a discard on a 7, a trade
answer, a Commercial Harbor answer...). See docs/observation.md for the observation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

import cityknights as ck
from cityknights.rl.episode import (
    DEFAULT_MAX_STEPS,
    DEFAULT_MAX_TURNS,
    REWARDS,
    ChanceSampler,
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
    terminal_rewards,
)
from cityknights.rl.masks import LegalBytes, action_code
from cityknights.rl.observation import HIGH, ObservationEncoder, encoder_for
from cityknights.rl.seats import Opponent, Seat, check_opponent, make_seats

__all__ = ["CityKnightsEnv", "observation_space"]

CHANCE = ck.CHANCE

OBSERVATIONS = ("vector", "dict")
ILLEGAL_ACTIONS = ("penalize", "raise")
#: The keys ``reset(options=...)`` accepts (see :meth:`CityKnightsEnv.reset`).
RESET_OPTIONS = ("learner_seat",)


def observation_space(
    expansion: str,
    players: int,
    form: str = "vector",
    special_build: bool | None = None,
    paired: bool = False,
) -> spaces.Space[Any]:
    """The observation space of a game shape: a Box, or a Dict of Boxes (one per slice).
    `special_build`: the game has a Special Build Phase (None: 5-6 players); `paired`: the
    paired players' part-turn instead (`Game.paired`)."""
    encoder = encoder_for(expansion, players, special_build, paired)
    if form == "vector":
        return spaces.Box(0.0, HIGH, (encoder.size,), np.float32)
    return spaces.Dict({p.name: spaces.Box(0.0, HIGH, p.shape, np.float32) for p in encoder.slices})


class CityKnightsEnv(gym.Env[Any, np.int64]):
    """Catan or Cities & Knights for one learner (see the module docstring).

    Options (all keyword):

    - ``expansion``: ``"base"`` or ``"ck"``; ``players``: 3 to 6 (5-6: the 30-hex board and
      the Special Build Phase, whose pass ``end_special_build`` is the codec's last code).
    - ``opponents``: one opponent for every other seat, or a sequence of ``players - 1``,
      the i-th playing the i-th seat after the learner's (see :mod:`cityknights.rl.seats`
      for what an opponent is). Default ``"random"``.
    - ``learner_seat``: a seat, or ``"random"`` for a seat drawn per episode;
      ``reset(options={"learner_seat": ...})`` sets it for one episode (other keys are
      refused with a ValueError).
    - ``vp_to_win``, ``ruleset``, ``rules`` (rule flags, ``cityknights.RuleFlags``),
      ``board`` (a named fixed layout; default a random board per episode).
    - ``reward``: ``"win_loss"`` (default) or ``"shaped"`` (see
      :data:`cityknights.rl.episode.REWARDS`), ``vp_weight`` for the shaped reward.
    - ``max_turns``: normal turns before the episode is truncated (default 1000; None: no cap).
    - ``max_steps``: learner decisions before the episode is truncated (default 10,000;
      None: no cap). A turn has no limit of its own, so a policy can loop in one (offer,
      cancel, offer...); this bounds every episode.
    - ``offers``: whether the learner may make domestic trade offers (default True). With
      False they are left out of its mask, as the random bot leaves them out by default: a
      learner exploring at random spends most of its decisions on offers (offer, answers,
      cancel), which the random bots mostly refuse, so a C&K episode is some 2,000 of its
      decisions instead of about 400. It still answers the other seats' offers.
    - ``skip_forced``: play the learner's decisions that have a single legal action (a roll
      with nothing else to do first, an end of turn with nothing to build) inside the
      step instead of returning them (default False). About half of a C&K episode's
      decisions are forced; skipping them halves the steps between a choice and its
      reward. The shaped reward counts the VP they gain.
    - ``observation``: ``"vector"`` (a Box) or ``"dict"`` (a Dict of the same slices).
    - ``illegal_action``: ``"penalize"`` (default: the game does not move, the reward is
      ``illegal_action_reward``, ``info["illegal_action"]`` is True) or ``"raise"``
      (``IllegalActionError``). Gymnasium's checkers step with unmasked samples.
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 4}

    def __init__(
        self,
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
        observation: str = "vector",
        illegal_action: str = "penalize",
        illegal_action_reward: float = -1.0,
        render_mode: str | None = None,
    ) -> None:
        self.options = GameOptions(
            expansion, players, vp_to_win, ruleset, rule_flags(rules), max_turns, board
        )
        self.options.check()
        _one_of("reward", reward, REWARDS)
        _one_of("observation", observation, OBSERVATIONS)
        _one_of("illegal_action", illegal_action, ILLEGAL_ACTIONS)
        if render_mode is not None:
            _one_of("render_mode", render_mode, tuple(self.metadata["render_modes"]))
        learner_seat = check_learner_seat(learner_seat, players)
        if isinstance(opponents, str) or not isinstance(opponents, Sequence):
            opponents = [opponents] * (players - 1)
        if len(opponents) != players - 1:
            raise ValueError(
                f"opponents: {players - 1} expected (one per other seat), got {len(opponents)}"
            )
        self.opponents = [check_opponent(o) for o in opponents]
        check_max_steps(max_steps)
        self.max_steps = max_steps
        self.learner_seat = learner_seat
        self.reward_kind, self.vp_weight = reward, check_vp_weight(vp_weight)
        self.illegal_action, self.illegal_action_reward = illegal_action, illegal_action_reward
        self.render_mode = render_mode
        # Its own encoder (not the shared encoder_for's): the encoder keeps the last view's
        # board and pieces to reuse, which envs stepping in turn would replace every step.
        game = self.options.game(0)
        self.encoder = ObservationEncoder(
            self.options.expansion, players, game.special_build, game.paired
        )
        self.codec = ck.ActionCodec(game)
        self._legal_bytes = LegalBytes(self.codec)
        self.action_space = spaces.Discrete(self.codec.size)
        if not isinstance(offers, bool):
            raise ValueError(f"offers must be True or False, got {offers!r}")
        self.offers = offers
        if not isinstance(skip_forced, bool):
            raise ValueError(f"skip_forced must be True or False, got {skip_forced!r}")
        self.skip_forced = skip_forced
        # 0 at the code of every domestic offer: the learner's mask is and-ed with it.
        self._offer_filter = np.array(
            [a.kind != "offer_trade" for a in self.codec.actions], dtype=np.int8
        )
        self.observation_space = observation_space(
            self.options.expansion, players, observation, game.special_build, game.paired
        )
        self._dict_obs = observation == "dict"
        self.state: ck.State | None = None
        self.seat = 0
        self._seats: dict[int, Seat] = {}
        # The learner's legal codes (1 at each), never handed out: each info gets a copy.
        self._legal = bytearray(self.codec.size)
        self._vp = 0

    # ----------------------------------------------------------------- Gymnasium API
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        """A new episode; ``seed`` makes it (board, dice, draws, opponents) repeatable.

        ``options`` (None or a dict) takes one key, ``learner_seat``: the learner's seat
        for this episode only (a seat, or ``"random"``), in place of the env's own. A
        seed that is not None or a non-negative integer, an unknown option or a wrong
        value is a ValueError naming it, raised before anything changes."""
        n = self.options.players
        seed = check_seed(seed)
        chosen = check_reset_options(options, RESET_OPTIONS)
        learner_seat = self.learner_seat
        if "learner_seat" in chosen:
            learner_seat = check_learner_seat(chosen["learner_seat"], n, "options['learner_seat']")
        super().reset(seed=seed)
        seed_ = episode_seed(self.np_random)
        if learner_seat == "random":
            self.seat = int(self.np_random.integers(n))
        else:
            self.seat = int(learner_seat)
        self.state = self.options.game(seed_).new_initial_state()
        self._chance = ChanceSampler(chance_rng(seed_))
        others = [(self.seat + k) % n for k in range(1, n)]
        self._seats = make_seats(
            self.opponents, others, bot_seed_of(seed_), self.codec, self.encoder
        )
        self._advance()
        self._steps = 0
        self._vp = self.state.victory_points(self.seat)
        return self._observation(), self._info()

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        state = self.state
        if state is None:
            raise RuntimeError("call reset() before step()")
        if state.is_terminal() or (self.max_steps is not None and self._steps >= self.max_steps):
            raise RuntimeError("the episode is over: call reset()")
        legal = self._legal
        if type(action) is int and 0 <= action < len(legal):  # the common case, checked fast
            code: int | None = action
        else:
            code = action_code(action, len(legal))
        if code is None or not legal[code]:
            if self.illegal_action == "raise":
                raise ck.IllegalActionError(
                    f"action {action!r} is not legal now (legal codes: "
                    f"{[i for i, x in enumerate(legal) if x]})"
                )
            info = self._info()
            info["illegal_action"] = True
            return self._observation(), float(self.illegal_action_reward), False, False, info
        state.advance(self.codec.actions[code])
        self._advance()
        self._steps += 1
        reward = 0.0
        if self.reward_kind == "shaped":
            vp = state.victory_points(self.seat)
            reward += self.vp_weight * (vp - self._vp)
            self._vp = vp
        terminated = truncated = False
        if state.is_terminal():
            reward += terminal_rewards(state)[self.seat]
            terminated = state.winner() is not None
            truncated = not terminated
        elif self.max_steps is not None and self._steps >= self.max_steps:
            truncated = True
        return self._observation(), reward, terminated, truncated, self._info()

    def action_masks(self) -> np.ndarray:
        """The legal mask of the learner's decision (what sb3-contrib's MaskablePPO reads)."""
        return np.frombuffer(self._legal, np.int8).astype(bool)

    def render(self) -> str | None:
        """``ansi``: a line of text, whose turn it is and every seat's public VP."""
        if self.render_mode != "ansi" or self.state is None:
            return None
        view = self.state.view(self.seat)
        vps = ", ".join(f"seat {p['seat']}: {p['public_vp']} VP" for p in view["player_info"])
        return f"turn {view['turn']}, {view['context']} (learner seat {self.seat}); {vps}"

    # ----------------------------------------------------------------- internals
    def _advance(self) -> None:
        """Play chance nodes and opponents (and, with ``skip_forced``, the learner's forced
        decisions) until the learner decides or the game ends; then its mask."""
        state = self.state
        assert state is not None
        seats, learner, chance, codec = self._seats, self.seat, self._chance, self.codec
        legal_bytes = self._legal_bytes
        while True:
            player = state.current_player()
            if player == learner:
                legal = legal_bytes(state)
                if not self.offers:
                    legal = bytearray(np.frombuffer(legal, np.int8) & self._offer_filter)
                if self.skip_forced and legal.count(1) == 1:
                    state.advance(codec.actions[legal.index(1)])
                    continue
                self._legal = legal
                return
            if player >= 0:
                state.advance(seats[player].choose(state, player))
            elif player == CHANCE:
                chance.advance(state)
            else:  # TERMINAL
                self._legal = bytearray(codec.size)
                return

    def _observation(self) -> Any:
        assert self.state is not None
        vector = self.encoder.encode_compact(self.state.compact_view(self.seat))
        return self.encoder.split(vector) if self._dict_obs else vector

    def _info(self) -> dict[str, Any]:
        assert self.state is not None
        # A copy: an illegal action returns the same decision again, and infos must not
        # share arrays (Gymnasium's checker tests it), nor the env's own legal codes.
        mask = np.frombuffer(bytearray(self._legal), np.int8)
        info: dict[str, Any] = {"action_mask": mask, "seat": self.seat}
        if self.state.is_terminal():
            info["winner"] = self.state.winner()
        return info


def _one_of(name: str, value: Any, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise ValueError(f"{name} must be one of {', '.join(allowed)}; got {value!r}")
