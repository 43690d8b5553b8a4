"""The MCTS bot's search core: selection, expansion, rollout, evaluation and backup.

Compiled with the engine by mypyc (setup.py's BOT_MODULES), so that the loop of a search
runs as native code calling the compiled engine, heuristic and evaluation directly. The
bot class stays in `cityknights.bots.mcts`, in Python: bot options are read from its
constructor's signature (inspect), which a compiled class does not expose. The analysis
(`cityknights.bots.analysis`) uses the same core.

Everything here is typed for the compiler (State, not Any; a Scope object, not a
callable), and computes exactly what the Python search did: the same random draws in the
same order, the same sums in the same order (tests/bots/test_mcts_tree.py pins the trees).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from cityknights.bots.evaluate import WEIGHTS, Memo, Weights, win_chances
from cityknights.bots.heuristic import HeuristicBot
from cityknights.bots.value_net import ValueNet
from cityknights.engine.actions import Action
from cityknights.engine.constants import CHANCE
from cityknights.engine.state import State
from cityknights.engine.view import SeatView

#: The pending decisions a search leaves to the heuristic even when it searches its own
#: choices (`TreeSearch.choices`): answers to trades, which the bot's trading desk makes
#: (counter-offers included), not the search.
UNSEARCHED_CHOICES = frozenset({"trade_answer", "trade_confirm", "harbor_answer"})


def searched_choice(s: State) -> bool:
    """The front pending decision of `s` is one a search of choices searches."""
    return bool(s.pending) and s.pending[0][0] not in UNSEARCHED_CHOICES


class SearchNode:
    """A node of the tree of the searching seat's decisions: its children by action,
    the actions searched here (best prior first, chosen at its first visit), and the
    visits and summed values backed up through it."""

    __slots__ = ("candidates", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, SearchNode] = {}
        self.candidates: list[Action] | None = None
        self.visits = 0
        self.total = 0.0


class Scope:
    """The searched period: the setup placements (`until_turn` None), or the turns before
    `until_turn` (the rest of the searching seat's turn)."""

    __slots__ = ("until_turn",)

    def __init__(self, until_turn: int | None) -> None:
        self.until_turn = until_turn

    def holds(self, s: State) -> bool:
        if self.until_turn is None:
            return s.phase.startswith("setup")
        return s.turn < self.until_turn


def search_scope(setup: bool, turn: int) -> Scope:
    """The setup placements when `setup`, else the rest of turn `turn`."""
    return Scope(None) if setup else Scope(turn + 1)


class TreeSearch:
    """The search of one bot: its random source (shared with its heuristic fallback, as
    the bot's own draws are), the heuristic that ranks the candidates and plays the
    other seats and the rollouts, and the evaluation's weights (one of
    `evaluate.EVALUATIONS`) or value networks (bots/value_net.py, by expansion) that score
    where a rollout stops."""

    def __init__(
        self,
        rng: random.Random,
        heuristic: HeuristicBot,
        weights: Weights = WEIGHTS,
        choices: bool = False,
        nets: dict[str, ValueNet] | None = None,
        spread: float = 0.0,
        others: HeuristicBot | None = None,
    ) -> None:
        self.rng = rng
        self.heuristic = heuristic
        # The other seats' play in the search, when not the searcher's own heuristic: a
        # model of the opponents (the mcts bot's `aim`: their robber at the seat after
        # their own, as catanatron's players rob). Their setup picks stay `spread`'s.
        self.others = heuristic if others is None else others
        self.weights = weights
        self.nets = nets
        # The searching seat's own pending decisions (the robber, a steal, discards,
        # progress cards' targets; not trade answers) are tree nodes too, not the
        # heuristic's: the mcts bot's `choices` option.
        self.choices = choices
        # The other seats' setup settlements, as the search plays them: the heuristic's
        # best when 0; else drawn with weights exp((score - best) / spread), so a spot
        # nearly as good as the best is nearly as likely. The other seats are not the
        # heuristic: one fixed guess at their picks lets the search plan around a spot it
        # believes taken (or left) that a real opponent takes (or leaves).
        self.spread = spread
        self.searcher = -1  # the seat of the search under way (run sets it)

    def run(
        self,
        root: SearchNode,
        states: list[State],
        seat: int,
        scope: Scope,
        stop: int,
        width: int,
        c: float,
        iterations: int,
        seconds: float,
        cutoff: float = 0.0,
    ) -> int:
        """Grow the tree at `root`: `iterations` iterations, or as many as fit in `seconds`
        when that is > 0, cycling through the determinizations `states`; in any case none
        begun after `cutoff` (a `time.perf_counter()` instant; 0: none), the server's hard
        limit on a search. Returns the iterations run."""
        self.searcher = seat
        timed = seconds > 0
        deadline = time.perf_counter() + seconds if timed else 0.0
        capped = cutoff > 0
        n = 0
        memo = Memo()  # the evaluation's, for this search's positions
        # Every iteration on a determinization starts from the same position: its legal
        # list is listed once, not at every visit (the list a clone's `apply` then takes
        # as handed out, as it took the one listed afresh).
        firsts = [st.legal_actions() for st in states]
        while (not timed and n < iterations) or (timed and time.perf_counter() < deadline):
            if capped and time.perf_counter() >= cutoff:
                break
            k = n % len(states)
            s = states[k].clone()
            path = self.descend(root, s, seat, scope, width, c, firsts[k])
            result = self.play_out(s, stop, memo)[seat]
            for node in path:
                node.visits += 1
                node.total += result
            n += 1
        return n

    def descend(
        self,
        root: SearchNode,
        s: State,
        seat: int,
        scope: Scope,
        width: int,
        c: float,
        first: list[Action] | None = None,
    ) -> list[SearchNode]:
        """Walk the tree from `root` while `scope` holds, playing the seat's searched
        decisions in `s` and the others by the policy, expanding one node; returns the
        path of nodes, `root` first. `first`: the legal list of `s` as given, when the
        caller has it (a clone of a position whose list it took)."""
        node = root
        path = [root]
        while not s.is_terminal() and scope.holds(s):
            cp = s.current_player()
            if cp == CHANCE:
                s.advance(s.sample_chance(self.rng))
                first = None
                continue
            if cp != seat or (s.pending and not (self.choices and searched_choice(s))):
                s.advance(self.policy(s, cp))
                first = None
                continue
            if first is not None:
                legal, first = first, None
            else:
                legal = s.legal_actions()
            candidates = node.candidates
            if candidates is None:
                view = SeatView.for_policy(s, seat)
                candidates = node.candidates = self.candidates_for(view, legal, width)
            options = [a for a in candidates if a in legal]
            if not options:
                break
            a = select(node, options, c)
            child = node.children.get(a)
            if child is None:
                child = node.children[a] = SearchNode()
            s.advance(a)
            node = child
            path.append(node)
            if child.visits == 0:
                break
        return path

    def candidates_for(self, view: SeatView, legal: Sequence[Action], width: int) -> list[Action]:
        """The heuristic's favourite `width` actions, and ending the turn if legal."""
        ranked = [a for a in self.heuristic.ranked(view, legal) if a[0] != "offer_trade"]
        chosen = ranked[:width]
        chosen += [a for a in ranked[width:] if a[0] == "end_turn"]
        return chosen

    def policy(self, s: State, seat: int) -> Action:
        """The heuristic's move for `seat` (the only legal one without asking)."""
        legal = s.legal_actions()
        if len(legal) == 1:
            return legal[0]
        view = SeatView.for_policy(s, seat)
        if (
            self.spread > 0
            and seat != self.searcher
            and legal[0][0] == "build_settlement"
            and s.phase.startswith("setup")
        ):
            return self.likely_pick(view, legal)
        bot = self.heuristic if seat == self.searcher else self.others
        action: Action = bot.choose(view, legal)
        return action

    def likely_pick(self, view: SeatView, legal: list[Action]) -> Action:
        """One of `legal`, drawn with weight exp((score - best score) / spread)."""
        scores = self.heuristic.scores(view, legal)
        top = max(scores)
        weights = [math.exp((x - top) / self.spread) for x in scores]
        r = self.rng.random() * sum(weights)
        for a, w in zip(legal, weights, strict=True):
            r -= w
            if r < 0:
                return a
        return legal[scores.index(top)]

    def play_out(self, s: State, stop: int, memo: Memo | None = None) -> list[float]:
        """Heuristic play for every seat until turn `stop` starts (or the game ends); then
        every seat's chance to win by the evaluation. `s` is played on in place."""
        while not s.is_terminal() and s.turn < stop:
            cp = s.current_player()
            s.advance(s.sample_chance(self.rng) if cp == CHANCE else self.policy(s, cp))
        return win_chances(s, memo, self.weights, self.nets)


def select(node: SearchNode, options: list[Action], c: float) -> Action:
    """UCB1 with exploration constant `c`; unvisited actions first, in the prior's order."""
    best, best_score = options[0], -math.inf
    log_n = math.log(node.visits + 1)
    for a in options:
        child = node.children.get(a)
        if child is None or child.visits == 0:
            return a
        score = child.total / child.visits + c * math.sqrt(log_n / child.visits)
        if score > best_score:
            best, best_score = a, score
    return best
