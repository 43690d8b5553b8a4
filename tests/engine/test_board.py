"""The board (RULES.md §1-2): geometry, tiles, tokens, harbors, generator constraints."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from cityknights import Board, Game, GameConfigError
from cityknights.engine.board import random_board
from cityknights.engine.constants import (
    BRICK,
    DESERT,
    FIELDS,
    FOREST,
    GENERIC_HARBOR,
    GRAIN,
    HILLS,
    LUMBER,
    MOUNTAINS,
    ORE,
    PASTURE,
    WOOL,
)

from .helpers import game

TOKENS = [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12]
SEEDS = range(1000)


def adjacent_pairs(board: Board) -> list[tuple[int, int]]:
    """The numbers on every pair of neighbouring hexes (each pair once)."""
    topo = board.topology
    return [
        (board.numbers[h], board.numbers[n])
        for h in range(topo.n_hexes)
        for n in topo.hex_neighbors[h]
        if h < n
    ]


def check_components(board: Board) -> None:
    assert len(board.terrains) == 19
    assert Counter(board.terrains) == {
        FOREST: 4,
        PASTURE: 4,
        FIELDS: 4,
        HILLS: 3,
        MOUNTAINS: 3,
        DESERT: 1,
    }
    assert sorted(n for n in board.numbers if n) == TOKENS
    assert board.numbers[board.desert] == 0
    assert Counter(board.harbors) == {
        GENERIC_HARBOR: 4,
        LUMBER: 1,
        BRICK: 1,
        WOOL: 1,
        GRAIN: 1,
        ORE: 1,
    }


def test_geometry_of_the_island() -> None:
    topo = game().topology
    assert (topo.n_hexes, topo.n_vertices, topo.n_edges) == (19, 54, 72)
    # Rows of 3-4-5-4-3 hexes.
    rows = Counter(r for _, r in topo.hex_coords)
    assert [rows[r] for r in sorted(rows)] == [3, 4, 5, 4, 3]
    for v in range(topo.n_vertices):
        assert 1 <= len(topo.vertex_hexes[v]) <= 3
        # Intersections have 2 (coast) or 3 paths, and the tables agree with each other.
        assert len(topo.vertex_edges[v]) in (2, 3)
        assert len(topo.vertex_neighbors[v]) == len(topo.vertex_edges[v])
        for w in topo.vertex_neighbors[v]:
            assert v in topo.vertex_neighbors[w]
            assert topo.edge_between(v, w) in topo.vertex_edges[v]
    for e, (a, b) in enumerate(topo.edge_vertices):
        assert a != b
        assert e in topo.vertex_edges[a] and e in topo.vertex_edges[b]
    for h in range(topo.n_hexes):
        corners = topo.hex_vertices[h]
        assert len(set(corners)) == 6
        # Consecutive corners are joined by the hex's sides.
        for k in range(6):
            assert topo.hex_edges[h][k] == topo.edge_between(corners[k], corners[(k + 1) % 6])
    # 30 coastal intersections touch fewer than 3 land hexes; the 24 inland ones touch 3.
    assert sum(len(hs) == 3 for hs in topo.vertex_hexes) == 24


def test_harbors_sit_on_distinct_adjacent_coastal_intersections() -> None:
    g = game()
    topo = g.topology
    assert len(topo.harbor_slots) == 9
    flat = [v for slot in topo.harbor_slots for v in slot]
    assert len(set(flat)) == 18
    for a, b in topo.harbor_slots:
        assert b in topo.vertex_neighbors[a]
        # On the coast: the path between them is the side of exactly one land hex.
        assert len(set(topo.vertex_hexes[a]) & set(topo.vertex_hexes[b])) == 1
    # Each harbor's kind is given to both its intersections and to no other.
    for kind, (a, b) in zip(g.board.harbors, topo.harbor_slots, strict=True):
        assert g.harbor_of_vertex[a] == g.harbor_of_vertex[b] == kind
    assert sum(k != -1 for k in g.harbor_of_vertex) == 18


def test_beginner_layout_by_name() -> None:
    board = game(board="beginner").board
    check_components(board)
    # The official beginner set-up, rows top to bottom.
    assert board.numbers == (
        10, 2, 9,
        12, 6, 4, 10,
        9, 11, 0, 3, 8,
        8, 3, 4, 5,
        5, 6, 11,
    )  # fmt: skip
    assert board.terrains[:3] == (MOUNTAINS, PASTURE, FOREST)
    assert board.desert == 9  # the centre hex
    assert not any({a, b} <= {6, 8} for a, b in adjacent_pairs(board))
    assert Game(board="beginner").board == board


def test_robber_starts_on_the_desert() -> None:
    for g in [game(), *(Game(seed=s) for s in range(20))]:
        state = g.new_initial_state()
        assert g.board.terrains[state.robber] == DESERT


def test_random_board_is_deterministic_from_the_seed() -> None:
    for seed in range(10):
        board = Game(seed=seed).board
        assert board == Game(seed=seed).board
        # Game(seed=...) is the generator driven by random.Random(seed): the checks below
        # run the generator alone on many seeds (building a Game costs more).
        assert board == random_board(random.Random(seed))
        assert Game(seed=seed, board_no_same_adjacent=True, board_no_2_12_adjacent=True).board == (
            random_board(random.Random(seed), no_same_adjacent=True, no_2_12_adjacent=True)
        )
    layouts = {(b.terrains, b.numbers, b.harbors) for b in (Game(seed=s).board for s in range(10))}
    assert len(layouts) == 10  # and the seed matters


def test_random_boards_have_the_components_and_no_adjacent_red_numbers() -> None:
    for seed in SEEDS:
        board = random_board(random.Random(seed))
        check_components(board)
        for a, b in adjacent_pairs(board):
            assert not (a in (6, 8) and b in (6, 8)), f"seed {seed}: {a} next to {b}"


def same_adjacent(board: Board) -> bool:
    return any(a == b for a, b in adjacent_pairs(board))


def two_twelve_adjacent(board: Board) -> bool:
    return any({a, b} == {2, 12} for a, b in adjacent_pairs(board))


@pytest.mark.parametrize(
    ("option", "violated"),
    [("no_same_adjacent", same_adjacent), ("no_2_12_adjacent", two_twelve_adjacent)],
)
def test_soft_constraints_hold_when_set(option: str, violated: Callable[[Board], bool]) -> None:
    breaking = [s for s in SEEDS if violated(random_board(random.Random(s)))]
    assert breaking, "without the option some boards break it (else the test is void)"
    for seed in breaking:
        board = random_board(random.Random(seed), **{option: True})
        check_components(board)
        assert not violated(board), seed
        assert not any({a, b} <= {6, 8} for a, b in adjacent_pairs(board)), seed


def test_board_given_as_json_round_trips() -> None:
    board = Game(seed=5).board
    assert Game(board=board.to_json()).board == board


def _beginner_json() -> dict[str, Any]:
    return dict(game().board.to_json())


@pytest.mark.parametrize(
    ("board", "message"),
    [
        ("random-ish", "unknown board layout 'random-ish'; known: beginner"),
        (42, "board must be a layout name, a Board or a dict"),
        ({"terrains": [], "numbers": []}, "board: unknown or missing name 'harbors'"),
    ],
)
def test_bad_board_option_is_refused(board: object, message: str) -> None:
    with pytest.raises(GameConfigError) as info:
        Game(board=board)  # type: ignore[arg-type]
    assert message in str(info.value)


def test_bad_layouts_are_refused_with_the_reason() -> None:
    def refused_layout(message: str, **change: object) -> None:
        d = _beginner_json()
        d.update(change)
        with pytest.raises(GameConfigError) as info:
            Game(board=d)
        assert message in str(info.value)

    d = _beginner_json()
    terrains = list(d["terrains"])
    refused_layout("unknown or missing name 'volcano'", terrains=["volcano", *terrains[1:]])
    refused_layout("board needs 19 terrains, got 18", terrains=terrains[:18])
    # Two deserts and no forest.
    swapped = ["desert" if t == "forest" and i == 2 else t for i, t in enumerate(terrains)]
    refused_layout("board terrains must be 4 forest", terrains=swapped)
    numbers = list(d["numbers"])
    refused_layout("board needs 19 numbers", numbers=numbers[:18])
    # A number on the desert (hex 9), the desert's 0 moved to hex 0.
    moved = [0, *numbers[1:9], numbers[0], *numbers[10:]]
    refused_layout("the desert and only the desert has no number", numbers=moved)
    refused_layout("18 standard tokens", numbers=[7 if n == 12 else n for n in numbers])
    harbors = list(d["harbors"])
    refused_layout("4 generic and one 2:1 per resource", harbors=["ore", *harbors[1:]])


def test_bad_options_are_refused_with_the_reason() -> None:
    cases = [
        (dict(players=7), "players must be 3, 4, 5 or 6, got 7"),
        (dict(expansion="seafarers"), "unknown expansion 'seafarers'"),
        (dict(ruleset="house"), "unknown ruleset 'house'"),
        (dict(robber_on_water=True), "unknown rule flag(s) ['robber_on_water']"),
        (dict(bank_shortage="never"), "bank_shortage must be one of"),
        (dict(discard_limit=-1), "discard_limit must be an integer >= 0"),
        (dict(board_no_same_adjacent="yes"), "board_no_same_adjacent must be true or false"),
    ]
    for options, message in cases:
        with pytest.raises(GameConfigError) as info:
            Game(**options)  # type: ignore[arg-type]
        assert message in str(info.value), options
