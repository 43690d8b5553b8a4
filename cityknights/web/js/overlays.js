// The moments that get the board to themselves for a few seconds (motion.js queues them):
// a barbarian attack (the barbarians' strength against each seat's active knights, and
// the result, worded as its log line, which stays in the log) and a progress card played
// by anyone, face up with its name and text. Escape closes one early; clicks go through
// to the board (a player with a decision to make is never held up by it). While the reader
// has places to pick on the board (`aside`), it is a strip at the board's top edge, its
// line alone (who played what, how the attack went), clear of every target: the full card
// over the board's middle hid the hexes, corners and paths it was their turn to choose.
import { html, useEffect } from "./lib.js";
import { t } from "./i18n.js";
import { seatName } from "./words.js";
import { eventText } from "./log.js";
import { dismissOverlay } from "./motion.js";

// The deck of each progress card (the engine's PROGRESS_TRACK): its colour on the card.
const SCIENCE = ["alchemist", "crane", "engineer", "inventor", "irrigation", "medicine", "mining", "printer", "road_building", "smith"];
const POLITICS = ["bishop", "constitution", "deserter", "diplomat", "intrigue", "saboteur", "spy", "warlord", "wedding"];
export function deckOf(card) {
  if (SCIENCE.includes(card)) return "green";
  if (POLITICS.includes(card)) return "blue";
  return "yellow";
}

function Attack({ e, reader, seats }) {
  const strength = Array.isArray(e.strength) ? e.strength : Array.from({ length: seats }, (_, s) => (e.strength || {})[s] || 0);
  const top = Math.max(e.cities, e.knights, 1);
  const won = e.code === "barbarians_won";
  return html`<div class=${`overlay-card attack ${won ? "lost" : "held"}`}>
    <h2>${t("attack-title")}</h2>
    <div class="attack-sides">
      <div class="side-barbarians"><span class="big-n">${e.cities}</span><span>${t("attack-side-barbarians")}</span></div>
      <svg class="versus" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4 L16 16 M20 4 L8 16 M14 18 l4 -4 M10 18 l-4 -4 M17 17 l3 3 M7 17 l-3 3" /></svg>
      <div class="side-knights"><span class="big-n">${e.knights}</span><span>${t("attack-side-knights")}</span></div>
    </div>
    <ul class="attack-seats">
      ${strength.map((n, s) => html`<li class=${`seat-${s}${(e.losers || []).includes(s) ? " loser" : ""}${e.defender === s ? " defender" : ""}`}>
        <i class=${`dot seat-${s}`}></i><span class="who">${s === reader ? t("seat-you", { name: seatName(s) }) : seatName(s)}</span>
        <span class="bar"><span style=${`width: ${(100 * n) / top}%`}></span></span><span class="n">${n}</span></li>`)}
    </ul>
    <p class="result">${eventText(e, reader)}</p>
  </div>`;
}

function Progress({ e, reader }) {
  return html`<div class=${`overlay-card progress-shown deck-${deckOf(e.card)}`}>
    <p class="by"><i class=${`dot seat-${e.seat}`}></i>${eventText(e, reader)}</p>
    <h2>${t(`progress-${e.card}`)}</h2>
    <p class="text">${t(`progress-text-${e.card}`)}</p>
  </div>`;
}

export function Overlay({ overlay, reader, aside = false }) {
  useEffect(() => {
    if (!overlay) return undefined;
    const key = (ev) => ev.key === "Escape" && dismissOverlay();
    addEventListener("keydown", key);
    return () => removeEventListener("keydown", key);
  }, [overlay]);
  if (!overlay) return null;
  const e = overlay.event;
  return html`<div class=${`table-overlay overlay-${overlay.type}${aside ? " aside" : ""}`} role="status" aria-live="polite">
    ${overlay.type === "attack" ? html`<${Attack} e=${e} reader=${reader} seats=${overlay.seats} />` : html`<${Progress} e=${e} reader=${reader} />`}
  </div>`;
}
