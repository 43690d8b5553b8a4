// Building an offer to the other players: what you give and what you want, by clicks. The
// same builder words a counter-offer, starting from the offer's terms turned round. As at
// colonist.io it is a panel in the action bar's place, not a modal dialog: the board, the
// log and the hand stay in sight and in use while the reader composes (the dialog covered
// the table; a counter-offer hid the offer it answered). Cancel or Escape (keys.js) closes it.
// Each card has a give and a get stepper: on a wide panel the cards are columns (the
// panel three rows high, the build bar still under the board at 1280x800), on a narrow
// one (a phone, a small window) rows, the steppers finger sized.
import { html, useLayoutEffect, useRef, useState } from "./lib.js";
import { t } from "./i18n.js";
import { focusHome } from "./focus.js";
import { CARDS, RESOURCES, card } from "./words.js";
import { CardIcon } from "./icons.js";

function Counter({ c, bundle, set, max, label, side }) {
  const n = bundle[c] || 0;
  return html`<span class=${`counter counter-${side}`} role="group" aria-label=${label}>
    <button aria-label=${t("trade-less", { card: card(c) })} data-side=${side} data-less=${c} disabled=${!n} onClick=${() => set({ ...bundle, [c]: n - 1 })}>−</button>
    <output>${n}</output>
    <button aria-label=${t("trade-more", { card: card(c) })} data-side=${side} data-more=${c} disabled=${max !== null && n >= max} onClick=${() => set({ ...bundle, [c]: n + 1 })}>+</button>
  </span>`;
}

const clean = (b) => Object.fromEntries(Object.entries(b).filter(([, n]) => n > 0));

const sameBundle = (a, b) => {
  const x = clean(a);
  const y = clean(b);
  return Object.keys(x).length === Object.keys(y).length && Object.entries(x).every(([c, n]) => y[c] === n);
};

/** The refusal code the engine would answer these terms with for sure (docs/refusals.md),
 * else null: a card on both sides, or a counter-offer that changes nothing (it starts as
 * the offer turned round). Said beside a disabled Send, as the server would word it: sent,
 * they came back refused in a banner over the table's top. */
function refusedTerms(give, get, counter, initial) {
  if (Object.keys(clean(give)).some((c) => get[c] > 0)) return counter ? "counter_same_card" : "offer_same_card";
  if (counter && initial && sameBundle(give, initial.give || {}) && sameBundle(get, initial.get || {})) return "counter_same";
  return null;
}

/** The focus on opening: the panel's first control (the reader asked for it). On closing:
 * back to the button that opened it, redrawn meanwhile (the action bar's Offer a trade, the
 * offer's Counter-offer), else where focus.js sends it. */
function usePanelFocus(ref, opener) {
  useLayoutEffect(() => {
    const first = ref.current.querySelector("button:not([disabled])");
    if (first) first.focus({ preventScroll: true });
    return () => requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && document.contains(active)) return;
      const back = document.querySelector(`.actions button[data-kind=${opener}]`);
      if (back) back.focus({ preventScroll: true });
      else focusHome();
    });
  }, []);
}

/** Send and Cancel beside the cards where the panel has the room (controls.css), else
 * (.buttons-under) on a row under them: the cards wider than the room left them (their
 * last column ran under Send). Measured again when the panel's width changes only (its
 * height changes with the class). */
function useButtonsFit(ref) {
  useLayoutEffect(() => {
    const panel = ref.current;
    const grid = panel.querySelector(".trade-grid");
    let width = -1;
    const fit = () => {
      if (panel.clientWidth === width) return;
      width = panel.clientWidth;
      panel.classList.remove("buttons-under");
      // A card's name in two lines beside its icon (Turkish's "Madeni para" over its
      // column): every card's name goes under its icon, on one line (.names-stacked).
      grid.classList.remove("names-stacked");
      const chips = [...grid.querySelectorAll(".tg-card > .chip")];
      const low = Math.min(...chips.map((c) => c.offsetHeight));
      if (chips.some((c) => c.offsetHeight > low * 1.4)) grid.classList.add("names-stacked");
      if (grid.scrollWidth > grid.clientWidth + 1) panel.classList.add("buttons-under");
    };
    fit();
    const watch = new ResizeObserver(fit);
    watch.observe(panel);
    return () => watch.disconnect();
  }, []);
}

/** `onSend({give, get})`: the terms from the reader's side. `initial` starts the counters
 * (a counter-offer starts from the offer); `mode` "counter" words it as one; `info`, shown
 * above the cards (the offer a counter answers). */
export function TradeBuilder({ view, onSend, onClose, initial = null, mode = "offer", info = null }) {
  const [give, setGive] = useState(initial?.give || {});
  const [get, setGet] = useState(initial?.get || {});
  const ref = useRef(null);
  const counter = mode === "counter";
  usePanelFocus(ref, counter ? "counter_trade" : "offer_trade");
  useButtonsFit(ref);
  const cards = view.expansion === "ck" ? CARDS : RESOURCES;
  const why = refusedTerms(give, get, counter, initial);
  const ok = Object.values(clean(give)).length && Object.values(clean(get)).length && !why;
  return html`<section class=${`actions trade-panel trade${counter ? " counter-offer" : ""} seat-${view.seat ?? 0}`} role="dialog" aria-modal="false"
      aria-labelledby="trade-panel-title" ref=${ref}>
    <div class="panel-head">
      <h2 id="trade-panel-title"><span class="dot" aria-hidden="true"></span>${t(counter ? "counter-title" : "trade-title")}</h2>
      ${info}
    </div>
    <div class=${`trade-grid cards-${cards.length}`}>
      <span class="tg-head tg-give" aria-hidden="true">${t("trade-give")}</span>
      <span class="tg-head tg-get" aria-hidden="true">${t("trade-get")}</span>
      ${cards.map((c, i) => html`<div class="tg-card" data-card=${c} style=${`--i: ${i + 2}`}>
        <span class=${`chip card-${c}`}><${CardIcon} card=${c} /><span class="chip-name">${card(c)}</span><span class="chip-held"
          title=${t("trade-held", { count: view.hand?.[c] || 0 })} aria-label=${t("trade-held", { count: view.hand?.[c] || 0 })}>${view.hand?.[c] || 0}</span></span>
        <${Counter} c=${c} bundle=${give} set=${setGive} max=${view.hand?.[c] || 0} label=${t("trade-give")} side="give" />
        <${Counter} c=${c} bundle=${get} set=${setGet} max=${null} label=${t("trade-get")} side="get" />
      </div>`)}
    </div>
    <div class="buttons">
      <button class="act primary" disabled=${!ok} data-kind=${counter ? "send-counter" : "send-offer"} onClick=${() => onSend({ give: clean(give), get: clean(get) })}>${t(counter ? "counter-send" : "trade-send")}</button>
      <button class="act cancel" data-kind="cancel" onClick=${onClose}>${t("action-cancel")}</button>
      <p class="trade-why" role="status">${why ? t(`refusal-${why}`) : ""}</p>
    </div>
  </section>`;
}
