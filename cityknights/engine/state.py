"""State: one position of a game, mutable, cheap to clone.

The turn player's normal flow is `phase` (setup, pre_roll, main, over). Anything that
interrupts it — a chance outcome, a discard on a 7, a robber move, a trade answer — is a
pending decision `(kind, seat, arg)` in `pending`; the owner of the front decision is the
current player. The state holds no RNG: chance decisions list their outcomes.
"""

from __future__ import annotations

import random
from importlib.machinery import EXTENSION_SUFFIXES
from typing import TYPE_CHECKING, Any, Final

from . import constants as _constants
from . import rules
from .actions import KIND_PARAMS, Action, param_fault
from .constants import (
    CHANCE,
    CITY,
    NOBODY,
    SETTLEMENT,
    TERMINAL,
    VICTORY_POINT,
)
from .errors import (
    BoardIdError,
    IllegalActionError,
    RandomSourceError,
    SeatError,
    check_seat,
    quote,
)
from .events import DROPPED, Event
from .history import actions as history_actions
from .history import pushed as history_pushed
from .refusals import Refusal
from .rules.build import apply_road
from .rules.robber import apply_move as apply_move_robber
from .rules.robber import apply_steal
from .rules.robber import legal_move as legal_move_robber
from .rules.trade import apply_bank
from .rules.turn import (
    apply_dice,
    apply_discard,
    apply_end_turn,
    apply_roll,
    legal_discard,
    legal_main,
    legal_pre_roll,
)
from .view import SeatView

if TYPE_CHECKING:
    from .game import Game

Decision = tuple[str, int, int]

# The slots copied by clone(); topology and game are shared.
_FLAT = (
    "bank",
    "pending",
    # Cities & Knights (per intersection, per track, per seat)
    "wall",
    "on_side",
    "knight_owner",
    "knight_level",
    "knight_active",
    "knight_flags",
    "metropolis",
    "progress_vp",
    "defender",
    "deck_bottom",
    "deck_bottom_seen",
)
_NESTED = ("improvements", "progress_hand", "deck")
# Per-seat tuples held in a tuple, both replaced when a row changes (rules.common.
# replaced_row; add_cards and move_card for the hands), never changed in place: shared
# by clones, like _TUPLES. A card moving costs two small tuples; a clone, at every step
# of a search, then copies two lists (bank, pending) where it copied fifteen.
_SHARED = ("hands", "settlements", "cities", "roads", "rates", "knights", "dev_hand")
# Tuples (replaced when they change, never changed in place): shared by clones.
_TUPLES = (
    "owner",
    "building",
    "road",
    "numbers",
    "dev_deck",
    "dev_new",
    "knights_played",
    "road_length",
    "trade_accepted",
    "trade_counters",
)
_SCALAR = ("robber", "robber_active", "largest_army", "longest_road", "turn_seat", "turn",
           "phase", "setup_index", "setup_vertex", "dev_played", "offer", "won_by", "_history",
           "_length", "_legal", "_legal_at", "barbarian", "attacks", "merchant_hex", "merchant_owner",
           "crane", "fleet", "harbor_asked")  # fmt: skip


