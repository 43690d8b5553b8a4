// Game-over statistics from the public event log: dice against their expected counts,
// cards gained and lost, progress cards played, and points by source from the final view.
import { CARDS } from "./words.js";

const WAYS = { 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1 };

function total(cards) {
  return Object.values(cards || {}).reduce((n, c) => n + c, 0);
}

export function diceStats(log) {
  const rolls = log.filter((e) => e.code === "dice_rolled");
  const rows = [];
  for (let sum = 2; sum <= 12; sum++) {
    rows.push({ total: sum, count: rolls.filter((e) => e.total === sum).length, expected: (rolls.length * WAYS[sum]) / 36 });
  }
  return { rolls: rolls.length, rows };
}

export function cardStats(log, players) {
  const gained = Array(players).fill(0);
  const lost = Array(players).fill(0);
  const add = (seat, n) => (n > 0 ? (gained[seat] += n) : (lost[seat] -= n));
  let offer = null;
  for (const e of log) {
    switch (e.code) {
      case "produced":
        for (const [s, c] of Object.entries(e.cards)) add(Number(s), total(c));
        break;
      case "starting_resources":
        add(e.seat, total(e.cards));
        break;
      case "discarded":
        add(e.seat, -1);
        break;
      case "stole":
      case "card_taken":
        add(e.seat, 1);
        add(e.victim, -1);
        break;
      case "card_given":
        add(e.seat, -1);
        add(e.to, 1);
        break;
      case "bank_trade":
        add(e.seat, -e.count);
        add(e.seat, 1);
        break;
      case "trade_offered":
        offer = e;
        break;
      case "trade_closed":
        if (e.partner !== null && offer) {
          add(e.seat, -total(offer.give));
          add(e.seat, total(offer.get));
          add(e.partner, total(offer.give));
          add(e.partner, -total(offer.get));
        }
        offer = null;
        break;
      case "harbor_trade":
        add(e.seat, 1);
        add(e.seat, -1);
        add(e.opponent, 1);
        add(e.opponent, -1);
        break;
      case "aqueduct":
        add(e.seat, 1);
        break;
      case "year_of_plenty":
        add(e.seat, e.cards.length);
        break;
      case "monopoly":
      case "progress_played":
        if (e.taken) for (const [s, n] of Object.entries(e.taken)) {
          add(Number(s), -n);
          add(e.seat, n);
        }
        if (e.cards && e.code === "progress_played") add(e.seat, total(e.cards));
        break;
      default:
        break;
    }
  }
  return { gained, lost };
}

export function progressPlayed(log, players) {
  const out = Array.from({ length: players }, () => []);
  for (const e of log) if (e.code === "progress_played") out[e.seat].push(e.card);
  return out;
}

/** Points by source, read from the final view's pieces and awards. */
export function pointSources(view, log = [], finalVp = null) {
  const n = view.players;
  const ck = view.expansion === "ck";
  const metros = Object.values(view.metropolis || {});
  // The winner's true points, told at the game's end: in the base game they count the
  // victory point cards held, which nobody else saw (the table said 9 for a win at 10).
  const over = log.findLast((e) => e.code === "game_over");
  return Array.from({ length: n }, (_, seat) => {
    const mine = view.buildings.filter(([, s]) => s === seat);
    const info = view.player_info[seat];
    const row = {
      buildings: mine.reduce((k, [, , kind]) => k + (kind === "city" ? 2 : 1), 0),
      metropolis: 2 * metros.filter((v) => v !== null && mine.some(([x, , kind]) => x === v && kind === "city")).length,
      defender: info.defender || 0,
      progress: info.progress_vp || 0,
      dev: 0,
      road: view.longest_road === seat ? 2 : 0,
      army: view.largest_army === seat ? 2 : 0,
      merchant: view.merchant && view.merchant.owner === seat ? 1 : 0,
      total: info.public_vp,
    };
    // Each game's own sources only: no Metropolis or Merchant column in a base game.
    for (const k of ck ? ["dev", "army"] : ["metropolis", "defender", "progress", "merchant"]) delete row[k];
    if (!ck) {
      // Victory point cards: everyone's once the server tells every full score (at the
      // game's end), else the reader's own (its true points) and the winner's.
      const known = finalVp ? finalVp[seat]
        : seat === view.seat && view.vp !== undefined ? view.vp : over && over.winner === seat ? over.vp : null;
      row.dev = known === null ? 0 : Math.max(0, known - info.public_vp);
      row.total = info.public_vp + row.dev;
    }
    return row;
  });
}

export { CARDS };
