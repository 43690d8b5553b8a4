// The strip above every screen: the language picker (each language named in itself) and
// the way to the rules page.
import { html } from "./lib.js";
import { LANGUAGES, currentLanguage, switchLanguage, t } from "./i18n.js";
import { update } from "./store.js";

async function pickLanguage(event) {
  await switchLanguage(event.target.value);
  update({ lang: event.target.value }); // every screen re-renders in the new language
}

export function LanguageBar({ onRules }) {
  const lang = currentLanguage();
  return html`<nav class="langbar" aria-label=${t("language-label")}>
    <label><span class="sr-only">${t("language-label")}</span>
      <select class="lang-picker" value=${lang} onChange=${pickLanguage}>
        ${LANGUAGES.map(([code, name]) => html`<option value=${code} lang=${code} selected=${code === lang}>${name}</option>`)}
      </select></label>
    ${onRules ? null : html`<a class="rules-link" href="/?rules=1" target="_blank" rel="noopener">${t("rules-link")}</a>`}
  </nav>`;
}
