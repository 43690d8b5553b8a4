"""Knights: build, activate, promote, and their actions (RULES.md §9).

A knight stands on an intersection; its level is its strength (1 basic, 2 strong,
3 mighty; two pieces of each level per player). Only active knights count against the
barbarians. A knight acts (move, displace, chase the robber) only if it was active before
this turn's activation: acting makes it inactive, and a knight activated this turn cannot act.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..actions import Action
from ..constants import (
    ABILITY_LEVEL,
    COST_ACTIVATE,
    COST_KNIGHT,
    COST_PROMOTE,
    KNIGHT_ACTIVATED_THIS_TURN,
    KNIGHT_PROMOTED_HELD,
    KNIGHT_PROMOTED_IN_OWN_TURN,
    KNIGHT_PROMOTED_IN_SLOT,
    KNIGHT_PROMOTED_THIS_TURN,
    KNIGHTS_PER_LEVEL,
    NOBODY,
    POLITICS,
)
from ..errors import quote
from ..events import DROPPED, Event
from ..refusals import Refusal, cost_params
from . import longest_road
from .common import can_pay, pay, row_with, row_without, valid_int

if TYPE_CHECKING:
    from ..state import State


# ----------------------------------------------------------------- queries
def knights_of(s: State, seat: int) -> tuple[int, ...]:
    """The seat's knights' intersections, in order."""
    return s.knights[seat]


def pieces_on_board(s: State, seat: int, level: int) -> int:
    lvl = s.knight_level
    return sum(1 for v in s.knights[seat] if lvl[v] == level)


def strength(s: State, seat: int) -> int:
    """Sum of the levels of the seat's active knights (its barbarian contribution)."""
    lvl, act = s.knight_level, s.knight_active
    return sum(lvl[v] for v in s.knights[seat] if act[v])


def vacant(s: State, v: int) -> bool:
    return s.owner[v] == NOBODY and s.knight_owner[v] == NOBODY


def reachable(s: State, seat: int, start: int) -> list[int]:
    """Intersections reached from `start` along the seat's roads without passing an
    opponent's piece (an opponent's piece may end a path, not be passed through), in
    order. (Marks in a list, not a set: the compiled engine reads them unboxed.)"""
    topo = s.game.topology
    vertex_edges, edge_vertices = topo.vertex_edges, topo.edge_vertices
    road, owner, knight_owner = s.road, s.owner, s.knight_owner
    seen = [False] * len(owner)
    seen[start] = True
    found: list[int] = []
    frontier = [start]
    while frontier:
        v = frontier.pop()
        for e in vertex_edges[v]:
            if road[e] != seat:
                continue
            ends = edge_vertices[e]
            w = ends[1] if ends[0] == v else ends[0]
            if seen[w]:
                continue
            seen[w] = True
            found.append(w)
            # The path goes on unless an opponent's building or knight stands at w.
            o, k = owner[w], knight_owner[w]
            if o in (NOBODY, seat) and k in (NOBODY, seat):
                frontier.append(w)
    found.sort()
    return found


def move_targets(s: State, seat: int, v: int) -> tuple[list[int], list[int]]:
    """(vacant intersections the knight at v can move to, opponents' knights it can displace)."""
    owner, knight_owner, knight_level = s.owner, s.knight_owner, s.knight_level
    level = knight_level[v]
    moves: list[int] = []
    displaces: list[int] = []
    for w in reachable(s, seat, v):
        if owner[w] != NOBODY:
            continue
        k = knight_owner[w]
        if k == NOBODY:
            moves.append(w)
        elif k != seat and knight_level[w] < level:
            displaces.append(w)
    return moves, displaces


