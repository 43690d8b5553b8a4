// The game-over screen: the winner and why (their points against the points to win, their
// row of the points table marked), points by source, dice against expectation, cards
// gained and lost, progress cards played; each chart also offered as a table.
import { html, useState } from "./lib.js";
import { t } from "./i18n.js";
import { Dialog } from "./dialog.js";
import { list, seatName } from "./words.js";
import { cardStats, diceStats, pointSources, progressPlayed } from "./stats.js";
import { PlayAgain } from "./room.js";
import { store } from "./store.js";
import { botsAround } from "./botgame.js";

/** Horizontal bars, one group per row, each bar with its value written beside it. */
function Bars({ rows, max, series }) {
  return html`<div class="gbars" aria-hidden="true">
    ${series.length > 1 ? html`<p class="legend">${series.map((name, i) => html`<span class=${`key gbar-${i}`}></span> ${name} `)}</p>` : null}
    ${rows.map((r) => html`<div class="gbar-row">
    <span class="gbar-label">${r.label}</span>
    <span class="gbar-values">${r.values.map((v, i) => html`<span class="gbar-line"><span class=${`gbar gbar-${i}`} style=${`width:${max ? (100 * v) / max : 0}%`}></span><span class="gbar-n">${Number.isInteger(v) ? v : v.toFixed(1)}</span></span>`)}</span>
  </div>`)}</div>`;
}

/** The dice as a histogram: rolled and expected side by side for each total. */
function DiceChart({ rows, max }) {
  const w = 24;
  const h = 90;
  return html`<div aria-hidden="true"><p class="legend"><span class="key gbar-0"></span> ${t("over-dice-rolled")} <span class="key gbar-1"></span> ${t("over-dice-expected")}</p>
    <svg class="dice-chart" viewBox=${`0 0 ${rows.length * w} ${h + 28}`}>
    ${rows.map((r, i) => {
      const a = (h * r.count) / max;
      const b = (h * r.expected) / max;
      return html`<g>
        <rect class="gbar-0" x=${i * w + 3} y=${h - a + 12} width="9" height=${a} />
        <rect class="gbar-1" x=${i * w + 12} y=${h - b + 12} width="9" height=${b} />
        <text x=${i * w + 7.5} y=${h - a + 9} text-anchor="middle" class="n">${r.count}</text>
        <text x=${i * w + 12} y=${h + 25} text-anchor="middle">${r.total}</text>
      </g>`;
    })}</svg></div>`;
}

function Section({ title, chart, table, tableFirst = false, wide = false }) {
  const [asTable, setAsTable] = useState(tableFirst);
  return html`<section class=${`stat${wide ? " wide" : ""}`}>
    <h3>${title} <button class="link" aria-pressed=${asTable} onClick=${() => setAsTable(!asTable)}>${asTable ? t("over-chart") : t("over-table")}</button></h3>
    ${asTable ? html`<div class="table-wrap" tabindex="0" role="region" aria-label=${title}>${table}</div>` : chart}
    ${asTable ? null : html`<div class="sr-only">${table}</div>`}
  </section>`;
}

/** What "Play again" makes of a game one person played against our bots alone (no room
 * to rematch in): the same bots, expansion and points to win; null for any other game. */
function soloGame(view, reader) {
  const bots = botsAround(store.seats, reader);
  return bots ? { bots, settings: { expansion: view.expansion, vp_to_win: view.vp_to_win } } : null;
}

/** A seat's name in the screen's rows, the reader's own marked "(you)" as the players' panel
 * marks it (the log says "You"): a finished game's tables named the reader by colour alone. */
function rowName(seat, reader) {
  return seat === reader ? t("seat-you", { name: seatName(seat) }) : seatName(seat);
}

export function GameOver({ view, log, reader, finalVp = null, onReplay, onClose }) {
  const n = view.players;
  const seats = Array.from({ length: n }, (_, s) => s);
  const dice = diceStats(log);
  const cards = cardStats(log, n);
  const played = progressPlayed(log, n);
  const points = pointSources(view, log, finalVp);
  const sources = Object.keys(points[0]).filter((k) => k !== "total");
  const winner = view.winner;
  const maxDice = Math.max(1, ...dice.rows.map((r) => Math.max(r.count, r.expected)));
  const maxCards = Math.max(1, ...cards.gained, ...cards.lost);
  return html`<${Dialog} title=${t("over-title")} cls="gameover" onClose=${onClose}>
    <div class="over-grid">
    <p class="winner">${winner === null || winner === undefined ? t("ev-game_over-none") : t("over-winner", { who: winner === reader ? "self" : "other", name: seatName(winner) })}</p>
    ${winner === null || winner === undefined ? null : html`<p class="winner-why"><i class=${`dot seat-${winner}`}></i>${t("player-vp", { count: points[winner].total })}<span class="sep"> </span>${t("vp-target", { count: view.vp_to_win })}</p>`}
    <${Section} title=${t("over-points")} tableFirst=${true} wide=${true}
      chart=${html`<${Bars} rows=${seats.map((s) => ({ label: rowName(s, reader), values: [points[s].total] }))} max=${Math.max(1, ...points.map((p) => p.total))} series=${[t("over-source-total")]} />`}
      table=${html`<table class="points-table"><thead><tr><th></th>${sources.map((k) => html`<th>${t(`over-source-${k}`)}</th>`)}<th class="total">${t("over-source-total")}</th></tr></thead>
        <tbody>${seats.map((s) => html`<tr class=${s === winner ? "won" : ""}><th>${rowName(s, reader)}</th>${sources.map((k) => html`<td>${points[s][k]}</td>`)}<td class="total">${points[s].total}</td></tr>`)}</tbody></table>`} />
    <${Section} title=${t("over-dice")}
      chart=${html`<${DiceChart} rows=${dice.rows} max=${maxDice} />`}
      table=${html`<table><thead><tr><th></th><th>${t("over-dice-rolled")}</th><th>${t("over-dice-expected")}</th></tr></thead>
        <tbody>${dice.rows.map((r) => html`<tr><th>${r.total}</th><td>${r.count}</td><td>${r.expected.toFixed(1)}</td></tr>`)}</tbody></table>`} />
    <${Section} title=${t("over-cards")}
      chart=${html`<${Bars} rows=${seats.map((s) => ({ label: rowName(s, reader), values: [cards.gained[s], cards.lost[s]] }))} max=${maxCards} series=${[t("over-gained"), t("over-lost")]} />`}
      table=${html`<table><thead><tr><th></th><th>${t("over-gained")}</th><th>${t("over-lost")}</th></tr></thead>
        <tbody>${seats.map((s) => html`<tr><th>${rowName(s, reader)}</th><td>${cards.gained[s]}</td><td>${cards.lost[s]}</td></tr>`)}</tbody></table>`} />
    ${view.expansion === "ck" ? html`<section class="stat"><h3>${t("over-progress")}</h3>
      <table><tbody>${seats.map((s) => html`<tr><th>${rowName(s, reader)}</th><td>${played[s].length ? list(played[s].map((c) => t(`progress-${c}`))) : t("cards-none")}</td></tr>`)}</tbody></table></section>` : null}
    </div>
    <div class="buttons">
      ${onReplay ? html`<button class="act primary" data-kind="replay" onClick=${onReplay}>${t("over-replay")}</button>` : null}
      ${store.game?.id && reader !== null && reader !== undefined ? html`<${PlayAgain} game=${store.game.id} solo=${soloGame(view, reader)} />` : null}
      <button class="act" onClick=${onClose}>${t("action-close")}</button>
    </div>
  </${Dialog}>`;
}
