// Building an offer to the other players: what you give and what you want, by clicks.
import { html, useState } from "./lib.js";
import { t } from "./i18n.js";
import { Dialog } from "./dialog.js";
import { CARDS, RESOURCES, card } from "./words.js";

function Counter({ label, bundle, set, cards, max }) {
  return html`<fieldset class="trade-side"><legend>${label}</legend>
    ${cards.map((c) => html`<div class="trade-row">
      <span class=${`chip card-${c}`}>${card(c)}</span>
      <button aria-label=${t("trade-less", { card: card(c) })} disabled=${!bundle[c]} onClick=${() => set({ ...bundle, [c]: (bundle[c] || 0) - 1 })}>−</button>
      <output>${bundle[c] || 0}</output>
      <button aria-label=${t("trade-more", { card: card(c) })} disabled=${max && (bundle[c] || 0) >= (max[c] || 0)} onClick=${() => set({ ...bundle, [c]: (bundle[c] || 0) + 1 })}>+</button>
    </div>`)}
  </fieldset>`;
}

const clean = (b) => Object.fromEntries(Object.entries(b).filter(([, n]) => n > 0));

export function TradeBuilder({ view, onSend, onClose }) {
  const [give, setGive] = useState({});
  const [get, setGet] = useState({});
  const cards = view.expansion === "ck" ? CARDS : RESOURCES;
  const ok = Object.values(clean(give)).length && Object.values(clean(get)).length;
  return html`<${Dialog} title=${t("trade-title")} onClose=${onClose} cls="trade">
    <div class="trade-sides">
      <${Counter} label=${t("trade-give")} bundle=${give} set=${setGive} cards=${cards} max=${view.hand} />
      <${Counter} label=${t("trade-get")} bundle=${get} set=${setGet} cards=${cards} />
    </div>
    <div class="buttons">
      <button class="act primary" disabled=${!ok} data-kind="send-offer" onClick=${() => onSend({ kind: "offer_trade", give: clean(give), get: clean(get) })}>${t("trade-send")}</button>
      <button class="act cancel" onClick=${onClose}>${t("action-cancel")}</button>
    </div>
  </${Dialog}>`;
}
