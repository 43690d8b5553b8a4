// The Special Build Phase of 5-6 player games (RULES.md §22.5), shown to everyone in the
// action bar (actions.js): whose slot it is and who comes next. The seat whose slot it is
// reads what it may do; its builds are on the build bar and its pass button ("Done
// building") beside these words, both from its legal actions.
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { list, seatName } from "./words.js";

/** The seats whose slots are still to come after the one in progress (view.pending). */
export function slotsAfter(view) {
  return (view.pending || []).filter((p) => p.kind === "special_build").slice(1).map((p) => p.seat);
}

export function SpecialBuildBanner({ view }) {
  if (!view || view.phase !== "special_build" || view.current_player < 0) return null;
  const seat = view.current_player;
  const mine = seat === view.seat;
  const next = slotsAfter(view);
  return html`<div class=${`sbp-banner seat-${seat}${mine ? " sbp-mine" : ""}`} role="status" data-sbp-seat=${seat}>
    <i class=${`dot seat-${seat}`} aria-hidden="true"></i>
    <strong>${t("context-special_build")}</strong>
    <span>${mine ? t("sbp-yours", { done: t("action-end_special_build") }) : t("sbp-building", { name: seatName(seat) })}</span>
    ${next.length ? html`<span class="sbp-next">${t("sbp-next", { names: list(next.map(seatName)) })}</span>` : null}
  </div>`;
}

/** A turn's log lines without the Special Build slots nobody used (as colonist logs only
 * what is built): a slot's end is kept when its seat did something in it, the phase's
 * start when some slot was used. Six seats pass five slots a turn, mostly idle. */
export function withoutIdleSlots(entries) {
  const out = [];
  let start = -1; // where the phase's start line is in `out`
  // Where the slot in progress began in `out` (a log that begins inside the phase, as a
  // game resumed from a stored position, has no start line: its first slot begins at 0).
  let slotFrom = 0;
  let used = false;
  for (const e of entries) {
    if (e.code === "special_build_started") {
      start = out.length;
      slotFrom = start + 1;
      used = false;
      out.push(e);
    } else if (e.code === "special_build_ended") {
      if (out.length > slotFrom) {
        out.push(e);
        used = true;
      }
      slotFrom = out.length;
    } else out.push(e);
  }
  if (start >= 0 && !used && out.length === start + 1) out.pop();
  return out;
}
