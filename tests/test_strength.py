"""benchmarks/strength.py: the strength lines' rates, intervals and bars from small
synthetic result files, and the C&K ladder's resumable round robin."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cityknights.sim.intervals import wilson_interval
from tests.benchmark_scripts import load_benchmark

strength = load_benchmark("strength")


def row(
    seed: int,
    seat: int,
    won: bool,
    *,
    ours: str = "mcts",
    theirs: str = "alphabeta",
    players: int = 2,
    our: tuple[int, float] = (10, 1.0),
    their: tuple[int, float] = (10, 2.0),
) -> dict[str, Any]:
    """One game as benchmarks/vs_catanatron_bots.py writes it."""
    return {
        "game": seed, "seed": seed, "ours": ours, "theirs": theirs, "players": players,
        "our_seat": seat, "winner": seat if won else (seat + 1) % players, "won": won,
        "our_decisions": our[0], "our_seconds": our[1],
        "their_decisions": their[0], "their_seconds": their[1],
    }  # fmt: skip


def write(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


@settings(max_examples=60, deadline=None)
@given(
    games=st.integers(min_value=1, max_value=500),
    data=st.data(),
    players=st.sampled_from([2, 3, 4]),
)
def test_a_lines_rate_interval_and_met_follow_its_wins(
    games: int, data: st.DataObject, players: int
) -> None:
    wins = data.draw(st.integers(min_value=0, max_value=games))
    rows = [row(i, i % players, i < wins, players=players) for i in range(games)]
    (line,) = strength.lines(rows)
    assert (line.games, line.wins) == (games, wins)
    assert line.rate == wins / games
    assert line.interval == wilson_interval(wins, games)
    bar = {2: 0.65, 4: 0.40}.get(players)
    assert line.bar == bar
    assert line.met == (None if bar is None else line.interval[0] >= bar)


def test_a_line_is_met_only_when_the_intervals_lower_end_clears_the_bar() -> None:
    at_bar = strength.lines([row(i, i % 2, i < 260) for i in range(400)])[0]
    assert at_bar.rate == 0.65 and at_bar.interval[0] < 0.65 and at_bar.met is False
    above = strength.lines([row(i, i % 2, i < 300) for i in range(400)])[0]
    assert above.interval[0] > 0.70 and above.met is True
    four = strength.lines([row(i, i % 4, i < 90, players=4) for i in range(200)])[0]
    assert four.rate == 0.45 and four.interval[0] < 0.40 and four.met is False


def test_the_goal_needs_400_games_paired_seeds_and_no_longer_thinking() -> None:
    paired = [row(s, seat, seat == 0 or s % 4 != 3) for s in range(200) for seat in (0, 1)]
    line = strength.lines(paired)[0]
    assert (line.games, line.seeds, line.paired_seeds, line.paired) == (400, 200, 200, True)
    assert line.met is True and line.thinks_no_longer is True and line.goal is True
    assert line.our_seconds_per_decision == pytest.approx(0.1)
    assert line.their_seconds_per_decision == pytest.approx(0.2)

    unpaired = strength.lines([{**r, "seed": 1000 + i} for i, r in enumerate(paired)])[0]
    assert unpaired.paired is False and unpaired.met is True and unpaired.goal is False
    slower = strength.lines([{**r, "our_seconds": 5.0} for r in paired])[0]
    assert slower.thinks_no_longer is False and slower.goal is False
    value = [{**r, "theirs": "value", "their_seconds": 0.5} for r in paired]
    by_label = {x.label: x for x in strength.lines([*paired, *value])}
    against_value = by_label["mcts vs value 1v1"]  # slower than they, faster than AlphaBeta
    assert against_value.alphabeta_seconds_per_decision == pytest.approx(0.2)
    assert against_value.thinks_no_longer is True and against_value.goal is True
    alone = strength.lines(value)[0]  # no AlphaBeta row to compare with
    assert alone.thinks_no_longer is None and alone.goal is False
    fewer = strength.lines(paired[:-2])[0]
    assert fewer.games == 398 and fewer.met is True and fewer.goal is False


def test_a_line_against_value_is_held_to_its_own_bots_alphabeta_pace() -> None:
    """Against another opponent the limit is AlphaBeta's time per decision in the same
    bot's AlphaBeta line (same table size, same schedule), not that of every AlphaBeta
    row: rows played on a loaded machine must not lend a slow pace to a quiet run."""
    quiet_ab = [row(s, s % 2, True, ours="deep", their=(10, 0.5)) for s in range(4)]
    loaded_ab = [row(s, s % 2, True, their=(10, 20.0)) for s in range(4)]
    value = [row(s, s % 2, True, ours="deep", theirs="value", our=(10, 8.0)) for s in range(4)]
    by_label = {x.label: x for x in strength.lines([*quiet_ab, *loaded_ab, *value])}
    deep = by_label["deep vs value 1v1"]
    assert deep.alphabeta_seconds_per_decision == pytest.approx(0.05)  # its own line's
    assert deep.thinks_no_longer is False  # 0.8 s against 0.05 s, whatever the loaded rows say
    # Without its own AlphaBeta line, every AlphaBeta row at the table size sets the pace.
    alone = {x.label: x for x in strength.lines([*loaded_ab, *value])}["deep vs value 1v1"]
    assert alone.alphabeta_seconds_per_decision == pytest.approx(2.0)
    assert alone.thinks_no_longer is True


def test_a_repeated_game_counts_once_and_failed_games_are_not_games() -> None:
    rows = [row(1, 0, False), row(2, 1, True), row(1, 0, True)]
    failed = {"game": 3, "seed": 3, "ours": "mcts", "theirs": "alphabeta", "players": 2,
              "our_seat": 1, "error": "boom"}  # fmt: skip
    (line,) = strength.lines([*rows, failed])
    assert (line.games, line.wins, line.errors) == (2, 2, 1)


def test_lines_are_kept_apart_by_bots_and_table_size() -> None:
    rows = [row(1, 0, True), row(1, 0, False, players=4), row(1, 0, True, theirs="value")]
    assert [x.label for x in strength.lines(rows)] == [
        "mcts vs alphabeta 1v1",
        "mcts vs alphabeta 1v3",
        "mcts vs value 1v1",
    ]


def test_summary_prints_each_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    one = write(tmp_path / "a.jsonl", [row(i, i % 2, i < 3) for i in range(4)])
    three = write(tmp_path / "b.jsonl", [row(i, i % 4, i < 1, players=4) for i in range(4)])
    assert strength.main(["summary", str(one), str(three)]) == 0
    out = capsys.readouterr().out
    low, high = wilson_interval(3, 4)
    assert (
        f"| mcts vs alphabeta 1v1 | 4 | 3 | 75.0% | {100 * low:.1f}%-{100 * high:.1f}% | 65% | no |"
        in out
    )
    assert "| mcts vs alphabeta 1v3 | 4 | 1 | 25.0% |" in out
    assert strength.main(["summary", "--json", str(one)]) == 0
    as_json = json.loads(capsys.readouterr().out)
    assert as_json["wins"] == 3 and as_json["met"] is False and as_json["bar"] == 0.65


def test_bad_result_files_are_refused_by_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(row(1, 0, True)) + "\n{not json\n")
    assert strength.main(["summary", str(bad)]) == 2
    assert f"{bad}:2: not JSON" in capsys.readouterr().err
    no_seat = tmp_path / "seatless.jsonl"
    no_seat.write_text(json.dumps({k: v for k, v in row(1, 0, True).items() if k != "our_seat"}))
    assert strength.main(["summary", str(no_seat)]) == 2
    assert "a row without our_seat" in capsys.readouterr().err
    assert strength.main(["summary", str(tmp_path / "absent.jsonl")]) == 2
    assert "cannot read" in capsys.readouterr().err


# ---------------------------------------------------------------------------------------
# The ladder

DOC = """# Strength
<!-- ladder begin: generated by benchmarks/strength.py ladder, do not edit -->
old ladder
<!-- ladder end -->
text between
<!-- summary begin: generated by benchmarks/strength.py ladder, do not edit -->
<!-- summary end -->
"""


def ladder_args(tmp_path: Path, games: int = 12) -> list[str]:
    return ["ladder", "--bots", "random,heuristic", "--games", str(games),
            "--out", str(tmp_path / "results" / "ladder.jsonl"),
            "--doc", str(tmp_path / "strength.md")]  # fmt: skip


def test_the_ladder_resumes_its_file_and_rewrites_the_doc(tmp_path: Path) -> None:
    (tmp_path / "strength.md").write_text(DOC)
    (tmp_path / "results").mkdir()
    write(tmp_path / "results" / "mcts_ab_1v1.jsonl", [row(i, i % 2, i < 3) for i in range(4)])
    out = tmp_path / "results" / "ladder.jsonl"
    assert strength.main(ladder_args(tmp_path, games=5)) == 0  # one round of 12
    whole = out.read_text().splitlines()
    assert [json.loads(x)["game"] for x in whole] == list(range(12))
    doc = (tmp_path / "strength.md").read_text()
    assert "old ladder" not in doc and "text between" in doc
    assert "12 games of 4-player Cities & Knights (1 whole round of 12: every" in doc
    assert "| 1 | heuristic | `heuristic` |" in doc
    assert "| mcts vs alphabeta 1v1 | 4 | 3 | 75.0% |" in doc

    out.write_text("\n".join(whole[:9]) + "\n")  # stopped after game 8
    assert strength.main(ladder_args(tmp_path)) == 0
    resumed = out.read_text().splitlines()

    def same(lines: list[str]) -> list[dict[str, Any]]:
        return [{k: v for k, v in json.loads(x).items() if k != "seconds"} for x in lines]

    assert same(resumed) == same(whole)
    again = (tmp_path / "strength.md").read_text()
    assert again.split("per game")[1] == doc.split("per game")[1]  # the same ratings

    # A row past the first round (as a run with a larger --games leaves): the ladder of
    # --games 12 leaves it out, a larger one rates it and says the round is not whole.
    ladder = strength.Ladder(("random", "heuristic"), 0, out)
    later = {**json.loads(whole[0]), "game": 12, "seed": 12345}
    write(out, [json.loads(x) for x in resumed] + [later])
    board, rows = strength.rate(ladder, 12)
    assert len(rows) == 12 and board.games == 12
    board, rows = strength.rate(ladder, 13)
    assert len(rows) == 13 and board.games == 13
    text = strength.ladder_text(ladder, {}, board, rows)
    assert text[0].startswith("13 games of 4-player Cities & Knights (1 whole round of 12 and 1 ")


def test_the_ladder_stops_at_its_time_limit_and_refuses_a_foreign_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "strength.md").write_text(DOC)
    ladder = strength.Ladder(("random", "heuristic"), 0, tmp_path / "results" / "ladder.jsonl")
    assert strength.play_ladder(ladder, 12, deadline=0.0, say=lambda _: None) == 0
    assert ladder.path.read_text() == ""

    wrong = {**ladder.key, "game": 0, "seed": 1, "players": ["random"] * 4, "winner": 0,
             "vp": [10, 2, 2, 2], "turns": 50, "decisions": 99, "seconds": 0.1,
             "engine": "pure Python"}  # fmt: skip
    write(ladder.path, [wrong])
    assert strength.main(ladder_args(tmp_path)) == 2
    assert "game 0 has seed 1" in capsys.readouterr().err
    assert (tmp_path / "strength.md").read_text() == DOC  # nothing rewritten


def test_the_ladder_needs_the_docs_blocks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "strength.md").write_text("# no blocks\n")
    assert strength.main(ladder_args(tmp_path)) == 2
    assert "no 'ladder' block" in capsys.readouterr().err
    assert not (tmp_path / "results" / "ladder.jsonl").exists()  # no game was played


# ---------------------------------------------------------------------------------------
# vs_catanatron_bots.py's paired schedule (no catanatron game: its plan and file handling)

arena = load_benchmark("vs_catanatron_bots")


def job(index: int, players: int = 2, schedule: str = "paired") -> Any:
    return (index, 1, "mcts", "alphabeta", players, None, schedule)


def arena_row(index: int, players: int = 2, schedule: str = "paired", **more: Any) -> Any:
    """The row vs_catanatron_bots.py writes for game ``index`` of seed 1 (only the fields
    that say which game it is and how it went)."""
    seed, seat = arena.plan(index, 1, players, schedule)
    fields = {"game": index, "schedule": schedule, "turns": 70, "fallbacks": 0, "seconds": 1.0}
    fields.update(more)
    return {**row(seed, seat, seat == 0, players=players), **fields}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_paired_schedule_plays_each_seed_from_every_seat(players: int) -> None:
    plans = [arena.plan(i, 1, players, "paired") for i in range(5 * players)]
    for block in range(5):
        seeds_seats = plans[block * players : (block + 1) * players]
        assert {seed for seed, _ in seeds_seats} == {arena.derive(1, "paired", block)}
        assert [seat for _, seat in seeds_seats] == list(range(players))
    assert len({seed for seed, _ in plans}) == 5  # a new seed for each block
    # The rotated schedule, every run's before: a seed per game, our seat i mod players.
    rotated = [arena.plan(i, 1, players, "rotated") for i in range(2 * players)]
    assert rotated == [(arena.derive(1, i), i % players) for i in range(2 * players)]
    assert not {s for s, _ in rotated} & {s for s, _ in plans}  # never the same games
    assert arena.plan(3, 2, players, "paired") != arena.plan(3, 1, players, "paired")
    with pytest.raises(ValueError, match="no schedule 'shuffled'"):
        arena.plan(0, 1, players, "shuffled")


def test_games_round_up_to_whole_seeds() -> None:
    assert [arena.whole_seeds(n, 2) for n in (1, 2, 3, 400)] == [2, 2, 4, 400]
    assert [arena.whole_seeds(n, 3) for n in (1, 3, 200, 400)] == [3, 3, 201, 402]
    assert [arena.whole_seeds(n, 4) for n in (1, 5, 400)] == [4, 8, 400]


def test_a_resumed_paired_run_skips_exactly_the_games_its_file_has() -> None:
    jobs = [job(i, players=4) for i in range(12)]
    have = [arena_row(i, players=4) for i in (0, 1, 2, 5, 11)]
    failed = {**arena_row(6, players=4), "error": "boom"}  # played again
    other = [arena_row(3, players=2), arena_row(4, players=4, theirs="value")]  # other lines
    todo = arena.pending(jobs, [*have, failed, *other])
    assert [j[0] for j in todo] == [3, 4, 6, 7, 8, 9, 10]
    assert arena.pending(jobs, []) == jobs
    # Games 0 to 3 share a seed: our seat tells them apart (a key of the seed alone would
    # skip the whole block after its first game).
    assert [j[0] for j in arena.pending(jobs[:4], have[:1])] == [1, 2, 3]


def test_paired_games_are_refused_in_a_file_of_rotated_rows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "mcts_ab_1v1.jsonl"
    old = {k: v for k, v in arena_row(0, schedule="rotated").items() if k != "schedule"}
    write(path, [old, arena_row(1, schedule="rotated")])
    with pytest.raises(arena.ArenaError, match="2 rows of 1 mcts vs 1 alphabeta under the "
                       "rotated schedule") as refused:  # fmt: skip
        arena.pending([job(0)], arena.read_rows(path), path)
    assert str(path) in str(refused.value) and "--schedule rotated" in str(refused.value)
    assert arena.main(["--games", "2", "--out", str(path)]) == 2  # mcts vs alphabeta 1v1
    assert f"error: {path} has 2 rows" in capsys.readouterr().err
    # The rotated schedule resumes there, and paired rows of another line do not stop it.
    write(path, [old, arena_row(0, players=4)])
    assert [j[0] for j in arena.pending([job(i, schedule="rotated") for i in range(3)],
                                        arena.read_rows(path), path)] == [1, 2]  # fmt: skip
    with pytest.raises(arena.ArenaError, match="under the paired schedule"):
        arena.pending([job(0, players=4, schedule="rotated")], arena.read_rows(path), path)


def test_the_summaries_keep_the_schedules_apart_and_count_paired_seeds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    paired = [arena_row(i, players=4) for i in range(8)]
    rotated = [arena_row(i, players=4, schedule="rotated") for i in range(8)]
    by_label = {x.label: x for x in strength.lines([*rotated, *paired, paired[0]])}
    line = by_label["mcts vs alphabeta 1v3 paired"]
    assert (line.games, line.seeds, line.paired_seeds, line.paired) == (8, 2, 2, True)
    assert line.schedule == "paired" and line.wins == 2  # our bot won from seat 0
    old = by_label["mcts vs alphabeta 1v3"]
    assert (old.games, old.seeds, old.paired_seeds, old.paired) == (8, 8, 0, False)
    assert "| mcts vs alphabeta 1v3 paired | 8 | 2 | 25.0% |" in "\n".join(
        strength.summary_table([line])
    )
    assert "yes (2/2 seeds)" in strength.summary_table([line])[2]
    groups = arena.latest_lines([*rotated, *paired])
    assert sorted(groups) == [
        ("mcts", "alphabeta", 4, "paired"),
        ("mcts", "alphabeta", 4, "rotated"),
    ]
    s = arena.summary(groups[("mcts", "alphabeta", 4, "paired")])
    assert (s["games"], s["seeds"], s["paired_seeds"], s["schedule"]) == (8, 2, 2, "paired")


# ---------------------------------------------------------------------------------------
# versus: one C&K candidate against three of a reference bot


def versus_args(tmp_path: Path, *extra: str) -> list[str]:
    return ["versus", "--candidate", "heuristic", "--against", "random", "--games", "8",
            "--seed", "5", "--out", str(tmp_path / "versus.jsonl"), *extra]  # fmt: skip


def test_versus_plays_each_seed_from_every_seat_and_resumes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "versus.jsonl"
    assert strength.main(versus_args(tmp_path, "--json")) == 0
    found = json.loads(capsys.readouterr().out)
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert [r["game"] for r in rows] == list(range(8))
    assert [r["seat"] for r in rows] == [0, 1, 2, 3] * 2
    # A block of 4 shares its seed, the candidate in each seat in turn.
    assert len({r["seed"] for r in rows[:4]}) == 1 and rows[0]["seed"] != rows[4]["seed"]
    for r in rows:
        assert r["players"][r["seat"]] == "heuristic"
        assert r["players"].count("random") == 3
        assert len(r["think"]) == len(r["seat_decisions"]) == 4
        assert sum(r["seat_decisions"]) == r["decisions"]
    wins = sum(r["winner"] == r["seat"] for r in rows)
    assert found["games"] == 8 and found["wins"] == wins and found["whole_blocks"] == 2
    assert found["interval"] == list(wilson_interval(wins, 8))
    assert found["met"] == (found["interval"][0] >= 0.40)
    ours, theirs = found["think_per_decision"]
    assert ours > 0 and theirs > 0

    # Stopped after game 5: the same command plays games 5 to 7 again, the same games.
    whole = out.read_text().splitlines()
    out.write_text("\n".join(whole[:5]) + "\n")
    assert strength.main(versus_args(tmp_path)) == 0
    table = capsys.readouterr().out
    resumed = out.read_text().splitlines()

    def same(lines: list[str]) -> list[dict[str, Any]]:
        return [
            {k: v for k, v in json.loads(x).items() if k not in ("seconds", "think")} for x in lines
        ]

    assert same(resumed) == same(whole)
    assert f"| `heuristic` | `random` | 8 | {wins} |" in table

    # --minutes 0 plays nothing and prints the line as the file has it.
    out.write_text("\n".join(whole[:4]) + "\n")
    assert strength.main([*versus_args(tmp_path), "--minutes", "0"]) == 0
    assert out.read_text().splitlines() == whole[:4]
    assert "| `heuristic` | `random` | 4 |" in capsys.readouterr().out
    assert strength.main([*versus_args(tmp_path), "--minutes", "-1"]) == 2
    assert "--minutes must be 0 or more" in capsys.readouterr().err


def test_versus_in_two_processes_plays_the_same_games_as_in_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    one.mkdir()
    two.mkdir()
    assert strength.main(versus_args(one, "--json")) == 0
    alone = json.loads(capsys.readouterr().out)
    assert strength.main(versus_args(two, "--json", "--workers", "2")) == 0
    shared = json.loads(capsys.readouterr().out)

    def games(path: Path) -> list[dict[str, Any]]:
        rows = [json.loads(x) for x in (path / "versus.jsonl").read_text().splitlines()]
        cut = [{k: v for k, v in r.items() if k not in ("seconds", "think")} for r in rows]
        return sorted(cut, key=lambda r: int(r["game"]))

    assert games(one) == games(two)
    assert len(games(two)) == 8
    for key in ("games", "wins", "interval", "whole_blocks", "mean_vp"):
        assert shared[key] == alone[key]
    assert strength.main(versus_args(two, "--workers", "0")) == 2
    assert "--workers must be at least 1, got 0" in capsys.readouterr().err


def test_versus_refuses_a_foreign_file_a_bad_spec_and_the_reference_itself(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    versus = strength.Versus("heuristic", "random", 5, tmp_path / "versus.jsonl")
    assert strength.play_versus(versus, 8, deadline=0.0, say=lambda _: None) == 0
    seed, seat, players = versus.job(1)
    assert seat == 1 and players == ["random", "heuristic", "random", "random"]
    write(versus.path, [{**versus.key, "game": 1, "seed": seed + 1, "seat": 1,
                         "players": players, "winner": 1}])  # fmt: skip
    assert strength.main(versus_args(tmp_path)) == 2
    assert "game 1 has seed" in capsys.readouterr().err
    args = versus_args(tmp_path)
    args[args.index("heuristic")] = "mcts:iterations=0"
    assert strength.main(args) == 2
    assert "iterations" in capsys.readouterr().err
    args[args.index("mcts:iterations=0")] = "random"
    assert strength.main(args) == 2
    assert "the candidate is the reference bot itself" in capsys.readouterr().err
    args = versus_args(tmp_path)
    args[args.index("8")] = "0"
    assert strength.main(args) == 2
    assert "--games must be at least 1" in capsys.readouterr().err
