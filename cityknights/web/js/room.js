// A room (/room/<id>): the seats, who sits in them in which colour, Ready, the host's
// powers (kick, seat kinds, bots in the empty seats, settings, hand the host role on,
// start), the room's chat, and, at game over, "Play again". The room is followed by long
// polling (docs/protocol.md, "Rooms"): each answer carries a stamp; the next request
// waits on the server until the stamp changes. An invitation's token comes in the
// fragment (#invite=...), never sent anywhere but in the Take of its seat.
import { html, useEffect, useRef, useState } from "./lib.js";
import { refusedAs, t } from "./i18n.js";
import { ApiError, api } from "./api.js";
import { newBotGame } from "./botgame.js";
import { Identity } from "./identity.js";
import { errorText, percent, seatLabel } from "./words.js";
import { MapSelect, mapFor, mapOf, withMap } from "./mapchoice.js";
import { termsOf } from "./terms.js";
import { CopyField } from "./copyfield.js";
import { HiddenSenders, HideButton, readHidden, withHidden } from "./hiddenchat.js";

const BOTS = ["random", "heuristic", "mcts"];
const PACES = ["instant", "fast", "normal", "slow"];

function inviteToken() {
  const m = /(?:^|[#&])invite=([^&]+)/.exec(location.hash);
  return m ? decodeURIComponent(m[1]) : null;
}


function kindText(seat) {
  if (seat.kind === "bot") return BOTS.includes(seat.bot) ? t(`seat-kind-${seat.bot}`) : seat.bot;
  return t(`room-seat-${seat.kind}`);
}

/** Follow the room: the first answer at once, then one long poll after another. The
 * server answers a poll for whoever was signed in when it was asked, so `who` (the
 * player signed in on this page, a key; undefined until known) starts the following anew
 * when it changes: a poll asked before signing in otherwise came back after the seat was
 * taken with a view in which no seat was "yours", and the player was left without Ready
 * until the room changed again. */
function useRoom(id, setError, who) {
  const [room, setRoom] = useState(null);
  const stamp = useRef(null);
  useEffect(() => {
    let stopped = false;
    const abandon = new AbortController();
    stamp.current = null;
    const follow = async () => {
      while (!stopped) {
        try {
          const next = await api.room(id, stamp.current, abandon.signal);
          if (stopped) return;
          stamp.current = next.stamp;
          setRoom(next);
        } catch (err) {
          if (stopped) return;
          setError(err);
          if (err.code === "no_such_room") return;
          await new Promise((done) => setTimeout(done, 2000)); // the server away: try again
        }
      }
    };
    follow();
    return () => {
      stopped = true;
      abandon.abort();
    };
  }, [id, who]);
  return [room, setRoom];
}

/** A seated player's karma (the share of their last 20 games they finished), if any. */
function KarmaBadge({ karma }) {
  if (!karma) return null;
  const text = karma.percent === null ? t("room-karma-new") : t("room-karma", { percent: percent(karma.percent) });
  return html`<span class="badge karma" title=${t("ladder-karma-detail", { finished: karma.finished, left: karma.left })}>${text}</span>`;
}

// The room's turn order (the server's view always says it, its default filled in):
// "drawn" gives the seats their colours again in an order drawn at the start (RULES.md
// 3.1), so a colour picked before it means nothing and is not offered; "seated" keeps the
// colours picked.
const drawn = (room) => room.settings.turn_order === "drawn";

function SeatRow({ room, seat, act, mine }) {
  const invite = inviteToken();
  const empty = seat.name === null && seat.kind !== "bot";
  const canTake = empty && !mine && (seat.kind === "open" || invite !== null);
  const colours = room.seats.map((_, c) => c);
  const heldByPlayer = new Set(room.seats.filter((s) => s.name !== null && !s.yours).map((s) => s.colour));
  return html`<li class=${`room-seat${seat.yours ? " yours" : ""}`} data-seat=${seat.seat}>
    <span class=${`dot seat-${seat.colour}`}></span>
    <span class="room-seat-who">${seat.name !== null ? seatLabel(seat.colour, seat.name)
      : seat.kind === "bot" ? seatLabel(seat.colour, kindText(seat))
      : html`<span class="muted">${t("room-empty", { colour: t(`seat-${seat.colour}`) })}</span>`}</span>
    <${KarmaBadge} karma=${seat.karma} />
    ${seat.bot_account ? html`<span class="badge bot-account" title=${t("badge-bot-account-title", { name: seat.bot_account })}>${t("badge-bot-account", { name: seat.bot_account })}</span>` : null}
    ${seat.kind !== "bot" && seat.name === null ? html`<span class="badge">${kindText(seat)}</span>` : null}
    ${seat.host ? html`<span class="badge host">${t("room-host")}</span>` : null}
    ${seat.kind !== "bot" && seat.name !== null ? html`<span class=${`badge ${seat.ready ? "ready" : "not-ready"}`}>${seat.ready ? t("room-ready") : t("room-not-ready")}</span>` : null}
    ${canTake ? html`<button class="act primary" data-kind="take" onClick=${() => act({ type: "take", seat: seat.seat, invite: seat.kind === "invited" ? invite : null })}>${t("room-take")}</button>` : null}
    ${seat.yours && !drawn(room) ? html`<label>${t("room-colour")}
      <select name="colour" value=${seat.colour} onChange=${(e) => act({ type: "colour", colour: Number(e.target.value) })}>
        ${colours.map((c) => html`<option value=${c} disabled=${heldByPlayer.has(c)}>${t(`seat-${c}`)}</option>`)}</select></label>` : null}
    ${room.you_host && seat.name !== null && !seat.yours ? html`
      <button class="act" data-kind="kick" onClick=${() => act({ type: "kick", seat: seat.seat })}>${t("room-kick")}</button>
      <button class="act" data-kind="make-host" onClick=${() => act({ type: "host", seat: seat.seat })}>${t("room-make-host")}</button>` : null}
    ${room.you_host && seat.name === null ? html`<label>${t("room-seat-kind")}
      <select name=${`kind-${seat.seat}`} value=${seat.kind === "bot" ? seat.bot : seat.kind} onChange=${(e) => act({ type: "seat_kind", seat: seat.seat, kind: e.target.value })}>
        <option value="open">${t("room-seat-open")}</option><option value="invited">${t("room-seat-invited")}</option>
        ${BOTS.map((b) => html`<option value=${b}>${t(`seat-kind-${b}`)}</option>`)}</select></label>` : null}
    ${seat.invite ? html`<${CopyField} value=${seat.invite} label=${t("room-invite-link")} />` : null}
  </li>`;
}

function SettingsForm({ room, act }) {
  const s = room.settings;
  const [expansion, setExpansion] = useState(s.expansion);
  const [vp, setVp] = useState(s.vp_to_win ?? "");
  const [pace, setPace] = useState(s.pace || "normal");
  const [timer, setTimer] = useState(s.turn_timer ?? "");
  const [minKarma, setMinKarma] = useState(s.min_karma ?? "");
  // 5-6 seats: the Special Build Phase (the default) or the paired players' part-turns
  // (rule flag five_six_turns; RULES.md 22.5.7).
  const large = room.seats.length >= 5;
  const [turns, setTurns] = useState((s.flags || {}).five_six_turns || "special_build");
  const [order, setOrder] = useState(s.turn_order);
  const [hideBank, setHideBank] = useState(Boolean(s.hide_bank));
  const [chosenMap, setMap] = useState(mapOf(s));
  const map = mapFor(chosenMap, room.seats.length);
  const submit = (e) => {
    e.preventDefault();
    const flags = { ...(s.flags || {}) };
    if (large && turns === "paired") flags.five_six_turns = "paired";
    else delete flags.five_six_turns;
    const settings = withMap({
      ...s, expansion, pace, vp_to_win: vp === "" ? null : Number(vp), turn_timer: timer === "" ? null : Number(timer),
      min_karma: minKarma === "" ? null : Number(minKarma), flags, turn_order: order, hide_bank: hideBank,
    }, map);
    act({ type: "settings", settings });
  };
  return html`<form class="room-settings" onSubmit=${submit} aria-label=${t("room-settings")}>
    <label>${t("lobby-expansion")}<select name="expansion" value=${expansion} onChange=${(e) => setExpansion(e.target.value)}>
      <option value="ck">${t("expansion-ck")}</option><option value="base">${t("expansion-base")}</option></select></label>
    <${MapSelect} map=${map} players=${room.seats.length} onChange=${setMap} />
    <label>${t("lobby-vp")}<input type="number" name="vp" min="3" max="30" value=${vp} placeholder=${expansion === "base" ? 10 : 13}
      ...${refusedAs("field-range", (e) => setVp(e.target.value), { min: 3, max: 30 })} /></label>
    <label>${t("lobby-pace")}<select name="pace" value=${pace} onChange=${(e) => setPace(e.target.value)}>
      ${PACES.map((p) => html`<option value=${p}>${t(`pace-${p}`)}</option>`)}</select></label>
    <label>${t("lobby-timer")}<input type="number" name="timer" min="10" max="3600" value=${timer}
      ...${refusedAs("field-range", (e) => setTimer(e.target.value), { min: 10, max: 3600 })} /></label>
    <label>${t("room-turn-order")}<select name="turn-order" value=${order} onChange=${(e) => setOrder(e.target.value)}>
      <option value="drawn">${t("room-turn-order-drawn")}</option><option value="seated">${t("room-turn-order-seated")}</option></select></label>
    ${large ? html`<label>${t("room-five-six-turns")}<select name="five-six-turns" value=${turns} onChange=${(e) => setTurns(e.target.value)}>
      <option value="special_build">${t("context-special_build")}</option><option value="paired">${t("context-part_turn")}</option></select></label>` : null}
    <label class="check"><input type="checkbox" name="hide-bank" checked=${hideBank} onChange=${(e) => setHideBank(e.target.checked)} />${t("lobby-hide-bank")}</label>
    <label>${t("room-min-karma")}<input type="number" name="min-karma" min="0" max="100" placeholder=${t("room-min-karma-none")} value=${minKarma}
      ...${refusedAs("field-range", (e) => setMinKarma(e.target.value), { min: 0, max: 100 })} /></label>
    <button class="act" type="submit" data-kind="settings">${t("room-save-settings")}</button>
  </form>`;
}

// A room's chat senders (hiddenchat.js): a person by their name, else (a line of the room's
// game) a seat by its number, or every spectator.
const roomSender = (line) => (line.name !== null ? `name:${line.name}` : line.seat !== null ? `seat:${line.seat}` : "spectators");
const roomSenderName = (sender) => (sender.startsWith("name:") ? sender.slice(5)
  : sender.startsWith("seat:") ? t(`seat-${sender.slice(5)}`) : t("chat-spectators"));

/** The name the room's lines give the reader: undefined while who they are is still being
 * asked (no line is offered to hide then: the reader's own could be among them), null
 * when signed out. */
const whoName = (who) => (who === undefined ? undefined : who ? who.slice(who.indexOf(":") + 1) : null);

function RoomChat({ room, setError, signedOut, me }) {
  const [text, setText] = useState("");
  const key = `ck-muted-room:${room.room}`;
  const [hidden, setHidden] = useState(() => readHidden(key));
  const hide = (sender, on) => setHidden(withHidden(key, hidden, sender, on));
  const send = async (e) => {
    e.preventDefault();
    try {
      setError(null);
      // Nothing to send: the server's refusal, said without asking it (as the table's
      // chat does; the browser logs a refused request as an error).
      if (!text.trim()) throw new ApiError("chat_empty");
      if (signedOut) throw new ApiError("not_signed_in"); // the same: what is typed stays
      await api.roomChat(room.room, text);
      setText("");
    } catch (err) {
      setError(err);
    }
  };
  return html`<section class="room-chat panel" aria-labelledby="room-chat-title">
    <h2 id="room-chat-title">${t("room-chat")}</h2>
    <ol class="room-chat-lines" aria-live="polite">${room.chat.filter((line) => !hidden.includes(roomSender(line))).map((line) => html`<li class="ev-chat">
      ${line.seat !== null ? html`<span class=${`dot seat-${line.seat}`}></span>` : null}
      <b>${line.name ?? (line.seat !== null ? t(`seat-${line.seat}`) : t("room-spectator"))}</b>: ${line.text}${
        me !== undefined && (line.name === null || line.name !== me) ? html`<${HideButton} name=${roomSenderName(roomSender(line))} sender=${roomSender(line)} onHide=${(sender) => hide(sender, true)} />` : null}</li>`)}</ol>
    <form class="chat" onSubmit=${send}>
      <label class="sr-only" for="room-chat-input">${t("chat-label")}</label>
      <input id="room-chat-input" type="text" name="room-chat" autocomplete="off" maxlength="200" placeholder=${t("chat-placeholder")} value=${text} onInput=${(e) => setText(e.currentTarget.value)} />
      <button type="submit" class="act" data-kind="room-chat-send">${t("chat-send")}</button>
      <${HiddenSenders} hidden=${hidden} nameOf=${roomSenderName} onShow=${(sender) => hide(sender, false)} />
    </form>
  </section>`;
}

export function RoomScreen({ id }) {
  const [error, setError] = useState(null);
  const [who, setWho] = useState(undefined);
  const [room, setRoom] = useRoom(id, setError, who);
  // Who is signed in, for a click made before the identity panel has learned it: the
  // click waits for it (a few seconds at most: the panel may fail to learn it), so a Take
  // by someone signed out is refused here as always, not sent to the server.
  const whoNow = useRef(undefined);
  const whoWaiting = useRef([]);
  const learnedWho = (p) => {
    whoNow.current = p ? `${p.kind}:${p.name}` : "";
    setWho(whoNow.current);
    for (const resolve of whoWaiting.current.splice(0)) resolve();
  };
  const whoKnown = () => whoNow.current !== undefined ? Promise.resolve() : new Promise((resolve) => {
    whoWaiting.current.push(resolve);
    setTimeout(resolve, 5000);
  });
  // A button that did its work is often gone with it (Take, Leave, Kick): the focus goes
  // to the next thing to do here (Ready, else a seat to take, else the seats' heading),
  // never to the page's body, where the keyboard's next Tab starts over.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    for (const selector of ["main.room button[data-kind='ready']", "main.room button[data-kind='take']", "#room-seats-title"]) {
      const home = document.querySelector(selector);
      if (home) {
        home.focus();
        return;
      }
    }
  }, [room]);
  const act = async (action) => {
    try {
      setError(null);
      // Known to be signed out (an invitation opened before choosing a name): the
      // server's refusal, said without asking it (the browser logs a refused request as
      // an error), and the focus on the name to choose.
      await whoKnown();
      if (whoNow.current === "") throw new ApiError("not_signed_in");
      const next = await api.roomAct(id, action);
      refocus.current = true;
      setRoom(next);
    } catch (err) {
      // The server's refusal too: a Take clicked before the page knew who is signed in
      // (`who` still undefined) goes to the server, and the name is still what to do next.
      if (err instanceof ApiError && err.code === "not_signed_in") {
        document.querySelector(".identity input[name='player-name']")?.focus();
      }
      setError(err);
    }
  };
  const mine = room?.seats.find((s) => s.yours);
  // Started while this page watched it gather: a player goes to their seat at once. A
  // page opened later (e.g. after leaving the game) offers the way back instead.
  const seen = useRef(null);
  useEffect(() => {
    if (room?.status === "playing" && seen.current === "open" && mine) toSeat();
    if (room) seen.current = room.status;
  }, [room?.status, !!mine]);
  const toSeat = () => api.roomLink(id).then((l) => { location.href = l.link; }, setError);
  const again = async () => {
    try {
      const next = await api.rematch(id);
      location.href = `/room/${encodeURIComponent(next.room)}`;
    } catch (err) {
      setError(err);
    }
  };
  if (!room) {
    // A room that cannot be shown (none has this id): the way back with the reason.
    if (error) return html`<main class="room"><p class="error" role="alert">${errorText(error)}</p><a class="act" href="/">${t("room-to-lobby")}</a></main>`;
    return html`<main class="room"><p>${t("room-loading")}</p></main>`;
  }
  // Unnamed, a room is its host's ("Anna's room"), as a player calls it; its id only
  // when nobody hosts it any more.
  const host = room.seats.find((s) => s.host && s.name);
  const title = room.settings.name || (host ? t("room-of", { host: host.name }) : t("room-unnamed", { id: room.room }));
  return html`<main class="room" data-status=${room.status} data-seated=${mine ? "1" : null}>
    <header class="room-head"><h1>${title}</h1>
      <p>${t(`room-status-${room.status}`)} · ${termsOf(room.settings)}</p>
      <a class="act" href="/">${t("room-to-lobby")}</a></header>
    ${error ? html`<p class="error" role="alert">${errorText(error)}</p>` : null}
    <${Identity} onError=${setError} onPlayer=${learnedWho} lobby=${false} />
    <section class="room-seats panel" aria-labelledby="room-seats-title">
      <h2 id="room-seats-title" tabindex="-1">${t("room-seats")}</h2>
      <ul>${room.seats.map((s) => html`<${SeatRow} room=${room} seat=${s} act=${act} mine=${mine} />`)}</ul>
      ${room.status === "open" ? html`<div class="room-buttons">
        ${mine ? html`<button class="act primary" data-kind="ready" aria-pressed=${mine.ready} onClick=${() => act({ type: "ready", ready: !mine.ready })}>${mine.ready ? t("room-unready") : t("room-press-ready")}</button>
          <button class="act" data-kind="leave" onClick=${() => act({ type: "leave" })}>${t("room-leave")}</button>` : null}
        ${room.you_host ? html`<button class="act" data-kind="fill-bots" onClick=${() => act({ type: "fill_bots", bot: "heuristic" })}>${t("room-fill-bots")}</button>
          <button class="act primary" data-kind="start" onClick=${() => act({ type: "start" })}>${t("room-start")}</button>` : null}
      </div>` : null}
      ${room.status === "open" && room.seats.some((s) => s.kind === "open" && s.name === null) ? html`<label class="room-link">${t("room-share-link")}
        <${CopyField} value=${room.url} label=${t("room-share-link")} /></label>` : null}
      ${room.status === "open" ? html`<p class="hint">${t("room-hint")}</p>` : null}
      ${room.status === "open" && drawn(room) ? html`<p class="hint" data-hint="turn-order">${t("room-turn-order-hint")}</p>` : null}
      ${room.status === "playing" && mine ? html`<button class="act primary" data-kind="to-seat" onClick=${toSeat}>${t("room-to-seat")}</button>` : null}
      ${room.game && room.status !== "open" ? html`<p><a class="act" href=${`/play/${room.game}`}>${room.status === "finished" ? t("room-see-game") : t("lobby-watch")}</a></p>` : null}
      ${room.status === "finished" && mine ? html`<button class="act primary big" data-kind="rematch" onClick=${again}>${t("room-play-again")}</button>` : null}
      ${room.rematch && !mine ? html`<a class="act" href=${`/room/${room.rematch}`}>${t("room-to-rematch")}</a>` : null}
    </section>
    ${room.you_host && room.status === "open" ? html`<section class="panel"><h2>${t("room-settings")}</h2><${SettingsForm} room=${room} act=${act} /></section>` : null}
    <${RoomChat} room=${room} setError=${setError} signedOut=${who === ""} me=${whoName(who)} />
  </main>`;
}

