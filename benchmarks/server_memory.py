"""Memory of the game server over many finished games: does it stay flat?

`cityknights serve` (SQLite in a temporary folder, or PostgreSQL with --db) in a child
process; this process creates all-bot games (3 random bots, the base game, capped at
--turns turns: a few hundred versions each) in waves of --wave at once, waits until each
has finished, and reads the server's resident memory (RSS) after every --every games. The
server drops a finished game from memory --evict-after seconds after its last move
(`serve --evict-after`); run once with the default and once with a large value to see
what eviction saves.

    python3 benchmarks/server_memory.py --games 1000
    python3 benchmarks/server_memory.py --games 1000 --evict-after 86400   # no eviction
    python3 benchmarks/server_memory.py --games 20 --every 10 --json
"""

from __future__ import annotations

import argparse
import contextlib
import json
import signal
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field

import httpx
from server_load import fresh_database, process_rss_mb, start_server

#: The longest wait after the last game for its eviction (longer --evict-after: none).
MAX_SETTLE = 120.0


@dataclass
class MemoryReport:
    games: int
    storage: str
    evict_after: float
    turns: int
    wall_seconds: float
    versions: int
    rss_start_mb: float  # the server once started, before any game
    rss_first_mb: float  # after the first --every games (the process warmed up)
    rss_end_mb: float  # after the last game finished, and the eviction's wait if any
    samples: list[tuple[int, float]] = field(default_factory=list)  # (games done, RSS MB)


def play_wave(client: httpx.Client, count: int, turns: int) -> int:
    """Create `count` all-bot games; wait until every one has finished; their versions."""
    body = {"seats": ["random"] * 3, "expansion": "base", "max_turns": turns, "public": False}
    games = []
    for _ in range(count):
        response = client.post("/api/games", json=body)
        response.raise_for_status()
        games.append(response.json()["game"])
    versions = 0
    deadline = time.monotonic() + 600
    pending = list(games)
    while pending:
        if time.monotonic() > deadline:
            raise SystemExit(f"{len(pending)} games did not finish in 10 minutes")
        time.sleep(0.2)
        still = []
        for game in pending:
            summary = client.get(f"/api/games/{game}").json()
            if summary["status"] == "finished":
                versions += summary["version"]
            else:
                still.append(game)
        pending = still
    return versions


def measure(
    games: int,
    db: str | None,
    evict_after: float,
    turns: int = 20,
    wave: int = 20,
    every: int = 100,
    settle: float | None = None,
) -> MemoryReport:
    """Play `games` games on a fresh server; its memory along the way."""
    if settle is None:  # long enough for the last games' eviction, when there is one
        settle = evict_after + 3 if evict_after <= MAX_SETTLE else 0.0
    with tempfile.TemporaryDirectory(prefix="ck-memory-") as data_dir:
        extra = ("--evict-after", str(evict_after))
        proc, base = start_server(db, data_dir, sqlite_sync="NORMAL", extra=extra)
        try:
            rss_start = process_rss_mb(proc.pid)
            samples: list[tuple[int, float]] = []
            done = versions = 0
            started = time.perf_counter()
            with httpx.Client(base_url=base, timeout=30) as client:
                while done < games:
                    count = min(wave, games - done)
                    versions += play_wave(client, count, turns)
                    before = done
                    done += count
                    if done // every > before // every or done == games:
                        samples.append((done, round(process_rss_mb(proc.pid), 1)))
                wall = time.perf_counter() - started
                time.sleep(settle)
                rss_end = process_rss_mb(proc.pid)
        finally:
            proc.send_signal(signal.SIGINT)
            with contextlib.suppress(Exception):
                proc.wait(30)
            if proc.poll() is None:
                proc.kill()
    return MemoryReport(
        games=games,
        storage="postgresql" if db else "sqlite",
        evict_after=evict_after,
        turns=turns,
        wall_seconds=round(wall, 1),
        versions=versions,
        rss_start_mb=round(rss_start, 1),
        rss_first_mb=samples[0][1],
        rss_end_mb=round(rss_end, 1),
        samples=samples,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--db", default=None, help="a postgresql:// URL (default: SQLite)")
    parser.add_argument("--evict-after", type=float, default=60.0, metavar="SECONDS")
    parser.add_argument("--turns", type=int, default=20, help="each game's turn cap")
    parser.add_argument("--wave", type=int, default=20, help="games created at once")
    parser.add_argument("--every", type=int, default=100, help="games between RSS samples")
    parser.add_argument("--json", action="store_true", help="print the report as JSON only")
    args = parser.parse_args(argv)
    with contextlib.ExitStack() as stack:
        db = stack.enter_context(fresh_database(args.db)) if args.db else None
        report = measure(args.games, db, args.evict_after, args.turns, args.wave, args.every)
    if args.json:
        print(json.dumps(asdict(report)))
        return 0
    print(
        f"{report.games} games ({report.versions} versions, {report.storage}, evict after "
        f"{report.evict_after:g}s) in {report.wall_seconds}s: RSS {report.rss_start_mb} MB at "
        f"start, {report.rss_first_mb} MB after {report.samples[0][0]} games, "
        f"{report.rss_end_mb} MB at the end"
    )
    for done, rss in report.samples:
        print(f"  {done:5d} games: {rss:7.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
