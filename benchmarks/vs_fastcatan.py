"""Our engine (pure and compiled builds) against fastcatan 2.0.0, side by side, as ratios.

fastcatan (PyPI; a C++ core with nanobind bindings; the base game, 4 players only) needs
Python 3.12, so its side runs in a venv of its own: made once under `.bench/` (git-ignored)
from a Python 3.12 interpreter (`--python`, else pyenv's newest 3.12, else `python3.12` on
PATH), with `pip install fastcatan==2.0.0`. Each side runs as a subprocess that times
itself and prints JSON: ours is `vs_catanatron.py --only ours --expansion base` with the
build chosen as `builds.py` chooses it (`CITYKNIGHTS_BENCH_PATH`), theirs is
`fastcatan_runner.py` run by the venv's interpreter.

The driver has the same shape on both sides: a Python loop that asks for the legal
actions, drops the domestic trade ones (our `offer_trade`; fastcatan's player-to-player
trade IDs), picks one uniformly at random, applies it. Our chance nodes are drawn by
`State.sample_chance(rng)` and applied in the loop; fastcatan draws its chance outcomes
inside `step()`. A decision is one action chosen by the loop on either side (what each
side counts, by kind, is tallied over untimed games and printed).

Copies: our `State.clone()` against fastcatan's `snapshot()` loaded into a new `Env`
(`Env` has no copy method and does not pickle), on positions sampled from untimed random
games; also reported, loading into one `Env` made beforehand and the snapshot alone.

A round is one pair per build of ours: (ours, fastcatan), the order alternating from
round to round, so the noise of a shared machine falls on both alike. Each pair gives a
ratio; a row's ratio is the median over the rounds (with the mean, least and most).

    python benchmarks/vs_fastcatan.py --compiled DIR            # 4 rounds of 200 games
    python benchmarks/vs_fastcatan.py --rounds 6 --games 300 --compiled DIR --json
    python benchmarks/vs_fastcatan.py                           # the pure build only

A report goes to benchmarks/results/vs_fastcatan_<UTC time>.json (`--out` elsewhere)
with the git commit, the machine's load and every round. Exit 3 when fastcatan cannot be
had (no Python 3.12, or the install failed), saying why.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from builds import ROOT, checked_run  # noqa: E402

RUNNER = HERE / "fastcatan_runner.py"
RESULTS = HERE / "results"
FASTCATAN = "fastcatan==2.0.0"
FASTCATAN_VERSION = "2.0.0"
VENV = ROOT / ".bench" / "fastcatan-venv"
EXIT_USAGE = 2
EXIT_UNAVAILABLE = 3
# Fail fast without a network rather than retry for minutes.
PIP_OPTIONS = ("--disable-pip-version-check", "--retries", "1", "--timeout", "30", FASTCATAN)
TALLY_ONLY = ("--games", "0", "--sample-games", "0")  # the runner's tally alone
# The keys of our subprocess's base-game result kept in the report.
OUR_KEYS = (
    "games",
    "decisions",
    "capped_games",
    "play_seconds",
    "play_cpu_seconds",
    "decisions_per_cpu_s",
    "games_per_s",
    "decisions_per_s",
    "decisions_per_game",
    "clone_us",
    "clone_us_passes",
    "clone_cpu_us",
    "sampled_states",
    "engine_build",
)
Getter = Callable[[dict[str, Any]], float | None]
Row = tuple[str, Getter, Getter, Callable[[float, float], float]]


def copy_row(cpu: bool, into: str) -> Row:
    """fastcatan's snapshot+load (into a new Env or into one made beforehand) against our
    clone, on the wall clock or the CPU clock: how many times cheaper ours is."""
    clock = "_cpu" if cpu else ""
    where = "a new" if into == "new" else "a made"
    return (
        f"copy{' (CPU)' if cpu else ''}: fastcatan snapshot+load into {where} Env / our clone",
        lambda o: o[f"clone{clock}_us"],
        lambda t: (t.get("copy") or {}).get(f"snapshot_load_{into}{clock}_us"),
        lambda o, t: t / o,
    )


# (row, our value, their value, ratio of the two: > 1 means ours is ahead)
ROWS: list[Row] = [
    (
        "games/s, ours/fastcatan",
        lambda o: o["games_per_s"],
        lambda t: t["play"]["games_per_s"],
        lambda o, t: o / t,
    ),
    (
        "decisions/s, ours/fastcatan",
        lambda o: o["decisions_per_s"],
        lambda t: t["play"]["decisions_per_s"],
        lambda o, t: o / t,
    ),
    (
        "games/CPU s, ours/fastcatan",
        lambda o: o["games"] / o["play_cpu_seconds"] if o["play_cpu_seconds"] else None,
        lambda t: (
            t["play"]["games"] / t["play"]["play_cpu_seconds"]
            if t["play"]["play_cpu_seconds"]
            else None
        ),
        lambda o, t: o / t,
    ),
    (
        "decisions/CPU s, ours/fastcatan",
        lambda o: o["decisions_per_cpu_s"],
        lambda t: t["play"]["decisions_per_cpu_s"],
        lambda o, t: o / t,
    ),
    *(copy_row(cpu, into) for cpu in (False, True) for into in ("new", "reuse")),
]


class Unavailable(Exception):
    """fastcatan cannot be run here; the message says why."""


def python312(explicit: str | None) -> Path:
    """A Python 3.12 interpreter: the one named, pyenv's newest 3.12, or python3.12."""
    if explicit:
        candidates = [Path(explicit)]
    else:
        pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
        found = sorted(pyenv.glob("3.12.*/bin/python3.12"), reverse=True)
        on_path = shutil.which("python3.12")
        candidates = [*found, *([Path(on_path)] if on_path else [])]
    for path in candidates:
        try:
            done = subprocess.run(
                [str(path), "-c", "import sys; print(sys.version_info[:2] == (3, 12))"],
                capture_output=True,
                text=True,
                check=False,
            )
        except OSError:  # not there, or not a program
            continue
        if done.returncode == 0 and done.stdout.strip() == "True":
            return path
    where = explicit or "~/.pyenv/versions/3.12.*, python3.12 on PATH"
    raise Unavailable(f"no Python 3.12 interpreter ({where}); fastcatan needs 3.12")


