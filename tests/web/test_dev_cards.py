"""Development cards in the base game's log, in English and Hindi: a card played (and the
card's own line after it) is worded by its name, without a message missing from the
catalog. The log looked a development card up as a resource ("card-monopoly", "card-knight")
before wording it rightly, so the page reported a missing message, a console error, at
every development card anyone played or bought; the reader's own Monopoly (and Year of
Plenty) is told as "You", not by the reader's colour. The players' panels show each seat's
development cards and knights played. Screenshots go to
test-artifacts/screenshots/dev-*.png."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import clean, no_errors, open_game

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

SEATS = ["human", "heuristic", "heuristic", "heuristic"]

# Seat 0's turn after its roll in a base game, a Monopoly card in hand.
BASE_MAIN: dict[str, Any] = {
    "phase": "main",
    "turn": 9,
    "turn_seat": 0,
    "players": [
        {"settlements": [12], "cities": [41], "roads": [11, 19, 52, 59],
         "hand": {"brick": 2, "wool": 1, "ore": 2}, "dev_cards": {"monopoly": 1}},
        {"settlements": [13, 33], "cities": [24], "roads": [20, 28, 36, 40, 44, 49],
         "hand": {"lumber": 1, "grain": 3, "ore": 3}},
        {"settlements": [43, 52], "cities": [22], "roads": [24, 62, 68],
         "hand": {"brick": 1, "wool": 3, "grain": 1}},
        {"settlements": [20], "roads": [31], "hand": {"grain": 2}},
    ],
}  # fmt: skip

# The log's line of the card played, in the catalog's words, and the start of its own line.
PLAYED = {"en": "You played Monopoly.", "hi": "आपने एकाधिकार कार्ड खेला।"}
MONOPOLY = {"en": "You played Monopoly on Grain:", "hi": "आपने अनाज पर एकाधिकार खेला:"}


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_a_development_card_played_is_worded_without_a_missing_message(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, BASE_MAIN, expansion="base")
    page = open_game(browser, game["seats"][0]["link"], lang)
    page.locator(".actions button[data-kind='play_monopoly']").click()
    page.locator(".dialog button.option[data-value='grain']").click()
    page.wait_for_function("() => (window.__ck.view.hand.grain || 0) === 6")
    line = page.locator(".log li.ev-dev_played").last
    line.wait_for()
    assert clean(line.inner_text()).strip() == PLAYED[lang]
    # The reader's own Monopoly is "You", as the line before says (it was "Red played").
    taken = clean(page.locator(".log li.ev-monopoly").last.inner_text()).strip()
    assert taken.startswith(MONOPOLY[lang]), taken
    page.screenshot(path=str(screenshots / f"dev-played-{lang}.png"))
    assert page.evaluate("() => window.__missingMessages()") == []
    no_errors(page)
    page.context.close()


# Seat 2 holds two development cards and has played two knights.
ARMY = {"en": ("2 development cards", "Knights played 2"), "hi": ("2 विकास कार्ड", "खेले गए शूरवीर 2")}


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_the_players_show_development_cards_held_and_knights_played(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    """As at colonist.io, each player's panel in the base game shows how many development
    cards the seat holds and how many knights it has played (the race to Largest Army
    was not to be seen before the award)."""
    position = copy.deepcopy(BASE_MAIN)
    position["players"][2]["dev_cards"] = {"knight": 1, "victory_point": 1}
    position["players"][2]["knights_played"] = 2
    game = stored_game(server, serve_data, SEATS, position, expansion="base")
    page = open_game(browser, game["seats"][0]["link"], lang)
    held, played = ARMY[lang]
    panel = page.locator(".players li[data-seat='2']")
    dev = panel.locator(".stat.dev-n")
    army = panel.locator(".stat.army-n")
    assert clean(dev.get_attribute("aria-label") or "") == held
    assert dev.inner_text().strip() == "2"
    assert clean(army.get_attribute("aria-label") or "") == played
    assert army.inner_text().strip() == "2"
    # The reader's own: the Monopoly card held, no knight played.
    mine = page.locator(".players li[data-seat='0']")
    assert mine.locator(".stat.dev-n").inner_text().strip() == "1"
    assert mine.locator(".stat.army-n").inner_text().strip() == "0"
    page.locator(".players").screenshot(path=str(screenshots / f"dev-players-{lang}.png"))
    no_errors(page)
    page.context.close()


# The game-over table's columns of a base game, and the winner's points against the target.
OVER = {
    "en": (
        ["Buildings", "Victory point cards", "Longest road", "Largest army"],
        "8 points 8 points to win",
    ),
    "hi": (["इमारतें", "विजय अंक कार्ड", "सबसे लंबी सड़क", "सबसे बड़ी सेना"], "8 अंक जीतने के लिए 8 अंक"),
}


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_a_base_game_s_winner_is_scored_with_the_victory_point_cards(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    """The reader wins a base game (to 8) with a city and four victory point cards held:
    the game-over table counts the cards (a column of their own) and gives the winner the
    8 points it won with. It said 4 points of 8 to win, and it had the columns of Cities &
    Knights (Metropolises, Defender, Progress cards, Merchant) always at 0."""
    position = copy.deepcopy(BASE_MAIN)
    position["players"][0]["hand"] = {"ore": 3, "grain": 2}
    position["players"][0]["dev_cards"] = {"victory_point": 4}
    game = stored_game(server, serve_data, SEATS, position, expansion="base", vp_to_win=8)
    page = open_game(browser, game["seats"][0]["link"], lang)
    page.locator(".buildbar button[data-kind='build_city']").click()
    page.locator("[data-target='vertex:12']").click()
    over = page.locator(".dialog.gameover")
    over.wait_for()
    columns, why = OVER[lang]
    heads = [clean(h).strip() for h in over.locator(".points-table thead th").all_inner_texts()]
    assert heads[1:-1] == columns, heads
    mine = over.locator(".points-table tbody tr").first
    cells = [clean(c).strip() for c in mine.locator("td").all_inner_texts()]
    assert cells == ["4", "4", "0", "0", "8"], cells
    # (the dot between the two is drawn, not written)
    assert " ".join(clean(over.locator(".winner-why").inner_text()).split()) == why
    page.screenshot(path=str(screenshots / f"dev-gameover-{lang}.png"))
    no_errors(page)
    page.context.close()


def win_with_a_city(page: Any, size: str) -> Any:
    """The reader's winning city on vertex 12 (BASE_MAIN's seat 0, its points one city
    short of the target), built by clicks; the game-over dialog."""
    if size == "phone":
        page.locator(".phone-tabs [data-tab='board']").click()
    page.locator(".buildbar button[data-kind='build_city']").click()
    page.locator("[data-target='vertex:12']").click()
    over = page.locator(".dialog.gameover")
    over.wait_for()
    return over


# The players' panel and the game-over table at the end: seat 1's two victory point cards,
# which nobody else saw while the game was played, counted in its points.
REVEALED = {"en": "({} from victory point cards)", "ar": "(منها {} من بطاقات نقطة النصر)"}


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone")])
def test_every_players_hidden_points_are_shown_at_the_end(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    """Seat 1 holds two victory point cards when the reader wins: the game-over table and
    the players' panel gave seat 1 its public points only (as if the cards were not
    there), where colonist.io shows every player's full score at the end. Before the end
    the reader's page holds nothing of them."""
    position = copy.deepcopy(BASE_MAIN)
    position["players"][0]["hand"] = {"ore": 3, "grain": 2}
    position["players"][0]["dev_cards"] = {"victory_point": 3}  # 7 with the city: a win
    position["players"][1]["dev_cards"] = {"victory_point": 2}  # the deck's other two
    game = stored_game(server, serve_data, SEATS, position, expansion="base", vp_to_win=7)
    page = open_game(browser, game["seats"][0]["link"], lang, size)
    public = page.evaluate("() => window.__ck.view.player_info[1].public_vp")
    # Nothing of seat 1's hand before the end: its panel and the page's store.
    assert page.evaluate("() => window.__ck.finalVp") is None
    panel = page.locator(".players li[data-seat='1'] .player-vp")
    assert clean(panel.locator("b").inner_text()) == str(public)
    over = win_with_a_city(page, size)
    row = over.locator(".points-table tbody tr").nth(1)
    cells = [clean(c).strip() for c in row.locator("td").all_inner_texts()]
    assert cells[1] == "2" and cells[-1] == str(public + 2), cells  # VP cards, total
    page.screenshot(path=str(screenshots / f"dev-revealed-over-{lang}-{size}.png"))
    over.locator(".buttons button").last.click()  # Close
    if size == "phone":
        page.locator(".phone-tabs [data-tab='players']").click()
    assert clean(panel.locator("b").inner_text()) == str(public + 2)
    assert REVEALED[lang].format(2) in clean(panel.get_attribute("title") or "")
    page.screenshot(path=str(screenshots / f"dev-revealed-players-{lang}-{size}.png"))
    no_errors(page)
    page.context.close()
