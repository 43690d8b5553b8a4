// The rules page's legend of the board's pieces, drawn by the board's own components:
// knights at each level, inactive and active, a city with a wall, a metropolis, the
// merchant, the robber and the two kinds of harbor, each with the words a screen reader
// hears for it on the board.
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { House, Knight, Merchant, Robber } from "./board.js";
import { iconUse } from "./icons.js";
import { seatName } from "./words.js";

function Item({ label, children }) {
  return html`<li class="legend-item"><svg viewBox="-30 -34 60 60" aria-hidden="true" class="seat-0">${children}</svg><span>${label}</span></li>`;
}

function HarborSign({ card, rate }) {
  return html`<g class=${`harbor harbor-${card === "any" ? "generic" : card}`}><circle cx="0" cy="-4" r="19" />${iconUse(card, 0, -10, 17)}
    <text x="0" y="9" text-anchor="middle">${rate}</text></g>`;
}

export function Legend() {
  const name = seatName(0);
  const knights = [1, 2, 3].flatMap((level) => [false, true].map((active) => ({ level, active })));
  return html`<section id="legend" class="legend">
    <h2>${t("legend-title")}</h2>
    <ul class="legend-list">
      ${knights.map(({ level, active }) => html`<${Item} label=${t("piece-knight", { name, level, active: active ? "yes" : "no" })}>
        <${Knight} x=${0} y=${-4} seat=${0} level=${level} active=${active} label="" /></${Item}>`)}
      <${Item} label=${t("piece-building", { name, kind: "city", wall: "yes", metropolis: "no" })}>
        <${House} x=${0} y=${-4} seat=${0} kind="city" wall=${true} metropolis=${false} label="" /></${Item}>
      <${Item} label=${t("piece-building", { name, kind: "city", wall: "no", metropolis: "yes" })}>
        <${House} x=${0} y=${0} seat=${0} kind="city" wall=${false} metropolis=${true} label="" /></${Item}>
      <${Item} label=${t("merchant-label", { name })}><${Merchant} x=${0} y=${4} owner=${0} name=${name} /></${Item}>
      <${Item} label=${t("robber-label")}><${Robber} x=${0} y=${-8} asleep=${false} /></${Item}>
      <${Item} label=${t("harbor-generic")}><${HarborSign} card="any" rate=${t("harbor-rate-generic")} /></${Item}>
      <${Item} label=${t("harbor-resource", { card: t("card-wool") })}><${HarborSign} card="wool" rate=${t("harbor-rate-resource")} /></${Item}>
    </ul>
  </section>`;
}
