"""The `cityknights` command: argument errors, and a small simulation end to end."""

from __future__ import annotations

import ast
import csv
import json
import re
import sys
from collections import Counter
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from cityknights.bots import available_bots, parse_bot_spec
from cityknights.cli import main
from cityknights.cli.rule_flags import check_game_options, flag_value
from cityknights.engine.invariants import InvariantError
from cityknights.sim import Summary, extras, run_games
from cityknights.sim import check as check_module
from cityknights.sim.check import CheckSummary, action_kinds, run_checks
from cityknights.sim.records import flat_row, game_row
from cityknights.sim.runner import game_jobs, game_seeds, in_order, play_games, play_job
from cityknights.sim.stats import VP_SOURCES
from cityknights.sim.tournament import Leaderboard, tournament_jobs


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
        (["--players", "random,random"], "2 players given, a game has 3, 4, 5 or 6"),
        (["--players", ",".join(["random"] * 7)], "7 players given"),
        (["--players", "random:offers=maybe,random,random"], "must be true or false"),
        (["--players", "random:depth=2,random,random"], "bot 'random' has no option 'depth'"),
        (["--players", "mcts:iterations=0,random,random"], "iterations must be at least 1, not 0"),
        (["--players", "mcts:width=-2,random,random"], "width must be at least 1, not -2"),
        (
            ["--games", "0"],
            "Invalid value for '--games': 0 is not in the range 1<=x<=1000000000000",
        ),
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
    assert code == 0 and all(c in stdout for c in ("simulate", "check", "tournament"))


def test_options_the_engine_rejects_are_a_usage_error() -> None:
    with pytest.raises(click.UsageError, match=r"the engine rejects these options: .*players"):
        check_game_options("base", 7, 0, {"max_turns": 10})
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
    odd = [s for s in game_seeds(CHECK_SEED, 3) if s % 2]
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
        (["--players", "7"], "Invalid value for '--players': 7 is not in the range 3<=x<=6"),
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


# --- simulate: workers, backends, --out, --plot, per-bot win rates ---------------------------

SIM_ARGS = ["--expansion", "ck", "--players", "heuristic,random,random,random", "--games", "6"]
SIM_ARGS += ["--seed", "2", "--max-turns", "200"]
TIMING_ROWS = ("Wall time", "Games/s", "Decisions/s")


def without_timing_rows(stdout: str) -> str:
    """The output without its timing rows, and with column padding squeezed: a table's
    column widths follow its widest cell, which may be a timing row's."""
    lines = stdout.splitlines()
    kept = (line for line in lines if not any(t in line for t in TIMING_ROWS))
    return "\n".join(re.sub(r"([ ─━═]) *\1*", r"\1", line).rstrip() for line in kept)


def test_simulate_prints_the_same_with_one_or_two_workers(tmp_path: Path) -> None:
    one, two = tmp_path / "one.csv", tmp_path / "two.csv"
    code1, serial, output1 = invoke("simulate", *SIM_ARGS, "--workers", "1", "--out", str(one))
    code2, pooled, output2 = invoke("simulate", *SIM_ARGS, "--workers", "2", "--out", str(two))
    assert code1 == code2 == 0, (output1, output2)
    assert without_timing_rows(serial) == without_timing_rows(pooled)
    assert one.read_text() == two.read_text()
    assert "Wall time" in serial and "Games/s" in pooled


def test_simulate_prints_win_rates_per_bot_with_intervals_when_bots_differ() -> None:
    code, stdout, output = invoke("simulate", *SIM_ARGS)
    assert code == 0, output
    specs = ["heuristic", "random", "random", "random"]
    expected = Summary.of(specs, run_games("ck", specs, games=6, seed=2, max_turns=200))
    assert "Win rate per bot" in stdout and "95% CI" in stdout
    heuristic, random_bot = expected.bots()
    low, high = random_bot.interval
    row = rf"│ random\s+│ 1,2,3\s+│\s+18 │\s+{random_bot.wins} │ .*│\s+{100 * low:.1f}-{100 * high:.1f}% │"
    assert re.search(row, stdout), stdout
    assert re.search(rf"│ heuristic\s+│ 0\s+│\s+6 │\s+{heuristic.wins} │", stdout), stdout
    code, stdout, _ = invoke("simulate", "--players", "random,random,random", "--games", "1")
    assert code == 0 and "Win rate per bot" not in stdout and "95% CI" in stdout


