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

CHANCE: Final = -1
TERMINAL: Final = -4
NOBODY: Final = -1

# Cards (resources 0-4, commodities 5-7).
LUMBER, BRICK, WOOL, GRAIN, ORE, PAPER, CLOTH, COIN = range(8)
RESOURCES: Final = (LUMBER, BRICK, WOOL, GRAIN, ORE)
COMMODITIES: Final = (PAPER, CLOTH, COIN)
ALL_CARDS: Final = RESOURCES + COMMODITIES
N_CARDS: Final = 8
CARD_NAMES: Final = ("lumber", "brick", "wool", "grain", "ore", "paper", "cloth", "coin")
CARD_BY_NAME: Final = {name: i for i, name in enumerate(CARD_NAMES)}

# Terrains: the index of a producing terrain is the index of its resource.
FOREST, HILLS, PASTURE, FIELDS, MOUNTAINS, DESERT = range(6)
TERRAIN_NAMES: Final = ("forest", "hills", "pasture", "fields", "mountains", "desert")
TERRAIN_BY_NAME: Final = {name: i for i, name in enumerate(TERRAIN_NAMES)}
# The commodity a city on this terrain adds (C&K), or -1.
TERRAIN_COMMODITY: Final = (PAPER, -1, CLOTH, -1, COIN, -1)

# Harbor kinds: a resource index for a 2:1 harbor, GENERIC_HARBOR for 3:1.
GENERIC_HARBOR: Final = 5
HARBOR_NAMES: Final = ("lumber", "brick", "wool", "grain", "ore", "generic")
HARBOR_BY_NAME: Final = {name: i for i, name in enumerate(HARBOR_NAMES)}

# Buildings on intersections.
EMPTY, SETTLEMENT, CITY = 0, 1, 2
BUILDING_NAMES: Final = ("empty", "settlement", "city")

# Base-game development cards.
KNIGHT, VICTORY_POINT, ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY = range(5)
DEV_NAMES: Final = ("knight", "victory_point", "road_building", "year_of_plenty", "monopoly")
DEV_BY_NAME: Final = {name: i for i, name in enumerate(DEV_NAMES)}
DEV_DECK: Final = (14, 5, 2, 2, 2)

# Pieces per player.
MAX_ROADS: Final = 15
MAX_SETTLEMENTS: Final = 5
MAX_CITIES: Final = 4

# Costs as (card, count) pairs.
COST_ROAD: Final = ((BRICK, 1), (LUMBER, 1))
COST_SETTLEMENT: Final = ((BRICK, 1), (LUMBER, 1), (WOOL, 1), (GRAIN, 1))
COST_CITY: Final = ((GRAIN, 2), (ORE, 3))
COST_DEV: Final = ((ORE, 1), (WOOL, 1), (GRAIN, 1))

CARDS_PER_TYPE: Final = 19
COMMODITIES_PER_TYPE: Final = 12

LONGEST_ROAD_MIN: Final = 5
LARGEST_ARMY_MIN: Final = 3
