"""Players in the web client: a guest picks a name in the lobby's panel, joins a game
from the lobby, and is named (beside its colour) in the players' panel, the chat log and
the lobby's list; a name holding markup is shown as the text it is, never as markup, in
a left-to-right and a right-to-left language."""

from __future__ import annotations

import copy
import itertools
import re
import secrets
from pathlib import Path
from typing import Any

import pytest

from .conftest import create_game, stored_game
from .driver import watch_errors
from .test_controls import MAIN, no_errors, open_game

# A real server and browser: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(120), pytest.mark.flaky(reruns=2)]


#: The game log's heading, which names its focusable list of lines.
LOG_TITLE = {"en": "Game log", "ar": "سجل اللعبة"}


def _plain(text: str) -> str:
    """What a reader sees: without Fluent's bidi isolation marks around placeholders."""
    return text.replace("\u2068", "").replace("\u2069", "")


@pytest.mark.parametrize(("lang", "colour", "guest_button"), [
    ("en", "Red", "Play as a guest"),
    ("ar", "الأحمر", "العب كضيف"),
])  # fmt: skip
def test_a_guest_named_with_markup_is_shown_as_text(
    server: str, browser: Any, lang: str, colour: str, guest_button: str
) -> None:
    # A name that would load an image and embolden the page if it were markup.
    name = f"<img src=x><b>{secrets.token_hex(2)}"
    page = browser.new_context(viewport={"width": 1200, "height": 900}).new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}")
    page.locator(".identity input[name='player-name']").fill(name)
    page.get_by_role("button", name=guest_button).click()
    signed = page.locator(".identity .signed-in")
    signed.wait_for(timeout=20000)
    assert name in _plain(signed.inner_text())
    assert page.locator(".identity img, .identity b").count() == 0

    game = create_game(server, seats=["open", "heuristic", "heuristic"], expansion="base",
                       grace_period=300, name=f"markup {lang}")  # fmt: skip
    row = page.locator(f"li.game-row[data-game='{game['game']}']")
    page.locator(".lobby-lists button.act").last.click()  # refresh the lists
    row.wait_for(timeout=20000)
    row.locator("button").click()
    page.wait_for_selector("main.game[data-seat='0']", timeout=60000)

    # The players' panel: the name as text, the colour beside it.
    head = page.locator(".players li[data-seat='0'] .player-head strong")
    head.wait_for(timeout=20000)
    shown = _plain(head.inner_text())
    assert name in shown and colour in shown
    # The chat log names the player the same way.
    box = page.locator("#chat-input")
    box.fill("hello")
    box.press("Enter")
    line = page.locator(".log li.ev-chat", has_text="hello")
    line.wait_for(timeout=20000)
    assert name in _plain(line.inner_text())
    assert page.get_by_role("list", name=LOG_TITLE[lang], exact=True).count() == 1
    # Parsed as markup, the name would have made an <img> and a <b> holding its tail.
    tail = name.split("<b>")[1]
    made = (
        "(t) => [...document.querySelectorAll('main b')].filter((b) => b.textContent === t).length"
    )
    assert page.evaluate(made, tail) == 0
    assert page.evaluate("() => document.querySelectorAll('img[src=\"x\"]').length") == 0

    # Another visitor's lobby lists the game with its player's name, as text too.
    other = browser.new_context().new_page()
    other.goto(f"{server}/?lang={lang}")
    listed = other.locator(f"li.game-row[data-game='{game['game']}'] .seat-player")
    listed.wait_for(timeout=20000)
    assert name in _plain(listed.inner_text()) and colour in _plain(listed.inner_text())
    assert other.locator("li.game-row img, li.game-row b").count() == 0
    assert dialogs == [] and errors == []


