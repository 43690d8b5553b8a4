"""Game: the immutable part of a match — expansion, rules, flags and board."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import TYPE_CHECKING, Any, Final, TypeGuard

from .board import (
    TOKEN_MODES,
    Board,
    board_from_json,
    hexes_by_number,
    named_board,
    random_board,
)
from .constants import (
    CARDS_PER_TYPE,
    CARDS_PER_TYPE_56,
    COMMODITIES_PER_TYPE,
    COMMODITIES_PER_TYPE_56,
    COMMODITIES_PER_TYPE_56_OLD,
    DEV_DECK,
    DEV_DECK_56,
)
from .errors import GameConfigError, quote
from .topology import for_players

if TYPE_CHECKING:
    from .state import State

EXPANSIONS = ("base", "ck")
RULESETS = ("colonist", "official")
SHORTAGE_RULES = ("official", "partial")


@dataclass(frozen=True)
class RuleFlags:
    """One named flag per [CHOICE] in RULES.md (defaults: the colonist ruleset).

    - discard_limit: hand size above which a 7 forces a discard (colonist room setting).
    - friendly_robber: the robber may not go next to a player with 2 VP or fewer
      (colonist room setting, off by default).
    - bank_shortage: "official" = when the bank cannot pay everyone a card type, nobody
      gets it unless only one player is owed it (who takes what is left); "partial" = the
      bank pays in turn order from the roller until that type runs out.
    - board_no_same_adjacent / board_no_2_12_adjacent: optional soft constraints of the
      random board generator (red numbers are never adjacent in any case).
    - board_no_adjacent_deserts (A47): a random board with two deserts (5-6 players) never
      has them touch; by default they may, as no source forbids it.

    Cities & Knights:
    - robber_active_on_attack_roll (A9): the first attack activates the robber in time for
      a 7 on the same roll (the event die resolves first); False: from the next roll on.
    - chase_robber_numbered_only (A10): a knight chasing the robber must send it to a
      numbered hex (OFF2020); default any other hex, as on a 7 (OFF2025).
    - progress_limit_own_turn (A2): progress cards a player may hold during their own
      turn (colonist 5, back to 4 at its end); 4 plays the 2020 rule.
    - inventor_forbids_2_12_6_8 (§13.2): the Inventor may not move 2, 12, 6 or 8.
    - irrigation_mining_blocked_by_robber (A22): default no (the cards are not production).
    - merchant_on_desert (A23): the desert is a land hex the merchant may stand on (VP only).
    - deserter_same_or_lower (A19): with no free piece of the deserted strength, place the
      highest lower one (OFF2025); default a basic one (OFF2020).
    - commercial_harbor_early_stop (§13.2, COL-SEED): the player may stop offering early;
      False (official) offers every opponent while a resource is left.

    Five and six players (RULES.md §22.7):
    - special_build_phase (§22.5): a Special Build Phase after every turn; None (the
      default) plays it with 5-6 players only.
    - sbp_city_improvements (A36): city improvements may be bought in a slot (C&K).
    - sbp_city_walls (A37): city walls may be built in a slot (C&K).
    - sbp_knight_move (A38): an active knight may move (never displace) in a slot (C&K).
    - sbp_promotion_shared (A39): a slot and the own turn share one promotion (C&K): a
      knight promoted in a slot is not promoted again in its owner's next own turn, nor
      one promoted in the own turn in its owner's next slot. Default: separate limits.
    - progress_discard_after_sbp (A43): the end-of-turn progress discard (C&K) comes
      after the Special Build slots, not before them.
    - commodities_56 (A34): commodities of each kind with 5-6 players (C&K): 18 (CK56,
      the 2020 edition) or 21 (the older 5-6 box); no effect with 3-4 players.
    - five_six_turns (A46, §22.5.7): "special_build" (the Special Build Phase) or "paired":
      the official paired players, where the third seat to the roller's left takes a
      part-turn after each turn instead of the SBP (see rules/paired.py).
    - board_tokens (A32, §22.2.5): "random" tokens with no adjacent 6/8, or "spiral": the
      official letter order from a corner drawn from the seed, counterclockwise.

    A variant, not a [CHOICE] of RULES.md:
    - domestic_trade: players may trade with one another (§ player trades); False plays
      the game catanatron and fastcatan play, with bank and harbor trades only: no offer
      is listed as legal, and one is refused (`domestic_trade_off`).
    """

    discard_limit: int = 7
    friendly_robber: bool = False
    bank_shortage: str = "official"
    board_no_same_adjacent: bool = False
    board_no_2_12_adjacent: bool = False
    board_no_adjacent_deserts: bool = False
    robber_active_on_attack_roll: bool = True
    chase_robber_numbered_only: bool = False
    progress_limit_own_turn: int = 5
    inventor_forbids_2_12_6_8: bool = True
    irrigation_mining_blocked_by_robber: bool = False
    merchant_on_desert: bool = True
    deserter_same_or_lower: bool = False
    commercial_harbor_early_stop: bool = True
    special_build_phase: bool | None = None
    sbp_city_improvements: bool = True
    sbp_city_walls: bool = True
    sbp_knight_move: bool = False
    sbp_promotion_shared: bool = False
    progress_discard_after_sbp: bool = False
    commodities_56: int = COMMODITIES_PER_TYPE_56
    board_tokens: str = "random"
    five_six_turns: str = "special_build"
    domestic_trade: bool = True


FLAG_NAMES = frozenset(f.name for f in fields(RuleFlags))
# The flags that came with 5-6 players, and their defaults: a 3-4 player game's config and
# views name them only when set otherwise, so that its positions read as they always did.
FIVE_SIX_FLAGS: dict[str, Any] = {
    "special_build_phase": None,
    "sbp_city_improvements": True,
    "sbp_knight_move": False,
    "board_tokens": "random",
    "five_six_turns": "special_build",
}
# Flags a position names only when set away from their default, whatever the player count:
# those added after 5-6 player positions were first written, which must read as before.
OMITTED_AT_DEFAULT: dict[str, Any] = {
    "five_six_turns": "special_build",
    "domestic_trade": True,
    "sbp_city_walls": True,
    "board_no_adjacent_deserts": False,
    "commodities_56": COMMODITIES_PER_TYPE_56,
    "sbp_promotion_shared": False,
    "progress_discard_after_sbp": False,
}
COMMODITIES_56 = (COMMODITIES_PER_TYPE_56, COMMODITIES_PER_TYPE_56_OLD)
FIVE_SIX_TURNS = ("special_build", "paired")
PLAYER_COUNTS = (3, 4, 5, 6)
# Where the official rules differ from colonist's (RULES.md §18); explicit flags win.
OFFICIAL_DEFAULTS: dict[str, Any] = {"commercial_harbor_early_stop": False}


class Game:
    """Rules, flags and board of one match; shared by all its states, never copied.

    >>> game = Game(expansion="base", players=4, seed=7)
    >>> state = game.new_initial_state()
    """

    # The options are typed `object` and checked here, before any typed internals: the
    # compiled engine would otherwise refuse a wrong-typed one with a TypeError of its own
    # instead of GameConfigError (expansion and ruleset: str; players: int; vp_to_win and
    # max_turns: int or None; board: a layout name, a Board, a dict or None).
    def __init__(
        self,
        expansion: object = "base",
        players: object = 4,
        seed: Any = None,
        *,
        ruleset: object = "colonist",
        vp_to_win: object = None,
        board: object = None,
        max_turns: object = None,
        **flags: Any,
    ) -> None:
        if type(expansion) is not str or expansion not in EXPANSIONS:
            raise GameConfigError(
                f"unknown expansion {quote(expansion)}; expected one of {', '.join(EXPANSIONS)}"
            )
        if type(ruleset) is not str or ruleset not in RULESETS:
            raise GameConfigError(
                f"unknown ruleset {quote(ruleset)}; expected one of {', '.join(RULESETS)}"
            )
        if type(players) is not int or players not in PLAYER_COUNTS:
            raise GameConfigError(f"players must be 3, 4, 5 or 6, got {quote(players)}")
        if vp_to_win is not None and (type(vp_to_win) is not int or not 3 <= vp_to_win <= 1000):
            raise GameConfigError(
                f"vp_to_win must be an integer >= 3 (at most 1000), got {quote(vp_to_win)}"
            )
        if max_turns is not None and (type(max_turns) is not int or max_turns < 1):
            raise GameConfigError(
                f"max_turns must be a positive integer or null, got {quote(max_turns)}"
            )
        # random.Random's own seed types; another would be its TypeError at the board.
        if seed is not None and not isinstance(seed, int | float | str | bytes | bytearray):
            raise GameConfigError(f"seed must be an integer, a string or None, got {quote(seed)}")
        unknown = sorted(map(str, set(flags) - FLAG_NAMES))
        if unknown:
            raise GameConfigError(f"unknown rule flag(s) {unknown}; known: {sorted(FLAG_NAMES)}")
        if ruleset == "official":
            flags = {**OFFICIAL_DEFAULTS, **flags}
        self.rules = rule_flags(flags)
        self.expansion = expansion
        self.ck = expansion == "ck"  # read at every step: a plain attribute, not a property
        self.domestic_trade = self.rules.domestic_trade  # read at every listing, likewise
        self.ruleset = ruleset
        self.players = players
        self.seed = seed
        self.vp_to_win = vp_to_win if vp_to_win is not None else (13 if expansion == "ck" else 10)
        self.max_turns = max_turns
        # 5-6 players: the 30-hex island, a larger bank and deck (RULES.md §22.2-22.3), and
        # by default the Special Build Phase after every turn (§22.5).
        large = players >= 5
        topology = for_players(players)
        sbp = self.rules.special_build_phase
        sbp_on = large if sbp is None else sbp
        # The paired players' turn replaces the Special Build Phase (§22.5.7): one or the
        # other follows each turn, never both.
        self.paired = sbp_on and self.rules.five_six_turns == "paired"
        self.special_build = sbp_on and not self.paired
        # A39: only where Special Build slots are played (read at every promotion check).
        self.shared_promotion = self.special_build and self.rules.sbp_promotion_shared
        # A43: the end-of-turn progress discard after the slots, where slots are played.
        self.discard_after_sbp = self.special_build and self.rules.progress_discard_after_sbp
        if self.rules.five_six_turns == "paired" and not sbp_on:
            raise GameConfigError(
                "five_six_turns 'paired' replaces the Special Build Phase, which this game "
                "does not play (5-6 players, or special_build_phase true with 4)"
            )
        if self.paired and players < 4:
            raise GameConfigError(
                "five_six_turns 'paired' needs at least 4 players: with 3, the third seat to "
                "the roller's left is the roller"
            )
        totals = bank_totals(players, expansion == "ck", self.rules.commodities_56)
        self.cards_per_type = totals[0]
        self.commodities_per_type = totals[5]
        self.dev_deck = dev_deck_for(players)
        if board is None:
            self.board = random_board(
                random.Random(seed),
                no_same_adjacent=self.rules.board_no_same_adjacent,
                no_2_12_adjacent=self.rules.board_no_2_12_adjacent,
                no_adjacent_deserts=self.rules.board_no_adjacent_deserts,
                topo=topology,
                tokens_mode=self.rules.board_tokens,
            )
        elif isinstance(board, Board):
            if board.topology is not topology:
                raise GameConfigError(
                    f"a {players}-player game is played on the {topology.n_hexes}-hex board, "
                    f"got a board of {board.topology.n_hexes} hexes"
                )
            self.board = board
        elif isinstance(board, str):
            self.board = named_board(board, topology)
        elif isinstance(board, dict):
            self.board = board_from_json(board, topology)
        else:
            raise GameConfigError(
                f"board must be a layout name, a Board or a dict, got {quote(board)}"
            )
        # The flags as positions and views name them (see FIVE_SIX_FLAGS).
        self.flags_json = flags_json(self.rules, players)
        self.topology = self.board.topology
        # Production looks hexes up by number at every roll; tokens move only by the
        # Inventor, so the printed board's table serves while a state's tokens match it.
        self.printed_numbers = tuple(self.board.numbers)
        self.number_hexes = hexes_by_number(self.board.numbers)
        self.harbor_of_vertex = self.board.harbor_of_vertex()
        # Per robber hex, every other hex, in order: where a robber may go when no rule
        # narrows it (rules.robber.allowed_hexes; read only, shared by every state).
        self.hexes_but = self.topology.hexes_but
        self.n_cards = 8 if expansion == "ck" else 5
        from .tables import tables_for

        self.actions = tables_for(self)

    def new_initial_state(self) -> State:
        from .state import State

        return State(self)

    def config(self) -> dict[str, Any]:
        """Everything needed to build this game again (stored in positions)."""
        return {
            "expansion": self.expansion,
            "players": self.players,
            "ruleset": self.ruleset,
            "vp_to_win": self.vp_to_win,
            "max_turns": self.max_turns,
            "flags": dict(self.flags_json),
            "board": self.board.to_json(),
        }

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled (and deep-copied) as its config and seed: the compiled build's Game, a
        native class, cannot be rebuilt the default way, through an `__init__` without
        arguments."""
        return (_game_of, (self.config(), self.seed))

    @classmethod
    def from_config(cls, config: object) -> Game:
        """The Game `config()` describes; GameConfigError naming what is wrong."""
        if not isinstance(config, dict):
            raise GameConfigError(f"a game config is an object, got {quote(config)}")
        flags = config.get("flags", {})
        if not isinstance(flags, dict) or any(type(k) is not str for k in flags):
            raise GameConfigError("flags: expected an object of named rule flags")
        try:
            return cls(
                expansion=config["expansion"],
                players=config["players"],
                ruleset=config.get("ruleset", "colonist"),
                vp_to_win=config.get("vp_to_win"),
                board=config["board"],
                max_turns=config.get("max_turns"),
                **flags,
            )
        except KeyError as exc:
            raise GameConfigError(f"game config is missing the field {exc}") from None

    def __repr__(self) -> str:
        return f"Game(expansion={self.expansion!r}, players={self.players}, seed={self.seed!r})"


