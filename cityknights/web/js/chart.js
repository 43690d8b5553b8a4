// The improvement chart: 3 tracks x 5 levels, each level's cost, the level-3 abilities,
// every seat's level, and who holds each metropolis.
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { TRACKS, card, metropolisHolder, seatName } from "./words.js";

const IMPROVEMENTS = {
  trade: ["market", "trading_house", "merchant_guild", "bank", "great_exchange"],
  politics: ["town_hall", "church", "fortress", "cathedral", "high_assembly"],
  science: ["abbey", "library", "aqueduct", "theater", "university"],
};
const COMMODITY = { trade: "cloth", politics: "coin", science: "paper" };

export function Chart({ view }) {
  if (!view || view.expansion !== "ck") return null;
  const me = view.seat;
  return html`<section class="chart panel" aria-label=${t("chart-title")}>
    <h2>${t("chart-title")}</h2>
    <div class="tracks">
    ${TRACKS.map((track) => {
      const holder = metropolisHolder(view, track);
      return html`<div class=${`track track-${track}`}>
        <h3>${t(`track-${track}`)}</h3>
        <ol>
          ${IMPROVEMENTS[track].map((imp, i) => {
            const level = i + 1;
            const here = view.player_info.filter((p) => p.improvements[track] >= level).map((p) => p.seat);
            return html`<li class=${`level${me !== null && here.includes(me) ? " reached" : ""}`}>
              <span class="level-name">${t(`improvement-${imp}`)}</span>
              <span class="level-cost">${t("chart-cost", { count: level, commodity: card(COMMODITY[track]) })}</span>
              <span class="level-seats">${here.map((s) => html`<i class=${`dot seat-${s}`} title=${seatName(s)}></i>`)}</span>
            </li>`;
          })}
        </ol>
        <p class="ability">${t(`ability-${track}`)}</p>
        <p class="metro">${holder === null ? t("chart-metropolis-none") : t("chart-metropolis", { name: seatName(holder) })}</p>
      </div>`;
    })}
    </div>
  </section>`;
}
