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


def _hots(size: int) -> list[tuple[int, ...]]:
    """One-hots of ``size`` entries (1 at k, for each k), then all zeros last: appended to
    a list with one extend each (a tuple's items are copied, not converted one by one)."""
    return [tuple(1 if k == at else 0 for k in range(size)) for at in range(size + 1)]


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
        self.context_hot: dict[str, tuple[int, ...]] = dict(
            zip(contexts, _hots(len(contexts)), strict=False)
        )
        # seat_hot[seat][p]: seat p's one-hot from seat's side; [seat][n] all zeros.
        hots = _hots(n)
        self.seat_hot: list[list[tuple[int, ...]]] = [
            [hots[r] for r in rel] + [hots[n]] for rel in self.rel
        ]
        self.card_hot = _hots(self.nc)  # card c's one-hot; [nc] all zeros
        self.fleet_bits: list[tuple[int, ...]] = [
            tuple(f >> c & 1 for c in range(self.nc)) for f in range(1 << self.nc)
        ]
        # The entries of what is absent: no peek, no pending decision, no open offer.
        self.no_peek = (0,) * (n + _N_PROGRESS + self.nc)
        self.no_pending = (0,) * (n + 1 + n + self.nc)
        self.no_offer = (0,) * (1 + 2 * self.nc + n)
        self.no_dev_new = (0,) * (len(DEV_NAMES) + 1)  # dev_new, dev_played off turn
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
        """Every entry from the own hand on, in layout order (the encoder's ``_tail``)."""
        g = s.game
        n, nc = self.players, self.nc
        hot = self.seat_hot[seat]
        own_turn = seat == s.turn_seat
        out: list[int] = []
        out.extend(s.hands[seat][:nc])
        out.extend(trade.bank_rates(s, seat))
        counts = self._counts(s, seat)
        out.append(counts[0] + s.dev_hand[seat][VICTORY_POINT])  # the seat's true VP
        if self.ck:
            out.extend(s.progress_hand[seat])
            self._peek(s, seat, hot, out)
            out.extend(counts)
            out.extend(hot[self._seat(s.longest_road)])
            out.extend(s.bank[:nc])
            for track in range(3):  # progress.deck_size
                out.append(_total(s.deck[track]) + len(s.deck_bottom[track]))
            out.append(s.barbarian)
            out.append(s.attacks)
            out.append(s.crane)
            out.extend(self.fleet_bits[s.fleet])
            printer = revealed = 0
            for k in _VP_CARDS:
                track = PROGRESS_TRACK[k]
                if not s.deck[track][k] and k not in s.deck_bottom[track]:
                    revealed += 1
                    if k == _PRINTER:
                        printer = 1
            out.append(printer)
            out.append(revealed - printer)
        else:
            out.extend(s.dev_hand[seat])
            if own_turn:
                out.extend(s.dev_new)
                out.append(1 if s.dev_played else 0)
            else:
                out.extend(self.no_dev_new)
            out.extend(counts)
            out.extend(hot[self._seat(s.longest_road)])
            out.extend(hot[self._seat(s.largest_army)])
            out.extend(s.bank[:nc])
            left = 0
            for c in s.dev_deck:
                left += c
            out.append(left)
        out.append(min(s.turn, 10_000))
        out.append(g.vp_to_win)
        out.append(g.rules.discard_limit)
        out.extend(hot[s.turn_seat])
        out.extend(hot[self._seat(s.current_player())])
        out.extend(self.context_hot[s.context()])
        self._pending(s, seat, hot, own_turn, out)
        offer = s.offer
        if offer is None:
            out.extend(self.no_offer)
        else:
            out.append(1)
            out.extend(offer[0][:nc])
            out.extend(offer[1][:nc])
            accepted = [0] * n
            rel = self.rel[seat]
            for p in s.trade_accepted:
                accepted[rel[p]] = 1
            out.extend(accepted)
        winner = s.winner()
        out.extend(hot[n if winner is None else winner])
        return out

    def _seat(self, p: int) -> int:
        """``p`` as an index of a ``seat_hot`` row: itself for a seat, else the row's last
        (all zeros: nobody, CHANCE, TERMINAL)."""
        return p if 0 <= p < self.players else self.players

    def _counts(self, s: State, seat: int) -> list[int]:
        """Every seat's public counts, the observer's first (the compact view's
        ``counts``, flat). Cities on their side (C&K, after a pillage) are counted over
        the seat's settlements, as ``build.cities_on_side`` does (none when no city lies
        on its side, as the compact view's shortcut has it)."""
        n = self.players
        out: list[int] = []
        settlements, cities, roads = s.settlements, s.cities, s.roads
        hands, dev_hand = s.hands, s.dev_hand
        knights_played, road_length = s.knights_played, s.road_length
        if self.ck:
            on_side = s.on_side
            for k in range(n):
                p = (seat + k) % n
                side = 0
                for v in settlements[p]:
                    if on_side[v]:
                        side += 1
                out.append(public_vp(s, p))
                out.append(_row_total(hands[p]))
                out.append(_row_total(dev_hand[p]))
                out.append(knights_played[p])
                out.append(road_length[p])
                out.append(MAX_ROADS - len(roads[p]))
                out.append(MAX_SETTLEMENTS - len(settlements[p]) + side)
                out.append(MAX_CITIES - len(cities[p]) - side)
                out.extend(s.improvements[p])
                out.append(_total(s.progress_hand[p]))
                out.append(s.progress_vp[p])
                out.append(s.defender[p])
                out.append(knights.strength(s, p))
        else:
            longest, largest = s.longest_road, s.largest_army
            for k in range(n):
                p = (seat + k) % n
                vp = len(settlements[p]) + 2 * len(cities[p])
                if p == longest:
                    vp += 2
                if p == largest:
                    vp += 2
                out.append(vp)
                out.append(_row_total(hands[p]))
                out.append(_row_total(dev_hand[p]))
                out.append(knights_played[p])
                out.append(road_length[p])
                out.append(MAX_ROADS - len(roads[p]))
                out.append(MAX_SETTLEMENTS - len(settlements[p]))
                out.append(MAX_CITIES - len(cities[p]))
        return out

    def _peek(self, s: State, seat: int, hot: list[tuple[int, ...]], out: list[int]) -> None:
        """C&K: the hand a Spy or a Master Merchant shows this seat (its own decision
        only, as the view shows it): the seat's one-hot, progress cards, cards."""
        nc = self.nc
        if s.pending and s.pending[0][1] == seat:
            kind, _, arg = s.pending[0]
            if kind == "spy":
                out.extend(hot[arg])
                out.extend(s.progress_hand[arg])
                out.extend(self.card_hot[nc])
                return
            if kind == "master_merchant":
                target = arg & 7
                out.extend(hot[target])
                out.extend((0,) * _N_PROGRESS)
                out.extend(s.hands[target][:nc])
                return
        out.extend(self.no_peek)

    def _pending(
        self, s: State, seat: int, hot: list[tuple[int, ...]], own_turn: bool, out: list[int]
    ) -> None:
        """Decisions queued per seat (relative), then the front one's count, the victim
        of a steal, and a Commercial Harbor's card (the offerer's view only)."""
        n, nc = self.players, self.nc
        queue = s.pending
        if not queue:
            out.extend(self.no_pending)
            return
        owned = [0] * n
        rel = self.rel[seat]
        for _, p, _ in queue:
            if p >= 0:
                owned[rel[p]] += 1
        out.extend(owned)
        kind, _, arg = queue[0]
        out.append(arg if kind in _COUNT_KINDS else 0)
        out.extend(hot[self._seat(arg) if kind == "steal" else n])
        card = arg if kind == "harbor_answer" and own_turn and 0 <= arg < nc else nc
        out.extend(self.card_hot[card])
