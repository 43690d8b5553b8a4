"""A search bot: determinized Monte-Carlo tree search over the engine, heuristic-guided.

The bot searches its setup placements and, at the first decision of its main phase, the
whole turn. Each iteration takes one of a few *determinizations* (states that agree with
the bot's view, the hidden cards sampled consistently with it:
`SeatView.resample`), walks a tree of the bot's own decisions for the
searched period (the setup, or the rest of its turn), lets every seat play on with the
heuristic bot's policy for `rounds` rounds (none after the setup), and scores the
position with the learned evaluation of `cityknights.bots.evaluate`: the bot's chance to
win, fitted on the winners of self-play games.

Why this shape:
- The heuristic bot's ranking is the prior: at each tree node only its `width` favourite
  actions (and ending the turn) are searched, in that order, so few iterations go far.
- The rollout policy is the heuristic bot itself: it is cheap, and a far better model of
  the other seats than random play.
- The defaults were measured against three heuristic bots (200 C&K games, seats rotated,
  the same seeds for each line): a hand-weighted evaluation after one more round of
  rollout won 30% (40 games); the fitted evaluation at the turn's end 39%; searching the
  setup placements too, 43%; exploration c 0.4 -> 0.05 (the evaluation is nearly
  deterministic, so wide exploration only spreads the visits), 50%; width 4 -> 6, 53.5%
  (width 10: the same).
- The most visited line is kept as a plan and played on at the next decisions of the
  same turn without a new search, until a chance outcome (a card drawn, a card stolen)
  can have changed what the plan was made for.

Other decisions (the roll, discards, answers, pending choices) are the heuristic bot's.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from cityknights.bots.evaluate import EVALUATIONS
from cityknights.bots.heuristic import HeuristicBot, as_seat_view
from cityknights.bots.search_options import check_search_options
from cityknights.bots.trading import MAX_OFFERS_PER_TURN, TradeDesk
from cityknights.bots.tree_search import (
    UNSEARCHED_CHOICES,
    SearchNode,
    TreeSearch,
    search_scope,
)
from cityknights.bots.value_net import load_value_nets
from cityknights.engine.view import ResampleError, SeatView

__all__ = ["MctsBot", "SearchNode"]

# The evaluations the `evaluation` option names: the linear fits, and the value networks.
NETWORK = "net"
EVALUATION_NAMES = (*EVALUATIONS, NETWORK)  # the default first

# After these, what follows depends on a chance outcome the plan did not know.
_CHANCY_KINDS = frozenset({"buy_dev", "move_robber", "chase_robber"})


class MctsBot:
    """Determinized, heuristic-guided MCTS over the bot's setup placements and turns.

    Options: iterations (per search), seconds (a time budget per search that replaces
    iterations when > 0), rounds (rollout rounds after the turn before the evaluation),
    width (actions searched per decision besides ending the turn; twice as many for the
    setup placements), samples (determinizations per search), c (UCB exploration
    constant), setup (search the setup placements too), offers (propose trades to the
    other seats, a few a turn: bots/trading.py), evaluation (the weights that score a
    rollout's end, by name: `heuristic`, fitted on the heuristic bot's self-play,
    `search`, on this bot's, `duel`, on this bot's two-player games without domestic
    trade (base; in C&K the same as `search`): bots/evaluate.py's EVALUATIONS; or `net`,
    a small network fitted on this bot's self-play: bots/value_net.py), choices (search its own
    pending decisions too, in any seat's turn: the robber, steals, discards, progress
    cards' targets and the like, over the rest of that turn; trade answers stay the
    trading desk's), trades (with offers: offers a turn at most, each a different one),
    reply (the rollout plays the next seat's turn too, with the heuristic, before the
    `rounds` and the evaluation: in a two-player game, the opponent's answer to the
    searched turn), spread (the setup search's model of the other seats' settlements: 0,
    the heuristic's pick; a temperature t > 0, a pick drawn with weights
    exp((score - best) / t) of the heuristic's scores, whose spots differ by their pips),
    robbery (where the heuristic sends the robber, in the search's candidates, its
    rollouts and the bot's own 7s: HeuristicBot's option), aim (the search's model of the
    other seats' robber: 0, the bot's own heuristic; 1, each at the seat after its own
    alone, as catanatron's players rob, their evaluation counting only that seat as an
    enemy: HeuristicBot's option, for the other seats only; it tells only where the
    search plays other seats' turns: with rounds > 0 or reply), opening (rounds of
    heuristic play after the setup before a setup search's evaluation: 0, the evaluation
    of the placements as they stand), opening_iterations (a setup search's iterations: 0,
    `iterations`; a search of the setup with `opening` rounds needs more, its rollouts
    being longer and rolling dice).
    """

    def __init__(
        self,
        rng: int | random.Random | None = None,
        iterations: int = 64,
        seconds: float = 0.0,
        rounds: int = 0,
        width: int = 6,
        samples: int = 8,
        c: float = 0.05,
        setup: bool = True,
        offers: bool = False,
        evaluation: str = "heuristic",
        choices: bool = False,
        trades: int = MAX_OFFERS_PER_TURN,
        reply: bool = False,
        spread: float = 0.0,
        robbery: float = 0.0,
        aim: int = 0,
        opening: int = 0,
        opening_iterations: int = 0,
    ) -> None:
        check_search_options(
            iterations=iterations, seconds=seconds, rounds=rounds, width=width,
            samples=samples, c=c, spread=spread, aim=aim, opening=opening,
            opening_iterations=opening_iterations,
        )  # fmt: skip
        if not isinstance(evaluation, str) or evaluation not in EVALUATION_NAMES:
            known = ", ".join(EVALUATION_NAMES)
            raise ValueError(f"evaluation must be one of {known}, not {evaluation!r}")
        self.evaluation = evaluation
        # `net`: the value networks, read once per process (a ValueNetError, a ValueError,
        # names a missing or unfit file); the search fit's weights stand behind them for
        # an expansion a file lacks (the shipped file has both).
        nets = load_value_nets() if evaluation == NETWORK else None
        weights = EVALUATIONS["search" if evaluation == NETWORK else evaluation]
        if isinstance(trades, bool) or not isinstance(trades, int) or not 1 <= trades <= 20:
            raise ValueError(f"trades must be an integer from 1 to 20, not {trades!r}")
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.iterations = iterations
        self.seconds = seconds
        self.rounds = rounds
        self.width = width
        self.samples = samples
        self.c = c
        self.setup = setup
        self.reply = reply
        self.fallback = HeuristicBot(self.rng, robbery=robbery)
        # Trade offers to the other seats (bots/trading.py): proposed before the search,
        # which cannot foresee the answers; the search plays with none.
        self.offers = offers
        self.fallback.counters = offers  # trade decisions go to the fallback
        self.fallback.desk = TradeDesk(trades)
        # The search itself, compiled in the compiled build (cityknights.bots.tree_search).
        self.choices = choices
        self.spread = spread
        # `aim`: the other seats of the search rob as catanatron's players do; the same
        # random source, so that the default's draws are unchanged.
        self.aim = aim
        self.opening = opening
        self.opening_iterations = opening_iterations
        others = HeuristicBot(self.rng, robbery=robbery, aim=aim) if aim else None
        self.core = TreeSearch(self.rng, self.fallback, weights, choices, nets, spread, others)
        self._plan: list[Any] = []
        self._plan_key: tuple[int, int] | None = None
        self.last_iterations = 0
        self.last_root: SearchNode | None = None  # the tree of the last search (for tests)
        self.searches = 0  # searches run so far (planned decisions need none)
        # Seconds a search may take at most, whatever its options (the game server sets it
        # to a move's think time): the search stops then and plays the best line it found.
        # Not an option of the spec: the server's budget, not the bot's character.
        self.time_limit: float | None = None

    def __repr__(self) -> str:
        return f"MctsBot(iterations={self.iterations}, seconds={self.seconds})"

    # ---------------------------------------------------------------- decision
    def choose(self, view: SeatView | Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        """The bot's move for the seat of `view`: a SeatView (`state.seat_view(seat)`),
        or a wire view (`state.view(seat)`, JSON) read into one."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        view = as_seat_view(view)
        seat = view.seat
        if seat is None:  # a spectator's view: no seat to search for
            return self.fallback.choose(view, legal_actions)
        setup = view.phase.startswith("setup")
        # A pending decision of the seat's own, searched over the rest of the turn it
        # falls in (whoever's turn that is), with the `choices` option.
        choice = (
            self.choices
            and bool(view.pending)
            and not setup
            and view.context not in UNSEARCHED_CHOICES
        )
        if not choice and (
            view.turn_seat != seat
            or view.pending
            or not (view.phase == "main" or (setup and self.setup))
        ):
            return self.fallback.choose(view, legal_actions)
        if self.offers and not setup and not choice:
            offer = self.fallback.propose(view, legal_actions)
            if offer is not None:
                self._plan = []  # the hand changes with the trade: search afresh after it
                return offer
        planned = None if choice else self._from_plan(view, legal_actions)
        if planned is not None:
            return planned
        cutoff = 0.0 if self.time_limit is None else time.perf_counter() + self.time_limit
        try:
            states = [view.resample(self.rng, choice) for _ in range(max(1, self.samples))]
        except ResampleError:
            return self.fallback.choose(view, legal_actions)
        width = 2 * self.width if setup else self.width
        root = SearchNode()
        root.candidates = self.core.candidates_for(view, legal_actions, width)
        # The searched period: the setup placements, or the rest of this turn. Then the
        # rollout plays the next seat's turn with `reply`, and `rounds` more rounds; after
        # the setup, `opening` rounds (none by default: its placements are what the
        # evaluation's production features measure).
        turn = view.turn
        if setup:
            stop = 1 + self.opening * view.players
            iterations = self.opening_iterations or self.iterations
        else:
            stop = turn + 1 + int(self.reply) + self.rounds * view.players
            iterations = self.iterations
        scope = search_scope(setup, turn)
        self.last_iterations = self.core.run(
            root, states, seat, scope, stop, width, self.c, iterations, self.seconds, cutoff
        )
        self.searches += 1
        self.last_root = root
        line = self._principal_line(root)
        if not line or line[0] not in legal_actions:
            return self.fallback.choose(view, legal_actions)
        if choice:  # no plan from a choice: its turn's plan, if any, goes on after it
            return line[0]
        # In the setup the other seats place in between: plan only the road that follows.
        self._plan = line[1:2] if setup else line[1:]
        self._plan_key = (turn, seat)
        return line[0]

    def _from_plan(self, view: SeatView, legal_actions: Sequence[Any]) -> Any:
        if self._plan_key != (view.turn, view.seat) or not self._plan:
            return None
        action = self._plan.pop(0)
        if action in legal_actions:
            return action
        self._plan = []
        return None

    def _principal_line(self, root: SearchNode) -> list[Any]:
        """The most visited actions from the root, down to a chance-dependent step."""
        line: list[Any] = []
        node = root
        while node.children:
            a, child = max(node.children.items(), key=lambda kv: (kv[1].visits, kv[1].total))
            if child.visits < 2 and line:
                break
            line.append(a)
            if a[0] in _CHANCY_KINDS or a[0].startswith("play_"):
                break
            node = child
        return line
