"""6-seat Cities & Knights in the browser (RULES.md §22).

- A whole game created in the lobby's form and played by clicks against five bots to its
  end on the 30-hex island, the human building in its Special Build slots (and passing
  when it has nothing to build), the board looked at on a desktop and at 360x740.
- One slot from a fixed position: another human's slot shown to a seat waiting for it
  (whose it is, who comes next), that human building a road in it by clicks on a phone
  and passing, and the phase over for both; the idle slots left out of the log.
- One paired players' part-turn from a fixed position (rule flag five_six_turns="paired"):
  its banner shown to the roller, the partner building a road in it by clicks on a phone
  and ending it, the seat after the roller to roll next.

Screenshots: five-six-desktop.png (the human's slot), five-six-phone.png,
five-six-end.png, five-six-waiting.png, five-six-slot-phone.png, paired-waiting.png,
paired-part-turn-phone.png, paired-after-part-turn.png."""

from __future__ import annotations

import json
import random
import secrets
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from cityknights.engine import Action, Game

from .conftest import stored_game
from .driver import game_over, play_one, settled, watch_errors
from .test_browser import _layout_problems, no_missing_messages
from .test_rooms import _sign_up

# A whole game through a real server and browser: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(420), pytest.mark.flaky(reruns=2)]

# What the human builds in its slot, the first of these on offer (a bar item's data-kind).
SLOT_BUILDS = (
    "build_settlement", "build_city", "build_knight", "build_road", "activate_knight",
    "promote_knight", "build_wall", "improve_city",
)  # fmt: skip


def plain(text: str) -> str:
    """Text as read, without the isolation marks Fluent puts around each placeable."""
    return text.replace("\u2068", "").replace("\u2069", "")


def view_of(page: Any) -> dict[str, Any]:
    return dict(page.evaluate("() => window.__ck.view"))


def slot_step(page: Any, rng: random.Random) -> bool:
    """One click of the human's plan in its own slot (a build, its place, or the pass);
    False when the slot is not the human's."""
    view = view_of(page)
    if view["phase"] != "special_build" or view["current_player"] != view["seat"]:
        return False
    targets = page.locator("svg.board [data-target]")
    if targets.count():  # a build chosen: its places are highlighted
        targets.nth(rng.randrange(targets.count())).click()
        return True
    for kind in SLOT_BUILDS:
        item = page.locator(f".buildbar button[data-kind={kind}]")
        if item.count():
            item.first.click()
            return True
    page.locator(".actions button[data-kind=end_special_build]").click()
    return True


def phone_look(browser: Any, url: str, screenshots: Path) -> None:
    """The game watched at 360x740: the 30-hex board fits, nothing off the screen."""
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    )
    phone = context.new_page()
    phone.goto(url)
    phone.locator("svg.board .hex").nth(29).wait_for()
    assert phone.locator("svg.board .hex").count() == 30
    assert _layout_problems(phone) == []
    box = phone.locator("svg.board").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 360.5
    phone.screenshot(path=screenshots / "five-six-phone.png")
    no_missing_messages(phone)
    context.close()


# A seat with nothing to build is passed over in the Special Build Phase (RULES.md
# §22.5.2), and the deal is the server's secret: in a short game the human may never hold a
# slot's cards before a bot wins (the one-game test failed 4 of 11 runs on 2026-12-04; a
# traced one for this cause, another because the game was won before turn 8, when the
# phone look is due). So the test plays games until the human has held a slot and both
# looks are taken, three at most.
SIX_SEAT_GAMES = 3


@pytest.mark.long
@pytest.mark.timeout(900)  # up to three whole games
def test_a_six_seat_ck_game_with_special_builds_by_clicks(
    server: str, browser: Any, screenshots: Path
) -> None:
    rng = random.Random(6)
    looked: set[str] = set()
    slot_builds: list[str] = []
    for _ in range(SIX_SEAT_GAMES):
        slot_builds = play_six_seat_game(server, browser, screenshots, rng, looked)
        if slot_builds and {"mine", "desktop", "phone"} <= looked:
            break
    assert {"mine", "desktop", "phone"} <= looked, f"seen: {sorted(looked)}"
    assert slot_builds, f"the human held no slot in {SIX_SEAT_GAMES} games"
    # The record: the human built something in one of its slots at least.
    assert set(slot_builds) - {"end_special_build"}, "the human never built in a slot"


