// The lobby: one click to play against three bots; a form to create any game, which opens
// a room (its creator seated as host, docs/protocol.md "Rooms"); the lists of waiting,
// live and finished games to join, watch or replay.
import { html, useEffect, useState } from "./lib.js";
import { refusedAs, t } from "./i18n.js";
import { ApiError, api } from "./api.js";
import { newBotGame } from "./botgame.js";
import { errorText, seatLabel } from "./words.js";
import { Identity } from "./identity.js";
import { RoomLobby } from "./room.js";
import { MapSelect, mapFor, withMap } from "./mapchoice.js";
import { termsOf } from "./terms.js";
import { AudienceCount } from "./gamebox.js";

// A room's seats: "open" (anyone in the lobby may take it), "invited" (only the holder of
// its link, shown to the host in the room) or a bot. The creator takes the first seat that
// is not a bot; with bots alone there is nobody to gather: the game starts at once.
const SEAT_KINDS = ["open", "invited", "random", "heuristic", "mcts"];
const BOT_SPEC = { random: "random", heuristic: "heuristic", mcts: "mcts" };
const kindLabel = (k) => (BOT_SPEC[k] ? t(`seat-kind-${k}`) : t(`room-seat-${k}`));
// How fast the bots play (the server's beat per bot action); "normal" lets people follow.
const PACES = ["instant", "fast", "normal", "slow"];
// Seats at a table: 5 and 6 play the larger island with the special build phase.
const SEAT_COUNTS = [3, 4, 5, 6];

/** The form to create a game. A refusal (not signed in, too many games) is told beside its
 * button, where the reader is: at the page's top it was off the screen, so a click on
 * Create seemed to do nothing. */
function CreateForm({ onCreated, signedOut }) {
  const [error, setError] = useState(null);
  const [expansion, setExpansion] = useState("ck");
  const [count, setCount] = useState(4);
  // Kinds for up to 6 seats (5-6: the 30-hex island); the first `count` are sent.
  const [kinds, setKinds] = useState(["open", "heuristic", "heuristic", "heuristic", "heuristic", "heuristic"]);
  const [vp, setVp] = useState("");
  const [discard, setDiscard] = useState(7);
  const [friendly, setFriendly] = useState(false);
  const [hideBank, setHideBank] = useState(false);
  const [timer, setTimer] = useState("");
  const [pub, setPub] = useState(true);
  const [name, setName] = useState("");
  const [pace, setPace] = useState("normal");
  const [chosenMap, setMap] = useState("random");
  // The beginner layout has no 5-6 player version: a larger table falls back to random.
  const map = mapFor(chosenMap, count);
  const submit = async (e) => {
    e.preventDefault();
    setError(null);
    const seats = kinds.slice(0, count).map((k) => BOT_SPEC[k] ?? k);
    const settings = withMap({
      expansion,
      discard_limit: Number(discard),
      friendly_robber: friendly,
      hide_bank: hideBank,
      public: pub,
      name,
      pace,
    }, map);
    if (vp !== "") settings.vp_to_win = Number(vp);
    if (timer !== "") settings.turn_timer = Number(timer);
    try {
      if (!seats.some((k) => k === "open" || k === "invited")) {
        // Bots alone: every seat decided, the game is made and watched at once.
        location.href = `/play/${encodeURIComponent((await api.create({ seats, ...settings })).game)}`;
        return;
      }
      // A room is gathered by someone signed in: known to be signed out, the server's
      // refusal is said without asking it (the browser logs a refused request as an error).
      if (signedOut) throw new ApiError("not_signed_in");
      onCreated(await api.createRoom({ seats, settings }));
    } catch (err) {
      setError(err);
    }
  };
  return html`<form class="create panel" onSubmit=${submit} aria-labelledby="create-title">
    <h2 id="create-title">${t("lobby-create")}</h2>
    <label>${t("lobby-expansion")}
      <select value=${expansion} onChange=${(e) => setExpansion(e.target.value)} name="expansion">
        <option value="ck">${t("expansion-ck")}</option><option value="base">${t("expansion-base")}</option>
      </select></label>
    <label>${t("lobby-seats")}
      <select value=${count} onChange=${(e) => setCount(Number(e.target.value))} name="players">
        ${SEAT_COUNTS.map((n) => html`<option value=${n}>${n}</option>`)}</select></label>
    ${kinds.slice(0, count).map((k, i) => html`<label>${t("lobby-seat", { n: i + 1 })} <span class=${`dot seat-${i}`}></span>
      <select value=${k} name=${`seat-${i}`} onChange=${(e) => setKinds(kinds.map((x, j) => (j === i ? e.target.value : x)))}>
        ${SEAT_KINDS.map((s) => html`<option value=${s}>${kindLabel(s)}</option>`)}</select></label>`)}
    <p class="muted">${t("lobby-create-room")}</p>
    <${MapSelect} map=${map} players=${count} onChange=${setMap} />
    <label>${t("lobby-pace")}
      <select value=${pace} name="pace" onChange=${(e) => setPace(e.target.value)}>
        ${PACES.map((s) => html`<option value=${s}>${t(`pace-${s}`)}</option>`)}</select></label>
    <label>${t("lobby-vp")}<input type="number" min="3" max="30" name="vp" value=${vp} placeholder=${expansion === "ck" ? "13" : "10"}
      ...${refusedAs("field-range", (e) => setVp(e.target.value), { min: 3, max: 30 })} /></label>
    <label>${t("lobby-discard")}<input type="number" min="3" max="20" name="discard" value=${discard}
      ...${refusedAs("field-range", (e) => setDiscard(e.target.value), { min: 3, max: 20 })} /></label>
    <label class="check"><input type="checkbox" name="friendly" checked=${friendly} onChange=${(e) => setFriendly(e.target.checked)} />${t("lobby-friendly")}</label>
    <label class="check"><input type="checkbox" name="hide-bank" checked=${hideBank} onChange=${(e) => setHideBank(e.target.checked)} />${t("lobby-hide-bank")}</label>
    <label>${t("lobby-timer")}<input type="number" min="10" max="3600" name="timer" value=${timer}
      ...${refusedAs("field-range", (e) => setTimer(e.target.value), { min: 10, max: 3600 })} /></label>
    <label class="check"><input type="checkbox" name="public" checked=${pub} onChange=${(e) => setPub(e.target.checked)} />${t("lobby-public")}</label>
    <label>${t("lobby-name")}<input type="text" maxlength="60" name="name" value=${name} onInput=${(e) => setName(e.target.value)} /></label>
    ${error ? html`<p class="error" role="alert">${errorText(error)}</p>` : null}
    <button class="act primary" type="submit">${t("lobby-start")}</button>
  </form>`;
}

