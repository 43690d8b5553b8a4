"""The other seats of a Gymnasium episode: bots named by spec, bot objects, or policies.

An opponent is one of

- a bot spec (``"random"``, ``"heuristic"``, ``"mcts:iterations=50"``, a ``BotSpec``): a
  fresh bot each episode, with its own ``random.Random`` derived from the episode seed;
- a bot object (anything with ``choose(view, legal_actions)``), used as it is;
- a policy: a callable ``policy(observation, action_mask) -> int`` that gets the seat's
  encoded observation and mask and returns an action code, as the learner does (for
  self-play against frozen copies of a model).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import numpy as np

from cityknights.bots import BotSpec, make_bot, parse_bot_spec
from cityknights.bots.handing import NO_VIEW, view_for
from cityknights.bots.random_bot import RandomBot
from cityknights.engine import Action, ActionCodec, IllegalActionError, State
from cityknights.rl.masks import action_mask
from cityknights.rl.observation import ObservationEncoder

__all__ = ["Opponent", "Policy", "Seat", "make_seats", "random_bot_of"]

#: ``policy(observation, action_mask) -> action code``.
Policy = Callable[[np.ndarray, np.ndarray], Any]


class _BotLike(Protocol):
    def choose(self, view: Any, legal_actions: Sequence[Action]) -> Action: ...


Opponent = str | BotSpec | _BotLike | Policy


class Seat(Protocol):
    """Chooses the actions of one non-learning seat (the env hands it the State; a bot
    behind it gets only the seat's view, a policy only the observation and the mask)."""

    def choose(self, state: State, seat: int) -> Action: ...


class _BotSeat:
    __slots__ = ("bot",)

    def __init__(self, bot: _BotLike) -> None:
        self.bot = bot

    def choose(self, state: State, seat: int) -> Action:
        return self.bot.choose(view_for(self.bot, state, seat), state.legal_actions())


class _RandomBotSeat:
    """A :class:`RandomBot`, which chooses from the legal actions alone and never reads
    its view: it is handed an empty mapping rather than a seat view built at every
    decision (the choices are the same)."""

    __slots__ = ("bot",)

    def __init__(self, bot: RandomBot) -> None:
        self.bot = bot

    def choose(self, state: State, seat: int) -> Action:
        return self.bot.choose(NO_VIEW, state.legal_actions())


def random_bot_of(seat: object) -> tuple[random.Random, bool] | None:
    """The generator and ``offers`` option of a seat that is a plain :class:`RandomBot`
    handed no view, its generator a ``random.Random`` (a subclass may draw otherwise); None
    for any other seat. The vector env's compiled loop plays such a seat itself, with the
    same draws (rl/batch.py's ``GameSlot.random_choice``)."""
    if type(seat) is not _RandomBotSeat:
        return None
    bot = seat.bot
    if type(bot) is not RandomBot or type(bot.rng) is not random.Random:
        return None
    return bot.rng, bot.offers


class _PolicySeat:
    __slots__ = ("codec", "encoder", "policy")

    def __init__(self, policy: Policy, codec: ActionCodec, encoder: ObservationEncoder) -> None:
        self.policy, self.codec, self.encoder = policy, codec, encoder

    def choose(self, state: State, seat: int) -> Action:
        mask = action_mask(self.codec, state)
        code = self.policy(self.encoder.encode_compact(state.compact_view(seat)), mask)
        action = self.codec.decode(code)
        if not mask[self.codec.index[action]]:
            raise IllegalActionError(f"the policy of seat {seat} chose {action}, not legal now")
        return action


def check_opponent(opponent: Opponent) -> Opponent:
    """A spec string parsed (raising ``BotSpecError`` naming what is wrong); others checked."""
    if isinstance(opponent, str):
        return parse_bot_spec(opponent)
    if isinstance(opponent, BotSpec) or hasattr(opponent, "choose") or callable(opponent):
        return opponent
    raise TypeError(
        f"an opponent is a bot spec, a bot (with choose()) or a policy callable, not {opponent!r}"
    )


def make_seats(
    opponents: Sequence[Opponent],
    seats: Sequence[int],
    seed_of: Callable[[int], int],
    codec: ActionCodec,
    encoder: ObservationEncoder,
) -> dict[int, Seat]:
    """One :class:`Seat` per seat in ``seats``, from the checked ``opponents`` in order."""
    out: dict[int, Seat] = {}
    for seat, opponent in zip(seats, opponents, strict=True):
        if isinstance(opponent, BotSpec):
            bot = make_bot(opponent, random.Random(seed_of(seat)))
            out[seat] = _RandomBotSeat(bot) if type(bot) is RandomBot else _BotSeat(bot)
        elif hasattr(opponent, "choose"):
            out[seat] = _BotSeat(opponent)
        else:
            out[seat] = _PolicySeat(opponent, codec, encoder)  # type: ignore[arg-type]
    return out
