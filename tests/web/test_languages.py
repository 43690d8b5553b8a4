"""The game screen in each of the six languages, switched by the page's own language
picker on a 360 px phone: no missing message id, no English left where the language has
its own words, dir="rtl" on Arabic with the board still left to right, the script's web
font loaded, no text overflowing its control. The run writes a screenshot of the board and
of the trade dialog (its cards) per language into test-artifacts/screenshots/."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast, parse

from .conftest import create_game
from .driver import play_until, settled, watch_errors

# Whole games through a real server and browser: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

I18N = Path(__file__).resolve().parents[2] / "cityknights" / "web" / "i18n"
LANGUAGES = ["en", "af", "tr", "ar", "th", "hi"]
#: The web font each language's text needs (the Latin one for the Latin-script languages).
FONT = {
    "en": "Noto Sans",
    "af": "Noto Sans",
    "tr": "Noto Sans",
    "ar": "Noto Sans Arabic",
    "th": "Noto Sans Thai",
    "hi": "Noto Sans Devanagari",
}
SAMPLE = {"ar": "ع", "th": "ก", "hi": "क", "en": "a", "af": "ë", "tr": "ş"}


def plain_messages(lang: str) -> dict[str, str]:
    """The messages that are plain text (no placeholder, no select): id -> text."""
    resource = parse((I18N / f"{lang}.ftl").read_text(encoding="utf-8"))
    out = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            elements = entry.value.elements
            if all(isinstance(e, ast.TextElement) for e in elements):
                out[entry.id.name] = "".join(e.value for e in elements).strip()  # type: ignore[union-attr]
    return out


ENGLISH = plain_messages("en")


def english_left_over(page: Any, lang: str) -> list[str]:
    """English message texts shown as a whole text of an element although the language
    words them differently."""
    if lang == "en":
        return []
    theirs = plain_messages(lang)
    english_only = {
        text for mid, text in ENGLISH.items() if len(text) > 3 and theirs.get(mid) != text
    }
    shown = set(
        page.evaluate(
            """() => [...document.querySelectorAll('body *')]
              .filter(el => el.children.length === 0 && el.offsetParent !== null)
              .map(el => el.textContent.trim()).filter(Boolean)"""
        )
    )
    return sorted(shown & english_only)


def overflowing(page: Any) -> list[str]:
    """Controls whose text does not fit them, and a page wider than the screen."""
    return list(
        page.evaluate(
            """() => {
          const out = [];
          const w = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth > w) out.push(`page ${document.documentElement.scrollWidth} > ${w}`);
          for (const el of document.querySelectorAll('button, a.act, select, label, .badge, h1, h2')) {
            const r = el.getBoundingClientRect();
            if (!r.width || el.closest('.sr-only')) continue;
            if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
              out.push(`${el.outerHTML.slice(0, 90)}: ${el.scrollWidth} > ${el.clientWidth}`);
            if (r.left < -0.5 || r.right > w + 0.5) out.push(`${el.outerHTML.slice(0, 90)} at ${r.left}-${r.right}`);
          }
          return out;
        }"""
        )
    )


def font_loaded(page: Any, lang: str) -> bool:
    return bool(
        page.evaluate(
            """async ([family, sample]) => {
          await document.fonts.ready;
          await document.fonts.load(`16px "${family}"`, sample);
          return [...document.fonts].some(f => f.family.replace(/"/g, '') === family && f.status === 'loaded')
            && document.fonts.check(`16px "${family}"`, sample);
        }""",
            [FONT[lang], SAMPLE[lang]],
        )
    )


def switch(page: Any, lang: str) -> None:
    page.select_option("select.lang-picker", lang)
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
    settled(page)


def check(page: Any, lang: str, where: str) -> None:
    assert page.evaluate("() => window.__missingMessages()") == [], f"{lang} {where}"
    assert english_left_over(page, lang) == [], f"{lang} {where}: English shown"
    assert overflowing(page) == [], f"{lang} {where}"


def test_every_language_on_a_phone(server: str, browser: Any, screenshots: Path) -> None:
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    errors = watch_errors(page)
    game = create_game(
        server,
        seats=["human", "heuristic", "heuristic", "heuristic"],
        vp_to_win=10,
        bot_think=0.2,
        grace_period=30,
    )
    page.goto(game["seats"][0]["link"] + "")
    page.wait_for_selector("main.game[data-seat='0']")

    def trade_offered(p: Any) -> bool:
        return bool(
            p.locator(".actions button[data-kind=offer_trade]").count()
            and not p.locator(".dialog").count()
        )

    play_until(page, random.Random(5), trade_offered, max_clicks=200, limit_s=150)
    assert trade_offered(page), "never reached a turn with the trade button"
    for lang in LANGUAGES:
        switch(page, lang)
        expected = "rtl" if lang == "ar" else "ltr"
        assert page.evaluate("() => document.documentElement.dir") == expected
        assert (
            page.evaluate("() => getComputedStyle(document.querySelector('svg.board')).direction")
            == "ltr"
        )
        assert font_loaded(page, lang), f"{FONT[lang]} not loaded for {lang}"
        check(page, lang, "board")
        page.screenshot(path=screenshots / f"lang-{lang}-board.png", full_page=True)
        page.locator(".actions button[data-kind=offer_trade]").click()
        page.wait_for_selector(".trade-panel")
        check(page, lang, "trade panel")
        page.screenshot(path=screenshots / f"lang-{lang}-dialog.png")
        page.locator(".trade-panel button.cancel").click()
        page.wait_for_selector(".trade-panel", state="detached")
    # The choice is remembered: a reload keeps the last language.
    page.reload()
    page.wait_for_selector("select.lang-picker")
    assert page.evaluate("() => document.documentElement.lang") == LANGUAGES[-1]
    assert page.locator("select.lang-picker").input_value() == LANGUAGES[-1]
    assert errors == []
    context.close()


def test_the_browsers_preference_picks_the_language(server: str, browser: Any) -> None:
    context = browser.new_context(locale="tr-TR")
    page = context.new_page()
    page.goto(server + "/")
    page.wait_for_selector("select.lang-picker")
    assert page.evaluate("() => document.documentElement.lang") == "tr"
    assert page.locator("h1").first.inner_text() == "Şehirler ve Şövalyeler"
    context.close()


def test_the_rules_page_in_every_language(server: str, browser: Any) -> None:
    page = browser.new_page(viewport={"width": 360, "height": 740})
    for lang in LANGUAGES:
        page.goto(f"{server}/?rules=1&lang={lang}")
        page.wait_for_selector("main.rules section")
        # one section per rules-N-title message (the fair dice are the eleventh, five and
        # six players the twelfth)
        assert page.locator("main.rules section[id^='rules-']").count() == 12
        # and the legend of the board's pieces, each named
        assert page.locator("#legend .legend-item").count() == 12
        # The way back to the lobby on the first screen, and the contents: a link to each
        # section by its title, which takes the page there.
        back = page.locator("main.rules a.rules-back").bounding_box()
        assert back is not None and back["y"] + back["height"] <= 740, lang
        links = page.locator("nav.rules-contents li a")
        assert links.count() == 12
        for n in (1, 12):
            link = links.nth(n - 1)
            title = page.locator(f"#rules-{n} h2").inner_text()
            assert link.inner_text() == title and link.get_attribute("href") == f"#rules-{n}"
        links.nth(11).click()
        page.wait_for_function(
            "() => document.querySelector('#rules-12').getBoundingClientRect().top < 100"
        )
        assert page.evaluate("() => window.__missingMessages()") == [], lang
        assert overflowing(page) == [], lang
    page.close()
