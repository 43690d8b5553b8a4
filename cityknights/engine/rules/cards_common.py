"""What every progress card shares: holding, playing, and going under its deck.

Each card kind registers a `CardRule`: its card index, the candidate actions to offer
(filtered through its own check, so the legal list and the check never disagree), the
check (why this play is not allowed) and the effect. A card that would have no effect is
not offered (RULES.md §13.1), and a played card goes face down under its deck.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import compress
from typing import TYPE_CHECKING, Final

from ..actions import Action
from ..constants import N_PROGRESS, PROGRESS_BY_NAME, PROGRESS_NAMES
from ..events import Event
from .common import seats_from
from .progress import put_under

if TYPE_CHECKING:
    from ..state import State


@dataclass(frozen=True)
class CardRule:
    kind: str  # the action kind that plays it
    card: int  # progress card index
    candidates: Callable[[State, int], list[Action]]
    check: Callable[[State, int, Action], str | None]
    apply: Callable[[State, Action, list[Event]], None]
    # True when every candidate is legal whenever the card is held after the roll (or
    # before it, for the Alchemist): the legal list then skips the per-action check.
    exact: bool = False


RULES: Final[dict[str, CardRule]] = {}


def card_rule(
    name: str,
    candidates: Callable[[State, int], list[Action]],
    check: Callable[[State, int, Action], str | None],
    apply: Callable[[State, Action, list[Event]], None],
    kind: str | None = None,
    exact: bool = False,
) -> None:
    kind = kind or f"play_{name}"
    RULES[kind] = CardRule(kind, PROGRESS_BY_NAME[name], candidates, check, apply, exact)


# Filled by index_rules() once every card module has registered: per card index, the rule
# that plays it after the roll (None: none does); the (card, rule) pairs played before it.
_AFTER_ROLL: Final[list[CardRule | None]] = []
_BEFORE_ROLL: Final[list[tuple[int, CardRule]]] = []
_CARDS: Final = range(N_PROGRESS)


def index_rules() -> None:
    by_card = {rule.card: rule for rule in RULES.values()}
    before = {card for card, rule in by_card.items() if rule.kind == "play_alchemist"}
    _AFTER_ROLL[:] = [None if k in before else by_card.get(k) for k in range(N_PROGRESS)]
    _BEFORE_ROLL[:] = [(k, by_card[k]) for k in sorted(before)]


def spend(s: State, seat: int, name: str, events: list[Event], **info: object) -> None:
    k = PROGRESS_BY_NAME[name]
    s.progress_hand[seat][k] -= 1
    put_under(s, k)
    events.append(Event("progress_played", {"seat": seat, "card": name, **info}))


def opponents(s: State, seat: int) -> list[int]:
    return seats_from(s, seat)[1:]


def check_play(s: State, seat: int, a: Action) -> str | None:
    rule = RULES[a[0]]
    if s.progress_hand[seat][rule.card] <= 0:
        return f"you hold no {PROGRESS_NAMES[rule.card]} card"
    return rule.check(s, seat, a)


def apply_play(s: State, a: Action, events: list[Event]) -> None:
    RULES[a[0]].apply(s, a, events)


def legal_plays(s: State, seat: int, out: list[Action], pre_roll: bool) -> None:
    hand = s.progress_hand[seat]
    if pre_roll:
        for card, rule in _BEFORE_ROLL:
            if hand[card]:
                _add_plays(s, seat, rule, out)
    elif any(hand):
        after = _AFTER_ROLL
        for card in compress(_CARDS, hand):  # the cards held, picked in C
            played = after[card]
            if played is not None:
                _add_plays(s, seat, played, out)


def _add_plays(s: State, seat: int, rule: CardRule, out: list[Action]) -> None:
    if rule.exact:
        out.extend(rule.candidates(s, seat))
    else:
        out.extend(a for a in rule.candidates(s, seat) if rule.check(s, seat, a) is None)
