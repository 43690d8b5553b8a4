"""The build bar's facts (cityknights/server/builds.py): every build and buy with its cost,
legal ones marked, and for the seat to act the engine's reason for each of the others."""

from __future__ import annotations

import copy
from typing import Any

from cityknights.engine import Game, State
from cityknights.server.builds import builds

# Seat 0's turn after the roll (docs/position.md): a settlement and a city, four roads.
MAIN: dict[str, Any] = {
    "phase": "main",
    "turn": 9,
    "turn_seat": 0,
    "players": [
        {"settlements": [12], "cities": [41], "roads": [11, 19, 52, 59],
         "hand": {"brick": 2, "wool": 1, "ore": 2, "grain": 1}},
        {"settlements": [13, 33], "cities": [24], "roads": [20, 28, 36, 40, 44, 49],
         "hand": {"lumber": 1, "grain": 3, "ore": 3, "paper": 1}},
        {"settlements": [43, 52], "cities": [22], "roads": [24, 62, 68],
         "hand": {"brick": 1, "wool": 3}},
        {"settlements": [20], "roads": [31], "hand": {"grain": 2}},
    ],
}  # fmt: skip


def bar(position: dict[str, Any], seat: int, expansion: str = "ck") -> dict[str, Any]:
    state = State.from_json(Game(expansion=expansion, players=4, seed=5), position)
    legal = state.legal_actions() if state.current_player() == seat else []
    return {b.track or b.item: b for b in builds(state, seat, legal)}


def test_every_item_has_its_cost_and_the_legal_ones_no_reason() -> None:
    items = bar(MAIN, 0)
    assert list(items) == ["road", "settlement", "city", "city_wall", "knight",
                           "activate_knight", "promote_knight", "trade", "politics",
                           "science"]  # fmt: skip
    assert items["city"].cost == {"grain": 2, "ore": 3}
    assert items["trade"].cost == {"cloth": 1}
    assert items["city_wall"].legal and items["city_wall"].why is None
    assert items["knight"].legal


def test_an_unaffordable_item_says_what_it_costs() -> None:
    why = bar(MAIN, 0)["city"].why
    assert why is not None and why.code == "cannot_afford"
    assert why.params["cost"] == {"grain": 2, "ore": 3}


def test_nowhere_to_put_it_is_no_place() -> None:
    # Enough for a knight to promote but no knight on the board: nowhere to do it.
    why = bar(MAIN, 0)["promote_knight"].why
    assert why is not None and why.code == "no_place"


def test_an_improvement_says_the_commodities_missing() -> None:
    why = bar(MAIN, 0)["science"].why
    assert why is not None and why.code == "improve_cost"


def test_before_the_roll_every_item_is_not_now() -> None:
    position = copy.deepcopy(MAIN)
    position["phase"] = "pre_roll"
    items = bar(position, 0)
    assert not any(b.legal for b in items.values())
    assert {b.why.code for b in items.values() if b.why} == {"not_now"}


def test_another_seats_turn_gives_costs_but_no_reasons() -> None:
    items = bar(MAIN, 1)
    assert not any(b.legal or b.why for b in items.values())
    assert items["road"].cost == {"brick": 1, "lumber": 1}


def test_the_base_game_sells_development_cards() -> None:
    position = copy.deepcopy(MAIN)
    position["players"][0]["hand"] = {"wool": 1, "grain": 1, "ore": 1}
    position["players"][1]["hand"] = {"lumber": 1}
    items = bar(position, 0, "base")
    assert list(items) == ["road", "settlement", "city", "development_card"]
    assert items["development_card"].legal


def test_a_spectator_has_no_bar() -> None:
    state = State.from_json(Game(expansion="ck", players=4, seed=5), MAIN)
    assert builds(state, None, []) == []
