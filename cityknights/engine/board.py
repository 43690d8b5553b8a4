"""A board: the fixed topology plus a layout of terrains, number tokens and harbors.

Layouts are either random from a seed (colonist's default) or a named fixed layout.
Random layouts never put two red numbers (6, 8) on adjacent hexes (RULES.md §2.3); the
30-hex board of 5-6 players is dealt the same way from its larger pools (§22.2.4). With
`tokens="spiral"` the tokens go down in the official letter order instead, spiralling in
from a corner (§2.3, §22.2.5).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from .constants import (
    BRICK,
    DESERT,
    FIELDS,
    FOREST,
    GENERIC_HARBOR,
    GRAIN,
    HARBOR_NAMES,
    HILLS,
    LUMBER,
    MOUNTAINS,
    ORE,
    PASTURE,
    TERRAIN_NAMES,
    WOOL,
)
from .draws import shuffle
from .errors import GameConfigError, quote
from .topology import LARGE, STANDARD, Topology

TERRAIN_POOL: tuple[int, ...] = (
    (FOREST,) * 4 + (PASTURE,) * 4 + (FIELDS,) * 4 + (HILLS,) * 3 + (MOUNTAINS,) * 3 + (DESERT,)
)
NUMBER_POOL = (2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12)
HARBOR_POOL = (GENERIC_HARBOR,) * 4 + (LUMBER, BRICK, WOOL, GRAIN, ORE)
RED_NUMBERS = frozenset((6, 8))

# The 30-hex board of 5-6 players (RULES.md §22.2.1): 2 more of each terrain and a second
# desert, 28 tokens, 11 harbors (a fifth 3:1 and a second wool 2:1).
TERRAIN_POOL_56: tuple[int, ...] = (
    (FOREST,) * 6 + (PASTURE,) * 6 + (FIELDS,) * 6 + (HILLS,) * 5 + (MOUNTAINS,) * 5 + (DESERT,) * 2
)
NUMBER_POOL_56 = (2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10,
                  11, 11, 11, 12, 12)  # fmt: skip
HARBOR_POOL_56 = (GENERIC_HARBOR,) * 5 + (LUMBER, BRICK, WOOL, WOOL, GRAIN, ORE)

# The official variable set-up's tokens in letter order (A-R; A-Zc for 5-6, §22.2.5).
SPIRAL_TOKENS = (5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11)
SPIRAL_TOKENS_56 = (2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9,
                    5, 9, 12, 3, 2, 6)  # fmt: skip
TOKEN_MODES = ("random", "spiral")


@dataclass(frozen=True)
class Components:
    """What a board of one size is made of, and how an error message names it."""

    terrains: tuple[int, ...]
    numbers: tuple[int, ...]
    harbors: tuple[int, ...]
    spiral: tuple[int, ...]
    terrain_text: str
    number_text: str
    harbor_text: str


_STANDARD_PARTS = Components(
    TERRAIN_POOL, NUMBER_POOL, HARBOR_POOL, SPIRAL_TOKENS,
    "4 forest, 4 pasture, 4 fields, 3 hills, 3 mountains and 1 desert",
    "the 18 standard tokens", "4 generic and one 2:1 per resource",
)  # fmt: skip
_LARGE_PARTS = Components(
    TERRAIN_POOL_56, NUMBER_POOL_56, HARBOR_POOL_56, SPIRAL_TOKENS_56,
    "6 forest, 6 pasture, 6 fields, 5 hills, 5 mountains and 2 deserts",
    "the 28 tokens of the 5-6 board", "5 generic, 2 wool 2:1 and one 2:1 per other resource",
)  # fmt: skip


def components(topo: Topology) -> Components:
    return _LARGE_PARTS if topo.n_hexes == LARGE.n_hexes else _STANDARD_PARTS


# The base game's beginner layout, row by row (top to bottom).
_BEGINNER_TERRAINS = (
    MOUNTAINS, PASTURE, FOREST,
    FIELDS, HILLS, PASTURE, HILLS,
    FIELDS, FOREST, DESERT, FOREST, MOUNTAINS,
    FOREST, MOUNTAINS, FIELDS, PASTURE,
    HILLS, FIELDS, PASTURE,
)  # fmt: skip
_BEGINNER_NUMBERS = (
    10, 2, 9,
    12, 6, 4, 10,
    9, 11, 0, 3, 8,
    8, 3, 4, 5,
    5, 6, 11,
)  # fmt: skip
_BEGINNER_HARBORS = (
    GENERIC_HARBOR, WOOL, GENERIC_HARBOR, GENERIC_HARBOR, BRICK,
    LUMBER, GENERIC_HARBOR, GRAIN, ORE,
)  # fmt: skip

NAMED_LAYOUTS = ("beginner",)


@dataclass(frozen=True)
class Board:
    """Topology plus the layout a game starts from (tokens can move later: Inventor)."""

    terrains: tuple[int, ...]
    numbers: tuple[int, ...]  # 0 on the desert
    harbors: tuple[int, ...]  # harbor kind per topology harbor slot
    topology: Topology = field(default=STANDARD, repr=False)

    def __post_init__(self) -> None:
        validate_layout(self.terrains, self.numbers, self.harbors, self.topology)

    @property
    def desert(self) -> int:
        """Where the robber starts: the desert, or of two the one with the lower id (A33)."""
        return self.terrains.index(DESERT)

    def harbor_of_vertex(self) -> tuple[int, ...]:
        """Harbor kind at each intersection, or -1."""
        out = [-1] * self.topology.n_vertices
        for kind, (a, b) in zip(self.harbors, self.topology.harbor_slots, strict=True):
            out[a] = kind
            out[b] = kind
        return tuple(out)

    def to_json(self) -> dict[str, object]:
        return {
            "terrains": [TERRAIN_NAMES[t] for t in self.terrains],
            "numbers": list(self.numbers),
            "harbors": [HARBOR_NAMES[h] for h in self.harbors],
        }

    def describe(self) -> dict[str, object]:
        """The whole board with its adjacency, for tools and documentation."""
        t = self.topology
        return {
            **self.to_json(),
            "hex_coords": [list(c) for c in t.hex_coords],
            "hex_vertices": [list(v) for v in t.hex_vertices],
            "vertex_hexes": [list(v) for v in t.vertex_hexes],
            "vertex_neighbors": [list(v) for v in t.vertex_neighbors],
            "edge_vertices": [list(e) for e in t.edge_vertices],
            "harbor_slots": [list(s) for s in t.harbor_slots],
        }


def validate_layout(
    terrains: tuple[int, ...], numbers: tuple[int, ...], harbors: tuple[int, ...], topo: Topology
) -> None:
    parts = components(topo)
    if len(terrains) != topo.n_hexes:
        raise GameConfigError(f"board needs {topo.n_hexes} terrains, got {len(terrains)}")
    if sorted(terrains) != sorted(parts.terrains):
        raise GameConfigError(f"board terrains must be {parts.terrain_text}")
    if len(numbers) != topo.n_hexes:
        raise GameConfigError(f"board needs {topo.n_hexes} numbers, got {len(numbers)}")
    for h, (t, n) in enumerate(zip(terrains, numbers, strict=True)):
        if (t == DESERT) != (n == 0):
            raise GameConfigError(f"hex {h}: the desert and only the desert has no number")
    if sorted(n for n in numbers if n) != sorted(parts.numbers):
        raise GameConfigError(f"board numbers must be {parts.number_text}")
    if len(harbors) != len(topo.harbor_slots):
        raise GameConfigError(f"board needs {len(topo.harbor_slots)} harbors, got {len(harbors)}")
    if sorted(harbors) != sorted(parts.harbors):
        raise GameConfigError(f"board harbors must be {parts.harbor_text}")


def hexes_by_number(numbers: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Number token (index 0-12) -> the hexes carrying it, in hex order."""
    out: list[list[int]] = [[] for _ in range(13)]
    for h, n in enumerate(numbers):
        if n:
            out[n].append(h)
    return tuple(tuple(hs) for hs in out)