def test_an_account_made_in_the_lobby_stays_signed_in_and_logs_out(
    server: str, browser: Any
) -> None:
    name = f"Acct {secrets.token_hex(3)}"
    page = browser.new_context().new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang=en")
    panel = page.locator(".identity")
    panel.locator("input[name='player-name']").fill(name)
    panel.locator("input[name='password']").fill("correct horse battery")
    panel.get_by_role("button", name="Create an account").click()
    signed = panel.locator(".signed-in")
    signed.wait_for(timeout=20000)
    assert _plain(signed.inner_text()) == f"Playing as {name} account"
    page.reload()  # the session cookie brings the account back
    panel.locator(".signed-in").wait_for(timeout=20000)
    assert page.evaluate("() => document.cookie") == ""  # HttpOnly: no script reads it
    panel.get_by_role("button", name="Log out").click()
    panel.get_by_role("button", name="Log in").wait_for(timeout=20000)
    # A wrong password is said in words; the right one signs in again.
    panel.locator("input[name='player-name']").fill(name.upper())
    panel.locator("input[name='password']").fill("not the password")
    panel.get_by_role("button", name="Log in").click()
    page.get_by_role("alert").filter(has_text="Wrong name or password.").wait_for(timeout=20000)
    panel.locator("input[name='password']").fill("correct horse battery")
    panel.get_by_role("button", name="Log in").click()
    panel.locator(".signed-in").wait_for(timeout=20000)
    assert name in _plain(panel.locator(".signed-in").inner_text())
    # Enter in either field, with a password typed, logs in as Log in does (not as a guest,
    # whom the server would refuse the account's name).
    for field in ("password", "player-name"):
        panel.get_by_role("button", name="Log out").click()
        panel.locator("input[name='player-name']").fill(name)
        panel.locator("input[name='password']").fill("correct horse battery")
        panel.locator(f"input[name='{field}']").press("Enter")
        page.wait_for_selector(".identity[data-player=account]", timeout=20000)
    # The one console error is the browser's own line for the refused login (401).
    assert [e for e in errors if "401" not in e] == []


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_phone_shows_the_identity_panels_hint(server: str, browser: Any, lang: str) -> None:
    """On a phone the hints that explain a choice stay (a guest's name against an
    account's); only those of keys and dropped files, which a phone has not, go."""
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}")
    hint = page.locator(".identity .hint")
    hint.wait_for(timeout=20000)
    assert hint.is_visible() and len(hint.inner_text().strip()) > 20
    assert errors == []
    context.close()


@pytest.mark.parametrize(("lang", "points"), [("en", "point"), ("hi", "अंक")])
def test_a_screen_reader_hears_each_players_points_once(
    server: str, serve_data: Path, browser: Any, lang: str, points: str
) -> None:
    """The players' panel as a screen reader reads it: each seat's points once, in words
    ("2 points"), not the figure drawn for the eye and then the words ("2 2 points")."""
    game = stored_game(server, serve_data, ["human", "heuristic", "heuristic", "heuristic"], MAIN)
    page = open_game(browser, game["seats"][0]["link"], lang)
    tree = page.locator(".players").aria_snapshot()
    heads = [line for line in tree.splitlines() if points in line]
    assert len(heads) == 4, tree
    for line in heads:
        spoken = _plain(line).split(":", 1)[1].strip()
        assert re.search(rf"\d+ \d+ {points}", spoken) is None, line
    no_errors(page)
    page.context.close()


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", {"bad_name": "That name cannot be used", "bad_password": "8 to 256",
                "wrong_login": "Wrong name or password."}),
        ("th", {"bad_name": "ใช้ชื่อนี้ไม่ได้", "bad_password": "8", "wrong_login": "ชื่อหรือรหัสผ่านไม่ถูกต้อง"}),
    ],
)  # fmt: skip
def test_what_the_server_would_refuse_is_said_without_asking_it(
    server: str, browser: Any, lang: str, words: dict[str, str]
) -> None:
    """Log in or Create an account with what the server's rules refuse for sure (a
    password left empty, one under 8 characters for a new account, a name under 3): the
    same words as the server's answer, and no request sent, so no refused request (which
    the browser logs as an error) and no failed login counted against the name."""
    page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
    errors = watch_errors(page)
    sent: list[str] = []
    page.on("request", lambda r: sent.append(r.url) if r.method == "POST" else None)
    page.goto(f"{server}/?lang={lang}")
    panel = page.locator(".identity")
    panel.locator("input[name='player-name']").wait_for(timeout=20000)
    alert = page.get_by_role("alert")
    cases = [
        ("Someone", "", "login", "wrong_login"),
        ("ab", "correct horse battery", "login", "wrong_login"),
        ("Someone new", "short", "register", "bad_password"),
        (" ab ", "correct horse battery", "register", "bad_name"),
    ]
    for name, password, button, code in cases:
        panel.locator("input[name='player-name']").fill(name)
        panel.locator("input[name='password']").fill(password)
        panel.locator(f"button[data-kind='{button}']").click()
        page.wait_for_timeout(300)  # time for a request to go, if one went
        alert.filter(has_text=words[code]).wait_for(timeout=20000)
        assert sent == [], (name, password, button, sent)
    # A name and password the rules allow are asked about: this one is no account.
    panel.locator("input[name='player-name']").fill(f"Nobody{secrets.token_hex(3)}")
    panel.locator("input[name='password']").fill("correct horse battery")
    panel.locator("button[data-kind='login']").click()
    page.wait_for_timeout(300)
    alert.filter(has_text=words["wrong_login"]).wait_for(timeout=20000)
    assert len(sent) == 1
    assert [e for e in errors if "401" not in e] == []


