// A link to hand on (a room's, a seat's invitation) in a read-only field, with a button
// that copies it, as colonist.io's "Copy link": on a phone, selecting a long field's text
// by hand is fiddly. The button says "Copied" for a moment (a status, read out too).
import { html, useEffect, useRef, useState } from "./lib.js";
import { t } from "./i18n.js";

async function copied(field) {
  try {
    await navigator.clipboard.writeText(field.value);
    return true;
  } catch {
    // No clipboard API (a page served over plain http to another machine) or refused:
    // the browser's older command, on the field's selected text.
    field.focus();
    field.select();
    return document.execCommand("copy");
  }
}

/** `label`: the field's accessible name; `cls`: the field's class. */
export function CopyField({ value, label, cls = "invite" }) {
  const field = useRef(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), 2000);
    return () => clearTimeout(timer);
  }, [done]);
  const copy = async () => setDone(await copied(field.current));
  return html`<span class="copy-field">
    <input ref=${field} class=${cls} dir="ltr" readonly value=${value} aria-label=${label} onFocus=${(e) => e.target.select()} />
    <button type="button" class="act" data-kind="copy" onClick=${copy}>${t("copy")}</button>
    <span class="copy-done" role="status">${done ? t("copied") : ""}</span>
  </span>`;
}
