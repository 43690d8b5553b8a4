// The dice: two number dice and, in Cities & Knights, the event die, as dice. A live roll
// tumbles (the faces flicker) and lands on the rolled values; the last roll stays shown,
// also on a page opened later (it is the last dice_rolled of the history). The event die
// shows the barbarian ship, or a city gate in its track's colour (trade yellow, politics
// blue, science green). prefers-reduced-motion: the landed dice at once. Under the dice,
// as at colonist.io, who rolled, in their seat's colour: "Blue rolled 8", "You rolled 8"
// (the dice alone did not say whose roll they showed).
import { html, useEffect, useState } from "./lib.js";
import { t } from "./i18n.js";
import { ROLL_MS, reducedMotion } from "./motion.js";
import { seatName } from "./words.js";

const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
const EVENTS = ["ship", "ship", "ship", "trade", "politics", "science"];

function Die({ value, cls }) {
  return html`<svg class=${`die ${cls}`} viewBox="0 0 30 30" aria-hidden="true"><rect x="1" y="1" width="28" height="28" rx="6" />
    ${(PIPS[value] || []).map((k) => html`<circle cx=${7 + (k % 3) * 8} cy=${7 + Math.floor(k / 3) * 8} r="2.7" />`)}</svg>`;
}

/** The event die's face: the ship, or a gate (an arch between two towers) in colour. */
function EventDie({ face }) {
  return html`<svg class=${`die event-die event-${face}`} viewBox="0 0 30 30" aria-hidden="true"><rect x="1" y="1" width="28" height="28" rx="6" />
    ${face === "ship"
      ? html`<g class="ship-face"><path d="M5 18 h20 l-3 6 h-14 z" /><path d="M15 5 v12 M15 6 l7 9 h-7 M15 7 l-6 8 h6" /></g>`
      : html`<g class="gate-face"><path d="M6 25 v-14 h4 v-3 h3 v3 h4 v-3 h3 v3 h4 v14 h-6 v-6 a3 3 0 0 0 -6 0 v6 z" /></g>`}</svg>`;
}

function useRolling(roll) {
  const [, setTick] = useState(0);
  const rolling = Boolean(roll && roll.at && !reducedMotion() && performance.now() - roll.at < ROLL_MS);
  useEffect(() => {
    if (!rolling) return undefined;
    const id = setInterval(() => setTick((n) => n + 1), 90);
    const stop = setTimeout(() => {
      clearInterval(id);
      setTick((n) => n + 1);
    }, ROLL_MS - (performance.now() - roll.at) + 10);
    return () => {
      clearInterval(id);
      clearTimeout(stop);
    };
  }, [roll && roll.at]);
  return rolling;
}

const any = (n) => 1 + Math.floor(Math.random() * n);

/** Who threw the dice: their name, or "You" (while the dice tumble), then with the total. */
function Roller({ roll, rolling, reader }) {
  if (roll.seat === null || roll.seat === undefined || roll.seat < 0) return null;
  const who = reader !== null && reader !== undefined && reader === roll.seat ? "self" : "other";
  // While they tumble the reader's own roll is "You" too, not the seat's colour.
  const text = rolling ? t("dice-rolling", { who, name: seatName(roll.seat) }) : t("dice-rolled-by", { who, name: seatName(roll.seat), total: roll.white + roll.red });
  return html`<p class=${`dice-who seat-${roll.seat}`} data-seat=${roll.seat}><span class="dot" aria-hidden="true"></span><span class="dice-who-text">${text}</span></p>`;
}

/** `roll`: the live roll (store.roll); else the last roll in `log`. `reader`: the seat
 * reading (its own roll is "You rolled"), null for a spectator or a replay. */
export function Dice({ roll, log, reader = null }) {
  let last = roll;
  if (!last) for (let i = log.length - 1; i >= 0 && !last; i--) if (log[i].code === "dice_rolled") last = log[i];
  const rolling = useRolling(last);
  if (!last) return null;
  const white = rolling ? any(6) : last.white;
  const red = rolling ? any(6) : last.red;
  const event = last.event ? (rolling ? EVENTS[any(6) - 1] : last.event) : null;
  const label = last.event
    ? t("dice-label-ck", { white: last.white, red: last.red, event: t(`event-${last.event}`) })
    : t("dice-label", { white: last.white, red: last.red });
  return html`<div class="dice-box">
    <div class=${`dice${rolling ? " rolling" : " landed"}`} role="img" aria-label=${label} data-roll=${`${last.white},${last.red},${last.event || ""}`}>
      <${Die} value=${white} cls="white" /><${Die} value=${red} cls="red" />
      ${event ? html`<${EventDie} face=${event} />` : null}
      ${rolling ? null : html`<span class="dice-total" aria-hidden="true">${last.white + last.red}</span>`}
    </div>
    <${Roller} roll=${last} rolling=${rolling} reader=${reader} />
  </div>`;
}