def bank_totals(players: int, ck: bool, commodities_56: int = COMMODITIES_PER_TYPE_56) -> list[int]:
    """Cards of each type in the game (resources, then commodities; RULES.md §1, §22.3);
    `commodities_56`: the flag of that name, each commodity's count with 5-6 players."""
    large = players >= 5
    commodities = (commodities_56 if large else COMMODITIES_PER_TYPE) if ck else 0
    return [CARDS_PER_TYPE_56 if large else CARDS_PER_TYPE] * 5 + [commodities] * 3


def view_bank_totals(view: Mapping[str, Any]) -> list[int]:
    """bank_totals of the game a wire view is of: its seat count and its rules'
    `commodities_56` (a view sent before the flag was: the default). Card counting from a
    view (determinize's deal, a seat view's estimate of a hidden bank) starts here."""
    commodities_56 = view.get("rules", {}).get("commodities_56", COMMODITIES_PER_TYPE_56)
    return bank_totals(view["players"], True, commodities_56)


def dev_deck_for(players: int) -> tuple[int, ...]:
    """The base game's development deck by kind (RULES.md §22.3: 34 cards for 5-6)."""
    return DEV_DECK_56 if players >= 5 else DEV_DECK


# A game is made per search root, per RL episode and per benchmark game, and its flags
# are nearly always the same few sets: what they make is kept per set. Small caches,
# emptied when full (many rooms' settings: stay small, not a leak).
_KEPT: Final = 256

