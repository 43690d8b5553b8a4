"""Aggregate statistics over game results, independent of how they are displayed."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from cityknights.sim.runner import GameResult
from cityknights.sim.stats import VP_SOURCES


@dataclass
class SeatSummary:
    """One seat's totals over a run. ``metropolises`` and ``vp_sources`` (VP by source at
    the end, keys :data:`VP_SOURCES`) are summed over the C&K games only."""

    seat: int
    player: str
    wins: int = 0
    victory_points: int = 0
    metropolises: int = 0
    vp_sources: dict[str, int] = field(default_factory=lambda: dict.fromkeys(VP_SOURCES, 0))


@dataclass
class Summary:
    """Totals of a run, fed one :class:`GameResult` at a time with :meth:`add`.

    ``elapsed`` is the run's wall time, set by the caller: with several workers it is
    less than the sum of the games' durations. ``ck_games`` counts the games that carried
    C&K statistics (:mod:`cityknights.sim.stats`); the barbarian totals and the seats'
    ``metropolises`` and ``vp_sources`` are summed over them (average with :meth:`ck_mean`).
    """

    seats: list[SeatSummary]
    games: int = 0
    no_winner: int = 0
    turns: int = 0
    decisions: int = 0
    elapsed: float = 0.0
    ck_games: int = 0
    barbarians_repelled: int = 0
    barbarians_won: int = 0

    @classmethod
    def for_players(cls, players: Sequence[str]) -> Summary:
        return cls([SeatSummary(seat, player) for seat, player in enumerate(players)])

    @classmethod
    def of(cls, players: Sequence[str], results: Iterable[GameResult]) -> Summary:
        summary = cls.for_players(players)
        for result in results:
            summary.add(result)
        return summary

    def add(self, result: GameResult) -> None:
        if len(result.victory_points) != len(self.seats):
            raise ValueError(
                f"result has {len(result.victory_points)} seats, summary has {len(self.seats)}"
            )
        self.games += 1
        self.turns += result.turns
        self.decisions += result.decisions
        if result.winner is None:
            self.no_winner += 1
        else:
            self.seats[result.winner].wins += 1
        for seat, points in zip(self.seats, result.victory_points, strict=True):
            seat.victory_points += points
        stats = result.stats
        if "vp" in stats:  # a C&K game
            self.ck_games += 1
            self.barbarians_repelled += stats["barbarians_repelled"]
            self.barbarians_won += stats["barbarians_won"]
            for seat in self.seats:
                seat.metropolises += stats["metropolises"][seat.seat]
                for source in VP_SOURCES:
                    seat.vp_sources[source] += stats["vp"][source][seat.seat]

    def share(self, count: int) -> float:
        """``count`` as a fraction of the games played (0.0 before any game)."""
        return count / self.games if self.games else 0.0

    def mean(self, total: float) -> float:
        """``total`` per game played (0.0 before any game)."""
        return total / self.games if self.games else 0.0

    def ck_mean(self, total: float) -> float:
        """``total`` per C&K game played (0.0 before any)."""
        return total / self.ck_games if self.ck_games else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.elapsed if self.elapsed > 0 else 0.0

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.elapsed if self.elapsed > 0 else 0.0
