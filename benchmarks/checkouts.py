"""MCTS speed of two checkouts side by side: a change's before and after, one build each.

`benchmarks/builds.py` compares the pure and the compiled build of one checkout; this
compares two checkouts (or two compiled builds, `DIR/cityknights`) of the same build kind,
with the same machinery: `--pairs` pairs of short vs_catanatron.py subprocesses (before
then after, then after then before, ...), each pair on its own positions (seed S+k for
pair k), both sides of a pair on the same positions with the same bot seeds. Both must run
the same searches (the same number of iterations: the same play), or this stops. The row's
ratio is the median of the per-pair after/before ratios of iterations per wall (and CPU)
second.

    git archive main | tar -x -C /tmp/before
    nice python benchmarks/checkouts.py /tmp/before . --pairs 5 --searches 30
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from builds import MCTS_ROWS, engine_build, mcts_part, run_one

SIDES = ("before", "after")


def same_searches(pair: dict[str, dict[str, Any]]) -> None:
    """Both sides of a pair ran the same searches, or their speeds are not comparable."""
    for engine in ("ours", "ours_ck"):
        keys = ("searches", "no_search", "iterations")
        got = {side: [mcts_part(pair[side], engine).get(k) for k in keys] for side in SIDES}
        if got["before"] != got["after"]:
            raise SystemExit(
                f"the checkouts ran different {engine} searches (searches, no search, "
                f"iterations): before {got['before']}, after {got['after']}"
            )


def summarize(pairs: list[dict[str, dict[str, Any]]]) -> dict[str, Any]:
    rows = {}
    for label, engine, clock in MCTS_ROWS:
        totals = {side: [0.0, 0.0] for side in SIDES}
        ratios = []
        for pair in pairs:
            speed = {}
            for side in SIDES:
                part = mcts_part(pair[side], engine)
                iterations, seconds = part.get("iterations") or 0, part.get(clock) or 0.0
                totals[side][0] += iterations
                totals[side][1] += seconds
                speed[side] = iterations / seconds if seconds else None
            if speed["before"] and speed["after"]:
                ratios.append(speed["after"] / speed["before"])
        rows[label] = {
            **{side: (it / sec if sec else None) for side, (it, sec) in totals.items()},
            "after_over_before": statistics.median(ratios) if ratios else None,
            "pair_ratio_min": min(ratios) if ratios else None,
            "pair_ratios": [round(r, 3) for r in ratios],
        }
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("before", type=Path, help="the checkout (or build directory) before")
    p.add_argument("after", type=Path, help="the checkout (or build directory) after")
    p.add_argument("--pairs", type=int, default=5, help="pairs of subprocesses (5)")
    p.add_argument("--searches", type=int, default=30, help="searches per expansion (30)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first pair (1)")
    p.add_argument("--json", action="store_true", help="print the summary as JSON only")
    args, extra = p.parse_known_args(argv)
    if args.pairs < 1 or args.searches < 1:
        p.error("--pairs and --searches must be >= 1")
    paths = {"before": args.before.resolve(), "after": args.after.resolve()}
    for side, path in paths.items():
        if not (path / "cityknights" / "__init__.py").is_file():
            p.error(f"{side}: {path} holds no cityknights package")
    pairs = []
    builds = set()
    for k in range(args.pairs):
        run = ["--only", "ours", "--expansion", "both", "--games", "0", "--sample-games", "0"]
        run += ["--seed", str(args.seed + k), "--mcts-searches", str(args.searches), *extra]
        pair = {}
        for side in SIDES if k % 2 == 0 else reversed(SIDES):
            pair[side] = run_one(paths[side], run)
            builds.add(engine_build(pair[side]))
        same_searches(pair)
        pairs.append(pair)
        if not args.json:
            print(f"pair {k + 1}/{args.pairs} done", file=sys.stderr)
    if len(builds) != 1:
        raise SystemExit(f"the checkouts run different builds: {sorted(builds)}")
    rows = summarize(pairs)
    if args.json:
        print(json.dumps({"build": builds.pop(), "rows": rows}, indent=2))
        return 0
    print(f"MCTS, {builds.pop()} build, {args.pairs} pair(s), {args.searches} searches each")
    print(f"{'':32} {'before':>9} {'after':>9} {'after/before':>13}  per pair")
    for label, row in rows.items():
        cells = [f"{row[s]:9.0f}" if row[s] else f"{'-':>9}" for s in SIDES]
        ratio = row["after_over_before"]
        print(f"{label:32} {' '.join(cells)} {ratio:13.2f}  {row['pair_ratios']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
