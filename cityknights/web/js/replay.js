// The replay viewer: a finished game's spectator views, a move or a turn at a time, with
// play and pause; arrow keys step (shift+arrow: a turn).
import { html, useEffect, useRef, useState } from "./lib.js";
import { t } from "./i18n.js";
import { ApiError, api, loadTopology } from "./api.js";
import { Board } from "./board.js";
import { Players } from "./players.js";
import { Chart } from "./chart.js";
import { Analysis, playedAndBest } from "./analysis.js";
import { RecordOpener } from "./recordfile.js";
import { Log } from "./log.js";
import { Barbarians } from "./status.js";
import { BankRow } from "./bankrow.js";
import { Dice } from "./dice.js";
import { seatName, seatNames, setSeatPlayers } from "./words.js";
import { pressesControl, typing } from "./keys.js";
import { GameBox } from "./gamebox.js";

const EMPTY = { vertex: new Set(), edge: new Set(), hex: new Set() };

// The step buttons' pictures (24x24), as a media player draws them: to the start, a turn
// back, a move back, play and pause, a move on, a turn on, to the end.
const STEP_ICONS = {
  start: "M5 5h2.5v14H5z M19 5v14L8.5 12z",
  "back-turn": "M12 5v14L3 12z M21 5v14l-9-7z",
  back: "M16 6v12l-8-6z",
  play: "M7 4v16l13-8z",
  pause: "M6 5h4.5v14H6z M13.5 5H18v14h-4.5z",
  next: "M8 6v12l8-6z",
  "next-turn": "M3 5v14l9-7z M12 5v14l9-7z",
  end: "M16.5 5H19v14h-2.5z M5 5v14l10.5-7z",
};

/** A step button: its words on a desktop; on a phone its picture, the seven in one row
 * (their words, in Thai and Arabic, took two rows and the record file's a third), the
 * words kept for screen readers and as its title. */
function StepButton({ icon, label, kind, primary = false, onClick }) {
  return html`<button class=${`act step${primary ? " primary" : ""}`} data-kind=${kind} title=${label} onClick=${onClick}>
    <svg class="step-icon" viewBox="0 0 24 24" aria-hidden="true"><path d=${STEP_ICONS[icon]} /></svg><span class="step-word">${label}</span></button>`;
}

