"""5-6 players: the 30-hex board, its ids and harbors, random and spiral boards, the
larger bank and decks, the rule flags (RULES.md §22.1-§22.3, §22.7)."""

from __future__ import annotations

import itertools
import random

import pytest

from cityknights import Game, GameConfigError, State
from cityknights.engine.board import (
    SPIRAL_TOKENS,
    SPIRAL_TOKENS_56,
    corners,
    reds_adjacent,
    spiral_numbers,
    spiral_order,
)
from cityknights.engine.constants import BRICK, CLOTH, DESERT, HARBOR_NAMES, TERRAIN_NAMES
from cityknights.engine.determinize import sample_state
from cityknights.engine.errors import PositionError
from cityknights.engine.topology import LARGE, STANDARD

from .helpers import LARGE_BOARD, act, game56, players, position, refused

# RULES.md §22.2.2's table: per hex, (q, r), corners (top, UR, LR, bottom, LL, UL) and
# sides (NE, E, SE, SW, W, NW).
HEX_TABLE = """
 0  ( 0,-3)   0  4  8 12  7  3                       1   7  12  11   6   0
 1  ( 1,-3)   1  5  9 13  8  4                       3   8  14  13   7   2
 2  ( 2,-3)   2  6 10 14  9  5                       5   9  16  15   8   4
 3  (-1,-2)   7 12 17 22 16 11                      11  19  25  24  18  10
 4  ( 0,-2)   8 13 18 23 17 12                      13  20  27  26  19  12
 5  ( 1,-2)   9 14 19 24 18 13                      15  21  29  28  20  14
 6  ( 2,-2)  10 15 20 25 19 14                      17  22  31  30  21  16
 7  (-2,-1)  16 22 28 34 27 21                      24  34  41  40  33  23
 8  (-1,-1)  17 23 29 35 28 22                      26  35  43  42  34  25
 9  ( 0,-1)  18 24 30 36 29 23                      28  36  45  44  35  27
10  ( 1,-1)  19 25 31 37 30 24                      30  37  47  46  36  29
11  ( 2,-1)  20 26 32 38 31 25                      32  38  49  48  37  31
12  (-3, 0)  27 34 41 47 40 33                      40  52  59  58  51  39
13  (-2, 0)  28 35 42 48 41 34                      42  53  61  60  52  41
14  (-1, 0)  29 36 43 49 42 35                      44  54  63  62  53  43
15  ( 0, 0)  30 37 44 50 43 36                      46  55  65  64  54  45
16  ( 1, 0)  31 38 45 51 44 37                      48  56  67  66  55  47
17  ( 2, 0)  32 39 46 52 45 38                      50  57  69  68  56  49
18  (-3, 1)  41 48 54 59 53 47                      60  71  77  76  70  59
19  (-2, 1)  42 49 55 60 54 48                      62  72  79  78  71  61
20  (-1, 1)  43 50 56 61 55 49                      64  73  81  80  72  63
21  ( 0, 1)  44 51 57 62 56 50                      66  74  83  82  73  65
22  ( 1, 1)  45 52 58 63 57 51                      68  75  85  84  74  67
23  (-3, 2)  54 60 65 69 64 59                      78  87  92  91  86  77
24  (-2, 2)  55 61 66 70 65 60                      80  88  94  93  87  79
25  (-1, 2)  56 62 67 71 66 61                      82  89  96  95  88  81
26  ( 0, 2)  57 63 68 72 67 62                      84  90  98  97  89  83
27  (-3, 3)  65 70 74 77 73 69                      93 100 104 103  99  92
28  (-2, 3)  66 71 75 78 74 70                      95 101 106 105 100  94
29  (-1, 3)  67 72 76 79 75 71                      97 102 108 107 101  96
"""

# §22.2.3: slot -> (sea hex, faced hex, intersections, path).
HARBOR_TABLE = [
    ((0, -4), 0, (0, 3), 0),
    ((2, -4), 1, (1, 5), 3),
    ((3, -3), 6, (10, 15), 17),
    ((3, -1), 11, (26, 32), 38),
    ((2, 1), 22, (52, 58), 75),
    ((0, 3), 26, (68, 72), 98),
    ((-2, 4), 28, (75, 78), 106),
    ((-4, 4), 27, (73, 77), 103),
    ((-4, 2), 18, (53, 59), 76),
    ((-4, 0), 12, (33, 40), 51),
    ((-2, -2), 7, (16, 21), 23),
]


