"""Refusals: why an action is not legal now, as a code and parameters (no prose needed).

A rule check returns a `Refusal` (or None); `State.illegal_reason` renders it in English
from `TEXTS`, and a client words the code in its own language from the parameters. One code
per distinct reason; docs/refusals.md lists them all.

Parameters are ids, numbers and kind names, never hidden information: a refusal speaks
only of the board, public counts, and the acting seat's own cards.
- `vertex`, `edge`, `hex`, `from`, `last`: board ids (`last` is the highest id there is)
- `seat`: a seat; `seats`, `vertices`: lists of them
- `card` (resource or commodity), `progress`, `dev`, `track`, `terrain`: kind names
- `cost`: the cards a thing costs, {card name: count}
- `kind`: an action kind; `context`: a decision context (what the game waits for)
- `value`: what the caller sent where it is malformed, quoted short
- anything else: a number (a count, a level, a number token, a limit)
"""

from __future__ import annotations

from typing import Any, Final, TypeAlias

from .constants import CARD_NAMES, KNIGHT_LEVEL_NAMES

# A parameter's value.
Param: TypeAlias = int | str | list[int] | dict[str, int]


class Refusal:
    """Why an action is refused: a code from `TEXTS` and its parameters."""

    __slots__ = ("code", "params")

    def __init__(self, code: str, params: dict[str, Param] | None = None) -> None:
        self.code = code
        self.params: dict[str, Param] = {} if params is None else params

    @property
    def text(self) -> str:
        """The reason in English."""
        return render(self.code, self.params)

    def to_json(self) -> dict[str, Any]:
        """{"code", "params"}: JSON-safe, the parameters copied."""
        return {"code": self.code, "params": _copy(self.params)}

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Refusal) and self.code == other.code and self.params == other.params
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Refusal({self.code!r}, {self.params!r})"


def _copy(params: dict[str, Param]) -> dict[str, Param]:
    out: dict[str, Param] = {}
    for k, v in params.items():
        if isinstance(v, list):
            out[k] = list(v)
        elif isinstance(v, dict):
            out[k] = dict(v)
        else:
            out[k] = v
    return out


def cost_params(cost: tuple[tuple[int, int], ...]) -> dict[str, int]:
    """A cost table (card index, count) as a `cost` parameter, in the table's order."""
    return {CARD_NAMES[c]: k for c, k in cost}


def render(code: str, params: dict[str, Param]) -> str:
    """The English text of a refusal. Never fails: an unknown code or a missing parameter
    is named in the text instead."""
    template = TEXTS.get(code)
    if template is None:
        return f"refused ({code})"
    values: dict[str, str] = {}
    for k, v in params.items():
        if isinstance(v, dict):
            values[k] = " and ".join(f"{n} {name}" for name, n in v.items())
        elif isinstance(v, list):
            values[k] = ", ".join(str(x) for x in v)
        else:
            text = str(v)
            values[k] = text
            if isinstance(v, str):
                values[k.capitalize()] = text.capitalize()
    item = params.get("item")
    if isinstance(item, str):
        values["item_text"] = ITEM_TEXTS.get(item, item)
    level = params.get("level")
    if isinstance(level, int) and 0 <= level < len(KNIGHT_LEVEL_NAMES):
        values["level_name"] = KNIGHT_LEVEL_NAMES[level]
    context = params.get("context")
    if isinstance(context, str):
        ck = params.get("expansion") == "ck"
        values["waiting"] = (CK_CONTEXT_TEXTS.get(context) if ck else None) or CONTEXT_TEXTS.get(
            context, context
        )
    try:
        return template.format_map(values)
    except (KeyError, IndexError, ValueError) as error:
        return f"refused ({code}; parameter {error} missing)"


# What each purchasable thing is called in the `cannot_afford` text.
ITEM_TEXTS: Final[dict[str, str]] = {
    "road": "a road",
    "settlement": "a settlement",
    "city": "a city",
    "development_card": "a development card",
    "city_wall": "a city wall",
    "knight": "a knight",
    "activate_knight": "activating a knight",
    "promote_knight": "promoting a knight",
    "medicine_city": "Medicine's city",
}

