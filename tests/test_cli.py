"""The `cityknights` command: argument errors, and a small simulation end to end."""

from __future__ import annotations

import re

import click
import pytest
from click.testing import CliRunner

from cityknights.bots import available_bots
from cityknights.cli import check_game_options, flag_value, main
from cityknights.engine.invariants import InvariantError
from cityknights.sim import Summary, run_games
from cityknights.sim import check as check_module
from cityknights.sim.check import CheckSummary, action_kinds, run_checks
from cityknights.sim.stats import VP_SOURCES


def invoke(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--players", "random,foo,random"],
            f"unknown bot 'foo' (known bots: {', '.join(available_bots())})",
        ),
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


def test_help_lists_the_commands() -> None:
    code, stdout, _ = invoke("--help")
    assert code == 0 and "simulate" in stdout and "check" in stdout


def test_options_the_engine_rejects_are_a_usage_error() -> None:
    with pytest.raises(click.UsageError, match=r"the engine rejects these options: .*players"):
        check_game_options("base", 5, 0, {"max_turns": 10})
    check_game_options("base", 3, 0, {"max_turns": 10})  # accepted: no error


def number_in_row(stdout: str, label: str) -> str:
    match = re.search(rf"│ {re.escape(label)}\s+│\s+([-\d.,]+)", stdout)
    assert match, (label, stdout)
    return match.group(1)


def test_simulate_ck_prints_barbarians_metropolises_and_vp_sources() -> None:
    args = ["--expansion", "ck", "--players", "random,random,random", "--games", "2"]
    code, stdout, output = invoke("simulate", *args, "--seed", "4", "--max-turns", "300")
    assert code == 0, output
    expected = Summary.of(
        ["random"] * 3, run_games("ck", ["random"] * 3, games=2, seed=4, max_turns=300)
    )
    assert expected.ck_games == 2
    repelled = number_in_row(stdout, "Barbarian attacks repelled / game")
    assert repelled == f"{expected.ck_mean(expected.barbarians_repelled):.2f}"
    lost = number_in_row(stdout, "Barbarian attacks lost / game")
    assert lost == f"{expected.ck_mean(expected.barbarians_won):.2f}"
    assert "Cities & Knights: average per game" in stdout
    for label, values in [
        ("Metropolises held", [s.metropolises for s in expected.seats]),
        ("VP from settlements", [s.vp_sources["settlements"] for s in expected.seats]),
        ("VP from Defender of Catan", [s.vp_sources["defender"] for s in expected.seats]),
        ("VP from the merchant", [s.vp_sources["merchant"] for s in expected.seats]),
    ]:
        cells = " │ ".join(f"{expected.ck_mean(v):>6.2f}" for v in values)
        assert re.search(rf"│ {re.escape(label)}\s+│ {cells} │", stdout), (label, stdout)
    for label in ("VP from cities", "VP from metropolises", "VP from longest road"):
        assert label in stdout
    assert len(VP_SOURCES) == 7


def test_simulate_base_prints_no_ck_rows() -> None:
    args = ["--players", "random,random,random", "--games", "1", "--max-turns", "100"]
    code, stdout, output = invoke("simulate", *args)
    assert code == 0, output
    assert "Barbarian" not in stdout and "Cities & Knights" not in stdout


def test_simulate_passes_rule_flags() -> None:
    args = ["--players", "random,random,random", "--games", "2", "--max-turns", "100"]
    code, stdout, output = invoke("simulate", *args, "--flag", "bank_shortage=partial")
    assert code == 0, output
    expected = Summary.of(
        ["random"] * 3,
        run_games("base", ["random"] * 3, games=2, seed=0, max_turns=100, bank_shortage="partial"),
    )
    assert number_in_row(stdout, "Average decisions") == f"{expected.mean(expected.decisions):.1f}"


CHECK_SEED = 6  # its 3 game seeds: one even, two odd (the failure test relies on it)
CHECK_ARGS = ["--players", "3", "--games", "3", "--seed", str(CHECK_SEED), "--deep-every", "100"]
TIME_ROWS = ("Wall time", "Games/s")


