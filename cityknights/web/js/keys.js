// Keyboard shortcuts: R rolls, E ends the turn (or one's Special Build slot), Escape cancels a selection (or closes the
// trade builder), and 1-9 pick the options of the open dialog, or of the answers to one's offer (a panel, not a dialog).
import { store, update } from "./store.js";
import { act } from "./connection.js";

/** The key goes to a field being typed in (its letters and arrows are its own). */
export function typing(e) {
  const tag = e.target && e.target.tagName;
  return tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA";
}

/** The key presses the focused control: Space and Enter on a button, a link or a field do
 * what that control does, never a page's shortcut as well. */
export function pressesControl(e) {
  if (e.key !== " " && e.key !== "Enter") return false;
  return typing(e) || !!(e.target.closest && e.target.closest(
    "button, a[href], summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option]",
  ));
}

function onKey(e) {
  if (typing(e) || e.ctrlKey || e.metaKey || e.altKey) return;
  const legal = store.legal;
  const has = (kind) => legal.some((a) => a.kind === kind);
  const key = e.key.toLowerCase();
  if (key === "r" && has("roll")) act({ kind: "roll" });
  // Not while an offer is being written: its panel is not modal, but an E there is a slip.
  else if (key === "e" && (has("end_turn") || has("end_special_build")) && !document.querySelector(".dialog, .trade-panel")) {
    act({ kind: has("end_turn") ? "end_turn" : "end_special_build" });
  }
  else if (key === "escape" && store.selection) update({ selection: null });
  else if (key === "escape" && ["trade", "counter"].includes(store.dialog?.type)) update({ dialog: null });
  else if (/^[1-9]$/.test(key)) {
    const dialog = document.querySelector(".dialog") || document.querySelector(".answers-panel");
    const buttons = dialog ? dialog.querySelectorAll("button.option") : [];
    const b = buttons[Number(key) - 1];
    if (b) b.click();
    else return;
  } else return;
  e.preventDefault();
}

export function bindKeys() {
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
