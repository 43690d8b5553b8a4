"""Fit the value networks of `evaluation=net` (bots/value_net.py) on self-play positions.

The data are the positions `cityknights.sim.fit_evaluation --save` writes: every seat's
features at the start of every turn of self-play games, and each game's winner. The recipe
of the shipped networks (compiled build: a search game takes seconds, not a minute):

    python -m cityknights.sim.fit_evaluation --expansion ck --bot mcts --games 1000 \\
        --every 1 --seed 29 --save ck.npz
    python -m cityknights.sim.fit_evaluation --expansion base --bot mcts --games 500 \\
        --every 1 --seed 29 --save base.npz
    python -m cityknights.sim.fit_value_net --ck ck.npz --base base.npz \\
        --out cityknights/bots/data/value_net.npz

Each expansion gets one network, `out . tanh(hidden @ x + bias) + skip . x` per seat, the
seats' chances the softmax of their outputs (as the linear evaluation's), fitted by Adam on
the log-loss of the winners. Games are split by their number: every fifth game is held
out for the test, the next fifth chooses how many epochs to train (the epoch of the least
log-loss on it), the rest are trained on. Printed per expansion: the held-out log-loss of
that network, of a linear fit on the same training games, of the linear weights
`evaluation=search` ships (fitted on every game, the held-out ones too: a flattering
baseline) and of a uniform guess. The network written is then fitted again, on every
game for the chosen number of epochs, as `fit_evaluation` keeps the weights fitted on
every game: the positions of a game share one winner, so games, not positions, are what
is scarce.

Needs torch (the `train` extra).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from cityknights.bots.evaluate import EVALUATIONS, FEATURES
from cityknights.bots.value_net import EXPANSIONS, ValueNetError, load_value_nets
from cityknights.sim.fit_evaluation import fit, load_positions, log_loss, winner_log_loss


def split(groups: Any) -> tuple[Any, Any, Any]:
    """Masks of the training, stopping and test positions, by game number."""
    fold = groups % 5
    return fold >= 2, fold == 1, fold == 0


@dataclass(frozen=True)
class Fit:
    """Training settings: hidden units, the random seed, the most epochs, how many epochs
    without a better stopping loss end the search for the best epoch count, and Adam's
    step size and weight decay."""

    hidden: int = 4
    seed: int = 0
    epochs: int = 300
    patience: int = 20
    lr: float = 1e-3
    weight_decay: float = 1e-3


def train(
    x: Any, y: Any, settings: Fit, stop: tuple[Any, Any] | None = None
) -> tuple[dict[str, Any], int]:
    """A network on positions `x` (n x seats x k) won by `y`, as arrays that read the raw
    features (the scaling folded in), and its epoch count. With `stop` (positions and
    winners), the epoch of the least log-loss on them is kept; without, every epoch of
    `settings.epochs` is trained."""
    import numpy as np
    import torch

    flat = x.reshape(-1, x.shape[2])
    mean = flat.mean(axis=0)
    std = flat.std(axis=0)
    scale = np.where(std > 1e-9, std, 1.0)  # a constant feature: left as it is

    def tensors(xs: Any, ys: Any) -> tuple[Any, Any]:
        scaled = torch.tensor((xs - mean) / scale, dtype=torch.float64)
        return scaled, torch.tensor(ys, dtype=torch.long)

    torch.manual_seed(settings.seed)
    k = x.shape[2]
    layer = torch.nn.Linear(k, settings.hidden, dtype=torch.float64)
    out = torch.nn.Linear(settings.hidden, 1, bias=False, dtype=torch.float64)
    skip = torch.nn.Linear(k, 1, bias=False, dtype=torch.float64)
    parameters = [*layer.parameters(), *out.parameters(), *skip.parameters()]
    optimizer = torch.optim.Adam(parameters, lr=settings.lr, weight_decay=settings.weight_decay)

    def loss(xs: Any, ys: Any) -> Any:
        u = (out(torch.tanh(layer(xs))) + skip(xs)).squeeze(-1)  # positions x seats
        return torch.nn.functional.cross_entropy(u, ys)

    x_train, y_train = tensors(x, y)
    x_stop, y_stop = tensors(*stop) if stop is not None else (None, None)
    generator = torch.Generator().manual_seed(settings.seed)
    best, best_epoch, best_state = float("inf"), 0, [p.detach().clone() for p in parameters]
    for epoch in range(settings.epochs):
        order = torch.randperm(len(y_train), generator=generator)
        for start in range(0, len(order), 512):
            batch = order[start : start + 512]
            optimizer.zero_grad()
            loss(x_train[batch], y_train[batch]).backward()
            optimizer.step()
        if x_stop is None:
            best_epoch = epoch
            continue
        with torch.no_grad():
            stopping = float(loss(x_stop, y_stop))
        if stopping < best - 1e-6:
            best, best_epoch = stopping, epoch
            best_state = [p.detach().clone() for p in parameters]
        elif epoch - best_epoch >= settings.patience:
            break
    if x_stop is not None:
        with torch.no_grad():
            for p, kept in zip(parameters, best_state, strict=True):
                p.copy_(kept)
    w1 = layer.weight.detach().numpy()
    b1 = layer.bias.detach().numpy()
    # Fold the scaling in: w1 . (x - mean) / scale = (w1 / scale) . x - (w1 / scale) . mean;
    # the skip term's constant is the same for every seat, so the softmax drops it.
    arrays = {
        "hidden": w1 / scale,
        "bias": b1 - (w1 / scale) @ mean,
        "out": out.weight.detach().numpy()[0].copy(),
        "skip": skip.weight.detach().numpy()[0] / scale,
    }
    return arrays, best_epoch + 1


def network_log_loss(arrays: dict[str, Any], x: Any, y: Any) -> float:
    """The mean log-loss of the winners `y` under the network `arrays` (raw features)."""
    import numpy as np

    a = np.tanh(x @ arrays["hidden"].T + arrays["bias"])
    return winner_log_loss(a @ arrays["out"] + x @ arrays["skip"], y)


def fit_expansion(
    expansion: str, x: Any, y: Any, groups: Any, settings: Fit
) -> tuple[dict[str, Any], dict[str, float]]:
    """The network to ship, fitted on every game for the epoch count the stopping games
    chose, and the log-losses: on the held-out games of the network fitted without them
    and of a linear fit on the same training games, and the shipped network's on every
    game it was fitted on."""
    import numpy as np

    fold_train, fold_stop, fold_test = split(groups)
    if not (fold_train.any() and fold_stop.any() and fold_test.any()):
        raise ValueError("too few games to split into training, stopping and test games")
    measured, epochs = train(x[fold_train], y[fold_train], settings, (x[fold_stop], y[fold_stop]))
    scale = np.maximum(x[fold_train].reshape(-1, x.shape[2]).std(axis=0), 1e-9)
    linear = fit(x[fold_train] / scale, y[fold_train]) / scale
    shipped, _ = train(x, y, replace(settings, epochs=epochs))
    losses = {
        "network": network_log_loss(measured, x[fold_test], y[fold_test]),
        "linear fit": log_loss(linear, x[fold_test], y[fold_test]),
        "search weights": log_loss(
            np.array(EVALUATIONS["search"][expansion]), x[fold_test], y[fold_test]
        ),
        "uniform": float(np.log(x.shape[1])),
        "shipped in-sample": network_log_loss(shipped, x, y),
        "epochs": float(epochs),
    }
    return shipped, losses


def _expansion_of(x: Any) -> str:
    """The expansion whose positions `x` holds: only C&K's features are ever non-zero in
    the last six columns (improvements, knights, progress cards, the barbarians)."""
    return "ck" if bool((x[:, :, 13:] != 0).any()) else "base"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ck", required=True, help="C&K positions (fit_evaluation --save)")
    parser.add_argument("--base", required=True, help="base-game positions")
    parser.add_argument("--out", required=True, help="the network file to write (.npz)")
    defaults = Fit()
    parser.add_argument("--hidden", type=int, default=defaults.hidden,
                        help="hidden units per network")  # fmt: skip
    parser.add_argument("--seed", type=int, default=defaults.seed)
    parser.add_argument("--epochs", type=int, default=defaults.epochs,
                        help="at most this many epochs")  # fmt: skip
    parser.add_argument("--patience", type=int, default=defaults.patience,
                        help="stop after this many epochs without a better stopping loss")  # fmt: skip
    parser.add_argument("--lr", type=float, default=defaults.lr, help="Adam's step size")
    parser.add_argument("--weight-decay", type=float, default=defaults.weight_decay,
                        help="Adam's weight decay (L2)")  # fmt: skip
    args = parser.parse_args(argv)
    if not 1 <= args.hidden <= 256:
        parser.error(f"--hidden must be from 1 to 256, not {args.hidden}")
    if args.epochs < 1 or args.patience < 1:
        parser.error("--epochs and --patience must be at least 1")
    if not 0 < args.lr <= 1:
        parser.error(f"--lr must be above 0 and at most 1, not {args.lr}")
    if not 0 <= args.weight_decay <= 1:
        parser.error(f"--weight-decay must be from 0 to 1, not {args.weight_decay}")
    try:
        import numpy as np
        import torch  # noqa: F401  (checked here, used in fit_expansion)
    except ImportError:
        parser.error("fitting the networks needs torch and numpy: pip install 'cityknights[train]'")
    settings = Fit(args.hidden, args.seed, args.epochs, args.patience, args.lr,
                   args.weight_decay)  # fmt: skip
    saved: dict[str, Any] = {"features": np.array(FEATURES)}
    for expansion in EXPANSIONS:
        path = getattr(args, expansion)
        try:
            x, y, groups = load_positions(path, saver="fit_evaluation --save")
            if _expansion_of(x) != expansion:
                raise ValueError(f"not {expansion} positions")
            arrays, losses = fit_expansion(expansion, x, y, groups, settings)
        except ValueError as error:
            parser.error(f"--{expansion}: {path}: {error}")
        for part, array in arrays.items():
            saved[f"{expansion}_{part}"] = array
        games = len(set(groups.tolist()))
        print(f"{expansion}: {len(y)} positions from {games} games, {args.hidden} hidden units, "
              f"{int(losses.pop('epochs'))} epochs")  # fmt: skip
        in_sample = losses.pop("shipped in-sample")
        print("  held-out log-loss: " + ", ".join(f"{k} {v:.4f}" for k, v in losses.items()))
        print(f"  shipped network (fitted on every game): log-loss {in_sample:.4f} on them")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    np.savez(args.out, **saved)
    try:  # what was written reads back as the bots read it
        load_value_nets(Path(args.out).resolve())
    except ValueNetError as error:
        print(f"the written file does not read back: {error}", file=sys.stderr)
        return 1
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
