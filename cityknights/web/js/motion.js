// Motion: what the table shows happening, drawn only from this reader's own live events
// (the same events the log words) and the public board; the past (history, a reload)
// is never animated. The dice roll and land, production cards fly from their hex to the
// seat's panel (to the hand for the reader), a robbed hex shows why nothing came, new
// pieces drop in, knights glide, a displaced knight is pushed off, a pillaged city tips,
// a steal moves a card between two seats (face down unless the reader is one of them),
// an attack and a progress card get a moment of their own over the board (overlays.js).
// prefers-reduced-motion: every end state at once, no movement.
import { store, update } from "./store.js";
import { sound } from "./sound.js";
import { hexCentre, point } from "./board.js";
import { CARDS } from "./words.js";

/** How long the dice tumble before they land; production waits for it. */
export const ROLL_MS = 900;
const FLIGHT_MS = 750;
const ATTACK_MS = 4500;
const CARD_MS = 2600;
/** More events than this in one update is a catch-up (a reconnect), not a move to watch. */
const CATCH_UP = 60;

const TERRAIN_CARDS = {
  forest: ["lumber", "paper"],
  hills: ["brick"],
  pasture: ["wool", "cloth"],
  fields: ["grain"],
  mountains: ["ore", "coin"],
};

// Which animation paths ran (the browser tests check every path was exercised).
const ran = {};
window.__motion = ran;
function count(name) {
  ran[name] = (ran[name] || 0) + 1;
}

export function reducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

// ----------------------------------------------------------------- placements
// When each piece on the board was first drawn (pieces of the first drawing: never), so a
// new one keeps its placement class through the redrawings of the next moments.
let born = null;
const PLACED_MS = 600;
/** The keys of `keys` that appeared within the last moments (none at the first call). */
export function freshness(keys) {
  const now = performance.now();
  const first = born === null;
  const next = new Map();
  for (const k of keys) next.set(k, first ? -Infinity : born.get(k) ?? now);
  born = next;
  const fresh = new Set();
  if (!reducedMotion()) for (const [k, at] of next) if (now - at < PLACED_MS) fresh.add(k);
  return fresh;
}

// ----------------------------------------------------------------- marks
// A mark is a class on one board element for a moment: "blocked" on a robbed hex,
// "pillaged" on a city that tipped, "arriving" on a knight whose ghost is still gliding.
const marks = new Map();
export function mark(key) {
  const m = marks.get(key);
  return m && m.until > Date.now() ? m.cls : "";
}
function setMark(key, cls, ms) {
  marks.set(key, { cls, until: Date.now() + ms });
  count(`mark-${cls}`);
  setTimeout(() => {
    if (marks.get(key)?.until <= Date.now()) marks.delete(key);
    update({ fxTick: (store.fxTick || 0) + 1 });
  }, ms + 20);
}

// ----------------------------------------------------------------- ghosts and flights
function boardSvg() {
  return document.querySelector("svg[data-board]");
}