def reds_adjacent(numbers: tuple[int, ...] | list[int], topo: Topology = STANDARD) -> bool:
    # A typed list and loops: the compiled engine indexes a list-or-tuple through the
    # generic protocol, and a random board may be redrawn several times.
    tokens = numbers if isinstance(numbers, list) else list(numbers)
    neighbors = topo.hex_neighbors
    for h in range(topo.n_hexes):
        if tokens[h] in RED_NUMBERS:
            for n in neighbors[h]:
                if tokens[n] in RED_NUMBERS:
                    return True
    return False


def deserts_adjacent(terrains: Sequence[int], topo: Topology) -> bool:
    """Do two deserts share an edge (only a 5-6 player board has two: A47)?"""
    return any(
        terrains[h] == DESERT and terrains[n] == DESERT
        for h in range(topo.n_hexes)
        for n in topo.hex_neighbors[h]
    )


def _same_adjacent(numbers: list[int], topo: Topology) -> bool:
    return any(
        numbers[h] and numbers[h] == numbers[n]
        for h in range(topo.n_hexes)
        for n in topo.hex_neighbors[h]
    )


def _two_twelve_adjacent(numbers: list[int], topo: Topology) -> bool:
    return any(
        {numbers[h], numbers[n]} == {2, 12}
        for h in range(topo.n_hexes)
        for n in topo.hex_neighbors[h]
    )


