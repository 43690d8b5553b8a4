"""colonist.io's "map choice" in the browser: the lobby's create form and a room's settings
offer a random island, a random island with its numbers in the official spiral, and the
rulebook's beginner island (3-4 players only); what is picked is what the request sends
(docs/protocol.md `board`, rule flag `board_tokens`), and a room's heading says a map that
is not the random one."""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Any

import pytest

from .driver import watch_errors
from .test_rooms import ISOLATES, WAIT, _fetch, _page, _sign_up

pytestmark = [pytest.mark.timeout(300), pytest.mark.flaky(reruns=2)]

LABELS = {
    "en": ["Random", "Spiral numbers", "Beginner"],
    "tr": [
        "Rastgele",
        "Sarmal say\u0131lar",
        "Ba\u015flang\u0131\u00e7",
    ],  # dotless i and cedillas escaped for ruff
    "ar": ["عشوائية", "أرقام حلزونية", "للمبتدئين"],
}
SHOWN = {"en": "Map: {}", "tr": "Harita: {}", "ar": "الخريطة: {}"}
# The select's widest option drawn in its own font, and the room the select has for it
# (its box less its padding and the arrow's room, which the browser draws at the end).
WIDEST_OPTION = """(select) => {
  const style = getComputedStyle(select);
  const ctx = document.createElement("canvas").getContext("2d");
  ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const widest = Math.max(...[...select.options].map((o) => ctx.measureText(o.text).width));
  const inner = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return [widest, inner - 16];
}"""


def _sent(page: Any, form: Any) -> dict[str, Any]:
    """The body of the POST /api/games the create button sends."""
    with page.expect_request(lambda r: r.url.endswith("/api/games") and r.method == "POST") as req:
        form.locator("button[type='submit']").click()
    body: dict[str, Any] = req.value.post_data_json
    return body


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_create_form_sends_the_map_picked(server: str, browser: Any, lang: str) -> None:
    page = _page(browser, server, lang)
    errors = watch_errors(page)
    form = page.locator("form.create")
    select = form.locator("select[name='map']")
    select.wait_for(timeout=WAIT)
    assert select.input_value() == "random"
    labels = [o.translate(ISOLATES).strip() for o in select.locator("option").all_inner_texts()]
    assert labels == LABELS[lang], labels
    form.locator("select[name='players']").select_option("3")
    for seat in range(3):
        form.locator(f"select[name='seat-{seat}']").select_option("random")
    form.locator("select[name='pace']").select_option("instant")
    select.select_option("spiral")
    body = _sent(page, form)
    assert body["board"] == "random" and body["flags"] == {"board_tokens": "spiral"}, body
    page.wait_for_url("**/play/**", timeout=WAIT)

    page.goto(f"{server}/?lang={lang}")
    form = page.locator("form.create")
    select = form.locator("select[name='map']")
    select.wait_for(timeout=WAIT)
    for seat in range(4):
        form.locator(f"select[name='seat-{seat}']").select_option("random")
    select.select_option("beginner")
    # Five seats: the beginner island has no 5-6 player version; the form falls back to
    # a random one and does not offer it, and four seats offer it again.
    form.locator("select[name='players']").select_option("5")
    assert select.input_value() == "random"
    assert select.locator("option[value='beginner']").is_disabled()
    form.locator("select[name='players']").select_option("4")
    assert select.input_value() == "beginner"
    assert not select.locator("option[value='beginner']").is_disabled()
    form.locator("select[name='pace']").select_option("instant")
    body = _sent(page, form)
    assert body["board"] == "beginner" and body["flags"] == {}, body
    page.wait_for_url("**/play/**", timeout=WAIT)
    page.locator("main.game.watching").wait_for(timeout=WAIT)
    assert not errors, json.dumps(errors)


@pytest.mark.parametrize(("lang", "size"), [("en", (1200, 900)), ("ar", (360, 740))])
def test_a_room_says_its_map_and_its_host_changes_it(
    server: str, browser: Any, screenshots: Path, lang: str, size: tuple[int, int]
) -> None:
    host = _page(browser, server, lang, size)
    errors = watch_errors(host)
    _sign_up(host, f"Host{secrets.token_hex(2)}", account=False)
    body = {"seats": ["open", "open", "heuristic"], "settings": {"board": "beginner"}}
    made = _fetch(host, "POST", "/api/rooms", body)
    assert made["status"] == 201, made
    room = made["body"]["room"]
    host.goto(f"{server}/room/{room}?lang={lang}")
    shown = host.locator(".room-head .room-map")
    shown.wait_for(timeout=WAIT)
    assert shown.inner_text().translate(ISOLATES).strip() == SHOWN[lang].format(LABELS[lang][2])
    form = host.locator("form.room-settings")
    select = form.locator("select[name='map']")
    assert select.input_value() == "beginner"
    widest, room_for = select.evaluate(WIDEST_OPTION)
    assert widest <= room_for, (widest, room_for)  # every map's name whole in the field
    host.screenshot(path=screenshots / f"room-map-{lang}.png", full_page=True)
    select.select_option("spiral")
    form.locator("button[data-kind='settings']").click()
    host.wait_for_function(
        """async (room) => {
            const r = await (await fetch(`/api/rooms/${room}`)).json();
            return r.settings.board === "random" && (r.settings.flags || {}).board_tokens === "spiral";
        }""",
        arg=room,
        timeout=WAIT,
    )
    host.wait_for_function(
        "(label) => document.querySelector('.room-head .room-map')?.textContent"
        ".replace(/[\\u2068\\u2069]/g, '').trim() === label",
        arg=SHOWN[lang].format(LABELS[lang][1]),
        timeout=WAIT,
    )
    # Back to a random island: the heading says nothing of the map.
    select.select_option("random")
    form.locator("button[data-kind='settings']").click()
    shown.wait_for(state="detached", timeout=WAIT)
    kept = _fetch(host, "GET", f"/api/rooms/{room}")["body"]["settings"]
    assert kept["board"] == "random" and "board_tokens" not in kept["flags"], kept
    overflow = host.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, overflow
    assert not errors, json.dumps(errors)


