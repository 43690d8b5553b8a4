"""--plot: a PNG of win rates, game lengths and VP sources."""

from __future__ import annotations

from pathlib import Path

import pytest

from cityknights.sim.plots import plot_summary
from cityknights.sim.runner import run_games
from cityknights.sim.summary import Summary

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize(
    ("expansion", "specs"),
    [("ck", ["heuristic", "random", "random", "random"]), ("base", ["random"] * 3)],
)
def test_the_plot_is_a_png(tmp_path: Path, expansion: str, specs: list[str]) -> None:
    summary = Summary.of(specs, run_games(expansion, specs, 4, 1, max_turns=150))
    path = tmp_path / "run.png"
    plot_summary(summary, path, title="test")
    data = path.read_bytes()
    assert data.startswith(PNG_MAGIC) and len(data) > 10_000


def test_a_run_without_winners_still_plots(tmp_path: Path) -> None:
    specs = ["random"] * 3
    summary = Summary.of(specs, run_games("base", specs, 2, 1, max_turns=3))
    assert summary.no_winner == 2
    plot_summary(summary, tmp_path / "capped.png")
    assert (tmp_path / "capped.png").read_bytes().startswith(PNG_MAGIC)
