"""Who robs whom in 1 against 3 games in catanatron's engine, by seat counted from ours.

A look behind a pattern of the 1 against 3 lines (docs/strength.md): of the games our bot
loses, the catanatron player seated right after ours wins more than the other two. This
script plays games as vs_catanatron_bots.py plays them (the same seeds, seats and map for
the same --seed and game numbers) and reads catanatron's action log at the end: every
robber move (who moved it, who was robbed, whose buildings stand on the hex), each seat's
builds, cards and trades, and who holds Longest Road and Largest Army. Seats are counted
from ours: 0 is our bot, 1 the seat after it, and so on.

    python3 benchmarks/robbery_probe.py --ours mcts --theirs value --games 200 --seed 401 \
        --catanatron-source CHECKOUT --out probe.jsonl
    python3 benchmarks/robbery_probe.py --out probe.jsonl     # the summary only

A run appends one JSON row a game and resumes where the file ends. The hexes' owners are
read at the game's end (a building placed after the robbery is counted too).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import vs_catanatron_bots as arena  # the seats, seeds and players, shared

#: catanatron's action kinds the summary counts for each seat.
KINDS = ("BUILD_ROAD", "BUILD_SETTLEMENT", "BUILD_CITY", "BUY_DEVELOPMENT_CARD",
         "PLAY_KNIGHT_CARD", "MARITIME_TRADE", "DISCARD")  # fmt: skip


def play(index: int, base_seed: int, ours: str, theirs: str, players: int = 4) -> dict[str, Any]:
    """Game `index` of a paired 1 against (players - 1) run, as vs_catanatron_bots plays it."""
    from catanatron.game import TURNS_LIMIT

    game, seed, our_seat, _ = arena.new_game(index, base_seed, ours, theirs, players, "paired")
    while game.winning_color() is None and game.state.num_turns < TURNS_LIMIT:
        game.play_tick()
    state = game.state

    def rel(color: Any) -> int:
        return (state.colors.index(color) - our_seat) % players

    robs = []
    kinds: Counter[str] = Counter()
    for action in state.actions:
        kind = action.action_type.name
        kinds[f"{rel(action.color)}:{kind}"] += 1
        if kind == "MOVE_ROBBER":
            coordinate, victim, _ = action.value
            tile = state.board.map.land_tiles[coordinate]
            owners = {rel(b[0]) for n in tile.nodes.values() if (b := state.board.buildings.get(n))}
            robs.append(
                [rel(action.color), None if victim is None else rel(victim), sorted(owners)]
            )
    ps = state.player_state
    keys = [f"P{(our_seat + r) % players}" for r in range(players)]
    winner = game.winning_color()
    return {
        "game": index, "seed": seed, "ours": ours, "theirs": theirs, "players": players,
        "our_seat": our_seat, "winner": None if winner is None else rel(winner),
        "robs": robs, "kinds": dict(kinds),
        "vp": [ps[f"{k}_ACTUAL_VICTORY_POINTS"] for k in keys],
        "longest_road": [bool(ps[f"{k}_HAS_ROAD"]) for k in keys],
        "largest_army": [bool(ps[f"{k}_HAS_ARMY"]) for k in keys],
    }  # fmt: skip


def summary(rows: list[dict[str, Any]]) -> list[str]:
    """The lines the script prints: wins, robberies and actions by seat counted from ours."""
    n = len(rows)
    if not n:
        return ["no games"]
    players = rows[0]["players"]
    seats = range(players)
    wins = Counter(r["winner"] for r in rows)
    steals: Counter[tuple[int, int | None]] = Counter()
    for r in rows:
        for mover, victim, _ in r["robs"]:
            steals[(mover, victim)] += 1
    kinds: Counter[str] = Counter()
    for r in rows:
        kinds.update(r["kinds"])
    lines = [
        f"{n} games; seats counted from ours (0 ours, 1 the seat after it, ...)",
        "wins by seat: "
        + ", ".join(f"{s}: {wins[s]}" for s in seats)
        + f"; no winner: {wins[None]}",
        "robbed, by the seat that moved the robber (a row) and its victim (a column):",
    ]
    for mover in seats:
        row = " ".join(f"{steals[(mover, v)]:5d}" for v in seats)
        lines.append(f"  seat {mover}: {row}   nobody {steals[(mover, None)]}")
    lines.append("robbed in all, by victim: " + ", ".join(
        f"{v}: {sum(steals[(m, v)] for m in seats)}" for v in seats))  # fmt: skip
    for kind in KINDS:
        per_game = [kinds[f"{s}:{kind}"] / n for s in seats]
        lines.append(f"{kind.lower()} a game: " + ", ".join(f"{x:.2f}" for x in per_game))
    for title, key in (("Longest Road", "longest_road"), ("Largest Army", "largest_army")):
        lines.append(f"{title} at the end: " + ", ".join(
            f"{s}: {sum(r[key][s] for r in rows)}" for s in seats))  # fmt: skip
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ours", default="mcts", help="our bot spec")
    parser.add_argument("--theirs", default="value", help="catanatron's player in the others")
    parser.add_argument("--games", type=int, default=0, help="games to have in --out")
    parser.add_argument("--seed", type=int, default=401)
    parser.add_argument("--players", type=int, default=4, choices=(3, 4))
    parser.add_argument("--catanatron-source", help="a catanatron checkout to import")
    parser.add_argument("--out", type=Path, required=True, help="the games, one JSON row each")
    args = parser.parse_args(argv)
    arena.use_source(args.catanatron_source)
    rows = (
        [json.loads(line) for line in args.out.read_text().splitlines()]
        if args.out.exists()
        else []
    )
    with args.out.open("a") as out:
        for index in range(len(rows), args.games):
            row = play(index, args.seed, args.ours, args.theirs, args.players)
            out.write(json.dumps(row) + "\n")
            out.flush()
            rows.append(row)
    print("\n".join(summary(rows)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