# ----------------------------------------------------------------- §22.1 scope
@pytest.mark.parametrize("expansion", ["base", "ck"])
@pytest.mark.parametrize(("n", "hexes"), [(3, 19), (4, 19), (5, 30), (6, 30)])
def test_s22_1_five_and_six_players_play_the_30_hex_board(expansion: str, n: int, hexes: int):
    g = Game(expansion=expansion, players=n, seed=1)
    assert g.topology.n_hexes == hexes
    assert g.topology is (LARGE if n >= 5 else STANDARD)
    state = g.new_initial_state()
    assert len(state.hands) == n and len(state.owner) == g.topology.n_vertices


@pytest.mark.parametrize("n", [2, 7, "5", 5.0, True])
def test_s22_1_other_player_counts_are_refused(n: object):
    with pytest.raises(GameConfigError, match="players must be 3, 4, 5 or 6"):
        Game(expansion="base", players=n)


def test_s22_1_a_board_of_the_other_size_is_refused():
    with pytest.raises(GameConfigError, match="30-hex board, got a board of 19 hexes"):
        Game(expansion="base", players=5, board=Game(players=4, seed=1).board)
    with pytest.raises(GameConfigError, match="board needs 19 terrains, got 30"):
        Game(expansion="base", players=4, board=dict(LARGE_BOARD))


# ----------------------------------------------------------------- §22.2.2 geometry, ids
def test_s22_2_2_30_hexes_80_intersections_109_paths():
    t = LARGE
    assert (t.n_hexes, t.n_vertices, t.n_edges) == (30, 80, 109)
    touching = [len(h) for h in t.vertex_hexes]
    assert (touching.count(1), touching.count(2), touching.count(3)) == (22, 16, 42)
    coast_vertices = [v for v in range(80) if len(t.vertex_hexes[v]) < 3]
    coast_paths = [
        e
        for e in range(109)
        if sum(1 for h in range(30) if e in t.hex_edges[h]) == 1  # one land hex: coast
    ]
    assert (len(coast_vertices), len(coast_paths)) == (38, 38)
    # Rows of 3, 4, 5, 6, 5, 4, 3 hexes.
    rows = [sum(1 for _, r in t.hex_coords if r == row) for row in range(-3, 4)]
    assert rows == [3, 4, 5, 6, 5, 4, 3]


def test_s22_2_2_the_hex_table_ids_corners_and_sides():
    for line in HEX_TABLE.strip().splitlines():
        head, rest = line.split(")")
        h = int(head.split("(")[0])
        q, r = (int(x) for x in head.split("(")[1].split(","))
        numbers = [int(x) for x in rest.split()]
        assert LARGE.hex_coords[h] == (q, r)
        assert LARGE.hex_vertices[h] == tuple(numbers[:6]), f"hex {h} corners"
        assert LARGE.hex_edges[h] == tuple(numbers[6:]), f"hex {h} sides"


def test_s22_2_2_intersection_and_path_ids_run_by_rows():
    ys = [y for _, y in LARGE.vertex_points]
    assert ys == sorted(ys)
    rows = {-11: (0, 2), -10: (3, 6), -8: (7, 10), -7: (11, 15), -5: (16, 20), -4: (21, 26),
            -2: (27, 32), -1: (33, 39), 1: (40, 46), 2: (47, 52), 4: (53, 58), 5: (59, 63),
            7: (64, 68), 8: (69, 72), 10: (73, 76), 11: (77, 79)}  # fmt: skip
    for y, (first, last) in rows.items():
        assert [v for v in range(80) if ys[v] == y] == list(range(first, last + 1))
    sums = [ys[a] + ys[b] for a, b in LARGE.edge_vertices]
    path_rows = {-21: (0, 5), -18: (6, 9), -15: (10, 17), -12: (18, 22), -9: (23, 32),
                 -6: (33, 38), -3: (39, 50), 0: (51, 57), 3: (58, 69), 6: (70, 75),
                 9: (76, 85), 12: (86, 90), 15: (91, 98), 18: (99, 102), 21: (103, 108)}  # fmt: skip
    for y, (first, last) in path_rows.items():
        assert [e for e in range(109) if sums[e] == y] == list(range(first, last + 1))
    assert LARGE.edge_vertices[0] == (0, 3) and LARGE.edge_vertices[108] == (76, 79)


