"""The board's room, as a colonist.io player feels it: an attack's or a progress card's
moment never hides the places the reader has to pick (it shrinks to the board's top edge
while they have a board decision; the full card otherwise), the phone's top bar keeps to
two rows above the tabs in every language, and a finished game's replay shows every
seat's full points at its last step. Screenshots go to /tmp/cp2-shots."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_screens import MIDGAME, SEATS
from .test_table_feel import DESKTOP, PHONE, open_seat

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

SHOTS = Path("/tmp/cp2-shots")
SIZES = {"desktop": DESKTOP, "phone": PHONE}


def robber_position() -> dict[str, Any]:
    """Seat 0 to move the robber: every hex but the robber's is a place to pick."""
    position = copy.deepcopy(MIDGAME)
    position["pending"] = [{"kind": "robber", "seat": 0}]
    return position


# An overlay shown as motion.js shows one (through the store), and where it stands.
SHOW = """async (type) => {
  const { update } = await import("/js/store.js");
  const event = type === "attack"
    ? { code: "barbarians_won", cities: 4, knights: 2, losers: [0, 1], strength: [0, 0, 2, 0] }
    : { code: "progress_played", seat: 1, card: "bishop" };
  update({ overlay: { type, event, seats: 4 } });
}"""

# The targets whose middle lies under the overlay's card (what the reader cannot see).
HIDDEN = """() => {
  const card = document.querySelector(".table-overlay .overlay-card").getBoundingClientRect();
  return [...document.querySelectorAll("svg.board [data-target]")].filter((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    return x > card.left && x < card.right && y > card.top && y < card.bottom;
  }).map((el) => el.getAttribute("data-target"));
}"""


@pytest.mark.parametrize("kind", ["attack", "progress"])
@pytest.mark.parametrize(
    ("lang", "size"), [("en", "desktop"), ("ar", "phone"), ("en", "phone"), ("ar", "desktop")]
)
def test_an_overlay_never_hides_the_places_to_pick(
    server: str, serve_data: Path, browser: Any, lang: str, size: str, kind: str
) -> None:
    game = stored_game(server, serve_data, SEATS, robber_position(), grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, SIZES[size])
    page.wait_for_selector("svg.board [data-target]")
    assert page.locator("svg.board [data-target]").count() > 10
    page.evaluate(SHOW, kind)
    page.wait_for_selector(".table-overlay .overlay-card")
    page.wait_for_timeout(500)  # its pop-in done
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / f"overlay-{kind}-{lang}-{size}.png")
    assert page.evaluate(HIDDEN) == []
    # Still there, still closed by Escape.
    page.keyboard.press("Escape")
    page.wait_for_selector(".table-overlay", state="detached")
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone")])
def test_with_no_place_to_pick_the_overlay_is_the_full_card(
    server: str, serve_data: Path, browser: Any, lang: str, size: str
) -> None:
    # Seat 0's own turn, nothing chosen to build: no target on the board, the attack's
    # card whole over its middle (both sides' numbers, each seat's row).
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, SIZES[size])
    assert page.locator("svg.board [data-target]").count() == 0
    page.evaluate(SHOW, "attack")
    page.wait_for_selector(".table-overlay .attack-seats li", state="visible")
    assert page.locator(".table-overlay.aside").count() == 0
    assert page.locator(".table-overlay .attack-seats li").count() == 4
    page.screenshot(path=SHOTS / f"overlay-full-{lang}-{size}.png")
    page.keyboard.press("Escape")
    page.wait_for_selector(".table-overlay", state="detached")
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]
