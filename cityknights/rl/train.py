"""Train a masked policy (sb3-contrib MaskablePPO) against random bots, then measure it.

    python3 -m cityknights.rl.train --expansion base --timesteps 300000 --out runs/base
    python3 -m cityknights.rl.train --expansion ck --timesteps 300000 --out runs/ck
    python3 -m cityknights.rl.train --smoke --out /tmp/smoke      # a few hundred steps

One learner (its seat drawn per episode) against ``players - 1`` random bots in
:class:`cityknights.rl.CityKnightsEnv`, with the shaped reward by default (win/loss plus
0.1 per VP gained: a sparse win signal alone learns slowly in minutes of CPU). Then
``--eval-games`` games against random bots with the learner's seat rotated (game ``i``
seats it in ``i mod players``), the policy choosing its most probable legal action; the
win rate is reported with its 95% Wilson interval. Written to ``--out``: ``model.zip``,
``curve.png`` (the training win rate over the last episodes against timesteps, and the
evaluation's interval) and ``summary.json`` (every figure, the budget and the options).

Needs the ``train`` extra (sb3-contrib, torch==2.13.0 CPU, matplotlib).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from cityknights.rl.episode import DEFAULT_MAX_TURNS
from cityknights.rl.gym_env import CityKnightsEnv
from cityknights.seeds import derive_seed
from cityknights.sim.intervals import wilson_interval

__all__ = ["Evaluation", "evaluate", "evaluate_saved", "main", "train"]

#: Written beside the model: the env options that change the learner's game (``offers``,
#: ``skip_forced``), which ``--evaluate-only`` must be given again.
ENV_OPTIONS_FILE = "env-options.json"


@dataclass(frozen=True)
class Evaluation:
    """Games won by the policy against random bots, seats rotated."""

    games: int
    wins: int
    capped: int
    wins_by_seat: list[int]
    win_rate: float
    interval: tuple[float, float]
    seconds: float


def _env(
    expansion: str, players: int, reward: str, env_options: dict[str, Any], **options: Any
) -> CityKnightsEnv:
    return CityKnightsEnv(
        expansion=expansion,
        players=players,
        opponents="random",
        reward=reward,
        **env_options,
        **options,
    )


def train(
    expansion: str,
    players: int,
    timesteps: int,
    seed: int,
    *,
    reward: str = "shaped",
    n_envs: int = 4,
    n_steps: int = 512,
    batch_size: int = 256,
    learning_rate: float = 3e-4,
    ent_coef: float = 0.01,
    n_epochs: int = 10,
    width: int = 256,
    max_turns: int = DEFAULT_MAX_TURNS,
    gamma: float = 0.995,
    env_options: dict[str, Any] | None = None,
    checkpoint: Callable[[Any, list[tuple[int, bool]]], None] | None = None,
    checkpoint_every: int = 0,
    max_seconds: float | None = None,
    progress_every: int = 10_000,
) -> tuple[Any, list[tuple[int, bool]], float]:
    """Train a MaskablePPO policy; returns it, (timestep, won) per finished training
    episode, and the wall time in seconds. ``env_options`` go to every
    :class:`CityKnightsEnv` (``offers``, ``skip_forced``, ``vp_weight``...); with
    ``checkpoint_every``, ``checkpoint(model, episodes)`` is called every that many
    timesteps (to save the model and the curve so far). Training stops at ``timesteps``
    or, with ``max_seconds``, after that much wall time (the budget of a run), whichever
    comes first; a progress line goes to stderr every ``progress_every`` timesteps."""
    import torch
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.callbacks import BaseCallback
    from stable_baselines3.common.logger import Logger
    from stable_baselines3.common.vec_env import DummyVecEnv

    torch.set_num_threads(1)  # the machine is shared: one core for the network
    env_options = dict(env_options or {})
    vec = DummyVecEnv(
        [
            (
                lambda: _env(
                    expansion,
                    players,
                    reward,
                    env_options,
                    learner_seat="random",
                    max_turns=max_turns,
                )
            )
            for _ in range(n_envs)
        ]
    )
    vec.seed(seed)
    episodes: list[tuple[int, bool]] = []
    next_checkpoint = [checkpoint_every]

    class Outcomes(BaseCallback):
        """Records each finished episode; the progress lines, the checkpoints and the
        time budget."""

        def _on_step(self) -> bool:
            if checkpoint is not None and 0 < next_checkpoint[0] <= self.num_timesteps:
                next_checkpoint[0] += checkpoint_every
                checkpoint(self.model, episodes)
            for done, info in zip(self.locals["dones"], self.locals["infos"], strict=True):
                if done:
                    episodes.append((self.num_timesteps, info.get("winner") == info["seat"]))
            if self.num_timesteps % progress_every < n_envs:
                recent = [won for _, won in episodes[-200:]]
                rate = sum(recent) / len(recent) if recent else float("nan")
                print(
                    f"{self.num_timesteps} steps, {time.perf_counter() - started:.0f} s, "
                    f"{len(episodes)} episodes, win rate (last {len(recent)}) {rate:.1%}",
                    file=sys.stderr,
                    flush=True,
                )
            return max_seconds is None or time.perf_counter() - started < max_seconds

    started = time.perf_counter()
    model = MaskablePPO(
        "MlpPolicy",
        vec,
        n_steps=n_steps,
        batch_size=batch_size,
        learning_rate=learning_rate,
        ent_coef=ent_coef,
        n_epochs=n_epochs,
        gamma=gamma,
        policy_kwargs={"net_arch": [width, width]},
        seed=seed,
        verbose=0,
        device="cpu",
    )
    # A logger that writes nowhere: without one, every learn() leaves an empty
    # tempdir/SB3-<time> folder behind (stable-baselines3's default logger makes it), and
    # the progress lines above already say what a run does.
    model.set_logger(Logger(folder=None, output_formats=[]))
    model.learn(total_timesteps=timesteps, callback=Outcomes())
    return model, episodes, time.perf_counter() - started


def evaluate(
    model: Any,
    expansion: str,
    players: int,
    games: int,
    seed: int,
    *,
    deterministic: bool = False,
    batch: int = 16,
    max_turns: int = DEFAULT_MAX_TURNS,
    first: int = 0,
    progress: bool = False,
    env_options: dict[str, Any] | None = None,
) -> Evaluation:
    """Games ``first .. first + games - 1`` of ``model`` against random bots, game ``i``
    with the learner in seat ``i mod players`` and the episode seed
    ``derive_seed(seed, "eval", i)``.

    The policy samples its action from its masked distribution with the game's own
    ``random.Random`` (so a game's result does not depend on which games run beside it),
    or with ``deterministic`` takes the most probable one (which can loop inside a turn
    until ``max_steps`` truncates the game: such games count as capped, not won).
    ``batch`` games run side by side, their observations going through the network
    together (one forward pass for all of them). ``env_options`` are the training's
    (``offers``, ``skip_forced``): the policy plays the game it learned."""
    import torch

    started = time.perf_counter()
    wins, capped, done = 0, 0, 0
    by_seat = [0] * players
    waiting = iter(range(first, first + games))
    live: list[tuple[CityKnightsEnv, Any, np.ndarray, random.Random]] = []

    def start_next() -> None:
        i = next(waiting, None)
        if i is not None:
            env = _env(
                expansion,
                players,
                "win_loss",
                env_options or {},
                learner_seat=i % players,
                max_turns=max_turns,
            )
            obs, info = env.reset(seed=derive_seed(seed, "eval", i))
            live.append((env, obs, info["action_mask"], random.Random(derive_seed(seed, "act", i))))

    for _ in range(min(batch, games)):
        start_next()
    while live:
        masks = np.stack([mask for _, _, mask, _ in live])
        with torch.no_grad():
            tensor, _ = model.policy.obs_to_tensor(np.stack([obs for _, obs, _, _ in live]))
            dist = model.policy.get_distribution(tensor, action_masks=masks)
            probs = dist.distribution.probs.cpu().numpy().astype(np.float64)
        still: list[tuple[CityKnightsEnv, Any, np.ndarray, random.Random]] = []
        finished = 0
        for (env, _, mask, rng), p in zip(live, probs, strict=True):
            p = p * mask
            if deterministic:
                action = int(p.argmax())
            else:
                action = rng.choices(range(len(p)), weights=p.tolist())[0]
            obs, _, terminated, truncated, info = env.step(action)
            if not (terminated or truncated):
                still.append((env, obs, info["action_mask"], rng))
                continue
            finished += 1
            if truncated:
                capped += 1
            elif info["winner"] == env.seat:
                wins += 1
                by_seat[env.seat] += 1
        live[:] = still
        for _ in range(finished):
            start_next()
        done += finished
        if progress and finished:
            print(f"evaluation: {done}/{games} games, {wins} won, "
                  f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)  # fmt: skip
    return Evaluation(
        games=games,
        wins=wins,
        capped=capped,
        wins_by_seat=by_seat,
        win_rate=wins / games if games else 0.0,
        interval=wilson_interval(wins, games),
        seconds=time.perf_counter() - started,
    )


def _evaluate_saved(path: str, options: dict[str, Any]) -> Evaluation:
    """:func:`evaluate` of the model saved at ``path`` (a pool worker's job)."""
    import torch
    from sb3_contrib import MaskablePPO

    torch.set_num_threads(1)
    return evaluate(MaskablePPO.load(path, device="cpu"), **options)


def evaluate_saved(
    path: Path,
    expansion: str,
    players: int,
    games: int,
    seed: int,
    *,
    workers: int = 1,
    max_turns: int = DEFAULT_MAX_TURNS,
    env_options: dict[str, Any] | None = None,
) -> Evaluation:
    """:func:`evaluate` of a saved model, its games split over ``workers`` processes. The
    games and their results are the same whatever the number of workers."""
    started = time.perf_counter()
    share = -(-games // workers)
    jobs = [
        {"expansion": expansion, "players": players, "games": min(share, games - first),
         "seed": seed, "max_turns": max_turns, "first": first, "progress": True,
         "env_options": env_options}
        for first in range(0, games, share)
    ]  # fmt: skip
    if workers == 1:
        parts = [_evaluate_saved(str(path), job) for job in jobs]
    else:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(workers) as pool:
            parts = list(pool.map(_evaluate_saved, [str(path)] * len(jobs), jobs))
    wins = sum(p.wins for p in parts)
    return Evaluation(
        games=games,
        wins=wins,
        capped=sum(p.capped for p in parts),
        wins_by_seat=[sum(seat) for seat in zip(*(p.wins_by_seat for p in parts), strict=True)],
        win_rate=wins / games if games else 0.0,
        interval=wilson_interval(wins, games),
        seconds=time.perf_counter() - started,
    )


def plot_curve(
    path: Path,
    episodes: Sequence[tuple[int, bool]],
    evaluation: Evaluation | None,
    title: str,
    players: int,
    window: int = 200,
) -> None:
    """Training win rate (a moving average over ``window`` episodes, fewer when there are
    not 4 windows' worth) against timesteps, the even share, and the final evaluation's
    95% interval (none on a checkpoint's curve)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    if episodes:
        steps = np.array([t for t, _ in episodes])
        won = np.array([w for _, w in episodes], dtype=float)
        k = max(1, min(window, len(won) // 4))
        rolling = np.convolve(won, np.ones(k) / k, mode="valid")
        ax.plot(steps[k - 1 :], rolling, label=f"training win rate (last {k} episodes)")
    ax.axhline(1 / players, color="grey", linestyle="--", label=f"even share (1/{players})")
    last = episodes[-1][0] if episodes else 0
    if evaluation is not None:
        low, high = evaluation.interval
        ax.errorbar(
            [last],
            [evaluation.win_rate],
            yerr=[[evaluation.win_rate - low], [high - evaluation.win_rate]],
            fmt="o",
            color="red",
            capsize=4,
            label=f"evaluation, {evaluation.games} games, 95% Wilson",
        )
    ax.set_xlabel("timesteps (learner decisions)")
    ax.set_ylabel("win rate vs random bots")
    ax.set_ylim(0, 1)
    ax.set_title(title)
    ax.legend(loc="upper left", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python3 -m cityknights.rl.train", description=__doc__)
    p.add_argument("--expansion", choices=("base", "ck"), default="base")
    p.add_argument("--players", type=int, choices=(3, 4, 5, 6), default=4)
    p.add_argument("--timesteps", type=int, default=300_000)
    p.add_argument("--eval-games", type=int, default=400)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--reward", choices=("win_loss", "shaped"), default="shaped")
    p.add_argument("--n-envs", type=int, default=4)
    p.add_argument("--n-steps", type=int, default=512, help="steps per env per update")
    p.add_argument("--epochs", type=int, default=10, help="passes over each rollout")
    p.add_argument("--width", type=int, default=256, help="units in each of 2 hidden layers")
    p.add_argument("--lr", type=float, default=3e-4, help="learning rate")
    p.add_argument("--gamma", type=float, default=0.995, help="discount factor")
    p.add_argument("--ent-coef", type=float, default=0.01, help="entropy bonus")
    p.add_argument(
        "--vp-weight", type=float, default=0.1, help="shaped reward per VP gained (--reward shaped)"
    )
    p.add_argument(
        "--no-offers",
        action="store_true",
        help="the learner makes no domestic trade offers (env offers=False), in training "
        "and evaluation",
    )
    p.add_argument(
        "--skip-forced",
        action="store_true",
        help="the env plays the learner's single-choice decisions (env skip_forced=True), "
        "in training and evaluation",
    )
    p.add_argument(
        "--max-minutes",
        type=float,
        default=None,
        help="stop training after this much wall time (then evaluate), even before --timesteps",
    )
    p.add_argument(
        "--progress-every", type=int, default=10_000, help="timesteps between progress lines"
    )
    p.add_argument(
        "--checkpoint-every",
        type=int,
        default=0,
        help="every N timesteps save checkpoint.zip, episodes.json and curve.png (0: never)",
    )
    p.add_argument(
        "--max-turns", type=int, default=DEFAULT_MAX_TURNS, help="turn cap of every game"
    )
    p.add_argument("--out", type=Path, required=True, help="folder for the model, curve, summary")
    p.add_argument("--eval-workers", type=int, default=1, help="processes for the evaluation games")
    p.add_argument(
        "--evaluate-only",
        action="store_true",
        help="no training: evaluate the model.zip in --out (and redraw curve.png from its "
        "episodes.json, if there is one)",
    )
    p.add_argument(
        "--smoke",
        action="store_true",
        help="a quick check of this code path: 256 timesteps, 2 evaluation games of 30 turns",
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.smoke:
        args.timesteps, args.eval_games, args.n_envs, args.n_steps = 256, 2, 2, 64
        args.max_turns = 30
    if min(args.timesteps, args.n_envs, args.epochs, args.width, args.max_turns) < 1 or (
        args.n_steps < 2
    ):
        print(
            "error: --timesteps, --n-envs, --epochs, --width, --max-turns must be >= 1, "
            "--n-steps >= 2",
            file=sys.stderr,
        )
        return 2
    if args.eval_games < 0 or not args.lr > 0 or args.eval_workers < 1:
        print("error: --eval-games must be >= 0, --eval-workers >= 1, --lr > 0", file=sys.stderr)
        return 2
    if (
        not 0 < args.gamma <= 1
        or args.ent_coef < 0
        or args.checkpoint_every < 0
        or args.progress_every < 1
        or (args.max_minutes is not None and not args.max_minutes > 0)
    ):
        print(
            "error: --gamma must be in (0, 1], --ent-coef >= 0, --checkpoint-every >= 0, "
            "--progress-every >= 1, --max-minutes > 0",
            file=sys.stderr,
        )
        return 2
    # NaN passes every comparison above as false, inf some of them: neither trains.
    infinite = [f"--{name.replace('_', '-')}" for name in ("vp_weight", "lr", "ent_coef", "gamma")
                if not math.isfinite(getattr(args, name))]  # fmt: skip
    if infinite:
        print(f"error: {', '.join(infinite)} must be finite numbers", file=sys.stderr)
        return 2
    if args.evaluate_only and not (args.out / "model.zip").exists():
        print(f"error: --evaluate-only: no model.zip in {args.out}", file=sys.stderr)
        return 2
    saved = args.out / ENV_OPTIONS_FILE
    if args.evaluate_only and saved.exists():
        trained = json.loads(saved.read_text())
        if trained != _env_options(args):
            flags = {"offers": ("", "--no-offers"), "skip_forced": ("", "--skip-forced")}
            needed = " ".join(flags[k][not v if k == "offers" else v] for k, v in trained.items())
            print(
                f"error: --evaluate-only: the model in {args.out} was trained with {trained}; "
                f"evaluate it in the same game: {needed or 'without --no-offers, --skip-forced'}",
                file=sys.stderr,
            )
            return 2
    try:
        import sb3_contrib  # noqa: F401
        import torch  # noqa: F401
    except ImportError as error:
        print(f"error: training needs the train extra ({error}): pip install -e '.[train]'",
              file=sys.stderr)  # fmt: skip
        return 2
    name = "Cities & Knights" if args.expansion == "ck" else "Catan (base)"
    if args.evaluate_only:
        evaluation = _evaluate_command(args)
        low, high = evaluation.interval
        print(
            f"{name}: evaluation of {args.out / 'model.zip'}: {evaluation.wins}/"
            f"{evaluation.games} won = {evaluation.win_rate:.1%} (95% Wilson {low:.1%}-"
            f"{high:.1%}), {evaluation.capped} capped, {evaluation.seconds:.0f} s"
        )
        (args.out / "evaluation.json").write_text(json.dumps(asdict(evaluation), indent=2) + "\n")
        if (args.out / "episodes.json").exists():
            episodes = [tuple(e) for e in json.loads((args.out / "episodes.json").read_text())]
            title = f"MaskablePPO vs {args.players - 1} random bots, {name}"
            plot_curve(args.out / "curve.png", episodes, evaluation, title, args.players)
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / ENV_OPTIONS_FILE).write_text(json.dumps(_env_options(args)) + "\n")
    batch = min(256, args.n_envs * args.n_steps)
    title = f"MaskablePPO vs {args.players - 1} random bots, {name}"

    def checkpoint(model: Any, episodes: list[tuple[int, bool]]) -> None:
        model.save(args.out / "checkpoint.zip")
        (args.out / "episodes.json").write_text(json.dumps(episodes) + "\n")
        plot_curve(args.out / "curve.png", episodes, None, title, args.players)

    model, episodes, seconds = train(
        args.expansion,
        args.players,
        args.timesteps,
        args.seed,
        reward=args.reward,
        n_envs=args.n_envs,
        n_steps=args.n_steps,
        batch_size=batch,
        learning_rate=args.lr,
        n_epochs=args.epochs,
        width=args.width,
        max_turns=args.max_turns,
        gamma=args.gamma,
        ent_coef=args.ent_coef,
        env_options={**_env_options(args), "vp_weight": args.vp_weight},
        checkpoint=checkpoint,
        checkpoint_every=args.checkpoint_every,
        max_seconds=None if args.max_minutes is None else args.max_minutes * 60,
        progress_every=args.progress_every,
    )
    model.save(args.out / "model.zip")
    # Kept before the evaluation, so that the curve can be drawn again (--evaluate-only).
    (args.out / "episodes.json").write_text(json.dumps(episodes) + "\n")
    evaluation = _evaluate_command(args)
    plot_curve(args.out / "curve.png", episodes, evaluation, title, args.players)
    summary = {
        "expansion": args.expansion,
        "players": args.players,
        "reward": args.reward,
        "seed": args.seed,
        "timesteps": model.num_timesteps,
        "training_seconds": round(seconds, 1),
        "training_episodes": len(episodes),
        "training_steps_per_s": round(model.num_timesteps / seconds, 1),
        "n_envs": args.n_envs,
        "n_steps": args.n_steps,
        "epochs": args.epochs,
        "width": args.width,
        "learning_rate": args.lr,
        "gamma": args.gamma,
        "ent_coef": args.ent_coef,
        "vp_weight": args.vp_weight,
        "offers": not args.no_offers,
        "skip_forced": args.skip_forced,
        "max_turns": args.max_turns,
        "max_minutes": args.max_minutes,
        "evaluation": asdict(evaluation),
    }
    (args.out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    low, high = evaluation.interval
    print(
        f"{name}: trained {model.num_timesteps} steps in {seconds:.0f} s "
        f"({len(episodes)} episodes); evaluation {evaluation.wins}/{evaluation.games} won "
        f"= {evaluation.win_rate:.1%} (95% Wilson {low:.1%}-{high:.1%}), "
        f"{evaluation.capped} capped, {evaluation.seconds:.0f} s; written to {args.out}"
    )
    return 0


def _evaluate_command(args: argparse.Namespace) -> Evaluation:
    return evaluate_saved(
        args.out / "model.zip",
        args.expansion,
        args.players,
        args.eval_games,
        args.seed,
        workers=args.eval_workers,
        max_turns=args.max_turns,
        env_options=_env_options(args),
    )


def _env_options(args: argparse.Namespace) -> dict[str, Any]:
    """The env options that change the game the learner plays (training and evaluation)."""
    return {"offers": not args.no_offers, "skip_forced": args.skip_forced}


if __name__ == "__main__":
    sys.exit(main())
