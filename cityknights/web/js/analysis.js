// The analysis board beside a finished game's replay (docs/analysis.md): each seat's chance
// to win after every move as a chart (a click goes there), the biggest mistakes of each
// seat (a click goes to the move), and at any position "Play on from here" and "Analyse
// this position". The server computes the analysis in the background: its progress shows
// until it is done.
import { html, useEffect, useState } from "./lib.js";
import { t } from "./i18n.js";
import { api } from "./api.js";
import { percent, seatName } from "./words.js";
import { moveWords } from "./movewords.js";
import { placeOf } from "./board.js";

const W = 300;
const H = 120;
const POLL_MS = 1500;
const BUSY_RETRY_MS = 5000;

const pct = (x) => Math.round(100 * x);

function WinChart({ chart, mistakes, version, go }) {
  const last = chart.length - 1;
  const x = (v) => (last ? (v / last) * W : 0);
  const y = (chance) => H - chance * H;
  const seats = chart[0].map((_, s) => s);
  const onClick = (e) => {
    const box = e.currentTarget.getBoundingClientRect();
    // Time runs left to right in every language (the SVG is not mirrored right to left).
    go(Math.round(((e.clientX - box.left) / box.width) * last));
  };
  const marks = Object.values(mistakes).flat();
  return html`<svg class="win-chart" viewBox=${`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img"
      aria-label=${t("analysis-chart", { version })} onClick=${onClick}>
    <line class="half" x1="0" x2=${W} y1=${H / 2} y2=${H / 2} />
    ${seats.map((s) => html`<polyline class=${`seat-${s} win-line`} points=${chart.map((row, v) => `${x(v).toFixed(1)},${y(row[s]).toFixed(1)}`).join(" ")} />`)}
    ${marks.map((m) => html`<circle class=${`seat-${m.seat} mistake-mark ${m.label}`} cx=${x(m.version)} cy=${y(chart[m.version][m.seat])} r="3.5" />`)}
    <line class="now" x1=${x(version)} x2=${x(version)} y1="0" y2=${H} />
  </svg>`;
}

// The two moves in words; the same words for both (a settlement for a settlement) say the
// better one was elsewhere on the board (its place shows when the move is clicked).
export function playedAndBest(m) {
  const played = moveWords(m.played_action, m.played);
  const best = moveWords(m.best_action, m.best);
  return { played, best: best === played ? t("analysis-elsewhere", { action: best }) : best };
}

// A mistake picked goes to the position its move was chosen in (one before the move), where
// "Analyse this position" ranks the choices; the replay says so on the board (pick).
function Mistakes({ mistakes, pick }) {
  const rows = Object.entries(mistakes).flatMap(([seat, list]) => list.map((m) => ({ ...m, seat: Number(seat) })));
  if (!rows.length) return html`<p class="no-mistakes">${t("analysis-no-mistakes")}</p>`;
  return html`<ol class="mistakes">${rows.map((m) => html`<li class=${`seat-${m.seat}`}>
    <button class="link" data-version=${m.version} onClick=${() => pick(m)}>
      <i class="dot"></i>${t(`analysis-label-${m.label}`)}: ${t("analysis-mistake", {
        name: seatName(m.seat), version: m.version, ...playedAndBest(m), lost: percent(pct(m.given_up)) })}
    </button></li>`)}</ol>`;
}

function PositionAnalysis({ id, version, board, view }) {
  const [result, setResult] = useState(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(null);
  useEffect(() => { setResult(null); setError(null); }, [version]);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await api.analysePosition(id, version));
    } catch (e) {
      setError(e);
    }
    setBusy(false);
  };
  // The ranked moves are often of one kind (five settlements): their places tell them apart.
  // Each move's chance stands apart from its words ("... Fields 6 · 40% chance to win"):
  // run on after a place's number, "Fields 6 40% chance to win" read as one figure.
  const place = board && view ? (type, at) => placeOf(board, view, type, at) : null;
  const playOn = async () => {
    setError(null);
    try {
      const created = await api.playOn(id, version);
      const seat = created.seats.find((s) => s.link);
      window.location.href = seat ? seat.link : created.url;
    } catch (e) {
      setError(e);
    }
  };
  return html`<div class="position-analysis">
    <div class="buttons">
      <button class="act" data-kind="analyse-position" disabled=${busy} onClick=${run}>${busy ? t("analysis-position-busy") : t("analysis-position")}</button>
      <button class="act primary" data-kind="play-on" onClick=${playOn}>${t("analysis-play-on")}</button>
    </div>
    ${error && html`<p class="error" role="alert">${t(`error-${error.code}`, error.params)}</p>`}
    ${result && html`<ol class="ranked" aria-label=${t("analysis-position-title", { name: seatName(result.seat) })}>
      ${result.actions.slice(0, 5).map((a) => html`<li>${moveWords(a.action, a.text, place)}<span class="sep"> </span><span class="chance">${t("analysis-chance", { chance: percent(pct(a.value)) })}</span></li>`)}
    </ol>`}
  </div>`;
}

export function Analysis({ id, version, go, pick, board = null, view = null, fromPosition = false }) {
  const [state, setState] = useState(null);
  const [error, setError] = useState(null);
  useEffect(() => {
    if (fromPosition) return undefined; // nothing to ask: said below, in the reader's words
    let live = true;
    let timer = null;
    const ask = async () => {
      try {
        const got = await api.analysis(id);
        if (!live) return;
        setError(null);
        setState(got);
        if (got.status === "running") timer = setTimeout(ask, POLL_MS);
      } catch (e) {
        if (!live) return;
        setError(e);
        // Refused as busy (other games' analyses fill the server's queue): said, and asked
        // again in a while, so that the reader need not reload the page to get it.
        if (e.code === "busy") timer = setTimeout(ask, BUSY_RETRY_MS);
      }
    };
    ask();
    return () => { live = false; clearTimeout(timer); };
  }, [id, fromPosition]);
  // A game played on from another's position has no record from the board: the server
  // refuses its analysis and playing on from it (no_record, with an English detail).
  if (fromPosition) {
    return html`<section class="analysis panel" aria-label=${t("analysis-title")}>
      <h2>${t("analysis-title")}</h2>
      <p class="analysis-none">${t("analysis-from-position")}</p>
    </section>`;
  }
  let body;
  if (error) body = html`<p class="error" role="alert">${t(`error-${error.code}`, error.params)}</p>`;
  else if (!state || state.status === "running")
    body = html`<p class="analysis-progress" role="status">${t("analysis-running", { done: state ? state.done : 0, total: state ? state.total : 1 })}
      <progress max=${state ? state.total : 1} value=${state ? state.done : 0}></progress></p>`;
  else body = html`<${WinChart} chart=${state.chart} mistakes=${state.mistakes} version=${version} go=${go} />
      <h3>${t("analysis-mistakes-title")}</h3><${Mistakes} mistakes=${state.mistakes} pick=${pick} />`;
  return html`<section class="analysis panel" aria-label=${t("analysis-title")}>
    <h2>${t("analysis-title")}</h2>
    ${body}
    <${PositionAnalysis} id=${id} version=${version} board=${board} view=${view} />
  </section>`;
}
