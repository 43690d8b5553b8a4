"""The Cities & Knights part of the position format (docs/position.md).

Top level: "barbarian" (steps 0-6), "attacks", "crane", "fleet", "harbor_asked", "metropolis" ({track: intersection|null}),
"merchant" ({"hex", "owner"} or null), "decks" ({track: {"shuffled": {card: n},
"bottom": [card, ...], "bottom_seen": [...]}}: read in position_decks). Per player: "walls", "on_its_side" (pillaged cities lying on
their side), "knights" ([{"vertex", "level", "active",
"activated_this_turn", "promoted_this_turn", and with the rule flag sbp_promotion_shared
"promoted_in_slot", "promoted_in_own_turn" when true}]), "improvements" ({track: level}),
"progress_cards" ({card: n}), "progress_vp", "defender".
"""

from __future__ import annotations

from typing import Any

from .constants import (
    CARD_NAMES,
    KNIGHT_ACTIVATED_THIS_TURN,
    KNIGHT_PROMOTED_IN_OWN_TURN,
    KNIGHT_PROMOTED_IN_SLOT,
    KNIGHT_PROMOTED_THIS_TURN,
    KNIGHTS_PER_LEVEL,
    MAX_CITIES,
    MAX_LEVEL,
    MAX_SETTLEMENTS,
    MAX_WALLS,
    METROPOLIS_LEVEL,
    N_PROGRESS,
    NOBODY,
    PROGRESS_NAMES,
    PROGRESS_VP_CARDS,
    TRACK_NAMES,
)
from .errors import PositionError
from .position_decks import read_decks, read_progress, seen_to_json
from .position_read import read_bool, read_int, read_keys, read_name
from .rules.build import cities_on_side
from .rules.common import replaced_row
from .rules.improvements import metropolis_cities
from .state import State

TOP_FIELDS = frozenset(
    {"barbarian", "attacks", "metropolis", "merchant", "decks", "crane", "fleet", "harbor_asked"}
)
PLAYER_FIELDS = frozenset(
    {"walls", "on_its_side", "knights", "improvements", "progress_cards", "progress_vp",
     "defender"}
)  # fmt: skip
_KNIGHT_FIELDS = frozenset(
    {"vertex", "level", "active", "activated_this_turn", "promoted_this_turn",
     "promoted_in_slot", "promoted_in_own_turn"}
)  # fmt: skip
# The promotions held over by the rule flag sbp_promotion_shared (A39): written only when
# set, so that no other position changes.
_HELD_FIELDS = (
    ("promoted_in_slot", KNIGHT_PROMOTED_IN_SLOT),
    ("promoted_in_own_turn", KNIGHT_PROMOTED_IN_OWN_TURN),
)


def _progress(v: list[int]) -> dict[str, int]:
    return {PROGRESS_NAMES[k]: v[k] for k in range(N_PROGRESS) if v[k]}


def _knight_json(s: State, v: int) -> dict[str, Any]:
    flags = s.knight_flags[v]
    out: dict[str, Any] = {
        "vertex": v,
        "level": s.knight_level[v],
        "active": bool(s.knight_active[v]),
        "activated_this_turn": bool(flags & KNIGHT_ACTIVATED_THIS_TURN),
        "promoted_this_turn": bool(flags & KNIGHT_PROMOTED_THIS_TURN),
    }
    for name, bit in _HELD_FIELDS:
        if flags & bit:
            out[name] = True
    return out


