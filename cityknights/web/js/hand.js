// The reader's own hand: resources and commodities, and the progress cards in hand with
// their text and, when not playable now, why not.
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { CARDS, card } from "./words.js";
import { refusalText } from "./refusals.js";
import { CardIcon } from "./icons.js";

export function Hand({ view }) {
  if (!view || !view.hand) return null;
  const total = CARDS.reduce((n, c) => n + (view.hand[c] || 0), 0);
  return html`<section class="hand panel" aria-label=${t("hand-title")}>
    <h2>${t("hand-title")} <small>${t("hand-count", { count: total })}<span class="sep"> </span>${t("discard-limit", { limit: view.rules.discard_limit })}</small></h2>
    ${total === 0 ? html`<p class="muted">${t("hand-empty")}</p>` : null}
    <ul class="cards">
      ${CARDS.filter((c) => view.hand[c]).map((c) => html`<li class=${`card card-${c}`} title=${card(c)}>
        <${CardIcon} card=${c} /><span class="card-name">${card(c)}</span><span class="card-n">${view.hand[c]}</span></li>`)}
    </ul>
    ${view.dev_hand && Object.keys(view.dev_hand).length ? html`<h3>${t("dev-title")}</h3><ul class="cards">
      ${Object.entries(view.dev_hand).map(([d, n]) => html`<li class="card dev">
        <span class="card-name">${view.dev_new?.[d] ? t("dev-new", { card: t(`dev-${d}`) }) : t(`dev-${d}`)}</span><span class="card-n">${n}</span></li>`)}</ul>` : null}
  </section>`;
}

/** A phone's hand beside the board: the reader's cards as icons and counts, held at the
 * screen's foot over the action bar (table.css), as colonist.io's phone table keeps the
 * hand in sight. The Board tab hid the whole side column, the hand with it, so a player
 * choosing where to build could not see what they held. Shown on a phone only, while the
 * board is (the Hand tab names the cards in full); nothing while the hand is empty. */
export function HandStrip({ view }) {
  if (!view || !view.hand) return null;
  const held = CARDS.filter((c) => view.hand[c]);
  if (!held.length) return null;
  return html`<ul class="hand-strip" aria-label=${t("hand-title")}>
    ${held.map((c) => html`<li class=${`card-${c}`} title=${card(c)}>
      <${CardIcon} card=${c} /><b aria-hidden="true">${view.hand[c]}</b><span class="sr-only">${t("card-count", { count: view.hand[c], card: card(c) })}</span></li>`)}
  </ul>`;
}

/** Why a progress card in hand cannot be played now: the engine's own reason, which the
 * server sends with every picture (`progress`), worded from the catalog. */
function whyNot(name, view, progress) {
  const why = progress && progress[name];
  return why ? refusalText(why, view) : "";
}

/** "Play Smith" on the button; a desktop's column shows the verb alone ("Play", under the
 * card's name: table.css), the whole read out still. The verb is a message of its own:
 * the whole with the name cut out left "Oyna:" in Turkish ("Oyna: { $card }"). */
function playWords(name) {
  return html`<span class="play-full">${t("progress-play", { card: t(`progress-${name}`) })}</span><span
    class="play-verb" aria-hidden="true">${t("progress-play-verb")}</span>`;
}

export function ProgressCards({ view, legal, progress, onPlay }) {
  if (!view || !view.progress_cards) return null;
  const names = Object.keys(view.progress_cards);
  return html`<section class=${`progress panel${names.length ? "" : " none"}`} aria-label=${t("progress-title")}>
    <h2>${t("progress-title")}</h2>
    ${names.length === 0 ? html`<p class="muted">${t("progress-empty")}</p>` : null}
    <ul class="progress-cards">
      ${names.map((name) => {
        const kind = `play_${name}`;
        const playable = legal.some((a) => a.kind === kind);
        // What it does: a line of its own on a phone; a desktop's column keeps it as the
        // card's title and for screen readers only (table.css), the cards on the screen.
        return html`<li class=${`progress-card${playable ? " playable" : ""}`} title=${t(`progress-text-${name}`)}>
          <div class="progress-head"><strong>${t(`progress-${name}`)}</strong>
            ${view.progress_cards[name] > 1 ? html`<span class="card-n">${view.progress_cards[name]}</span>` : null}</div>
          <p class="what">${t(`progress-text-${name}`)}</p>
          ${playable
            ? html`<button class="play" data-kind=${kind} onClick=${() => onPlay(kind)}>${playWords(name)}</button>`
            : html`<p class="why-not" data-code=${progress?.[name]?.code || ""}>${whyNot(name, view, progress)}</p>`}
        </li>`;
      })}
    </ul>
  </section>`;
}
