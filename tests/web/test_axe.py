"""axe-core (tests/web/vendor/axe-core, from the npm registry) on every screen, desktop and
phone, in English and Arabic: the lobby, the game screen, a decision dialog, the bank
dialog and game over have no serious or critical accessibility violation."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .driver import settled
from .test_controls import MAIN, discard_position, harbor_position
from .test_screens import MIDGAME, SIZES

pytestmark = [pytest.mark.timeout(300), pytest.mark.flaky(reruns=2)]

AXE = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"
SEATS = ["human", "heuristic", "heuristic", "heuristic"]


def violations(page: Any) -> list[dict[str, Any]]:
    """axe's serious and critical violations on the page as it stands."""
    page.add_script_tag(path=str(AXE))
    found: list[dict[str, Any]] = page.evaluate(
        """async () => {
          const r = await axe.run(document, { resultTypes: ['violations'] });
          return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                           nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
        }"""
    )
    return found


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("size", list(SIZES))
def test_no_serious_violation_on_any_screen(
    server: str, serve_data: Path, browser: Any, screenshots: Path, size: str, lang: str
) -> None:
    day = 86400
    games = {
        "game": stored_game(server, serve_data, SEATS, MAIN, grace_period=day),
        "dialog": stored_game(server, serve_data, SEATS, discard_position(), grace_period=day),
        "bank": stored_game(server, serve_data, SEATS, harbor_position(), grace_period=day),
        "over": stored_game(server, serve_data, SEATS, MIDGAME, grace_period=day, vp_to_win=10),
    }
    # axe is injected as an inline script, which the server's CSP refuses (rightly): the
    # audit's context bypasses the policy, the pages are the same.
    context = browser.new_context(**SIZES[size], bypass_csp=True)
    page = context.new_page()
    found: dict[str, list[dict[str, Any]]] = {}
    page.goto(f"{server}/?lang={lang}")
    page.wait_for_selector("select.lang-picker")
    found["lobby"] = violations(page)
    for screen, ready in [
        ("game", ".buildbar"),
        ("dialog", ".dialog.several"),
        ("bank", ".dialog.bank"),
        ("over", ".dialog.gameover"),
    ]:
        page.goto(games[screen]["seats"][0]["link"].replace("#", f"?lang={lang}#"))
        page.wait_for_selector("main.game[data-seat='0']")
        settled(page)
        if screen == "bank":
            page.locator(".actions button[data-kind='bank_trade']").click()
        page.wait_for_selector(ready)
        found[screen] = violations(page)
        if screen != "game":  # a dialog fits its screen: nothing hidden off to the side
            sideways = page.eval_on_selector(ready, "d => d.scrollWidth - d.clientWidth")
            assert sideways <= 1, f"the {screen} dialog scrolls {sideways} px sideways ({size})"
        page.screenshot(path=str(screenshots / f"controls-axe-{screen}-{size}-{lang}.png"))
    context.close()
    bad = {k: v for k, v in found.items() if v}
    assert bad == {}, json.dumps(bad, indent=1)
