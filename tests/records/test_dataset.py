"""``cityknights dataset``: N games as compressed JSON Lines records, a manifest and a
summary table; the same run gives the same games."""

from __future__ import annotations

import csv
import gzip
import hashlib
import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from cityknights.cli import main
from cityknights.records.validate import decode_record, validate
from cityknights.records.verify import verify
from cityknights.seeds import game_seed


def run(out: Path, *extra: str) -> Any:
    args = ["dataset", "--games", "5", "--players", "heuristic,random,random",
            "--expansion", "base", "--seed", "7", "--per-file", "2", "--out", str(out), *extra]  # fmt: skip
    return CliRunner().invoke(main, args)


def records(out: Path, manifest: dict[str, Any]) -> list[dict[str, Any]]:
    found = []
    for entry in manifest["files"]:
        raw = (out / entry["name"]).read_bytes()
        assert hashlib.sha256(raw).hexdigest() == entry["sha256"]
        found += [decode_record(line) for line in gzip.decompress(raw).splitlines()]
    return found


def test_a_dataset_is_records_a_manifest_and_a_summary(tmp_path: Path) -> None:
    out = tmp_path / "data"
    done = run(out)
    assert done.exit_code == 0, done.output
    assert "5 games in" in done.output and "games/s" in done.output
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["games"] == 5 and manifest["players"] == ["heuristic", "random", "random"]
    assert manifest["seeds"] == [game_seed(7, i) for i in range(5)]
    assert manifest["record_format_version"] == 1 and manifest["code_version"]
    assert [f["games"] for f in manifest["files"]] == [2, 2, 1]
    games = records(out, manifest)
    rows = list(csv.DictReader((out / "summary.csv").open()))
    assert len(games) == len(rows) == 5
    for i, (record, row) in enumerate(zip(games, rows, strict=True)):
        validate(record)
        assert verify(record).total > 0
        assert record["fairness"]["seed"] == manifest["seeds"][i] == int(row["seed"])
        assert int(row["game"]) == i and int(row["moves"]) == len(record["moves"])
        assert row["file"] == manifest["files"][i // 2]["name"] and int(row["line"]) == i % 2
        assert (
            str(record["result"]["winner"] if record["result"]["winner"] is not None else "")
            == row["winner"]
        )

    # The same run again (two workers): the same games, move for move.
    again = tmp_path / "again"
    assert run(again, "--workers", "2").exit_code == 0
    second = records(again, json.loads((again / "manifest.json").read_text()))
    for a, b in zip(games, second, strict=True):
        assert [m["action"] for m in a["moves"]] == [m["action"] for m in b["moves"]]
        assert a["fairness"] == b["fairness"]


def test_a_dataset_refuses_what_it_cannot_do(tmp_path: Path) -> None:
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "x").write_text("keep me")
    done = run(tmp_path / "full")
    assert done.exit_code == 2 and "not an empty directory" in done.output
    assert (tmp_path / "full" / "x").read_text() == "keep me"
    bad = CliRunner().invoke(main, ["dataset", "--games", "1", "--players", "random,nobody,random",
                                    "--out", str(tmp_path / "d")])  # fmt: skip
    assert bad.exit_code == 2 and "nobody" in bad.output
    assert not (tmp_path / "d").exists()
