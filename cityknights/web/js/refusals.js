// The engine's refusals (docs/refusals.md) in the reader's language: the catalog's
// `refusal-<code>` with the refusal's params as Fluent variables. Kind names (cards,
// progress cards, tracks, terrains, seats, decisions) are worded from the catalog first;
// numbers stay numbers, so the catalog can choose plural forms by them.
import { has, t } from "./i18n.js";
import { bundle, card, list, seatName } from "./words.js";

function contextWords(name, view) {
  // The decision being waited for; its count (cards to discard...) from the view when
  // it is the current one.
  // Chance nodes (the dice, a draw) have no context title: the catalog's own word.
  if (!has(`context-${name}`)) return t("refusal-context-chance");
  const p = view && view.context === name ? view.pending?.[0] : null;
  return t(`context-${name}`, { count: p?.count ?? 1, card: p?.card ? card(p.card) : "" });
}

function word(key, value, view) {
  switch (key) {
    case "card":
      return card(value);
    case "progress":
      return t(`progress-${value}`);
    case "dev":
      return t(`dev-${value}`);
    case "track":
      return t(`track-${value}`);
    case "terrain":
      return t(`terrain-${value}`);
    case "item":
      return t(`refusal-item-${value}`);
    case "context":
      return contextWords(value, view);
    case "cost":
      return bundle(value);
    case "seat":
      return seatName(value);
    case "seats":
    case "accepted":
      return list(value.map(seatName));
    default:
      if (Array.isArray(value)) return list(value.map(String));
      if (value !== null && typeof value === "object") return JSON.stringify(value);
      return value;
  }
}

/** A refusal {code, params} in words; `view` (optional) words the decision waited for. */
export function refusalText(why, view = null) {
  if (!why || !why.code) return "";
  const id = `refusal-${why.code}`;
  if (!has(id)) return t("refusal-unknown", { code: String(why.code) });
  const args = {};
  for (const [key, value] of Object.entries(why.params || {})) args[key] = word(key, value, view);
  return t(id, args);
}
