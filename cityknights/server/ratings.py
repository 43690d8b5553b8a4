"""One rating system for everyone: openskill's Plackett-Luce model over the finishing order.

Accounts and the bots' fixed level accounts (`BOT_LEVELS`) stand on one ladder per game
(ck, base). A ranked game is one observation: each seat's place (storage/results.places:
the winner first, then by VP, a player who left last). The shown rating is the
conservative one, mu - 3 sigma (openskill's ordinal), with sigma as its uncertainty.

A bot level may hold two seats of one game; its change is then the sum of its seats'
changes of mu and the product of their factors of sigma (as `cityknights tournament`
rates its bots), so that a level is one player on the ladder.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from cityknights.engine import State
from cityknights.engine.constants import NOBODY, VICTORY_POINT

from .storage.results import FinalSeat

if TYPE_CHECKING:
    from openskill.models import PlackettLuce

EXPANSIONS = ("ck", "base")
#: The prefix of a bot level's player id: no account id has it (those are random
#: URL-safe text without ":").
BOT_PREFIX = "bot:"
#: The prefix of an outside bot account's player id (docs/bot-api.md): its name follows.
#: Such an account is rated on the same ladder as people and shown there as a bot.
BOT_ACCOUNT_PREFIX = "botaccount:"


def bot_account_id(name: str) -> str:
    """The player id of the outside bot account `name`."""
    return BOT_ACCOUNT_PREFIX + name


def bot_account_name(player_id: str | None) -> str | None:
    """The name of the outside bot account of `player_id` (None: not one)."""
    if player_id is None or not player_id.startswith(BOT_ACCOUNT_PREFIX):
        return None
    return player_id[len(BOT_ACCOUNT_PREFIX) :]


@dataclass(frozen=True)
class BotLevel:
    id: str  # its player id on the ladder
    level: str  # its name in the API and the pages ("mcts-400")
    spec: str  # the bot that plays its seats (cityknights.bots)


#: The bots' fixed accounts, weakest first: the seats the queue fills are played by these.
BOT_LEVELS = tuple(
    BotLevel(BOT_PREFIX + level, level, spec)
    for level, spec in (
        ("random", "random"),
        ("heuristic", "heuristic"),
        ("mcts-64", "mcts:iterations=64"),
        ("mcts-400", "mcts:iterations=400"),
        # The top level (issue 29, docs/strength.md): trades with the other seats, searches
        # twice the candidate moves with four times mcts-64's iterations, and places its
        # setup by the heuristic's ranking, which wins more than searching it.
        ("mcts-plus", "mcts:offers=true:width=12:iterations=256:setup=false"),
    )
)
LEVEL_OF_ID = {b.id: b for b in BOT_LEVELS}


@cache
def model() -> PlackettLuce:
    from openskill.models import PlackettLuce

    return PlackettLuce()


def default_rating() -> tuple[float, float]:
    m = model()
    return float(m.mu), float(m.sigma)


def conservative(mu: float, sigma: float) -> float:
    """The rating shown: mu - 3 sigma (openskill's ordinal)."""
    return mu - 3 * sigma


def rate(
    expansion: str,
    players: list[str],
    order: list[int],
    current: dict[str, tuple[float, float] | None],
) -> dict[str, tuple[float, float]]:
    """The new (mu, sigma) of each player of a ranked game (storage/results.Rate):
    `players[i]` held seat i and finished at place `order[i]`."""
    del expansion  # one model for both games; the ladders are kept apart by the store
    m = model()
    before = {p: current[p] or default_rating() for p in players}
    teams = [[m.rating(mu=before[p][0], sigma=before[p][1])] for p in players]
    rated = m.rate(teams, ranks=[float(place) for place in order])
    changes: dict[str, tuple[float, float]] = {}
    for player, (after,) in zip(players, rated, strict=True):
        mu, sigma = before[player]
        d_mu, f_sigma = changes.get(player, (0.0, 1.0))
        changes[player] = (d_mu + after.mu - mu, f_sigma * after.sigma / sigma)
    return {
        p: (before[p][0] + d_mu, before[p][1] * f_sigma) for p, (d_mu, f_sigma) in changes.items()
    }


def vp_sources(state: State, seat: int) -> dict[str, int]:
    """A seat's VP by source; they add up to `state.victory_points(seat)`."""
    sources = {
        "settlements": len(state.settlements[seat]),
        "cities": 2 * len(state.cities[seat]),
        "longest_road": 2 if state.longest_road == seat else 0,
        "vp_cards": int(state.dev_hand[seat][VICTORY_POINT]),
    }
    if state.game.ck:
        sources["metropolises"] = 2 * sum(
            1 for v in state.metropolis if v != NOBODY and state.owner[v] == seat
        )
        sources["defender"] = int(state.defender[seat])
        sources["progress"] = int(state.progress_vp[seat])
        sources["merchant"] = int(state.merchant_owner == seat)
    else:
        sources["largest_army"] = 2 if state.largest_army == seat else 0
    return sources


def final_seats(state: State) -> list[FinalSeat]:
    """Every seat at the end of a game: VP, VP by source, whether it won."""
    winner = state.winner()
    return [
        FinalSeat(seat, state.victory_points(seat), vp_sources(state, seat), seat == winner)
        for seat in range(state.game.players)
    ]


def nearest_level(ratings: dict[str, tuple[float, float]], target: float) -> BotLevel:
    """The bot level whose conservative rating is nearest `target` (ties: the weaker)."""

    def distance(level: BotLevel) -> float:
        mu, sigma = ratings.get(level.id) or default_rating()
        return abs(conservative(mu, sigma) - target)

    return min(BOT_LEVELS, key=distance)


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0
