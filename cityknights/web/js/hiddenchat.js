// Chat the reader chose to hide, as a colonist.io player mutes a rude stranger: the lines
// of one sender, kept per game or room in this browser. Nothing is sent: the others still
// see every line and the sender is not told. The table's chat (chat.js, log.js) and a
// room's (room.js) name their senders each their own way; the list, the button on a line
// and the row of hidden senders are these.
import { html } from "./lib.js";
import { t } from "./i18n.js";

/** The senders hidden under `key` (a game's or a room's), kept across a reload. */
export function readHidden(key) {
  try {
    const kept = JSON.parse(localStorage.getItem(key) || "[]");
    return Array.isArray(kept) ? kept.filter((x) => typeof x === "string") : [];
  } catch {
    return []; // storage refused (private browsing) or spoiled: nothing hidden
  }
}

/** `hidden` with `sender` hidden (`hide`) or shown again, kept under `key`. */
export function withHidden(key, hidden, sender, hide) {
  const now = hidden.filter((x) => x !== sender);
  if (hide) now.push(sender);
  try {
    localStorage.setItem(key, JSON.stringify(now));
  } catch {
    // kept for this page only
  }
  return now;
}

/** A chat line's button that hides its sender: a speaker struck through, named in words. */
export function HideButton({ name, sender, onHide }) {
  const label = t("chat-mute", { name });
  return html`<button type="button" class="chat-mute" data-kind="mute-chat" data-sender=${sender} aria-label=${label} title=${label}
    onClick=${() => onHide(sender)}><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 9 h4 l5 -4 v14 l-5 -4 h-4 z" /><path class="off" d="M16 9 l6 6 M22 9 l-6 6" /></svg></button>`;
}

/** The row of hidden senders under a chat's input, each with a button that shows them. */
export function HiddenSenders({ hidden, nameOf, onShow }) {
  if (!hidden.length) return null;
  return html`<p class="chat-hidden">${t("chat-muted")} ${hidden.map((sender) => html`<button type="button" class="link" data-kind="unmute-chat"
    data-sender=${sender} onClick=${() => onShow(sender)}>${t("chat-unmute", { name: nameOf(sender) })}</button>`)}</p>`;
}
