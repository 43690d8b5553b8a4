// The board: SVG drawn from the view and the game's geometry. It knows no rules; the
// highlighted targets come from the legal actions (choice.js).
import { html, useLayoutEffect, useRef, useState } from "./lib.js";
import { t } from "./i18n.js";
import { list } from "./words.js";
import { iconUse } from "./icons.js";
import { freshness, mark } from "./motion.js";
import { moveAmongTargets } from "./focus.js";

const S = 50; // hex radius in SVG units
const SQ = Math.sqrt(3) / 2;
// A corner's or a path's target takes taps in a circle at least 25 CSS px across (WCAG
// 2.5.8 asks 24), however small the island is drawn (16 px dots on a phone), the dot
// drawn as before inside it. Never so wide that it meets a neighbour's: corners are 50
// units apart (a circle of 24 at most), paths' middles 43.3 (21.6 at most). A harbor's
// path's circle moves inland by what it grows past 16.5, off the harbor's disc 18 units
// out, and so stops at 19.9, short of its neighbours' 21.6 inland.
const HIT_PX = 12.5;
const HIT_MAX = { vertex: 24, edge: 21.6, harbor: 19.9 };
const HARBOR_CLEAR = 16.5;

/** Pixels per SVG unit of the drawn board: measured, and again at every change of size
 * (the window, the zoom). */
function useUnit(ref, board) {
  const [unit, setUnit] = useState(1);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const m = el.getScreenCTM();
      const px = m ? Math.hypot(m.a, m.b) : 0;
      if (px > 0) setUnit((prev) => (Math.abs(prev - px) > 0.005 ? px : prev));
    };
    measure();
    const watched = new ResizeObserver(measure);
    watched.observe(el);
    return () => watched.disconnect();
  }, [board]);
  return unit;
}

const hitRadius = (type, unit, drawn) => Math.min(HIT_MAX[type], Math.max(drawn, HIT_PX / unit));

// Where the island is drawn so small that a circle round the dot stops short of 25 px (a
// path's on the 30-hex island at a 360 px phone: 43.3 units from its neighbour, 0.56 px
// a unit), a second circle of the full 25 px takes the target's taps too: put near the
// dot (within REACH_SLIDE of its own size), the nearest place clear of every number token,
// harbor disc and other target's circles, or if there is none the clearest, as large as
// fits there. The dot's own circle stays, so a tap on and round the dot is as before.
const REACH_SLIDE = 0.7;
const REACH_GAP = 0.5; // units between a circle and whatever it must not reach
const TOKEN_SHADOW = 2.5; // a number token's shadow's offset, beyond its disc
const HARBOR_R = 19.5; // a harbor's disc (18) and its stroke

/** Each target's circles: [{key, x, y, r, reach: {x, y, r} | null}], in `spots`' order.
 * `spots`: [{key, x, y, r}] the dots' circles; `discs`: [[x, y, r]] never to be reached. */
function reachCircles(spots, discs, unit) {
  const want = HIT_PX / unit + 0.2;
  const placed = [];
  return spots.map((spot) => {
    if (spot.r >= want - 0.2) return { ...spot, reach: null };
    const far = want * (1 + REACH_SLIDE) + 2 * Math.max(DISC_MAX + TOKEN_SHADOW, HARBOR_R, want);
    const near = (x, y) => Math.hypot(x - spot.x, y - spot.y) < far;
    const others = [
      ...discs.filter(([x, y]) => near(x, y)),
      ...spots.filter((o) => o !== spot && near(o.x, o.y)).map((o) => [o.x, o.y, o.r]),
      ...placed.filter(([x, y]) => near(x, y)),
    ];
    const clear = (x, y) => Math.min(...others.map(([ox, oy, or]) => Math.hypot(x - ox, y - oy) - or - REACH_GAP));
    let best = null;
    const slide = want * REACH_SLIDE;
    for (let d = 0; d <= slide && !(best && best.r >= want); d += 1) {
      const steps = d === 0 ? 1 : Math.ceil((2 * Math.PI * d) / 1.5);
      for (let k = 0; k < steps; k++) {
        const x = spot.x + d * Math.cos((2 * Math.PI * k) / steps);
        const y = spot.y + d * Math.sin((2 * Math.PI * k) / steps);
        const r = Math.min(want, clear(x, y));
        if (!best || r > best.r) best = { x, y, r };
      }
    }
    if (!best || best.r <= spot.r) return { ...spot, reach: null };
    placed.push([best.x, best.y, best.r]);
    return { ...spot, reach: best };
  });
}

