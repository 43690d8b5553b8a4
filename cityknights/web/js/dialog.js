// A modal dialog that keeps the focus inside while it is open.
import { html, useEffect, useRef } from "./lib.js";

let counter = 0;

function focusables(root) {
  return [...root.querySelectorAll("button:not([disabled]), input, select, [tabindex='0']")];
}

export function Dialog({ title, children, onClose, cls = "" }) {
  const ref = useRef(null);
  const id = useRef(`dlg-${++counter}`);
  useEffect(() => {
    const root = ref.current;
    const before = document.activeElement;
    const first = focusables(root)[0];
    if (first) first.focus();
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
      } else if (!e.shiftKey && i === items.length - 1) {
        e.preventDefault();
        items[0].focus();
      }
    };
    root.addEventListener("keydown", onKey);
    return () => {
      root.removeEventListener("keydown", onKey);
      if (before && before.focus && document.contains(before)) before.focus();
    };
  }, []);
  return html`<div class="backdrop">
    <div class=${`dialog ${cls}`} role="dialog" aria-modal="true" aria-labelledby=${id.current} ref=${ref}>
      <h2 id=${id.current}>${title}</h2>
      ${children}
    </div>
  </div>`;
}
