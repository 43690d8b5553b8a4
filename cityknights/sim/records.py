"""One row per game for ``--out``: CSV or JSON Lines, chosen by the file's extension.

A JSON Lines row (:func:`game_row`) holds lists per seat, in seat order::

    {"game": 0, "seed": 4081..., "expansion": "ck", "players": ["heuristic", "random", ...],
     "winner": 0, "turns": 93, "decisions": 2311, "vp": [13, 5, 4, 6],
     "vp_sources": {"settlements": [1, 1, 2, 2], "cities": [6, 4, 2, 4], ...},
     "cards_played": {"alchemist": [0, 1, 0, 0], ..., "wedding": [0, 0, 0, 0]},
     "barbarians_repelled": 2, "barbarians_won": 1, "metropolises": [1, 0, 0, 0]}

``winner`` is null for a game stopped by the turn cap. The last three keys are C&K only;
``vp_sources`` and ``cards_played`` have the keys of the expansion
(:mod:`cityknights.sim.stats`), every card included. A CSV row (:func:`flat_row`) has the
same numbers, one column per seat: ``player_0``, ``vp_0``, ``vp_settlements_0``,
``played_alchemist_0``, ``metropolises_0``... (an empty ``winner`` for no winner).

Rows carry no timing and are written in game order, so a run writes the same file whatever
the backend and the number of workers. The file is written whole or not at all
(:class:`~cityknights.sim.outfiles.OutputFile`): :meth:`ResultWriter.close` gives it its
name, :meth:`ResultWriter.discard` leaves the path as it was, and
:meth:`ResultWriter.keep_partial` keeps the rows written so far (an interrupted run).
"""

from __future__ import annotations

import csv
import json
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from cityknights.sim.outfiles import OutputFile
from cityknights.sim.runner import GameResult

__all__ = ["FORMATS", "ResultWriter", "flat_row", "game_row", "out_format"]

#: File extension -> format.
FORMATS = {".csv": "csv", ".jsonl": "jsonl"}


def out_format(path: str | Path) -> str:
    """The format of ``path`` by its extension; ``ValueError`` names the ones known."""
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        known = " or ".join(FORMATS)
        raise ValueError(f"{str(path)!r} must end in {known} (the extension chooses the format)")
    return FORMATS[suffix]


def game_row(index: int, expansion: str, result: GameResult) -> dict[str, Any]:
    """Game ``index``'s row, JSON-safe (see the module docstring)."""
    stats = result.stats
    row: dict[str, Any] = {
        "game": index,
        "seed": result.seed,
        "expansion": expansion,
        "players": list(result.players),
        "winner": result.winner,
        "turns": result.turns,
        "decisions": result.decisions,
        "vp": list(result.victory_points),
        "vp_sources": {source: list(v) for source, v in stats.get("vp", {}).items()},
        "cards_played": {card: list(v) for card, v in stats.get("cards_played", {}).items()},
    }
    if "barbarians_repelled" in stats:
        row["barbarians_repelled"] = stats["barbarians_repelled"]
        row["barbarians_won"] = stats["barbarians_won"]
        row["metropolises"] = list(stats["metropolises"])
    return row


def flat_row(row: dict[str, Any]) -> dict[str, Any]:
    """A :func:`game_row` with one column per seat for each list (CSV)."""
    flat: dict[str, Any] = {}
    for key, value in row.items():
        if key == "players":
            flat.update({f"player_{seat}": p for seat, p in enumerate(value)})
        elif key == "vp_sources":
            for source, values in value.items():
                flat.update({f"vp_{source}_{seat}": v for seat, v in enumerate(values)})
        elif key == "cards_played":
            for card, values in value.items():
                flat.update({f"played_{card}_{seat}": v for seat, v in enumerate(values)})
        elif isinstance(value, list):
            flat.update({f"{key}_{seat}": v for seat, v in enumerate(value)})
        else:
            flat[key] = "" if value is None else value
    return flat


class ResultWriter:
    """Writes game rows to ``path`` (CSV or JSON Lines by extension) in game order.

    :meth:`add` takes results in any order, with their game index (0, 1, 2...): a row is
    written once every earlier game's row is. The rows go to a temporary file beside
    ``path`` (made by the constructor, which fails early on a directory that cannot be
    written) until :meth:`close` renames it to ``path``. Writing raises :class:`OSError`
    (a full disk); the caller then calls :meth:`discard`.
    """

    def __init__(self, path: str | Path, expansion: str) -> None:
        self.format = out_format(path)
        self.path = Path(path)
        self.expansion = expansion
        self.rows = 0
        self._output = OutputFile(path)
        self._file: IO[str] = self._output.open()
        self._csv: csv.DictWriter[str] | None = None
        self._pending: dict[int, GameResult] = {}
        self._following = 0

    def add(self, index: int, result: GameResult) -> None:
        self._pending[index] = result
        while self._following in self._pending:
            self._write(self._following, self._pending.pop(self._following))
            self._following += 1

    def _write(self, index: int, result: GameResult) -> None:
        row = game_row(index, self.expansion, result)
        if self.format == "jsonl":
            self._file.write(json.dumps(row, separators=(",", ":")) + "\n")
        else:
            flat = flat_row(row)
            if self._csv is None:
                self._csv = csv.DictWriter(self._file, fieldnames=list(flat))
                self._csv.writeheader()
            self._csv.writerow(flat)
        self.rows += 1

    def close(self) -> None:
        """Give the file its name, every game written; ``ValueError`` (and nothing written)
        if a game never came."""
        if self._pending:
            self.discard()
            raise ValueError(f"game {self._following} never came; games after it are not written")
        self._output.commit()

    def keep_partial(self) -> int:
        """Give the file its name with the rows written so far, games ``0 .. rows-1`` (the
        games that finished after a missing one are left out); return ``rows``."""
        self._pending.clear()
        self._output.commit()
        return self.rows

    def discard(self) -> None:
        """Remove what was written; ``path`` is left as it was before the run."""
        self._output.discard()

    def __enter__(self) -> ResultWriter:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if exc_type is None:
            self.close()
        else:
            self.discard()
