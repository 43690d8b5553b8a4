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
    return _longest_trail(s, seat, s.roads[seat])


def _longest_trail(s: State, seat: int, roads: tuple[int, ...]) -> int:
    """The longest trail on `roads`, some or all of the seat's roads."""
    if not roads:
        return 0
    links, blocked, shift = _network(s, seat, roads)
    best = 0
    mask = (1 << shift) - 1
    for v in _trail_starts(links, blocked, mask):
        # Start anywhere; a start on a blocked intersection still leaves along one road.
        for link in links[v]:
            bit = link >> shift
            n = 1 + _walk(links, blocked, link & mask, bit, mask, shift)
            if n > best:
                best = n
                if best == len(roads):
                    return best
    return best


def _longest_through(s: State, seat: int, roads: tuple[int, ...]) -> int:
    """The longest trail that uses the road `roads[0]`, on `roads`: roads that one trail
    search can walk from any one to any other (`_joined`)."""
    if len(roads) <= 2:  # one road, or two sharing an open intersection
        return len(roads)
    links, blocked, shift = _network(s, seat, roads)
    # A chain or a ring (no fork, no blocked intersection inside it): one trail runs over
    # every road. Nearly half of the searches after a road built end here.
    simple = True
    for k in range(len(links)):
        d = len(links[k])
        if d > 2 or (d == 2 and blocked >> k & 1):
            simple = False
            break
    if simple:
        return len(roads)
    # The road's ends are numbers 0 and 1 (_network numbers them first), and it is bit 1.
    # A trail through it is a trail from one end and one from the other, sharing no
    # road: every trail from the end with fewer links, each followed by the longest from
    # the other end on the roads left. A road that extends a trail (one end new) is then
    # one search from the other end, where a search of the whole network tries every end
    # and fork.
    near, far = (1, 0) if len(links[1]) <= len(links[0]) else (0, 1)
    mask = (1 << shift) - 1
    return 1 + _walk_then(links, blocked, near, 1, far, mask, shift)


def _network(s: State, seat: int, roads: tuple[int, ...]) -> tuple[list[list[int]], int, int]:
    """The graph a trail search walks: `roads` with their intersections numbered 0, 1, ...
    in order of first sight (roads[0]'s ends 0 and 1); per number, its links, each
    `road bit << shift | other number` (road i is bit 1 << i); the bit mask of the
    numbers an opponent's piece (C&K: or knight) blocks; and the shift."""
    ev = s.game.topology.edge_vertices
    owner = s.owner
    knights = s.knight_owner
    ck = s.game.ck
    # The seat's network with its intersections numbered 0, 1, ... in order of first
    # sight: per number, its links, each `road bit << shift | other number` (plain ints
    # in lists, which the compiled engine reads unboxed, where tuples in a dict were not),
    # and a bit mask of the numbers an opponent's piece (C&K: or knight) blocks.
    shift = (2 * len(roads)).bit_length()
    number = [-1] * len(owner)  # per intersection, its number (-1: not on these roads)
    vertices: list[int] = []  # per number, its intersection
    links: list[list[int]] = []
    for i, e in enumerate(roads):
        ends = ev[e]
        la = _number(ends[0], number, vertices, links)
        lb = _number(ends[1], number, vertices, links)
        bit = 1 << i
        links[la].append(bit << shift | lb)
        links[lb].append(bit << shift | la)
    blocked = 0
    for k, v in enumerate(vertices):
        if _blocks(owner[v], seat) or (ck and _blocks(knights[v], seat)):
            blocked |= 1 << k
    return links, blocked, shift


def _number(v: int, number: list[int], vertices: list[int], links: list[list[int]]) -> int:
    """The number of intersection `v`, the next one (with no links yet) at first sight."""
    k = number[v]
    if k < 0:
        k = number[v] = len(vertices)
        vertices.append(v)
        links.append([])
    return k


def _blocks(holder: int, seat: int) -> bool:
    """Does a piece of `holder` (NOBODY: none) cut the roads of `seat` there?"""
    return holder != NOBODY and holder != seat


def _walk(links: list[list[int]], blocked: int, v: int, used: int, mask: int, shift: int) -> int:
    """The longest trail from `v` on the roads not in the bit mask `used`."""
    if blocked >> v & 1:
        return 0
    best = 0
    for link in links[v]:
        bit = link >> shift
        if not used & bit:
            n = 1 + _walk(links, blocked, link & mask, used | bit, mask, shift)
            if n > best:
                best = n
    return best