def _why_cannot_act(s: State, seat: int, v: object) -> Refusal | None:
    if not valid_int(v, len(s.owner)):
        return Refusal("no_such_vertex", {"vertex": quote(v), "last": len(s.owner) - 1})
    assert isinstance(v, int)
    if s.knight_owner[v] != seat:
        return Refusal("no_own_knight", {"vertex": v})
    if not s.knight_active[v]:
        return Refusal("knight_inactive", {"vertex": v})
    if s.knight_flags[v] & KNIGHT_ACTIVATED_THIS_TURN:
        return Refusal("knight_just_activated", {"vertex": v})
    return None


def _touches_own_road(s: State, seat: int, v: int) -> bool:
    return any(s.road[e] == seat for e in s.game.topology.vertex_edges[v])


def build_spots(s: State, seat: int) -> list[int]:
    edge_vertices = s.game.topology.edge_vertices
    owner, knight_owner = s.owner, s.knight_owner
    # Marked in a list and read in order (no set, no sort): unboxed when compiled.
    end = [False] * len(owner)
    for e in s.roads[seat]:
        for v in edge_vertices[e]:
            end[v] = True
    return [
        v for v in range(len(owner)) if end[v] and owner[v] == NOBODY and knight_owner[v] == NOBODY
    ]


# ----------------------------------------------------------------- placing and removing
# A seat's knight tuple is replaced (never mutated) when a knight comes or goes, so
# clone() shares it, like the other per-seat piece tuples.
def _add_knight(s: State, seat: int, v: int) -> None:
    s.knight_owner[v] = seat
    s.knights = row_with(s.knights, seat, v)


def place(s: State, seat: int, v: int, level: int, active: int, events: list[Event]) -> None:
    _add_knight(s, seat, v)
    s.knight_level[v] = level
    s.knight_active[v] = active
    # Placed, not activated (the Deserter's and a displaced knight keep their active
    # status, FAQ 83): an active one may act this turn. A built one comes inactive.
    s.knight_flags[v] = 0
    roads_changed(s, events, (v,), seat)  # it may cut other seats' roads there


def remove(s: State, v: int) -> tuple[int, int, int]:
    """Take the knight off the board; returns (owner, level, active)."""
    seat = s.knight_owner[v]
    out = (seat, s.knight_level[v], s.knight_active[v])
    s.knights = row_without(s.knights, seat, v)
    s.knight_owner[v] = NOBODY
    s.knight_level[v] = 0
    s.knight_active[v] = 0
    s.knight_flags[v] = 0
    return out


def _relocate(s: State, v: int, w: int, events: list[Event], *, owner_unchanged: bool) -> None:
    """Move the knight at v to w (flags travel with it); roads may join or break.
    `owner_unchanged`: the knight's owner's roads are as they were (a plain move: a
    seat's own knight never blocks its roads), so its length is not recomputed."""
    seat = s.knight_owner[v]
    level, active, flags = s.knight_level[v], s.knight_active[v], s.knight_flags[v]
    remove(s, v)
    _add_knight(s, seat, w)
    s.knight_level[w], s.knight_active[w], s.knight_flags[w] = level, active, flags
    roads_changed(s, events, (v, w), seat if owner_unchanged else NOBODY)


def roads_changed(
    s: State, events: list[Event], where: tuple[int, ...], unchanged: int = NOBODY
) -> None:
    """Road lengths after a knight left or reached intersections `where`. Only a seat with
    two or more roads at one of those intersections can have gained or lost length: a
    piece where only one of its roads ends stops no trail (a trail ends there either way).
    The seat `unchanged` is known not to have (a seat's own knight never blocks its roads).
    (Counted in lists, not sets: a measure costs a search, and set algebra from compiled
    code is generic.)"""
    vertex_edges = s.game.topology.vertex_edges
    road = s.road
    n = len(s.road_length)
    through = [False] * n  # per seat: two of its roads meet at one of `where`
    for v in where:
        count = [0] * n
        for e in vertex_edges[v]:
            p = road[e]
            if p != NOBODY:
                count[p] = count[p] + 1
                if count[p] >= 2 and p != unchanged:
                    through[p] = True
    measured = False
    for p in range(n):
        if through[p]:
            longest_road.measure(s, p)
            measured = True
    if measured:  # else no length changed, and the card stays where it is
        longest_road.resolve(s, events)


