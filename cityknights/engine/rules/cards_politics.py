"""Politics (blue) progress cards (RULES.md §13.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..constants import CARD_NAMES, CHANCE, KNIGHT_ACTIVATED_THIS_TURN, NOBODY, PROGRESS_NAMES
from ..events import Event
from ..refusals import Refusal
from . import build, knights, longest_road, robber
from .cards_common import card_rule, opponents, spend
from .common import hand_size, move_card, replaced, row_without, valid_int
from .scoring import public_vp

if TYPE_CHECKING:
    from ..state import State


# Bishop: move the robber; steal from every player on the new hex.
def _bishop_candidates(s: State, seat: int) -> list[Action]:
    """Exactly the plays the check allows (allowed_hexes leaves out the robber's hex)."""
    if not s.robber_active:
        return []
    return [s.game.actions.of("play_bishop", h) for h in robber.allowed_hexes(s, seat)]


def _bishop_check(s: State, seat: int, a: Action) -> Refusal | None:
    if not s.robber_active:
        return Refusal("bishop_before_attack")
    h = a[1]
    if not valid_int(h, len(s.numbers)):
        return Refusal("no_such_hex", {"hex": h, "last": len(s.numbers) - 1})
    if h == s.robber:
        return Refusal("robber_same_hex", {"hex": h})
    if h not in robber.allowed_hexes(s, seat):
        return Refusal("friendly_robber", {"hex": h})
    return None


def _bishop_apply(s: State, a: Action, events: list[Event]) -> None:
    seat, h = s.turn_seat, a[1]
    spend(s, seat, "bishop", events, hex=h)
    s.robber = h
    victims = [p for p in opponents(s, seat) if p in robber.victims(s, seat, h)]
    events.append(Event("robber_moved", {"seat": seat, "hex": h, "victims": victims}))
    s.pending[0:0] = [("steal", CHANCE, p) for p in victims]


# Deserter: an opponent removes a knight of their choice; you may place one like it.
def _des_candidates(s: State, seat: int) -> list[Action]:
    return [s.game.actions.of("play_deserter", p) for p in opponents(s, seat)]


def _des_check(s: State, seat: int, a: Action) -> Refusal | None:
    p = a[1]
    if not valid_int(p, s.game.players) or p == seat:
        return Refusal("not_an_opponent", {"value": p})
    if not knights.knights_of(s, p):
        return Refusal("seat_has_no_knight", {"seat": p})
    return None


def _des_apply(s: State, a: Action, events: list[Event]) -> None:
    spend(s, s.turn_seat, "deserter", events, victim=a[1])
    s.pending.insert(0, ("desert", a[1], 0))


def legal_surrender(s: State, seat: int) -> list[Action]:
    t = s.game.actions
    return [t.of("surrender_knight", v) for v in knights.knights_of(s, seat)]


def check_surrender(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    if not valid_int(v, len(s.owner)) or s.knight_owner[v] != seat:
        return Refusal("choose_own_knight", {"vertex": v})
    return None


def deserter_level(s: State, seat: int, level: int) -> int:
    """The level the deserter's new knight takes: the same if a piece is free; else
    basic (OFF2020), or the highest lower level with a free piece (flag, OFF2025)."""
    if knights.pieces_on_board(s, seat, level) < 2:
        return level
    if s.game.rules.deserter_same_or_lower:
        for lower in range(level - 1, 0, -1):
            if knights.pieces_on_board(s, seat, lower) < 2:
                return lower
        return 0
    return 1 if knights.pieces_on_board(s, seat, 1) < 2 else 0


def apply_surrender(s: State, a: Action, events: list[Event]) -> None:
    victim = s.pending.pop(0)[1]
    _, level, active = knights.remove(s, a[1])
    events.append(Event("knight_deserted", {"seat": victim, "vertex": a[1], "level": level}))
    knights.roads_changed(s, events, (a[1],), unchanged=victim)  # its own knight never blocked it
    new_level = deserter_level(s, s.turn_seat, level)
    if new_level and knights.build_spots(s, s.turn_seat):
        s.pending.insert(0, ("deserter_place", s.turn_seat, new_level | active << 2))


def legal_deserter_place(s: State, seat: int) -> list[Action]:
    t = s.game.actions
    return [t.of("place_deserter", v) for v in knights.build_spots(s, seat)] + [t.of("skip")]


def check_deserter_place(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    if not valid_int(v, len(s.owner)) or v not in knights.build_spots(s, seat):
        return Refusal("deserter_spot", {"vertex": v})
    return None


def apply_deserter_place(s: State, a: Action, events: list[Event]) -> None:
    _, seat, arg = s.pending.pop(0)
    level, active = arg & 3, arg >> 2 & 1
    events.append(Event("knight_built", {"seat": seat, "vertex": a[1], "level": level}))
    # Placed with the deserted knight's active status, not activated this turn: placed
    # active, it may act this turn (FAQ 83).
    knights.place(s, seat, a[1], level, active, events)


# Diplomat: remove an open road; your own may be rebuilt at once for free.
def open_road(s: State, e: int) -> bool:
    p = s.road[e]
    if p == NOBODY:
        return False
    topo = s.game.topology
    for v in topo.edge_vertices[e]:
        own_piece = s.owner[v] == p or s.knight_owner[v] == p
        own_road = any(s.road[x] == p for x in topo.vertex_edges[v] if x != e)
        if not own_piece and not own_road:
            return True
    return False


def _dip_candidates(s: State, seat: int) -> list[Action]:
    t = s.game.actions
    return [t.of("play_diplomat", e) for e in range(len(s.road)) if open_road(s, e)]


def _dip_check(s: State, seat: int, a: Action) -> Refusal | None:
    e = a[1]
    if not valid_int(e, len(s.road)) or s.road[e] == NOBODY:
        return Refusal("no_road_on_path", {"edge": e})
    if not open_road(s, e):
        return Refusal("road_not_open", {"edge": e})
    return None


def _dip_apply(s: State, a: Action, events: list[Event]) -> None:
    seat, e = s.turn_seat, a[1]
    owner = s.road[e]
    spend(s, seat, "diplomat", events, edge=e, owner=owner)
    s.road = replaced(s.road, e, NOBODY)
    s.roads = row_without(s.roads, owner, e)
    if owner == seat:
        # Longest Road waits for the free rebuild (FAQ 88): the road may come back as
        # long as it was. The rebuild or its skip awards the card (finish_rebuild).
        longest_road.measure(s, owner)
        s.pending.insert(0, ("diplomat_rebuild", seat, e))
    else:
        longest_road.after_road(s, owner, events)  # no other seat's roads changed


def legal_rebuild(s: State, seat: int) -> list[Action]:
    t = s.game.actions
    removed = s.pending[0][2]  # "elsewhere": not where it stood
    return [t.road[e] for e in build.road_spots(s, seat) if e != removed] + [t.of("skip")]


def skip_rebuild(s: State, events: list[Event]) -> None:
    """The removed road is not rebuilt: the card is done, Longest Road is settled now
    (a rebuild settles it as any new road does)."""
    longest_road.resolve(s, events)


# Intrigue: displace an opponent's knight touching your road, with no knight of yours.
def _intr_candidates(s: State, seat: int) -> list[Action]:
    """Exactly the plays the check allows: opponents' knights at an end of the seat's roads."""
    t = s.game.actions
    edge_vertices = s.game.topology.edge_vertices
    knight_owner = s.knight_owner
    # Opponents' knights first, then their order: usually there is none, and no set of
    # every road end is built for nothing.
    targets: list[int] = []
    for e in s.roads[seat]:
        for v in edge_vertices[e]:
            if knight_owner[v] not in (NOBODY, seat) and v not in targets:
                targets.append(v)
    targets.sort()
    return [t.of("play_intrigue", v) for v in targets]


def _intr_check(s: State, seat: int, a: Action) -> Refusal | None:
    v = a[1]
    if not valid_int(v, len(s.owner)) or s.knight_owner[v] in (NOBODY, seat):
        return Refusal("no_opponent_knight", {"vertex": v})
    if not any(s.road[e] == seat for e in s.game.topology.vertex_edges[v]):
        return Refusal("knight_not_on_your_road", {"vertex": v})
    return None


def _intr_apply(s: State, a: Action, events: list[Event]) -> None:
    spend(s, s.turn_seat, "intrigue", events, vertex=a[1])
    owner = s.knight_owner[a[1]]
    knights.displace(s, a[1], events)
    knights.roads_changed(s, events, (a[1],), unchanged=owner)  # its own knight never blocked it


# Saboteur: everyone with as many VP or more discards half their cards.
def saboteur_targets(s: State, seat: int) -> list[int]:
    mine = public_vp(s, seat)
    return [p for p in opponents(s, seat) if public_vp(s, p) >= mine and hand_size(s, p) >= 2]


def _sab_candidates(s: State, seat: int) -> list[Action]:
    return [s.game.actions.of("play_saboteur")]


def _sab_check(s: State, seat: int, a: Action) -> Refusal | None:
    if not saboteur_targets(s, seat):
        return Refusal("saboteur_no_target")
    return None


def _sab_apply(s: State, a: Action, events: list[Event]) -> None:
    seat = s.turn_seat
    targets = saboteur_targets(s, seat)
    spend(s, seat, "saboteur", events, victims=targets)
    s.pending[0:0] = [("discard", p, hand_size(s, p) // 2) for p in targets]


# Spy: look at an opponent's progress cards and take one.
def _spy_candidates(s: State, seat: int) -> list[Action]:
    return [s.game.actions.of("play_spy", p) for p in opponents(s, seat)]


def _spy_check(s: State, seat: int, a: Action) -> Refusal | None:
    p = a[1]
    if not valid_int(p, s.game.players) or p == seat:
        return Refusal("not_an_opponent", {"value": p})
    if not any(s.progress_hand[p]):
        return Refusal("seat_no_progress_cards", {"seat": p})
    return None


def _spy_apply(s: State, a: Action, events: list[Event]) -> None:
    spend(s, s.turn_seat, "spy", events, victim=a[1])
    s.pending.insert(0, ("spy", s.turn_seat, a[1]))


def legal_spy(s: State, seat: int) -> list[Action]:
    target = s.pending[0][2]
    t = s.game.actions
    return [t.of("take_progress", k) for k, n in enumerate(s.progress_hand[target]) if n]


def check_spy(s: State, seat: int, a: Action) -> Refusal | None:
    target = s.pending[0][2]
    k = a[1]
    if not valid_int(k, len(PROGRESS_NAMES)):
        return Refusal("no_such_progress_card", {"value": k})
    if not s.progress_hand[target][k]:
        return Refusal("seat_lacks_progress", {"seat": target, "progress": PROGRESS_NAMES[k]})
    return None


def apply_spy(s: State, a: Action, events: list[Event]) -> None:
    from .progress import limit_decisions

    _, seat, target = s.pending.pop(0)
    k = a[1]
    s.progress_hand[target][k] -= 1
    s.progress_hand[seat][k] += 1
    events.append(Event("progress_taken", {"seat": seat, "victim": target},
                        {"card": PROGRESS_NAMES[k]}, (seat, target)))  # fmt: skip
    s.pending[0:0] = limit_decisions(s)


# Warlord: activate all your knights for free.
def _war_candidates(s: State, seat: int) -> list[Action]:
    return [s.game.actions.of("play_warlord")]


def _war_check(s: State, seat: int, a: Action) -> Refusal | None:
    if not any(not s.knight_active[v] for v in knights.knights_of(s, seat)):
        return Refusal("no_inactive_knight")
    return None


def _war_apply(s: State, a: Action, events: list[Event]) -> None:
    seat = s.turn_seat
    spend(s, seat, "warlord", events)
    for v in knights.knights_of(s, seat):
        if not s.knight_active[v]:
            s.knight_active[v] = 1
            s.knight_flags[v] |= KNIGHT_ACTIVATED_THIS_TURN  # still cannot act this turn


# Wedding: everyone with more VP gives you 2 cards of their choice.
def wedding_givers(s: State, seat: int) -> list[int]:
    mine = public_vp(s, seat)
    return [p for p in opponents(s, seat) if public_vp(s, p) > mine and hand_size(s, p)]


def _wed_candidates(s: State, seat: int) -> list[Action]:
    return [s.game.actions.of("play_wedding")]


def _wed_check(s: State, seat: int, a: Action) -> Refusal | None:
    if not wedding_givers(s, seat):
        return Refusal("wedding_no_giver")
    return None


def _wed_apply(s: State, a: Action, events: list[Event]) -> None:
    seat = s.turn_seat
    givers = wedding_givers(s, seat)
    spend(s, seat, "wedding", events, givers=givers)
    s.pending[0:0] = [("wedding", p, min(2, hand_size(s, p))) for p in givers]


def legal_give(s: State, seat: int) -> list[Action]:
    t = s.game.actions
    return [t.of("give_card", c) for c, n in enumerate(s.hands[seat]) if n]


def check_give(s: State, seat: int, a: Action) -> Refusal | None:
    c = a[1]
    if not valid_int(c, s.game.n_cards):
        return Refusal("no_such_card", {"value": c})
    if not s.hands[seat][c]:
        return Refusal("no_gift_card", {"card": CARD_NAMES[c]})
    return None


def apply_give(s: State, a: Action, events: list[Event]) -> None:
    kind, giver, left = s.pending[0]
    c = a[1]
    move_card(s, giver, s.turn_seat, c)
    events.append(Event("card_given", {"seat": giver, "to": s.turn_seat},
                        {"card": CARD_NAMES[c]}, (giver, s.turn_seat)))  # fmt: skip
    if left > 1:
        s.pending[0] = (kind, giver, left - 1)
    else:
        s.pending.pop(0)


# Why a card cannot be played at all (its "why not" in a hand), when no play is legal.
def _bishop_idle(s: State, seat: int) -> Refusal:
    if not s.robber_active:
        return Refusal("bishop_before_attack")
    return Refusal("card_no_target", {"progress": "bishop"})


card_rule("bishop", _bishop_candidates, _bishop_check, _bishop_apply, exact=True, idle=_bishop_idle)
card_rule(
    "deserter",
    _des_candidates,
    _des_check,
    _des_apply,
    idle=lambda s, seat: Refusal("no_opponent_with_knight"),
)
card_rule(
    "diplomat",
    _dip_candidates,
    _dip_check,
    _dip_apply,
    exact=True,
    idle=lambda s, seat: Refusal("no_open_road"),
)
card_rule(
    "intrigue",
    _intr_candidates,
    _intr_check,
    _intr_apply,
    exact=True,
    idle=lambda s, seat: Refusal("no_intrigue_target"),
)
card_rule("saboteur", _sab_candidates, _sab_check, _sab_apply)
card_rule(
    "spy",
    _spy_candidates,
    _spy_check,
    _spy_apply,
    idle=lambda s, seat: Refusal("no_opponent_with_progress"),
)
card_rule("warlord", _war_candidates, _war_check, _war_apply)
card_rule("wedding", _wed_candidates, _wed_check, _wed_apply)
