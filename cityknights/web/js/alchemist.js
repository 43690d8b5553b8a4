// The Alchemist in one dialog: the white and the red die side by side, then one play.
import { html, useState } from "./lib.js";
import { t } from "./i18n.js";
import { Dialog } from "./dialog.js";

function DieRow({ colour, values, value, onPick }) {
  return html`<fieldset class=${`die-row die-${colour}`}>
    <legend>${t(`param-${colour}`)}</legend>
    ${values.map((v) => html`<button class=${`die-face${v === value ? " chosen" : ""}`} data-die=${colour} data-value=${v}
      aria-pressed=${v === value ? "true" : "false"} aria-label=${t("alchemist-face", { die: t(`param-${colour}`), value: v })}
      onClick=${() => onPick(v)}>${v}</button>`)}
  </fieldset>`;
}

/** `onPlay(action)`: the legal play_alchemist with both dice chosen. */
export function AlchemistDialog({ legal, title, onPlay, onClose }) {
  const plays = legal.filter((a) => a.kind === "play_alchemist");
  const whites = [...new Set(plays.map((a) => a.white))].sort((a, b) => a - b);
  const reds = [...new Set(plays.map((a) => a.red))].sort((a, b) => a - b);
  const [white, setWhite] = useState(null);
  const [red, setRed] = useState(null);
  const play = plays.find((a) => a.white === white && a.red === red);
  return html`<${Dialog} title=${title} onClose=${onClose} cls="choice alchemist">
    <${DieRow} colour="white" values=${whites} value=${white} onPick=${setWhite} />
    <${DieRow} colour="red" values=${reds} value=${red} onPick=${setRed} />
    <p class="alchemist-sum" aria-live="polite">${play ? t("alchemist-sum", { sum: white + red }) : t("alchemist-help")}</p>
    <div class="buttons">
      <button class="act primary" data-kind="confirm-alchemist" disabled=${!play} onClick=${() => onPlay(play)}>${t("alchemist-play")}</button>
      <button class="act cancel" data-kind="cancel" onClick=${onClose}>${t("action-cancel")}</button>
    </div>
  </${Dialog}>`;
}