def end_of_window(s: State, seat: int, own_turn: bool) -> None:
    """The knights' marks as `seat`'s own turn (`own_turn`) or Special Build slot ends:
    gone, but with the rule flag sbp_promotion_shared (A39) the promotions held over, less
    the seat's own that this window was the last to hold: a slot's promotions at the end
    of its owner's own turn, an own turn's at the end of its owner's slot."""
    if not s.game.shared_promotion:
        s.knight_flags = [0] * len(s.knight_flags)
        return
    done = KNIGHT_PROMOTED_IN_SLOT if own_turn else KNIGHT_PROMOTED_IN_OWN_TURN
    owner = s.knight_owner
    s.knight_flags = [
        f & (KNIGHT_PROMOTED_HELD & ~done if owner[v] == seat else KNIGHT_PROMOTED_HELD)
        for v, f in enumerate(s.knight_flags)
    ]


# ----------------------------------------------------------------- legal lists
def legal_main(s: State, seat: int, out: list[Action]) -> None:
    legal_builds(s, seat, out)
    _legal_acts(s, seat, out, every=True)


def legal_moves(s: State, seat: int, out: list[Action]) -> None:
    """Moves only, no displacing or chasing: a Special Build slot with the flag
    `sbp_knight_move` (RULES.md §22.5.4)."""
    _legal_acts(s, seat, out, every=False)


def legal_builds(s: State, seat: int, out: list[Action]) -> None:
    """Build, activate, promote: what the main phase and a Special Build slot allow."""
    t = s.game.actions
    hand = s.hands[seat]
    wool_ore = hand[2] >= 1 and hand[4] >= 1
    mine = knights_of(s, seat)
    build = t.build_knight
    if not mine:  # no knight: only building one can be legal
        if wool_ore:
            for v in build_spots(s, seat):
                out.append(build[v])
        return
    if wool_ore and pieces_on_board(s, seat, 1) < KNIGHTS_PER_LEVEL:
        for v in build_spots(s, seat):
            out.append(build[v])
    active = s.knight_active
    for v in mine:
        if hand[3] and not active[v]:
            out.append(t.activate_knight[v])
        if wool_ore and can_promote(s, seat, v):
            out.append(t.promote_knight[v])


def _legal_acts(s: State, seat: int, out: list[Action], every: bool) -> None:
    """The knights' moves, and with `every` their displacements and robber chases."""
    mine = knights_of(s, seat)
    if not mine:
        return
    t = s.game.actions
    active = s.knight_active
    flags = s.knight_flags
    for v in mine:
        if not active[v] or flags[v] & KNIGHT_ACTIVATED_THIS_TURN:  # it may not act
            continue
        moves, displaces = move_targets(s, seat, v)
        for w in moves:
            out.append(t.move_knight.get(v, w))
        if not every:
            continue
        for w in displaces:
            out.append(t.displace_knight.get(v, w))
        if s.robber_active and v in s.game.topology.hex_vertices[s.robber]:
            out.append(t.chase_robber[v])


# Why a knight cannot be promoted, as a code (0: it can), so that the legal lists, which
# only need a yes or no, build no Refusal for each knight that cannot.
_CAN_PROMOTE: Final = 0
_MIGHTY: Final = 1
_PROMOTED: Final = 2
_NO_FORTRESS: Final = 3
_LEVEL_FULL: Final = 4
_PROMOTED_HELD: Final = 5


