// Where the keyboard focus goes when the element that held it is gone (a dialog closed,
// a move answered and its button redrawn): never the page body, but the next thing to do.
// A dialog keeps the focus itself (dialog.js); typing in the chat is never interrupted.

// In order of preference: a board target to choose, the action bar, the build bar.
const HOMES = [
  ".actions.prompt button, [data-target]",
  ".actions button[data-kind]",
  ".buildbar button[data-kind]",
  ".buildbar button",
  "main.game h1, main.game [tabindex='-1']",
];

export function focusHome() {
  const active = document.activeElement;
  if (active && active !== document.body && document.contains(active)) return;
  if (document.querySelector(".dialog")) return;
  for (const selector of HOMES) {
    const el = document.querySelector(selector);
    if (el) {
      el.focus({ preventScroll: true });
      return;
    }
  }
}
