"""Positions of two-player, no-trade base games, for fitting the `duel` evaluation.

Our engine seats 3 to 6 players (the printed rules), so the positions that a 1v1 game in
catanatron's engine puts before our search (two seats, no domestic trade, catanatron's
rules where the engines differ) occur in none of our self-play. This script plays such
games: our bot `--ours` in both seats of catanatron 3.2.1's own game (the referee, as in
vs_catanatron_bots.py, through benchmarks/catanatron_adapter.py), and records both seats'
features (cityknights.bots.evaluate.FEATURES) at the start of every main-phase turn, with
the game's winner. Only our bots play: catanatron's players are never in these games, and
the seeds (`derive(--seed, "duel", i)`) are not those of any measured line.

    python3 benchmarks/duel_positions.py --games 1500 --seed 29 --out duel.jsonl
    python3 benchmarks/duel_positions.py --out duel.jsonl --save duel.npz
    python3 -m cityknights.sim.fit_evaluation --expansion base --load duel.npz

A run appends one JSON row per game to `--out` as it ends and skips the games the file has,
so the same command resumes it. `--save` writes every game with a winner as the positions
file that `fit_evaluation --load` reads (features: positions x 2 seats x features; the
winner's seat; the game's number for the held-out split). The phantom third seat of the
adapter's position (no pieces, no cards) is left out: it never wins, and a fit that
included it would spend its weights telling it apart.
"""

from __future__ import annotations

import argparse
import json
import sys
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import vs_catanatron_bots as arena  # the seats, seeds and row reader, shared

SEATS = 2


def play(job: tuple[int, int, str]) -> dict[str, Any]:
    """Game `index` of the run: our `spec` in both seats; a failed game gives a row with
    its `error` (played again on resume)."""
    index, base_seed, spec = job
    try:
        return _play(index, base_seed, spec)
    except Exception as error:  # reported in the row, never silently
        return {"game": index, "ours": spec, "error": repr(error)}


def _play(index: int, base_seed: int, spec: str) -> dict[str, Any]:
    import random

    import catanatron_adapter as adapter
    from catanatron import Color, Game
    from catanatron.game import TURNS_LIMIT
    from catanatron.models.map import BASE_MAP_TEMPLATE, CatanMap

    from cityknights.bots.evaluate import features

    seed = arena.derive(base_seed, "duel", index)
    random.seed(arena.derive(seed, "map"))
    catan_map = adapter.with_our_harbor_slots(CatanMap.from_template(BASE_MAP_TEMPLATE))
    colors = list(Color)[:SEATS]
    roster = [
        arena.ours_player(color, arena.OurSeat(spec, arena.derive(seed, "bot", k)))
        for k, color in enumerate(colors)
    ]
    game = Game(roster, seed=seed, catan_map=catan_map)
    bmap = adapter.board_map(game.state.board.map, SEATS)
    positions: list[list[list[float]]] = []
    last_turn = -1
    while game.winning_color() is None and game.state.num_turns < TURNS_LIMIT:
        state = game.state
        if not state.is_initial_build_phase and state.num_turns != last_turn:
            last_turn = state.num_turns  # a turn's start: nothing played in it yet
            ours = adapter.state_of(state, bmap)
            seat_of = adapter.seats_of(state)  # catanatron's player p sits at our seat_of[...]
            positions.append(
                [
                    [round(v, 6) for v in features(ours, seat_of[state.colors[p]])]
                    for p in range(SEATS)
                ]
            )
        game.play_tick()
    winner = game.winning_color()
    return {
        "game": index, "seed": seed, "ours": spec, "turns": game.state.num_turns,
        "winner": None if winner is None else game.state.colors.index(winner),
        "positions": positions,
    }  # fmt: skip


def save(rows: list[dict[str, Any]], path: Path) -> int:
    """Write the games with a winner as fit_evaluation's positions file; their count."""
    import numpy as np

    from cityknights.bots.evaluate import FEATURES

    xs: list[list[list[float]]] = []
    ys: list[int] = []
    groups: list[int] = []
    games = 0
    for row in rows:
        if row.get("winner") is None or not row.get("positions"):
            continue
        games += 1
        for position in row["positions"]:
            xs.append(position)
            ys.append(row["winner"])
            groups.append(row["game"])
    x = np.array(xs, dtype=float).reshape(-1, SEATS, len(FEATURES))
    np.savez_compressed(path, x=x, y=np.array(ys), groups=np.array(groups))
    return games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--ours", default="mcts", help="our bot spec, in both seats")
    parser.add_argument("--games", type=int, default=0, help="games to have in --out")
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True, help="the games, one JSON row each")
    parser.add_argument("--save", type=Path, help="then write the positions file (.npz)")
    args = parser.parse_args(argv)
    if args.games < 0 or args.workers < 1:
        parser.error("--games must be at least 0 and --workers at least 1")
    from cityknights.bots import BotSpecError, parse_bot_spec

    try:
        parse_bot_spec(args.ours)
    except BotSpecError as error:
        parser.error(f"--ours: {error}")
    try:
        rows = arena.read_rows(args.out)
    except arena.ArenaError as error:
        parser.error(str(error))
    done = {r["game"] for r in rows if "error" not in r and r.get("ours") == args.ours}
    jobs = [(i, args.seed, args.ours) for i in range(args.games) if i not in done]
    if jobs:
        with Pool(args.workers) as pool, args.out.open("a") as out:
            for row in pool.imap_unordered(play, jobs):
                out.write(json.dumps(row) + "\n")
                out.flush()
                rows.append(row)
                if "error" in row:
                    print(f"game {row['game']}: {row['error']}", file=sys.stderr)
    if args.save:
        latest = {r["game"]: r for r in rows if "error" not in r and r.get("ours") == args.ours}
        games = save([latest[g] for g in sorted(latest)], args.save)
        print(f"{args.save}: the positions of {games} games with a winner")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