# The checked RuleFlags per flags given (rule_flags): checking them and building the
# frozen dataclass cost a new game about 70,000 instructions in the compiled engine.
_RULES_OF: Final[dict[tuple[tuple[str, type, object], ...], RuleFlags]] = {}
# The types of flag values a set is kept for: immutable, hashable, and equal only to
# their own kind once the type is part of the key (True and 1 are equal, not the same flag
# value: _check_flags accepts one and refuses the other).
_KEYED_TYPES: Final = (bool, int, str, type(None))


def rule_flags(flags: dict[str, Any]) -> RuleFlags:
    """RuleFlags(**flags), the values checked first (GameConfigError); equal flags (the
    same names, types and values) give the same frozen object."""
    items = tuple(sorted((name, type(value), value) for name, value in flags.items()))
    # A value of another type (checked below) is not kept.
    key = items if all(kind in _KEYED_TYPES for _, kind, _ in items) else None
    if key is not None:
        rules = _RULES_OF.get(key)
        if rules is not None:
            return rules
    _check_flags(flags)
    rules = RuleFlags(**flags)
    if key is not None:
        if len(_RULES_OF) >= _KEPT:
            _RULES_OF.clear()
        _RULES_OF[key] = rules
    return rules


# flags_json per RuleFlags object and 5-6 players or not, found by the object's id and
# checked to be the same object (rule_flags shares them; hashing the dataclass, a field
# at a time, cost as much as building the dict): dataclasses.asdict walks every field.
_FLAGS_JSON: Final[dict[tuple[int, bool], tuple[RuleFlags, dict[str, Any]]]] = {}