export function Replay({ id }) {
  const [board, setBoard] = useState(null);
  const [last, setLast] = useState(null);
  const [steps, setSteps] = useState([]);
  const [version, setVersion] = useState(0);
  const [view, setView] = useState(null);
  // Every seat's full points, hidden victory point cards included, at the game's last
  // version (the server's `final_vp`, as the live game's end shows them); null before it.
  const [finalVp, setFinalVp] = useState(null);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState(null);
  const [seats, setSeats] = useState([]);
  const [fromPosition, setFromPosition] = useState(false);
  const [settings, setSettings] = useState(null); // what the game was made with: its Game settings box
  // The mistake last picked in the analysis: while the position its move was chosen in
  // shows (one before the move), the board says which move comes and what was better, so
  // that "Move 49" after a click on "move 50" reads as meant, on a phone too, where the
  // board is scrolled to the top of the screen and the list is out of sight.
  const [picked, setPicked] = useState(null);
  const cache = useRef(new Map());

  useEffect(() => {
    (async () => {
      try {
        const summary = await api.game(id);
        // A game still played has no replay yet: said from its summary, not by asking for
        // the replay the server refuses (the browser logs each refused request as an error).
        if (summary.status !== "finished") throw new ApiError("not_finished", { game: id });
        setBoard(await loadTopology(summary.players));
        setSeats(summary.seats);
        setFromPosition(Boolean(summary.from_position));
        setSettings(summary.settings || null);
        const end = await api.replay(id, summary.version);
        cache.current.set(summary.version, { view: end.view, finalVp: end.final_vp ?? null });
        setSteps(end.steps || []);
        setLast(summary.version);
        setVersion(0);
      } catch (e) {
        setError(e);
      }
    })();
  }, [id]);

  useEffect(() => {
    if (last === null) return;
    let live = true;
    const show = (got) => {
      setView(got.view);
      setFinalVp(got.finalVp);
    };
    const got = cache.current.get(version);
    if (got) show(got);
    else api.replay(id, version, false).then((r) => {
      const entry = { view: r.view, finalVp: r.final_vp ?? null };
      cache.current.set(version, entry);
      if (live) show(entry);
    }, setError);
    return () => (live = false);
  }, [version, last]);

  const turnStarts = steps.filter((s) => s.events.some((e) => e.code === "turn_started")).map((s) => s.version);
  const clamp = (v) => Math.max(0, Math.min(last ?? 0, v));
  const go = (v) => setVersion(clamp(v));
  // From the version last asked for, not the one shown: presses quicker than the page's
  // renders each count (two from the same shown version would land on the same move).
  const step = (d) => setVersion((v) => clamp(v + d));
  // A version picked in the analysis (the chart, a mistake): the board (and the barbarians'
  // track above it) is brought into sight when the reader has scrolled below its top. On a
  // phone the analysis stands under the board, and the pick moved a board out of sight.
  const goAndShow = (v) => {
    go(v);
    requestAnimationFrame(() => {
      const table = document.querySelector("main.replay .table-area");
      if (table && table.getBoundingClientRect().top < 0) table.scrollIntoView({ block: "start" });
    });
  };
  const pick = (m) => {
    setPicked(m);
    goAndShow(m.version - 1);
  };
  const nextTurn = () => setVersion((at) => turnStarts.find((v) => v > at) ?? last);
  const prevTurn = () => setVersion((at) => [...turnStarts].reverse().find((v) => v < at) ?? 0);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setVersion((v) => (v >= last ? v : v + 1)), 500);
    return () => clearInterval(timer);
  }, [playing, last]);
  useEffect(() => {
    const onKey = (e) => {
      // A field's keys, a focused control's Space, the browser's own Alt+arrow: not ours.
      if (typing(e) || pressesControl(e) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === "ArrowRight") e.shiftKey ? nextTurn() : step(1);
      else if (e.key === "ArrowLeft") e.shiftKey ? prevTurn() : step(-1);
      else if (e.key === " ") setPlaying((p) => !p);
      else return;
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  if (error) return html`<main class="replay"><p class="error" role="alert">${t(`error-${error.code}`, error.params)}</p><a class="act" href="/">${t("back-to-lobby")}</a></main>`;
  if (!view || !board) return html`<main class="replay loading"><p>${t("connection-connecting")}</p></main>`;
  setSeatPlayers(seats); // the players' names wherever a seat is named
  const log = steps.filter((s) => s.version <= version).flatMap((s) => s.events);
  return html`<main class="replay game" data-version=${version}>
    <header class="topbar"><a class="act" href="/">${t("back-to-lobby")}</a><h1>${t("replay-title")}</h1>
      <span class="turn">${t("replay-step", { version, last })}</span><${GameBox} settings=${settings} /><${Dice} log=${log} /></header>
    <div class="replay-controls" role="toolbar" aria-label=${t("replay-title")}>
      <${StepButton} icon="start" label=${t("replay-start")} onClick=${() => go(0)} />
      <${StepButton} icon="back-turn" label=${t("replay-back-turn")} onClick=${prevTurn} />
      <${StepButton} icon="back" label=${t("replay-back")} onClick=${() => step(-1)} />
      <${StepButton} icon=${playing ? "pause" : "play"} label=${playing ? t("replay-pause") : t("replay-play")} kind="play" primary onClick=${() => setPlaying(!playing)} />
      <${StepButton} icon="next" label=${t("replay-next")} kind="next" onClick=${() => step(1)} />
      <${StepButton} icon="next-turn" label=${t("replay-next-turn")} onClick=${nextTurn} />
      <${StepButton} icon="end" label=${t("replay-end")} onClick=${() => go(last)} />
    </div>
    <${RecordOpener} />
    <div class="layout">
      <div class="table-area"><div class="table-top"><${Barbarians} view=${view} /><${BankRow} view=${view} where="top" /></div>
        ${picked && version === picked.version - 1 && html`<p class=${`picked-move seat-${picked.seat}`} role="status">
          ${t("analysis-picked", { label: t(`analysis-label-${picked.label}`), version: picked.version, name: seatName(picked.seat), ...playedAndBest(picked) })}
          <button class="link" data-kind="see-move" onClick=${() => go(picked.version)}>${t("analysis-picked-see", { version: picked.version })}</button></p>`}
        <${Board} board=${board} view=${view} targets=${EMPTY} onPick=${() => {}} names=${seatNames(view.players)} /></div>
      <aside class="side"><${Analysis} id=${id} version=${version} go=${goAndShow} pick=${pick} board=${board} view=${view} fromPosition=${fromPosition} /><${Players} view=${view} seats=${null} finalVp=${finalVp} /><${BankRow} view=${view} where="side" /><${Chart} view=${view} /><${Log} entries=${log} reader=${null} /></aside>
    </div>
  </main>`;
}
