// The game screen: board, status, actions and panels, laid out from the store.
import { html, useEffect, useLayoutEffect, useRef, useState } from "./lib.js";
import { t } from "./i18n.js";
import { store, update, useStore } from "./store.js";
import { Board } from "./board.js";
import { Actions, answeringOffer, currentSelection, offerWords } from "./actions.js";
import { boardTargets, choose, params, step } from "./choice.js";
import { BuildBar } from "./buildbar.js";
import { act, actMany } from "./connection.js";
import { Hand, HandStrip, ProgressCards } from "./hand.js";
import { refusalText } from "./refusals.js";
import { Chart } from "./chart.js";
import { Players } from "./players.js";
import { BankRow } from "./bankrow.js";
import { useTabTitle } from "./tabtitle.js";
import { Log } from "./log.js";
import { Barbarians } from "./status.js";
import { Dice } from "./dice.js";
import { Overlay } from "./overlays.js";
import { GameOver } from "./gameover.js";
import { setVolume, toggleMute } from "./sound.js";
import { seatName, seatNames, setSeatPlayers } from "./words.js";
import { bindKeys } from "./keys.js";
import { api } from "./api.js";
import { focusHome } from "./focus.js";
import { Announcer } from "./announce.js";
import { Zoom } from "./zoom.js";
import { PhoneTabs } from "./tabs.js";
import { LanguageBar } from "./language.js";
import { AudienceCount, GameBox } from "./gamebox.js";

// A desktop's action bar on its one line (px), taken for the bar's height when a trade's
// panel shows before the bar has been seen (a page opened on an offer).
const BAR_HEIGHT = 58;

function select(selection) {
  update({ selection });
}

function pick(type, id) {
  const sel = currentSelection(store);
  if (!sel) return;
  const r = choose(store.legal, sel, id);
  update({ selection: r.action ? null : r.selection });
  if (r.action) act(r.action);
}

/** A build bar item chosen: sent at once when nothing is left to choose (a card bought,
 * an improvement), else its places are highlighted on the board. */
function build(b) {
  const sel = { kind: b.kind, chosen: b.track ? { track: b.track } : {} };
  const s = step(store.legal, sel);
  if (!s.next && s.action) act(s.action);
  else select(sel);
}

function playProgress(kind) {
  if (params(kind).length) select({ kind, chosen: {} });
  else act({ kind });
}

/** The turn timer of the seat to act, counting down between the server's updates. */
function Deadline({ seconds, version }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds === null || seconds === undefined) return undefined;
    const start = Date.now();
    const id = setInterval(() => setLeft(Math.max(0, seconds - (Date.now() - start) / 1000)), 1000);
    return () => clearInterval(id);
  }, [seconds, version]);
  if (left === null || left === undefined) return null;
  return html`<span class="deadline" role="timer">${t("deadline", { seconds: Math.ceil(left) })}</span>`;
}

function ErrorBanner({ error }) {
  if (!error) return null;
  const params = { ...error.params };
  // An illegal move: the engine's refusal, worded from the catalog (not its English).
  if (error.code === "illegal_action" && params.code) params.reason = refusalText(params, store.view);
  if (params.reason && typeof params.reason !== "string") params.reason = String(params.reason);
  delete params.params;
  return html`<div class="error" role="alert">${t(`error-${error.code}`, params)}
    <button class="link" onClick=${() => update({ error: null })}>${t("action-close")}</button></div>`;
}

/** Why this page holds the game no more (the server closed its socket for good), on the
 * page for as long as it is open; a seat opened in another window may be taken back here
 * (a reload opens it here, and the other window is told so). */
function ClosedNotice({ closed }) {
  if (!closed) return null;
  const here = closed.params && closed.params.reason === "replaced";
  return html`<div class="error closed" role="alert">${t(`error-${closed.code}`, closed.params)}
    ${here ? html` <button class="link" data-kind="play-here" onClick=${() => location.reload()}>${t("play-here")}</button>` : null}</div>`;
}