def test_simulate_rotate_seats_every_bot_everywhere_and_totals_per_bot() -> None:
    args = ["--expansion", "ck", "--players", "heuristic,random,random,random", "--games", "4",
            "--seed", "2", "--max-turns", "200", "--rotate"]  # fmt: skip
    code, stdout, output = invoke("simulate", *args)
    assert code == 0, output
    specs = ["heuristic", "random", "random", "random"]
    jobs = game_jobs("ck", specs, 4, seed=2, rotate=True, max_turns=200)
    expected = Summary.of(specs, (play_job(*job) for job in jobs))
    heuristic, random_bot = expected.bots()
    assert heuristic.seats == random_bot.seats == (0, 1, 2, 3)
    assert re.search(rf"│ heuristic\s+│ 0,1,2,3\s+│\s+4 │\s+{heuristic.wins} │", stdout), stdout
    assert re.search(rf"│ random\s+│ 0,1,2,3\s+│\s+12 │\s+{random_bot.wins} │", stdout), stdout
    assert "(rotating)" in stdout  # the seat table has no one player per seat
    # C&K numbers per bot, not per seat (a seat's column would mix the bots).
    assert re.search(r"average\s+per\s+seat-game\s+of\s+each\s+bot", stdout), stdout
    assert "Seat 0" not in stdout
    assert re.search(r"Avg VP", stdout)


@pytest.mark.parametrize("suffix", [".csv", ".jsonl"])
def test_simulate_out_writes_one_row_per_game(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"games{suffix}"
    code, _, output = invoke("simulate", *SIM_ARGS, "--workers", "2", "--out", str(path))
    assert code == 0, output
    assert f"Wrote 6 rows ({suffix[1:]}) to {path}" in output
    specs = ["heuristic", "random", "random", "random"]
    results = list(run_games("ck", specs, games=6, seed=2, max_turns=200))
    rows = [game_row(i, "ck", r) for i, r in enumerate(results)]
    if suffix == ".jsonl":
        assert [json.loads(line) for line in path.read_text().splitlines()] == rows
    else:
        with path.open(newline="") as f:
            read = list(csv.DictReader(f))
        assert read == [{k: str(v) for k, v in flat_row(row).items()} for row in rows]
        for column in ("seed", "winner", "turns", "player_3", "vp_defender_0", "played_spy_2"):
            assert column in read[0]
        assert "barbarians_repelled" in read[0] and "barbarians_won" in read[0]


def test_simulate_plot_writes_a_png(tmp_path: Path) -> None:
    path = tmp_path / "run.png"
    code, _, output = invoke("simulate", *SIM_ARGS, "--plot", str(path))
    assert code == 0, output
    assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert f"Wrote the plot to {path}" in output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--out", "games.txt"],
            "Invalid value for '--out': 'games.txt' must end in .csv or .jsonl",
        ),
        (["--out", "/no/such/dir/g.csv"], "the directory of '/no/such/dir/g.csv' does not exist"),
        (["--plot", "run.jpg"], "Invalid value for '--plot': 'run.jpg' must end in .png"),
        (["--plot", "/no/such/dir/p.png"], "the directory of '/no/such/dir/p.png' does not exist"),
        (["--workers", "0"], "Invalid value for '--workers': 0 is not in the range x>=1"),
        (
            ["--backend", "spark"],
            "Invalid value for '--backend': 'spark' is not one of 'pool', 'ray'",
        ),
        (["--address", "10.0.0.1:6379"], "--address is for --backend ray"),
    ],
)
def test_simulate_run_option_errors_exit_2(args: list[str], message: str) -> None:
    code, _, output = invoke("simulate", "--games", "1", *args)
    assert code == 2, output
    error_lines = [line for line in output.splitlines() if line.startswith("Error:")]
    assert len(error_lines) == 1 and message in error_lines[0], output


def test_simulate_on_ray_without_ray_exits_2_saying_how_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray raises ImportError
    code, _, output = invoke("simulate", "--games", "1", "--backend", "ray")
    assert code == 2, output
    assert "--backend ray needs ray, which is not installed" in output
    assert "pip install 'cityknights[ray]'" in output


