"""An observation's integers read straight from the State, for the vector environment.

:meth:`ObservationInts.integers` gives exactly what
``encoder.integers(state.compact_view(seat))`` gives (the board and pieces as bytes, the
rest a list of ints, before the encoder's divisors) without building the compact view's
dict and without the encoder's interpreted Python: setup.py compiles this module with the
engine (``RL_MODULES``), so a vector env step reads the State's arrays in native code.

What it reads is what ``engine.rules.view.compact_view`` reads, field by field, and no
more: the seat's own hand, cards and rates, the public counts of every seat, the board,
and a Spy's or Master Merchant's peek or a Commercial Harbor's card only when the view
shows them to this seat. tests/rl/test_observation_ints.py checks the two agree on many
positions of random games (both expansions, 3 to 6 players, every seat's side), so the
compact view stays the one definition of what a seat may know.

No numpy here (mypyc compiles it; numpy would be reached through generic calls).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from librt.strings import BytesWriter, read_i16_le, write_i16_le

from cityknights.engine import State
from cityknights.engine.constants import (
    DEV_NAMES,
    KNIGHT_ACTIVATED_THIS_TURN,
    KNIGHT_PROMOTED_THIS_TURN,
    MAX_CITIES,
    MAX_ROADS,
    MAX_SETTLEMENTS,
    NOBODY,
    PROGRESS_NAMES,
    PROGRESS_TRACK,
    PROGRESS_VP_CARDS,
    SETTLEMENT,
    VICTORY_POINT,
)
from cityknights.engine.rules import knights, trade
from cityknights.engine.rules.scoring import public_vp

if TYPE_CHECKING:  # not at run time: observation.py imports numpy
    from cityknights.rl.observation import ObservationEncoder

__all__ = ["ObservationInts"]

# Module constants Final, so that the compiled code reads them without a dict look-up.
# Pending kinds whose argument the view shows as a card count (view._COUNT_KINDS).
_COUNT_KINDS: Final = ("discard", "free_road", "progress_discard", "wedding")
_PRINTER: Final = PROGRESS_NAMES.index("printer")
_VP_CARDS: Final = tuple(sorted(PROGRESS_VP_CARDS))  # id order, as the compact view's
_N_PROGRESS: Final = len(PROGRESS_NAMES)


def _hots(size: int) -> list[bytes]:
    """One-hots of ``size`` entries (1 at k, for each k), then all zeros last, each as the
    16-bit little-endian integers `write_tail` writes: one BytesWriter.write each."""
    return [
        b"".join((1 if k == at else 0).to_bytes(2, "little") for k in range(size))
        for at in range(size + 1)
    ]


def _put_row(w: BytesWriter, row: tuple[int, ...], n: int) -> None:
    """The first ``n`` entries of ``row``."""
    for k in range(n):
        write_i16_le(w, row[k])


def _put_list(w: BytesWriter, items: list[int]) -> None:
    for v in items:
        write_i16_le(w, v)


def _put_list_head(w: BytesWriter, items: list[int], n: int) -> None:
    """The first ``n`` entries of ``items``."""
    for k in range(n):
        write_i16_le(w, items[k])


def _row_total(counts: tuple[int, ...]) -> int:
    """_total of a row the State keeps as a tuple (its development cards)."""
    n = 0
    for k in counts:
        n += k
    return n


def _total(counts: list[int]) -> int:
    """sum() as a loop on unboxed ints (engine.rules.common.total's reason: a builtin
    called from compiled code costs more than the sum)."""
    n = 0
    for k in counts:
        n += k
    return n


class ObservationInts:
    """The integers of one encoder's observations (one per game: it keeps the last board
    bytes, reused while the board and pieces are unchanged, as the encoder does)."""

    def __init__(self, encoder: ObservationEncoder) -> None:
        """``encoder``: the observations' layout; its tables are read once, here, and its
        board template (terrains, tokens, harbors) when the board changes."""
        self.encoder = encoder
        self.ck = encoder.ck
        n = self.players = encoder.players
        self.nc = encoder.n_cards
        self.nv = encoder.topology.n_vertices
        self.ne = encoder.topology.n_edges
        self.tail_start = encoder.tail_start
        # rel[seat][p]: seat p's place from seat's side (0: itself, 1: next, ...).
        self.rel: list[list[int]] = [[(p - s) % n for p in range(n)] for s in range(n)]
        contexts = encoder.contexts
        self.context_hot: dict[str, bytes] = dict(zip(contexts, _hots(len(contexts)), strict=False))
        # seat_hot[seat][p]: seat p's one-hot from seat's side; [seat][n] all zeros.
        hots = _hots(n)
        self.seat_hot: list[list[bytes]] = [[hots[r] for r in rel] + [hots[n]] for rel in self.rel]
        self.card_hot = _hots(self.nc)  # card c's one-hot; [nc] all zeros
        # The entries of what is absent, as written (two bytes an entry): the new cards
        # and the card played off turn, no peek, no pending decision, no open offer.
        self.no_dev_new = bytes(2 * (len(DEV_NAMES) + 1))
        self.no_peek = bytes(2 * (n + _N_PROGRESS + self.nc))
        self.no_progress = bytes(2 * _N_PROGRESS)  # a Master Merchant shows no cards of these
        self.no_pending = bytes(2 * (n + 1 + n + self.nc))
        self.no_offer = bytes(2 * (1 + 2 * self.nc + n))
        at = self._offset
        self.o_settlements, self.o_cities = at("settlements"), at("cities")
        self.o_roads = at("roads")
        self.o_robber, self.o_robber_active = at("robber"), at("robber_active")
        if self.ck:
            self.o_knights, self.o_knights_active = at("knights"), at("knights_active")
            self.o_walls, self.o_metropolis = at("walls"), at("metropolis")
            self.o_activated = at("knights_activated_this_turn")
            self.o_promoted = at("knights_promoted_this_turn")
            self.o_merchant_hex, self.o_merchant_owner = at("merchant_hex"), at("merchant_owner")
        else:
            self.o_knights = self.o_knights_active = self.o_walls = self.o_metropolis = 0
            self.o_activated = self.o_promoted = self.o_merchant_hex = 0
            self.o_merchant_owner = 0
        self.reset()

    def _offset(self, name: str) -> int:
        return self.encoder.slice(name).start

    def reset(self) -> None:
        """Forget the kept board (the next call rebuilds it)."""
        self.board = b""
        self.seat = -1
        self.numbers: tuple[int, ...] = ()
        self.terrains: tuple[int, ...] = ()
        self.harbors: tuple[int, ...] = ()
        self.owner: tuple[int, ...] = ()
        self.building: tuple[int, ...] = ()
        self.road: tuple[int, ...] = ()
        self.robber = -1
        self.robber_active = False
        # C&K: copies (the State changes these lists in place).
        self.knight_owner: list[int] = []
        self.knight_level: list[int] = []
        self.knight_active: list[int] = []
        self.wall: list[int] = []
        self.knight_flags: list[int] = []
        self.metropolis: list[int] = []
        self.merchant_hex = NOBODY
        self.merchant_owner = NOBODY

    # ----------------------------------------------------------------- the whole vector
    def integers(self, s: State, seat: int) -> tuple[bytes, list[int]]:
        """``encoder.integers(s.compact_view(seat))``: the board and pieces as bytes (the
        same object while they are unchanged) and the rest as a list; ``seat`` is a seat
        of the game (not checked)."""
        return self.board_bytes(s, seat), self.tail(s, seat)

    # ----------------------------------------------------------------- board and pieces
    def board_bytes(self, s: State, seat: int) -> bytes:
        """The entries up to the own hand. The State replaces its board tuples when they
        change, so most steps are identity checks; C&K's per-intersection lists change in
        place and are compared with kept copies."""
        if self._board_unchanged(s, seat):
            return self.board
        g = s.game
        self.seat = seat
        self.numbers, self.terrains, self.harbors = s.numbers, g.board.terrains, g.board.harbors
        self.owner, self.building, self.road = s.owner, s.building, s.road
        self.robber, self.robber_active = s.robber, s.robber_active
        template = self.encoder.board_template(self.numbers, self.terrains, self.harbors)
        out = bytearray(template)
        rel = self.rel[seat]
        nv = self.nv
        building = s.building
        for v, owner in enumerate(s.owner):
            if owner != NOBODY:
                base = self.o_settlements if building[v] == SETTLEMENT else self.o_cities
                out[base + rel[owner] * nv + v] = 1
        ne = self.ne
        for e, owner in enumerate(s.road):
            if owner != NOBODY:
                out[self.o_roads + rel[owner] * ne + e] = 1
        if self.ck:
            self._ck_pieces(s, rel, out)
        out[self.o_robber + s.robber] = 1
        if s.robber_active:
            out[self.o_robber_active] = 1
        self.board = bytes(out)
        return self.board

    def _board_unchanged(self, s: State, seat: int) -> bool:
        g = s.game
        if not (
            seat == self.seat
            and s.owner is self.owner
            and s.building is self.building
            and s.road is self.road
            and s.numbers is self.numbers
            and s.robber == self.robber
            and s.robber_active == self.robber_active
            and g.board.terrains is self.terrains
            and g.board.harbors is self.harbors
        ):
            return False
        if not self.ck:
            return True
        merchant_owner = NOBODY if s.merchant_hex == NOBODY else s.merchant_owner
        return (
            s.merchant_hex == self.merchant_hex
            and merchant_owner == self.merchant_owner
            and s.knight_owner == self.knight_owner
            and s.knight_level == self.knight_level
            and s.knight_active == self.knight_active
            and s.wall == self.wall
            and s.knight_flags == self.knight_flags
            and s.metropolis == self.metropolis
        )

    def _ck_pieces(self, s: State, rel: list[int], out: bytearray) -> None:
        self.knight_owner, self.knight_level = list(s.knight_owner), list(s.knight_level)
        self.knight_active, self.wall = list(s.knight_active), list(s.wall)
        self.knight_flags, self.metropolis = list(s.knight_flags), list(s.metropolis)
        self.merchant_hex = s.merchant_hex
        self.merchant_owner = NOBODY if s.merchant_hex == NOBODY else s.merchant_owner
        nv = self.nv
        levels, active = s.knight_level, s.knight_active
        for v, owner in enumerate(s.knight_owner):
            if owner != NOBODY:
                r = rel[owner]
                out[self.o_knights + (r * 3 + levels[v] - 1) * nv + v] = 1
                if active[v]:
                    out[self.o_knights_active + r * nv + v] = 1
        for v, wall in enumerate(s.wall):
            if wall:
                out[self.o_walls + v] = 1
        for v, flags in enumerate(s.knight_flags):
            if flags & KNIGHT_ACTIVATED_THIS_TURN:
                out[self.o_activated + v] = 1
            if flags & KNIGHT_PROMOTED_THIS_TURN:
                out[self.o_promoted + v] = 1
        for t, v in enumerate(s.metropolis):
            if v != NOBODY:
                out[self.o_metropolis + t * nv + v] = 1
        if s.merchant_hex != NOBODY:
            out[self.o_merchant_hex + s.merchant_hex] = 1
            out[self.o_merchant_owner + rel[s.merchant_owner]] = 1

    # ----------------------------------------------------------------- the tail
    def tail(self, s: State, seat: int) -> list[int]:
        """Every entry from the own hand on, in layout order (the encoder's ``_tail``): what
        `write_tail` writes, as a list."""
        w = BytesWriter()
        self.write_tail(s, seat, w)
        data = w.getvalue()
        return [read_i16_le(data, 2 * k) for k in range(len(data) // 2)]

    def write_tail(self, s: State, seat: int, w: BytesWriter) -> None:
        """Every entry from the own hand on, in layout order, appended to ``w`` as 16-bit
        little-endian integers: the vector env's row as it lies in its (unsigned) buffer,
        every entry being below 2**15 (the turn is capped at 10,000). Written one by one in
        native code (librt's BytesWriter; mypyc writes signed 16-bit integers natively): a
        list of ints built by extends and converted to bytes cost several times as much."""
        g = s.game
        n, nc = self.players, self.nc
        hot = self.seat_hot[seat]
        own_turn = seat == s.turn_seat
        _put_row(w, s.hands[seat], nc)
        _put_list(w, trade.bank_rates(s, seat))
        # the seat's true VP
        write_i16_le(w, self._public_vp(s, seat) + s.dev_hand[seat][VICTORY_POINT])
        if self.ck:
            _put_list(w, s.progress_hand[seat])
            self._peek(s, seat, hot, w)
            self._write_counts(s, seat, w)
            w.write(hot[self._seat(s.longest_road)])
            _put_list_head(w, s.bank, nc)
            for track in range(3):  # progress.deck_size
                write_i16_le(w, _total(s.deck[track]) + len(s.deck_bottom[track]))
            write_i16_le(w, s.barbarian)
            write_i16_le(w, s.attacks)
            write_i16_le(w, s.crane)
            fleet = s.fleet
            for c in range(nc):
                write_i16_le(w, fleet >> c & 1)
            printer = revealed = 0
            for k in _VP_CARDS:
                track = PROGRESS_TRACK[k]
                if not s.deck[track][k] and k not in s.deck_bottom[track]:
                    revealed += 1
                    if k == _PRINTER:
                        printer = 1
            write_i16_le(w, printer)
            write_i16_le(w, revealed - printer)
        else:
            dev = s.dev_hand[seat]
            _put_row(w, dev, len(dev))
            if own_turn:
                _put_row(w, s.dev_new, len(s.dev_new))
                write_i16_le(w, 1 if s.dev_played else 0)
            else:
                w.write(self.no_dev_new)
            self._write_counts(s, seat, w)
            w.write(hot[self._seat(s.longest_road)])
            w.write(hot[self._seat(s.largest_army)])
            _put_list_head(w, s.bank, nc)
            left = 0
            for c in s.dev_deck:
                left += c
            write_i16_le(w, left)
        write_i16_le(w, min(s.turn, 10_000))
        write_i16_le(w, g.vp_to_win)
        write_i16_le(w, g.rules.discard_limit)
        w.write(hot[s.turn_seat])
        w.write(hot[self._seat(s.current_player())])
        w.write(self.context_hot[s.context()])
        self._pending(s, seat, hot, own_turn, w)
        offer = s.offer
        if offer is None:
            w.write(self.no_offer)
        else:
            write_i16_le(w, 1)
            _put_row(w, offer[0], nc)
            _put_row(w, offer[1], nc)
            accepted = [0] * n
            rel = self.rel[seat]
            for p in s.trade_accepted:
                accepted[rel[p]] = 1
            _put_list(w, accepted)
        winner = s.winner()
        w.write(hot[n if winner is None else winner])

    def _seat(self, p: int) -> int:
        """``p`` as an index of a ``seat_hot`` row: itself for a seat, else the row's last
        (all zeros: nobody, CHANCE, TERMINAL)."""
        return p if 0 <= p < self.players else self.players

    def _public_vp(self, s: State, p: int) -> int:
        """Seat ``p``'s victory points as every seat sees them (the compact view's)."""
        if self.ck:
            return public_vp(s, p)
        vp = len(s.settlements[p]) + 2 * len(s.cities[p])
        if p == s.longest_road:
            vp += 2
        if p == s.largest_army:
            vp += 2
        return vp

    def _write_counts(self, s: State, seat: int, w: BytesWriter) -> None:
        """Every seat's public counts, the observer's first (the compact view's
        ``counts``, flat). Cities on their side (C&K, after a pillage) are counted over
        the seat's settlements, as ``build.cities_on_side`` does (none when no city lies
        on its side, as the compact view's shortcut has it)."""
        n = self.players
        settlements, cities, roads = s.settlements, s.cities, s.roads
        hands, dev_hand = s.hands, s.dev_hand
        knights_played, road_length = s.knights_played, s.road_length
        on_side = s.on_side
        for k in range(n):
            p = (seat + k) % n
            side = 0
            if self.ck:
                for v in settlements[p]:
                    if on_side[v]:
                        side += 1
            write_i16_le(w, self._public_vp(s, p))
            write_i16_le(w, _row_total(hands[p]))
            write_i16_le(w, _row_total(dev_hand[p]))
            write_i16_le(w, knights_played[p])
            write_i16_le(w, road_length[p])
            write_i16_le(w, MAX_ROADS - len(roads[p]))
            write_i16_le(w, MAX_SETTLEMENTS - len(settlements[p]) + side)
            write_i16_le(w, MAX_CITIES - len(cities[p]) - side)
            if self.ck:
                _put_list(w, s.improvements[p])
                write_i16_le(w, _total(s.progress_hand[p]))
                write_i16_le(w, s.progress_vp[p])
                write_i16_le(w, s.defender[p])
                write_i16_le(w, knights.strength(s, p))

    def _peek(self, s: State, seat: int, hot: list[bytes], w: BytesWriter) -> None:
        """C&K: the hand a Spy or a Master Merchant shows this seat (its own decision
        only, as the view shows it): the seat's one-hot, progress cards, cards."""
        nc = self.nc
        if s.pending and s.pending[0][1] == seat:
            kind, _, arg = s.pending[0]
            if kind == "spy":
                w.write(hot[arg])
                _put_list(w, s.progress_hand[arg])
                w.write(self.card_hot[nc])
                return
            if kind == "master_merchant":
                target = arg & 7
                w.write(hot[target])
                w.write(self.no_progress)
                _put_row(w, s.hands[target], nc)
                return
        w.write(self.no_peek)

    def _pending(
        self, s: State, seat: int, hot: list[bytes], own_turn: bool, w: BytesWriter
    ) -> None:
        """Decisions queued per seat (relative), then the front one's count, the victim
        of a steal, and a Commercial Harbor's card (the offerer's view only)."""
        n, nc = self.players, self.nc
        queue = s.pending
        if not queue:
            w.write(self.no_pending)
            return
        owned = [0] * n
        rel = self.rel[seat]
        for _, p, _ in queue:
            if p >= 0:
                owned[rel[p]] += 1
        _put_list(w, owned)
        kind, _, arg = queue[0]
        write_i16_le(w, arg if kind in _COUNT_KINDS else 0)
        w.write(hot[self._seat(arg) if kind == "steal" else n])
        card = arg if kind == "harbor_answer" and own_turn and 0 <= arg < nc else nc
        w.write(self.card_hot[card])
