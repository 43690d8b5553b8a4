// A modal dialog that keeps the focus inside while it is open.
import { html, useLayoutEffect, useRef } from "./lib.js";
import { focusHome } from "./focus.js";

let counter = 0;

function focusables(root) {
  return [...root.querySelectorAll("button:not([disabled]), input, select, [tabindex='0']")];
}

export function Dialog({ title, children, onClose, cls = "" }) {
  const ref = useRef(null);
  const id = useRef(`dlg-${++counter}`);
  // A layout effect: the focus moves in before the browser paints or takes a key.
  useLayoutEffect(() => {
    const root = ref.current;
    const before = document.activeElement;
    const first = focusables(root)[0];
    if (first) first.focus();
    // On the document, not the dialog: a Tab pressed while the focus is still outside
    // (before the dialog took it) must land inside too.
    const onKey = (e) => {
      if (e.key === "Escape" && onClose) {
        e.preventDefault();
        onClose();
      }
      if (e.key !== "Tab") return;
      const items = focusables(root);
      if (!items.length) return;
      const i = items.indexOf(document.activeElement);
      if (e.shiftKey && i <= 0) {
        e.preventDefault();
        items[items.length - 1].focus();
      } else if (!e.shiftKey && (i === -1 || i === items.length - 1)) {
        e.preventDefault();
        items[0].focus();
      }
    };
    const onFocus = (e) => {
      if (!root.contains(e.target)) {
        const first = focusables(root)[0];
        if (first) first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocus);
      // Back to the control that opened the dialog; if it is gone or waits (disabled while
      // the dialog's move is sent, it cannot take the focus), to the next thing to do in
      // the next frame (focusHome leaves a focus that landed), and again at the game's
      // next render (game.js).
      if (before && before.focus && document.contains(before) && !before.disabled) before.focus();
      requestAnimationFrame(focusHome);
    };
  }, []);
  // After every render: the control that held the focus may be disabled now (a dialog's
  // moves being sent, choices cleared after a refusal), and a disabled control drops the
  // focus to the page body. It goes to the dialog's first control instead, or to the
  // dialog itself while every control waits.
  useLayoutEffect(() => {
    const root = ref.current;
    const active = document.activeElement;
    const lost = !active || active === document.body || active === root || (root.contains(active) && active.disabled);
    if (!lost) return;
    const first = focusables(root)[0];
    if (first) first.focus({ preventScroll: true });
    else if (active !== root) root.focus({ preventScroll: true });
  });
  return html`<div class="backdrop">
    <div class=${`dialog ${cls}`} role="dialog" aria-modal="true" aria-labelledby=${id.current} tabindex="-1" ref=${ref}>
      <h2 id=${id.current}>${title}</h2>
      ${children}
    </div>
  </div>`;
}
