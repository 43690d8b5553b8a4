"""An account's "Your bots" panel in the lobby (docs/bot-api.md): make a bot account, see
its token once (it works at the server's doors), challenge it from its ladder page (it
accepts: its room seat is marked a bot's), find it listed, revoke it."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

import httpx
import pytest

from .driver import watch_errors

# A real server and browser: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(120), pytest.mark.flaky(reruns=2)]


def test_an_account_makes_sees_and_revokes_a_bot(server: str, browser: Any) -> None:
    page = browser.new_context(viewport={"width": 1200, "height": 900}).new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang=en")
    page.locator(".identity input[name='player-name']").fill(f"owner{secrets.token_hex(3)}")
    page.locator(".identity input[name='password']").fill("correct horse")
    page.get_by_role("button", name="Create an account").click()
    panel = page.locator("section.my-bots")
    panel.wait_for(timeout=20000)
    assert "You have no bots yet." in panel.inner_text()
    name = f"bot{secrets.token_hex(3)}"
    panel.locator("input[name='bot-name']").fill(name)
    panel.get_by_role("button", name="Make a bot").click()
    token_line = panel.locator(".bot-token")
    token_line.wait_for(timeout=20000)
    token = token_line.locator("code").inner_text().strip()
    assert len(token) >= 43 and name in token_line.inner_text()
    # The token is the bot's: it lists its challenges (none yet).
    listed = httpx.get(
        f"{server}/api/challenges", headers={"Authorization": f"Bearer {token}"}, timeout=10
    )
    assert listed.status_code == 200 and listed.json() == []
    # Its page on the ladder: a person challenges it, and goes to the room that made.
    page.goto(f"{server}/?lang=en&botaccount={name}")
    button = page.locator("button[data-kind='challenge']")
    assert "Challenge" in button.inner_text() and name in button.inner_text()
    button.click()
    page.wait_for_url("**/room/**", timeout=20000)
    (offer,) = httpx.get(
        f"{server}/api/challenges", headers={"Authorization": f"Bearer {token}"}, timeout=10
    ).json()
    assert page.url.endswith(f"/room/{offer['room']}") and offer["status"] == "pending"
    # The bot accepts: the room's page marks its seat as a bot's.
    accepted = httpx.post(
        f"{server}/api/challenges/{offer['challenge']}/accept",
        headers={"Authorization": f"Bearer {token}"},
        timeout=10,
    )
    assert accepted.status_code == 200, accepted.text
    badge = page.locator(".badge.bot-account")
    badge.wait_for(timeout=40000)
    assert name in badge.inner_text()
    page.goto(f"{server}/?lang=en")
    panel.wait_for(timeout=20000)
    panel.locator("li", has_text=name).wait_for(timeout=20000)
    assert token_line.count() == 0  # shown once: not on a later visit
    panel.locator("li", has_text=name).get_by_role("button", name="Revoke").click()
    panel.get_by_text("You have no bots yet.").wait_for(timeout=20000)
    refused = httpx.get(
        f"{server}/api/challenges", headers={"Authorization": f"Bearer {token}"}, timeout=10
    )
    assert refused.status_code == 401
    assert errors == []
    page.goto(f"{server}/?lang=en&botaccount={name}")  # gone: its page says so
    page.get_by_role("alert").wait_for(timeout=20000)
    assert page.locator("button[data-kind='challenge']").count() == 0
    assert all("404" in e for e in errors)  # the page's look-up, answered "no such player"


# The horizontal gap between two boxes on one line, whichever side the language reads
# from; boxes on lines of their own (wrapped) are apart.
def _gap(a: Any, b: Any) -> float:
    top, low = sorted([a, b], key=lambda box: box["y"])
    if low["y"] >= top["y"] + top["height"] - 1:
        return float("inf")
    left, right = sorted([a, b], key=lambda box: box["x"])
    return float(right["x"] - (left["x"] + left["width"]))


# The box of an element's own words (its first text node), not of its fields.
WORDS_BOX = """(el) => {
  const node = [...el.childNodes].find((n) => n.nodeType === 3 && n.data.trim());
  const range = document.createRange();
  range.selectNodeContents(node);
  const r = range.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height };
}"""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_account_panels_fields_and_buttons_stand_apart_on_a_phone(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    """At 360x740, left to right and right to left: a label's words, its field and the
    button beside it do not touch (ranked play's game and Play ranked, a bot's name and
    its Revoke, which says whose it revokes), and a new token starts on its own line."""
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}")
    page.locator(".identity input[name='player-name']").fill(f"owner{secrets.token_hex(3)}")
    page.locator(".identity input[name='password']").fill("correct horse")
    page.locator(".identity button[data-kind='register']").click()
    panel = page.locator("section.my-bots")
    panel.wait_for()
    ranked = page.locator("section.ranked")
    label = ranked.locator("label").filter(has=page.locator("select"))
    select = label.locator("select").bounding_box()
    assert _gap(label.evaluate(WORDS_BOX), select) >= 4
    assert _gap(select, ranked.locator("button[data-kind='ranked-play']").bounding_box()) >= 4
    name = f"bot{secrets.token_hex(3)}"
    panel.locator("input[name='bot-name']").fill(name)
    field = panel.locator("label").filter(has=page.locator("input[name='bot-name']"))
    assert _gap(field.evaluate(WORDS_BOX), field.locator("input").bounding_box()) >= 4
    panel.locator("button[data-kind='make-bot']").click()
    code = panel.locator(".bot-token code")
    code.wait_for()
    line = panel.locator(".bot-token").evaluate(WORDS_BOX)
    assert code.bounding_box()["y"] >= line["y"] + line["height"] - 1  # under the sentence
    row = panel.locator("li", has_text=name)
    revoke = row.locator("button[data-kind='revoke-bot']")
    assert _gap(row.locator("bdi").bounding_box(), revoke.bounding_box()) >= 4
    # Its name says whose: with several bots, each Revoke is told apart by ear.
    assert name in (revoke.get_attribute("aria-label") or "")
    page.screenshot(path=str(screenshots / f"my-bots-phone-{lang}.png"), full_page=True)
    assert errors == []
    context.close()
