"""A learned evaluation of a position for search bots: each seat's chance to win.

Search cannot play every game to its end, so it stops after a horizon and asks how good
the position is. Each seat gets a *utility*, a weighted sum of features of its position
(VP, production dots, cards in hand, improvements, knights, room to expand, ...), and
its chance to win is a softmax of the utilities over the seats (a conditional logit).

The weights are not guessed: `cityknights.sim.fit_evaluation` fits them by maximum
likelihood on the winners of self-play games, one weight vector per expansion, and prints
the tables below: WEIGHTS on the heuristic bot's games (the default), SEARCH_WEIGHTS on
the mcts bot's (its `evaluation=search`). Refit after changing a feature:

    python -m cityknights.sim.fit_evaluation --expansion ck --games 1500
    python -m cityknights.sim.fit_evaluation --expansion ck --bot mcts --games 1000 \
        --every 1 --seed 29
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from cityknights.bots.value_net import ValueNet
from cityknights.engine.constants import DESERT, NOBODY, VICTORY_POINT, WALL_DISCARD_BONUS
from cityknights.engine.rules.scoring import public_vp

if TYPE_CHECKING:
    from cityknights.engine.state import State

# Dots on a number token: the chance (out of 36) that it rolls.
DOTS = (0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1)
BARBARIAN_STEPS = 7

FEATURES = (
    "vp",  # true VP, hidden cards included
    "late_vp",  # vp x how far the leader is toward the win: a lead is surer late
    "dots",  # production dots under the seat's buildings (cities count twice)
    "late_dots",  # dots x how far the leader is toward the win: production matters less late
    "resource_kinds",  # distinct resources produced (of 5)
    "hand",  # cards in hand up to the discard limit
    "over_limit",  # cards above it (half would go on a 7)
    "spots",  # free settlement spots at the end of the seat's roads
    "road_length",
    "harbors",  # buildings on a harbor
    "to_move",  # the seat moves next (evaluations are taken at the start of a turn)
    "dev_cards",  # base: development cards in hand, VP cards excluded
    "knights_played",  # base: toward Largest Army
    "improvements",  # C&K: city-improvement levels, summed over the tracks
    "level3_tracks",  # C&K: tracks at level 3 or more (abilities, metropolis in reach)
    "knight_strength",  # C&K: levels of active knights
    "idle_knights",  # C&K: levels of inactive knights
    "progress_cards",  # C&K: progress cards in hand
    "pillage_risk",  # C&K: a city at stake if the barbarians came now, x their progress
)

Weights = dict[str, tuple[float, ...]]  # expansion -> one weight per feature

# Fitted by cityknights.sim.fit_evaluation on heuristic self-play (see the module
# docstring): the evaluation of the mcts bot's default, `evaluation=heuristic`.
WEIGHTS: Weights = {
    "base": (0.1664, 0.5618, 0.0825, -0.0500, 0.8290, 0.0585, 0.0148, 0.2031, -0.0146, 0.1496,
             0.1000, 0.4264, 0.0357, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0),
    "ck": (0.0736, 0.3701, 0.0890, -0.0718, 0.3685, 0.0618, 0.0002, 0.1704, 0.0589, -0.0614,
           0.1514, 0.0, 0.0, 0.2944, 0.0678, 0.1052, 0.0162, 0.0924, -0.5123),
}  # fmt: skip

# Fitted the same way on the mcts bot's own self-play (`--bot mcts --every 1 --seed 29`;
# ck: 1,000 games, 108,681 positions, held-out log-loss 0.9751 against the heuristic
# fit's 0.9851; base: 500 games, 41,612 positions, 1.0716 against 1.1220): the positions
# a search meets, weighed by how search bots go on to win from them. `evaluation=search`.
SEARCH_WEIGHTS: Weights = {
    "base": (0.1829, 0.6865, 0.1087, -0.0738, 0.2334, 0.0633, 0.0563, 0.1301, -0.0285, 0.2423,
             0.1510, 0.3406, 0.0240, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0),
    "ck": (-0.0388, 0.5143, 0.0733, -0.0532, 0.3445, 0.0164, 0.0492, -0.0031, 0.0504, -0.0149,
           0.1508, 0.0, 0.0, 0.3067, -0.0295, 0.2138, 0.1524, 0.1387, -0.4675),
}  # fmt: skip

# Fitted on two-player games without domestic trade, in catanatron's engine, the mcts bot
# in both seats: the 1v1 game against catanatron's bots, which our engine (3 to 6 seats)
# never deals (benchmarks/duel_positions.py --games 2000 --seed 29, then fit_evaluation
# --expansion base --load: 152,258 positions, held-out log-loss 0.4473 against the search
# fit's 0.4531 and the heuristic fit's 0.4634). It predicts those games' winners better
# and plays them worse (docs/strength.md): a fit of who wins from where is not what a
# search needs to choose between its own moves. C&K has no two-player game: its row is
# the search fit's. `evaluation=duel`.
DUEL_WEIGHTS: Weights = {
    "base": (0.2259, 0.3567, 0.0910, -0.0471, 0.5672, 0.0510, 0.0085, 0.0540, -0.0475, 0.3062,
             0.1244, 0.3875, 0.0514, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0),
    "ck": SEARCH_WEIGHTS["ck"],
}  # fmt: skip

# The evaluations a search may use (the mcts bot's `evaluation` option), by name.
EVALUATIONS: dict[str, Weights] = {
    "heuristic": WEIGHTS,
    "search": SEARCH_WEIGHTS,
    "duel": DUEL_WEIGHTS,
}


Pieces = tuple[tuple[int, ...], tuple[int, ...]]  # a seat's settlements and cities
Occupied = tuple[
    tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]
]


class Shared:
    """What every seat's features read alike, computed once per evaluated position (a
    search evaluates every seat at each iteration): the VP of every seat, the levels of
    each seat's active and inactive knights, and who would lose a city to the
    barbarians now."""

    __slots__ = ("idle", "pillage_risk", "places", "progress", "spots", "strength", "vps")

    def __init__(self, s: State, memo: Memo | None = None) -> None:
        # The memo's tables for this position's board (None without a memo).
        self.places: dict[Pieces, tuple[int, int, int]] | None = None
        self.spots: dict[tuple[int, ...], int] | None = None
        if memo is not None:
            self.places, self.spots = memo.tables(s)
        players = s.game.players
        dev_hand = s.dev_hand
        self.vps = [public_vp(s, p) + dev_hand[p][VICTORY_POINT] for p in range(players)]
        # How far the leader is toward the win (the late features' factor).
        self.progress = max(self.vps) / s.game.vp_to_win
        strength = [0] * players
        idle = [0] * players
        if s.game.ck:
            level, active = s.knight_level, s.knight_active
            for v, o in enumerate(s.knight_owner):
                if o != NOBODY:
                    if active[v]:
                        strength[o] += level[v]
                    else:
                        idle[o] += level[v]
        self.strength = strength
        self.idle = idle
        self.pillage_risk = _pillage_risks(s, strength) if s.game.ck else [0.0] * players


class Memo:
    """What a seat's features read from its pieces alone, remembered over the positions
    of one search: there, most seats' pieces do not change (tuples the clones share),
    so their production and room to expand are computed once, not at every evaluation.
    Keyed by the values they are computed from, in two levels: what every seat's value
    shares (the robber and the number tokens; every piece's intersection), looked up
    once per evaluation, then the seat's own pieces (hashing the 54-intersection board
    once per seat cost a search more than the values it saved). Start a fresh Memo per
    search."""

    __slots__ = ("places", "spots")

    def __init__(self) -> None:
        # (robber, numbers) -> (settlements, cities) -> (dots, terrains, harbors)
        self.places: dict[tuple[int, tuple[int, ...]], dict[Pieces, tuple[int, int, int]]] = {}
        # every seat's (settlements, cities, knights) -> the seat's roads -> free spots
        self.spots: dict[Occupied, dict[tuple[int, ...], int]] = {}

    def tables(
        self, s: State
    ) -> tuple[dict[Pieces, tuple[int, int, int]], dict[tuple[int, ...], int]]:
        """The places and spots tables of `s`'s board (made empty when new)."""
        board = (s.robber, s.numbers)
        places = self.places.get(board)
        if places is None:
            places = self.places[board] = {}
        # Free spots read only whether an intersection holds a building or a knight:
        # every seat's settlements, cities and knights say it.
        occupied = (tuple(s.settlements), tuple(s.cities), tuple(s.knights))
        spots = self.spots.get(occupied)
        if spots is None:
            spots = self.spots[occupied] = {}
        return places, spots


