"""The controls in the browser, in English and Arabic (right to left): the build bar with
every build's cost and why not, choices made in one dialog (a discard of 4, harbor trades;
the Alchemist is in test_alchemist.py, a refusal midway in test_refused_midway.py), and the
focus after each. Screenshots go to
test-artifacts/screenshots/controls-*.png for people to look at."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from .conftest import create_game, stored_game
from .driver import settled, watch_errors
from .test_screens import MIDGAME

# Pages through a real server and browser: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

LANGS = ["en", "ar"]
SEATS = ["human", "heuristic", "heuristic", "heuristic"]

# Seat 0's turn after the roll: a settlement and a city, four roads, a hand short of a city
# (one ore) and of any commodity.
MAIN: dict[str, Any] = {
    "phase": "main",
    "turn": 9,
    "turn_seat": 0,
    "players": [
        {"settlements": [12], "cities": [41], "roads": [11, 19, 52, 59],
         "hand": {"brick": 2, "wool": 1, "ore": 2, "grain": 2}},
        {"settlements": [13, 33], "cities": [24], "roads": [20, 28, 36, 40, 44, 49],
         "hand": {"lumber": 1, "grain": 3, "ore": 3, "paper": 1}},
        {"settlements": [43, 52], "cities": [22], "roads": [24, 62, 68],
         "hand": {"brick": 1, "wool": 3}},
        {"settlements": [20], "roads": [31], "hand": {"grain": 2}},
    ],
}  # fmt: skip


def open_game(
    browser: Any,
    link: str,
    lang: str,
    size: str = "desktop",
    seat: int = 0,
    audit: bool = False,
    motion: str | None = None,
) -> Any:
    """The seat's page; `audit`: axe may be injected (its inline script bypasses the CSP);
    `motion`: the page's motion preference ("no-preference" to watch the dice tumble; by
    default the browser's default)."""
    opts: dict[str, Any] = {"viewport": {"width": 1200, "height": 900}}
    if size == "phone":
        opts = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}
    if motion is not None:
        opts["reduced_motion"] = motion
    context = browser.new_context(**opts, bypass_csp=audit)
    page = context.new_page()
    page.__errors = watch_errors(page)  # type: ignore[attr-defined]
    page.goto(link.replace("#", f"?lang={lang}#"))
    page.wait_for_selector(f"main.game[data-seat='{seat}']")
    settled(page)
    return page


def clean(text: str) -> str:
    """Without the bidi isolation marks Fluent puts around variables."""
    return text.replace("\u2068", "").replace("\u2069", "")


# The characters of an element as drawn, left to right on the screen (the bidi marks and
# isolates, which draw nothing, left out): what a reader sees, whatever the order in the text.
DRAWN = """(el) => {
  const chars = [];
  const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    for (let i = 0; i < node.data.length; i++) {
      if (/[\\u200e\\u200f\\u061c\\u202a-\\u202e\\u2066-\\u2069\\s]/.test(node.data[i])) continue;
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      chars.push([range.getBoundingClientRect().left, node.data[i]]);
    }
  }
  return chars.sort((a, b) => a[0] - b[0]).map((c) => c[1]).join('');
}"""


def drawn(locator: Any) -> str:
    return str(locator.evaluate(DRAWN))


def no_errors(page: Any) -> None:
    assert page.__errors == [], page.__errors


@pytest.mark.parametrize("lang", LANGS)
def test_the_build_bar_shows_every_cost_and_why_not(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, MAIN)
    page = open_game(browser, game["seats"][0]["link"], lang)
    bar = page.locator(".buildbar")
    items = bar.locator("button.build")
    assert items.count() == 10  # road to promote, and three improvements
    # A city: greyed, the ore it lacks marked, the reason in words on hover.
    city = bar.locator("button[data-item='build_city:']")
    assert city.get_attribute("aria-disabled") == "true"
    assert city.get_attribute("data-kind") is None  # nothing to click for a move
    assert city.locator(".cost-card.missing").count() == 1
    assert city.locator(".cost-card.card-ore.missing").count() == 1
    assert "Ore" in clean(city.get_attribute("title") or "") or lang != "en"
    # Promote: affordable, but no knight to promote: the reason is not the cost.
    promote = bar.locator("button[data-item='promote_knight:']")
    assert promote.get_attribute("data-why") == "no_place"
    assert promote.locator(".cost-card.missing").count() == 0
    # A tap shows the reason (a touch screen has no hover). Playwright will not click an
    # aria-disabled button; a person can.
    promote.click(force=True)
    why = clean(bar.locator(".build-why").inner_text())
    assert clean(promote.get_attribute("title") or "") in why
    # A legal one highlights its places; a road is chosen on the board.
    wall = bar.locator("button[data-kind='build_wall']")
    wall.click()
    page.wait_for_selector("[data-target^='vertex:']")
    page.screenshot(path=str(screenshots / f"controls-buildbar-{lang}.png"))
    page.locator("[data-target^='vertex:']").first.click()
    page.wait_for_function("() => (window.__ck.view.walls || []).length === 1")
    settled(page)
    assert bar.locator("button[data-item='build_wall:']").get_attribute("aria-disabled") == "true"
    no_errors(page)
    page.context.close()


