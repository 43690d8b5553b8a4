"""Our bots against catanatron's bots, inside catanatron's own game.

catanatron 3.2.1 is the referee: it deals, rolls, checks and applies every move. When
one of our seats is to move, the adapter (benchmarks/catanatron_adapter.py) turns
catanatron's state into our position, our bot chooses among our legal actions that
catanatron also offers (so no domestic trades, which catanatron has not got), and the
choice goes back as catanatron's action. Nothing of our rules can help our bot: where the
engines differ, catanatron decides (see benchmarks/README.md for the differences).

    python3 benchmarks/vs_catanatron_bots.py --ours mcts --theirs alphabeta --format 1v1 \\
        --games 200 --workers 2 --catanatron-source /path/to/catanatron --out ab.jsonl
    python3 benchmarks/vs_catanatron_bots.py --summarize ab.jsonl

The schedule (`--schedule`, `plan`) says which seed and seat each game `i` has; the seed
gives the game its map, the seating of the others, our bot's own seed and the dice.
- `paired` (the default): the games come in blocks of `players`, one seed each
  (`derive(--seed, "paired", i // players)`), our bot at seat `i mod players`, so every
  seed is played with our bot in every seat (issue 29's "seats swapped on paired seeds").
  `--games` is rounded up to whole seeds (said on stderr), `--first` must start one.
- `rotated` (every run before the paired schedule): game `i` has its own seed
  `derive(--seed, i)` and our bot at seat `i mod players`, so each seed is played from
  one seat only.
Every row says its `schedule` (rows without one are `rotated`: they were written before the
field). A run appends to `--out` and skips the games the file already has (their bots,
table size, seed and our seat; a row with an `error` is played again, its last row
counts), so the same command resumes a stopped run and a larger `--games` extends it. It
refuses, naming the file, to add games of one schedule to a file that holds rows of the
same line (our bot, theirs, table size) under the other: the two schedules' lines are kept
in separate files, never mixed silently; `--summarize` prints them apart.

catanatron's AlphaBetaPlayer and ValueFunctionPlayer
are in its `catanatron_experimental` package, which is not on PyPI: `--catanatron-source`
names a checkout of catanatron's repository at its 3.2.1 release (commit 87c4aec), whose
catanatron_experimental is imported from there; they run with their default settings.

A game repeats from its seed only with `PYTHONHASHSEED=0` and address-space randomization
off (`setarch "$(uname -m)" -R python3 ...`): catanatron keeps the maritime trades, tuples
holding None, in a set, and under Python 3.11 hash(None) is None's address, so its list of
playable actions, and its players' choices with it, can come in another order in another
process. Our bot's own choices do not depend on that order (it lists its legal actions).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if (ROOT / "cityknights" / "__init__.py").is_file() and str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # measure the checkout this script is in
sys.path.insert(0, str(Path(__file__).resolve().parent))

import strength  # noqa: E402  (the summary's row reader and game key, shared)

INSTALL_HINT = "pip install -e '.[bench]'   (brings catanatron==3.2.1)"
FORMATS = {"1v1": 2, "1v2": 3, "1v3": 4}
THEIRS = ("alphabeta", "value", "weighted", "random", "victorypoint")
EXPERIMENTAL = ("alphabeta", "value")
#: How games get their seeds and our seat (`plan`); the first is the default.
SCHEDULES = ("paired", "rotated")
#: The schedule of rows without a "schedule" field: every row before there was a choice.
OLD_SCHEDULE = "rotated"
#: What makes a row one game: with paired seeds several rows share a seed, and our seat
#: tells them apart.
GAME_FIELDS = strength.GAME_FIELDS

Job = tuple[int, int, str, str, int, str | None, str]


class ArenaError(Exception):
    """A result file the run cannot use, said plainly (exit 2)."""


class ProcessClock:
    """Stands in for the `time` module inside catanatron's minimax module, whose only use
    of it is AlphaBeta's search deadline (`time.time()` against `MAX_SEARCH_TIME_SECS`,
    20 s). Counted in this process's CPU seconds, the deadline cuts a search where it
    would on a quiet machine: on a busy one its wall clock reached 20 s in searches that
    take 7 s alone, and cut them short. Its depth (2) and pruning (off) are unchanged."""

    @staticmethod
    def time() -> float:
        return time.process_time()


def their_player(name: str, color: Any) -> Any:
    """catanatron's bot `name`, with its default settings (AlphaBeta's deadline in CPU
    seconds: `ProcessClock`)."""
    if name in EXPERIMENTAL:
        from catanatron_experimental.machine_learning.players import minimax

        minimax.time = ProcessClock  # type: ignore[assignment]
        cls = minimax.AlphaBetaPlayer if name == "alphabeta" else minimax.ValueFunctionPlayer
        return cls(color)
    if name == "weighted":
        from catanatron.players.weighted_random import WeightedRandomPlayer

        return WeightedRandomPlayer(color)
    if name == "victorypoint":
        from catanatron.players.search import VictoryPointPlayer

        return VictoryPointPlayer(color)
    from catanatron import RandomPlayer

    return RandomPlayer(color)


class OurSeat:
    """One of our bots in a catanatron seat: catanatron's state in, catanatron's action out."""

    def __init__(self, spec: str, seed: int) -> None:
        from cityknights.bots import make_bot

        self.bot = make_bot(spec, seed)
        self.bmap: Any = None
        self.fallbacks = 0  # decisions where no catanatron action had a counterpart

    def decide(self, game: Any, playable: Sequence[Any]) -> Any:
        import catanatron_adapter as adapter

        if len(playable) == 1:
            return playable[0]
        state = game.state
        if self.bmap is None:
            self.bmap = adapter.board_map(state.board.map, len(state.colors))
        ours = adapter.state_of(state, self.bmap)
        pairs = adapter.action_pairs(state, self.bmap)
        legal = [a for a in ours.legal_actions() if a in pairs]
        if not legal:
            self.fallbacks += 1
            return playable[0]
        return pairs[self.bot.choose(ours.view(adapter.our_seat(state)), legal)]


def derive(seed: int, *path: Any) -> int:
    from cityknights.seeds import derive_seed

    return derive_seed(seed, "vs_catanatron_bots", *path)


def plan(index: int, base_seed: int, players: int, schedule: str) -> tuple[int, int]:
    """Game `index`'s seed and our seat under `schedule` (see the module's docstring)."""
    if schedule == "paired":
        return derive(base_seed, "paired", index // players), index % players
    if schedule == "rotated":
        return derive(base_seed, index), index % players
    raise ValueError(f"no schedule {schedule!r}: one of {', '.join(SCHEDULES)}")


def whole_seeds(games: int, players: int) -> int:
    """`games` rounded up to whole seeds of the paired schedule (`players` games each)."""
    return -(-games // players) * players


def schedule_of(row: dict[str, Any]) -> str:
    return str(row.get("schedule", OLD_SCHEDULE))


def read_rows(path: Path) -> list[dict[str, Any]]:
    """The rows of a result file (none if it does not exist yet), read as strength.py's
    summary reads them; a line that is not a JSON object is an error naming the file and
    line."""
    if not path.exists():
        return []
    try:
        return strength.read_rows([path])
    except strength.StrengthError as error:
        raise ArenaError(str(error)) from None


def pending(
    jobs: Sequence[Job], rows: Iterable[dict[str, Any]], path: Path | str = "the file"
) -> list[Job]:
    """The `jobs` that `rows` (a result file's) have not played: a row with an `error` is
    not a played game. Refuses, naming `path`, if the file has rows of a job's line (our
    bot, theirs, table size) under another schedule."""
    rows = list(rows)
    found = Counter(
        (r.get("ours"), r.get("theirs"), r.get("players"), schedule_of(r)) for r in rows
    )
    for spec, theirs, players, schedule in sorted({(*j[2:5], j[6]) for j in jobs}):
        for (*line, other), count in found.items():
            if line == [spec, theirs, players] and other != schedule:
                raise ArenaError(
                    f"{path} has {count} rows of 1 {spec} vs {players - 1} {theirs} under the "
                    f"{other} schedule: games of the {schedule} schedule would mix with them. "
                    f"Write them to another file (--out), or pass --schedule {other}."
                )
    done = {tuple(r.get(f) for f in GAME_FIELDS) for r in rows if "error" not in r}
    return [job for job in jobs if (*job[2:5], *plan(job[0], job[1], job[4], job[6])) not in done]


def play_one(job: Job) -> dict[str, Any]:
    """Game `index`: our `spec` at the seat `plan` gives it, catanatron's `theirs` elsewhere.
    A game that fails (an adapter bug) gives a row with its `error`, left out of the
    figures and counted in the summary, so that one bad position does not stop a run."""
    try:
        return _play(*job)
    except Exception as error:  # reported in the row and the summary, never silently
        index, base_seed, spec, theirs, players, _, schedule = job
        seed, our_seat = plan(index, base_seed, players, schedule)
        return {"game": index, "seed": seed, "ours": spec, "theirs": theirs,
                "players": players, "our_seat": our_seat, "schedule": schedule,
                "error": repr(error)}  # fmt: skip


def _play(
    index: int,
    base_seed: int,
    spec: str,
    theirs: str,
    players: int,
    source: str | None,
    schedule: str,
) -> dict[str, Any]:
    use_source(source)
    from catanatron.game import TURNS_LIMIT

    game, seed, our_seat, ours = new_game(index, base_seed, spec, theirs, players, schedule)
    our_color = game.state.colors[our_seat]
    clock = {True: [0, 0.0], False: [0, 0.0]}  # ours?: [decisions, seconds]
    # The slowest decision of each side: AlphaBeta stops its search at a 20 s deadline,
    # so a row shows whether a busy machine cut any of its searches short.
    slowest = {True: 0.0, False: 0.0}

    def timed(player: Any, g: Any, actions: Sequence[Any]) -> Any:
        start = time.perf_counter()
        action = player.decide(g, actions)
        if len(actions) > 1:
            mine = player.color == our_color
            took = time.perf_counter() - start
            clock[mine][0] += 1
            clock[mine][1] += took
            slowest[mine] = max(slowest[mine], took)
        return action

    start = time.perf_counter()
    while game.winning_color() is None and game.state.num_turns < TURNS_LIMIT:
        game.play_tick(decide_fn=timed)
    winner = game.winning_color()
    return {
        "game": index, "seed": seed, "ours": spec, "theirs": theirs, "players": players,
        "our_seat": our_seat, "schedule": schedule,
        "winner": None if winner is None else game.state.colors.index(winner),
        "won": winner == our_color, "turns": game.state.num_turns,
        "vp": [game.state.player_state[f"P{i}_ACTUAL_VICTORY_POINTS"] for i in range(players)],
        "our_decisions": clock[True][0], "our_seconds": round(clock[True][1], 4),
        "their_decisions": clock[False][0], "their_seconds": round(clock[False][1], 4),
        "our_slowest": round(slowest[True], 6), "their_slowest": round(slowest[False], 6),
        "fallbacks": ours.fallbacks, "seconds": round(time.perf_counter() - start, 3),
        "their_deadline_clock": "process_time",
    }  # fmt: skip


def new_game(
    index: int, base_seed: int, spec: str, theirs: str, players: int, schedule: str
) -> tuple[Any, int, int, OurSeat]:
    """Game `index` of a run, before its first move: catanatron's game on the map, seats
    and players the schedule gives it; its seed, our seat and our bot. catanatron must be
    importable (`use_source`)."""
    import catanatron_adapter as adapter
    from catanatron import Color, Game
    from catanatron.models.map import BASE_MAP_TEMPLATE, CatanMap

    seed, our_seat = plan(index, base_seed, players, schedule)
    random.seed(derive(seed, "map"))
    catan_map = adapter.with_our_harbor_slots(CatanMap.from_template(BASE_MAP_TEMPLATE))
    colors = list(Color)[:players]
    # catanatron seats the players in random.sample order after random.seed(seed): put
    # ours where that order sends it to `our_seat`.
    random.seed(seed)
    order = random.sample(range(players), players)
    ours = OurSeat(spec, derive(seed, "bot"))
    roster: list[Any] = [None] * players
    for seat, slot in enumerate(order):
        color = colors[seat]
        roster[slot] = ours_player(color, ours) if seat == our_seat else their_player(theirs, color)
    game = Game(roster, seed=seed, catan_map=catan_map)
    assert game.state.colors[our_seat] == colors[our_seat]
    return game, seed, our_seat, ours


def ours_player(color: Any, seat: OurSeat) -> Any:
    from catanatron import Player

    class Ours(Player):  # type: ignore[misc]
        def decide(self, game: Any, playable_actions: Sequence[Any]) -> Any:
            return seat.decide(game, playable_actions)

    return Ours(color)


def use_source(source: str | None) -> None:
    """Make catanatron_experimental importable from a checkout of catanatron's repository."""
    if source:
        path = str(Path(source) / "catanatron_experimental")
        if path not in sys.path:
            sys.path.insert(0, path)


