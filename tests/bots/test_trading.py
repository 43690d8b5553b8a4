"""Bots propose trades to the other seats (bots/trading.py): only an offer that completes a
build, once a turn at most, never the same twice; at a server's table they do by default."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from cityknights.bots import make_bot
from cityknights.bots.mcts import MctsBot
from cityknights.bots.trading import MAX_OFFERS_PER_TURN, TradeDesk
from cityknights.engine import Game, State
from cityknights.engine.constants import CARD_BY_NAME
from cityknights.server.search_worker import at_table
from cityknights.sim.trades import play_counting

# Seat 0's turn after the roll: 3 ore, 1 grain and 3 wool; one grain short of a city.
POSITION: dict[str, Any] = {
    "phase": "main",
    "turn": 9,
    "turn_seat": 0,
    "players": [
        {"settlements": [12], "cities": [41], "roads": [11, 19, 52, 59],
         "hand": {"ore": 3, "grain": 1, "wool": 3}},
        {"settlements": [13, 33], "cities": [24], "roads": [20, 28, 36, 40, 44, 49],
         "hand": {"lumber": 1, "grain": 3}},
        {"settlements": [43, 52], "cities": [22], "roads": [24, 62, 68], "hand": {"brick": 1}},
        {"settlements": [20], "roads": [31], "hand": {"grain": 2}},
    ],
}  # fmt: skip


def state_of(position: dict[str, Any]) -> State:
    return State.from_json(Game(expansion="ck", players=4, seed=5), position)


def test_a_bot_short_of_a_city_offers_its_surplus_for_the_card_it_lacks() -> None:
    s = state_of(POSITION)
    bot = make_bot("heuristic:offers=true", 1)
    action = bot.choose(s.view(0), s.legal_actions())
    assert action[0] == "offer_trade"
    give, get = action[1], action[2]
    assert get[CARD_BY_NAME["grain"]] == 1 and sum(get) == 1
    assert give[CARD_BY_NAME["ore"]] == 0 and give[CARD_BY_NAME["grain"]] == 0


def test_once_a_turn_and_never_the_same_offer_again() -> None:
    s = state_of(POSITION)
    bot = make_bot("heuristic:offers=true", 1)
    view, legal = s.view(0), s.legal_actions()
    first = bot.choose(view, legal)
    assert first[0] == "offer_trade"
    # Refused by everyone, the turn goes on: no second offer this turn.
    again = bot.choose(view, legal)
    assert again[0] != "offer_trade"
    # The next turn it may ask again.
    later = dict(view, turn=view["turn"] + 4)
    assert bot.choose(later, legal)[0] == "offer_trade"


def test_the_desk_counts_offers_per_turn_and_skips_those_made() -> None:
    desk = TradeDesk()
    offers = [("offer_trade", (1,), (2,)), ("offer_trade", (2,), (1,))]
    view = {"context": "main", "turn": 3, "seat": 0}
    worth = {offers[0]: 2.0, offers[1]: 1.0}
    made = [desk.propose(view, offers, lambda g, r: worth[("offer_trade", g, r)])
            for _ in range(MAX_OFFERS_PER_TURN + 1)]  # fmt: skip
    assert made[0] == offers[0]
    assert made[MAX_OFFERS_PER_TURN:] == [None]
    assert desk.propose(dict(view, context="discard", turn=4), offers, lambda g, r: 9.0) is None


def test_a_desk_with_a_larger_limit_asks_each_offer_once_up_to_it() -> None:
    desk = TradeDesk(limit=2)
    offers = [("offer_trade", (1,), (2,)), ("offer_trade", (2,), (1,)), ("offer_trade", (3,), (1,))]
    view = {"context": "main", "turn": 3, "seat": 0}
    worth = {offers[0]: 2.0, offers[1]: 1.0, offers[2]: 0.5}
    made = [desk.propose(view, offers, lambda g, r: worth[("offer_trade", g, r)])
            for _ in range(4)]  # fmt: skip
    assert made == [offers[0], offers[1], None, None]


@pytest.mark.parametrize("trades", [0, 21, -1, True, 2.5, "3"])
def test_the_search_bot_refuses_a_trades_limit_out_of_range(trades: object) -> None:
    with pytest.raises(ValueError, match=r"^trades must be an integer from 1 to 20, not "):
        MctsBot(random.Random(0), trades=trades)  # type: ignore[arg-type]


def test_the_search_bots_trades_option_sets_its_desks_limit() -> None:
    assert MctsBot(random.Random(0)).fallback.desk.limit == MAX_OFFERS_PER_TURN
    bot = make_bot("mcts:offers=true:trades=3", 1)
    assert isinstance(bot, MctsBot) and bot.fallback.desk.limit == 3


def test_nothing_is_offered_when_no_build_is_completed() -> None:
    position = copy.deepcopy(POSITION)
    position["players"][0]["hand"] = {"lumber": 1, "brick": 1}
    s = state_of(position)
    bot = make_bot("heuristic:offers=true", 1)
    assert bot.choose(s.view(0), s.legal_actions())[0] != "offer_trade"


def test_the_mcts_bot_proposes_the_same_offers() -> None:
    s = state_of(POSITION)
    bot = make_bot("mcts:offers=true:iterations=4:samples=1", 1)
    assert bot.choose(s.view(0), s.legal_actions())[0] == "offer_trade"


def test_at_a_table_trading_bots_offer_unless_told_not_to() -> None:
    assert at_table("heuristic").options == {"offers": True}
    assert at_table("mcts:iterations=8").options == {"iterations": 8, "offers": True}
    assert at_table("heuristic:offers=false").options == {"offers": False}
    assert at_table("random").options == {}


def test_a_game_between_trading_bots_counts_its_offers() -> None:
    traded = play_counting(["heuristic:offers=true"] * 4, "ck", 11)
    assert traded.offers > 0
    assert 0 <= traded.made <= traded.taken <= traded.offers
    assert max(traded.accepted, traded.countered) <= traded.taken
    assert traded.taken <= traded.accepted + traded.countered
    assert traded.made_on_counter <= min(traded.made, traded.countered)
    silent = play_counting(["heuristic"] * 4, "ck", 11)
    assert silent.offers == 0
