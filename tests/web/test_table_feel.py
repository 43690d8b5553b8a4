"""The table as a colonist.io player reads it, in English and Turkish: the players' panels
stay in sight on a desktop while the side column scrolls to the log, the progress cards or
the city improvements (a phone keeps its tabs); each player's panel names the metropolises
they hold beside the other awards. Screenshots go to test-artifacts/screenshots/feel-*.png
for people to look at."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .driver import settled, watch_errors
from .test_controls import clean
from .test_screens import MIDGAME, SEATS

# Pages through a real server and browser: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

LANGS = ["en", "tr"]
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
PHONE = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}


def open_seat(browser: Any, link: str, lang: str, opts: dict[str, Any]) -> Any:
    page = browser.new_context(**opts).new_page()
    page.__errors = watch_errors(page)  # type: ignore[attr-defined]
    page.goto(link.replace("#", f"?lang={lang}#"))
    page.wait_for_selector("main.game[data-seat='0']")
    settled(page)
    return page


# Whether the element is on the screen and drawn on top at its middle (not scrolled out of
# its column, not covered by what scrolled under it).
IN_SIGHT = """(el) => {
  const r = el.getBoundingClientRect();
  if (r.top < -1 || r.bottom > innerHeight + 1 || r.height === 0) return false;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!hit && el.contains(hit);
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_the_players_stay_in_sight_while_the_side_column_scrolls(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    side = page.locator(".side")
    assert side.evaluate("(el) => el.scrollHeight > el.clientHeight + 100"), "nothing to scroll"
    # Down to the city improvements' chart, the side column's last panel (the page too:
    # the column's foot starts below the screen until the page scrolls).
    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    side.evaluate("(el) => { el.scrollTop = el.scrollHeight; }")
    page.wait_for_timeout(200)
    assert page.locator(".side .chart .metro").last.evaluate(IN_SIGHT)
    for seat in range(4):
        vp = page.locator(f".players li[data-seat='{seat}'] .player-vp")
        assert vp.evaluate(IN_SIGHT), f"{lang}: seat {seat}'s points scrolled out of sight"
        cards = page.locator(f".players li[data-seat='{seat}'] .stat.cards")
        assert cards.evaluate(IN_SIGHT), f"{lang}: seat {seat}'s cards scrolled out of sight"
    page.screenshot(path=screenshots / f"feel-{lang}-desktop-side-scrolled.png")
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", LANGS)
def test_a_phone_keeps_the_players_in_their_tab(
    server: str, serve_data: Path, browser: Any, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, PHONE)
    # The phone's panels are tabs: the players' panel is not pinned over the others.
    assert page.locator(".side .players").evaluate("(el) => getComputedStyle(el).position") in (
        "static",
        "relative",
    )


@pytest.mark.parametrize(("lang", "badge"), [
    ("en", "Politics metropolis"),
    ("tr", "Metropol: Politika"),
])  # fmt: skip
def test_each_players_panel_names_the_metropolises_they_hold(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, badge: str
) -> None:
    # Seat 0 holds the politics metropolis (on its city at 12), seat 1 none.
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    mine = page.locator(".players li[data-seat='0'] .awards .badge.metropolis")
    assert [clean(x) for x in mine.all_inner_texts()] == [badge]
    assert mine.evaluate(IN_SIGHT)
    for seat in (1, 2, 3):
        assert page.locator(f".players li[data-seat='{seat}'] .badge.metropolis").count() == 0
    page.locator(".side .players").screenshot(path=screenshots / f"feel-{lang}-metropolis.png")
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", LANGS)
def test_the_to_act_badge_is_a_label_that_keeps_the_rows_height(
    server: str, serve_data: Path, browser: Any, lang: str
) -> None:
    # Seat 0 is to act: its badge beside its name, seat 1 without one.
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    badge = page.locator(".players li[data-seat='0'] .player-head .badge").last
    assert badge.evaluate(IN_SIGHT)
    style = badge.evaluate(
        "(el) => { const s = getComputedStyle(el); return [s.cursor, s.borderTopWidth,"
        " parseFloat(s.fontSize) < parseFloat(getComputedStyle(el.parentNode).fontSize)]; }"
    )
    # Not drawn as a button (the buttons' class `act` styled it: a pointer, a border, the
    # text's full size), which a player would try to click.
    assert style == ["auto", "0px", True], style
    # The row to act is no taller than the others: the panels do not jump as the turn
    # goes round.
    heights = [
        page.locator(f".players li[data-seat='{s}'] .player-head").bounding_box()["height"]
        for s in (0, 1)
    ]
    assert abs(heights[0] - heights[1]) <= 1, heights
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


# An attack's log line, as the log and the attack's overlay word it (log.js's eventText):
# the barbarians with 4 (cities), Catan's knights with 3.
ATTACK_LINES = """async () => {
  const { eventText } = await import("/js/log.js");
  return [
    eventText({ code: "barbarians_won", cities: 4, knights: 3, losers: [0, 1] }, 0),
    eventText({ code: "barbarians_repelled", cities: 3, knights: 4, defender: 1 }, 0),
    eventText({ code: "barbarians_repelled", cities: 3, knights: 4, tied: [0, 2] }, 0),
  ];
}"""


@pytest.mark.parametrize(("lang", "barbarians", "knights"), [
    ("en", "barbarians {}", "Catan's knights {}"),
    ("tr", "barbarlar {}", "Catan'ın şövalyeleri {}"),  # noqa: RUF001
])  # fmt: skip
def test_an_attacks_line_says_which_number_is_whose(
    server: str, serve_data: Path, browser: Any, lang: str, barbarians: str, knights: str
) -> None:
    # It read "The barbarians win (3 against 4)": the knights' 3 first, so a player could
    # take the barbarians for the weaker side.
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    won, repelled, tie = (clean(x) for x in page.evaluate(ATTACK_LINES))
    assert barbarians.format(4) in won and knights.format(3) in won, won
    for line in (repelled, tie):
        assert barbarians.format(3) in line and knights.format(4) in line, line
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


@pytest.mark.parametrize(("lang", "size", "before", "after"), [
    ("en", "desktop", "Roll the dice", "Your turn"),
    ("tr", "desktop", "Zar atın", "Sıra sizde"),  # noqa: RUF001
    ("tr", "phone", "Zar atın", "Sıra sizde"),  # noqa: RUF001
])  # fmt: skip
def test_the_action_bar_says_the_turn_is_yours_and_the_roll_stands_out(
    server: str,
    serve_data: Path,
    browser: Any,
    screenshots: Path,
    lang: str,
    size: str,
    before: str,
    after: str,
) -> None:
    # Seat 0's turn, before its roll: the bar held a plain "Roll" button and no word.
    position = {**MIDGAME, "phase": "pre_roll", "turn_seat": 0}
    game = stored_game(server, serve_data, SEATS, position, grace_period=86400)
    page = open_seat(
        browser, game["seats"][0]["link"], lang, DESKTOP if size == "desktop" else PHONE
    )
    bar = page.locator(".actions.bar")
    title = bar.locator(".bar-title")
    assert clean(title.inner_text()) == before
    assert title.evaluate(IN_SIGHT)
    roll = bar.locator("button[data-kind=roll]")
    assert "primary" in (roll.get_attribute("class") or "")
    page.screenshot(path=screenshots / f"feel-{lang}-{size}-to-roll.png")
    roll.click()
    page.wait_for_function("() => window.__ck.view.context !== 'pre_roll'")
    settled(page)
    if page.locator(".actions.bar").count():  # not a 7's discard or an attack's decision
        assert clean(page.locator(".actions.bar .bar-title").inner_text()) == after
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


# The reader's own progress cards, as the log and the card's overlay word them.
PLAYED_LINES = """async () => {
  const { eventText } = await import("/js/log.js");
  return [
    eventText({ code: "progress_played", seat: 0, card: "wedding", givers: [3] }, 0),
    eventText({ code: "progress_played", seat: 0, card: "spy", victim: 1 }, 0),
    eventText({ code: "progress_played", seat: 0, card: "irrigation", cards: { grain: 2 } }, 0),
    eventText({ code: "progress_played", seat: 3, card: "spy", victim: 1 }, 0),
  ];
}"""


@pytest.mark.parametrize(("lang", "mine", "red", "green"), [
    ("en", ["You played the Wedding: cards from Green", "You played the Spy on Blue",
            "You played Irrigation and took 2 Grain"], "Red", "Green"),
    ("tr", ["Düğün oynadınız", "Casus oynadınız, hedef: Mavi",  # noqa: RUF001
            "Sulama oynadınız ve aldınız: 2 Tahıl"], "Kırmızı", "Yeşil"),  # noqa: RUF001
])  # fmt: skip
def test_the_log_says_you_for_your_own_progress_cards(
    server: str, serve_data: Path, browser: Any, lang: str, mine: list[str], red: str, green: str
) -> None:
    # It read "Red played the Wedding" on Red's own page, where every other line of the
    # reader's says "You".
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    *own, other = (clean(x) for x in page.evaluate(PLAYED_LINES))
    for line, start in zip(own, mine, strict=True):
        assert line.startswith(start), line
        assert red not in line, line
    assert other.startswith(green), other  # another's card still names them
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


# Seat 2's 7: seat 0 discards 2 lumber and 1 grain, then seat 3 one ore, as the server's
# events come (one a card); the log's lines for that turn.
DISCARD_LINES = """async () => {
  const { turnsOf, eventText } = await import("/js/log.js");
  const d = (seat, card) => ({ code: "discarded", seat, card });
  const turns = turnsOf([{ code: "turn_started", turn: 5, seat: 2 },
    d(0, "lumber"), d(0, "grain"), d(0, "lumber"), d(3, "ore")]);
  return turns[turns.length - 1].entries.map((e) => eventText(e, 0));
}"""


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["You discarded 2 Lumber and 1 Grain.", "Green discarded Ore."]),
    ("tr", ["Attığınız kartlar: 2 Kereste ve 1 Tahıl.", "Yeşil attı: Cevher."]),  # noqa: RUF001
])  # fmt: skip
def test_a_discard_is_one_line_with_its_cards_counted(
    server: str, serve_data: Path, browser: Any, lang: str, lines: list[str]
) -> None:
    # A discard of 6 took 6 lines ("You discarded Lumber." six times).
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    assert [clean(x) for x in page.evaluate(DISCARD_LINES)] == lines
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


