"""How simulate and tournament play their games: workers, backend, rows file; and the
optional dependencies a run needs, checked before any game is played."""

from __future__ import annotations

import os
from pathlib import Path

import click

from cityknights.cli.options import F
from cityknights.sim import extras
from cityknights.sim.outfiles import check_writable
from cityknights.sim.records import out_format
from cityknights.sim.runner import BACKENDS

#: Workers per CPU of this machine at most: more processes than that only share the CPUs.
WORKERS_PER_CPU = 8


def machine_cpus() -> int:
    """The CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def parse_workers(ctx: click.Context, param: click.Parameter, value: int | None) -> int | None:
    """Click callback: at most :data:`WORKERS_PER_CPU` workers per CPU of this machine."""
    most = WORKERS_PER_CPU * machine_cpus()
    if value is not None and value > most:
        raise click.BadParameter(
            f"{value} is more than {WORKERS_PER_CPU} per CPU of this machine "
            f"({machine_cpus()} CPUs): at most {most}"
        )
    return value


WORKERS_HELP = f"at most {WORKERS_PER_CPU} per CPU of this machine"


def run_options(command: F) -> F:
    """--workers, --backend, --address and --out, shared by simulate and tournament."""
    options = [
        click.option(
            "--workers",
            type=click.IntRange(min=1),
            callback=parse_workers,
            default=None,
            help="Processes of the pool (default 1: play here), or the CPUs of a local Ray "
            f"(default: all); the results do not depend on it; {WORKERS_HELP}.",
        ),
        click.option(
            "--backend",
            type=click.Choice(BACKENDS),
            default="pool",
            show_default=True,
            help="pool: this machine's processes; ray: Ray tasks (pip install 'cityknights[ray]').",
        ),
        click.option(
            "--address",
            default=None,
            metavar="ADDR",
            help="With --backend ray: the Ray cluster to run on (HOST:6379 of its head, auto, or "
            "ray://HOST:10001); without it a local Ray is started.",
        ),
        click.option(
            "--out",
            callback=parse_out,
            default=None,
            metavar="FILE",
            help="Write one row per game to FILE: CSV (.csv) or JSON Lines (.jsonl).",
        ),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def parse_out(ctx: click.Context, param: click.Parameter, value: str | None) -> Path | None:
    """Click callback: an --out path ending in .csv or .jsonl, in a directory that exists."""
    if value is None:
        return None
    try:
        out_format(value)
    except ValueError as error:
        raise click.BadParameter(str(error)) from None
    return writable_path(value)


def writable_path(value: str) -> Path:
    """``value`` as a path that can be written (checked now, before any game is played)."""
    path = Path(value)
    if not path.parent.is_dir():
        raise click.BadParameter(f"the directory of {value!r} does not exist")
    if path.is_dir():
        raise click.BadParameter(f"{value!r} is a directory")
    try:
        check_writable(path)
    except OSError as error:
        raise click.BadParameter(f"cannot write {value!r}: {error.strerror or error}") from None
    return path


def check_extra(module: str, purpose: str) -> None:
    """Fail before any game is played when an optional dependency is missing."""
    try:
        extras.check(module, purpose)
    except extras.MissingExtraError as error:
        raise click.UsageError(str(error)) from None


def check_backend(backend: str, address: str | None, workers: int | None) -> None:
    """Fail before any game is played on a backend that cannot run."""
    if address is not None and backend != "ray":
        raise click.UsageError("--address is for --backend ray")
    if backend == "ray":
        check_extra("ray", "--backend ray")
    if address is not None:
        from cityknights.sim.ray_backend import address_error

        why = address_error(address)
        if why is not None:
            raise click.BadParameter(why, param_hint="'--address'")
        if workers is not None:
            raise click.UsageError(
                "--workers is for the pool or a local Ray: a cluster's CPUs run the games"
            )