# The boxes of a form's pieces in reading order: each label's own words and its field, and
# each button.
PIECES = """(form) => {
  const box = (r) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
  const out = [];
  for (const el of form.children) {
    if (el.tagName === "LABEL") {
      const words = [...el.childNodes].find((n) => n.nodeType === 3 && n.data.trim());
      const range = document.createRange();
      range.selectNodeContents(words);
      out.push(["words", box(range.getBoundingClientRect())]);
      out.push(["field", box(el.querySelector("input").getBoundingClientRect())]);
    } else if (el.tagName === "BUTTON") out.push(["button", box(el.getBoundingClientRect())]);
  }
  return out;
}"""


def _touching(pieces: list[Any]) -> list[tuple[str, str, float]]:
    """Neighbours on one line less than 4 px apart, whichever way the line runs."""
    found = []
    for (a, box_a), (b, box_b) in itertools.pairwise(pieces):
        top, low = sorted([box_a, box_b], key=lambda box: box["y"])
        if low["y"] >= top["y"] + top["height"] - 1:
            continue  # a line each
        left, right = sorted([box_a, box_b], key=lambda box: box["x"])
        gap = right["x"] - (left["x"] + left["width"])
        if gap < 4:
            found.append((a, b, gap))
    return found


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_who_you_are_keeps_its_words_fields_and_buttons_apart(
    server: str, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    """The lobby's first panel, signed out and as a guest: a field's words beside it, and
    neither touching the button before or after ("Play as a guest" ran into "Password");
    on a phone each field has a line of its own, with its words."""
    viewport = (
        {"width": 1280, "height": 800} if size == "desktop" else {"width": 360, "height": 740}
    )
    page = browser.new_context(viewport=viewport).new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}")
    form = page.locator(".identity form")
    form.wait_for(timeout=20000)
    pieces = form.evaluate(PIECES)
    assert _touching(pieces) == [], pieces
    if size == "phone":  # each field on its own line: no button beside it
        fields = [box for kind, box in pieces if kind == "field"]
        buttons = [box for kind, box in pieces if kind == "button"]
        for field in fields:
            for button in buttons:
                assert button["y"] >= field["y"] + field["height"] - 1 or (
                    field["y"] >= button["y"] + button["height"] - 1
                ), (field, button)
    page.screenshot(path=str(screenshots / f"identity-{lang}-{size}.png"))
    page.locator(".identity input[name='player-name']").fill(f"Guest{secrets.token_hex(3)}")
    page.locator(".identity button[data-kind='guest']").click()
    upgrade = page.locator(".identity form.upgrade")
    upgrade.wait_for(timeout=20000)
    assert _touching(upgrade.evaluate(PIECES)) == []
    assert errors == []


