// The rules page (/?rules=1): the game as this project plays it, in the catalog's
// language, one section per message pair rules-N-title / rules-N-text.
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { Legend } from "./legend.js";

export const RULE_SECTIONS = 12;

export function Rules() {
  const sections = Array.from({ length: RULE_SECTIONS }, (_, i) => i + 1);
  // The way back and the contents first: a phone scrolls a long way to the page's foot.
  return html`<main class="rules">
    <a class="act rules-back" href="/">${t("back-to-lobby")}</a>
    <h1>${t("rules-title")}</h1>
    <p>${t("rules-intro")}</p>
    <nav class="rules-contents" aria-labelledby="rules-contents-title">
      <h2 id="rules-contents-title">${t("rules-contents")}</h2>
      <ol>${sections.map((n) => html`<li><a href=${`#rules-${n}`}>${t(`rules-${n}-title`)}</a></li>`)}</ol>
    </nav>
    ${sections.map((n) => html`<section id=${`rules-${n}`}>
      <h2>${t(`rules-${n}-title`)}</h2>
      ${t(`rules-${n}-text`).split("\n").map((line) => html`<p>${line}</p>`)}
    </section>`)}
    <${Legend} />
    <a class="act" href="/">${t("back-to-lobby")}</a>
  </main>`;
}