# What a decision context waits for (the `not_now` text).
CONTEXT_TEXTS: Final[dict[str, str]] = {
    "setup_settlement": "a setup settlement",
    "setup_road": "a setup road",
    "pre_roll": "the roll (or a knight played before it)",
    "main": "the turn player's building, trading or end of turn",
    "dice": "the dice (a chance outcome)",
    "steal": "the stolen card (a chance outcome)",
    "draw_dev": "the development card drawn (a chance outcome)",
    "discard": "a discard after a 7",
    "robber": "the robber to be moved",
    "free_road": "a free road (Road Building)",
    "trade_answer": "an answer to the trade offer",
    "trade_confirm": "the offerer to confirm or cancel the trade",
    "over": "nothing: the game is over",
    "setup_city": "a setup city (second placement)",
    "progress_draw": "the progress card drawn (a chance outcome)",
    "relocate": "the displaced knight's new intersection",
    "metropolis": "the city to hold the metropolis",
    "pillage": "the city the barbarians take",
    "defender_deck": "the progress deck a tied defender draws from",
    "progress_discard": "a progress card discarded to the hand limit",
    "aqueduct": "the Aqueduct's resource (or declining it)",
    "alchemist_dice": "the event die after the Alchemist (a chance outcome)",
    "desert": "the knight the Deserter's victim gives up",
    "deserter_place": "where the deserting knight is placed (or skip)",
    "diplomat_rebuild": "where the removed road is rebuilt (or skip)",
    "spy": "the progress card the Spy takes",
    "wedding": "a card given as a Wedding gift",
    "commercial_harbor": "the next Commercial Harbor offer (or stop)",
    "harbor_answer": "the commodity given for the Commercial Harbor card",
    "master_merchant": "a card the Master Merchant takes",
    "special_build": "a seat's Special Build (or its pass)",
    "part_turn": "the paired seat's building, bank trading or end of its part-turn",
}
CK_CONTEXT_TEXTS: Final[dict[str, str]] = {
    "pre_roll": "the roll (or an Alchemist played before it)",
}

_AFFORD = "{item_text} costs {cost}"

