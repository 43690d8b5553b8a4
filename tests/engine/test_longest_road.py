"""Longest Road (RULES.md §16) in the base game: 5 or more, a longer road takes it,
opponents' settlements break roads, lengths are trails (no path used twice)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

import pytest

from cityknights import Game, State

from .helpers import act, game, players, position

ROAD = {"brick": 1, "lumber": 1}
SETTLEMENT = {"brick": 1, "lumber": 1, "wool": 1, "grain": 1}


def path(g: Game, *vertices: int) -> list[int]:
    """The paths of a road through consecutive adjacent intersections."""
    return [g.topology.edge_between(a, b) for a, b in pairwise(vertices)]


def road_length(state: State, seat: int) -> int:
    return int(state.view(None)["player_info"][seat]["road_length"])


def awards(events: list) -> list[dict]:
    return [e.data for e in events if e.code == "longest_road"]


# Hex 9 is the desert; its corners clockwise from the top: 18, 24, 30, 35, 29, 23.
DESERT = 9
# Hex 0 (top left, corners 0, 4, 8, 12, 7, 3) and hex 16 (bottom left, corners 39, 44,
# 48, 51, 47, 43) are far from the desert: other seats' roads of 5 go around them.
ROAD5_TOP = (0, 4, 8, 12, 7, 3)
ROAD5_BOTTOM = (39, 44, 48, 51, 47, 43)


def test_five_roads_earn_the_card() -> None:
    g = game()
    assert g.topology.hex_vertices[DESERT] == (18, 24, 30, 35, 29, 23)
    state = position(
        g,
        players=players(
            seat0={"hand": ROAD, "settlements": [18], "roads": path(g, 18, 24, 30, 35, 29)}
        ),
    )
    assert (road_length(state, 0), state.longest_road, state.victory_points(0)) == (4, -1, 1)
    events = state.apply(act("build_road", path(g, 29, 23)[0]))
    assert awards(events) == [{"seat": 0, "previous": -1, "length": 5}]
    assert state.longest_road == 0
    assert state.victory_points(0) == 3
    assert state.view(None)["longest_road"] == 0


def test_a_longer_road_takes_the_card_an_equal_one_does_not() -> None:
    g = game()
    state = position(
        g,
        turn_seat=1,
        longest_road=0,
        players=players(
            seat0={"settlements": [18], "roads": path(g, 18, 24, 30, 35, 29, 23)},
            seat1={
                "hand": {"brick": 2, "lumber": 2},
                "settlements": [0],
                "roads": path(g, *ROAD5_TOP[:5]),
            },
        ),
    )
    assert state.victory_points(0) == 3
    # Seat 1 reaches 5 too: the holder keeps the card.
    events = state.apply(act("build_road", path(g, 7, 3)[0]))
    assert road_length(state, 1) == 5
    assert awards(events) == [] and state.longest_road == 0
    # Closing the ring around hex 0 makes 6: seat 1 takes the card.
    events = state.apply(act("build_road", path(g, 3, 0)[0]))
    assert road_length(state, 1) == 6
    assert awards(events) == [{"seat": 1, "previous": 0, "length": 6}]
    assert (state.victory_points(0), state.victory_points(1)) == (1, 3)


# Road shapes as intersection paths: (paths, last road built, length before, after).
AROUND_DESERT = (18, 24, 30, 35, 29, 23, 18)
SHAPES = {
    # The desert's six sides: a cycle is 6, not 5.
    "ring": ([AROUND_DESERT], (23, 18), 5, 6),
    # The ring plus a tail 23-17-12: go down the tail and all around the ring.
    "ring_and_tail": ([AROUND_DESERT, (23, 17, 12)], (17, 12), 7, 8),
    # Arms of 3, 2 and 3 from intersection 24: the best two arms.
    "branch": ([(8, 13, 18, 24, 19, 14), (24, 30, 35, 40)], (35, 40), 5, 6),
    # Two rings sharing a side (the desert and hex 4): every path in one trail, although
    # the trail passes intersections 18 and 23 twice.
    "figure_eight": ([AROUND_DESERT, (23, 17, 12, 8, 13, 18)], (13, 18), 10, 11),
}


@pytest.mark.parametrize("shape", list(SHAPES))
def test_road_length_is_the_longest_trail(shape: str) -> None:
    g = game()
    paths, (a, b), before, after = SHAPES[shape]
    last = path(g, a, b)[0]
    roads = [e for p in paths for e in path(g, *p) if e != last]
    state = position(g, players=players(seat0={"hand": ROAD, "settlements": [18], "roads": roads}))
    assert road_length(state, 0) == before
    state.apply(act("build_road", last))
    assert road_length(state, 0) == after
    assert state.longest_road == 0
    # The length kept up to date equals the one computed from scratch.
    assert road_length(State.from_json(g, state.to_json()), 0) == after


def test_own_settlement_does_not_break_the_road() -> None:
    g = game()
    # A road of 5 with seat 0's settlement on its middle intersection (30).
    state = position(
        g,
        players=players(
            seat0={"hand": ROAD, "settlements": [30], "roads": path(g, 18, 24, 30, 35, 29)}
        ),
    )
    events = state.apply(act("build_road", path(g, 29, 23)[0]))
    assert awards(events) == [{"seat": 0, "previous": -1, "length": 5}]


def broken_position(breaker: dict[str, object], **others: dict[str, object]) -> State:
    """Seat 0 holds the card with the road 17-23-29-35-30-24-18 (6, settlement at 17);
    seat 1 (to play) is about to build a settlement on it."""
    g = game()
    return position(
        g,
        turn_seat=1,
        longest_road=0,
        players=players(
            seat0={"settlements": [17], "roads": path(g, 17, 23, 29, 35, 30, 24, 18)},
            seat1={"hand": SETTLEMENT, **breaker},
            **others,
        ),
    )


# Seat 1 reaches intersection 30 from its settlement at 41 (cuts seat 0's road into 2 + 4),
# or intersection 24 from its settlement at 14 (cuts it into 1 + 5).
CUT_AT_30 = {"settlements": [41], "roads": [*path(game(), 41, 36, 30)]}
CUT_AT_24 = {"settlements": [14], "roads": [*path(game(), 14, 19, 24)]}


def test_broken_road_with_nobody_at_5_sets_the_card_aside() -> None:
    state = broken_position(CUT_AT_30)
    assert state.victory_points(0) == 3
    events = state.apply(act("build_settlement", 30))
    assert road_length(state, 0) == 4
    assert [e.code for e in events] == ["settlement_built", "longest_road"]
    assert awards(events) == [{"seat": -1, "previous": 0, "length": 4}]
    assert state.longest_road == -1
    assert state.victory_points(0) == 1


def test_broken_road_gives_the_card_to_the_unique_longest() -> None:
    g = game()
    state = broken_position(CUT_AT_30, seat2={"settlements": [0], "roads": path(g, *ROAD5_TOP)})
    events = state.apply(act("build_settlement", 30))
    assert awards(events) == [{"seat": 2, "previous": 0, "length": 5}]
    assert (state.victory_points(0), state.victory_points(2)) == (1, 3)


def test_broken_road_with_a_tie_for_longest_sets_the_card_aside() -> None:
    g = game()
    state = broken_position(
        CUT_AT_30,
        seat2={"settlements": [0], "roads": path(g, *ROAD5_TOP)},
        seat3={"settlements": [39], "roads": path(g, *ROAD5_BOTTOM)},
    )
    events = state.apply(act("build_settlement", 30))
    assert awards(events) == [{"seat": -1, "previous": 0, "length": 5}]
    assert state.longest_road == -1


def test_broken_road_still_tied_for_longest_keeps_the_card() -> None:
    g = game()
    state = broken_position(CUT_AT_24, seat2={"settlements": [0], "roads": path(g, *ROAD5_TOP)})
    events = state.apply(act("build_settlement", 24))
    assert road_length(state, 0) == 5 and road_length(state, 2) == 5
    assert awards(events) == []
    assert state.longest_road == 0
    assert state.victory_points(0) == 3


def _every_start_length(state: State, seat: int) -> int:
    """The longest trail by brute force: a search from every intersection in every
    direction (what road_length computed before it learned which starts to skip)."""
    ev = state.game.topology.edge_vertices
    roads = state.roads[seat]
    adj: dict[int, list[tuple[int, int]]] = {}
    for i, e in enumerate(roads):
        a, b = ev[e]
        adj.setdefault(a, []).append((1 << i, b))
        adj.setdefault(b, []).append((1 << i, a))
    blocked = {
        v
        for v in adj
        if state.owner[v] not in (-1, seat) or state.knight_owner[v] not in (-1, seat)
    }

    def walk(v: int, used: int) -> int:
        if v in blocked:
            return 0
        return max((1 + walk(w, used | bit) for bit, w in adj[v] if not used & bit), default=0)

    return max((1 + walk(w, bit) for links in adj.values() for bit, w in links), default=0)


def _random_networks(seed: int, trials: int, most: int) -> Iterator[State]:
    """C&K states where seat 0 has a random network of up to `most` roads (a hex's ring
    every third trial, two rings every sixth, grown at random ends) and up to 4 random
    intersections hold an opponent's building or knight."""
    import random

    g = Game(expansion="ck", players=4, seed=1)
    topo = g.topology
    rng = random.Random(seed)
    rings = [
        {e for e in range(topo.n_edges) if set(topo.edge_vertices[e]) <= set(topo.hex_vertices[h])}
        for h in range(topo.n_hexes)
    ]
    for trial in range(trials):
        s = g.new_initial_state()
        roads = set(rng.choice(rings)) if trial % 3 == 0 else {rng.randrange(topo.n_edges)}
        if trial % 6 == 0:
            roads |= rng.choice(rings)  # two rings, touching or apart
        target = rng.randint(len(roads), most)
        while len(roads) < target:
            v = rng.choice(topo.edge_vertices[rng.choice(sorted(roads))])
            roads.add(rng.choice(topo.vertex_edges[v]))
        s.roads = (tuple(sorted(roads)[:most]), *s.roads[1:])
        road, owner = list(s.road), list(s.owner)
        for e in s.roads[0]:
            road[e] = 0
        for v in rng.sample(range(topo.n_vertices), rng.randint(0, 4)):
            if rng.random() < 0.5:
                owner[v] = rng.randint(0, 3)
            else:
                s.knight_owner[v] = rng.randint(1, 3)
        s.road, s.owner = tuple(road), tuple(owner)
        yield s


