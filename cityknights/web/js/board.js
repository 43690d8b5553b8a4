// The board: SVG drawn from the view and the game's geometry. It knows no rules; the
// highlighted targets come from the legal actions (choice.js).
import { html } from "./lib.js";
import { t } from "./i18n.js";
import { list } from "./words.js";
import { moveAmongTargets } from "./focus.js";

const S = 50; // hex radius in SVG units
const SQ = Math.sqrt(3) / 2;

function point(board, v) {
  const [x, y] = board.vertex_points[v];
  return [x * SQ * S, (y * S) / 2];
}

function hexCentre(board, h) {
  const [q, r] = board.hex_coords[h];
  return [(2 * q + r) * SQ * S, ((3 * r) * S) / 2];
}

// Which hexes touch each intersection: a target is named by its hexes ("Forest 8, Hills 5").
const touching = new WeakMap();
function hexesAt(board, v) {
  if (!touching.has(board)) {
    const m = board.vertex_points.map(() => []);
    board.hex_vertices.forEach((vs, h) => vs.forEach((x) => m[x].push(h)));
    touching.set(board, m);
  }
  return touching.get(board)[v];
}

function placeName(view, hexes) {
  const names = hexes.map((h) =>
    view.numbers[h] ? t("target-hex", { terrain: t(`terrain-${view.terrains[h]}`), number: view.numbers[h] }) : t(`terrain-${view.terrains[h]}`),
  );
  return names.length ? list(names) : t("target-coast");
}

/** A hex by its terrain, number and place on the island: "Forest 3, row 2, hex 4". */
function hexName(board, view, h) {
  const [, r] = board.hex_coords[h];
  const rows = [...new Set(board.hex_coords.map(([, rr]) => rr))].sort((a, b) => a - b);
  const inRow = board.hex_coords.map(([q, rr], i) => [q, rr, i]).filter(([, rr]) => rr === r).sort((a, b) => a[0] - b[0]);
  const what = view.numbers[h] ? t("target-hex", { terrain: t(`terrain-${view.terrains[h]}`), number: view.numbers[h] }) : t(`terrain-${view.terrains[h]}`);
  return t("hex-at", { hex: what, row: rows.indexOf(r) + 1, column: inRow.findIndex(([, , i]) => i === h) + 1 });
}

function pips(n) {
  return n ? 6 - Math.abs(7 - n) : 0;
}

function NumberToken({ x, y, n }) {
  const red = n === 6 || n === 8;
  const dots = pips(n);
  return html`<g class=${"token" + (red ? " token-red" : "")} aria-hidden="true">
    <circle cx=${x} cy=${y} r="15" />
    <text x=${x} y=${y + 3} text-anchor="middle">${n}</text>
    ${Array.from({ length: dots }, (_, i) => html`<circle class="pip" r="1.6"
      cx=${x + (i - (dots - 1) / 2) * 4} cy=${y + 9} />`)}
  </g>`;
}

function Harbor({ board, kind, a, b }) {
  const [ax, ay] = point(board, a);
  const [bx, by] = point(board, b);
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  // Straight out from its coast (the path's outward normal), not from the island's
  // centre: a radial offset put some harbors over a corner, under its target.
  const el = Math.hypot(bx - ax, by - ay) || 1;
  const out = (by - ay) * mx - (bx - ax) * my > 0 ? 1 : -1;
  const hx = mx + (out * (by - ay) / el) * 30;
  const hy = my - (out * (bx - ax) / el) * 30;
  const label = kind === "generic" ? t("harbor-generic") : t("harbor-resource", { card: t(`card-${kind}`) });
  return html`<g class=${`harbor harbor-${kind}`} role="img" aria-label=${label}>
    <line x1=${ax} y1=${ay} x2=${hx} y2=${hy} /><line x1=${bx} y1=${by} x2=${hx} y2=${hy} />
    <circle cx=${hx} cy=${hy} r="16" />
    <text x=${hx} y=${hy + (kind === "generic" ? 4 : 1)} text-anchor="middle">${kind === "generic" ? t("harbor-rate-generic") : t("harbor-rate-resource")}</text>
    ${kind === "generic" ? null : html`<text class="harbor-card" x=${hx} y=${hy + 10} text-anchor="middle">${t(`card-${kind}`)}</text>`}
  </g>`;
}