# ----------------------------------------------------------------- §22.2.3 harbors
def test_s22_2_3_eleven_harbor_slots_on_every_other_sea_hex():
    assert len(LARGE.harbor_slots) == 11
    flat = [v for pair in LARGE.harbor_slots for v in pair]
    assert len(set(flat)) == 22
    for slot, (sea, faced, pair, path) in enumerate(HARBOR_TABLE):
        assert LARGE.harbor_slots[slot] == pair
        assert LARGE.edge_between(*pair) == path
        assert set(pair) <= set(LARGE.hex_vertices[faced])
        # Both intersections are corners of the sea hex too (it faces that side).
        q, r = sea
        cx, cy = 2 * q + r, 3 * r
        sea_corners = {(cx + dx, cy + dy) for dx, dy in
                       ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))}  # fmt: skip
        assert {LARGE.vertex_points[v] for v in pair} <= sea_corners
    # The sea ring has 22 hexes; the harbors' sea hexes are never neighbours (every other).
    seas = [sea for sea, _, _, _ in HARBOR_TABLE]
    for (q1, r1), (q2, r2) in itertools.combinations(seas, 2):
        assert (q1 - q2, r1 - r2) not in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def test_s22_2_3_a_building_on_a_harbor_intersection_gets_its_rate():
    g = game56()
    kinds = dict(zip(LARGE.harbor_slots, LARGE_BOARD["harbors"], strict=True))
    for (a, b), kind in kinds.items():
        for v in (a, b):
            seats = players(5, seat1={"settlements": [v]})
            rates = position(g, players=seats, turn_seat=1).view(1)["rates"]
            if kind == "generic":
                assert rates["ore"] == 3
            else:
                assert rates[kind] == 2


# ----------------------------------------------------------------- §22.2.4 random boards
def test_s22_2_4_random_boards_have_the_5_6_components_and_no_adjacent_reds():
    desert_pairs_touching = 0
    for seed in range(60):
        g = Game(expansion="base", players=6, seed=seed)
        b = g.board
        names = [TERRAIN_NAMES[t] for t in b.terrains]
        assert {n: names.count(n) for n in set(names)} == {
            "forest": 6, "pasture": 6, "fields": 6, "hills": 5, "mountains": 5, "desert": 2,
        }  # fmt: skip
        assert sorted(n for n in b.numbers if n) == sorted(
            [2, 2, 12, 12] + [k for k in (3, 4, 5, 6, 8, 9, 10, 11) for _ in range(3)]
        )
        harbors = [HARBOR_NAMES[h] for h in b.harbors]
        assert harbors.count("generic") == 5 and harbors.count("wool") == 2
        assert {"lumber", "brick", "grain", "ore"} <= set(harbors)
        assert not reds_adjacent(b.numbers, LARGE)
        deserts = [h for h in range(30) if b.terrains[h] == DESERT]
        assert all(b.numbers[h] == 0 for h in deserts)
        # The robber starts on the desert with the lower id (A33).
        assert g.new_initial_state().robber == min(deserts)
        desert_pairs_touching += deserts[1] in LARGE.hex_neighbors[deserts[0]]
    # A47: nothing keeps the deserts apart (about 1 board in 7 has them touching).
    assert desert_pairs_touching >= 1


def test_A47_flag_board_no_adjacent_deserts_keeps_the_two_deserts_apart():
    touching = []
    for seed in range(60):
        default = Game(expansion="base", players=6, seed=seed)
        apart = Game(expansion="base", players=6, seed=seed, board_no_adjacent_deserts=True)
        for board, flag in ((default.board, False), (apart.board, True)):
            deserts = [h for h in range(30) if board.terrains[h] == DESERT]
            assert len(deserts) == 2
            if flag:
                assert deserts[1] not in LARGE.hex_neighbors[deserts[0]], seed
                assert not reds_adjacent(board.numbers, LARGE)
            elif deserts[1] in LARGE.hex_neighbors[deserts[0]]:
                touching.append(seed)
        if seed not in touching:
            # No desert pair touched: the flag draws nothing more, the same board.
            assert apart.board == default.board
        # The flag is named in positions only when set (3-6 players alike).
        assert "board_no_adjacent_deserts" not in default.config()["flags"]
        assert apart.config()["flags"]["board_no_adjacent_deserts"] is True
        assert Game.from_config(apart.config()).board == apart.board
    assert touching, "some default board of the 60 has its deserts touching (A47)"
    # A spiral board keeps them apart too (the terrains are drawn before the tokens).
    for seed in touching[:5]:
        b = Game(players=5, seed=seed, board_tokens="spiral", board_no_adjacent_deserts=True).board
        deserts = [h for h in range(30) if b.terrains[h] == DESERT]
        assert deserts[1] not in LARGE.hex_neighbors[deserts[0]]


