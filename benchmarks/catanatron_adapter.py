"""catanatron 3.2.1's game as our position, and actions both ways.

So that our bots can play seats inside catanatron's own game, with catanatron as the
referee: `position_of(state)` turns catanatron's `State` into our position format
(docs/position.md: board, number tokens, harbors, pieces, hands, development cards,
robber, whose turn and which prompt), `state_of` loads it as our `State` (whose
`view(seat)` is what our bot sees), and `action_pairs` pairs each of catanatron's playable
actions with our `Action`, so a bot's choice among ours goes back as catanatron's.

This module is for the benchmarks and their tests: the engine does not depend on it (it
imports catanatron only in `with_our_harbor_slots`, and only when called).

The boards are the same island in the same orientation: catanatron's cube coordinates
(x, y, z) are our axial (q, r) = (x, z), both pointy-top, and catanatron's node
references NORTH, NORTHEAST, ... SOUTHWEST, NORTHWEST are our hex corners clockwise from
the top. Harbors are matched by their two intersections. catanatron's base map puts
three of its nine harbors one coast edge away from the standard places that our engine's
topology fixes ((42, 46) for our (46, 50), (49, 52) for (49, 53), (33, 38) for (27, 33)
in our intersection ids): `with_our_harbor_slots` moves those three, resources kept,
onto our slots, and the arena plays catanatron's games on that map.

A two-player catanatron game (our engine seats 3 to 6, as the printed rules) becomes a
three-seat position whose seat 2 is a *phantom*: no pieces, no cards. After the setup the
player whose turn it is sits at our seat 0 and the other at seat 1 (`seat_order`), so the
phantom's turn comes after both players': a search that ends with its own turn never
meets it, and one that plays the next seat's turn too (the mcts bot's `reply`) plays the
opponent's. In the setup the seats are catanatron's: the two players' second placements
come after the phantom's (setup_index 4 and 5), and a search of a first placement has the
phantom place in between.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import cityknights as ck

#: catanatron's resources, in its order, which is ours (lumber, brick, wool, grain, ore).
C_RESOURCES = ("WOOD", "BRICK", "SHEEP", "WHEAT", "ORE")
CARDS = ("lumber", "brick", "wool", "grain", "ore")
CARD_OF = dict(zip(C_RESOURCES, CARDS, strict=True))
RESOURCE_OF = dict(zip(CARDS, C_RESOURCES, strict=True))
TERRAIN_OF = {"WOOD": "forest", "BRICK": "hills", "SHEEP": "pasture", "WHEAT": "fields",
              "ORE": "mountains", None: "desert"}  # fmt: skip
HARBOR_OF = {**CARD_OF, None: "generic"}
DEV_OF = {"KNIGHT": "knight", "VICTORY_POINT": "victory_point",
          "ROAD_BUILDING": "road_building", "YEAR_OF_PLENTY": "year_of_plenty",
          "MONOPOLY": "monopoly"}  # fmt: skip
#: Our hex corners clockwise from the top, as catanatron's NodeRef names.
CORNERS = ("NORTH", "NORTHEAST", "SOUTHEAST", "SOUTH", "SOUTHWEST", "NORTHWEST")
#: catanatron's Port direction -> the two corners of its water tile that the harbor
#: serves (catanatron.models.map.PORT_DIRECTION_TO_NODEREFS, by name).
PORT_CORNERS = {"WEST": ("NORTHWEST", "SOUTHWEST"), "NORTHWEST": ("NORTH", "NORTHWEST"),
                "NORTHEAST": ("NORTHEAST", "NORTH"), "EAST": ("SOUTHEAST", "NORTHEAST"),
                "SOUTHEAST": ("SOUTH", "SOUTHEAST"), "SOUTHWEST": ("SOUTHWEST", "SOUTH")}  # fmt: skip


class AdapterError(ValueError):
    """A catanatron position or action that has no counterpart in ours."""


@dataclass(frozen=True)
class BoardMap:
    """One catanatron map as our board: the Game, and the id translations."""

    game: ck.Game
    players: int  # catanatron's seats (our game has a phantom third seat when 2)
    hex_of: Mapping[tuple[int, int, int], int]  # catanatron coordinate -> our hex
    coordinate_of: Sequence[tuple[int, int, int]]  # our hex -> catanatron coordinate
    vertex_of: Mapping[int, int]  # catanatron node -> our intersection
    node_of: Sequence[int]  # our intersection -> catanatron node

    def edge_of(self, pair: tuple[int, int]) -> int:
        return self.game.topology.edge_between(self.vertex_of[pair[0]], self.vertex_of[pair[1]])


def board_map(catan_map: Any, players: int) -> BoardMap:
    """Our board for catanatron's `CatanMap`, with `players` seats (2 to 4)."""
    if players not in (2, 3, 4):
        raise AdapterError(f"catanatron game of {players} players: 2 to 4 are converted")
    probe = ck.Game(expansion="base", players=max(3, players), board="beginner")
    topology = probe.topology
    hex_of_axial = {qr: h for h, qr in enumerate(topology.hex_coords)}
    hex_of: dict[tuple[int, int, int], int] = {}
    vertex_of: dict[int, int] = {}
    terrains = [""] * topology.n_hexes
    numbers = [0] * topology.n_hexes
    for coordinate, tile in catan_map.land_tiles.items():
        h = hex_of_axial.get((coordinate[0], coordinate[2]))
        if h is None:
            raise AdapterError(f"catanatron land tile at {coordinate} is off our island")
        hex_of[coordinate] = h
        terrains[h] = TERRAIN_OF[tile.resource]
        numbers[h] = tile.number or 0
        for corner, v in zip(CORNERS, topology.hex_vertices[h], strict=True):
            node = _node(tile.nodes, corner)
            if vertex_of.setdefault(node, v) != v:
                raise AdapterError(f"catanatron node {node} is two of our intersections")
    if len(hex_of) != topology.n_hexes or len(vertex_of) != topology.n_vertices:
        raise AdapterError("catanatron's map is not the 19-hex island")
    harbor_at: dict[frozenset[int], str] = {}
    for port in catan_map.ports_by_id.values():
        a, b = PORT_CORNERS[port.direction.name]
        pair = frozenset((vertex_of[_node(port.nodes, a)], vertex_of[_node(port.nodes, b)]))
        harbor_at[pair] = HARBOR_OF[port.resource]
    harbors = []
    for slot in topology.harbor_slots:
        if frozenset(slot) not in harbor_at:
            raise AdapterError(f"no catanatron harbor at our harbor slot {slot}")
        harbors.append(harbor_at[frozenset(slot)])
    board = {"terrains": terrains, "numbers": numbers, "harbors": harbors}
    game = ck.Game(expansion="base", players=max(3, players), board=board)
    node_of = [0] * topology.n_vertices
    for node, v in vertex_of.items():
        node_of[v] = node
    coordinate_of = [(0, 0, 0)] * topology.n_hexes
    for coordinate, h in hex_of.items():
        coordinate_of[h] = coordinate
    return BoardMap(game, players, hex_of, tuple(coordinate_of), vertex_of, tuple(node_of))


