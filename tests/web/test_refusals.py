"""Refusals in the browser, in the reader's language: each progress card in hand that is not
playable shows the engine's reason worded from the catalog, and a refused move shows its
reason (not the engine's English). Screenshots of the cards' why-not in English and
Arabic go to test-artifacts/screenshots/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .driver import settled

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

# Seat 0's turn after the roll, the robber still asleep (no barbarian attack yet), no
# knight on the board: the Bishop, the Warlord and the Alchemist cannot be played, each
# for its own reason; the Crane can (a city to improve).
MAIN = {
    "phase": "main",
    "turn": 9,
    "turn_seat": 0,
    "players": [
        {"settlements": [12], "cities": [41], "roads": [11, 19, 52, 59],
         "hand": {"brick": 2, "wool": 1, "ore": 2, "grain": 1},
         "progress_cards": {"bishop": 1, "warlord": 1, "alchemist": 1, "crane": 1}},
        {"settlements": [13, 33], "cities": [24], "roads": [20, 28, 36, 40, 44, 49],
         "hand": {"lumber": 1, "grain": 3, "ore": 3, "paper": 1}},
        {"settlements": [43, 52], "cities": [22], "roads": [24, 62, 68],
         "hand": {"brick": 1, "wool": 3}},
        {"settlements": [20], "roads": [31], "hand": {"grain": 2}},
    ],
}  # fmt: skip
SEATS = ["human", "heuristic", "heuristic", "heuristic"]

# The catalogs' words for these reasons (cityknights/web/i18n/<lang>.ftl, "Refusals").
WHY_NOT = {
    "en": {
        "bishop": "The Bishop can be played only after the barbarians' first attack.",
        "warlord": "You have no inactive knight.",
        "alchemist": "Playable before you roll only.",
    },
    "tr": {
        "bishop": "Piskopos ancak barbarların ilk saldırısından sonra oynanabilir.",  # noqa: RUF001
        "warlord": "Pasif şövalyeniz yok.",
        "alchemist": "Yalnızca zar atmadan önce oynanabilir.",  # noqa: RUF001
    },
}
REFUSED = {
    "en": "A city costs 2 Grain and 3 Ore.",
    "tr": "Bir şehir için gereken: 2 Tahıl ve 3 Cevher.",  # noqa: RUF001
}


def _open(browser: Any, url: str, lang: str) -> Any:
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(url.replace("#", f"?lang={lang}#"))
    page.wait_for_selector("main.game[data-seat='0']")
    settled(page)
    page.wait_for_selector(".progress-card")
    page.__errors = errors  # type: ignore[attr-defined]
    return page


def _why_not(page: Any) -> dict[str, str]:
    out: dict[str, str] = page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('.progress-card')]
            .filter((li) => li.querySelector('.why-not'))
            .map((li) => [li.querySelector('.why-not').dataset.code,
                          li.querySelector('.why-not').textContent.replace(/[\\u2068\\u2069]/g, '')]))"""
    )
    return out


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_cards_why_not_and_a_refused_move_are_worded_from_the_catalog(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, MAIN, vp_to_win=13)
    page = _open(browser, game["seats"][0]["link"], lang)
    texts = [
        t.replace("\u2068", "").replace("\u2069", "")
        for t in page.locator(".progress-card .why-not").all_text_contents()
    ]
    assert sorted(texts) == sorted(WHY_NOT[lang].values())
    codes = _why_not(page)
    assert set(codes) == {"bishop_before_attack", "no_inactive_knight", "card_before_roll"}
    # The playable card has its button instead.
    assert page.locator(".progress-card button.play[data-kind='play_crane']").count() == 1
    version = page.evaluate("() => window.__ck.version")
    # A move the page would not offer: the server refuses it, the page words the reason.
    page.evaluate("() => window.__act({kind: 'build_city', vertex: 12})")
    banner = page.locator(".error[role='alert']")
    banner.wait_for()
    text = banner.inner_text().replace("\u2068", "").replace("\u2069", "")
    assert REFUSED[lang] in text, text
    assert "costs 2 grain" not in text  # the engine's English is not what is shown
    settled(page)
    assert page.evaluate("() => window.__ck.version") == version  # nothing changed
    assert not [e for e in page.__errors if "catalog" in e], page.__errors
    page.context.close()


def test_screenshots_of_the_why_not_in_english_and_arabic(
    server: str, serve_data: Path, browser: Any, screenshots: Path
) -> None:
    game = stored_game(server, serve_data, SEATS, MAIN, vp_to_win=13)
    for lang in ("en", "ar"):
        page = _open(browser, game["seats"][0]["link"], lang)
        assert page.evaluate("() => document.documentElement.dir") == (
            "rtl" if lang == "ar" else "ltr"
        )
        assert page.locator(".progress-card .why-not").count() == 3
        assert all(t.strip() for t in page.locator(".progress-card .why-not").all_text_contents())
        page.locator("section.progress").screenshot(path=str(screenshots / f"why-not-{lang}.png"))
        page.evaluate("() => window.__act({kind: 'build_city', vertex: 12})")
        page.locator(".error[role='alert']").wait_for()
        page.screenshot(path=str(screenshots / f"refused-{lang}.png"))
        assert not [e for e in page.__errors if "catalog" in e], page.__errors
        page.context.close()
