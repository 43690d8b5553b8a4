"""fastcatan's side of benchmarks/vs_fastcatan.py, run by the Python 3.12 venv's interpreter.

fastcatan (PyPI, a C++ engine with nanobind bindings; base game, 4 players) needs Python
3.12, so it cannot share a process with our engine; vs_fastcatan.py runs this script in a
venv of its own and reads the JSON it prints. It imports nothing of cityknights.

The driver is the shape of ours (vs_catanatron.OursEngine.play_game): a Python loop that
asks for the legal actions, drops the domestic (player-to-player) trade actions, picks one
uniformly with `random.Random.randrange`, applies it. fastcatan draws its chance outcomes
(dice, development cards, the stolen card) inside `step()`, from the game's own generator
seeded by `reset(seed)`, so the loop has no chance steps. Every `step()` is a decision.

The API used, as fastcatan 2.0.0 documents it (`help(fastcatan.Env)`, its README):
`Env()`, `reset(seed)`, `legal_actions() -> list[int]`, `step(action) -> bool` (terminal),
`done`, `winner` (`NO_PLAYER` without one), `turn_count`, `snapshot() -> bytes` and
`load_snapshot(bytes)` (the whole game and its random state; `Env` has no copy method and
cannot be pickled). The action IDs are `fastcatan.action`'s constants.

    .bench/fastcatan-venv/bin/python benchmarks/fastcatan_runner.py --games 200
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import fastcatan  # type: ignore[import-not-found,unused-ignore]

A = fastcatan.action
# The player-to-player trade protocol: compose (give/want), open, accept, decline,
# confirm with a partner, cancel. The same IDs the upstream example's
# --no-player-trading filter removes (examples/player_base.py); bank and port trades
# (TRADE_BASE...) stay, as our driver keeps our bank trades and drops our offers.
DOMESTIC_FIRST = A.TRADE_ADD_GIVE_BASE
DOMESTIC_LAST = A.TRADE_CANCEL
# Action kinds by ID range, for the untimed tally of what fastcatan counts as a decision.
KINDS = [
    (A.SETTLE_BASE, A.CITY_BASE, "build_settlement"),
    (A.CITY_BASE, A.ROAD_BASE, "build_city"),
    (A.ROAD_BASE, A.ROLL_DICE, "build_road"),
    (A.ROLL_DICE, A.END_TURN, "roll"),
    (A.END_TURN, A.DISCARD_BASE, "end_turn"),
    (A.DISCARD_BASE, A.MOVE_ROBBER_BASE, "discard"),
    (A.MOVE_ROBBER_BASE, A.STEAL_BASE, "move_robber"),
    (A.STEAL_BASE, A.TRADE_BASE, "steal"),
    (A.TRADE_BASE, A.BUY_DEV, "bank_trade"),
    (A.BUY_DEV, A.PLAY_KNIGHT, "buy_dev"),
    (A.PLAY_KNIGHT, A.PLAY_ROAD_BUILDING, "play_knight"),
    (A.PLAY_ROAD_BUILDING, A.PLAY_YEAR_OF_PLENTY, "play_road_building"),
    (A.PLAY_YEAR_OF_PLENTY, A.PLAY_MONOPOLY, "play_year_of_plenty"),
    (A.PLAY_MONOPOLY, A.TRADE_ADD_GIVE_BASE, "play_monopoly"),
    (DOMESTIC_FIRST, DOMESTIC_LAST + 1, "domestic_trade"),
]
CHUNK = 10  # games between gc.collect() calls, as vs_catanatron.py plays its chunks


def kind_of(action: int) -> str:
    for first, end, name in KINDS:
        if first <= action < end:
            return name
    raise ValueError(f"fastcatan action {action} is outside every known range")


def playable(actions: list[int]) -> list[int]:
    """Legal actions minus the domestic trade ones (all of them, if nothing else is legal)."""
    kept = [a for a in actions if not DOMESTIC_FIRST <= a <= DOMESTIC_LAST]
    return kept or actions


def play_game(env: Any, seed: int, rng: random.Random) -> int:
    """One random game from `seed`: the timed loop. Returns its decisions (steps)."""
    env.reset(seed)
    decisions = 0
    while not env.done:
        actions = playable(env.legal_actions())
        env.step(actions[rng.randrange(len(actions))])
        decisions += 1
    return decisions


def play(games: int, seed: int) -> dict[str, Any]:
    env = fastcatan.Env()
    rng = random.Random(seed)
    decisions = capped = 0
    seconds = cpu_seconds = 0.0  # the wall clock and this process's CPU clock
    seeds = [seed + 1 + i for i in range(games)]  # board seeds as vs_catanatron.py's
    for start in range(0, games, CHUNK):
        gc.collect()
        batch_decisions = batch_capped = 0
        c0, t0 = time.process_time(), time.perf_counter()
        for s in seeds[start : start + CHUNK]:
            batch_decisions += play_game(env, s, rng)
            batch_capped += env.winner == fastcatan.NO_PLAYER
        seconds += time.perf_counter() - t0
        cpu_seconds += time.process_time() - c0
        decisions += batch_decisions
        capped += batch_capped
    return {
        "games": games,
        "decisions": decisions,
        "capped_games": capped,
        "play_seconds": seconds,
        "play_cpu_seconds": cpu_seconds,
        "games_per_s": games / seconds if seconds else None,
        "decisions_per_s": decisions / seconds if seconds else None,
        "decisions_per_game": decisions / games if games else None,
        "decisions_per_cpu_s": decisions / cpu_seconds if cpu_seconds else None,
    }


def tally(games: int, seed: int) -> dict[str, Any]:
    """Untimed: the decisions of `games` random games by kind, per game, and their turns."""
    env = fastcatan.Env()
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    turns = 0
    for s in range(seed + 1, seed + 1 + games):
        env.reset(s)
        while not env.done:
            actions = playable(env.legal_actions())
            action = actions[rng.randrange(len(actions))]
            kinds[kind_of(action)] += 1
            env.step(action)
        turns += env.turn_count
    return {
        "games": games,
        "decisions_per_game": sum(kinds.values()) / games if games else None,
        "turns_per_game": turns / games if games else None,
        "kinds_per_game": {k: v / games for k, v in kinds.most_common()},
    }


def sample_states(games: int, seed: int, rate: float) -> list[Any]:
    """Games (each an `Env`) at decisions of untimed random games chosen with `rate`."""
    sampler = random.Random(seed ^ 0x5EED)
    out = []
    env = fastcatan.Env()
    for s in range(seed + 1_000_001, seed + 1_000_001 + games):
        rng = random.Random(s)
        env.reset(s)
        while not env.done:
            if sampler.random() < rate:
                copy = fastcatan.Env()
                copy.load_snapshot(env.snapshot())
                out.append(copy)
            actions = playable(env.legal_actions())
            env.step(actions[rng.randrange(len(actions))])
    return out


def copy_ways(sample: Any, spare: Any) -> dict[str, Callable[[], Any]]:
    """The ways to copy a game: what each returns is an independent game (or its bytes)."""

    def to_new() -> Any:
        copy = fastcatan.Env()
        copy.load_snapshot(sample.snapshot())
        return copy

    def to_spare() -> None:
        spare.load_snapshot(sample.snapshot())

    return {
        "snapshot_load_new_us": to_new,  # a new game object, as our State.clone() returns
        "snapshot_load_reuse_us": to_spare,  # into one game object made beforehand
        "snapshot_us": sample.snapshot,  # the bytes alone
    }


def time_copies(states: list[Any], reps: int) -> dict[str, Any]:
    """Median over `reps` passes of the mean microseconds per copy, for each way, on the
    wall clock and (`..._cpu_us`) on this process's CPU clock."""
    spare = fastcatan.Env()
    ways = [copy_ways(s, spare) for s in states]
    names = list(ways[0]) if ways else []
    passes: dict[str, list[float]] = {n: [] for name in names for n in (name, cpu_name(name))}
    for _ in range(reps):
        for name in names:
            calls = [w[name] for w in ways]
            gc.collect()
            c0, t0 = time.process_time(), time.perf_counter()
            for call in calls:
                call()
            dt, cpu = time.perf_counter() - t0, time.process_time() - c0
            passes[name].append(1e6 * dt / len(calls))
            passes[cpu_name(name)].append(1e6 * cpu / len(calls))
    out: dict[str, Any] = {name: statistics.median(us) for name, us in passes.items()}
    out["sampled_states"] = len(states)
    out["passes"] = {name: [round(x, 4) for x in us] for name, us in passes.items()}
    return out


