"""``cityknights verify``: a finished game's dice and draws checked against its revealed
seed (docs/fair-dice.md)."""

from __future__ import annotations

from pathlib import Path

import click

from cityknights.cli.record import RECORD, load
from cityknights.records.format import RecordError
from cityknights.records.verify import VerifyError, verify

#: The exit status of a record that is not fair (1 is a record that cannot be checked).
UNFAIR_EXIT = 3


@click.command("verify")
@click.argument("record_file", type=RECORD, metavar="RECORD")
def verify_command(record_file: Path) -> None:
    """Check RECORD, a finished game's record: the revealed seed and salt give the
    commitment published at creation, the seed gives the board, and every chance outcome
    (dice, event die, cards drawn and stolen) is the one the seed gives. A reader's record
    (public, seat:N) has the outcomes it hides filled in from the seed and checked
    against everything it shows.

    Exit status 0: fair; 3: an outcome does not match (named); 1: the record cannot be
    checked (no seed revealed, unreadable)."""
    record = load(record_file)
    try:
        verified = verify(record)
    except VerifyError as error:
        click.echo(f"NOT FAIR: {error}", err=True)
        raise SystemExit(UNFAIR_EXIT) from None
    except RecordError as error:
        raise click.ClickException(str(error)) from None
    kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(verified.outcomes.items()))
    click.echo(
        f"fair: the seed matches the commitment {record['fairness']['commitment'][:16]}..., "
        f"the board and all {verified.total} chance outcomes ({kinds or 'none'})"
        + ("" if not verified.hidden else
           f" the record shows; {sum(verified.hidden.values())} it hides (" +
           ", ".join(f"{n} {kind}" for kind, n in sorted(verified.hidden.items())) +
           ") filled in from the seed fit everything it shows")
    )  # fmt: skip
