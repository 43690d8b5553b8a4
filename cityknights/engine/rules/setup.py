"""Initial state and the setup placements in snake order (RULES.md §3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..constants import (
    CITY,
    DESERT,
    EMPTY,
    N_CARDS,
    N_PROGRESS,
    NO_DEV_CARDS,
    NOBODY,
    SETTLEMENT,
    progress_deck,
)
from ..events import Event
from . import build, longest_road
from .common import add_cards, cards_dict, replaced, row_with

if TYPE_CHECKING:
    from ..state import State


def init_state(s: State) -> None:
    g = s.game
    topo = g.topology
    n = g.players
    s.numbers = g.printed_numbers
    s.owner = (NOBODY,) * topo.n_vertices
    s.building = (EMPTY,) * topo.n_vertices
    s.road = (NOBODY,) * topo.n_edges
    # The bank and the deck of the game's size (RULES.md §1; 5-6 players §22.3).
    s.bank = [g.cards_per_type] * 5 + [g.commodities_per_type] * 3
    s.dev_deck = (0,) * 5 if g.ck else g.dev_deck
    s.dev_new = NO_DEV_CARDS
    s.knights_played = (0,) * n
    s.road_length = (0,) * n
    s.pending = []
    s.trade_accepted = ()
    s.trade_counters = ()
    s.hands = ((0,) * N_CARDS,) * n
    empty: tuple[int, ...] = ()
    s.settlements = (empty,) * n
    s.cities = (empty,) * n
    s.roads = (empty,) * n
    s.dev_hand = ((0,) * 5,) * n
    s.rates = ((4,) * N_CARDS,) * n
    s.robber = g.board.desert
    s.robber_active = not g.ck
    s.largest_army = NOBODY
    s.longest_road = NOBODY
    s.turn_seat = 0
    s.turn = 0
    s.phase = "setup_settlement"
    s.setup_index = 0
    s.setup_vertex = NOBODY
    s.dev_played = False
    s.offer = None
    s.won_by = NOBODY
    s._history = None
    s._length = 0
    s._legal = None
    s._legal_at = None
    # Cities & Knights (allocated in every game so the rules modules need no special case).
    nv = topo.n_vertices
    s.wall = [0] * nv
    s.on_side = [0] * nv
    s.knight_owner = [NOBODY] * nv
    s.knights = (empty,) * n
    s.knight_level = [0] * nv
    s.knight_active = [0] * nv
    s.knight_flags = [0] * nv
    s.metropolis = [NOBODY] * 3
    s.progress_vp = [0] * n
    s.defender = [0] * n
    s.deck_bottom = [(), (), ()]
    s.deck_bottom_seen = [(), (), ()]
    s.improvements = [[0] * 3 for _ in range(n)]
    s.progress_hand = [[0] * N_PROGRESS for _ in range(n)]
    s.deck = [list(progress_deck(t)) if g.ck else [0] * N_PROGRESS for t in range(3)]
    s.barbarian = 0
    s.attacks = 0
    s.merchant_hex = NOBODY
    s.merchant_owner = NOBODY
    s.crane = 0
    s.fleet = 0
    s.harbor_asked = 0


def setup_seat(n: int, index: int) -> int:
    """Snake order: 0, 1, ..., n-1, n-1, ..., 0."""
    return index if index < n else 2 * n - 1 - index


def legal_settlement(s: State, seat: int) -> list[Action]:
    table = s.game.actions.settlement
    return [table[v] for v in range(len(s.owner)) if build.spot_is_free(s, v)]


def legal_road(s: State, seat: int) -> list[Action]:
    table = s.game.actions.road
    topo = s.game.topology
    return [table[e] for e in topo.vertex_edges[s.setup_vertex] if s.road[e] == NOBODY]


def place_settlement(s: State, seat: int, v: int, events: list[Event]) -> None:
    """Free setup settlement; the second one (round 2) yields starting resources."""
    build.put_settlement(s, seat, v, events)
    s.setup_vertex = v
    s.phase = "setup_road"
    if s.setup_index >= s.game.players:
        _starting_resources(s, seat, v, events)


def _starting_resources(s: State, seat: int, v: int, events: list[Event]) -> None:
    """1 resource per producing hex around the second placement (never a commodity)."""
    got = [0] * N_CARDS
    for h in s.game.topology.vertex_hexes[v]:
        t = s.game.board.terrains[h]
        if t != DESERT and s.bank[t] > 0:
            s.bank[t] -= 1
            add_cards(s, seat, t, 1)
            got[t] += 1
    events.append(Event("starting_resources", {"seat": seat, "cards": cards_dict(got)}))


def legal_city(s: State, seat: int) -> list[Action]:
    table = s.game.actions.city
    return [table[v] for v in range(len(s.owner)) if build.spot_is_free(s, v)]


def place_city(s: State, seat: int, v: int, events: list[Event]) -> None:
    """C&K round 2: a city straight away; 1 resource per hex, no commodities (§3)."""
    s.owner = replaced(s.owner, v, seat)
    s.building = replaced(s.building, v, CITY)
    s.cities = row_with(s.cities, seat, v)
    build.gain_harbor(s, seat, v)
    events.append(Event("city_built", {"seat": seat, "vertex": v}))
    longest_road.after_vertex_taken(s, seat, v, events)
    s.setup_vertex = v
    s.phase = "setup_road"
    _starting_resources(s, seat, v, events)


def place_road(s: State, seat: int, e: int, events: list[Event]) -> None:
    build.put_road(s, seat, e, events)
    s.setup_index += 1
    n = s.game.players
    if s.setup_index == 2 * n:
        s.phase = "pre_roll"
        s.turn = 1
        s.turn_seat = 0
        s.setup_vertex = NOBODY
        events.append(Event("turn_started", {"seat": 0, "turn": 1}))
    else:
        second = s.setup_index >= n and s.game.ck
        s.phase = "setup_city" if second else "setup_settlement"
        s.turn_seat = setup_seat(n, s.setup_index)


__all__ = ["SETTLEMENT", "init_state", "legal_road", "legal_settlement", "setup_seat"]
