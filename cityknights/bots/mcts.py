"""A search bot: determinized Monte-Carlo tree search over the engine.

Each iteration samples the hidden cards consistently with the bot's view
(`cityknights.engine.determinize`), walks a tree of the bot's own decisions for the rest
of its turn (UCB1, counting only actions available in that sample), then plays the game
on with a fast rollout policy for a few rounds and scores the position. The most visited
first action is played. Decisions outside the bot's own turn flow (discards, robber
victims of others' sevens, answers) are left to the heuristic bot.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from cityknights.bots.heuristic import HeuristicBot
from cityknights.engine.constants import CHANCE
from cityknights.engine.determinize import DeterminizeError, game_from_view, sample_state
from cityknights.engine.invariants import sample_chance

# Action kinds the rollout policy prefers: they move a player toward victory.
_PROGRESS_KINDS = frozenset({
    "build_city", "build_settlement", "improve_city", "build_knight", "activate_knight",
    "promote_knight", "build_road", "buy_dev", "build_wall",
})  # fmt: skip


class _Node:
    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0


class MctsBot:
    """Determinized MCTS. Options: iterations (per decision), seconds (a time budget that
    replaces iterations when > 0), rounds (rollout horizon in rounds), c (UCB constant)."""

    def __init__(
        self,
        rng: int | random.Random | None = None,
        iterations: int = 200,
        seconds: float = 0.0,
        rounds: int = 2,
        c: float = 0.7,
    ) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.iterations = iterations
        self.seconds = seconds
        self.rounds = rounds
        self.c = c
        self.fallback = HeuristicBot(self.rng)
        self._game: Any = None
        self.last_iterations = 0

    def __repr__(self) -> str:
        return f"MctsBot(iterations={self.iterations}, seconds={self.seconds})"

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        if len(legal_actions) == 1:
            return legal_actions[0]
        seat = view["seat"]
        if (
            view["turn_seat"] != seat
            or view["phase"] not in ("pre_roll", "main")
            or view["pending"]
        ):
            return self.fallback.choose(view, legal_actions)
        try:
            game = self._game_for(view)
            sample_state(view, self.rng, game)
        except DeterminizeError:
            return self.fallback.choose(view, legal_actions)
        root = _Node()
        deadline = time.perf_counter() + self.seconds if self.seconds > 0 else None
        n = 0
        while (deadline is None and n < self.iterations) or (
            deadline is not None and time.perf_counter() < deadline
        ):
            self._iterate(view, game, root, seat)
            n += 1
        self.last_iterations = n
        legal = set(legal_actions)
        ranked = sorted(
            (
                (child.visits, child.total / max(1, child.visits), a)
                for a, child in root.children.items()
                if a in legal
            ),
            key=lambda x: (x[0], x[1]),
        )
        if not ranked:
            return self.fallback.choose(view, legal_actions)
        return ranked[-1][2]

    def _game_for(self, view: Mapping[str, Any]) -> Any:
        # The layout only changes by the Inventor (numbers live in the state): rebuild the
        # Game when anything else differs.
        if (
            self._game is None
            or self._game.players != view["players"]
            or ([t for t in self._game.board.to_json()["terrains"]] != view["terrains"])
        ):
            self._game = game_from_view(view)
        return self._game

    def _iterate(self, view: Mapping[str, Any], game: Any, root: _Node, seat: int) -> None:
        s = sample_state(view, self.rng, game)
        node = root
        path = [root]
        turn = s.turn
        # Tree over the bot's own decisions until its turn ends.
        while not s.is_terminal() and s.turn == turn:
            cp = s.current_player()
            if cp == CHANCE:
                s.apply(sample_chance(s, self.rng))
                continue
            if cp != seat:
                s.apply(self._policy(s))
                continue
            legal = [a for a in s.legal_actions() if a[0] != "offer_trade"]
            for a in legal:
                child = node.children.get(a)
                if child is not None:
                    child.available += 1
            untried = [a for a in legal if a not in node.children]
            if untried:
                a = self.rng.choice(untried)
                child = node.children[a] = _Node()
                child.available = 1
                s.apply(a)
                path.append(child)
                break
            log_n = math.log(max(1, node.visits))
            a = max(
                legal,
                key=lambda x: (
                    node.children[x].total / node.children[x].visits
                    + self.c
                    * math.sqrt(
                        max(1.0, math.log(node.children[x].available + 1)) / node.children[x].visits
                    )
                    + 0.0 * log_n
                ),
            )
            s.apply(a)
            node = node.children[a]
            path.append(node)
        value = self._rollout(s, seat)
        for nd in path:
            nd.visits += 1
            nd.total += value

    def _policy(self, s: Any) -> Any:
        legal = s.legal_actions()
        good = [a for a in legal if a[0] in _PROGRESS_KINDS]
        if good and self.rng.random() < 0.9:
            return self.rng.choice(good)
        plain = [a for a in legal if a[0] != "offer_trade"] or legal
        return self.rng.choice(plain)

    def _rollout(self, s: Any, seat: int) -> float:
        stop = s.turn + self.rounds * s.game.players
        while not s.is_terminal() and s.turn < stop:
            if s.current_player() == CHANCE:
                s.apply(sample_chance(s, self.rng))
            else:
                s.apply(self._policy(s))
        if s.is_terminal() and s.winner() is not None:
            return 1.0 if s.winner() == seat else 0.0
        mine = s.victory_points(seat)
        best_other = max(s.victory_points(p) for p in range(s.game.players) if p != seat)
        return 1.0 / (1.0 + math.exp(-(mine - best_other) / 2.0))