def summary(rows: Iterable[dict[str, Any]]) -> dict[str, Any]:
    from cityknights.sim.intervals import wilson_interval

    every = list(rows)
    rows = [r for r in every if "error" not in r]
    if not rows:
        return {"games": 0, "errors": len(every)}
    n = len(rows)
    wins = sum(r["won"] for r in rows)
    low, high = wilson_interval(wins, n)
    players = rows[0]["players"]
    by_seat = {}
    for seat in range(players):
        seated = [r for r in rows if r["our_seat"] == seat]
        by_seat[seat] = {"games": len(seated), "wins": sum(r["won"] for r in seated)}
    seats: dict[int, set[int]] = {}
    for r in rows:
        seats.setdefault(r["seed"], set()).add(r["our_seat"])
    ours_d, theirs_d = (
        sum(r["our_decisions"] for r in rows),
        sum(r["their_decisions"] for r in rows),
    )
    return {
        "ours": rows[0]["ours"], "theirs": rows[0]["theirs"], "players": players, "games": n,
        "schedule": schedule_of(rows[0]), "seeds": len(seats),
        # Seeds played with our bot in every seat (strength.py's "paired seeds").
        "paired_seeds": sum(s == set(range(players)) for s in seats.values()),
        "wins": wins, "win_rate": wins / n, "ci95": [low, high], "even_share": 1 / players,
        "no_winner": sum(r["winner"] is None for r in rows), "by_seat": by_seat,
        "mean_turns": sum(r["turns"] for r in rows) / n,
        "our_ms_per_decision": 1000 * sum(r["our_seconds"] for r in rows) / max(1, ours_d),
        "their_ms_per_decision": 1000 * sum(r["their_seconds"] for r in rows) / max(1, theirs_d),
        "our_decisions_per_game": ours_d / n, "their_decisions_per_game": theirs_d / n,
        "seconds_per_game": sum(r["seconds"] for r in rows) / n,
        "fallbacks": sum(r["fallbacks"] for r in rows), "errors": len(every) - n,
        # Rows written before the slowest decisions were recorded have none.
        "their_slowest": max((r.get("their_slowest", 0.0) for r in rows), default=0.0),
    }  # fmt: skip


