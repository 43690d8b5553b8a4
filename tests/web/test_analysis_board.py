"""The analysis board in chromium (docs/analysis.md): a finished C&K game's replay shows
its win-chance chart once the server's analysis is done; a click on the chart moves the
board; "Play on from here" opens a playable game at that position. Screenshots of the
board in the six languages, each checked for missing messages, English left over and
overflowing text. A record file opens in the replay viewer."""

from __future__ import annotations

import gzip
import json
import re
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from cityknights.records.format import parse_view
from cityknights.records.headless import play_recorded
from cityknights.records.redact import redact

from .conftest import create_game, stored_game
from .driver import watch_errors
from .test_controls import MAIN
from .test_languages import LANGUAGES, check, font_loaded

# A whole game through a real server and its analysis: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(600), pytest.mark.flaky(reruns=1)]


def get(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=30) as res:
        return json.loads(res.read())


def finished(server: str, game: str, limit_s: float = 180) -> None:
    deadline = time.monotonic() + limit_s
    while get(f"{server}/api/games/{game}")["status"] != "finished":
        assert time.monotonic() < deadline, "the bots' game did not end"
        time.sleep(0.3)


def version_of(page: Any) -> int:
    return int(page.locator("main.replay").get_attribute("data-version"))


def test_the_analysis_chart_moves_the_board_and_plays_on(
    server: str, browser: Any, screenshots: Path
) -> None:
    # Bots only (every seat's decisions judged), short: the game stops at turn 10.
    game = create_game(server, seats=["heuristic", "random", "heuristic"], expansion="ck",
                       max_turns=10, bot_think=0.2)["game"]  # fmt: skip
    finished(server, game)
    moves = get(f"{server}/api/games/{game}/record?view=full")["moves"]
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors = watch_errors(page)
    page.goto(f"{server}/?replay={game}")
    page.wait_for_selector("main.replay")
    page.locator("svg.win-chart").wait_for(timeout=400_000)  # the analysis is done
    assert page.locator("svg.win-chart polyline").count() == 3

    # A click on the chart's middle moves the board there.
    box = page.locator("svg.win-chart").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_function(
        "() => Number(document.querySelector('main.replay').dataset.version) > 0"
    )
    middle = version_of(page)
    assert abs(middle - len(moves) / 2) <= len(moves) / 20
    # To a position where a seat is to act (not a roll or a draw coming).
    while moves[version_of(page)]["seat"] < 0:
        page.keyboard.press("ArrowRight")
        time.sleep(0.1)
    at = version_of(page)
    to_act = moves[at]["seat"]

    for lang in LANGUAGES:
        page.select_option("select.lang-picker", lang)
        page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
        page.locator("svg.win-chart").wait_for()
        assert font_loaded(page, lang), lang
        check(page, lang, "analysis")
        page.screenshot(path=screenshots / f"analysis-{lang}.png", full_page=True)
    # On a phone: the chart and the mistakes below the board, nothing cut off.
    page.set_viewport_size({"width": 360, "height": 740})
    for lang in LANGUAGES:
        page.select_option("select.lang-picker", lang)
        page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
        page.locator("svg.win-chart").wait_for()
        check(page, lang, "analysis on a phone")
        page.screenshot(path=screenshots / f"analysis-phone-{lang}.png", full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})
    assert version_of(page) == at  # the languages and sizes left the position alone
    page.select_option("select.lang-picker", "en")
    page.wait_for_function("() => document.documentElement.lang === 'en'")

    page.locator("button[data-kind=analyse-position]").click()
    page.locator(".analysis .ranked li").first.wait_for(timeout=120_000)

    # Play on from here: a new game at this position, the seat to act ours to play.
    page.locator("button[data-kind=play-on]").click()
    page.wait_for_selector(f"main.game[data-seat='{to_act}']", timeout=60_000)
    page.wait_for_function("() => window.__ck && window.__ck.legal && window.__ck.legal.length > 0")
    view = page.evaluate("() => window.__ck.view")
    assert view["turn"] == get(f"{server}/api/games/{game}/replay?version={at}")["view"]["turn"]
    assert errors == []
    page.close()


