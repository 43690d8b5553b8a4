// Every player: public VP, card counts, progress-card count, knight strength, road,
// Defender points, awards; the reader's own true VP.
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { seatName } from "./words.js";

export function Players({ view, seats }) {
  if (!view) return null;
  const ck = view.expansion === "ck";
  const acting = view.current_player;
  return html`<section class="players panel" aria-label=${t("players-title")}>
    <h2 class="sr-only">${t("players-title")}</h2>
    <ul>
      ${view.player_info.map((p) => {
        const s = seats?.[p.seat];
        const me = p.seat === view.seat;
        return html`<li class=${`player seat-${p.seat}${p.seat === view.turn_seat ? " turn" : ""}${me ? " me" : ""}`} data-seat=${p.seat}>
          <div class="player-head">
            <i class=${`dot seat-${p.seat}`}></i>
            <strong>${me ? t("seat-you", { name: seatName(p.seat) }) : seatName(p.seat)}</strong>
            ${s && s.kind === "bot" ? html`<span class="badge">${t("badge-bot")}</span>` : null}
            ${s && s.bot_account ? html`<span class="badge bot-account" title=${t("badge-bot-account-title", { name: s.bot_account })}>${t("badge-bot-account", { name: s.bot_account })}</span>` : null}
            ${s && s.kind !== "bot" && s.bot_playing ? html`<span class="badge warn">${t("badge-away")}</span>` : null}
            ${acting === p.seat ? html`<span class="badge act">${t("badge-to-act")}</span>` : null}
          </div>
          <div class="player-vp">${me && view.vp !== undefined && view.vp !== p.public_vp
            ? t("player-vp-secret", { count: view.vp, secret: view.vp - p.public_vp })
            : t("player-vp", { count: p.public_vp })}</div>
          <div class="player-stats">
            <span>${t("player-cards", { count: p.cards })}</span>
            ${ck ? html`<span>${t("player-progress", { count: p.progress_cards })}</span>` : null}
            ${ck ? html`<span>${t("player-knights", { count: p.knight_strength })}</span>` : null}
            <span>${t("player-road", { count: p.road_length })}</span>
            ${ck && p.defender ? html`<span>${t("player-defender", { count: p.defender })}</span>` : null}
            ${view.longest_road === p.seat ? html`<span class="badge">${t("badge-longest-road")}</span>` : null}
            ${view.largest_army === p.seat ? html`<span class="badge">${t("badge-largest-army")}</span>` : null}
          </div>
          ${ck ? html`<div class="player-imp">${t("player-improvements", p.improvements)}</div>` : null}
        </li>`;
      })}
    </ul>
  </section>`;
}
