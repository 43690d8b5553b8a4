"""The two engine builds side by side: pure Python against the compiled (mypyc) one.

One process can import only one build of cityknights, so this runs vs_catanatron.py (its
games, clones and legal-action lists; catanatron too when installed) in a subprocess per
build, alternating the order round by round so that machine noise falls on both alike,
and prints each build's figures, the compiled/pure ratios and, when catanatron ran, each
build's ratios against it from the same subprocess.

The MCTS searches are timed apart, in `--mcts-pairs` pairs of short subprocesses (pure
then compiled, then compiled then pure, ...), each pair on its own positions (seed S+k
for pair k) and both builds of a pair on the same positions with the same bot seeds; they
must run the same searches (the same number of iterations), or this stops. Each pair
gives a compiled/pure ratio of iterations per wall second and per CPU second
(time.process_time of the subprocess); the row reports the median of the per-pair ratios
(the headline: one slow pair, a burst of load on one side, does not move it), their mean
and their least, besides each build's iterations/s over all pairs.

    python benchmarks/builds.py --compiled .ci/build/suite              # built by .ci/run
    python benchmarks/builds.py --compiled DIR --rounds 3 --games 40 --mcts-pairs 7
    python benchmarks/builds.py --compiled DIR --rounds 0               # MCTS pairs only

`--compiled DIR` names a directory holding the compiled package (`DIR/cityknights`, as
`pip install --target DIR` of the wheel leaves it); the pure build is this checkout.
Arguments after `--` go to vs_catanatron.py as they are.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SCRIPT = HERE / "vs_catanatron.py"
BUILDS = ("pure", "compiled")
# (label, section, engine, key, higher is better)
ROWS = [
    ("base games/s", "engines", "ours", "games_per_s", True),
    ("base decisions/s", "engines", "ours", "decisions_per_s", True),
    ("C&K games/s", "engines", "ours_ck", "games_per_s", True),
    ("clone us (base)", "engines", "ours", "clone_us", False),
    ("legal actions us (base)", "engines", "ours", "legal_us", False),
    ("clone us (C&K)", "engines", "ours_ck", "clone_us", False),
]
# (label, MCTS engine, clock: the MctsResult field of its seconds)
MCTS_ROWS = [
    ("MCTS iterations/s (base)", "ours", "seconds"),
    ("MCTS iterations/CPU s (base)", "ours", "cpu_seconds"),
    ("MCTS iterations/s (C&K)", "ours_ck", "seconds"),
    ("MCTS iterations/CPU s (C&K)", "ours_ck", "cpu_seconds"),
]


def run_one(path: Path, args: Sequence[str], script: Path = SCRIPT) -> dict[str, Any]:
    """``script --json args`` in a subprocess importing cityknights from ``path``; its
    report (rl_vector.py runs its lanes through this too)."""
    env = {**os.environ, "CITYKNIGHTS_BENCH_PATH": str(path)}
    done = subprocess.run(
        [sys.executable, str(script), "--json", *args],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"{script.name} failed for {path}:\n{done.stderr}")
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def engine_build(report: dict[str, Any]) -> str:
    return str(report["engines"]["ours"].get("engine_build"))


def value(report: dict[str, Any], section: str, engine: str, key: str) -> float | None:
    part = report.get(section) or {}
    got = (part.get(engine) or {}).get(key)
    return float(got) if got is not None else None


def mean(xs: list[float | None]) -> float | None:
    kept = [x for x in xs if x is not None]
    return sum(kept) / len(kept) if kept else None


def mcts_part(report: dict[str, Any], engine: str) -> dict[str, Any]:
    part: dict[str, Any] = ((report.get("mcts") or {}).get("engines") or {}).get(engine) or {}
    return part


def check_same_searches(pair: dict[str, dict[str, Any]]) -> None:
    """Both builds of a pair ran the same searches, or their speeds are not comparable."""
    for engine in ("ours", "ours_ck"):
        pure, comp = (mcts_part(pair[build], engine) for build in BUILDS)
        keys = ("searches", "no_search", "iterations")
        if {k: pure.get(k) for k in keys} != {k: comp.get(k) for k in keys}:
            raise SystemExit(
                f"the builds ran different {engine} searches: "
                f"pure {[pure.get(k) for k in keys]}, compiled {[comp.get(k) for k in keys]} "
                "(searches, no search, iterations)"
            )


def summarize_mcts(pairs: list[dict[str, dict[str, Any]]]) -> dict[str, Any]:
    """Per MCTS row: each build's iterations per second over all pairs, and the
    compiled/pure ratio of each pair with their median (the row's ratio), mean and least."""
    rows = {}
    for label, engine, clock in MCTS_ROWS:
        totals = {build: [0.0, 0.0] for build in BUILDS}  # iterations, seconds
        ratios = []
        for pair in pairs:
            speed = {}
            for build in BUILDS:
                part = mcts_part(pair[build], engine)
                iterations, seconds = part.get("iterations") or 0, part.get(clock) or 0.0
                totals[build][0] += iterations
                totals[build][1] += seconds
                speed[build] = iterations / seconds if seconds else None
            if speed["pure"] and speed["compiled"]:
                ratios.append(speed["compiled"] / speed["pure"])
        rate = {b: (it / sec if sec else None) for b, (it, sec) in totals.items()}
        rows[label] = {
            **rate,
            "compiled_over_pure": statistics.median(ratios) if ratios else None,
            "pair_ratio_mean": statistics.fmean(ratios) if ratios else None,
            "pair_ratio_min": min(ratios) if ratios else None,
            "pair_ratios": [round(r, 3) for r in ratios],
        }
    return rows


def summarize(reports: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    rows = {}
    for label, section, engine, key, higher in ROWS:
        pure = mean([value(r, section, engine, key) for r in reports["pure"]])
        comp = mean([value(r, section, engine, key) for r in reports["compiled"]])
        ratio = None
        if pure and comp:
            ratio = comp / pure if higher else pure / comp
        rows[label] = {"pure": pure, "compiled": comp, "compiled_over_pure": ratio}
    against = {}
    for build in BUILDS:
        ratios = [r["comparisons"] for r in reports[build] if "comparisons" in r]
        if ratios:
            against[build] = {
                f"{exp}: {name}": mean([c[exp]["ratios"].get(name) for c in ratios])
                for exp in ratios[0]
                for name in ratios[0][exp]["ratios"]
            }
    return {"builds": rows, "vs_catanatron": against}


def fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:,.2f}"


def render(summary: dict[str, Any], rounds: int, pairs: int) -> None:
    if summary["builds"]:
        print(f"Engine builds side by side ({rounds} round(s), alternating order)")
        print(f"{'':30}{'pure':>14}{'compiled':>14}{'compiled/pure':>15}")
        for label, row in summary["builds"].items():
            print(
                f"{label:30}{fmt(row['pure']):>14}{fmt(row['compiled']):>14}"
                f"{fmt(row['compiled_over_pure']):>14}x"
            )
    if summary["mcts"]:
        print(f"\nMCTS searches ({pairs} alternating pair(s) of subprocesses; compiled/pure of")
        print("each pair: median, mean, least)")
        head = f"{'':30}{'pure':>12}{'compiled':>12}{'median':>9}{'mean':>9}{'least':>9}"
        print(head)
        for label, row in summary["mcts"].items():
            ratios = [row["compiled_over_pure"], row["pair_ratio_mean"], row["pair_ratio_min"]]
            print(
                f"{label:30}{fmt(row['pure']):>12}{fmt(row['compiled']):>12}"
                + "".join(f"{fmt(r):>8}x" for r in ratios)
            )
    for build, ratios in summary["vs_catanatron"].items():
        print(f"\n{build} build against catanatron (ours/catanatron, same subprocess):")
        for name, ratio in ratios.items():
            print(f"  {name:40}{fmt(ratio):>10}x")


def parse_args(argv: Sequence[str] | None) -> tuple[argparse.Namespace, list[str]]:
    argv = list(sys.argv[1:] if argv is None else argv)
    extra: list[str] = []
    if "--" in argv:
        cut = argv.index("--")
        argv, extra = argv[:cut], argv[cut + 1 :]
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--compiled", type=Path, required=True, help="directory holding the build")
    p.add_argument(
        "--rounds", type=int, default=2, help="subprocesses per build for the engines (2; 0: none)"
    )
    p.add_argument("--games", type=int, default=30, help="games per engine per round (30)")
    p.add_argument(
        "--mcts-pairs", type=int, default=7, help="pairs of MCTS subprocesses (7; 0: none)"
    )
    p.add_argument(
        "--mcts-searches", type=int, default=30, help="searches per expansion per subprocess (30)"
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = p.parse_args(argv)
    if args.rounds < 0 or args.games < 1 or args.mcts_pairs < 0 or args.mcts_searches < 1:
        p.error("--games and --mcts-searches must be >= 1, --rounds and --mcts-pairs >= 0")
    if args.rounds == 0 and args.mcts_pairs == 0:
        p.error("--rounds 0 and --mcts-pairs 0: nothing to measure")
    if not (args.compiled / "cityknights" / "__init__.py").is_file():
        p.error(f"--compiled {args.compiled}: no cityknights package there")
    return args, extra


def checked_run(build: str, path: Path, args: Sequence[str]) -> dict[str, Any]:
    report = run_one(path, args)
    expected = "compiled (mypyc)" if build == "compiled" else "pure Python"
    if engine_build(report) != expected:
        raise SystemExit(f"{path} runs the {engine_build(report)} engine")
    return report


def main(argv: Sequence[str] | None = None) -> int:
    args, extra = parse_args(argv)
    say = (lambda msg: None) if args.json else (lambda msg: print(msg, file=sys.stderr))
    paths = {"pure": ROOT, "compiled": args.compiled.resolve()}
    common = ["--expansion", "both", "--games", str(args.games), "--seed", str(args.seed)]
    common += ["--mcts-searches", "0", *extra]
    reports: dict[str, list[dict[str, Any]]] = {build: [] for build in BUILDS}
    for i in range(args.rounds):
        for build in BUILDS if i % 2 == 0 else reversed(BUILDS):
            reports[build].append(checked_run(build, paths[build], common))
            say(f"round {i + 1}: {build} done")
    pairs: list[dict[str, dict[str, Any]]] = []
    for k in range(args.mcts_pairs):
        mcts = ["--only", "ours", "--expansion", "both", "--games", "0", "--sample-games", "0"]
        mcts += ["--seed", str(args.seed + k), "--mcts-searches", str(args.mcts_searches)]
        pair = {}
        for build in BUILDS if k % 2 == 0 else reversed(BUILDS):
            pair[build] = checked_run(build, paths[build], [*mcts, *extra])
        check_same_searches(pair)
        pairs.append(pair)
        say(f"mcts pair {k + 1}/{args.mcts_pairs} done")
    summary = summarize(reports) if args.rounds else {"builds": {}, "vs_catanatron": {}}
    summary["mcts"] = summarize_mcts(pairs)
    summary["config"] = {
        "rounds": args.rounds,
        "games": args.games,
        "mcts_pairs": args.mcts_pairs,
        "mcts_searches": args.mcts_searches,
        "seed": args.seed,
        "extra": extra,
    }
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        render(summary, args.rounds, args.mcts_pairs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
