"""Bot specs on the command line: a seat's player, a tournament's bots."""

from __future__ import annotations

from collections.abc import Sequence

import click

from cityknights.bots import BotSpec, BotSpecError, parse_bot_spec
from cityknights.cli.options import PLAYER_COUNTS


def parse_players(ctx: click.Context, param: click.Parameter, value: str) -> tuple[BotSpec, ...]:
    """Click callback: ``random,random,mcts:iterations=400`` -> one checked BotSpec per seat."""
    texts = spec_texts(value)
    check_not_empty(texts)
    if len(texts) not in PLAYER_COUNTS:
        counts = ", ".join(map(str, PLAYER_COUNTS[:-1])) + f" or {PLAYER_COUNTS[-1]}"
        given = (
            "no players given"
            if not texts
            else f"{len(texts)} player{'s' * (len(texts) != 1)} given"
        )
        raise click.BadParameter(
            f"{given}, a game has {counts} (one bot spec per seat, separated by commas)"
        )
    return parse_specs(texts)


def spec_texts(value: str) -> list[str]:
    """The comma-separated specs of ``value``, stripped (none for a blank value)."""
    return [text.strip() for text in value.split(",")] if value.strip() else []


def check_not_empty(texts: Sequence[str]) -> None:
    """A click error naming the first empty spec by its place."""
    for place, text in enumerate(texts, start=1):
        if not text:
            raise click.BadParameter(
                f"spec {place} of {len(texts)} is empty (two commas in a row?)"
            )


def parse_specs(texts: Sequence[str]) -> tuple[BotSpec, ...]:
    """Checked BotSpecs, a click error naming the first wrong one."""
    check_not_empty(texts)
    try:
        return tuple(parse_bot_spec(text) for text in texts)
    except BotSpecError as error:
        raise click.BadParameter(str(error)) from None


def parse_bots(ctx: click.Context, param: click.Parameter, value: str) -> tuple[BotSpec, ...]:
    """Click callback: ``random,heuristic,mcts:iterations=50`` -> distinct checked BotSpecs."""
    specs = parse_specs(spec_texts(value))
    if len(specs) < 2:
        raise click.BadParameter("a tournament needs at least 2 bots, separated by commas")
    names = [str(spec) for spec in specs]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise click.BadParameter(f"bot {twice[0]!r} given twice")
    return specs