def with_our_harbor_slots(catan_map: Any) -> Any:
    """A copy of catanatron's `CatanMap` with every harbor on one of our harbor slots:
    a harbor off our slots moves to the free slot that shares an intersection with it
    (its resource kept). Raises AdapterError if a harbor has no such slot."""
    from catanatron.models.coordinate_system import Direction
    from catanatron.models.map import CatanMap, Port, Water

    topology = ck.Game(expansion="base", players=3, board="beginner").topology
    hex_of_axial = {qr: h for h, qr in enumerate(topology.hex_coords)}
    vertex_of: dict[int, int] = {}
    for coordinate, tile in catan_map.land_tiles.items():
        h = hex_of_axial[(coordinate[0], coordinate[2])]
        for corner, v in zip(CORNERS, topology.hex_vertices[h], strict=True):
            vertex_of[_node(tile.nodes, corner)] = v

    def pair(tile: Any, direction: str) -> frozenset[int] | None:
        a, b = (_node(tile.nodes, c) for c in PORT_CORNERS[direction])
        if a in vertex_of and b in vertex_of:
            return frozenset((vertex_of[a], vertex_of[b]))
        return None

    slots = {frozenset(slot) for slot in topology.harbor_slots}
    tiles = dict(catan_map.tiles)
    ports = [(c, t) for c, t in tiles.items() if isinstance(t, Port)]
    taken = {pair(t, t.direction.name) for _, t in ports}
    free = slots - taken
    for coordinate, port in ports:
        here = pair(port, port.direction.name)
        if here in slots:
            continue
        target = next((slot for slot in free if here and slot & here), None)
        if target is None:
            raise AdapterError(f"catanatron harbor at {coordinate} has no slot of ours nearby")
        spot = next(
            (c, d) for c, t in tiles.items() if isinstance(t, Water | Port)
            for d in PORT_CORNERS if pair(t, d) == target
        )  # fmt: skip
        free.discard(target)
        tiles[coordinate] = Water(port.nodes, port.edges)
        old = tiles[spot[0]]
        tiles[spot[0]] = Port(port.id, port.resource, Direction[spot[1]], old.nodes, old.edges)
    return CatanMap.from_tiles(tiles)


