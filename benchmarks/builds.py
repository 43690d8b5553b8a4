"""The two engine builds side by side: pure Python against the compiled (mypyc) one.

One process can import only one build of cityknights, so this runs vs_catanatron.py (its
games, clones, legal-action lists and MCTS searches; catanatron too when installed) in a
subprocess per build, alternating the order round by round so that machine noise falls
on both alike, and prints each build's figures, the compiled/pure ratios and, when
catanatron ran, each build's ratios against it from the same subprocess.

    python benchmarks/builds.py --compiled .ci/build/suite              # built by .ci/run
    python benchmarks/builds.py --compiled DIR --rounds 3 --games 40 --mcts-searches 20

`--compiled DIR` names a directory holding the compiled package (`DIR/cityknights`, as
`pip install --target DIR` of the wheel leaves it); the pure build is this checkout.
Arguments after `--` go to vs_catanatron.py as they are.
"""

from __future__ import annotations

import argparse
import json
import os
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
    ("MCTS iterations/s (base)", "mcts", "ours", "iterations_per_s", True),
    ("MCTS iterations/s (C&K)", "mcts", "ours_ck", "iterations_per_s", True),
]


def run_one(path: Path, args: Sequence[str]) -> dict[str, Any]:
    env = {**os.environ, "CITYKNIGHTS_BENCH_PATH": str(path)}
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--json", *args],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"vs_catanatron.py failed for {path}:\n{done.stderr}")
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def engine_build(report: dict[str, Any]) -> str:
    return str(report["engines"]["ours"].get("engine_build"))


def value(report: dict[str, Any], section: str, engine: str, key: str) -> float | None:
    part = report.get(section) or {}
    if section == "mcts":
        part = part.get("engines") or {}
    got = (part.get(engine) or {}).get(key)
    return float(got) if got is not None else None


def mean(xs: list[float | None]) -> float | None:
    kept = [x for x in xs if x is not None]
    return sum(kept) / len(kept) if kept else None


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


def render(summary: dict[str, Any], rounds: int) -> None:
    print(f"Engine builds side by side ({rounds} round(s), alternating order)")
    print(f"{'':28}{'pure':>14}{'compiled':>14}{'compiled/pure':>15}")
    for label, row in summary["builds"].items():
        print(
            f"{label:28}{fmt(row['pure']):>14}{fmt(row['compiled']):>14}"
            f"{fmt(row['compiled_over_pure']):>14}x"
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
    p.add_argument("--rounds", type=int, default=2, help="subprocesses per build (2)")
    p.add_argument("--games", type=int, default=30, help="games per engine per round (30)")
    p.add_argument("--mcts-searches", type=int, default=10, help="per expansion per round")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = p.parse_args(argv)
    if args.rounds < 1 or args.games < 1 or args.mcts_searches < 0:
        p.error("--rounds and --games must be >= 1, --mcts-searches >= 0")
    if not (args.compiled / "cityknights" / "__init__.py").is_file():
        p.error(f"--compiled {args.compiled}: no cityknights package there")
    return args, extra


def main(argv: Sequence[str] | None = None) -> int:
    args, extra = parse_args(argv)
    common = ["--expansion", "both", "--games", str(args.games), "--seed", str(args.seed)]
    common += ["--mcts-searches", str(args.mcts_searches), *extra]
    paths = {"pure": ROOT, "compiled": args.compiled.resolve()}
    reports: dict[str, list[dict[str, Any]]] = {build: [] for build in BUILDS}
    for i in range(args.rounds):
        for build in BUILDS if i % 2 == 0 else reversed(BUILDS):
            report = run_one(paths[build], common)
            expected = "compiled (mypyc)" if build == "compiled" else "pure Python"
            if engine_build(report) != expected:
                raise SystemExit(f"{paths[build]} runs the {engine_build(report)} engine")
            reports[build].append(report)
            if not args.json:
                print(f"round {i + 1}: {build} done", file=sys.stderr)
    summary = summarize(reports)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        render(summary, args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