def test_road_length_search_matches_every_start() -> None:
    """road_length starts only at ends, forks, blocked intersections and one intersection
    of each plain cycle: random networks (rings of hexes among them, with and without
    blockers) give the brute-force length."""
    from cityknights.engine.rules.longest_road import road_length as computed

    for s in _random_networks(seed=5, trials=1500, most=15):
        assert computed(s, 0) == _every_start_length(s, 0), s.roads[0]


def _every_trail_through(state: State, seat: int, e: int) -> int:
    """The longest trail that uses road `e`, by brute force: every trail from every
    intersection in every direction, kept only when it holds `e`."""
    ev = state.game.topology.edge_vertices
    adj: dict[int, list[tuple[int, int]]] = {}
    for i, road in enumerate(state.roads[seat]):
        a, b = ev[road]
        adj.setdefault(a, []).append((1 << i, b))
        adj.setdefault(b, []).append((1 << i, a))
    must = 1 << state.roads[seat].index(e)
    blocked = {
        v
        for v in adj
        if state.owner[v] not in (-1, seat) or state.knight_owner[v] not in (-1, seat)
    }
    never = -(10**6)

    def walk(v: int, used: int) -> int:  # the longest way on that makes a trail with `e`
        best = 0 if used & must else never
        if v not in blocked:
            for bit, w in adj[v]:
                if not used & bit:
                    best = max(best, 1 + walk(w, used | bit))
        return best

    return max(1 + walk(w, bit) for links in adj.values() for bit, w in links)


