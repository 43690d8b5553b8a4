"""Playing the web client by clicks, as a person would: only what the page highlights or
offers is clicked (board targets, dialog options, action buttons), chosen with a seeded
random generator."""

from __future__ import annotations

import json
import random
import re
import time
from typing import Any

# What a player may click: highlighted board targets, the options and buttons of an open
# dialog, the action bar and prompt (and the panels in its place: an offer, the answers to
# one's own), and the play buttons of progress cards.
CLICKABLE = (
    "[data-target], .dialog button.option, .dialog button[data-kind], "
    ".actions button[data-kind], .answers-panel button.option, .buildbar button[data-kind], "
    ".progress-card button.play"
)
# In an open dialog: its targets, options and buttons, and the Alchemist's die faces (its
# play stays disabled until a white and a red face are chosen; alchemist.js). A face
# already chosen is left out: clicking it again changes nothing.
IN_DIALOG = (
    "[data-target], button.option, button[data-kind], "
    "button.die-face[data-die]:not([aria-pressed='true'])"
)
# Opened by a click but not a move: left out so a random player keeps the game moving. A
# counter-offer's builder opens on the offer's own terms, which it does not send (the
# engine refuses them: counter_same); the clicker changes no terms, so it would stay there.
SKIPPED = {"offer_trade", "counter_trade", "bank_trade", "cancel", "replay"}


def watch_errors(page: Any) -> list[str]:
    """Page errors and console errors, collected as they happen."""
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(f"pageerror: {e}"))
    page.on(
        "console",
        lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None,
    )
    return errors


def note_moves(page: Any, acts: list[Any]) -> None:
    """Pass the page's game socket through to the server, noting in `acts` the action of
    every move the page sends (what a click really sent, however many times it was
    clicked). Call before the page opens its socket."""

    def through(ws: Any) -> None:
        to_server = ws.connect_to_server()

        def from_page(message: str | bytes) -> None:
            msg = json.loads(message)
            if msg.get("type") == "act":
                acts.append(msg["action"])
            to_server.send(message)

        ws.on_message(from_page)

    page.route_web_socket(re.compile(r"/ws/"), through)


def settled(page: Any, timeout: float = 60.0) -> None:
    """Wait until the page shows the game and no move of ours awaits its answer."""
    page.wait_for_function(
        "() => window.__ck && window.__ck.view && !window.__ck.sent", timeout=timeout * 1000
    )


def game_over(page: Any) -> bool:
    return bool(page.evaluate("() => !!(window.__ck.view && window.__ck.view.winner !== null)"))


def clickables(page: Any) -> list[Any]:
    # A game over offers no move. The game can end between a test's check and its click,
    # and the game-over dialog's buttons (replay, rematch) leave the game's page.
    if page.locator(".dialog.gameover").count():
        return []
    items = page.locator(CLICKABLE)
    dialog = page.locator(".dialog")
    if dialog.count():
        items = dialog.locator(IN_DIALOG)
    out = []
    for i in range(items.count()):
        el = items.nth(i)
        kind = el.get_attribute("data-kind")
        # What is not shown (a phone's other tabs) a person cannot click either.
        if kind in SKIPPED or el.is_disabled() or not el.is_visible():
            continue
        out.append(el)
    return out


def play_one(page: Any, rng: random.Random, prefer: tuple[str, ...] = ()) -> str | None:
    """Click one thing the page offers; its description, or None if nothing is offered.
    The first kind of `prefer` on offer is clicked (the test's player has a plan)."""
    items = clickables(page)
    if not items:
        return None
    kinds = [el.get_attribute("data-kind") for el in items]
    for kind in prefer:
        if kind in kinds:
            items = [items[kinds.index(kind)]]
            break
    # A person ends a turn when they have nothing better to do: end_turn is clicked only
    # when it is the one button left, or one time in four.
    ends = [el for el in items if el.get_attribute("data-kind") == "end_turn"]
    others = [el for el in items if el.get_attribute("data-kind") != "end_turn"]
    pool = others if others and (not ends or rng.random() < 0.75) else items
    el = rng.choice(pool)
    what = el.get_attribute("data-target") or el.get_attribute("data-kind")
    if what is None and el.get_attribute("data-die"):
        what = f"die {el.get_attribute('data-die')} {el.get_attribute('data-value')}"
    what = what or el.inner_text()
    # Half the time the keyboard does it: R rolls, E ends the turn, 1-9 pick a dialog option.
    key = {"roll": "r", "end_turn": "e"}.get(str(what))
    if key is None and "option" in (el.get_attribute("class") or ""):
        index = page.locator(".dialog button.option").evaluate_all(
            "(els, el) => els.indexOf(el)", el.element_handle()
        )
        key = str(index + 1) if 0 <= index < 9 else None
    if key is not None and rng.random() < 0.5:
        page.keyboard.press(key)
        return f"key {key}"
    el.click()
    return str(what)


def play_until(
    page: Any,
    rng: random.Random,
    done: Any,
    max_clicks: int,
    limit_s: float,
    prefer: tuple[str, ...] = (),
) -> int:
    """Click until `done(page)` or the budget runs out; the number of clicks. `prefer`:
    as for `play_one`."""
    clicks = 0
    start = time.monotonic()
    idle_since = None
    while clicks < max_clicks and time.monotonic() - start < limit_s:
        settled(page)
        if done(page):
            return clicks
        if play_one(page, rng, prefer) is None:
            idle_since = idle_since or time.monotonic()
            page.wait_for_timeout(100)
            continue
        idle_since = None
        clicks += 1
        page.wait_for_timeout(20)
    return clicks
