"""Bots: players that see a seat's view and the legal actions, never the State.

A bot is any object with ``choose(view, legal_actions) -> action`` (see :class:`Bot`).
Bots are named by *specs*, strings that the CLI and the simulator pass around::

    random                      a bot name alone
    random:offers=true          a name and options, ``name:key=value:key=value``

Options are separated by ``:`` (not ``,``, which separates seats in
``--players random,random,mcts:iterations=400``, nor ``;``, which the shell would eat).
An option's value is converted to the type of the bot's default for that option
(``true``/``false`` for booleans).
"""

from __future__ import annotations

import inspect
import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

__all__ = [
    "Bot",
    "BotSpec",
    "BotSpecError",
    "available_bots",
    "make_bot",
    "parse_bot_spec",
    "register_bot",
]


class ActionLike(Protocol):
    """What a bot may rely on in an action without knowing the engine: its kind."""

    @property
    def kind(self) -> str: ...


A = TypeVar("A", bound=ActionLike)


class Bot(Protocol):
    """A player. ``view`` is the seat's view: the drivers hand ``state.seat_view(seat)``, a
    SeatView, which also reads as the JSON view ``state.view(seat)`` (``view["hand"]``);
    a caller may hand that JSON view itself. The result must be one of ``legal_actions``."""

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[A]) -> A: ...


#: A bot factory takes the bot's own ``random.Random`` first, then the spec's options.
BotFactory = Callable[..., Bot]

_REGISTRY: dict[str, BotFactory] = {}


class BotSpecError(ValueError):
    """A bot spec names an unknown bot, an unknown option or a value of the wrong type."""


@dataclass(frozen=True)
class BotSpec:
    """A parsed and checked bot spec: the bot's name and its converted options."""

    name: str
    options: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        parts = [self.name, *(f"{k}={_format_value(v)}" for k, v in self.options.items())]
        return ":".join(parts)


def register_bot(name: str, factory: BotFactory) -> None:
    """Make ``factory`` available under ``name``; its keyword parameters are the options."""
    if not name or not name.replace("_", "").replace("-", "").isalnum():
        raise ValueError(f"bot name must be letters, digits, '-' or '_': {name!r}")
    _REGISTRY[name] = factory


def available_bots() -> list[str]:
    """The registered bot names, sorted."""
    return sorted(_REGISTRY)


def parse_bot_spec(spec: str) -> BotSpec:
    """Parse and check ``spec`` against the registry: the name, the options' names and
    types, and their values (a throwaway bot is built, which checks its own ranges).

    Raises :class:`BotSpecError` with a message naming what is wrong.
    """
    name, *option_texts = (part.strip() for part in spec.strip().split(":"))
    if name not in _REGISTRY:
        known = ", ".join(available_bots())
        raise BotSpecError(f"unknown bot {name!r} (known bots: {known})")
    parameters = _options_of(_REGISTRY[name])
    options: dict[str, Any] = {}
    for text in option_texts:
        key, sep, raw = (s.strip() for s in text.partition("="))
        if not sep or not key:
            raise BotSpecError(f"bot option {text!r} in {spec!r} is not of the form key=value")
        if key not in parameters:
            accepted = ", ".join(parameters) or "none"
            raise BotSpecError(f"bot {name!r} has no option {key!r} (its options: {accepted})")
        if key in options:
            raise BotSpecError(f"bot option {key!r} given twice in {spec!r}")
        options[key] = _convert(raw, parameters[key].default, f"{name}:{key}")
    try:  # the bot checks its own values (ranges): build one now, before any game
        _REGISTRY[name](random.Random(0), **options)
    except ValueError as error:
        raise BotSpecError(f"bot option of {spec!r}: {error}") from None
    return BotSpec(name, options)


def make_bot(spec: str | BotSpec, seed: int | random.Random | None = None) -> Bot:
    """Build the bot named by ``spec``, with its own ``random.Random`` from ``seed``.

    Raises :class:`BotSpecError` if the spec is wrong.
    """
    parsed = parse_bot_spec(spec) if isinstance(spec, str) else spec
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    return _REGISTRY[parsed.name](rng, **parsed.options)


def _options_of(factory: BotFactory) -> dict[str, inspect.Parameter]:
    """The factory's options: its keyword parameters after the leading ``rng``."""
    parameters = list(inspect.signature(factory).parameters.values())[1:]
    kinds = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    return {p.name: p for p in parameters if p.kind in kinds}


_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


def _convert(raw: str, default: Any, where: str) -> Any:
    """Convert ``raw`` to the type of ``default`` (str when there is no default)."""
    if isinstance(default, bool):
        if raw.lower() in _TRUE:
            return True
        if raw.lower() in _FALSE:
            return False
        raise BotSpecError(f"bot option {where} must be true or false, not {raw!r}")
    if isinstance(default, int | float):
        kind = "an integer" if isinstance(default, int) else "a finite number"
        try:
            value = type(default)(raw)
        except ValueError:
            raise BotSpecError(f"bot option {where} must be {kind}, not {raw!r}") from None
        # inf and nan convert, but no budget or constant means them: seconds=inf would
        # search forever, and nan compares false with every bound the bot checks.
        if not math.isfinite(value):
            raise BotSpecError(f"bot option {where} must be {kind}, not {raw!r}")
        return value
    return raw


def _format_value(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _register_builtin_bots() -> None:
    from cityknights.bots.heuristic import HeuristicBot
    from cityknights.bots.random_bot import RandomBot

    register_bot("random", RandomBot)
    register_bot("heuristic", HeuristicBot)
    from cityknights.bots.mcts import MctsBot

    register_bot("mcts", MctsBot)


_register_builtin_bots()
