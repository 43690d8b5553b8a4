// The game-over screen: the winner, points by source, dice against expectation, cards
// gained and lost, progress cards played; each chart also offered as a table.
import { html, useState } from "./lib.js";
import { t } from "./i18n.js";
import { Dialog } from "./dialog.js";
import { list, seatName } from "./words.js";
import { cardStats, diceStats, pointSources, progressPlayed } from "./stats.js";

function Bars({ rows, max, label }) {
  return html`<div class="gbars" aria-hidden="true">${rows.map((r) => html`<div class="gbar-row">
    <span class="gbar-label">${r.label}</span>
    ${r.values.map((v, i) => html`<span class=${`gbar gbar-${i}`} style=${`width:${max ? (100 * v) / max : 0}%`} title=${label(i, v)}></span>`)}
  </div>`)}</div>`;
}

function Section({ title, chart, table }) {
  const [asTable, setAsTable] = useState(false);
  return html`<section class="stat">
    <h3>${title} <button class="link" aria-pressed=${asTable} onClick=${() => setAsTable(!asTable)}>${asTable ? t("over-chart") : t("over-table")}</button></h3>
    ${asTable ? table : chart}
    ${asTable ? null : html`<div class="sr-only">${table}</div>`}
  </section>`;
}

export function GameOver({ view, log, reader, onReplay, onClose }) {
  const n = view.players;
  const seats = Array.from({ length: n }, (_, s) => s);
  const dice = diceStats(log);
  const cards = cardStats(log, n);
  const played = progressPlayed(log, n);
  const points = pointSources(view);
  const sources = Object.keys(points[0]).filter((k) => k !== "total");
  const winner = view.winner;
  const maxDice = Math.max(1, ...dice.rows.map((r) => Math.max(r.count, r.expected)));
  const maxCards = Math.max(1, ...cards.gained, ...cards.lost);
  return html`<${Dialog} title=${t("over-title")} cls="gameover" onClose=${onClose}>
    <p class="winner">${winner === null || winner === undefined ? t("ev-game_over-none") : t("over-winner", { who: winner === reader ? "self" : "other", name: seatName(winner) })}</p>
    <${Section} title=${t("over-points")}
      chart=${html`<${Bars} rows=${seats.map((s) => ({ label: seatName(s), values: [points[s].total] }))} max=${Math.max(1, ...points.map((p) => p.total))} label=${(_, v) => String(v)} />`}
      table=${html`<table><thead><tr><th></th>${sources.map((k) => html`<th>${t(`over-source-${k}`)}</th>`)}<th>${t("over-source-total")}</th></tr></thead>
        <tbody>${seats.map((s) => html`<tr><th>${seatName(s)}</th>${sources.map((k) => html`<td>${points[s][k]}</td>`)}<td>${points[s].total}</td></tr>`)}</tbody></table>`} />
    <${Section} title=${t("over-dice")}
      chart=${html`<${Bars} rows=${dice.rows.map((r) => ({ label: String(r.total), values: [r.count, r.expected] }))} max=${maxDice} label=${(i, v) => t(i ? "over-bar-expected" : "over-bar-rolled", { value: v.toFixed(1) })} />`}
      table=${html`<table><thead><tr><th></th><th>${t("over-dice-rolled")}</th><th>${t("over-dice-expected")}</th></tr></thead>
        <tbody>${dice.rows.map((r) => html`<tr><th>${r.total}</th><td>${r.count}</td><td>${r.expected.toFixed(1)}</td></tr>`)}</tbody></table>`} />
    <${Section} title=${t("over-cards")}
      chart=${html`<${Bars} rows=${seats.map((s) => ({ label: seatName(s), values: [cards.gained[s], cards.lost[s]] }))} max=${maxCards} label=${(i, v) => t(i ? "over-bar-lost" : "over-bar-gained", { value: v })} />`}
      table=${html`<table><thead><tr><th></th><th>${t("over-gained")}</th><th>${t("over-lost")}</th></tr></thead>
        <tbody>${seats.map((s) => html`<tr><th>${seatName(s)}</th><td>${cards.gained[s]}</td><td>${cards.lost[s]}</td></tr>`)}</tbody></table>`} />
    ${view.expansion === "ck" ? html`<section class="stat"><h3>${t("over-progress")}</h3>
      <table><tbody>${seats.map((s) => html`<tr><th>${seatName(s)}</th><td>${played[s].length ? list(played[s].map((c) => t(`progress-${c}`))) : t("cards-none")}</td></tr>`)}</tbody></table></section>` : null}
    <div class="buttons">
      ${onReplay ? html`<button class="act primary" data-kind="replay" onClick=${onReplay}>${t("over-replay")}</button>` : null}
      <button class="act" onClick=${onClose}>${t("action-close")}</button>
    </div>
  </${Dialog}>`;
}
