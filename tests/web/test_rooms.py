"""Rooms in the browser, three people at once: two accounts and a guest open a room, take
seats (one by its invitation link; the guest, a stranger from the lobby, cannot take the
invited seat), press Ready and the game starts by itself; they leave the table, bots
finish the short game, and "Play again" seats the two who accept in a new room. Then the
room is photographed at desktop and phone sizes in English and Arabic, and audited by axe there (no serious or critical violation)."""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Any

import pytest

from .driver import watch_errors
from .test_axe import violations
from .test_table_feel import IN_SIGHT

# A real server and browser: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(300), pytest.mark.flaky(reruns=2)]

WAIT = 60000
# Fluent wraps each placeable in Unicode bidi isolates (FSI ... PDI): the words without them.
# Bidi isolates and marks, which draw nothing (Fluent isolates placeables; Intl marks a
# percent sign in Arabic).
ISOLATES = {0x2068: None, 0x2069: None, 0x200E: None, 0x200F: None}


def _page(
    browser: Any,
    server: str,
    lang: str = "en",
    size: tuple[int, int] = (1200, 900),
    audit: bool = False,
) -> Any:
    # axe is injected as an inline script, which the server's CSP refuses (rightly): an
    # audited page's context bypasses the policy (as in test_axe).
    viewport = {"width": size[0], "height": size[1]}
    page = browser.new_context(viewport=viewport, bypass_csp=audit).new_page()
    page.goto(f"{server}/?lang={lang}")
    return page


def _sign_up(page: Any, name: str, account: bool) -> None:
    panel = page.locator(".identity")
    panel.locator("input[name='player-name']").fill(name)
    if account:
        panel.locator("input[name='password']").fill("correct horse battery")
        panel.locator("button[data-kind='register']").click()
    else:
        panel.locator("button[data-kind='guest']").click()
    panel.locator(".signed-in").wait_for(timeout=WAIT)


def _fetch(page: Any, method: str, path: str, body: Any = None) -> dict[str, Any]:
    """A request from the page (its cookie and Origin, as the client's own calls)."""
    result: dict[str, Any] = page.evaluate(
        """async ([method, path, body]) => {
          const res = await fetch(path, {method, headers: {"content-type": "application/json"},
                                          body: body === null ? undefined : JSON.stringify(body)});
          return {status: res.status, body: await res.json()};
        }""",
        [method, path, body],
    )
    return result


def _finished_games(data: Path, name: str, finished: int, left: int) -> None:
    """Store `finished` games the player `name` played to the end and `left` games a bot
    finished for them, as their ends record them (their karma, karma.py)."""
    from cityknights.server.ratings import rate
    from cityknights.server.serve import DATABASE_FILE
    from cityknights.server.storage import GameRecord, SeatRecord, open_storage
    from cityknights.server.storage.results import FinalSeat

    storage = open_storage(data / DATABASE_FILE)
    try:
        with storage.transaction() as cur:
            cur.execute("SELECT id FROM players WHERE name = ?", (name,))
            ((player,),) = cur.fetchall()
        for n in range(finished + left):
            game_id = f"karma{secrets.token_hex(4)}"
            seats = tuple(SeatRecord(i, "human", None, None, True) for i in range(3))
            storage.create_game(GameRecord(game_id, {"game": {"expansion": "ck"}, "room": {}},
                                           1.0, 0, "finished", None, False, "", seats))  # fmt: skip
            storage.seat_player(game_id, 0, player)
            if n >= finished:
                storage.seat_left(game_id, 0, 2.0)
            final = [FinalSeat(i, 13 - i, {"settlements": 13 - i}, i == 0) for i in range(3)]
            storage.record_result(game_id, "ck", final, 3.0 + n, rate)
    finally:
        storage.close()


def _seat_row(page: Any, seat: int) -> Any:
    return page.locator(f"li.room-seat[data-seat='{seat}']")


