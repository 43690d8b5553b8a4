"""Position analysis: the seat to act's legal actions ranked by search, and every seat's
chance to win.

The search is the `mcts` bot's (cityknights.bots.mcts): determinizations of what the seat
may know, its own decisions searched to the end of its turn (or of the setup), the other
seats played by the heuristic bot, the position scored by the learned evaluation. Here the
root holds every legal action (the bot searches only the heuristic's favourites), so each
one gets a value: the mean, over the iterations that began with it, of the seat's chance
to win at the search's horizon.

Closed analysis (the default) sees what the seat to act sees, its view: other seats'
hidden cards are sampled consistently with it, so two positions that differ only in those
cards give the same analysis. Open analysis (`open=True`) searches the position itself,
every hand known, with only the future chance outcomes sampled.

Domestic trade offers are not ranked: their answers are the other seats' choices, which
the search does not model.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cityknights.bots.mcts import MctsBot
from cityknights.bots.search_options import check_search_options
from cityknights.bots.tree_search import SearchNode, search_scope, select
from cityknights.engine.constants import CHANCE
from cityknights.engine.determinize import (
    DeterminizeError,
    check_view,
    game_from_view,
    sample_state,
)
from cityknights.engine.state import State
from cityknights.engine.view import ResampleError

__all__ = ["ActionScore", "Analysis", "AnalysisError", "SeatChance", "analyze"]

#: z for a 95% interval (normal approximation to the mean of the iterations' chances).
Z95 = 1.959963984540054


class AnalysisError(ValueError):
    """The position cannot be analysed (nobody to act, or hidden cards that cannot be
    sampled), or an option is out of range; the message says which."""


@dataclass(frozen=True)
class ActionScore:
    """One legal action: its search value for the seat to act, how often it was tried,
    and whether it wins the game at once (ranked first among equal values: a win now is
    surer than the same win later in the turn)."""

    action: Any
    value: float
    visits: int
    wins_now: bool = False


@dataclass(frozen=True)
class SeatChance:
    """A seat's chance to win after the best action, with a 95% interval: the spread of
    the evaluation over the futures the search sampled (hidden cards, dice, the other
    seats' play), not the evaluation's own error."""

    seat: int
    chance: float
    low: float
    high: float


@dataclass(frozen=True)
class Analysis:
    """The result of :func:`analyze`: ``actions`` best first, ``chances`` in seat order."""

    seat: int
    open: bool
    iterations: int
    actions: tuple[ActionScore, ...]
    chances: tuple[SeatChance, ...]

    @property
    def best(self) -> Any:
        return self.actions[0].action

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "open": self.open,
            "iterations": self.iterations,
            "actions": [
                {"action": a.action.to_json(), "text": str(a.action), "value": a.value,
                 "visits": a.visits, "wins_now": a.wins_now}
                for a in self.actions
            ],
            "chances": [
                {"seat": c.seat, "chance": c.chance, "low": c.low, "high": c.high}
                for c in self.chances
            ],
        }  # fmt: skip


class _Tally:
    """Per root action: the sum and the sum of squares of every seat's chance."""

    __slots__ = ("n", "squares", "sums")

    def __init__(self, players: int) -> None:
        self.sums = [0.0] * players
        self.squares = [0.0] * players
        self.n = 0

    def add(self, chances: Sequence[float]) -> None:
        self.n += 1
        for p, x in enumerate(chances):
            self.sums[p] += x
            self.squares[p] += x * x

    def interval(self, seat: int) -> SeatChance:
        mean = self.sums[seat] / self.n
        if self.n < 2:
            return SeatChance(seat, mean, 0.0, 1.0)
        variance = max(0.0, self.squares[seat] / self.n - mean * mean) * self.n / (self.n - 1)
        half = Z95 * math.sqrt(variance / self.n)
        return SeatChance(seat, mean, max(0.0, mean - half), min(1.0, mean + half))


def analyze(
    position: State | Mapping[str, Any],
    legal_actions: Sequence[Any] | None = None,
    *,
    open: bool = False,
    iterations: int = 400,
    seconds: float = 0.0,
    seed: int | random.Random | None = 0,
    samples: int = 8,
    width: int = 6,
    c: float = 0.1,
    rounds: int = 1,
) -> Analysis:
    """Analyse the decision of the seat to act.

    ``position`` is a State, or a seat's view (``state.view(seat)``) with that seat's
    ``legal_actions``; the seat of the view must be the seat to act. ``open=True`` needs a
    State. ``iterations`` searches per analysis, or ``seconds`` of search when > 0 (at
    least one iteration per action either way); ``samples`` determinizations; ``width``
    and ``c`` are the tree's, past the root, as in the mcts bot; after the turn, every seat
    plays ``rounds`` more rounds by the heuristic before the evaluation (none after the
    setup), so that the futures sampled spread. The same inputs and seed
    give the same analysis (with ``seconds`` the count of iterations varies).

    Raises :class:`AnalysisError` naming what is wrong.
    """
    try:
        check_search_options(iterations=iterations, seconds=seconds, samples=samples,
                             width=width, c=c, rounds=rounds)  # fmt: skip
    except ValueError as error:
        raise AnalysisError(str(error)) from None
    if not (seed is None or isinstance(seed, random.Random | int | str)):
        raise AnalysisError(f"seed must be an integer, a string, a random.Random or None, "
                            f"not a value of type {type(seed).__name__}")  # fmt: skip
    if not isinstance(open, bool):
        raise AnalysisError(f"open must be True or False, not {open!r}")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    bot = MctsBot(rng, width=width, c=c)
    seat, view, legal, states = _roots(position, legal_actions, open, samples, rng)
    ranked = [a for a in bot.fallback.ranked(view, legal) if a.kind != "offer_trade"]
    if not ranked:
        raise AnalysisError("the seat to act has no action but domestic trade offers")
    turn = view["turn"]
    setup = view["phase"].startswith("setup")
    scope = search_scope(setup, turn)
    stop = 1 if setup else turn + 1 + rounds * view["players"]
    # A sample's own legal actions: with open analysis the same as `legal`; a closed
    # sample agrees with the view, so they hold the seat's legal actions too.
    root = SearchNode()
    tallies = {a: _Tally(view["players"]) for a in ranked}
    wins_now: set[Any] = set()
    deadline = time.perf_counter() + seconds if seconds > 0 else None
    n = 0
    while n < len(ranked) or (
        n < iterations if deadline is None else time.perf_counter() < deadline
    ):
        s = states[n % len(states)].clone()
        a = select(root, ranked, bot.c)
        child = root.children.get(a)
        if child is None:
            child = root.children[a] = SearchNode()
        s.advance(a)
        if s.is_terminal() and s.winner() == seat:
            wins_now.add(a)
        path = [root, child]
        if child.visits > 0:  # expanded: the rest of the seat's turn is searched below it
            path += bot.core.descend(child, s, seat, scope, width, bot.c)[1:]
        chances = bot.core.play_out(s, stop)
        for node in path:
            node.visits += 1
            node.total += chances[seat]
        tallies[a].add(chances)
        n += 1
    scores = []
    for a in ranked:
        node = root.children[a]
        scores.append(ActionScore(a, node.total / node.visits, node.visits, a in wins_now))
    scores.sort(key=lambda x: (-x.value, not x.wins_now, -x.visits))
    best = tallies[scores[0].action]
    seat_chances = tuple(best.interval(p) for p in range(view["players"]))
    return Analysis(seat, open, n, tuple(scores), seat_chances)


def _roots(
    position: State | Mapping[str, Any],
    legal_actions: Sequence[Any] | None,
    open: bool,
    samples: int,
    rng: random.Random,
) -> tuple[int, Mapping[str, Any], list[Any], list[State]]:
    """The seat to act, its view, its legal actions and the states the search starts from."""
    if isinstance(position, State):
        if position.is_terminal():
            raise AnalysisError("the game is over: nobody is to act")
        seat = position.current_player()
        if seat == CHANCE:
            raise AnalysisError("a chance outcome (dice, a draw, a steal) is next, not a seat")
        view: Mapping[str, Any] = position.view(seat)
        legal = list(position.legal_actions())
        if open:
            return seat, view, legal, [position.clone()]
    else:
        if open:
            raise AnalysisError("open analysis needs the full position (a State), not a view")
        if legal_actions is None:
            raise AnalysisError("analysing a view needs the seat's legal actions")
        if not isinstance(legal_actions, list | tuple):
            raise AnalysisError(
                f"legal_actions must be a list of actions, not {type(legal_actions).__name__}"
            )
        try:
            view = check_view(position)
        except DeterminizeError as error:
            raise AnalysisError(str(error)) from None
        legal = list(legal_actions)
        seat = view["seat"]
        if view.get("current_player") != seat:
            raise AnalysisError(f"the view is seat {seat}'s, but seat {view.get('current_player')} is to act")  # fmt: skip
    try:
        if isinstance(position, State):
            # The seat view deals what the JSON sampler would, the same positions from the
            # same draws (tests/engine/test_seat_view.py), without a round trip through
            # JSON, and in a Special Build slot too.
            seat_view = position.seat_view(seat)
            states = [seat_view.resample(rng) for _ in range(samples)]
        else:
            game = game_from_view(view)
            states = [sample_state(view, rng, game) for _ in range(samples)]
    except (DeterminizeError, ResampleError) as error:
        raise AnalysisError(
            f"the hidden cards cannot be sampled here ({error}); analyse it open, every hand known"
        ) from None
    return seat, view, legal, states
