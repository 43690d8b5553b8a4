"""The ``cityknights`` command: a module per subcommand, assembled here under :func:`main`.

Shared pieces: :mod:`.options` (options several commands spell alike), :mod:`.rule_flags`
(--flag and the game options checked before a run), :mod:`.bot_specs` (bot specs),
:mod:`.run_options` and :mod:`.running` (how simulate and tournament play their games),
:mod:`.report` (what a command prints).
"""

from __future__ import annotations

import click

import cityknights as ck
from cityknights.cli.analyze import analyze_command
from cityknights.cli.backup import backup_command
from cityknights.cli.bot_token import bot_token_command
from cityknights.cli.check import check_command
from cityknights.cli.dataset import dataset_command
from cityknights.cli.record import record_command
from cityknights.cli.serve import serve_command
from cityknights.cli.simulate import simulate_command
from cityknights.cli.tournament import tournament_command
from cityknights.cli.verify import verify_command

__all__ = ["main"]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(
    version=ck.__version__,
    # Which engine runs, the mypyc build or the pure-Python source (see README, Development).
    message=f"%(prog)s %(version)s, engine: {ck.engine.ENGINE_BUILD}",
)
def main() -> None:
    """cityknights: Catan and Cities & Knights, as colonist.io plays it."""


main.add_command(analyze_command)
main.add_command(backup_command)
main.add_command(bot_token_command)
main.add_command(check_command)
main.add_command(dataset_command)
main.add_command(record_command)
main.add_command(serve_command)
main.add_command(simulate_command)
main.add_command(tournament_command)
main.add_command(verify_command)