def random_board(
    rng: random.Random,
    *,
    no_same_adjacent: bool = False,
    no_2_12_adjacent: bool = False,
    no_adjacent_deserts: bool = False,
    topo: Topology = STANDARD,
    tokens_mode: str = "random",
) -> Board:
    """A shuffled board. Tokens are reshuffled until the constraints hold (only the
    tokens: RULES.md §22.2.4), or with tokens_mode "spiral" laid in letter order. With
    `no_adjacent_deserts` (A47) the terrains are shuffled again while two deserts touch;
    without it no extra draw is made, so the same seed gives the same board as before."""
    parts = components(topo)
    terrains = list(parts.terrains)
    shuffle(rng, terrains)
    while no_adjacent_deserts and deserts_adjacent(terrains, topo):
        shuffle(rng, terrains)
    harbors = list(parts.harbors)
    shuffle(rng, harbors)
    if tokens_mode == "spiral":
        order = spiral_order(topo, corners(topo)[rng.randrange(6)])
        numbers = spiral_numbers(terrains, order, parts.spiral)
        return Board(tuple(terrains), tuple(numbers), tuple(harbors), topo)
    tokens = list(parts.numbers)
    while True:
        shuffle(rng, tokens)
        numbers = [0] * len(terrains)  # the tokens in order, the desert skipped
        i = 0
        for h, terrain in enumerate(terrains):
            if terrain != DESERT:
                numbers[h] = tokens[i]
                i += 1
        if reds_adjacent(numbers, topo):
            continue
        if no_same_adjacent and _same_adjacent(numbers, topo):
            continue
        if no_2_12_adjacent and _two_twelve_adjacent(numbers, topo):
            continue
        return Board(tuple(terrains), tuple(numbers), tuple(harbors), topo)


# ----------------------------------------------------------------- the official spiral
def corners(topo: Topology) -> list[int]:
    """The island's six corner hexes (three land neighbours), in id order."""
    return [h for h in range(topo.n_hexes) if len(topo.hex_neighbors[h]) == 3]


