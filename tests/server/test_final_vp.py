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


def test_a_replay_gives_the_full_points_at_its_last_version_only() -> None:
    # The replay viewer's answer (docs/protocol.md, GET /api/games/{id}/replay): final_vp
    # at the game's end as the live state message has it, null at every version before.
    import msgspec

    from cityknights.server.replays import _answer, build_index
    from cityknights.server.storage import MoveRecord

    position = copy.deepcopy(BASE_MAIN)
    position["players"][0]["hand"] = {"ore": 3, "grain": 2}
    position["players"][0]["dev_cards"] = {"victory_point": 3}
    position["players"][1]["dev_cards"] = {"victory_point": 2}
    game = Game(expansion="base", players=4, seed=1, vp_to_win=7)
    state = State.from_json(game, position)
    city = next(a for a in state.legal_actions() if a.kind == "build_city")
    moves = [MoveRecord(1, 0, city.to_json(), 1.0)]
    index = build_index(game.config(), moves, position)
    before = msgspec.json.decode(_answer("g", 0, False, index))
    end = msgspec.json.decode(_answer("g", 1, True, index))
    assert before["final_vp"] is None
    assert end["final_vp"] == [7, 6, 4, 1]
    assert end["view"]["winner"] == 0
