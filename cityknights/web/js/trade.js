// Building an offer to the other players: what you give and what you want, by clicks.
// One row per card, the give and get counters side by side (short enough for a phone).
// The same builder words a counter-offer, starting from the offer's terms turned round.
import { html, useState } from "./lib.js";
import { t } from "./i18n.js";
import { Dialog } from "./dialog.js";
import { CARDS, RESOURCES, card } from "./words.js";
import { CardIcon } from "./icons.js";

function Counter({ c, bundle, set, max, label, side }) {
  const n = bundle[c] || 0;
  return html`<td class="counter" aria-label=${label}>
    <button aria-label=${t("trade-less", { card: card(c) })} data-side=${side} data-less=${c} disabled=${!n} onClick=${() => set({ ...bundle, [c]: n - 1 })}>−</button>
    <output>${n}</output>
    <button aria-label=${t("trade-more", { card: card(c) })} data-side=${side} data-more=${c} disabled=${max !== null && n >= max} onClick=${() => set({ ...bundle, [c]: n + 1 })}>+</button>
  </td>`;
}

const clean = (b) => Object.fromEntries(Object.entries(b).filter(([, n]) => n > 0));

/** `onSend({give, get})`: the terms from the reader's side. `initial` starts the counters
 * (a counter-offer starts from the offer); `mode` "counter" words it as one. */
export function TradeBuilder({ view, onSend, onClose, initial = null, mode = "offer" }) {
  const [give, setGive] = useState(initial?.give || {});
  const [get, setGet] = useState(initial?.get || {});
  const cards = view.expansion === "ck" ? CARDS : RESOURCES;
  const ok = Object.values(clean(give)).length && Object.values(clean(get)).length;
  const counter = mode === "counter";
  return html`<${Dialog} title=${t(counter ? "counter-title" : "trade-title")} onClose=${onClose} cls=${counter ? "trade counter" : "trade"}>
    <table class="trade-table">
      <thead><tr><th></th><th>${t("trade-give")}</th><th>${t("trade-get")}</th></tr></thead>
      <tbody>${cards.map((c) => html`<tr>
        <th><span class=${`chip card-${c}`}><${CardIcon} card=${c} />${card(c)}</span></th>
        <${Counter} c=${c} bundle=${give} set=${setGive} max=${view.hand?.[c] || 0} label=${t("trade-give")} side="give" />
        <${Counter} c=${c} bundle=${get} set=${setGet} max=${null} label=${t("trade-get")} side="get" />
      </tr>`)}</tbody>
    </table>
    <div class="buttons">
      <button class="act primary" disabled=${!ok} data-kind=${counter ? "send-counter" : "send-offer"} onClick=${() => onSend({ give: clean(give), get: clean(get) })}>${t(counter ? "counter-send" : "trade-send")}</button>
      <button class="act cancel" onClick=${onClose}>${t("action-cancel")}</button>
    </div>
  </${Dialog}>`;
}
