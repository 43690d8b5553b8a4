// What a game is or will be, as short phrases: the game, the points to win, and each
// setting that is not the default (the printed rulebook's rules, map, discard limit, turn
// limit, turn timer, friendly robber, hidden bank, the karma a room asks). A room's list
// and heading say them before anyone sits; a lobby row and the table's "Game" box say a
// game's (its welcome's settings).
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { percent } from "./words.js";
import { mapOf } from "./mapchoice.js";

const DISCARD_LIMIT = 7; // RULES.md §7's, the engine's default

/** The phrases of `s` (a room's or a game's settings, as POST /api/games takes them),
 * each in a span of its own class, joined by " · " unless `list` asks for an array. */
export function termsOf(s, { list = false } = {}) {
  const flags = s.flags || {};
  const map = mapOf(s);
  const discard = s.discard_limit ?? flags.discard_limit;
  const terms = [
    html`<span class="room-expansion">${t(`expansion-${s.expansion}`)}</span>`,
    html`<span class="room-vp">${t("vp-target", { count: s.vp_to_win ?? (s.expansion === "base" ? 10 : 13) })}</span>`,
    s.ruleset === "official" ? html`<span class="room-ruleset">${t("ruleset-official")}</span>` : null,
    map !== "random" ? html`<span class="room-map">${t("room-map-shown", { map: t(`map-${map}`) })}</span>` : null,
    discard != null && discard !== DISCARD_LIMIT ? html`<span class="room-discard">${t("discard-limit", { limit: discard })}</span>` : null,
    s.max_turns != null ? html`<span class="room-turn-limit">${t("turn-limit", { turns: s.max_turns })}</span>` : null,
    s.turn_timer != null ? html`<span class="room-timer">${t("room-timer-shown", { seconds: s.turn_timer })}</span>` : null,
    s.friendly_robber || flags.friendly_robber ? html`<span class="room-friendly">${t("lobby-friendly")}</span>` : null,
    s.hide_bank ? html`<span class="room-hide-bank">${t("bank-hidden")}</span>` : null,
    s.min_karma != null ? html`<span class="room-karma">${t("room-min-karma-shown", { percent: percent(s.min_karma) })}</span>` : null,
  ].filter(Boolean);
  return list ? terms : terms.flatMap((term, i) => (i ? [" · ", term] : [term]));
}