def test_a_record_file_opens_in_the_replay_viewer(
    server: str, browser: Any, tmp_path: Path
) -> None:
    first = play_recorded("base", ["heuristic", "random", "random"], 4, max_turns=100)
    second = play_recorded("ck", ["heuristic", "random", "random"], 5, max_turns=100)
    request = urllib.request.Request(server + "/api/records", data=json.dumps(first).encode(),
                                     method="POST")  # fmt: skip
    with urllib.request.urlopen(request, timeout=60) as res:
        game = json.loads(res.read())["game"]
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors = watch_errors(page)
    page.goto(f"{server}/?replay={game}")
    page.wait_for_selector("main.replay")
    # A dataset's gzip-compressed record, chosen with the file button.
    path = tmp_path / "game.json.gz"
    path.write_bytes(gzip.compress(json.dumps(second).encode()))
    page.locator(".record-opener input[type=file]").set_input_files(str(path))
    page.wait_for_url(lambda url: "replay=" in url and game not in url)
    page.wait_for_selector("main.replay")
    opened = page.url.split("replay=")[1]
    assert get(f"{server}/api/games/{opened}")["winner"] == second["result"]["winner"]
    # A reader's record is refused with the server's reason, in words.
    public = tmp_path / "public.json"
    public.write_text(json.dumps(redact(second, parse_view("public"))))
    page.locator(".record-opener input[type=file]").set_input_files(str(public))
    page.locator(".record-opener .error").wait_for()
    assert "hides" in page.locator(".record-opener .error").inner_text()
    assert errors == [] or all("400" in e for e in errors)
    page.close()


def but_busy(errors: list[str]) -> list[str]:
    """The page's errors but the browser's line for a 503: each replay opened asks for its
    game's analysis, which the server refuses as busy while it analyses the tests' others
    (the page asks again later)."""
    return [e for e in errors if "status of 503" not in e]


def imported_game(server: str) -> str:
    """A finished game, from a record the engine plays headless (fast): its id."""
    record = play_recorded("base", ["heuristic", "random", "random"], 4, max_turns=100)
    request = urllib.request.Request(server + "/api/records", data=json.dumps(record).encode(),
                                     method="POST")  # fmt: skip
    with urllib.request.urlopen(request, timeout=60) as res:
        return str(json.loads(res.read())["game"])


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_replay_steps_by_keyboard(server: str, browser: Any, lang: str) -> None:
    game = imported_game(server)
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors = watch_errors(page)
    page.goto(f"{server}/?replay={game}&lang={lang}")
    page.wait_for_selector("main.replay.game")
    # Space on a focused "Next move" presses it: one move on, and no auto-play started.
    page.locator(".replay-controls button[data-kind=next]").focus()
    page.keyboard.press(" ")
    page.wait_for_function("() => document.querySelector('main.replay').dataset.version === '1'")
    page.wait_for_timeout(1200)  # auto-play would have stepped twice by now
    assert version_of(page) == 1
    # Ten quick ArrowRight presses, each a move, however fast the page renders.
    page.locator("main.replay h1").click()
    for _ in range(10):
        page.keyboard.press("ArrowRight")
    page.wait_for_function("() => document.querySelector('main.replay').dataset.version === '11'")
    page.wait_for_timeout(500)
    assert version_of(page) == 11
    # The log's focusable list is named by its heading.
    log_title = {"en": "Game log", "ar": "سجل اللعبة"}[lang]
    assert page.get_by_role("list", name=log_title, exact=True).count() == 1
    assert but_busy(errors) == []
    page.close()


