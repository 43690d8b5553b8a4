// A thumbnail of the map picked in the lobby's form or a room's settings, as colonist.io
// shows one beside its map choice, with a line saying what the map is. The beginner map
// is drawn as it will be (the rulebook's layout, web/data/beginner.json); a random
// island's hexes are unknown until the game starts, so they show a "?"; with spiral
// numbers, a path winds from the coast inwards, the way the numbers will be laid.
import { html, useEffect, useState } from "./lib.js";
import { t } from "./i18n.js";
import { loadTopology } from "./api.js";
import { hexCentre, point } from "./board.js";

let beginner = null; // the printed layout, fetched once a page

function loadBeginner() {
  if (!beginner) {
    beginner = fetch("/data/beginner.json").then((res) => res.json());
    beginner.catch(() => (beginner = null)); // not kept: the next preview asks again
  }
  return beginner;
}

const AXIAL_STEPS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]];

/** The hexes in the order a spiral lays numbers: the coast's ring first, then each ring
 * inside it, every ring walked clockwise by its angle around the island's middle. */
export function spiralOrder(topo) {
  const coords = topo.hex_coords;
  const left = new Set(coords.map((_, h) => h));
  const key = (q, r) => `${q},${r}`;
  const at = new Map(coords.map(([q, r], h) => [key(q, r), h]));
  const middle = coords.map((_, h) => hexCentre(topo, h)).reduce(([x, y], [a, b]) => [x + a / coords.length, y + b / coords.length], [0, 0]);
  const angle = (h) => {
    const [x, y] = hexCentre(topo, h);
    return (Math.atan2(y - middle[1], x - middle[0]) + 2.5 * Math.PI) % (2 * Math.PI);
  };
  const order = [];
  while (left.size) {
    const ring = [...left].filter((h) => {
      const [q, r] = coords[h];
      return AXIAL_STEPS.some(([dq, dr]) => !left.has(at.get(key(q + dq, r + dr))));
    });
    ring.sort((a, b) => angle(a) - angle(b));
    for (const h of ring) left.delete(h);
    order.push(...ring);
  }
  return order;
}

function Drawing({ topo, layout, map }) {
  const pts = topo.vertex_points.map((_, v) => point(topo, v));
  const xs = pts.map(([x]) => x);
  const ys = pts.map(([, y]) => y);
  const pad = 8;
  const box = [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) - Math.min(...xs) + 2 * pad, Math.max(...ys) - Math.min(...ys) + 2 * pad];
  const hexes = topo.hex_coords.map((_, h) => ({ h, c: hexCentre(topo, h), pts: topo.hex_vertices[h].map((v) => pts[v].join(",")).join(" ") }));
  const path = map === "spiral" ? spiralOrder(topo).map((h) => hexCentre(topo, h).join(",")).join(" ") : null;
  return html`<svg class="map-thumb" viewBox=${box.join(" ")} aria-hidden="true" focusable="false">
    ${hexes.map(({ h, c: [x, y], pts: p }) => html`<g>
      <polygon class=${layout ? `thumb-hex terrain-${layout.terrains[h]}` : "thumb-hex unknown"} points=${p} />
      ${layout && layout.numbers[h] ? html`<circle class="thumb-token" cx=${x} cy=${y} r="26" />
        <text class=${layout.numbers[h] === 6 || layout.numbers[h] === 8 ? "thumb-n red" : "thumb-n"} x=${x} y=${y} dy=".35em">${layout.numbers[h]}</text>` : null}
      ${!layout && !path ? html`<text class="thumb-q" x=${x} y=${y} dy=".35em">?</text>` : null}</g>`)}
    ${path ? html`<polyline class="thumb-spiral" points=${path} />
      <circle class="thumb-spiral-start" cx=${path.split(" ")[0].split(",")[0]} cy=${path.split(" ")[0].split(",")[1]} r="16" />` : null}
  </svg>`;
}

/** The thumbnail and line of the map a table of `players` plays when `map` is picked. */
export function MapPreview({ map, players }) {
  const [topo, setTopo] = useState(null);
  const [layout, setLayout] = useState(null);
  useEffect(() => {
    let live = true;
    loadTopology(players).then((got) => live && setTopo({ players, got }), () => {});
    return () => (live = false);
  }, [players > 4]);
  useEffect(() => {
    let live = true;
    if (map === "beginner") loadBeginner().then((got) => live && setLayout(got), () => {});
    return () => (live = false);
  }, [map]);
  const drawn = topo && (topo.players > 4) === (players > 4) ? topo.got : null;
  return html`<div class="map-preview" data-map=${map}>
    ${drawn ? html`<${Drawing} topo=${drawn} layout=${map === "beginner" ? layout : null} map=${map} />` : html`<span class="map-thumb"></span>`}
    <p class="map-about">${t(`map-about-${map}`)}</p>
  </div>`;
}
