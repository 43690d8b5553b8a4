"""The ladder's pages in a real browser, in all six languages, on a desktop and a 360x740
phone: the leaderboard (rank, name, rating, games, karma; bots marked) and a profile
(rating over time as a chart, recent games with their replays, win rate by seat, VP by
source), from ratings stored by ranked games; no message missing, no English left over,
nothing overflowing; a name with markup shows as text; axe finds no serious violation.
Screenshots: test-artifacts/screenshots/ladder-{page}-{lang}-{size}.png."""

from __future__ import annotations

import json
import re
import secrets
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx
import pytest

from cityknights.server.ratings import BOT_LEVELS, rate
from cityknights.server.serve import DATABASE_FILE
from cityknights.server.storage import GameRecord, PlayerRecord, SeatRecord, open_storage
from cityknights.server.storage.results import FinalSeat

from .driver import watch_errors
from .test_axe import violations
from .test_languages import LANGUAGES, check, font_loaded
from .test_screens import SIZES

pytestmark = [pytest.mark.timeout(300), pytest.mark.flaky(reruns=2)]

MARKUP = "<b>Bold</b>"


@pytest.fixture(scope="module")
def ladder(serve_data: Path, server: str) -> dict[str, str]:
    """Three accounts (one named with markup) and the bot levels, after five ranked games
    of C&K stored straight into the server's database; their names."""
    del server  # the server made the database (and its schema) first
    tag = secrets.token_hex(3)
    names = {"star": f"Anna{tag}", "markup": MARKUP[:3] + tag + MARKUP[3:], "third": f"Ben{tag}"}
    storage = open_storage(serve_data / DATABASE_FILE)
    try:
        ids = {}
        for key, name in names.items():
            ids[key] = f"id-{key}-{tag}"
            storage.create_player(
                PlayerRecord(ids[key], name, "account", time.time(), "x"), name.lower(), None
            )
        for g in range(5):
            game_id = f"ranked{tag}{g}"
            holders = [ids["star"], ids["markup"], ids["third"], BOT_LEVELS[g % 4].id]
            holders = holders[g % 4 :] + holders[: g % 4]  # each sits in every seat
            seats = tuple(
                SeatRecord(i, "bot" if h.startswith("bot:") else "human", None, None, True,
                           None if h.startswith("bot:") else h)
                for i, h in enumerate(holders)
            )  # fmt: skip
            storage.create_game(
                GameRecord(game_id, {"game": {"expansion": "ck"}, "room": {}}, time.time(), 0,
                           "finished", None, False, "Ranked CK", seats)
            )  # fmt: skip
            storage.add_ranked_game(game_id, "ck", holders, time.time())
            if g == 3:  # the player with the markup name left this one
                storage.seat_left(game_id, holders.index(ids["markup"]), time.time())
            vp = {ids["star"]: 13, ids["markup"]: 9 + g % 3, ids["third"]: 7}
            final = [
                FinalSeat(s, vp.get(h, 8), {"settlements": 2, "cities": vp.get(h, 8) - 2},
                          h == ids["star"])
                for s, h in enumerate(holders)
            ]  # fmt: skip
            storage.record_result(game_id, "ck", final, time.time() + g, rate)
    finally:
        storage.close()
    return names


def _audit(page: Any, where: str) -> None:
    found = violations(page)
    assert found == [], f"{where}: {json.dumps(found, indent=1)}"