@pytest.mark.parametrize("lang", ["en", "th"])
def test_a_replay_on_a_phone_shows_its_board_first(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    """At 360x740 the board comes right under the replay's controls, before the analysis,
    the players and the log: a player stepping through the moves sees them on the board
    (it was under every panel, three screens down)."""
    game = imported_game(server)
    page = browser.new_page(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    errors = watch_errors(page)
    page.goto(f"{server}/?replay={game}&lang={lang}")
    page.locator("main.replay svg.board .hex").first.wait_for()
    board = page.locator("main.replay svg.board").bounding_box()
    side = page.locator("main.replay .side").bounding_box()
    assert board is not None and side is not None
    assert board["y"] + board["height"] <= side["y"] + 1, (board, side)
    assert board["y"] < 740  # on the first screen
    assert board["x"] >= 0 and board["x"] + board["width"] <= 360.5
    page.screenshot(path=screenshots / f"replay-phone-{lang}.png")
    assert but_busy(errors) == []
    page.close()


#: A short 5-seat Cities & Knights game, played headless: its full record.
FIVE_SEAT_CK = play_recorded("ck", ["heuristic"] + ["random"] * 4, 7, max_turns=40)


def imported(server: str, record: dict[str, Any]) -> dict[str, Any]:
    """The record imported (POST /api/records): the finished game's summary."""
    request = urllib.request.Request(server + "/api/records", data=json.dumps(record).encode(),
                                     method="POST")  # fmt: skip
    with urllib.request.urlopen(request, timeout=60) as res:
        return dict(json.loads(res.read()))


@pytest.mark.parametrize("lang", ["ar", "th"])
def test_a_cities_and_knights_replay_on_a_phone_shows_the_barbarians_track(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    """A 5-player C&K game's replay at 360x740: the barbarians' track and its strengths
    stand above the board as in the live game. The phone's rule that hides the track under
    the game's other tabs hid it in the replay, which has no tabs: a phone's reader never
    saw the barbarians come."""
    game = imported(server, FIVE_SEAT_CK)["game"]
    page = browser.new_page(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    errors = watch_errors(page)
    page.goto(f"{server}/?replay={game}&lang={lang}")
    page.locator("main.replay svg.board .hex").first.wait_for()
    page.locator(".replay-controls button").nth(6).click()  # End: the ship has sailed on
    page.wait_for_function("() => document.querySelector('main.replay').dataset.version !== '0'")
    track = page.locator("main.replay .barbarians")
    track.wait_for()  # shown, not only in the page
    box = track.bounding_box()
    board = page.locator("main.replay svg.board").bounding_box()
    assert box is not None and board is not None
    assert box["height"] >= 20 and box["x"] >= 0 and box["x"] + box["width"] <= 360.5, box
    assert box["y"] + box["height"] <= board["y"] + 1, (box, board)  # above the board
    assert page.locator("main.replay .barbarians .strength").inner_text().strip()
    page.screenshot(path=screenshots / f"replay-phone-barbarians-{lang}.png")
    assert but_busy(errors) == []
    page.close()


@pytest.mark.parametrize(("lang", "words"), [("en", "not finished yet"), ("th", "เกมยังไม่จบ")])
def test_the_replay_of_a_game_still_played_says_so_without_a_refused_request(
    server: str, serve_data: Path, browser: Any, lang: str, words: str
) -> None:
    """/?replay= of a game still being played: the page knows it from the game's summary
    and says so, in the words the server's refusal gave, without asking for the replay the
    server refuses (409): the browser logged that failed request as an error."""
    game = stored_game(server, serve_data, ["human", "heuristic", "heuristic", "heuristic"], MAIN)
    page = browser.new_page(viewport={"width": 360, "height": 740})
    errors = watch_errors(page)
    refused: list[str] = []
    page.on("response", lambda r: refused.append(r.url) if r.status >= 400 else None)
    page.goto(f"{server}/?replay={game['game']}&lang={lang}")
    alert = page.locator("main.replay [role=alert]")
    alert.wait_for()
    assert words in alert.inner_text()
    assert page.locator("main.replay a.act[href='/']").count() == 1  # the way back
    assert refused == [] and errors == []
    page.close()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_record_file_button_by_keyboard(server: str, browser: Any, lang: str) -> None:
    game = imported_game(server)
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors = watch_errors(page)
    # Listened for from the start: the browser intercepts the chooser only once Playwright
    # has told it to, which a listener added just before the key press may come after.
    choosers: list[Any] = []
    page.on("filechooser", lambda chooser: choosers.append(chooser))
    page.goto(f"{server}/?replay={game}&lang={lang}")
    page.wait_for_selector("main.replay.game")
    # Reached by Tab after the controls, it shows the focus, and Enter opens the chooser.
    page.locator(".replay-controls button").last.focus()
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.type") == "file"
    label = page.locator(".record-opener label")
    assert label.evaluate("(el) => getComputedStyle(el).outlineStyle") == "solid"
    page.keyboard.press("Enter")
    for _ in range(100):
        if choosers:
            break
        page.wait_for_timeout(100)
    assert choosers[0].element.evaluate("(el) => el.closest('.record-opener') !== null")
    assert version_of(page) == 0  # neither Tab nor Enter moved the replay
    assert but_busy(errors) == []
    page.close()


# The ranked moves of "Analyse this position" in words, on a made-up island: with the
# board's places (as the replay's analysis gives them) and without (a mistake's line).
RANKED_WORDS = """async (lang) => {
  const { switchLanguage, t } = await import("/js/i18n.js");
  const { loadTopology } = await import("/js/api.js");
  const { placeOf } = await import("/js/board.js");
  const { moveWords } = await import("/js/movewords.js");
  await switchLanguage(lang);
  const board = await loadTopology(4);
  const kinds = ["forest", "hills", "pasture", "fields", "mountains"];
  const tokens = [8, 5, 6, 9, 4, 10, 3, 11, 2, 12];
  const view = {
    terrains: board.hex_coords.map((_, h) => kinds[h % 5]),
    numbers: board.hex_coords.map((_, h) => tokens[h % 10]),
  };
  const place = (type, at) => placeOf(board, view, type, at);
  // Fluent isolates each argument (U+2068 ... U+2069): left out to compare the words.
  const plain = (s) => s.replace(/[\u2068\u2069]/g, "");
  return {
    a: plain(moveWords({ kind: "build_settlement", vertex: board.hex_vertices[9][0] }, "", place)),
    b: plain(moveWords({ kind: "build_settlement", vertex: board.hex_vertices[4][3] }, "", place)),
    road: plain(moveWords({ kind: "build_road", edge: 0 }, "", place)),
    robber: plain(moveWords({ kind: "move_robber", hex: 9, victim: 1 }, "", place)),
    bare: plain(moveWords({ kind: "build_settlement", vertex: board.hex_vertices[9][0] }, "")),
    bank: plain(moveWords({ kind: "bank_trade", give: "ore", get: "cloth" }, "")),
    offer: plain(moveWords({ kind: "offer_trade", give: { brick: 2 }, get: { ore: 1 } }, "")),
    ore: plain(t("card-ore")),
    cloth: plain(t("card-cloth")),
    settlement: plain(t("action-build_settlement")),
    road_name: plain(t("action-build_road")),
    terrains: kinds.map((k) => plain(t(`terrain-${k}`))),
  };
}"""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_ranked_moves_of_one_kind_are_told_apart_by_their_places(
    server: str, browser: Any, lang: str
) -> None:
    """Five settlements ranked by "Analyse this position" read as five lines, not as
    "Settlement" five times: each move names its place as the board's targets do."""
    page = browser.new_page()
    errors = watch_errors(page)
    page.goto(server + "/")
    page.wait_for_selector("select.lang-picker")
    words = page.evaluate(RANKED_WORDS, lang)
    assert words["bare"] == words["settlement"], words  # without the board: the name alone
    assert words["a"] != words["b"], words
    assert words["a"].startswith(words["settlement"]), words
    assert words["road"].startswith(words["road_name"]), words
    # The middle hex's corner touches three land hexes; the robber's hex is named too.
    assert sum(words["a"].count(name) for name in words["terrains"]) == 3, words
    assert any(name in words["robber"] for name in words["terrains"]), words
    # A trade says which side is given and which taken ("Bank trade: Ore and Cloth" did not).
    assert words["bank"].index(words["ore"]) != words["bank"].index(words["cloth"]), words
    if lang == "en":
        assert words["a"].startswith("Settlement: ") and " and " in words["a"], words
        assert "row" in words["robber"], words
        assert words["bank"] == "Bank trade: giving Ore for Cloth", words
        assert words["offer"] == "Offer trade: giving 2 Brick for 1 Ore", words
    assert errors == []
    page.close()


def post(url: str, body: dict[str, Any]) -> Any:
    req = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                 headers={"content-type": "application/json"})  # fmt: skip
    with urllib.request.urlopen(req, timeout=30) as res:
        return json.loads(res.read())


@pytest.mark.parametrize("lang", ["en", "th"])
def test_a_game_played_on_from_a_position_replays_and_says_why_it_has_no_analysis(
    server: str, browser: Any, lang: str
) -> None:
    """Its replay starts at the position it was played on from (the server answered 500),
    and the analysis panel says in the reader's words why there is none, without asking
    the server (which refuses with an English detail, and the browser logs the 409)."""
    first = create_game(server, seats=["random"] * 3, expansion="base", max_turns=30)["game"]
    finished(server, first)
    game = None
    for version in range(20, 80):  # a version where a seat, not chance, acts
        try:
            game = post(f"{server}/api/games/{first}/playon",
                        {"version": version, "seats": ["random"] * 3})["game"]  # fmt: skip
            break
        except urllib.error.HTTPError:
            continue
    assert game is not None
    finished(server, game)
    assert get(f"{server}/api/games/{game}")["from_position"] is True
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors = watch_errors(page)
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(f"{server}/?replay={game}&lang={lang}")
    page.wait_for_selector("main.replay")
    notice = page.locator(".analysis .analysis-none")
    notice.wait_for()
    words = {
        "en": "This game was played on from another game's position",
        "th": "เกมนี้เล่นต่อจากตำแหน่งของอีกเกมหนึ่ง",
    }
    assert notice.inner_text().startswith(words[lang])
    page.keyboard.press("ArrowRight")  # one move on, from the position played on from
    page.wait_for_function("() => document.querySelector('main.replay').dataset.version === '1'")
    assert not [u for u in requests if "/api/" in u and "/analysis" in u], requests
    assert errors == []
    page.close()


def stored_analysis(
    data: Path, game: str, record: dict[str, Any], best: dict[str, Any] | None = None
) -> int:
    """An analysis of the game stored as the server stores one when done (so the page need
    not wait for the search): a flat chart and one mistake of seat 0's, a move it played,
    `best` the better one (ending the turn unless given); that move's version."""
    from cityknights.server.serve import DATABASE_FILE
    from cityknights.server.storage import open_storage

    moves = record["moves"]
    seats = len(record["players"])
    move = next(m for m in moves[40:] if m["seat"] == 0 and m["action"]["kind"] != "roll")
    mistake = {"version": move["version"], "seat": 0, "played": "", "best": "",
               "played_action": move["action"], "best_action": best or {"kind": "end_turn"},
               "chance_played": 0.1, "chance_best": 0.4, "given_up": 0.3, "label": "blunder"}  # fmt: skip
    analysis = {
        "analysis_version": 1, "iterations": 32,
        "thresholds": {"blunder": 0.2, "mistake": 0.1, "inaccuracy": 0.05},
        "chart": [[1 / seats] * seats for _ in range(len(moves) + 1)],
        "moves": [mistake], "mistakes": {str(s): [mistake] if s == 0 else [] for s in range(seats)},
        "cpu_seconds": 1.0,
    }  # fmt: skip
    storage = open_storage(data / DATABASE_FILE)
    try:
        storage.save_analysis(game, analysis)
    finally:
        storage.close()
    return int(move["version"])


# Where the replay's table (the barbarians' track and the board) stands on the screen.
TABLE_BOX = """() => {
  const r = document.querySelector("main.replay .table-area").getBoundingClientRect();
  return { top: r.top, bottom: r.bottom };
}"""


@pytest.mark.parametrize(
    ("lang", "size"), [("th", "phone"), ("ar", "phone"), ("en", "desktop"), ("ar", "desktop")]
)
def test_a_move_picked_in_the_analysis_is_shown_on_the_board_in_sight(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    """A phone's analysis stands under the board: a mistake tapped in its list, or a point
    of the chart, moved a board scrolled out of sight above, and the reader saw nothing
    happen. Now the board (its barbarians' track with it) comes into sight at the top of
    the screen, the move picked on it. A desktop's board, beside the analysis, does not
    move, and ends on a 1280x800 screen (its last row of harbors was 27 px below it, 61 px
    in Arabic)."""
    game = imported(server, FIVE_SEAT_CK)["game"]
    version = stored_analysis(serve_data, game, FIVE_SEAT_CK)
    viewport = {"width": 360, "height": 740} if size == "phone" else {"width": 1280, "height": 800}
    page = browser.new_page(viewport=viewport, is_mobile=size == "phone", has_touch=size == "phone")
    errors = watch_errors(page)
    page.goto(f"{server}/?replay={game}&lang={lang}")
    page.locator("svg.win-chart").wait_for()
    mistake = page.locator(f".mistakes button[data-version='{version}']")
    # The reader scrolls down to the list of mistakes: a phone's page (its board goes out of
    # sight), a desktop's side column.
    if size == "phone":
        mistake.evaluate("(el) => scrollTo(0, el.getBoundingClientRect().top + scrollY - 120)")
    else:
        mistake.scroll_into_view_if_needed()
    page.wait_for_timeout(200)
    before = page.evaluate("() => scrollY")
    table = page.evaluate(TABLE_BOX)
    if size == "phone":
        assert table["top"] < 0, table  # out of sight, as the reader left it
    mistake.click()
    page.wait_for_function(
        "(v) => document.querySelector('main.replay').dataset.version === String(v)",
        arg=version - 1,
    )
    page.wait_for_timeout(200)
    table = page.evaluate(TABLE_BOX)
    assert table["top"] >= -1 and table["bottom"] <= viewport["height"] + 1, table
    if size == "desktop":
        assert page.evaluate("() => scrollY") == before  # nothing moved the page
    page.screenshot(path=screenshots / f"replay-mistake-{lang}-{size}.png")
    # The position the move was chosen in shows (one before it, "Move 49" for a click on
    # "move 50"): the board says so, in sight, and its link goes on to the move itself.
    caption = page.locator(".table-area .picked-move")
    assert caption.is_visible()
    assert caption.bounding_box()["y"] >= -1
    assert str(version) in caption.inner_text()
    assert str(version) not in page.locator("header .turn").inner_text()
    caption.locator("button[data-kind='see-move']").click()
    page.wait_for_function(
        "(v) => document.querySelector('main.replay').dataset.version === String(v)", arg=version
    )
    assert page.locator(".picked-move").count() == 0
    # The chart, scrolled to as well: a tap at its middle goes to the game's middle.
    chart = page.locator("svg.win-chart")
    chart.evaluate("(el) => window.scrollTo(0, el.getBoundingClientRect().top + scrollY - 40)")
    page.wait_for_timeout(200)
    chart.click(position={"x": chart.bounding_box()["width"] / 2, "y": 10})
    middle = len(FIVE_SEAT_CK["moves"]) // 2
    page.wait_for_function(
        "(v) => Math.abs(Number(document.querySelector('main.replay').dataset.version) - v) <= 2",
        arg=middle,
    )
    page.wait_for_timeout(200)
    table = page.evaluate(TABLE_BOX)
    assert table["top"] >= -1 and table["bottom"] <= viewport["height"] + 1, table
    assert but_busy(errors) == []
    page.close()


# Each ranked move's line: its words, what stands between them and the chance, the chance.
RANKED_LINES = """() => [...document.querySelectorAll("ol.ranked li")].map((li) => {
  const sep = li.querySelector(".sep");
  const chance = li.querySelector(".chance");
  const words = [...li.childNodes].filter((n) => n !== sep && n !== chance).map((n) => n.textContent).join("");
  return { words: words.trim(), mark: sep ? getComputedStyle(sep, "::before").content : null,
           chance: chance ? chance.textContent.replace(/[\u2068\u2069]/g, "") : null };
})"""


@pytest.mark.parametrize("lang", ["en", "th"])
def test_a_ranked_moves_chance_stands_apart_from_its_place(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    """ "Analyse this position" at a first settlement on a phone: each of the five moves'
    chance to win is set apart from the move's words by a dot, where it ran on after the
    place's last number ("Settlement: Forest 8, Hills 5 and Fields 6 40% chance to win")."""
    game = imported(server, FIVE_SEAT_CK)["game"]
    page = browser.new_page(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    errors = watch_errors(page)
    page.goto(f"{server}/?replay={game}&lang={lang}")
    page.locator("main.replay svg.board .hex").first.wait_for()
    page.locator("button[data-kind=analyse-position]").click()
    page.locator("ol.ranked li").first.wait_for(timeout=120_000)
    lines = page.evaluate(RANKED_LINES)
    assert len(lines) == 5, lines
    for line in lines:
        assert line["mark"] == '"·" / ""' and line["chance"], line
        assert line["words"] and not line["words"].endswith("%"), line
    if lang == "en":
        assert all(line["chance"].endswith("% chance to win") for line in lines), lines
    page.locator("ol.ranked").scroll_into_view_if_needed()
    page.screenshot(path=screenshots / f"replay-ranked-{lang}-phone.png")
    assert but_busy(errors) == []
    page.close()


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_progress_cards_play_is_named_in_the_mistakes(
    server: str, serve_data: Path, browser: Any, lang: str
) -> None:
    """A progress card's play is said as its card's button says it ("Play Inventor"); the
    list showed the engine's kind ("better was play_inventor") in every language."""
    game = imported(server, FIVE_SEAT_CK)["game"]
    best = {"kind": "play_inventor", "first": 3, "second": 7}
    version = stored_analysis(serve_data, game, FIVE_SEAT_CK, best)
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = watch_errors(page)
    page.goto(f"{server}/?replay={game}&lang={lang}")
    words = page.locator(f".mistakes button[data-version='{version}']").inner_text()
    words = words.replace("\u2068", "").replace("\u2069", "")  # Fluent's isolating marks
    play = {"en": "Play Inventor", "tr": "Oyna: Mucit"}[lang]
    assert play in words and "play_" not in words, words
    assert but_busy(errors) == []
    page.close()


def test_an_analysis_refused_as_busy_is_asked_for_again(
    server: str, serve_data: Path, browser: Any
) -> None:
    """The server refuses a game's analysis as busy while its queue is full of other games':
    the panel said so and stayed so until the page was reloaded. It says so, asks again a
    few seconds later, and shows the analysis once it comes."""
    game = imported(server, FIVE_SEAT_CK)["game"]
    stored_analysis(serve_data, game, FIVE_SEAT_CK)
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    asked: list[str] = []

    def busy_once(route: Any) -> None:
        asked.append(route.request.url)
        if len(asked) == 1:
            route.fulfill(status=503, json={"code": "busy", "detail": "other games first"})
        else:
            route.continue_()

    page.route(re.compile(r"/api/games/[^/]+/analysis$"), busy_once)
    page.goto(f"{server}/?replay={game}")
    page.locator(".analysis [role=alert]").wait_for()
    page.locator("svg.win-chart").wait_for(timeout=15_000)
    assert page.locator(".analysis [role=alert]").count() == 0
    assert len(asked) == 2
    page.close()
