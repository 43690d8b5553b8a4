"""Finished bot games played as the server plays them, each checked end to end: its full
record verified against the revealed seed (``cityknights verify``), and its ``public``
and every ``seat:N`` record replayed from the seed to the full record's final position
(docs/records.md, "Replaying a record"). One JSON line per game is appended to ``--out``
as it comes, and a summary printed at the end.

    nice -n 15 python benchmarks/records_check.py --games 100 --expansion both \
        --out benchmarks/results/records_check.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from cityknights.engine import State
from cityknights.records.format import parse_view
from cityknights.records.headless import play_recorded
from cityknights.records.reader_replay import replay_reader
from cityknights.records.redact import redact
from cityknights.records.replay import replay
from cityknights.records.validate import validate
from cityknights.records.verify import verify

BOTS = ["random", "heuristic", "random", "heuristic"]


def same_position(truth: State, positions: list[State]) -> bool:
    """The true final position is among those the reader's replay reached (history
    aside: equal positions reached by other paths are merged)."""
    want = {k: v for k, v in truth.to_json().items() if k != "history"}
    return any({k: v for k, v in p.to_json().items() if k != "history"} == want
               for p in positions)  # fmt: skip


def check(expansion: str, seed: int) -> dict[str, object]:
    started = time.process_time()
    record = play_recorded(expansion, BOTS[: 3 + seed % 2], seed, max_turns=400)
    played = time.process_time()
    validate(record)
    verified = verify(record)
    truth = replay(record)
    public = redact(record, parse_view("public"))
    readers = ["public", *(f"seat:{s}" for s in range(len(record["players"])))]
    positions_seen, fits, exhaustive = [], [], []
    for reader in readers:
        view = parse_view(reader)
        seen = redact(record, view)
        validate(seen)
        result = replay_reader(seen)
        assert result.complete, reader
        if result.exhaustive:  # else one line that fits, maybe not the true one
            assert same_position(truth, result.positions), f"{reader}: not the final position"
        assert all(p.view(view.seat) == truth.view(view.seat) for p in result.positions)
        positions_seen.append(result.most_positions)
        fits.append(len(result.positions))
        exhaustive.append(result.exhaustive)
    return {
        "expansion": expansion,
        "seed": seed,
        "finished": record["result"]["status"] == "finished",
        "moves": len(record["moves"]),
        "chance_outcomes": verified.total,
        "hidden_public": sum(1 for m in public["moves"] if m.get("hidden")),
        "most_positions": max(positions_seen),
        "positions_at_end": max(fits),
        "readers_not_exhaustive": exhaustive.count(False),
        "play_cpu": round(played - started, 3),
        "check_cpu": round(time.process_time() - played, 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--expansion", choices=["base", "ck", "both"], default="both")
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    expansions = ["base", "ck"] if args.expansion == "both" else [args.expansion]
    failures = 0
    rows = []
    for expansion in expansions:
        for i in range(args.games):
            try:
                row = check(expansion, args.seed + i)
            except Exception as error:  # every failure is a figure
                failures += 1
                row = {"expansion": expansion, "seed": args.seed + i, "error": repr(error)}
            rows.append(row)
            with args.out.open("a") as out:
                out.write(json.dumps(row) + "\n")
    for expansion in expansions:
        mine = [r for r in rows if r["expansion"] == expansion and "error" not in r]
        if mine:
            print(f"{expansion}: {len(mine)} games checked, "
                  f"{sum(int(r['chance_outcomes']) for r in mine)} chance outcomes verified, "  # type: ignore[call-overload]
                  f"{sum(int(r['hidden_public']) for r in mine)} hidden moves rebuilt per "  # type: ignore[call-overload]
                  f"public record, at most {max(int(r['most_positions']) for r in mine)} "  # type: ignore[call-overload]
                  "candidate positions at once")  # fmt: skip
    print(f"failures: {failures}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