def to_json(s: State, out: dict[str, Any]) -> None:
    # Development cards and Largest Army are base-game only: not written for C&K.
    for key in ("dev_deck", "dev_new", "dev_played", "largest_army"):
        out.pop(key, None)
    for pd in out["players"]:
        pd.pop("dev_cards", None)
        pd.pop("knights_played", None)
    out["crane"] = s.crane
    out["fleet"] = [CARD_NAMES[c] for c in range(8) if s.fleet >> c & 1]
    out["harbor_asked"] = [p for p in range(s.game.players) if s.harbor_asked >> p & 1]
    out["barbarian"] = s.barbarian
    out["attacks"] = s.attacks
    out["metropolis"] = {
        TRACK_NAMES[t]: (None if v == NOBODY else v) for t, v in enumerate(s.metropolis)
    }
    out["merchant"] = (
        None if s.merchant_hex == NOBODY else {"hex": s.merchant_hex, "owner": s.merchant_owner}
    )
    out["decks"] = {
        TRACK_NAMES[t]: {
            "shuffled": _progress(s.deck[t]),
            "bottom": [PROGRESS_NAMES[k] for k in s.deck_bottom[t]],
        }
        for t in range(3)
    }
    for t in range(3):  # written only when someone saw a card go under: null is the default
        if any(w != NOBODY for w in s.deck_bottom_seen[t]):
            out["decks"][TRACK_NAMES[t]]["bottom_seen"] = seen_to_json(s.deck_bottom_seen[t])
    for p, pd in enumerate(out["players"]):
        pd["walls"] = sorted(v for v in s.cities[p] if s.wall[v])
        pd["on_its_side"] = cities_on_side(s, p)
        pd["knights"] = [
            _knight_json(s, v) for v in range(len(s.knight_owner)) if s.knight_owner[v] == p
        ]
        pd["improvements"] = {TRACK_NAMES[t]: s.improvements[p][t] for t in range(3)}
        pd["progress_cards"] = _progress(s.progress_hand[p])
        pd["progress_vp"] = s.progress_vp[p]
        pd["defender"] = s.defender[p]


def _read_on_side(s: State, p: int, side: Any) -> None:
    """A seat's pillaged cities lying on their side (RULES.md §12.4): some of its
    settlements, each made of a city piece, and only once no settlement piece is left."""
    where = f"players[{p}].on_its_side"
    if not isinstance(side, list):
        raise PositionError(f"{where}: expected a list of intersections")
    for v in side:
        read_int(where, v, 0, len(s.owner) - 1)
        if v not in s.settlements[p]:
            raise PositionError(f"{where}: intersection {v} holds none of their settlements")
        if s.on_side[v]:
            raise PositionError(f"{where}: repeated intersection {v}")
        s.on_side[v] = 1
    # players[].settlements and .cities count the pieces as they stand on the board.
    settlement_pieces = len(s.settlements[p]) - len(side)
    if settlement_pieces > MAX_SETTLEMENTS:
        raise PositionError(
            f"players[{p}].settlements: at most {MAX_SETTLEMENTS} settlement pieces "
            "(more only with pillaged cities lying on their side, on_its_side)"
        )
    if side and settlement_pieces < MAX_SETTLEMENTS:
        raise PositionError(
            f"{where}: a pillaged city lies on its side only while all {MAX_SETTLEMENTS} "
            "settlement pieces are on the board"
        )
    if len(s.cities[p]) + len(side) > MAX_CITIES:
        raise PositionError(
            f"{where}: at most {MAX_CITIES} city pieces, the ones on their side included"
        )


def _track(where: str, x: Any) -> int:
    return read_name(where, x, TRACK_NAMES)


