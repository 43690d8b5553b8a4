"""One pass of random 4-player base games, for an instruction count (random_instructions.sh).

`ours DIR N` plays N games of our engine from build DIR (a checkout or a compiled build's
`pip install --target` directory) with the `play` driver of vs_fastcatan.py: the game
without domestic trade, a loop asking for the legal actions, picking one with
`random.Random.randrange`, calling `State.play`. `fastcatan N` plays N games of fastcatan
with its runner's loop (run it with the fastcatan venv's interpreter). `MODE` `games`
plays them, `setup` only makes them (the count without the games is taken off), `loop`
runs the loop alone over lists of the same lengths (what the driver costs either side).
Prints the decisions played and, for ours, a fingerprint of the games' histories
(`fingerprint`, untimed: two builds that play alike print the same).

    python3 benchmarks/random_games_pass.py ours DIR N MODE [fingerprint]
    .bench/fastcatan-venv/bin/python benchmarks/random_games_pass.py fastcatan - N MODE
"""

from __future__ import annotations

import hashlib
import random
import sys
from pathlib import Path

SEED = 7  # the loop's generator: every choice (and, ours, every chance outcome)


def ours(build: str, n: int, mode: str, fingerprint: bool) -> None:
    sys.path.insert(0, build)
    import cityknights as ck

    states = [
        ck.Game(expansion="base", players=4, seed=g, domestic_trade=False).new_initial_state()
        for g in range(n)
    ]
    if mode == "setup":
        return
    rng = random.Random(SEED)
    digest = hashlib.sha256()
    decisions = 0
    for state in states:
        player = state.current_player()
        while player != ck.TERMINAL:
            if player == ck.CHANCE:
                state.apply(state.sample_chance(rng))
                player = state.current_player()
                continue
            actions = state.legal_actions()
            player = state.play(actions[rng.randrange(len(actions))], rng)
            decisions += 1
        if fingerprint:
            digest.update(repr(state.history()).encode())
    print("decisions", decisions)
    if fingerprint:
        print("fingerprint", digest.hexdigest()[:12])


def fastcatan(n: int, mode: str) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import fastcatan as fc  # type: ignore[import-not-found,unused-ignore]
    import fastcatan_runner as runner  # its `playable` filter, as vs_fastcatan.py times it

    env = fc.Env()
    if mode == "setup":
        return
    rng = random.Random(SEED)
    decisions = 0
    for g in range(n):
        env.reset(g)
        while not env.done:
            actions = runner.playable(env.legal_actions())
            env.step(actions[rng.randrange(len(actions))])
            decisions += 1
    print("decisions", decisions)


def loop(n: int) -> None:
    """The driver alone: `n` decisions over lists of 1 to 8 actions, as in the games."""
    rng = random.Random(SEED)
    lists = [list(range(k)) for k in (1, 2, 3, 5, 8)]
    chosen = 0
    for i in range(n):
        actions = lists[i % 5]
        chosen = actions[rng.randrange(len(actions))]
    print("loop", n, chosen >= 0)


if __name__ == "__main__":
    side, build, count, mode = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    if mode == "loop":
        loop(count)
    elif side == "ours":
        ours(build, count, mode, sys.argv[5:6] == ["fingerprint"])
    else:
        fastcatan(count, mode)
