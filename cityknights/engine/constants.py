"""Names and numbers shared by every rules module.

Cards are integer indices: the five resources first, then the three C&K commodities,
so a hand is a list of eight counts in every expansion (commodities stay 0 in base).
A terrain's index equals the index of the resource it produces.
"""

from __future__ import annotations

from typing import Final, TypeAlias

Seat: TypeAlias = int
Hex: TypeAlias = int
Vertex: TypeAlias = int
Edge: TypeAlias = int
Card: TypeAlias = int
# The tuple constants' types say "any length": mypyc keeps a tuple of a fixed length
# unboxed (a C struct of its items) and builds a new tuple object each time code indexes
# it with a variable or loops over it; a tuple[X, ...] stays one shared object.
Ints: TypeAlias = tuple[int, ...]
Names: TypeAlias = tuple[str, ...]
Costs: TypeAlias = tuple[tuple[int, int], ...]

# Constants are Final so that the compiled engine (mypyc) inlines them instead of looking
# them up in a module's globals at every use.
CHANCE: Final = -1
TERMINAL: Final = -4
NOBODY: Final = -1
# Who saw a card put under a progress deck: every seat (a played card; a discarded one
# is seen by its owner, a seat number, and one a position put there by nobody, NOBODY).
EVERYONE: Final = -2

# Cards (resources 0-4, commodities 5-7).
LUMBER: Final = 0
BRICK: Final = 1
WOOL: Final = 2
GRAIN: Final = 3
ORE: Final = 4
PAPER: Final = 5
CLOTH: Final = 6
COIN: Final = 7
RESOURCES: Final[Ints] = (LUMBER, BRICK, WOOL, GRAIN, ORE)
COMMODITIES: Final[Ints] = (PAPER, CLOTH, COIN)
ALL_CARDS: Final[Ints] = RESOURCES + COMMODITIES
N_CARDS: Final = 8
CARD_NAMES: Final[Names] = ("lumber", "brick", "wool", "grain", "ore", "paper", "cloth", "coin")
CARD_BY_NAME: Final = {name: i for i, name in enumerate(CARD_NAMES)}

# Terrains: the index of a producing terrain is the index of its resource.
FOREST: Final = 0
HILLS: Final = 1
PASTURE: Final = 2
FIELDS: Final = 3
MOUNTAINS: Final = 4
DESERT: Final = 5
TERRAIN_NAMES: Final[Names] = ("forest", "hills", "pasture", "fields", "mountains", "desert")
TERRAIN_BY_NAME: Final = {name: i for i, name in enumerate(TERRAIN_NAMES)}
# The commodity a city on this terrain adds (C&K), or -1.
TERRAIN_COMMODITY: Final[Ints] = (PAPER, -1, CLOTH, -1, COIN, -1)

# Harbor kinds: a resource index for a 2:1 harbor, GENERIC_HARBOR for 3:1.
GENERIC_HARBOR: Final = 5
HARBOR_NAMES: Final[Names] = ("lumber", "brick", "wool", "grain", "ore", "generic")
HARBOR_BY_NAME: Final = {name: i for i, name in enumerate(HARBOR_NAMES)}

# Buildings on intersections.
EMPTY: Final = 0
SETTLEMENT: Final = 1
CITY: Final = 2
BUILDING_NAMES: Final[Names] = ("empty", "settlement", "city")

# Base-game development cards.
KNIGHT: Final = 0
VICTORY_POINT: Final = 1
ROAD_BUILDING: Final = 2
YEAR_OF_PLENTY: Final = 3
MONOPOLY: Final = 4
DEV_NAMES: Final[Names] = ("knight", "victory_point", "road_building", "year_of_plenty", "monopoly")
DEV_BY_NAME: Final = {name: i for i, name in enumerate(DEV_NAMES)}
DEV_DECK: Final[Ints] = (14, 5, 2, 2, 2)
NO_DEV_CARDS: Final[Ints] = (0,) * len(DEV_NAMES)
# Knights stay face up once played (Largest Army) and VP cards stay in hand: every copy is
# always somewhere. The other development cards leave the game when played.
DEV_NEVER_DISCARDED: Final[Ints] = (KNIGHT, VICTORY_POINT)

# Pieces per player.
MAX_ROADS: Final = 15
MAX_SETTLEMENTS: Final = 5
MAX_CITIES: Final = 4

# Costs as (card, count) pairs.
COST_ROAD: Final[Costs] = ((BRICK, 1), (LUMBER, 1))
COST_SETTLEMENT: Final[Costs] = ((BRICK, 1), (LUMBER, 1), (WOOL, 1), (GRAIN, 1))
COST_CITY: Final[Costs] = ((GRAIN, 2), (ORE, 3))
COST_DEV: Final[Costs] = ((ORE, 1), (WOOL, 1), (GRAIN, 1))

CARDS_PER_TYPE: Final = 19
COMMODITIES_PER_TYPE: Final = 12

# 5-6 players (RULES.md §22.3): a larger bank and base deck; pieces per seat unchanged.
CARDS_PER_TYPE_56: Final = 24
COMMODITIES_PER_TYPE_56: Final = 18  # CK56 (2020 edition); A34
COMMODITIES_PER_TYPE_56_OLD: Final = 21  # the older 5-6 box (flag commodities_56, A34)
DEV_DECK_56: Final[Ints] = (20, 5, 3, 3, 3)

LONGEST_ROAD_MIN: Final = 5
LARGEST_ARMY_MIN: Final = 3

