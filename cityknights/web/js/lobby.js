// The lobby: one click to play against three bots; a form to create any game; the lists
// of waiting, live and finished games to join, watch or replay.
import { html, useEffect, useState } from "./lib.js";
import { t } from "./i18n.js";
import { api } from "./api.js";
import { seatLabel, seatName } from "./words.js";
import { Identity } from "./identity.js";
import { RoomLobby } from "./room.js";

// "human": a seat reserved for its link (shown after creating); "open": a seat any
// stranger may take from the lobby's list (no link).
const SEAT_KINDS = ["human", "open", "random", "heuristic", "mcts"];
const BOT_SPEC = { random: "random", heuristic: "heuristic", mcts: "mcts" };
// How fast the bots play (the server's beat per bot action); "normal" lets people follow.
const PACES = ["instant", "fast", "normal", "slow"];
// Seats at a table: 5 and 6 play the larger island with the special build phase.
const SEAT_COUNTS = [3, 4, 5, 6];

function errorText(e) {
  return t(`error-${e.code}`, e.params);
}

function CreateForm({ onCreated, onError }) {
  const [expansion, setExpansion] = useState("ck");
  const [count, setCount] = useState(4);
  // Kinds for up to 6 seats (5-6: the 30-hex island); the first `count` are sent.
  const [kinds, setKinds] = useState(["human", "heuristic", "heuristic", "heuristic", "heuristic", "heuristic"]);
  const [vp, setVp] = useState("");
  const [discard, setDiscard] = useState(7);
  const [friendly, setFriendly] = useState(false);
  const [timer, setTimer] = useState("");
  const [pub, setPub] = useState(true);
  const [name, setName] = useState("");
  const [pace, setPace] = useState("normal");
  const submit = async (e) => {
    e.preventDefault();
    const body = {
      seats: kinds.slice(0, count).map((k) => (k === "human" || k === "open" ? k : BOT_SPEC[k])),
      expansion,
      discard_limit: Number(discard),
      friendly_robber: friendly,
      public: pub,
      name,
      pace,
    };
    if (vp !== "") body.vp_to_win = Number(vp);
    if (timer !== "") body.turn_timer = Number(timer);
    try {
      onCreated(await api.create(body));
    } catch (err) {
      onError(err);
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
        ${SEAT_KINDS.map((s) => html`<option value=${s}>${t(`seat-kind-${s}`)}</option>`)}</select></label>`)}
    <label>${t("lobby-pace")}
      <select value=${pace} name="pace" onChange=${(e) => setPace(e.target.value)}>
        ${PACES.map((s) => html`<option value=${s}>${t(`pace-${s}`)}</option>`)}</select></label>
    <label>${t("lobby-vp")}<input type="number" min="3" max="30" name="vp" value=${vp} placeholder=${expansion === "ck" ? "13" : "10"} onInput=${(e) => setVp(e.target.value)} /></label>
    <label>${t("lobby-discard")}<input type="number" min="3" max="20" name="discard" value=${discard} onInput=${(e) => setDiscard(e.target.value)} /></label>
    <label class="check"><input type="checkbox" name="friendly" checked=${friendly} onChange=${(e) => setFriendly(e.target.checked)} />${t("lobby-friendly")}</label>
    <label>${t("lobby-timer")}<input type="number" min="10" max="3600" name="timer" value=${timer} onInput=${(e) => setTimer(e.target.value)} /></label>
    <label class="check"><input type="checkbox" name="public" checked=${pub} onChange=${(e) => setPub(e.target.checked)} />${t("lobby-public")}</label>
    <label>${t("lobby-name")}<input type="text" maxlength="60" name="name" value=${name} onInput=${(e) => setName(e.target.value)} /></label>
    <button class="act primary" type="submit">${t("lobby-start")}</button>
  </form>`;
}

function Links({ created }) {
  const [copied, setCopied] = useState(null);
  const copy = async (link, seat) => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard permission: the link stays selectable on the page.
    }
    setCopied(seat);
  };
  return html`<section class="links panel" aria-label=${t("lobby-links")}>
    <h2>${t("lobby-links")}</h2>
    <ul>${created.seats.filter((s) => s.link).map((s) => html`<li>
      <span class=${`dot seat-${s.seat}`}></span> ${seatName(s.seat)}
      <input readonly value=${s.link} aria-label=${t("lobby-links")} onFocus=${(e) => e.target.select()} />
      <button class="act" onClick=${() => copy(s.link, s.seat)}>${copied === s.seat ? t("lobby-copied") : t("lobby-copy")}</button>
      <a class="act" href=${s.link}>${t("lobby-open")}</a>
    </li>`)}</ul>
  </section>`;
}

function GameRow({ g, children }) {
  return html`<li class="game-row" data-game=${g.game}>
    <span>${t("lobby-game-row", { name: g.name || t("lobby-game-unnamed", { id: g.game }), players: g.players, version: g.version })}</span>
    <span class="game-players">${g.seats.filter((s) => s.name).map((s) => html`<span class="seat-player"><i class=${`dot seat-${s.seat}`}></i>${seatLabel(s.seat, s.name)}</span>`)}</span>
    <span>${g.winner !== null ? t("lobby-winner", { name: seatLabel(g.winner, g.seats[g.winner]?.name) }) : ""}</span>
    ${g.seats.filter((s) => s.bot_account).map((s) => html`<span class="badge bot-account" title=${t("badge-bot-account-title", { name: s.bot_account })}>${t("badge-bot-account", { name: s.bot_account })}</span>`)}
    ${children}
  </li>`;
}

export function Lobby() {
  const [games, setGames] = useState({ waiting: [], live: [], finished: [] });
  const [error, setError] = useState(null);
  const [created, setCreated] = useState(null);
  const refresh = () => api.lobby().then(setGames, setError);
  useEffect(() => {
    refresh();
    const id = setInterval(refresh, 5000);
    return () => clearInterval(id);
  }, []);
  const quick = async () => {
    try {
      // No pace named: the server's default, "normal" (a test server runs "instant").
      const g = await api.create({ seats: ["human", "heuristic", "heuristic", "heuristic"], expansion: "ck" });
      location.href = g.seats[0].link;
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
    <${Identity} onError=${setError} />
    ${created ? html`<${Links} created=${created} />` : null}
    <${RoomLobby} onError=${setError} />
    <div class="lobby-grid">
      <${CreateForm} onCreated=${(c) => { setCreated(c); refresh(); }} onError=${setError} />
      <div class="lobby-lists">
        ${list(t("lobby-waiting"), games.waiting, (g) => html`<button class="act" onClick=${() => join(g.game)}>${t("lobby-join")}</button>`)}
        ${list(t("lobby-live"), games.live, (g) => html`<a class="act" href=${`/play/${g.game}`}>${t("lobby-watch")}</a>`)}
        ${list(t("lobby-finished"), games.finished, (g) => html`<a class="act" href=${`/?replay=${encodeURIComponent(g.game)}`}>${t("lobby-replay")}</a>`)}
        <button class="act" onClick=${refresh}>${t("lobby-refresh")}</button>
      </div>
    </div>
  </main>`;
}
