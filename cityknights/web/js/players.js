// Every player's panel: the seat's colour and name, points (the reader's own true points,
// everyone's once the game is over), cards in hand, progress cards, knights' strength (in
// the base game, as at colonist.io, development cards held and knights played: the race to
// Largest Army), road length, Defender points, the awards (longest road, largest army,
// each metropolis held) as badges, whether a bot plays, who is to act, and the turn
// timer's bar for the seat to act when the game has one. Each figure is an icon and a
// number, worded in full for screen readers and as a tooltip.
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { TRACKS, metropolisHolder, seatName } from "./words.js";

function Stat({ cls, icon, n, label }) {
  return html`<span class=${`stat ${cls}`} title=${label} aria-label=${label} role="img">
    <svg class="stat-icon" viewBox="0 0 24 24" aria-hidden="true">${icon}</svg><b aria-hidden="true">${n}</b></span>`;
}

// The figures' icons; the bank's row (bankrow.js) draws its development cards with `dev`.
export const ICONS = {
  cards: html`<use href="#ci-back" />`,
  progress: html`<rect x="5" y="3" width="14" height="18" rx="2" fill="#f4ecd6" stroke="#6d5a2e" /><path d="M8 8 h8 M8 11 h8 M8 14 h5" stroke="#6d5a2e" />`,
  knights: html`<path d="M4 3 h16 v6 q0 9 -8 12 q-8 -3 -8 -12 z" fill="var(--seat)" stroke="#222" stroke-width="1.2" /><path d="M8 8 h8 M8 12 h8" stroke="#fff" stroke-width="2" />`,
  road: html`<rect x="2" y="10" width="20" height="5" rx="2.5" fill="var(--seat)" stroke="#222" stroke-width="1" transform="rotate(-25 12 12)" />`,
  dev: html`<rect x="5" y="3" width="14" height="18" rx="2" fill="#7b5ea7" stroke="#3b2a57" /><path d="M10 9 q0 -3 2.5 -3 q2.5 0 2.5 2.5 q0 2 -2.5 2.5 v2 M12.5 16 v.5" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" />`,
  defender: html`<path d="M12 2 l3 6 6 1 -4.5 4.5 1 6.5 -5.5 -3 -5.5 3 1 -6.5 -4.5 -4.5 6 -1z" fill="#e2b21e" stroke="#7a5c00" />`,
};

/** A seat's city improvement levels as three squares in the tracks' colours, the row of
 * figures' last item (5-6 seats on a desktop, where the words' line of their own made six
 * panels too tall for the log to show under them); worded in full, as the line is. */
function Levels({ improvements }) {
  const label = t("player-improvements", improvements);
  return html`<span class="stat levels" title=${label} aria-label=${label} role="img">
    ${TRACKS.map((track) => html`<b class=${`level track-${track}`} aria-hidden="true">${improvements[track]}</b>`)}</span>`;
}

/** The turn timer as a bar that empties over the seconds left (restarted per update). */
function TimerBar({ seconds, version }) {
  if (seconds === null || seconds === undefined) return null;
  return html`<div class="timer-bar" key=${version} aria-hidden="true"><span style=${`animation-duration: ${seconds}s`}></span></div>`;
}

/** The tracks whose metropolis each seat holds, by seat. */
function metropolises(view) {
  const held = {};
  for (const track of TRACKS) {
    const seat = metropolisHolder(view, track);
    if (seat !== null) (held[seat] ||= []).push(track);
  }
  return held;
}