class State:
    """A position. Build the first one with `Game.new_initial_state()`."""

    __slots__ = ("game", *_FLAT, *_NESTED, *_SHARED, *_TUPLES, *_SCALAR)

    game: Game
    numbers: tuple[int, ...]
    # The board (per intersection, per path): tuples like the counts below, since
    # pieces are placed far less often than a search clones a position.
    owner: tuple[int, ...]
    building: tuple[int, ...]
    road: tuple[int, ...]
    bank: list[int]
    # Per seat (numbers: per hex; dev cards: per kind): tuples, replaced when they change
    # (rules.common.replaced), so that clone() shares them.
    dev_deck: tuple[int, ...]
    dev_new: tuple[int, ...]
    knights_played: tuple[int, ...]
    road_length: tuple[int, ...]
    pending: list[Decision]
    # Cities & Knights. Per intersection: wall (0/1), knight owner/level (1-3)/active (0/1)
    # and flags (KNIGHT_ACTIVATED_THIS_TURN | KNIGHT_PROMOTED_THIS_TURN).
    wall: list[int]
    # Per intersection: 1 where a city pillaged with no settlement piece left lies on its
    # side, a settlement until the seat's next city goes on it (RULES.md §12.4).
    on_side: list[int]
    knight_owner: list[int]
    knight_level: list[int]
    knight_active: list[int]
    knight_flags: list[int]
    metropolis: list[int]  # per track: the intersection holding it, or -1
    progress_vp: list[int]  # per seat: Printer/Constitution revealed
    defender: list[int]  # per seat: Defender of Catan cards
    deck_bottom: list[tuple[int, ...]]  # per track: cards put under the deck, in order
    # Per track, per card of deck_bottom: who saw it go there (EVERYONE, a seat, NOBODY).
    deck_bottom_seen: list[tuple[int, ...]]
    # Per seat: its knights' intersections, sorted (kept with knight_owner, so that a
    # seat's knights are found without a scan of every intersection).
    knights: tuple[tuple[int, ...], ...]
    improvements: list[list[int]]  # per seat: level per track
    progress_hand: list[list[int]]  # per seat: count per progress card kind
    deck: list[list[int]]  # per track: the shuffled part of the deck, counts per kind
    barbarian: int  # steps the ship has advanced (attack on the 7th)
    attacks: int
    merchant_hex: int
    merchant_owner: int
    crane: int  # Crane discounts left this turn (progress card)
    fleet: int  # bit mask of cards tradable 2:1 this turn (Merchant Fleet)
    harbor_asked: int  # bit mask of seats offered a Commercial Harbor card this turn
    trade_accepted: tuple[int, ...]
    # Counter-offers to the open offer: (seat, give, get), terms written as the offer's
    # (give: what the offerer would give). One answer per seat.
    trade_counters: tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...]
    hands: tuple[tuple[int, ...], ...]
    # Per seat (_SHARED): pieces' ids sorted, development cards per kind, bank rates.
    settlements: tuple[tuple[int, ...], ...]
    cities: tuple[tuple[int, ...], ...]
    roads: tuple[tuple[int, ...], ...]
    dev_hand: tuple[tuple[int, ...], ...]
    rates: tuple[tuple[int, ...], ...]
    robber: int
    robber_active: bool
    largest_army: int
    longest_road: int
    turn_seat: int
    turn: int
    phase: str
    setup_index: int
    setup_vertex: int
    dev_played: bool
    offer: tuple[tuple[int, ...], tuple[int, ...]] | None
    won_by: int
    _history: tuple[Any, ...] | None
    _length: int
    # The list of the last legal_actions() call and the history node it was made at:
    # apply() skips re-checking an action found in it, since the position cannot have
    # changed without a new history node. (Two slots, not a pair: no tuple per call.)
    _legal: list[Action] | None
    _legal_at: tuple[Any, ...] | None

    def __init__(self, game: Game, *, _empty: bool = False) -> None:
        self.game = game
        if _empty:
            return
        rules.setup.init_state(self)

    # ----------------------------------------------------------------- identity
    def clone(self) -> State:
        """An independent copy (small lists copied; tuples, topology and history shared).

        Spelled out field by field: a loop over names with getattr/setattr is 3x slower,
        and clone() is the hot path of every search. test_clone_covers_every_slot keeps
        this list complete.
        """
        # mypyc makes its native classes only through their constructor; the interpreter's
        # bare __new__ (no __init__ frame) saves the pure-Python engine 0.8 us per clone.
        c = State(self.game, _empty=True) if _COMPILED else State.__new__(State)
        c.game = self.game
        c.bank = self.bank[:]
        c.pending = self.pending[:]
        c.hands = self.hands
        c.dev_hand = self.dev_hand
        c.settlements = self.settlements
        c.cities = self.cities
        c.roads = self.roads
        c.rates = self.rates
        c.knights = self.knights
        c.owner = self.owner
        c.building = self.building
        c.road = self.road
        c.numbers = self.numbers
        c.dev_deck = self.dev_deck
        c.dev_new = self.dev_new
        c.knights_played = self.knights_played
        c.road_length = self.road_length
        c.trade_accepted = self.trade_accepted
        c.trade_counters = self.trade_counters
        c.robber = self.robber
        c.robber_active = self.robber_active
        c.largest_army = self.largest_army
        c.longest_road = self.longest_road
        c.turn_seat = self.turn_seat
        c.turn = self.turn
        c.phase = self.phase
        c.setup_index = self.setup_index
        c.setup_vertex = self.setup_vertex
        c.dev_played = self.dev_played
        c.offer = self.offer
        c.won_by = self.won_by
        c._history = self._history
        c._length = self._length
        c._legal = self._legal
        c._legal_at = self._legal_at
        c.barbarian = self.barbarian
        c.attacks = self.attacks
        c.merchant_hex = self.merchant_hex
        c.merchant_owner = self.merchant_owner
        c.crane = self.crane
        c.fleet = self.fleet
        c.harbor_asked = self.harbor_asked
        if self.game.ck:
            c.wall = self.wall[:]
            c.on_side = self.on_side[:]
            c.knight_owner = self.knight_owner[:]
            c.knight_level = self.knight_level[:]
            c.knight_active = self.knight_active[:]
            c.knight_flags = self.knight_flags[:]
            c.metropolis = self.metropolis[:]
            c.progress_vp = self.progress_vp[:]
            c.defender = self.defender[:]
            c.deck_bottom = self.deck_bottom[:]
            c.deck_bottom_seen = self.deck_bottom_seen[:]
            c.improvements = [x[:] for x in self.improvements]
            c.progress_hand = [x[:] for x in self.progress_hand]
            c.deck = [x[:] for x in self.deck]
        else:  # never changed in a base game: shared
            c.wall = self.wall
            c.on_side = self.on_side
            c.knight_owner = self.knight_owner
            c.knight_level = self.knight_level
            c.knight_active = self.knight_active
            c.knight_flags = self.knight_flags
            c.metropolis = self.metropolis
            c.progress_vp = self.progress_vp
            c.defender = self.defender
            c.deck_bottom = self.deck_bottom
            c.deck_bottom_seen = self.deck_bottom_seen
            c.improvements = self.improvements
            c.progress_hand = self.progress_hand
            c.deck = self.deck
        return c

    def __copy__(self) -> State:
        return self.clone()

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled (and deep-copied) as its game and its position, history included (the
        format `state_to_json` writes and the tests round-trip on random games): the
        compiled build's State, a native class, cannot be rebuilt the default way."""
        from .position import state_to_json

        return (_state_of, (self.game, state_to_json(self)))

    def key(self) -> tuple[Any, ...]:
        """Everything that defines the position (history excluded)."""
        return tuple(
            [getattr(self, n) for n in _FLAT]
            + [getattr(self, n) for n in _NESTED + _SHARED + _TUPLES]
            + [getattr(self, n) for n in _SCALAR if not n.startswith("_")]
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.game is other.game and self.key() == other.key()

    __hash__ = None  # type: ignore[assignment]

    def history(self) -> list[Action]:
        """Every action applied since the initial state, chance outcomes included."""
        return history_actions(self._history)

    # ----------------------------------------------------------------- who acts
    def current_player(self) -> int:
        """The seat to act, CHANCE (-1) for a chance node, or TERMINAL (-4)."""
        if self.pending:
            return self.pending[0][1]
        if self.phase == "over":
            return TERMINAL
        return self.turn_seat

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def is_chance_node(self) -> bool:
        return bool(self.pending) and self.pending[0][1] == CHANCE

    def context(self) -> str:
        """The kind of decision to make now: the front pending decision or the phase."""
        return self.pending[0][0] if self.pending else self.phase

    # ----------------------------------------------------------------- actions
    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to act, in a fixed order.

        Domestic trade offers are listed only in a canonical finite form (one card for one
        card); `is_legal` accepts any well-formed offer. Empty only when terminal.
        Chance nodes return their outcomes' actions (see `chance_outcomes`).
        """
        pending = self.pending
        if pending:
            kind, seat, _ = pending[0]
            if seat == CHANCE:
                return [a for a, _ in rules.chance.outcomes(self)]
            # As in _run: the commonest called directly (DIRECT_LEGAL).
            if kind == "discard":
                legal = legal_discard(self, seat)
            elif kind == "robber":
                legal = legal_move_robber(self, seat)
            else:
                legal = _LEGAL[kind](self, seat)
        else:
            phase = self.phase
            if phase == "main":
                legal = legal_main(self, self.turn_seat)
            elif phase == "pre_roll":
                legal = legal_pre_roll(self, self.turn_seat)
            elif phase == "over":
                return []
            else:
                legal = _LEGAL[phase](self, self.turn_seat)
        self._legal = legal
        self._legal_at = self._history
        return legal

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """Outcomes of the chance node with their probabilities (sum to 1)."""
        if not self.is_chance_node():
            raise IllegalActionError("not a chance node: no chance outcomes")
        outcomes = rules.chance.outcomes(self)
        # Like legal_actions(): apply() need not re-check an outcome handed out here.
        actions = (
            self.game.actions.dice_list
            if self.pending[0][0] == "dice"
            else [a for a, _ in outcomes]
        )
        self._legal = actions
        self._legal_at = self._history
        return outcomes

    def sample_chance(self, rng: object) -> Action:
        """One outcome of this chance node, drawn with one `rng.random()`: the first of
        `chance_outcomes()` whose running sum of probabilities exceeds the draw (the last
        when rounding leaves the sums just under 1). The same draw gives the same outcome as
        that walk over the list, in both builds, without building the list for the dice.

        `rng` is a `random.Random` or anything with a `random()` method giving a float in
        [0, 1) (RandomSourceError otherwise); IllegalActionError if this is not a chance
        node. Nothing changes; apply() takes the outcome without checking it again.
        """
        if not self.is_chance_node():
            raise IllegalActionError("not a chance node: no chance outcomes")
        action = rules.chance.sample(self, _draw(rng))
        self._legal = [action]
        self._legal_at = self._history
        return action

    def illegal_reason(self, action: Any) -> str | None:
        """Why `action` is illegal now, in English, or None if it is legal."""
        refusal = self.refusal(action)
        return None if refusal is None else refusal.text

    def refusal(self, action: object) -> Refusal | None:
        """Why `action` is illegal now, as a code and parameters (docs/refusals.md), or
        None if it is legal. It names only what the player to act may know."""
        if not isinstance(action, Action):
            return Refusal("not_an_action", {"value": quote(action)})
        if self.phase == "over" and not self.pending:
            return Refusal("game_over")
        if not action:
            return Refusal("empty_action")
        kind = action[0]
        # Checked again: an Action built around its constructor (tuple.__new__) may hold
        # anything, and nothing may change before every parameter is known to be an int.
        fault = param_fault(kind, action[1:])
        if fault is not None:
            return fault
        players = self.game.players
        for (name, ptype), value in zip(KIND_PARAMS[kind], action[1:], strict=False):
            if ptype == "seat" and not -1 <= value < players:
                return Refusal(
                    "no_such_seat", {"kind": kind, "param": name, "seat": value, "players": players}
                )
        ctx = self.context()
        if ctx == "special_build":  # what a slot forbids, by its reason (RULES.md §22.5.4)
            forbidden = rules.special_build.forbidden(self, kind)
            if forbidden is not None:
                return forbidden
        elif ctx == "part_turn":  # the paired players' part-turn (RULES.md §22.5.7)
            forbidden = rules.paired.forbidden(self, kind)
            if forbidden is not None:
                return forbidden
        elif kind not in rules.registry.CONTEXTS[self.game.expansion][ctx]:
            return Refusal(
                "not_now", {"kind": kind, "context": ctx, "expansion": self.game.expansion}
            )
        return rules.registry.CHECK[kind](self, self.current_player(), action)

    def progress_refusal(self, seat: object, card: object) -> Refusal | None:
        """Why `seat` cannot play progress card `card` (its name) now, or None when some
        play of it is legal. For a client's "why not" beside each card in hand; it names
        only what that seat may know. SeatError for a seat not in the game."""
        p = check_seat(seat, self.game.players)
        if not self.game.ck:  # the base game has no progress cards
            return Refusal("no_such_progress_card", {"value": quote(card)})
        return rules.cards_common.card_refusal(self, p, card)

    def is_legal(self, action: Any) -> bool:
        return self.illegal_reason(action) is None

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action and return the events it caused.

        Raises IllegalActionError (with the reason) and leaves the state unchanged if the
        action is not legal now.
        """
        events: list[Event] = []
        self._apply(action, events)
        return events

    def advance(self, action: Action) -> None:
        """apply(action) without its events: the same checks, the same next state, no
        event built (a search's or an environment's step, which would drop them)."""
        self._apply(action, DROPPED)
        if DROPPED:  # events of rules that build theirs anyway (after a raise: at the next call)
            DROPPED.clear()

    def _apply(self, action: Action, events: list[Event]) -> None:
        handed = self._legal
        if handed is None or self._legal_at is not self._history or not _handed_out(action, handed):
            refusal = self.refusal(action)
            if refusal is not None:
                raise IllegalActionError(refusal.text, action, refusal)
        self._run(action, events)

    def _run(self, action: Action, events: list[Event]) -> None:
        """Apply `action`, known to be legal (checked, or drawn by the chance rules)."""
        game = self.game
        # Read through a variable typed as the tuple an Action is: the compiled engine
        # then indexes it as a tuple (a type check and a load), where an Action, a class
        # it does not compile, is indexed by the generic protocol (PyObject_GetItem, about
        # a hundred instructions). The appliers read their parameters so too. Typed str:
        # the comparisons below are then string compares, not the generic protocol.
        t: tuple[Any, ...] = action
        kind: str = t[0]
        # The kinds of most moves of a game (random base games: 1,297 of 1,368 a game)
        # called directly: the compiled engine calls these natively, where a function
        # taken from the registry is called through the generic protocol, its arguments
        # parsed again. The same functions as registry.APPLY's (tests/engine/test_advance.py).
        if kind == "roll":
            apply_roll(self, action, events)
        elif kind == "dice":
            apply_dice(self, action, events)
        elif kind == "end_turn":
            apply_end_turn(self, action, events)
        elif kind == "bank_trade":
            apply_bank(self, action, events)
        elif kind == "discard":
            apply_discard(self, action, events)
        elif kind == "move_robber":
            apply_move_robber(self, action, events)
        elif kind == "build_road":
            apply_road(self, action, events)
        elif kind == "steal_card":
            apply_steal(self, action, events)
        else:
            _APPLY[kind](self, action, events)
        if self.pending and game.ck:  # only C&K has engine steps and voidable decisions
            rules.settle.settle(self, events)
        self._history = history_pushed(self._history, self._length, action)
        self._length += 1
        if self.phase != "over" and kind not in (_NO_SCORE_CK if game.ck else _NO_SCORE_BASE):
            rules.scoring.check_win(self, events)

    def play(self, action: Action, rng: object) -> int:
        """apply(action), no event built (as `advance`), then every chance node that follows it, each
        outcome drawn by sample_chance(rng); returns current_player(), never CHANCE.

        The loop of a random game or a rollout in one call per decision, as engines that
        draw chance inside their step (fastcatan, catanatron) are driven: the same draws,
        so the same game, as the loop that applies `action` and then samples and applies
        each chance outcome itself. IllegalActionError as apply's, and RandomSourceError
        for an `rng` without a random() method, before anything changes; one whose
        random() gives no float in [0, 1) is refused at the first chance node, the
        decision applied (as in that loop)."""
        if not isinstance(rng, _RANDOM) and not callable(getattr(rng, "random", None)):
            raise RandomSourceError(
                f"a random source has a random() method (random.Random), got {quote(rng)}"
            )
        self._apply(action, DROPPED)
        # Each outcome as sample_chance draws it, applied unchecked: the chance rules
        # give only legal outcomes (no one-item legal list made per roll, no scan of it).
        while self.pending and self.pending[0][1] == CHANCE:
            self._run(rules.chance.sample(self, _draw(rng)), DROPPED)
        if DROPPED:  # events of rules that build theirs anyway (after a raise: at the next call)
            DROPPED.clear()
        return self.current_player()

    # ----------------------------------------------------------------- scoring
    def victory_points(self, seat: object) -> int:
        """True VP of a seat, hidden VP cards included. SeatError for a seat not in the game."""
        p = check_seat(seat, self.game.players)
        return rules.scoring.public_vp(self, p) + self.dev_hand[p][VICTORY_POINT]

    def public_victory_points(self, seat: object) -> int:
        """VP every seat can see (no hidden VP cards). SeatError for a seat not in the game."""
        p = check_seat(seat, self.game.players)
        return rules.scoring.public_vp(self, p)

    def winner(self) -> int | None:
        """The seat that won, or None (game not over, or stopped at the turn cap)."""
        return None if self.won_by == NOBODY else self.won_by

    # ----------------------------------------------------------------- views
    # `seat` (an int or None) is typed `object` and checked by the view: the compiled engine
    # would refuse a wrong-typed one with a TypeError instead of SeatError.
    def seat_view(self, seat: object) -> SeatView:
        """What `seat` may know (None: a spectator), as a typed SeatView of engine
        integers: what bots read and search resamples. SeatError for a seat not in the
        game (True is no seat)."""
        return SeatView.of(self, seat)

    def view(self, seat: object) -> dict[str, Any]:
        """What `seat` may know, as a JSON-safe dict (None: a spectator): the wire view,
        `seat_view(seat).to_json()`. SeatError for a seat not in the game (True is no
        seat)."""
        return SeatView.of(self, seat).to_json()

    def views(self, seats: object) -> list[dict[str, Any]]:
        """`view(seat)` for each of `seats` (a list or tuple), faster than one by one: the
        public part is built once and shared by the views (read them, do not change them).
        SeatError for anything else, or a seat not in the game."""
        if not isinstance(seats, list | tuple):
            raise SeatError(f"seats must be a list of seats, got {quote(seats)}")
        return rules.view.views(self, list(seats))

    def compact_view(self, seat: object) -> dict[str, Any]:
        """What `view(seat)` tells the seat, in engine numbers (ids, whole arrays, counts
        per seat), for encoders such as the RL observation: cheaper to build and to read,
        and holding nothing the view does not. SeatError for a seat not in the game (None,
        a spectator, too: an encoder observes a seat)."""
        return rules.view.compact_view(self, seat)

    def to_json(self) -> dict[str, Any]:
        """The full position, hidden information included (docs/position.md)."""
        from .position import state_to_json

        return state_to_json(self)

    @classmethod
    # `game` typed `object` and checked by the loader: the compiled engine would refuse a
    # wrong-typed one with a TypeError instead of PositionError.
    def from_json(cls, game: object, d: object) -> State:
        """Load a position written by `to_json` or by hand; raises PositionError."""
        from .position import state_from_json

        return state_from_json(game, d)

    def __repr__(self) -> str:
        return (
            f"<State turn={self.turn} seat={self.turn_seat} context={self.context()} "
            f"vp={[self.victory_points(p) for p in range(self.game.players)]}>"
        )

    # Convenience counts used by rules and views.
    def pieces_left(self, seat: object) -> tuple[int, int, int]:
        """Roads, settlements and cities the seat has not placed (C&K: a city lying on
        its side is a city piece, though it counts as a settlement). SeatError for a seat
        not in the game."""
        return rules.build.pieces_left(self, check_seat(seat, self.game.players))

    def building_at(self, vertex: object) -> tuple[int, int]:
        """(owner, SETTLEMENT/CITY) at an intersection, or (NOBODY, EMPTY). BoardIdError
        for an id that is no intersection of the board (-1 would read the last one)."""
        if type(vertex) is not int or not 0 <= vertex < len(self.owner):
            raise BoardIdError(
                f"an intersection is an integer 0-{len(self.owner) - 1}, got {quote(vertex)}"
            )
        return self.owner[vertex], self.building[vertex]


# Is this module the mypyc build (a C extension) or the Python source?
_COMPILED: Final = str(_constants.__file__).endswith(tuple(EXTENSION_SUFFIXES))

# The registry's tables, bound once: apply() and legal_actions() run at every step (Final:
# a static of the compiled module, not a lookup in its globals).
_APPLY: Final = rules.registry.APPLY
# The contexts State.legal_actions lists directly, and the functions it calls for them.
DIRECT_LEGAL: Final = (
    ("discard", legal_discard),
    ("robber", legal_move_robber),
    ("main", legal_main),
    ("pre_roll", legal_pre_roll),
)
# The kinds State._run calls directly, and the functions it calls for them.
DIRECT_APPLY: Final = (
    ("roll", apply_roll),
    ("dice", apply_dice),
    ("end_turn", apply_end_turn),
    ("bank_trade", apply_bank),
    ("discard", apply_discard),
    ("move_robber", apply_move_robber),
    ("build_road", apply_road),
    ("steal_card", apply_steal),
)
_LEGAL: Final = rules.registry.LEGAL
# The kinds that cannot change a score, one set per expansion (statics: no dict lookup).
_NO_SCORE_BASE: Final = rules.registry.NO_SCORE_KINDS["base"]
_NO_SCORE_CK: Final = rules.registry.NO_SCORE_KINDS["ck"]


# The usual random source, bound once (a static of the compiled module, not a lookup of
# `Random` in the `random` module at every draw).
_RANDOM: Final = random.Random
# Its random() (the C method of `_random.Random` it inherits), called on a plain
# random.Random without the method looked up on the instance at every draw (a search of
# the instance's dict and its type's, nearly half the cost of a draw).
_RANDOM_DRAW: Final = random.Random.random


def _draw(rng: object) -> float:
    """One `rng.random()`, checked to be a float in [0, 1). `rng` is typed `object`: the
    compiled engine would refuse another type with a TypeError, not RandomSourceError."""
    if type(rng) is _RANDOM:  # not a subclass, which may have its own random()
        return _RANDOM_DRAW(rng)
    if isinstance(rng, _RANDOM):
        r: object = rng.random()
    else:
        method = getattr(rng, "random", None)
        if not callable(method):
            raise RandomSourceError(
                f"a random source has a random() method (random.Random), got {quote(rng)}"
            )
        r = method()
    # A float subclass too (NumPy's float64); never a bool or int, which are no draw.
    if not isinstance(r, float) or not 0.0 <= r < 1.0:
        raise RandomSourceError(f"random() must give a float in [0, 1), got {quote(r)}")
    return float(r)


def _handed_out(action: object, legal: list[Action]) -> bool:
    """Is `action` the very object `legal` holds, not just equal to it? An equal tuple, or
    an Action holding 1.0 or True for 1, must go through the full check. (An identity
    scan: no tuple comparisons; a plain loop, which the interpreter runs 3x faster than
    any() over a generator.)"""
    for a in legal:  # noqa: SIM110
        if a is action:
            return True
    return False


__all__ = ["CITY", "SETTLEMENT", "State"]


def _state_of(game: Game, position: dict[str, Any]) -> State:
    """The State a pickle holds (`State.__reduce__`)."""
    from .position import state_from_json

    return state_from_json(game, position)
