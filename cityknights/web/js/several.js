// "Choose several" decisions in one dialog: a discard of N cards, the Wedding's gifts, the
// progress cards over the limit. The reader taps cards to move them to the pile (and back),
// confirms when the count is right, and the client sends one move per card.
import { html, useEffect, useState } from "./lib.js";
import { t } from "./i18n.js";
import { Dialog } from "./dialog.js";
import { refusalText } from "./refusals.js";
import { CARDS, card } from "./words.js";
import { CardIcon } from "./icons.js";

// The decisions this dialog takes: context -> the kind of move made once per card.
const SEVERAL = { discard: "discard", wedding: "give_card", progress_discard: "discard_progress" };

/** The kind to choose several of now, or null: one of SEVERAL's, the only kind legal. */
export function severalKind(view, legal) {
  const kind = SEVERAL[view.context];
  if (!kind || !legal.length || legal.some((a) => a.kind !== kind)) return null;
  return kind;
}

function itemName(kind, c) {
  return kind === "discard_progress" ? t(`progress-${c}`) : card(c);
}

/** A card to pick or put back: its icon (a resource's or a commodity's, as the hand and
 * the log show it; not a progress card's), its name and how many. */
function Tile({ kind, c, n, onClick, label, disabled = false }) {
  return html`<li><button class=${`tile option card-${c}`} title=${label} disabled=${disabled} onClick=${onClick}>
    ${kind === "discard_progress" ? null : html`<${CardIcon} card=${c} />`}<span class="tile-name">${itemName(kind, c)}</span><span class="tile-n">${n}</span></button></li>`;
}

/** The dialog. `onSend(actions)` sends the moves; `queue` is store.queue (progress and a
 * refusal in the middle); `title` the decision's. */
export function SeveralDialog({ view, legal, kind, title, queue, onSend }) {
  const [pile, setPile] = useState({});
  // Stopped by a refusal: the moves sent are taken, the rest are picked afresh.
  useEffect(() => {
    if (queue?.error) setPile({});
  }, [queue?.error]);
  const count = view.pending?.[0]?.count ?? 1;
  const param = "card";
  // What may be picked: the legal values with how many are held.
  const held = kind === "discard_progress" ? view.progress_cards || {} : view.hand || {};
  const order = kind === "discard_progress" ? Object.keys(held) : CARDS;
  const values = new Set(legal.map((a) => a[param]));
  const pool = order.filter((c) => values.has(c) && held[c]);
  const picked = Object.values(pile).reduce((a, b) => a + b, 0);
  const busy = Boolean(queue && !queue.error);
  const move = (c, d) => !busy && setPile({ ...pile, [c]: Math.max(0, Math.min(held[c], (pile[c] || 0) + d)) });
  const send = () => {
    const actions = [];
    for (const c of pool) for (let i = 0; i < (pile[c] || 0); i++) actions.push({ kind, [param]: c });
    onSend(actions, () => setPile({}));
  };
  const left = pool.filter((c) => held[c] - (pile[c] || 0) > 0);
  const inPile = pool.filter((c) => pile[c]);
  return html`<${Dialog} title=${title} cls=${`decision several ctx-${view.context}`}>
    <p class="several-count" aria-live="polite">${t("several-picked", { picked, count })}</p>
    <h3 class="several-head">${t("several-hand")}</h3>
    <ul class="tiles hand-tiles">${left.map((c) => html`<${Tile} kind=${kind} c=${c} n=${held[c] - (pile[c] || 0)}
      label=${t("several-put", { card: itemName(kind, c) })} disabled=${picked >= count || busy} onClick=${() => move(c, 1)} />`)}</ul>
    <h3 class="several-head">${t(`several-pile-${kind}`)}</h3>
    <ul class="tiles pile-tiles">${inPile.length ? inPile.map((c) => html`<${Tile} kind=${kind} c=${c} n=${pile[c]}
      label=${t("several-take-back", { card: itemName(kind, c) })} disabled=${busy} onClick=${() => move(c, -1)} />`) : html`<li class="muted">${t("several-empty")}</li>`}</ul>
    ${queue?.error ? html`<p class="error" role="alert">${queueErrorText(queue.error, view)}</p>` : null}
    <div class="buttons">
      <button class="act primary" data-kind="confirm-several" disabled=${picked !== count || busy} onClick=${send}>
        ${busy ? t("several-sending", { done: queue.done, count: queue.actions.length }) : t("several-confirm", { count })}</button>
    </div>
  </${Dialog}>`;
}

/** A refusal that stopped a dialog's moves, in words. */
export function queueErrorText(error, view) {
  if (error.code === "illegal_action" && error.params?.code) return refusalText(error.params, view);
  return t(`error-${error.code}`, error.params || {});
}
