"""Game steps/s per CPU second: the vector env (N games per call) against the single env.

    python3 benchmarks/rl_vector.py                          # this checkout's build, N=64
    python3 benchmarks/rl_vector.py --compiled DIR --rounds 2 --json

Lanes, for the base game and Cities & Knights (4 players, random opponents): the single
env as a user makes it (``gym.make("cityknights/Catan-v0")``, with Gymnasium's checker
and order wrappers) stepped one decision at a time, and ``CityKnightsVectorEnv(N)``
stepped N decisions per call, and Gymnasium's ``SyncVectorEnv`` of N such single envs
(what a user would batch them with otherwise). All pick uniformly among the legal actions (numpy; the
choice is inside the timing, as a policy's would be). A game step is one decision of one
game: the vector env's step counts N. Each lane also reports the time the cyclic garbage
collector ran while it stepped (``gc_seconds``, ``gc_share``: ``gc.callbacks``; the lanes
share one process, so a collection one lane sets off walks every lane's objects).

How the two vector lanes draw (``--draw``): ``dense`` (the default, as before) one random
float per code of every row, the largest legal one taken: N x codes floats per call, which
in C&K (8,947 codes) costs about 26 microseconds per game step, more than the vector env's
own step; ``sparse`` the legal codes' indices (``flatnonzero``) and one random float per
row, as the single env lane draws (about 1.5 microseconds per C&K game step). Both are
uniform among the legal codes; they draw different actions, so the games differ.

A game's first steps cost more than its later ones (the setup's placements move the
board every step), and N games started together are all at their start: the vector env
first plays ``--warmup`` untimed calls, by which its games have reached different points
of their episodes, as the single env's long run has; the SyncVectorEnv lane too, on the
same seeds: it plays the same game phases as the vector env, so their ratio compares the
same work (the single env's long run averages over whole episodes, whose later steps
cost more in C&K). The lanes then run alternately in
chunks of ``--chunk`` game steps, the order reversed every round, so load changes on a
shared machine touch every lane alike; steps/s is per CPU second of the process
(``time.process_time``) and per wall second.

``--compiled DIR`` (a directory holding the compiled package, as ``pip install --target
DIR`` of the wheel leaves it): the lanes run in subprocesses, one per build per round
(pure: this checkout), alternating the order (benchmarks/builds.py's ``run_one``).

``--baseline DIR`` (with ``--compiled``): an older compiled build, e.g. the commit an issue
was filed at, whose single env runs in a subprocess of its own in every round, between
this checkout's builds; each round then also gives the compiled vector env's steps per CPU
second over that single env's, side by side in one run (issue 23's "3x today's single
env"). ``--lanes`` runs only some lanes (``single``, ``sync``, ``vector``).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
_PATH = os.environ.get("CITYKNIGHTS_BENCH_PATH") or str(ROOT)
if (Path(_PATH) / "cityknights" / "__init__.py").exists():
    sys.path.insert(0, _PATH)  # measure this checkout (or the build named), installed or not

import numpy as np  # noqa: E402

IDS = {"base": "cityknights/Catan-v0", "ck": "cityknights/CitiesKnights-v0"}
LANES = ("single", "sync", "vector")


@dataclass
class Lane:
    name: str
    expansion: str
    num_envs: int  # 0: the single env
    sync: bool = False  # Gymnasium's SyncVectorEnv of num_envs single envs
    env: Any = None
    masks: Any = None
    steps: int = 0
    cpu_seconds: float = 0.0
    seconds: float = 0.0
    episodes: int = 0
    draw: str = "dense"
    gc_seconds: float = 0.0  # wall time in the garbage collector while this lane ran

    def choose(self, rng: np.random.Generator, masks: np.ndarray) -> np.ndarray:
        return _choose_sparse(rng, masks) if self.draw == "sparse" else _choose(rng, masks)

    def start(self, seed: int, warmup: int, rng: np.random.Generator) -> None:
        import gymnasium as gym

        import cityknights.rl  # registers the ids  # noqa: F401

        if self.num_envs:
            if self.sync:
                make = [lambda: gym.make(IDS[self.expansion])] * self.num_envs
                self.env = gym.vector.SyncVectorEnv(make)
            else:
                # Imported here: a baseline build from before the vector env runs the
                # single lane only.
                from cityknights.rl import CityKnightsVectorEnv

                self.env = CityKnightsVectorEnv(self.num_envs, expansion=self.expansion)
            _, infos = self.env.reset(seed=seed)
            self.masks = infos["action_mask"]
            for _ in range(warmup):
                self.masks = self.env.step(self.choose(rng, self.masks))[4]["action_mask"]
        else:
            self.env = gym.make(IDS[self.expansion])
            self.masks = self.env.reset(seed=seed)[1]["action_mask"]

    def run(self, game_steps: int, rng: np.random.Generator) -> None:
        env, masks = self.env, self.masks
        _COLLECTING["lane"] = self
        started, cpu_started = time.perf_counter(), time.process_time()
        if self.num_envs:
            calls = max(1, game_steps // self.num_envs)
            for _ in range(calls):
                _, _, terminated, truncated, infos = env.step(self.choose(rng, masks))
                masks = infos["action_mask"]
                self.episodes += int(terminated.sum() + truncated.sum())
            done = calls * self.num_envs
        else:
            for _ in range(game_steps):
                action = rng.choice(np.flatnonzero(masks))
                _, _, terminated, truncated, info = env.step(action)
                if terminated or truncated:
                    self.episodes += 1
                    _, info = env.reset()
                masks = info["action_mask"]
            done = game_steps
        self.seconds += time.perf_counter() - started
        self.cpu_seconds += time.process_time() - cpu_started
        _COLLECTING["lane"] = None
        self.steps += done
        self.masks = masks

    def report(self) -> dict[str, Any]:
        return {
            "expansion": self.expansion,
            "num_envs": self.num_envs,
            "game_steps": self.steps,
            "cpu_seconds": round(self.cpu_seconds, 3),
            "seconds": round(self.seconds, 3),
            "steps_per_cpu_s": round(self.steps / self.cpu_seconds, 1),
            "steps_per_s": round(self.steps / self.seconds, 1),
            "episodes_ended": self.episodes,
            "gc_seconds": round(self.gc_seconds, 3),
            "gc_share": round(self.gc_seconds / self.seconds, 3) if self.seconds else None,
        }


# The lane running now, and when the collection under way started: the collector's time is
# charged to the lane whose allocations set it off (gc.callbacks).
_COLLECTING: dict[str, Any] = {"lane": None, "started": 0.0}


def _on_collection(phase: str, info: dict[str, Any]) -> None:
    if phase == "start":
        _COLLECTING["started"] = time.perf_counter()
    elif _COLLECTING["lane"] is not None:
        _COLLECTING["lane"].gc_seconds += time.perf_counter() - _COLLECTING["started"]


def _choose(rng: np.random.Generator, masks: np.ndarray) -> np.ndarray:
    """One uniformly drawn legal code per row (a row with none: code 0, ignored there)."""
    return np.asarray((rng.random(masks.shape) * masks).argmax(axis=1))


def _choose_sparse(rng: np.random.Generator, masks: np.ndarray) -> np.ndarray:
    """As `_choose` (uniform, code 0 for a row with none), from the legal codes' indices:
    one random float per row instead of one per code."""
    n, codes = masks.shape
    flat = np.flatnonzero(masks)
    counts = np.bincount(flat // codes, minlength=n)
    pick = np.cumsum(counts) - counts + (rng.random(n) * counts).astype(np.int64)
    picked = flat[np.minimum(pick, len(flat) - 1)] - np.arange(n) * codes if len(flat) else 0
    return np.where(counts > 0, picked, 0)


def measure(args: argparse.Namespace) -> dict[str, Any]:
    from cityknights.engine import ENGINE_BUILD

    if _on_collection not in gc.callbacks:
        gc.callbacks.append(_on_collection)

    n = args.num_envs
    kinds = (("single", 0, False), (f"sync N={n}", n, True), (f"vector N={n}", n, False))
    lanes = [
        Lane(f"{kind} {expansion}", expansion, size, sync, draw=args.draw)
        for expansion in args.expansions
        for kind, size, sync in kinds
        if kind.split()[0] in args.lanes
    ]
    # The lanes of one game on the same seeds and action draws: the SyncVectorEnv and the
    # vector env play the very same games (the single env, game 0's and its successors).
    games = {expansion: k for k, expansion in enumerate(args.expansions)}
    rngs = [np.random.default_rng(args.seed * 10 + games[lane.expansion]) for lane in lanes]
    for lane, rng in zip(lanes, rngs, strict=True):
        lane.start(args.seed * 1000 + 100 * games[lane.expansion], args.warmup, rng)
    order = list(range(len(lanes)))
    done = 0
    while done < args.steps:
        for i in order:
            lanes[i].run(args.chunk, rngs[i])
        order.reverse()
        done += args.chunk
    by = {lane.name: lane.report() for lane in lanes}
    ratios = {}
    for expansion in args.expansions:
        vector = by.get(f"vector N={n} {expansion}")
        for base in ("single", f"sync N={n}"):
            other = by.get(f"{base} {expansion}")
            if vector is None or other is None:
                continue
            ratios[f"{expansion} vector/{base.split()[0]}"] = {
                "cpu": round(vector["steps_per_cpu_s"] / other["steps_per_cpu_s"], 2),
                "wall": round(vector["steps_per_s"] / other["steps_per_s"], 2),
            }
    return {"engine_build": ENGINE_BUILD, "lanes": by, "ratios": ratios}


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--num-envs", type=int, default=64)
    p.add_argument("--steps", type=int, default=64_000, help="game steps per lane (64,000)")
    p.add_argument("--chunk", type=int, default=6400, help="game steps per lane per turn")
    p.add_argument("--warmup", type=int, default=1500, help="untimed vector calls first")
    p.add_argument("--expansions", nargs="+", choices=("base", "ck"), default=["base", "ck"])
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--draw",
        choices=("dense", "sparse"),
        default="dense",
        help="how the vector lanes draw their actions (see above; dense)",
    )
    p.add_argument(
        "--lanes",
        type=lambda s: s.split(","),
        default=list(LANES),
        help="comma-separated lanes to run (single,sync,vector: all)",
    )
    p.add_argument("--compiled", type=Path, help="directory holding the compiled build")
    p.add_argument(
        "--baseline",
        type=Path,
        help="with --compiled: an older compiled build whose single env runs each round",
    )
    p.add_argument("--rounds", type=int, default=1, help="with --compiled: runs per build")
    p.add_argument(
        "--skip-pure",
        action="store_true",
        help="with --compiled and --baseline: leave the pure build out of the rounds (shorter"
        " rounds, so that more of them fit between a noisy machine's changes of pace)",
    )
    p.add_argument("--json", action="store_true", help="print only a JSON report")
    args = p.parse_args(argv)
    if min(args.num_envs, args.steps, args.chunk, args.rounds) < 1 or args.warmup < 0:
        p.error("--num-envs, --steps, --chunk and --rounds must be >= 1, --warmup >= 0")
    unknown = sorted(set(args.lanes) - set(LANES))
    if unknown or not args.lanes:
        p.error(f"--lanes: unknown {unknown}; choose among {','.join(LANES)}")
    for name in ("compiled", "baseline"):
        where = getattr(args, name)
        if where and not (where / "cityknights" / "__init__.py").is_file():
            p.error(f"--{name} {where}: no cityknights package there")
    if args.baseline and not args.compiled:
        p.error("--baseline needs --compiled (the vector env it is compared with)")
    if args.skip_pure and not args.baseline:
        p.error("--skip-pure needs --compiled and --baseline (two builds to compare)")
    return args


def both_builds(args: argparse.Namespace, argv: Sequence[str]) -> dict[str, Any]:
    """This script per build in subprocesses, alternating; each run's report."""
    from builds import run_one  # benchmarks/builds.py, beside this file

    passed: list[str] = []
    skip = False
    own = ("--compiled", "--rounds", "--baseline", "--lanes")
    for arg in argv:  # the lane options, without --compiled/--rounds/--baseline/--json
        if skip:
            skip = False
        elif arg in own:
            skip = True
        elif arg not in ("--json", "--skip-pure") and not arg.startswith(
            tuple(f"{o}=" for o in own)
        ):
            passed.append(arg)
    paths = {"pure": ROOT, "compiled": args.compiled.resolve()}
    expected = {"pure": "pure Python", "compiled": "compiled (mypyc)"}
    builds = ["pure", "compiled"]
    if args.baseline:
        paths["baseline"] = args.baseline.resolve()
        expected["baseline"] = expected["compiled"]
        builds.insert(1, "baseline")  # between the two: neither side always runs first
        if args.skip_pure:
            builds.remove("pure")  # the order of the two left alternates by round
    lanes = {build: ",".join(args.lanes) for build in builds}
    if args.baseline:
        lanes["baseline"] = "single"
    runs: dict[str, list[dict[str, Any]]] = {build: [] for build in builds}
    versus_baseline: list[dict[str, float]] = []
    for k in range(args.rounds):
        for build in builds if k % 2 == 0 else builds[::-1]:
            report = run_one(
                paths[build], [*passed, "--lanes", lanes[build]], script=Path(__file__).resolve()
            )
            if report["engine_build"] != expected[build]:
                raise SystemExit(f"{paths[build]} runs the {report['engine_build']} engine")
            runs[build].append(report)
            if not args.json:
                print(f"round {k + 1}: {build} {report['ratios']}", file=sys.stderr)
        if args.baseline:
            versus_baseline.append(
                baseline_ratios(runs["compiled"][-1], runs["baseline"][-1], args.num_envs)
            )
            if not args.json:
                print(
                    f"round {k + 1}: vector/baseline single {versus_baseline[-1]}", file=sys.stderr
                )
    out: dict[str, Any] = {"builds": runs}
    if args.baseline:
        out["vector_over_baseline_single"] = versus_baseline
        # The median of the rounds' ratios, per expansion: the figure a run gives on a
        # machine whose pace changes between the subprocesses of a round.
        out["vector_over_baseline_single_median"] = {
            e: statistics.median(r[e] for r in versus_baseline) for e in versus_baseline[0]
        }
    return out


