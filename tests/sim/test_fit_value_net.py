"""Fitting the value networks (cityknights.sim.fit_value_net) on saved positions."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from cityknights.bots.evaluate import FEATURES
from cityknights.bots.value_net import load_value_nets

np = pytest.importorskip("numpy")
pytest.importorskip("torch")

from cityknights.sim.fit_value_net import main  # noqa: E402  (after the skips)


def _positions(path: Path, ck: bool, seed: int, games: int = 200) -> None:
    """Positions whose winner follows a rule no weighted sum can learn: the seat whose
    first feature is nearest 1 (not the largest) is likeliest to win."""
    rng = np.random.default_rng(seed)
    per_game = 10
    n = games * per_game
    x = np.zeros((n, 4, len(FEATURES)))
    x[:, :, :11] = rng.normal(size=(n, 4, 11))
    if ck:
        x[:, :, 13:] = rng.normal(size=(n, 4, 6))
    else:
        x[:, :, 11:13] = rng.normal(size=(n, 4, 2))
    u = -3.0 * (x[:, :, 0] - 1.0) ** 2 + 0.5 * x[:, :, 1]
    p = np.exp(u - u.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    y = np.array([rng.choice(4, p=row) for row in p])
    groups = np.repeat(np.arange(games), per_game)
    np.savez(path, x=x, y=y, groups=groups)


def _losses(out: str, expansion: str) -> dict[str, float]:
    line = out.split(f"{expansion}: ", 1)[1].splitlines()[1]
    parts = line.split("held-out log-loss: ", 1)[1].split(", ")
    return {part.rsplit(" ", 1)[0]: float(part.rsplit(" ", 1)[1]) for part in parts}


def test_the_networks_learn_what_a_weighted_sum_cannot_and_are_written_to_be_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _positions(tmp_path / "ck.npz", ck=True, seed=1)
    _positions(tmp_path / "base.npz", ck=False, seed=2)
    out = tmp_path / "nets" / "value_net.npz"
    assert main(["--ck", str(tmp_path / "ck.npz"), "--base", str(tmp_path / "base.npz"),
                 "--out", str(out), "--hidden", "6", "--epochs", "60", "--patience", "10",
                 "--lr", "3e-3", "--weight-decay", "1e-5"]) == 0  # fmt: skip
    printed = capsys.readouterr().out
    for expansion in ("ck", "base"):
        losses = _losses(printed, expansion)
        assert losses["network"] < losses["linear fit"] - 0.05 < losses["uniform"]
    nets = load_value_nets(out)
    assert len(nets["ck"].hidden) == 6
    # The file holds the network fitted on every game, the features' scaling folded in:
    # scored from the raw features, its log-loss on them is the one printed.
    for expansion in ("ck", "base"):
        saved = np.load(tmp_path / f"{expansion}.npz")
        x, y = saved["x"], saved["y"]
        u = np.array([[nets[expansion].utility(list(seat)) for seat in pos] for pos in x])
        u -= u.max(axis=1, keepdims=True)
        logp = u - np.log(np.exp(u).sum(axis=1, keepdims=True))
        loss = -logp[np.arange(len(y)), y].mean()
        shipped = printed.split(f"{expansion}: ", 1)[1].splitlines()[2]
        assert f"log-loss {loss:.4f} on them" in shipped, (loss, shipped)
        assert loss < _losses(printed, expansion)["linear fit"]


def _exit_code(argv: list[str]) -> Any:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    return stopped.value.code


@pytest.mark.parametrize(
    ("which", "message"),
    [
        ("missing", "--ck: .*missing.npz: not positions saved by fit_evaluation --save"),
        ("shape", f"--ck: .*shape.npz: positions of 5 features, not {len(FEATURES)}"),
        ("swapped", "--ck: .*base.npz: not ck positions"),
    ],
)
def test_bad_positions_are_refused_naming_the_file_and_writing_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], which: str, message: str
) -> None:
    _positions(tmp_path / "base.npz", ck=False, seed=2, games=20)
    np.savez(tmp_path / "shape.npz", x=np.zeros((3, 4, 5)), y=np.zeros(3), groups=np.zeros(3))
    ck_file = {"missing": "missing.npz", "shape": "shape.npz", "swapped": "base.npz"}[which]
    out = tmp_path / "nets.npz"
    code = _exit_code(["--ck", str(tmp_path / ck_file), "--base", str(tmp_path / "base.npz"),
                       "--out", str(out)])  # fmt: skip
    assert code == 2
    err = capsys.readouterr().err
    assert re.search(message, err), err
    assert "Traceback" not in err
    assert not out.exists()


def test_out_of_range_options_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for option in (["--hidden", "0"], ["--epochs", "0"], ["--patience", "0"], ["--lr", "nan"],
                   ["--lr", "0"], ["--weight-decay", "-1"]):  # fmt: skip
        code = _exit_code(["--ck", "a", "--base", "b", "--out", str(tmp_path / "n.npz"), *option])
        assert code == 2
    err = capsys.readouterr().err
    assert "--hidden must be from 1 to 256" in err
    assert err.count("--epochs and --patience must be at least 1") == 2
    assert "--lr must be above 0 and at most 1, not nan" in err
    assert "--weight-decay must be from 0 to 1, not -1.0" in err