TEXTS: Final[dict[str, str]] = {
    # ------------------------------------------------ any action (State.illegal_reason)
    "not_an_action": "not an Action: {value}",
    "game_over": "the game is over",
    "empty_action": "an empty Action",
    "kind_not_a_string": "an action's kind must be a string, got {value}",
    "unknown_kind": "unknown action kind {value}",
    "wrong_arity": "{kind} takes {expected} parameter(s) ({names}), got {got}",
    "bad_cards_param": (
        "{kind}.{param}: must be a tuple of {count} card counts (whole numbers >= 0), got {value}"
    ),
    "not_an_integer": "{kind}.{param}: expected an integer, got {value}",
    "no_such_seat": "{kind}.{param}: no seat {seat} in a {players}-player game",
    "not_now": "{kind} is not allowed now: waiting for {waiting}",
    # ------------------------------------------------ the Special Build Phase (5-6 players)
    "special_build_no_trade": "no trading in the Special Build Phase ({kind})",
    "special_build_no_card": "no card may be played in the Special Build Phase ({kind})",
    "special_build_no_knight_action": (
        "knights may be built, activated and promoted in the Special Build Phase, not {kind}"
    ),
    "special_build_no_roll": "nothing is rolled in the Special Build Phase",
    "special_build_no_improvement": (
        "city improvements are not bought in the Special Build Phase (rule flag "
        "sbp_city_improvements)"
    ),
    "special_build_no_wall": (
        "city walls are not built in the Special Build Phase (rule flag sbp_city_walls)"
    ),
    "special_build_no_knight_move": (
        "knights do not move in the Special Build Phase (rule flag sbp_knight_move)"
    ),
    # ------------------------------------------------ the paired players' part-turn (5-6)
    "part_turn_no_player_trade": (
        "no trading with players in the paired seat's part-turn ({kind}); the bank and harbors only"
    ),
    "part_turn_no_knight_action": (
        "knights may be built, activated and promoted in a part-turn, not {kind}"
    ),
    "part_turn_no_roll": "nothing is rolled in the paired seat's part-turn",
    "part_turn_no_alchemist": "the Alchemist is played before the roll, by the roller only",
    "cannot_afford": _AFFORD,
    # ------------------------------------------------ the board
    "no_such_vertex": "there is no intersection {vertex} (intersections are 0-{last})",
    "no_such_path": "there is no path {edge} (paths are 0-{last})",
    "no_such_hex": "there is no hex {hex} (hexes are 0-{last})",
    # ------------------------------------------------ roads, settlements, cities
    "path_taken": "path {edge} already has a road",
    "setup_road_away": "a setup road must touch the settlement just placed (intersection {vertex})",
    "no_roads_left": "no roads left (all {max} are on the board)",
    "no_settlements_left": "no settlements left (all {max} are on the board)",
    "no_cities_left": "no cities left (all {max} are on the board)",
    "diplomat_same_path": "the Diplomat's road is rebuilt elsewhere, not where it stood",
    "road_not_connected": (
        "path {edge} does not connect to your roads or buildings (or an opponent's piece blocks it)"
    ),
    "vertex_occupied": "intersection {vertex} is already occupied",
    "knight_on_vertex": "a knight stands on intersection {vertex} (no settlement under a knight)",
    "distance_rule": "intersection {vertex} is next to a settlement or city (distance rule)",
    "not_on_own_road": "intersection {vertex} does not touch one of your roads",
    "setup_city_blocked": (
        "intersection {vertex} is occupied or next to a settlement or city (distance rule)"
    ),
    "city_needs_settlement": (
        "a city replaces one of your settlements; intersection {vertex} holds none"
    ),
    "city_on_side_first": "your next city goes on the pillaged city lying on its side ({vertices})",
    # ------------------------------------------------ turn, dice, discards
    "dice_alchemist": "dice: after the Alchemist only the event die is rolled",
    "dice_ck_range": (
        "dice: white and red must each be 1-6 and the event one of ship/trade/politics/science"
    ),
    "dice_range": "dice: white and red must each be 1-6",
    "no_such_card": "there is no card {value}",
    "not_holding_card": "you hold no {card}",
    # ------------------------------------------------ robber
    "robber_same_hex": "the robber must move to a different hex than {hex}",
    "friendly_robber": "friendly robber: hex {hex} touches a player with 2 VP or fewer",
    "chased_robber_numbered": "a chased robber must go to a numbered hex; hex {hex} has no number",
    "choose_victim": "choose whom to rob on hex {hex}: one of seats [{seats}]",
    "no_victim": "nobody on hex {hex} can be robbed; victim must be -1",
    "steal_missing": "seat {seat} holds no such card to steal",
    # ------------------------------------------------ trade
    "trade_unknown_card": "trade names a card that does not exist in this game",
    "trade_same_card": "a trade must change the card type",
    "bank_rate": "trading {card} needs {rate} of them",
    "bank_empty": "the bank has no {card} left",
    "bank_short": "the bank has not enough {card}",
    "domestic_trade_off": "this game has no trades between players (bank and harbors only)",
    "offer_counts": "offer: {side} must list {count} card counts",
    "offer_whole": "offer: {side} counts must be whole numbers >= 0",
    "offer_unknown_card": "offer: {side} names cards that do not exist in this game",
    "offer_gift": "offer: both sides must give something (no gifts)",
    "offer_same_card": "offer: the same card type cannot be on both sides",
    "offer_unheld": "offer: you do not hold the cards you offer",
    "accept_unheld": "you do not hold the cards this offer asks for",
    "not_accepted": (
        "seat {seat} neither accepted nor countered the offer"
        " (accepted: [{accepted}], countered: [{countered}])"
    ),
    "counter_counts": "counter-offer: {side} must list {count} card counts",
    "counter_whole": "counter-offer: {side} counts must be whole numbers >= 0",
    "counter_unknown_card": "counter-offer: {side} names cards that do not exist in this game",
    "counter_gift": "counter-offer: both sides must give something (no gifts)",
    "counter_same_card": "counter-offer: the same card type cannot be on both sides",
    "counter_same": "a counter-offer must change the terms (to take them as they are, accept)",
    "counter_unheld": "counter-offer: you do not hold the cards you would give",
    "counter_unpayable": "you do not hold the cards seat {seat}'s counter-offer asks for",
    # ------------------------------------------------ development cards (base game)
    "one_dev_per_turn": "only one development card may be played per turn",
    "no_dev_card": "you hold no {dev} card",
    "dev_bought_this_turn": "a {dev} card cannot be played on the turn it was bought",
    "dev_deck_empty": "the development deck is empty",
    "no_such_dev": "there is no development card {value}",
    "dev_card_gone": "no {dev} card left in the development deck",
    "no_road_to_place": "you have no road to place",
    "plenty_needs_resources": "year of plenty takes resources, not {value}",
    "plenty_order": "name the two resources in card order (the smaller index first)",
    "monopoly_needs_resource": "monopoly names a resource, not {value}",
    # ------------------------------------------------ city walls and improvements (C&K)
    "wall_exists": "the city on {vertex} already has a wall",
    "no_walls_left": "you have no city wall left ({max} at most)",
    "wall_needs_city": "a city wall goes under one of your cities; intersection {vertex} holds none",
    "no_such_track": "there is no improvement track {value}",
    "track_maxed": "your {track} track is already at level {max}",
    "improve_needs_city": "city improvements need at least one city on the board",
    "improve_needs_metropolis_city": (
        "{track} level {level} needs a city that can hold the {track} metropolis "
        "(all your cities hold other metropolises)"
    ),
    "improve_cost": "{track} level {level} costs {count} {card}",
    "metropolis_city": "the {track} metropolis goes on one of your cities without a metropolis",
    "aqueduct_resource": "the Aqueduct gives a resource (not a commodity)",
    # ------------------------------------------------ knights (C&K)
    "no_own_knight": "you have no knight on intersection {vertex}",
    "knight_inactive": "the knight on {vertex} is not active",
    "knight_just_activated": (
        "the knight on {vertex} was activated this turn and cannot act until your next turn"
    ),
    "knight_mighty": "the knight on {vertex} is already mighty",
    "knight_promoted": "the knight on {vertex} was already promoted this turn",
    "knight_promoted_shared": (
        "the knight on {vertex} was promoted in its owner's last Special Build slot or own "
        "turn, which share one promotion (rule flag sbp_promotion_shared)"
    ),
    "mighty_needs_fortress": "promoting to a mighty knight needs the Fortress (politics level 3)",
    "knight_level_full": "both your {level_name} knights are on the board",
    "vertex_not_vacant": "intersection {vertex} is not vacant",
    "knight_needs_road": (
        "a knight must be placed on an intersection touching one of your roads; {vertex} does not"
    ),
    "knight_already_active": "the knight on {vertex} is already active",
    "knight_move_target": (
        "intersection {vertex} is not vacant or not reachable along your roads from {from}"
    ),
    "no_opponent_knight": "there is no opponent's knight on intersection {vertex}",
    "displace_weaker": "only a stronger knight can displace another (strictly higher level)",
    "not_reachable": "intersection {vertex} is not reachable along your roads from {from}",
    "relocate_target": (
        "the displaced knight must go to a vacant intersection reachable along your roads "
        "from {from}"
    ),
    "chase_before_attack": "the robber cannot be chased before the first barbarian attack",
    "chase_not_adjacent": "the knight on {vertex} does not stand at a corner of the robber's hex",
    # ------------------------------------------------ barbarians and progress decks (C&K)
    "pillage_city": "choose one of your cities without a metropolis; {vertex} is not one",
    "no_such_deck": "there is no progress deck {value}",
    "deck_empty": "the {track} deck is empty",
    "progress_not_drawable": "progress card {value} cannot be drawn from this deck now",
    "no_progress_card": "you hold no {progress} card",
    "no_such_progress_card": "you hold no {value} card",
    # ------------------------------------------------ a progress card in hand, as a whole
    "card_not_your_turn": "the {progress} card can be played on your own turn only",
    "card_before_roll": "the {progress} card is played before the roll only",
    "card_after_roll": "the {progress} card is played after the roll",
    "card_busy": "not now: the game is waiting for {waiting}",
    "card_no_target": "the {progress} card has nothing to act on now",
    # ------------------------------------------------ progress cards: politics
    "bishop_before_attack": "the Bishop cannot be played before the first barbarian attack",
    "not_an_opponent": "choose an opponent, not {value}",
    "seat_has_no_knight": "seat {seat} has no knight",
    "no_opponent_with_knight": "no opponent has a knight",
    "choose_own_knight": "choose one of your knights; {vertex} is not one",
    "deserter_spot": (
        "the knight goes on a vacant intersection touching your road; {vertex} is not one"
    ),
    "no_road_on_path": "there is no road on path {edge}",
    "road_not_open": "the road on path {edge} is not open (both ends touch its owner's pieces)",
    "no_open_road": "no road is open (every road has both ends at its owner's pieces)",
    "knight_not_on_your_road": (
        "the knight on {vertex} does not stand on an intersection touching your road"
    ),
    "no_intrigue_target": "no opponent's knight stands at the end of one of your roads",
    "saboteur_no_target": "no opponent with as many VP as you or more holds 2 cards or more",
    "seat_no_progress_cards": "seat {seat} holds no progress card",
    "no_opponent_with_progress": "no opponent holds a progress card",
    "seat_lacks_progress": "seat {seat} holds no {progress} card",
    "no_inactive_knight": "you have no inactive knight",
    "wedding_no_giver": "no opponent with more VP than you holds a card",
    "no_gift_card": "you hold no {card} to give",
    # ------------------------------------------------ progress cards: science
    "alchemist_dice_range": "the Alchemist sets the white and red dice to values 1-6",
    "all_tracks_maxed": "every improvement track is at level 5",
    "crane_no_reach": (
        "no improvement can be bought: levels 4-5 need a city that can hold the "
        "track's metropolis, and every track below 5 is at level 3 or more"
    ),
    "crane_waiting": "a Crane is already waiting for each improvement you could still buy",
    "engineer_needs_city": "the Engineer's wall goes under one of your cities; {vertex} holds none",
    "no_wall_spot": "none of your cities can take a wall",
    "inventor_two_hexes": "the Inventor swaps the tokens of two hexes",
    "hexes_in_order": "name the two hexes in increasing order",
    "hex_no_number": "hex {hex} has no number token",
    "inventor_forbidden_number": "the Inventor may not move the {number} (2, 12, 6 and 8 stay)",
    "same_numbers": "the two tokens are the same number: swapping changes nothing",
    "no_token_to_swap": "no two number tokens can be swapped",
    "harvest_no_hex": "{Progress} needs a {terrain} hex next to your settlements or cities",
    "harvest_no_hex_robber": (
        "{Progress} needs a {terrain} hex next to your settlements or cities "
        "(the robber's hex does not count)"
    ),
    "medicine_needs_settlement": "Medicine upgrades one of your settlements; {vertex} holds none",
    "no_settlement_to_upgrade": "you have no settlement to upgrade",
    "knights_in_order": "name two different knights in increasing order (or -1 for one)",
    "no_promotable_knight": "none of your knights can be promoted now",
    # ------------------------------------------------ progress cards: trade
    "harbor_no_resource": "you hold no resource to offer",
    "harbor_all_offered": "every opponent was already offered a Commercial Harbor card this turn",
    "harbor_offered_seat": "offer each opponent once a turn; seat {seat} cannot be offered now",
    "harbor_offer_resource": "offer a resource card you hold",
    "harbor_give_commodity": "give one commodity card you hold",
    "harbor_offer_first": "Commercial Harbor: every opponent must be offered a card first",
    "seat_not_richer": "seat {seat} does not have more VP than you",
    "seat_no_cards": "seat {seat} holds no card",
    "no_richer_opponent": "no opponent with more VP than you holds a card",
    "seat_lacks_card": "seat {seat} holds no {card}",
    "merchant_hex": (
        "the merchant goes on a land hex next to your settlement or city; {hex} is not one"
    ),
    "merchant_already": "your merchant already stands on hex {hex}",
    "fleet_card": "name a resource or commodity, not {value}",
    "fleet_already": "{card} already trades 2:1 this turn",
    "fleet_no_gain": "you already trade {card} 2:1",
    "fleet_no_gain_any": "every card already trades 2:1 for you",
    "monopoly_resource": "name a resource, not {value}",
    "monopoly_commodity": "name a commodity, not {value}",
}

__all__ = ["TEXTS", "Param", "Refusal", "cost_params", "render"]
