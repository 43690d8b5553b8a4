"""Env steps/s with random legal actions: our Gymnasium env against catanatron's, one run.

    python3 benchmarks/rl_env.py                    # 20,000 steps per lane, seed 0
    python3 benchmarks/rl_env.py --steps 5000 --json
    python3 benchmarks/rl_env.py --only ours

Lanes: catanatron's ``CatanatronEnv`` (catanatron-gym 4.0.0 on catanatron 3.2.1) 1v1 and
with 4 players, our ``CityKnightsEnv`` base game with 3 players (our engine has no 2-player
game: the closest to catanatron's 1v1, with one opponent more to play between steps) and
with 4, and our Cities & Knights env with 4 players (no peer). In every lane one learner
picks uniformly among its legal actions (``random.Random(seed).choice``) against random
bots; an episode that ends is reset with the next seed. Lanes run interleaved in chunks of
``--chunk`` steps, the order reversed every round, so load changes on a shared machine
touch every lane alike.

Each lane's steps/s is given per wall second and per CPU second of this process
(``time.process_time``): on a shared machine the wall clock also counts the slices the
scheduler gave other jobs, which change from chunk to chunk; CPU time counts only the
env's own work. Both ratios are reported; the goal holds when both are >= 5.

Observation cost, apart (CPU time): every 50th step the position is kept (ours: ``state.clone()``;
catanatron: ``game.copy()``), and after the run each kept position's observation is built
again and timed: ours ``state.compact_view(seat)`` and ``encoder.encode_compact(view)``
separately (what the env calls at each step; reported as ``view`` and ``encode``),
catanatron's ``env._get_observation()``. Its share of a step is that time times the steps/s.

catanatron-gym pins gymnasium==0.29.1, which would downgrade gymnasium under pettingzoo:
install it with ``pip install --no-deps catanatron-gym==4.0.0`` (it runs on gymnasium 1.x).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if (ROOT / "cityknights" / "__init__.py").exists():
    sys.path.insert(0, str(ROOT))  # measure this checkout, installed or not

import numpy as np  # noqa: E402

KEEP_EVERY = 50


@dataclass
class Lane:
    name: str
    engine: str
    players: int
    make: Callable[[], Any]
    ours: bool
    steps: int = 0
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    episodes: int = 0
    kept: list[Any] = field(default_factory=list)
    env: Any = None
    info: Any = None
    seed: int = 0
    obs_us: dict[str, float] = field(default_factory=dict)

    def start(self, seed: int) -> None:
        self.env = self.make()
        self.seed = seed
        _, self.info = self.env.reset(seed=seed)

    def run(self, steps: int, rng: random.Random) -> None:
        env, info, ours = self.env, self.info, self.ours
        started = time.perf_counter()
        cpu_started = time.process_time()
        for k in range(steps):
            if ours:
                action = rng.choice(np.flatnonzero(info["action_mask"]).tolist())
            else:
                action = rng.choice(info["valid_actions"])
            _, _, terminated, truncated, info = env.step(action)
            if terminated or truncated:
                self.episodes += 1
                self.seed += 1
                _, info = env.reset(seed=self.seed)
            if k % KEEP_EVERY == 0:
                paused, cpu_paused = time.perf_counter(), time.process_time()
                self.kept.append(env.state.clone() if ours else env.game.copy())
                started += time.perf_counter() - paused  # keeping is not the env's work
                cpu_started += time.process_time() - cpu_paused
        self.seconds += time.perf_counter() - started
        self.cpu_seconds += time.process_time() - cpu_started
        self.steps += steps
        self.info = info

    def time_observations(self, passes: int = 5) -> None:
        """µs per observation over the kept positions: the fastest of ``passes`` passes
        (one pass is short, and a shared machine's pauses would otherwise dominate)."""
        env = self.env
        n = len(self.kept)
        if self.ours:
            seat = env.seat
            views = [state.compact_view(seat) for state in self.kept]
            view_s = min(
                _timed(lambda: [s.compact_view(seat) for s in self.kept]) for _ in range(passes)
            )
            encode = env.encoder.encode_compact
            encode_s = min(_timed(lambda: [encode(v) for v in views]) for _ in range(passes))
            self.obs_us = {"view": view_s / n * 1e6, "encode": encode_s / n * 1e6}
            self.obs_us["observation"] = self.obs_us["view"] + self.obs_us["encode"]
        else:

            def observe_all() -> None:
                for game in self.kept:
                    env.game = game
                    env._get_observation()

            self.obs_us = {"observation": min(_timed(observe_all) for _ in range(passes)) / n * 1e6}

    @property
    def steps_per_s(self) -> float:
        return self.steps / self.seconds if self.seconds else 0.0

    @property
    def steps_per_cpu_s(self) -> float:
        """Steps per second of this process's CPU time: what a shared machine's other
        jobs change least (wall time also counts the slices the scheduler gave them)."""
        return self.steps / self.cpu_seconds if self.cpu_seconds else 0.0


def _timed(work: Callable[[], Any]) -> float:
    """CPU seconds of ``work`` (this process's), as the lanes' steps/s per CPU second."""
    started = time.process_time()
    work()
    return time.process_time() - started


def _our_lanes() -> list[Lane]:
    from cityknights.rl import CityKnightsEnv

    def ours(expansion: str, players: int) -> Callable[[], Any]:
        return lambda: CityKnightsEnv(expansion=expansion, players=players)

    return [
        Lane("ours base 3p", "ours", 3, ours("base", 3), True),
        Lane("ours base 4p", "ours", 4, ours("base", 4), True),
        Lane("ours C&K 4p", "ours", 4, ours("ck", 4), True),
    ]


def _catanatron_lanes() -> list[Lane] | str:
    try:
        from catanatron.models.player import Color, RandomPlayer
        from catanatron_gym.envs.catanatron_env import CatanatronEnv
    except ImportError as error:
        return (
            f"catanatron's Gymnasium env is not importable ({error}); install it with "
            "pip install catanatron==3.2.1 && pip install --no-deps catanatron-gym==4.0.0"
        )

    def theirs(players: int) -> Callable[[], Any]:
        colours = [Color.RED, Color.ORANGE, Color.WHITE][: players - 1]
        return lambda: CatanatronEnv({"enemies": [RandomPlayer(c) for c in colours]})

    return [
        Lane("catanatron 1v1", "catanatron", 2, theirs(2), False),
        Lane("catanatron 4p", "catanatron", 4, theirs(4), False),
    ]


def run(lanes: Sequence[Lane], steps: int, chunk: int, seed: int) -> None:
    for i, lane in enumerate(lanes):
        lane.start(seed * 1000 + 1 + 100 * i)
    rngs = [random.Random(seed + i) for i in range(len(lanes))]
    order = list(range(len(lanes)))
    done = 0
    while done < steps:
        n = min(chunk, steps - done)
        for i in order:
            lanes[i].run(n, rngs[i])
        order.reverse()
        done += n
    for lane in lanes:
        lane.time_observations()


def report(lanes: Sequence[Lane], notes: list[str]) -> dict[str, Any]:
    by = {lane.name: lane for lane in lanes}
    out: dict[str, Any] = {
        "lanes": {
            lane.name: {
                "players": lane.players,
                "steps": lane.steps,
                "seconds": round(lane.seconds, 3),
                "steps_per_s": round(lane.steps_per_s, 1),
                "cpu_seconds": round(lane.cpu_seconds, 3),
                "steps_per_cpu_s": round(lane.steps_per_cpu_s, 1),
                "episodes": lane.episodes,
                "observation_us": {k: round(v, 1) for k, v in lane.obs_us.items()},
                # CPU µs per observation times steps per CPU second: its share of a step.
                "observation_share": round(
                    lane.obs_us["observation"] * lane.steps_per_cpu_s / 1e6, 3
                ),
            }
            for lane in lanes
        },
        "ratios": {},
        "cpu_ratios": {},
        "notes": notes,
    }
    pairs = [
        ("base_4p", "ours base 4p", "catanatron 4p"),
        ("base_small", "ours base 3p", "catanatron 1v1"),
    ]
    for key, ours, theirs in pairs:
        if ours in by and theirs in by and by[theirs].steps_per_s:
            out["ratios"][key] = round(by[ours].steps_per_s / by[theirs].steps_per_s, 2)
            out["cpu_ratios"][key] = round(by[ours].steps_per_cpu_s / by[theirs].steps_per_cpu_s, 2)
    if "base_4p" in out["ratios"]:
        wall, cpu = out["ratios"]["base_4p"], out["cpu_ratios"]["base_4p"]
        out["goal"] = {
            "target": 5.0,
            "base_4p": wall,
            "base_4p_cpu": cpu,
            "met": wall >= 5.0 and cpu >= 5.0,
        }
    return out


def print_table(result: dict[str, Any]) -> None:
    rows = [("lane", "steps/s", "per CPU s", "episodes", "obs µs/step", "view µs", "encode µs",
             "obs share")]  # fmt: skip
    for name, lane in result["lanes"].items():
        obs = lane["observation_us"]
        rows.append((
            name, f"{lane['steps_per_s']:,.0f}", f"{lane['steps_per_cpu_s']:,.0f}",
            str(lane["episodes"]), f"{obs['observation']:.1f}",
            f"{obs['view']:.1f}" if "view" in obs else "-",
            f"{obs['encode']:.1f}" if "encode" in obs else "-",
            f"{lane['observation_share']:.0%}",
        ))  # fmt: skip
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print(
            "  ".join(
                c.rjust(w) if i else c.ljust(w)
                for i, (c, w) in enumerate(zip(r, widths, strict=True))
            )
        )
    for key, ratio in result["ratios"].items():
        label = {
            "base_4p": "base 4 players, ours / catanatron",
            "base_small": "ours base 3p / catanatron 1v1",
        }[key]
        print(f"{label}: {ratio:.2f}x (per CPU second {result['cpu_ratios'][key]:.2f}x)")
    if "goal" in result:
        goal = result["goal"]
        print(
            f"Goal: >= {goal['target']}x catanatron's steps/s in the base game (4p): "
            f"{goal['base_4p']:.2f}x wall, {goal['base_4p_cpu']:.2f}x CPU, "
            f"{'met' if goal['met'] else 'NOT met'}"
        )
    for note in result["notes"]:
        print("note:", note)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--steps", type=int, default=20_000, help="env steps per lane")
    p.add_argument("--chunk", type=int, default=1000, help="steps per lane per round")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--only", choices=("ours", "catanatron"))
    p.add_argument("--json", action="store_true", help="print only a JSON report")
    args = p.parse_args(argv)
    if args.steps < 1 or args.chunk < 1:
        print("error: --steps and --chunk must be >= 1", file=sys.stderr)
        return 2
    notes: list[str] = []
    lanes: list[Lane] = []
    if args.only != "catanatron":
        lanes += _our_lanes()
    if args.only != "ours":
        theirs = _catanatron_lanes()
        if isinstance(theirs, str):
            if args.only == "catanatron":
                print("error:", theirs, file=sys.stderr)
                return 2
            notes.append(theirs)
        else:
            lanes += theirs
    run(lanes, args.steps, args.chunk, args.seed)
    result = report(lanes, notes)
    result["config"] = {
        "steps": args.steps,
        "chunk": args.chunk,
        "seed": args.seed,
        "keep_every": KEEP_EVERY,
    }
    from cityknights.engine import ENGINE_BUILD

    result["engine_build"] = ENGINE_BUILD  # which engine ran: pure Python or compiled (mypyc)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"engine: {ENGINE_BUILD}")
        print_table(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
