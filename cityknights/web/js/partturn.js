// The paired players' part-turn of 5-6 player games (rule flag five_six_turns="paired",
// RULES.md §22.5.7), shown to everyone in the action bar (actions.js): whose part-turn
// it is and whose turn it follows.
// The seat taking it reads what it may do; its builds are on the build bar, its bank trade
// and "End turn" on the action bar, all from its legal actions.
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { seatName } from "./words.js";

export function PartTurnBanner({ view }) {
  if (!view || view.phase !== "part_turn" || !view.part_turn) return null;
  const { seat, roller } = view.part_turn;
  const mine = seat === view.seat;
  return html`<div class=${`sbp-banner part-banner seat-${seat}${mine ? " sbp-mine" : ""}`} role="status" data-part-seat=${seat}>
    <i class=${`dot seat-${seat}`} aria-hidden="true"></i>
    <strong>${t("context-part_turn")}</strong>
    <span>${mine ? t("part-yours", { done: t("action-end_turn") })
    : roller === view.seat ? t("part-after-you", { name: seatName(seat) })
    : t("part-playing", { name: seatName(seat), roller_name: seatName(roller) })}</span>
  </div>`;
}