# ----------------------------------------------------------------- Cities & Knights
AUTO: Final = -2  # owner of a pending step the engine runs by itself (e.g. production)

# Improvement tracks, their commodity and progress deck colour (RULES.md §1, §10).
TRADE: Final = 0
POLITICS: Final = 1
SCIENCE: Final = 2
TRACK_NAMES: Final[Names] = ("trade", "politics", "science")
TRACK_BY_NAME: Final = {name: i for i, name in enumerate(TRACK_NAMES)}
TRACK_COMMODITY: Final[Ints] = (CLOTH, COIN, PAPER)
DECK_COLOURS: Final[Names] = ("yellow", "blue", "green")  # by track
MAX_LEVEL: Final = 5
METROPOLIS_LEVEL: Final = 4
ABILITY_LEVEL: Final = 3
IMPROVEMENT_NAMES: Final[tuple[Names, ...]] = (
    ("market", "trading_house", "merchant_guild", "bank", "great_exchange"),
    ("town_hall", "church", "fortress", "cathedral", "high_assembly"),
    ("abbey", "library", "aqueduct", "theater", "university"),
)

# Event die faces (index = the event parameter of a C&K dice outcome).
SHIP: Final = 0
GATE_TRADE: Final = 1
GATE_POLITICS: Final = 2
GATE_SCIENCE: Final = 3
EVENT_PROBABILITY: Final[tuple[float, ...]] = (1 / 2, 1 / 6, 1 / 6, 1 / 6)
EVENT_TRACK: Final[Ints] = (-1, TRADE, POLITICS, SCIENCE)
BARBARIAN_STEPS: Final = 7

# Knights: level = strength; 2 pieces of each level per player.
KNIGHT_LEVELS: Final[Ints] = (1, 2, 3)
KNIGHT_LEVEL_NAMES: Final[Names] = ("", "basic", "strong", "mighty")
KNIGHTS_PER_LEVEL: Final = 2
MAX_WALLS: Final = 3
WALL_DISCARD_BONUS: Final = 2

COST_WALL: Final[Costs] = ((BRICK, 2),)
COST_KNIGHT: Final[Costs] = ((WOOL, 1), (ORE, 1))
COST_PROMOTE: Final[Costs] = ((WOOL, 1), (ORE, 1))
COST_ACTIVATE: Final[Costs] = ((GRAIN, 1),)

# Progress cards: (name, track, copies). Index = card kind.
PROGRESS_CARDS: Final[tuple[tuple[str, int, int], ...]] = (
    # Science (green, paper)
    ("alchemist", SCIENCE, 2),
    ("crane", SCIENCE, 2),
    ("engineer", SCIENCE, 1),
    ("inventor", SCIENCE, 2),
    ("irrigation", SCIENCE, 2),
    ("medicine", SCIENCE, 2),
    ("mining", SCIENCE, 2),
    ("printer", SCIENCE, 1),
    ("road_building", SCIENCE, 2),
    ("smith", SCIENCE, 2),
    # Politics (blue, coin)
    ("bishop", POLITICS, 2),
    ("constitution", POLITICS, 1),
    ("deserter", POLITICS, 2),
    ("diplomat", POLITICS, 2),
    ("intrigue", POLITICS, 2),
    ("saboteur", POLITICS, 2),
    ("spy", POLITICS, 3),
    ("warlord", POLITICS, 2),
    ("wedding", POLITICS, 2),
    # Trade (yellow, cloth)
    ("commercial_harbor", TRADE, 2),
    ("master_merchant", TRADE, 2),
    ("merchant", TRADE, 6),
    ("merchant_fleet", TRADE, 2),
    ("resource_monopoly", TRADE, 4),
    ("trade_monopoly", TRADE, 2),
)
N_PROGRESS: Final = len(PROGRESS_CARDS)
PROGRESS_NAMES: Final = tuple(name for name, _, _ in PROGRESS_CARDS)
PROGRESS_BY_NAME: Final = {name: i for i, name in enumerate(PROGRESS_NAMES)}
PROGRESS_TRACK: Final = tuple(track for _, track, _ in PROGRESS_CARDS)
PROGRESS_VP_CARDS: Final = frozenset(
    {PROGRESS_BY_NAME["printer"], PROGRESS_BY_NAME["constitution"]}
)
PROGRESS_HAND_LIMIT: Final = 4
PROGRESS_HAND_LIMIT_OWN_TURN: Final = 5


def progress_deck(track: int) -> tuple[int, ...]:
    """Counts by card kind of one full deck (18 cards of the track's colour)."""
    return tuple(copies if t == track else 0 for _, t, copies in PROGRESS_CARDS)


# Knight flags (per intersection, reset at the end of each turn).
KNIGHT_ACTIVATED_THIS_TURN: Final = 1  # activated (or placed active) this turn: cannot act
KNIGHT_PROMOTED_THIS_TURN: Final = 2  # promoted this turn: cannot be promoted again
# With the rule flag sbp_promotion_shared (A39) a promotion also holds over to the owner's
# next window of the other kind, so these outlive the turn (set only with the flag on):
KNIGHT_PROMOTED_IN_SLOT: Final = 4  # promoted in a Special Build slot: not in the next own turn
KNIGHT_PROMOTED_IN_OWN_TURN: Final = 8  # promoted in its own turn: not in the owner's next slot
KNIGHT_PROMOTED_HELD: Final = KNIGHT_PROMOTED_IN_SLOT | KNIGHT_PROMOTED_IN_OWN_TURN
