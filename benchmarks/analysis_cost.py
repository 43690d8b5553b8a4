"""Server CPU seconds per analysed game at the default budget (docs/analysis.md).

Plays bot games as the server does (cityknights.records.headless), marks seat 0 human as
in a game of one player against bots (the analysis judges the human seats' decisions
only), and runs the whole analysis (cityknights.records.analysis.analyse: the chart and
every judged decision) in this process, measuring its CPU time (``time.process_time``,
what a worker process spends). One JSON line per game is appended to ``--out``.

    nice -n 15 python benchmarks/analysis_cost.py --games 3 --out benchmarks/results/analysis_cost.jsonl
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from cityknights.records.analysis import DEFAULT_ITERATIONS, analyse, judged_moves
from cityknights.records.headless import play_recorded


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3, help="games per expansion")
    parser.add_argument("--seed", type=int, default=900)
    parser.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS)
    parser.add_argument("--humans", type=int, default=1, help="seats judged (0, 1, ...)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    for expansion in ("base", "ck"):
        seconds = []
        for i in range(args.games):
            record = play_recorded(expansion, ["heuristic"] * 4, args.seed + i, max_turns=400)
            for seat in range(args.humans):
                record["players"][seat].update(kind="human", bot=None)
            started = time.process_time()
            result = analyse(record, args.iterations)
            cpu = time.process_time() - started
            seconds.append(cpu)
            row = {
                "expansion": expansion, "seed": args.seed + i, "iterations": args.iterations,
                "moves": len(record["moves"]), "judged_moves": len(judged_moves(record)),
                "decisions_judged": len(result["moves"]), "cpu_seconds": round(cpu, 2),
                "reported_cpu_seconds": result["cpu_seconds"],
            }  # fmt: skip
            with args.out.open("a") as out:
                out.write(json.dumps(row) + "\n")
            print(json.dumps(row), flush=True)
        print(f"{expansion}: median {statistics.median(seconds):.1f} s CPU per analysed game "
              f"({len(seconds)} games, {args.iterations} iterations per decision)")  # fmt: skip


if __name__ == "__main__":
    main()