def _node(nodes: Mapping[Any, int], corner: str) -> int:
    for ref, node in nodes.items():
        if ref.name == corner:
            return node
    raise AdapterError(f"catanatron tile without a {corner} node")


def seat_order(cstate: Any) -> tuple[int, ...]:
    """catanatron's player index at each of our seats: its own order, but in a two-player
    game after the setup, the player whose turn it is first (see the module docstring)."""
    n = len(cstate.colors)
    if n == 2 and not cstate.is_initial_build_phase:
        turn = cstate.current_turn_index
        return (turn, 1 - turn)
    return tuple(range(n))


def seats_of(cstate: Any) -> dict[Any, int]:
    """Our seat of each of catanatron's colors (`seat_order`)."""
    colors = cstate.colors
    return {colors[i]: seat for seat, i in enumerate(seat_order(cstate))}


def our_seat(cstate: Any) -> int:
    """Our seat of the catanatron player to decide now."""
    return seats_of(cstate)[cstate.colors[cstate.current_player_index]]


def position_of(cstate: Any, bmap: BoardMap) -> dict[str, Any]:
    """Our position (docs/position.md, hidden information included) for catanatron's
    `State`, between two decisions."""
    colors = list(cstate.colors)
    n = len(colors)
    order = seat_order(cstate)
    seat_of = seats_of(cstate)
    ps = cstate.player_state
    prompt = cstate.current_prompt.name
    turn_index = cstate.current_turn_index  # catanatron's
    turn_seat = seat_of[colors[turn_index]]  # ours
    players: list[dict[str, Any]] = []
    for i in order:
        color = colors[i]
        key = f"P{i}"
        buildings = cstate.buildings_by_color[color]
        players.append({
            "settlements": [bmap.vertex_of[v] for v in buildings.get("SETTLEMENT", [])],
            "cities": [bmap.vertex_of[v] for v in buildings.get("CITY", [])],
            "roads": sorted({bmap.edge_of(e) for e, c in cstate.board.roads.items() if c == color}),
            "hand": {CARD_OF[r]: ps[f"{key}_{r}_IN_HAND"] for r in C_RESOURCES if ps[f"{key}_{r}_IN_HAND"]},
            "dev_cards": {DEV_OF[d]: ps[f"{key}_{d}_IN_HAND"] for d in DEV_OF if ps[f"{key}_{d}_IN_HAND"]},
            "knights_played": ps[f"{key}_PLAYED_KNIGHT"],
        })  # fmt: skip
    if n == 2:
        players.append({})  # the phantom third seat
    deck = list(cstate.development_listdeck)
    position: dict[str, Any] = {
        "game": bmap.game.config(),
        "numbers": list(bmap.game.board.numbers),
        "robber": bmap.hex_of[cstate.board.robber_coordinate],
        "bank": {CARD_OF[r]: k for r, k in zip(C_RESOURCES, cstate.resource_freqdeck, strict=True)},
        "dev_deck": {name: deck.count(d) for d, name in DEV_OF.items()},
        "longest_road": _longest_road(cstate, seat_of),
        "largest_army": next((k for k, i in enumerate(order) if ps[f"P{i}_HAS_ARMY"]), None),
        "players": players,
        "turn_seat": turn_seat,
    }  # fmt: skip
    if cstate.is_initial_build_phase:
        roads_placed = sum(len(p.get("roads", ())) for p in players)
        # A two-player setup skips the phantom's two placements in the middle of the snake.
        index = roads_placed + (2 if n == 2 and roads_placed >= 2 else 0)
        position.update(phase="setup_settlement", turn=0, setup_index=index)
        if prompt == "BUILD_INITIAL_ROAD":
            last = cstate.buildings_by_color[colors[turn_index]]["SETTLEMENT"][-1]
            position.update(phase="setup_road", setup_vertex=bmap.vertex_of[last])
        return position
    rolled = ps[f"P{turn_index}_HAS_ROLLED"]
    position.update(
        phase="main" if rolled else "pre_roll",
        turn=cstate.num_turns - 2 * (n - 1) + 1,
        dev_new=_bought_this_turn(cstate, colors[turn_index]),
        dev_played=bool(ps[f"P{turn_index}_HAS_PLAYED_DEVELOPMENT_CARD_IN_TURN"]),
        pending=_pending(cstate, prompt, turn_seat, seat_of),
    )
    return position


