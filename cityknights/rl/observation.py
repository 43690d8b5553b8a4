"""Observations: one seat's view as a fixed-size float vector.

The encoder reads the seat's view only, never the State, so an observation holds exactly
what the seat may know. It reads ``state.compact_view(seat)`` (the environments, at every
step) or a seat view (``state.seat_view(seat)``, or its wire form read back with
``SeatView.from_json``; its ``compact()`` is the compact view itself, which a test checks,
so the compact view holds nothing the view does not). Seats are relative to the observer: slot 0 is the observer itself,
slot 1 the next seat in turn order, and so on, so one policy can play any seat. Every
slice is listed, with its scale, in docs/observation.md; :meth:`ObservationEncoder.layout`
returns the same table, and a test checks that the two agree.

The layout depends only on the expansion and the number of players. An encoding is a
copy of a kept vector and one block write: the encoder keeps the last view's board layout
and pieces (copies) with their encoding, reused while the next view's are equal (between
two steps of one episode they seldom change), and writes everything from the own hand on
(which changes at nearly every step) as one block of integers over their divisors. The
environments each hold their own encoder for that reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import chain
from operator import itemgetter
from typing import Any

import numpy as np

from cityknights.engine.constants import (
    BUILDING_NAMES,
    CARD_NAMES,
    DEV_NAMES,
    HARBOR_NAMES,
    KNIGHT_ACTIVATED_THIS_TURN,
    KNIGHT_PROMOTED_THIS_TURN,
    NOBODY,
    PROGRESS_NAMES,
    SETTLEMENT,
    TERRAIN_NAMES,
    TRACK_NAMES,
)
from cityknights.engine.topology import for_players
from cityknights.engine.view import SeatView

__all__ = [
    "CONTEXTS",
    "CONTEXTS_PAIRED",
    "CONTEXTS_SPECIAL_BUILD",
    "HIGH",
    "ObservationEncoder",
    "Slice",
    "encoder_for",
    "markdown_table",
]

#: Every entry of an observation is in [0, HIGH] (the bounds of the Box spaces).
HIGH = 100.0

#: Every decision context a view can name (``view["context"]``): the phases and the kinds
#: of pending decision a seat can own, then ``over`` (the game has ended).
CONTEXTS: tuple[str, ...] = (
    "setup_settlement",
    "setup_city",
    "setup_road",
    "pre_roll",
    "main",
    "discard",
    "robber",
    "steal",
    "free_road",
    "trade_answer",
    "trade_confirm",
    # Cities & Knights
    "aqueduct",
    "commercial_harbor",
    "harbor_answer",
    "defender_deck",
    "desert",
    "deserter_place",
    "diplomat_rebuild",
    "master_merchant",
    "metropolis",
    "pillage",
    "progress_discard",
    "relocate",
    "spy",
    "wedding",
    "over",
)
#: With a Special Build Phase (5-6 players): a seat's slot as well, before ``over``.
CONTEXTS_SPECIAL_BUILD: tuple[str, ...] = (*CONTEXTS[:-1], "special_build", "over")
#: With the paired players instead (rule flag ``five_six_turns="paired"``, RULES.md
#: §22.5.7): the partner's part-turn, before ``over``; such a game has no Special Build slot.
CONTEXTS_PAIRED: tuple[str, ...] = (*CONTEXTS[:-1], "part_turn", "over")
_PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
_TERRAIN_INDEX = {name: i for i, name in enumerate(TERRAIN_NAMES)}
_HARBOR_INDEX = {name: i for i, name in enumerate(HARBOR_NAMES)}
_CARD_INDEX = {name: i for i, name in enumerate(CARD_NAMES)}
_BUILDING_INDEX = {name: i for i, name in enumerate(BUILDING_NAMES)}
_PRINTER = PROGRESS_NAMES.index("printer")
# Divisors of the tail's counts (see ObservationEncoder._build_tables); 1 for the rest.
_TAIL_SCALES: dict[str, float] = {
    "hand": 10.0, "rates": 4.0, "vp": 10.0, "peek_hand": 10.0, "bank": 19.0,
    "dev_deck": 25.0, "deck_sizes": 18.0, "barbarian": 7.0, "attacks": 10.0,
    "turn": 100.0, "vp_to_win": 10.0, "discard_limit": 10.0, "pending_owned": 4.0,
    "pending_count": 10.0, "offer_give": 5.0, "offer_get": 5.0,
}  # fmt: skip
# What the encoder reads from a compact view, fetched in one call each (itemgetter): the
# tail's values in layout order, and the key of the board and pieces (the seat first).
_BASE_TAIL_KEYS = itemgetter(
    "hand", "rates", "vp", "dev_hand", "dev_new", "dev_played", "counts", "longest_road",
    "largest_army", "bank", "dev_deck_size", "turn", "vp_to_win", "discard_limit",
    "turn_seat", "current_player", "context", "pending", "offer", "winner",
)  # fmt: skip
_CK_TAIL_KEYS = itemgetter(
    "hand", "rates", "vp", "progress_hand", "peek", "counts", "longest_road", "bank",
    "deck_sizes", "barbarian", "attacks", "crane", "fleet", "progress_vp_revealed", "turn",
    "vp_to_win", "discard_limit", "turn_seat", "current_player", "context", "pending",
    "offer", "winner",
)  # fmt: skip
_BASE_PIECE_KEYS = itemgetter(
    "seat", "numbers", "terrains", "harbors", "robber", "robber_active", "owner", "building",
    "road",
)  # fmt: skip
_CK_PIECE_KEYS = itemgetter(
    "seat", "numbers", "terrains", "harbors", "robber", "robber_active", "owner", "building",
    "road", "knight_owner", "knight_level", "knight_active", "wall", "knight_flags",
    "metropolis", "merchant_hex", "merchant_owner",
)  # fmt: skip
_flat = chain.from_iterable
_PLAYER_FIELDS = (  # (view key in player_info, divisor)
    ("public_vp", 10.0),
    ("cards", 10.0),
    ("dev_cards", 5.0),
    ("knights_played", 5.0),
    ("road_length", 15.0),
    ("roads_left", 15.0),
    ("settlements_left", 5.0),
    ("cities_left", 4.0),
)
_CK_PLAYER_FIELDS = (
    ("progress_cards", 4.0),
    ("progress_vp", 2.0),
    ("defender", 5.0),
    ("knight_strength", 10.0),
)


@dataclass(frozen=True)
class Slice:
    """One named part of the vector: ``vector[start:start + size]``, laid out as ``shape``."""

    name: str
    start: int
    shape: tuple[int, ...]
    meaning: str

    @property
    def size(self) -> int:
        return int(np.prod(self.shape))

    @property
    def stop(self) -> int:
        return self.start + self.size


class ObservationEncoder:
    """Encodes views of one game shape (expansion, players) as float32 vectors."""

    def __init__(
        self,
        expansion: str,
        players: int,
        special_build: bool | None = None,
        paired: bool = False,
    ) -> None:
        """`special_build`: the game has a Special Build Phase (its context is encoded);
        None: as 5-6 players have by default. `paired`: the game plays the paired players'
        part-turn in its place (`Game.paired`; its context `part_turn` is encoded)."""
        if expansion not in ("base", "ck"):
            raise ValueError(f"expansion must be 'base' or 'ck', got {expansion!r}")
        if players not in (3, 4, 5, 6):
            raise ValueError(f"players must be 3, 4, 5 or 6, got {players!r}")
        if not isinstance(paired, bool):
            raise ValueError(f"paired must be True or False, got {paired!r}")
        if paired and (players < 4 or special_build):
            raise ValueError(
                "paired (the paired players' part-turn) needs at least 4 players and takes "
                f"the Special Build Phase's place; got players={players}, "
                f"special_build={special_build}"
            )
        self.expansion = expansion
        self.players = players
        self.ck = expansion == "ck"
        # 5-6 players: the 30-hex island (RULES.md §22.2) and the Special Build Phase.
        self.topology = for_players(players)
        self.paired = paired
        self.special_build = (
            False if paired else players >= 5 if special_build is None else special_build
        )
        self.contexts = (
            CONTEXTS_PAIRED
            if paired
            else CONTEXTS_SPECIAL_BUILD
            if self.special_build
            else CONTEXTS
        )
        topo = self.topology
        nh, nv, ne = topo.n_hexes, topo.n_vertices, topo.n_edges
        n, nc = players, 8 if self.ck else 5
        self.n_cards = nc
        self.slices: list[Slice] = []
        self._offsets: dict[str, int] = {}
        self._next = 0
        s = self._add
        # Board
        s(
            "terrain",
            (nh, len(TERRAIN_NAMES)),
            "hex h is terrain t (one-hot; terrains in TERRAIN_NAMES order)",
        )
        s("number", (nh, 11), "hex h carries number token 2+k (one-hot; none on the desert)")
        s("pips", (nh,), "dots on hex h's token / 5 (its chance of being rolled, in 36ths, / 5)")
        s("harbor", (nv, len(HARBOR_NAMES)), "intersection v touches a harbor of kind k (one-hot)")
        s("robber", (nh,), "the robber is on hex h (one-hot)")
        s(
            "robber_active",
            (1,),
            "the robber may be moved (C&K: after the first barbarian attack; 1 in base)",
        )
        # Pieces (seats relative to the observer)
        s("settlements", (n, nv), "seat r has a settlement on intersection v")
        s("cities", (n, nv), "seat r has a city on intersection v")
        s("roads", (n, ne), "seat r has a road on path e")
        if self.ck:
            s("knights", (n, 3, nv), "seat r has a knight of level l+1 on intersection v")
            s("knights_active", (n, nv), "seat r's knight on intersection v is active")
            s("walls", (nv,), "the city on intersection v has a city wall")
            s("knights_activated_this_turn", (nv,), "the knight on v was activated this turn")
            s("knights_promoted_this_turn", (nv,), "the knight on v was promoted this turn")
            s("metropolis", (3, nv), "the metropolis of track k (trade, politics, science) is on v")
            s("merchant_hex", (nh,), "the merchant stands on hex h")
            s("merchant_owner", (n,), "seat r owns the merchant")
        # Own hand
        s("hand", (nc,), "own cards of each kind / 10 (CARD_NAMES order)")
        s("rates", (nc,), "own best bank rate for each card / 4")
        s("vp", (1,), "own victory points, hidden ones included / 10")
        if self.ck:
            s("progress_hand", (len(PROGRESS_NAMES),), "own progress cards of each kind")
            s("peek_seat", (n,), "Spy or Master Merchant: seat r's hand is shown")
            s("peek_progress", (len(PROGRESS_NAMES),), "Spy: the shown seat's progress cards")
            s("peek_hand", (nc,), "Master Merchant: the shown seat's cards / 10")
        else:
            s("dev_hand", (len(DEV_NAMES),), "own development cards of each kind (DEV_NAMES order)")
            s("dev_new", (len(DEV_NAMES),), "own development cards bought this turn")
            s("dev_played", (1,), "a development card was played this turn (own turn only)")
        # Every seat's public counts
        fields = [f for f, _ in _PLAYER_FIELDS] + (
            ["improvement_" + t for t in TRACK_NAMES] + [f for f, _ in _CK_PLAYER_FIELDS]
            if self.ck
            else []
        )
        self.player_fields = tuple(fields)
        s("players", (n, len(fields)), "seat r's public counts, scaled: " + ", ".join(fields))
        s("longest_road", (n,), "seat r holds the longest road")
        if not self.ck:
            s("largest_army", (n,), "seat r holds the largest army")
        # Bank and decks
        s("bank", (nc,), "cards of each kind in the bank / 19")
        if self.ck:
            s(
                "deck_sizes",
                (3,),
                "progress cards left in each deck (trade, politics, science) / 18",
            )
            s("barbarian", (1,), "barbarian ship steps / 7")
            s("attacks", (1,), "barbarian attacks so far / 10")
            s("crane", (1,), "Crane discounts left this turn")
            s("fleet", (nc,), "card kinds tradable 2:1 this turn (Merchant Fleet)")
            s("progress_vp_revealed", (2,), "Printer, Constitution revealed")
        else:
            s("dev_deck", (1,), "development cards left / 25")
        # Whose turn, what decision
        s("turn", (1,), "turn number / 100 (at most 100: turns past 10,000 count as 10,000)")
        s("vp_to_win", (1,), "victory points to win / 10")
        s("discard_limit", (1,), "cards held above which a 7 makes a seat discard / 10")
        s("turn_seat", (n,), "seat r is playing its turn")
        s("current_player", (n,), "seat r is to act (0s at a chance node or when over)")
        order = (
            "CONTEXTS_PAIRED"
            if self.paired
            else "CONTEXTS_SPECIAL_BUILD"
            if self.special_build
            else "CONTEXTS"
        )
        s("context", (len(self.contexts),), f"the decision to make (one-hot, {order} order)")
        s("pending_owned", (n,), "pending decisions queued for seat r / 4")
        s("pending_count", (1,), "the front pending decision's card count / 10")
        s("pending_victim", (n,), "the front decision is a steal from seat r")
        s("pending_card", (nc,), "the front decision is a Commercial Harbor answer about card c")
        s("offer_open", (1,), "a domestic trade offer is open")
        s("offer_give", (nc,), "the open offer gives cards of each kind / 5")
        s("offer_get", (nc,), "the open offer asks cards of each kind / 5")
        s("offer_accepted", (n,), "seat r accepted the open offer")
        s("winner", (n,), "seat r has won")
        self.size = self._next
        self._build_tables()

    # ----------------------------------------------------------------- layout
    def _add(self, name: str, shape: tuple[int, ...], meaning: str) -> None:
        piece = Slice(name, self._next, shape, meaning)
        self.slices.append(piece)
        self._offsets[name] = piece.start
        self._next = piece.stop

    def slice(self, name: str) -> Slice:
        """The slice called ``name``; raises KeyError naming the known slices."""
        for piece in self.slices:
            if piece.name == name:
                return piece
        raise KeyError(f"no slice {name!r}; slices: {', '.join(p.name for p in self.slices)}")

    def layout(self) -> list[tuple[str, int, int, tuple[int, ...], str]]:
        """(name, start, stop, shape, meaning) of every slice, in vector order."""
        return [(p.name, p.start, p.stop, p.shape, p.meaning) for p in self.slices]

    def split(self, vector: np.ndarray) -> dict[str, np.ndarray]:
        """The Dict form: each slice of ``vector`` as its own array, shaped as the slice."""
        return {p.name: vector[p.start : p.stop].reshape(p.shape).copy() for p in self.slices}

    def _build_tables(self) -> None:
        n = self.players
        # rel[seat][p]: where seat p sits from seat's side (0 = seat itself, 1 = next, ...).
        self._relative = [[(p - seat) % n for p in range(n)] for seat in range(n)]
        self._nv = self.topology.n_vertices
        # Everything from the own hand on (the tail) changes at nearly every step: it is
        # written as one block, its integers (`_tail` lists them in layout order) divided by
        # these divisors (1 for one-hots and plain counts).
        self._tail_start = self._offsets["hand"]
        row = [s for _, s in _PLAYER_FIELDS]
        if self.ck:
            row += [5.0] * len(TRACK_NAMES) + [s for _, s in _CK_PLAYER_FIELDS]
        divisors: list[float] = []
        for piece in self.slices:
            if piece.name == "players":
                divisors += row * n
            elif piece.name == "pips":
                divisors += [5.0] * piece.size  # the board's only entry that is not 0 or 1
            else:
                divisors += [_TAIL_SCALES.get(piece.name, 1.0)] * piece.size
        self._divisors = np.array(divisors, dtype=np.float32)
        # The integers of what is absent: no peek, no open offer.
        nc = self.n_cards
        self._no_cards = [0] * nc
        self._no_progress = [0] * len(PROGRESS_NAMES)
        self._no_peek = self._no_progress + self._no_cards
        self._no_offer = [0] * (1 + 2 * nc + n)
        self._no_pending = [0] * (n + 1 + n + nc)  # owned, count, victim, card
        # One-hots to look up: seat_hot[seat][p] is 1 at seat p's place from seat's side
        # (a key missing for nobody, None or a chance node: no_seat instead).
        self._no_seat = (0,) * n
        self._no_seat_peek = self._no_seat + tuple(self._no_peek)
        self._fleet_bits = [tuple(f >> c & 1 for c in range(nc)) for f in range(1 << nc)]
        self._seat_hot = [{p: _one_hot(n, r) for p, r in enumerate(rel)} for rel in self._relative]
        contexts = self.contexts
        self._context_hot = {name: _one_hot(len(contexts), i) for i, name in enumerate(contexts)}
        self._card_hot = {c: _one_hot(nc, c) for c in range(nc)}
        self._templates: dict[tuple[Any, ...], bytes] = {}
        self._last_pieces: tuple[tuple[Any, ...], bytes] | None = None

    # ----------------------------------------------------------------- encoding
    def encode(self, view: SeatView | Mapping[str, Any]) -> np.ndarray:
        """``view`` (a seat's ``state.seat_view(seat)``, or its wire form
        ``state.view(seat)``) as a float32 vector of :attr:`size`.

        Raises ValueError for a spectator's view, a malformed one or a view of another
        game shape.
        """
        seat_view = view if isinstance(view, SeatView) else SeatView.from_json(view)
        return self.encode_compact(seat_view.compact())

    def encode_compact(self, view: Mapping[str, Any]) -> np.ndarray:
        """``view`` (a seat's ``state.compact_view(seat)``: the same information as its
        ``state.view(seat)``, in engine numbers) as the vector :meth:`encode` gives for
        the full view, cheaper. What the environments call at every step.

        Raises ValueError for a view of another game shape.
        """
        if view["players"] != self.players or view["expansion"] != self.expansion:
            raise ValueError(
                f"this encoder is for {self.expansion} with {self.players} players, "
                f"not {view['expansion']} with {view['players']}"
            )
        board, values = self.integers(view)
        # The whole vector is small integers over a table of divisors: the board and the
        # pieces as bytes (kept while unchanged), the rest a list turned into bytes by
        # bytearray() (the cheapest conversion of a list of small ints: numpy and
        # array.array convert one by one, several times slower; ints only, as a bool in
        # the list makes it take a path twice as slow), and one numpy division that makes
        # the fresh float32 vector.
        try:
            ints = np.frombuffer(board + bytearray(values), np.uint8)
        except ValueError:  # a number past 255 (a long game's turn): the slower way
            wide = np.concatenate((np.frombuffer(board, np.uint8), np.array(values, np.int64)))
            exact: np.ndarray = np.divide(wide, self._divisors)  # in float64, as before
            return exact.astype(np.float32)
        return ints / self._divisors

    def integers(self, view: Mapping[str, Any]) -> tuple[bytes, list[int]]:
        """The integers of ``view``'s vector before their divisors: the board and pieces
        (the entries up to the own hand) as bytes, the same object while they are
        unchanged, and the rest as a list (a turn past 255 among them). What the vector
        environment writes into its shared buffer; ``view`` is not checked (see
        :meth:`encode_compact`)."""
        seat = view["seat"]
        return self._board_and_pieces(view, seat, self._relative[seat]), self._tail(view, seat)

    @property
    def divisors(self) -> np.ndarray:
        """What :meth:`integers` are divided by to make the vector (float32, :attr:`size`)."""
        return self._divisors

    @property
    def tail_start(self) -> int:
        """Where the own hand begins: the length of the board bytes :meth:`integers` gives."""
        return self._tail_start

    def _tail(self, view: Mapping[str, Any], seat: int) -> list[int]:
        """The integers of every slice from ``hand`` to the end, in layout order (one-hots
        as 0s and 1s), before their divisors. One-hots are looked up, not built; the
        view's values are fetched in one call and the list is built as one display."""
        hot, no_seat = self._seat_hot[seat], self._no_seat
        if self.ck:
            (hand, rates, vp, progress_hand, peek, counts, longest, bank, deck_sizes,
             barbarian, attacks, crane, fleet, revealed, turn, vp_to_win, limit, turn_seat,
             current, context, pending, offer, winner) = _CK_TAIL_KEYS(view)  # fmt: skip
            printer = 1 if _PRINTER in revealed else 0  # ints only: see encode_compact
            own = [*hand, *rates, vp, *progress_hand,
                   *(self._no_seat_peek if peek is None else self._peek(peek, hot)),
                   *_flat(counts), *hot.get(longest, no_seat), *bank, *deck_sizes,
                   barbarian, attacks, crane, *self._fleet_bits[fleet],
                   printer, len(revealed) - printer]  # fmt: skip
        else:
            (hand, rates, vp, dev_hand, dev_new, dev_played, counts, longest, largest, bank,
             dev_deck, turn, vp_to_win, limit, turn_seat, current, context, pending, offer,
             winner) = _BASE_TAIL_KEYS(view)  # fmt: skip
            own = [*hand, *rates, vp, *dev_hand, *dev_new, 1 if dev_played else 0, *_flat(counts),
                   *hot.get(longest, no_seat), *hot.get(largest, no_seat), *bank,
                   dev_deck]  # fmt: skip
        return [*own, min(turn, 10_000), vp_to_win, limit, *hot[turn_seat],
                *hot.get(current, no_seat), *self._context_hot[context],
                *(self._pending(pending, seat, hot) if pending else self._no_pending),
                *(self._no_offer if offer is None else self._offer(offer, seat)),
                *hot.get(winner, no_seat)]  # fmt: skip

    def _peek(self, peek: tuple[Any, ...], hot: Mapping[int, tuple[int, ...]]) -> list[int]:
        """C&K: the seat a Spy or a Master Merchant shows, and what it shows."""
        seat, progress, cards = peek
        return [*hot[seat], *(progress or self._no_progress),
                *(self._no_cards if cards is None else cards)]  # fmt: skip

    def _pending(
        self, pending: list[tuple[Any, ...]], seat: int, hot: Mapping[int, tuple[int, ...]]
    ) -> list[int]:
        """Decisions queued per seat (relative), then the front one's count, victim, card."""
        owned = [0] * self.players
        rel = self._relative[seat]
        for p, _, _, _ in pending:
            if p >= 0:
                owned[rel[p]] += 1
        _, count, victim, card = pending[0]
        return [*owned, count or 0, *hot.get(victim, self._no_seat),
                *self._card_hot.get(card, self._no_cards)]  # fmt: skip

    def _offer(self, offer: tuple[Any, ...], seat: int) -> list[int]:
        """The open domestic offer: 1, what it gives and asks, who accepted (relative).
        Counter-offers (offer[3]) are not observed: the learning env neither makes nor
        receives them (it masks offers, docs/rl)."""
        give, get, accepted_by = offer[0], offer[1], offer[2]
        accepted = [0] * self.players
        rel = self._relative[seat]
        for p in accepted_by:
            accepted[rel[p]] = 1
        return [1, *give, *get, *accepted]

    def _board_and_pieces(self, view: Mapping[str, Any], seat: int, rel: list[int]) -> bytes:
        """The integers of the vector up to the own hand: the board's layout, the robber
        and every piece. Pieces change a few dozen times a game and the layout hardly
        ever: the last view's key and these bytes are kept, and reused while the next
        view's key is equal (its arrays are tuples, the state's own while unchanged: the
        compare is mostly identity checks, and the key is kept as it is)."""
        key = (_CK_PIECE_KEYS if self.ck else _BASE_PIECE_KEYS)(view)
        last = self._last_pieces
        if last is not None and last[0] == key:
            return last[1]
        o = self._offsets
        nv, ne = self._nv, self.topology.n_edges
        settle, city, road = o["settlements"], o["cities"], o["roads"]
        building = view["building"]
        at = [
            (settle if building[v] == SETTLEMENT else city) + rel[owner] * nv + v
            for v, owner in enumerate(view["owner"])
            if owner != NOBODY
        ]
        at += [
            road + rel[owner] * ne + e for e, owner in enumerate(view["road"]) if owner != NOBODY
        ]
        if self.ck:
            self._ck_pieces(view, rel, at)
        at.append(o["robber"] + view["robber"])
        if view["robber_active"]:
            at.append(o["robber_active"])
        template = self.board_template(view["numbers"], view["terrains"], view["harbors"])
        filled = np.frombuffer(bytearray(template), np.uint8)
        filled[at] = 1
        board = filled.tobytes()
        self._last_pieces = (key, board)
        return board

    def _ck_pieces(self, view: Mapping[str, Any], rel: list[int], at: list[int]) -> None:
        o = self._offsets
        nv = self._nv
        knights, active = o["knights"], o["knights_active"]
        levels, is_active = view["knight_level"], view["knight_active"]
        for v, owner in enumerate(view["knight_owner"]):
            if owner != NOBODY:
                r = rel[owner]
                at.append(knights + (r * 3 + levels[v] - 1) * nv + v)
                if is_active[v]:
                    at.append(active + r * nv + v)
        base = o["walls"]
        at += [base + v for v, wall in enumerate(view["wall"]) if wall]
        activated, promoted = o["knights_activated_this_turn"], o["knights_promoted_this_turn"]
        for v, flags in enumerate(view["knight_flags"]):
            if flags & KNIGHT_ACTIVATED_THIS_TURN:
                at.append(activated + v)
            if flags & KNIGHT_PROMOTED_THIS_TURN:
                at.append(promoted + v)
        base = o["metropolis"]
        at += [base + t * nv + v for t, v in enumerate(view["metropolis"]) if v != NOBODY]
        if view["merchant_hex"] != NOBODY:
            at.append(o["merchant_hex"] + view["merchant_hex"])
            at.append(o["merchant_owner"] + rel[view["merchant_owner"]])

    def board_template(
        self, numbers: tuple[int, ...], terrains: tuple[int, ...], harbors: tuple[int, ...]
    ) -> bytes:
        """The integers of the board's layout (terrains, tokens, pips, harbors: a view's
        ``numbers``, ``terrains`` and ``harbors``) up to the own hand, zeros elsewhere. The
        layout changes only when the Inventor swaps tokens, so it is kept per layout (the
        vector env's compiled writer, rl/observation_ints.py, reads it here too)."""
        key = (numbers, terrains, harbors)
        template = self._templates.get(key)
        if template is None:
            if len(self._templates) >= 256:  # a bound: many envs, many boards
                self._templates.clear()
            template = self._templates[key] = self._fill_board(numbers, terrains, harbors)
        return template

    def _fill_board(
        self, numbers: tuple[int, ...], terrains: tuple[int, ...], harbors: tuple[int, ...]
    ) -> bytes:
        out = bytearray(self._tail_start)
        o = self._offsets
        base_t, base_n, base_p = o["terrain"], o["number"], o["pips"]
        nt = len(TERRAIN_NAMES)
        for h, terrain in enumerate(terrains):
            out[base_t + h * nt + terrain] = 1
        for h, number in enumerate(numbers):
            if number:
                out[base_n + h * 11 + number - 2] = 1
                out[base_p + h] = _PIPS[number]  # over its divisor, 5
        base = o["harbor"]
        nk = len(HARBOR_NAMES)
        for kind, (a, b) in zip(harbors, self.topology.harbor_slots, strict=True):
            out[base + a * nk + kind] = 1
            out[base + b * nk + kind] = 1
        return bytes(out)


def _one_hot(size: int, i: int) -> tuple[int, ...]:
    return tuple(int(k == i) for k in range(size))


def encoder_for(
    expansion: str, players: int, special_build: bool | None = None, paired: bool = False
) -> ObservationEncoder:
    """A new encoder of a game shape, for its layout and size (observation spaces, docs).
    Not shared: an encoder keeps the last view's board to reuse, so whoever encodes
    games in turn needs one of its own (the envs build theirs)."""
    return ObservationEncoder(expansion, players, special_build, paired)


def markdown_table(encoder: ObservationEncoder) -> str:
    """The layout of ``encoder`` as the Markdown table docs/observation.md shows."""
    lines = [
        f"#### {encoder.expansion}, {encoder.players} players"
        f"{', paired players' if encoder.paired else ''}: {encoder.size} floats",
        "",
        "| slice | start | stop | shape | meaning |",
        "| --- | --- | --- | --- | --- |",
    ]
    for name, start, stop, shape, meaning in encoder.layout():
        dims = " x ".join(str(d) for d in shape)
        lines.append(f"| `{name}` | {start} | {stop} | {dims} | {meaning} |")
    return "\n".join(lines) + "\n"
