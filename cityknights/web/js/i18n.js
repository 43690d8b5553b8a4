// Every string the client shows comes from a Fluent catalog (i18n/<lang>.ftl).
import { FluentBundle, FluentResource } from "../vendor/fluent-bundle/index.js";

let bundle = null;
const missing = new Set();

/** Load the catalog of a language (English is the only one shipped so far). */
export async function loadCatalog(lang = "en") {
  const text = await (await fetch(`/i18n/${lang}.ftl`)).text();
  const b = new FluentBundle(lang, { useIsolating: false });
  const errors = b.addResource(new FluentResource(text));
  for (const e of errors) console.error("catalog:", e);
  bundle = b;
  document.documentElement.lang = lang;
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
