""" "Play again" at the end of a game one person played against our bots alone (the lobby's
quick game): such a game has no room to rematch in, and its game-over dialog had only the
replay and Close, where colonist.io offers the next game at once. It makes a new game of
the same bots, expansion and points to win, the person's seat drawn again (the seat is the
turn order, RULES.md §3.1). A game of two people and no room offers nothing to play again
(there is nobody to ask)."""

from __future__ import annotations

import copy
import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import no_errors, open_game
from .test_dev_cards import BASE_MAIN, win_with_a_city

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

# The reader (seat 0) wins by building a city on vertex 12: a city and 4 victory point
# cards make 8 of 8.
WINNING = copy.deepcopy(BASE_MAIN)
WINNING["players"][0]["hand"] = {"ore": 3, "grain": 2}
WINNING["players"][0]["dev_cards"] = {"victory_point": 4}


@pytest.mark.parametrize(("lang", "size", "label"), [
    ("en", "desktop", "Play again"),
    ("ar", "phone", "العب مجددًا"),
])  # fmt: skip
def test_a_game_against_our_bots_is_played_again_in_a_seat_drawn_again(
    server: str, serve_data: Path, browser: Any, lang: str, size: str, label: str
) -> None:
    seats = ["human", "heuristic", "mcts:iterations=16", "random"]
    game = stored_game(server, serve_data, seats, WINNING, expansion="base", vp_to_win=8)
    page = open_game(browser, game["seats"][0]["link"], lang, size)
    over = win_with_a_city(page, size)
    made: list[dict[str, Any]] = []
    page.on(
        "request",
        lambda r: (
            made.append(r.post_data_json)
            if r.method == "POST" and r.url.endswith("/api/games")
            else None
        ),
    )
    again = over.get_by_role("button", name=label)
    again.click()
    page.wait_for_url(lambda url: game["game"] not in url and "/play/" in url)
    page.wait_for_selector("main.game[data-seat]")
    seat = int(page.locator("main.game").get_attribute("data-seat") or "-1")
    assert len(made) == 1, made
    body = made[0]
    # The same bots, in the same order round the table from the person's seat.
    assert body["seats"][seat] == "human"
    around = [body["seats"][(seat + k) % 4] for k in range(1, 4)]
    assert around == seats[1:], body
    assert body["expansion"] == "base" and body["vp_to_win"] == 8, body
    # The new game is live with those seats.
    new_id = page.url.split("/play/")[1].split("#")[0].split("?")[0]
    with urllib.request.urlopen(f"{server}/api/games/{new_id}", timeout=10) as res:
        summary = json.loads(res.read())
    assert summary["expansion"] == "base"
    assert [s["kind"] for s in summary["seats"]].count("human") == 1
    no_errors(page)
    page.context.close()


def test_a_game_of_two_people_without_a_room_has_nothing_to_play_again(
    server: str, serve_data: Path, browser: Any
) -> None:
    seats = ["human", "human", "heuristic", "heuristic"]
    game = stored_game(server, serve_data, seats, WINNING, expansion="base", vp_to_win=8)
    page = open_game(browser, game["seats"][0]["link"], "en")
    over = win_with_a_city(page, "desktop")
    over.locator("[data-kind='replay']").wait_for()
    assert over.locator("[data-kind='rematch']").count() == 0
    no_errors(page)
    page.context.close()
