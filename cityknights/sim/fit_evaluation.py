"""Fit the weights of `cityknights.bots.evaluate` on self-play games.

Plays `--games` games between four bots of `--bot` (the heuristic by default; `mcts` for
the search's own evaluation, `evaluation=search`), takes the features of every seat at
the start of every `--every`-th turn, and fits a conditional logit: P(seat wins) is the
softmax over the seats of `weights . features(seat)`. The likelihood is concave, so a few Newton
steps (with a little L2 regularisation) find the maximum. Prints the fitted weights as a
Python tuple to paste into `EVALUATIONS`, with the held-out log-loss against two baselines
(uniform, and the weights of `--against`, one of EVALUATIONS' names).

    python -m cityknights.sim.fit_evaluation --expansion ck --games 1500 --workers 2
    python -m cityknights.sim.fit_evaluation --expansion ck --bot mcts --games 600 \
        --every 1 --against heuristic
    python -m cityknights.sim.fit_evaluation --expansion base --no-domestic-trade \
        --games 6000 --seed 4242     # the game catanatron's bots play: no domestic trade

Use the compiled build for `--bot mcts` (a 4-search game takes seconds, not a minute).

Needs numpy (installed with the `plot` or `test` extras).
"""

from __future__ import annotations

import argparse
import random
from multiprocessing import Pool
from typing import Any

import cityknights as ck
from cityknights.bots import BotSpecError, make_bot, parse_bot_spec
from cityknights.bots.evaluate import EVALUATIONS, FEATURES, features
from cityknights.bots.handing import view_for
from cityknights.seeds import bot_seed, chance_seed, game_seed


def positions_of_game(
    job: tuple[str, int, int, str] | tuple[str, int, int, str, bool],
) -> tuple[list[list[list[float]]], int | None]:
    """Every `every`-th turn start of one self-play game of `bot`: per position, each
    seat's features; and the winner (None at the turn cap). A fifth item False plays the
    game without domestic trade (the `domestic_trade` flag off)."""
    expansion, seed, every, bot = job[:4]
    # The flag only when off: the default game's positions stay those of earlier fits.
    flags = {} if len(job) < 5 or job[4] else {"domestic_trade": False}
    game = ck.Game(expansion=expansion, players=4, seed=seed, max_turns=400, **flags)
    bots = [make_bot(bot, bot_seed(seed, seat)) for seat in range(4)]
    rng = random.Random(chance_seed(seed))
    s = game.new_initial_state()
    rows: list[list[list[float]]] = []
    last_turn = -1
    while not s.is_terminal():
        cp = s.current_player()
        if cp == ck.CHANCE:
            s.advance(s.sample_chance(rng))
            continue
        if s.phase == "pre_roll" and not s.pending and s.turn != last_turn:
            last_turn = s.turn
            if s.turn % every == 0:
                rows.append([features(s, p) for p in range(4)])
        s.advance(bots[cp].choose(view_for(bots[cp], s, cp), s.legal_actions()))
    return rows, s.winner()


def collect(
    expansion: str,
    games: int,
    seed: int,
    every: int,
    workers: int,
    bot: str,
    domestic_trade: bool = True,
) -> Any:
    import numpy as np

    jobs = [(expansion, game_seed(seed, i), every, bot, domestic_trade) for i in range(games)]
    xs, ys, groups = [], [], []
    with Pool(workers) as pool:
        for g, (rows, winner) in enumerate(pool.imap(positions_of_game, jobs, chunksize=4)):
            if winner is None:
                continue
            for row in rows:
                xs.append(row)
                ys.append(winner)
                groups.append(g)
    return np.array(xs), np.array(ys), np.array(groups)


def log_loss(w: Any, x: Any, y: Any) -> float:
    """The mean log-loss of the winners `y` under the weights `w` (x: n x seats x k)."""
    return winner_log_loss(x @ w, y)


def winner_log_loss(u: Any, y: Any) -> float:
    """The mean log-loss of the winners `y` when each position's seats have the utilities
    `u` (n x seats) and their chances are the softmax of them."""
    import numpy as np

    u = u - u.max(axis=1, keepdims=True)
    logp = u - np.log(np.exp(u).sum(axis=1, keepdims=True))
    return float(-logp[np.arange(len(y)), y].mean())


