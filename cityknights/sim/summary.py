"""Aggregate statistics over game results, independent of how they are displayed."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from cityknights.sim.intervals import wilson_interval
from cityknights.sim.runner import GameResult

#: The player shown for a seat that different bots held (``simulate --rotate``).
ROTATING = "(rotating)"


@dataclass
class SeatSummary:
    """One seat's totals over a run. ``metropolises`` is summed over the C&K games;
    ``vp_sources`` (VP by source at the end, keys :func:`cityknights.sim.stats.vp_sources`
    of the expansion, in that order) over the games that carried them (``Summary.vp_games``)."""

    seat: int
    player: str
    wins: int = 0
    victory_points: int = 0
    metropolises: int = 0
    vp_sources: dict[str, int] = field(default_factory=dict)


@dataclass
class BotSummary:
    """One bot's totals over a run, over the seats it held (a bot may hold several, and
    with rotated seats it holds each in turn). :meth:`Summary.bots` hands out copies.

    ``seat_games`` counts each game once per seat the bot held, and ``wins`` the games one of
    its seats won: ``win_rate`` is the share of its seats that won, 1/players for an even
    field whatever the number of seats it held.
    """

    player: str
    seats: tuple[int, ...] = ()
    seat_games: int = 0
    wins: int = 0
    victory_points: int = 0  # summed over its seat-games, at the end
    metropolises: int = 0  # summed over its C&K seat-games
    ck_seat_games: int = 0
    vp_sources: dict[str, int] = field(default_factory=dict)  # summed, as SeatSummary's
    vp_seat_games: int = 0  # seat-games that carried VP by source

    @property
    def average_vp(self) -> float:
        return self.victory_points / self.seat_games if self.seat_games else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.seat_games if self.seat_games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of :attr:`win_rate`."""
        return wilson_interval(self.wins, self.seat_games)


@dataclass
class Summary:
    """Totals of a run, fed one :class:`GameResult` at a time with :meth:`add`.

    ``elapsed`` is the run's wall time, set by the caller: with several workers it is
    less than the sum of the games' durations. ``ck_games`` counts the games that carried
    C&K statistics (:mod:`cityknights.sim.stats`); the barbarian totals and the seats'
    ``metropolises`` are summed over them (average with :meth:`ck_mean`). ``vp_games``
    counts the games that carried VP by source (average the seats' ``vp_sources`` with
    :meth:`vp_mean`). ``game_lengths`` counts the games that had a winner by their turns
    (a histogram: its size is bounded by the turn cap, not by the games played).
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
    vp_games: int = 0
    game_lengths: dict[int, int] = field(default_factory=dict)
    # Per bot, from the seating of each game (seats may rotate).
    bot_totals: dict[str, BotSummary] = field(default_factory=dict)
    lineup: list[str] = field(default_factory=list)  # the players as given: the bots' order

    @classmethod
    def for_players(cls, players: Sequence[str]) -> Summary:
        return cls(
            [SeatSummary(seat, player) for seat, player in enumerate(players)],
            lineup=list(players),
        )

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
        stats = result.stats
        ck_game = "barbarians_repelled" in stats
        if ck_game:
            self.ck_games += 1
            self.barbarians_repelled += stats["barbarians_repelled"]
            self.barbarians_won += stats["barbarians_won"]
        if "vp" in stats:
            self.vp_games += 1
        # Each seat's numbers go to the seat and to the bot that held it in this game.
        for seat, player in zip(self.seats, result.players, strict=True):
            if player != seat.player:  # the seats rotate: no one player per seat
                seat.player = ROTATING
            bot = self.bot_totals.setdefault(player, BotSummary(player))
            if seat.seat not in bot.seats:
                bot.seats = tuple(sorted((*bot.seats, seat.seat)))
            bot.seat_games += 1
            bot.wins += result.winner == seat.seat
            points = result.victory_points[seat.seat]
            seat.victory_points += points
            bot.victory_points += points
            if ck_game:
                held = stats["metropolises"][seat.seat]
                seat.metropolises += held
                bot.metropolises += held
                bot.ck_seat_games += 1
            if "vp" in stats:
                bot.vp_seat_games += 1
                for source, by_seat in stats["vp"].items():
                    points = by_seat[seat.seat]
                    seat.vp_sources[source] = seat.vp_sources.get(source, 0) + points
                    bot.vp_sources[source] = bot.vp_sources.get(source, 0) + points
        if result.winner is not None:
            self.game_lengths[result.turns] = self.game_lengths.get(result.turns, 0) + 1

    def share(self, count: int) -> float:
        """``count`` as a fraction of the games played (0.0 before any game)."""
        return count / self.games if self.games else 0.0

    def mean(self, total: float) -> float:
        """``total`` per game played (0.0 before any game)."""
        return total / self.games if self.games else 0.0

    def ck_mean(self, total: float) -> float:
        """``total`` per C&K game played (0.0 before any)."""
        return total / self.ck_games if self.ck_games else 0.0

    def vp_mean(self, total: float) -> float:
        """``total`` per game that carried VP by source (0.0 before any)."""
        return total / self.vp_games if self.vp_games else 0.0

    @property
    def players(self) -> list[str]:
        return [seat.player for seat in self.seats]

    @property
    def rotating(self) -> bool:
        """Whether some seat was held by different bots (``simulate --rotate``)."""
        return any(seat.player == ROTATING for seat in self.seats)

    @property
    def bots_differ(self) -> bool:
        """Whether the seats hold different bots (specs)."""
        players = self.bot_totals if self.games else set(self.players)
        return len(players) > 1

    def bots(self) -> list[BotSummary]:
        """Each bot's totals over the seats it held, in the order of the lineup (results
        may come in any order)."""
        first = {player: i for i, player in reversed(list(enumerate(self.lineup)))}
        ordered = sorted(self.bot_totals, key=lambda p: first.get(p, len(first)))
        return [
            replace(bot, vp_sources=dict(bot.vp_sources))
            for bot in (self.bot_totals[player] for player in ordered)
        ]

    @property
    def games_per_second(self) -> float:
        return self.games / self.elapsed if self.elapsed > 0 else 0.0

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.elapsed if self.elapsed > 0 else 0.0
