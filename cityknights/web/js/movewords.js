// A move in a player's words, for the analysis board (the engine's action JSON in, the
// catalog's names out): the action's name as the action bar says it, then its cards,
// card kinds, decks and seats as the log names them, and, given a `place` function, its
// places on the board as the board's targets name them (a list of moves of one kind is
// told apart by them). Without one the places are left out: a mistake's move is shown on
// the board when it is clicked.
import { has, t } from "./i18n.js";
import { actionName, bundle, card, list, seatName } from "./words.js";

// The action JSON's keys that hold a place, and the kind of place each holds (the engine's
// actions.py: "knight" and "to" are intersections; "first" and "second" are hexes for the
// Inventor and intersections for the Smith, so they are left out).
const PLACES = { vertex: "vertex", edge: "edge", hex: "hex", knight: "vertex", to: "vertex" };

function detail(key, value, place) {
  if (value === null || value === undefined) return null;
  if (place && key in PLACES && Number.isInteger(value) && value >= 0) return place(PLACES[key], value);
  if (key === "track") return t(`track-${value}`);
  if (["victim", "partner", "opponent"].includes(key)) return seatName(value);
  if (typeof value === "object") return bundle(value); // a trade's {card: count}
  if (typeof value !== "string") return null;
  if (has(`card-${value}`)) return card(value);
  if (has(`progress-${value}`)) return t(`progress-${value}`);
  if (has(`dev-${value}`)) return t(`dev-${value}`);
  return null;
}

/** The action JSON ``a`` in words; a move of an analysis stored before the moves carried
 * their JSON comes as its text, and is shown as it is. ``place(type, id)``: a vertex's, an
 * edge's or a hex's words (board.js placeOf), or none to leave places out. */
export function moveWords(a, text, place = null) {
  if (!a || typeof a !== "object") return text;
  const name = actionName(a.kind);
  // A trade's two sides are said as given and taken ("Bank trade: Ore and Cloth" did not
  // say which went to the bank); the rest of its details after them.
  const trade = "give" in a && "get" in a && detail("give", a.give) && detail("get", a.get)
    ? [t("analysis-give-get", { give: detail("give", a.give), get: detail("get", a.get) })] : [];
  const rest = trade.length ? Object.entries(a).filter(([k]) => k !== "give" && k !== "get") : Object.entries(a);
  const details = [...trade, ...rest.filter(([k]) => k !== "kind").map(([k, v]) => detail(k, v, place)).filter(Boolean)];
  return details.length ? t("analysis-move", { action: name, detail: list(details) }) : name;
}
