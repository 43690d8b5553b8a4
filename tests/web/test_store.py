"""The client's store in chromium: a change made between a component's first render and
the moment it starts listening (effects run after the paint) still reaches the screen.
A game page's socket can deliver its state in that gap on a fast loopback; the page then
showed "connecting" for good."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = [pytest.mark.timeout(120)]

# Renders a component that shows one store field, then changes the field at once, in the
# same task: before preact runs the component's effects, as a socket message may.
RENDER_THEN_UPDATE = """async () => {
  const { html, render } = await import("/js/lib.js");
  const { update, useStore } = await import("/js/store.js");
  function Probe() {
    const s = useStore();
    return html`<p id="probe">${s.probe ?? "before"}</p>`;
  }
  const el = document.createElement("div");
  document.body.append(el);
  render(html`<${Probe} />`, el);
  const first = el.textContent;
  update({ probe: "after" });
  return first;
}"""


def test_a_change_before_the_component_listens_is_rendered(server: str, browser: Any) -> None:
    page = browser.new_page()
    page.goto(server + "/")
    page.wait_for_selector("select.lang-picker")
    assert page.evaluate(RENDER_THEN_UPDATE) == "before"
    page.wait_for_function(
        "() => document.getElementById('probe').textContent === 'after'", timeout=10_000
    )
    page.close()
