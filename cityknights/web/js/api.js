// The lobby's HTTP JSON API (docs/protocol.md). Errors come back as {code, params}.

export class ApiError extends Error {
  constructor(code, params) {
    super(code);
    this.code = code;
    this.params = params || {};
  }
}

async function call(method, path, body, raw = false, signal = undefined) {
  let res;
  try {
    res = await fetch(path, {
      method,
      headers: body ? { "content-type": "application/json" } : {},
      body: body ? (raw ? body : JSON.stringify(body)) : undefined,
      signal,
    });
  } catch {
    throw new ApiError("network", {});
  }
  let data = null;
  try {
    data = await res.json();
  } catch {
    throw new ApiError("network", {});
  }
  if (!res.ok) throw new ApiError(data.code || "unknown", data.params || { code: String(res.status) });
  return data;
}

/** A call answered with no body (204). */
async function send(method, path) {
  let res;
  try {
    res = await fetch(path, { method });
  } catch {
    throw new ApiError("network", {});
  }
  if (!res.ok) throw new ApiError("unknown", { code: String(res.status) });
}

export const api = {
  lobby: () => call("GET", "/api/games"),
  game: (id) => call("GET", `/api/games/${encodeURIComponent(id)}`),
  create: (body) => call("POST", "/api/games", body),
  join: (id) => call("POST", `/api/games/${encodeURIComponent(id)}/join`),
  // steps: false asks for the view only (a replay viewer has the steps from its first call).
  replay: (id, version, steps = true) =>
    call("GET", `/api/games/${encodeURIComponent(id)}/replay?version=${version}${steps ? "" : "&steps=false"}`),
  analysis: (id) => call("GET", `/api/games/${encodeURIComponent(id)}/analysis`),
  analysePosition: (id, version) => call("GET", `/api/games/${encodeURIComponent(id)}/analysis/position?version=${version}`),
  importRecord: (bytes) => call("POST", "/api/records", bytes, true),
  playOn: (id, version) => call("POST", `/api/games/${encodeURIComponent(id)}/playon`, { version }),
  // Players (the session is an HttpOnly cookie the browser sends by itself).
  me: () => call("GET", "/api/me"),
  guest: (name) => call("POST", "/api/guest", { name }),
  guestSession: (token) => call("POST", "/api/guest/session", { token }),
  register: (name, password) => call("POST", "/api/accounts", { name, password }),
  login: (name, password) => call("POST", "/api/session", { name, password }),
  logout: () => send("DELETE", "/api/session"),
  upgrade: (password) => call("POST", "/api/me/account", { password }),
  rename: (name) => call("PUT", "/api/me/name", { name }),
  // Rooms (docs/protocol.md, "Rooms"); `since`: wait for the room to change from it;
  // `signal` abandons the wait (an AbortController's).
  rooms: () => call("GET", "/api/rooms"),
  roomOfGame: (game) => call("GET", `/api/rooms?game=${encodeURIComponent(game)}`),
  createRoom: (body) => call("POST", "/api/rooms", body),
  room: (id, since, signal) =>
    call("GET", `/api/rooms/${encodeURIComponent(id)}${since ? `?since=${encodeURIComponent(since)}` : ""}`, null, false, signal),
  roomAct: (id, action) => call("POST", `/api/rooms/${encodeURIComponent(id)}/act`, action),
  roomChat: (id, text) => call("POST", `/api/rooms/${encodeURIComponent(id)}/chat`, { text }),
  roomLink: (id) => call("POST", `/api/rooms/${encodeURIComponent(id)}/link`),
  rematch: (id) => call("POST", `/api/rooms/${encodeURIComponent(id)}/rematch`),
  // The ladder (ratings, karma, profiles).
  leaderboard: (expansion) => call("GET", `/api/leaderboard?expansion=${encodeURIComponent(expansion)}`),
  player: (name) => call("GET", `/api/players/${encodeURIComponent(name)}`),
  botProfile: (level) => call("GET", `/api/bots/${encodeURIComponent(level)}`),
  botAccountProfile: (name) => call("GET", `/api/bot-accounts/${encodeURIComponent(name)}`),
  // The signed-in account's outside bots (docs/bot-api.md): a token is shown once, when made.
  myBots: () => call("GET", "/api/me/bots"),
  challenge: (bot) => call("POST", "/api/challenges", { bot }),
  makeBot: (name) => call("POST", "/api/me/bots", { name }),
  revokeBot: (name) => send("DELETE", `/api/me/bots/${encodeURIComponent(name)}`),
  queue: () => call("GET", "/api/queue"),
  joinQueue: (expansion) => call("POST", "/api/queue", { expansion }),
  queueBots: () => call("POST", "/api/queue/bots"),
  leaveQueue: () => send("DELETE", "/api/queue"),
};

/** The game's board geometry, shipped with the client: the 19-hex island of 3-4 players,
 * or the 30-hex island of 5-6 (RULES.md §22.2). The views carry the layout, not this. */
const topologies = new Map();
export async function loadTopology(players = 4) {
  const file = players >= 5 ? "/data/topology56.json" : "/data/topology.json";
  if (!topologies.has(file)) {
    const loading = fetch(file).then((res) => res.json());
    loading.catch(() => topologies.delete(file)); // not kept: the next call asks again
    topologies.set(file, loading);
  }
  return topologies.get(file);
}