def features(s: State, seat: int) -> list[float]:
    """The seat's features, in the order of FEATURES."""
    return seat_features(s, seat, Shared(s), None)


def _places(s: State, seat: int) -> tuple[int, int, int]:
    """(production dots, distinct terrains produced, buildings on a harbor) of the seat's
    settlements and cities (cities count twice)."""
    game = s.game
    terrains = game.board.terrains
    numbers = s.numbers
    vertex_hexes = game.topology.vertex_hexes
    robber = s.robber
    dots = 0
    kinds = set()
    harbors = 0
    harbor_of_vertex = game.harbor_of_vertex
    for vertices, weight in ((s.settlements[seat], 1), (s.cities[seat], 2)):
        for v in vertices:
            if harbor_of_vertex[v] != NOBODY:
                harbors += 1
            for h in vertex_hexes[v]:
                t = terrains[h]
                if t != DESERT:
                    kinds.add(t)
                    if h != robber:
                        dots += weight * DOTS[numbers[h]]
    return dots, len(kinds), harbors


def _piece_values(
    s: State, seat: int, shared: Shared, memo: Memo | None
) -> tuple[int, int, int, int]:
    """(production dots, distinct terrains, buildings on a harbor, free spots) of the
    seat, from the memo's tables when given."""
    places, spot_table = shared.places, shared.spots
    if memo is None or places is None or spot_table is None:
        dots, kinds, harbors = _places(s, seat)
        return dots, kinds, harbors, _free_spots(s, seat)
    key = (s.settlements[seat], s.cities[seat])
    got = places.get(key)
    if got is None:
        got = places[key] = _places(s, seat)
    dots, kinds, harbors = got
    # Room to expand: the seat's roads on the board of every building and knight.
    roads = s.roads[seat]
    spots = spot_table.get(roads)
    if spots is None:
        spots = spot_table[roads] = _free_spots(s, seat)
    return dots, kinds, harbors, spots


