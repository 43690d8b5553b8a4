"""Per-seat views: exactly what one seat may know, as JSON-safe data.

Public: the board, pieces, robber, bank counts, each seat's card counts, played knights
and other development cards played, public VP, awards, the open trade offer, which
decision is pending for whom, and in C&K the progress cards played (under their decks).
Private to the seat: its own hand and development cards (and so its true VP), and the
progress cards it discarded under a deck.
Never shown: other hands, other development cards, the deck's composition or order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..constants import (
    BUILDING_NAMES,
    CARD_NAMES,
    DEV_NAMES,
    DEV_NEVER_DISCARDED,
    EVERYONE,
    HARBOR_NAMES,
    KNIGHT_ACTIVATED_THIS_TURN,
    KNIGHT_PROMOTED_IN_OWN_TURN,
    KNIGHT_PROMOTED_IN_SLOT,
    KNIGHT_PROMOTED_THIS_TURN,
    MAX_CITIES,
    MAX_ROADS,
    MAX_SETTLEMENTS,
    NOBODY,
    PROGRESS_NAMES,
    PROGRESS_TRACK,
    PROGRESS_VP_CARDS,
    TERRAIN_NAMES,
    TRACK_NAMES,
    VICTORY_POINT,
)
from ..errors import check_seat
from . import build, knights, paired, progress, trade
from .common import cards_dict, hand_size
from .scoring import public_vp

if TYPE_CHECKING:
    from ..state import State


def _pending_view(s: State, viewer: int | None) -> list[dict[str, Any]]:
    out = []
    for kind, seat, arg in s.pending:
        d: dict[str, Any] = {"kind": kind, "seat": seat}
        if kind in ("discard", "free_road", "progress_discard", "wedding"):
            d["count"] = arg
        elif kind == "steal":
            d["victim"] = arg
        elif kind == "harbor_answer" and viewer == s.turn_seat:
            # The Commercial Harbor's resource lies face down: the answering seat chooses
            # its commodity without seeing it (FAQ 78); only the offerer knows it.
            d["card"] = CARD_NAMES[arg]
        out.append(d)
    return out


def view(s: State, viewer: object) -> dict[str, Any]:
    # Typed `object` and checked here (SeatError: True, 1.0 or 7 is no seat): the compiled
    # engine would refuse a wrong-typed one with a TypeError of its own.
    seat = None if viewer is None else check_seat(viewer, s.game.players)
    v = _public(s, seat)
    if seat is not None:
        _add_private(s, seat, v)
    return v


def views(s: State, viewers: list[object]) -> list[dict[str, Any]]:
    """`view(s, v)` for each of `viewers`, the public part built once (a server sends every
    seat its view after each move). The views share that part's lists and dicts: read
    them, do not change them."""
    n = s.game.players
    seats = [None if viewer is None else check_seat(viewer, n) for viewer in viewers]
    base = _public(s, None)
    out = []
    for seat in seats:
        v = dict(base)  # the same keys in the same order as view(): the same JSON
        if seat is not None:
            v["seat"] = seat
            v["pending"] = _pending_view(s, seat)
            if s.game.ck:
                v["deck_bottom"] = _deck_bottom(s, seat)
            _add_private(s, seat, v)
        out.append(v)
    return out


def _public(s: State, seat: int | None) -> dict[str, Any]:
    """What everyone sees; `seat` (the viewer) only names itself and sees the pending
    decisions as it may."""
    g = s.game
    n = g.players
    players = []
    for p in range(n):
        roads_left, settlements_left, cities_left = build.pieces_left(s, p)
        players.append(
            {
                "seat": p,
                "public_vp": public_vp(s, p),
                "cards": hand_size(s, p),
                "dev_cards": sum(s.dev_hand[p]),
                "knights_played": s.knights_played[p],
                "road_length": s.road_length[p],
                "roads_left": roads_left,
                # A pillaged city on its side is a settlement made of a city piece (§12.4).
                "settlements_left": settlements_left,
                "cities_left": cities_left,
            }
        )
    v: dict[str, Any] = {
        "seat": seat,
        "players": n,
        "expansion": g.expansion,
        "ruleset": g.ruleset,
        "rules": dict(g.flags_json),  # the room's rule flags are public (game.flags_json)
        "vp_to_win": g.vp_to_win,
        "turn": s.turn,
        "turn_seat": s.turn_seat,
        "phase": s.phase,
        "current_player": s.current_player(),
        "context": s.context(),
        "numbers": list(s.numbers),
        # The fixed layout (public from the start); the topology is engine.topology.STANDARD.
        "terrains": [TERRAIN_NAMES[t] for t in g.board.terrains],
        "harbors": [
            [HARBOR_NAMES[k], a, b]
            for k, (a, b) in zip(g.board.harbors, g.topology.harbor_slots, strict=True)
        ],
        "robber": s.robber,
        "robber_active": s.robber_active,
        "buildings": [
            [vtx, s.owner[vtx], BUILDING_NAMES[s.building[vtx]]]
            for vtx in range(len(s.owner))
            if s.owner[vtx] != NOBODY
        ],
        "roads": [[e, s.road[e]] for e in range(len(s.road)) if s.road[e] != NOBODY],
        "bank": cards_dict(s.bank),
        "dev_deck_size": sum(s.dev_deck),
        "longest_road": s.longest_road,
        "largest_army": s.largest_army,
        "player_info": players,
        "pending": _pending_view(s, seat),
        "offer": None
        if s.offer is None
        else {
            "give": cards_dict(s.offer[0]),
            "get": cards_dict(s.offer[1]),
            "accepted": list(s.trade_accepted),
            "counters": counters_json(s),
        },
        "winner": s.winner(),
    }
    if s.phase == paired.PHASE:  # whose part-turn it is, and after whose roll (§22.5.7)
        v["part_turn"] = {"seat": s.turn_seat, "roller": paired.roller(s)}
    if g.ck:
        _ck_public(s, v)
    else:
        v["dev_cards_played"] = _dev_cards_played(s)
    return v


def counters_json(s: State) -> list[dict[str, Any]]:
    """The counter-offers to the open offer, in answer order: public, like the offer."""
    return [
        {"seat": p, "give": cards_dict(give), "get": cards_dict(get)}
        for p, give, get in s.trade_counters
    ]


def _dev_cards_played(s: State) -> dict[str, int]:
    """The development cards played, knights aside (`knights_played` counts them per
    seat): everyone saw them. The cards in no hand and not in the deck are those, since a
    knight or VP card never leaves the game otherwise."""
    out = {}
    for k, name in enumerate(DEV_NAMES):
        if k not in DEV_NEVER_DISCARDED:
            gone = s.game.dev_deck[k] - s.dev_deck[k] - sum(h[k] for h in s.dev_hand)
            if gone:
                out[name] = gone
    return out


def _deck_bottom(s: State, viewer: int | None) -> dict[str, list[str | None]]:
    """Per deck, the cards put under it, in order, as `viewer` saw them: a played card
    (everyone saw it) and the viewer's own discards by name, another seat's discard null."""
    return {
        TRACK_NAMES[t]: [
            PROGRESS_NAMES[k] if w == EVERYONE or (w == viewer and w >= 0) else None
            for k, w in zip(s.deck_bottom[t], s.deck_bottom_seen[t], strict=True)
        ]
        for t in range(3)
    }


def _add_private(s: State, seat: int, v: dict[str, Any]) -> None:
    """What only `seat` may know: its hand, its cards, its true VP, its bank rates."""
    g = s.game
    v["hand"] = cards_dict(s.hands[seat])
    v["dev_hand"] = {DEV_NAMES[k]: c for k, c in enumerate(s.dev_hand[seat]) if c}
    v["dev_new"] = (
        {DEV_NAMES[k]: c for k, c in enumerate(s.dev_new) if c} if seat == s.turn_seat else {}
    )
    v["dev_played"] = s.dev_played if seat == s.turn_seat else False
    v["vp"] = s.victory_points(seat)
    # The seat's best bank rate per card: harbors, and in C&K the Merchant Guild and
    # the merchant (RULES.md §15 "best available rate applies").
    v["rates"] = dict(zip(CARD_NAMES, trade.bank_rates(s, seat), strict=False))
    if g.ck:
        v["progress_cards"] = {
            PROGRESS_NAMES[k]: c for k, c in enumerate(s.progress_hand[seat]) if c
        }
        # The Spy and the Master Merchant look at the chosen hand: shown to that seat only.
        if s.pending and s.pending[0][1] == seat:
            kind, _, arg = s.pending[0]
            if kind == "spy":
                v["peek"] = {"seat": arg, "progress_cards": {
                    PROGRESS_NAMES[k]: c for k, c in enumerate(s.progress_hand[arg]) if c}}  # fmt: skip
            elif kind == "master_merchant":
                target = arg & 7
                v["peek"] = {"seat": target, "hand": cards_dict(s.hands[target])}


def _ck_public(s: State, v: dict[str, Any]) -> None:
    """Cities & Knights: everything on the board and every count is public; progress
    cards in hand are not (only their number), nor the decks' order or composition."""
    nv = len(s.owner)
    v["barbarian"] = s.barbarian
    v["attacks"] = s.attacks
    v["knights"] = [
        [x, s.knight_owner[x], s.knight_level[x], bool(s.knight_active[x])]
        for x in range(nv)
        if s.knight_owner[x] != NOBODY
    ]
    v["walls"] = [x for x in range(nv) if s.wall[x]]
    # Pillaged cities lying on their side (settlements until the owner's next city, §12.4).
    v["on_its_side"] = [x for x in range(nv) if s.on_side[x]]
    # Who did what this turn is public (everyone saw it happen).
    v["knights_activated_this_turn"] = [
        x for x in range(nv) if s.knight_flags[x] & KNIGHT_ACTIVATED_THIS_TURN
    ]
    v["knights_promoted_this_turn"] = [
        x for x in range(nv) if s.knight_flags[x] & KNIGHT_PROMOTED_THIS_TURN
    ]
    if s.game.shared_promotion:  # the promotions held over by the flag (A39), public too
        v["knights_promoted_in_slot"] = [
            x for x in range(nv) if s.knight_flags[x] & KNIGHT_PROMOTED_IN_SLOT
        ]
        v["knights_promoted_in_own_turn"] = [
            x for x in range(nv) if s.knight_flags[x] & KNIGHT_PROMOTED_IN_OWN_TURN
        ]
    # Printer and Constitution are revealed as soon as drawn: the ones no longer in a deck.
    v["progress_vp_revealed"] = [
        PROGRESS_NAMES[k]
        for k in sorted(PROGRESS_VP_CARDS)
        if not s.deck[PROGRESS_TRACK[k]][k] and k not in s.deck_bottom[PROGRESS_TRACK[k]]
    ]
    v["crane"] = s.crane
    v["fleet"] = [CARD_NAMES[c] for c in range(8) if s.fleet >> c & 1]
    v["harbor_asked"] = [p for p in range(s.game.players) if s.harbor_asked >> p & 1]
    v["metropolis"] = {
        TRACK_NAMES[t]: (None if x == NOBODY else x) for t, x in enumerate(s.metropolis)
    }
    v["merchant"] = (
        None if s.merchant_hex == NOBODY else {"hex": s.merchant_hex, "owner": s.merchant_owner}
    )
    v["deck_sizes"] = {TRACK_NAMES[t]: progress.deck_size(s, t) for t in range(3)}
    v["deck_bottom"] = _deck_bottom(s, v["seat"])
    for p, info in enumerate(v["player_info"]):
        info["improvements"] = {TRACK_NAMES[t]: s.improvements[p][t] for t in range(3)}
        info["progress_cards"] = sum(s.progress_hand[p])
        info["progress_vp"] = s.progress_vp[p]
        info["defender"] = s.defender[p]
        info["knight_strength"] = knights.strength(s, p)