# --- tournament ------------------------------------------------------------------------------

TOURNEY = ["--bots", "random,heuristic,random:offers=true", "--expansion", "ck", "--seed", "5"]
TOURNEY += ["--max-turns", "150"]


def leaderboard_rows(stdout: str) -> list[list[str]]:
    rows = []
    for line in stdout.splitlines():
        cells = [c.strip() for c in line.strip("│ ").split("│")]
        if len(cells) == 11 and cells[0].isdigit():
            rows.append(cells)
    return rows


def test_tournament_prints_a_leaderboard_the_same_with_any_workers(tmp_path: Path) -> None:
    out1, out2 = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    code1, serial, output1 = invoke("tournament", *TOURNEY, "--games", "10", "--out", str(out1))
    code2, pooled, output2 = invoke(
        "tournament", *TOURNEY, "--games", "10", "--workers", "2", "--out", str(out2)
    )
    assert code1 == code2 == 0, (output1, output2)
    assert without_timing_rows(serial) == without_timing_rows(pooled)
    assert out1.read_text() == out2.read_text()
    assert "12 games = 1 round of 12 (3 lineups x 4 seat rotations)" in serial
    assert "--games 10 was rounded up to 12" in serial
    for header in ("Leaderboard", "Mu", "Sigma", "Ordinal", "Win %/seat", "95% CI"):
        assert header in serial
    rows = leaderboard_rows(serial)
    assert sorted(row[1] for row in rows) == ["heuristic", "random", "random:offers=true"]
    assert [row[0] for row in rows] == ["1", "2", "3"]
    ordinals = [float(row[4]) for row in rows]
    assert ordinals == sorted(ordinals, reverse=True)
    for row in rows:
        mu, sigma, ordinal = float(row[2]), float(row[3]), float(row[4])
        assert ordinal == pytest.approx(mu - 3 * sigma, abs=0.02)
        assert (row[5], row[6]) == ("12", "16")  # every bot in every game, 16 seats of 48
    assert (
        sum(int(row[7]) for row in rows)
        + int(number_in_row(serial, "Games with no winner (turn cap)"))
        == 12
    )
    lines = out1.read_text().splitlines()
    assert len(lines) == 12
    games = [json.loads(line) for line in lines]
    assert [g["game"] for g in games] == list(range(12))
    assert games[0]["players"] == ["random", "random", "heuristic", "random:offers=true"]
    assert Counter(p for g in games for p in g["players"]) == {
        "random": 16, "heuristic": 16, "random:offers=true": 16
    }  # fmt: skip


def test_tournament_matches_the_leaderboard_of_its_games() -> None:
    code, stdout, output = invoke("tournament", *TOURNEY, "--games", "12")
    assert code == 0, output
    bots = [parse_bot_spec(s) for s in ("random", "heuristic", "random:offers=true")]
    board = Leaderboard([str(b) for b in bots])
    for result in in_order(play_games(tournament_jobs("ck", bots, 12, 5, max_turns=150))):
        board.add(result)
    rows = {row[1]: row for row in leaderboard_rows(stdout)}
    for standing in board.ranking():
        row = rows[standing.bot]
        assert row[2:5] == [
            f"{standing.mu:.2f}",
            f"{standing.sigma:.2f}",
            f"{standing.ordinal:.2f}",
        ]
        assert row[7] == str(standing.wins)
    assert "rounded up" not in stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bots", "random"], "a tournament needs at least 2 bots"),
        (["--bots", "random,heuristic,random"], "bot 'random' given twice"),
        (["--bots", "random,foo"], "unknown bot 'foo'"),
        (["--bots", "random,mcts:depth=3"], "bot 'mcts' has no option 'depth'"),
        (["--games", "0"], "Invalid value for '--games'"),
        (["--expansion", "seafarers"], "Invalid value for '--expansion'"),
        (["--out", "t.xlsx"], "must end in .csv or .jsonl"),
        (["--flag", "no_such_flag=1"], "unknown rule flag(s) ['no_such_flag']"),
        (["--address", "auto"], "--address is for --backend ray"),
    ],
)
def test_tournament_bad_arguments_exit_2(args: list[str], message: str) -> None:
    code, _, output = invoke("tournament", *args)
    assert code == 2, output
    error_lines = [line for line in output.splitlines() if line.startswith("Error:")]
    assert len(error_lines) == 1 and message in error_lines[0], output


