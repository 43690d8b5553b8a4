// Every string the client shows comes from a Fluent catalog (i18n/<lang>.ftl).
import { FluentBundle, FluentResource } from "../vendor/fluent-bundle/index.js";

let bundle = null;
// Languages written right to left: the page mirrors (the CSS uses logical properties).
const RTL = new Set(["ar", "fa", "he", "ur"]);
const missing = new Set();
const STORED = "ck-lang";

/** The catalogs shipped, each named in its own language (so a reader who cannot read the
 * current language still finds theirs). */
export const LANGUAGES = [
  ["en", "English"],
  ["af", "Afrikaans"],
  ["tr", "Türkçe"],
  ["ar", "العربية"],
  ["th", "ไทย"],
  ["hi", "हिन्दी"],
];
const SHIPPED = new Set(LANGUAGES.map(([code]) => code));

/** The first shipped language of a preference list ("tr-TR" counts as "tr"), else null. */
export function firstShipped(prefs) {
  for (const p of prefs || []) {
    const base = String(p).toLowerCase().split("-")[0];
    if (SHIPPED.has(base)) return base;
  }
  return null;
}

/** The language to show: ?lang=xx (remembered), then the last one chosen, then the
 * browser's preferences (navigator.languages), else English. */
export function chosenLanguage() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked && SHIPPED.has(asked)) {
    localStorage.setItem(STORED, asked);
    return asked;
  }
  const stored = localStorage.getItem(STORED);
  if (stored && SHIPPED.has(stored)) return stored;
  return firstShipped(navigator.languages || [navigator.language]) || "en";
}

/** The language loaded now. */
export function currentLanguage() {
  return bundle ? bundle.locales[0] : "en";
}

/** Load the catalog of a language; English when that language has none. Placeholders
 * are bidi-isolated (Fluent's default), so a Latin name inside an Arabic line keeps its
 * order, and numbers are formatted by Intl for the language. */
export async function loadCatalog(lang = "en") {
  let res = await fetch(`/i18n/${lang}.ftl`);
  if (!res.ok && lang !== "en") {
    lang = "en";
    res = await fetch("/i18n/en.ftl");
  }
  const text = await res.text();
  const b = new FluentBundle(lang, { useIsolating: true });
  const errors = b.addResource(new FluentResource(text));
  for (const e of errors) console.error("catalog:", e);
  bundle = b;
  missing.clear();
  document.documentElement.lang = lang;
  document.documentElement.dir = RTL.has(lang) ? "rtl" : "ltr";
}

/** Switch to another language and remember it; a ?lang= in the address is dropped so a
 * reload keeps the choice. */
export async function switchLanguage(lang) {
  if (!SHIPPED.has(lang)) throw new Error(`no catalog for language ${lang}`);
  localStorage.setItem(STORED, lang);
  const url = new URL(location.href);
  if (url.searchParams.has("lang")) {
    url.searchParams.delete("lang");
    history.replaceState(history.state, "", url);
  }
  await loadCatalog(lang);
  document.title = t("app-title");
}

/** The message `id` with its arguments, in the loaded language. */
export function t(id, args = {}) {
  const msg = bundle && bundle.getMessage(id);
  if (!msg || !msg.value) {
    if (!missing.has(id)) {
      missing.add(id);
      console.error(`catalog: no message ${id}`, new Error().stack);
    }
    return id;
  }
  const errors = [];
  const out = bundle.formatPattern(msg.value, args, errors);
  if (errors.length) console.error(`catalog: ${id}:`, errors);
  return out;
}

/** A field's own check in the catalog's words: the props that, when the browser finds the
 * field invalid (too short, empty, off its pattern), give it the message `id` instead of
 * the browser's, which speaks the browser's language, not the page's; typing clears it.
 * `args`: the message's arguments. */
export function refusedAs(id, onInput, args = {}) {
  return {
    onInvalid: (e) => e.currentTarget.setCustomValidity(t(id, args)),
    onInput: (e) => {
      e.currentTarget.setCustomValidity("");
      onInput(e);
    },
  };
}

/** True when the catalog has the message (optional wordings, e.g. per-card texts). */
export function has(id) {
  return Boolean(bundle && bundle.hasMessage(id));
}

/** Message ids asked for that the catalog lacks (the tests read this). */
export function missingIds() {
  return [...missing];
}
window.__missingMessages = missingIds;