def installed_version(python: Path) -> str | None:
    done = subprocess.run(
        [str(python), "-c", "import fastcatan; print(fastcatan.__version__)"],
        capture_output=True,
        text=True,
        check=False,
    )
    return done.stdout.strip() if done.returncode == 0 else None


def fastcatan_python(venv: Path = VENV, explicit: str | None = None) -> Path:
    """The interpreter of a venv holding fastcatan 2.0.0, made once (and kept) if missing.

    Made in a temporary directory beside `venv` and renamed into place only when the
    install worked, so that a failed or concurrent attempt leaves no half-made venv."""
    python = venv / "bin" / "python"
    if python.exists() and installed_version(python) == FASTCATAN_VERSION:
        return python
    base = python312(explicit)
    venv.parent.mkdir(parents=True, exist_ok=True)
    building = venv.with_name(f"{venv.name}.making-{os.getpid()}")
    shutil.rmtree(building, ignore_errors=True)
    try:
        steps = [
            [str(base), "-m", "venv", str(building)],
            [str(building / "bin" / "python"), "-m", "pip", "install", "--quiet", *PIP_OPTIONS],
        ]
        for step in steps:
            done = subprocess.run(step, capture_output=True, text=True, check=False)
            if done.returncode != 0:
                tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
                raise Unavailable(f"{' '.join(step[:4])} ... failed: {' / '.join(tail)}")
        if installed_version(building / "bin" / "python") != FASTCATAN_VERSION:
            raise Unavailable(f"the venv at {building} does not import {FASTCATAN}")
        shutil.rmtree(venv, ignore_errors=True)
        building.rename(venv)
    finally:
        shutil.rmtree(building, ignore_errors=True)
    return python


def run_theirs(python: Path, args: Sequence[str]) -> dict[str, Any]:
    done = subprocess.run(
        [str(python), str(RUNNER), *args], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"fastcatan_runner.py failed:\n{done.stderr}")
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def run_ours(build: str, path: Path, args: Sequence[str]) -> dict[str, Any]:
    report = checked_run(build, path, ["--only", "ours", "--expansion", "base", *args])
    ours: dict[str, Any] = report["engines"]["ours"]
    kept = {key: ours.get(key) for key in OUR_KEYS}
    kept["our_max_turns"] = report["config"]["our_max_turns"]
    return kept


def our_tally(games: int, seed: int) -> dict[str, Any]:
    """Untimed, in this process (the pure build; both builds play the same games): our
    random games' decisions by kind, per game, and the chance steps the loop applies."""
    import vs_catanatron as vc

    turn_cap, _ = vc.catanatron_turns_limit()
    engine = vc.OursEngine("base", turn_cap - vc.SETUP_ADVANCES, seed)
    kinds: Counter[str] = Counter()
    chance_steps = turns = 0
    for s in range(seed + 1, seed + 1 + games):
        state = engine.new_game(s).new_initial_state()
        while not state.is_terminal():
            if state.current_player() == engine.chance:
                state.apply(state.sample_chance(engine.rng))
                chance_steps += 1
                continue
            actions = vc.playable(state.legal_actions())
            action = actions[engine.rng.randrange(len(actions))]
            kinds[action[0]] += 1
            state.apply(action)
        turns += state.turn
    return {
        "games": games,
        "decisions_per_game": sum(kinds.values()) / games if games else None,
        "chance_steps_per_game": chance_steps / games if games else None,
        "turns_per_game": turns / games if games else None,
        "kinds_per_game": {k: v / games for k, v in kinds.most_common()},
    }