def load_positions(path: str, saver: str = "--save") -> tuple[Any, Any, Any]:
    """(features n x seats x k, winners, game numbers) as `--save` wrote them to `path`.
    Raises ValueError naming what is wrong with the file (`saver`: what wrote such files,
    as the message names it)."""
    import numpy as np

    try:
        with np.load(path, allow_pickle=False) as saved:
            x, y, groups = saved["x"], saved["y"], saved["groups"]
    except (OSError, ValueError, KeyError) as error:
        raise ValueError(f"not positions saved by {saver} ({error})") from None
    if x.ndim != 3:
        raise ValueError(f"positions of shape {x.shape}, not positions x seats x features")
    if x.shape[2] != len(FEATURES):
        raise ValueError(f"positions of {x.shape[2]} features, not {len(FEATURES)}")
    if len(y) != len(x) or len(groups) != len(x):
        raise ValueError(f"{len(x)} positions, {len(y)} winners and {len(groups)} game numbers")
    if len(x) == 0:
        raise ValueError("no positions")
    return x, y, groups


def fit(x: Any, y: Any, l2: float = 1e-3, steps: int = 30) -> Any:
    """Newton's method on the conditional-logit log-likelihood (x: n x seats x k)."""
    import numpy as np

    n, _, k = x.shape
    w = np.zeros(k)
    onehot = np.zeros(x.shape[:2])
    onehot[np.arange(n), y] = 1.0
    for _ in range(steps):
        u = x @ w
        u -= u.max(axis=1, keepdims=True)
        p = np.exp(u)
        p /= p.sum(axis=1, keepdims=True)
        mean = np.einsum("ns,nsk->nk", p, x)
        grad = np.einsum("ns,nsk->k", onehot, x) - mean.sum(axis=0) - l2 * n * w
        centered = x - mean[:, None, :]
        hess = -np.einsum("ns,nsk,nsl->kl", p, centered, centered) - l2 * n * np.eye(k)
        step = np.linalg.solve(hess, grad)
        w = w - step
        if np.abs(step).max() < 1e-7:
            break
    return w


def main(argv: list[str] | None = None) -> None:
    import numpy as np

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--expansion", choices=("base", "ck"), default="ck")
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--every", type=int, default=2, help="sample every N-th turn")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--bot", default="heuristic", help="the self-play bot's spec")
    parser.add_argument(
        "--against", choices=sorted(EVALUATIONS), default="heuristic",
        help="the evaluation whose held-out log-loss is printed beside the fit's",
    )  # fmt: skip
    parser.add_argument(
        "--no-domestic-trade", action="store_true",
        help="self-play without trades between players (the domestic_trade flag off), "
             "as catanatron's bots play the base game",
    )  # fmt: skip
    parser.add_argument("--save", help="also save the positions (numpy .npz) to this file")
    parser.add_argument("--load", help="fit the positions saved by --save, playing nothing")
    args = parser.parse_args(argv)
    try:
        parse_bot_spec(args.bot)
    except BotSpecError as error:
        parser.error(f"--bot: {error}")
    if args.load:
        try:
            x, y, groups = load_positions(args.load)
        except ValueError as error:
            parser.error(f"--load {args.load}: {error}")
    else:
        x, y, groups = collect(
            args.expansion, args.games, args.seed, args.every, args.workers, args.bot,
            domestic_trade=not args.no_domestic_trade,
        )  # fmt: skip
    if args.save:
        np.savez_compressed(args.save, x=x, y=y, groups=groups)
    # Scale the features for the fit (Newton is scale-free, the L2 term is not).
    scale = np.maximum(x.reshape(-1, x.shape[2]).std(axis=0), 1e-9)
    test = groups % 5 == 0  # hold out every fifth game
    w = fit(x[~test] / scale, y[~test]) / scale
    current = np.array(EVALUATIONS[args.against][args.expansion])
    print(f"{len(y)} positions from {len(set(groups.tolist()))} games with a winner")
    print(f"held-out log-loss: fitted {log_loss(w, x[test], y[test]):.4f}, "
          f"current {log_loss(current, x[test], y[test]):.4f}, "
          f"uniform {np.log(x.shape[1]):.4f}")  # fmt: skip
    w = fit(x / scale, y) / scale  # the weights to keep use every game
    for name, weight in zip(FEATURES, w, strict=True):
        print(f"  {name:16s} {weight:+.4f}")
    print("(" + ", ".join(f"{v:.4f}" for v in w) + ")")


if __name__ == "__main__":
    main()
