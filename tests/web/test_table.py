"""The table as a game: a page opened late shows the whole log (in turns, oldest first)
and the last roll; reduced motion shows every end state at once; the animation paths
(dice, production flights, steals, knights, overlays) run without a console error. In
English and in Arabic (right to left)."""

from __future__ import annotations

import json
import random
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import connect

from .conftest import create_game
from .driver import game_over, play_until, settled, watch_errors

# Whole games through a real server and browser: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(420), pytest.mark.flaky(reruns=2)]

QUIET = {"turn_ended", "turn_started"}
#: Cards a log line counts (web/js/words.js CARDS): resources, then commodities.
CARDS = {"lumber", "brick", "wool", "grain", "ore", "cloth", "coin", "paper"}
#: The animation paths a game of about 25 turns runs through: the dice, production flying
#: to the panels and the hand, the robber, a steal, a progress card shown, an attack.
PATHS = {"dice", "production", "robber", "steal", "progress", "attack"}
#: Counts the moments anything moved on the page (reduced motion: there must be none).
WATCH_MOTION = """
window.__moved = [];
setInterval(() => {
  const el = document.querySelector('.dice.rolling, .ghost, .piece.fresh, .road.fresh');
  const running = document.getAnimations ? document.getAnimations().filter(a => a.playState === 'running') : [];
  if (el) window.__moved.push(el.className.baseVal ?? el.className);
  for (const a of running) window.__moved.push(a.animationName || 'web-animation');
}, 40);
"""


@pytest.fixture(scope="module")
def long_game(server: str) -> str:
    """A C&K game of four bots, finished, of more than 300 versions."""
    game = create_game(server, seats=["heuristic"] * 4, vp_to_win=10, pace="instant")["game"]
    deadline = time.monotonic() + 240
    while True:
        with urllib.request.urlopen(f"{server}/api/games/{game}", timeout=10) as res:
            summary = json.loads(res.read())
        if summary["status"] == "finished":
            break
        assert time.monotonic() < deadline, "the bots' game did not end"
        time.sleep(1)
    assert summary["version"] > 300
    return str(game)


def spectator_past(server: str, game: str) -> tuple[int, list[dict[str, Any]]]:
    """What a spectator's socket gets: the version and every event of the history."""
    events: list[dict[str, Any]] = []
    with connect(server.replace("http", "ws") + f"/ws/{game}", max_size=None) as ws:
        ws.send(json.dumps({"type": "hello", "protocol": 1}))
        version = -1
        while True:
            message = json.loads(ws.recv(30))
            if message["type"] == "state":
                version = message["version"]
            if message["type"] == "history":
                events += [e for step in message["steps"] for e in step["events"]]
                if message["done"]:
                    return version, events


def open_page(browser: Any, lang: str, **context: Any) -> Any:
    """A page in `lang`; the motion tests' pages move unless a test says otherwise."""
    context.setdefault("reduced_motion", "no-preference")
    page = browser.new_context(**context).new_page()
    page.add_init_script(f"localStorage.setItem('ck-lang', {json.dumps(lang)})")
    return page