ABOUT = {
    "en": {
        "random": "Terrains, numbers and harbors shuffled; no red numbers side by side",
        "spiral": "Terrains and harbors shuffled; the numbers laid in the rulebook's spiral",
        "beginner": "The rulebook's island for a first game, the same every time",
    },
    "ar": {
        "random": "تُخلط الأراضي والأرقام والموانئ، ولا يتجاور رقمان أحمران",
        "spiral": "تُخلط الأراضي والموانئ، وتوضع الأرقام في حلزون كتاب القواعد",
        "beginner": "جزيرة كتاب القواعد للعبة الأولى، هي نفسها في كل مرة",
    },
}
# What the thumbnail draws: its hexes' classes, its tokens' numbers, its spiral's points.
DRAWN = """(el) => ({
  map: el.dataset.map,
  about: el.querySelector('.map-about').textContent,
  hexes: [...el.querySelectorAll('.thumb-hex')].map((p) => p.getAttribute('class')),
  numbers: [...el.querySelectorAll('.thumb-n')].map((n) => Number(n.textContent)),
  red: [...el.querySelectorAll('.thumb-n.red')].map((n) => Number(n.textContent)),
  unknown: el.querySelectorAll('.thumb-q').length,
  spiral: (el.querySelector('.thumb-spiral')?.getAttribute('points') || '').split(' ').filter(Boolean),
  box: el.querySelector('.map-thumb').getBoundingClientRect().toJSON(),
})"""


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 900)), ("ar", (360, 740))])
def test_the_picked_map_is_shown_beside_what_it_is(
    server: str, browser: Any, screenshots: Path, lang: str, size: tuple[int, int]
) -> None:
    """Under the Map select, a thumbnail of the map picked and a line saying what it is, as
    colonist.io shows beside its map choice: the beginner island as printed (its terrains
    and numbers, the sixes and eights red), a random island's hexes unknown ("?"), spiral
    numbers' path through every hex once, from the coast inwards. Five seats: the 30-hex
    island, random."""
    layout = json.loads(
        (Path(__file__).parents[2] / "cityknights/web/data/beginner.json").read_text()
    )
    page = _page(browser, server, lang, size)
    errors = watch_errors(page)
    form = page.locator("form.create")
    select = form.locator("select[name='map']")
    select.wait_for(timeout=WAIT)
    preview = form.locator(".map-preview")

    def drawn(map_: str, hexes: int) -> dict[str, Any]:
        page.wait_for_function(
            "([m, n]) => { const el = document.querySelector('form.create .map-preview');"
            " return el && el.dataset.map === m && el.querySelectorAll('.thumb-hex').length === n"
            " && (m !== 'beginner' || el.querySelectorAll('.thumb-n').length > 0); }",
            arg=[map_, hexes],
            timeout=WAIT,
        )
        got: dict[str, Any] = preview.evaluate(DRAWN)
        assert got["about"].translate(ISOLATES).strip() == ABOUT[lang][map_]
        box = got["box"]
        assert box["width"] >= 80 and box["x"] >= 0 and box["x"] + box["width"] <= size[0], box
        return got

    shown = drawn("random", 19)
    assert shown["unknown"] == 19 and shown["numbers"] == [] and shown["spiral"] == []
    assert all(c == "thumb-hex unknown" for c in shown["hexes"])

    select.select_option("beginner")
    shown = drawn("beginner", 19)
    assert shown["hexes"] == [f"thumb-hex terrain-{t}" for t in layout["terrains"]]
    assert shown["numbers"] == [n for n in layout["numbers"] if n]
    assert sorted(shown["red"]) == [6, 6, 8, 8]
    assert shown["unknown"] == 0
    preview.screenshot(path=screenshots / f"map-preview-beginner-{lang}.png")

    select.select_option("spiral")
    shown = drawn("spiral", 19)
    assert len(shown["spiral"]) == 19 and len(set(shown["spiral"])) == 19
    assert shown["unknown"] == 0 and shown["numbers"] == []

    # Five seats: the 30-hex island, the beginner one not offered.
    form.locator("select[name='players']").select_option("5")
    shown = drawn("spiral", 30)
    assert len(set(shown["spiral"])) == 30
    select.select_option("random")
    shown = drawn("random", 30)
    assert shown["unknown"] == 30
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    assert not errors, json.dumps(errors)
