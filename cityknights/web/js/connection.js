// The game socket (docs/protocol.md): hello with the seat's token, state and updates,
// the game's past (history pages) when this page has not seen it, refusals worded by the
// client, and reconnection after a drop or a reload.
import { store, update } from "./store.js";
import { sound } from "./sound.js";
import { chatEchoed, chatRefused } from "./chat.js";
import { played } from "./motion.js";
import { loadTopology } from "./api.js";

const PROTOCOL = 1;
// Client-side dialogs that outlive a new version (the reader is still composing).
const KEPT_DIALOGS = new Set(["trade", "counter", "bank"]);
let socket = null;
let retry = 0;
let stopped = false;
let gameId = null;
let retryTimer = null;

// Whether this page holds the game's whole log (its history came, or it saw it live):
// then a reconnect asks only for what it missed; a fresh page gets the past from the server.
let whole = false;

function stepsEvents(steps, past = false) {
  const out = [];
  for (const s of steps || []) for (const e of s.events) out.push({ ...e, version: s.version, actor: s.actor, past });
  return out;
}

/** A history page: its lines go after the pages before it and before every live line;
 * the last page's chat lines each after the events of their version. */
function applyHistory(msg) {
  const earlier = store.log.filter((e) => e.past);
  let live = store.log.filter((e) => !e.past);
  let past = [...earlier, ...stepsEvents(msg.steps, true)];
  if (msg.done && msg.chat && msg.chat.length) {
    const said = msg.chat.map((c) => ({ code: "chat", seat: c.seat, text: c.text, time: c.time, version: c.version, past: true }));
    const key = (c) => `${c.seat}|${c.time}|${c.text}`;
    const known = new Set(said.map(key));
    live = live.filter((e) => e.code !== "chat" || !known.has(key(e))); // came live too
    const merged = [];
    let k = 0;
    for (const e of past) {
      while (k < said.length && said[k].version < e.version) merged.push(said[k++]);
      merged.push(e);
    }
    past = [...merged, ...said.slice(k)];
  }
  update({ log: [...past, ...live], historyDone: msg.done });
  if (msg.done) whole = true;
}

function applyPicture(msg) {
  const before = store.view;
  const events = stepsEvents(msg.steps);
  const log = [...store.log, ...events];
  const mine = msg.legal_actions.length > 0;
  const wasMine = store.legal.length > 0;
  update({
    view: msg.view,
    legal: msg.legal_actions,
    progress: msg.progress || {},
    builds: msg.builds || [],
    version: msg.version,
    toAct: msg.to_act,
    deadline: msg.deadline,
    finished: msg.finished,
    winner: msg.winner,
    // Every seat's points, the hidden ones included: sent once the game is over.
    finalVp: msg.final_vp ?? null,
    seats: msg.seats || store.seats,
    log,
    sent: false,
    selection: msg.version !== store.version ? null : store.selection,
    // A client-side dialog stays open across updates while its moves are being sent.
    dialog: msg.version !== store.version && !KEPT_DIALOGS.has(store.dialog?.type) && !store.queue ? null : store.dialog,
  });
  played(events, before);
  pump();
  if (mine && !wasMine && before) sound("turn");
}

