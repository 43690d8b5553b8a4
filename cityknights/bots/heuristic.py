"""A rule-based player for both expansions: greedy, with sensible priorities.

Every legal action gets a score from the seat's view (production value of places,
what a build brings, how close the barbarians are, who leads); the best one is played,
ties broken by the bot's own RNG. Below the score of ending the turn nothing is done.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar, cast

from cityknights.engine.actions import Action
from cityknights.engine.constants import CITY, DESERT, N_CARDS, PROGRESS_NAMES
from cityknights.engine.topology import Topology, for_players
from cityknights.engine.view import SeatView

from .search_options import check_search_options
from .trading import TradeDesk

# Dots on a number token: the chance (out of 36) that it rolls.
PIPS = {0: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
# The intersections on a harbor (either end of a harbor slot).
_HARBOR_VERTICES: dict[int, frozenset[int]] = {}


def _harbor_vertices(topo: Topology) -> frozenset[int]:
    """The intersections on a harbor (either end of a harbor slot), per island."""
    found = _HARBOR_VERTICES.get(topo.n_hexes)
    if found is None:
        found = _HARBOR_VERTICES[topo.n_hexes] = frozenset(
            v for slot in topo.harbor_slots for v in slot
        )
    return found


# How much a pip of each resource is worth early on (ore and grain build cities/knights).
RESOURCE_WEIGHT = (1.0, 1.0, 0.9, 1.1, 1.15)
END_TURN = 10.0
OFFER = -1.0  # a domestic offer in the legal list: never chosen by its score

A = TypeVar("A")

COSTS = {
    "road": {0: 1, 1: 1},
    "settlement": {0: 1, 1: 1, 2: 1, 3: 1},
    "city": {3: 2, 4: 3},
    "knight": {2: 1, 4: 1},
    "dev": {2: 1, 3: 1, 4: 1},
}


class HeuristicBot:
    """Greedy rule-based bot. `rng`: its own random.Random (ties only).

    Options: offers (propose trades to the other seats: bots/trading.py), robbery (how
    hard the robber goes for the leader: 0, a building's owner weighs 1 + 0.3 x their
    public points; p > 0, (1 + points) ** p, the leader's buildings far more), aim (1: the
    robber goes for the seat after the bot's own alone, whatever its points: how
    catanatron's players rob, whose evaluation counts only that seat as an enemy; a
    search bot's model of them, `MctsBot`'s option).
    """

    # `float | int`, not `float`: the compiled build marks a `float` parameter of a class's
    # constructor positional-only in its signature, which hides every option from the specs.
    def __init__(
        self,
        rng: int | random.Random | None = None,
        offers: bool = False,
        robbery: float | int = 0.0,
        aim: int = 0,
    ) -> None:
        check_search_options(robbery=robbery, aim=aim)
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.offers = offers
        self.robbery = float(robbery)
        self.aim = aim
        # Answer an offer it would reject with a counter-offer of its own (a trading bot's
        # character, like offers; a search bot sets it on its fallback).
        self.counters = offers
        self.desk = TradeDesk()

    def __repr__(self) -> str:
        return "HeuristicBot()"

    # ------------------------------------------------------------------ choice
    def choose(self, view: SeatView | Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        """The best scored of `legal_actions` for the seat of `view`: a SeatView, or a wire
        view (`State.view(seat)` as JSON), read into one."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        if self.offers:
            offer = self.propose(view, legal_actions)
            if offer is not None:
                return offer
        seat_view = as_seat_view(view)
        scores = self._scores(seat_view, legal_actions)
        best = legal_actions[max(range(len(scores)), key=scores.__getitem__)]
        if self.counters and best[0] == "reject_trade":
            terms = _Context(seat_view, self.robbery, self.aim).counter_terms()
            if terms is not None:
                return Action("counter_trade", *terms)
        return best

    def propose(self, view: SeatView | Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        """A trade offer to the other seats worth making now (bots/trading.py), or None."""
        seat_view = as_seat_view(view)
        ctx = _Context(seat_view, self.robbery, self.aim)
        # A SeatView reads as its wire form (registered as a Mapping at run time).
        as_mapping = cast("Mapping[str, Any]", seat_view)
        return self.desk.propose(as_mapping, legal_actions, ctx.offer_worth)

    def ranked(self, view: SeatView | Mapping[str, Any], legal_actions: Sequence[A]) -> list[A]:
        """The legal actions, the bot's favourite first (search bots use it as a prior)."""
        scores = self._scores(as_seat_view(view), legal_actions)
        order = sorted(range(len(scores)), key=scores.__getitem__, reverse=True)
        return [legal_actions[i] for i in order]

    def scores(
        self, view: SeatView | Mapping[str, Any], legal_actions: Sequence[Any]
    ) -> list[float]:
        """Each of `legal_actions`' score, in their order (higher is better)."""
        return self._scores(as_seat_view(view), legal_actions)

    def _scores(self, view: SeatView, legal_actions: Sequence[Any]) -> list[float]:
        """Each action's score, plus a tiny random tie-break from the bot's own RNG."""
        ctx = _Context(view, self.robbery, self.aim)
        draw = self.rng.random
        scores: list[float] = []
        for a in legal_actions:
            # Domestic offers are most of a C&K main-phase list (one for one, every pair
            # of card types) and all score OFFER: that score without the scorer's call.
            # Every action still draws its tie-break, in order: the same scores.
            base = OFFER if a[0] == "offer_trade" else ctx.score(a)
            scores.append(base + draw() * 1e-3)
        return scores


def as_seat_view(view: SeatView | Mapping[str, Any]) -> SeatView:
    """`view` as a SeatView: itself, or a wire view (JSON) read into one (ValueError,
    naming what is wrong, for a malformed one)."""
    return view if isinstance(view, SeatView) else SeatView.from_json(view)


class _Context:
    """What the bot derives from one view, with the scoring of each action kind."""

    def __init__(self, view: SeatView, robbery: float = 0.0, aim: int = 0) -> None:
        self.v = view
        self.robbery = robbery
        self.aim = aim
        seat = view.seat
        if seat is None:
            raise ValueError("a bot plays a seat: a spectator's view has none")
        self.seat: int = seat
        self.ck = view.ck
        # Every card of C&K (zeros past the base game's five): the scorers index commodities.
        hand = list(view.hand)
        self.hand = hand + [0] * (N_CARDS - len(hand))
        self.numbers = view.numbers
        self.terrains = view.terrains
        self.robber: int = view.robber
        self.owner = view.owner
        self.kind = view.building
        self.road = view.road
        self.knight_owner = view.knight_owner
        self.knight_level = view.knight_level
        # The 19-hex island, or the 30-hex one of 5-6 players.
        self.topo: Topology = for_players(view.players)
        self.harbor_vertices = _harbor_vertices(self.topo)
        self.my_production = self._production(self.seat)
        # Memos: one context scores every legal action (often dozens of bank trades and
        # road edges) against the same view.
        self._need: list[float] | None = None
        self._spot_near: dict[tuple[int, int], float] = {}
        self._afford_now: dict[str, bool] = {}
        self._one_short: list[tuple[int, dict[int, int]]] | None = None

    # ------------------------------------------------------------ board values
    def hex_value(self, h: int) -> float:
        t = self.terrains[h]
        if t == DESERT or h == self.robber:
            return 0.0
        card = t  # a terrain's id is its resource's
        scarce = 1.0 + 0.25 * (self.my_production[card] == 0)
        return PIPS[self.numbers[h]] * RESOURCE_WEIGHT[card] * scarce

    def vertex_value(self, vtx: int) -> float:
        value = sum(self.hex_value(h) for h in self.topo.vertex_hexes[vtx])
        if vtx in self.harbor_vertices:
            value += 1.5
        return value

    def _production(self, seat: int) -> list[float]:
        out = [0.0] * 5
        owner, kind = self.owner, self.kind
        for vtx in range(len(owner)):  # in vertex order, as the view lists the buildings
            if owner[vtx] != seat:
                continue
            for h in self.topo.vertex_hexes[vtx]:
                t = self.terrains[h]
                if t != DESERT:
                    out[t] += PIPS[self.numbers[h]] * (2 if kind[vtx] == CITY else 1)
        return out

    def free_spot(self, vtx: int) -> bool:
        if self.owner[vtx] != -1 or self.knight_owner[vtx] != -1:
            return False
        return all(self.owner[w] == -1 for w in self.topo.vertex_neighbors[vtx])

    def spot_near(self, vtx: int, depth: int = 2) -> float:
        """Best free settlement spot within `depth` paths of an intersection."""
        key = (vtx, depth)
        best = self._spot_near.get(key)
        if best is None:
            best = self._spot_near[key] = self._search_spot(vtx, depth)
        return best

    def _search_spot(self, vtx: int, depth: int) -> float:
        best, frontier, seen = 0.0, [vtx], {vtx}
        for _ in range(depth + 1):
            nxt = []
            for x in frontier:
                if self.free_spot(x):
                    best = max(best, self.vertex_value(x))
                for w in self.topo.vertex_neighbors[x]:
                    if w not in seen and self.owner[w] in (-1, self.seat):
                        seen.add(w)
                        nxt.append(w)
            frontier = nxt
        return best

    def affordable(self, what: str, hand: list[int] | None = None) -> bool:
        if hand is None or hand is self.hand:
            now = self._afford_now.get(what)
            if now is None:
                now = self._afford_now[what] = _affords(self.hand, what)
            return now
        return _affords(hand, what)

    def need(self) -> list[float]:
        """How much each card is wanted now (next builds), for trades and discards."""
        if self._need is None:
            self._need = self._compute_need()
        return self._need

    def _compute_need(self) -> list[float]:
        want = [0.3] * 8
        goals = ["city", "settlement", "knight"] if self.ck else ["city", "settlement", "dev"]
        for i, goal in enumerate(goals):
            for c, n in COSTS[goal].items():
                if self.hand[c] < n:
                    want[c] += (3 - i) * (n - self.hand[c])
        if self.ck:
            for t, commodity in enumerate((6, 7, 5)):  # trade cloth, politics coin, science paper
                level = self.my_improvements()[t]
                if level < 5:
                    want[commodity] += 1.5 * max(0, level + 1 - self.hand[commodity])
        return want

    def my_improvements(self) -> tuple[int, ...]:
        return self.v.improvements[self.seat] if self.ck else (0, 0, 0)

    def leader(self) -> int:
        v = self.v
        others = [p for p in range(v.players) if p != self.seat]
        return max(others, key=lambda p: (v.public_vp[p], v.cards[p]))

    # ------------------------------------------------------------ scoring
    def score(self, a: Any) -> float:
        # An action is a tuple (kind, *args); indexing it directly and finding the scorer
        # in a table keep the compiled build from calling Action's Python properties and
        # looking the method up by name on every one of the dozens of legal actions.
        kind: str = a[0]
        scorer = _SCORERS.get(kind)
        if scorer is not None:
            # Most actions have up to two arguments: passing them one by one spares the
            # compiled build building an argument tuple per call.
            n = len(a)
            if n == 1:
                return float(scorer(self))
            if n == 2:
                return float(scorer(self, a[1]))
            if n == 3:
                return float(scorer(self, a[1], a[2]))
            return float(scorer(self, *a[1:]))
        if kind.startswith("play_"):
            return self.play_card(kind[5:], tuple(a[1:]))
        return 1.0

    # turn flow
    def s_end_turn(self) -> float:
        return END_TURN

    def s_end_special_build(self) -> float:
        # A Special Build slot (5-6 players): build what scores above ending a turn, then pass.
        return END_TURN

    def s_roll(self) -> float:
        return 50.0

    # building
    def s_build_settlement(self, vtx: int) -> float:
        if self.v.phase.startswith("setup"):
            return 100 + self.vertex_value(vtx)
        return 90 + self.vertex_value(vtx)

    def s_build_city(self, vtx: int) -> float:
        if self.v.phase.startswith("setup"):
            return 100 + self.vertex_value(vtx)
        return 95 + self.vertex_value(vtx)

    def s_build_road(self, e: int) -> float:
        a, b = self.topo.edge_vertices[e]
        ahead = max(self.spot_near(a, 1), self.spot_near(b, 1))
        if self.v.phase.startswith("setup") or self.v.context in (
            "free_road",
            "diplomat_rebuild",
        ):
            return 50 + ahead
        roads_left = self.v.roads_left[self.seat]
        if ahead <= 0 or roads_left <= 2:
            return 5.0
        # Don't spend the last bricks/lumber on roads when a settlement is affordable.
        return 20 + ahead * 0.5

    def s_build_wall(self, vtx: int) -> float:
        return 30.0 if sum(self.hand) >= 7 else 8.0

    def s_build_knight(self, vtx: int) -> float:
        mine = self.v.knight_strength[self.seat] if self.ck else 0
        danger = self.v.barbarian
        cities = sum(1 for k in self.kind if k == CITY)
        return float(55 + 4 * danger - 5 * mine + (10 if cities else 0))

    def s_activate_knight(self, vtx: int) -> float:
        return float(45 + 6 * self.v.barbarian)

    def s_promote_knight(self, vtx: int) -> float:
        return float(35 + 2 * self.v.barbarian)

    def s_move_knight(self, v: int, w: int) -> float:
        return 2.0

    def s_displace_knight(self, v: int, w: int) -> float:
        return 12.0

    def s_chase_robber(self, vtx: int) -> float:
        mine = any(self.owner[x] == self.seat for x in self.topo.hex_vertices[self.robber])
        return 60.0 if mine else 3.0

    def s_improve_city(self, track: int) -> float:
        level = self.my_improvements()[track]
        bonus = {0: 5, 1: 8, 2: 6}[track]  # politics first (Fortress), then science, trade
        return 80 + bonus + 3 * level

    def s_buy_dev(self) -> float:
        return 40.0

    # robber and discards
    def s_move_robber(self, h: int, victim: int) -> float:
        target = (self.seat + 1) % self.v.players if self.aim else -1
        hurt = 0.0
        for vtx in self.topo.hex_vertices[h]:
            owner = self.owner[vtx]
            if owner == self.seat:
                hurt -= 10
            elif owner != -1 and (target < 0 or owner == target):
                points = self.v.public_vp[owner]
                weight = 1 + 0.3 * points if self.robbery == 0 else (1 + points) ** self.robbery
                hurt += PIPS[self.numbers[h]] * (2 if self.kind[vtx] == CITY else 1) * weight
        if victim >= 0 and (target < 0 or victim == target):
            hurt += 0.5 * self.v.cards[victim]
        return hurt

    def s_discard(self, card: int) -> float:
        return float(-self.need()[card] + 0.1 * self.hand[card])

    def s_discard_progress(self, card: int) -> float:
        return -_card_value(card)

    # trading
    def s_bank_trade(self, give: int, get: int) -> float:
        # A trade completes a goal the hand cannot pay for now only if the goal lacks
        # exactly one card, `get`, and paying `rate` of `give` leaves enough of it (when
        # the goal costs any): the same answer as trying the hand after the trade against
        # every goal, without a copy of the hand per trade (C&K lists dozens of bank
        # trades at each decision).
        rate = self._rate(give)
        if give == get:
            return 0.0  # the hand loses rate - 1 of a card: it affords nothing new
        hand = self.hand
        for short, cost in self.one_short():
            if short == get and (give not in cost or hand[give] - rate >= cost[give]):
                return 25.0
        return 0.0

    def one_short(self) -> list[tuple[int, dict[int, int]]]:
        """The goals (city, settlement, knight or development card) the hand lacks
        exactly one card for: (that card, the goal's cost), in the goals' order."""
        found = self._one_short
        if found is None:
            found = self._one_short = []
            goals = ("city", "settlement", "knight") if self.ck else ("city", "settlement", "dev")
            hand = self.hand
            for goal in goals:
                cost = COSTS[goal]
                lacking = [(c, n - hand[c]) for c, n in cost.items() if hand[c] < n]
                if len(lacking) == 1 and lacking[0][1] == 1:
                    found.append((lacking[0][0], cost))
        return found

    def _rate(self, card: int) -> int:
        rates = self.v.rates
        return rates[card] if card < len(rates) else 4

    def offer_worth(self, give: Sequence[int], get: Sequence[int]) -> float:
        """An offer to the other seats is worth asking when the exchange completes a build
        the hand cannot pay for now, giving cards wanted less than those got: then how
        much more (need units); else 0."""
        after = [h - g + r for h, g, r in zip(self.hand, give, get, strict=False)]
        goals = ("city", "settlement", "knight") if self.ck else ("city", "settlement", "dev")
        if not any(self.affordable(goal, after) and not self.affordable(goal) for goal in goals):
            return 0.0
        need = self.need()
        # Loops with a float accumulator, not sum(): the compiled build types a generator's
        # sum from its int start and refuses the float products (TypeError at run time).
        gain = 0.0
        for c, n in enumerate(get):
            gain += need[c] * n
        for c, n in enumerate(give):
            gain -= need[c] * n
        return max(0.0, gain)

    def s_offer_trade(self, give: Any, get: Any) -> float:
        # Offers are proposed before the scoring, a few a turn (HeuristicBot.propose).
        return OFFER

    def s_accept_trade(self) -> float:
        offer = self.v.offer
        need = self.need()
        # Over the cards the offer names, in card order (zero counts add nothing).
        gain = loss = 0.0
        if offer is not None:
            give, get = offer[0], offer[1]
            for c in range(len(give)):
                gain += need[c] * give[c]
            for c in range(len(get)):
                loss += need[c] * get[c]
        offerer = self.v.turn_seat
        if self.v.public_vp[offerer] >= self.v.vp_to_win - 2:
            return -1.0
        return 1.0 if gain > loss else -1.0

    def s_reject_trade(self) -> float:
        return 0.0

    def counter_terms(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """Terms this seat would take instead of an open offer it rejects, written as the
        offer's (give: what the offerer gives), or None: the cards asked for, for one more
        of the offered card it wants most, when it holds what is asked and the exchange
        then gains it more (need units) than it costs. Read from its own hand and the
        public offer only; never to a seat 2 VP from winning (as accepting)."""
        offer = self.v.offer
        if offer is None or self.v.public_vp[self.v.turn_seat] >= self.v.vp_to_win - 2:
            return None
        give, get = offer[0], offer[1]
        if any(self.hand[c] < get[c] for c in range(len(get))):
            return None
        need = self.need()
        offered = [c for c in range(len(give)) if give[c]]
        if not offered:
            return None
        more = list(give)
        more[max(offered, key=lambda c: need[c])] += 1
        gain = sum(need[c] * more[c] for c in range(len(more)))
        loss = sum(need[c] * get[c] for c in range(len(get)))
        if gain <= loss:
            return None
        pad = [0] * (N_CARDS - len(more))
        return tuple(more + pad), tuple(list(get) + pad)

    def s_confirm_trade(self, partner: int) -> float:
        # The offer's terms, which the bot chose to ask, before any counter; a counter on
        # its merits: taken when it still completes a build at a fair need balance.
        offer = self.v.offer
        for p, give, get in offer[3] if offer is not None else ():
            if p == partner:
                worth = self.offer_worth(give, get)
                return 4.0 + min(worth, 0.9) / 10 if worth > 0 else -1.0
        return 5.0

    def s_cancel_trade(self) -> float:
        return 0.0

    # C&K decisions
    def s_place_metropolis(self, vtx: int) -> float:
        return self.vertex_value(vtx)

    def s_pillage_city(self, vtx: int) -> float:
        return -self.vertex_value(vtx)

    def s_choose_deck(self, track: int) -> float:
        return float(self.my_improvements()[track]) + (0.5 if track == 1 else 0)

    def s_aqueduct(self, card: int) -> float:
        return 5 + self.need()[card]

    def s_decline_aqueduct(self) -> float:
        return 0.0

    def s_relocate_knight(self, vtx: int) -> float:
        return sum(1 for w in self.topo.vertex_neighbors[vtx] if self.owner[w] == self.seat)

    def s_surrender_knight(self, vtx: int) -> float:
        return -float(self.knight_level[vtx])

    def s_place_deserter(self, vtx: int) -> float:
        return 20.0

    def s_skip(self) -> float:
        return 0.0

    def s_give_card(self, card: int) -> float:
        return -self.need()[card]

    def s_give_commodity(self, card: int) -> float:
        return -self.need()[card]

    def s_take_card(self, card: int) -> float:
        return self.need()[card]

    def s_take_progress(self, card: int) -> float:
        return _card_value(card)

    def s_harbor_offer(self, opponent: int, card: int) -> float:
        return 20 - self.need()[card]

    def s_play_year_of_plenty(self, a: int, b: int) -> float:
        need = self.need()
        return 45 + need[a] + need[b]

    def s_play_monopoly(self, card: int) -> float:
        return 35 + self.need()[card]

    def s_play_knight(self) -> float:
        mine = any(self.owner[x] == self.seat for x in self.topo.hex_vertices[self.robber])
        return 70.0 if mine else 42.0

    def s_play_road_building(self) -> float:
        return 44.0

    def s_play_inventor(self, first: int, second: int) -> float:
        # Scored in the table, not through play_card: a hand with the Inventor lists
        # every pair of movable tokens.
        return 11.0

    # progress cards
    def play_card(self, name: str, args: tuple[Any, ...]) -> float:
        if name == "alchemist":
            white, red = args
            return 60.0 if white + red in (6, 8) and self._produces(white + red) else -1.0
        if name == "merchant":
            return 50 + self.hex_value(args[0])
        if name in ("resource_monopoly", "trade_monopoly"):
            return float(40 + self.need()[args[0]])
        if name == "merchant_fleet":
            return float(15 + (self.hand[args[0]] >= 2) * 10)
        if name == "smith":
            return 45.0 if args[1] != -1 else 35.0
        if name == "diplomat":
            return 30.0 if self.road[args[0]] != self.seat else -1.0
        if name in ("bishop", "spy", "master_merchant", "deserter"):
            target = args[0] if name != "bishop" else None
            if target is not None and target == self.leader():
                return 55.0
            return 40.0
        return 50.0

    def _produces(self, total: int) -> bool:
        return any(
            self.numbers[h] == total
            and any(self.owner[x] == self.seat for x in self.topo.hex_vertices[h])
            for h in range(len(self.numbers))
        )


# The scoring method of each action kind that has one: `s_build_road` scores "build_road".
_SCORERS: dict[str, Callable[..., float]] = {
    name.removeprefix("s_"): method
    for name, method in vars(_Context).items()
    if name.startswith("s_")
}


def _affords(hand: list[int], what: str) -> bool:
    return all(hand[c] >= n for c, n in COSTS[what].items())


def _card_value(card: int) -> float:
    name = PROGRESS_NAMES[card]
    return {"merchant": 5, "resource_monopoly": 6, "alchemist": 5, "spy": 4}.get(name, 3)