/** At the end, the whole game's public events (this page may have seen only part of it:
 * joined late, or opened in another browser), for the statistics. */
function useFinishedLog(s, over) {
  useEffect(() => {
    if (!over || s.fullLog) return;
    api.replay(s.game.id, s.version).then(
      (r) => update({ fullLog: r.steps.flatMap((step) => step.events) }),
      () => update({ fullLog: s.log }),
    );
  }, [over]);
  return s.fullLog || s.log;
}

/** A choice on the board begins: the keyboard focus goes to its first target (the arrow
 * keys then move among the others). */
function useTargetFocus(sel) {
  const key = sel ? `${sel.kind}:${JSON.stringify(sel.chosen)}` : "";
  useEffect(() => {
    if (!key) return undefined;
    const id = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (document.querySelector(".dialog") || (active && active.matches("[data-target], input, textarea"))) return;
      const first = document.querySelector("[data-target]");
      if (first) first.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(id);
  }, [key]);
}

/** A desktop's side column ends at the screen's foot: it starts under the top bar (and any
 * banner), so its height is the screen's less where the columns start, kept on the page as
 * --layout-top (table.css). Its foot was below a 1280x800 screen, reached only by
 * scrolling the page first. The pinned players' height is kept too (--pinned), and a
 * phone's action bar's at the screen's foot (--foot-bar). Measured
 * after every drawing, on a resize, and when the top bar's or the players' height changes
 * (a web font in, buttons wrapped, an award won); `ready`: the table is drawn (the page
 * shows "Connecting" first, without them). */
function useSideFit(ready) {
  const barHeight = useRef(0); // the action bar's, last seen: what a panel in its place adds to
  const fit = () => {
    const layout = document.querySelector("main.game .layout");
    if (!layout) return;
    const main = layout.closest("main.game");
    const set = (name, px) => {
      const value = `${Math.max(0, Math.round(px))}px`;
      if (main.style.getPropertyValue(name) !== value) main.style.setProperty(name, value);
    };
    set("--layout-top", layout.getBoundingClientRect().top + scrollY);
    // The players pinned at the column's top: what the keyboard focuses in the column
    // (the chat box, a progress card's button) is scrolled to below them, not under them.
    const players = layout.querySelector(".side .players");
    set("--pinned", players && getComputedStyle(players).position === "sticky" ? players.offsetHeight : 0);
    // A phone's action bar or panel held at the screen's foot: the zoom buttons keep above
    // it (controls.css), not under it (an offer's panel covered them, and a board zoomed
    // in pushed them below it).
    const bar = layout.querySelector(".table-area > .actions");
    set("--foot-bar", bar && getComputedStyle(bar).position === "sticky" ? bar.offsetHeight : 0);
    // A trade's panel in the action bar's place (the offer builder, an offer, the answers
    // to one, an offer the reader has answered) is some 60 to 160 px taller than the bar: a desktop's board gives up that
    // much (--panel-extra, table.css), the build bar staying on the screen (it was pushed
    // 50 to 130 px below a 1280x800 screen's foot).
    const panel = bar && bar.matches(".trade-panel, .offer-panel, .offer-shown");
    if (bar && !panel) barHeight.current = bar.offsetHeight;
    set("--panel-extra", panel ? bar.offsetHeight - (barHeight.current || BAR_HEIGHT) : 0);
    // And the hand's strip held over that bar (hand.js): its height, 0 when not shown.
    const strip = layout.querySelector(".table-area > .hand-strip");
    set("--foot-strip", strip && getComputedStyle(strip).position === "sticky" ? strip.offsetHeight : 0);
    // What a phone's board may take of the screen's height with the dice's row (the dice,
    // the zoom buttons) and the foot's panel under it (--board-room, controls.css): a
    // bot's offer there covered the dice, or the dice riding above it the island's foot.
    const zoom = layout.querySelector(".board-zoom");
    if (zoom && bar && getComputedStyle(bar).position === "sticky") {
      const frame = zoom.parentElement.getBoundingClientRect();
      const row = frame.bottom - zoom.getBoundingClientRect().bottom;
      const foot = bar.offsetHeight + (strip && getComputedStyle(strip).position === "sticky" ? strip.offsetHeight : 0);
      set("--board-room", innerHeight - (zoom.getBoundingClientRect().top + scrollY) - row - foot - 12);
    }
  };
  useLayoutEffect(fit);
  useEffect(() => {
    addEventListener("resize", fit);
    const watched = new ResizeObserver(fit);
    for (const el of document.querySelectorAll("main.game .topbar, main.game .side .players")) watched.observe(el);
    watched.observe(document.body);
    return () => {
      removeEventListener("resize", fit);
      watched.disconnect();
    };
  }, [ready]);
}

