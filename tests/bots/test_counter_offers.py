"""Bots and counter-offers (issue 25): a trading bot answers an offer it would reject with
a counter when changed terms help it, from its own hand and the public offer alone; as
the offerer it weighs each counter on its merits. The heuristic and mcts bots both."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from cityknights.bots import make_bot
from cityknights.engine import Game, State
from cityknights.engine.actions import Action, cards_vector
from cityknights.engine.constants import CARD_BY_NAME

# Seat 0's turn after the roll. Seat 1 lacks 1 grain and 1 ore for a city: it values the
# ore seat 0 offers, but not enough to give up its only grain one for one.
POSITION: dict[str, Any] = {
    "phase": "main",
    "turn": 9,
    "turn_seat": 0,
    "players": [
        {"settlements": [12], "cities": [41], "roads": [11, 19, 52, 59],
         "hand": {"lumber": 1, "brick": 1, "wool": 1, "ore": 3}},
        {"settlements": [13, 33], "cities": [24], "roads": [20, 28, 36, 40, 44, 49],
         "hand": {"ore": 2, "grain": 1, "wool": 2}},
        {"settlements": [43, 52], "cities": [22], "roads": [24, 62, 68], "hand": {"brick": 1}},
        {"settlements": [20], "roads": [31], "hand": {"grain": 2}},
    ],
}  # fmt: skip
SPECS = ["heuristic:offers=true", "mcts:offers=true:iterations=20"]


def cards(**k: int) -> tuple[int, ...]:
    return cards_vector({CARD_BY_NAME[name]: n for name, n in k.items()})


def offered(position: dict[str, Any], give: tuple[int, ...], get: tuple[int, ...]) -> State:
    s = State.from_json(Game(expansion="ck", players=4, seed=5), position)
    s.apply(Action("offer_trade", give, get))
    return s


@pytest.mark.parametrize("spec", SPECS)
def test_a_trading_bot_counters_an_offer_it_would_refuse(spec: str) -> None:
    s = offered(POSITION, cards(ore=1), cards(grain=1))
    assert s.current_player() == 1
    answer = make_bot(spec, 1).choose(s.view(1), s.legal_actions())
    # The grain it gives up for two ore: one more of the card offered.
    assert answer == Action("counter_trade", cards(ore=2), cards(grain=1))
    assert s.is_legal(answer)


def test_a_bot_without_the_trading_character_only_rejects() -> None:
    s = offered(POSITION, cards(ore=1), cards(grain=1))
    assert make_bot("heuristic", 1).choose(s.view(1), s.legal_actions()).kind == "reject_trade"


def test_the_counter_reads_nothing_the_bot_cannot_see() -> None:
    """Other hands changed (the offerer's cards beyond its offer, seats 2 and 3): the same
    counter, since the bot decides from its own hand and the public offer."""
    other = copy.deepcopy(POSITION)
    other["players"][0]["hand"] = {"ore": 1, "paper": 2, "coin": 1}
    other["players"][2]["hand"] = {"grain": 4, "ore": 2}
    other["players"][3]["hand"] = {}
    answers = []
    for position in (POSITION, other):
        s = offered(position, cards(ore=1), cards(grain=1))
        answers.append(make_bot("heuristic:offers=true", 1).choose(s.view(1), s.legal_actions()))
    assert answers[0] == answers[1] and answers[0].kind == "counter_trade"


def answered(counter: tuple[tuple[int, ...], tuple[int, ...]]) -> State:
    s = offered(POSITION, cards(ore=1), cards(grain=1))
    s.apply(Action("counter_trade", *counter))
    s.apply(Action("reject_trade"))
    s.apply(Action("reject_trade"))
    assert s.context() == "trade_confirm" and s.current_player() == 0
    return s


@pytest.mark.parametrize("spec", SPECS)
def test_the_offerer_takes_a_counter_that_still_completes_its_build(spec: str) -> None:
    # Two ore for the grain still buys seat 0 its settlement.
    s = answered((cards(ore=2), cards(grain=1)))
    assert make_bot(spec, 0).choose(s.view(0), s.legal_actions()) == Action("confirm_trade", 1)


@pytest.mark.parametrize("spec", SPECS)
def test_the_offerer_cancels_a_counter_that_costs_its_build(spec: str) -> None:
    # Asking for seat 0's wool as well leaves it without its settlement: not worth it.
    s = answered((cards(ore=1, wool=1), cards(grain=1)))
    assert Action("confirm_trade", 1) in s.legal_actions()
    assert make_bot(spec, 0).choose(s.view(0), s.legal_actions()) == Action("cancel_trade")