export function Players({ view, seats, deadline, version, finalVp = null }) {
  if (!view) return null;
  const ck = view.expansion === "ck";
  const acting = view.current_player;
  const metros = ck ? metropolises(view) : {};
  // Five or six seats: the figures kept to fewer lines on a desktop (table.css).
  const many = view.player_info.length > 4;
  return html`<section class=${`players panel${many ? " many" : ""}`} aria-label=${t("players-title")}>
    <h2 class="sr-only">${t("players-title")}</h2>
    <ul>
      ${view.player_info.map((p) => {
        const s = seats?.[p.seat];
        const me = p.seat === view.seat;
        // The reader's true points; everyone's once the game is over (`finalVp`), as
        // colonist.io turns every hidden victory point card up at the end.
        const total = finalVp ? finalVp[p.seat] : me && view.vp !== undefined ? view.vp : p.public_vp;
        const hidden = total - p.public_vp;
        const vp = hidden > 0
          ? t(me ? "player-vp-secret" : "player-vp-revealed", { count: total, secret: hidden })
          : t("player-vp", { count: total });
        return html`<li class=${`player seat-${p.seat}${p.seat === view.turn_seat ? " turn" : ""}${me ? " me" : ""}${acting === p.seat ? " acting" : ""}`} data-seat=${p.seat}>
          <div class="player-head">
            <i class=${`dot seat-${p.seat}`}></i>
            <strong class="player-name">${me ? t("seat-you", { name: seatName(p.seat) }) : seatName(p.seat)}</strong>
            ${s && s.kind === "bot" ? html`<span class="badge">${t("badge-bot")}</span>` : null}
            ${s && s.bot_account ? html`<span class="badge bot-account" title=${t("badge-bot-account-title", { name: s.bot_account })}>${t("badge-bot-account", { name: s.bot_account })}</span>` : null}
            ${s && s.kind !== "bot" && s.bot_playing ? html`<span class="badge warn">${t("badge-away")}</span>` : null}
            ${acting === p.seat ? html`<span class="badge to-act">${t("badge-to-act")}</span>` : null}
            <span class="player-vp" title=${vp}><b aria-hidden="true">${total}</b><span class="sr-only">${vp}</span></span>
          </div>
          <div class="player-stats">
            <${Stat} cls="cards" icon=${ICONS.cards} n=${p.cards} label=${t("player-cards", { count: p.cards })} />
            ${ck ? html`<${Stat} cls="progress-n" icon=${ICONS.progress} n=${p.progress_cards} label=${t("player-progress", { count: p.progress_cards })} />` : null}
            ${ck ? html`<${Stat} cls="knights-n" icon=${ICONS.knights} n=${p.knight_strength} label=${t("player-knights", { count: p.knight_strength })} />` : null}
            ${ck ? null : html`<${Stat} cls="dev-n" icon=${ICONS.dev} n=${p.dev_cards} label=${t("player-dev", { count: p.dev_cards })} />
              <${Stat} cls="army-n" icon=${ICONS.knights} n=${p.knights_played} label=${t("player-army", { count: p.knights_played })} />`}
            <${Stat} cls="road-n" icon=${ICONS.road} n=${p.road_length} label=${t("player-road", { count: p.road_length })} />
            ${ck && p.defender ? html`<${Stat} cls="defender-n" icon=${ICONS.defender} n=${p.defender} label=${t("player-defender", { count: p.defender })} />` : null}
            ${ck ? html`<${Levels} improvements=${p.improvements} />` : null}
          </div>
          ${view.longest_road === p.seat || view.largest_army === p.seat || metros[p.seat] ? html`<div class="awards">
            ${view.longest_road === p.seat ? html`<span class="badge award">${t("badge-longest-road")}</span>` : null}
            ${view.largest_army === p.seat ? html`<span class="badge award">${t("badge-largest-army")}</span>` : null}
            ${(metros[p.seat] || []).map((track) => html`<span class=${`badge award metropolis track-${track}`}>${t("badge-metropolis", { track: t(`track-${track}`) })}</span>`)}</div>` : null}
          ${ck ? html`<div class="player-imp">${t("player-improvements", p.improvements)}</div>` : null}
          ${acting === p.seat ? html`<${TimerBar} seconds=${deadline} version=${version} />` : null}
        </li>`;
      })}
    </ul>
  </section>`;
}
