// A move in a player's words, for the analysis board (the engine's action JSON in, the
// catalog's names out): the action's name as the action bar says it, then its cards,
// card kinds, decks and seats as the log names them. Places on the board (vertices,
// edges, hexes) are left out: the board shows them when the move is clicked.
import { has, t } from "./i18n.js";
import { bundle, card, list, seatName } from "./words.js";

function detail(key, value) {
  if (value === null || value === undefined) return null;
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
 * their JSON comes as its text, and is shown as it is. */
export function moveWords(a, text) {
  if (!a || typeof a !== "object") return text;
  const name = has(`action-${a.kind}`) ? t(`action-${a.kind}`) : t("action-other", { kind: a.kind });
  const details = Object.entries(a).filter(([k]) => k !== "kind").map(([k, v]) => detail(k, v)).filter(Boolean);
  return details.length ? t("analysis-move", { action: name, detail: list(details) }) : name;
}
