"""The position format: a state as JSON and back (documented in docs/position.md).

`state_to_json` writes everything, hidden information included. `state_from_json` reads
that, or a position written by hand in which most fields may be left out (they default to
the start of a game, and derived fields are recomputed), and refuses anything malformed or
impossible with a PositionError naming the field.
"""

from __future__ import annotations

from typing import Any

from . import position_ck
from .actions import Action
from .constants import (
    AUTO,
    CARD_BY_NAME,
    CARD_NAMES,
    CHANCE,
    CITY,
    DEV_BY_NAME,
    DEV_NAMES,
    DEV_NEVER_DISCARDED,
    MAX_CITIES,
    MAX_ROADS,
    MAX_SETTLEMENTS,
    N_CARDS,
    NOBODY,
    SETTLEMENT,
    TRACK_NAMES,
)
from .errors import GameConfigError, IllegalActionError, PositionError, quote
from .game import Game
from .history import from_actions as history_of
from .invariants import InvariantError, check_position
from .position_play import check_playable
from .position_read import read_bool, read_int, read_keys, read_name
from .rules import special_build
from .rules.common import cards_dict, replaced_row
from .rules.view import counters_json
from .state import State

FORMAT = "cityknights-position/1"
PHASES = (
    "setup_settlement", "setup_city", "setup_road", "pre_roll", "main", "special_build", "over",
    "part_turn",
)  # fmt: skip
# Pending decision kinds and the name of their integer argument (None: no argument).
PENDING_ARGS: dict[str, str | None] = {
    "dice": None,
    "steal": "victim",
    "draw_dev": "buyer",
    "discard": "count",
    "robber": "chased",  # true when a knight chases it (not a 7 or a card)
    "free_road": "count",
    "trade_answer": None,
    "trade_confirm": None,
    # Cities & Knights
    "progress_draw": "track",  # with the drawing "seat"
    "relocate": "from",  # with "level" and "active" of the displaced knight
    "metropolis": "track",
    "pillage": None,
    "defender_deck": None,
    "progress_discard": "count",
    "aqueduct": None,
    "produce": "total",
    "progress_limit": None,
    "finish_turn": None,
    "activate_robber": None,
    # Progress-card decisions
    "alchemist_dice": "dice",  # {"white", "red"} chosen by the Alchemist
    "desert": None,
    "deserter_place": "knight",  # {"level", "active"} of the knight to place
    "diplomat_rebuild": "edge",  # where the removed road stood
    "spy": "victim",
    "wedding": "count",
    "commercial_harbor": None,  # who was offered this turn: the top-level harbor_asked
    "harbor_answer": "card",  # the resource offered
    "master_merchant": "victim",  # with "count" cards left to take
    # 5-6 players: a seat's Special Build slot (RULES.md §22.5), in the special_build phase
    "special_build": None,
}
_KINDS = tuple(PENDING_ARGS)
CHANCE_DECISIONS = ("dice", "steal", "draw_dev", "progress_draw", "alchemist_dice")
AUTO_DECISIONS = ("produce", "progress_limit", "finish_turn", "activate_robber")
FIELDS = frozenset({
    "format", "game", "phase", "turn", "turn_seat", "setup_index", "setup_vertex", "numbers",
    "robber", "robber_active", "bank", "dev_deck", "dev_new", "dev_played", "longest_road",
    "largest_army", "players", "pending", "offer", "winner", "history",
}) | position_ck.TOP_FIELDS  # fmt: skip
PLAYER_FIELDS = frozenset({
    "hand", "dev_cards", "knights_played", "settlements", "cities", "roads",
}) | position_ck.PLAYER_FIELDS  # fmt: skip


def _devs(v: list[int] | tuple[int, ...]) -> dict[str, int]:
    return {DEV_NAMES[k]: v[k] for k in range(5) if v[k]}


def _seat_or_none(x: int) -> int | None:
    return None if x == NOBODY else x