def test_three_players_gather_start_finish_and_two_play_again(server: str, browser: Any) -> None:
    tag = secrets.token_hex(2)
    anna, bert, cleo = (_page(browser, server) for _ in range(3))
    errors = [watch_errors(p) for p in (anna, bert, cleo)]
    _sign_up(anna, f"Anna{tag}", account=True)
    _sign_up(bert, f"Bert{tag}", account=True)
    _sign_up(cleo, f"Cleo{tag}", account=False)

    # Anna creates a game in the lobby's form: it opens a room, her in seat 1 as host,
    # seat 2 by invitation, 3 open, 4 a bot.
    form = anna.locator("form.create")
    form.locator("select[name='expansion']").select_option("base")
    form.locator("select[name='seat-0']").select_option("open")
    form.locator("select[name='seat-1']").select_option("invited")
    form.locator("select[name='seat-2']").select_option("open")
    form.locator("select[name='seat-3']").select_option("random")
    form.locator("button[type='submit']").click()
    anna.wait_for_url("**/room/**", timeout=WAIT)
    room = anna.url.rsplit("/", 1)[1]
    anna.locator("main.room[data-status='open']").wait_for(timeout=WAIT)
    made = _fetch(anna, "GET", f"/api/rooms/{room}")["body"]
    assert made["you_host"] and made["game"] is None  # a room: no game before the start
    assert [(s["kind"], s["bot"], s["name"]) for s in made["seats"]] == [
        ("open", None, f"Anna{tag}"), ("invited", None, None), ("open", None, None),
        ("bot", "random", None)]  # fmt: skip
    # A short game, and nobody waited for once gone: the host's settings (the API the
    # settings form calls, with fields the form does not show).
    settings = {"expansion": "base", "max_turns": 8, "grace_period": 0, "name": f"Room {tag}"}
    changed = _fetch(
        anna, "POST", f"/api/rooms/{room}/act", {"type": "settings", "settings": settings}
    )
    assert changed["status"] == 200, changed
    invite = _seat_row(anna, 1).locator("input.invite")
    invite.wait_for(timeout=WAIT)
    invite_link = invite.input_value()
    assert f"/room/{room}#invite=" in invite_link
    # The room's own link for its open seat (a phone shows no address bar to copy), and
    # the host's taken seat says nothing of how it was open.
    assert anna.locator("label.room-link input").input_value().endswith(f"/room/{room}")
    assert _seat_row(anna, 0).locator(".badge", has_text="anyone").count() == 0

    # Cleo, a stranger in the lobby, finds the room there; the invited seat is not hers.
    cleo.reload()
    row = cleo.locator(f"li.room-row[data-room='{room}']")
    row.wait_for(timeout=WAIT)
    row.locator("a").click()
    cleo.locator("main.room").wait_for(timeout=WAIT)
    assert _seat_row(cleo, 1).locator("button[data-kind='take']").count() == 0
    assert _seat_row(cleo, 1).locator("input.invite").count() == 0  # the link is the host's
    refused = _fetch(
        cleo, "POST", f"/api/rooms/{room}/act", {"type": "take", "seat": 1, "invite": "guess"}
    )
    assert (refused["status"], refused["body"]["code"]) == (403, "invited_seat")
    _seat_row(cleo, 2).locator("button[data-kind='take']").click()
    _seat_row(cleo, 2).locator(".room-seat-who").filter(has_text=f"Cleo{tag}").wait_for(
        timeout=WAIT
    )

    # Bert comes by the invitation link and takes his seat.
    bert.goto(invite_link)
    _seat_row(bert, 1).locator("button[data-kind='take']").click()
    _seat_row(bert, 1).locator(".room-seat-who").filter(has_text=f"Bert{tag}").wait_for(
        timeout=WAIT
    )

    # Chat before the start.
    anna.locator("#room-chat-input").fill("<b>ready?</b>")
    anna.locator("button[data-kind='room-chat-send']").click()
    bert.locator(".room-chat-lines li").filter(has_text="<b>ready?</b>").wait_for(timeout=WAIT)
    assert bert.locator(".room-chat-lines b b").count() == 0  # markup shown as text

    # The turn order is drawn at the start (the room's default, RULES.md 3.1): the room
    # says so and offers no colour to pick, since the draw gives the colours again.
    for page in (anna, bert, cleo):
        page.locator("p.hint[data-hint='turn-order']").wait_for(timeout=WAIT)
        assert page.locator("select[name='colour']").count() == 0
    # Everyone presses Ready: the game starts by itself and takes each to their seat,
    # the colour the draw gave them (colour c is the game's seat c).
    for page in (anna, bert, cleo):
        page.locator("button[data-kind='ready']").click()
    anna.wait_for_url("**/play/**", timeout=WAIT)
    drawn = _fetch(anna, "GET", f"/api/rooms/{room}")["body"]
    assert drawn["status"] == "playing"
    colour_of = {s["name"]: s["colour"] for s in drawn["seats"]}
    assert sorted(colour_of.values()) == [0, 1, 2, 3]
    for page, who in ((anna, "Anna"), (bert, "Bert"), (cleo, "Cleo")):
        page.wait_for_selector(f"main.game[data-seat='{colour_of[who + tag]}']", timeout=WAIT)
    game = anna.url.split("/play/")[1].split("#")[0]

    # They leave the table for the room: bots play their seats and end the short game.
    for page in (anna, bert, cleo):
        page.goto(f"{server}/room/{room}")
    for page in (anna, bert, cleo):
        page.locator("main.room[data-status='finished']").wait_for(timeout=180000)
    over = _fetch(anna, "GET", f"/api/games/{game}")
    assert over["body"]["status"] == "finished"
    assert [s["name"] for s in over["body"]["seats"]] == sorted(colour_of, key=colour_of.get)
    # Chat after the game.
    cleo.locator("#room-chat-input").fill("good game")
    cleo.locator("button[data-kind='room-chat-send']").click()
    anna.locator(".room-chat-lines li").filter(has_text="good game").wait_for(timeout=WAIT)

    # Play again: Bert and Anna accept; Cleo does not, her seat is open.
    bert.locator("button[data-kind='rematch']").click()
    bert.wait_for_url(lambda url: "/room/" in url and room not in url, timeout=WAIT)
    anna.locator("button[data-kind='rematch']").click()
    anna.wait_for_url(bert.url, timeout=WAIT)
    again = anna.url.rsplit("/", 1)[1]
    assert again != room
    _seat_row(anna, 1).locator(".room-seat-who").filter(has_text=f"Bert{tag}").wait_for(
        timeout=WAIT
    )
    view = _fetch(anna, "GET", f"/api/rooms/{again}")["body"]
    assert [(s["name"], s["kind"]) for s in view["seats"]] == [
        (f"Anna{tag}", "open"), (f"Bert{tag}", "open"), (None, "open"), (None, "bot")]  # fmt: skip
    assert view["settings"] == {**view["settings"], **settings}
    for found in errors:  # the refused take above is the only failed request
        assert [e for e in found if "status of 403" not in e] == [], found


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize(("size", "viewport"), [("desktop", (1280, 860)), ("phone", (360, 740))])
def test_the_room_photographed(
    server: str,
    serve_data: Path,
    browser: Any,
    screenshots: Path,
    lang: str,
    size: str,
    viewport: tuple[int, int],
) -> None:
    host = _page(browser, server, lang, viewport, audit=True)
    errors = watch_errors(host)
    host_name = f"Host{secrets.token_hex(2)}"
    _sign_up(host, host_name, account=False)
    _finished_games(serve_data, host_name, finished=9, left=1)  # 90%
    # The lobby's "Create a game" form, which opens a room.
    form = host.locator("form.create")
    form.locator("select[name='seat-1']").select_option("invited")
    form.screenshot(path=screenshots / f"lobby-create-{lang}-{size}.png")
    body = {"seats": ["open", "invited", "open", "heuristic"],
            "settings": {"name": "Friday night", "expansion": "ck", "min_karma": 60,
                         "hide_bank": True}}  # fmt: skip
    made = _fetch(host, "POST", "/api/rooms", body)
    assert made["status"] == 201, made
    room = made["body"]["room"]
    guest = _page(browser, server, lang, viewport)
    _sign_up(guest, f"Guest{secrets.token_hex(2)}", account=False)
    assert (
        _fetch(guest, "POST", f"/api/rooms/{room}/act", {"type": "take", "seat": 2})["status"]
        == 200
    )
    assert (
        _fetch(guest, "POST", f"/api/rooms/{room}/chat", {"text": "hi, ready soon"})["status"]
        == 200
    )
    assert (
        _fetch(guest, "POST", f"/api/rooms/{room}/act", {"type": "ready", "ready": True})["status"]
        == 200
    )
    host.goto(f"{server}/room/{room}?lang={lang}")
    host.locator(".room-chat-lines li").first.wait_for(timeout=WAIT)
    # Each seated player's karma beside their name (the guest has no game yet), and the
    # host's minimum in the room's heading and settings.
    karma = [_seat_row(host, seat).locator(".badge.karma").inner_text().translate(ISOLATES)
             for seat in (0, 2)]  # fmt: skip
    assert karma == (["Karma: 90%", "Karma: new"] if lang == "en"
                     else ["الكارما: 90%", "الكارما: جديد"])  # fmt: skip
    assert _seat_row(host, 1).locator(".badge.karma").count() == 0  # empty
    assert host.locator("input[name='min-karma']").input_value() == "60"
    assert "60" in host.locator(".room-head p").inner_text()
    # The bank's cards hidden (colonist.io's setting): said in the heading, ticked in the form.
    assert host.locator(".room-head .room-hide-bank").inner_text().strip()
    assert host.locator(".room-settings input[name='hide-bank']").is_checked()
    assert host.evaluate("document.documentElement.dir") == ("rtl" if lang == "ar" else "ltr")
    # The seated host's Ready button is on the first screen: the seats come before ranked
    # play and the bots panel (on a phone before the identity panel too).
    ready = host.locator("button[data-kind=ready]").bounding_box()
    assert ready is not None and ready["y"] + ready["height"] <= viewport[1], ready
    # Nothing wider than the screen on a phone.
    overflow = host.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the room is {overflow}px wider than the screen"
    host.screenshot(path=screenshots / f"room-{lang}-{size}.png", full_page=True)
    assert violations(host) == []
    assert not errors, json.dumps(errors)


