"""The lobby's "Create a game" form on a 360x740 phone, in all six languages:
its drop-down lists were 176 px wide, which cut the chosen words short ("Şehirler ve
Şövalyele", "Oop vir enigiem"). Each shows its chosen option whole now (its words, its
padding and the arrow within its box), the form still no wider than the screen.
Screenshots: test-artifacts/screenshots/lobby-selects-{lang}.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .driver import watch_errors
from .test_screens import SIZES

pytestmark = [pytest.mark.timeout(120), pytest.mark.flaky(reruns=2)]

# Each select of the form whose chosen option's words, with its padding and Chromium's
# arrow (some 20 px), do not fit its box: [name, the option's words, needed, width].
CUT = """() => {
  const ctx = document.createElement('canvas').getContext('2d');
  const cut = [];
  for (const sel of document.querySelectorAll('form.create select')) {
    const cs = getComputedStyle(sel);
    ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const text = sel.options[sel.selectedIndex].text;
    const need = ctx.measureText(text).width + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + 20;
    if (need > sel.clientWidth) cut.push([sel.name, text, Math.round(need), sel.clientWidth]);
  }
  return cut;
}"""


@pytest.mark.parametrize("lang", ["tr", "af", "hi", "en", "ar", "th"])
def test_the_create_forms_lists_show_their_choice_whole_on_a_phone(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    context = browser.new_context(**SIZES["phone"])
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}")
    form = page.locator("form.create")
    form.wait_for()
    page.evaluate("() => document.fonts.ready")
    # The longest choices of a seat: open to anyone, and each bot.
    for value in ("open", "invited", "random", "heuristic", "mcts"):
        if form.locator(f"select[name='seat-0'] option[value='{value}']").count():
            form.locator("select[name='seat-0']").select_option(value)
            assert page.evaluate(CUT) == [], value
    form.screenshot(path=screenshots / f"lobby-selects-{lang}.png")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    box = form.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360, box
    assert errors == [], errors
    context.close()