def baseline_ratios(ours: dict[str, Any], baseline: dict[str, Any], n: int) -> dict[str, float]:
    """This build's vector env against the baseline build's single env, per expansion:
    steps per CPU second over steps per CPU second (one round's runs)."""
    out: dict[str, float] = {}
    for name, lane in baseline["lanes"].items():
        expansion = lane["expansion"]
        vector = ours["lanes"].get(f"vector N={n} {expansion}")
        if vector is not None and name.startswith("single"):
            out[expansion] = round(vector["steps_per_cpu_s"] / lane["steps_per_cpu_s"], 2)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    result = both_builds(args, argv) if args.compiled else measure(args)
    result["config"] = {
        k: getattr(args, k)
        for k in ("num_envs", "steps", "chunk", "warmup", "seed", "rounds", "draw", "lanes")
    }
    if args.baseline:
        result["config"]["baseline"] = str(args.baseline)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    reports = (
        [(name, r) for name, runs in result["builds"].items() for r in runs]
        if args.compiled
        else [("this checkout", result)]
    )
    for k, ratios in enumerate(result.get("vector_over_baseline_single", [])):
        shown = ", ".join(f"{e} {r:.2f}x" for e, r in ratios.items())
        print(f"round {k + 1}: compiled vector env / baseline single env, per CPU s: {shown}")
    if "vector_over_baseline_single_median" in result:
        shown = ", ".join(
            f"{e} {r:.2f}x" for e, r in result["vector_over_baseline_single_median"].items()
        )
        print(f"median of the rounds: {shown}")
    for name, report in reports:
        print(f"{name}: engine {report['engine_build']}")
        for lane_name, lane in report["lanes"].items():
            print(
                f"  {lane_name:24} {lane['steps_per_cpu_s']:>9,.0f} steps/CPU s"
                f" {lane['steps_per_s']:>9,.0f} steps/s"
                f"  {lane.get('gc_share') or 0:.1%} in the garbage collector"
            )
        for which, ratio in report["ratios"].items():  # e.g. "ck vector/sync"
            print(f"  {which}: {ratio['cpu']:.2f}x CPU, {ratio['wall']:.2f}x wall")
    return 0


if __name__ == "__main__":
    sys.exit(main())
