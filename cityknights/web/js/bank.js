// Bank and harbor trades in one dialog: each card with the seat's own rate (4:1, a 3:1
// harbor, a 2:1 harbor, the Trading House's 2:1 commodities...), as many trades at once as
// the hand allows. One engine move per card received, sent in a row.
import { html, useEffect, useState } from "./lib.js";
import { t } from "./i18n.js";
import { Dialog } from "./dialog.js";
import { queueErrorText } from "./several.js";
import { CARDS, RESOURCES, bundle, card, ratio } from "./words.js";
import { CardIcon } from "./icons.js";

const total = (b) => Object.values(b).reduce((a, n) => a + n, 0);

/** The moves for `lots` {card: trades given} and `gets` {card: count}: one bank_trade per
 * card received, each paired with one lot (the dialog never gives and gets one card). */
export function bankMoves(lots, gets) {
  const give = [];
  const get = [];
  for (const c of CARDS) for (let i = 0; i < (lots[c] || 0); i++) give.push(c);
  for (const c of CARDS) for (let i = 0; i < (gets[c] || 0); i++) get.push(c);
  return give.map((c, i) => ({ kind: "bank_trade", give: c, get: get[i] }));
}

function Stepper({ c, n, canMore, busy, onStep, more, less, side }) {
  return html`<td class="counter">
    <button data-side=${side} data-less=${c} aria-label=${less} disabled=${busy || n <= 0} onClick=${() => onStep(-1)}>−</button>
    <output>${n}</output>
    <button data-side=${side} data-more=${c} aria-label=${more} disabled=${!canMore} onClick=${() => onStep(1)}>+</button>
  </td>`;
}

export function BankDialog({ view, legal, queue, onSend, onClose }) {
  const [lots, setLots] = useState({});
  const [gets, setGets] = useState({});
  // Stopped by a refusal: the trades sent are taken (they are in the hand), the rest are
  // chosen afresh; none stays chosen to be sent twice.
  useEffect(() => {
    if (!queue?.error) return;
    setLots({});
    setGets({});
  }, [queue?.error]);
  const trades = legal.filter((a) => a.kind === "bank_trade");
  const canGive = new Set(trades.map((a) => a.give));
  const canGet = new Set(trades.map((a) => a.get));
  const cards = (view.expansion === "ck" ? CARDS : RESOURCES).filter((c) => canGive.has(c) || canGet.has(c));
  const rate = (c) => view.rates?.[c] ?? 4;
  // No more of a card than the bank holds: the server would refuse the trade past it.
  const inBank = (c) => view.bank?.[c] ?? Infinity;
  const given = Object.fromEntries(CARDS.filter((c) => lots[c]).map((c) => [c, lots[c] * rate(c)]));
  const n = total(lots);
  const busy = Boolean(queue && !queue.error);
  const ok = n > 0 && n === total(gets) && !busy;
  const send = () => onSend(bankMoves(lots, gets), onClose);
  return html`<${Dialog} title=${t("banktrade-title")} onClose=${busy ? null : onClose} cls="bank">
    <p class="muted">${t("banktrade-help")}</p>
    <table class="trade-table bank-table">
      <thead><tr><th></th><th>${t("banktrade-rate")}</th><th>${t("trade-give")}</th><th>${t("trade-get")}</th></tr></thead>
      <tbody>${cards.map((c) => html`<tr data-card=${c}>
        <th><span class=${`chip card-${c}`}><${CardIcon} card=${c} />${card(c)}</span></th>
        <td class=${`rate rate-${rate(c)}`}>${ratio(rate(c))}</td>
        <${Stepper} c=${c} n=${(lots[c] || 0) * rate(c)} side="give" busy=${busy}
          canMore=${!busy && canGive.has(c) && !gets[c] && ((lots[c] || 0) + 1) * rate(c) <= (view.hand?.[c] || 0)}
          more=${t("banktrade-give-more", { card: card(c), rate: rate(c) })} less=${t("banktrade-give-less", { card: card(c), rate: rate(c) })}
          onStep=${(d) => setLots({ ...lots, [c]: (lots[c] || 0) + d })} />
        <${Stepper} c=${c} n=${gets[c] || 0} side="get" busy=${busy}
          canMore=${!busy && canGet.has(c) && !lots[c] && (gets[c] || 0) < inBank(c)}
          more=${t("trade-more", { card: card(c) })} less=${t("trade-less", { card: card(c) })}
          onStep=${(d) => setGets({ ...gets, [c]: (gets[c] || 0) + d })} />
      </tr>`)}</tbody>
    </table>
    <p class="bank-sum" aria-live="polite">${n || total(gets)
      ? t("banktrade-summary", { give: bundle(given), get: bundle(gets) })
      : t("banktrade-nothing")}
      ${n > total(gets) ? html` <span class="bank-owed">${t("banktrade-owed", { count: n - total(gets) })}</span>` : null}
      ${n < total(gets) ? html` <span class="bank-owed">${t("banktrade-extra", { count: total(gets) - n })}</span>` : null}</p>
    ${queue?.error ? html`<p class="error" role="alert">${queueErrorText(queue.error, view)}</p>` : null}
    <div class="buttons">
      <button class="act primary" data-kind="confirm-bank" disabled=${!ok} onClick=${send}>
        ${busy ? t("several-sending", { done: queue.done, count: queue.actions.length }) : t("banktrade-confirm")}</button>
      <button class="act cancel" data-kind="cancel" disabled=${busy} onClick=${onClose}>${t("action-cancel")}</button>
    </div>
  </${Dialog}>`;
}