def _promotion_block(s: State, seat: int, v: int) -> int:
    level = s.knight_level[v]
    if level >= 3:
        return _MIGHTY
    flags = s.knight_flags[v]
    if flags & KNIGHT_PROMOTED_THIS_TURN:
        return _PROMOTED
    # The rule flag sbp_promotion_shared (A39; these marks are set only with it): a
    # promotion in a slot holds over the owner's next own turn, and one in the own turn
    # over the owner's next slot. The phase is looked at only where a mark is held: this
    # runs for every knight at every legal listing, and without the flag none is.
    held = flags & KNIGHT_PROMOTED_HELD
    if held and held & (
        KNIGHT_PROMOTED_IN_OWN_TURN if s.phase == "special_build" else KNIGHT_PROMOTED_IN_SLOT
    ):
        return _PROMOTED_HELD
    if level == 2 and s.improvements[seat][POLITICS] < ABILITY_LEVEL:
        return _NO_FORTRESS
    if pieces_on_board(s, seat, level + 1) >= KNIGHTS_PER_LEVEL:
        return _LEVEL_FULL
    return _CAN_PROMOTE


def can_promote(s: State, seat: int, v: int) -> bool:
    """Could the seat's knight at v go up a level now (cost aside)?"""
    return _promotion_block(s, seat, v) == _CAN_PROMOTE


def promotion_blocker(s: State, seat: int, v: int) -> Refusal | None:
    return _promotion_refusal(s, v, _promotion_block(s, seat, v))


def _promotion_refusal(s: State, v: int, code: int) -> Refusal | None:
    """The Refusal for a `_promotion_block` code of the knight at v (None: it can)."""
    if code == _CAN_PROMOTE:
        return None
    if code == _MIGHTY:
        return Refusal("knight_mighty", {"vertex": v})
    if code == _PROMOTED:
        return Refusal("knight_promoted", {"vertex": v})
    if code == _PROMOTED_HELD:
        return Refusal("knight_promoted_shared", {"vertex": v})
    if code == _NO_FORTRESS:
        return Refusal("mighty_needs_fortress")
    return Refusal("knight_level_full", {"level": s.knight_level[v] + 1})


# ----------------------------------------------------------------- build, activate, promote
_KNIGHT: Final = cost_params(COST_KNIGHT)
_ACTIVATE: Final = cost_params(COST_ACTIVATE)
_PROMOTE: Final = cost_params(COST_PROMOTE)


