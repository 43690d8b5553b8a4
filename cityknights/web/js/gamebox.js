// The table's top bar says what its game is and who watches it. The "Game settings" box:
// what the game was made with (its welcome's settings: the game, points to win, map,
// discard limit, timer, friendly robber, hidden bank), one term a line, under a button.
// A player who sat down from a link, or watches, learns the terms a room's list said
// before the game began. The count of spectators: an eye and a number, and the names of
// those signed in, listed under it.
import { html, useEffect, useRef } from "./lib.js";
import { t } from "./i18n.js";
import { termsOf } from "./terms.js";

const INFO = html`<svg class="info-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
  <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" stroke-width="1.8" />
  <circle cx="10" cy="6" r="1.3" fill="currentColor" /><rect x="8.9" y="8.6" width="2.2" height="6.4" rx="1" fill="currentColor" /></svg>`;

const EYE = html`<svg class="eye-icon" viewBox="0 0 24 16" width="20" height="14" aria-hidden="true" focusable="false">
  <path d="M1 8 C5 1.5 19 1.5 23 8 C19 14.5 5 14.5 1 8 Z" fill="none" stroke="currentColor" stroke-width="1.8" />
  <circle cx="12" cy="8" r="3.4" fill="currentColor" /></svg>`;

/** Close the <details> `box` by Escape (the focus back on its button) and by a press
 * anywhere else, as menus close; returns its keydown handler. */
function usePopover(box) {
  useEffect(() => {
    const away = (e) => {
      const el = box.current;
      if (el && el.open && !el.contains(e.target)) el.open = false;
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, []);
  return (e) => {
    if (e.key === "Escape" && box.current.open) {
      e.stopPropagation();
      box.current.open = false;
      box.current.querySelector("summary").focus();
    }
  };
}

/** How many watch the game (the server's "watching" message), when any do: an eye and the
 * number, said whole to screen readers and as its title. With `names` (the signed-in
 * spectators, as colonist.io lists who watches), a button opening their list, the others
 * counted under it. */
export function AudienceCount({ count, names = [], cls = "audience" }) {
  const box = useRef(null);
  const onKey = usePopover(box);
  if (!count) return null;
  const words = t("spectators-count", { count });
  const eye = html`${EYE}<span aria-hidden="true">${count}</span><span class="sr-only">${words}</span>`;
  if (!names.length) return html`<span class=${cls} title=${words}>${eye}</span>`;
  const more = count - names.length;
  return html`<details class=${`${cls} audience-box`} ref=${box} onKeyDown=${onKey}>
    <summary class="act" title=${words}>${eye}</summary>
    <div class="game-box-panel audience-panel">
      <p class="game-box-name">${words}</p>
      <ul>${names.map((name) => html`<li><bdi>${name}</bdi></li>`)}</ul>
      ${more > 0 ? html`<p class="audience-more">${t("spectators-more", { count: more })}</p>` : null}
    </div>
  </details>`;
}

export function GameBox({ settings }) {
  const box = useRef(null);
  const onKey = usePopover(box);
  if (!settings) return null;
  return html`<details class="game-box" ref=${box} onKeyDown=${onKey}>
    <summary class="act" title=${t("room-settings")}>${INFO}<span class="box-word">${t("room-settings")}</span></summary>
    <div class="game-box-panel">
      ${settings.name ? html`<p class="game-box-name">${settings.name}</p>` : null}
      <ul>${termsOf(settings, { list: true }).map((term) => html`<li>${term}</li>`)}</ul>
    </div>
  </details>`;
}
