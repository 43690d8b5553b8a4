// Card icons: one drawing per resource and commodity (our own SVG), defined once as
// symbols in the page and used by reference everywhere a card shows: the hand, the log,
// the trade dialogs, the harbors and the production animation. Each is recognisable by
// its shape alone (a log, bricks, a sheep, a sheaf, rocks, a scroll, a bolt of cloth, a
// coin), its colours are a second cue.
import { html } from "./lib.js";
import { terrainSymbols } from "./terrain.js";

const SYMBOLS = {
  lumber: `<rect x="2" y="13" width="20" height="6" rx="3" fill="#8a5a2b" stroke="#4f3113"/>
    <rect x="4" y="6" width="18" height="6" rx="3" fill="#a06a34" stroke="#4f3113"/>
    <ellipse cx="20" cy="16" rx="2.2" ry="3" fill="#e3c08a" stroke="#4f3113"/>
    <ellipse cx="20" cy="9" rx="2.2" ry="3" fill="#e3c08a" stroke="#4f3113"/>
    <path d="M8 4 l3 -2.5 l1 3" fill="#3f7d3a"/>`,
  brick: `<g fill="#c8553a" stroke="#6d2614" stroke-width=".8">
    <rect x="2" y="15" width="9" height="5"/><rect x="12" y="15" width="10" height="5"/>
    <rect x="6" y="9.5" width="10" height="5"/><rect x="2" y="9.5" width="3.5" height="5"/>
    <rect x="16.5" y="9.5" width="5.5" height="5"/><rect x="8" y="4" width="9" height="5"/></g>`,
  wool: `<path d="M5 13 a3.5 3.5 0 0 1 3-5 a4 4 0 0 1 7-1 a3.5 3.5 0 0 1 5 4 a3 3 0 0 1 -2 6 h-10 a3 3 0 0 1 -3-4z"
      fill="#fbfbf5" stroke="#555"/>
    <ellipse cx="4" cy="12.5" rx="2.6" ry="2" fill="#333"/>
    <path d="M8 17 v4 M11 17 v4 M15 17 v4 M18 17 v4" stroke="#333" stroke-width="1.4"/>`,
  grain: `<path d="M12 22 V6 M9 22 L11 9 M15 22 L13 9" stroke="#8a6a12" stroke-width="1.2"/>
    <g fill="#e2b21e" stroke="#8a6a12" stroke-width=".6">
    <ellipse cx="12" cy="4.5" rx="1.6" ry="2.6"/><ellipse cx="10" cy="8" rx="1.4" ry="2.4" transform="rotate(-25 10 8)"/>
    <ellipse cx="14" cy="8" rx="1.4" ry="2.4" transform="rotate(25 14 8)"/>
    <ellipse cx="9.5" cy="12" rx="1.4" ry="2.4" transform="rotate(-25 9.5 12)"/>
    <ellipse cx="14.5" cy="12" rx="1.4" ry="2.4" transform="rotate(25 14.5 12)"/></g>
    <path d="M8 17 h8" stroke="#8a6a12" stroke-width="2"/>`,
  ore: `<path d="M2 20 L6 11 L11 9 L14 14 L10 20 Z" fill="#7d8088" stroke="#34363b"/>
    <path d="M10 20 L14 12 L19 10 L22 20 Z" fill="#9a9ca3" stroke="#34363b"/>
    <path d="M6 11 L8 14 L11 9 M14 12 L17 15" stroke="#c9ccd3" fill="none"/>`,
  paper: `<path d="M6 4 h12 a2 2 0 0 1 0 4 h-1 v12 h-12 a2 2 0 0 1 0 -4 h1 z" fill="#f3ead0" stroke="#6d5a2e"/>
    <path d="M9 10 h6 M9 13 h6 M9 16 h4" stroke="#6d5a2e" stroke-width=".9"/>`,
  cloth: `<path d="M3 8 q9 -5 18 0 v9 q-9 5 -18 0 z" fill="#d9a0c8" stroke="#6b2f5b"/>
    <path d="M3 8 q9 5 18 0 M3 12.5 q9 5 18 0" stroke="#6b2f5b" fill="none" stroke-width=".9"/>
    <circle cx="20" cy="12" r="2.3" fill="#b96aa3" stroke="#6b2f5b"/>`,
  coin: `<circle cx="12" cy="12" r="9" fill="#f0c53a" stroke="#7a5c00"/>
    <circle cx="12" cy="12" r="6" fill="none" stroke="#7a5c00" stroke-width=".9"/>
    <path d="M12 8 v8 M10 10 h4 M10 14 h4" stroke="#7a5c00" stroke-width="1.1"/>`,
  any: `<circle cx="12" cy="12" r="9" fill="#fff" stroke="#555"/>
    <text x="12" y="16.5" text-anchor="middle" font-size="13" font-weight="700" fill="#333">?</text>`,
  back: `<rect x="4" y="2" width="16" height="20" rx="2.5" fill="#4a5d7a" stroke="#1f2b3d"/>
    <rect x="7" y="5" width="10" height="14" rx="1.5" fill="none" stroke="#c7d3e8"/>`,
};

/** Put the symbols in the page once (any SVG may then `<use href="#ci-wool">`). */
export function installIcons() {
  if (document.getElementById("ck-icons")) return;
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.id = "ck-icons";
  svg.setAttribute("aria-hidden", "true");
  // CSSOM, not a style attribute: the page's CSP (style-src 'self') refuses those.
  svg.style.cssText = "position:absolute;width:0;height:0;overflow:hidden";
  svg.innerHTML = Object.entries(SYMBOLS)
    .map(([name, body]) => `<symbol id="ci-${name}" viewBox="0 0 24 24">${body}</symbol>`)
    .join("") + terrainSymbols();
  document.body.prepend(svg);
}

/** A card's icon as an inline SVG (decorative: the text beside it names the card). */
export function CardIcon({ card, cls = "" }) {
  return html`<svg class=${`ci ${cls}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href=${`#ci-${card}`} /></svg>`;
}

/** The icon in an SVG drawing (the board), centred on x, y. */
export function iconUse(card, x, y, size) {
  return html`<use href=${`#ci-${card}`} x=${x - size / 2} y=${y - size / 2} width=${size} height=${size} />`;
}