function onMessage(raw) {
  let msg;
  try {
    msg = JSON.parse(raw);
  } catch {
    return;
  }
  switch (msg.type) {
    case "welcome":
      // "The server cannot be reached" (a click while the socket was down) is over now.
      // How many watch: none until the server says (it does next, when some watch; a count
      // from before a reconnect may be stale).
      update({ game: { ...store.game, seat: msg.seat, players: msg.players, expansion: msg.expansion, settings: msg.settings || null }, spectators: 0, spectatorNames: [], connection: "open", error: store.error && store.error.code === "network" ? null : store.error });
      retry = 0;
      // The board's geometry by the seat count the welcome names (the 19-hex island or the
      // 30-hex one), once per page: a page asks nothing of a game before its socket
      // knows it, so an unknown game's page meets no answer of 404, only the socket's word.
      // The messages after it wait for it (see open): a view never comes without its board.
      // Not fetched (the network went): the welcome after the reconnect asks again.
      if (!store.board) return loadTopology(msg.players).then((board) => update({ board }), () => {});
      break;
    case "state":
      // A dialog's move that the socket took as it dropped but the server never saw: the
      // picture after the reconnect is still the one the move was sent at. Send it again
      // (the server takes one move per version, so a move it did see cannot be taken twice).
      if (store.queue && !store.queue.error && store.queue.done > 0 && store.queue.sentAt === msg.version) {
        update({ queue: { ...store.queue, done: store.queue.done - 1, sentAt: null } });
      }
      // Not caught up: a fresh view, whose past comes next in history pages.
      if (!msg.caught_up) {
        whole = false;
        update({ log: [], historyDone: false });
      }
      applyPicture(msg);
      break;
    case "update":
      applyPicture(msg);
      break;
    case "history":
      applyHistory(msg);
      break;
    case "seats":
      update({ seats: msg.seats });
      break;
    case "watching": // how many watch the game, and who of them is signed in
      update({ spectators: msg.spectators, spectatorNames: msg.names || [] });
      break;
    case "chat":
      update({ log: [...store.log, { code: "chat", seat: msg.seat, text: msg.text, time: msg.time, version: msg.version }] });
      chatEchoed(msg);
      break;
    case "error": {
      // The server gives a socket few fresh pictures (a state and the whole past) in a
      // while: a refused resync is asked again when it allows, without a word (the player
      // did nothing wrong, and the chat must not take it for its own refusal).
      if (msg.code === "rate_limited" && msg.params && msg.params.of === "resync") {
        setTimeout(resync, Math.max(0, Number(msg.params.retry_ms) || 1000));
        break;
      }
      // A refused chat line is worded beside the chat input, not as a game error.
      if (chatRefused({ code: msg.code, params: msg.params || {} })) break;
      // A refusal in the middle of one dialog's moves: the rest are not sent, the dialog
      // stays open and words the reason (there, not a second time in the page's banner).
      const inDialog = !!store.queue && msg.code !== "closing";
      if (store.queue) update({ queue: { ...store.queue, error: { code: msg.code, params: msg.params || {} } } });
      if (msg.code === "closing" && ["replaced", "no_such_game", "abuse", "damaged_game"].includes(msg.params.reason)) {
        stopped = true;
        // Kept apart from `error`, which the banner's Close clears: a page that never got
        // the game shows it in place of "Connecting…", which nothing would now end.
        // The page holds the seat no more (opened in another window, the game gone): its
        // moves, targets and dialogs go, lest a click be sent nowhere or the picture be
        // taken for a live one. The reason stays on the page (game.js), not as an error
        // its Close would clear.
        update({ closed: { code: msg.code, params: msg.params || {} }, legal: [], builds: [], selection: null, dialog: null, queue: null, error: null, sent: false, connection: "closed" });
        break;
      }
      update({ error: inDialog ? store.error : { code: msg.code, params: msg.params || {} }, sent: false });
      if (msg.code === "stale_version" || msg.code === "illegal_action" || msg.code === "not_your_turn") resync();
      break;
    }
    default:
      break;
  }
}

function open() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  update({ connection: store.connection === "lost" ? "lost" : "connecting" });
  const ws = new WebSocket(`${scheme}://${location.host}/ws/${gameId}`);
  socket = ws;
  ws.onopen = () => {
    const hello = { type: "hello", protocol: PROTOCOL, token: store.game.token || null };
    // A dropped socket of this page: only the missed steps. A fresh page: the whole past.
    if (whole && store.version >= 0) hello.last_version = store.version;
    ws.send(JSON.stringify(hello));
  };
  // Each message handled after the one before it has done (a welcome may first fetch the
  // board's geometry); one that fails does not hold back the rest, and is still reported.
  let handled = Promise.resolve();
  ws.onmessage = (e) => {
    handled = handled.then(() => onMessage(e.data)).catch((err) => setTimeout(() => { throw err; }));
  };
  ws.onclose = () => dropped(ws);
}

