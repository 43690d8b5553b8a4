"""Side-by-side speed benchmark: the cityknights engine against catanatron.

Both engines do the same work in one run: 4 uniformly random players play the base game
to the end (or to the turn cap), in alternating chunks of games so that machine noise
falls on both alike. Then both clone and list legal actions on states sampled from random
games, again alternating. Printed per engine: games/s, decisions/s, microseconds per state
clone, microseconds per legal-action list, and the ratios ours/catanatron.

catanatron has no Cities & Knights: with `--expansion ck` our engine plays C&K while
catanatron plays its base game alongside, and the goal is that a random C&K game of ours
costs no more time than a random catanatron base game. `--expansion both` plays our base
and C&K games and catanatron's base games in one interleaved run and prints both
comparisons.

Last, our MCTS bot's speed (ours only, no ratio): positions are collected from untimed
games of 4 heuristic bots (main-phase decisions of the turn player with more than one
legal action), and on each one a fresh `MctsBot(seed, iterations=N)` runs one search,
`choose(state.view(seat), state.legal_actions())`, timed. Printed per game (base, C&K):
iterations/s (per wall second and per CPU second of the process), searches/s, ms per search, mean iterations per search. The base and C&K
searches alternate in chunks too. `--mcts-searches 0` skips this; so does
`--only catanatron`. catanatron's own MCTS player plays random games to the end as its
playouts, which is different work: its numbers are not set against ours.

    pip install -e '.[bench]'                       # brings catanatron==3.2.1
    python benchmarks/vs_catanatron.py              # 200 games each, seed 0
    python benchmarks/vs_catanatron.py --games 50 --json
    python benchmarks/vs_catanatron.py --expansion ck
    python benchmarks/vs_catanatron.py --expansion both --games 60
    python benchmarks/vs_catanatron.py --only ours --mcts-searches 60 --mcts-iterations 200

Without catanatron the script says how to install it and benchmarks our engine alone
(exit 0); `--only catanatron` without it exits 2. See benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

BENCH_PATH_VARIABLE = "CITYKNIGHTS_BENCH_PATH"
INSTALL_HINT = "pip install -e '.[bench]'   (from the repository root; pins catanatron==3.2.1)"
# catanatron.game.TURNS_LIMIT in catanatron 3.2.1; read from catanatron when it is installed.
FALLBACK_TURNS_LIMIT = 1000
PLAYERS = 4
# catanatron's num_turns also advances 2 * (players - 1) times during the setup placements,
# so its cap allows TURNS_LIMIT - SETUP_ADVANCES normal turns. Our Game(max_turns=M) ends
# the game once M normal turns are over (setup not counted), so M = TURNS_LIMIT - 6 is
# the same cap.
SETUP_ADVANCES = 2 * (PLAYERS - 1)
GOALS = {"games_per_s": 3.0, "decisions_per_s": 3.0, "clone": 5.0}
# Our C&K game against catanatron's base game: a random C&K game costs no more time than
# a random catanatron base game, i.e. catanatron s/game / our s/game >= 1.
CK_GOALS = {"seconds_per_game": 1.0}
GOALS_BY_EXPANSION = {"base": GOALS, "ck": CK_GOALS}
EXPANSION_LABELS = {"base": "base", "ck": "C&K"}
EXIT_USAGE = 2
# The MCTS speed section: positions kept per heuristic game (evenly spread over its
# main-phase decisions) and searches per expansion per alternating chunk.
MCTS_POSITIONS_PER_GAME = 10
MCTS_CHUNK = 5


# ---------------------------------------------------------------------------------------
# Results


@dataclass
class EngineResult:
    """What one engine did: totals over all its chunks and micro-benchmark passes."""

    name: str
    games: int = 0
    decisions: int = 0
    capped_games: int = 0  # games that ended at the turn cap, without a winner
    play_seconds: float = 0.0
    # The same calls on this process's CPU clock (time.process_time): a shared machine's
    # other jobs add to the wall clock, not to this one.
    play_cpu_seconds: float = 0.0
    samples: int = 0
    clones: int = 0
    clone_seconds: float = 0.0
    legal_lists: int = 0
    legal_seconds: float = 0.0
    legal_actions_total: int = 0  # summed list lengths over one pass, for context
    # Microseconds per call in each timed pass: the figures reported are the medians, so
    # that a pass slowed by another process on the machine does not move them.
    clone_pass_us: list[float] = field(default_factory=list)
    clone_cpu_pass_us: list[float] = field(default_factory=list)
    legal_pass_us: list[float] = field(default_factory=list)
    info: dict[str, Any] = field(default_factory=dict)

    @property
    def games_per_s(self) -> float | None:
        return self.games / self.play_seconds if self.play_seconds else None

    @property
    def decisions_per_s(self) -> float | None:
        return self.decisions / self.play_seconds if self.play_seconds else None

    @property
    def decisions_per_cpu_s(self) -> float | None:
        return self.decisions / self.play_cpu_seconds if self.play_cpu_seconds else None

    @property
    def seconds_per_game(self) -> float | None:
        return self.play_seconds / self.games if self.games else None

    @property
    def ms_per_game(self) -> float | None:
        return 1e3 * self.play_seconds / self.games if self.games else None

    @property
    def decisions_per_game(self) -> float | None:
        return self.decisions / self.games if self.games else None

    @property
    def clone_us(self) -> float | None:
        """Median over the timed passes of the mean clone time in a pass."""
        return statistics.median(self.clone_pass_us) if self.clone_pass_us else None

    @property
    def clone_cpu_us(self) -> float | None:
        """Median over the timed passes of the mean clone CPU time in a pass."""
        return statistics.median(self.clone_cpu_pass_us) if self.clone_cpu_pass_us else None

    @property
    def legal_us(self) -> float | None:
        """Median over the timed passes of the mean legal-list time in a pass."""
        return statistics.median(self.legal_pass_us) if self.legal_pass_us else None

    @property
    def clone_us_mean(self) -> float | None:
        return 1e6 * self.clone_seconds / self.clones if self.clones else None

    @property
    def mean_legal_actions(self) -> float | None:
        return self.legal_actions_total / self.samples if self.samples else None

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "decisions": self.decisions,
            "capped_games": self.capped_games,
            "play_seconds": self.play_seconds,
            "play_cpu_seconds": self.play_cpu_seconds,
            "decisions_per_cpu_s": self.decisions_per_cpu_s,
            "games_per_s": self.games_per_s,
            "decisions_per_s": self.decisions_per_s,
            "seconds_per_game": self.seconds_per_game,
            "decisions_per_game": self.decisions_per_game,
            "sampled_states": self.samples,
            "clones_timed": self.clones,
            "clone_us": self.clone_us,
            "clone_us_mean": self.clone_us_mean,
            "clone_us_passes": [round(x, 3) for x in self.clone_pass_us],
            "clone_cpu_us": self.clone_cpu_us,
            "legal_lists_timed": self.legal_lists,
            "legal_us": self.legal_us,
            "mean_legal_actions": self.mean_legal_actions,
            **self.info,
        }


@dataclass
class MctsResult:
    """Our MCTS bot's searches on one expansion's positions: totals over all chunks."""

    name: str  # our engine's name: "ours" (base) or "ours_ck"
    expansion: str
    positions: int = 0  # positions collected to search on
    position_games: int = 0  # heuristic games they came from
    searches: int = 0  # timed searches (choose() calls that ran a search)
    no_search: int = 0  # choose() calls that ran none (the bot fell back): not timed
    iterations: int = 0
    seconds: float = 0.0
    # CPU seconds of this process over the same calls (time.process_time): on a shared
    # machine the wall clock also counts other jobs' slices, the CPU clock does not.
    cpu_seconds: float = 0.0
    legal_actions_total: int = 0  # summed legal-list lengths of the searched positions

    @property
    def iterations_per_s(self) -> float | None:
        return self.iterations / self.seconds if self.seconds else None

    @property
    def iterations_per_cpu_s(self) -> float | None:
        return self.iterations / self.cpu_seconds if self.cpu_seconds else None

    @property
    def searches_per_s(self) -> float | None:
        return self.searches / self.seconds if self.seconds else None

    @property
    def ms_per_search(self) -> float | None:
        return 1e3 * self.seconds / self.searches if self.searches else None

    @property
    def iterations_per_search(self) -> float | None:
        return self.iterations / self.searches if self.searches else None

    @property
    def mean_legal_actions(self) -> float | None:
        return self.legal_actions_total / self.searches if self.searches else None

    def to_json(self) -> dict[str, Any]:
        return {
            "expansion": self.expansion,
            "positions": self.positions,
            "position_games": self.position_games,
            "searches": self.searches,
            "no_search": self.no_search,
            "iterations": self.iterations,
            "seconds": self.seconds,
            "cpu_seconds": self.cpu_seconds,
            "iterations_per_s": self.iterations_per_s,
            "iterations_per_cpu_s": self.iterations_per_cpu_s,
            "searches_per_s": self.searches_per_s,
            "ms_per_search": self.ms_per_search,
            "iterations_per_search": self.iterations_per_search,
            "mean_legal_actions": self.mean_legal_actions,
        }


# ---------------------------------------------------------------------------------------
# Engine adapters. Each one plays a game from a seed and returns (decisions, had_winner),
# samples decision states from untimed random games, and names the clone and legal-action
# functions to time on those states.


class CatanatronEngine:
    """catanatron 3.2.1: Game([RandomPlayer x4], seed).play(), its own driver loop.

    catanatron draws every random number (seating, map, dice, discards, steals, the
    RandomPlayer's choices) from the global `random` module, which Game(seed=...) seeds;
    a seed of 0 means "pick one at random" there, so game seeds start at 1.
    """

    name = "catanatron"
    expansion = "base"

    def __init__(self) -> None:
        import catanatron
        from catanatron import Color, Game, RandomPlayer
        from catanatron import game as cgame
        from catanatron.models.actions import generate_playable_actions

        self._Game = Game
        self._RandomPlayer = RandomPlayer
        self._colors = list(Color)[:PLAYERS]
        self._generate = generate_playable_actions
        self.turns_limit = int(cgame.TURNS_LIMIT)
        self.version = getattr(catanatron, "__version__", None) or _dist_version("catanatron")

    def _new_game(self, seed: int) -> Any:
        players = [self._RandomPlayer(color) for color in self._colors]
        return self._Game(players, seed=seed)  # base map, 10 VP, discard above 7 cards

    def play_game(self, seed: int) -> tuple[int, bool]:
        game = self._new_game(seed)
        winner = game.play()  # stops at a winner or at num_turns == TURNS_LIMIT
        return len(game.state.actions), winner is not None

    def sample_states(self, seed: int, rate: float, sampler: random.Random) -> list[Any]:
        """Copies of the game at decisions chosen with probability `rate`."""
        game = self._new_game(seed)
        out = []
        while game.winning_color() is None and game.state.num_turns < self.turns_limit:
            if sampler.random() < rate:
                out.append(game.copy())
            game.play_tick()
        return out

    @staticmethod
    def clone_fn(sample: Any) -> Callable[[], Any]:
        # Game.copy() is what catanatron's search players (VictoryPointPlayer here,
        # AlphaBeta/MCTS in catanatron_experimental) call; it wraps State.copy().
        return sample.copy

    def legal_fn(self, sample: Any) -> Callable[[], Sequence[Any]]:
        # The generator itself, not the cached state.playable_actions attribute.
        state = sample.state
        generate = self._generate
        return lambda: generate(state)


class OursEngine:
    """cityknights: an explicit driver loop; chance nodes are sampled, not counted.

    Named "ours" for the base game and "ours_ck" for Cities & Knights (in results and JSON).
    """

    def __init__(
        self, expansion: str, max_turns: int | None, seed: int, driver: str = "filter"
    ) -> None:
        prefer_checkout()
        import cityknights as ck

        self._ck = ck
        self.name = our_name(expansion)
        self.path = os.path.dirname(os.path.abspath(ck.__file__ or ""))
        self.expansion = expansion
        self.max_turns = max_turns
        self.rng = random.Random(seed)  # every choice and chance outcome of our games
        self.version = getattr(ck, "__version__", None) or _dist_version("cityknights")
        self.build = ck.engine.ENGINE_BUILD  # pure Python or compiled (mypyc)
        self.chance = ck.CHANCE
        self.terminal = ck.TERMINAL
        # OUR_DRIVERS: how the timed random games are driven.
        self.driver = driver

    def new_game(self, seed: int, domestic_trade: bool = True) -> Any:
        # The flag only when off: builds older than it (a baseline's) refuse its name.
        flags = {} if domestic_trade else {"domestic_trade": False}
        return self._ck.Game(
            expansion=self.expansion, players=PLAYERS, seed=seed, max_turns=self.max_turns, **flags
        )

    def play_game(self, seed: int) -> tuple[int, bool]:
        if self.driver == "play":
            return self._play_game_without_domestic_trade(seed)
        state = self.new_game(seed).new_initial_state()
        rng = self.rng
        chance, terminal = self.chance, self.terminal
        decisions = 0
        player = state.current_player()
        while player != terminal:
            if player == chance:
                state.apply(state.sample_chance(rng))
            else:
                actions = playable(state.legal_actions())
                state.apply(actions[rng.randrange(len(actions))])
                decisions += 1
            player = state.current_player()
        return decisions, state.winner() is not None

    def _play_game_without_domestic_trade(self, seed: int) -> tuple[int, bool]:
        """The "play" driver: the game with the `domestic_trade` flag off, so the engine
        lists no offers and the loop filters none, and each decision applied with
        `State.play(action, rng)`, which draws the chance outcomes after it, as fastcatan's
        `step()` does. The same draws in the same order as the "filter" driver: the same
        games, when no offer would have been filtered (tests/engine/test_domestic_trade_flag.py)."""
        state = self.new_game(seed, domestic_trade=False).new_initial_state()
        rng = self.rng
        chance, terminal = self.chance, self.terminal
        decisions = 0
        player = state.current_player()
        while player != terminal:
            if player == chance:  # a game that starts at a chance node
                state.apply(state.sample_chance(rng))
                player = state.current_player()
                continue
            actions = state.legal_actions()
            player = state.play(actions[rng.randrange(len(actions))], rng)
            decisions += 1
        return decisions, state.winner() is not None

    def sample_states(self, seed: int, rate: float, sampler: random.Random) -> list[Any]:
        """Clones of player-decision states chosen with probability `rate`."""
        state = self.new_game(seed).new_initial_state()
        rng = random.Random(seed)  # keeps self.rng's stream for the timed games
        out = []
        while not state.is_terminal():
            if state.current_player() == self.chance:
                state.apply(state.sample_chance(rng))
                continue
            if sampler.random() < rate:
                out.append(state.clone())
            actions = playable(state.legal_actions())
            state.apply(actions[rng.randrange(len(actions))])
        return out

    def search_positions(self, seed: int, keep: int) -> tuple[list[tuple[Any, int]], int]:
        """Up to `keep` positions for the MCTS bot, from one untimed heuristic game.

        A position is a clone of a main-phase decision of the turn player (nothing pending)
        with more than one legal action: where MctsBot searches a turn. They are kept evenly
        spread over the game's such decisions. Returns (state, seat) pairs and the count.
        """
        from cityknights.bots import make_bot

        state = self.new_game(seed).new_initial_state()
        bots = [make_bot("heuristic", seed * PLAYERS + seat) for seat in range(PLAYERS)]
        rng = random.Random(seed)  # chance outcomes
        found: list[tuple[Any, int]] = []
        while not state.is_terminal():
            player = state.current_player()
            if player == self.chance:
                state.apply(state.sample_chance(rng))
                continue
            legal = state.legal_actions()
            if state.phase == "main" and not state.pending and len(legal) > 1:
                found.append((state.clone(), player))
            state.apply(bots[player].choose(state.view(player), legal))
        n = len(found)
        picks = [found[(2 * j + 1) * n // (2 * keep)] for j in range(min(keep, n))]
        return picks, n

    @staticmethod
    def clone_fn(sample: Any) -> Callable[[], Any]:
        return sample.clone

    @staticmethod
    def legal_fn(sample: Any) -> Callable[[], Sequence[Any]]:
        # The engine's full list, trade offers included: that is the function's real cost.
        return sample.legal_actions


def our_name(expansion: str) -> str:
    return "ours" if expansion == "base" else f"ours_{expansion}"


def prefer_checkout() -> None:
    """Import cityknights from the checkout this script is in, installed or not, or from
    the directory CITYKNIGHTS_BENCH_PATH names (benchmarks/builds.py points it at a build
    of the compiled engine)."""
    root = os.environ.get(BENCH_PATH_VARIABLE) or os.path.dirname(
        os.path.dirname(os.path.abspath(__file__))
    )
    if os.path.isfile(os.path.join(root, "cityknights", "__init__.py")) and sys.path[0] != root:
        sys.path.insert(0, root)


# How our timed random games are driven (OursEngine.play_game).
OUR_DRIVERS = ("filter", "play")


def playable(actions: list[Any]) -> list[Any]:
    """Legal actions minus domestic trade offers, which catanatron does not have.

    The kind read as a[0] (what Action.kind returns): this filter is the random player's
    work, not the engine's, and the property costs it twice as much per action."""
    kept = [a for a in actions if a[0] != "offer_trade"]
    return kept or actions


def catanatron_turns_limit() -> tuple[int, str]:
    """catanatron's turn cap, which our games get too, and where the number came from."""
    try:
        from catanatron.game import TURNS_LIMIT
    except ImportError:
        return FALLBACK_TURNS_LIMIT, "catanatron 3.2.1's TURNS_LIMIT; catanatron not installed"
    return int(TURNS_LIMIT), "catanatron.game.TURNS_LIMIT"


def _dist_version(dist: str) -> str | None:
    from importlib import metadata

    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


# ---------------------------------------------------------------------------------------
# The run


def game_seeds(base: int, n: int) -> list[int]:
    # Game i of each engine uses board seed base + 1 + i (catanatron reads 0 as "random").
    return [base + 1 + i for i in range(n)]


def play_interleaved(
    engines: list[Any],
    results: dict[str, EngineResult],
    n_games: int,
    base_seed: int,
    chunk: int,
    progress: Callable[[str], None],
) -> None:
    """Alternate chunks of games between engines; the engine that starts a round alternates."""
    seeds = game_seeds(base_seed, n_games)
    for round_no, start in enumerate(range(0, n_games, chunk)):
        batch = seeds[start : start + chunk]
        order = engines if round_no % 2 == 0 else list(reversed(engines))
        for engine in order:
            res = results[engine.name]
            gc.collect()
            play = engine.play_game
            decisions = capped = 0
            c0, t0 = time.process_time(), time.perf_counter()
            for seed in batch:
                d, won = play(seed)
                decisions += d
                capped += not won
            res.play_seconds += time.perf_counter() - t0
            res.play_cpu_seconds += time.process_time() - c0
            res.games += len(batch)
            res.decisions += decisions
            res.capped_games += capped
        done = min(start + chunk, n_games)
        if done == n_games or done * 4 // n_games != start * 4 // n_games:
            progress(f"games {done}/{n_games} per engine")


def time_micro(
    engines: list[Any],
    results: dict[str, EngineResult],
    sample_games: int,
    rate: float,
    reps: int,
    base_seed: int,
    progress: Callable[[str], None],
) -> None:
    """Clone and legal-action timings over states sampled from untimed random games."""
    samples: dict[str, list[Any]] = {}
    for engine in engines:
        sampler = random.Random(base_seed ^ 0x5EED)
        states: list[Any] = []
        for seed in game_seeds(base_seed + 1_000_000, sample_games):
            states.extend(engine.sample_states(seed, rate, sampler))
        samples[engine.name] = states
        res = results[engine.name]
        res.samples = len(states)
        res.legal_actions_total = sum(len(engine.legal_fn(s)()) for s in states)
    progress("sampled " + ", ".join(f"{k}: {len(v)} states" for k, v in samples.items()))

    for rep in range(reps):
        order = engines if rep % 2 == 0 else list(reversed(engines))
        for kind in ("clone", "legal"):
            for engine in order:
                res = results[engine.name]
                maker = engine.clone_fn if kind == "clone" else engine.legal_fn
                calls = [maker(s) for s in samples[engine.name]]
                gc.collect()
                c0, t0 = time.process_time(), time.perf_counter()
                for call in calls:
                    call()
                dt, cpu = time.perf_counter() - t0, time.process_time() - c0
                if not calls:
                    continue
                if kind == "clone":
                    res.clone_seconds += dt
                    res.clones += len(calls)
                    res.clone_pass_us.append(1e6 * dt / len(calls))
                    res.clone_cpu_pass_us.append(1e6 * cpu / len(calls))
                else:
                    res.legal_seconds += dt
                    res.legal_lists += len(calls)
                    res.legal_pass_us.append(1e6 * dt / len(calls))
    progress(f"timed {reps} passes of clones and legal-action lists")


def time_mcts(
    engines: list[Any],
    searches: int,
    iterations: int,
    base_seed: int,
    progress: Callable[[str], None],
) -> dict[str, MctsResult]:
    """Time one search of a fresh MctsBot per position, our expansions alternating.

    `searches` positions per expansion come from untimed heuristic games (board seeds
    S+2,000,001...). Search i of each expansion uses bot seed S+3,000,000+i. A fresh bot
    per position: no plan from an earlier search is replayed, and every call searches.
    Only `choose` is timed (its determinization and Game-from-view set-up included), on
    the wall clock and the process's CPU clock; the view and the legal list are built
    before the clocks start.
    """
    from cityknights.bots.mcts import MctsBot

    ours = [e for e in engines if e.name.startswith("ours")]
    results: dict[str, MctsResult] = {}
    positions: dict[str, list[tuple[Any, int]]] = {}
    games = -(-searches // MCTS_POSITIONS_PER_GAME)  # ceiling
    for engine in ours:
        res = results[engine.name] = MctsResult(engine.name, engine.expansion)
        found: list[tuple[Any, int]] = []
        for seed in game_seeds(base_seed + 2_000_000, games):
            keep = min(MCTS_POSITIONS_PER_GAME, searches - len(found))
            picks, _ = engine.search_positions(seed, keep)
            found.extend(picks)
            res.position_games += 1
        positions[engine.name] = found
        res.positions = len(found)
    progress(
        "mcts positions: "
        + ", ".join(
            f"{k}: {len(v)} from {results[k].position_games} heuristic games"
            for k, v in positions.items()
        )
    )

    longest = max((len(v) for v in positions.values()), default=0)
    for round_no, start in enumerate(range(0, longest, MCTS_CHUNK)):
        order = ours if round_no % 2 == 0 else list(reversed(ours))
        for engine in order:
            res = results[engine.name]
            batch = positions[engine.name][start : start + MCTS_CHUNK]
            gc.collect()
            for i, (state, seat) in enumerate(batch, start):
                bot = MctsBot(base_seed + 3_000_000 + i, iterations=iterations)
                # What a driver hands a bot: the typed seat view where the engine has one.
                view = state.seat_view(seat) if hasattr(state, "seat_view") else state.view(seat)
                legal = state.legal_actions()
                t0, cpu0 = time.perf_counter(), time.process_time()
                action = bot.choose(view, legal)
                dt = time.perf_counter() - t0
                cpu = time.process_time() - cpu0
                if action not in legal:
                    raise RuntimeError(f"MctsBot chose an illegal action: {action!r}")
                if bot.searches != 1:
                    res.no_search += 1
                    continue
                res.searches += 1
                res.iterations += bot.last_iterations
                res.seconds += dt
                res.cpu_seconds += cpu
                res.legal_actions_total += len(legal)
        done = min(start + MCTS_CHUNK, longest)
        if done == longest or done * 4 // longest != start * 4 // longest:
            progress(f"mcts searches {done}/{longest} per expansion")
    return results


def mcts_bot_options(iterations: int) -> dict[str, Any]:
    """The options the timed MctsBot runs with: its defaults, iterations set."""
    from cityknights.bots.mcts import MctsBot

    bot = MctsBot(0, iterations=iterations)
    names = ("iterations", "seconds", "rounds", "width", "samples", "c", "setup")
    return {name: getattr(bot, name) for name in names}


def comparison(ours: EngineResult, theirs: EngineResult, expansion: str) -> dict[str, Any]:
    """Our engine on `expansion` against catanatron's base game: ratios and goals."""
    r = ratios(ours, theirs)
    return {
        "ours": ours.name,
        "ours_expansion": expansion,
        "catanatron": theirs.name,
        "catanatron_expansion": "base",
        "ratios": r,
        "goals": goals(r, GOALS_BY_EXPANSION[expansion]),
    }


def goals(r: dict[str, float | None], targets: dict[str, float]) -> dict[str, Any]:
    return {
        key: {"target": goal, "met": (v := r[key]) is not None and v >= goal}
        for key, goal in targets.items()
    }


def ratios(ours: EngineResult, theirs: EngineResult) -> dict[str, float | None]:
    def div(a: float | None, b: float | None) -> float | None:
        return a / b if a is not None and b else None

    return {
        "games_per_s": div(ours.games_per_s, theirs.games_per_s),
        "decisions_per_s": div(ours.decisions_per_s, theirs.decisions_per_s),
        # time ratios are catanatron / ours: higher is better for us, like the others;
        # catanatron s/game / our s/game equals the games/s ratio
        "seconds_per_game": div(theirs.seconds_per_game, ours.seconds_per_game),
        "clone": div(theirs.clone_us, ours.clone_us),
        "legal": div(theirs.legal_us, ours.legal_us),
    }


# ---------------------------------------------------------------------------------------
# Output


def fmt(value: float | int | None, digits: int = 1) -> str:
    if value is None:
        return "-"
    if isinstance(value, int):
        return f"{value:,}"
    return f"{value:,.{digits}f}"


ROWS: list[tuple[str, str, int, str | None]] = [
    # label, EngineResult attribute, digits, ratio key
    ("games", "games", 0, None),
    ("capped games", "capped_games", 0, None),
    ("games/s", "games_per_s", 1, "games_per_s"),
    ("decisions/s", "decisions_per_s", 0, "decisions_per_s"),
    ("decisions per game", "decisions_per_game", 1, None),
    ("sampled states", "samples", 0, None),
    ("clone µs", "clone_us", 2, "clone"),
    ("legal list µs", "legal_us", 2, "legal"),
    ("actions per list", "mean_legal_actions", 1, None),
]
# the C&K goal is on time per game; shown after games/s in C&K comparisons
MS_PER_GAME_ROW = ("ms per game", "ms_per_game", 1, "seconds_per_game")


def engine_title(name: str, results: dict[str, EngineResult]) -> str:
    info = results[name].info
    who = f"cityknights ({info['engine_build']})" if name.startswith("ours") else name
    return f"{who} {EXPANSION_LABELS[info['expansion']]}"


def render_table(
    names: list[str],
    results: dict[str, EngineResult],
    comp: dict[str, Any] | None,
) -> None:
    ratio = comp["ratios"] if comp else {}
    targets = GOALS_BY_EXPANSION[comp["ours_expansion"]] if comp else {}
    rows = list(ROWS)
    if "seconds_per_game" in targets:
        rows.insert(3, MS_PER_GAME_ROW)  # after games/s
    header = [*names, "ours/catanatron", "goal"] if comp else names
    table: list[list[str]] = []
    for label, attr, digits, key in rows:
        row = [label] + [fmt(getattr(results[n], attr), digits) for n in names]
        if comp:
            r = ratio.get(key) if key else None
            goal = targets.get(key) if key else None
            verdict = "" if goal is None or r is None else ("met" if r >= goal else "NOT met")
            row += [
                fmt(r, 2) + ("x" if r is not None else ""),
                f">= {goal:g}x {verdict}" if goal else "",
            ]
        table.append(row)
    expansions = [results[n].info["expansion"] for n in names]
    if expansions != ["base"] * len(names):  # say which engine plays which game
        title = f"{' vs '.join(engine_title(n, results) for n in names)} ({PLAYERS} random players)"
    else:
        engines = " vs ".join("cityknights" if n == "ours" else n for n in names)
        title = f"{engines} (base, {PLAYERS} random players)"
    print_table(title, header, table)


def print_table(title: str, header: list[str], table: list[list[str]]) -> None:
    """A titled table: rich's when it is installed, else plain aligned columns."""
    try:
        from rich.console import Console
        from rich.table import Table
    except ImportError:
        widths = [max(len(r[i]) for r in [["", *header], *table]) for i in range(len(table[0]))]
        print(title)
        for r in [["", *header], *table]:
            print(
                "  ".join(
                    c.ljust(w) if i == 0 else c.rjust(w)
                    for i, (c, w) in enumerate(zip(r, widths, strict=True))
                )
            )
    else:
        t = Table(title=title)
        t.add_column("")
        for h in header:
            t.add_column(h, justify="right")
        for r in table:
            t.add_row(*r)
        Console().print(t)


MCTS_ROWS: list[tuple[str, str, int]] = [
    # label, MctsResult attribute, digits
    ("searches", "searches", 0),
    ("iterations per search", "iterations_per_search", 1),
    ("iterations/s", "iterations_per_s", 0),
    ("iterations/CPU s", "iterations_per_cpu_s", 0),
    ("searches/s", "searches_per_s", 1),
    ("ms per search", "ms_per_search", 1),
    ("legal actions per position", "mean_legal_actions", 1),
]


def render_mcts(mcts: dict[str, Any], results: dict[str, MctsResult]) -> None:
    names = list(results)
    rows = [
        [label] + [fmt(getattr(results[n], attr), d) for n in names] for label, attr, d in MCTS_ROWS
    ]
    if any(r.no_search for r in results.values()):
        rows.append(["no search (not timed)"] + [fmt(results[n].no_search, 0) for n in names])
    header = [f"cityknights {EXPANSION_LABELS[results[n].expansion]}" for n in names]
    options = mcts["config"]["bot"]
    title = (
        f"MctsBot speed (iterations={options['iterations']}, other options default; one "
        "search per position by a fresh bot)"
    )
    print_table(title, header, rows)


def ck_goal_line(comp: dict[str, Any], results: dict[str, EngineResult]) -> str:
    ours, theirs = results[comp["ours"]], results[comp["catanatron"]]
    r = comp["ratios"]["seconds_per_game"]
    goal = comp["goals"]["seconds_per_game"]
    verdict = "met" if goal["met"] else "NOT met"
    return (
        "Goal: a random C&K game costs no more time than a random catanatron base game: "
        f"ours {fmt(ours.ms_per_game, 1)} ms per C&K game, catanatron "
        f"{fmt(theirs.ms_per_game, 1)} ms per base game; catanatron s/game / ours s/game = "
        f"{fmt(r, 2)} (goal >= {goal['target']:g}): {verdict}"
    )


def render(
    report: dict[str, Any],
    results: dict[str, EngineResult],
    mcts_results: dict[str, MctsResult] | None = None,
) -> None:
    comps: dict[str, dict[str, Any]] = report.get("comparisons") or {}
    if comps:
        # one table per comparison: our engine on one expansion against catanatron's base
        for i, comp in enumerate(comps.values()):
            if i:
                print()
            render_table([comp["ours"], comp["catanatron"]], results, comp)
            if comp["ours_expansion"] == "ck":
                print(ck_goal_line(comp, results))
    else:
        render_table(list(results), results, None)
    if mcts_results:
        print()
        render_mcts(report["mcts"], mcts_results)
    for note in report["notes"]:
        print(f"- {note}")


def build_notes(
    config: dict[str, Any],
    results: dict[str, EngineResult],
    mcts_results: dict[str, MctsResult] | None = None,
) -> list[str]:
    notes = [
        "Time ratios (clone, legal actions; ms per game in C&K tables) are catanatron time / "
        "our time: above 1 we are faster. games/s and decisions/s ratios are ours / "
        "catanatron.",
    ]
    if any(name.startswith("ours") for name in results):
        notes.append(
            "Our decisions count player decisions only: chance nodes (current_player() == "
            "CHANCE: dice, steals, card draws) are sampled by probability and applied inside "
            "the timed loop but not counted. Our random players skip kind == 'offer_trade' "
            "(catanatron has no domestic trade); the legal-action time is for the full list."
        )
    if "catanatron" in results:
        notes.append(
            "catanatron decisions = len(game.state.actions): every action played, including "
            "ROLL (its dice are rolled inside that action), one DISCARD action per player "
            "(cards chosen at random inside it) and MOVE_ROBBER (steal drawn inside it). "
            "Clone = Game.copy() (what its search players use); legal = "
            "generate_playable_actions(state), not the cached state.playable_actions."
        )
    if "ours_ck" in results and "catanatron" in results:
        notes.append(
            "C&K comparison: our engine plays Cities & Knights (13 VP, barbarians, knights, "
            "city improvements, progress cards) while catanatron plays its base game (10 VP), "
            "catanatron having no C&K. Its goal: a random C&K game of ours costs no more time "
            "than a random catanatron base game, i.e. catanatron s/game / our s/game >= 1 "
            "(the games/s ratio). Its decisions/s, clone and legal-action ratios set a C&K "
            "state against a base state: not the same work."
        )
    notes.append(
        f"Turn cap: catanatron's TURNS_LIMIT = {config['turn_cap']} "
        f"({config['turn_cap_source']}) counts the {SETUP_ADVANCES} turn advances of its "
        f"4-player setup, so it allows {config['our_max_turns']} normal turns; ours gets the "
        f"same cap as Game(max_turns={config['our_max_turns']}), which counts normal turns "
        "only. A capped game has no winner."
    )
    if "catanatron" in results:
        notes.append(
            "catanatron's games are not repeatable from run to run even with the same seeds "
            "(same boards and seating, different play): it iterates sets of Color enums "
            "(string hashing) and of trade tuples holding None (hashed by address before "
            "Python 3.12), and its RandomPlayer picks by list position. Compare totals over "
            "enough games; our games are repeatable from --seed."
        )
    if mcts_results:
        notes.append(
            "MCTS: ours only, no ratio. Positions are main-phase decisions of the turn player "
            f"(more than one legal action), up to {MCTS_POSITIONS_PER_GAME} per untimed game of "
            "4 heuristic bots; on each a fresh MctsBot runs one search (choose(), timed; a "
            "fresh bot replays no plan). One iteration clones a determinized state, walks the "
            "tree of the bot's own decisions for the rest of its turn (other seats' answers by "
            "the heuristic), plays on with the heuristic policy to the turn's end (and `rounds` "
            "rounds more, 0 by default) and scores the position with the learned evaluation. catanatron's MCTSPlayer (in "
            "catanatron_experimental, not in the catanatron 3.2.1 package) plays each simulation "
            "out as a random game to the end and expands every action with its chance "
            "outcomes: different work, so its simulations are not comparable with our "
            "iterations and there is no ratio."
        )
    return notes


# ---------------------------------------------------------------------------------------


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        description="Speed of the cityknights engine against catanatron (random players), and "
        "of our MCTS bot's searches.",
        epilog=f"catanatron is an optional dependency: {INSTALL_HINT}",
    )
    p.add_argument("--games", type=int, default=200, help="games per engine (default 200)")
    p.add_argument(
        "--seed",
        type=int,
        default=0,
        help="base seed >= 0; game i uses board seed S+1+i (default 0)",
    )
    p.add_argument("--only", choices=("ours", "catanatron"), help="benchmark one engine")
    p.add_argument(
        "--expansion",
        choices=("base", "ck", "both"),
        default="base",
        help="base (default); ck: our C&K against catanatron's base game; both: our base "
        "and C&K against catanatron's base game, interleaved in one run",
    )
    p.add_argument("--json", action="store_true", help="print the results as JSON only")
    p.add_argument(
        "--our-driver",
        choices=OUR_DRIVERS,
        default="filter",
        help="filter (default): our random games list domestic offers and the loop drops "
        "them, chance nodes sampled in the loop; play: the domestic_trade flag off and "
        "State.play(action, rng) drawing the chance outcomes (as fastcatan's step does)",
    )
    p.add_argument(
        "--chunk", type=int, default=10, help="games per engine per alternating chunk (default 10)"
    )
    p.add_argument(
        "--sample-games",
        type=int,
        default=20,
        help="untimed games per engine to sample states from (default 20)",
    )
    p.add_argument(
        "--sample-rate",
        type=float,
        default=0.05,
        help="probability that a decision state is sampled (default 0.05)",
    )
    p.add_argument(
        "--reps",
        type=int,
        default=21,
        help="timed passes over the sampled states; the median pass counts (default 21)",
    )
    p.add_argument(
        "--mcts-searches",
        type=int,
        default=30,
        help="timed MctsBot searches per our game kind, on positions from heuristic games; "
        "0 skips the MCTS section (default 30)",
    )
    p.add_argument(
        "--mcts-iterations",
        type=int,
        default=64,
        help="MctsBot iterations per search (default 64, the bot's default)",
    )
    args = p.parse_args(argv)
    if args.seed < 0:
        p.error("--seed must be >= 0 (catanatron treats seed 0 as 'random'; we add 1)")
    if args.games < 0 or args.chunk < 1 or args.sample_games < 0 or args.reps < 1:
        p.error("--games and --sample-games must be >= 0, --chunk and --reps >= 1")
    if args.mcts_searches < 0 or args.mcts_iterations < 1:
        p.error("--mcts-searches must be >= 0 and --mcts-iterations >= 1")
    if not 0.0 < args.sample_rate <= 1.0:
        p.error("--sample-rate must be in (0, 1]")
    return args


def fail(message: str) -> int:
    print(f"vs_catanatron: {message}", file=sys.stderr)
    return EXIT_USAGE


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    say: Callable[[str], None] = lambda msg: print(msg, file=sys.stderr)  # noqa: E731
    progress = say if not args.json else (lambda msg: None)

    want_ours = args.only in (None, "ours")
    want_theirs = args.only in (None, "catanatron")
    # catanatron has no C&K: it always plays its base game, beside our base and/or C&K games
    our_expansions = ["base", "ck"] if args.expansion == "both" else [args.expansion]
    engines: list[Any] = []

    theirs: CatanatronEngine | None = None
    if want_theirs:
        if args.only == "catanatron" and args.expansion != "base":
            return fail(
                "catanatron plays the base game only; --expansion ck/both choose our engine's "
                "games: use --expansion base with --only catanatron"
            )
        try:
            theirs = CatanatronEngine()
        except ImportError as exc:
            msg = f"catanatron is not importable ({exc}); install it with: {INSTALL_HINT}"
            if args.only == "catanatron":
                return fail(msg)
            say(f"warning: {msg}\n         benchmarking our engine alone.")
    turn_cap, cap_source = catanatron_turns_limit()
    our_max_turns = turn_cap - SETUP_ADVANCES

    if want_ours:
        for expansion in our_expansions:
            try:
                ours = OursEngine(expansion, our_max_turns, args.seed, args.our_driver)
                ours.new_game(1).new_initial_state()  # fail early on an unknown expansion
            except (ValueError, NotImplementedError) as exc:
                return fail(f"our engine cannot make a {expansion!r} game yet: {exc}")
            except (ImportError, AttributeError) as exc:
                msg = (
                    f"our engine is not usable ({type(exc).__name__}: {exc}); "
                    "install it with: pip install -e ."
                )
                if args.only == "ours" or theirs is None:
                    return fail(msg)
                say(f"warning: {msg}\n         benchmarking catanatron alone.")
                break
            engines.append(ours)
    if theirs is not None:
        engines.append(theirs)
    if not engines:
        return fail("nothing to benchmark")

    results = {e.name: EngineResult(e.name) for e in engines}
    for e in engines:
        results[e.name].info["version"] = e.version
        results[e.name].info["expansion"] = e.expansion
        if hasattr(e, "path"):
            results[e.name].info["path"] = e.path
            results[e.name].info["engine_build"] = e.build
    config = {
        "games_per_engine": args.games,
        "seed": args.seed,
        "expansion": args.expansion,
        "our_expansions": [e.expansion for e in engines if e.name.startswith("ours")],
        "catanatron_expansion": "base" if theirs is not None else None,
        "players": PLAYERS,
        "chunk": args.chunk,
        "our_driver": args.our_driver,
        "sample_games": args.sample_games,
        "sample_rate": args.sample_rate,
        "reps": args.reps,
        "mcts_searches": args.mcts_searches,
        "mcts_iterations": args.mcts_iterations,
        "turn_cap": turn_cap,
        "turn_cap_source": cap_source,
        "our_max_turns": our_max_turns,
        "pythonhashseed": os.environ.get("PYTHONHASHSEED"),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "machine": platform.machine(),
        "cpu_count": os.cpu_count(),
    }

    play_interleaved(engines, results, args.games, args.seed, args.chunk, progress)
    if args.sample_games:
        time_micro(
            engines, results, args.sample_games, args.sample_rate, args.reps, args.seed, progress
        )
    mcts_results: dict[str, MctsResult] = {}
    if args.mcts_searches and any(e.name.startswith("ours") for e in engines):
        mcts_results = time_mcts(
            engines, args.mcts_searches, args.mcts_iterations, args.seed, progress
        )

    report: dict[str, Any] = {
        "config": config,
        "engines": {name: r.to_json() for name, r in results.items()},
    }
    if "catanatron" in results:
        comps = {
            expansion: comparison(results[name], results["catanatron"], expansion)
            for expansion in our_expansions
            if (name := our_name(expansion)) in results
        }
        if "base" in comps:  # as before: our base game against catanatron's
            report["ratios"] = comps["base"]["ratios"]
            report["goals"] = comps["base"]["goals"]
        if comps:
            report["comparisons"] = comps
    if mcts_results:
        report["mcts"] = {
            "config": {
                "bot": mcts_bot_options(args.mcts_iterations),
                "searches_per_expansion": args.mcts_searches,
                "positions_per_game": MCTS_POSITIONS_PER_GAME,
                "chunk": MCTS_CHUNK,
                "position_players": ["heuristic"] * PLAYERS,
            },
            "engines": {name: r.to_json() for name, r in mcts_results.items()},
        }
    report["notes"] = build_notes(config, results, mcts_results)

    if args.json:
        print(json.dumps(report, indent=2))
    else:
        render(report, results, mcts_results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
