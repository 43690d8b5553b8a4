"""--flag: rule flags given by name, and the game options checked before any game is
played."""

from __future__ import annotations

import dataclasses
import inspect
from typing import Any

import click

import cityknights as ck

#: Rule flags of Cities & Knights alone: the base game has no barbarians, progress cards,
#: knights or merchant for them to change. (The others apply to both expansions.)
CK_FLAGS = frozenset(
    {
        "robber_active_on_attack_roll",
        "chase_robber_numbered_only",
        "progress_limit_own_turn",
        "inventor_forbids_2_12_6_8",
        "irrigation_mining_blocked_by_robber",
        "merchant_on_desert",
        "deserter_same_or_lower",
        "sbp_city_improvements",
        "sbp_city_walls",
        "sbp_knight_move",
        "sbp_promotion_shared",
        "progress_discard_after_sbp",
        "commercial_harbor_early_stop",
        "commodities_56",
    }
)

_TRUE = {"true", "yes", "on"}

_FALSE = {"false", "no", "off"}

#: Game's own keyword parameters: given with --flag they would not be rule flags.
_GAME_PARAMETERS = frozenset(inspect.signature(ck.Game).parameters) - {"flags"}


def parse_flags(
    ctx: click.Context, param: click.Parameter, values: tuple[str, ...]
) -> dict[str, Any]:
    """Click callback: ``("bank_shortage=partial", "friendly_robber=true")`` -> Game kwargs.

    A value takes the type of the flag's default (true/false, an integer, a word); the
    engine checks names and values when the Game is built (:func:`check_game_options`).
    """
    defaults = {f.name: f.default for f in dataclasses.fields(ck.RuleFlags)}
    flags: dict[str, Any] = {}
    for text in values:
        name, sep, raw = (part.strip() for part in text.partition("="))
        if not sep or not name:
            raise click.BadParameter(f"{text!r} is not of the form name=value")
        if name in _GAME_PARAMETERS:
            raise click.BadParameter(f"{name!r} is a game option, not a rule flag")
        if name in flags:
            raise click.BadParameter(f"flag {name!r} given twice")
        flags[name] = flag_value(raw, defaults.get(name))
    return flags


def flag_value(raw: str, default: Any) -> Any:
    """``raw`` converted to the type of ``default`` (guessed when the flag is unknown); a value
    that does not convert is passed as it is, for the engine to reject with its message."""
    if isinstance(default, bool) or default is None:
        if raw.lower() in _TRUE:
            return True
        if raw.lower() in _FALSE:
            return False
    if (isinstance(default, int) and not isinstance(default, bool)) or default is None:
        try:
            return int(raw)
        except ValueError:
            pass
    return raw


FLAG_OPTION = click.option(
    "--flag",
    "flags",
    multiple=True,
    callback=parse_flags,
    metavar="NAME=VALUE",
    help="A rule flag, e.g. bank_shortage=partial or friendly_robber=true; repeat for more. "
    f"Flags: {', '.join(f.name for f in dataclasses.fields(ck.RuleFlags))} "
    f"(with --expansion ck only: {', '.join(sorted(CK_FLAGS))}).",
)


def check_flags_apply(expansion: str, flags: dict[str, Any]) -> None:
    """Refuse a rule flag of Cities & Knights in a base game, where it would change nothing."""
    if expansion != "ck":
        for name in flags:
            if name in CK_FLAGS:
                raise click.UsageError(
                    f"--flag {name} is a Cities & Knights rule: it does not apply to "
                    f"--expansion {expansion} (add --expansion ck)"
                )


def check_game_options(expansion: str, players: int, seed: int, game_opts: dict[str, Any]) -> None:
    """Build one Game so that options the engine rejects fail before any game is played."""
    try:
        ck.Game(expansion=expansion, players=players, seed=seed, **game_opts)
    except ValueError as error:  # the engine's GameConfigError
        raise click.UsageError(f"the engine rejects these options: {error}") from None


def checked_game_options(
    expansion: str, players: int, seed: int, flags: dict[str, Any], **options: Any
) -> dict[str, Any]:
    """A run's Game keyword options, ``options`` then the rule flags, checked before any
    game is played: a flag of Cities & Knights in a base game, then what the engine rejects."""
    game_opts = {**options, **flags}
    check_flags_apply(expansion, flags)
    check_game_options(expansion, players, seed, game_opts)
    return game_opts
