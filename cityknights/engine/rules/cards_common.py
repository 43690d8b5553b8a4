"""What every progress card shares: holding, playing, and going under its deck.

Each card kind registers a `CardRule`: its card index, the candidate actions to offer
(filtered through its own check, so the legal list and the check never disagree), the
check (why this play is not allowed) and the effect. A card that would have no effect is
not offered (RULES.md §13.1), and a played card goes face down under its deck.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..actions import Action
from ..constants import EVERYONE, N_PROGRESS, PROGRESS_BY_NAME, PROGRESS_NAMES
from ..errors import quote
from ..events import DROPPED, Event
from ..refusals import Refusal
from .common import seats_from
from .progress import put_under

if TYPE_CHECKING:
    from ..state import State


@dataclass(frozen=True)
class CardRule:
    kind: str  # the action kind that plays it
    card: int  # progress card index
    candidates: Callable[[State, int], list[Action]]
    check: Callable[[State, int, Action], Refusal | None]
    apply: Callable[[State, Action, list[Event]], None]
    # True when every candidate is legal whenever the card is held after the roll (or
    # before it, for the Alchemist): the legal list then skips the per-action check.
    exact: bool = False
    # Why the card as a whole cannot be played when no candidate is legal (its "why not"
    # in a hand); None: the one candidate's own refusal, else `card_no_target`.
    idle: Callable[[State, int], Refusal] | None = None


RULES: Final[dict[str, CardRule]] = {}


def card_rule(
    name: str,
    candidates: Callable[[State, int], list[Action]],
    check: Callable[[State, int, Action], Refusal | None],
    apply: Callable[[State, Action, list[Event]], None],
    kind: str | None = None,
    exact: bool = False,
    idle: Callable[[State, int], Refusal] | None = None,
) -> None:
    kind = kind or f"play_{name}"
    RULES[kind] = CardRule(kind, PROGRESS_BY_NAME[name], candidates, check, apply, exact, idle)


# Filled by index_rules() once every card module has registered: per card index, the rule
# that plays it after the roll (None: none does); the (card, rule) pairs played before it.
_AFTER_ROLL: Final[list[CardRule | None]] = []
_BEFORE_ROLL: Final[list[tuple[int, CardRule]]] = []
_BY_CARD: Final[list[CardRule | None]] = []  # per card index, the rule that plays it


def index_rules() -> None:
    by_card = {rule.card: rule for rule in RULES.values()}
    before = {card for card, rule in by_card.items() if rule.kind == "play_alchemist"}
    _AFTER_ROLL[:] = [None if k in before else by_card.get(k) for k in range(N_PROGRESS)]
    _BEFORE_ROLL[:] = [(k, by_card[k]) for k in sorted(before)]
    _BY_CARD[:] = [by_card.get(k) for k in range(N_PROGRESS)]


def spend(s: State, seat: int, name: str, events: list[Event], **info: object) -> None:
    k = PROGRESS_BY_NAME[name]
    s.progress_hand[seat][k] -= 1
    put_under(s, k, EVERYONE)
    if events is not DROPPED:
        events.append(Event("progress_played", {"seat": seat, "card": name, **info}))


def opponents(s: State, seat: int) -> list[int]:
    return seats_from(s, seat)[1:]


def check_play(s: State, seat: int, a: Action) -> Refusal | None:
    rule = RULES[a[0]]
    if s.progress_hand[seat][rule.card] <= 0:
        return Refusal("no_progress_card", {"progress": PROGRESS_NAMES[rule.card]})
    return rule.check(s, seat, a)


def card_refusal(s: State, seat: int, card: object) -> Refusal | None:
    """Why `seat` cannot play the progress card named `card` now (None: some play of it
    is legal). The card as a whole: the turn, the moment, or why none of its plays would
    do (one play: that play's own reason)."""
    k = PROGRESS_BY_NAME.get(card) if isinstance(card, str) else None
    if k is None:
        return Refusal("no_such_progress_card", {"value": quote(card)})
    name = PROGRESS_NAMES[k]
    if s.progress_hand[seat][k] <= 0:
        return Refusal("no_progress_card", {"progress": name})
    rule = _BY_CARD[k]
    if rule is None:  # the Printer and the Constitution count at once; never played
        return Refusal("card_no_target", {"progress": name})
    if s.phase == "over" and not s.pending:
        return Refusal("game_over")
    if seat != s.turn_seat:
        return Refusal("card_not_your_turn", {"progress": name})
    ctx = s.context()
    if ctx == "part_turn" and rule.kind != "play_alchemist":
        ctx = "main"  # the partner plays progress cards in its part-turn (RULES.md §22.5.7)
    if ctx != ("pre_roll" if rule.kind == "play_alchemist" else "main"):
        if rule.kind == "play_alchemist" and ctx == "part_turn":
            return Refusal("part_turn_no_alchemist")
        if rule.kind == "play_alchemist" and ctx == "main":
            return Refusal("card_before_roll", {"progress": name})
        if ctx == "pre_roll":
            return Refusal("card_after_roll", {"progress": name})
        return Refusal("card_busy", {"progress": name, "context": ctx, "expansion": "ck"})
    candidates = rule.candidates(s, seat)
    first: Refusal | None = None
    for a in candidates:
        why = rule.check(s, seat, a)
        if why is None:
            return None
        first = first or why
    if len(candidates) == 1 and first is not None:
        return first
    if rule.idle is not None:
        return rule.idle(s, seat)
    return Refusal("card_no_target", {"progress": name})


def apply_play(s: State, a: Action, events: list[Event]) -> None:
    RULES[a[0]].apply(s, a, events)


def legal_plays(s: State, seat: int, out: list[Action], pre_roll: bool) -> None:
    hand = s.progress_hand[seat]
    if pre_roll:
        for card, rule in _BEFORE_ROLL:
            if hand[card]:
                _add_plays(s, seat, rule, out)
        return
    # A plain loop over the card kinds, read unboxed by the compiled engine, where any()
    # and compress() were generic calls (bound to statics, still slower than the loop).
    after = _AFTER_ROLL
    for card in range(N_PROGRESS):
        if hand[card]:
            played = after[card]
            if played is not None:
                _add_plays(s, seat, played, out)


def _add_plays(s: State, seat: int, rule: CardRule, out: list[Action]) -> None:
    candidates = rule.candidates(s, seat)
    if rule.exact:
        out.extend(candidates)
        return
    check = rule.check
    for a in candidates:
        if check(s, seat, a) is None:
            out.append(a)
