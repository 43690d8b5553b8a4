// The Commercial Harbor in one dialog: a resource for each opponent at once (or none for
// some, where the rules let the player stop early), sent as one move per opponent; each
// opponent's answer comes in between (store.queue waits for the game to come back).
import { html, useState } from "./lib.js";
import { t } from "./i18n.js";
import { Dialog } from "./dialog.js";
import { queueErrorText } from "./several.js";
import { RESOURCES, card, seatName } from "./words.js";

/** Whether this dialog takes the decision now: a Commercial Harbor to offer, or its moves
 * still being sent. */
export function harborNow(legal, queue) {
  return legal.some((a) => a.kind === "harbor_offer") || Boolean(queue?.actions?.[0]?.kind === "harbor_offer");
}

/** The moves for `picks` {opponent: resource}: an offer per pick in seat order, then a
 * stop when opponents are left unasked and the hand still holds a resource to offer. */
export function harborMoves(picks, opponents, held, canStop) {
  const moves = opponents.filter((p) => picks[p]).map((p) => ({ kind: "harbor_offer", opponent: p, card: picks[p] }));
  const left = RESOURCES.reduce((a, c) => a + (held[c] || 0), 0) - moves.length;
  if (canStop && moves.length < opponents.length && left > 0) moves.push({ kind: "skip" });
  return moves;
}

export function HarborDialog({ view, legal, queue, title, onSend }) {
  const [picks, setPicks] = useState({});
  const [opponents] = useState(() => [...new Set(legal.filter((a) => a.kind === "harbor_offer").map((a) => a.opponent))]);
  const held = view.hand || {};
  const canStop = legal.some((a) => a.kind === "skip") || Boolean(queue);
  const busy = Boolean(queue && !queue.error);
  const used = (c) => Object.values(picks).filter((x) => x === c).length;
  const chosen = Object.values(picks).filter(Boolean).length;
  const resources = RESOURCES.reduce((a, c) => a + (held[c] || 0), 0);
  // Without the early stop every opponent must be offered a card while the hand allows.
  const ok = !busy && (canStop ? chosen > 0 || legal.some((a) => a.kind === "skip") : chosen === Math.min(opponents.length, resources));
  const pick = (p, c) => !busy && setPicks({ ...picks, [p]: picks[p] === c ? null : c });
  const send = () => onSend(harborMoves(picks, opponents, held, canStop), () => setPicks({}));
  return html`<${Dialog} title=${title} cls="decision harbor ctx-commercial_harbor">
    <p class="muted">${t("harbor-help")}</p>
    <table class="trade-table harbor-table">
      <tbody>${opponents.map((p) => html`<tr data-opponent=${p}>
        <th scope="row">${seatName(p)}</th>
        <td><div class="options" role="radiogroup" aria-label=${t("harbor-offer-to", { name: seatName(p) })}>
          ${RESOURCES.filter((c) => held[c]).map((c) => html`<button class=${`option chip card-${c}`} role="radio"
            aria-checked=${picks[p] === c ? "true" : "false"} data-card=${c}
            disabled=${busy || (picks[p] !== c && used(c) >= held[c])} onClick=${() => pick(p, c)}>${card(c)}</button>`)}
        </div></td>
      </tr>`)}</tbody>
    </table>
    ${queue?.error ? html`<p class="error" role="alert">${queueErrorText(queue.error, view)}</p>` : null}
    <div class="buttons">
      <button class="act primary" data-kind="confirm-harbor" disabled=${!ok} onClick=${send}>
        ${busy ? t("several-sending", { done: queue.done, count: queue.actions.length })
          : chosen ? t("harbor-confirm", { count: chosen }) : t("harbor-none")}</button>
    </div>
  </${Dialog}>`;
}
