// The build bar: every build and buy of the game, always shown, each with its cost as card
// icons. What the hand cannot pay for is greyed with the missing cards marked; what the
// rules do not allow now is greyed with the engine's reason (the server's `builds`), shown
// on hover and, on a touch screen, by a tap on the item.
import { html, useState } from "./lib.js";
import { t } from "./i18n.js";
import { refusalText } from "./refusals.js";
import { CARDS, bundle, card, seatName } from "./words.js";
import { CardIcon } from "./icons.js";

/** The cards of `cost` the hand lacks: {card: count}. */
export function missingCards(cost, hand) {
  const out = {};
  for (const [c, n] of Object.entries(cost)) {
    const lack = n - ((hand && hand[c]) || 0);
    if (lack > 0) out[c] = lack;
  }
  return out;
}

function itemLabel(b) {
  return b.kind === "improve_city" ? t("build-improve", { track: t(`track-${b.track}`) }) : t(`action-${b.kind}`);
}

/** Why this item cannot be done now, in words; "" when it can. */
function whyText(b, view, missing) {
  if (b.legal) return "";
  if (!b.why) return t("waiting-for", { name: seatName(view.current_player) });
  if (b.why.code === "no_place") return t("build-no-place");
  if (Object.keys(missing).length) return t("build-missing", { cards: bundle(missing) });
  return refusalText(b.why, view);
}

function Cost({ cost, missing }) {
  const cards = CARDS.filter((c) => cost[c]);
  if (!cards.length) return html`<span class="cost free">${t("build-free")}</span>`;
  return html`<span class="cost" aria-hidden="true">${cards.map((c) => html`<span
    class=${`cost-card card-${c}${missing[c] ? " missing" : ""}`} title=${card(c)}>
      <span class="cost-n">${cost[c]}</span><${CardIcon} card=${c} />${missing[c]
        ? html`<span class="cost-lack" dir="ltr">${t("build-lack", { count: missing[c] })}</span>` : null}</span>`)}</span>`;
}

/** `onBuild(b)`: the reader chose a legal item. `foot`: shown at the end of the line
 * under the items, where the reason of a tapped item is told (the keys' hint). */
export function BuildBar({ view, builds, onBuild, foot = null }) {
  const [shown, setShown] = useState(null); // the item whose reason a tap revealed
  if (!view || view.seat === null || !builds || !builds.length) return null;
  const key = (b) => `${b.kind}:${b.track || ""}`;
  const reason = shown && builds.find((b) => key(b) === shown);
  return html`<section class="buildbar" aria-label=${t("builds-title")}>
    <ul role="list">${builds.map((b) => {
      const missing = missingCards(b.cost, view.hand);
      const why = whyText(b, view, missing);
      const label = itemLabel(b);
      const described = `${label}. ${Object.keys(b.cost).length ? t("build-cost", { cost: bundle(b.cost) }) : t("build-free")}${why ? `. ${why}` : ""}`;
      return html`<li><button
        class=${`build${b.legal ? "" : " unavailable"}${Object.keys(missing).length ? " short" : ""}`}
        data-item=${key(b)} data-kind=${b.legal ? b.kind : undefined} data-why=${b.why ? b.why.code : undefined}
        aria-disabled=${b.legal ? undefined : "true"} title=${why || undefined}
        onClick=${() => (b.legal ? onBuild(b) : setShown(shown === key(b) ? null : key(b)))}>
        <span class="build-name">${label}</span>
        <${Cost} cost=${b.cost} missing=${missing} />
        <span class="sr-only">${described.slice(label.length)}</span>
      </button></li>`;
    })}</ul>
    <div class="build-foot">
      <p class="build-why" role="status">${reason ? `${itemLabel(reason)}: ${whyText(reason, view, missingCards(reason.cost, view.hand))}` : ""}</p>
      ${foot}
    </div>
  </section>`;
}