/** What the assertive live region says: a trade offered to the reader in words (its panel
 * is not modal and takes the focus only when nothing held it), else that a decision is
 * the reader's, or whom the table waits for. */
function decisionWords(view, legal) {
  if (answeringOffer(view, legal)) return offerWords(view);
  if (legal.length) return t("your-decision");
  return view.current_player >= 0 ? t("waiting-for", { name: seatName(view.current_player) }) : "";
}

// The mute button's picture, a phone's button (its words kept for screen readers there):
// a speaker, struck through while muted.
function speaker(muted) {
  return html`<svg class="speaker" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 9 h4 l5 -4 v14 l-5 -4 h-4 z" />
    ${muted ? html`<path class="off" d="M16 9 l6 6 M22 9 l-6 6" />` : html`<path class="on" d="M16 8.5 q3 3.5 0 7 M18.5 6 q5 6 0 12" />`}</svg>`;
}

export function GameScreen() {
  const s = useStore();
  useSideFit(Boolean(s.view && s.board));
  useEffect(() => bindKeys(), []);
  // After every change: the focus that fell to the page body goes to the next thing to do.
  useEffect(() => {
    const id = requestAnimationFrame(focusHome);
    return () => cancelAnimationFrame(id);
  });
  const { view, board } = s;
  const over = Boolean(s.finished || (view && view.winner !== null && view.winner !== undefined));
  const statsLog = useFinishedLog(s, over);
  setSeatPlayers(s.seats); // before anything below names a seat
  // A spectator has no legal actions; a seat's are its own decision (its turn, a discard,
  // an offer to answer), over once the game is.
  useTabTitle(Boolean(view && !over && s.legal && s.legal.length));
  const sel = view && board ? currentSelection(s) : null;
  useTargetFocus(sel);
  if ((!view || !board) && s.closed) {
    return html`<${LanguageBar} /><main class="game loading"><p class="error" role="alert">${t(`error-${s.closed.code}`, s.closed.params)}</p>
      <a class="act" href="/">${t("back-to-lobby")}</a></main>`;
  }
  if (!view || !board) {
    return html`<${LanguageBar} /><main class="game loading"><p>${s.connection === "lost" ? t("connection-lost") : t("connection-connecting")}</p>
      <${ErrorBanner} error=${s.error} /></main>`;
  }
  const targets = boardTargets(s.legal, sel);
  // The keys' hint: on the build bar's last line, beside where it says why an item is not
  // to be had (a line of its own under the bar ended 18 px below a 1280x800 screen).
  const barShown = view.seat !== null && !over && !String(view.phase).startsWith("setup") && (s.builds || []).length > 0;
  const keysHint = html`<p class="hint keys">${t("shortcut-hint")}</p>`;
  const tab = s.tab || "board";
  const choosing = targets.vertex.size + targets.edge.size + targets.hex.size > 0;
  return html`<main class=${`game exp-${view.expansion} tab-${tab}${choosing ? " choosing" : ""}${view.seat === null ? " watching" : ""}`} data-version=${s.version} data-seat=${view.seat ?? ""}>
    <header class="topbar">
      <${LanguageBar} />
      <a class="act" href="/">${t("back-to-lobby")}</a>
      <span class="turn">${view.turn ? t("turn-counter", { turn: view.turn }) : t("turn-setup")}<span class="sep"> </span>${t("vp-target", { count: view.vp_to_win })}</span>
      <${GameBox} settings=${s.game && s.game.settings} />
      ${view.seat === null ? html`<span class="badge">${t("spectating")}</span>` : null}
      <${AudienceCount} count=${s.spectators} names=${s.spectatorNames} />
      <${Deadline} seconds=${s.deadline} version=${s.version} />
      <span class="sound-controls">
        <input type="range" class="volume" min="0" max="1" step="0.05" value=${s.volume} aria-label=${t("volume")} disabled=${s.muted} onInput=${(e) => setVolume(e.target.value)} />
        <button class="act mute" aria-pressed=${s.muted} title=${s.muted ? t("unmute") : t("mute")} onClick=${toggleMute}>${speaker(s.muted)}<span class="mute-word">${s.muted ? t("unmute") : t("mute")}</span></button>
      </span>
    </header>
    ${s.connection === "lost" ? html`<div class="error" role="status">${t("connection-lost")}</div>` : null}
    <${ErrorBanner} error=${s.error} />
    <${ClosedNotice} closed=${s.closed} />
    <${PhoneTabs} tab=${tab} onTab=${(name) => update({ tab: name })} />
    <div class="layout">
      <div class="table-area">
        <div class="table-top"><${Barbarians} view=${view} /><${BankRow} view=${view} where="top" /></div>
        <div class="board-wrap">
          <${Zoom} foot=${html`<div class="board-dice"><${Dice} roll=${s.roll} log=${s.log} reader=${view.seat} /></div>`}>
            <${Board} board=${board} view=${view} targets=${targets} onPick=${pick} names=${seatNames(view.players)} />
          </${Zoom}>
          <${Overlay} overlay=${s.overlay} reader=${view.seat} aside=${choosing} />
        </div>
        <${HandStrip} view=${view} />
        <${Actions} store=${s} act=${act} actMany=${actMany} select=${select} openTrade=${() => update({ dialog: { type: "trade" } })}
          openCounter=${() => update({ dialog: { type: "counter" } })}
          openBank=${() => update({ dialog: { type: "bank" } })} closeDialog=${() => update({ dialog: null, queue: null })} />
        ${barShown ? html`<${BuildBar} view=${view} builds=${s.builds} onBuild=${build} foot=${keysHint} />` : null}
        ${over && s.overClosed ? html`<button class="act primary" data-kind="show-over" onClick=${() => update({ overClosed: false })}>${t("over-title")}</button>` : null}
        ${barShown ? null : keysHint}
      </div>
      <aside class="side">
        <${Players} view=${view} seats=${s.seats} deadline=${s.deadline} version=${s.version} finalVp=${s.finalVp} />
        <${BankRow} view=${view} where="side" />
        <${Hand} view=${view} />
        <${ProgressCards} view=${view} legal=${s.legal} progress=${s.progress} onPlay=${playProgress} />
        <${Chart} view=${view} />
        <${Log} entries=${s.log} reader=${view.seat} chat=${s.chat} chatting />
      </aside>
    </div>
    ${over && !s.overClosed ? html`<${GameOver} view=${view} log=${statsLog} reader=${view.seat} finalVp=${s.finalVp}
      onReplay=${() => (location.href = `/?replay=${encodeURIComponent(s.game.id)}`)} onClose=${() => update({ overClosed: true })} />` : null}
    <${Announcer} log=${s.log} reader=${view.seat} />
    <span class="sr-only" aria-live="assertive" data-decision="">${decisionWords(view, s.legal)}</span>
  </main>`;
}