def build_of(path: Path) -> str:
    """ "pure" or "compiled": the build of the cityknights package in `path`."""
    done = subprocess.run(
        [sys.executable, "-c", "import cityknights.engine as e; print(e.COMPILED)"],
        env={**os.environ, "PYTHONPATH": str(path)},
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0 or done.stdout.strip() not in ("True", "False"):
        raise SystemExit(f"cannot import cityknights from {path}:\n{done.stderr}")
    return "compiled" if done.stdout.strip() == "True" else "pure"


def load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def git_commit() -> dict[str, Any]:
    def git(*args: str) -> str:
        done = subprocess.run(
            ["git", "-C", str(ROOT), *args], capture_output=True, text=True, check=False
        )
        return done.stdout.strip()

    commit = git("rev-parse", "HEAD")
    if not commit:  # not a git checkout (a copy of the suite)
        return {"commit": None, "dirty": None}
    dirty = git("status", "--porcelain", "--untracked-files=no")  # earlier reports are untracked
    return {"commit": commit, "dirty": bool(dirty)}


def pair_ratios(ours: dict[str, Any], theirs: dict[str, Any]) -> dict[str, float | None]:
    out: dict[str, float | None] = {}
    for label, mine, their, ratio in ROWS:
        a, b = mine(ours), their(theirs)
        out[label] = ratio(float(a), float(b)) if a and b else None
    return out


def summarize(rounds: list[dict[str, Any]], builds: Sequence[str]) -> dict[str, Any]:
    """Per build and row: the median of the per-round ratios (the headline), their mean,
    least and most, and each side's median figure over the rounds."""
    out: dict[str, Any] = {}
    for build in builds:
        pairs = [r["pairs"][build] for r in rounds]
        rows: dict[str, Any] = {}
        for label, mine, their, _ in ROWS:
            ratios = [p["ratios"][label] for p in pairs if p["ratios"][label] is not None]
            ours = [v for p in pairs if (v := mine(p["ours"])) is not None]
            theirs = [v for p in pairs if (v := their(p["fastcatan"])) is not None]
            rows[label] = {
                "median": statistics.median(ratios) if ratios else None,
                "mean": statistics.fmean(ratios) if ratios else None,
                "least": min(ratios) if ratios else None,
                "most": max(ratios) if ratios else None,
                "per_round": [round(r, 4) for r in ratios],
                "ours_median": statistics.median(ours) if ours else None,
                "fastcatan_median": statistics.median(theirs) if theirs else None,
            }
        out[build] = rows
    return out


def fmt(x: float | None, digits: int = 2) -> str:
    return "-" if x is None else f"{x:,.{digits}f}"


def render(report: dict[str, Any]) -> None:
    config = report["config"]
    print(
        f"ours against fastcatan {report['fastcatan']['version']}: {config['rounds']} round(s) "
        f"of {config['games']} random 4-player base games per side, our driver "
        f"{config.get('our_driver', 'filter')!r} (median of the rounds' ratios; mean, least, most)"
    )
    for build, rows in report["summary"].items():
        print(f"\n{build} build")
        for label, row in rows.items():
            spread = ", ".join(fmt(row[k]) for k in ("mean", "least", "most"))
            print(
                f"  {label:64}{fmt(row['median']):>8}x  ({spread})   ours "
                f"{fmt(row['ours_median'])}, fastcatan {fmt(row['fastcatan_median'])}"
            )
    print("\nwhat each side counts as a decision, per game (untimed games):")
    for side, tally in report["decisions"].items():
        kinds = ", ".join(f"{k} {v:.1f}" for k, v in tally["kinds_per_game"].items())
        extra = tally.get("chance_steps_per_game")
        chance = f"; chance steps in the loop {extra:.1f}" if extra is not None else ""
        print(f"  {side}: {fmt(tally['decisions_per_game'], 1)} ({kinds}){chance}")
    print(f"\nload average {report['load']['before']} -> {report['load']['after']}")
    print(f"report: {report['saved_to']}")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--compiled", type=Path, help="directory holding the compiled build")
    p.add_argument("--rounds", type=int, default=4, help="rounds of pairs (4)")
    p.add_argument("--games", type=int, default=200, help="games per side per pair (200)")
    p.add_argument("--seed", type=int, default=0, help="round k plays board seeds from S+k*games")
    p.add_argument("--sample-games", type=int, default=20, help="games sampled for copies (20)")
    p.add_argument("--reps", type=int, default=21, help="timed copy passes per pair (21)")
    p.add_argument("--tally-games", type=int, default=20, help="untimed games tallied (20)")
    p.add_argument(
        "--our-driver",
        choices=("filter", "play"),
        default="filter",
        help="our side's loop (vs_catanatron.py --our-driver): filter (default), the same "
        "loop as fastcatan's, dropping domestic offers; play: our domestic_trade flag off "
        "and State.play drawing chance (fastcatan has no such flag: its loop still filters)",
    )
    p.add_argument("--python", help="a Python 3.12 interpreter to make the venv from")
    p.add_argument("--venv", type=Path, default=VENV, help=f"fastcatan's venv ({VENV})")
    p.add_argument("--out", type=Path, help="the JSON report's path (benchmarks/results/...)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    args = p.parse_args(argv)
    if args.rounds < 1 or args.games < 1 or args.reps < 1:
        p.error("--rounds, --games and --reps must be >= 1")
    if args.seed < 0 or args.sample_games < 0 or args.tally_games < 0:
        p.error("--seed, --sample-games and --tally-games must be >= 0")
    if args.compiled and not (args.compiled / "cityknights" / "__init__.py").is_file():
        p.error(f"--compiled {args.compiled}: no cityknights package there")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    say = (lambda msg: None) if args.json else (lambda msg: print(msg, file=sys.stderr))
    try:
        python = fastcatan_python(args.venv, args.python)
    except Unavailable as exc:
        print(f"fastcatan unavailable: {exc}", file=sys.stderr)
        return EXIT_UNAVAILABLE
    # The checkout is the pure build, except where CI runs the suite from a directory
    # holding the compiled package (.ci/run's .ci/build/suite).
    paths = {build_of(ROOT): ROOT}
    if args.compiled:
        if "compiled" in paths:
            print(f"{ROOT} holds the compiled build already: leave out --compiled", file=sys.stderr)
            return EXIT_USAGE
        paths["compiled"] = args.compiled.resolve()
    started = datetime.datetime.now(datetime.UTC)
    report: dict[str, Any] = {
        "git": git_commit(),
        "started_utc": started.isoformat(timespec="seconds"),
        "machine": {"cpu_count": os.cpu_count(), "platform": platform.platform()},
        "load": {"before": load()},
    }
    rounds: list[dict[str, Any]] = []
    their_args_common = ["--sample-games", str(args.sample_games), "--reps", str(args.reps)]
    for k in range(args.rounds):
        seed = str(args.seed + k * args.games)
        common = ["--games", str(args.games), "--seed", seed, *their_args_common]
        ours_args = [*common, "--mcts-searches", "0", "--our-driver", args.our_driver]
        pairs: dict[str, Any] = {}
        for build, path in paths.items():
            pair: dict[str, Any] = {"load_before": load()}
            sides = ["ours", "fastcatan"] if k % 2 == 0 else ["fastcatan", "ours"]
            for side in sides:
                if side == "ours":
                    pair["ours"] = run_ours(build, path, ours_args)
                else:
                    pair["fastcatan"] = run_theirs(python, common)
            pair["order"] = sides
            pair["load_after"] = load()
            pair["ratios"] = pair_ratios(pair["ours"], pair["fastcatan"])
            pairs[build] = pair
            say(f"round {k + 1}/{args.rounds}: {build} pair done")
        rounds.append({"seed": int(seed), "pairs": pairs})
    tally = {}
    if args.tally_games:
        theirs = run_theirs(
            python,
            [*TALLY_ONLY, "--tally-games", str(args.tally_games), "--seed", str(args.seed)],
        )
        tally = {
            "ours": our_tally(args.tally_games, args.seed + 2_000_000),
            "fastcatan": theirs["tally"],
        }
    report["load"]["after"] = load()
    report["finished_utc"] = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
    report["fastcatan"] = {
        key: next(iter(rounds[0]["pairs"].values()))["fastcatan"][key]
        for key in ("version", "python", "players", "domestic_trade_ids", "snapshot_bytes")
    }
    report["config"] = {
        "rounds": args.rounds,
        "games": args.games,
        "seed": args.seed,
        "sample_games": args.sample_games,
        "reps": args.reps,
        "tally_games": args.tally_games,
        "our_driver": args.our_driver,
        "builds": {build: str(path) for build, path in paths.items()},
        "fastcatan_python": str(python),
        "python": platform.python_version(),
    }
    report["summary"] = summarize(rounds, list(paths))
    report["decisions"] = tally
    report["rounds"] = rounds
    out = args.out or RESULTS / f"vs_fastcatan_{started:%Y-%m-%d_%H%M%S}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    report["saved_to"] = str(out)
    out.write_text(json.dumps(report, indent=1) + "\n")
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        render(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
