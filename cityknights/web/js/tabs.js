// On a phone the game's panels are tabs (board, hand, players, log), so nothing is a long
// scroll away; the action and build bars stay under every tab. A desktop shows them all.
import { html } from "./lib.js";
import { t } from "./i18n.js";

export const TABS = ["board", "hand", "players", "log"];

/** The tab a key moves to from `at` (a tab list's keys: the arrows along the line, which
 * runs right to left in a right-to-left language, Home and End), else null. */
function movedTo(key, at, rtl) {
  const onward = rtl ? "ArrowLeft" : "ArrowRight";
  const back = rtl ? "ArrowRight" : "ArrowLeft";
  const i = TABS.indexOf(at);
  if (key === onward) return TABS[(i + 1) % TABS.length];
  if (key === back) return TABS[(i + TABS.length - 1) % TABS.length];
  if (key === "Home") return TABS[0];
  if (key === "End") return TABS[TABS.length - 1];
  return null;
}

export function PhoneTabs({ tab, onTab }) {
  // One tab in the Tab order, the one shown; the arrows move among them and show each.
  const onKeyDown = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const next = movedTo(e.key, tab, getComputedStyle(e.currentTarget).direction === "rtl");
    if (!next) return;
    e.preventDefault();
    onTab(next);
    e.currentTarget.querySelector(`[data-tab=${next}]`).focus();
  };
  return html`<nav class="phone-tabs" role="tablist" aria-label=${t("tabs-label")} onKeyDown=${onKeyDown}>
    ${TABS.map((name) => html`<button role="tab" class=${`phone-tab${tab === name ? " current" : ""}`} data-tab=${name}
      aria-selected=${tab === name ? "true" : "false"} tabindex=${tab === name ? "0" : "-1"} onClick=${() => onTab(name)}>${t(`tab-${name}`)}</button>`)}
  </nav>`;
}
