// Every string the client shows comes from a Fluent catalog (i18n/<lang>.ftl).
import { FluentBundle, FluentResource } from "../vendor/fluent-bundle/index.js";

let bundle = null;
// Languages written right to left: the page mirrors (the CSS uses logical properties).
const RTL = new Set(["ar", "fa", "he", "ur"]);
const missing = new Set();

/** The language asked for (?lang=xx, then the last one chosen), else English. */
export function chosenLanguage() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked && /^[a-z]{2,3}$/.test(asked)) localStorage.setItem("ck-lang", asked);
  return asked || localStorage.getItem("ck-lang") || "en";
}

/** Load the catalog of a language; English when that language has none. */
export async function loadCatalog(lang = "en") {
  let res = await fetch(`/i18n/${lang}.ftl`);
  if (!res.ok && lang !== "en") {
    lang = "en";
    res = await fetch("/i18n/en.ftl");
  }
  const text = await res.text();
  const b = new FluentBundle(lang, { useIsolating: false });
  const errors = b.addResource(new FluentResource(text));
  for (const e of errors) console.error("catalog:", e);
  bundle = b;
  document.documentElement.lang = lang;
  document.documentElement.dir = RTL.has(lang) ? "rtl" : "ltr";
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

/** True when the catalog has the message (optional wordings, e.g. per-card texts). */
export function has(id) {
  return Boolean(bundle && bundle.hasMessage(id));
}

/** Message ids asked for that the catalog lacks (the tests read this). */
export function missingIds() {
  return [...missing];
}
window.__missingMessages = missingIds;
