"""Actions: small immutable values, a kind plus integer parameters.

An Action is a tuple subclass (kind, *args) so that hashing and equality are done in C;
the engine builds each fixed action once per game and hands out the same objects.
Parameters are typed by name for JSON and for readable strings (RULES.md names):
cards appear as names ("ore"), card bundles as {"ore": 2}, seats/hexes/paths as ints.
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Any

from .constants import CARD_BY_NAME, CARD_NAMES, DEV_NAMES, N_CARDS, PROGRESS_NAMES, TRACK_NAMES
from .errors import IllegalActionError, quote
from .refusals import Refusal

# Parameter types: how a value is written in JSON and checked when read.
#   int-like: vertex, edge, hex, seat (-1 = nobody), die (1-6), event (0-3), index
#   card: a card name;  dev: a development card name;  cards: {name: count}
KIND_PARAMS: dict[str, tuple[tuple[str, str], ...]] = {
    # Turn flow
    "roll": (),
    "end_turn": (),
    "end_special_build": (),  # a seat passes (or is done) in its Special Build slot
    # Building
    "build_road": (("edge", "edge"),),
    "build_settlement": (("vertex", "vertex"),),
    "build_city": (("vertex", "vertex"),),
    # Development cards (base game)
    "buy_dev": (),
    "play_knight": (),
    "play_road_building": (),
    "play_year_of_plenty": (("first", "card"), ("second", "card")),
    "play_monopoly": (("card", "card"),),
    # Robber and 7s
    "move_robber": (("hex", "hex"), ("victim", "seat")),
    "discard": (("card", "card"),),
    # Trading
    "bank_trade": (("give", "card"), ("get", "card")),
    "offer_trade": (("give", "cards"), ("get", "cards")),
    "accept_trade": (),
    "reject_trade": (),
    # A changed offer in answer (terms as the offer's: give = what the offerer gives)
    "counter_trade": (("give", "cards"), ("get", "cards")),
    "confirm_trade": (("partner", "seat"),),
    "cancel_trade": (),
    # Cities & Knights: walls, knights, improvements
    "build_wall": (("vertex", "vertex"),),
    "build_knight": (("vertex", "vertex"),),
    "activate_knight": (("vertex", "vertex"),),
    "promote_knight": (("vertex", "vertex"),),
    "move_knight": (("knight", "vertex"), ("to", "vertex")),
    "displace_knight": (("knight", "vertex"), ("to", "vertex")),
    "chase_robber": (("knight", "vertex"),),
    "relocate_knight": (("to", "vertex"),),
    "improve_city": (("track", "track"),),
    "place_metropolis": (("vertex", "vertex"),),
    "pillage_city": (("vertex", "vertex"),),
    "choose_deck": (("track", "track"),),
    "discard_progress": (("card", "progress"),),
    "aqueduct": (("card", "card"),),
    "decline_aqueduct": (),
    # Cities & Knights progress cards (played by the turn player; RULES.md §13.2)
    "play_alchemist": (("white", "die"), ("red", "die")),
    "play_crane": (),
    "play_engineer": (("vertex", "vertex"),),
    "play_inventor": (("first", "hex"), ("second", "hex")),
    "play_irrigation": (),
    "play_medicine": (("vertex", "vertex"),),
    "play_mining": (),
    "play_smith": (("first", "vertex"), ("second", "vertex")),
    "play_bishop": (("hex", "hex"),),
    "play_deserter": (("victim", "seat"),),
    "play_diplomat": (("edge", "edge"),),
    "play_intrigue": (("vertex", "vertex"),),
    "play_saboteur": (),
    "play_spy": (("victim", "seat"),),
    "play_warlord": (),
    "play_wedding": (),
    "play_commercial_harbor": (),
    "play_master_merchant": (("victim", "seat"),),
    "play_merchant": (("hex", "hex"),),
    "play_merchant_fleet": (("card", "card"),),
    "play_resource_monopoly": (("card", "card"),),
    "play_trade_monopoly": (("card", "card"),),
    # ... and the decisions they leave to players
    "surrender_knight": (("vertex", "vertex"),),
    "place_deserter": (("vertex", "vertex"),),
    "skip": (),
    "harbor_offer": (("opponent", "seat"), ("card", "card")),
    "give_commodity": (("card", "card"),),
    "take_progress": (("card", "progress"),),
    "take_card": (("card", "card"),),
    "give_card": (("card", "card"),),
    # Chance outcomes
    "dice": (("white", "die"), ("red", "die"), ("event", "event")),
    "draw_progress": (("card", "progress"),),
    "draw_dev": (("card", "dev"),),
    "steal_card": (("card", "card"),),
}

CHANCE_KINDS = frozenset({"dice", "draw_dev", "steal_card", "draw_progress"})
EVENT_NAMES = ("ship", "trade", "politics", "science")


class Action(tuple[Any, ...]):
    """An action: `Action("build_road", 12)`. Immutable and hashable.

    Building one checks nothing (tests and tools build malformed actions on purpose):
    `State.illegal_reason`, `apply` and `ActionCodec.encode` refuse them, `param_fault`
    says what is wrong.
    """

    __slots__ = ()

    def __new__(cls, kind: str, *args: Any) -> Action:
        return tuple.__new__(cls, (kind, *args))

    def __getnewargs__(self) -> tuple[Any, ...]:
        # copy and pickle rebuild a tuple subclass from these: (kind, *args), not (self,).
        return tuple(self)

    if TYPE_CHECKING:

        @property
        def kind(self) -> str: ...

    else:
        # A C-level getter: random players and bots filter long legal lists by kind.
        kind = property(itemgetter(0), doc="The action's kind, e.g. 'build_road'.")

    @property
    def args(self) -> tuple[Any, ...]:
        return tuple(self[1:])

    def __repr__(self) -> str:
        return f"Action{tuple(self)!r}"

    def __str__(self) -> str:
        # An Action built around __new__ (tuple.__new__) may hold anything: still printable.
        if not self:
            return "Action()"
        params = KIND_PARAMS.get(self.kind, ()) if type(self.kind) is str else ()
        parts = [
            f"{name}={_show(ptype, value)}"
            for (name, ptype), value in zip(params, self[1:], strict=False)
        ]
        return f"{self.kind}({', '.join(parts)})"

    def to_json(self) -> dict[str, Any]:
        params = KIND_PARAMS[self.kind]
        out: dict[str, Any] = {"kind": self.kind}
        for (name, ptype), value in zip(params, self[1:], strict=False):
            out[name] = _to_json(ptype, value)
        return out

    @classmethod
    def from_json(cls, d: Any) -> Action:
        """Read an action written by `to_json`; raises IllegalActionError naming the fault."""
        if not isinstance(d, dict) or type(d.get("kind")) is not str:
            raise IllegalActionError("an action must be an object with a string 'kind'")
        kind = d["kind"]
        if kind not in KIND_PARAMS:
            raise IllegalActionError(f"unknown action kind {quote(kind)}")
        params = KIND_PARAMS[kind]
        unknown = set(d) - {"kind"} - {name for name, _ in params}
        if unknown:
            raise IllegalActionError(f"{kind}: unknown field(s) {quote(sorted(unknown))}")
        args = []
        for i, (name, ptype) in enumerate(params):
            if name not in d:
                # Only trailing parameters may be left out (the base game's dice have no event).
                if any(n in d for n, _ in params[i:]):
                    raise IllegalActionError(f"{kind}: missing field {name!r}")
                break
            args.append(_from_json(kind, name, ptype, d[name]))
        if len(args) < len(params) and not (kind == "dice" and len(args) == 2):
            missing = params[len(args)][0]
            raise IllegalActionError(f"{kind}: missing field {missing!r}")
        return cls(kind, *args)


def param_fault(kind: object, args: tuple[Any, ...]) -> Refusal | None:
    """Why `Action(kind, *args)` is malformed, or None: the kind must be known, the number
    of parameters right, and each parameter of its exact type: an int (not a bool, a float
    or a numpy integer), and for a card bundle a tuple of N_CARDS ints >= 0. Checked when
    an action is read (`from_json`) or judged (`State.illegal_reason`, before anything
    changes)."""
    if type(kind) is not str:
        return Refusal("kind_not_a_string", {"value": quote(kind)})
    params = KIND_PARAMS.get(kind)
    if params is None:
        return Refusal("unknown_kind", {"value": quote(kind)})
    n_args = len(args)
    # The base game's dice leave out the event die (the last parameter).
    if n_args != len(params) and not (kind == "dice" and n_args == len(params) - 1):
        names = ", ".join(name for name, _ in params) or "none"
        return Refusal(
            "wrong_arity", {"kind": kind, "expected": len(params), "names": names, "got": n_args}
        )
    for (name, ptype), value in zip(params, args, strict=False):
        if ptype == "cards":
            if (
                type(value) is not tuple
                or len(value) != N_CARDS
                or any(type(k) is not int or k < 0 for k in value)
            ):
                return Refusal(
                    "bad_cards_param",
                    {"kind": kind, "param": name, "count": N_CARDS, "value": quote(value)},
                )
        elif type(value) is not int:
            return Refusal("not_an_integer", {"kind": kind, "param": name, "value": quote(value)})
    return None


def cards_vector(d: dict[int, int]) -> tuple[int, ...]:
    v = [0] * N_CARDS
    for card, n in d.items():
        v[card] += n
    return tuple(v)


# Parameter types written as names in JSON and strings.
NAMED_TYPES: dict[str, tuple[str, ...]] = {
    "card": CARD_NAMES,
    "dev": DEV_NAMES,
    "event": EVENT_NAMES,
    "track": TRACK_NAMES,
    "progress": PROGRESS_NAMES,
}
_LABELS = {"card": "card", "dev": "development card", "event": "event", "track": "track",
           "progress": "progress card"}  # fmt: skip


def _show(ptype: str, value: Any) -> str:
    # Malformed values are shown as they are: refusing a malformed action must not fail.
    names = NAMED_TYPES.get(ptype)
    if names is not None:
        return names[value] if _is_index(value, len(names)) else repr(value)
    if ptype == "cards":
        if not isinstance(value, tuple) or len(value) > N_CARDS:
            return repr(value)
        return "{" + ", ".join(f"{CARD_NAMES[c]}: {n}" for c, n in enumerate(value) if n) + "}"
    return str(value)


def _is_index(x: Any, n: int) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < n


def _to_json(ptype: str, value: Any) -> Any:
    names = NAMED_TYPES.get(ptype)
    if names is not None:
        return names[value]
    if ptype == "cards":
        return {CARD_NAMES[c]: n for c, n in enumerate(value) if n}
    return value


def _from_json(kind: str, name: str, ptype: str, value: Any) -> Any:
    where = f"{kind}.{name}"
    names = NAMED_TYPES.get(ptype)
    if names is not None:
        if type(value) is not str or value not in names:
            raise IllegalActionError(f"{where}: unknown {_LABELS[ptype]} {quote(value)}")
        return names.index(value)
    if ptype == "cards":
        if not isinstance(value, dict):
            raise IllegalActionError(f"{where}: expected an object of card counts")
        v = [0] * N_CARDS
        for cname, n in value.items():
            if cname not in CARD_BY_NAME:
                raise IllegalActionError(f"{where}: unknown card {quote(cname)}")
            if type(n) is not int or n < 0:
                raise IllegalActionError(f"{where}: count of {cname} must be a whole number >= 0")
            v[CARD_BY_NAME[cname]] = n
        return tuple(v)
    if type(value) is not int:
        raise IllegalActionError(f"{where}: expected an integer, got {quote(value)}")
    return value