/** A board point (SVG units) in page coordinates, or null when the board is not shown. */
function onScreen(x, y) {
  const svg = boardSvg();
  const m = svg && svg.getScreenCTM();
  if (!m) return null;
  return [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
}

function scale() {
  const m = boardSvg()?.getScreenCTM();
  return m ? m.a : 1;
}

function centreOf(el) {
  if (!el) return null;
  const r = el.getBoundingClientRect();
  if (!r.width && !r.height) return null;
  // A panel below the fold: the card flies to the screen's edge in its direction.
  return [r.left + r.width / 2, Math.min(Math.max(r.top + Math.min(r.height, 40) / 2, 10), innerHeight - 10)];
}

/** Where a seat's cards go: the reader's own hand, else that seat's panel; on a phone
 * showing the board (the panels are other tabs), the tab that holds them. */
function seatTarget(seat) {
  return seat === store.view?.seat ? shown(".hand", "hand") : seatPanel(seat);
}

/** A seat's panel, or the phone's Players tab while another tab shows. */
function seatPanel(seat) {
  return shown(`.player[data-seat="${seat}"]`, "players");
}

function shown(selector, tab) {
  return centreOf(document.querySelector(selector)) || centreOf(document.querySelector(`.phone-tab[data-tab="${tab}"]`));
}

function ghost(markup, cls) {
  const el = document.createElement("div");
  el.className = `ghost ${cls}`;
  el.setAttribute("aria-hidden", "true");
  el.innerHTML = markup;
  document.body.append(el);
  return el;
}

function cardMarkup(card) {
  return `<svg viewBox="0 0 24 24"><use href="#ci-${card}"/></svg>`;
}

function fly(el, from, to, { delay = 0, ms = FLIGHT_MS, lift = 60, end = 1 } = {}) {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const mid = [(x0 + x1) / 2, Math.min(y0, y1) - lift];
  const a = el.animate(
    [
      { transform: `translate(${x0}px, ${y0}px) scale(.6)`, opacity: 0 },
      { transform: `translate(${x0}px, ${y0 - 10}px) scale(1)`, opacity: 1, offset: 0.15 },
      { transform: `translate(${mid[0]}px, ${mid[1]}px) scale(1.05)`, opacity: 1, offset: 0.55 },
      { transform: `translate(${x1}px, ${y1}px) scale(${end})`, opacity: 0.2 },
    ],
    { duration: ms, delay, easing: "ease-in-out", fill: "both" },
  );
  a.finished.then(() => el.remove(), () => el.remove());
  return a;
}

function produce(e) {
  const view = store.view;
  const board = store.board;
  if (!view || !board) return;
  const hexes = view.numbers.map((n, h) => h).filter((h) => view.numbers[h] === e.total);
  const robbed = view.robber >= 0 && hexes.includes(view.robber) && view.robber_active !== false;
  if (robbed) setMark(`hex:${view.robber}`, "blocked", 1800);
  const owners = new Map(view.buildings.map(([v, seat]) => [v, seat]));
  let delay = 0;
  for (const [seatText, cards] of Object.entries(e.cards || {})) {
    const seat = Number(seatText);
    const target = seatTarget(seat);
    if (!target) continue;
    for (const card of CARDS) {
      for (let k = 0; k < (cards[card] || 0); k++) {
        // The hex it came from: one with the rolled number that yields this card, by a
        // building of the seat (public knowledge: the board and the event).
        const from = hexes.filter((h) => h !== view.robber || view.robber_active === false)
          .filter((h) => (TERRAIN_CARDS[view.terrains[h]] || []).includes(card));
        const own = from.find((h) => board.hex_vertices[h].some((v) => owners.get(v) === seat));
        const h = own ?? from[0];
        if (h === undefined) continue;
        const start = onScreen(...hexCentre(board, h));
        if (!start) continue;
        fly(ghost(cardMarkup(card), "flight card"), start, target, { delay });
        delay += 90;
        count("production");
      }
    }
  }
}

function steal(e) {
  const from = seatPanel(e.victim);
  const to = seatTarget(e.seat);
  if (!from || !to) return;
  // The card's face only for the thief and the victim: the event carries it only to them.
  fly(ghost(cardMarkup(e.card || "back"), "flight card"), from, to, { lift: 30 });
  count("steal");
}

function knightGlide(e) {
  const board = store.board;
  if (!board) return; // the geometry still on its way (the socket's welcome asked for it)
  const a = onScreen(...point(board, e.from));
  const b = onScreen(...point(board, e.to));
  if (!a || !b) return;
  setMark(`knight:${e.to}`, "arriving", 650);
  const el = ghost(`<svg viewBox="-13 -13 26 28"><path d="M-11 -11 h22 v8 q0 11 -11 15 q-11 -4 -11 -15 z" fill="var(--seat)" stroke="#fff" stroke-width="2"/></svg>`, `flight knight-ghost seat-${e.seat}`);
  el.style.setProperty("--size", `${26 * scale()}px`);
  fly(el, a, b, { ms: 600, lift: 10, end: 1 });
  count("knight-glide");
}

function knightPushed(e) {
  const board = store.board;
  if (!board) return;
  const [x, y] = point(board, e.vertex);
  const a = onScreen(x, y);
  if (!a) return;
  const len = Math.hypot(x, y) || 1;
  const b = onScreen(x + (x / len) * 40, y + (y / len) * 40);
  const el = ghost(`<svg viewBox="-13 -13 26 28"><path d="M-11 -11 h22 v8 q0 11 -11 15 q-11 -4 -11 -15 z" fill="#fff" stroke="var(--seat)" stroke-width="3"/></svg>`, `flight knight-ghost seat-${e.seat}`);
  el.style.setProperty("--size", `${26 * scale()}px`);
  fly(el, a, b, { ms: 700, lift: 0, end: 0.7 });
  count("knight-pushed");
}

// ----------------------------------------------------------------- overlays
// One at a time, in order: an attack, a progress card.
const queue = [];
let showing = false;
function overlay(item, ms) {
  queue.push({ item, ms });
  if (!showing) next();
}
function next() {
  const entry = queue.shift();
  if (!entry) {
    showing = false;
    update({ overlay: null });
    return;
  }
  showing = true;
  update({ overlay: entry.item });
  setTimeout(next, entry.ms);
}

/** Close the overlay now (a click on it). */
export function dismissOverlay() {
  next();
}

// ----------------------------------------------------------------- the entry
/** The live events of one update: `before` is the view they were applied to. */
export function played(events, before) {
  if (!events.length) return;
  const reader = store.view?.seat ?? null;
  const still = reducedMotion() || events.length > CATCH_UP || !before;
  let rolled = false;
  for (const e of events) {
    switch (e.code) {
      case "dice_rolled":
        rolled = true;
        update({ roll: { ...e, at: still ? 0 : performance.now() } });
        sound("dice");
        count("dice");
        break;
      case "produced":
        if (!still) setTimeout(() => produce(e), rolled ? ROLL_MS : 0);
        break;
      case "robber_moved":
        sound("robber");
        count("robber");
        break;
      case "stole":
        if (!still) setTimeout(() => steal(e), rolled ? ROLL_MS : 200);
        break;
      case "knight_moved":
        if (!still) knightGlide(e);
        break;
      case "knight_displaced":
        if (!still) knightPushed(e);
        break;
      case "city_pillaged":
        if (!still) setMark(`vertex:${e.vertex}`, "pillaged", 1200);
        break;
      case "barbarians_repelled":
      case "barbarians_won":
        sound("attack");
        count("attack");
        overlay({ type: "attack", event: e, seats: store.view?.players || 4 }, ATTACK_MS);
        break;
      case "progress_played":
        count("progress");
        overlay({ type: "progress", event: e }, CARD_MS);
        break;
      case "trade_offered":
        if (reader !== null && e.seat !== reader) sound("offer");
        break;
      case "road_built":
      case "settlement_built":
      case "city_built":
      case "knight_built":
      case "wall_built":
        sound("build");
        break;
      case "game_over":
        sound(reader !== null && e.winner === reader ? "win" : "lose");
        break;
      default:
        break;
    }
  }
}
