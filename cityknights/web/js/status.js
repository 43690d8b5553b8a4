// The barbarian ship on its track (it sails from cell to cell as the event die brings it
// on) with the barbarians' and the knights' strengths.
import { html } from "./lib.js";
import { t } from "./i18n.js";

export function Barbarians({ view }) {
  if (!view || view.expansion !== "ck") return null;
  const cities = view.buildings.filter(([, , kind]) => kind === "city").length;
  const knights = view.player_info.reduce((n, p) => n + p.knight_strength, 0);
  const close = view.barbarian >= 5;
  return html`<div class=${`barbarians${close ? " close" : ""}`} role="img" aria-label=${t("barbarians-track", { position: view.barbarian })}>
    <div class="barb-track" style=${`--pos: ${view.barbarian}`}>
      <ol aria-hidden="true">${Array.from({ length: 8 }, (_, i) => html`<li class=${i === 7 ? "shore" : i < view.barbarian ? "passed" : ""}></li>`)}</ol>
      <svg class="barb-ship" viewBox="0 0 30 30" aria-hidden="true">
        <path class="hull" d="M3 19 h24 l-4 7 h-16 z" /><path class="mast" d="M15 3 v16" />
        <path class="sail" d="M15 4 q9 6 0 13 z M15 5 q-8 6 0 12 z" /></svg>
    </div>
    <span class="strength"><span class="barb-n">${t("barbarians-strength", { cities })}</span><span class="sep"> </span><span class="knight-n">${t("knights-strength", { knights })}</span></span>
  </div>`;
}
