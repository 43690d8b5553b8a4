"""``cityknights record``: check, convert and replay open game records (docs/records.md)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import click

from cityknights.records.format import RecordError, parse_view
from cityknights.records.reader_replay import MAX_POSITIONS, replay_reader
from cityknights.records.redact import redact
from cityknights.records.replay import replay
from cityknights.records.validate import read_record_file, validate
from cityknights.sim.outfiles import OutputFile, check_writable

RECORD = click.Path(exists=True, dir_okay=False, path_type=Path)


def load(path: Path) -> dict[str, Any]:
    """The record in ``path``, validated; a one-line error (exit status 1) otherwise."""
    try:
        record = read_record_file(path)
        validate(record)
    except RecordError as error:
        raise click.ClickException(str(error)) from None
    return record


def write_json(value: Any, out: Path | None) -> None:
    """``value`` as JSON to ``out`` (written whole or not at all), or to standard output."""
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False) + "\n"
    if out is None:
        click.echo(text, nl=False)
        return
    try:
        check_writable(out)
        output = OutputFile(out)
        output.open().write(text)
        output.commit()
    except OSError as error:
        raise click.ClickException(f"cannot write {out}: {error.strerror or error}") from None


def describe(record: dict[str, Any]) -> str:
    result = record["result"]
    config = record["config"]
    hidden = sum(1 for m in record["moves"] if m.get("hidden", False))
    winner = result["winner"]
    ending = (
        "live"
        if result["status"] == "live"
        else (f"won by seat {winner}" if winner is not None else "stopped at the turn limit")
    )
    return (
        f"{record['view']} record of a {config['players']}-seat {config['expansion']} game: "
        f"{len(record['moves'])} moves ({hidden} hidden), turn {result['turn']}, {ending}"
    )


@click.group("record")
def record_command() -> None:
    """Check, convert and replay open game records (docs/records.md)."""


@record_command.command("validate")
@click.argument("record_file", type=RECORD, metavar="RECORD")
def validate_command(record_file: Path) -> None:
    """Check RECORD (JSON, or gzip-compressed JSON) against the record format."""
    click.echo(f"valid: {describe(load(record_file))}")


@record_command.command("convert")
@click.argument("record_file", type=RECORD, metavar="RECORD")
@click.option("--view", "view_text", required=True, metavar="VIEW",
              help="The reader: public, or seat:N (from a full or that seat's record).")  # fmt: skip
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write the record there (default: standard output).")  # fmt: skip
def convert_command(record_file: Path, view_text: str, out: Path | None) -> None:
    """Write RECORD as the reader VIEW saw the game (conversions only remove knowledge:
    full to seat:N to public)."""
    try:
        view = parse_view(view_text)
    except RecordError as error:
        raise click.BadParameter(str(error), param_hint="--view") from None
    try:
        converted = redact(load(record_file), view)
    except RecordError as error:
        raise click.ClickException(str(error)) from None
    write_json(converted, out)


@record_command.command("replay")
@click.argument("record_file", type=RECORD, metavar="RECORD")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write the position reached there (docs/position.md); for a reader's "
                   "record that leaves several, what its reader sees of it.")  # fmt: skip
def replay_command(record_file: Path, out: Path | None) -> None:
    """Replay RECORD move by move: every move legal, by the seat to act, with the events
    recorded, and the result as recorded. A reader's record (public, seat:N) has its
    hidden moves filled in from the revealed seed; a running game's stops at the first
    one the seed decides, and says so."""
    record = load(record_file)
    try:
        if parse_view(record["view"]).full:
            state = replay(record)
            position: dict[str, Any] = state.to_json()
        else:
            reached = replay_reader(record)
            state = reached.positions[0]
            unique = reached.state is not None
            position = state.to_json() if unique else reached.reader_view()
    except RecordError as error:
        raise click.ClickException(str(error)) from None
    kinds = Counter(m["action"]["kind"] for m in record["moves"] if m["seat"] == -1)
    chance = ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items()))
    if parse_view(record["view"]).full or reached.complete:
        click.echo(f"replayed: {describe(record)}")
    else:
        click.echo(f"replayed {reached.replayed} of {reached.total} moves: {describe(record)}")
        click.echo(f"stopped: {reached.stopped}")
    click.echo(f"chance outcomes: {chance or 'none'}")
    if not parse_view(record["view"]).full:
        fits = len(reached.positions)
        click.echo(
            f"hidden moves filled in: {reached.hidden_filled}; "
            + ("one position fits the record" if reached.state is not None else
               f"{fits} positions fit the record, the same to its reader (they differ in "
               "cards it did not see)" if reached.exhaustive else
               f"more than {MAX_POSITIONS} positions fit the record; one line of hidden "
               "moves that fits it was followed (the same to its reader)")
        )  # fmt: skip
    if state.is_terminal():
        points = state.victory_points
        click.echo("victory points: " + ", ".join(
            f"seat {s} {points(s)}" for s in range(state.game.players)))  # fmt: skip
    if out is not None:
        write_json(position, out)