def _hand_limit(s: State, seat: int) -> int:
    """The seat's discard limit: the rules' (7), 2 more per city wall in C&K."""
    limit = s.game.rules.discard_limit
    if s.game.ck:
        limit += WALL_DISCARD_BONUS * sum(s.wall[v] for v in s.cities[seat])
    return limit


def _high_tracks(improvements: Sequence[int]) -> int:
    """Tracks at level 3 or more."""
    high = 0
    for x in improvements:
        if x >= 3:
            high += 1
    return high


def seat_features(s: State, seat: int, shared: Shared, memo: Memo | None) -> list[float]:
    """`features(s, seat)`, reading what all seats share from `shared` (of `s`) and the
    seat's piece-bound features from `memo` when given. (`utility` computes their
    weighted sum without the list: keep the two in step, tests/bots/test_evaluate.py.)"""
    vps = shared.vps
    dots, kinds, harbors, spots = _piece_values(s, seat, shared, memo)
    cards = sum(s.hands[seat])
    limit = _hand_limit(s, seat)
    progress = shared.progress
    f = [
        float(vps[seat]),
        vps[seat] * progress,
        float(dots),
        dots * progress,
        float(kinds),
        float(min(cards, limit)),
        float(max(0, cards - limit)),
        float(spots),
        float(s.road_length[seat]),
        float(harbors),
        1.0 if s.turn_seat == seat and s.phase == "pre_roll" else 0.0,
    ]
    # The rest in one extension each (a tuple: the base game's zeros are a constant).
    if s.game.ck:
        improvements = s.improvements[seat]
        f += (
            0.0,
            0.0,
            float(sum(improvements)),
            float(_high_tracks(improvements)),
            float(shared.strength[seat]),
            float(shared.idle[seat]),
            float(sum(s.progress_hand[seat])),
            shared.pillage_risk[seat],
        )
    else:
        dev = s.dev_hand[seat]
        f += (
            float(sum(dev) - dev[VICTORY_POINT]),
            float(s.knights_played[seat]),
            0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
        )  # fmt: skip
    return f


def _free_spots(s: State, seat: int) -> int:
    """Intersections at the end of the seat's roads where a settlement could stand."""
    topology = s.game.topology
    owner, knight = s.owner, s.knight_owner
    neighbors = topology.vertex_neighbors
    seen: set[int] = set()
    count = 0
    for e in s.roads[seat]:
        for v in topology.edge_vertices[e]:
            if v in seen:
                continue
            seen.add(v)
            if (
                owner[v] == NOBODY
                and knight[v] == NOBODY
                and all(owner[w] == NOBODY for w in neighbors[v])
            ):
                count += 1
    return count