def from_json(s: State, d: dict[str, Any], players: list[dict[str, Any]]) -> None:
    """Read the C&K fields into `s` (whose pieces and hands are already loaded)."""
    g = s.game
    nv = g.topology.n_vertices
    n = g.players
    if not g.ck:
        extra = (TOP_FIELDS & set(d)) | {f for pd in players for f in PLAYER_FIELDS & set(pd)}
        if extra:
            raise PositionError(f"{sorted(extra)}: Cities & Knights fields in a base game")
        return
    # Development cards and Largest Army do not exist in C&K (RULES.md §1).
    # Their empty values are tolerated, so positions of either format version load.
    empty: tuple[object, ...] = (None, 0, False, {})
    base_only = {
        f for f in ("dev_deck", "dev_new", "dev_played", "largest_army") if d.get(f) not in empty
    }
    base_only |= {
        f for pd in players for f in ("dev_cards", "knights_played") if pd.get(f) not in empty
    }
    if base_only:
        raise PositionError(f"{sorted(base_only)}: base-game fields in a Cities & Knights game")
    s.barbarian = read_int("barbarian", d.get("barbarian", 0), 0, 6)
    s.crane = read_int("crane", d.get("crane", 0), 0, 2)
    fleet = d.get("fleet", [])
    if not isinstance(fleet, list):
        raise PositionError("fleet: expected a list of card names (Merchant Fleet this turn)")
    for i, c in enumerate(fleet):
        s.fleet |= 1 << read_name(f"fleet[{i}]", c, CARD_NAMES[: g.n_cards])
    asked = d.get("harbor_asked", [])
    if not isinstance(asked, list):
        raise PositionError(
            "harbor_asked: expected a list of seats (offered a Commercial Harbor card)"
        )
    for p in asked:
        read_int("harbor_asked", p, 0, n - 1)
        if p == s.turn_seat:
            raise PositionError("harbor_asked: the turn player offers, it is never offered")
        s.harbor_asked |= 1 << p
    s.attacks = read_int("attacks", d.get("attacks", 0), 0, 10**6)
    if "robber_active" not in d:
        s.robber_active = s.attacks > 0
    elif s.robber_active and s.attacks == 0:
        raise PositionError("robber_active: the robber is inactive until the first attack")

    for p, pd in enumerate(players):
        where = f"players[{p}]"
        walls = pd.get("walls", [])
        if not isinstance(walls, list):
            raise PositionError(f"{where}.walls: expected a list of intersections")
        for v in walls:
            read_int(f"{where}.walls", v, 0, nv - 1)
            if v not in s.cities[p]:
                raise PositionError(f"{where}.walls: intersection {v} holds none of their cities")
            if s.wall[v]:
                raise PositionError(f"{where}.walls: repeated intersection {v}")
            s.wall[v] = 1
        if sum(1 for v in s.cities[p] if s.wall[v]) > MAX_WALLS:
            raise PositionError(f"{where}.walls: at most {MAX_WALLS}")
        _read_on_side(s, p, pd.get("on_its_side", []))
        knights = pd.get("knights", [])
        if not isinstance(knights, list):
            raise PositionError(f"{where}.knights: expected a list")
        for i, kd in enumerate(knights):
            kw = f"{where}.knights[{i}]"
            read_keys(kw, kd, _KNIGHT_FIELDS, "an object")
            v = read_int(f"{kw}.vertex", kd.get("vertex"), 0, nv - 1)
            if s.owner[v] != NOBODY or s.knight_owner[v] != NOBODY:
                raise PositionError(f"{kw}.vertex: intersection {v} is not vacant")
            s.knight_owner[v] = p
            s.knight_level[v] = read_int(f"{kw}.level", kd.get("level", 1), 1, 3)
            s.knight_active[v] = int(read_bool(f"{kw}.active", kd.get("active", False)))
            flags = 0
            if read_bool(f"{kw}.activated_this_turn", kd.get("activated_this_turn", False)):
                flags |= KNIGHT_ACTIVATED_THIS_TURN
            if read_bool(f"{kw}.promoted_this_turn", kd.get("promoted_this_turn", False)):
                flags |= KNIGHT_PROMOTED_THIS_TURN
            for name, bit in _HELD_FIELDS:
                if read_bool(f"{kw}.{name}", kd.get(name, False)):
                    if not s.game.shared_promotion:
                        raise PositionError(
                            f"{kw}.{name}: a promotion is held over only with the rule flag "
                            "sbp_promotion_shared, where Special Build slots are played"
                        )
                    flags |= bit
            s.knight_flags[v] = flags
        mine = tuple(v for v in range(nv) if s.knight_owner[v] == p)
        s.knights = replaced_row(s.knights, p, mine)
        for level in (1, 2, 3):
            count = sum(
                1 for v in range(nv) if s.knight_owner[v] == p and s.knight_level[v] == level
            )
            if count > KNIGHTS_PER_LEVEL:
                raise PositionError(
                    f"{where}.knights: at most {KNIGHTS_PER_LEVEL} of level {level}"
                )
        imp = pd.get("improvements", {})
        if not isinstance(imp, dict):
            raise PositionError(f"{where}.improvements: expected {{track: level}}")
        # Not `level` (an int above): mypyc types a variable by its first binding.
        for name, given in imp.items():
            s.improvements[p][_track(f"{where}.improvements", name)] = read_int(
                f"{where}.improvements.{name}", given, 0, MAX_LEVEL
            )
        s.progress_hand[p] = read_progress(f"{where}.progress_cards", pd.get("progress_cards", {}))
        if any(s.progress_hand[p][k] for k in PROGRESS_VP_CARDS):
            raise PositionError(f"{where}.progress_cards: VP cards are revealed, never held")
        s.progress_vp[p] = read_int(f"{where}.progress_vp", pd.get("progress_vp", 0), 0, 2)
        s.defender[p] = read_int(f"{where}.defender", pd.get("defender", 0), 0, 100)

    metro = d.get("metropolis", {})
    if not isinstance(metro, dict):
        raise PositionError("metropolis: expected {track: intersection or null}")
    for name, v in metro.items():
        t = _track("metropolis", name)
        if v is None:
            continue
        v = read_int(f"metropolis.{name}", v, 0, nv - 1)
        if v in s.metropolis:
            raise PositionError(f"metropolis.{name}: intersection {v} already holds a metropolis")
        p = s.owner[v]
        if p == NOBODY or v not in s.cities[p]:
            raise PositionError(f"metropolis.{name}: intersection {v} holds no city")
        if s.improvements[p][t] < 4:
            raise PositionError(f"metropolis.{name}: its owner is below level 4 in {name}")
        s.metropolis[t] = v

    merchant = d.get("merchant")
    if merchant is not None:
        if not isinstance(merchant, dict) or set(merchant) != {"hex", "owner"}:
            raise PositionError("merchant: expected {hex, owner} or null")
        s.merchant_hex = read_int("merchant.hex", merchant.get("hex"), 0, g.topology.n_hexes - 1)
        s.merchant_owner = read_int("merchant.owner", merchant.get("owner"), 0, n - 1)

    read_decks(s, d)
    _check_turn_effects(s)


