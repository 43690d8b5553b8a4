"""Which action kinds each decision context allows, and their check/apply functions."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from ..actions import Action
from ..events import Event
from ..refusals import Refusal
from . import (
    barbarians,
    build,
    cards_common,
    cards_politics,
    cards_science,  # noqa: F401  (imported for the card rules it registers)
    cards_trade,
    chance,
    devcards,
    improvements,
    knights,
    paired,
    progress,
    robber,
    setup,
    special_build,
    trade,
    turn,
)

if TYPE_CHECKING:
    from ..state import State

Check = Callable[["State", int, Action], "Refusal | None"]
Apply = Callable[["State", Action, list[Event]], None]
Legal = Callable[["State", int], list[Action]]

CHECK: Final[dict[str, Check]] = {
    "roll": turn.check_roll,
    "end_turn": turn.check_end_turn,
    "build_road": build.check_road,
    "build_settlement": build.check_settlement,
    "build_city": build.check_city,
    "buy_dev": devcards.check_buy,
    "play_knight": devcards.check_knight,
    "play_road_building": devcards.check_road_building,
    "play_year_of_plenty": devcards.check_year_of_plenty,
    "play_monopoly": devcards.check_monopoly,
    "move_robber": robber.check_move,
    "discard": turn.check_discard,
    "bank_trade": trade.check_bank,
    "offer_trade": trade.check_offer,
    "accept_trade": trade.check_accept,
    "reject_trade": trade.check_reject,
    "counter_trade": trade.check_counter,
    "confirm_trade": trade.check_confirm,
    "cancel_trade": trade.check_cancel,
    "dice": chance.check_dice,
    "draw_dev": devcards.check_draw,
    "steal_card": robber.check_steal,
    "end_special_build": special_build.check_end,
    # Cities & Knights
    "build_wall": improvements.check_wall,
    "build_knight": knights.check_build,
    "activate_knight": knights.check_activate,
    "promote_knight": knights.check_promote,
    "move_knight": knights.check_move,
    "displace_knight": knights.check_displace,
    "chase_robber": knights.check_chase,
    "relocate_knight": knights.check_relocate,
    "improve_city": improvements.check_improve,
    "place_metropolis": improvements.check_metropolis,
    "pillage_city": barbarians.check_pillage,
    "choose_deck": barbarians.check_defender_deck,
    "discard_progress": progress.check_discard,
    "aqueduct": improvements.check_aqueduct,
    "decline_aqueduct": improvements.check_decline,
    "draw_progress": progress.check_draw,
}

APPLY: Final[dict[str, Apply]] = {
    "roll": turn.apply_roll,
    "end_turn": turn.apply_end_turn,
    "build_road": build.apply_road,
    "build_settlement": build.apply_settlement,
    "build_city": build.apply_city,
    "buy_dev": devcards.apply_buy,
    "play_knight": devcards.apply_knight,
    "play_road_building": devcards.apply_road_building,
    "play_year_of_plenty": devcards.apply_year_of_plenty,
    "play_monopoly": devcards.apply_monopoly,
    "move_robber": robber.apply_move,
    "discard": turn.apply_discard,
    "bank_trade": trade.apply_bank,
    "offer_trade": trade.apply_offer,
    "accept_trade": trade.apply_accept,
    "reject_trade": trade.apply_reject,
    "counter_trade": trade.apply_counter,
    "confirm_trade": trade.apply_confirm,
    "cancel_trade": trade.apply_cancel,
    "dice": turn.apply_dice,
    "draw_dev": devcards.apply_draw,
    "steal_card": robber.apply_steal,
    "end_special_build": special_build.apply_end,
    # Cities & Knights
    "build_wall": improvements.apply_wall,
    "build_knight": knights.apply_build,
    "activate_knight": knights.apply_activate,
    "promote_knight": knights.apply_promote,
    "move_knight": knights.apply_move,
    "displace_knight": knights.apply_displace,
    "chase_robber": knights.apply_chase,
    "relocate_knight": knights.apply_relocate,
    "improve_city": improvements.apply_improve,
    "place_metropolis": improvements.apply_metropolis,
    "pillage_city": barbarians.apply_pillage,
    "choose_deck": barbarians.apply_defender_deck,
    "discard_progress": progress.apply_discard,
    "aqueduct": improvements.apply_aqueduct,
    "decline_aqueduct": improvements.apply_decline,
    "draw_progress": progress.apply_draw,
}

# Steps the engine runs by itself when they reach the front of the queue (owner AUTO).
AUTO_STEPS: Final[dict[str, Callable[[State, int, list[Event]], None]]] = {
    "produce": turn.run_produce,
    "progress_limit": progress.run_limit,
    "finish_turn": turn.run_finish_turn,
    "activate_robber": turn.run_activate_robber,
}

_MAIN: Final = frozenset({
    "end_turn", "build_road", "build_settlement", "build_city", "buy_dev", "play_knight",
    "play_road_building", "play_year_of_plenty", "play_monopoly", "bank_trade", "offer_trade",
})  # fmt: skip

CONTEXT_KINDS: Final[dict[str, frozenset[str]]] = {
    "setup_settlement": frozenset({"build_settlement"}),
    "setup_road": frozenset({"build_road"}),
    "pre_roll": frozenset({"roll", "play_knight"}),
    "main": _MAIN,
    "dice": frozenset({"dice"}),
    "steal": frozenset({"steal_card"}),
    "draw_dev": frozenset({"draw_dev"}),
    "discard": frozenset({"discard"}),
    "robber": frozenset({"move_robber"}),
    "free_road": frozenset({"build_road"}),
    "trade_answer": frozenset({"accept_trade", "reject_trade", "counter_trade"}),
    "trade_confirm": frozenset({"confirm_trade", "cancel_trade"}),
    "over": frozenset(),
    # 5-6 players: a seat's Special Build slot (RULES.md §22.5.3; the flags narrow it).
    "special_build": special_build.BASE_KINDS,
}

_CK_MAIN: Final = frozenset({
    "end_turn", "build_road", "build_settlement", "build_city", "bank_trade", "offer_trade",
    "build_wall", "build_knight", "activate_knight", "promote_knight", "move_knight",
    "displace_knight", "chase_robber", "improve_city",
})  # fmt: skip

CK_CONTEXT_KINDS: Final[dict[str, frozenset[str]]] = {
    **{k: v for k, v in CONTEXT_KINDS.items() if k not in ("draw_dev",)},
    "setup_city": frozenset({"build_city"}),
    "pre_roll": frozenset({"roll"}),
    "main": _CK_MAIN,
    "progress_draw": frozenset({"draw_progress"}),
    "relocate": frozenset({"relocate_knight"}),
    "metropolis": frozenset({"place_metropolis"}),
    "pillage": frozenset({"pillage_city"}),
    "defender_deck": frozenset({"choose_deck"}),
    "progress_discard": frozenset({"discard_progress"}),
    "aqueduct": frozenset({"aqueduct", "decline_aqueduct"}),
    "special_build": special_build.CK_KINDS,
}
CONTEXTS: Final = {"base": CONTEXT_KINDS, "ck": CK_CONTEXT_KINDS}

LEGAL: Final[dict[str, Legal]] = {
    "setup_settlement": setup.legal_settlement,
    "setup_road": setup.legal_road,
    "pre_roll": turn.legal_pre_roll,
    "main": turn.legal_main,
    "discard": turn.legal_discard,
    "robber": robber.legal_move,
    "free_road": build.legal_free_road,
    "trade_answer": trade.legal_answer,
    "trade_confirm": trade.legal_confirm,
    "special_build": special_build.legal_slot,
    "part_turn": paired.legal_part,
    "setup_city": setup.legal_city,
    "relocate": knights.legal_relocate,
    "metropolis": improvements.legal_metropolis,
    "pillage": barbarians.legal_pillage,
    "defender_deck": barbarians.legal_defender_deck,
    "progress_discard": progress.legal_discard,
    "aqueduct": improvements.legal_aqueduct,
}

# Kinds after which the turn player's VP cannot have changed: the win check is skipped.
# Anything not listed is checked, so a new kind is safe by default.
_NEVER_SCORE: Final = frozenset({
    "roll", "discard", "bank_trade", "offer_trade", "accept_trade", "reject_trade",
    "counter_trade", "confirm_trade", "cancel_trade", "move_robber", "steal_card", "play_year_of_plenty",
    "play_monopoly", "play_road_building",
    # Nobody wins in a Special Build slot; the turn its end starts checks its own seat.
    "end_special_build",
})  # fmt: skip
NO_SCORE_KINDS: Final[dict[str, frozenset[str]]] = {
    "base": _NEVER_SCORE | {"dice"},  # base dice only produce cards
    # C&K dice can bring Defender and VP progress cards; a displaced or moved knight can
    # change Longest Road.
    "ck": _NEVER_SCORE - {"move_robber"},
}

# ----------------------------------------------------------------- progress cards (C&K)
_PLAY_KINDS: Final = frozenset(cards_common.RULES) - {"play_alchemist"}


def _by_expansion(base: Check, ck: Check) -> Check:
    def check(s: State, seat: int, a: Action) -> Refusal | None:
        return ck(s, seat, a) if s.game.ck else base(s, seat, a)

    return check


def _apply_by_expansion(base: Apply, ck: Apply) -> Apply:
    def apply(s: State, a: Action, events: list[Event]) -> None:
        (ck if s.game.ck else base)(s, a, events)

    return apply


def _check_skip(s: State, seat: int, a: Action) -> Refusal | None:
    if (
        s.context() == "commercial_harbor"
        and not s.game.rules.commercial_harbor_early_stop
        and any(a2[0] == "harbor_offer" for a2 in cards_trade.legal_harbor(s, seat))
    ):
        return Refusal("harbor_offer_first")
    return None


def _apply_skip(s: State, a: Action, events: list[Event]) -> None:
    kind, seat, _ = s.pending.pop(0)
    events.append(Event("skipped", {"seat": seat, "decision": kind}))
    if kind == "diplomat_rebuild":
        cards_politics.skip_rebuild(s, events)


cards_common.index_rules()
for _kind in cards_common.RULES:
    CHECK[_kind] = cards_common.check_play
    APPLY[_kind] = cards_common.apply_play
CHECK["play_road_building"] = _by_expansion(devcards.check_road_building, cards_common.check_play)
APPLY["play_road_building"] = _apply_by_expansion(
    devcards.apply_road_building, cards_common.apply_play
)
CHECK.update({
    "surrender_knight": cards_politics.check_surrender,
    "place_deserter": cards_politics.check_deserter_place,
    "skip": _check_skip,
    "harbor_offer": cards_trade.check_harbor,
    "give_commodity": cards_trade.check_harbor_answer,
    "take_progress": cards_politics.check_spy,
    "take_card": cards_trade.check_take,
    "give_card": cards_politics.check_give,
})  # fmt: skip
APPLY.update({
    "surrender_knight": cards_politics.apply_surrender,
    "place_deserter": cards_politics.apply_deserter_place,
    "skip": _apply_skip,
    "harbor_offer": cards_trade.apply_harbor,
    "give_commodity": cards_trade.apply_harbor_answer,
    "take_progress": cards_politics.apply_spy,
    "take_card": cards_trade.apply_take,
    "give_card": cards_politics.apply_give,
})  # fmt: skip
CK_CONTEXT_KINDS.update({
    "main": CK_CONTEXT_KINDS["main"] | _PLAY_KINDS,
    "pre_roll": CK_CONTEXT_KINDS["pre_roll"] | {"play_alchemist"},
    "alchemist_dice": frozenset({"dice"}),
    "desert": frozenset({"surrender_knight"}),
    "deserter_place": frozenset({"place_deserter", "skip"}),
    "diplomat_rebuild": frozenset({"build_road", "skip"}),
    "spy": frozenset({"take_progress"}),
    "wedding": frozenset({"give_card"}),
    "commercial_harbor": frozenset({"harbor_offer", "skip"}),
    "harbor_answer": frozenset({"give_commodity"}),
    "master_merchant": frozenset({"take_card"}),
})  # fmt: skip
# The paired players' part-turn (RULES.md §22.5.7): the main phase's kinds, less trading
# with players and knight actions (so, in C&K, after the progress cards are added above).
CONTEXT_KINDS["part_turn"] = paired.part_kinds(CONTEXT_KINDS["main"])
CK_CONTEXT_KINDS["part_turn"] = paired.part_kinds(CK_CONTEXT_KINDS["main"])
# Every kind an expansion has, in some context: a Special Build slot names its reason for
# refusing only these (RULES.md §22.5.4); another expansion's kind is not_now there.
_EXPANSION_KINDS: Final[dict[str, frozenset[str]]] = {
    name: frozenset().union(*contexts.values()) for name, contexts in CONTEXTS.items()
}


def expansion_kinds(expansion: str) -> frozenset[str]:
    return _EXPANSION_KINDS[expansion]


LEGAL.update({
    "desert": cards_politics.legal_surrender,
    "deserter_place": cards_politics.legal_deserter_place,
    "diplomat_rebuild": cards_politics.legal_rebuild,
    "spy": cards_politics.legal_spy,
    "wedding": cards_politics.legal_give,
    "commercial_harbor": cards_trade.legal_harbor,
    "harbor_answer": cards_trade.legal_harbor_answer,
    "master_merchant": cards_trade.legal_take,
})  # fmt: skip
