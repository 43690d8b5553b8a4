"""benchmarks/robbery_probe.py: who robs whom in 1 against 3 games in catanatron's engine,
by seat counted from ours.

Skipped when catanatron is not installed (the `bench` extra brings it; .ci/run installs it).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.benchmark_scripts import load_benchmark

pytest.importorskip("catanatron")

probe = load_benchmark("robbery_probe")
arena = load_benchmark("vs_catanatron_bots")


def test_games_are_those_of_the_arena_and_every_robbery_is_read_from_our_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "probe.jsonl"
    args = ["--ours", "heuristic", "--theirs", "weighted", "--seed", "7", "--out", str(out)]
    assert probe.main([*args, "--games", "4"]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["game"] for r in rows] == [0, 1, 2, 3]
    # The paired schedule of vs_catanatron_bots: one seed from every seat.
    assert sorted(r["our_seat"] for r in rows) == [0, 1, 2, 3]
    assert len({r["seed"] for r in rows}) == 1
    for row in rows:
        assert row["winner"] in (None, 0, 1, 2, 3)
        if row["winner"] is not None:
            assert row["vp"][row["winner"]] >= 10
        # Our seat is 0 and robs nobody at seat 0; nobody robs themselves.
        for mover, victim, owners in row["robs"]:
            assert mover in range(4) and victim != mover
            assert victim is None or victim in owners
        # Our builds are counted under seat 0: the setup's two settlements at least.
        assert row["kinds"]["0:BUILD_SETTLEMENT"] >= 2
        assert sum(row["longest_road"]) <= 1 and sum(row["largest_army"]) <= 1
    # The same game, played by the arena, has the same winner at the same seat.
    arena_row = arena.play_one((0, 7, "heuristic", "weighted", 4, None, "paired"))
    winner = (
        None if arena_row["winner"] is None else (arena_row["winner"] - arena_row["our_seat"]) % 4
    )
    assert rows[0]["winner"] == winner
    printed = capsys.readouterr().out
    assert "4 games; seats counted from ours" in printed
    assert "robbed, by the seat that moved the robber" in printed
    # Resumed: nothing played again, one more game added.
    before = out.read_text()
    probe.main([*args, "--games", "4"])
    assert out.read_text() == before
    probe.main([*args, "--games", "5"])
    assert len(out.read_text().splitlines()) == 5


def test_the_summary_counts_robberies_by_mover_and_victim() -> None:
    row = {"players": 4, "winner": 1, "robs": [[3, 0, [0, 1]], [3, 0, [0]], [0, 1, [1]]],
           "kinds": {"0:BUILD_ROAD": 4}, "longest_road": [False, True, False, False],
           "largest_army": [True, False, False, False]}  # fmt: skip
    lines = probe.summary([row])
    assert lines[1] == "wins by seat: 0: 0, 1: 1, 2: 0, 3: 0; no winner: 0"
    assert lines[3].split() == ["seat", "0:", "0", "1", "0", "0", "nobody", "0"]
    assert lines[6].split() == ["seat", "3:", "2", "0", "0", "0", "nobody", "0"]
    assert lines[7] == "robbed in all, by victim: 0: 2, 1: 1, 2: 0, 3: 0"
    assert "build_road a game: 4.00, 0.00, 0.00, 0.00" in lines
    assert "Longest Road at the end: 0: 0, 1: 1, 2: 0, 3: 0" in lines
    assert probe.summary([]) == ["no games"]
