// colonist.io's "map choice" for the lobby's create form and a room's settings: a random
// island, its numbers shuffled or laid in the official spiral, or the rulebook's beginner
// layout (none for 5-6 players). Sent as the game's `board` and the rule flag
// `board_tokens` (docs/protocol.md).
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { MapPreview } from "./mappreview.js";

export const MAPS = ["random", "spiral", "beginner"];

/** The map of a game's or a room's settings. */
export const mapOf = (settings) =>
  settings.board === "beginner" ? "beginner" : (settings.flags || {}).board_tokens === "spiral" ? "spiral" : "random";

/** `settings` with the map `map` (its flags copied, not changed in place). */
export function withMap(settings, map) {
  const flags = { ...(settings.flags || {}) };
  if (map === "spiral") flags.board_tokens = "spiral";
  else delete flags.board_tokens;
  return { ...settings, board: map === "beginner" ? "beginner" : "random", flags };
}

/** The map a table of `players` plays when `map` was picked: the beginner layout has no
 * 5-6 player version, so a larger table falls back to a random island. */
export const mapFor = (map, players) => (players > 4 && map === "beginner" ? "random" : map);

/** The map select, the picked map's thumbnail and line under it; the beginner layout
 * offered to 3 and 4 players only. */
export const MapSelect = ({ map, players, onChange }) => html`<label>${t("lobby-map")}
  <select name="map" value=${map} onChange=${(e) => onChange(e.target.value)}>
    ${MAPS.map((m) => html`<option value=${m} disabled=${m === "beginner" && players > 4}>${t(`map-${m}`)}</option>`)}</select></label>
  <${MapPreview} map=${mapFor(map, players)} players=${players} />`;