function GameRow({ g, children }) {
  return html`<li class="game-row" data-game=${g.game}>
    <span>${t("lobby-game-row", { name: g.name || t("lobby-game-unnamed", { id: g.game }), players: g.players, version: g.version })}
      <span class="game-terms">${g.settings ? termsOf(g.settings) : t(`expansion-${g.expansion}`)}<${AudienceCount} count=${g.status === "finished" ? 0 : g.spectators} cls="game-audience" /></span></span>
    <span class="game-players">${g.seats.filter((s) => s.name).map((s) => html`<span class="seat-player"><i class=${`dot seat-${s.seat}`}></i>${seatLabel(s.seat, s.name)}</span>`)}</span>
    <span>${g.winner !== null ? t("lobby-winner", { name: seatLabel(g.winner, g.seats[g.winner]?.name) }) : ""}</span>
    ${g.seats.filter((s) => s.bot_account).map((s) => html`<span class="badge bot-account" title=${t("badge-bot-account-title", { name: s.bot_account })}>${t("badge-bot-account", { name: s.bot_account })}</span>`)}
    ${children}
  </li>`;
}

export function Lobby() {
  const [games, setGames] = useState({ waiting: [], live: [], finished: [] });
  const [error, setError] = useState(null);
  const [signedOut, setSignedOut] = useState(false); // known to be: nobody signed in
  const refresh = () => api.lobby().then(setGames, setError);
  useEffect(() => {
    refresh();
    const id = setInterval(refresh, 5000);
    return () => clearInterval(id);
  }, []);
  const quick = async () => {
    try {
      // The player's seat drawn at random (botgame.js). No pace named: the server's
      // default, "normal" (a test server runs "instant").
      location.href = await newBotGame(["heuristic", "heuristic", "heuristic"], { expansion: "ck" });
    } catch (err) {
      setError(err);
    }
  };
  const join = async (id) => {
    try {
      location.href = (await api.join(id)).link;
    } catch (err) {
      setError(err);
    }
  };
  const list = (title, items, button) => html`<section class="games panel"><h2>${title}</h2>
    ${items.length ? html`<ul>${items.slice(0, 20).map((g) => html`<${GameRow} g=${g}>${button(g)}</${GameRow}>`)}</ul>` : html`<p class="muted">${t("lobby-none")}</p>`}</section>`;
  return html`<main class="lobby">
    <header class="lobby-head"><h1>${t("lobby-title")}</h1><p>${t("lobby-tagline")}</p>
      <button class="act primary big" data-kind="quick" onClick=${quick}>${t("lobby-quick")}</button></header>
    ${error ? html`<p class="error" role="alert">${errorText(error)}</p>` : null}
    <${Identity} onError=${setError} onPlayer=${(p) => setSignedOut(!p)} />
    <div class="lobby-grid">
      <${CreateForm} signedOut=${signedOut} onCreated=${(room) => { location.href = `/room/${encodeURIComponent(room.room)}`; }} />
      <div class="lobby-lists">
        <${RoomLobby} onError=${setError} />
        ${list(t("lobby-waiting"), games.waiting, (g) => html`<button class="act" onClick=${() => join(g.game)}>${t("lobby-join")}</button>`)}
        ${list(t("lobby-live"), games.live, (g) => html`<a class="act" href=${`/play/${g.game}`}>${t("lobby-watch")}</a>`)}
        ${list(t("lobby-finished"), games.finished, (g) => html`<a class="act" href=${`/?replay=${encodeURIComponent(g.game)}`}>${t("lobby-replay")}</a>`)}
        <button class="act" onClick=${refresh}>${t("lobby-refresh")}</button>
      </div>
    </div>
  </main>`;
}