export function point(board, v) {
  const [x, y] = board.vertex_points[v];
  return [x * SQ * S, (y * S) / 2];
}

export function hexCentre(board, h) {
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
/** Where a vertex, an edge or a hex is, in the words the board's targets use ("Forest 8
 * and Hills 5"; a hex also by its row and column): moves of one kind told apart in words. */
export function placeOf(board, view, type, id) {
  if (type === "hex") return hexName(board, view, id);
  if (type === "vertex") return placeName(view, hexesAt(board, id));
  const [a, b] = board.edge_vertices[id];
  return placeName(view, hexesAt(board, a).filter((h) => hexesAt(board, b).includes(h)));
}

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

// A number token as the island is drawn: at a desktop (a pixel or more a unit) its number
// is 15 units over its pips. Drawn smaller (a phone: 0.5-0.7 px a unit for 19 hexes,
// 0.36-0.56 for 30, less with a panel at the foot), 15 units came out 5 to 8 px high and
// the pips under a pixel: there the number grows to read at NUMBER_PX (up to NUMBER_MAX
// units), its disc with it (up to DISC_MAX), and the pips go where it is too big to
// leave them room (the 6 and 8 stay red). The disc stays clear of the paths' and corners'
// tap circles: a path's middle is 43.3 units from the hex's centre, its circle 21.6 at
// most.
const NUMBER_PX = 11;
const NUMBER_MAX = 24;
const DISC_MAX = 20.5;
const PIPS_UP_TO = 17; // units of number: the pips fit under it

function tokenLook(unit) {
  const font = Math.min(NUMBER_MAX, Math.max(15, Math.round((2 * NUMBER_PX) / unit) / 2));
  return { font, r: Math.min(DISC_MAX, Math.max(16, font * 0.85)), pips: font <= PIPS_UP_TO };
}

function NumberToken({ x, y, n, look }) {
  const red = n === 6 || n === 8;
  const dots = look.pips ? pips(n) : 0;
  const baseline = look.pips ? y + 4 + (look.font - 15) * 0.3 : y + look.font * 0.35;
  return html`<g class=${"token" + (red ? " token-red" : "")} aria-hidden="true">
    <circle class="token-shadow" cx=${x + 1.5} cy=${y + 2} r=${look.r} />
    <circle class="token-face" cx=${x} cy=${y} r=${look.r} />
    <text x=${x} y=${baseline} text-anchor="middle" style=${`font-size: ${look.font}px`}>${n}</text>
    ${Array.from({ length: dots }, (_, i) => html`<circle class="pip" r="1.6"
      cx=${x + (i - (dots - 1) / 2) * 4} cy=${baseline + 6} />`)}
  </g>`;
}

// A harbor: a pier from its two intersections to a round sign with the card's icon (a
// question mark for any kind) and the rate, large enough to read on a phone.
function harborCentre(board, a, b) {
  const [ax, ay] = point(board, a);
  const [bx, by] = point(board, b);
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  // Straight out from its coast (the path's outward normal), not from the island's
  // centre: a radial offset put some harbors over a corner, under its target.
  const el = Math.hypot(bx - ax, by - ay) || 1;
  const out = (by - ay) * mx - (bx - ax) * my > 0 ? 1 : -1;
  // 36 out and a disc of 18: readable on a phone, and clear of the corner targets.
  return [mx + (out * (by - ay) / el) * 36, my - (out * (bx - ax) / el) * 36];
}

function Harbor({ board, kind, a, b }) {
  const [ax, ay] = point(board, a);
  const [bx, by] = point(board, b);
  const [hx, hy] = harborCentre(board, a, b);
  const generic = kind === "generic";
  const label = generic ? t("harbor-generic") : t("harbor-resource", { card: t(`card-${kind}`) });
  return html`<g class=${`harbor harbor-${kind}`} role="img" aria-label=${label}>
    <line class="pier" x1=${ax} y1=${ay} x2=${hx} y2=${hy} /><line class="pier" x1=${bx} y1=${by} x2=${hx} y2=${hy} />
    <circle cx=${hx} cy=${hy} r="18" />
    ${iconUse(generic ? "any" : kind, hx, hy - 6, 17)}
    <text x=${hx} y=${hy + 13} text-anchor="middle">${generic ? t("harbor-rate-generic") : t("harbor-rate-resource")}</text>
  </g>`;
}

// Settlements and cities in the seat's colour; a city wall is a grey stone ring with
// battlements under the city, a metropolis a gold star with a tower.
export function House({ x, y, seat, kind, wall, metropolis, label, fx }) {
  const shape =
    kind === "city"
      ? `M${x - 13},${y + 9} v-13 l7,-7 l7,7 v-2 h12 v15 z`
      : `M${x - 8},${y + 8} v-9 l8,-8 l8,8 v9 z`;
  return html`<g class=${`piece house ${kind} seat-${seat}${fx ? ` ${fx}` : ""}`} role="img" aria-label=${label} style=${`transform-origin: ${x}px ${y + 8}px`}>
    ${wall ? html`<path class="wall" d=${`M${x - 19},${y + 15} v-9 h4 v3 h4 v-3 h4 v3 h4 v-3 h4 v3 h4 v-3 h4 v3 h4 v-3 h3 v9 z`} />` : null}
    <path d=${shape} class="building" />
    ${kind === "city" ? html`<rect class="window" x=${x - 9} y=${y} width="3" height="4" /><rect class="window" x=${x + 3} y=${y + 2} width="3" height="4" />` : null}
    ${metropolis ? html`<path class="metropolis" d=${`M${x},${y - 26} l3,6 l6,1 l-4.5,4 l1.5,6 l-6,-3 l-6,3 l1.5,-6 l-4.5,-4 l6,-1 z`} />` : null}
  </g>`;
}

// A knight: a shield in the seat's colour, filled when active, hollow when not, with its
// strength as bars (1-3); the rules page explains the legend.
export function Knight({ x, y, seat, level, active, label, fx }) {
  return html`<g class=${`piece knight seat-${seat}${active ? " knight-active" : ""}${fx ? ` ${fx}` : ""}`} role="img" aria-label=${label} style=${`transform-origin: ${x}px ${y}px`}>
    <path class="knight-body" d=${`M${x - 11},${y - 11} h22 v8 q0,11 -11,15 q-11,-4 -11,-15 z`} />
    ${Array.from({ length: level }, (_, i) => html`<rect class="knight-bar" x=${x - 7} y=${y - 7 + i * 5} width="14" height="3" rx="1" />`)}
  </g>`;
}

export function Robber({ x, y, asleep }) {
  return html`<g class=${"robber" + (asleep ? " robber-asleep" : "")} role="img" aria-label=${t("robber-label")} style=${`transform: translate(${x}px, ${y}px)`}>
    <ellipse cx="0" cy="16" rx="10" ry="4" class="robber-shadow" />
    <path d="M-9 15 q-1 -14 4 -18 a7 7 0 1 1 10 0 q5 4 4 18 z" />
  </g>`;
}

// The merchant: a trader's cart with a flag in the owner's colour, and its name on a tag,
// as wide as the name is drawn (a tag of 38 units cut "Handelaar" to "Handelaa").
const TAG_MIN = 38;
const TAG_PAD = 8;

export function Merchant({ x, y, owner, name }) {
  const text = useRef(null);
  const [width, setWidth] = useState(TAG_MIN);
  const word = t("merchant-tag");
  useLayoutEffect(() => {
    const drawn = text.current ? text.current.getComputedTextLength() : 0;
    setWidth(Math.max(TAG_MIN, Math.ceil(drawn) + TAG_PAD));
  }, [word]);
  return html`<g class=${`merchant seat-${owner}`} role="img" aria-label=${t("merchant-label", { name })} style=${`transform: translate(${x}px, ${y}px)`}>
    <path class="cart" d="M-10 2 h20 l-2 8 h-16 z" />
    <circle cx="-5" cy="12" r="3" class="wheel" /><circle cx="5" cy="12" r="3" class="wheel" />
    <path class="flag" d="M0 2 v-16 l10 4 l-10 4" />
    <rect class="tag" x=${-width / 2} y="-29" width=${width} height="11" rx="3" />
    <text class="tag-text" ref=${text} x="0" y="-20.5" text-anchor="middle">${word}</text>
  </g>`;
}

/** The corner and path targets' circles (see reachCircles): a path's round its bar's
 * middle, a harbor's path's moved inland off the harbor's disc. `tokenR`: the number
 * tokens' disc as drawn (tokenLook). */
function targetSpots(board, view, targets, unit, tokenR) {
  const spots = [];
  for (const e of targets.edge) {
    const [a, b] = board.edge_vertices[e];
    const [ax, ay] = point(board, a);
    const [bx, by] = point(board, b);
    const angle = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;
    const [mx, my] = [(ax + bx) / 2, (ay + by) / 2];
    const harbor = view.harbors.some(([, ha, hb]) => (ha === a && hb === b) || (ha === b && hb === a));
    const r = hitRadius(harbor ? "harbor" : "edge", unit, 14);
    const land = hexesAt(board, a).filter((h) => hexesAt(board, b).includes(h));
    let [x, y] = [mx, my];
    if (harbor && land.length === 1 && r > HARBOR_CLEAR) {
      const [cx, cy] = hexCentre(board, land[0]);
      const d = Math.hypot(cx - mx, cy - my) || 1;
      x += ((cx - mx) / d) * (r - HARBOR_CLEAR);
      y += ((cy - my) / d) * (r - HARBOR_CLEAR);
    }
    spots.push({ key: ["edge", e], x, y, r, mx, my, angle });
  }
  for (const v of targets.vertex) {
    if (v < 0) continue;
    const [x, y] = point(board, v);
    spots.push({ key: ["vertex", v], x, y, r: hitRadius("vertex", unit, 12) });
  }
  if (!spots.some((s) => s.r < HIT_PX / unit)) return spots.map((s) => ({ ...s, reach: null }));
  const discs = [
    ...board.hex_coords.map((_, h) => h).filter((h) => view.numbers[h]).map((h) => [...hexCentre(board, h), tokenR + TOKEN_SHADOW]),
    ...view.harbors.map(([, a, b]) => [...harborCentre(board, a, b), HARBOR_R]),
  ];
  return reachCircles(spots, discs, unit);
}

/** The SVG board. `targets`: {vertex, edge, hex} sets to highlight; `onPick(type, id)`. */
export function Board({ board, view, targets, onPick, names }) {
  const svg = useRef(null);
  const unit = useUnit(svg, board);
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
  const pad = 56; // room for the harbor signs beyond the coast
  const box = [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) - Math.min(...xs) + 2 * pad, Math.max(...ys) - Math.min(...ys) + 2 * pad];
  const merchantHex = view.merchant ? view.merchant.hex : -1;
  const robberAt = view.robber >= 0 ? hexCentre(board, view.robber) : null;
  const look = tokenLook(unit);
  const spots = targetSpots(board, view, targets, unit, look.r);
  // The robber and the merchant stand either side of the number, off its disc.
  const aside = 22 + (look.r - 16);
  // Pieces that were not on the board at the previous drawing get a short placement.
  const fresh = freshness([
    ...(view.roads || []).map(([e]) => `road:${e}`),
    ...view.buildings.map(([v, , kind]) => `house:${v}:${kind}`),
    ...(view.knights || []).map(([v]) => `knight:${v}`),
  ]);
  return html`<svg class="board" ref=${svg} data-board="1" dir="ltr" viewBox=${box.join(" ")} role="group" aria-label=${t("board-label")} onKeyDown=${moveAmongTargets}>
    <rect class="sea" x=${box[0]} y=${box[1]} width=${box[2]} height=${box[3]} rx="24" />
    ${view.harbors.map(([kind, a, b]) => html`<${Harbor} board=${board} kind=${kind} a=${a} b=${b} />`)}
    ${hexes.map((x) => html`<g class=${`hex-group${mark(`hex:${x.h}`) ? ` ${mark(`hex:${x.h}`)}` : ""}`} key=${`h${x.h}`} data-hex=${x.h} role="img" aria-label=${hexName(board, view, x.h)}>
      <polygon class=${`hex terrain-${x.terrain}`} points=${x.pts}>
        <title>${x.n ? t("target-hex", { terrain: t(`terrain-${x.terrain}`), number: x.n }) : t(`terrain-${x.terrain}`)}</title></polygon>
      <use class="terrain-art" href=${`#terrain-${x.terrain}`} x=${x.cx - 43.3} y=${x.cy - 50} width="86.6" height="100" />
      ${x.n ? html`<${NumberToken} x=${x.cx} y=${x.cy} n=${x.n} look=${look} />` : null}
    </g>`)}
    ${(view.roads || []).map(([e, seat]) => {
      const [a, b] = board.edge_vertices[e];
      const [ax, ay] = point(board, a);
      const [bx, by] = point(board, b);
      const fx = fresh.has(`road:${e}`) ? " fresh" : "";
      const place = placeOf(board, view, "edge", e);
      return html`<line key=${`r${e}`} class=${`road seat-${seat}${fx}`} role="img" aria-label=${t("piece-road", { name: names[seat], place })} x1=${ax + (bx - ax) * 0.15} y1=${ay + (by - ay) * 0.15} x2=${bx - (bx - ax) * 0.15} y2=${by - (by - ay) * 0.15} />`;
    })}
    ${[...buildings].map(([v, b]) => {
      const [x, y] = point(board, v);
      const piece = t("piece-building", { name: names[b.seat], kind: b.kind, wall: walls.has(v) ? "yes" : "no", metropolis: metro.has(v) ? "yes" : "no" });
      const label = t("piece-at-corner", { piece, place: placeOf(board, view, "vertex", v) });
      const fx = mark(`vertex:${v}`) || (fresh.has(`house:${v}:${b.kind}`) ? "fresh" : "");
      return html`<${House} key=${`b${v}`} x=${x} y=${y} seat=${b.seat} kind=${b.kind} wall=${walls.has(v)} metropolis=${metro.has(v)} label=${label} fx=${fx} />`;
    })}
    ${(view.knights || []).map(([v, seat, level, active]) => {
      const [x, y] = point(board, v);
      const label = t("piece-at-corner", { piece: t("piece-knight", { name: names[seat], level, active: active ? "yes" : "no" }), place: placeOf(board, view, "vertex", v) });
      const fx = mark(`knight:${v}`) || (fresh.has(`knight:${v}`) ? "fresh" : "");
      return html`<${Knight} key=${`k${v}`} x=${x} y=${y} seat=${seat} level=${level} active=${active} label=${label} fx=${fx} />`;
    })}
    ${robberAt ? html`<${Robber} key="robber" x=${robberAt[0] - aside} y=${robberAt[1] - 2} asleep=${view.robber_active === false && view.expansion === "ck"} />` : null}
    ${merchantHex >= 0 ? html`<${Merchant} key="merchant" x=${hexCentre(board, merchantHex)[0] + aside} y=${hexCentre(board, merchantHex)[1] - 4} owner=${view.merchant.owner} name=${names[view.merchant.owner]} />` : null}
    ${[...targets.hex].map((h) => {
      const [cx, cy] = hexCentre(board, h);
      return html`<circle class="target target-hex" cx=${cx} cy=${cy} r="30"
        ...${targetAttrs("hex", h, t("target-hex", { terrain: t(`terrain-${view.terrains[h]}`), number: view.numbers[h] }))} />`;
    })}
    ${spots.map((spot) => {
      // A path's dot is a rotated bar, not a line: a vertical line has no width to click
      // (or to find). The circle that reaches 25 px, where there is one, comes first.
      const [type, id] = spot.key;
      const reach = spot.reach ? html`<circle class="target-hit target-reach" cx=${spot.reach.x} cy=${spot.reach.y} r=${spot.reach.r} />` : null;
      if (type === "edge") {
        return html`<g class="target-spot" key=${`e${id}`} ...${targetAttrs("edge", id, t("target-edge", { place: placeOf(board, view, "edge", id) }))}>
          ${reach}<circle class="target-hit" cx=${spot.x} cy=${spot.y} r=${spot.r} />
          <rect class="target target-edge" x="-18" y="-7" width="36" height="14" rx="7"
            transform=${`translate(${spot.mx} ${spot.my}) rotate(${spot.angle})`} /></g>`;
      }
      return html`<g class="target-spot" key=${`v${id}`} ...${targetAttrs("vertex", id, t("target-vertex", { place: placeOf(board, view, "vertex", id) }))}>
        ${reach}<circle class="target-hit" cx=${spot.x} cy=${spot.y} r=${spot.r} />
        <circle class="target target-vertex" cx=${spot.x} cy=${spot.y} r="12" /></g>`;
    })}
  </svg>`;
}
