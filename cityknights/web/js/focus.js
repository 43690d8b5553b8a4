// Where the keyboard focus goes when the element that held it is gone (a dialog closed,
// a move answered and its button redrawn): the next thing to do, not the page body. While
// the reader has nothing to do it parks nowhere.
// A dialog keeps the focus itself (dialog.js); typing in the chat is never interrupted.

// In order of preference: a board target to choose, the action bar, the build bar's items
// to be had. Not an item the reader cannot have: while another seat played (its turn, its
// Special Build slot) the focus sat on the build bar's first item, greyed, its ring drawn
// on a phone's screen; it stays on the page's body then, found again when a move is ours.
const HOMES = [
  ".actions.prompt button, [data-target]",
  ".actions button[data-kind]",
  ".buildbar button[data-kind]",
  // A heading or a panel that takes the focus; not a phone's tab, whose -1 is its row's
  // roving tab stop (the focus went to an unselected tab, its ring drawn).
  "main.game h1, main.game [tabindex='-1']:not([role=tab])",
];

export function focusHome() {
  const active = document.activeElement;
  if (active && active !== document.body && document.contains(active)) return;
  if (document.querySelector(".dialog")) return;
  // The first kind of home on the page decides; within it, its first control that can
  // take the focus (an action bar's first button may wait while a later one is ready).
  // None ready: the focus stays on the body until the game's next render.
  for (const selector of HOMES) {
    const all = [...document.querySelectorAll(selector)];
    if (!all.length) continue;
    const el = all.find((x) => !x.disabled);
    if (el) el.focus({ preventScroll: true });
    return;
  }
}

const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/** Arrow keys on a board target: the focus moves to the nearest legal target that way (on
 * the screen, so the same in a right-to-left page: the island is not mirrored). */
export function moveAmongTargets(e) {
  const dir = ARROWS[e.key];
  const from = e.target;
  if (!dir || !from.matches || !from.matches("[data-target]")) return;
  const centre = (el) => {
    const r = el.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  };
  const [x0, y0] = centre(from);
  let best = null;
  let bestScore = Infinity;
  for (const el of from.ownerSVGElement.querySelectorAll("[data-target]")) {
    if (el === from) continue;
    const [x, y] = centre(el);
    const along = (x - x0) * dir[0] + (y - y0) * dir[1];
    if (along <= 0) continue;
    const across = Math.abs((x - x0) * dir[1] - (y - y0) * dir[0]);
    const score = along + 2 * across; // ahead first, straight ahead before to the side
    if (score < bestScore) {
      best = el;
      bestScore = score;
    }
  }
  e.preventDefault();
  if (best) best.focus();
}
