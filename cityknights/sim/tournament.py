"""Round-robin tournaments between bots, rated with openskill (``cityknights tournament``).

The schedule. A *lineup* is the bots at a table (4 seats unless ``seats`` says otherwise,
3 to 6), in turn order; for 4 seats:

- with 4 bots or fewer, every lineup that seats each bot at least once (3 bots A, B, C:
  AABC, ABBC, ABCC; 2 bots: AAAB, AABB, ABBB; 4 bots: ABCD);
- with more than 4, every set of 4 different bots (5 bots: 5 lineups).

Each lineup is played in its 4 seat rotations (AABC, ABCA, BCAA, CAAB), so that every seat
of the lineup plays from every seat once. Lineups times rotations make a *round*, in which
each bot holds each seat equally often (the schedule treats all bots alike), and a
tournament plays whole rounds: the number of games asked is rounded up to a multiple of the
round (12 games for 3 bots). Game ``i`` plays lineup ``schedule[i % round]`` with the seed
``game_seed(seed, i)``, so a tournament is a pure function of its bots, games, seed and
options, whatever the backend and the number of workers.

The ratings. Each game is a Plackett-Luce observation (openskill's ``PlackettLuce``): the
seats ranked by finishing order, the winner first and then the others by VP (equal VP,
equal rank; a game stopped by the turn cap ranks every seat by VP). A bot holding several
seats of a game is rated once per seat, from its rating before the game, and gets the sum
of its seats' changes of mu (and the product of their factors on sigma), as if it had
played the seats one after the other. Games are rated in game order, so the ratings do not
depend on the order in which games finish.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cityknights.bots import BotSpec
from cityknights.seeds import game_seed
from cityknights.sim.extras import require
from cityknights.sim.intervals import wilson_interval
from cityknights.sim.lazy import LazySequence
from cityknights.sim.runner import GameJob, GameResult

__all__ = [
    "SEATS",
    "BotStanding",
    "Leaderboard",
    "finishing_ranks",
    "lineups",
    "schedule",
    "tournament_games",
    "tournament_jobs",
]

#: Seats at a tournament table.
SEATS = 4


def lineups(bots: int, seats: int = SEATS) -> list[tuple[int, ...]]:
    """The lineups of ``bots`` bots (indices ``0..bots-1``) at ``seats`` seats (module
    docstring), each sorted, in lexicographic order."""
    if bots < 2:
        raise ValueError("a tournament needs at least 2 bots")
    if bots > seats:
        return list(itertools.combinations(range(bots), seats))
    everyone = set(range(bots))
    return [
        lineup
        for lineup in itertools.combinations_with_replacement(range(bots), seats)
        if set(lineup) == everyone
    ]


def schedule(bots: Sequence[BotSpec], seats: int = SEATS) -> list[tuple[BotSpec, ...]]:
    """One round: every lineup of ``bots`` in each of its seat rotations."""
    return [
        tuple(bots[i] for i in lineup[shift:] + lineup[:shift])
        for lineup in lineups(len(bots), seats)
        for shift in range(seats)
    ]


def tournament_games(bots: int, games: int, seats: int = SEATS) -> int:
    """``games`` rounded up to whole rounds (at least one)."""
    size = len(lineups(bots, seats)) * seats
    return max(1, math.ceil(games / size)) * size


def tournament_jobs(
    expansion: str,
    bots: Sequence[BotSpec],
    games: int,
    seed: int,
    seats: int = SEATS,
    **game_opts: Any,
) -> Sequence[GameJob]:
    """The games of a tournament: ``games`` rounded up to whole rounds, game ``i`` with the
    lineup ``schedule(bots, seats)[i % round]`` and the seed ``game_seed(seed, i)``; each
    job is made when it is read (:class:`~cityknights.sim.lazy.LazySequence`)."""
    tables = schedule(bots, seats)

    def job(i: int) -> GameJob:
        return GameJob(expansion, tables[i % len(tables)], game_seed(seed, i), game_opts)

    return LazySequence(tournament_games(len(bots), games, seats), job)


def finishing_ranks(result: GameResult) -> list[int]:
    """Each seat's place (0 = first; equal places share a number): the winner first, then
    the others by VP, most first."""
    vp = result.victory_points
    winner = result.winner
    ranks = []
    for seat, points in enumerate(vp):
        if seat == winner:
            ranks.append(0)
            continue
        ahead = sum(
            1 for other, p in enumerate(vp) if other != seat and (other == winner or p > points)
        )
        ranks.append(ahead)
    return ranks


@dataclass
class BotStanding:
    """A bot's rating and record. ``games`` counts the games it played, ``seats`` the
    seats it held (a game counts once per seat), ``wins`` the games one of its seats won;
    ``victory_points`` sums its seats' VP at the end."""

    bot: str
    mu: float
    sigma: float
    games: int = 0
    seats: int = 0
    wins: int = 0
    victory_points: int = 0

    @property
    def ordinal(self) -> float:
        """The conservative rating mu - 3 sigma (openskill's ordinal), the leaderboard order."""
        return self.mu - 3 * self.sigma

    @property
    def win_rate(self) -> float:
        """Wins per seat held (1/4 for an even field)."""
        return self.wins / self.seats if self.seats else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of :attr:`win_rate`."""
        return wilson_interval(self.wins, self.seats)

    @property
    def mean_vp(self) -> float:
        return self.victory_points / self.seats if self.seats else 0.0


@dataclass
class Leaderboard:
    """Ratings and records of the bots, fed one result at a time, in game order.

    Needs openskill (the ``tournament`` extra): :class:`~cityknights.sim.extras.MissingExtraError`
    without it."""

    bots: Sequence[str]
    standings: dict[str, BotStanding] = field(init=False)
    games: int = field(init=False, default=0)
    no_winner: int = field(init=False, default=0)
    elapsed: float = field(init=False, default=0.0)

    def __post_init__(self) -> None:
        require("openskill", "the tournament ratings")
        from openskill.models import PlackettLuce

        self._model = PlackettLuce()
        mu, sigma = self._model.mu, self._model.sigma
        self.standings = {bot: BotStanding(bot, mu, sigma) for bot in self.bots}

    def add(self, result: GameResult) -> None:
        """Rate one game (the next in game order) and count it in the records."""
        self.games += 1
        self.no_winner += result.winner is None
        players = list(result.players)
        standings = [self.standings[p] for p in players]
        teams = [[self._model.rating(mu=s.mu, sigma=s.sigma)] for s in standings]
        rated = self._model.rate(teams, ranks=[float(r) for r in finishing_ranks(result)])
        changes: dict[str, tuple[float, float]] = {}
        for standing, (after,) in zip(standings, rated, strict=True):
            d_mu, f_sigma = changes.get(standing.bot, (0.0, 1.0))
            changes[standing.bot] = (
                d_mu + after.mu - standing.mu,
                f_sigma * after.sigma / standing.sigma,
            )
        for bot, (d_mu, f_sigma) in changes.items():
            standing = self.standings[bot]
            standing.mu += d_mu
            standing.sigma *= f_sigma
            standing.games += 1
        for seat, standing in enumerate(standings):
            standing.seats += 1
            standing.victory_points += result.victory_points[seat]
        if result.winner is not None:
            self.standings[players[result.winner]].wins += 1

    def ranking(self) -> list[BotStanding]:
        """The standings, best ordinal first (ties: the order of ``bots``)."""
        order = {bot: i for i, bot in enumerate(self.bots)}
        return sorted(self.standings.values(), key=lambda s: (-s.ordinal, order[s.bot]))

    def as_dict(self) -> Mapping[str, Any]:
        """The standings as plain data (for comparisons and reports)."""
        return {
            s.bot: {
                "mu": s.mu,
                "sigma": s.sigma,
                "games": s.games,
                "seats": s.seats,
                "wins": s.wins,
            }
            for s in self.ranking()
        }
