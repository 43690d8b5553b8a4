"""The places to pick pulse when they appear, then hold still: three beats, under the five
seconds WCAG 2.2.2 allows moving content that starts by itself. So does the barbarians'
ship when it comes close to the shore. The pulse is a change of
fill and stroke opacity, which chromium paints afresh at every frame: left running while
a player thinks, it kept a core busy on a page doing nothing (measured: 9.7 s of CPU in
10 s on the setup's first placement, 0.1 s under reduced motion). Reduced motion still
shows the places without any pulse."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import create_game, stored_game
from .test_controls import MAIN, open_game

pytestmark = pytest.mark.timeout(120)

RUNNING_PULSES = """() => document.getAnimations()
  .filter(a => a.animationName === 'pulse' && a.playState === 'running').length"""
STILL = """() => !document.getAnimations()
  .some(a => a.animationName === 'pulse' && a.playState === 'running')"""


def open_setup(browser: Any, server: str, motion: str, lang: str) -> Any:
    """Seat 0's page at its first placement, the places to pick on the board."""
    game = create_game(server, seats=["human", "heuristic", "heuristic", "heuristic"])
    page = open_game(browser, game["seats"][0]["link"], lang, motion=motion)
    page.wait_for_selector(".target")
    return page


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_places_to_pick_pulse_then_hold_still(browser: Any, server: str, lang: str) -> None:
    page = open_setup(browser, server, "no-preference", lang)
    assert page.evaluate(RUNNING_PULSES) > 0, "the places to pick do not pulse when they appear"
    # Three beats of 1.2 s: still within five seconds of showing, and the places stay.
    page.wait_for_function(STILL, timeout=5_000)
    assert page.locator(".target").count() > 0


def test_reduced_motion_shows_the_places_without_a_pulse(browser: Any, server: str) -> None:
    page = open_setup(browser, server, "reduce", "en")
    assert page.locator(".target").count() > 0
    assert page.evaluate(RUNNING_PULSES) == 0


SHIP_RUNNING = """() => document.getAnimations()
  .filter(a => a.animationName === 'bob' && a.playState === 'running').length"""
SHIP_STILL = """() => !document.getAnimations()
  .some(a => a.animationName === 'bob' && a.playState === 'running')"""


@pytest.mark.parametrize(("motion", "bobs"), [("no-preference", True), ("reduce", False)])
def test_the_barbarians_ship_bobs_near_the_shore_then_holds_still(
    browser: Any, server: str, serve_data: Path, motion: str, bobs: bool
) -> None:
    """Five steps out of seven the ship bobs, the attack near: a few times, then still
    (it bobbed for as long as the page was open); not at all under reduced motion."""
    seats = ["human", "heuristic", "heuristic", "heuristic"]
    game = stored_game(server, serve_data, seats, {**MAIN, "barbarian": 5})
    page = open_game(browser, game["seats"][0]["link"], "en", motion=motion)
    page.wait_for_selector(".barbarians.close .barb-ship")
    if not bobs:
        assert page.evaluate(SHIP_RUNNING) == 0
        return
    assert page.evaluate(SHIP_RUNNING) > 0, "the ship does not bob near the shore"
    page.wait_for_function(SHIP_STILL, timeout=5_000)
    assert page.locator(".barbarians.close .barb-ship").count() == 1