# ----------------------------------------------------------------- the compact view
#: Kinds of pending decision whose argument is a card count (as `_pending_view` shows it).
_COUNT_KINDS = ("discard", "free_road", "progress_discard", "wedding")


def compact_view(s: State, viewer: object) -> dict[str, Any]:
    """What `view(s, seat)` tells the seat, in engine numbers, for encoders (the RL
    observation reads it at every step): ids in place of names, whole arrays in place of
    lists of occupied spots, one tuple of counts per seat, the viewer's first. It holds
    nothing `view` does not (tests/rl/test_observation.py rebuilds it from the view) and
    leaves out what an observation does not read (the ruleset, rule flags but the discard
    limit, pillaged cities on their side, who answered a Commercial Harbor, the cards
    under the progress decks, the development cards played). Keys:

    - ``seat``, ``players``, ``expansion``, ``turn``, ``turn_seat``, ``current_player``,
      ``context``, ``vp_to_win``, ``discard_limit``, ``robber``, ``robber_active``,
      ``longest_road``, ``largest_army``, ``vp``: as in the view (``winner``: None too).
    - ``terrains``, ``harbors``: the board's terrain ids per hex and harbor kind ids per
      harbor slot (``topology.harbor_slots`` order), tuples shared by every view.
    - ``numbers``: the token per hex; ``owner``, ``building``: per intersection (NOBODY /
      EMPTY where none); ``road``: the owner per path. Tuples (the state's own, which it
      replaces rather than changes: an encoder may keep them and compare them by identity).
    - ``hand``: the seat's count per card of the game; ``rates``: its bank rate per card;
      ``bank``: the bank's count per card. Fresh lists.
    - ``counts``: per seat from the viewer's side (the viewer, then the next seat in turn
      order, and so on), (public_vp, cards, dev_cards, knights_played, road_length,
      roads_left, settlements_left, cities_left), and in C&K then (trade, politics, science
      improvement levels, progress_cards, progress_vp, defender, knight_strength).
    - ``pending``: per pending decision, (seat, count, victim, card), None where the view
      shows none of them. ``offer``: None or (give, get, accepted, counters) as lists,
      give and get per card of the game, counters (seat, give, get) per counter-offer.
    - Base: ``dev_hand``, ``dev_new`` (counts per kind, zeros off turn), ``dev_played``,
      ``dev_deck_size``.
    - C&K: ``progress_hand`` (counts per kind), ``peek`` (None or (seat, progress counts
      or None, card counts or None)), ``barbarian``, ``attacks``, ``crane``, ``fleet`` (a
      bit per card), ``progress_vp_revealed`` (progress ids), ``deck_sizes`` (per track),
      ``knight_owner``, ``knight_level``, ``knight_active``, ``wall``, ``knight_flags``
      (the this-turn bits), per intersection, ``metropolis`` (per track, NOBODY where
      none), ``merchant_hex``, ``merchant_owner`` (NOBODY where none): tuples.
    """
    g = s.game
    n = g.players
    seat = check_seat(viewer, n)
    ck = g.ck
    nc = g.n_cards
    # The per-seat counts, inlined (this runs at every RL step; the compact-view test
    # checks them against the view's): `hand_size`, `pieces_left` (with `cities_on_side`
    # looked for only when a city lies on its side: C&K, after a pillage) and, in the
    # base game, `public_vp`'s sum.
    settlements, cities, roads = s.settlements, s.cities, s.roads
    if ck:
        tilted = 1 in s.on_side
        counts = []
        for p in range(n):
            side = len(build.cities_on_side(s, p)) if tilted else 0
            counts.append((
                public_vp(s, p), sum(s.hands[p]), sum(s.dev_hand[p]), s.knights_played[p],
                s.road_length[p], MAX_ROADS - len(roads[p]),
                MAX_SETTLEMENTS - len(settlements[p]) + side, MAX_CITIES - len(cities[p]) - side,
                *s.improvements[p], sum(s.progress_hand[p]), s.progress_vp[p], s.defender[p],
                knights.strength(s, p),
            ))  # fmt: skip
    else:
        longest, largest = s.longest_road, s.largest_army
        hands, dev_hand = s.hands, s.dev_hand
        knights_played, road_length = s.knights_played, s.road_length
        counts = [
            (
                len(settlements[p]) + 2 * len(cities[p]) + 2 * (p == longest) + 2 * (p == largest),
                sum(hands[p]),
                sum(dev_hand[p]),
                knights_played[p],
                road_length[p],
                MAX_ROADS - len(roads[p]),
                MAX_SETTLEMENTS - len(settlements[p]),
                MAX_CITIES - len(cities[p]),
            )
            for p in range(n)
        ]
    if seat:
        counts = counts[seat:] + counts[:seat]  # the viewer's first
    own_turn = seat == s.turn_seat
    queue = s.pending
    pending = (
        [
            (
                p,
                arg if kind in _COUNT_KINDS else None,
                arg if kind == "steal" else None,
                arg if kind == "harbor_answer" and own_turn else None,
            )
            for kind, p, arg in queue
        ]
        if queue
        else []
    )
    v: dict[str, Any] = {
        "seat": seat,
        "players": n,
        "expansion": g.expansion,
        "turn": s.turn,
        "turn_seat": s.turn_seat,
        "current_player": s.current_player(),
        "context": s.context(),
        "vp_to_win": g.vp_to_win,
        "discard_limit": g.rules.discard_limit,
        "terrains": g.board.terrains,
        "harbors": g.board.harbors,
        "numbers": tuple(s.numbers),  # tuple() of a tuple is the tuple itself: no copy
        "robber": s.robber,
        "robber_active": s.robber_active,
        "owner": tuple(s.owner),
        "building": tuple(s.building),
        "road": tuple(s.road),
        "hand": list(s.hands[seat][:nc]),
        "rates": trade.bank_rates(s, seat),
        "vp": counts[0][0] + s.dev_hand[seat][VICTORY_POINT],  # s.victory_points(seat)
        "bank": s.bank[:nc],
        "counts": counts,
        "longest_road": s.longest_road,
        "largest_army": s.largest_army,
        "pending": pending,
        "offer": trade.offer_row(s),
        "winner": s.winner(),
    }
    if ck:
        v["progress_hand"] = list(s.progress_hand[seat])
        v["peek"] = None
        if s.pending and s.pending[0][1] == seat:  # as `_add_private` shows them
            kind, _, arg = s.pending[0]
            if kind == "spy":
                v["peek"] = (arg, list(s.progress_hand[arg]), None)
            elif kind == "master_merchant":
                v["peek"] = (arg & 7, None, list(s.hands[arg & 7][:nc]))
        v["barbarian"] = s.barbarian
        v["attacks"] = s.attacks
        v["crane"] = s.crane
        v["fleet"] = s.fleet
        v["progress_vp_revealed"] = [
            k
            for k in sorted(PROGRESS_VP_CARDS)
            if not s.deck[PROGRESS_TRACK[k]][k] and k not in s.deck_bottom[PROGRESS_TRACK[k]]
        ]
        v["deck_sizes"] = [progress.deck_size(s, t) for t in range(3)]
        v["knight_owner"] = tuple(s.knight_owner)
        v["knight_level"] = tuple(s.knight_level)
        v["knight_active"] = tuple(s.knight_active)
        v["wall"] = tuple(s.wall)
        v["knight_flags"] = tuple(s.knight_flags)
        v["metropolis"] = tuple(s.metropolis)
        v["merchant_hex"] = s.merchant_hex
        v["merchant_owner"] = NOBODY if s.merchant_hex == NOBODY else s.merchant_owner
    else:
        v["dev_hand"] = list(s.dev_hand[seat])
        v["dev_new"] = list(s.dev_new) if own_turn else [0] * len(s.dev_new)
        v["dev_played"] = s.dev_played if own_turn else False
        v["dev_deck_size"] = sum(s.dev_deck)
    return v
