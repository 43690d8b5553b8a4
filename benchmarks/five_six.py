"""What 5-6 players cost: random games of 6 (and 5) seats against games of 4, as ratios.

Plays the same number of random games (uniform legal moves, chance sampled, a fixed seed
per game) at each table size in one process, in the build that is installed (pure Python
or compiled, named in the report), and reports per size: seconds per game, per decision
and per turn, decisions and turns per game, and the ratios of 5 and 6 seats to 4.

    PYTHONPATH=. python3 benchmarks/five_six.py --games 40 [--expansion ck] [--json]

A game is capped at --max-turns turns (random play rarely wins a C&K game quickly); the
per-decision cost is the fair comparison, the per-game cost says what a 6-seat game
costs a simulation as it is played.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

import cityknights as ck
from cityknights import engine


def play(expansion: str, players: int, seed: int, max_turns: int) -> tuple[int, int]:
    """One random game: (decisions made by seats, turns played)."""
    state = ck.Game(expansion=expansion, players=players, seed=seed, max_turns=max_turns)
    s = state.new_initial_state()
    rng = random.Random(seed)
    decisions = 0
    while not s.is_terminal():
        if s.is_chance_node():
            s.apply(s.sample_chance(rng))
        else:
            s.apply(rng.choice(s.legal_actions()))
            decisions += 1
    return decisions, s.turn


SIZES = (4, 5, 6)


def measure(expansion: str, games: int, seed: int, max_turns: int) -> dict[int, dict[str, Any]]:
    """Per table size, its games' totals. The sizes take turns game by game, so that a
    machine whose load drifts during the run slows each of them alike."""
    seconds = dict.fromkeys(SIZES, 0.0)
    decisions = dict.fromkeys(SIZES, 0)
    turns = dict.fromkeys(SIZES, 0)
    for i in range(games):
        for n in SIZES:
            started = time.perf_counter()
            d, t = play(expansion, n, seed + i, max_turns)
            seconds[n] += time.perf_counter() - started
            decisions[n] += d
            turns[n] += t
    return {
        n: {
            "players": n,
            "games": games,
            "seconds": seconds[n],
            "per_game": seconds[n] / games,
            "per_decision_us": 1e6 * seconds[n] / decisions[n],
            "per_turn_ms": 1e3 * seconds[n] / turns[n],
            "decisions_per_game": decisions[n] / games,
            "turns_per_game": turns[n] / games,
        }
        for n in SIZES
    }


def report(expansion: str, games: int, seed: int, max_turns: int) -> dict[str, Any]:
    sizes = measure(expansion, games, seed, max_turns)
    four = sizes[4]
    ratios = {
        str(n): {
            key: sizes[n][key] / four[key]
            for key in ("per_game", "per_decision_us", "per_turn_ms", "decisions_per_game")
        }
        for n in (5, 6)
    }
    return {
        "engine": engine.ENGINE_BUILD,
        "expansion": expansion,
        "max_turns": max_turns,
        "sizes": {str(n): r for n, r in sizes.items()},
        "ratios_to_4": ratios,
    }


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=40, help="games per table size")
    p.add_argument("--expansion", choices=("base", "ck"), default="ck")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-turns", type=int, default=150)
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    args = p.parse_args(argv)
    if args.games < 1 or args.max_turns < 1:
        p.error("--games and --max-turns must be at least 1")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    out = report(args.expansion, args.games, args.seed, args.max_turns)
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(f"{out['engine']}, {args.expansion}, {args.games} random games per size, "
          f"cap {args.max_turns} turns")  # fmt: skip
    for n, r in out["sizes"].items():
        print(
            f"  {n} seats: {r['per_game']:.3f} s/game, {r['per_decision_us']:.1f} us/decision, "
            f"{r['per_turn_ms']:.2f} ms/turn, {r['decisions_per_game']:.0f} decisions, "
            f"{r['turns_per_game']:.0f} turns"
        )
    for n, r in out["ratios_to_4"].items():
        print(
            f"  {n} seats / 4: game x{r['per_game']:.2f}, decision x{r['per_decision_us']:.2f}, "
            f"turn x{r['per_turn_ms']:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