# Counts the one-dialog choices (several cards, the bank) the page opens from now on: one
# dialog means one, not one per move. (A bot's trade offer may open its own dialog.)
COUNT_DIALOGS = """() => {
  const SEL = '.dialog.several, .dialog.bank';
  window.__dialogs = 0;
  new MutationObserver((list) => {
    for (const m of list) for (const n of m.addedNodes) {
      if (n.nodeType === 1 && (n.matches(SEL) || n.querySelector(SEL))) window.__dialogs += 1;
    }
  }).observe(document.body, { childList: true, subtree: true });
}"""


def discard_position() -> dict[str, Any]:
    """Seat 1 rolled a 7; seat 0 holds 9 cards and must discard 4."""
    position = copy.deepcopy(MAIN)
    position["turn_seat"] = 1
    position["players"][0]["hand"] = {"brick": 3, "wool": 2, "grain": 2, "ore": 2}
    position["pending"] = [{"kind": "discard", "seat": 0, "count": 4}]
    return position


@pytest.mark.parametrize("lang", LANGS)
def test_a_discard_of_four_in_one_dialog(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, discard_position())
    page = open_game(browser, game["seats"][0]["link"], lang)
    dialog = page.locator(".dialog.several")
    dialog.wait_for()
    page.evaluate(COUNT_DIALOGS)
    confirm = dialog.locator("button[data-kind='confirm-several']")
    for c in ["brick", "brick", "ore", "wool"]:
        assert confirm.is_disabled()
        dialog.locator(f".hand-tiles button.card-{c}").click()
    # Four chosen: no more can be, one can be taken back and chosen again.
    assert dialog.locator(".hand-tiles button:not([disabled])").count() == 0
    dialog.locator(".pile-tiles button.card-wool").click()
    assert confirm.is_disabled()
    dialog.locator(".hand-tiles button.card-grain").click()
    page.screenshot(path=str(screenshots / f"controls-discard-{lang}.png"))
    confirm.click()
    page.wait_for_function(
        "() => Object.values(window.__ck.view.hand).reduce((a, b) => a + b, 0) === 5"
    )
    hand = page.evaluate("() => window.__ck.view.hand")
    assert {c: n for c, n in hand.items() if n} == {"brick": 1, "wool": 2, "grain": 1, "ore": 1}
    assert page.evaluate("() => window.__dialogs") == 0  # the one dialog never reopened
    no_errors(page)
    page.context.close()


def harbor_position() -> dict[str, Any]:
    """Seat 0's turn with a settlement on the grain 2:1 harbor: 3 grain, 4 ore."""
    position = copy.deepcopy(MAIN)
    position["players"][0]["settlements"] = [12, 0]
    position["players"][0]["hand"] = {"grain": 3, "ore": 4, "wool": 1}
    return position