SPOKEN = {
    "en": ["Turn 9 13 points to win", "Barbarian strength 3 Knights 0", "2 cards Discard limit: 7"],
    "th": ["เทิร์น 9 13 แต้มเพื่อชนะ", "พลังคนเถื่อน 3 อัศวิน 0", "2 ใบ ขีดจำกัดการทิ้ง: 7"],
}


@pytest.mark.parametrize("lang", list(SPOKEN))
def test_a_screen_reader_hears_the_status_lines_parts_apart(
    server: str, serve_data: Path, browser: Any, lang: str
) -> None:
    """The lines whose parts a drawn dot keeps apart (the turn and the points to win, the
    barbarians' and the knights' strength, the hand's count and its limit) are read with
    a space between the parts, not run together ("Turn 913 points to win")."""
    position = copy.deepcopy(MAIN)
    position["players"][0]["hand"] = {"brick": 1, "ore": 1}
    game = stored_game(
        server, serve_data, ["human", "heuristic", "heuristic", "heuristic"], position
    )
    page = open_game(browser, game["seats"][0]["link"], lang)
    tree = _plain(page.locator("main.game").aria_snapshot())
    for spoken in SPOKEN[lang]:
        assert spoken in tree, (spoken, tree[:1500])
    no_errors(page)
    page.context.close()


@pytest.mark.parametrize(
    ("lang", "bad_name", "bad_password"),
    [
        ("en", "That name cannot be used", "A password has 8 to 256 characters."),
        ("hi", "यह नाम", "पासवर्ड"),
    ],
)  # fmt: skip
def test_a_field_refused_by_the_page_says_so_in_the_pages_language(
    server: str, browser: Any, lang: str, bad_name: str, bad_password: str
) -> None:
    """A name too short for "Play as a guest", or a guest's new password too short: the
    page's own check stops it, in the catalog's words (the browser's bubble spoke the
    browser's language: "Please lengthen this text to 3 characters or more"), and the
    field is valid again once typed in."""
    page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}")
    field = page.locator(".identity input[name='player-name']")
    field.fill("ab")
    page.locator(".identity button[data-kind='guest']").click()
    message = field.evaluate("(el) => el.validationMessage")
    assert bad_name in message and "lengthen" not in message, message
    field.fill(f"Guest{secrets.token_hex(3)}")
    assert field.evaluate("(el) => el.checkValidity()")
    page.locator(".identity button[data-kind='guest']").click()
    new_password = page.locator(".identity input[name='new-password']")
    new_password.wait_for(timeout=20000)
    new_password.fill("short")
    page.locator(".identity form.upgrade button").click()
    message = new_password.evaluate("(el) => el.validationMessage")
    assert bad_password in message and "lengthen" not in message, message
    assert errors == []


@pytest.mark.parametrize(("lang", "words"), [("en", "A whole number from 3 to 30."),
                                             ("ar", "عدد صحيح من 3 إلى 30.")])  # fmt: skip
def test_a_number_out_of_range_is_refused_in_the_pages_language(
    server: str, browser: Any, lang: str, words: str
) -> None:
    """The lobby's form with a target of 2 points: stopped by the page's check in the
    catalog's words, not the browser's ("Value must be greater than or equal to 3")."""
    page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}")
    vp = page.locator("form.create input[name=vp]")
    vp.fill("2")
    page.locator("form.create button[type=submit]").click()
    assert _plain(vp.evaluate("(el) => el.validationMessage")) == words
    vp.fill("5")
    assert vp.evaluate("(el) => el.checkValidity()")
    assert errors == []
