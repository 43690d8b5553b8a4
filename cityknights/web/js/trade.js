// Building an offer to the other players: what you give and what you want, by clicks.
// One row per card, the give and get counters side by side (short enough for a phone).
import { html, useState } from "./lib.js";
import { t } from "./i18n.js";
import { Dialog } from "./dialog.js";
import { CARDS, RESOURCES, card } from "./words.js";
import { CardIcon } from "./icons.js";

function Counter({ c, bundle, set, max, label }) {
  const n = bundle[c] || 0;
  return html`<td class="counter" aria-label=${label}>
    <button aria-label=${t("trade-less", { card: card(c) })} disabled=${!n} onClick=${() => set({ ...bundle, [c]: n - 1 })}>−</button>
    <output>${n}</output>
    <button aria-label=${t("trade-more", { card: card(c) })} disabled=${max !== null && n >= max} onClick=${() => set({ ...bundle, [c]: n + 1 })}>+</button>
  </td>`;
}

const clean = (b) => Object.fromEntries(Object.entries(b).filter(([, n]) => n > 0));

export function TradeBuilder({ view, onSend, onClose }) {
  const [give, setGive] = useState({});
  const [get, setGet] = useState({});
  const cards = view.expansion === "ck" ? CARDS : RESOURCES;
  const ok = Object.values(clean(give)).length && Object.values(clean(get)).length;
  return html`<${Dialog} title=${t("trade-title")} onClose=${onClose} cls="trade">
    <table class="trade-table">
      <thead><tr><th></th><th>${t("trade-give")}</th><th>${t("trade-get")}</th></tr></thead>
      <tbody>${cards.map((c) => html`<tr>
        <th><span class=${`chip card-${c}`}><${CardIcon} card=${c} />${card(c)}</span></th>
        <${Counter} c=${c} bundle=${give} set=${setGive} max=${view.hand?.[c] || 0} label=${t("trade-give")} />
        <${Counter} c=${c} bundle=${get} set=${setGet} max=${null} label=${t("trade-get")} />
      </tr>`)}</tbody>
    </table>
    <div class="buttons">
      <button class="act primary" disabled=${!ok} data-kind="send-offer" onClick=${() => onSend({ kind: "offer_trade", give: clean(give), get: clean(get) })}>${t("trade-send")}</button>
      <button class="act cancel" onClick=${onClose}>${t("action-cancel")}</button>
    </div>
  </${Dialog}>`;
}