def _longest_road(cstate: Any, seat_of: Mapping[Any, int]) -> int | None:
    """catanatron's Longest Road holder where the printed rules agree it may hold the card,
    else the printed rules' holder. Two catanatron 3.2.1 departures are mended here:
    - after a road is cut, it gives the card to the longest remaining road whatever its
      length (a tie by its dict order); the printed rules set the card aside below 5;
    - a road that ends at an opponent's building leaves that building's intersection out of
      its connected component, so the last road segment does not count: a road of 5 that
      runs into an opponent's settlement counts as 4 and never takes the card. The rules
      stop a road *at* another player's building, counting the segments up to it."""
    lengths = _printed_road_lengths(cstate, seat_of)
    longest = max(lengths)
    seat = seat_of.get(cstate.board.road_color)
    if seat is not None and lengths[seat] >= 5 and lengths[seat] == longest:
        return seat
    if longest >= 5 and lengths.count(longest) == 1:
        return lengths.index(longest)
    return None


def _printed_road_lengths(cstate: Any, seat_of: Mapping[Any, int]) -> list[int]:
    """Each seat's longest road by the printed rules: a trail of its own road segments, each
    used once, that may end at but not pass through another player's building."""
    board = cstate.board
    owner_at = {node: seat_of[color] for node, (color, _) in board.buildings.items()}
    lengths = [0] * len(seat_of)
    for color, seat in seat_of.items():
        links: dict[int, list[tuple[int, frozenset[int]]]] = {}
        for (a, b), owner in board.roads.items():  # both directions are stored
            if owner == color:
                links.setdefault(a, []).append((b, frozenset((a, b))))
        blocked = {node for node, p in owner_at.items() if p != seat}
        lengths[seat] = max(
            (_trail(links, blocked, node, frozenset()) for node in links), default=0
        )
    return lengths


def _trail(
    links: Mapping[int, list[tuple[int, frozenset[int]]]],
    blocked: set[int],
    node: int,
    used: frozenset[frozenset[int]],
) -> int:
    """The longest trail from `node` on unused segments; it stops at a blocked node."""
    if used and node in blocked:
        return len(used)  # an opponent's building ends the road here
    return max(
        (
            _trail(links, blocked, nxt, used | {edge})
            for nxt, edge in links.get(node, ())
            if edge not in used
        ),
        default=len(used),
    )