def test_the_search_after_a_road_built_finds_the_longest_trail_through_it() -> None:
    """After a road is built only trails through it can be longer than the stored length
    (longest_road.after_road_built): the search for those, from one end of the new road
    with the other end's best on what is left, gives the brute force's length, for each
    road of random networks (rings among them, with and without blockers)."""
    from cityknights.engine.rules.longest_road import _joined, _longest_through

    checked = 0
    for s in _random_networks(seed=9, trials=600, most=13):
        for e in s.roads[0]:
            assert _longest_through(s, 0, _joined(s, 0, e)) == _every_trail_through(s, 0, e), (
                s.roads[0],
                e,
            )
            checked += 1
    assert checked > 3000


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_a_built_road_updates_the_length_as_a_full_search_would(expansion: str):
    """A new road searches only the roads joined to it (longest_road.after_road_built):
    after every move of random games, each seat's stored length is the whole network's."""
    import random

    from cityknights.engine.rules.longest_road import road_length as full_search

    from .helpers import random_states

    rng = random.Random(7)
    for board_seed in (1, 2, 3):
        g = Game(seed=board_seed, expansion=expansion, max_turns=120)
        for s in random_states(g.new_initial_state(), rng):
            assert list(s.road_length) == [full_search(s, p) for p in range(g.players)]


def test_a_card_set_aside_goes_to_the_first_road_longer_than_every_other() -> None:
    # The card is set aside (seats 2 and 3 tie at 5: nobody holds it). Seat 2 closes its
    # ring around hex 0 with a 6th road (a trail of 6): longer than every other road, it
    # takes the card from nobody (RULES.md §16).
    g = game()
    state = position(g, turn_seat=2, longest_road=None, players=players(
        seat2={"settlements": [0], "roads": path(g, *ROAD5_TOP), "hand": ROAD},
        seat3={"settlements": [39], "roads": path(g, *ROAD5_BOTTOM)}))  # fmt: skip
    assert state.longest_road == -1 and road_length(state, 2) == road_length(state, 3) == 5
    events = state.apply(act("build_road", path(g, 3, 0)[0]))
    assert awards(events) == [{"seat": 2, "previous": -1, "length": 6}]
    assert state.longest_road == 2 and state.victory_points(2) == 3
