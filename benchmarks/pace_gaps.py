"""The game's pace as a watcher sees it: the gaps between visible bot actions on the wire.

Starts `cityknights serve` (its default pace, `normal`, unless --pace names one) on a
temporary folder, creates a C&K game of four bots, and watches it as a spectator: every
update holding a bot's decision (a step whose actor is a seat, not chance) is a visible
bot action; the gap is the time between two of them, as received. Reported: the count,
the median, the 10th and 90th percentiles, and the median per action kind.

    python3 benchmarks/pace_gaps.py --actions 120
    python3 benchmarks/pace_gaps.py --pace fast --json
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import httpx
from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.server.helpers import free_port  # noqa: E402


def watch(base: str, game: str, actions: int) -> list[tuple[float, str]]:
    """(time received, kind of the bot's action) of the next `actions` bot decisions."""
    seen: list[tuple[float, str]] = []
    with connect(base.replace("http", "ws") + f"/ws/{game}", max_size=None) as ws:
        ws.send(json.dumps({"type": "hello", "protocol": 1}))
        while len(seen) < actions:
            message = json.loads(ws.recv(60))
            if message["type"] != "update":
                continue
            now = time.monotonic()
            if message["finished"]:
                break
            for i, step in enumerate(message["steps"]):
                if step["actor"] >= 0:
                    # Named by its first event: a roll's own step has none, its dice
                    # come in the chance step after it.
                    after = message["steps"][i:]
                    kinds = [e.get("code", "?") for s in after for e in s["events"]]
                    seen.append((now, kinds[0] if kinds else "?"))
                    break
    return seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=120, help="bot actions to watch")
    parser.add_argument("--pace", choices=["instant", "fast", "normal", "slow"], default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as data:
        cmd = [sys.executable, "-m", "cityknights", "serve", "--port", str(port),
               "--data-dir", data]  # fmt: skip
        server = subprocess.Popen(
            cmd, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        try:
            for _ in range(300):
                try:
                    httpx.get(base + "/api/games", timeout=1).raise_for_status()
                    break
                except httpx.HTTPError:
                    time.sleep(0.1)
            body: dict[str, object] = {"seats": ["heuristic"] * 4, "expansion": "ck"}
            if args.pace:
                body["pace"] = args.pace
            game = httpx.post(base + "/api/games", json=body, timeout=10).json()["game"]
            seen = watch(base, game, args.actions + 1)
        finally:
            server.terminate()
            server.wait(15)
    gaps = [b[0] - a[0] for a, b in itertools.pairwise(seen)]
    by_kind: dict[str, list[float]] = defaultdict(list)
    for (t0, _), (t1, kind) in itertools.pairwise(seen):
        by_kind[kind].append(t1 - t0)
    deciles = statistics.quantiles(gaps, n=10)
    result = {
        "pace": args.pace or "server default (normal)",
        "gaps": len(gaps),
        "median_s": round(statistics.median(gaps), 3),
        "p10_s": round(deciles[0], 3),
        "p90_s": round(deciles[-1], 3),
        "median_by_first_event_s": {
            k: round(statistics.median(v), 2) for k, v in sorted(by_kind.items())
        },
    }
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")


if __name__ == "__main__":
    main()
