"""The full scores a finished game's messages carry (`final_vp`, docs/protocol.md): every
seat's points with its hidden victory point cards once the game is over, and nothing of
them while it is played."""

from __future__ import annotations

import copy

from cityknights.engine import Game, State
from cityknights.server.table import final_vp
from tests.web.test_dev_cards import BASE_MAIN


def test_final_vp_is_withheld_until_the_end_then_counts_every_hidden_card() -> None:
    position = copy.deepcopy(BASE_MAIN)
    position["players"][0]["hand"] = {"ore": 3, "grain": 2}
    position["players"][0]["dev_cards"] = {"victory_point": 3}
    position["players"][1]["dev_cards"] = {"victory_point": 2}
    state = State.from_json(Game(expansion="base", players=4, seed=1, vp_to_win=7), position)
    assert final_vp(state) is None  # seat 1's two cards are its secret while it plays
    city = next(a for a in state.legal_actions() if a.kind == "build_city")
    state.apply(city)
    assert state.is_terminal()
    assert final_vp(state) == [7, 6, 4, 1]  # seat 1: 4 in sight and 2 cards