@pytest.mark.parametrize(
    ("module", "args", "message"),
    [
        (
            "matplotlib",
            ["simulate", "--games", "1", "--plot", "run.png"],
            "--plot needs matplotlib, which is not installed: "
            "python3 -m pip install 'cityknights[plot]'",
        ),
        (
            "openskill",
            ["tournament", "--games", "1"],
            "the tournament command needs openskill, which is not installed: "
            "python3 -m pip install 'cityknights[tournament]'",
        ),
    ],
)
def test_a_missing_optional_dependency_exits_2_naming_its_extra(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, module: str, args: list[str], message: str
) -> None:
    monkeypatch.setitem(sys.modules, module, None)  # import raises ImportError
    monkeypatch.chdir(tmp_path)
    code, _, output = invoke(*args)
    assert code == 2, output
    assert message in output
    assert not (tmp_path / "run.png").exists()


def test_an_unreachable_ray_cluster_exits_1_naming_the_address(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import cityknights.cli.running as running

    def unreachable(*args: object, **kwargs: object) -> None:
        raise ConnectionError("Failed to connect to Ray cluster at 127.0.0.1:1")

    monkeypatch.setattr(extras, "check", lambda module, purpose: None)
    monkeypatch.setattr(running, "play_games", unreachable)
    args = ["--games", "1", "--backend", "ray", "--address", "127.0.0.1:1"]
    code, _, output = invoke("simulate", *args)
    assert code == 1, output
    assert "Error: cannot reach the Ray cluster at 127.0.0.1:1: Failed to connect" in output


def test_python_dash_m_runs_the_same_command_line() -> None:
    import subprocess

    done = subprocess.run(
        [sys.executable, "-m", "cityknights", "check", "--games", "0"],
        capture_output=True,
        text=True,
        check=False,
    )
    # The same argument check as the `cityknights` script, under its name.
    assert done.returncode == 2
    assert "cityknights check" in done.stderr


# ----------------------------------------------------------------- hardening (issue 9)
FAST = ["--players", "random,random,random", "--games", "5", "--seed", "4", "--max-turns", "30"]


def error_line(output: str) -> str:
    """The one "Error:" line of a refused command (and no traceback)."""
    assert "Traceback" not in output, output
    lines = [line for line in output.splitlines() if line.startswith("Error:")]
    assert len(lines) == 1, output
    return lines[0]


@pytest.mark.parametrize(
    ("command", "args", "message"),
    [
        ("simulate", ["--players", ""], "no players given, a game has 3, 4, 5 or 6"),
        ("simulate", ["--players", " , "], "spec 1 of 2 is empty"),
        ("simulate", ["--players", "random,,random,random"], "spec 2 of 4 is empty (two commas"),
        ("simulate", ["--players", "random"], "1 player given, a game has 3, 4, 5 or 6"),
        ("tournament", ["--bots", ""], "a tournament needs at least 2 bots"),
        ("tournament", ["--bots", "random,,heuristic"], "spec 2 of 3 is empty"),
        ("simulate", ["--players", "mcts:seconds=inf,random,random"], "mcts:seconds must be a finite number, not 'inf'"),
        ("simulate", ["--players", "mcts:seconds=nan,random,random"], "mcts:seconds must be a finite number, not 'nan'"),
        ("tournament", ["--bots", "random,mcts:c=nan"], "mcts:c must be a finite number, not 'nan'"),
        ("simulate", ["--games", str(10**12 + 1)], "Invalid value for '--games'"),
        ("check", ["--games", str(10**12 + 1)], "Invalid value for '--games'"),
        ("tournament", ["--games", "-5"], "Invalid value for '--games'"),
        ("simulate", ["--seed", "1.5"], "Invalid value for '--seed'"),
        ("check", ["--deep-every", "0"], "Invalid value for '--deep-every'"),
        ("check", ["--players", "7"], "Invalid value for '--players'"),
        ("check", ["--ruleset", "house"], "Invalid value for '--ruleset'"),
        ("simulate", ["--flag", "=1"], "'=1' is not of the form name=value"),
        ("simulate", ["--flag", "discard_limit=-1"], "discard_limit must be an integer >= 0"),
        ("simulate", ["--flag", "max_turns=5"], "'max_turns' is a game option, not a rule flag"),
    ],
)  # fmt: skip
def test_more_bad_arguments_exit_2_with_one_line(
    command: str, args: list[str], message: str
) -> None:
    code, _, output = invoke(command, *args)
    assert code == 2, output
    assert message in error_line(output)


@pytest.mark.parametrize("command", ["simulate", "tournament", "check"])
def test_a_cities_and_knights_flag_is_refused_in_a_base_game(command: str) -> None:
    code, _, output = invoke(command, "--games", "1", "--flag", "merchant_on_desert=false")
    assert code == 2, output
    assert (
        "--flag merchant_on_desert is a Cities & Knights rule: it does not apply to "
        "--expansion base (add --expansion ck)"
    ) in error_line(output)


def test_the_cities_and_knights_flags_are_those_ruleflags_documents_as_such() -> None:
    import dataclasses

    import cityknights as ck
    from cityknights.cli.rule_flags import CK_FLAGS

    # From the source: a compiled (mypyc) RuleFlags keeps no docstring.
    source = (Path(ck.__file__).parent / "engine" / "game.py").read_text()
    tree = ast.parse(source)
    flags_class = next(
        n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "RuleFlags"
    )
    doc = (ast.get_docstring(flags_class) or "").split("Cities & Knights:")[1]
    # The C&K section up to the next heading ("Five and six players:"), and the flags of
    # later sections marked (C&K).
    section = re.split(r"^\s*[A-Z][^\n]*:$", doc, maxsplit=1, flags=re.M)[0]
    documented = set(re.findall(r"^\s*- (\w+)", section, re.M))
    documented |= set(re.findall(r"^\s*- (\w+)[^\n]*\(C&K\)", doc, re.M))
    assert documented == CK_FLAGS
    assert {f.name for f in dataclasses.fields(ck.RuleFlags)} > CK_FLAGS
    # In C&K they are taken (a base flag too).
    args = ["--expansion", "ck", "--games", "1", "--max-turns", "5", "--players", "3"]
    code, stdout, output = invoke(
        "check", *args, "--flag", "merchant_on_desert=false", "--flag", "discard_limit=9"
    )
    assert code == 0, output
    assert "merchant_on_desert=false" in stdout and "discard_limit=9" in stdout


@pytest.mark.parametrize("command", ["simulate", "tournament", "check"])
def test_workers_are_bounded_by_the_machine(monkeypatch: pytest.MonkeyPatch, command: str) -> None:
    import cityknights.cli.run_options as run_options

    monkeypatch.setattr(run_options, "machine_cpus", lambda: 2)
    code, _, output = invoke(command, "--games", "1", "--workers", "17")
    assert code == 2, output
    assert (
        "Invalid value for '--workers': 17 is more than 8 per CPU of this machine (2 CPUs): "
        "at most 16"
    ) in error_line(output)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--address", "foo"], "Invalid value for '--address': 'foo' is not HOST:PORT, auto or"),
        (["--address", ":1"], "':1' is not HOST:PORT"),
        (["--address", "ray://h"], "'ray://h' is not HOST:PORT"),
        (["--address", "h:99999"], "the port of 'h:99999' is not between 1 and 65535"),
        (["--address", "h:6379", "--workers", "2"], "--workers is for the pool or a local Ray"),
    ],
)
def test_bad_ray_addresses_exit_2_before_ray_starts(
    monkeypatch: pytest.MonkeyPatch, args: list[str], message: str
) -> None:
    monkeypatch.setattr(extras, "check", lambda module, purpose: None)
    code, _, output = invoke("simulate", "--games", "1", "--backend", "ray", *args)
    assert code == 2, output
    assert message in error_line(output)


