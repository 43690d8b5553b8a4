"""Determinization: a full position consistent with one seat's view.

Search bots (and RL agents) see only a view. To search, they sample the hidden part — the
other seats' hands, development and progress cards, and what the decks hold — uniformly
among the assignments that agree with every public count, and build a State from it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final

from .constants import (
    CARD_BY_NAME,
    CARD_NAMES,
    DEV_BY_NAME,
    DEV_NAMES,
    KNIGHT,
    N_PROGRESS,
    PROGRESS_BY_NAME,
    PROGRESS_NAMES,
    TRACK_NAMES,
    progress_deck,
)
from .draws import shuffle
from .errors import quote
from .game import Game, dev_deck_for, view_bank_totals
from .rules.common import replaced_row
from .state import State
from .topology import for_players
from .view.dealing import deal_progress_deck, draw

SETUP_PHASES = ("setup_settlement", "setup_city", "setup_road")
HELD_NAMES: Final = ("promoted_in_slot", "promoted_in_own_turn")
# Copies of each progress card kind in the three decks together.
_PROGRESS_COPIES: Final = tuple(
    sum(progress_deck(t)[k] for t in range(len(TRACK_NAMES))) for k in range(N_PROGRESS)
)


class DeterminizeError(ValueError):
    """The view cannot be turned into a position (e.g. mid-decision, or an offer open)."""


# The view's fields determinization reads, and their JSON types (a view made by
# State.view has them all); a missing or wrong one is named before anything is read.
_INT, _STR, _LIST, _DICT, _BOOL = (int,), (str,), (list, tuple), (dict,), (bool,)
_VIEW_FIELDS: Final[dict[str, tuple[type, ...]]] = {
    "seat": _INT, "players": _INT, "expansion": _STR, "vp_to_win": _INT, "turn": _INT,
    "turn_seat": _INT, "phase": _STR, "numbers": _LIST, "terrains": _LIST, "harbors": _LIST,
    "robber": _INT, "robber_active": _BOOL, "buildings": _LIST, "roads": _LIST,
    # "bank": null when the game hides the bank's cards (the server's hide_bank)
    "bank": (dict, type(None)), "longest_road": (int, type(None)), "player_info": _LIST,
    "pending": _LIST, "hand": _DICT,
}  # fmt: skip
_OPTIONAL_FIELDS: Final[dict[str, tuple[type, ...]]] = {
    "rules": _DICT,
    "ruleset": _STR,
    "offer": (dict, type(None)),
}


def check_view(view: object) -> Mapping[str, Any]:
    """`view` if it has the shape of a seat's view (State.view(seat)), else
    DeterminizeError naming the first field missing or of the wrong type."""
    if not isinstance(view, Mapping):
        raise DeterminizeError(f"a view is a JSON object (state.view(seat)), got {quote(view)}")
    for name, kinds in _VIEW_FIELDS.items():
        if name not in view:
            raise DeterminizeError(f"the view has no {name!r} (a spectator's view has no seat)")
        if type(view[name]) not in kinds:
            raise DeterminizeError(f"view.{name}: expected {_kind(kinds)}, got {quote(view[name])}")
    for name, kinds in _OPTIONAL_FIELDS.items():
        if name in view and type(view[name]) not in kinds:
            raise DeterminizeError(f"view.{name}: expected {_kind(kinds)}, got {quote(view[name])}")
    return view


def _kind(kinds: tuple[type, ...]) -> str:
    names = {int: "an integer", str: "a string", list: "a list", dict: "an object",
             bool: "true or false", type(None): "null"}  # fmt: skip
    return " or ".join(dict.fromkeys(names[k] for k in kinds if k is not tuple))


def _malformed(error: Exception) -> DeterminizeError:
    """A view with the right top-level fields but a wrong part inside them."""
    what = f"no {error.args[0]!r}" if isinstance(error, KeyError) and error.args else str(error)
    return DeterminizeError(f"the view is malformed ({what})")


def game_from_view(view: Mapping[str, Any]) -> Game:
    """The Game a view belongs to (layout, expansion, players, target and flags).
    DeterminizeError (or the Game's GameConfigError) for a malformed view."""
    check_view(view)
    try:
        board = {"terrains": view["terrains"], "numbers": _initial_numbers(view),
                 "harbors": [h[0] for h in view["harbors"]]}  # fmt: skip
    except (KeyError, TypeError, IndexError) as error:
        raise _malformed(error) from None
    return Game(
        expansion=view["expansion"],
        players=view["players"],
        ruleset=view.get("ruleset", "colonist"),
        vp_to_win=view["vp_to_win"],
        board=board,
        **view.get("rules", {}),
    )


def _initial_numbers(view: Mapping[str, Any]) -> list[int]:
    # Tokens moved by the Inventor are still the standard set: any arrangement is a board.
    return list(view["numbers"])


def _seat(x: int | None) -> int | None:
    return None if x is None or x < 0 else x


def sample_position(view: Mapping[str, Any], rng: random.Random) -> dict[str, Any]:
    """A position (docs/position.md) agreeing with `view`, hidden parts drawn at random.

    Only between decisions of the turn player: a setup placement, or phase pre_roll or
    main with nothing pending. DeterminizeError for a view that is not one, or malformed.
    """
    check_view(view)
    if not isinstance(rng, random.Random):
        raise DeterminizeError(f"rng must be a random.Random, got {quote(rng)}")
    try:
        return _sample_position(view, rng)
    except DeterminizeError:
        raise
    # ValueError: a part that does not unpack (a building that is not [vertex, owner, kind]).
    except (KeyError, TypeError, IndexError, AttributeError, ValueError) as error:
        raise _malformed(error) from None


def _sample_position(view: Mapping[str, Any], rng: random.Random) -> dict[str, Any]:
    setup = view["phase"] in SETUP_PHASES
    if (
        (not setup and view["phase"] not in ("pre_roll", "main", "part_turn"))
        or view["pending"]
        or view.get("offer")
    ):
        raise DeterminizeError("determinization works between the turn player's decisions")
    seat = view["seat"]
    n = view["players"]
    ck = view["expansion"] == "ck"
    info = view["player_info"]
    players: list[dict[str, Any]] = [
        {"settlements": [], "cities": [], "roads": [], "hand": {}} for _ in range(n)
    ]
    for vtx, owner, kind in view["buildings"]:
        players[owner]["settlements" if kind == "settlement" else "cities"].append(vtx)
    for e, owner in view["roads"]:
        players[owner]["roads"].append(e)

    # Resource and commodity cards: the bank and every hand size are public.
    n_types = 8 if ck else 5
    # 5-6 players: the larger bank (RULES.md §22.3), its commodities by the flag (A34).
    totals = view_bank_totals(view)
    mine = [view["hand"].get(name, 0) for name in CARD_NAMES]
    # A game that hides the bank's cards (the server's hide_bank) sends "bank": null: the
    # other hands are then drawn from every card not in the seat's own, and the bank holds
    # what is left, a deal as likely as any that keeps the public counts.
    bank = view["bank"]
    pool = [totals[c] - (bank or {}).get(CARD_NAMES[c], 0) - mine[c] for c in range(n_types)]
    for p in range(n):
        got = mine if p == seat else draw(pool, info[p]["cards"], rng, DeterminizeError)
        players[p]["hand"] = {CARD_NAMES[c]: k for c, k in enumerate(got) if k}
    if bank is None:
        bank = {CARD_NAMES[c]: pool[c] for c in range(n_types)}

    position: dict[str, Any] = {
        "phase": view["phase"], "turn": view["turn"], "turn_seat": view["turn_seat"],
        "numbers": view["numbers"], "robber": view["robber"],
        "robber_active": view["robber_active"], "bank": bank,
        "longest_road": _seat(view["longest_road"]), "players": players,
    }  # fmt: skip
    if setup:
        position.update(_setup_progress(view))
    if ck:
        _sample_ck(view, rng, players, position)
    else:
        _sample_dev(view, rng, players, position)
    return position


def _setup_progress(view: Mapping[str, Any]) -> dict[str, Any]:
    """Where the setup stands, from the pieces on the board: every completed placement
    laid one road, and in `setup_road` the building just placed is the placing seat's
    only one without a road of its own (the distance rule keeps the first road's far end
    free of buildings)."""
    progress: dict[str, Any] = {"setup_index": len(view["roads"]), "setup_vertex": None}
    if view["phase"] == "setup_road":
        seat = view["turn_seat"]
        own_road_ends = {
            v
            for e, owner in view["roads"]
            if owner == seat
            for v in for_players(view["players"]).edge_vertices[e]
        }
        bare = [v for v, owner, _ in view["buildings"] if owner == seat and v not in own_road_ends]
        if len(bare) != 1:
            raise DeterminizeError("the view's setup placements do not add up")
        progress["setup_vertex"] = bare[0]
    return progress


def _sample_dev(view: Mapping[str, Any], rng: random.Random, players: list[dict[str, Any]],
                position: dict[str, Any]) -> None:  # fmt: skip
    seat, info = view["seat"], view["player_info"]
    mine = [view["dev_hand"].get(name, 0) for name in DEV_NAMES]
    played = view["dev_cards_played"]
    # The cards neither mine nor played (knights: per seat, the others: by kind) are in
    # the other seats' hands and the deck, and nowhere else.
    deck = dev_deck_for(view["players"])
    pool = [deck[k] - mine[k] - played.get(DEV_NAMES[k], 0) for k in range(5)]
    pool[KNIGHT] -= sum(p["knights_played"] for p in info)
    others = sum(info[p]["dev_cards"] for p in range(len(info)) if p != seat)
    if min(pool) < 0 or sum(pool) != others + view["dev_deck_size"]:
        raise DeterminizeError("the view's counts do not add up")
    for p, pd in enumerate(players):
        pd["knights_played"] = info[p]["knights_played"]
        got = mine if p == seat else draw(pool, info[p]["dev_cards"], rng, DeterminizeError)
        pd["dev_cards"] = {DEV_NAMES[k]: c for k, c in enumerate(got) if c}
    position["dev_deck"] = {DEV_NAMES[k]: c for k, c in enumerate(pool) if c}  # the rest
    position["largest_army"] = _seat(view["largest_army"])
    if seat == view["turn_seat"]:
        position["dev_new"] = view["dev_new"]
        position["dev_played"] = view["dev_played"]


def _sample_ck(view: Mapping[str, Any], rng: random.Random, players: list[dict[str, Any]],
               position: dict[str, Any]) -> None:  # fmt: skip
    seat, info = view["seat"], view["player_info"]
    fresh = set(view.get("knights_activated_this_turn", []))
    promoted = set(view.get("knights_promoted_this_turn", []))
    # Held over by the rule flag sbp_promotion_shared (A39): in its views only.
    held = [(name, set(view.get(f"knights_{name}", []))) for name in HELD_NAMES]
    for p, pd in enumerate(players):
        pd["knights"] = []
        pd["walls"] = [v for v in view["walls"] if v in pd["cities"]]
        pd["on_its_side"] = [v for v in view.get("on_its_side", []) if v in pd["settlements"]]
        pd["improvements"] = info[p]["improvements"]
        pd["progress_vp"] = info[p]["progress_vp"]
        pd["defender"] = info[p]["defender"]
    for vtx, owner, level, active in view["knights"]:
        players[owner]["knights"].append({
            "vertex": vtx, "level": level, "active": active,
            "activated_this_turn": vtx in fresh, "promoted_this_turn": vtx in promoted,
            **{name: True for name, at in held if vtx in at}})  # fmt: skip
    # Progress cards: the full decks less my hand, the revealed VP cards and the cards the
    # seat saw go under a deck (played ones, its own discards), which stay where they are.
    pool = list(_PROGRESS_COPIES)
    mine = [view["progress_cards"].get(name, 0) for name in PROGRESS_NAMES]
    for k in range(N_PROGRESS):
        pool[k] -= mine[k]
    for name in view["progress_vp_revealed"]:
        pool[PROGRESS_NAMES.index(name)] -= 1
    bottoms = view["deck_bottom"]
    for name in TRACK_NAMES:
        for card in bottoms[name]:
            if card is not None:
                pool[PROGRESS_BY_NAME[card]] -= 1
    if min(pool) < 0:
        raise DeterminizeError("the view's counts do not add up")
    # Per deck, the cards not placed yet fill, in this order: the opponents' hands (drawn
    # from the deck's kinds, then dealt out by hand size), the bottom cards the seat did
    # not see (another seat's discards), and the shuffled part, which keeps the rest.
    # Neither a hand nor a discard holds a VP card (revealed at once, never held).
    bag: list[int] = []
    decks = {}
    for t, name in enumerate(TRACK_NAMES):
        bottom = bottoms[name]
        taken, under, deck = deal_progress_deck(
            pool, t, view["deck_sizes"][name] - len(bottom), bottom.count(None), rng,
            DeterminizeError,
        )  # fmt: skip
        bag += [k for k, c in enumerate(taken) for _ in range(c)]
        cards = list(bottom)
        if under:
            dealt = iter(under)
            cards = [c if c is not None else PROGRESS_NAMES[next(dealt)] for c in bottom]
        # Seen cards are marked seen by all: the view does not tell the seat's own discards
        # from played cards, and the seat's view of the sample is its view either way.
        decks[name] = {"shuffled": {PROGRESS_NAMES[k]: c for k, c in enumerate(deck) if c},
                       "bottom": cards,
                       "bottom_seen": [None if c is None else "all" for c in bottom]}  # fmt: skip
    shuffle(rng, bag)
    for p, pd in enumerate(players):
        if p == seat:
            got = mine
        else:
            k = info[p]["progress_cards"]
            got = [0] * N_PROGRESS
            for card in bag[:k]:
                got[card] += 1
            bag = bag[k:]
        pd["progress_cards"] = {PROGRESS_NAMES[k]: c for k, c in enumerate(got) if c}
    position.update({
        "decks": decks, "barbarian": view["barbarian"], "attacks": view["attacks"],
        "metropolis": view["metropolis"], "merchant": view["merchant"],
        "crane": view.get("crane", 0), "fleet": view.get("fleet", []),
        "harbor_asked": view.get("harbor_asked", []),
    })  # fmt: skip


def sample_state(view: Mapping[str, Any], rng: random.Random, game: Game | None = None) -> State:
    """A State agreeing with `view` (see sample_position)."""
    game = game or game_from_view(view)
    return State.from_json(game, sample_position(view, rng))


def sample_states(
    view: Mapping[str, Any], rng: random.Random, game: Game | None, n: int
) -> list[State]:
    """`n` States agreeing with `view`: the same as `n` calls of sample_state, drawn in
    the same order from `rng`, but only the first goes through the position parser.

    The others are clones of it with the hidden part replaced (every hand, the
    development cards and deck, the progress cards and decks, the bottom cards the seat
    did not see): the parser checks and derives the public part, which the samples
    share, and that was most of a search's determinization time.
    """
    game = game or game_from_view(view)
    first = State.from_json(game, sample_position(view, rng))
    states = [first]
    for _ in range(n - 1):
        s = first.clone()
        _fill_hidden(s, sample_position(view, rng))
        states.append(s)
    return states


def _fill_hidden(s: State, position: dict[str, Any]) -> None:
    """Put the hidden part of a sampled position into `s`, which holds its public part."""
    for p, pd in enumerate(position["players"]):
        s.hands = replaced_row(
            s.hands, p, tuple(_counts(pd["hand"], CARD_BY_NAME, len(CARD_NAMES)))
        )
        if "dev_cards" in pd:
            devs = tuple(_counts(pd["dev_cards"], DEV_BY_NAME, len(DEV_NAMES)))
            s.dev_hand = replaced_row(s.dev_hand, p, devs)
        if "progress_cards" in pd:
            s.progress_hand[p] = _counts(pd["progress_cards"], PROGRESS_BY_NAME, N_PROGRESS)
    if "dev_deck" in position:
        s.dev_deck = tuple(_counts(position["dev_deck"], DEV_BY_NAME, len(DEV_NAMES)))
    if "decks" in position:
        decks = position["decks"]
        for t, name in enumerate(TRACK_NAMES):
            s.deck[t] = _counts(decks[name]["shuffled"], PROGRESS_BY_NAME, N_PROGRESS)
            if None in decks[name]["bottom_seen"]:  # the cards the seat saw there stay
                s.deck_bottom[t] = tuple(PROGRESS_BY_NAME[c] for c in decks[name]["bottom"])
    s._legal = None  # the turn player's hand may be one of the hidden ones


def _counts(by_name: Mapping[str, int], index: Mapping[str, int], size: int) -> list[int]:
    counts = [0] * size
    for name, k in by_name.items():
        counts[index[name]] = k
    return counts