def without_timings(stdout: str) -> str:
    return "\n".join(line for line in stdout.splitlines() if not any(t in line for t in TIME_ROWS))


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_check_prints_the_same_table_with_one_or_two_workers(expansion: str) -> None:
    args = ["--expansion", expansion, *CHECK_ARGS, "--max-turns", "80"]
    code1, serial, output1 = invoke("check", *args, "--workers", "1")
    code2, pooled, output2 = invoke("check", *args, "--workers", "2")
    assert code1 == code2 == 0, (output1, output2)
    assert without_timings(serial) == without_timings(pooled)
    summary = CheckSummary()
    for outcome in run_checks(expansion, 3, 3, CHECK_SEED, deep_every=100, max_turns=80):
        summary.add(outcome)
    assert number_in_row(serial, "Games") == "3"
    assert number_in_row(serial, "Failed") == "0"
    assert number_in_row(serial, "Steps (actions applied)") == str(summary.steps)
    assert number_in_row(serial, "Games with no winner (turn cap)") == str(summary.no_winner)
    for kind, count in summary.sorted_kinds():
        assert re.search(rf"│ {kind}\s+│\s+{count} │", serial), (kind, serial)
    assert "Wall time" in serial and "Games/s" in serial
    never = sorted(action_kinds(expansion) - set(summary.kinds))
    assert never, "tiny games leave some kinds unplayed"
    assert f"Action kinds never applied: {', '.join(never)}" in serial


def test_check_reports_failures_with_their_seeds_and_exits_1(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = check_module.play_checked_game

    def flaky(game, seed, **options):  # type: ignore[no-untyped-def]
        if seed % 2:
            raise InvariantError(f"turn 7, context main: card 0 for seed {seed}")
        return real(game, seed, **options)

    monkeypatch.setattr(check_module, "play_checked_game", flaky)
    code, stdout, output = invoke("check", *CHECK_ARGS, "--max-turns", "40", "--workers", "1")
    assert code == 1, output
    odd = [s for s in check_module.game_seeds(CHECK_SEED, 3) if s % 2]
    assert odd, "the test needs at least one odd seed"
    assert number_in_row(stdout, "Failed") == str(len(odd))
    flat = re.sub(r"[│\s]+", " ", stdout)
    for seed in odd:
        assert str(seed) in stdout
        assert f"card 0 for seed {seed}" in flat
    reproduce = (
        "play_checked_game(Game(expansion='base', players=3, seed=SEED, max_turns=40, "
        "ruleset='colonist'), SEED, deep_every=100)"
    )
    assert reproduce in stdout


def test_check_passes_flags_to_the_engine() -> None:
    args = [*CHECK_ARGS, "--max-turns", "40", "--flag", "bank_shortage=partial"]
    code, stdout, output = invoke("check", *args, "--flag", "friendly_robber=true")
    assert code == 0, output
    assert "bank_shortage=partial" in stdout and "friendly_robber=true" in stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--flag", "no_such_flag=1"], "unknown rule flag(s) ['no_such_flag']; known: "),
        (["--flag", "friendly_robber=maybe"], "friendly_robber must be true or false"),
        (["--flag", "bank_shortage=sometimes"], "bank_shortage must be one of"),
        (["--flag", "discard_limit=x"], "discard_limit must be an integer >= 0"),
        (["--flag", "friendly_robber"], "'friendly_robber' is not of the form name=value"),
        (["--flag", "max_turns=3"], "'max_turns' is a game option, not a rule flag"),
        (["--flag", "discard_limit=8", "--flag", "discard_limit=9"], "given twice"),
        (["--players", "5"], "Invalid value for '--players': 5 is not in the range 3<=x<=4"),
        (["--workers", "0"], "Invalid value for '--workers'"),
        (["--deep-every", "0"], "Invalid value for '--deep-every'"),
        (["--games", "0"], "Invalid value for '--games'"),
        (["--expansion", "seafarers"], "Invalid value for '--expansion'"),
        (["--ruleset", "house"], "Invalid value for '--ruleset'"),
    ],
)
def test_check_bad_arguments_exit_2(args: list[str], message: str) -> None:
    code, _, output = invoke("check", *args)
    assert code == 2
    error_lines = [line for line in output.splitlines() if line.startswith("Error:")]
    assert len(error_lines) == 1 and message in error_lines[0], output


def test_simulate_bad_flag_exits_2() -> None:
    code, _, output = invoke("simulate", "--flag", "no_such_flag=true")
    assert code == 2 and "unknown rule flag(s) ['no_such_flag']" in output


@pytest.mark.parametrize(
    ("raw", "default", "value"),
    [
        ("true", False, True),
        ("Off", True, False),
        ("maybe", False, "maybe"),
        ("9", 7, 9),
        ("x", 7, "x"),
        ("partial", "official", "partial"),
        ("12", "official", "12"),
        ("yes", None, True),
        ("3", None, 3),
        ("word", None, "word"),
    ],
)
def test_flag_values_take_the_type_of_the_default(raw: str, default: object, value: object) -> None:
    assert flag_value(raw, default) == value and type(flag_value(raw, default)) is type(value)