def test_out_and_plot_paths_are_checked_before_any_game(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import cityknights.sim.runner as runner

    def no_game(*args: object) -> None:
        raise AssertionError("a game was played")

    monkeypatch.setattr(runner, "play_job", no_game)
    # /proc takes no new file, even from root (whom permission bits do not stop).
    for option, name in (("--out", "rows.csv"), ("--plot", "run.png")):
        code, _, output = invoke("simulate", *FAST, option, f"/proc/{name}")
        assert code == 2, output
        assert f"Invalid value for '{option}': cannot write '/proc/{name}'" in error_line(output)
    assert list(tmp_path.iterdir()) == []


def full_disk_link(tmp_path: Path, name: str) -> Path:
    """A path whose writes fail with ENOSPC, as on a full disk (a link to /dev/full)."""
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full")
    link = tmp_path / name
    link.symlink_to("/dev/full")
    return link


@pytest.mark.parametrize("command", ["simulate", "tournament"])
def test_a_full_disk_for_out_is_one_line_and_exit_1(tmp_path: Path, command: str) -> None:
    link = full_disk_link(tmp_path, "rows.jsonl")
    args = FAST if command == "simulate" else ["--games", "4", "--max-turns", "20"]
    code, _, output = invoke(command, *args, "--out", str(link))
    assert code == 1, output
    assert f"Error: cannot write --out '{link}': No space left on device" in error_line(output)


def test_a_full_disk_for_plot_is_one_line_and_exit_1(tmp_path: Path) -> None:
    link = full_disk_link(tmp_path, "run.png")
    code, stdout, output = invoke("simulate", *FAST, "--plot", str(link))
    assert code == 1, output
    assert "5 games" in stdout  # the summary was printed first
    assert f"Error: cannot write --plot '{link}': No space left on device" in error_line(output)


def test_a_failed_write_leaves_the_old_file_and_no_temporary_one(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import errno

    import cityknights.sim.outfiles as outfiles

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    out, plot = tmp_path / "rows.csv", tmp_path / "run.png"
    out.write_text("the last run's rows\n")
    monkeypatch.setattr(outfiles.os, "replace", full)
    code, _, output = invoke("simulate", *FAST, "--out", str(out))
    assert code == 1, output
    assert "No space left on device; the file is left as it was before the run" in output
    code, _, output = invoke("simulate", *FAST, "--plot", str(plot))
    assert code == 1, output
    assert "cannot write --plot" in error_line(output)
    assert out.read_text() == "the last run's rows\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rows.csv"]


def interrupt_at_game(monkeypatch: pytest.MonkeyPatch, number: int) -> None:
    """Ctrl-C while game ``number`` (0-based) plays."""
    import cityknights.sim.runner as runner

    real, calls = runner.play_job, []

    def play(*job: object) -> object:
        calls.append(job)
        if len(calls) > number:
            raise KeyboardInterrupt
        return real(*job)  # type: ignore[arg-type]

    monkeypatch.setattr(runner, "play_job", play)


@pytest.mark.parametrize("suffix", [".jsonl", ".csv"])
def test_ctrl_c_keeps_the_rows_played_and_says_the_file_is_partial(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, suffix: str
) -> None:
    out = tmp_path / f"rows{suffix}"
    interrupt_at_game(monkeypatch, 2)
    code, stdout, output = invoke("simulate", *FAST, "--out", str(out))
    assert code == 130, output
    assert (
        f"interrupted: 2 of 5 games written to {out} (games 0 to 1; the file is partial)" in output
    )
    assert "Traceback" not in output and stdout == ""
    lines = out.read_text().splitlines()
    assert len(lines) == 2 + (suffix == ".csv")  # a CSV has its header
    assert [p.name for p in tmp_path.iterdir()] == [out.name]  # no temporary file left


def test_ctrl_c_without_out_says_how_far_it_got() -> None:
    with pytest.MonkeyPatch.context() as once:
        interrupt_at_game(once, 3)
        code, _, output = invoke("simulate", *FAST)
    assert code == 130, output
    assert "interrupted: 3 of 5 games played" in output
    with pytest.MonkeyPatch.context() as again:
        interrupt_at_game(again, 1)
        code, _, output = invoke("tournament", "--games", "12", "--max-turns", "20")
    assert code == 130 and "interrupted: 1 of 12 games played" in output, output


def test_ctrl_c_during_check_says_how_far_it_got(monkeypatch: pytest.MonkeyPatch) -> None:
    real, calls = check_module.check_game, []

    def check(*job: object) -> object:
        calls.append(job)
        if len(calls) > 2:
            raise KeyboardInterrupt
        return real(*job)  # type: ignore[arg-type]

    monkeypatch.setattr(check_module, "check_game", check)
    code, _, output = invoke("check", "--games", "6", "--max-turns", "20")
    assert code == 130, output
    assert "interrupted: 2 of 6 games checked" in output and "Traceback" not in output


@pytest.mark.parametrize("command", ["simulate", "tournament", "check"])
def test_a_huge_run_takes_no_memory_before_its_first_game(
    monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    import tracemalloc

    import cityknights.sim.runner as runner

    class FirstGame(Exception):
        pass

    def first(*args: object) -> None:
        raise FirstGame

    monkeypatch.setattr(runner, "play_job", first)
    monkeypatch.setattr(check_module, "check_game", first)
    # A list of 10**6 jobs takes over 100 MB (and 10**7 a gigabyte).
    tracemalloc.start()
    try:
        result = CliRunner().invoke(main, [command, "--games", str(10**6)])
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert isinstance(result.exception, FirstGame), result.output
    assert peak < 10_000_000, f"{peak / 1e6:.0f} MB before the first game"


def test_ray_start_up_counts_in_neither_the_wall_time_nor_the_games_per_second(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import cityknights.cli.running as running

    now = [0.0]
    monkeypatch.setattr(running, "clock", lambda: now[0])
    monkeypatch.setattr(extras, "check", lambda module, purpose: None)
    real = running.play_games

    def slow_start(jobs, *, on_ready, **options):  # type: ignore[no-untyped-def]
        now[0] += 100.0  # Ray's start-up
        on_ready()
        for index, result in real(jobs, on_ready=None, backend="pool"):
            now[0] += 2.0  # each game
            yield index, result

    monkeypatch.setattr(running, "play_games", slow_start)
    code, stdout, output = invoke("simulate", *FAST, "--backend", "ray")
    assert code == 0, output
    assert re.search(r"Ray start-up \(not in the wall time\)\s+│\s+100\.00 s", stdout), stdout
    assert re.search(r"Wall time\s+│\s+10\.00 s", stdout), stdout
    assert re.search(r"Games/s\s+│\s+0\.50 │", stdout), stdout
    code, stdout, output = invoke("simulate", *FAST)  # the pool: no start-up row
    assert code == 0 and "start-up" not in stdout, output


# --- 5-6 players ---------------------------------------------------------------------------


@pytest.mark.parametrize(("expansion", "players"), [("base", 5), ("ck", 6)])
def test_check_and_simulate_take_5_and_6_players(expansion: str, players: int) -> None:
    """The 30-hex board and the Special Build Phase through the commands (RULES.md §22)."""
    code, stdout, output = invoke(
        "check", "--expansion", expansion, "--players", str(players), "--games", "2",
        "--seed", "3", "--max-turns", "40",
    )  # fmt: skip
    assert code == 0, output
    assert f"check: {expansion}, {players} players" in stdout
    assert number_in_row(stdout, "Failed") == "0"
    assert re.search(r"│ end_special_build\s+│\s+\d+ │", stdout), stdout
    bots = ",".join(["heuristic", "random"] * 3)
    code, stdout, output = invoke(
        "simulate", "--players", ",".join(bots.split(",")[:players]), "--expansion", expansion,
        "--games", "2", "--seed", "3", "--max-turns", "60",
    )  # fmt: skip
    assert code == 0, output
    # The per-seat table has a row for the last seat.
    assert re.search(rf"│ +{players - 1} │", stdout), stdout


def test_tournament_seats_5_plays_lineups_of_5() -> None:
    code, stdout, output = invoke(
        "tournament", "--bots", "random,heuristic", "--seats", "5", "--games", "1",
        "--seed", "2", "--max-turns", "40",
    )  # fmt: skip
    assert code == 0, output
    # 2 bots at 5 seats: AAAAB, AAABB, AABBB, ABBBB, each in its 5 rotations.
    assert "20 games = 1 round of 20 (4 lineups x 5 seat rotations)" in stdout
    rows = leaderboard_rows(stdout)
    assert sorted(row[1] for row in rows) == ["heuristic", "random"]
    assert sum(int(row[6]) for row in rows) == 100  # seats held: 20 games x 5 seats