/** The socket `ws` is gone: say so and try again (not when closed for good). */
function dropped(ws) {
  if (socket !== ws) return;
  socket = null;
  if (stopped) return;
  // A move unanswered is not awaited any more: the picture after the reconnect tells
  // whether it was taken, and meanwhile a click is refused as unsent (not dropped unseen).
  update({ connection: "lost", sent: false });
  // Offline: no attempt (each would fail, logged by the browser) until it is back online.
  if (!navigator.onLine) return;
  retry += 1;
  clearTimeout(retryTimer);
  retryTimer = setTimeout(open, Math.min(5000, 250 * 2 ** Math.min(retry, 5)));
}

// The browser knows the network is gone before the socket does (a dropped Wi-Fi leaves a
// socket open for minutes, moves sent into it lost): the socket is closed at once, so the
// page says it is reconnecting and a click is refused as unsent, not taken for sent.
// Back online, the page reconnects at once rather than at its next retry.
window.addEventListener("offline", () => {
  const ws = socket;
  if (!ws) return;
  ws.onmessage = null;
  ws.close();
  dropped(ws); // now, not after a closing handshake that cannot cross a dead network
});
window.addEventListener("online", () => {
  if (stopped || socket || gameId === null) return;
  retry = 0;
  clearTimeout(retryTimer);
  open();
});

/** Open the game `id` as the seat holding `token` (null: watch). */
export function connect(id, token) {
  gameId = id;
  stopped = false;
  whole = false;
  update({ game: { id, token, seat: null }, closed: null });
  open();
}

export function disconnect() {
  stopped = true;
  if (socket) socket.close();
  socket = null;
}

export function send(msg) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(msg));
  else update({ error: { code: "network", params: {} }, sent: false });
}

export function act(action) {
  // One move per version: while a move awaits its answer (the new picture, or a refusal)
  // another click (a double or triple click, a key held down) would be sent at the same
  // version, refused as stale and worded as if the game had moved on. It is dropped.
  if (store.sent) return;
  update({ error: null, sent: true });
  send({ type: "act", version: store.version, action });
}

/** Send several moves made in one dialog, each after the answer to the one before (the
 * server takes one move per version). A move waits while another seat is to act (the
 * game comes back to this seat: a Commercial Harbor's answers); a refusal stops the rest
 * (store.queue.error). `onDone` runs when every move has been taken. */
export function actMany(actions, onDone = null) {
  if (!actions.length) return;
  update({ queue: { actions, done: 0, error: null, onDone } });
  pump();
}

function pump() {
  const q = store.queue;
  if (!q || q.error || store.sent) return;
  if (q.done >= q.actions.length) {
    update({ queue: null });
    if (q.onDone) q.onDone();
    return;
  }
  if (!store.legal.length) return; // another seat's decision first: wait for ours
  // Connection down: the move waits, uncounted, for the state the reconnect brings (which
  // pumps again). Sent now it would be lost, and the dialog would close as if it was taken.
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  update({ queue: { ...q, done: q.done + 1, sentAt: store.version } });
  act(q.actions[q.done]);
}

/** Forget a stopped queue (its dialog was closed or is starting afresh). */
export function clearQueue() {
  if (store.queue) update({ queue: null });
}

export function resync() {
  send({ type: "resync", last_version: store.version });
}

// The tests read the client's state (this seat's own view only) to know when a move has
// been answered.
window.__ck = store;
// Tests and the console may drop the connection to check that reconnection works.
window.__dropConnection = () => socket && socket.close();
// ...and send a move the page would not offer, to see a refusal worded and caught up.
window.__act = (action) => act(action);