def test_the_create_form_with_bots_alone_starts_the_game_at_once(server: str, browser: Any) -> None:
    """Nobody to gather: no room, no sign-in needed; the game is made (POST /api/games)
    and the page watches it being played."""
    page = _page(browser, server)
    errors = watch_errors(page)
    form = page.locator("form.create")
    form.locator("select[name='players']").select_option("3")
    for seat in range(3):
        form.locator(f"select[name='seat-{seat}']").select_option("random")
    form.locator("select[name='pace']").select_option("instant")
    form.locator("button[type='submit']").click()
    page.wait_for_url("**/play/**", timeout=WAIT)
    page.locator("main.game.watching").wait_for(timeout=WAIT)
    game = page.url.split("/play/")[1].split("#")[0]
    summary = _fetch(page, "GET", f"/api/games/{game}")["body"]
    assert [s["bot"] for s in summary["seats"]] == ["random"] * 3, summary
    assert _fetch(page, "GET", f"/api/rooms?game={game}")["body"] == []  # no room
    assert not errors, json.dumps(errors)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_room_of_five_chooses_paired_part_turns_in_its_settings(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    """With 5 or 6 seats the host's settings offer the turns of RULES.md 22.5: the Special
    Build Phase (the default) or the paired players' part-turns; saved, the room's game
    takes rule flag five_six_turns='paired', and back again removes it. A room of four
    offers no such choice."""
    host = _page(browser, server, lang)
    errors = watch_errors(host)
    _sign_up(host, f"Host{secrets.token_hex(2)}", account=False)
    five = {"seats": ["open"] + ["heuristic"] * 4, "settings": {"expansion": "ck"}}
    made = _fetch(host, "POST", "/api/rooms", five)
    assert made["status"] == 201, made
    room = made["body"]["room"]
    host.goto(f"{server}/room/{room}?lang={lang}")
    form = host.locator("form.room-settings")
    turns = form.locator("select[name='five-six-turns']")
    turns.wait_for(timeout=WAIT)
    assert turns.input_value() == "special_build"
    labels = [o.translate(ISOLATES) for o in turns.locator("option").all_inner_texts()]
    assert labels == (
        ["Special build phase", "Part-turn (paired players)"]
        if lang == "en"
        else ["مرحلة البناء الخاصة", "الدور الجزئي (اللاعبون المقترنون)"]
    ), labels
    turns.select_option("paired")
    form.locator("button[data-kind='settings']").click()
    host.wait_for_function(
        """async (room) => {
            const r = await (await fetch(`/api/rooms/${room}`)).json();
            return (r.settings.flags || {}).five_six_turns === "paired";
        }""",
        arg=room,
        timeout=WAIT,
    )
    host.screenshot(path=screenshots / f"room-five-paired-{lang}.png", full_page=True)
    turns.select_option("special_build")
    form.locator("button[data-kind='settings']").click()
    host.wait_for_function(
        """async (room) => {
            const r = await (await fetch(`/api/rooms/${room}`)).json();
            return !("five_six_turns" in (r.settings.flags || {}));
        }""",
        arg=room,
        timeout=WAIT,
    )
    four = {"seats": ["open"] + ["heuristic"] * 3, "settings": {"expansion": "ck"}}
    made = _fetch(host, "POST", "/api/rooms", four)
    assert made["status"] == 201, made
    host.goto(f"{server}/room/{made['body']['room']}?lang={lang}")
    host.locator("form.room-settings").wait_for(timeout=WAIT)
    assert host.locator("select[name='five-six-turns']").count() == 0
    assert not errors, json.dumps(errors)


@pytest.mark.parametrize(("lang", "shown"), [("en", "50%"), ("ar", "50%"), ("tr", "%50")])
def test_a_percentage_reads_in_its_languages_order(
    server: str, browser: Any, lang: str, shown: str
) -> None:
    """A room's least karma, a percentage, is drawn as the language writes one (Intl's
    percent: "50%" in English and in Arabic with these digits, "%50" in Turkish), the sign
    kept with its number: Arabic drew "٪50", the sign on the number's far side, as the
    placeholder's isolation cut it off its number."""
    from .test_controls import drawn

    page = browser.new_context(viewport={"width": 1280, "height": 860}).new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}")
    _sign_up(page, f"Pct{secrets.token_hex(2)}", account=False)
    page.locator("form.create button[type=submit]").click()
    page.locator("main.room[data-status='open']").wait_for(timeout=WAIT)
    page.locator("input[name='min-karma']").fill("50")
    page.locator("button[data-kind='settings']").click()
    head = page.locator("header.room-head p")
    page.wait_for_function(
        "() => /50/.test(document.querySelector('header.room-head p').textContent)", timeout=WAIT
    )
    assert shown in drawn(head), drawn(head)
    assert errors == []


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "You are not signed in: pick a name under “Who you are”, or log in, first."),
        ("hi", "आपने लॉग इन नहीं किया है: पहले “आप कौन हैं” में एक नाम चुनें, या लॉग इन करें।"),
    ],
)
def test_a_room_refused_says_why_beside_the_create_button(
    server: str, browser: Any, screenshots: Path, lang: str, words: str
) -> None:
    """Create pressed by someone not signed in, at 1280x800: the refusal is told beside the
    button, in sight. It was told at the page's top, off the screen from the button, so the
    click seemed to do nothing. Once the page knows nobody is signed in it says so without
    asking the server (whose 401 the browser logged as a console error). Signed in as a
    guest, the same click opens the room."""
    page = _page(browser, server, lang, (1280, 800))
    errors = watch_errors(page)
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if r.url.endswith("/api/rooms") and r.method == "POST" else None)  # fmt: skip
    page.wait_for_load_state("networkidle")  # who is signed in is known: nobody
    form = page.locator("form.create")
    form.locator("select[name=expansion]").select_option("base")
    form.locator("button[type=submit]").click()
    refusal = form.locator(".error[role=alert]")
    refusal.wait_for(timeout=WAIT)
    assert refusal.inner_text().translate(ISOLATES).strip() == words
    assert refusal.evaluate(IN_SIGHT)
    page.screenshot(path=str(screenshots / f"lobby-create-refused-{lang}.png"))
    assert asked == []
    _sign_up(page, f"Guest{secrets.token_hex(3)}", account=False)
    form.locator("button[type=submit]").click()
    page.wait_for_url("**/room/**", timeout=WAIT)
    assert len(asked) == 1
    assert errors == [], errors
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_host_chooses_whether_the_turn_order_is_drawn(
    server: str, browser: Any, lang: str
) -> None:
    """A room draws the turn order at the start unless its host keeps the colours picked:
    the room says which, and offers a colour to pick only when it is kept."""
    host = _page(browser, server, lang)
    errors = watch_errors(host)
    _sign_up(host, f"Host{secrets.token_hex(2)}", account=False)
    made = _fetch(host, "POST", "/api/rooms", {"seats": ["open", "open", "heuristic"]})
    assert made["status"] == 201, made
    room = made["body"]["room"]
    host.goto(f"{server}/room/{room}?lang={lang}")
    hint = host.locator("p.hint[data-hint='turn-order']")
    hint.wait_for(timeout=WAIT)
    words = "Turn order" if lang == "en" else "S\u0131ra d\u00fczeni"  # the Turkish words
    assert words.lower() in hint.inner_text().lower().translate(ISOLATES)  # in the page's language
    assert host.locator("select[name='colour']").count() == 0
    form = host.locator("form.room-settings")
    assert form.locator("select[name='turn-order']").input_value() == "drawn"
    assert words in form.inner_text().translate(ISOLATES)
    form.locator("select[name='turn-order']").select_option("seated")
    form.locator("button[data-kind='settings']").click()
    host.locator("select[name='colour']").wait_for(timeout=WAIT)
    assert hint.count() == 0
    kept = _fetch(host, "GET", f"/api/rooms/{room}")["body"]
    assert kept["settings"]["turn_order"] == "seated"
    # Back to drawn: the picker goes, the hint is back.
    form.locator("select[name='turn-order']").select_option("drawn")
    form.locator("button[data-kind='settings']").click()
    hint.wait_for(timeout=WAIT)
    assert host.locator("select[name='colour']").count() == 0
    assert errors == []