def cpu_name(name: str) -> str:
    return name.replace("_us", "_cpu_us")


def check_same_game(states: list[Any]) -> None:
    """A snapshot loaded into a new game plays on exactly as the original (the copy is whole)."""
    for state in states[:5]:
        copy = fastcatan.Env()
        copy.load_snapshot(state.snapshot())
        original = fastcatan.Env()
        original.load_snapshot(state.snapshot())
        rng_a, rng_b = random.Random(7), random.Random(7)
        while not original.done:
            a, b = playable(original.legal_actions()), playable(copy.legal_actions())
            if a != b:
                raise SystemExit("fastcatan: a snapshot's copy diverged from its original")
            original.step(a[rng_a.randrange(len(a))])
            copy.step(b[rng_b.randrange(len(b))])
        if copy.winner != original.winner or not copy.done:
            raise SystemExit("fastcatan: a snapshot's copy ended differently")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=200, help="timed random games (200)")
    p.add_argument("--seed", type=int, default=0, help="game i uses board seed S+1+i (0)")
    p.add_argument("--sample-games", type=int, default=20, help="games to sample states (20)")
    p.add_argument("--sample-rate", type=float, default=0.05, help="per decision (0.05)")
    p.add_argument("--reps", type=int, default=21, help="timed copy passes; median (21)")
    p.add_argument("--tally-games", type=int, default=0, help="untimed games tallied (0)")
    args = p.parse_args(argv)
    if args.games < 0 or args.seed < 0 or args.sample_games < 0 or args.reps < 1:
        p.error("--games, --seed and --sample-games must be >= 0, --reps >= 1")
    if args.tally_games < 0:
        p.error("--tally-games must be >= 0")
    report: dict[str, Any] = {
        "engine": "fastcatan",
        "version": fastcatan.__version__,
        "python": platform.python_version(),
        "players": fastcatan.NUM_PLAYERS,
        "domestic_trade_ids": [DOMESTIC_FIRST, DOMESTIC_LAST],
        "num_actions": fastcatan.NUM_ACTIONS,
        "snapshot_bytes": fastcatan.SNAPSHOT_BYTES,
    }
    report["play"] = play(args.games, args.seed)
    if args.sample_games:
        states = sample_states(args.sample_games, args.seed, args.sample_rate)
        check_same_game(states)
        report["copy"] = time_copies(states, args.reps)
    if args.tally_games:
        report["tally"] = tally(args.tally_games, args.seed + 2_000_000)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
