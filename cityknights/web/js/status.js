// The barbarian ship on its track with both strengths, and the last dice with the event die.
import { html } from "./lib.js";
import { t } from "./i18n.js";

export function Barbarians({ view }) {
  if (!view || view.expansion !== "ck") return null;
  const cities = view.buildings.filter(([, , kind]) => kind === "city").length;
  const knights = view.player_info.reduce((n, p) => n + p.knight_strength, 0);
  return html`<div class="barbarians" role="img" aria-label=${t("barbarians-track", { position: view.barbarian })}>
    <ol class="barb-track">
      ${Array.from({ length: 8 }, (_, i) => html`<li class=${i === view.barbarian ? "ship" : i === 7 ? "shore" : ""}>${i === view.barbarian ? "⛵" : ""}</li>`)}
    </ol>
    <span class="strength">${t("barbarians-strength", { cities })}<span class="sep" aria-hidden="true"></span>${t("knights-strength", { knights })}</span>
  </div>`;
}

const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

function Die({ value, cls }) {
  return html`<svg class=${`die ${cls}`} viewBox="0 0 30 30" aria-hidden="true"><rect x="1" y="1" width="28" height="28" rx="5" />
    ${(PIPS[value] || []).map((k) => html`<circle cx=${7 + (k % 3) * 8} cy=${7 + Math.floor(k / 3) * 8} r="2.6" />`)}</svg>`;
}

export function Dice({ log }) {
  const last = [...log].reverse().find((e) => e.code === "dice_rolled");
  if (!last) return null;
  return html`<div class="dice" role="img" aria-label=${t("dice-label", { white: last.white, red: last.red })}>
    <${Die} value=${last.white} cls="white" /><${Die} value=${last.red} cls="red" />
    ${last.event ? html`<span class=${`event-die event-${last.event}`} title=${t("dice-event", { event: t(`event-${last.event}`) })}>${t("dice-event", { event: t(`event-${last.event}`) })}</span>` : null}
  </div>`;
}
