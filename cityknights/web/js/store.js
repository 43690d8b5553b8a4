// The client's state in one place; components re-render from it.
import { useEffect, useState } from "./lib.js";

const listeners = new Set();

export const store = {
  screen: "lobby", // lobby | game | replay
  game: null, // {id, seat, token, ...} of the open game
  board: null, // geometry, once per game
  view: null,
  legal: [],
  progress: {}, // per progress card in the own hand: null (playable) or why not {code, params}
  builds: [], // the build bar: [{item, kind, track, cost, legal, why}] (docs/protocol.md)
  version: -1,
  log: [], // events seen, in order
  names: [],
  selection: null, // {kind, chosen: {}}
  dialog: null, // a client-side dialog: {type: "trade"|"bank"|...}
  queue: null, // moves of one dialog being sent: {actions, done, error, onDone}
  error: null, // {code, params}
  connection: "idle", // idle | connecting | open | lost
  closed: null, // {code, params}: the server closed the game's socket for good (no reconnecting)
  muted: localStorage.getItem("ck-muted") === "1",
  replay: null,
  chat: null, // {pending, refused, draft}: the chat line sent and its answer
  roll: null, // the last live roll (dice.js): its dice and when it was thrown
  overlay: null, // the moment shown over the board (overlays.js): an attack, a progress card
  historyDone: false, // the game's past has come (or this page saw it live)
};

// Counts the store's changes, so a component can tell whether one came before it listened.
let revision = 0;

export function update(patch) {
  Object.assign(store, typeof patch === "function" ? patch(store) : patch);
  revision += 1;
  for (const fn of listeners) fn();
}

/** A hook: re-render the component whenever the store changes. */
export function useStore() {
  const [, setTick] = useState(0);
  const rendered = revision;
  useEffect(() => {
    const fn = () => setTick((n) => n + 1);
    listeners.add(fn);
    // Effects run after the paint, and a socket message can land between the first
    // render and this line (a game page's state on a fast loopback): its change told no
    // one, so render again now or the page would show "connecting" until the next one.
    if (revision !== rendered) fn();
    return () => listeners.delete(fn);
  }, []);
  return store;
}
