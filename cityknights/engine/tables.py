"""Every fixed action of a game, built once and shared (legal-action lists hand out
these same objects, so building a list allocates no new actions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action
from .constants import EVENT_PROBABILITY, N_CARDS, N_PROGRESS

if TYPE_CHECKING:
    from .game import Game


def _unit(card: int) -> tuple[int, ...]:
    v = [0] * N_CARDS
    v[card] = 1
    return tuple(v)


# Tables by game shape (hexes, intersections, paths, players, C&K): they hold immutable
# actions only, so games of one shape share them and a new game costs no table building.
_BY_SHAPE: dict[tuple[int, int, int, int, bool], ActionTables] = {}


def tables_for(game: Game) -> ActionTables:
    topo = game.topology
    shape = (topo.n_hexes, topo.n_vertices, topo.n_edges, game.players, game.ck)
    tables = _BY_SHAPE.get(shape)
    if tables is None:
        tables = _BY_SHAPE[shape] = ActionTables(game)
    return tables


class ActionTables:
    """Read only counts from `game` (its topology's sizes, players, expansion): see
    tables_for, which shares one table between games of the same shape."""

    def __init__(self, game: Game) -> None:
        topo = game.topology
        n = game.players
        nc = game.n_cards
        self.roll = Action("roll")
        self.end_turn = Action("end_turn")
        self.end_special_build = Action("end_special_build")
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
        # Per set of card types held (bit c for card c): their offer rows end to end, built
        # on first use (see offers_of).
        self._offers_held: list[list[Action] | None] = [None] * (1 << nc)
        self.confirm = [Action("confirm_trade", s) for s in range(n)]
        self.year_of_plenty = [
            [Action("play_year_of_plenty", a, b) for b in range(N_CARDS)] for a in range(N_CARDS)
        ]
        self.monopoly = [Action("play_monopoly", c) for c in range(N_CARDS)]
        self.dice: dict[tuple[int, ...], Action] = {
            (w, r): Action("dice", w, r) for w in range(1, 7) for r in range(1, 7)
        }
        if game.ck:
            # White, red and the event die (ship 1/2, each gate 1/6).
            self.dice = {
                (w, r, e): Action("dice", w, r, e)
                for w in range(1, 7)
                for r in range(1, 7)
                for e in range(4)
            }
            self.dice_outcomes = [(a, EVENT_PROBABILITY[a[3]] / 36) for a in self.dice.values()]
        else:
            self.dice_outcomes = [(a, 1 / 36) for a in self.dice.values()]
        self.dice_list = [a for a, _ in self.dice_outcomes]  # shared, never mutated
        # Running sums of the dice outcomes' probabilities, added left to right as a walk
        # over the outcomes adds them: a draw picks the same roll by bisection as by that walk.
        self.dice_sums: list[float] = []
        running = 0.0
        for _, probability in self.dice_outcomes:
            running += probability
            self.dice_sums.append(running)
        self.draw_dev = [Action("draw_dev", k) for k in range(5)]
        self.steal = [Action("steal_card", c) for c in range(N_CARDS)]
        self.n_cards = nc
        # Cities & Knights
        nv = topo.n_vertices
        self.build_wall = [Action("build_wall", v) for v in range(nv)]
        self.build_knight = [Action("build_knight", v) for v in range(nv)]
        self.activate_knight = [Action("activate_knight", v) for v in range(nv)]
        self.promote_knight = [Action("promote_knight", v) for v in range(nv)]
        # Knight moves only ever go between intersections; built lazily per pair.
        self.move_knight = _PairTable("move_knight", nv)
        self.displace_knight = _PairTable("displace_knight", nv)
        # The Inventor's swaps (a hex pair each): listed by the hundred while it is held.
        self.inventor = _PairTable("play_inventor", topo.n_hexes)
        # The Alchemist's 36 plays, built from `of` on first use (rules.cards_science).
        self.alchemist: list[Action] | None = None
        self.chase_robber = [Action("chase_robber", v) for v in range(nv)]
        self.relocate_knight = [Action("relocate_knight", v) for v in range(nv)]
        self.improve_city = [Action("improve_city", k) for k in range(3)]
        self.place_metropolis = [Action("place_metropolis", v) for v in range(nv)]
        self.pillage_city = [Action("pillage_city", v) for v in range(nv)]
        self.choose_deck = [Action("choose_deck", k) for k in range(3)]
        self.discard_progress = [Action("discard_progress", k) for k in range(N_PROGRESS)]
        self.draw_progress = [Action("draw_progress", k) for k in range(N_PROGRESS)]
        self.aqueduct = [Action("aqueduct", c) for c in range(N_CARDS)]
        self.decline_aqueduct = Action("decline_aqueduct")
        # Actions built on first use and then shared (progress-card actions are rare):
        # per kind, by their parameters.
        self._interned: dict[str, dict[tuple[int, ...], Action]] = {}

    def offers_of(self, held: int) -> list[Action]:
        """The one-for-one offers of every card type in the bit mask `held`, in card order
        (the offer rows end to end): one list to extend a legal list by, where a row per
        type held cost the listing an extend call each. Read only, like every table."""
        offers = self._offers_held[held]
        if offers is None:
            offers = []
            for c in range(len(self.offer_rows)):
                if held >> c & 1:
                    offers.extend(self.offer_rows[c])
            self._offers_held[held] = offers
        return offers

    def of(self, kind: str, *args: int) -> Action:
        """The shared Action(kind, *args), built the first time it is asked for. A method
        of this native class, so that the compiled engine calls it directly (as a callable
        object in an attribute, every call went through the generic call protocol)."""
        by_args = self._interned.get(kind)
        if by_args is None:
            by_args = self._interned[kind] = {}
        a = by_args.get(args)
        if a is None:
            a = by_args[args] = Action(kind, *args)
        return a


class _PairTable:
    """table.get(v, w) -> Action(kind, v, w), each built once, on first use: Game() stays
    cheap, and of the pairs only those a knight can take are ever built. A method, not
    `table[v][w]`: the compiled engine calls a native method directly, where a subscript
    goes through the generic protocol."""

    def __init__(self, kind: str, n: int) -> None:
        self.kind = kind
        self.n = n
        self.rows: list[list[Action | None] | None] = [None] * n

    def get(self, v: int, w: int) -> Action:
        row = self.rows[v]
        if row is None:
            row = self.rows[v] = [None] * self.n
        a = row[w]
        if a is None:
            a = row[w] = Action(self.kind, v, w)
        return a