function House({ x, y, seat, kind, wall, metropolis, label }) {
  const shape =
    kind === "city"
      ? `M${x - 11},${y + 8} v-12 l6,-6 l6,6 v-3 h10 v15 z`
      : `M${x - 7},${y + 7} v-8 l7,-7 l7,7 v8 z`;
  return html`<g class=${`piece seat-${seat}`} role="img" aria-label=${label}>
    ${wall ? html`<rect class="wall" x=${x - 15} y=${y + 4} width="30" height="7" rx="2" />` : null}
    <path d=${shape} class="building" />
    ${metropolis ? html`<path class="metropolis" d=${`M${x},${y - 22} l3,6 l6,1 l-4.5,4 l1.5,6 l-6,-3 l-6,3 l1.5,-6 l-4.5,-4 l6,-1 z`} />` : null}
  </g>`;
}

function Knight({ x, y, seat, level, active, label }) {
  return html`<g class=${`piece knight seat-${seat}${active ? " knight-active" : ""}`} role="img" aria-label=${label}>
    <circle cx=${x} cy=${y} r="11" class="knight-body" />
    <text x=${x} y=${y + 4} text-anchor="middle">${"I".repeat(level)}</text>
  </g>`;
}

/** The SVG board. `targets`: {vertex, edge, hex} sets to highlight; `onPick(type, id)`. */
export function Board({ board, view, targets, onPick, names }) {
  if (!board || !view) return null;
  const hexes = board.hex_coords.map((_, h) => {
    const pts = board.hex_vertices[h].map((v) => point(board, v).join(",")).join(" ");
    const [cx, cy] = hexCentre(board, h);
    return { h, pts, cx, cy, terrain: view.terrains[h], n: view.numbers[h] };
  });
  const buildings = new Map(view.buildings.map(([v, seat, kind]) => [v, { seat, kind }]));
  const walls = new Set(view.walls || []);
  const metro = new Set(Object.values(view.metropolis || {}).filter((x) => x !== null));
  const pick = (type, id) => (e) => {
    if (e.type === "keydown" && e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    onPick(type, id);
  };
  const targetAttrs = (type, id, label) => ({
    role: "button",
    tabindex: 0,
    "aria-label": label,
    "data-target": `${type}:${id}`,
    onClick: pick(type, id),
    onKeyDown: pick(type, id),
  });
  const xs = board.vertex_points.map(([x]) => x * SQ * S);
  const ys = board.vertex_points.map(([, y]) => (y * S) / 2);
  const pad = 48;
  const box = [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) - Math.min(...xs) + 2 * pad, Math.max(...ys) - Math.min(...ys) + 2 * pad];
  const merchantHex = view.merchant ? view.merchant.hex : -1;
  return html`<svg class="board" dir="ltr" viewBox=${box.join(" ")} role="group" aria-label=${t("board-label")} onKeyDown=${moveAmongTargets}>
    <rect class="sea" x=${box[0]} y=${box[1]} width=${box[2]} height=${box[3]} rx="24" />
    ${view.harbors.map(([kind, a, b]) => html`<${Harbor} board=${board} kind=${kind} a=${a} b=${b} />`)}
    ${hexes.map((x) => html`<g class="hex-group" role="img" aria-label=${hexName(board, view, x.h)}>
      <polygon class=${`hex terrain-${x.terrain}`} points=${x.pts}>
        <title>${x.n ? t("target-hex", { terrain: t(`terrain-${x.terrain}`), number: x.n }) : t(`terrain-${x.terrain}`)}</title></polygon>
      ${x.n ? html`<${NumberToken} x=${x.cx} y=${x.cy} n=${x.n} />` : null}
    </g>`)}
    ${hexes.map((x) => (x.h === view.robber ? html`<g class=${"robber" + (view.robber_active === false && view.expansion === "ck" ? " robber-asleep" : "")} role="img" aria-label=${t("robber-label")}>
      <ellipse cx=${x.cx - 20} cy=${x.cy + 12} rx="7" ry="4" /><circle cx=${x.cx - 20} cy=${x.cy - 6} r="6" />
      <path d=${`M${x.cx - 27},${x.cy + 12} q7,-24 14,0 z`} /></g>` : null))}
    ${merchantHex >= 0 ? html`<g class=${`merchant seat-${view.merchant.owner}`} role="img" aria-label=${t("merchant-label", { name: names[view.merchant.owner] })}>
      <rect x=${hexCentre(board, merchantHex)[0] + 12} y=${hexCentre(board, merchantHex)[1] - 20} width="14" height="20" rx="3" /></g>` : null}
    ${(view.roads || []).map(([e, seat]) => {
      const [a, b] = board.edge_vertices[e];
      const [ax, ay] = point(board, a);
      const [bx, by] = point(board, b);
      const place = placeName(view, hexesAt(board, a).filter((h) => hexesAt(board, b).includes(h)));
      return html`<line class=${`road seat-${seat}`} role="img" aria-label=${t("piece-road", { name: names[seat], place })} x1=${ax + (bx - ax) * 0.15} y1=${ay + (by - ay) * 0.15} x2=${bx - (bx - ax) * 0.15} y2=${by - (by - ay) * 0.15} />`;
    })}
    ${[...buildings].map(([v, b]) => {
      const [x, y] = point(board, v);
      const piece = t("piece-building", { name: names[b.seat], kind: b.kind, wall: walls.has(v) ? "yes" : "no", metropolis: metro.has(v) ? "yes" : "no" });
      const label = t("piece-at-corner", { piece, place: placeName(view, hexesAt(board, v)) });
      return html`<${House} x=${x} y=${y} seat=${b.seat} kind=${b.kind} wall=${walls.has(v)} metropolis=${metro.has(v)} label=${label} />`;
    })}
    ${(view.knights || []).map(([v, seat, level, active]) => {
      const [x, y] = point(board, v);
      const label = t("piece-at-corner", { piece: t("piece-knight", { name: names[seat], level, active: active ? "yes" : "no" }), place: placeName(view, hexesAt(board, v)) });
      return html`<${Knight} x=${x} y=${y} seat=${seat} level=${level} active=${active} label=${label} />`;
    })}
    ${[...targets.hex].map((h) => {
      const [cx, cy] = hexCentre(board, h);
      return html`<circle class="target target-hex" cx=${cx} cy=${cy} r="30"
        ...${targetAttrs("hex", h, t("target-hex", { terrain: t(`terrain-${view.terrains[h]}`), number: view.numbers[h] }))} />`;
    })}
    ${[...targets.edge].map((e) => {
      // A rotated bar, not a line: a vertical line has no width to click (or to find).
      const [a, b] = board.edge_vertices[e];
      const [ax, ay] = point(board, a);
      const [bx, by] = point(board, b);
      const angle = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;
      return html`<rect class="target target-edge" x="-18" y="-7" width="36" height="14" rx="7"
        transform=${`translate(${(ax + bx) / 2} ${(ay + by) / 2}) rotate(${angle})`}
        ...${targetAttrs("edge", e, t("target-edge", { place: placeName(view, hexesAt(board, a).filter((h) => hexesAt(board, b).includes(h))) }))} />`;
    })}
    ${[...targets.vertex].filter((v) => v >= 0).map((v) => {
      const [x, y] = point(board, v);
      return html`<circle class="target target-vertex" cx=${x} cy=${y} r="12"
        ...${targetAttrs("vertex", v, t("target-vertex", { place: placeName(view, hexesAt(board, v)) }))} />`;
    })}
  </svg>`;
}