@pytest.mark.parametrize(("lang", "winner", "why"), [
    ("en", 0, "10 points 10 points to win"),  # the dot between is drawn by CSS
    ("tr", 1, "4 puan Kazanmak için 4 puan"),
])  # fmt: skip
def test_the_game_over_screen_says_why_the_winner_won(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, winner: int, why: str
) -> None:
    # The winner on their own turn with the points to win (seat 0 has 10, seat 1 has 4):
    # the screen said who won ("Blue wins"), not with what.
    points = {0: 10, 1: 4}[winner]
    position = {**MIDGAME, "turn_seat": winner}
    game = stored_game(server, serve_data, SEATS, position, grace_period=86400, vp_to_win=points)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    over = page.locator(".dialog.gameover")
    over.wait_for()
    assert clean(over.locator(".winner-why").inner_text()) == why
    rows = over.locator(".points-table tbody tr")
    assert [i for i in range(4) if "won" in (rows.nth(i).get_attribute("class") or "")] == [winner]
    over.screenshot(path=screenshots / f"feel-{lang}-gameover.png")
    # The finished game's analysis is refused (409) for a game stored from a position.
    errors = [e for e in page.__errors if "409" not in e]  # type: ignore[attr-defined]
    assert errors == [], errors


@pytest.mark.parametrize(("lang", "word"), [("en", "knights"), ("tr", "şövalye")])
def test_the_deserters_choice_shows_each_opponents_knights(
    server: str, serve_data: Path, browser: Any, lang: str, word: str
) -> None:
    # Seat 0's turn after its roll, the Deserter in hand: its choice of opponent said
    # "Orange (cards: 5)", the cards they hold, which the Deserter does not touch.
    position = copy.deepcopy(MIDGAME)
    position["phase"] = "main"
    position["turn_seat"] = 0
    position["players"][0]["progress_cards"] = {"deserter": 1}
    game = stored_game(server, serve_data, SEATS, position, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    page.locator(".progress-card.playable button.play").first.click()
    options = page.locator(".dialog button.option")
    options.first.wait_for()
    knights = page.evaluate(
        "() => window.__ck.view.knights.map(([, seat]) => seat).filter((s) => s !== 0)"
    )
    texts = [clean(x) for x in options.all_inner_texts()]
    assert texts, "no opponent offered"
    for text in texts:
        assert f"({word}: " in text, text
    # Each opponent's number is how many knights they have on the board.
    shown = sorted(int(x.rsplit(": ", 1)[1].rstrip(")")) for x in texts)
    assert shown == sorted(knights.count(s) for s in set(knights)), (texts, knights)
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


# A lost attack's overlay, rendered in the reader's page (seat 0): each seat's row names
# it as the players panel does, the reader's as "Red (you)".
ATTACK_ROWS = """async () => {
  const { html, render } = await import("/js/lib.js");
  const { Overlay } = await import("/js/overlays.js");
  const event = { code: "barbarians_won", cities: 4, knights: 2, losers: [0, 1],
                  strength: [0, 0, 2, 0] };
  const el = document.createElement("div");
  document.body.append(el);
  render(html`<${Overlay} overlay=${{ type: "attack", event, seats: 4 }} reader=${0} />`, el);
  const rows = [...el.querySelectorAll(".attack-seats .who")].map((w) => w.textContent);
  el.remove();
  return rows;
}"""


@pytest.mark.parametrize(("lang", "reader", "other"), [
    ("en", "Red (you)", "Blue"),
    ("tr", "Kırmızı (siz)", "Mavi"),  # noqa: RUF001
])  # fmt: skip
def test_an_attacks_overlay_names_the_reader_as_the_players_panel_does(
    server: str, serve_data: Path, browser: Any, lang: str, reader: str, other: str
) -> None:
    # The reader's row read "you", in lower case, alone among the colours: a label, not
    # a word inside a sentence.
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    rows = [clean(r) for r in page.evaluate(ATTACK_ROWS)]
    panel = clean(page.locator(".players li[data-seat='0'] .player-name").inner_text())
    assert rows[0] == panel == reader, (rows, panel)
    assert rows[1] == other, rows
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]