def test_A47_flag_board_no_adjacent_deserts_must_be_a_bool():
    with pytest.raises(GameConfigError, match="board_no_adjacent_deserts must be true or false"):
        Game(players=6, seed=1, board_no_adjacent_deserts="yes")


def test_s22_2_4_random_boards_are_seeded_and_keep_the_soft_constraints():
    assert Game(players=5, seed=9).board == Game(players=5, seed=9).board
    assert Game(players=5, seed=9).board != Game(players=5, seed=10).board
    for seed in range(10):
        b = Game(players=5, seed=seed, board_no_same_adjacent=True).board
        for h in range(30):
            for n in LARGE.hex_neighbors[h]:
                assert not (b.numbers[h] and b.numbers[h] == b.numbers[n])


@pytest.mark.parametrize("expansion", ["base", "ck"])
@pytest.mark.parametrize("n", [5, 6])
def test_s22_2_4_no_beginner_layout_for_5_6_players(expansion: str, n: int):
    with pytest.raises(GameConfigError, match="5-6 players have none"):
        Game(expansion=expansion, players=n, board="beginner")


def test_s22_2_4_a_board_dict_is_checked_against_the_5_6_components():
    bad = dict(LARGE_BOARD, harbors=["generic"] * 11)
    with pytest.raises(GameConfigError, match="5 generic, 2 wool 2:1"):
        Game(players=5, board=bad)
    bad = dict(LARGE_BOARD, terrains=["forest"] * 30)
    with pytest.raises(GameConfigError, match="2 deserts"):
        Game(players=6, board=bad)
    config = game56(6).config()
    assert Game.from_config(config).board == game56(6).board


# ----------------------------------------------------------------- §22.2.5 the spiral
def test_s22_2_5_the_spiral_rings_corners_and_the_rulebook_example():
    assert corners(LARGE) == [0, 2, 12, 17, 27, 29]
    assert spiral_order(LARGE, 12) == [12, 18, 23, 27, 28, 29, 26, 22, 17, 11, 6, 2, 1, 0, 3,
                                       7, 13, 19, 24, 25, 21, 16, 10, 5, 4, 8, 14, 20, 15, 9]  # fmt: skip
    clockwise = spiral_order(LARGE, 0, clockwise=True)
    assert clockwise[:16] == [0, 1, 2, 6, 11, 17, 22, 26, 29, 28, 27, 23, 18, 12, 7, 3]
    assert sorted(clockwise[16:26]) == sorted([4, 5, 10, 16, 21, 25, 24, 19, 13, 8])
    assert sorted(clockwise[26:]) == [9, 14, 15, 20]


def test_s22_2_5_the_a_zc_spiral_never_puts_reds_together():
    checked = 0
    for deserts in itertools.combinations(range(30), 2):
        terrains = [0] * 30
        for h in deserts:
            terrains[h] = DESERT
        for corner in corners(LARGE):
            for clockwise in (False, True):
                numbers = spiral_numbers(
                    terrains, spiral_order(LARGE, corner, clockwise), SPIRAL_TOKENS_56
                )
                assert not reds_adjacent(numbers, LARGE), (deserts, corner, clockwise)
                checked += 1
    assert checked == 435 * 12


@pytest.mark.parametrize(("n", "tokens"), [(4, SPIRAL_TOKENS), (6, SPIRAL_TOKENS_56)])
def test_s22_2_5_flag_board_tokens_spiral_lays_the_letters_from_a_seeded_corner(
    n: int, tokens: tuple[int, ...]
):
    g = Game(expansion="base", players=n, seed=4, board_tokens="spiral")
    topo = g.topology
    b = g.board
    layouts = [
        spiral_numbers(list(b.terrains), spiral_order(topo, c), tokens) for c in corners(topo)
    ]
    assert list(b.numbers) in layouts
    starts = {
        corners(topo).index(c)
        for seed in range(40)
        for c in corners(topo)
        if list(Game(players=n, seed=seed, board_tokens="spiral").board.numbers)
        == spiral_numbers(
            list(Game(players=n, seed=seed, board_tokens="spiral").board.terrains),
            spiral_order(topo, c),
            tokens,
        )
    }
    assert len(starts) >= 4  # the corner is drawn from the seed
    with pytest.raises(GameConfigError, match="board_tokens must be one of"):
        Game(players=n, board_tokens="letters")


