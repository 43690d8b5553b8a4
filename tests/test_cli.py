"""The `cityknights` command: argument errors, and a small simulation end to end."""

from __future__ import annotations

import re

import click
import pytest
from click.testing import CliRunner

from cityknights.cli import check_game_options, main
from cityknights.sim import Summary, run_games


def invoke(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "random,foo,random"], "unknown bot 'foo' (known bots: random)"),
        (["--players", "random,random"], "2 players given, a game has 3 or 4"),
        (["--players", "random,random,random,random,random"], "5 players given"),
        (["--players", "random:offers=maybe,random,random"], "must be true or false"),
        (["--players", "random:depth=2,random,random"], "bot 'random' has no option 'depth'"),
        (["--games", "0"], "Invalid value for '--games': 0 is not in the range x>=1"),
        (["--games", "many"], "Invalid value for '--games': 'many' is not a valid integer"),
        (["--expansion", "seafarers"], "Invalid value for '--expansion': 'seafarers' is not one"),
        (["--max-turns", "0"], "Invalid value for '--max-turns'"),
        (["--seed", "x"], "Invalid value for '--seed'"),
    ],
)
def test_bad_arguments_exit_2_naming_the_problem(args: list[str], message: str) -> None:
    code, _, output = invoke("simulate", *args)
    assert code == 2
    error_lines = [line for line in output.splitlines() if line.startswith("Error:")]
    assert len(error_lines) == 1 and message in error_lines[0], output


def test_simulate_prints_the_summary_of_the_games_it_played() -> None:
    args = ["--players", "random,random,random", "--games", "3", "--seed", "1"]
    code, stdout, output = invoke("simulate", *args, "--max-turns", "300")
    assert code == 0, output
    expected = Summary.of(
        ["random"] * 3, run_games("base", ["random"] * 3, games=3, seed=1, max_turns=300)
    )
    assert "3 games" in stdout
    for header in ("Seat", "Player", "Wins", "Win %", "no winner (turn cap)"):
        assert header in stdout
    for label in ("Average turns", "Average decisions", "Games/s"):
        assert label in stdout
    for seat in expected.seats:
        row = rf"│\s+{seat.seat} │ random\s+│\s+{seat.wins} │"
        assert re.search(row, stdout), (row, stdout)
    assert re.search(rf"│ no winner \(turn cap\)\s+│\s+{expected.no_winner} │", stdout)
    assert f"{expected.mean(expected.turns):.1f}" in stdout
    assert f"{expected.mean(expected.decisions):.1f}" in stdout


def test_help_lists_simulate() -> None:
    code, stdout, _ = invoke("--help")
    assert code == 0 and "simulate" in stdout


def test_options_the_engine_rejects_are_a_usage_error() -> None:
    with pytest.raises(click.UsageError, match=r"the engine rejects these options: .*players"):
        check_game_options("base", 5, 0, {"max_turns": 10})
    check_game_options("base", 3, 0, {"max_turns": 10})  # accepted: no error