def flags_json(rules: RuleFlags, players: int) -> dict[str, Any]:
    """The flags by name: every one in a 5-6 player game; in a 3-4 player one, the flags of
    5-6 players only when set away from their defaults. Shared by every game of those
    flags: read only (its readers copy it)."""
    key = (id(rules), players >= 5)
    kept = _FLAGS_JSON.get(key)
    if kept is not None and kept[0] is rules:
        return kept[1]
    if len(_FLAGS_JSON) >= _KEPT:
        _FLAGS_JSON.clear()
    out = _flags_json(rules, players)
    _FLAGS_JSON[key] = (rules, out)  # holds `rules`: its id is not reused while kept
    return out


def _flags_json(rules: RuleFlags, players: int) -> dict[str, Any]:
    out = asdict(rules)
    for name, default in OMITTED_AT_DEFAULT.items():
        if out[name] == default:
            del out[name]
    if players < 5:
        for name, default in FIVE_SIX_FLAGS.items():
            if name in out and out[name] == default:
                del out[name]
    return out


def _is_int(x: object) -> TypeGuard[int]:
    return type(x) is int  # not a bool, a float or a numpy integer


# The defaults _check_flags reads (a RuleFlags made once: building one is a generic call).
_DEFAULT_RULES: Final = RuleFlags()


