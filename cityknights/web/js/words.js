// Shared wordings: card names, card bundles, seat names. No string concatenation: lists
// go through Intl.ListFormat in the catalog's language, counts through the catalog.
import { t } from "./i18n.js";

export const RESOURCES = ["lumber", "brick", "wool", "grain", "ore"];
export const COMMODITIES = ["paper", "cloth", "coin"];
export const CARDS = [...RESOURCES, ...COMMODITIES];
export const TRACKS = ["trade", "politics", "science"];

export function card(name) {
  return t(`card-${name}`);
}

export function list(items) {
  const lang = document.documentElement.lang || "en";
  return new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(items);
}

/** A bundle {card: count} in words: "2 wool and 1 ore"; nothing: the catalog's word. */
export function bundle(cards) {
  const items = CARDS.filter((c) => cards && cards[c]).map((c) =>
    t("card-count", { count: cards[c], card: card(c) }),
  );
  return items.length ? list(items) : t("cards-none");
}

/** A seat's name: its colour ("Red"), from the catalog. */
export function seatName(seat) {
  return seat === null || seat === undefined || seat < 0 ? t("seat-nobody") : t(`seat-${seat}`);
}

export function seatNames(players) {
  return Array.from({ length: players }, (_, s) => seatName(s));
}