# Each field of the host's settings: its box, its words' box, and how wide its placeholder
# is drawn in the field's own font.
SETTINGS_FIELDS = """(form) => [...form.querySelectorAll("label:not(.check)")].map((label) => {
  const field = label.querySelector("input, select");
  const style = getComputedStyle(field);
  const ctx = document.createElement("canvas").getContext("2d");
  ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const inner = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const r = field.getBoundingClientRect();
  return { name: field.name, left: r.left, right: r.right, height: r.height, inner,
           placeholder: field.placeholder ? ctx.measureText(field.placeholder).width : 0 };
})"""


@pytest.mark.parametrize("lang", ["ar", "af", "th"])
def test_a_phone_s_room_settings_show_their_fields_whole(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    """The host's settings in a 6-seat room at 360x740: every field on the screen, at least
    24 px high, its placeholder ("anyone", the minimum karma's) drawn whole inside it, and
    the fields lined up at the line's end as in the lobby's create form. They were the
    browser's narrow number fields (47 to 55 px inside), "anyone" cut off in Afrikaans,
    each field just after its words at its own place."""
    host = _page(browser, server, lang, size=(360, 740))
    errors = watch_errors(host)
    _sign_up(host, f"Host{secrets.token_hex(2)}", account=False)
    six = {"seats": ["open"] + ["heuristic"] * 5, "settings": {"expansion": "ck"}}
    made = _fetch(host, "POST", "/api/rooms", six)
    assert made["status"] == 201, made
    host.goto(f"{server}/room/{made['body']['room']}?lang={lang}")
    form = host.locator("form.room-settings")
    form.locator("input[name='min-karma']").wait_for(timeout=WAIT)
    fields = form.evaluate(SETTINGS_FIELDS)
    assert len(fields) == 8, fields  # game, map, points, pace, timer, turn order, 5-6 turns, karma
    # The one checkbox (hide the bank's cards) on the screen, a finger's size.
    box = form.locator("input[name='hide-bank']").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360, box
    for f in fields:
        assert f["left"] >= 0 and f["right"] <= 360 and f["height"] >= 24, f
        assert f["placeholder"] <= f["inner"], f
    # Lined up: every field ends where the line does (its start in Arabic).
    ends = {round(f["left"] if lang == "ar" else f["right"]) for f in fields}
    assert len(ends) == 1, fields
    form.scroll_into_view_if_needed()
    host.screenshot(path=screenshots / f"room-settings-{lang}-phone.png")
    assert errors == []
    host.context.close()


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_friend_sent_the_link_on_a_phone_signs_in_and_sits_on_the_first_screen(
    server: str, browser: Any, lang: str
) -> None:
    """The room's link opened on a phone by someone not signed in: who they are, then the
    seats, on the first screen; the lobby's ranked box and bots are not on a room's page
    (the seat's button was under them, a scroll down)."""
    host = _page(browser, server, lang)
    _sign_up(host, f"Host{secrets.token_hex(2)}", account=False)
    body = {"seats": ["open", "open", "heuristic"], "settings": {"expansion": "base"}}
    made = _fetch(host, "POST", "/api/rooms", body)
    assert made["status"] == 201, made
    room = made["body"]["room"]
    friend = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    ).new_page()
    errors = watch_errors(friend)
    friend.goto(f"{server}/room/{room}?lang={lang}")
    friend.locator(".room-seats").wait_for(timeout=WAIT)
    assert friend.locator(".ranked").count() == 0 and friend.locator(".my-bots").count() == 0

    def on_first_screen(selector: str) -> None:
        box = friend.locator(selector).first.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 740, (selector, box)

    on_first_screen(".identity button[data-kind='guest']")
    _sign_up(friend, f"Friend{secrets.token_hex(2)}", account=False)
    friend.evaluate("() => window.scrollTo(0, 0)")
    take = _seat_row(friend, 1).locator("button[data-kind='take']")
    take.wait_for(timeout=WAIT)
    on_first_screen("li.room-seat[data-seat='1'] button[data-kind='take']")
    take.click()
    friend.locator("button[data-kind='ready']").wait_for(timeout=WAIT)
    assert friend.locator(".ranked").count() == 0  # signed in: still none
    assert not errors, json.dumps(errors)
    friend.context.close()
    host.context.close()
