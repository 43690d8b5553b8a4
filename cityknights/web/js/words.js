// Shared wordings: card names, card bundles, seat names. No string concatenation: lists
// go through Intl.ListFormat in the catalog's language, counts through the catalog.
import { has, t } from "./i18n.js";

export const RESOURCES = ["lumber", "brick", "wool", "grain", "ore"];
export const COMMODITIES = ["paper", "cloth", "coin"];
export const CARDS = [...RESOURCES, ...COMMODITIES];
export const TRACKS = ["trade", "politics", "science"];

/** The seat holding `track`'s metropolis in `view`, or null: the view names a metropolis
 * by its city's intersection, whose owner holds it. */
export function metropolisHolder(view, track) {
  const at = (view.metropolis || {})[track];
  const city = at === null || at === undefined ? null : view.buildings.find(([v]) => v === at);
  return city ? city[1] : null;
}

/** An action's name, as the action bar and the analysis say it: its own message, or a
 * progress card's play as its card's button says it ("Play Inventor": the engine's kind
 * "play_inventor" has no message of its own; the analysis showed it as it is). */
export function actionName(kind) {
  if (has(`action-${kind}`)) return t(`action-${kind}`);
  const progress = kind.startsWith("play_") ? kind.slice("play_".length) : null;
  if (progress && has(`progress-${progress}`)) return t("progress-play", { card: t(`progress-${progress}`) });
  return t("action-other", { kind });
}

export function card(name) {
  return t(`card-${name}`);
}

export function list(items) {
  const lang = document.documentElement.lang || "en";
  return new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(items);
}

/** A trade rate, "4:1", as one isolated unit: a number inside a right-to-left line keeps
 * its order (Fluent isolates only the `$rate` inside the ratio, and an isolated 4 then
 * ":1" read right to left showed as "1:4" in Arabic). First-strong finds no letter in it,
 * so it reads left to right in every language. */
export function ratio(rate) {
  return `\u2068${t("banktrade-rate-value", { rate })}\u2069`;
}

/** A percentage (0-100) as its language writes one (Intl: "23%", "%23" in Turkish, the
 * sign kept by its number in Arabic), one isolated unit like `ratio`: Fluent isolated the
 * number alone, which cut the sign off it in Arabic ("٪23"). */
export function percent(n) {
  const lang = document.documentElement.lang || "en";
  return `\u2068${new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 }).format(n / 100)}\u2069`;
}

/** An error's words from the catalog; its percentages (karma) written as percentages. */
export function errorText(e) {
  const params = { ...(e.params || {}) };
  for (const k of ["karma", "minimum"]) if (typeof params[k] === "number") params[k] = percent(params[k]);
  return t(`error-${e.code}`, params);
}

/** A bundle {card: count} in words: "2 wool and 1 ore"; nothing: the catalog's word. */
export function bundle(cards) {
  const items = CARDS.filter((c) => cards && cards[c]).map((c) =>
    t("card-count", { count: cards[c], card: card(c) }),
  );
  return items.length ? list(items) : t("cards-none");
}

// The display names of the players in the seats of the game on screen (the server's
// `seats`), set by the game's page each time it draws: every place that names a seat then
// names its player, the colour beside it.
let playerNames = [];

export function setSeatPlayers(seats) {
  playerNames = (seats || []).map((s) => s.name || null);
}

/** A seat's name: its player's with its colour ("Anna (Red)") when a player took it
 * signed in, else its colour ("Red"), from the catalog. Names are text, never markup. */
export function seatName(seat) {
  if (seat === null || seat === undefined || seat < 0) return t("seat-nobody");
  return seatLabel(seat, playerNames[seat]);
}

/** `seatName` for a seat of another game than the one on screen (the lobby's lists). */
export function seatLabel(seat, name) {
  const colour = t(`seat-${seat}`);
  return name ? t("seat-player", { name, colour }) : colour;
}

export function seatNames(players) {
  return Array.from({ length: players }, (_, s) => seatName(s));
}
