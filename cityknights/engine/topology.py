"""The fixed geometry of the islands: hexes, intersections, paths.

STANDARD is the 19-hex island of 3-4 players (RULES.md §2.1), LARGE the 30-hex island of
5-6 players (§22.2.2): the same construction, other land hexes and harbor slots.

Every entity is an integer id with precomputed adjacency tuples, shared by all states.
Coordinates: hexes in axial (q, r), pointy-top. Intersections are found as integer
points: a hex centre sits at (2q + r, 3r) in units of (sqrt(3)/2, 1/2), and its six
corners at fixed offsets from it, so shared corners coincide exactly and are deduplicated.
Ids run top to bottom, then left to right.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

# Corner offsets, clockwise from the top corner.
_CORNER_OFFSETS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))
# Axial neighbour directions, clockwise from east.
_AXIAL_DIRECTIONS = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
RADIUS = 2
# Sides of a hex, clockwise from the north-east one: side k joins corners k and k + 1.
NE, E, SE, SW, W, NW = range(6)
# The 30-hex island's harbor slots (RULES.md §22.2.3): per slot, clockwise from the
# top-left sea hex, the land hex it faces and the side it faces (JSettlers2 = Pioneers).
_LARGE_HARBORS = ((0, NW), (1, NE), (6, NE), (11, E), (22, E), (26, SE), (28, SE), (27, SW),
                  (18, SW), (12, W), (7, NW))  # fmt: skip


def _ring(radius: int) -> list[tuple[int, int]]:
    """Axial coordinates of a hex ring, clockwise, starting at the top-left corner."""
    q, r = 0, -radius
    out = []
    # Walk: east, south-east, south-west, west, north-west, north-east.
    for dq, dr in ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)):
        for _ in range(radius):
            out.append((q, r))
            q, r = q + dq, r + dr
    return out


@dataclass(frozen=True)
class Topology:
    """Adjacency tables of the island; never changes, never copied."""

    hex_coords: tuple[tuple[int, int], ...]
    hex_vertices: tuple[tuple[int, ...], ...]  # 6 corners, clockwise from the top
    hex_edges: tuple[tuple[int, ...], ...]  # 6 sides
    hex_neighbors: tuple[tuple[int, ...], ...]
    vertex_points: tuple[tuple[int, int], ...]
    vertex_hexes: tuple[tuple[int, ...], ...]  # land hexes touching the intersection
    vertex_neighbors: tuple[tuple[int, ...], ...]
    vertex_edges: tuple[tuple[int, ...], ...]
    # Its two ends (typed any-length: mypyc unboxes a tuple[int, int] item and builds a
    # new tuple to loop over it).
    edge_vertices: tuple[tuple[int, ...], ...]
    edge_neighbors: tuple[tuple[int, ...], ...]  # paths sharing an intersection
    harbor_slots: tuple[tuple[int, int], ...]  # the 9 harbor intersections pairs
    edge_by_vertices: dict[tuple[int, int], int]
    # Per hex, every other hex in order: where a robber on it may go when no rule narrows
    # it (rules.robber.allowed_hexes, through Game.hexes_but). Read only.
    hexes_but: list[list[int]]

    @property
    def n_hexes(self) -> int:
        return len(self.hex_coords)

    @property
    def n_vertices(self) -> int:
        return len(self.vertex_points)

    @property
    def n_edges(self) -> int:
        return len(self.edge_vertices)

    def edge_between(self, a: int, b: int) -> int:
        """The path joining two adjacent intersections; KeyError if not adjacent."""
        return self.edge_by_vertices[(a, b) if a < b else (b, a)]


def _standard_hexes() -> list[tuple[int, int]]:
    """The radius-2 hexagon, row by row from the top, left to right."""
    return [
        (q, r)
        for r in range(-RADIUS, RADIUS + 1)
        for q in range(max(-RADIUS, -RADIUS - r), min(RADIUS, RADIUS - r) + 1)
    ]


def _large_hexes() -> list[tuple[int, int]]:
    """The 30-hex island (§22.2.2): rows of 3, 4, 5, 6, 5, 4, 3, the radius-3 hexagon
    less its seven hexes with q = 3 or q + r = 3."""
    return [(q, r) for r in range(-3, 4) for q in range(max(-3, -3 - r), min(2, 2 - r) + 1)]


def _build(hex_coords: list[tuple[int, int]], large: bool) -> Topology:
    hex_index = {c: i for i, c in enumerate(hex_coords)}

    def corners(q: int, r: int) -> list[tuple[int, int]]:
        cx, cy = 2 * q + r, 3 * r
        return [(cx + dx, cy + dy) for dx, dy in _CORNER_OFFSETS]

    points = sorted({p for q, r in hex_coords for p in corners(q, r)}, key=lambda p: (p[1], p[0]))
    vindex = {p: i for i, p in enumerate(points)}
    hex_vertices = [tuple(vindex[p] for p in corners(q, r)) for q, r in hex_coords]

    edge_set: set[tuple[int, int]] = set()
    for vs in hex_vertices:
        for k in range(6):
            a, b = vs[k], vs[(k + 1) % 6]
            edge_set.add((min(a, b), max(a, b)))
    edges = sorted(edge_set, key=lambda e: (min(points[e[0]][1], points[e[1]][1]), e))
    edges.sort(
        key=lambda e: ((points[e[0]][1] + points[e[1]][1]), points[e[0]][0] + points[e[1]][0])
    )
    eindex = {e: i for i, e in enumerate(edges)}
    hex_edges = [
        tuple(eindex[(min(vs[k], vs[(k + 1) % 6]), max(vs[k], vs[(k + 1) % 6]))] for k in range(6))
        for vs in hex_vertices
    ]

    nv = len(points)
    v_hexes: list[list[int]] = [[] for _ in range(nv)]
    for h, vs in enumerate(hex_vertices):
        for v in vs:
            v_hexes[v].append(h)
    v_edges: list[list[int]] = [[] for _ in range(nv)]
    v_nbrs: list[list[int]] = [[] for _ in range(nv)]
    for i, (a, b) in enumerate(edges):
        v_edges[a].append(i)
        v_edges[b].append(i)
        v_nbrs[a].append(b)
        v_nbrs[b].append(a)
    e_nbrs = [
        tuple(sorted({x for v in (a, b) for x in v_edges[v] if x != i}))
        for i, (a, b) in enumerate(edges)
    ]
    hex_nbrs = [
        tuple(
            hex_index[(q + dq, r + dr)]
            for dq, dr in _AXIAL_DIRECTIONS
            if (q + dq, r + dr) in hex_index
        )
        for q, r in hex_coords
    ]

    if large:
        slots = _large_harbor_slots(hex_vertices)
    else:
        slots = _standard_harbor_slots(hex_index, vindex, hex_vertices, corners)
    flat = [v for pair in slots for v in pair]
    assert len(set(flat)) == 2 * len(slots), "harbor slots must not share intersections"

    return Topology(
        hex_coords=tuple(hex_coords),
        hex_vertices=tuple(hex_vertices),
        hex_edges=tuple(hex_edges),
        hex_neighbors=tuple(hex_nbrs),
        vertex_points=tuple(points),
        vertex_hexes=tuple(tuple(x) for x in v_hexes),
        vertex_neighbors=tuple(tuple(x) for x in v_nbrs),
        vertex_edges=tuple(tuple(x) for x in v_edges),
        edge_vertices=tuple(edges),
        edge_neighbors=tuple(e_nbrs),
        harbor_slots=tuple(slots),
        edge_by_vertices=eindex,
        hexes_but=[[h for h in range(len(hex_coords)) if h != r] for r in range(len(hex_coords))],
    )


def _large_harbor_slots(hex_vertices: list[tuple[int, ...]]) -> list[tuple[int, int]]:
    """The two corners of the side each harbor faces (RULES.md §22.2.3), in slot order."""
    slots = []
    for h, side in _LARGE_HARBORS:
        a, b = hex_vertices[h][side], hex_vertices[h][(side + 1) % 6]
        slots.append((min(a, b), max(a, b)))
    return slots


def _standard_harbor_slots(
    hex_index: dict[tuple[int, int], int],
    vindex: dict[tuple[int, int], int],
    hex_vertices: list[tuple[int, ...]],
    corners: Callable[[int, int], list[tuple[int, int]]],
) -> list[tuple[int, int]]:
    # Harbors sit on every other hex of the sea ring, each facing one land hex side.
    # For a ring hex touching two land hexes we take the side of the land hex that comes
    # first clockwise; the result is checked to give 18 distinct intersections.
    slots = []
    for k, (q, r) in enumerate(_ring(RADIUS + 1)):
        if k % 2:
            continue
        sea = corners(q, r)
        land = [
            hex_index[(q + dq, r + dr)]
            for dq, dr in _AXIAL_DIRECTIONS
            if (q + dq, r + dr) in hex_index
        ]
        shared = []
        for h in land:
            common = [vindex[p] for p in sea if p in vindex and vindex[p] in hex_vertices[h]]
            shared.append(tuple(sorted(common)))
        pair = shared[0] if len(shared) == 1 or k % 4 == 0 else shared[-1]
        slots.append((pair[0], pair[1]))
    return slots


STANDARD: Final = _build(_standard_hexes(), large=False)
LARGE: Final = _build(_large_hexes(), large=True)


def for_players(players: int) -> Topology:
    """The island a game of `players` seats is played on: 5 and 6 get the 30-hex one."""
    return LARGE if players >= 5 else STANDARD
