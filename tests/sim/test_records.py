"""--out rows: one per game, CSV or JSON Lines by extension, in game order."""

from __future__ import annotations

import csv
import json
import random
from pathlib import Path

import pytest

from cityknights.sim.records import ResultWriter, flat_row, game_row, out_format
from cityknights.sim.runner import play_game, run_games
from cityknights.sim.stats import VP_SOURCES, card_kinds

SPECS = ["heuristic", "random", "random", "random"]


def test_the_extension_chooses_the_format() -> None:
    assert out_format("runs/a.csv") == "csv"
    assert out_format("A.JSONL") == "jsonl"
    with pytest.raises(ValueError, match=r"'a\.txt' must end in \.csv or \.jsonl"):
        out_format("a.txt")


def test_a_ck_row_holds_the_game_by_seat() -> None:
    result = play_game("ck", SPECS, 9, max_turns=300)
    row = game_row(4, "ck", result)
    assert row["game"] == 4 and row["seed"] == 9 and row["expansion"] == "ck"
    assert row["players"] == SPECS
    assert row["winner"] == result.winner and row["turns"] == result.turns
    assert row["vp"] == list(result.victory_points)
    assert list(row["vp_sources"]) == list(VP_SOURCES)
    for seat in range(4):
        assert sum(v[seat] for v in row["vp_sources"].values()) == row["vp"][seat]
    assert list(row["cards_played"]) == list(card_kinds("ck").values())
    stats = result.stats
    assert row["barbarians_repelled"] == stats["barbarians_repelled"]
    assert row["barbarians_won"] == stats["barbarians_won"]
    assert row["metropolises"] == stats["metropolises"]
    assert json.loads(json.dumps(row)) == row  # JSON-safe


def test_a_base_row_has_no_ck_keys_and_flat_rows_have_a_column_per_seat() -> None:
    result = play_game("base", ["random"] * 3, 1, max_turns=20)  # stopped by the cap
    row = game_row(0, "base", result)
    assert "barbarians_repelled" not in row and "metropolises" not in row
    assert row["winner"] is None
    flat = flat_row(row)
    assert flat["winner"] == ""
    assert [flat[f"player_{s}"] for s in range(3)] == ["random"] * 3
    assert [flat[f"vp_{s}"] for s in range(3)] == list(result.victory_points)
    assert {"vp_largest_army_2", "vp_vp_cards_0", "played_knight_1", "played_monopoly_2"} <= set(
        flat
    )
    assert all(not isinstance(v, list | dict) for v in flat.values())


@pytest.mark.parametrize("suffix", [".csv", ".jsonl"])
def test_the_writer_writes_game_order_from_any_order(tmp_path: Path, suffix: str) -> None:
    results = list(run_games("ck", SPECS, 5, 2, max_turns=150))
    pairs = list(enumerate(results))
    random.Random(3).shuffle(pairs)
    path = tmp_path / f"games{suffix}"
    with ResultWriter(path, "ck") as writer:
        for index, result in pairs:
            writer.add(index, result)
    assert writer.rows == 5
    rows = [game_row(i, "ck", r) for i, r in enumerate(results)]
    if suffix == ".jsonl":
        assert [json.loads(line) for line in path.read_text().splitlines()] == rows
    else:
        with path.open(newline="") as f:
            read = list(csv.DictReader(f))
        assert [r["game"] for r in read] == ["0", "1", "2", "3", "4"]
        assert read == [{k: str(v) for k, v in flat_row(row).items()} for row in rows]


def test_a_writer_missing_a_game_says_so(tmp_path: Path) -> None:
    result = play_game("base", ["random"] * 3, 1, max_turns=5)
    writer = ResultWriter(tmp_path / "a.jsonl", "base")
    writer.add(1, result)
    assert writer.rows == 0
    with pytest.raises(ValueError, match="game 0 never came"):
        writer.close()