def _rings(topo: Topology) -> list[list[int]]:
    """The island peeled ring by ring from the coast in, each ring clockwise (by the
    angle of its hexes around the island's centre; y grows downwards)."""
    left = set(range(topo.n_hexes))
    rings = []
    while left:
        ring = [h for h in left if sum(1 for n in topo.hex_neighbors[h] if n in left) < 6]
        cx = sum(_centre(topo, h)[0] for h in left) / len(left)
        cy = sum(_centre(topo, h)[1] for h in left) / len(left)
        ring.sort(key=lambda h: math.atan2(_centre(topo, h)[1] - cy, _centre(topo, h)[0] - cx))
        rings.append(ring)
        left -= set(ring)
    return rings


def _centre(topo: Topology, h: int) -> tuple[float, float]:
    q, r = topo.hex_coords[h]
    return (2 * q + r) * math.sqrt(3) / 2, 3 * r / 2


def spiral_order(topo: Topology, corner: int, clockwise: bool = False) -> list[int]:
    """Every hex in the spiral's order from `corner` (RULES.md §22.2.5): the outer ring
    from the corner, then the next ring from its only hex touching the previous ring's
    start, and so on in, every ring in the same direction (counterclockwise by default)."""
    out: list[int] = []
    start = corner
    for ring in _rings(topo):
        walk = ring if clockwise else ring[::-1]
        if out:  # the only hex of this ring touching the previous ring's start
            start = next(h for h in walk if start in topo.hex_neighbors[h])
        i = walk.index(start)
        out.extend(walk[i:] + walk[:i])
    return out


def spiral_numbers(terrains: list[int], order: list[int], tokens: tuple[int, ...]) -> list[int]:
    """The tokens laid in letter order along `order`, deserts skipped."""
    numbers = [0] * len(terrains)
    letters = iter(tokens)
    for h in order:
        if terrains[h] != DESERT:
            numbers[h] = next(letters)
    return numbers


def named_board(name: str, topo: Topology = STANDARD) -> Board:
    if name == "beginner":
        if topo is not STANDARD:
            # FAQ56: the extension has no recommended starting set-up (§22.2.4).
            raise GameConfigError(
                "the beginner layout is for 3-4 players; 5-6 players have none (RULES.md §22.2.4)"
            )
        return Board(_BEGINNER_TERRAINS, _BEGINNER_NUMBERS, _BEGINNER_HARBORS)
    raise GameConfigError(f"unknown board layout {quote(name)}; known: {', '.join(NAMED_LAYOUTS)}")


def board_from_json(d: object, topo: Topology = STANDARD) -> Board:
    """A board given as {"terrains": [...names], "numbers": [...], "harbors": [...names]}."""
    from .constants import HARBOR_BY_NAME, TERRAIN_BY_NAME

    if not isinstance(d, dict):
        raise GameConfigError("board must be an object with terrains, numbers and harbors")
    for key in ("terrains", "numbers", "harbors"):
        if key not in d:
            raise GameConfigError(f"board: unknown or missing name {key!r}")
        if not isinstance(d[key], list):
            raise GameConfigError(f"board.{key}: expected a list, got {quote(d[key])}")
    for i, n in enumerate(d["numbers"]):
        if type(n) is not int:  # not "10", 10.0 or inf: a number token is an integer
            raise GameConfigError(f"board.numbers[{i}]: expected an integer, got {quote(n)}")
    terrains = tuple(
        _board_name("terrains", i, t, TERRAIN_BY_NAME) for i, t in enumerate(d["terrains"])
    )
    harbors = tuple(
        _board_name("harbors", i, h, HARBOR_BY_NAME) for i, h in enumerate(d["harbors"])
    )
    return Board(terrains, tuple(d["numbers"]), harbors, topo)


def _board_name(key: str, i: int, x: object, names: dict[str, int]) -> int:
    if type(x) is not str or x not in names:
        raise GameConfigError(f"board.{key}[{i}]: unknown or missing name {quote(x)}")
    return names[x]
