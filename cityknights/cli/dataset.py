"""``cityknights dataset``: bot games written as open records, with a manifest and a
per-game summary table (cityknights.records.dataset)."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import click

from cityknights.bots import BotSpec
from cityknights.cli.bot_specs import parse_specs, spec_texts
from cityknights.cli.options import DEFAULT_MAX_TURNS
from cityknights.cli.run_options import WORKERS_PER_CPU
from cityknights.engine import Game, GameConfigError
from cityknights.records.dataset import (
    MANIFEST,
    DatasetWriter,
    dataset_jobs,
    manifest_head,
    play_dataset_game,
)
from cityknights.sim.pool import pool_map
from cityknights.sim.runner import in_order

#: The most games one run writes: its manifest lists every seed (about 20 bytes each).
MAX_DATASET_GAMES = 1_000_000


def parse_players(ctx: click.Context, param: click.Parameter, value: str) -> tuple[BotSpec, ...]:
    """Click callback: 3 or 4 checked BotSpecs, one per seat."""
    texts = spec_texts(value)
    if len(texts) not in (3, 4) or not all(texts):
        raise click.BadParameter(f"3 or 4 bot specs separated by commas, got {value!r}")
    return parse_specs(texts)


def empty_directory(out: Path) -> None:
    """``out`` made, or refused if it holds anything (a run never mixes with another's)."""
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise click.BadParameter(f"{out}: not an empty directory", param_hint="--out")
    try:
        out.mkdir(parents=True, exist_ok=True)
        probe = out / ".probe"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as error:
        raise click.BadParameter(f"{out}: {error.strerror or error}", param_hint="--out") from None


@click.command("dataset")
@click.option("--games", type=click.IntRange(1, MAX_DATASET_GAMES), required=True,
              help="How many games.")  # fmt: skip
@click.option("--players", callback=parse_players, required=True, metavar="SPECS",
              help="One bot spec per seat, separated by commas (3 or 4 seats).")  # fmt: skip
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), required=True,
              help="A new or empty directory.")  # fmt: skip
@click.option("--expansion", type=click.Choice(["base", "ck"]), default="ck", show_default=True)
@click.option("--seed", type=int, default=0, show_default=True,
              help="The run's base seed: game i's seed is derived from it and i.")  # fmt: skip
@click.option("--max-turns", type=click.IntRange(min=1), default=DEFAULT_MAX_TURNS,
              show_default=True, help="Games stop without a winner after this many turns.")  # fmt: skip
@click.option("--per-file", type=click.IntRange(min=1), default=1000, show_default=True,
              help="Games per compressed JSON Lines file.")  # fmt: skip
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
              help="Processes playing games.")  # fmt: skip
def dataset_command(
    games: int, players: tuple[BotSpec, ...], out: Path, expansion: str, seed: int,
    max_turns: int, per_file: int, workers: int,
) -> None:  # fmt: skip
    """Play GAMES games between bots, as the server plays them, and write their full
    records (docs/records.md) to OUT: games-NNNNN.jsonl.gz (one record a line),
    summary.csv (a row per game: seed, file, line, winner, turns, moves, points) and
    manifest.json (seeds, bots, versions, the code's version; written last)."""
    options: dict[str, Any] = {"max_turns": max_turns}
    try:
        Game(expansion=expansion, players=len(players), seed=seed, **options)
    except GameConfigError as error:
        raise click.UsageError(str(error)) from None
    empty_directory(out)
    workers = min(workers, (os.cpu_count() or 1) * WORKERS_PER_CPU)
    head = manifest_head(expansion, players, games, seed, options)
    writer = DatasetWriter(out, per_file, head)
    started = time.perf_counter()
    jobs = dataset_jobs(expansion, players, games, seed, options)
    try:
        for line, row in in_order(pool_map(play_dataset_game, jobs, workers)):
            writer.add(line, row)
    except KeyboardInterrupt:
        raise click.ClickException(
            f"interrupted after {writer.games} games: {out} has no {MANIFEST} (unfinished)"
        ) from None
    seconds = time.perf_counter() - started
    manifest = writer.close(seconds)
    packed = sum(f["bytes"] for f in manifest["files"])
    click.echo(
        f"{games} games in {seconds:.1f} s ({games / seconds:.1f} games/s, "
        f"{workers} worker{'s' * (workers > 1)}): {manifest['json_bytes'] / 1e6:.1f} MB of "
        f"records, {packed / 1e6:.1f} MB compressed, in {len(manifest['files'])} file(s) "
        f"under {out}"
    )