def check_build(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    if not valid_int(v, len(s.owner)):
        return Refusal("no_such_vertex", {"vertex": v, "last": len(s.owner) - 1})
    if not vacant(s, v):
        return Refusal("vertex_not_vacant", {"vertex": v})
    if not _touches_own_road(s, seat, v):
        return Refusal("knight_needs_road", {"vertex": v})
    if pieces_on_board(s, seat, 1) >= KNIGHTS_PER_LEVEL:
        return Refusal("knight_level_full", {"level": 1})
    if not can_pay(s.hands[seat], COST_KNIGHT):
        return Refusal("cannot_afford", {"item": "knight", "cost": _KNIGHT})
    return None


# The appliers name the seat to act, not the turn player: in a Special Build slot
# (RULES.md §22.5) another seat builds, activates, promotes or moves.
def apply_build(s: State, a: Action, events: list[Event]) -> None:
    seat = s.current_player()
    pay(s, seat, COST_KNIGHT)
    if events is not DROPPED:
        events.append(Event("knight_built", {"seat": seat, "vertex": a[1]}))
    place(s, seat, a[1], 1, 0, events)


def check_activate(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    if not valid_int(v, len(s.owner)) or s.knight_owner[v] != seat:
        return Refusal("no_own_knight", {"vertex": v})
    if s.knight_active[v]:
        return Refusal("knight_already_active", {"vertex": v})
    if not can_pay(s.hands[seat], COST_ACTIVATE):
        return Refusal("cannot_afford", {"item": "activate_knight", "cost": _ACTIVATE})
    return None


def apply_activate(s: State, a: Action, events: list[Event]) -> None:
    # Typed locals in the appliers (the action is checked by now): an Action's items are
    # `Any`, which the compiled engine would index and compare through the generic protocol.
    seat = s.current_player()
    v: int = a[1]
    pay(s, seat, COST_ACTIVATE)
    s.knight_active[v] = 1
    flags = s.knight_flags  # `flags[v] |= x` would be generic: see common.pay
    flags[v] = flags[v] | KNIGHT_ACTIVATED_THIS_TURN
    if events is not DROPPED:
        events.append(Event("knight_activated", {"seat": seat, "vertex": v}))


def check_promote(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    if not valid_int(v, len(s.owner)) or s.knight_owner[v] != seat:
        return Refusal("no_own_knight", {"vertex": v})
    why = promotion_blocker(s, seat, v)
    if why:
        return why
    if not can_pay(s.hands[seat], COST_PROMOTE):
        return Refusal("cannot_afford", {"item": "promote_knight", "cost": _PROMOTE})
    return None


def promote(s: State, seat: int, v: int, events: list[Event]) -> None:
    """One level up; active status kept; once per knight per turn."""
    _raise(s, v)
    if events is not DROPPED:
        events.append(
            Event("knight_promoted", {"seat": seat, "vertex": v, "level": s.knight_level[v]})
        )


def _raise(s: State, v: int) -> None:
    # `x[i] = x[i] + k`, not `+=`: see common.pay (the Smith's listing runs this too).
    level, flags = s.knight_level, s.knight_flags
    level[v] = level[v] + 1
    mark = KNIGHT_PROMOTED_THIS_TURN
    if s.game.shared_promotion:  # A39: held over to the owner's next window of the other kind
        mark |= (
            KNIGHT_PROMOTED_IN_SLOT if s.phase == "special_build" else KNIGHT_PROMOTED_IN_OWN_TURN
        )
    flags[v] = flags[v] | mark


def promotion_blocker_after(s: State, seat: int, first: int, second: int) -> Refusal | None:
    """Why the knight at `second` could not be promoted once the one at `first` is."""
    return _promotion_refusal(s, second, _promotion_block_after(s, seat, first, second))


def can_promote_after(s: State, seat: int, first: int, second: int) -> bool:
    """`promotion_blocker_after` is None, without building the Refusal."""
    return _promotion_block_after(s, seat, first, second) == _CAN_PROMOTE


def _promotion_block_after(s: State, seat: int, first: int, second: int) -> int:
    """`_promotion_block` of the knight at `second` once the one at `first` is promoted:
    the first promotion is made on `s` for the test (without its event) and undone
    (cheaper than a clone)."""
    level, flags = s.knight_level, s.knight_flags
    saved_level, saved_flags = level[first], flags[first]
    _raise(s, first)
    try:
        return _promotion_block(s, seat, second)
    finally:
        level[first] = saved_level
        flags[first] = saved_flags


def apply_promote(s: State, a: Action, events: list[Event]) -> None:
    seat = s.current_player()
    pay(s, seat, COST_PROMOTE)
    promote(s, seat, a[1], events)


# ----------------------------------------------------------------- knight actions
def check_move(s: State, seat: int, a: Action) -> Refusal | None:
    v, w = a[1], a[2]
    why = _why_cannot_act(s, seat, v)
    if why:
        return why
    if not valid_int(w, len(s.owner)):
        return Refusal("no_such_vertex", {"vertex": w, "last": len(s.owner) - 1})
    moves, _ = move_targets(s, seat, v)
    if w not in moves:
        return Refusal("knight_move_target", {"vertex": w, "from": v})
    return None


def apply_move(s: State, a: Action, events: list[Event]) -> None:
    v: int = a[1]
    w: int = a[2]
    s.knight_active[v] = 0  # acting deactivates
    if events is not DROPPED:
        events.append(Event("knight_moved", {"seat": s.current_player(), "from": v, "to": w}))
    _relocate(s, v, w, events, owner_unchanged=True)


def check_displace(s: State, seat: int, a: Action) -> Refusal | None:
    v, w = a[1], a[2]
    why = _why_cannot_act(s, seat, v)
    if why:
        return why
    if not valid_int(w, len(s.owner)):
        return Refusal("no_such_vertex", {"vertex": w, "last": len(s.owner) - 1})
    k = s.knight_owner[w]
    if k in (NOBODY, seat):
        return Refusal("no_opponent_knight", {"vertex": w})
    if s.knight_level[w] >= s.knight_level[v]:
        return Refusal("displace_weaker", {"vertex": w})
    _, displaces = move_targets(s, seat, v)
    if w not in displaces:
        return Refusal("not_reachable", {"vertex": w, "from": v})
    return None


# The origin takes 7 bits: the 30-hex board has 80 intersections.
def pack_displaced(origin: int, level: int, active: int) -> int:
    return origin | level << 7 | active << 9


def unpack_displaced(arg: int) -> tuple[int, int, int]:
    return arg & 127, arg >> 7 & 3, arg >> 9 & 1


def displace(s: State, w: int, events: list[Event]) -> None:
    """Take the knight at w off the board; its owner relocates it or it goes home."""
    owner, level, active = remove(s, w)
    events.append(Event("knight_displaced", {"seat": owner, "vertex": w, "level": level}))
    s.pending.insert(0, ("relocate", owner, pack_displaced(w, level, active)))


def apply_displace(s: State, a: Action, events: list[Event]) -> None:
    v: int = a[1]
    w: int = a[2]
    seat = s.turn_seat
    displace(s, w, events)
    s.knight_active[v] = 0
    if events is not DROPPED:
        events.append(Event("knight_moved", {"seat": seat, "from": v, "to": w}))
    # The opponent's knight left w: the mover's roads through w may join up.
    _relocate(s, v, w, events, owner_unchanged=False)
    _resolve_relocation_if_stuck(s, events)


def relocation_spots(s: State, seat: int, origin: int) -> list[int]:
    return [w for w in reachable(s, seat, origin) if vacant(s, w)]


def _resolve_relocation_if_stuck(s: State, events: list[Event]) -> None:
    """A displaced knight with nowhere to go returns to its owner's supply at once."""
    if not s.pending or s.pending[0][0] != "relocate":
        return
    _, owner, arg = s.pending[0]
    origin, level, _ = unpack_displaced(arg)
    if not relocation_spots(s, owner, origin):
        s.pending.pop(0)
        events.append(Event("knight_returned", {"seat": owner, "level": level}))


def legal_relocate(s: State, seat: int) -> list[Action]:
    origin, _, _ = unpack_displaced(s.pending[0][2])
    t = s.game.actions.relocate_knight
    return [t[w] for w in relocation_spots(s, seat, origin)]


def check_relocate(s: State, seat: int, a: Action) -> Refusal | None:
    w = a[1]
    origin, _, _ = unpack_displaced(s.pending[0][2])
    if not valid_int(w, len(s.owner)) or w not in relocation_spots(s, seat, origin):
        return Refusal("relocate_target", {"from": origin})
    return None


def apply_relocate(s: State, a: Action, events: list[Event]) -> None:
    _, owner, arg = s.pending.pop(0)
    _, level, active = unpack_displaced(arg)
    w: int = a[1]
    place(s, owner, w, level, active, events)
    events.append(Event("knight_relocated", {"seat": owner, "vertex": w}))


def check_chase(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    why = _why_cannot_act(s, seat, v)
    if why:
        return why
    if not s.robber_active:
        return Refusal("chase_before_attack")
    if v not in s.game.topology.hex_vertices[s.robber]:
        return Refusal("chase_not_adjacent", {"vertex": v})
    return None


def apply_chase(s: State, a: Action, events: list[Event]) -> None:
    v: int = a[1]
    s.knight_active[v] = 0
    events.append(Event("robber_chased", {"seat": s.turn_seat, "vertex": v}))
    s.pending.insert(0, ("robber", s.turn_seat, 1))  # 1: moved by a knight
