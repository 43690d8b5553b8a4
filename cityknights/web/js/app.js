// The client's entry: load the catalog, then route by path: / the lobby, /play/<id> a
// game (the seat's token in the fragment, kept for reloads), /?replay=<id> a replay
// (the server serves this page at / and /play/<id>).
import { html, render } from "./lib.js";
import { chosenLanguage, loadCatalog, t } from "./i18n.js";
import { loadKinds } from "./choice.js";
import { update, useStore } from "./store.js";
import { connect } from "./connection.js";
import { Lobby } from "./lobby.js";
import { GameScreen } from "./game.js";
import { Replay } from "./replay.js";
import { LanguageBar } from "./language.js";
import { Rules } from "./rules.js";
import { RoomScreen } from "./room.js";
import { Leaderboard, Profile } from "./ladder.js";
import { installIcons } from "./icons.js";

// The token stays in the fragment (never sent to a server, kept by a reload); without
// one the page watches.
function tokenFor() {
  const m = /(?:^|[#&])token=([^&]+)/.exec(location.hash);
  return m ? decodeURIComponent(m[1]) : null;
}

function Screen({ route }) {
  if (route.screen === "game") return html`<${GameScreen} />`;
  if (route.screen === "replay") return html`<${Replay} id=${route.id} />`;
  if (route.screen === "rules") return html`<${Rules} />`;
  if (route.screen === "room") return html`<${RoomScreen} id=${route.id} />`;
  if (route.screen === "leaderboard") return html`<${Leaderboard} expansion=${route.expansion} />`;
  if (route.screen === "profile") return html`<${Profile} name=${route.name} bot=${route.bot} />`;
  // An address nothing is served at (mistyped, or a screen's id left out): said in the
  // reader's language, with the way back.
  if (route.screen === "missing") {
    return html`<main class="missing"><p class="error" role="alert">${t("error-no_such_route", { path: route.path })}</p>
      <a class="act" href="/">${t("back-to-lobby")}</a></main>`;
  }
  return html`<${Lobby} />`;
}

function App({ route }) {
  useStore();
  // The game page holds its language bar in its own top bar (a phone's two rows there).
  if (route.screen === "game") return html`<${Screen} route=${route} />`;
  return html`<${LanguageBar} onRules=${route.screen === "rules"} /><${Screen} route=${route} />`;
}

// The ladder's pages: /?leaderboard=ck|base, /?player=<name>, /?bot=<level>,
// /?botaccount=<name> (an outside bot, docs/bot-api.md).
function ladderRoute(query) {
  const board = query.get("leaderboard");
  if (board !== null) return { screen: "leaderboard", expansion: board === "base" ? "base" : "ck" };
  if (query.get("player")) return { screen: "profile", name: query.get("player"), bot: false };
  if (query.get("bot")) return { screen: "profile", name: query.get("bot"), bot: true };
  if (query.get("botaccount")) return { screen: "profile", name: query.get("botaccount"), bot: "account" };
  return null;
}

async function main() {
  await Promise.all([loadCatalog(chosenLanguage()), loadKinds()]);
  document.title = t("app-title");
  installIcons();
  const path = location.pathname;
  let route = { screen: "lobby" };
  const play = /^\/play\/([A-Za-z0-9_-]+)/.exec(path);
  const replay = new URLSearchParams(location.search).get("replay");
  const room = /^\/room\/([A-Za-z0-9_-]+)/.exec(path);
  if (play) {
    route = { screen: "game", id: play[1] };
    update({ screen: "game" }); // the board's geometry comes with the socket's welcome
    connect(play[1], tokenFor());
  } else if (room) route = { screen: "room", id: room[1] };
  else if (replay) route = { screen: "replay", id: replay };
  else if (!["/", "/index.html"].includes(path)) route = { screen: "missing", path };
  else if (new URLSearchParams(location.search).has("rules")) route = { screen: "rules" };
  else route = ladderRoute(new URLSearchParams(location.search)) || route;
  render(html`<${App} route=${route} />`, document.getElementById("app"));
}

main();
