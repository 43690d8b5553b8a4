"""Play games between bots: one game (:func:`play_game`) or many (:func:`run_games`).

The driver owns every random stream: the board comes from the game seed, chance nodes
(dice, draws, steals) are sampled from the driver's own ``random.Random``, and each seat's
bot gets its own ``random.Random``; all three are derived from the game seed
(:mod:`cityknights.seeds`). A game is therefore a pure function of
``(expansion, player_specs, seed, game options)``, wherever and in whatever order it runs.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeVar

import cityknights as ck
from cityknights.bots import BotSpec, make_bot, parse_bot_spec
from cityknights.bots.handing import view_for
from cityknights.seeds import bot_seed, chance_seed, game_seed
from cityknights.sim.lazy import LazySequence
from cityknights.sim.pool import pool_map
from cityknights.sim.stats import BARBARIAN_CODES, card_kinds, game_stats

__all__ = [
    "BACKENDS",
    "GameJob",
    "GameResult",
    "game_jobs",
    "game_seeds",
    "in_order",
    "play_game",
    "play_games",
    "play_job",
    "rotated",
    "run_games",
    "sample_outcome",
]

#: Where games run: ``pool`` (here or in a process pool) or ``ray`` (Ray tasks).
BACKENDS = ("pool", "ray")

T = TypeVar("T")


@dataclass(frozen=True)
class GameResult:
    """The outcome of one game.

    ``winner`` is a seat, or None when the game stopped at the turn cap. ``turns`` counts
    normal turns (setup excluded), ``decisions`` the actions chosen by bots (chance
    outcomes excluded). ``duration`` is wall time in seconds, the only field that differs
    between two plays of the same game. ``stats`` holds per-game statistics, JSON-safe:
    VP by source, cards played and, in C&K, barbarian attacks
    (:func:`cityknights.sim.stats.game_stats`). ``think`` is each seat's thinking time in
    seconds (its bot's ``choose`` calls, views included) and ``seat_decisions`` each seat's
    decisions: a strength line compares think time per decision (docs/strength.md); both
    are empty for a result read back from a file that lacks them.
    """

    seed: int
    players: tuple[str, ...]
    winner: int | None
    turns: int
    decisions: int
    victory_points: tuple[int, ...]
    duration: float = field(compare=False)
    stats: Mapping[str, Any] = field(default_factory=dict, hash=False)
    think: tuple[float, ...] = field(default=(), compare=False)
    seat_decisions: tuple[int, ...] = field(default=(), compare=False)


def sample_outcome(outcomes: Sequence[tuple[T, float]], rng: random.Random) -> T:
    """Pick one outcome of a chance node by cumulative probability with one ``rng.random()``."""
    if not outcomes:
        raise ValueError("a chance node needs at least one outcome")
    r = rng.random()
    cumulative = 0.0
    for outcome, probability in outcomes:
        cumulative += probability
        if r < cumulative:
            return outcome
    return outcomes[-1][0]  # probabilities summing to slightly under 1 by rounding


def play_game(
    expansion: str,
    player_specs: Sequence[str | BotSpec],
    seed: int,
    **game_opts: Any,
) -> GameResult:
    """Play one game between the bots ``player_specs`` (one per seat) and return its result.

    ``game_opts`` go to ``cityknights.Game`` (e.g. ``max_turns``). Raises
    :class:`cityknights.bots.BotSpecError` for a wrong spec and whatever ``Game`` raises
    for wrong options.
    """
    started = time.perf_counter()
    bots = [make_bot(spec, bot_seed(seed, seat)) for seat, spec in enumerate(player_specs)]
    game = ck.Game(expansion=expansion, players=len(player_specs), seed=seed, **game_opts)
    chance_rng = random.Random(chance_seed(seed))
    state = game.new_initial_state()
    decisions = 0
    think = [0.0] * len(bots)
    seat_decisions = [0] * len(bots)
    clock = time.perf_counter
    codes: dict[str, int] = dict.fromkeys(BARBARIAN_CODES, 0)
    count_codes = game.ck
    cards = card_kinds(expansion)
    played: dict[str, list[int]] = {name: [0] * len(bots) for name in cards.values()}
    while not state.is_terminal():
        player = state.current_player()
        if player == ck.CHANCE:
            events = state.apply(state.sample_chance(chance_rng))
        else:
            bot = bots[player]
            asked = clock()
            action = bot.choose(view_for(bot, state, player), state.legal_actions())
            think[player] += clock() - asked
            seat_decisions[player] += 1
            events = state.apply(action)
            decisions += 1
            if action[0] in cards:
                played[cards[action[0]]][player] += 1
        if count_codes:
            for event in events:
                if event.code in codes:
                    codes[event.code] += 1
    return GameResult(
        seed=seed,
        players=tuple(str(spec) for spec in player_specs),
        winner=state.winner(),
        turns=_turns_played(game, state),
        decisions=decisions,
        victory_points=tuple(state.victory_points(seat) for seat in range(len(player_specs))),
        duration=time.perf_counter() - started,
        stats=game_stats(state, codes, played),
        think=tuple(think),
        seat_decisions=tuple(seat_decisions),
    )


def _turns_played(game: ck.Game, state: ck.State) -> int:
    """Normal turns played (setup excluded). A game stopped by the cap has already numbered
    the turn it did not play (``state.turn == max_turns + 1``)."""
    return state.turn if game.max_turns is None else min(state.turn, game.max_turns)


def game_seeds(base_seed: int, games: int) -> list[int]:
    """The seeds of games ``0 .. games-1`` of a run started with ``base_seed``."""
    return [game_seed(base_seed, index) for index in range(games)]


class GameJob(NamedTuple):
    """One game to play: what :func:`play_game` takes, as plain data that pickles."""

    expansion: str
    players: tuple[BotSpec, ...]
    seed: int
    options: Mapping[str, Any]


def play_job(
    expansion: str, players: Sequence[BotSpec], seed: int, options: Mapping[str, Any]
) -> GameResult:
    """:func:`play_game` with the game options as one mapping (module level, for the pool
    and Ray: a :class:`GameJob` unpacks into these arguments)."""
    return play_game(expansion, players, seed, **options)


def game_jobs(
    expansion: str,
    player_specs: Sequence[str | BotSpec],
    games: int,
    seed: int,
    *,
    rotate: bool = False,
    **game_opts: Any,
) -> Sequence[GameJob]:
    """The jobs of a run: game ``i`` between ``player_specs`` with seed ``game_seed(seed, i)``.

    With ``rotate``, game ``i`` seats the players shifted ``i`` places (the first player in
    seat ``i mod n``), so that over a multiple of ``n`` games every bot plays every seat
    equally often and the first seat's edge is shared out. The sequence makes each job
    when it is read (:class:`~cityknights.sim.lazy.LazySequence`): any number of games
    costs no memory before they are played.
    """
    specs = tuple(parse_bot_spec(s) if isinstance(s, str) else s for s in player_specs)

    def job(i: int) -> GameJob:
        return GameJob(
            expansion, rotated(specs, i) if rotate else specs, game_seed(seed, i), game_opts
        )

    return LazySequence(games, job)


def rotated(specs: tuple[T, ...], shift: int) -> tuple[T, ...]:
    """``specs`` shifted ``shift`` seats on: seat ``(k + shift) % n`` gets ``specs[k]``."""
    cut = len(specs) - shift % len(specs)
    return specs[cut:] + specs[:cut]


def play_games(
    jobs: Sequence[GameJob],
    *,
    workers: int | None = None,
    backend: str = "pool",
    address: str | None = None,
    on_ready: Callable[[], None] | None = None,
) -> Iterator[tuple[int, GameResult]]:
    """Play ``jobs``, yielding ``(index, result)`` as games finish.

    ``backend="pool"`` runs them here (``workers`` None or 1, in job order) or in a process
    pool of ``workers`` processes; ``backend="ray"`` runs them as Ray tasks
    (:func:`cityknights.sim.ray_backend.ray_map`: on the cluster at ``address``, or on a
    local Ray with ``workers`` CPUs). Every result is the same whatever the backend and the
    worker count; only the order of completion differs. ``on_ready`` is called when the
    backend is up, before the first game (a local Ray takes seconds to start).
    """
    if backend == "pool":
        if address is not None:
            raise ValueError("an address is for the ray backend")
        if on_ready is not None:
            on_ready()
        yield from pool_map(play_job, jobs, workers or 1)
    elif backend == "ray":
        from cityknights.sim.ray_backend import ray_map

        yield from ray_map(play_job, jobs, address=address, num_cpus=workers, on_ready=on_ready)
    else:
        raise ValueError(f"unknown backend {backend!r} (backends: {', '.join(BACKENDS)})")


def in_order(pairs: Iterable[tuple[int, T]], start: int = 0) -> Iterator[T]:
    """The values of ``(index, value)`` pairs (indices ``start, start+1, ...`` in any order)
    in index order, each as soon as every earlier one has come."""
    waiting: dict[int, T] = {}
    following = start
    for index, value in pairs:
        waiting[index] = value
        while following in waiting:
            yield waiting.pop(following)
            following += 1
    if waiting:
        raise ValueError(f"indices missing before {min(waiting)}")


def run_games(
    expansion: str,
    player_specs: Sequence[str | BotSpec],
    games: int,
    seed: int,
    *,
    workers: int | None = None,
    backend: str = "pool",
    address: str | None = None,
    **game_opts: Any,
) -> Iterator[GameResult]:
    """Play ``games`` games, game ``i`` with seed ``game_seed(seed, i)``, yielding each result
    in game order (see :func:`play_games` for ``workers``, ``backend`` and ``address``).

    ``game_opts`` go to ``cityknights.Game`` (``max_turns``, rule flags). The results are
    the same whatever the backend and the number of workers.
    """
    jobs = game_jobs(expansion, player_specs, games, seed, **game_opts)
    yield from in_order(play_games(jobs, workers=workers, backend=backend, address=address))
