"""A small learned network that scores a seat's position for the search: `evaluation=net`.

The linear evaluation (bots/evaluate.py) adds up weighted features; this one feeds the same
features (evaluate.FEATURES, one seat at a time) through one hidden layer of tanh units,
plus a linear term beside it:

    utility(x) = out . tanh(hidden @ x + bias) + skip . x

and, as for the linear weights, a seat's chance to win is the softmax of the seats'
utilities. It is fitted by `cityknights.sim.fit_value_net` on the mcts bot's self-play
positions (the recipe is in that module) and shipped as a numpy file beside this module,
`data/value_net.npz`, one network per expansion, the features' scaling folded into
`hidden` so that the network reads the raw features. The file is read with numpy, once,
when a bot first asks for it; the arithmetic is plain Python floats (a network this small
costs less as loops in the compiled build than as numpy calls on 19 numbers).

Measured (docs/strength.md): it predicts held-out winners better than the linear weights,
yet the search plays worse with it, as a search seeks out the positions a flexible fit
overrates; `evaluation=search` stays the better choice until there is far more self-play.
"""

from __future__ import annotations

import math
from importlib.resources import files
from pathlib import Path
from typing import Any

# The shipped networks (see the module docstring for how they are made), found through
# the package, not this module's __file__: compiled by mypyc into the engine's shared
# library, this module's __file__ names a directory that does not exist.
DEFAULT_PATH = Path(str(files("cityknights.bots").joinpath("data", "value_net.npz")))
EXPANSIONS = ("base", "ck")


class ValueNetError(ValueError):
    """A network file that cannot be read, or that does not fit the features."""


class ValueNet:
    """One expansion's network: `utility(x) = out . tanh(hidden @ x + bias) + skip . x`."""

    __slots__ = ("bias", "hidden", "out", "skip")

    def __init__(
        self,
        hidden: list[list[float]],
        bias: list[float],
        out: list[float],
        skip: list[float],
    ) -> None:
        width = len(skip)
        if not hidden or any(len(row) != width for row in hidden):
            raise ValueNetError(f"every hidden unit needs {width} weights, one per feature")
        if len(bias) != len(hidden) or len(out) != len(hidden):
            raise ValueNetError(
                f"{len(hidden)} hidden units need as many biases and output weights, "
                f"not {len(bias)} and {len(out)}"
            )
        self.hidden = hidden
        self.bias = bias
        self.out = out
        self.skip = skip

    def utility(self, x: list[float]) -> float:
        """The seat's utility from its features `x` (evaluate.FEATURES' order)."""
        total = 0.0
        skip = self.skip
        for i in range(len(skip)):
            total += skip[i] * x[i]
        out = self.out
        bias = self.bias
        for j, row in enumerate(self.hidden):
            a = bias[j]
            for i in range(len(row)):
                a += row[i] * x[i]
            total += out[j] * math.tanh(a)
        return total


# The networks read from each file, by path: a file is read once per process.
_loaded: dict[str, dict[str, ValueNet]] = {}


def load_value_nets(path: str | Path = DEFAULT_PATH) -> dict[str, ValueNet]:
    """The networks of a file written by `cityknights.sim.fit_value_net`, by expansion.
    Raises ValueNetError naming what is wrong with a file that is missing, is not such a
    file, or was fitted on other features than evaluate.FEATURES."""
    key = str(path)
    nets = _loaded.get(key)
    if nets is None:
        nets = _loaded[key] = _read(key)
    return nets


def _read(path: str) -> dict[str, ValueNet]:
    from cityknights.bots.evaluate import FEATURES  # evaluate imports this module

    try:
        import numpy as np
    except ImportError as error:  # numpy is in the test, rl and train extras
        raise ValueNetError(
            "evaluation=net reads its network with numpy: pip install numpy"
        ) from error
    try:
        with np.load(path, allow_pickle=False) as saved:
            arrays: dict[str, Any] = {name: saved[name] for name in saved.files}
    except (OSError, ValueError) as error:
        raise ValueNetError(f"{path}: not a network file ({error})") from error
    names = [str(name) for name in arrays.get("features", [])]
    if names != list(FEATURES):
        raise ValueNetError(
            f"{path}: fitted on the features {names}, not on this version's {list(FEATURES)}"
        )
    nets = {}
    for expansion in EXPANSIONS:
        parts = [f"{expansion}_{part}" for part in ("hidden", "bias", "out", "skip")]
        missing = [part for part in parts if part not in arrays]
        if missing:
            raise ValueNetError(f"{path}: no {', '.join(missing)}")
        hidden, bias, out, skip = (arrays[part] for part in parts)
        if hidden.ndim != 2 or bias.ndim != 1 or out.ndim != 1 or skip.ndim != 1:
            raise ValueNetError(f"{path}: {expansion}'s arrays have the wrong dimensions")
        if not all(np.isfinite(a).all() for a in (hidden, bias, out, skip)):
            raise ValueNetError(f"{path}: {expansion}'s network holds a value that is not finite")
        nets[expansion] = ValueNet(
            [[float(v) for v in row] for row in hidden],
            [float(v) for v in bias],
            [float(v) for v in out],
            [float(v) for v in skip],
        )
    return nets