def print_summary(s: dict[str, Any], out: Callable[[str], None] = print) -> None:
    if not s["games"]:
        out(f"no games ({s['errors']} failed)")
        return
    vs = f"1 {s['ours']} vs {s['players'] - 1} catanatron {s['theirs']} ({s['schedule']} seeds)"
    low, high = s["ci95"]
    out(f"{vs}: {s['wins']}/{s['games']} won = {100 * s['win_rate']:.1f}% "
        f"(95% CI {100 * low:.1f}-{100 * high:.1f}%; even share {100 * s['even_share']:.0f}%)")  # fmt: skip
    seats = ", ".join(f"seat {k}: {v['wins']}/{v['games']}" for k, v in s["by_seat"].items())
    out(f"  by our seat: {seats}; seeds played from every seat: {s['paired_seeds']}/"
        f"{s['seeds']}; no winner (turn cap): {s['no_winner']}")  # fmt: skip
    out(f"  time per decision (more than one option): ours {s['our_ms_per_decision']:.1f} ms "
        f"x {s['our_decisions_per_game']:.0f}/game, theirs {s['their_ms_per_decision']:.1f} ms "
        f"x {s['their_decisions_per_game']:.0f}/game; {s['seconds_per_game']:.1f} s/game, "
        f"{s['mean_turns']:.0f} catanatron turns/game; fallbacks {s['fallbacks']}; "
        f"failed games {s['errors']}; their slowest decision {s['their_slowest']:.1f} s")  # fmt: skip


