"""What both environments share: the game options, the episode's random streams, rewards.

An episode is a pure function of its seed: the board comes from the episode seed, chance
nodes (dice, draws, steals) from a ``random.Random`` derived from it, and every bot from
its own derived ``random.Random`` (as in :mod:`cityknights.sim.runner`).
"""

from __future__ import annotations

import math
import random
import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

import cityknights as ck
from cityknights.seeds import chance_seed, derive_seed

__all__ = [
    "DEFAULT_MAX_STEPS",
    "DEFAULT_MAX_TURNS",
    "REWARDS",
    "ChanceSampler",
    "GameOptions",
    "check_learner_seat",
    "check_max_steps",
    "check_reset_options",
    "check_seed",
    "episode_seed",
    "terminal_rewards",
]

#: ``win_loss``: +1 to the winner, -1 to every other seat at the end, 0 if the turn cap
#: stops the game, 0 on every other step. ``shaped``: the same, plus ``vp_weight`` times
#: the change of the seat's victory points (its own true count, hidden VP cards included)
#: since its previous decision.
REWARDS = ("win_loss", "shaped")

#: Episodes without a winner after this many normal turns are truncated (random players
#: need about 320 turns in a 4-player base game; the engine's cap, ``Game(max_turns=...)``).
DEFAULT_MAX_TURNS = 1000

#: Decisions before an episode is truncated (the Gymnasium env counts the learner's, the
#: AEC env every seat's): turns have no limit of their own, so a policy that loops inside
#: one (offer, cancel, offer...) would otherwise never end its episode.
DEFAULT_MAX_STEPS = 10_000


def check_max_steps(max_steps: int | None) -> None:
    if max_steps is not None and (
        not isinstance(max_steps, int) or isinstance(max_steps, bool) or max_steps < 1
    ):
        raise ValueError(f"max_steps must be a positive integer or None, got {max_steps!r}")


def check_seed(seed: object) -> int | None:
    """``seed`` for ``reset``: None or a non-negative integer (a NumPy one becomes an
    int); ValueError naming the value for anything else, before the environment changes
    (NumPy's and Gymnasium's own errors for -1, 1.5 or "7" do not say which argument)."""
    if seed is None:
        return None
    if isinstance(seed, np.integer):
        seed = int(seed)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ValueError(f"seed must be a non-negative integer or None, got {_short(seed)}")
    return seed


def check_reset_options(
    options: object, known: tuple[str, ...], *, unknown: str = "raise"
) -> dict[str, Any]:
    """``options`` for ``reset`` as a dict of its known keys: None (none) or a mapping.
    Gymnasium and PettingZoo pass ``options`` through, and an option silently ignored
    would be a run that is not the one asked for, so a key not in ``known`` is a
    ValueError naming it (``unknown="raise"``) or, with ``unknown="warn"``, a UserWarning
    naming it and left out. Anything but a mapping is a ValueError. Raised before the
    environment changes."""
    if options is None:
        return {}
    if not isinstance(options, Mapping):
        raise ValueError(f"reset options must be a dict or None, got {_short(options)}")
    accepted = ", ".join(known) if known else "none"
    chosen: dict[str, Any] = {}
    for key, value in options.items():
        if key in known:
            chosen[key] = value
        elif unknown == "warn":
            warnings.warn(
                f"reset option {_short(key)} ignored (accepted: {accepted})",
                UserWarning,
                stacklevel=3,
            )
        else:
            raise ValueError(f"unknown reset option {_short(key)} (accepted: {accepted})")
    return chosen


def check_learner_seat(seat: object, players: int, name: str = "learner_seat") -> int | str:
    """A seat of the game (an int, a NumPy one too, not a bool) or ``"random"``;
    ValueError naming ``name`` otherwise."""
    if isinstance(seat, np.integer):
        seat = int(seat)
    if isinstance(seat, str) and seat == "random":
        return "random"
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        shown = repr(seat) if isinstance(seat, int) and seat.bit_length() < 64 else _short(seat)
        raise ValueError(f"{name} must be 0-{players - 1} or 'random', got {shown}")
    return seat


def _short(x: object) -> str:
    # A huge int's repr is refused past 4,300 digits (and would flood the message).
    text = f"an integer of {x.bit_length()} bits" if isinstance(x, int) else repr(x)
    return text if len(text) <= 60 else text[:57] + "..."


def check_vp_weight(vp_weight: object) -> float:
    """``vp_weight`` as a float: a finite number (NaN would make every reward NaN)."""
    if (
        not isinstance(vp_weight, int | float | np.integer | np.floating)
        or isinstance(vp_weight, bool)
        or not math.isfinite(vp_weight)
    ):
        raise ValueError(f"vp_weight must be a finite number, got {vp_weight!r}")
    return float(vp_weight)


def rule_flags(rules: object) -> dict[str, Any]:
    """``rules`` (None: none) as a dict of rule flags; GameConfigError for anything else."""
    if rules is None:
        return {}
    if not isinstance(rules, Mapping):
        raise ck.GameConfigError(f"rules must be a mapping of rule flags, got {rules!r}")
    return dict(rules)


@dataclass(frozen=True)
class GameOptions:
    """The game an environment plays (checked when the environment is made)."""

    expansion: str = "base"
    players: int = 4
    vp_to_win: int | None = None
    ruleset: str = "colonist"
    rules: Mapping[str, Any] = field(default_factory=dict)
    max_turns: int | None = DEFAULT_MAX_TURNS
    board: str | None = None

    def game(self, seed: int) -> ck.Game:
        """A game with the board from ``seed`` (or the fixed ``board``)."""
        return ck.Game(
            expansion=self.expansion,
            players=self.players,
            seed=seed,
            ruleset=self.ruleset,
            vp_to_win=self.vp_to_win,
            board=self.board,
            max_turns=self.max_turns,
            **dict(self.rules),
        )

    def check(self) -> None:
        """Raises ``GameConfigError`` (a ValueError) naming a wrong option."""
        if not isinstance(self.rules, Mapping):
            raise ck.GameConfigError(f"rules must be a mapping of rule flags, got {self.rules!r}")
        self.game(0)


def episode_seed(np_random: np.random.Generator) -> int:
    """The seed of the next episode, drawn from the environment's seeded generator."""
    return int(np_random.integers(0, 2**63 - 1))


def chance_rng(seed: int) -> random.Random:
    return random.Random(chance_seed(seed))


class ChanceSampler:
    """Samples an episode's chance nodes from its ``random.Random`` with the engine's
    ``State.sample_chance`` (one ``rng.random()`` against the running sum of the
    probabilities, in the outcomes' order, as :func:`cityknights.sim.runner.sample_outcome`
    picks from ``chance_outcomes()``): the same outcome for the same draw."""

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def advance(self, state: ck.State) -> None:
        """Sample chance nodes until a seat is to act or the game is over."""
        while state.current_player() == ck.CHANCE:
            state.advance(state.sample_chance(self.rng))


def bot_seed_of(seed: int) -> Any:
    return lambda seat: derive_seed(seed, "bot", seat)


def terminal_rewards(state: ck.State) -> list[float]:
    """Per seat at the end: +1 the winner, -1 the others; all 0 when the cap stopped it."""
    winner = state.winner()
    n = state.game.players
    if winner is None:
        return [0.0] * n
    return [1.0 if seat == winner else -1.0 for seat in range(n)]
