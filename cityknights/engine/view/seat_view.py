"""SeatView: what one seat may know of a position, in engine integers.

`State.seat_view(seat)` makes one (`State.view(seat)` is its `to_json()`, the wire view
of docs/protocol.md). It holds the public position and the seat's own cards as arrays and
counts (ids, not names: the names are for the wire), and a *public skeleton*: a copy of
the position whose hidden part (the other seats' cards, the decks' contents, the bottom
cards the seat did not see go under a deck) is replaced by a fixed deal with the same
counts, so that nothing in the view tells the real hidden cards. From the skeleton come
the wire view (`to_json`), the progress cards' "why not" (`progress_why`) and the
determinizations of a search (`resample`: a clone with the hidden part dealt at random,
OpenSpiel's resample from an information state).

`SeatView.from_json(view)` reads a wire view back (a bot handed a JSON view by an outside
caller); its `resample` goes once through the position parser, then deals into clones.
`SeatView.public(state, seat)` is the view of a policy's decision inside a search: the
arrays alone, no skeleton (it can neither be sent nor resampled).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from ..constants import (
    CARD_BY_NAME,
    CARD_NAMES,
    DEV_NAMES,
    EMPTY,
    KNIGHT_ACTIVATED_THIS_TURN,
    KNIGHT_PROMOTED_IN_OWN_TURN,
    KNIGHT_PROMOTED_IN_SLOT,
    KNIGHT_PROMOTED_THIS_TURN,
    MAX_CITIES,
    MAX_ROADS,
    MAX_SETTLEMENTS,
    N_PROGRESS,
    NOBODY,
    PROGRESS_NAMES,
    PROGRESS_TRACK,
    PROGRESS_VP_CARDS,
    TRACK_NAMES,
    VICTORY_POINT,
)
from ..errors import check_seat
from ..rules import build, cards_common, knights, progress, trade
from ..rules import view as wire
from ..topology import for_players
from .hidden import ResampleError, deal_hidden

if TYPE_CHECKING:
    from ..game import Game
    from ..refusals import Refusal
    from ..state import State

#: Kinds of pending decision whose argument is a card count.
_COUNT_KINDS = ("discard", "free_road", "progress_discard", "wedding")
_SETUP_PHASES = ("setup_settlement", "setup_city", "setup_road")
_NAMES_TO_ID = {
    "terrain": {n: i for i, n in enumerate(("forest", "hills", "pasture", "fields", "mountains", "desert"))},
    "harbor": {n: i for i, n in enumerate(("lumber", "brick", "wool", "grain", "ore", "generic"))},
    "building": {"empty": EMPTY, "settlement": 1, "city": 2},
}  # fmt: skip
#: The fields of `SeatView.for_policy`: what the bots (cityknights.bots.heuristic) read.
POLICY_FIELDS = (
    "seat", "players", "expansion", "ck", "turn", "turn_seat", "phase", "context",
    "vp_to_win", "terrains", "numbers", "robber", "owner", "building", "road",
    "public_vp", "cards", "roads_left", "offer", "hand", "rates", "improvements",
    "knight_strength", "barbarian", "knight_owner", "knight_level",
)  # fmt: skip
PendingRow = tuple[int, int | None, int | None, int | None]


def _shown_to(state: State, seat: int) -> tuple[int, int]:
    """The seat whose hand, and the seat whose progress cards, `seat` is shown at its own
    front pending decision (the Master Merchant's, the Spy's look); NOBODY otherwise."""
    if state.pending and state.pending[0][1] == seat:
        kind, _, arg = state.pending[0]
        if kind == "spy":
            return NOBODY, arg
        if kind == "master_merchant":
            return arg & 7, NOBODY
    return NOBODY, NOBODY


class SeatView:
    """One seat's knowledge of a position (see the module docstring). Read its fields;
    do not change them (tuples and lists the position's own copy may share)."""

    # Who and where.
    seat: int | None  # None: a spectator
    players: int
    expansion: str
    ck: bool
    turn: int
    turn_seat: int
    phase: str
    context: str  # the front pending decision's kind, else the phase
    current_player: int
    vp_to_win: int
    discard_limit: int
    winner: int | None
    # The board: terrain ids per hex, harbor kind ids per harbor slot, number per hex;
    # owner (NOBODY) and building (EMPTY, SETTLEMENT, CITY) per intersection, road owner
    # per path.
    terrains: tuple[int, ...]
    harbors: tuple[int, ...]
    numbers: tuple[int, ...]
    robber: int
    robber_active: bool
    owner: tuple[int, ...]
    building: tuple[int, ...]
    road: tuple[int, ...]
    longest_road: int
    largest_army: int
    # The seat's own: its count per card of the game, bank rate per card, true VP.
    hand: list[int]
    rates: list[int]
    vp: int
    bank: list[int]
    # Per seat (absolute seat order).
    public_vp: list[int]
    cards: list[int]
    dev_cards: list[int]
    knights_played: list[int]
    road_length: list[int]
    roads_left: list[int]
    settlements_left: list[int]
    cities_left: list[int]
    # Per pending decision (seat, count, victim, card: None where the seat sees none).
    pending: list[PendingRow]
    # None, or (give, get, accepted, counters): give and get per card of the game;
    # counters (seat, give, get) per counter-offer, terms written as the offer's.
    offer: trade.OfferRow | None
    # Base game (zeros in C&K).
    dev_hand: list[int]
    dev_new: list[int]
    dev_played: bool
    dev_deck_size: int
    # Cities & Knights (per seat: improvements per track, progress cards held, Printer
    # or Constitution, Defender cards, active knight levels; empty in the base game).
    improvements: list[tuple[int, ...]]
    progress_cards: list[int]
    progress_vp: list[int]
    defender: list[int]
    knight_strength: list[int]
    progress_hand: list[int]
    # None or (seat, its progress counts or None, its card counts or None): the Spy's or
    # the Master Merchant's look at another hand, shown to this seat only.
    peek: tuple[int, list[int] | None, list[int] | None] | None
    barbarian: int
    attacks: int
    crane: int
    fleet: int  # a bit per card
    progress_vp_revealed: list[int]
    deck_sizes: list[int]
    knight_owner: tuple[int, ...]
    knight_level: tuple[int, ...]
    knight_active: tuple[int, ...]
    wall: tuple[int, ...]
    knight_flags: tuple[int, ...]
    metropolis: tuple[int, ...]
    merchant_hex: int
    merchant_owner: int

    def __init__(self) -> None:
        # Made by `of`, `public` or `from_json`, never bare.
        self._skeleton: State | None = None
        self._json: dict[str, Any] | None = None
        self._game: Game | None = None

    # ------------------------------------------------------------ construction
    @staticmethod
    def of(state: State, seat: object) -> SeatView:
        """`seat`'s view of `state` (None: a spectator's), with its public skeleton.
        SeatError for a seat not in the game."""
        p = None if seat is None else check_seat(seat, state.game.players)
        skeleton = state.clone()
        me = NOBODY if p is None else p
        known_hand, known_progress = (NOBODY, NOBODY) if p is None else _shown_to(state, p)
        try:
            deal_hidden(skeleton, me, None, known_hand, known_progress)
        except ResampleError:
            # Counts that do not add up (a position edited by hand, not one play reaches):
            # no deal keeps them all, so the copy keeps its cards. The view still shows
            # only their counts; `resample` refuses it (it deals at random and fails).
            skeleton = state.clone()
        if p != state.turn_seat and any(d[0] == "harbor_answer" for d in skeleton.pending):
            # The Commercial Harbor's card lies face down: only the offerer knows it.
            skeleton.pending = [
                (k, q, 0 if k == "harbor_answer" else a) for k, q, a in skeleton.pending
            ]
        skeleton._history = None  # the chance outcomes drawn so far: hidden cards
        if skeleton.phase != "setup_road":  # the last placement's, read in setup_road only
            skeleton.setup_vertex = NOBODY
        skeleton._length = 0
        skeleton._legal = None
        skeleton._legal_at = None
        v = SeatView()
        v._fill(skeleton, p)
        v._skeleton = skeleton
        v._game = state.game
        return v

    @staticmethod
    def public(state: State, seat: int) -> SeatView:
        """`seat`'s view of `state` for a decision made at once (a policy's, inside a
        search): the fields alone, read from `state` (its public part and the seat's own),
        without the skeleton: `to_json` and `resample` refuse it."""
        v = SeatView()
        v._fill(state, check_seat(seat, state.game.players))
        v._game = state.game
        return v

    @staticmethod
    def for_policy(state: State, seat: int) -> SeatView:
        """`seat`'s view of `state` for the search's own policy (the heuristic bot playing
        every seat of a determinized position, thousands of times a search): only the
        fields `POLICY_FIELDS` names, the ones the bots read; reading another raises
        AttributeError. Filling the other two thirds (the decks, the pieces left, the
        wall and metropolis tables, ...) was a tenth of a search's time."""
        v = SeatView()
        v._fill_policy(state, check_seat(seat, state.game.players))
        v._game = state.game
        return v

    def _fill_policy(self, s: State, seat: int | None) -> None:
        """The fields of POLICY_FIELDS (`_fill` fills them so, and the rest)."""
        g = s.game
        n = g.players
        ck = g.ck
        nc = g.n_cards
        self.seat = seat
        self.players = n
        self.expansion = g.expansion
        self.ck = ck
        self.turn = s.turn
        self.turn_seat = s.turn_seat
        self.phase = s.phase
        self.context = s.context()
        self.vp_to_win = g.vp_to_win
        self.terrains = g.board.terrains
        self.numbers = s.numbers
        self.robber = s.robber
        self.owner = s.owner
        self.building = s.building
        self.road = s.road
        settlements, cities = s.settlements, s.cities
        public_vp = []
        for p in range(n):  # rules.scoring.public_vp, inlined: it runs at every decision
            vp = len(settlements[p]) + 2 * len(cities[p])
            vp += 2 * (s.longest_road == p) + 2 * (s.largest_army == p)
            if ck:
                for x in s.metropolis:
                    if x != NOBODY and s.owner[x] == p:
                        vp += 2
                vp += s.defender[p] + s.progress_vp[p] + (s.merchant_owner == p)
            public_vp.append(vp)
        self.public_vp = public_vp
        self.cards = [sum(h) for h in s.hands]
        self.roads_left = [MAX_ROADS - len(s.roads[p]) for p in range(n)]
        self.offer = trade.offer_row(s)
        if seat is None:
            self.hand, self.rates = [], []
        else:
            self.hand = list(s.hands[seat][:nc])
            self.rates = trade.bank_rates(s, seat)
        if ck:
            self.improvements = [tuple(x) for x in s.improvements]
            self.knight_strength = [knights.strength(s, p) for p in range(n)]
            self.barbarian = s.barbarian
            self.knight_owner = tuple(s.knight_owner)
            self.knight_level = tuple(s.knight_level)
        else:
            self.improvements, self.knight_strength = [], []
            self.barbarian = 0
            nv = len(s.owner)
            self.knight_owner = (NOBODY,) * nv
            self.knight_level = (0,) * nv

    def _fill(self, s: State, seat: int | None) -> None:
        """The fields, from `s`: its public part and `seat`'s own cards only."""
        self._fill_policy(s, seat)
        g = s.game
        n = g.players
        ck = g.ck
        nc = g.n_cards
        self.current_player = s.current_player()
        self.discard_limit = g.rules.discard_limit
        self.winner = s.winner()
        self.harbors = g.board.harbors
        self.robber_active = s.robber_active
        self.longest_road = s.longest_road
        self.largest_army = s.largest_army
        self.bank = s.bank[:nc]
        settlements, cities = s.settlements, s.cities
        tilted = ck and 1 in s.on_side
        side = [len(build.cities_on_side(s, p)) if tilted else 0 for p in range(n)]
        self.dev_cards = [sum(h) for h in s.dev_hand]
        self.knights_played = list(s.knights_played)
        self.road_length = list(s.road_length)
        self.settlements_left = [MAX_SETTLEMENTS - len(settlements[p]) + side[p] for p in range(n)]
        self.cities_left = [MAX_CITIES - len(cities[p]) - side[p] for p in range(n)]
        own_turn = seat == s.turn_seat
        self.pending = [
            (
                p,
                arg if kind in _COUNT_KINDS else None,
                arg if kind == "steal" else None,
                arg if kind == "harbor_answer" and own_turn else None,
            )
            for kind, p, arg in s.pending
        ]
        self.vp = 0 if seat is None else self.public_vp[seat] + s.dev_hand[seat][VICTORY_POINT]
        if ck:
            self.progress_cards = [sum(h) for h in s.progress_hand]
            self.progress_vp = list(s.progress_vp)
            self.defender = list(s.defender)
            self.progress_hand = [] if seat is None else list(s.progress_hand[seat])
            self.peek = None
            if seat is not None and s.pending and s.pending[0][1] == seat:
                kind, _, arg = s.pending[0]
                if kind == "spy":
                    self.peek = (arg, list(s.progress_hand[arg]), None)
                elif kind == "master_merchant":
                    self.peek = (arg & 7, None, list(s.hands[arg & 7][:nc]))
            self.attacks = s.attacks
            self.crane = s.crane
            self.fleet = s.fleet
            self.progress_vp_revealed = [
                k
                for k in sorted(PROGRESS_VP_CARDS)
                if not s.deck[PROGRESS_TRACK[k]][k] and k not in s.deck_bottom[PROGRESS_TRACK[k]]
            ]
            self.deck_sizes = [progress.deck_size(s, t) for t in range(3)]
            self.knight_active = tuple(s.knight_active)
            self.wall = tuple(s.wall)
            self.knight_flags = tuple(s.knight_flags)
            self.metropolis = tuple(s.metropolis)
            self.merchant_hex = s.merchant_hex
            self.merchant_owner = NOBODY if s.merchant_hex == NOBODY else s.merchant_owner
            self.dev_hand, self.dev_new, self.dev_played, self.dev_deck_size = [], [], False, 0
        else:
            self.progress_cards, self.progress_vp = [], []
            self.defender, self.progress_hand = [], []
            self.peek = None
            self.attacks = self.crane = self.fleet = 0
            self.progress_vp_revealed, self.deck_sizes = [], []
            self.knight_active = self.wall = self.knight_flags = (0,) * len(s.owner)
            self.metropolis = (NOBODY,) * 3
            self.merchant_hex = self.merchant_owner = NOBODY
            if seat is None:
                self.dev_hand, self.dev_new, self.dev_played = [], [], False
            else:
                self.dev_hand = list(s.dev_hand[seat])
                self.dev_new = list(s.dev_new) if own_turn else [0] * len(s.dev_new)
                self.dev_played = s.dev_played if own_turn else False
            self.dev_deck_size = sum(s.dev_deck)

    @staticmethod
    def from_json(view: Mapping[str, Any]) -> SeatView:
        """A seat's wire view (`State.view(seat)`, as JSON) read back into a SeatView, for
        bots an outside caller hands a JSON view. ValueError, naming what is wrong, for
        a malformed one."""
        try:
            return _read_wire(view)
        except (KeyError, TypeError, IndexError, ValueError, AttributeError) as error:
            what = (
                f"no {error.args[0]!r}"
                if isinstance(error, KeyError) and error.args
                else str(error)
            )
            raise ValueError(f"not a seat's view ({what})") from None

    # ------------------------------------------------------------------ uses
    def to_json(self) -> dict[str, Any]:
        """The wire view (docs/protocol.md): what `State.view(seat)` returns. Built once
        per SeatView; the same dict on every call (do not change it)."""
        out = self._json
        if out is None:
            skeleton = self._skeleton
            if skeleton is None:
                raise ResampleError("a search policy's view has no wire form (SeatView.public)")
            out = self._json = wire.view(skeleton, self.seat)
        return out

    def progress_why(self) -> dict[int, Refusal | None]:
        """Each progress card kind in the seat's own hand: None if it can be played now,
        else why not (the seat's own knowledge: the server sends it to that seat only)."""
        skeleton = self._skeleton
        seat = self.seat
        if skeleton is None or seat is None or not self.ck:
            return {}
        return {
            k: cards_common.card_refusal(skeleton, seat, PROGRESS_NAMES[k])
            for k in range(N_PROGRESS)
            if self.progress_hand[k]
        }

    def resample(self, rng: random.Random, pending: bool = False) -> State:
        """A full position agreeing with this view, the hidden cards dealt at random from
        `rng`, uniformly among the deals that keep every count the seat knows. Only
        between the turn player's decisions (a setup placement, or pre_roll or main with
        nothing pending and no offer open) or in a Special Build slot (nothing hidden is
        pending there, only the public slots to come; a view of a State, not one read
        back from JSON): ResampleError otherwise, or for a spectator.

        `pending`: also at a pending decision of the seat's own (the robber, a discard, a
        progress card's target...; no offer open), in any seat's turn, from a view of a
        State. The pending decisions are kept as the skeleton has them: their arguments
        are public (counts, seats, tracks, the board's places) but for the Commercial
        Harbor's face-down card, which `of` already hid from all but its owner; a hand or
        progress cards the seat is shown (the Master Merchant's, the Spy's) stay as seen."""
        if not isinstance(rng, random.Random):
            raise ResampleError(f"rng must be a random.Random, got {type(rng).__name__}")
        seat = self.seat
        if seat is None:
            raise ResampleError("a spectator's view has no seat to resample for")
        skeleton = self._skeleton
        special_slot = (
            self.phase == "special_build"
            and skeleton is not None
            and all(kind == "special_build" for kind, _, _ in skeleton.pending)
        )
        own_choice = (
            pending
            and skeleton is not None
            and bool(skeleton.pending)
            and skeleton.pending[0][1] == seat
            and self.offer is None
        )
        if own_choice:
            assert skeleton is not None
            s = skeleton.clone()
            known_hand, known_progress = _shown_to(skeleton, seat)
            deal_hidden(s, seat, rng, known_hand, known_progress)
            return s
        if not special_slot and (
            (
                self.phase not in _SETUP_PHASES
                and self.phase not in ("pre_roll", "main", "part_turn")
            )
            or self.pending
            or self.offer is not None
        ):
            raise ResampleError("resampling works between the turn player's decisions")
        if skeleton is None:
            if self._json is None:
                raise ResampleError("a search policy's view cannot be resampled (SeatView.public)")
            # Read back from JSON: the first sample through the position parser (which
            # checks the view's public part), kept as the skeleton of the next ones.
            from ..determinize import DeterminizeError, sample_state

            try:
                skeleton = sample_state(self._json, rng, self._game)
            except DeterminizeError as error:
                raise ResampleError(str(error)) from None
            self._skeleton = skeleton
            return skeleton.clone()
        s = skeleton.clone()
        deal_hidden(s, seat, rng)
        return s

    def compact(self) -> dict[str, Any]:
        """The compact view of `State.compact_view(seat)` (the RL observation's input):
        these fields as a dict, the per-seat counts one tuple per seat, the viewer's
        first. ValueError for a spectator's view."""
        seat = self.seat
        if seat is None:
            raise ValueError("observations are per seat: a spectator's view has no hand")
        n = self.players
        ck = self.ck
        counts = []
        for q in range(n):
            p = (seat + q) % n
            row: tuple[int, ...] = (
                self.public_vp[p], self.cards[p], self.dev_cards[p], self.knights_played[p],
                self.road_length[p], self.roads_left[p], self.settlements_left[p],
                self.cities_left[p],
            )  # fmt: skip
            if ck:
                row += (*self.improvements[p], self.progress_cards[p], self.progress_vp[p],
                        self.defender[p], self.knight_strength[p])  # fmt: skip
            counts.append(row)
        v: dict[str, Any] = {
            "seat": seat, "players": n, "expansion": self.expansion, "turn": self.turn,
            "turn_seat": self.turn_seat, "current_player": self.current_player,
            "context": self.context, "vp_to_win": self.vp_to_win,
            "discard_limit": self.discard_limit, "terrains": self.terrains,
            "harbors": self.harbors, "numbers": self.numbers, "robber": self.robber,
            "robber_active": self.robber_active, "owner": self.owner,
            "building": self.building, "road": self.road, "hand": self.hand,
            "rates": self.rates, "vp": self.vp, "bank": self.bank, "counts": counts,
            "longest_road": self.longest_road, "largest_army": self.largest_army,
            "pending": self.pending, "offer": self.offer, "winner": self.winner,
        }  # fmt: skip
        if ck:
            v.update({
                "progress_hand": self.progress_hand, "peek": self.peek,
                "barbarian": self.barbarian, "attacks": self.attacks, "crane": self.crane,
                "fleet": self.fleet, "progress_vp_revealed": self.progress_vp_revealed,
                "deck_sizes": self.deck_sizes, "knight_owner": self.knight_owner,
                "knight_level": self.knight_level, "knight_active": self.knight_active,
                "wall": self.wall, "knight_flags": self.knight_flags,
                "metropolis": self.metropolis, "merchant_hex": self.merchant_hex,
                "merchant_owner": self.merchant_owner,
            })  # fmt: skip
        else:
            v.update({"dev_hand": self.dev_hand, "dev_new": self.dev_new,
                      "dev_played": self.dev_played, "dev_deck_size": self.dev_deck_size})  # fmt: skip
        return v

    # ------------------------------------------------- the wire view's keys
    # A JSON view's reader (an outside bot written against `State.view`) reads a SeatView
    # the same way: `view["hand"]`, `view.get("offer")`, `dict(view)` read its wire form.
    # (A registered Mapping, not a dict: `json.dumps` wants `view.to_json()`.)
    def __getitem__(self, key: str) -> Any:
        return self.to_json()[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.to_json().get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self.to_json()

    def keys(self) -> Any:
        return self.to_json().keys()

    def items(self) -> Any:
        return self.to_json().items()

    def values(self) -> Any:
        return self.to_json().values()

    def __iter__(self) -> Iterator[str]:
        return iter(self.to_json())

    def __len__(self) -> int:
        return len(self.to_json())

    def __repr__(self) -> str:
        return f"SeatView(seat={self.seat!r}, turn={self.turn}, context={self.context!r})"


Mapping.register(SeatView)


def _read_wire(view: Mapping[str, Any]) -> SeatView:
    """`SeatView.from_json`'s reading (KeyError and the like for a malformed view)."""
    if not isinstance(view, Mapping):
        raise TypeError(f"a view is a JSON object, got {type(view).__name__}")
    seat = view["seat"]
    if seat is not None and (type(seat) is not int or not 0 <= seat < view["players"]):
        raise ValueError(f"seat {seat!r} is no seat of the game")
    v = SeatView()
    ck = view["expansion"] == "ck"
    n = view["players"]
    topo = for_players(n)  # the 19-hex island, or the 30-hex one of 5-6 players
    nv = topo.n_vertices
    owner, building, road = [NOBODY] * nv, [EMPTY] * nv, [NOBODY] * topo.n_edges
    for x, p, name in view["buildings"]:
        owner[x], building[x] = p, _NAMES_TO_ID["building"][name]
    for e, p in view["roads"]:
        road[e] = p
    nc = 8 if ck else 5
    v.seat = seat
    v.players = n
    v.expansion = view["expansion"]
    v.ck = ck
    for key in ("turn", "turn_seat", "phase", "context", "current_player", "vp_to_win",
                "winner", "robber", "robber_active", "longest_road", "largest_army"):  # fmt: skip
        setattr(v, key, view[key])
    v.discard_limit = view["rules"]["discard_limit"]
    v.terrains = tuple(_NAMES_TO_ID["terrain"][name] for name in view["terrains"])
    v.harbors = tuple(_NAMES_TO_ID["harbor"][kind] for kind, _, _ in view["harbors"])
    v.numbers = tuple(view["numbers"])
    v.owner, v.building, v.road = tuple(owner), tuple(building), tuple(road)
    info = view["player_info"]
    if len(info) != n:
        raise ValueError(f"player_info lists {len(info)} seats, not {n}")
    bank = view["bank"]
    v.bank = _cards(bank, nc) if bank is not None else _hidden_bank(view, nc, info)
    for key in ("public_vp", "cards", "dev_cards", "knights_played", "road_length",
                "roads_left", "settlements_left", "cities_left"):  # fmt: skip
        setattr(v, key, [row[key] for row in info])
    v.pending = [
        (d["seat"], d.get("count"), d.get("victim"),
         CARD_BY_NAME[d["card"]] if "card" in d else None)
        for d in view["pending"]
    ]  # fmt: skip
    offer = view["offer"]
    v.offer = (
        None
        if offer is None
        else (
            _cards(offer["give"], nc),
            _cards(offer["get"], nc),
            list(offer["accepted"]),
            [
                (c["seat"], _cards(c["give"], nc), _cards(c["get"], nc))
                for c in offer.get("counters", [])
            ],
        )
    )
    if seat is None:
        v.hand, v.rates, v.vp = [], [], 0
    else:
        v.hand = _cards(view["hand"], nc)
        v.rates = [view["rates"][name] for name in CARD_NAMES[:nc]]
        v.vp = view["vp"]
    if ck:
        v.improvements = [tuple(row["improvements"][t] for t in TRACK_NAMES) for row in info]
        for key in ("progress_cards", "progress_vp", "defender", "knight_strength"):
            setattr(v, key, [row[key] for row in info])
        v.progress_hand = [] if seat is None else _progress(view["progress_cards"])
        peek = view.get("peek")
        v.peek = (
            None
            if peek is None
            else (
                peek["seat"],
                _progress(peek["progress_cards"]) if "progress_cards" in peek else None,
                _cards(peek["hand"], nc) if "hand" in peek else None,
            )
        )
        v.barbarian, v.attacks, v.crane = view["barbarian"], view["attacks"], view["crane"]
        v.fleet = sum(1 << CARD_BY_NAME[name] for name in view["fleet"])
        v.progress_vp_revealed = [
            PROGRESS_NAMES.index(name) for name in view["progress_vp_revealed"]
        ]
        v.deck_sizes = [view["deck_sizes"][t] for t in TRACK_NAMES]
        knight_owner, knight_level, knight_active = [NOBODY] * nv, [0] * nv, [0] * nv
        for x, p, level, active in view["knights"]:
            knight_owner[x], knight_level[x], knight_active[x] = p, level, int(active)
        v.knight_owner, v.knight_level = tuple(knight_owner), tuple(knight_level)
        v.knight_active = tuple(knight_active)
        wall = [0] * nv
        for x in view["walls"]:
            wall[x] = 1
        v.wall = tuple(wall)
        flags = [0] * nv
        for x in view["knights_activated_this_turn"]:
            flags[x] |= KNIGHT_ACTIVATED_THIS_TURN
        for x in view["knights_promoted_this_turn"]:
            flags[x] |= KNIGHT_PROMOTED_THIS_TURN
        for x in view.get("knights_promoted_in_slot", ()):  # flag sbp_promotion_shared
            flags[x] |= KNIGHT_PROMOTED_IN_SLOT
        for x in view.get("knights_promoted_in_own_turn", ()):
            flags[x] |= KNIGHT_PROMOTED_IN_OWN_TURN
        v.knight_flags = tuple(flags)
        v.metropolis = tuple(
            NOBODY if view["metropolis"][t] is None else view["metropolis"][t] for t in TRACK_NAMES
        )
        merchant = view["merchant"]
        v.merchant_hex = NOBODY if merchant is None else merchant["hex"]
        v.merchant_owner = NOBODY if merchant is None else merchant["owner"]
        v.dev_hand, v.dev_new, v.dev_played, v.dev_deck_size = [], [], False, 0
    else:
        v.improvements, v.progress_cards, v.progress_vp = [], [], []
        v.defender, v.knight_strength, v.progress_hand = [], [], []
        v.peek = None
        v.barbarian = v.attacks = v.crane = v.fleet = 0
        v.progress_vp_revealed, v.deck_sizes = [], []
        v.knight_owner = (NOBODY,) * nv
        v.knight_level = v.knight_active = v.wall = v.knight_flags = (0,) * nv
        v.metropolis = (NOBODY,) * 3
        v.merchant_hex = v.merchant_owner = NOBODY
        if seat is None:
            v.dev_hand, v.dev_new, v.dev_played = [], [], False
        else:
            v.dev_hand = [view["dev_hand"].get(name, 0) for name in DEV_NAMES]
            v.dev_new = [view["dev_new"].get(name, 0) for name in DEV_NAMES]
            v.dev_played = view["dev_played"]
        v.dev_deck_size = view["dev_deck_size"]
    v._json = dict(view)
    return v


def _hidden_bank(view: Mapping[str, Any], nc: int, info: list[Any]) -> list[int]:
    """The bank of a view that hides it (the server's hide_bank sends "bank": null): an
    estimate, each kind's cards in no hand the seat knows of, less the other seats' cards
    in proportion (a search resamples it: determinize.sample_state)."""
    from ..game import view_bank_totals

    totals = view_bank_totals(view)[:nc]
    hand = view.get("hand") or {}  # a spectator's view has none
    pool = [totals[c] - hand.get(CARD_NAMES[c], 0) for c in range(nc)]
    unseen = sum(pool)
    held = sum(row["cards"] for p, row in enumerate(info) if p != view.get("seat"))
    share = 0.0 if unseen <= 0 else max(0.0, unseen - held) / unseen
    return [int(k * share) for k in pool]


def _cards(cards: Mapping[str, int], n_cards: int) -> list[int]:
    return [cards.get(name, 0) for name in CARD_NAMES[:n_cards]]


def _progress(cards: Mapping[str, int]) -> list[int]:
    return [cards.get(name, 0) for name in PROGRESS_NAMES]