@pytest.mark.parametrize("size", list(SIZES))
def test_leaderboard_and_profile_in_every_language(
    server: str, browser: Any, screenshots: Path, ladder: dict[str, str], size: str
) -> None:
    context = browser.new_context(**SIZES[size], bypass_csp=True)  # axe is an inline script
    page = context.new_page()
    errors = watch_errors(page)
    for lang in LANGUAGES:
        page.goto(f"{server}/?leaderboard=ck&lang={lang}")
        page.wait_for_selector("table.ladder-table tbody tr")
        assert font_loaded(page, lang), f"{lang} {size}: font"
        check(page, lang, f"{size} leaderboard")
        rows = page.locator("table.ladder-table tbody tr")
        names = [rows.nth(i).locator("th").inner_text() for i in range(rows.count())]
        assert any(n.startswith(ladder["star"]) for n in names)
        # The markup is text, not a bold element.
        assert page.locator(f"tbody th a:text-is('{ladder['markup']}')").count() == 1
        assert page.locator("tbody th b").count() == 0
        assert page.locator("tbody .bot-mark").count() == 4  # the four bot levels, marked
        # A level is shown by its name in the language, not by its id.
        assert not [n for n in names if n.startswith(("mcts-", "random", "heuristic"))]
        page.screenshot(path=screenshots / f"ladder-leaderboard-{lang}-{size}.png", full_page=True)
        if lang in ("en", "ar"):
            _audit(page, f"{lang} {size} leaderboard")

        page.goto(f"{server}/?player={quote(ladder['markup'])}&lang={lang}")
        page.wait_for_selector(".rating-chart svg polyline")
        check(page, lang, f"{size} profile")
        assert page.locator("h1").inner_text().startswith(ladder["markup"])
        recent = page.locator("section[aria-labelledby=ladder-recent] tbody tr")
        assert recent.count() == 5
        replay = recent.first.locator("a").get_attribute("href")
        assert replay is not None and replay.startswith("/?replay=ranked")
        # Each game says when it ended (the rows were alike), newest first.
        ended = recent.locator("time").evaluate_all(
            "(ts) => ts.map((t) => t.getAttribute('datetime'))"
        )
        assert len(ended) == 5 and ended == sorted(ended, reverse=True) and all(ended), ended
        assert page.locator("section[aria-labelledby=ladder-seats] tbody tr").count() == 4
        assert page.locator(".vp-sources div").count() == 2
        assert page.locator(".rating-chart circle").count() == 5
        page.screenshot(path=screenshots / f"ladder-profile-{lang}-{size}.png", full_page=True)
        if lang in ("en", "ar"):
            _audit(page, f"{lang} {size} profile")
    page.goto(f"{server}/?player=nobody-at-all&lang=en")
    page.wait_for_selector("[role=alert]")
    page.goto(f"{server}/?bot=mcts-400&lang=en")
    page.wait_for_selector(".ladder h1 .bot-mark")
    assert [e for e in errors if "404 (Not Found)" not in e] == []
    context.close()


def _account(server: str, name: str) -> httpx.Client:
    client = httpx.Client(base_url=server, headers={"Origin": server}, timeout=20)
    made = client.post("/api/accounts", json={"name": name, "password": "correct horse"})
    assert made.status_code == 201, made.text
    return client


def test_play_ranked_from_the_lobby(server: str, browser: Any, screenshots: Path) -> None:
    """An account presses "Play ranked", waits (one of four), and is taken to its seat
    when three more players join the queue."""
    tag = secrets.token_hex(3)
    context = browser.new_context(**SIZES["phone"])
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang=en")
    page.fill("input[name=player-name]", f"Queued{tag}")
    page.fill("input[name=password]", "correct horse")
    page.locator("button[data-kind=register]").click()
    page.wait_for_selector(".identity[data-player=account]")
    # A new account: unrated, karma new (no game finished yet).
    standing = page.locator(".ranked .ranked-standing")
    standing.wait_for()
    assert "No ranked games yet." in standing.inner_text() and "New" in standing.inner_text()
    page.select_option(".ranked select", "base")
    page.locator("button[data-kind=ranked-play]").click()
    status = page.locator(".ranked [role=status]")
    status.wait_for()
    shown = re.sub("[\u2068\u2069]", "", status.inner_text())  # Fluent's isolation marks
    assert "1 of 4" in shown and "Base game" in shown
    assert page.locator("button[data-kind=ranked-leave]").count() == 1
    for lang in ("en", "ar"):
        page.select_option("select.lang-picker", lang)
        page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
        check(page, lang, "phone ranked queue")
        page.screenshot(path=screenshots / f"ladder-queue-{lang}-phone.png", full_page=True)
    others = [_account(server, f"Other{tag}{i}") for i in range(3)]
    try:
        for other in others:
            other.post("/api/queue", json={"expansion": "base"})
        page.wait_for_url("**/play/**", timeout=30_000)
        page.wait_for_selector("main.game[data-seat]")
        assert "#token=" in page.url
        seats = {o.get("/api/queue").json()["game"] for o in others}
        assert seats == {page.url.split("/play/")[1].split("#")[0]}
    finally:
        for other in others:
            other.close()
    assert errors == []
    context.close()