def _check_flags(flags: dict[str, Any]) -> None:
    """Refuse a bad flag value before RuleFlags (typed fields) sees it: the compiled engine
    would refuse it with a TypeError of its own."""
    default = _DEFAULT_RULES
    limit = flags.get("discard_limit", default.discard_limit)
    if not _is_int(limit) or limit < 0:
        raise GameConfigError(f"discard_limit must be an integer >= 0, got {quote(limit)}")
    shortage = flags.get("bank_shortage", default.bank_shortage)
    if type(shortage) is not str or shortage not in SHORTAGE_RULES:
        raise GameConfigError(
            f"bank_shortage must be one of {', '.join(SHORTAGE_RULES)}, got {quote(shortage)}"
        )
    progress_limit = flags.get("progress_limit_own_turn", default.progress_limit_own_turn)
    if not _is_int(progress_limit) or progress_limit not in (4, 5):
        raise GameConfigError(
            f"progress_limit_own_turn must be 4 or 5, got {quote(progress_limit)}"
        )
    commodities = flags.get("commodities_56", default.commodities_56)
    if not _is_int(commodities) or commodities not in COMMODITIES_56:
        raise GameConfigError(
            f"commodities_56 must be 18 or 21 (an integer), got {quote(commodities)}"
        )
    for name in (
        "friendly_robber",
        "board_no_same_adjacent",
        "board_no_2_12_adjacent",
        "board_no_adjacent_deserts",
        "robber_active_on_attack_roll",
        "chase_robber_numbered_only",
        "inventor_forbids_2_12_6_8",
        "irrigation_mining_blocked_by_robber",
        "merchant_on_desert",
        "deserter_same_or_lower",
        "commercial_harbor_early_stop",
        "sbp_city_improvements",
        "sbp_city_walls",
        "sbp_knight_move",
        "sbp_promotion_shared",
        "progress_discard_after_sbp",
        "domestic_trade",
    ):
        if not isinstance(flags.get(name, False), bool):
            raise GameConfigError(f"{name} must be true or false, got {quote(flags[name])}")
    sbp = flags.get("special_build_phase")
    if sbp is not None and not isinstance(sbp, bool):
        raise GameConfigError(
            f"special_build_phase must be true, false or null (5-6 players only), got {quote(sbp)}"
        )
    turns = flags.get("five_six_turns", default.five_six_turns)
    if type(turns) is not str or turns not in FIVE_SIX_TURNS:
        raise GameConfigError(
            f"five_six_turns must be one of {', '.join(FIVE_SIX_TURNS)}, got {quote(turns)}"
        )
    tokens = flags.get("board_tokens", default.board_tokens)
    if type(tokens) is not str or tokens not in TOKEN_MODES:
        raise GameConfigError(
            f"board_tokens must be one of {', '.join(TOKEN_MODES)}, got {quote(tokens)}"
        )


def _game_of(config: dict[str, Any], seed: Any) -> Game:
    """The Game a pickle holds (`Game.__reduce__`)."""
    game = Game.from_config(config)
    game.seed = seed
    return game
