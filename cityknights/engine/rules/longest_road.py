"""Longest Road: road lengths, kept up to date when pieces change (RULES.md §16).

A road is a trail (no path used twice) of one seat's roads; it cannot continue through an
intersection holding an opponent's piece. Lengths are recomputed only for the seats whose
network changed, by a depth-first search over at most 15 paths.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..constants import LONGEST_ROAD_MIN, NOBODY
from ..events import Event
from .common import replaced

if TYPE_CHECKING:
    from ..state import State


def road_length(s: State, seat: int) -> int:
    roads = s.roads[seat]
    if not roads:
        return 0
    topo = s.game.topology
    ev = topo.edge_vertices
    owner = s.owner
    # Local adjacency: vertex -> [(edge bit, other vertex)].
    adj: dict[int, list[tuple[int, int]]] = {}
    for i, e in enumerate(roads):
        a, b = ev[e]
        bit = 1 << i
        adj.setdefault(a, []).append((bit, b))
        adj.setdefault(b, []).append((bit, a))
    blocked = {v for v in adj if owner[v] != NOBODY and owner[v] != seat}
    if s.game.ck:  # an opponent's knight blocks a road too
        knights = s.knight_owner
        blocked |= {v for v in adj if knights[v] != NOBODY and knights[v] != seat}

    best = 0
    for v in _trail_starts(adj, blocked):
        # Start anywhere; a start on a blocked intersection still leaves along one road.
        for bit, w in adj[v]:
            n = 1 + _walk(adj, blocked, w, bit)
            if n > best:
                best = n
                if best == len(roads):
                    return best
    return best


def _walk(adj: dict[int, list[tuple[int, int]]], blocked: set[int], v: int, used: int) -> int:
    """The longest trail from `v` on the roads not in the bit mask `used`."""
    if v in blocked:
        return 0
    best = 0
    for bit, w in adj[v]:
        if not used & bit:
            n = 1 + _walk(adj, blocked, w, used | bit)
            if n > best:
                best = n
    return best


def _trail_starts(adj: dict[int, list[tuple[int, int]]], blocked: set[int]) -> list[int]:
    """Intersections a longest trail can be taken to start from: the ends and forks
    (not 2 roads) and the blocked ones, plus one intersection of each component that has
    none of these (a plain cycle).

    Why the others can be skipped: a longest trail that starts at an open intersection
    with 2 roads must use its second road too (else adding it makes a longer trail), so it
    is closed and ends there; a closed trail can start at any intersection on it, all open,
    so at a fork if it passes one; if not, it is a whole plain cycle."""
    starts = [v for v, links in adj.items() if len(links) != 2 or v in blocked]
    if len(starts) == len(adj):
        return starts
    reached = set(starts)
    frontier = starts[:]
    pending = list(adj)
    while True:
        while frontier:
            for _, w in adj[frontier.pop()]:
                if w not in reached:
                    reached.add(w)
                    frontier.append(w)
        if len(reached) == len(adj):
            return starts
        while pending[-1] in reached:
            pending.pop()
        cycle = pending.pop()
        starts.append(cycle)
        reached.add(cycle)
        frontier.append(cycle)


def measure(s: State, seat: int) -> None:
    """Store the seat's road length anew (after its roads or what blocks them changed)."""
    s.road_length = replaced(s.road_length, seat, road_length(s, seat))


def after_road(s: State, seat: int, events: list[Event]) -> None:
    measure(s, seat)
    resolve(s, events)


def after_vertex_taken(s: State, seat: int, v: int, events: list[Event]) -> None:
    """A piece of `seat` now stands on `v`: it may cut other seats' roads."""
    topo = s.game.topology
    cut = {s.road[e] for e in topo.vertex_edges[v]} - {NOBODY, seat}
    if not cut:
        return
    for p in cut:
        measure(s, p)
    resolve(s, events)


def resolve(s: State, events: list[Event]) -> None:
    """Give the card to the unique longest road of >= 5; a tied holder keeps it."""
    lengths = s.road_length
    best = max(lengths)
    holder = s.longest_road
    if best < LONGEST_ROAD_MIN:
        new = NOBODY
    elif holder != NOBODY and lengths[holder] == best:
        new = holder
    else:
        leaders = [p for p, n in enumerate(lengths) if n == best]
        new = leaders[0] if len(leaders) == 1 else NOBODY
    if new != holder:
        s.longest_road = new
        events.append(Event("longest_road", {"seat": new, "previous": holder, "length": best}))
