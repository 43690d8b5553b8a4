// A game of one person against our bots, made in one request: the lobby's quick game and
// the "Play again" of such a game (which has no room to rematch in). The person's seat is
// drawn at random: the seat is the turn order, which colonist draws for every game
// (RULES.md §3.1), so the person is not always first to place and first to roll.
import { api } from "./api.js";

/** A new game of `bots` (bot specs, in turn order from the seat after the person's) and
 * the person, in a seat drawn at random; the link to the person's seat. `settings`: POST
 * /api/games's other fields (the server's defaults for those left out, "normal" pace
 * included). */
export async function newBotGame(bots, settings) {
  const n = bots.length + 1;
  const seat = crypto.getRandomValues(new Uint32Array(1))[0] % n;
  const seats = Array.from({ length: n }, (_, s) => (s === seat ? "human" : bots[(s - seat - 1 + n) % n]));
  const created = await api.create({ ...settings, seats });
  return created.seats[seat].link;
}

/** The bots of a game that one person played against our bots alone (every other seat a
 * bot of ours by right, not an outside bot or a stand-in), in seat order from the seat
 * after the person's; null for any other game. */
export function botsAround(seats, reader) {
  if (!Array.isArray(seats) || reader === null || reader === undefined) return null;
  const others = seats.filter((s) => s.seat !== reader);
  const mine = seats.find((s) => s.seat === reader);
  if (!mine || mine.kind !== "human" || !others.length) return null;
  if (!others.every((s) => s.kind === "bot" && s.bot && !s.bot_account)) return null;
  const after = (s) => (s.seat - reader + seats.length) % seats.length;
  return [...others].sort((a, b) => after(a) - after(b)).map((s) => s.bot);
}