def state_to_json(s: State, *, include_history: bool = True) -> dict[str, Any]:
    n = s.game.players
    out: dict[str, Any] = {
        "format": FORMAT,
        "game": s.game.config(),
        "phase": s.phase,
        "turn": s.turn,
        "turn_seat": s.turn_seat,
        "setup_index": s.setup_index,
        "setup_vertex": _seat_or_none(s.setup_vertex),
        "numbers": list(s.numbers),
        "robber": s.robber,
        "robber_active": s.robber_active,
        "bank": cards_dict(s.bank),
        "dev_deck": _devs(s.dev_deck),
        "dev_new": _devs(s.dev_new),
        "dev_played": s.dev_played,
        "longest_road": _seat_or_none(s.longest_road),
        "largest_army": _seat_or_none(s.largest_army),
        "players": [
            {
                "hand": cards_dict(s.hands[p]),
                "dev_cards": _devs(s.dev_hand[p]),
                "knights_played": s.knights_played[p],
                "settlements": sorted(s.settlements[p]),
                "cities": sorted(s.cities[p]),
                "roads": sorted(s.roads[p]),
            }
            for p in range(n)
        ],
        "pending": [_pending_to_json(d) for d in s.pending],
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
    if s.game.ck:
        position_ck.to_json(s, out)
    if include_history:
        out["history"] = [a.to_json() for a in s.history()]
    return out


def _pending_to_json(d: tuple[str, int, int]) -> dict[str, Any]:
    from .rules.knights import unpack_displaced
    from .rules.progress import unpack_draw

    kind, seat, arg = d
    out: dict[str, Any] = {"kind": kind}
    if kind == "progress_draw":
        drawer, track = unpack_draw(arg)
        return {"kind": kind, "seat": drawer, "track": TRACK_NAMES[track]}
    if kind not in CHANCE_DECISIONS and kind not in AUTO_DECISIONS:
        out["seat"] = seat
    if kind == "relocate":
        origin, level, active = unpack_displaced(arg)
        out.update({"from": origin, "level": level, "active": bool(active)})
        return out
    name = PENDING_ARGS[kind]
    if name == "dice":
        out.update({"white": arg // 8, "red": arg % 8})
    elif name == "knight":
        out.update({"level": arg & 3, "active": bool(arg >> 2 & 1)})
    elif name == "card":
        out[name] = CARD_NAMES[arg]
    elif kind == "master_merchant":
        out.update({"victim": arg & 7, "count": arg >> 3})
    elif name == "chased":
        out[name] = bool(arg)
    elif name == "track":
        out[name] = TRACK_NAMES[arg]
    elif name is not None:
        out[name] = arg
    return out


# ----------------------------------------------------------------- reading
class _Reader:
    def __init__(self, d: dict[str, Any]) -> None:
        self.d = d

    def get(self, key: str, default: Any) -> Any:
        return self.d.get(key, default)


def _seat_field(where: str, x: Any, n: int) -> int:
    if x is None:
        return NOBODY
    return read_int(where, x, 0, n - 1)


def _read_cards(where: str, x: Any, n_cards: int) -> list[int]:
    if not isinstance(x, dict):
        raise PositionError(f"{where}: expected an object of card counts, got {quote(x)}")
    v = [0] * N_CARDS
    for name, k in x.items():
        if name not in CARD_BY_NAME or CARD_BY_NAME[name] >= n_cards:
            raise PositionError(f"{where}: unknown card {quote(name)}")
        v[CARD_BY_NAME[name]] = read_int(f"{where}.{name}", k, 0, 10_000)
    return v


def _read_counters(
    x: Any, n: int, n_cards: int
) -> tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...]:
    """offer.counters: a list of {seat, give, get} (the counter-offers so far)."""
    if not isinstance(x, list):
        raise PositionError("offer.counters: expected a list of counter-offers")
    out = []
    for i, c in enumerate(x):
        where = f"offer.counters[{i}]"
        if not isinstance(c, dict):
            raise PositionError(f"{where}: expected an object {{seat, give, get}}")
        seat = read_int(f"{where}.seat", c.get("seat"), 0, n - 1)
        give = tuple(_read_cards(f"{where}.give", c.get("give", {}), n_cards))
        get = tuple(_read_cards(f"{where}.get", c.get("get", {}), n_cards))
        out.append((seat, give, get))
    return tuple(out)


def _read_devs(where: str, x: Any) -> list[int]:
    if not isinstance(x, dict):
        raise PositionError(f"{where}: expected an object of card counts, got {quote(x)}")
    v = [0] * 5
    for name, k in x.items():
        if name not in DEV_BY_NAME:
            raise PositionError(f"{where}: unknown development card {quote(name)}")
        v[DEV_BY_NAME[name]] = read_int(f"{where}.{name}", k, 0, 25)
    return v


def _read_list(where: str, x: Any, hi: int) -> list[int]:
    if not isinstance(x, list):
        raise PositionError(f"{where}: expected a list, got {quote(x)}")
    out = [read_int(f"{where}[{i}]", v, 0, hi) for i, v in enumerate(x)]
    if len(set(out)) != len(out):
        raise PositionError(f"{where}: repeated id")
    return out


def state_from_json(game: object, d: Any) -> State:
    from .rules import build, longest_road, scoring

    if game is not None and not isinstance(game, Game):
        raise PositionError(f"game: expected a Game or None, got {quote(game)}")
    if not isinstance(d, dict):
        raise PositionError(f"a position must be a JSON object, got {quote(d)}")
    read_keys("position", d, FIELDS, "a JSON object")
    if "game" in d and not isinstance(d["game"], dict):
        raise PositionError("game: expected an object (a Game's config)")
    fmt = d.get("format", FORMAT)
    if fmt != FORMAT:
        raise PositionError(f"format: expected {FORMAT!r}, got {quote(fmt)}")
    if game is None:
        if "game" not in d:
            raise PositionError("game: no Game given and the position has no 'game' config")
        try:
            game = Game.from_config(d["game"])
        except GameConfigError as exc:
            raise PositionError(f"game: {exc}") from None
    elif "game" in d:
        cfg = game.config()
        for key in ("expansion", "players", "board"):
            if key in d["game"] and d["game"][key] != cfg[key]:
                raise PositionError(f"game.{key} differs from the Game given")
    g = game
    n = g.players
    topo = g.topology
    s = State(g)  # the start of a game; fields given below replace its defaults

    phase = PHASES[read_name("phase", d.get("phase", "pre_roll"), PHASES)]
    s.phase = phase
    s.turn = read_int("turn", d.get("turn", 0 if phase.startswith("setup") else 1), 0, 10**9)
    s.turn_seat = read_int("turn_seat", d.get("turn_seat", 0), 0, n - 1)
    s.setup_index = read_int(
        "setup_index", d.get("setup_index", 0 if phase.startswith("setup") else 2 * n), 0, 2 * n
    )
    s.setup_vertex = _seat_field("setup_vertex", d.get("setup_vertex"), topo.n_vertices)
    if phase == "setup_road" and s.setup_vertex == NOBODY:
        raise PositionError("setup_vertex: the setup_road phase needs the settlement just placed")
    if "numbers" in d:
        nums = d["numbers"]
        if not isinstance(nums, list) or len(nums) != topo.n_hexes:
            raise PositionError(f"numbers: expected {topo.n_hexes} integers")
        s.numbers = tuple(read_int(f"numbers[{h}]", x, 0, 12) for h, x in enumerate(nums))
    s.robber = read_int("robber", d.get("robber", s.robber), 0, topo.n_hexes - 1)
    s.robber_active = read_bool("robber_active", d.get("robber_active", s.robber_active))

    players = d.get("players", [{} for _ in range(n)])
    if not isinstance(players, list) or len(players) != n:
        raise PositionError(f"players: expected a list of {n} objects")
    knights_played = []
    for p, pd in enumerate(players):
        where = f"players[{p}]"
        read_keys(where, pd, PLAYER_FIELDS, "an object")
        hand = _read_cards(f"{where}.hand", pd.get("hand", {}), g.n_cards)
        s.hands = replaced_row(s.hands, p, tuple(hand))
        devs = _read_devs(f"{where}.dev_cards", pd.get("dev_cards", {}))
        s.dev_hand = replaced_row(s.dev_hand, p, tuple(devs))
        knights_played.append(
            # Every knight of the deck: 14, or 20 with 5-6 players (RULES.md §22.3).
            read_int(f"{where}.knights_played", pd.get("knights_played", 0), 0, g.dev_deck[0])
        )
        nv, ne = topo.n_vertices - 1, topo.n_edges - 1
        settlements = _read_list(f"{where}.settlements", pd.get("settlements", []), nv)
        s.settlements = replaced_row(s.settlements, p, tuple(sorted(settlements)))
        cities = _read_list(f"{where}.cities", pd.get("cities", []), nv)
        s.cities = replaced_row(s.cities, p, tuple(sorted(cities)))
        roads = _read_list(f"{where}.roads", pd.get("roads", []), ne)
        s.roads = replaced_row(s.roads, p, tuple(sorted(roads)))
        # C&K: a city pillaged when no settlement piece is left lies on its side as a
        # settlement (RULES.md §12.4): position_ck counts the pieces with on_its_side.
        if len(s.settlements[p]) > MAX_SETTLEMENTS and not g.ck:
            raise PositionError(f"{where}.settlements: at most {MAX_SETTLEMENTS}")
        if len(s.cities[p]) > MAX_CITIES:
            raise PositionError(f"{where}.cities: at most {MAX_CITIES}")
        if len(s.roads[p]) > MAX_ROADS:
            raise PositionError(f"{where}.roads: at most {MAX_ROADS}")
    s.knights_played = tuple(knights_played)

    # Pieces on the board.
    owner, building, road = list(s.owner), list(s.building), list(s.road)
    for p in range(n):
        for kind, vs in ((SETTLEMENT, s.settlements[p]), (CITY, s.cities[p])):
            for v in vs:
                if owner[v] != NOBODY:
                    raise PositionError(f"players[{p}]: intersection {v} is already occupied")
                owner[v] = p
                building[v] = kind
        for e in s.roads[p]:
            if road[e] != NOBODY:
                raise PositionError(f"players[{p}].roads: path {e} already has a road")
            road[e] = p
    s.owner, s.building, s.road = tuple(owner), tuple(building), tuple(road)
    for v in range(topo.n_vertices):
        if s.owner[v] != NOBODY and any(s.owner[w] != NOBODY for w in topo.vertex_neighbors[v]):
            raise PositionError(
                f"intersection {v}: buildings on adjacent intersections (distance rule)"
            )

    # Cards: the bank holds what no hand holds unless given (then it must add up).
    totals = [g.cards_per_type] * 5 + [g.commodities_per_type] * 3
    held = [sum(s.hands[p][c] for p in range(n)) for c in range(N_CARDS)]
    if "bank" in d:
        s.bank = _read_cards("bank", d["bank"], g.n_cards)
        for c in range(N_CARDS):
            if s.bank[c] + held[c] != totals[c]:
                raise PositionError(
                    f"bank.{CARD_NAMES[c]}: bank {s.bank[c]} + hands {held[c]} != {totals[c]}"
                )
    else:
        s.bank = [totals[c] - held[c] for c in range(N_CARDS)]
        for c in range(N_CARDS):
            if s.bank[c] < 0:
                raise PositionError(f"players: more than {totals[c]} {CARD_NAMES[c]} in hands")
    if not g.ck:
        deck = g.dev_deck  # 25 cards, or 34 with 5-6 players (RULES.md §22.3)
        if "dev_deck" in d:
            s.dev_deck = tuple(_read_devs("dev_deck", d["dev_deck"]))
        else:
            s.dev_deck = tuple(
                deck[k]
                - sum(s.dev_hand[p][k] for p in range(n))
                - (sum(s.knights_played) if k == 0 else 0)
                for k in range(5)
            )
        for k in range(5):
            used = s.dev_deck[k] + sum(s.dev_hand[p][k] for p in range(n))
            if k == 0:
                used += sum(s.knights_played)
            if s.dev_deck[k] < 0 or used > deck[k]:
                raise PositionError(
                    f"dev_deck.{DEV_NAMES[k]}: more cards than the deck's {deck[k]}"
                )
            # A played knight stays face up, a VP card in hand: neither leaves the game.
            if used < deck[k] and k in DEV_NEVER_DISCARDED:
                places = "the deck, a hand or knights_played" if k == 0 else "the deck or a hand"
                raise PositionError(
                    f"dev_deck.{DEV_NAMES[k]}: {deck[k] - used} of the {deck[k]} "
                    f"cards are not in {places}; only road_building, year_of_plenty and "
                    "monopoly leave the game when played"
                )
    s.dev_new = tuple(_read_devs("dev_new", d.get("dev_new", {})))
    for k in range(5):
        if s.dev_new[k] > s.dev_hand[s.turn_seat][k]:
            raise PositionError(f"dev_new.{DEV_NAMES[k]}: more than the turn player holds")
    s.dev_played = read_bool("dev_played", d.get("dev_played", False))
    position_ck.from_json(s, d, players)

    # Derived: harbor rates, road lengths, awards (given ones are kept if consistent).
    for p in range(n):
        build.recompute_rates(s, p)
        longest_road.measure(s, p)
    if "longest_road" in d:
        s.longest_road = _seat_field("longest_road", d["longest_road"], n)
    else:
        s.longest_road = NOBODY
        longest_road.resolve(s, [])
    if "largest_army" in d:
        s.largest_army = _seat_field("largest_army", d["largest_army"], n)
        if s.largest_army != NOBODY and s.knights_played[s.largest_army] < 3:
            raise PositionError("largest_army: the holder has played fewer than 3 knights")
    else:
        best = max(s.knights_played)
        leaders = [p for p in range(n) if s.knights_played[p] == best]
        s.largest_army = leaders[0] if best >= 3 and len(leaders) == 1 else NOBODY

    pending = d.get("pending", [])
    if not isinstance(pending, list):
        raise PositionError("pending: expected a list of decisions")
    s.pending = [_read_pending(i, x, g) for i, x in enumerate(pending)]
    # Checked once the pending decisions are known: while the holder rebuilds a road the
    # Diplomat removed, the award waits for the rebuild (FAQ 88).
    holder = s.longest_road
    rebuilding = bool(s.pending) and s.pending[0][:2] == ("diplomat_rebuild", holder)
    if holder != NOBODY and s.road_length[holder] < 5 and not rebuilding:
        raise PositionError("longest_road: the holder has no road of 5 or more")
    offer = d.get("offer")
    if offer is not None:
        if not isinstance(offer, dict):
            raise PositionError("offer: expected an object or null")
        s.offer = (
            tuple(_read_cards("offer.give", offer.get("give", {}), g.n_cards)),
            tuple(_read_cards("offer.get", offer.get("get", {}), g.n_cards)),
        )
        acc = offer.get("accepted", [])
        if not isinstance(acc, list):
            raise PositionError("offer.accepted: expected a list of seats")
        s.trade_accepted = tuple(read_int("offer.accepted", x, 0, n - 1) for x in acc)
        s.trade_counters = _read_counters(offer.get("counters", []), n, g.n_cards)
    _check_pending(s)
    winner = d.get("winner")
    s.won_by = _seat_field("winner", winner, n)
    if (s.won_by != NOBODY) and s.phase != "over":
        raise PositionError("winner: set but the phase is not 'over'")
    if s.phase in ("pre_roll", "main") and not s.pending:
        scoring.check_win(s, [])
    try:  # the random-game checker's rules: one statement of what a reachable position is
        check_position(s)
    # Not `exc`: mypyc gives an except variable the type of its first binding.
    except InvariantError as invalid:
        raise PositionError(f"impossible position: {invalid.what}") from None
    check_playable(s)

    history = d.get("history")
    if history is not None:
        if not isinstance(history, list):
            raise PositionError("history: expected a list of actions")
        applied: list[Action] = []
        for i, a in enumerate(history):
            try:
                applied.append(Action.from_json(a))
            # Not `exc` again: mypyc gives an except variable the type of its first binding.
            except IllegalActionError as fault:
                raise PositionError(f"history[{i}]: {fault}") from None
        s._history = history_of(applied)
        s._length = len(history)
    s._legal = None
    s._legal_at = None
    return s


def _read_pending(i: int, x: Any, g: Game) -> tuple[str, int, int]:
    decision = _read_pending_fields(i, x, g)
    # A field the writer never gives this kind is refused, as at the top level and in a
    # player's object: silently dropped, a typo ("victm") would read as a default.
    unknown = set(x) - set(_pending_to_json(decision))
    if unknown:
        raise PositionError(
            f"pending[{i}]: unknown field(s) {quote(sorted(map(str, unknown)))} for a "
            f"{decision[0]} decision"
        )
    return decision


def _read_pending_fields(i: int, x: Any, g: Game) -> tuple[str, int, int]:
    from .rules.knights import pack_displaced
    from .rules.progress import pack_draw

    n = g.players
    topo = g.topology
    where = f"pending[{i}]"
    kind = x.get("kind") if isinstance(x, dict) else None
    if type(kind) is not str or kind not in PENDING_ARGS:
        raise PositionError(
            f"{where}: expected an object with kind one of {', '.join(_KINDS)}, got {quote(x)}"
        )
    if kind == "progress_draw":
        seat = read_int(f"{where}.seat", x.get("seat"), 0, n - 1)
        return (kind, CHANCE, pack_draw(seat, _track_name(f"{where}.track", x.get("track"))))
    if kind in AUTO_DECISIONS:
        seat = AUTO
    elif kind in CHANCE_DECISIONS:
        seat = CHANCE
    else:
        seat = read_int(f"{where}.seat", x.get("seat"), 0, n - 1)
    if kind == "relocate":
        origin = read_int(f"{where}.from", x.get("from"), 0, topo.n_vertices - 1)
        level = read_int(f"{where}.level", x.get("level"), 1, 3)
        active = read_bool(f"{where}.active", x.get("active", False))
        return (kind, seat, pack_displaced(origin, level, int(active)))
    name = PENDING_ARGS[kind]
    arg = 0
    if name == "dice":
        arg = read_int(f"{where}.white", x.get("white"), 1, 6) * 8 + read_int(
            f"{where}.red", x.get("red"), 1, 6
        )
    elif name == "knight":
        level = read_int(f"{where}.level", x.get("level"), 1, 3)
        active = read_bool(f"{where}.active", x.get("active", False))
        arg = level | int(active) << 2
    elif name == "card":
        arg = read_name(f"{where}.card", x.get("card"), CARD_NAMES[:5])
    elif kind == "master_merchant":
        arg = (
            read_int(f"{where}.victim", x.get("victim"), 0, n - 1)
            | read_int(f"{where}.count", x.get("count"), 1, 2) << 3
        )
    elif name == "edge":
        arg = read_int(f"{where}.edge", x.get("edge"), 0, topo.n_edges - 1)
    elif name == "chased":
        arg = int(read_bool(f"{where}.chased", x.get("chased", False)))
    elif name == "track":
        arg = _track_name(f"{where}.track", x.get("track"))
    elif name == "total":
        arg = read_int(f"{where}.total", x.get("total"), 2, 12)
    elif name is not None:
        hi = n - 1 if name in ("victim", "buyer") else 100
        arg = read_int(f"{where}.{name}", x.get(name), 0 if name in ("victim", "buyer") else 1, hi)
    return (kind, seat, arg)


def _track_name(where: str, x: Any) -> int:
    return read_name(where, x, TRACK_NAMES)


def _check_special_build(s: State) -> None:
    """The special_build phase (5-6 players, RULES.md §22.5) holds the slots still to come,
    last in the pending list, one per other seat in turn order; nothing else has slots."""
    slots = [seat for kind, seat, _ in s.pending if kind == "special_build"]
    if s.phase != "special_build":
        if slots:
            raise PositionError(
                "pending: special_build slots arise only in the special_build phase"
            )
        return
    if not s.game.special_build:
        raise PositionError("phase: this game has no Special Build Phase (rule flag off)")
    if special_build.deferred_discard(s):  # the slots are over; the discard the flag put after them
        return
    n = s.game.players
    if not slots or any(kind != "special_build" for kind, _, _ in s.pending[-len(slots) :]):
        raise PositionError(
            "pending: the special_build phase needs its slots, after any other decision"
        )
    order = [(seat - s.turn_seat) % n for seat in slots]
    if 0 in order or order != sorted(set(order)):
        raise PositionError(
            f"pending: special_build slots go to the other seats in turn order after "
            f"seat {s.turn_seat}, got seats {slots}"
        )


def _check_pending(s: State) -> None:
    """Refuse pending decisions (and an offer) that no game could reach: they would
    leave a non-terminal position with no legal action, or a hand below zero."""
    from .rules.build import road_spots

    if s.pending and s.phase not in ("pre_roll", "main", "special_build", "part_turn"):
        turn_end = "part_turn" if s.game.paired else "special_build"
        raise PositionError(
            f"pending: decisions only arise in pre_roll, main or {turn_end}, not {s.phase}"
        )
    if s.phase == "part_turn" and not s.game.paired:
        raise PositionError("phase: a part_turn needs the rule flag five_six_turns 'paired'")
    _check_special_build(s)
    if s.game.ck:
        position_ck.check_metropolis_pending(s)
    kinds = [kind for kind, _, _ in s.pending]
    for i, (kind, seat, arg) in enumerate(s.pending):
        where = f"pending[{i}]"
        if kind == "steal" and not any(s.hands[arg]):
            raise PositionError(f"{where}.victim: seat {arg} holds no card to steal")
        if kind == "draw_dev" and not any(s.dev_deck):
            raise PositionError(f"{where}: the development deck is empty")
        if kind == "discard" and arg > sum(s.hands[seat]):
            raise PositionError(f"{where}.count: seat {seat} holds fewer than {arg} cards")
        if kind == "free_road" and (len(s.roads[seat]) >= MAX_ROADS or not road_spots(s, seat)):
            raise PositionError(f"{where}: seat {seat} has no road to place")
        if kind in ("trade_answer", "trade_confirm") and s.offer is None:
            raise PositionError(f"{where}: a {kind} decision needs an offer")
        # Politics cards: the decision must be one its owner can make (RULES.md §13.2).
        if kind == "wedding" and (seat == s.turn_seat or arg > min(2, sum(s.hands[seat]))):
            raise PositionError(f"{where}: seat {seat} cannot give {arg} Wedding card(s)")
        if kind == "desert" and (seat == s.turn_seat or seat not in s.knight_owner):
            raise PositionError(f"{where}: seat {seat} has no knight to give up to the Deserter")
        if kind == "spy" and (seat != s.turn_seat or arg == seat or not any(s.progress_hand[arg])):
            raise PositionError(f"{where}.victim: the turn player cannot spy on seat {arg}")
    if s.offer is None:
        return
    if "trade_confirm" not in kinds:
        raise PositionError("offer: an open offer needs a trade_confirm decision pending")
    give, get = s.offer
    if not any(give) or not any(get):
        raise PositionError("offer: both sides must give something (no gifts)")
    if any(give[c] and get[c] for c in range(N_CARDS)):
        raise PositionError("offer: the same card type cannot be on both sides")
    if any(s.hands[s.turn_seat][c] < give[c] for c in range(N_CARDS)):
        raise PositionError(f"offer.give: the turn player (seat {s.turn_seat}) lacks these cards")
    for p in s.trade_accepted:
        if p == s.turn_seat or any(s.hands[p][c] < get[c] for c in range(N_CARDS)):
            raise PositionError(f"offer.accepted: seat {p} cannot have accepted this offer")
    if len(set(s.trade_accepted)) != len(s.trade_accepted):
        raise PositionError("offer.accepted: repeated seat")
    countered = [c[0] for c in s.trade_counters]
    if len(set(countered)) != len(countered) or set(countered) & set(s.trade_accepted):
        raise PositionError("offer.counters: a seat answers an offer once")
    for p, cgive, cget in s.trade_counters:
        if p == s.turn_seat or any(s.hands[p][c] < cget[c] for c in range(N_CARDS)):
            raise PositionError(f"offer.counters: seat {p} cannot give what it countered")
        if not any(cgive) or not any(cget) or any(cgive[c] and cget[c] for c in range(N_CARDS)):
            raise PositionError(f"offer.counters: seat {p}'s terms are a gift or like for like")
