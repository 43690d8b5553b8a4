// What a screen reader hears without looking: whose turn it is, the roll and what it
// brought the reader, in a polite live region (the table's log keeps the whole story).
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { bundle, seatName } from "./words.js";

/** The announcement for the latest turn in `log`: its player, its last roll, the
 * reader's own production from it. */
export function announcement(log, reader) {
  const parts = [];
  let start = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].code === "turn_started") {
      start = i;
      parts.push(t("announce-turn", { who: log[i].seat === reader ? "self" : "other", name: seatName(log[i].seat) }));
      break;
    }
  }
  const recent = log.slice(start);
  const roll = [...recent].reverse().find((e) => e.code === "dice_rolled");
  if (roll) parts.push(t("announce-roll", { who: roll.seat === reader ? "self" : "other", name: seatName(roll.seat), total: roll.total }));
  const produced = [...recent].reverse().find((e) => e.code === "produced");
  const mine = produced && reader !== null && produced.cards ? produced.cards[reader] ?? produced.cards[String(reader)] : null;
  if (mine) parts.push(t("announce-produced", { cards: bundle(mine) }));
  return parts.join(". ");
}

export function Announcer({ log, reader }) {
  return html`<p class="sr-only" role="status" aria-live="polite" data-announce="">${announcement(log, reader)}</p>`;
}