def check_metropolis_pending(s: State) -> None:
    """A pending decision to place a metropolis (RULES.md §11) must be one the seat can
    make: the metropolis is off the board (never claimed, or just lost to a level 5), the
    seat is at level 4 or 5 in its track, and one of its cities can hold it. Anything else
    would leave no legal action, or move a standing metropolis without its event.
    (A seat at level 4 beside an unclaimed metropolis is not refused: it does not stop
    play, and hand-written positions use such levels to set up the progress dice.)"""
    placing: set[int] = set()
    for i, (kind, seat, track) in enumerate(s.pending):
        if kind != "metropolis":
            continue
        name = TRACK_NAMES[track]
        where = f"pending[{i}]"
        if track in placing:
            raise PositionError(f"{where}: the {name} metropolis is already being placed")
        if s.metropolis[track] != NOBODY:
            raise PositionError(
                f"{where}: the {name} metropolis stands on intersection {s.metropolis[track]}; "
                "only one off the board is placed"
            )
        if s.improvements[seat][track] < METROPOLIS_LEVEL:
            raise PositionError(f"{where}: seat {seat} is below level 4 in {name}")
        if not metropolis_cities(s, seat, track):
            raise PositionError(f"{where}: seat {seat} has no city to hold the {name} metropolis")
        placing.add(track)


def _check_turn_effects(s: State) -> None:
    """The effects of cards played this turn (`crane`, `fleet`, `harbor_asked`) exist only
    after this turn's roll: progress cards are played after it (RULES.md §13.1; the
    Alchemist, the only card before it, leaves none), and these effects end with the turn.
    (How many such cards are out of the hands is not checked: a determinized position
    deals the unseen cards, the played ones among them, at random.)"""
    if s.phase in ("main", "part_turn", "over"):
        return
    for field, used in (("crane", s.crane), ("fleet", s.fleet), ("harbor_asked", s.harbor_asked)):
        if used:
            raise PositionError(
                f"{field}: progress cards are played after the roll; none is in effect in "
                f"the {s.phase} phase"
            )
