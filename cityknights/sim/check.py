"""The invariant checker over many random games (``cityknights check``).

Game ``i`` of a run with base seed ``S`` uses the seed ``game_seed(S, i)`` for both the
board and the checker's random play, so a failure is reproduced from its seed alone::

    from cityknights import Game
    from cityknights.engine.invariants import play_checked_game

    game = Game(expansion="ck", players=4, seed=SEED, max_turns=500, **flags)
    play_checked_game(game, SEED, deep_every=25)   # the same deep_every as the run

(the checker draws from its random stream on deep steps, so ``deep_every`` is part of
the game). Results do not depend on the number of workers.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import cityknights as ck
from cityknights.engine.invariants import InvariantError, play_checked_game
from cityknights.seeds import game_seed
from cityknights.sim.lazy import LazySequence
from cityknights.sim.pool import pool_map

__all__ = [
    "CheckFailure",
    "CheckOutcome",
    "CheckSummary",
    "action_kinds",
    "check_game",
    "run_checks",
]

#: Check views, clones and the JSON round trip every this many steps (as the test suite).
DEFAULT_DEEP_EVERY = 25


@dataclass(frozen=True)
class CheckOutcome:
    """One checked game: what ``play_checked_game`` returned, or the error it raised.

    ``steps`` counts every action applied, chance outcomes included; ``kinds`` counts them
    by action kind. A failed game has ``error`` set and no steps, winner or kinds.
    """

    index: int
    seed: int
    steps: int = 0
    winner: int | None = None
    turns: int = 0
    kinds: Mapping[str, int] = field(default_factory=dict, hash=False)
    error: str | None = None
    duration: float = field(default=0.0, compare=False)


def check_game(
    index: int,
    seed: int,
    expansion: str,
    players: int,
    deep_every: int,
    game_opts: Mapping[str, Any],
) -> CheckOutcome:
    """Check one random game (module level, so that a process pool can run it)."""
    started = time.perf_counter()
    try:
        game = ck.Game(expansion=expansion, players=players, seed=seed, **game_opts)
        result = play_checked_game(game, seed, deep_every=deep_every)
    except InvariantError as error:
        return CheckOutcome(index, seed, error=str(error), duration=time.perf_counter() - started)
    except Exception as error:  # an engine crash is a failure too, reported with its place
        frame = traceback.extract_tb(error.__traceback__)[-1]
        where = f"{frame.filename.rsplit('/', 1)[-1]}:{frame.lineno} in {frame.name}"
        message = f"{type(error).__name__}: {error} (at {where})"
        return CheckOutcome(index, seed, error=message, duration=time.perf_counter() - started)
    return CheckOutcome(
        index,
        seed,
        steps=result.steps,
        winner=result.winner,
        turns=result.turns,
        kinds=dict(result.kinds),
        duration=time.perf_counter() - started,
    )


def run_checks(
    expansion: str,
    players: int,
    games: int,
    seed: int,
    *,
    workers: int = 1,
    deep_every: int = DEFAULT_DEEP_EVERY,
    **game_opts: Any,
) -> Iterator[CheckOutcome]:
    """Check ``games`` random games, game ``i`` with seed ``game_seed(seed, i)``.

    ``game_opts`` go to ``cityknights.Game`` (``max_turns``, ``ruleset``, rule flags).
    With ``workers > 1`` the games run in a process pool and outcomes come in completion
    order; each outcome is the same whatever ``workers`` is.
    """
    jobs = LazySequence(
        games,
        lambda index: (index, game_seed(seed, index), expansion, players, deep_every, game_opts),
    )  # made as the pool reads them: any number of games costs no memory up front
    for _, outcome in pool_map(check_game, jobs, workers):
        yield outcome


@dataclass(frozen=True)
class CheckFailure:
    index: int
    seed: int
    error: str


@dataclass
class CheckSummary:
    """Totals of a check run, fed one :class:`CheckOutcome` at a time (in any order).

    ``steps``, ``no_winner`` and ``kinds`` cover the games that passed. ``elapsed`` is set
    by the caller.
    """

    games: int = 0
    passed: int = 0
    steps: int = 0
    no_winner: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    failed: list[CheckFailure] = field(default_factory=list)
    elapsed: float = 0.0

    def add(self, outcome: CheckOutcome) -> None:
        self.games += 1
        if outcome.error is not None:
            self.failed.append(CheckFailure(outcome.index, outcome.seed, outcome.error))
            return
        self.passed += 1
        self.steps += outcome.steps
        self.no_winner += outcome.winner is None
        for kind, count in outcome.kinds.items():
            self.kinds[kind] = self.kinds.get(kind, 0) + count

    @property
    def failures(self) -> list[CheckFailure]:
        """The failed games in game order."""
        return sorted(self.failed, key=lambda failure: failure.index)

    def sorted_kinds(self) -> list[tuple[str, int]]:
        """Action kinds seen and their counts, by kind name."""
        return sorted(self.kinds.items())

    @property
    def games_per_second(self) -> float:
        return self.games / self.elapsed if self.elapsed > 0 else 0.0


def action_kinds(expansion: str) -> frozenset[str]:
    """Every action kind the engine can ask for in ``expansion`` (chance outcomes included)."""
    from cityknights.engine.rules.registry import CONTEXTS

    return frozenset().union(*CONTEXTS[expansion].values())
