// On a phone the game's panels are tabs (board, hand, players, log), so nothing is a long
// scroll away; the action and build bars stay under every tab. A desktop shows them all.
import { html } from "./lib.js";
import { t } from "./i18n.js";

export const TABS = ["board", "hand", "players", "log"];

export function PhoneTabs({ tab, onTab }) {
  return html`<nav class="phone-tabs" role="tablist" aria-label=${t("tabs-label")}>
    ${TABS.map((name) => html`<button role="tab" class=${`phone-tab${tab === name ? " current" : ""}`} data-tab=${name}
      aria-selected=${tab === name ? "true" : "false"} onClick=${() => onTab(name)}>${t(`tab-${name}`)}</button>`)}
  </nav>`;
}
