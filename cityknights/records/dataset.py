"""A dataset of bot games as open records: compressed JSON Lines files of full records,
a per-game summary table and a manifest (``cityknights dataset``, docs/records.md).

Game ``i`` plays with the seed ``game_seed(base_seed, i)`` (:mod:`cityknights.seeds`)
exactly as the server plays (:mod:`.headless`); its commitment's salt is derived from its
seed, since a dataset's seeds are public, so that a run gives the same games, moves and
outcomes again (only the moves' times differ).
"""

from __future__ import annotations

import csv
import gzip
import hashlib
import io
import json
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import IO, Any

import msgspec

import cityknights as ck
from cityknights.bots import BotSpec
from cityknights.seeds import game_seed
from cityknights.sim.lazy import LazySequence

from .format import FORMAT, FORMAT_VERSION
from .headless import play_recorded

#: The manifest's own format.
DATASET_FORMAT = "cityknights-dataset"
DATASET_VERSION = 1
MANIFEST = "manifest.json"
SUMMARY = "summary.csv"
#: gzip level of the record files: 6 packs records nearly as small as 9, much faster.
COMPRESS_LEVEL = 6

DatasetJob = tuple[str, tuple[BotSpec, ...], int, Mapping[str, Any]]


def dataset_salt(seed: int) -> str:
    return hashlib.sha256(f"cityknights-dataset-salt:{seed}".encode()).hexdigest()


def dataset_jobs(
    expansion: str, players: tuple[BotSpec, ...], games: int, base_seed: int,
    options: Mapping[str, Any],
) -> Sequence[DatasetJob]:  # fmt: skip
    return LazySequence(games, lambda i: (expansion, players, game_seed(base_seed, i), options))


def play_dataset_game(
    expansion: str, players: tuple[BotSpec, ...], seed: int, options: Mapping[str, Any]
) -> tuple[bytes, dict[str, Any]]:
    """One game's record as a JSON line, and its summary row (module level: it runs in
    pool workers, and bytes pickle cheaply)."""
    record = play_recorded(expansion, players, seed, salt=dataset_salt(seed), **options)
    result = record["result"]
    row: dict[str, Any] = {
        "seed": seed,
        "winner": "" if result["winner"] is None else result["winner"],
        "reason": result["reason"],
        "turn": result["turn"],
        "moves": len(record["moves"]),
        "chance_outcomes": sum(1 for m in record["moves"] if m["seat"] == -1),
    }
    row.update({f"vp_{s}": vp for s, vp in enumerate(result["victory_points"])})
    return msgspec.json.encode(record) + b"\n", row


class DatasetWriter:
    """Writes records in game order to ``games-NNNNN.jsonl.gz`` files of ``per_file``
    games each, their rows to ``summary.csv``, and, by :meth:`close`, ``manifest.json``
    (written last: a directory without it holds an unfinished run)."""

    def __init__(self, out: Path, per_file: int, manifest: dict[str, Any]) -> None:
        self.out = out
        self.per_file = per_file
        self.manifest = manifest
        self.games = 0
        self.bytes = 0
        self.files: list[dict[str, Any]] = []
        self._shard: gzip.GzipFile | None = None
        self._digest = hashlib.sha256()
        self._raw: IO[bytes] | None = None
        self._summary = open(out / SUMMARY, "w", newline="", encoding="utf-8")  # noqa: SIM115
        self._csv: csv.DictWriter[str] | None = None

    def add(self, line: bytes, row: dict[str, Any]) -> None:
        if self._shard is None or self.files[-1]["games"] == self.per_file:
            self._close_shard()
            name = f"games-{len(self.files):05d}.jsonl.gz"
            self._raw = open(self.out / name, "wb")  # noqa: SIM115
            self._digest = hashlib.sha256()
            self._shard = gzip.GzipFile(fileobj=_Hashing(self._raw, self._digest), mode="wb",
                                        compresslevel=COMPRESS_LEVEL, mtime=0)  # fmt: skip
            self.files.append({"name": name, "games": 0})
        assert self._shard is not None
        self._shard.write(line)
        shard = self.files[-1]
        row = {"game": self.games, "file": shard["name"], "line": shard["games"], **row}
        shard["games"] += 1
        if self._csv is None:
            self._csv = csv.DictWriter(self._summary, fieldnames=list(row))
            self._csv.writeheader()
        self._csv.writerow(row)
        self.games += 1
        self.bytes += len(line)

    def _close_shard(self) -> None:
        if self._shard is not None and self._raw is not None:
            self._shard.close()
            self._raw.close()
            self.files[-1]["sha256"] = self._digest.hexdigest()
            self.files[-1]["bytes"] = (self.out / self.files[-1]["name"]).stat().st_size
            self._shard = None

    def close(self, seconds: float) -> dict[str, Any]:
        """Finish the files and write the manifest; return it."""
        self._close_shard()
        self._summary.close()
        manifest = {
            **self.manifest,
            "games": self.games,
            "seconds": round(seconds, 3),
            "json_bytes": self.bytes,
            "files": self.files,
            "summary": SUMMARY,
        }
        text = json.dumps(manifest, indent=2) + "\n"
        (self.out / MANIFEST).write_text(text, encoding="utf-8")
        return manifest


class _Hashing(io.RawIOBase):
    """A write-only file that hashes what it passes on (each shard's SHA-256, in one pass)."""

    def __init__(self, raw: IO[bytes], digest: Any) -> None:
        self.raw, self.digest = raw, digest

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        self.digest.update(data)
        return self.raw.write(data)


def manifest_head(
    expansion: str, players: tuple[BotSpec, ...], games: int, base_seed: int,
    options: Mapping[str, Any],
) -> dict[str, Any]:  # fmt: skip
    """The manifest's description of a run: what it plays and with what code."""
    return {
        "format": DATASET_FORMAT,
        "dataset_version": DATASET_VERSION,
        "record_format": FORMAT,
        "record_format_version": FORMAT_VERSION,
        "code_version": ck.__version__,
        "engine": ck.engine.ENGINE_BUILD,
        "created": time.time(),
        "expansion": expansion,
        "players": [str(p) for p in players],
        "base_seed": base_seed,
        "options": dict(options),
        "seeds": [game_seed(base_seed, i) for i in range(games)],
        "seed_rule": "game i: cityknights.seeds.game_seed(base_seed, i)",
    }