def log_lines(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The log's lines for `events`: one an event but the quiet ones, and one for each
    seat's discard, however many cards it holds (its events come one a card: log.js
    discardsTogether joins those of one seat that follow one another in a turn)."""
    lines: list[dict[str, Any]] = []
    joinable = False  # the last line is a discard of known cards that a next may join
    for e in events:
        if e["code"] == "turn_started":
            joinable = False
        if e["code"] in QUIET:
            continue
        known = e["code"] == "discarded" and e.get("card") in CARDS
        if known and joinable and lines[-1]["seat"] == e["seat"]:
            continue
        lines.append(e)
        joinable = known
    return lines


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("size", [(1280, 900), (360, 740)], ids=["desktop", "phone"])
def test_a_page_opened_late_shows_the_whole_log_and_the_last_roll(
    server: str, browser: Any, long_game: str, lang: str, size: tuple[int, int], screenshots: Path
) -> None:
    version, events = spectator_past(server, long_game)
    page = open_page(browser, lang, viewport={"width": size[0], "height": size[1]})
    errors = watch_errors(page)
    page.goto(f"{server}/play/{long_game}")
    page.wait_for_selector("main.game.watching")
    page.wait_for_function("() => window.__ck.historyDone === true")
    assert page.evaluate("() => document.documentElement.dir") == ("rtl" if lang == "ar" else "ltr")
    # Every line of the game, once, oldest first, under one heading per turn.
    lines = log_lines(events)
    assert page.locator(".log li.ev").count() == len(lines)
    turns = [e for e in events if e["code"] == "turn_started"]
    assert page.locator(".log .turn-head").count() == len(turns) + 1  # and the setup
    first = page.locator(".log li.ev").first.get_attribute("class")
    assert first is not None and f"ev-{lines[0]['code']}" in first.split()
    assert page.evaluate("() => window.__ck.version") == version
    # The last roll stays shown, landed.
    last = [e for e in events if e["code"] == "dice_rolled"][-1]
    dice = page.locator(".dice")
    assert dice.get_attribute("data-roll") == f"{last['white']},{last['red']},{last['event']}"
    assert "landed" in (dice.get_attribute("class") or "")
    # The log keeps to its newest line (scrolled there in the frame after its lines are
    # drawn, so waited for: read at once, a loaded machine found it a frame early).
    page.wait_for_function(
        "() => { const el = document.querySelector('.log-turns');"
        " return el.scrollTop + el.clientHeight >= el.scrollHeight - 2; }",
        timeout=5000,
    )
    # The game-over dialog: each section's heading above its chart or table (the panels'
    # figures are laid out in a row; the dialog's sections are not).
    stacked = page.locator(".dialog.gameover section.stat").evaluate_all(
        "els => els.map(s => s.children[0].getBoundingClientRect().bottom"
        " <= s.children[1].getBoundingClientRect().top + 1)"
    )
    assert stacked and all(stacked), stacked
    name = f"late-{lang}-{'phone' if size[0] < 500 else 'desktop'}.png"
    page.screenshot(path=screenshots / name, full_page=True)
    assert errors == []


WAIT_MS = 15_000
AT_NEWEST = (
    "() => { const el = document.querySelector('.log-turns');"
    " return el.scrollTop + el.clientHeight >= el.scrollHeight - 2; }"
)


def taller(page: Any, line_height: str) -> None:
    """The log's lines drawn taller, as a font arriving does (the page's CSP refuses a
    style sheet of the test's own: each line's style is set)."""
    page.evaluate(
        "(h) => document.querySelectorAll('.log li.ev').forEach((li) => { li.style.lineHeight = h; })",
        line_height,
    )


def test_the_log_keeps_to_its_newest_line_when_its_lines_grow_without_a_move(
    server: str, browser: Any, long_game: str
) -> None:
    """Lines grow taller with no render: a web font arriving after they were drawn (the
    Arabic, Thai and Devanagari fonts load when their letters first show; a page opened
    late in Arabic was left above its newest line on a loaded machine), or the box made
    another height. The log kept to its newest line stays there; one the reader scrolled
    up stays where it was."""
    page = open_page(browser, "ar", viewport={"width": 1280, "height": 900})
    errors = watch_errors(page)
    page.goto(f"{server}/play/{long_game}")
    page.wait_for_selector("main.game.watching")
    page.wait_for_function("() => window.__ck.historyDone === true")
    page.wait_for_function(AT_NEWEST, timeout=WAIT_MS)
    # A font's arrival, as the browser tells it: the lines taller, then the event.
    taller(page, "2.6")
    assert not page.evaluate(AT_NEWEST)  # grown below what is shown
    page.evaluate("() => document.fonts.dispatchEvent(new Event('loadingdone'))")
    page.wait_for_function(AT_NEWEST, timeout=WAIT_MS)
    # The box another height: a shorter window.
    taller(page, "3.2")
    page.set_viewport_size({"width": 1280, "height": 700})
    page.wait_for_function(AT_NEWEST, timeout=WAIT_MS)
    # Scrolled up by the reader: left there when lines grow.
    page.evaluate("() => { const el = document.querySelector('.log-turns'); el.scrollTop = 0; }")
    page.wait_for_timeout(100)
    taller(page, "3.6")
    page.evaluate("() => document.fonts.dispatchEvent(new Event('loadingdone'))")
    page.wait_for_timeout(200)
    assert page.evaluate("() => document.querySelector('.log-turns').scrollTop") == 0
    assert errors == [], errors
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_reduced_motion_shows_end_states_at_once(
    server: str, browser: Any, lang: str, screenshots: Path
) -> None:
    game = create_game(
        server, seats=["human", "heuristic", "heuristic", "heuristic"], pace="normal", vp_to_win=6
    )
    page = open_page(
        browser, lang, viewport={"width": 1280, "height": 900}, reduced_motion="reduce"
    )
    page.add_init_script(WATCH_MOTION)
    errors = watch_errors(page)
    page.goto(game["seats"][0]["link"])
    page.wait_for_selector("main.game[data-seat='0']")

    def rolled_a_few(p: Any) -> bool:
        return bool(p.evaluate("() => (window.__motion.dice || 0) >= 6"))

    play_until(page, random.Random(7), rolled_a_few, max_clicks=300, limit_s=200)
    assert rolled_a_few(page)
    assert page.evaluate("() => window.__moved") == []
    # The dice show the last roll of the log at once, landed.
    last = page.evaluate("() => window.__ck.log.filter(e => e.code === 'dice_rolled').pop()")
    roll = page.locator(".dice").get_attribute("data-roll")
    assert roll == f"{last['white']},{last['red']},{last['event']}"
    assert page.locator(".ghost").count() == 0
    # A reload shows every line again, the chat included, once, in its place.
    box = page.locator(".chat input")
    box.fill("still here")
    box.press("Enter")
    page.locator(".log li.ev-chat", has_text="still here").wait_for()
    lines = page.locator(".log li.ev").count()
    page.reload()
    page.wait_for_function("() => window.__ck.historyDone === true")
    settled(page)
    page.locator(".log li.ev-chat", has_text="still here").wait_for()
    assert page.locator(".log li.ev-chat").count() == 1
    assert page.locator(".log li.ev").count() >= lines
    page.screenshot(path=screenshots / f"reload-log-{lang}.png")
    assert errors == []


#: Paths that run where the game has their event: (event code, motion path).
WHERE_THEY_HAPPEN = [
    ("knight_moved", "knight-glide"),
    ("knight_displaced", "knight-pushed"),
    ("city_pillaged", "mark-pillaged"),
]
#: A page opened this late into the game (versions), or at its end if it ends before.
LATE = 300


def open_late(browser: Any, server: str, game: dict[str, Any]) -> None:
    """A spectator's page opened late in the live game: every past line, oldest first,
    and the last roll, landed."""
    _, events = spectator_past(server, game["game"])
    before = [e["code"] for e in events if e["code"] not in QUIET]
    page = open_page(browser, "en", viewport={"width": 360, "height": 740})
    errors = watch_errors(page)
    page.goto(game["url"])
    page.wait_for_selector("main.game.watching")
    page.wait_for_function("() => window.__ck.historyDone === true")
    # The log and its lines read together, until the lines have caught up with the log:
    # the game goes on meanwhile, and a line drawn between two reads made them disagree by
    # one (296 lines against a log of 295); a line is drawn a frame after its event.
    for _ in range(30):
        log, lines = page.evaluate(
            "() => [window.__ck.log, document.querySelectorAll('.log li.ev').length]"
        )
        if lines == len(log_lines(log)):
            break
        page.wait_for_timeout(100)
    shown = [e["code"] for e in log if e["code"] not in QUIET]
    assert shown[: len(before)] == before  # the game may have gone on meanwhile
    assert lines == len(log_lines(log))
    # The dice and the log's last roll, read together: the game goes on meanwhile, and a
    # roll made while the page loaded is drawn after its event (the dice a roll behind the
    # log for a moment), then rolls before it lands. No roll since the history was read
    # before the page opened: the history's last roll is shown landed at once. One since:
    # the dice land on the newest roll within a few seconds.
    rolled_before = sum(e["code"] == "dice_rolled" for e in events)
    reads = 0
    while True:
        rolls, want, shown, landed = page.evaluate(DICE_AND_LAST_ROLL)
        reads += 1
        if rolls == rolled_before or (shown == want and landed) or reads == 100:
            break
        page.wait_for_timeout(100)
    assert (shown, landed) == (want, True), (reads, rolls, rolled_before)
    assert errors == []
    page.context.close()


#: The log's count of rolls and its last one, and what the dice show, read at one moment.
DICE_AND_LAST_ROLL = """() => {
  const rolls = window.__ck.log.filter((e) => e.code === 'dice_rolled');
  const last = rolls[rolls.length - 1];
  const dice = document.querySelector('.dice');
  return [rolls.length, last ? `${last.white},${last.red},${last.event}` : null,
          dice.getAttribute('data-roll'), dice.classList.contains('landed')];
}"""


@pytest.mark.long
@pytest.mark.timeout(900)  # a whole paced game: the longest test of the file
def test_a_whole_game_at_normal_pace_runs_every_animation_path_without_a_console_error(
    server: str, browser: Any, screenshots: Path
) -> None:
    """Three bots at `normal` (the test server's pace clock shortens every beat alike)
    and a person clicking, to the end of the game (7 points: a whole game, short enough
    for CI's two cores). The person's page sees every path: its production flies to its
    hand, the others' to their panels, the bots' steals, knights and cards."""
    game = create_game(
        server, seats=["human", "heuristic", "heuristic", "heuristic"], pace="normal", vp_to_win=7
    )
    page = open_page(browser, "en", viewport={"width": 1280, "height": 900})
    errors = watch_errors(page)
    page.goto(game["seats"][0]["link"])
    page.wait_for_selector("main.game[data-seat='0']")
    shots: set[str] = set()
    opened_late = False

    def done(p: Any) -> bool:
        nonlocal opened_late
        # The moments, shot as they show: a roll with production flying, an overlay.
        for what, selector in (("flying", ".ghost.card"), ("overlay", ".table-overlay")):
            if what not in shots and p.locator(selector).count():
                p.screenshot(path=screenshots / f"table-{what}.png")
                shots.add(what)
        over = game_over(p)
        if not opened_late and (over or p.evaluate("() => window.__ck.version") >= LATE):
            open_late(browser, server, game)
            opened_late = True
        return over

    # The person rolls and ends the turn when they may (the other decisions at random):
    # the bots make the game, and its length stays within CI's budget.
    play_until(
        page, random.Random(11), done, max_clicks=1500, limit_s=600, prefer=("roll", "end_turn")
    )
    where = page.evaluate("() => [window.__ck.version, window.__ck.view.turn]")
    assert game_over(page), f"the game did not end (version, turn: {where})"
    assert opened_late
    ran = page.evaluate("() => window.__motion")
    assert set(ran) >= PATHS, ran
    codes = set(page.evaluate("() => window.__ck.log.map(e => e.code)"))
    for code, path in WHERE_THEY_HAPPEN:
        if code in codes:
            assert ran.get(path, 0) > 0, (code, path, ran)
    # Every flight and placement has ended: nothing is left hanging over the table.
    page.wait_for_function("() => document.querySelectorAll('.ghost').length === 0")
    assert errors == []
