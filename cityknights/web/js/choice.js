// Choosing an action by narrowing the server's legal list, one parameter at a time.
// No rules here: a target is offered only because some legal action names it.

export const BOARD_TYPES = new Set(["vertex", "edge", "hex"]);
let KINDS = {};

export async function loadKinds() {
  KINDS = await (await fetch("/data/kinds.json")).json();
}

export function params(kind) {
  return KINDS[kind] || [];
}

/** The kinds in the legal list, in their first-seen order. */
export function kindsOf(legal) {
  return [...new Set(legal.map((a) => a.kind))];
}

/** The kind to select without a click: the only legal kind that has parameters. */
export function autoKind(legal) {
  const withParams = kindsOf(legal).filter((k) => k !== "offer_trade" && params(k).length);
  return withParams.length === 1 ? withParams[0] : null;
}

function matches(action, chosen) {
  return Object.entries(chosen).every(([name, value]) => action[name] === value);
}

/** Where a selection stands: the candidates, and the next parameter to choose with the
 * values the candidates allow (or the one action left to send). */
export function step(legal, selection) {
  const { kind, chosen } = selection;
  const candidates = legal.filter((a) => a.kind === kind && matches(a, chosen));
  const ps = params(kind);
  for (const [name, type] of ps) {
    if (name in chosen) continue;
    const values = [...new Set(candidates.filter((a) => name in a).map((a) => a[name]))];
    if (!values.length) break; // a trailing parameter left out (base-game dice)
    return { candidates, next: { name, type, values } };
  }
  return { candidates, next: null, action: candidates[0] || null };
}

/** Choose `value` for the next parameter; while a later step has one value only, take it.
 * Returns the new selection and the action to send once complete. */
export function choose(legal, selection, value) {
  const s = step(legal, selection);
  if (!s.next) return { selection, action: s.action };
  let sel = { kind: selection.kind, chosen: { ...selection.chosen, [s.next.name]: value } };
  for (;;) {
    const n = step(legal, sel);
    if (!n.next) return { selection: null, action: n.action };
    if (n.next.values.length !== 1) return { selection: sel, action: null };
    sel = { kind: sel.kind, chosen: { ...sel.chosen, [n.next.name]: n.next.values[0] } };
  }
}

/** Board targets to highlight: {vertex: Set, edge: Set, hex: Set} for the selection's
 * next parameter, when it is a place on the board. */
export function boardTargets(legal, selection) {
  const out = { vertex: new Set(), edge: new Set(), hex: new Set() };
  if (!selection) return out;
  const s = step(legal, selection);
  if (s.next && BOARD_TYPES.has(s.next.type)) {
    for (const v of s.next.values) out[s.next.type].add(v);
  }
  return out;
}