# The links of the ladder's tables narrower or shorter than a finger's 24 px: [text, w, h].
SMALL_LINKS = """() => [...document.querySelectorAll('.ladder-table a')].map((a) => {
  const r = a.getBoundingClientRect();
  return [a.textContent.trim(), Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10];
}).filter(([, w, h]) => w < 24 || h < 24)"""


@pytest.mark.parametrize("lang", ["hi", "tr", "af"])
def test_the_tables_links_take_a_finger_on_a_phone(
    server: str, browser: Any, screenshots: Path, ladder: dict[str, str], lang: str
) -> None:
    """On a 360x740 phone a profile's "Watch" (the replay of a recent game) was a link of
    19 by 19 px in Hindi, 23 by 19 in Turkish, 24 by 19 in Afrikaans, and the names of the
    leaderboard 19 px high: each is at least 24 by 24 px now."""
    context = browser.new_context(**SIZES["phone"])
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?leaderboard=ck&lang={lang}")
    page.wait_for_selector("table.ladder-table tbody tr")
    assert page.locator(".ladder-table tbody a").count() >= 7
    assert page.evaluate(SMALL_LINKS) == []
    page.screenshot(path=screenshots / f"ladder-links-leaderboard-{lang}.png")
    page.goto(f"{server}/?player={quote(ladder['star'])}&lang={lang}")
    page.wait_for_selector("section[aria-labelledby=ladder-recent] tbody tr a")
    assert page.evaluate(SMALL_LINKS) == []
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    page.screenshot(path=screenshots / f"ladder-links-profile-{lang}.png", full_page=True)
    assert [e for e in errors if "404 (Not Found)" not in e] == []
    context.close()


# 20 letters (the most a name may have), no space to wrap at, and wide capitals
LONG_NAMES = ("Onbeskryflikgrootste", "AbdulrahmanAlQahtani")


@pytest.mark.parametrize("lang", ["en", "af", "tr", "ar", "th", "hi"])
def test_a_long_name_keeps_one_line_on_a_phone(
    server: str, browser: Any, ladder: dict[str, str], lang: str
) -> None:
    """A 17-letter name broke mid-word on a 360 px phone ("Grootboerkoning" and "in" on the
    next line): the rating's uncertainty beside it, and the other columns' share of the
    width, took the room. The uncertainty stands under the rating now, the columns of
    numbers take what they need and the name the rest (Afrikaans's "Gradering" may break
    at its soft hyphen), and the name keeps its one line. A 20-letter one (the most a name
    may have) still broke in English, Turkish and Arabic: on a phone the headings of the
    numbers' columns, wider than the numbers, and the names are a little smaller."""
    del ladder  # rows to show: the first is renamed on its way to the page
    context = browser.new_context(**SIZES["phone"])
    page = context.new_page()

    def renamed(route: Any) -> None:
        got = route.fetch()
        body = got.json()
        for row, name in zip(body["players"], LONG_NAMES, strict=False):
            row["name"] = name
        route.fulfill(response=got, json=body)

    page.route("**/api/leaderboard*", renamed)
    page.goto(f"{server}/?leaderboard=ck&lang={lang}")
    page.locator(".ladder-table tbody th a", has_text=LONG_NAMES[1]).wait_for()
    page.evaluate("() => document.fonts.ready")
    for name in LONG_NAMES:
        lines = page.locator(".ladder-table tbody th a", has_text=name).evaluate(
            "(a) => { const r = document.createRange(); r.selectNodeContents(a);"
            " return new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size; }"
        )
        assert lines == 1, (name, lines)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    context.close()