# ----------------------------------------------------------------- §22.3 cards, pieces
@pytest.mark.parametrize("n", [5, 6])
def test_s22_3_bank_24_per_resource_and_a_34_card_development_deck(n: int):
    s = Game(expansion="base", players=n, seed=1).new_initial_state()
    assert s.bank[:5] == [24] * 5 and s.bank[5:] == [0, 0, 0]
    assert s.dev_deck == (20, 5, 3, 3, 3)
    assert Game(players=4, seed=1).new_initial_state().bank[:5] == [19] * 5


@pytest.mark.parametrize("n", [5, 6])
def test_s22_3_A34_ck_18_commodities_per_kind_54_progress_cards_3_metropolises(n: int):
    s = Game(expansion="ck", players=n, seed=1).new_initial_state()
    assert s.bank == [24] * 5 + [18] * 3
    assert sum(sum(deck) for deck in s.deck) == 54
    assert s.metropolis == [-1, -1, -1]
    assert s.dev_deck == (0, 0, 0, 0, 0)


@pytest.mark.parametrize("n", [5, 6])
def test_s22_3_A34_flag_commodities_56_plays_the_older_box_with_21_of_each_kind(n: int):
    old = Game(expansion="ck", players=n, seed=1, commodities_56=21)
    assert old.new_initial_state().bank == [24] * 5 + [21] * 3
    # Seat 1 holds 18 cloth: the 2020 bank has none left, the older box's has 3.
    seats = players(n, seat0={"hand": {"brick": 4}}, seat1={"hand": {"cloth": 18}})
    trade = act("bank_trade", BRICK, CLOTH)
    s = position(game56(n, "ck", commodities_56=21), players=seats)
    assert s.bank[CLOTH] == 3
    s.apply(trade)
    assert (s.hands[0][CLOTH], s.bank[CLOTH]) == (1, 2)
    default = position(game56(n, "ck"), players=seats)
    assert default.bank[CLOTH] == 0
    refused(default, trade, "cloth")
    # 20 cloth in hands: a position of the older box only.
    twenty = players(n, seat1={"hand": {"cloth": 20}})
    assert position(game56(n, "ck", commodities_56=21), players=twenty).bank[CLOTH] == 1
    with pytest.raises(PositionError, match="cloth"):
        position(game56(n, "ck"), players=twenty)
    # Named in game.flags only when set; positions and views carry it, and a seat's
    # view is determinized against the larger bank.
    assert old.config()["flags"]["commodities_56"] == 21
    assert "commodities_56" not in Game(expansion="ck", players=n, seed=1).config()["flags"]
    assert s.view(0)["rules"]["commodities_56"] == 21
    back = State.from_json(None, s.to_json())
    assert back.game.rules.commodities_56 == 21 and back.bank == s.bank
    sampled = sample_state(s.view(0), random.Random(3))
    assert sampled.bank == s.bank and sampled.game.commodities_per_type == 21
    assert sum(h[CLOTH] for h in sampled.hands) + sampled.bank[CLOTH] == 21
    # With 3-4 players the flag changes nothing: 12 of each commodity.
    assert Game(expansion="ck", players=4, seed=1, commodities_56=21).commodities_per_type == 12


@pytest.mark.parametrize("bad", [19, 12, True, "21", 21.0, None])
def test_s22_3_A34_flag_commodities_56_must_be_18_or_21(bad: object):
    with pytest.raises(GameConfigError, match="commodities_56 must be 18 or 21"):
        Game(expansion="ck", players=5, seed=1, commodities_56=bad)


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_s22_3_pieces_per_seat_are_unchanged(expansion: str):
    s = game56(6, expansion).new_initial_state()
    for seat in range(6):
        assert s.pieces_left(seat) == (15, 5, 4)
        assert s.view(seat)["player_info"][seat]["roads_left"] == 15
