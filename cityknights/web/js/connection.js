// The game socket (docs/protocol.md): hello with the seat's token, state and updates,
// refusals worded by the client, and reconnection after a drop or a reload.
import { store, update } from "./store.js";
import { sound } from "./sound.js";
import { chatEchoed, chatRefused } from "./chat.js";

const PROTOCOL = 1;
let socket = null;
let retry = 0;
let stopped = false;
let gameId = null;

// Per tab (sessionStorage) and game: the seat's token is known before the welcome.
function logKey() {
  return `ck-log-${gameId}-${store.game?.token ? "seat" : "watch"}`;
}

function saveLog() {
  try {
    sessionStorage.setItem(logKey(), JSON.stringify({ version: store.version, log: store.log.slice(-2000) }));
  } catch {
    // Storage full or disabled: the log starts afresh after a reload, nothing else is lost.
  }
}

function loadLog() {
  try {
    const d = JSON.parse(sessionStorage.getItem(logKey()) || "null");
    return d && Array.isArray(d.log) ? d : null;
  } catch {
    return null;
  }
}

function stepsEvents(steps) {
  const out = [];
  for (const s of steps || []) for (const e of s.events) out.push({ ...e, version: s.version, actor: s.actor });
  return out;
}

function applyPicture(msg, fresh) {
  const before = store.view;
  const events = stepsEvents(msg.steps);
  const log = fresh ? events : [...store.log, ...events];
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
    seats: msg.seats || store.seats,
    log,
    sent: false,
    selection: msg.version !== store.version ? null : store.selection,
    dialog: msg.version !== store.version && store.dialog?.type !== "trade" ? null : store.dialog,
  });
  saveLog();
  if (events.some((e) => e.code === "dice_rolled")) sound("dice");
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
      update({ game: { ...store.game, seat: msg.seat, players: msg.players, expansion: msg.expansion }, connection: "open" });
      retry = 0;
      break;
    case "state": {
      const saved = loadLog();
      const keep = msg.caught_up && saved ? saved.log : [];
      update({ log: keep });
      applyPicture(msg, false);
      break;
    }
    case "update":
      applyPicture(msg, false);
      break;
    case "seats":
      update({ seats: msg.seats });
      break;
    case "chat":
      update({ log: [...store.log, { code: "chat", seat: msg.seat, text: msg.text }] });
      chatEchoed(msg);
      break;
    case "error":
      // A refused chat line is worded beside the chat input, not as a game error.
      if (chatRefused({ code: msg.code, params: msg.params || {} })) break;
      if (msg.code === "closing" && ["replaced", "no_such_game", "abuse"].includes(msg.params.reason)) stopped = true;
      update({ error: { code: msg.code, params: msg.params || {} }, sent: false });
      if (msg.code === "stale_version" || msg.code === "illegal_action" || msg.code === "not_your_turn") resync();
      break;
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
    const saved = loadLog();
    const hello = { type: "hello", protocol: PROTOCOL, token: store.game.token || null };
    if (saved && saved.version >= 0) hello.last_version = saved.version;
    ws.send(JSON.stringify(hello));
  };
  ws.onmessage = (e) => onMessage(e.data);
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    if (stopped) return;
    update({ connection: "lost" });
    retry += 1;
    setTimeout(open, Math.min(5000, 250 * 2 ** Math.min(retry, 5)));
  };
}

/** Open the game `id` as the seat holding `token` (null: watch). */
export function connect(id, token) {
  gameId = id;
  stopped = false;
  update({ game: { id, token, seat: null } });
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
  update({ error: null, sent: true });
  send({ type: "act", version: store.version, action });
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
