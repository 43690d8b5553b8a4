// The chat line under the log: one input, labelled, at most 200 characters (the server's
// limit, docs/protocol.md). A line sent is echoed back by the server to every socket of
// the game and shows in the log; a refused line (too long, empty, too many at once) comes
// back into the input with the reason in words.
import { html, useEffect, useState } from "./lib.js";
import { t } from "./i18n.js";
import { store, update } from "./store.js";
import { send } from "./connection.js";
import { seatName } from "./words.js";
import { HiddenSenders, readHidden, withHidden } from "./hiddenchat.js";

export const MAX_CHAT_CHARS = 200;
// The refusals a chat line can meet; any other error is the game's, not the chat's.
const CHAT_REFUSALS = new Set(["chat_empty", "chat_too_long", "rate_limited"]);

/** Send one chat line; it stays pending until the server echoes it or refuses it. */
export function sendChat(text) {
  update({ chat: { pending: text, refused: null, draft: "" } });
  send({ type: "chat", text });
}

/** A refusal from the server: the chat's own when a line is pending (true), else not. */
export function chatRefused(error) {
  const chat = store.chat;
  if (!chat || chat.pending === null || !CHAT_REFUSALS.has(error.code)) return false;
  update({ chat: { pending: null, refused: error, draft: chat.pending } });
  return true;
}

/** A chat line from the server: our own pending line is through. */
export function chatEchoed(msg) {
  const chat = store.chat;
  if (chat && chat.pending !== null && msg.seat === store.game?.seat && msg.text === chat.pending.trim()) {
    update({ chat: { pending: null, refused: null, draft: "" } });
  }
}

// ----------------------------------------------------------------- hidden chat
// The table's senders (hiddenchat.js): a seat by its number, or every spectator.
const SPECTATORS = "spectators";

/** Who sent a chat line, as the hidden list names senders. */
export const chatSender = (e) => (e.seat === null || e.seat === undefined ? SPECTATORS : String(e.seat));

const hiddenKey = () => `ck-muted-chat:${store.game?.id ?? ""}`;

/** The senders whose lines the reader hides at this game. */
export const mutedChat = () => store.mutedChat ?? readHidden(hiddenKey());

/** Hide (`hidden`) or show again one sender's lines. */
export const setChatHidden = (sender, hidden) => update({ mutedChat: withHidden(hiddenKey(), mutedChat(), sender, hidden) });

export const senderName = (sender) => (sender === SPECTATORS ? t("chat-spectators") : seatName(Number(sender)));

function refusalText(error) {
  const p = error.params || {};
  if (error.code === "rate_limited") return t("chat-refused-rate_limited", { seconds: Math.max(1, Math.ceil((p.retry_ms || 0) / 1000)) });
  if (error.code === "chat_too_long") return t("chat-refused-chat_too_long", { limit: p.limit ?? MAX_CHAT_CHARS, length: p.length ?? 0 });
  return t("chat-refused-chat_empty");
}

export function Chat({ chat }) {
  const [text, setText] = useState("");
  const draft = chat?.draft;
  // A refused line comes back into the input, to be shortened or sent again.
  useEffect(() => {
    if (draft) setText(draft);
  }, [draft]);
  const submit = (e) => {
    e.preventDefault();
    if (!text.trim()) {
      update({ chat: { pending: null, refused: { code: "chat_empty", params: {} }, draft: "" } });
      return;
    }
    sendChat(text);
    setText("");
  };
  return html`<form class="chat" onSubmit=${submit}>
    <label class="sr-only" for="chat-input">${t("chat-label")}</label>
    <input id="chat-input" type="text" name="chat" autocomplete="off" maxlength=${MAX_CHAT_CHARS}
      placeholder=${t("chat-placeholder")} aria-describedby="chat-status" value=${text}
      onInput=${(e) => setText(e.currentTarget.value)} />
    <button type="submit" class="act" data-kind="chat-send">${t("chat-send")}</button>
    <p id="chat-status" class=${chat?.refused ? "chat-status refused" : "chat-status"} role="status">${chat?.refused ? refusalText(chat.refused) : ""}</p>
    <${HiddenSenders} hidden=${mutedChat()} nameOf=${senderName} onShow=${(sender) => setChatHidden(sender, false)} />
  </form>`;
}

// The tests send a line the input would not let through (over its 200 characters).
window.__chat = (text) => sendChat(text);
