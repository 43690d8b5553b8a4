"""Every fixed action of a game, built once and shared (legal-action lists hand out
these same objects, so building a list allocates no new actions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action
from .constants import N_CARDS

if TYPE_CHECKING:
    from .game import Game


def _unit(card: int) -> tuple[int, ...]:
    v = [0] * N_CARDS
    v[card] = 1
    return tuple(v)


class ActionTables:
    def __init__(self, game: Game) -> None:
        topo = game.topology
        n = game.players
        nc = game.n_cards
        self.roll = Action("roll")
        self.end_turn = Action("end_turn")
        self.buy_dev = Action("buy_dev")
        self.play_knight = Action("play_knight")
        self.play_road_building = Action("play_road_building")
        self.accept_trade = Action("accept_trade")
        self.reject_trade = Action("reject_trade")
        self.cancel_trade = Action("cancel_trade")
        self.road = [Action("build_road", e) for e in range(topo.n_edges)]
        self.settlement = [Action("build_settlement", v) for v in range(topo.n_vertices)]
        self.city = [Action("build_city", v) for v in range(topo.n_vertices)]
        self.move_robber = [
            [Action("move_robber", h, victim) for victim in range(-1, n)]
            for h in range(topo.n_hexes)
        ]  # index [hex][victim + 1]
        self.discard = [Action("discard", c) for c in range(N_CARDS)]
        self.bank_trade = [
            [Action("bank_trade", g, t) for t in range(N_CARDS)] for g in range(N_CARDS)
        ]
        self.offer = [
            [Action("offer_trade", _unit(g), _unit(t)) for t in range(N_CARDS)]
            for g in range(N_CARDS)
        ]
        # Per card given: every trade/offer for another card of this expansion.
        self.bank_rows = [
            [self.bank_trade[g][t] for t in range(nc) if t != g] for g in range(N_CARDS)
        ]
        self.offer_rows = [[self.offer[g][t] for t in range(nc) if t != g] for g in range(N_CARDS)]
        self.confirm = [Action("confirm_trade", s) for s in range(n)]
        self.year_of_plenty = [
            [Action("play_year_of_plenty", a, b) for b in range(N_CARDS)] for a in range(N_CARDS)
        ]
        self.monopoly = [Action("play_monopoly", c) for c in range(N_CARDS)]
        self.dice = {(w, r): Action("dice", w, r) for w in range(1, 7) for r in range(1, 7)}
        self.dice_outcomes = [(a, 1 / 36) for a in self.dice.values()]
        self.draw_dev = [Action("draw_dev", k) for k in range(5)]
        self.steal = [Action("steal_card", c) for c in range(N_CARDS)]
        self.n_cards = nc