def line_of(row: dict[str, Any]) -> tuple[str, str, int, str]:
    """A row's line: our bot, theirs, table size and schedule."""
    return row["ours"], row["theirs"], row["players"], schedule_of(row)


def latest_lines(rows: Iterable[dict[str, Any]]) -> dict[tuple[str, str, int, str], list[Any]]:
    """The rows by line, one row per game: a run resumed into the same file may repeat a
    game (a failed one), and its last row counts."""
    latest = {(*(r.get(f) for f in GAME_FIELDS), schedule_of(r)): r for r in rows}
    groups: dict[tuple[str, str, int, str], list[dict[str, Any]]] = {}
    for r in latest.values():
        groups.setdefault(line_of(r), []).append(r)
    return groups


def main(argv: list[str] | None = None) -> int:
    try:
        return run(argv)
    except ArenaError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


def run(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--ours", default="mcts", help="our bot spec (default mcts)")
    parser.add_argument("--theirs", choices=THEIRS, default="alphabeta")
    parser.add_argument("--format", choices=tuple(FORMATS), default="1v1")
    parser.add_argument("--games", type=int, default=200,
                        help="games (paired: rounded up to whole seeds)")  # fmt: skip
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--schedule", choices=SCHEDULES, default=SCHEDULES[0],
                        help="paired: each seed played with ours in every seat (default); "
                             "rotated: each game its own seed, as every run before")  # fmt: skip
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--catanatron-source", default=os.environ.get("CATANATRON_SOURCE"),
                        help="a checkout of catanatron's repository at 3.2.1, for its "
                             "AlphaBeta and value-function players (or $CATANATRON_SOURCE)")  # fmt: skip
    parser.add_argument("--out", type=Path,
                        help="append one JSON row per game as it ends; the games it already "
                             "has are skipped")  # fmt: skip
    parser.add_argument("--summarize", type=Path, nargs="+", help="only summarize row files")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)
    if args.summarize:
        rows = [row for path in args.summarize for row in read_rows(path)]
        for group in latest_lines(rows).values():
            if args.json:
                print(json.dumps(summary(group)))
            else:
                print_summary(summary(group))
        return 0
    if args.games < 1 or args.workers < 1:
        parser.error("--games and --workers must be at least 1")
    players = FORMATS[args.format]
    games = args.games
    if args.schedule == "paired":
        if args.first % players:
            parser.error(f"--first {args.first}: a paired run starts a seed, at a multiple "
                         f"of {players} (the players of {args.format})")  # fmt: skip
        games = whole_seeds(args.games, players)
        if games != args.games:
            print(f"--games {args.games} rounded up to {games}: whole seeds of {players} games, "
                  "our bot in every seat", file=sys.stderr)  # fmt: skip
    jobs: list[Job] = [
        (i, args.seed, args.ours, args.theirs, players, args.catanatron_source, args.schedule)
        for i in range(args.first, args.first + games)
    ]
    if args.out:
        jobs = pending(jobs, read_rows(args.out), args.out)
        print(f"{games - len(jobs)} of these {games} games already in {args.out}, "
              f"{len(jobs)} to play", file=sys.stderr)  # fmt: skip
    try:
        import catanatron  # noqa: F401
    except ImportError:
        print(f"catanatron is not installed: {INSTALL_HINT}", file=sys.stderr)
        return 2
    from cityknights.bots import BotSpecError, parse_bot_spec

    try:
        parse_bot_spec(args.ours)
    except BotSpecError as error:
        parser.error(str(error))
    if args.theirs in EXPERIMENTAL:
        use_source(args.catanatron_source)
        try:
            import catanatron_experimental.machine_learning.players.minimax  # noqa: F401
        except ImportError as error:
            print(f"catanatron's {args.theirs} player needs catanatron_experimental ({error}): "
                  "pass --catanatron-source, a checkout of catanatron's repository at its "
                  "3.2.1 release (commit 87c4aec)", file=sys.stderr)  # fmt: skip
            return 2
    rows = []
    out = args.out.open("a") if args.out else None
    try:
        with Pool(min(args.workers, max(1, len(jobs)))) as pool:
            for row in pool.imap_unordered(play_one, jobs):
                rows.append(row)
                if out:
                    out.write(json.dumps(row) + "\n")
                    out.flush()
    finally:
        if out:
            out.close()
    if args.out:  # the line so far: every game of it in the file
        line = (args.ours, args.theirs, players, args.schedule)
        rows = latest_lines(read_rows(args.out)).get(line, [])
    s = summary(sorted(rows, key=lambda r: r["game"]))
    if args.json:
        print(json.dumps(s, indent=2))
    else:
        print_summary(s)
    return 0


if __name__ == "__main__":
    sys.exit(main())