def _walk_then(
    links: list[list[int]], blocked: int, v: int, used: int, far: int, mask: int, shift: int
) -> int:
    """The longest trail from `v` on the roads not in `used`, with the longest trail from
    `far` on the roads it left (the other half of a trail through a road)."""
    best = _walk(links, blocked, far, used, mask, shift)
    if blocked >> v & 1:  # a trail may end at a blocked intersection, not pass it
        return best
    for link in links[v]:
        bit = link >> shift
        if not used & bit:
            n = 1 + _walk_then(links, blocked, link & mask, used | bit, far, mask, shift)
            if n > best:
                best = n
    return best


def _trail_starts(links: list[list[int]], blocked: int, mask: int) -> list[int]:
    """Intersections a longest trail can be taken to start from: the ends and forks
    (not 2 roads) and the blocked ones, plus one intersection of each component that has
    none of these (a plain cycle).

    Why the others can be skipped: a longest trail that starts at an open intersection
    with 2 roads must use its second road too (else adding it makes a longer trail), so it
    is closed and ends there; a closed trail can start at any intersection on it, all open,
    so at a fork if it passes one; if not, it is a whole plain cycle."""
    n = len(links)
    starts: list[int] = []
    for v in range(n):
        if len(links[v]) != 2 or blocked >> v & 1:
            starts.append(v)
    if len(starts) == n:
        return starts
    reached = [False] * n
    for v in starts:
        reached[v] = True
    count = len(starts)
    frontier = starts[:]
    unseen = n - 1  # scans down for a component not reached yet
    while True:
        while frontier:
            for link in links[frontier.pop()]:
                w = link & mask
                if not reached[w]:
                    reached[w] = True
                    count += 1
                    frontier.append(w)
        if count == n:
            return starts
        while reached[unseen]:
            unseen -= 1
        starts.append(unseen)
        reached[unseen] = True
        count += 1
        frontier.append(unseen)


def measure(s: State, seat: int) -> None:
    """Store the seat's road length anew (after its roads or what blocks them changed)."""
    s.road_length = replaced(s.road_length, seat, road_length(s, seat))


def _joined(s: State, seat: int, e: int) -> tuple[int, ...]:
    """The seat's roads that a trail through its road `e` can reach: joined to it
    through intersections no opponent's piece blocks (a trail may end at a blocked one,
    not pass it)."""
    topo = s.game.topology
    edge_vertices, vertex_edges = topo.edge_vertices, topo.vertex_edges
    road, owner, knights = s.road, s.owner, s.knight_owner
    ck = s.game.ck
    found = [e]
    # Marked per path: `e2 in found` compares list items through the generic protocol.
    seen = [False] * len(road)
    seen[e] = True
    i = 0
    while i < len(found):
        for v in edge_vertices[found[i]]:
            if _blocks(owner[v], seat) or (ck and _blocks(knights[v], seat)):
                continue
            for e2 in vertex_edges[v]:
                if road[e2] == seat and not seen[e2]:
                    seen[e2] = True
                    found.append(e2)
        i += 1
    return tuple(found)


def after_road_built(s: State, seat: int, e: int, events: list[Event]) -> None:
    """The seat built a road on `e`. Its other roads are as they were, so only the trails
    of the roads joined to `e` can be longer than its stored length (a road never makes
    one shorter): the search covers those alone, not the seat's whole network."""
    before = s.road_length[seat]
    joined = _joined(s, seat, e)
    # A trail uses each road once: through `joined` it is at most len(joined) long, so
    # with no more roads than the stored length the search cannot beat it (a quarter of
    # the roads of a random game: a lone road, a short branch beside a long trail).
    # Trails without the new road are the seat's old ones, no longer than `before`: only
    # the longest through it can be longer.
    if len(joined) > before:
        length = _longest_through(s, seat, joined)
        if length > before:
            s.road_length = replaced(s.road_length, seat, length)
    resolve(s, events)


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
    # The longest and how many seats have it, in one loop (max() and a list of leaders
    # are generic calls from the compiled engine, and this runs after every road).
    best = 0
    leader = NOBODY
    leaders = 0
    for p in range(len(lengths)):
        n = lengths[p]
        if n > best:
            best, leader, leaders = n, p, 1
        elif n == best:
            leaders += 1
    holder = s.longest_road
    if best < LONGEST_ROAD_MIN:
        new = NOBODY
    elif holder != NOBODY and lengths[holder] == best:
        new = holder
    else:
        new = leader if leaders == 1 else NOBODY
    if new != holder:
        s.longest_road = new
        events.append(Event("longest_road", {"seat": new, "previous": holder, "length": best}))
