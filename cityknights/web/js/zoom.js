// The board zoomed and panned: buttons (+, −, the whole island), a two-finger pinch, and
// Ctrl + wheel. Panning is the container's own scrolling (a finger drags it natively, the
// arrow keys scroll it once it has the focus). The zoom is the reader's and survives the
// game's updates.
import { html, useEffect, useRef, useState } from "./lib.js";
import { t } from "./i18n.js";

const MIN = 1;
const MAX = 4;
const STEP = 1.5;
const clamp = (z) => Math.min(MAX, Math.max(MIN, z));
// The arrows on the screen's axes (the island is not mirrored in a right-to-left page).
const SCROLL_KEYS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The nearest box around `el` that scrolls up and down, else the page. */
function scrollerAround(el) {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const y = getComputedStyle(p).overflowY;
    if ((y === "auto" || y === "scroll") && p.scrollHeight > p.clientHeight) return p;
  }
  return document.scrollingElement;
}

/** `children`: the board; `foot`: what goes with the buttons (the dice: over the board's
 * corner beside them at a desktop, under the board at the start of their row on a phone). */
export function Zoom({ children, foot = null }) {
  const [zoom, setZoomState] = useState(1);
  const box = useRef(null);
  const pointers = useRef(new Map());
  const pinch = useRef(null);

  // Zoom about a point of the box (its centre by default): that point stays put.
  const setZoom = (next, at = null) => {
    const el = box.current;
    const z = clamp(next);
    if (!el || z === zoom) return;
    const px = at ? at[0] : el.clientWidth / 2;
    const py = at ? at[1] : el.clientHeight / 2;
    const fx = (el.scrollLeft + px) / (el.scrollWidth || 1);
    const fy = (el.scrollTop + py) / (el.scrollHeight || 1);
    setZoomState(z);
    requestAnimationFrame(() => {
      el.scrollLeft = fx * el.scrollWidth - px;
      el.scrollTop = fy * el.scrollHeight - py;
    });
  };

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const local = (e) => {
      const r = el.getBoundingClientRect();
      return [e.clientX - r.left, e.clientY - r.top];
    };
    const onWheel = (e) => {
      if (!e.ctrlKey) return; // a plain wheel scrolls the page
      e.preventDefault();
      setZoom(zoom * (e.deltaY < 0 ? 1.15 : 1 / 1.15), local(e));
    };
    const onDown = (e) => {
      if (e.pointerType !== "touch") return;
      pointers.current.set(e.pointerId, [e.clientX, e.clientY]);
      if (pointers.current.size === 2) {
        const [a, b] = [...pointers.current.values()];
        pinch.current = { d: Math.hypot(a[0] - b[0], a[1] - b[1]) || 1, z: zoom };
      }
    };
    const onMove = (e) => {
      if (!pointers.current.has(e.pointerId)) return;
      pointers.current.set(e.pointerId, [e.clientX, e.clientY]);
      if (pointers.current.size === 2 && pinch.current) {
        const [a, b] = [...pointers.current.values()];
        const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
        const r = el.getBoundingClientRect();
        setZoom(pinch.current.z * (d / pinch.current.d), [(a[0] + b[0]) / 2 - r.left, (a[1] + b[1]) / 2 - r.top]);
      }
    };
    const onUp = (e) => {
      pointers.current.delete(e.pointerId);
      if (pointers.current.size < 2) pinch.current = null;
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    el.addEventListener("pointerdown", onDown);
    el.addEventListener("pointermove", onMove);
    el.addEventListener("pointerup", onUp);
    el.addEventListener("pointercancel", onUp);
    return () => {
      el.removeEventListener("wheel", onWheel);
      el.removeEventListener("pointerdown", onDown);
      el.removeEventListener("pointermove", onMove);
      el.removeEventListener("pointerup", onUp);
      el.removeEventListener("pointercancel", onUp);
    };
  }, [zoom]);

  // Zoomed in, the box scrolls: it takes the focus, and the arrow keys scroll it (an
  // eighth of the box a press), for a player without a mouse or touch. At the whole
  // island nothing scrolls, and it is no stop of the Tab order. A key on a board target
  // inside is the target's (focus.js).
  const zoomed = zoom > MIN;
  const onKeyDown = (e) => {
    const step = SCROLL_KEYS[e.key];
    const el = box.current;
    if (!step || !el || e.target !== el || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    // The box grows as tall as the zoomed island: what scrolls it up and down is the
    // column or the page around it (as a wheel does).
    const along = step[1] && el.scrollHeight <= el.clientHeight ? scrollerAround(el) : el;
    const seen = Math.min(el.clientHeight, innerHeight);
    along.scrollBy({ left: (step[0] * el.clientWidth) / 8, top: (step[1] * seen) / 8 });
  };
  return html`<div class="board-frame">
    <div class="board-zoom" ref=${box} style=${`--zoom: ${zoom}`} data-zoom=${zoom.toFixed(2)}
      tabindex=${zoomed ? "0" : undefined} role=${zoomed ? "region" : undefined} aria-label=${zoomed ? t("zoom-board") : undefined}
      onKeyDown=${onKeyDown}>${children}</div>
    ${foot}
    <div class="zoom-buttons" role="group" aria-label=${t("zoom-label")}>
      <button class="zoom-in" aria-label=${t("zoom-in")} title=${t("zoom-in")} disabled=${zoom >= MAX} onClick=${() => setZoom(zoom * STEP)}>+</button>
      <button class="zoom-out" aria-label=${t("zoom-out")} title=${t("zoom-out")} disabled=${zoom <= MIN} onClick=${() => setZoom(zoom / STEP)}>−</button>
      <button class="zoom-reset" aria-label=${t("zoom-reset")} title=${t("zoom-reset")} disabled=${zoom === MIN} onClick=${() => setZoom(MIN)}>⤢</button>
    </div>
  </div>`;
}