/** The lobby's part: the rooms gathering players (its "Create a game" form opens one). */
export function RoomLobby({ onError }) {
  const [rooms, setRooms] = useState([]);
  useEffect(() => {
    const refresh = () => api.rooms().then(setRooms, onError);
    refresh();
    const timer = setInterval(refresh, 5000);
    return () => clearInterval(timer);
  }, []);
  return html`<section class="rooms panel" aria-labelledby="rooms-title">
    <h2 id="rooms-title">${t("room-open-title")}</h2>
    ${rooms.length ? html`<ul>${rooms.map((r) => html`<li class="room-row" data-room=${r.room}>
      <span class="room-row-text"><span>${t("room-row", { name: r.name || (r.host ? t("room-of", { host: r.host }) : t("room-unnamed", { id: r.room })), host: r.host, open: r.open_seats, players: r.players })}</span>
        ${r.settings ? html`<span class="room-terms">${termsOf(r.settings)}</span>` : null}</span>
      <a class="act" href=${`/room/${encodeURIComponent(r.room)}`}>${t("room-enter")}</a></li>`)}</ul>` : html`<p class="muted">${t("lobby-none")}</p>`}
  </section>`;
}

/** Game over, for a game a room started: "Play again" opens (or joins) its rematch room. */
export function PlayAgain({ game, solo }) {
  const [room, setRoom] = useState(null);
  const [error, setError] = useState(null);
  useEffect(() => {
    api.roomOfGame(game).then((rooms) => setRoom(rooms[0] || null), () => setRoom(null));
  }, [game]);
  // A game with no room (the lobby's quick game, one person against our bots) is played
  // again as a new game of the same bots and settings, the person's seat drawn again.
  if (!room && !solo) return null;
  const again = async () => {
    try {
      if (room) {
        const next = await api.rematch(room.room);
        location.href = `/room/${encodeURIComponent(next.room)}`;
      } else {
        location.href = await newBotGame(solo.bots, solo.settings);
      }
    } catch (err) {
      setError(err);
    }
  };
  return html`<button class="act primary" data-kind="rematch" onClick=${again}>${t("room-play-again")}</button>
    ${error ? html`<span class="error" role="alert">${errorText(error)}</span>` : null}`;
}