def _pillage_risks(s: State, strength: list[int]) -> list[float]:
    """Per seat: if the barbarians attacked now and won, would it lose a city? Weighted
    by how close the ship is. (Metropolises cannot be pillaged: RULES.md §12.)
    `strength`: each seat's active knight levels."""
    players = s.game.players
    out = [0.0] * players
    cities = [len(s.cities[p]) for p in range(players)]
    if sum(cities) <= sum(strength):
        return out
    metropolises = set(s.metropolis)
    exposed = [p for p in range(players) if any(v not in metropolises for v in s.cities[p])]
    if not exposed:
        return out
    lowest = min(strength[p] for p in exposed)
    for p in exposed:
        if strength[p] == lowest:
            out[p] = s.barbarian / BARBARIAN_STEPS
    return out


def utility(
    s: State,
    seat: int,
    shared: Shared | None = None,
    memo: Memo | None = None,
    weights: Weights = WEIGHTS,
) -> float:
    """The seat's utility: the weighted sum of `seat_features`, in FEATURES' order, from
    0.0, computed feature by feature without their list (a search evaluates every seat
    at each iteration; the list's boxed floats were a tenth of it). The features each
    expansion lacks (zeros in the list) are left out: a zero adds +0.0 or -0.0, which
    leaves the sum as it is but for a zero's sign, which no chance reads. `weights`: one
    of EVALUATIONS' tables."""
    if shared is None:
        shared = Shared(s, memo)
    w = weights[s.game.expansion]
    vp = shared.vps[seat]
    dots, kinds, harbors, spots = _piece_values(s, seat, shared, memo)
    cards = sum(s.hands[seat])
    limit = _hand_limit(s, seat)
    progress = shared.progress
    total = 0.0
    total += w[0] * float(vp)
    total += w[1] * (vp * progress)
    total += w[2] * float(dots)
    total += w[3] * (dots * progress)
    total += w[4] * float(kinds)
    total += w[5] * float(min(cards, limit))
    total += w[6] * float(max(0, cards - limit))
    total += w[7] * float(spots)
    total += w[8] * float(s.road_length[seat])
    total += w[9] * float(harbors)
    total += w[10] * (1.0 if s.turn_seat == seat and s.phase == "pre_roll" else 0.0)
    if s.game.ck:
        improvements = s.improvements[seat]
        total += w[13] * float(sum(improvements))
        total += w[14] * float(_high_tracks(improvements))
        total += w[15] * float(shared.strength[seat])
        total += w[16] * float(shared.idle[seat])
        total += w[17] * float(sum(s.progress_hand[seat]))
        total += w[18] * shared.pillage_risk[seat]
    else:
        dev = s.dev_hand[seat]
        total += w[11] * float(sum(dev) - dev[VICTORY_POINT])
        total += w[12] * float(s.knights_played[seat])
    return total


def win_chances(
    s: State,
    memo: Memo | None = None,
    weights: Weights = WEIGHTS,
    nets: dict[str, ValueNet] | None = None,
) -> list[float]:
    """Each seat's chance to win from here (a softmax of the utilities). `memo`: a search's
    Memo (the same chances, sooner); `weights`: one of EVALUATIONS' tables; `nets`: value
    networks by expansion (bots/value_net.py), which score the seats instead of `weights`
    in the expansions they have."""
    if s.is_terminal():
        winner = s.winner()
        if winner is not None:
            return [1.0 if p == winner else 0.0 for p in range(s.game.players)]
    shared = Shared(s, memo)
    net = nets.get(s.game.expansion) if nets is not None else None
    if net is not None:
        u = [net.utility(seat_features(s, p, shared, memo)) for p in range(s.game.players)]
    else:
        u = [utility(s, p, shared, memo, weights) for p in range(s.game.players)]
    top = max(u)
    e = [math.exp(x - top) for x in u]
    total = 0.0
    for x in e:  # a loop, not sum(): Python 3.12's sum() of floats rounds otherwise
        total += x
    return [x / total for x in e]


def value(s: State, seat: int) -> float:
    """How good the position is for `seat`, in [0, 1]: its chance to win."""
    return win_chances(s)[seat]