def play_six_seat_game(
    server: str, browser: Any, screenshots: Path, rng: random.Random, looked: set[str]
) -> list[str]:
    """One 6-seat C&K game made in the lobby's form and played by clicks to its end;
    what the human played in its Special Build slots, read from the game's record.
    `looked`: what was seen so far: the human's own slot banner ("mine") and the
    screenshots taken (each once, in the first game that offers it)."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors = watch_errors(page)
    page.goto(server + "/")
    page.get_by_role("button", name="Create", exact=True).wait_for()
    page.select_option("select[name=players]", "6")
    for seat in range(1, 6):  # the form's default for the other seats: heuristic bots
        assert page.locator(f"select[name=seat-{seat}]").input_value() == "heuristic"
    assert page.locator("select[name=seat-6]").count() == 0
    page.fill("input[name=vp]", "5")  # two points beyond the start: a short game
    page.select_option("select[name=pace]", "instant")
    _sign_up(page, f"Six{secrets.token_hex(2)}", account=False)
    page.get_by_role("button", name="Create", exact=True).click()
    # The form opens a room of six seats, the creator host in the first; Ready starts it
    # (the only person in it) and takes them to their seat, the turn order drawn at the
    # start (the room's default): any of the six.
    page.locator("main.room[data-status='open']").wait_for()
    assert page.locator("li.room-seat").count() == 6
    page.locator("button[data-kind='ready']").click()
    page.wait_for_selector("main.game[data-seat]")
    seat = int(page.locator("main.game").get_attribute("data-seat") or "-1")
    game = page.url.split("/play/")[1].split("#")[0]
    # The lobby lists it with its six seats.
    lobby = browser.new_page(viewport={"width": 1280, "height": 900})
    lobby.goto(server + "/")
    lobby.locator(f"li.game-row[data-game='{game}']").first.wait_for()
    assert "6" in lobby.locator(f"li.game-row[data-game='{game}']").first.inner_text()
    lobby.close()
    page.locator("svg.board .hex").nth(29).wait_for()
    assert page.locator("svg.board .hex").count() == 30
    assert page.locator(".player").count() == 6

    for _ in range(2500):
        settled(page)
        if game_over(page):
            break
        view = view_of(page)
        choosing = page.locator("svg.board [data-target]").count() > 0
        if view["phase"] == "special_build" and view["current_player"] == view["seat"]:
            # The human's own slot waits for it: its banner is up in the action bar (the
            # bots' slots pass too fast to look at here; the test below watches one), or,
            # a build chosen, the bar asks for its place in the slot's colour.
            if choosing:
                page.locator(".actions.prompt.sbp-bar.sbp-mine").wait_for()
            else:
                page.locator(".sbp-banner.sbp-mine").wait_for()
            looked.add("mine")
            if "desktop" not in looked and not page.locator(".dialog").count():
                page.screenshot(path=screenshots / "five-six-desktop.png")
                looked.add("desktop")
        if "phone" not in looked and view["turn"] >= 8:
            phone_look(browser, f"{server}/play/{game}", screenshots)
            looked.add("phone")
        if slot_step(page, rng):
            continue
        if play_one(page, rng, prefer=("roll", "end_turn")) is None:
            page.wait_for_timeout(100)
    assert game_over(page), "no winner in the clicks allowed"
    page.wait_for_selector(".dialog.gameover")
    page.screenshot(path=screenshots / "five-six-end.png", full_page=True)
    no_missing_messages(page)
    assert errors == []
    page.close()

    with urllib.request.urlopen(f"{server}/api/games/{game}/export", timeout=10) as res:
        exported = json.loads(res.read())
    state = Game.from_config(exported["config"]).new_initial_state()
    slot_builds = []
    for action in exported["history"]:
        if state.context() == "special_build" and state.current_player() == seat:
            slot_builds.append(action["kind"])
        state.apply(Action.from_json(action))
    return slot_builds


# Seat 0's turn (turn 7) has just ended: the slots of seats 1 to 5 follow, Blue's first.
# Blue (a human) holds a road's cards; the bots hold nothing, so their slots are passed
# over at once.
BLUE_SLOT = {
    "phase": "special_build",
    "turn": 7,
    "turn_seat": 0,
    "pending": [{"kind": "special_build", "seat": s} for s in range(1, 6)],
    "players": [
        {"cities": [3], "roads": [0]},
        {"cities": [14], "roads": [15], "hand": {"lumber": 1, "brick": 1}},
        {"cities": [29], "roads": [35]},
        {"cities": [43], "roads": [54]},
        {"cities": [57], "roads": [74]},
        {"cities": [70], "roads": [93]},
    ],
}


def test_a_slot_is_shown_to_everyone_and_built_in_on_a_phone(
    server: str, serve_data: Path, browser: Any, screenshots: Path
) -> None:
    game = stored_game(server, serve_data, ["human", "human"] + ["heuristic"] * 4, BLUE_SLOT)
    waiting = browser.new_page(viewport={"width": 1280, "height": 900})
    errors = watch_errors(waiting)
    waiting.goto(game["seats"][0]["link"])
    banner = waiting.locator(".sbp-banner")
    banner.wait_for()
    assert banner.get_attribute("data-sbp-seat") == "1"
    text = plain(banner.inner_text())
    assert "Blue may build now." in text and "Then: Orange, Green, Brown, and Purple" in text
    # Not Red's slot: nothing to build or pass on its page.
    assert waiting.locator(".buildbar button[data-kind]").count() == 0
    assert waiting.locator("[data-kind=end_special_build]").count() == 0
    waiting.screenshot(path=screenshots / "five-six-waiting.png")

    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    )
    phone = context.new_page()
    errors += watch_errors(phone)
    phone.goto(game["seats"][1]["link"])
    mine = phone.locator(".sbp-banner.sbp-mine")
    mine.wait_for()
    assert "Your slot" in mine.inner_text() and "Done building" in plain(mine.inner_text())
    assert _layout_problems(phone) == []
    phone.locator(".buildbar button[data-kind=build_road]").click()
    phone.locator("svg.board [data-target^='edge:']").first.wait_for()
    phone.screenshot(path=screenshots / "five-six-slot-phone.png")
    phone.locator("svg.board [data-target^='edge:']").first.click()
    phone.wait_for_function("() => window.__ck.view.roads.filter(([, s]) => s === 1).length === 2")
    settled(phone)
    phone.locator(".actions button[data-kind=end_special_build]").click()
    # The slots are over: Blue's own turn begins, and Red's page says so too.
    phone.wait_for_function("() => window.__ck.view.phase === 'pre_roll'")
    waiting.wait_for_function("() => window.__ck.view.phase === 'pre_roll'")
    assert banner.count() == 0 and phone.locator(".sbp-banner").count() == 0
    log = plain(waiting.locator(".log").inner_text())
    assert "Blue built a road." in log and "Blue is done with the special build." in log
    # The bots' slots, with nothing to build, are passed over and not logged (colonist logs
    # what is built).
    assert "Orange is done with the special build." not in log
    no_missing_messages(waiting)
    no_missing_messages(phone)
    assert errors == []
    context.close()
    waiting.close()


# Red (seat 0) has rolled and ended its turn; with the paired players (rule flag
# five_six_turns="paired", RULES.md §22.5.7) Green, the third seat to its left, takes its
# part-turn. Green holds a road's cost and four wool for a bank trade; Blue, whose turn
# comes next, is a human seat nobody opens (so the game waits there).
GREEN_PART_TURN = {
    "phase": "part_turn",
    "turn": 7,
    "turn_seat": 3,
    "players": [
        {"cities": [3], "roads": [0]},
        {"cities": [14], "roads": [15]},
        {"cities": [29], "roads": [35]},
        {"cities": [43], "roads": [54], "hand": {"lumber": 1, "brick": 1, "wool": 4}},
        {"cities": [57], "roads": [74]},
        {"cities": [70], "roads": [93]},
    ],
}


def test_a_paired_part_turn_is_shown_to_everyone_and_played_by_clicks(
    server: str, serve_data: Path, browser: Any, screenshots: Path
) -> None:
    seats = ["human", "human", "heuristic", "human", "heuristic", "heuristic"]
    game = stored_game(server, serve_data, seats, GREEN_PART_TURN, five_six_turns="paired")
    roller = browser.new_page(viewport={"width": 1280, "height": 900})
    errors = watch_errors(roller)
    roller.goto(game["seats"][0]["link"])
    banner = roller.locator(".part-banner")
    banner.wait_for()
    assert banner.get_attribute("data-part-seat") == "3"
    text = plain(banner.inner_text())
    assert "Part-turn (paired players)" in text
    assert "Green takes a part-turn after your turn." in text  # Red rolled: its turn
    # Everyone else reads whose turn the part-turn follows.
    other = browser.new_page(viewport={"width": 1280, "height": 900})
    errors += watch_errors(other)
    other.goto(game["seats"][1]["link"])
    other.locator(".part-banner").wait_for()
    assert "Green takes a part-turn after Red's turn." in plain(
        other.locator(".part-banner").inner_text()
    )
    no_missing_messages(other)
    other.close()
    # Not Red's part-turn: nothing to build or end on its page, and no Special Build banner.
    assert roller.locator(".buildbar button[data-kind]").count() == 0
    assert roller.locator("[data-kind=end_turn]").count() == 0
    assert roller.locator(".sbp-banner:not(.part-banner)").count() == 0
    roller.screenshot(path=screenshots / "paired-waiting.png")

    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    )
    phone = context.new_page()
    errors += watch_errors(phone)
    phone.goto(game["seats"][3]["link"])
    mine = phone.locator(".part-banner.sbp-mine")
    mine.wait_for()
    assert "Your part-turn" in mine.inner_text() and "End turn" in plain(mine.inner_text())
    assert _layout_problems(phone) == []
    # A turn without the roll or trades with players: no dice, no offer, and its own
    # legal list says so.
    legal = {a["kind"] for a in phone.evaluate("() => window.__ck.legal")}
    assert {"end_turn", "build_road", "bank_trade"} <= legal
    assert not legal & {"roll", "offer_trade"}
    phone.locator(".buildbar button[data-kind=build_road]").click()
    phone.locator("svg.board [data-target^='edge:']").first.wait_for()
    phone.screenshot(path=screenshots / "paired-part-turn-phone.png")
    phone.locator("svg.board [data-target^='edge:']").first.click()
    phone.wait_for_function("() => window.__ck.view.roads.filter(([, s]) => s === 3).length === 2")
    settled(phone)
    phone.locator(".actions button[data-kind=end_turn]").click()
    # The part-turn is over: Blue, the seat after the roller, rolls next.
    for page in (phone, roller):
        page.wait_for_function(
            "() => window.__ck.view.phase === 'pre_roll' && window.__ck.view.turn_seat === 1"
        )
    assert banner.count() == 0 and phone.locator(".part-banner").count() == 0
    log = plain(roller.locator(".log").inner_text())
    assert "Green built a road." in log and "Green ended the part-turn." in log
    roller.screenshot(path=screenshots / "paired-after-part-turn.png")
    no_missing_messages(roller)
    no_missing_messages(phone)
    assert errors == []
    context.close()
    roller.close()


# The reader's own slot's end, in the log.
SLOT_DONE = {
    "en": "You are done with the special build.",
    "hi": "आपने विशेष निर्माण पूरा किया।",
    "ar": "أنهيت البناء الخاص.",
}


@pytest.mark.parametrize("lang", ["en", "hi", "ar"])
def test_a_slot_on_a_desktop_keeps_its_builds_on_the_first_screen(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    """At 1280x800 the slot's banner takes its room from the board, not from the bars under
    it: the builds and Done building, all a slot offers, stay on the first screen (the
    banner pushed the build bar below it). The slot's end is logged as the reader's own
    ("You are done", not "Blue is done")."""
    game = stored_game(server, serve_data, ["human", "human"] + ["heuristic"] * 4, BLUE_SLOT)
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = watch_errors(page)
    page.goto(game["seats"][1]["link"].replace("#", f"?lang={lang}#"))
    page.locator(".sbp-banner.sbp-mine").wait_for()
    settled(page)
    for bar in (".actions", ".buildbar"):
        box = page.locator(bar).bounding_box()
        assert box is not None and box["y"] + box["height"] <= 800, (bar, box)
    page.screenshot(path=screenshots / f"five-six-slot-desktop-{lang}.png")
    # Still the build: a road by clicks, then the pass.
    page.locator(".buildbar button[data-kind=build_road]").click()
    page.locator("svg.board [data-target^='edge:']").first.click()
    page.wait_for_function("() => window.__ck.view.roads.filter(([, s]) => s === 1).length === 2")
    settled(page)
    page.locator(".actions button[data-kind=end_special_build]").click()
    page.wait_for_function("() => window.__ck.view.phase === 'pre_roll'")
    # The slot's end in the log: "You", as the road's line before it (it was "Blue is done").
    done = page.locator(".log li.ev-special_build_ended").last
    assert plain(done.inner_text()).strip() == SLOT_DONE[lang]
    no_missing_messages(page)
    assert errors == []
    page.close()


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "Blue may build now."), ("hi", "अब नीला निर्माण कर सकते हैं।")]
)
def test_another_s_slot_is_said_in_the_action_bar_the_board_keeping_its_size(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, words: str
) -> None:
    """Blue's slot seen by Red at 1280x800: said in the action bar's one line, in Blue's
    colour, where Red's page said "Waiting for Blue" (the two said the same twice), and the
    board drawn as large as in a turn. The slot's banner stood above the board, which
    shrank by 8rem for it at every turn's end (five slots a turn with six players) and
    grew back at the next roll."""
    game = stored_game(server, serve_data, ["human", "human"] + ["heuristic"] * 4, BLUE_SLOT)
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = watch_errors(page)
    page.goto(game["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    bar = page.locator(".actions.waiting.sbp-bar.seat-1")
    bar.wait_for()
    settled(page)
    banner = bar.locator(".sbp-banner")
    assert banner.get_attribute("data-sbp-seat") == "1"
    assert words in plain(banner.inner_text())
    assert page.locator(".sbp-banner").count() == 1  # nothing above the board
    box = page.locator("svg.board").bounding_box()
    # A Cities & Knights turn's board at 1280x800: the screen less 23.5rem (table.css: the
    # bars under it, the track and the bank's row over it).
    assert box is not None and box["height"] >= 800 - 23.5 * 16 - 1, box
    bar_box = bar.bounding_box()
    assert bar_box is not None and bar_box["height"] <= 60, bar_box  # one line
    page.screenshot(path=screenshots / f"five-six-waiting-desktop-{lang}.png")
    no_missing_messages(page)
    assert errors == []
    page.close()


# Red's turn in a six-seat game, its dice rolled: every seat holds cards, some have
# improved their cities, and Orange holds the Defender point.
SIX_MAIN = {
    "phase": "main",
    "turn": 9,
    "turn_seat": 0,
    "players": [
        {"cities": [3], "roads": [0], "improvements": {"trade": 2, "science": 1},
         "hand": {"brick": 2, "wool": 1, "grain": 2, "ore": 1, "paper": 2}},
        {"cities": [14], "roads": [15], "hand": {"lumber": 1, "brick": 1}},
        {"cities": [29], "roads": [35], "improvements": {"politics": 3},
         "hand": {"ore": 3}, "defender": 1},
        {"cities": [43], "roads": [54], "hand": {"wool": 2}},
        {"cities": [57], "roads": [74], "improvements": {"science": 2}, "hand": {"grain": 1}},
        {"cities": [70], "roads": [93], "hand": {"coin": 1, "cloth": 1}},
    ],
}  # fmt: skip

# Orange's improvements as the players panel words them.
ORANGE_LEVELS = {"th": "การค้า 0 · การเมือง 3 · วิทยาศาสตร์ 0", "hi": "व्यापार 0 · राजनीति 3 · विज्ञान 0"}


@pytest.mark.parametrize("lang", ["th", "hi"])
def test_six_players_panels_leave_the_log_in_sight_on_a_desktop(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    """At 1280x800 six seats' panels are two lines each, no taller all together than four
    seats' panels of three lines (384 px in Hindi): the hand, the chat and the log's newest
    lines show under them with nothing scrolled. Each panel's third line, its improvement
    levels in words, made six panels 530 px of the side column's 700, the chat box and
    every line of the log below the screen; the levels are now squares in the row of
    figures, worded in full for a screen reader and as a tooltip. A phone's Players tab
    keeps the line of words."""
    game = stored_game(server, serve_data, ["human"] + ["heuristic"] * 5, SIX_MAIN,
                       grace_period=86400)  # fmt: skip
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = watch_errors(page)
    page.goto(game["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    page.locator(".players li[data-seat='5']").wait_for()
    settled(page)
    page.wait_for_timeout(300)  # the web fonts in, the top bar at its height
    players = page.locator(".side .players").bounding_box()
    assert players is not None and players["height"] <= 400, players
    # A line said in the chat, the log's newest: on the screen, the column unscrolled.
    page.locator(".chat input").fill("gl hf")
    page.locator(".chat button[data-kind=chat-send]").click()
    line = page.locator(".log li.ev-chat", has_text="gl hf")
    line.wait_for()
    assert page.locator(".side").evaluate("(el) => el.scrollTop") == 0
    for el in (page.locator(".side .chat input"), line):
        box = el.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 800, box
    levels = page.locator(".players li[data-seat='2'] .levels")
    assert plain(levels.get_attribute("aria-label") or "") == ORANGE_LEVELS[lang]
    assert [plain(b) for b in levels.locator(".level").all_inner_texts()] == ["0", "3", "0"]
    assert page.locator(".players li[data-seat='2'] .player-imp").is_hidden()
    page.screenshot(path=screenshots / f"five-six-side-{lang}.png")
    no_missing_messages(page)
    assert errors == []
    page.close()

    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    )
    phone = context.new_page()
    phone.goto(game["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    phone.locator(".phone-tab[data-tab='players']").click()
    words = phone.locator(".players li[data-seat='2'] .player-imp")
    words.wait_for()
    assert plain(words.inner_text()) == ORANGE_LEVELS[lang]
    assert phone.locator(".players li[data-seat='2'] .levels").is_hidden()
    assert _layout_problems(phone) == []
    context.close()


# Red to play in a six-seat game, a settlement on 3 and a city on 8 (3 points of the 4 to
# win), the grain and ore of a city in hand: its city on 3 wins.
SIX_WIN = {
    "phase": "main",
    "turn": 9,
    "turn_seat": 0,
    "players": [
        {"settlements": [3], "cities": [8], "roads": [0], "hand": {"ore": 3, "grain": 2}},
        *SIX_MAIN["players"][1:],
    ],
}

# Whether the element is on the screen and drawn on top at its middle.
ON_TOP = """(el) => {
  const r = el.getBoundingClientRect();
  if (r.top < -1 || r.bottom > innerHeight + 1 || r.height === 0) return false;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!hit && el.contains(hit);
}"""


@pytest.mark.parametrize(("lang", "size"), [("th", "phone"), ("ar", "phone"), ("hi", "desktop")])
def test_the_game_over_dialog_keeps_its_way_on_in_sight(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    """At the end of a six-seat game the dialog's Replay, Play again and Close stay at its
    foot while the statistics (six rows a table) scroll under them: they were a scroll away
    inside the dialog, 1140 px down a 360x740 phone and 70 px below a 1280x800 screen. Its
    last line still comes above them when scrolled to, and Close closes it."""
    game = stored_game(server, serve_data, ["human"] + ["heuristic"] * 5, SIX_WIN,
                       grace_period=86400, vp_to_win=4)  # fmt: skip
    viewport = {"width": 360, "height": 740} if size == "phone" else {"width": 1280, "height": 800}
    context = browser.new_context(
        viewport=viewport, is_mobile=size == "phone", has_touch=size == "phone"
    )
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(game["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    page.wait_for_selector("main.game[data-seat='0']")
    settled(page)
    page.locator(".buildbar button[data-kind='build_city']").click()
    page.locator("[data-target='vertex:3']").click()
    over = page.locator(".dialog.gameover")
    over.wait_for()
    page.wait_for_timeout(500)  # its charts drawn
    assert over.evaluate("(el) => el.scrollHeight > el.clientHeight"), "nothing to scroll"
    buttons = over.locator(".buttons button")
    assert buttons.count() == 3  # the replay, Play again (a game against our bots), Close
    for i in range(3):
        assert buttons.nth(i).evaluate(ON_TOP), (i, buttons.nth(i).bounding_box())
    page.screenshot(path=screenshots / f"five-six-over-{lang}-{size}.png")
    # Scrolled to its end: the last row above the buttons, nothing wider than the dialog.
    over.evaluate("(el) => { el.scrollTop = el.scrollHeight; }")
    page.wait_for_timeout(200)
    last = over.locator(".over-grid tr").last.bounding_box()
    foot = over.locator(".buttons").bounding_box()
    assert last is not None and foot is not None
    assert last["y"] + last["height"] <= foot["y"] + 1, (last, foot)
    assert over.evaluate("(el) => el.scrollWidth <= el.clientWidth")
    buttons.last.click()
    over.wait_for(state="detached")
    no_missing_messages(page)
    assert errors == []
    context.close()
