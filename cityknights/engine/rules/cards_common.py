"""What every progress card shares: holding, playing, and going under its deck.

Each card kind registers a `CardRule`: its card index, the candidate actions to offer
(filtered through its own check, so the legal list and the check never disagree), the
check (why this play is not allowed) and the effect. A card that would have no effect is
not offered (RULES.md §13.1), and a played card goes face down under its deck.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..actions import Action
from ..constants import PROGRESS_BY_NAME, PROGRESS_NAMES
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


RULES: dict[str, CardRule] = {}


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


# card index -> its rule; filled by index_rules() once every card module has registered.
_RULE_OF_CARD: dict[int, CardRule] = {}


def index_rules() -> None:
    _RULE_OF_CARD.update({rule.card: rule for rule in RULES.values()})


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
    if not any(hand):
        return
    for card, n in enumerate(hand):
        if not n or card not in _RULE_OF_CARD:
            continue
        rule = _RULE_OF_CARD[card]
        if (rule.kind == "play_alchemist") == pre_roll:
            if rule.exact:
                out.extend(rule.candidates(s, seat))
            else:
                out.extend(a for a in rule.candidates(s, seat) if rule.check(s, seat, a) is None)
