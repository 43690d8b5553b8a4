// The bank, as colonist.io shows it: the cards it holds of each resource (in C&K of each
// commodity too) and the cards left to draw, the development cards (base) or each progress
// deck's (C&K). Every figure is public (the wire view's `bank`, `dev_deck_size`,
// `deck_sizes`). On a desktop it stands beside the barbarians' track over the board; on a
// phone, at the foot of the Players tab (table.css): the board's tab keeps its height. A
// room may hide the bank's cards (colonist's "hide bank cards"): the server then sends
// `"bank": null` until the game is over, and the row says so beside the decks.
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { CARDS, RESOURCES, TRACKS, card } from "./words.js";
import { CardIcon } from "./icons.js";
import { ICONS } from "./players.js";

// Each progress deck's colour on the card (the log's and the overlays' `deck-*` words).
const DECK_COLOUR = { trade: "yellow", politics: "blue", science: "green" };

function DeckIcon({ cls }) {
  return html`<svg class=${`ci deck-icon ${cls}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <rect x="5" y="3" width="14" height="18" rx="2" /><path d="M8 8 h8 M8 11 h8 M8 14 h5" /></svg>`;
}

function Figure({ cls, icon, n, label }) {
  return html`<li class=${cls} title=${label}>${icon}<b aria-hidden="true">${n}</b><span class="sr-only">${label}</span></li>`;
}

/** `where`: "top" (the desktop's row over the board) or "side" (the phone's Players tab). */
export function BankRow({ view, where }) {
  if (!view || !("bank" in view)) return null;
  // null: the room hides the bank's cards (colonist's setting) until the game is over.
  const hidden = view.bank === null;
  const ck = view.expansion === "ck";
  const cards = ck ? CARDS : RESOURCES;
  const decks = ck
    ? TRACKS.map((track) => {
        const colour = DECK_COLOUR[track];
        const n = view.deck_sizes?.[track] ?? 0;
        return html`<${Figure} cls=${`deck deck-${colour}`} icon=${html`<${DeckIcon} cls=${`deck-${colour}`} />`} n=${n}
          label=${t("bank-deck", { deck: t(`deck-${colour}`), count: n })} />`;
      })
    : [html`<${Figure} cls="deck deck-dev" icon=${html`<svg class="ci deck-icon deck-dev" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${ICONS.dev}</svg>`}
          n=${view.dev_deck_size ?? 0}
          label=${t("bank-dev", { count: view.dev_deck_size ?? 0 })} />`];
  return html`<section class=${`bank-row bank-${where}${where === "side" ? " panel" : ""}`} aria-label=${t("bank-title")}>
    <h2 class="bank-name">${t("bank-title")}</h2>
    <ul>
      ${hidden ? html`<li class="bank-hidden">${t("bank-hidden")}</li>` : cards.map((c) => html`<${Figure} cls=${`card-${c}`}
        icon=${html`<${CardIcon} card=${c} />`} n=${view.bank[c] ?? 0} label=${t("bank-card", { card: card(c), count: view.bank[c] ?? 0 })} />`)}
      <li class="bank-gap" aria-hidden="true"></li>
      ${decks}
    </ul>
  </section>`;
}