# A flying card (motion.js's .ghost) over the open dialog's centre is drawn under the
# dialog: hit-tested as if it took taps (it takes none), the dialog's own element is found.
GHOST_UNDER_DIALOG = """() => {
  const r = document.querySelector('.dialog').getBoundingClientRect();
  const ghost = document.createElement('div');
  ghost.className = 'ghost card';
  ghost.style.cssText = `pointer-events: auto; width: 40px; height: 40px; background: red;
    transform: translate(${r.left + r.width / 2}px, ${r.top + r.height / 2}px)`;
  document.body.append(ghost);
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  ghost.remove();
  return top !== ghost && !!top.closest('.dialog');
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_a_4_to_1_and_a_2_to_1_harbor_trade_in_one_dialog(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, harbor_position())
    page = open_game(browser, game["seats"][0]["link"], lang)
    page.locator(".actions button[data-kind='bank_trade']").click()
    dialog = page.locator(".dialog.bank")
    dialog.wait_for()
    page.evaluate(COUNT_DIALOGS)
    assert page.evaluate(GHOST_UNDER_DIALOG)
    assert clean(dialog.locator("tr[data-card='grain'] td.rate").inner_text()) == "2:1"
    assert clean(dialog.locator("tr[data-card='ore'] td.rate").inner_text()) == "4:1"
    # Read in order in Arabic too: the ratio is one unit, not "1:4" right to left.
    assert drawn(dialog.locator("tr[data-card='grain'] td.rate")) == "2:1"
    assert drawn(dialog.locator("tr[data-card='ore'] td.rate")) == "4:1"
    dialog.locator("button[data-side='give'][data-more='ore']").click()
    dialog.locator("button[data-side='give'][data-more='grain']").click()
    # One lot of ore is all the hand holds: no second.
    assert dialog.locator("button[data-side='give'][data-more='ore']").is_disabled()
    confirm = dialog.locator("button[data-kind='confirm-bank']")
    dialog.locator("button[data-side='get'][data-more='brick']").click()
    assert confirm.is_disabled()  # two lots, one card chosen
    dialog.locator("button[data-side='get'][data-more='lumber']").click()
    page.screenshot(path=str(screenshots / f"controls-bank-{lang}.png"))
    confirm.click()
    page.wait_for_function("() => window.__ck.view.hand.lumber === 1 && !window.__ck.queue")
    hand = page.evaluate("() => window.__ck.view.hand")
    assert {c: n for c, n in hand.items() if n} == {
        "grain": 1, "wool": 1, "brick": 1, "lumber": 1
    }  # fmt: skip
    dialog.wait_for(state="detached")
    assert page.evaluate("() => window.__dialogs") == 0
    # The focus is back on the page's controls, not lost on the body: at the latest the
    # frame after the answer's render (the controls wait while the move is sent).
    page.wait_for_function("() => document.activeElement !== document.body", timeout=5000)
    no_errors(page)
    page.context.close()


def bot_offer_position() -> dict[str, Any]:
    """Seat 1 (a bot) to play after its roll, one grain short of a city, with wool to
    spare; seat 0 (the human) alone holds grain."""
    position = copy.deepcopy(MAIN)
    position["turn_seat"] = 1
    position["players"][1]["hand"] = {"ore": 3, "grain": 1, "wool": 3}
    position["players"][0]["hand"] = {"grain": 2, "brick": 1}
    position["players"][3]["hand"] = {"brick": 1}  # no grain: the human alone can accept
    return position


@pytest.mark.parametrize("lang", LANGS)
def test_a_bot_offers_the_human_a_trade_the_human_accepts(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, bot_offer_position())
    page = open_game(browser, game["seats"][0]["link"], lang)
    dialog = page.locator(".offer-panel.ctx-trade_answer")
    dialog.wait_for()
    offer = page.evaluate("() => window.__ck.view.offer")
    assert offer["get"] == {"grain": 1}, offer  # the bot wants the grain it lacks
    page.screenshot(path=str(screenshots / f"controls-bot-offer-{lang}.png"))
    dialog.locator("button[data-kind='accept_trade']").click()
    page.wait_for_function("() => (window.__ck.view.hand.grain || 0) === 1")
    hand = page.evaluate("() => window.__ck.view.hand")
    got = {c: n for c, n in hand.items() if n and c not in ("grain", "brick")}
    assert sum(got.values()) == 1, hand  # one card of the bot's for the grain
    no_errors(page)
    page.context.close()


def pre_roll_position() -> dict[str, Any]:
    """Seat 0 to roll, with two brick for a city wall."""
    position = copy.deepcopy(MAIN)
    position["phase"] = "pre_roll"
    return position


def focused(page: Any) -> dict[str, Any]:
    out: dict[str, Any] = page.evaluate(
        """() => { const el = document.activeElement;
          return { tag: el.tagName, kind: el.dataset.kind || null, item: el.dataset.item || null,
                   target: el.getAttribute('data-target'), label: el.getAttribute('aria-label') }; }"""
    )
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_turn_by_keyboard_alone(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, pre_roll_position())
    page = open_game(browser, game["seats"][0]["link"], lang)
    page.keyboard.press("r")
    page.wait_for_function("() => window.__ck.view.context === 'main' && !window.__ck.sent")
    page.wait_for_function("() => document.activeElement !== document.body")
    assert focused(page)["tag"] != "BODY"
    # Tab to the city wall on the build bar (the roll may have brought more brick; the
    # position's two are enough).
    for _ in range(80):
        if focused(page)["item"] == "build_wall:":
            break
        page.keyboard.press("Tab")
    assert focused(page)["item"] == "build_wall:"
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement.matches('[data-target]')")
    first = focused(page)
    assert first["label"], first  # a worded name
    # The city has one wall spot per city: arrows stay among the legal targets.
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    assert focused(page)["target"] is not None
    page.screenshot(path=str(screenshots / f"controls-keyboard-{lang}.png"))
    page.keyboard.press("Enter")
    page.wait_for_function("() => (window.__ck.view.walls || []).length === 1 && !window.__ck.sent")
    page.wait_for_function("() => document.activeElement !== document.body")
    page.keyboard.press("e")
    page.wait_for_function("() => window.__ck.view.turn_seat !== 0")
    # Every piece on the board has a worded name with its place.
    names = page.locator("svg.board .piece[aria-label]").evaluate_all(
        "els => els.map((e) => e.getAttribute('aria-label'))"
    )
    assert names and len(set(names)) == len(names), names
    hexes = page.locator("svg.board .hex-group[aria-label]").evaluate_all(
        "els => els.map((e) => e.getAttribute('aria-label'))"
    )
    assert len(hexes) == 19 and len(set(hexes)) == 19
    assert page.locator("[data-announce]").inner_text()
    no_errors(page)
    page.context.close()


# The board's targets found under a number token's or a harbor's disc: its centre and 12
# points just inside its rim, hit-tested as the browser does for a tap (geometry, stroke
# included). Returns what was found, [] when nothing covers any of them.
COVERED = """() => {
  const out = [];
  for (const disc of document.querySelectorAll('.token > circle:first-child, .harbor circle')) {
    const r = disc.getBoundingClientRect();
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2, rad = r.width / 2 - 1;
    const points = [[cx, cy]];
    for (let k = 0; k < 12; k++) {
      points.push([cx + rad * Math.cos(k * Math.PI / 6), cy + rad * Math.sin(k * Math.PI / 6)]);
    }
    for (const [x, y] of points) {
      const hit = document.elementsFromPoint(x, y).find((e) => e.matches('[data-target]'));
      if (hit) out.push(hit.getAttribute('data-target'));
    }
  }
  return out;
}"""


def boxes(page: Any, selector: str) -> list[dict[str, float]]:
    out: list[dict[str, float]] = page.locator(selector).evaluate_all(
        """els => els.map((e) => { const r = e.getBoundingClientRect();
             return {left: r.left, right: r.right, top: r.top, bottom: r.bottom,
                     width: r.width, height: r.height}; })"""
    )
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_the_phone_layout_zooms_to_finger_sized_targets(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    game = create_game(server, seats=["human", "heuristic", "heuristic", "heuristic"])
    page = open_game(browser, game["seats"][0]["link"], lang, "phone")
    page.wait_for_selector("[data-target^='vertex:']")  # the first settlement
    page.screenshot(path=str(screenshots / f"controls-phone-setup-{lang}.png"))
    assert page.evaluate(COVERED) == []  # the whole island in view: every disc checked
    zoom_in = page.locator(".zoom-buttons button.zoom-in")
    while not zoom_in.is_disabled():
        zoom_in.click()
    assert page.locator(".board-zoom").get_attribute("data-zoom") == "4.00"
    page.screenshot(path=str(screenshots / f"controls-phone-zoomed-{lang}.png"))
    targets = boxes(page, ".target-vertex")
    assert targets and min(min(b["width"], b["height"]) for b in targets) >= 44
    # A target is chosen with a tap once scrolled to.
    first = page.locator("[data-target^='vertex:']").first
    first.scroll_into_view_if_needed()
    first.tap()
    page.wait_for_selector("[data-target^='edge:']")
    edges = boxes(page, ".target-edge")
    assert min(min(b["width"], b["height"]) for b in edges) >= 44
    page.locator(".zoom-buttons button.zoom-reset").click()
    page.wait_for_function("() => document.querySelector('.board-zoom').dataset.zoom === '1.00'")
    assert page.evaluate(COVERED) == []
    # The panels are tabs: the hand's tab shows the hand, not the players; the bars stay,
    # and while a place on the board is to be chosen (the setup road) the board does too.
    page.locator(".phone-tab[data-tab='hand']").click()
    assert page.locator(".hand").is_visible()
    assert not page.locator(".players").is_visible()
    assert page.locator(".actions").is_visible()
    assert page.locator("main.game.choosing .board-frame").is_visible()
    page.screenshot(path=str(screenshots / f"controls-phone-hand-{lang}.png"))
    # No keys on a phone: the keyboard's hint is not shown.
    assert page.locator(".hint.keys").count() == 1
    assert not page.locator(".hint.keys").is_visible()
    no_errors(page)
    page.context.close()


# The board's targets whose centre the browser's hit test gives to something else (a zoom
# button over the board): each with what took it; [] when every target takes its own tap.
UNDER_A_CONTROL = """() => [...document.querySelectorAll('[data-target]')].flatMap((el) => {
  const r = el.getBoundingClientRect();
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return top && el.contains(top) ? [] : [`${el.dataset.target} ${top && top.outerHTML.slice(0, 60)}`];
})"""


# The settlement of the island's corner nearest the zoom buttons (at the inline end: the
# right in English, the left in Arabic), whose roads reached under them.
@pytest.mark.parametrize(("lang", "corner"), [("en", "vertex:26"), ("ar", "vertex:21")])
def test_no_zoom_button_covers_a_board_target_on_a_phone(
    server: str, browser: Any, screenshots: Path, lang: str, corner: str
) -> None:
    game = create_game(server, seats=SEATS)
    page = open_game(browser, game["seats"][0]["link"], lang, "phone")
    page.wait_for_selector("[data-target^='vertex:']")  # the first settlement
    assert page.evaluate(UNDER_A_CONTROL) == []
    page.locator(f"[data-target='{corner}']").tap()
    page.wait_for_selector("[data-target^='edge:']")
    page.screenshot(path=str(screenshots / f"controls-phone-road-{lang}.png"))
    assert page.evaluate(UNDER_A_CONTROL) == []
    no_errors(page)
    page.context.close()


@pytest.mark.parametrize(("lang", "lumber"), [("en", "Lumber"), ("ar", "خشب")])
def test_a_progress_cards_choice_is_named_without_its_key_digit(
    server: str, serve_data: Path, browser: Any, lang: str, lumber: str
) -> None:
    """A card's choices in its dialog, as a screen reader names them: the card's words,
    the digit that picks it given as its key shortcut, not read as part of its name
    ("1 Lumber (you hold 1)"); the digit still picks it."""
    position = copy.deepcopy(MAIN)
    position["players"][0]["progress_cards"] = {"resource_monopoly": 1}
    game = stored_game(server, serve_data, SEATS, position)
    page = open_game(browser, game["seats"][0]["link"], lang)
    page.locator(".progress-card button.play[data-kind='play_resource_monopoly']").click()
    dialog = page.locator(".dialog")
    options = dialog.locator("button.option")
    options.first.wait_for()
    tree = clean(dialog.aria_snapshot())
    named = [line for line in tree.splitlines() if "button" in line and lumber in line]
    assert len(named) == 1 and f'button "{lumber}' in named[0], tree
    assert [options.nth(i).get_attribute("aria-keyshortcuts") for i in range(3)] == ["1", "2", "3"]
    page.keyboard.press("1")  # Lumber, the first
    page.wait_for_function("() => !document.querySelector('.dialog')")
    no_errors(page)
    page.context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_the_phone_tabs_move_by_arrow_keys(
    server: str, serve_data: Path, browser: Any, lang: str
) -> None:
    """A phone's panels are tabs, and a tab list is walked by its arrow keys (the order
    a screen reader announces, "tab 1 of 4"): the arrow toward the line's end goes to the
    next tab and shows it, Home and End to the ends; Tab leaves the list from the tab
    shown, not through the four."""
    game = stored_game(server, serve_data, SEATS, MAIN)
    page = open_game(browser, game["seats"][0]["link"], lang, "phone")
    tabs = page.locator(".phone-tabs [role=tab]")
    shown = "() => document.activeElement.dataset.tab + ':' + document.querySelector('.phone-tab[aria-selected=true]').dataset.tab"
    onward, back = ("ArrowRight", "ArrowLeft") if lang == "en" else ("ArrowLeft", "ArrowRight")
    tabs.first.focus()
    assert page.evaluate(shown) == "board:board"
    page.keyboard.press(onward)
    assert page.evaluate(shown) == "hand:hand"
    assert page.locator("main.game.tab-hand").count() == 1
    page.keyboard.press("End")
    assert page.evaluate(shown) == "log:log"
    page.keyboard.press(onward)  # round to the first
    assert page.evaluate(shown) == "board:board"
    page.keyboard.press(back)
    assert page.evaluate(shown) == "log:log"
    page.keyboard.press("Home")
    assert page.evaluate(shown) == "board:board"
    assert [tabs.nth(i).get_attribute("tabindex") for i in range(4)] == ["0", "-1", "-1", "-1"]
    no_errors(page)
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "ar", "hi"])
def test_a_desktop_turn_shows_the_board_and_every_bar_on_one_screen(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    """At 1280x800 the board, the action bar and the whole build bar (its second row too:
    knights and the city improvements) are on the screen without scrolling, in a script
    drawn taller (Arabic's bars took 3rem more, and the improvements fell below it)."""
    game = stored_game(server, serve_data, SEATS, MAIN)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.__errors = watch_errors(page)  # type: ignore[attr-defined]
    page.goto(game["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    page.wait_for_selector("main.game[data-seat='0']")
    settled(page)
    for part in ("svg.board", ".actions", ".buildbar"):
        box = page.locator(part).bounding_box()
        assert box is not None and box["y"] + box["height"] <= 800, (part, box)
    page.screenshot(path=str(screenshots / f"controls-one-screen-{lang}.png"))
    no_errors(page)
    context.close()


# The zoomed board's scroller as the keyboard finds it: its role, name, tab stop, ring.
SCROLLER = """() => {
  const el = document.querySelector(".board-zoom");
  const s = getComputedStyle(el);
  return { focused: document.activeElement === el, visible: el.matches(":focus-visible"),
    outline: [s.outlineStyle, s.outlineWidth], ring: s.boxShadow !== "none", role: el.getAttribute("role"),
    name: el.getAttribute("aria-label"), tabindex: el.getAttribute("tabindex"),
    left: el.scrollLeft, top: el.scrollTop };
}"""


@pytest.mark.parametrize(("lang", "size", "name"), [
    ("en", "desktop", "The island, zoomed in: the arrow keys scroll it"),
    ("ar", "phone", "الجزيرة مكبَّرة: مرّرها بمفاتيح الأسهم"),
])  # fmt: skip
def test_the_zoomed_board_scrolls_with_the_arrow_keys(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str, name: str
) -> None:
    # Zoomed in, the board's scroller could be scrolled by a mouse wheel, a finger or its
    # scroll bars only: the keyboard never reached it (it was no stop of the Tab order).
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_game(browser, game["seats"][0]["link"], lang, size)
    assert page.evaluate(SCROLLER)["tabindex"] is None  # the whole island: nothing to scroll
    zoom_in = page.locator(".zoom-buttons button.zoom-in")
    zoom_in.focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('.board-zoom').dataset.zoom === '2.25'")
    page.keyboard.press("Shift+Tab")  # from the zoom buttons back to the board they zoom
    box = page.evaluate(SCROLLER)
    assert box["focused"] and box["visible"], box
    assert box["role"] == "region" and box["name"] == name, box
    assert box["outline"] == ["solid", "3px"] and box["ring"], box
    page.screenshot(path=str(screenshots / f"controls-zoomed-focus-{lang}-{size}.png"))
    # The island moves under the keys: up for ArrowDown (the box's scrolling, or the
    # page's when the box is as tall as the zoomed board), right for ArrowLeft.
    before = page.locator(".board-zoom .board").bounding_box()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.wait_for_timeout(300)
    after = page.locator(".board-zoom .board").bounding_box()
    assert after["y"] < before["y"] - 20, (before, after)
    assert after["x"] > before["x"] + 20, (before, after)
    assert page.evaluate(SCROLLER)["focused"]  # the keys kept it
    no_errors(page)