def _bought_this_turn(cstate: Any, color: Any) -> dict[str, int]:
    """The turn player's cards bought this turn and still held (catanatron lets a card be
    played the turn it is bought: such a card is gone from the hand)."""
    key = f"P{cstate.color_to_index[color]}"
    bought: dict[str, int] = {}
    for action in reversed(cstate.actions):  # back to the last turn's end (none in setup)
        kind = action.action_type.name
        if kind == "END_TURN":
            break
        if kind == "BUY_DEVELOPMENT_CARD" and action.color == color:
            name = DEV_OF[action.value]
            bought[name] = bought.get(name, 0) + 1
    held = {DEV_OF[d]: cstate.player_state[f"{key}_{d}_IN_HAND"] for d in DEV_OF}
    return {name: min(k, held[name]) for name, k in bought.items() if min(k, held[name])}


def _pending(
    cstate: Any, prompt: str, turn_seat: int, seat_of: Mapping[Any, int]
) -> list[dict[str, Any]]:
    """The position's pending decisions, in catanatron's order, by our seats."""
    if prompt == "DISCARD":
        ps = cstate.player_state
        out = []
        for i in range(cstate.current_player_index, len(cstate.colors)):
            cards = sum(ps[f"P{i}_{r}_IN_HAND"] for r in C_RESOURCES)
            if cards > cstate.discard_limit:
                seat = seat_of[cstate.colors[i]]
                out.append({"kind": "discard", "seat": seat, "count": cards // 2})
        return [*out, {"kind": "robber", "seat": turn_seat}]
    if prompt == "MOVE_ROBBER":
        return [{"kind": "robber", "seat": turn_seat}]
    if cstate.is_road_building and cstate.free_roads_available > 0:
        return [{"kind": "free_road", "seat": turn_seat, "count": cstate.free_roads_available}]
    return []


def state_of(cstate: Any, bmap: BoardMap) -> ck.State:
    """Our State for catanatron's; raises AdapterError if ours refuses the position."""
    try:
        return ck.State.from_json(bmap.game, position_of(cstate, bmap))
    except ValueError as error:
        raise AdapterError(f"our engine refuses the converted position: {error}") from None


def our_action(caction: Any, cstate: Any, bmap: BoardMap) -> ck.Action | None:
    """Our action for one of catanatron's; None where ours has no such action (its
    discard, which picks the cards at random)."""
    kind = caction.action_type.name
    value = caction.value
    seat_of = seats_of(cstate)
    A = ck.Action
    if kind == "ROLL":
        return A("roll")
    if kind == "END_TURN":
        return A("end_turn")
    if kind == "BUILD_SETTLEMENT":
        return A("build_settlement", bmap.vertex_of[value])
    if kind == "BUILD_CITY":
        return A("build_city", bmap.vertex_of[value])
    if kind == "BUILD_ROAD":
        return A("build_road", bmap.edge_of(value))
    if kind == "BUY_DEVELOPMENT_CARD":
        return A("buy_dev")
    if kind == "PLAY_KNIGHT_CARD":
        return A("play_knight")
    if kind == "PLAY_ROAD_BUILDING":
        return A("play_road_building")
    if kind == "PLAY_MONOPOLY":
        return A("play_monopoly", C_RESOURCES.index(value))
    if kind == "PLAY_YEAR_OF_PLENTY":
        cards = sorted(C_RESOURCES.index(r) for r in value)
        if len(cards) == 1:  # catanatron's one-card Year of Plenty when the bank is short
            return A("play_year_of_plenty", cards[0], -1)
        return A("play_year_of_plenty", cards[0], cards[1])
    if kind == "MOVE_ROBBER":
        coordinate, victim, _ = value
        return A("move_robber", bmap.hex_of[coordinate], -1 if victim is None else seat_of[victim])
    if kind == "MARITIME_TRADE":
        give = next(r for r in value[:-1] if r is not None)
        return A("bank_trade", C_RESOURCES.index(give), C_RESOURCES.index(value[-1]))
    if kind == "DISCARD":
        return None
    raise AdapterError(f"catanatron action {caction} has no counterpart in ours")


def action_pairs(cstate: Any, bmap: BoardMap) -> dict[ck.Action, Any]:
    """catanatron's playable actions by our action (those that have one)."""
    pairs: dict[ck.Action, Any] = {}
    for caction in cstate.playable_actions:
        ours = our_action(caction, cstate, bmap)
        if ours is not None:
            pairs[ours] = caction
    return pairs
