// Terrain drawings for the board's hexes (our own SVG): each hex kind is told apart by its
// motifs, not only its colour: conifers (forest), sheep on grass (pasture), rows of wheat
// (fields), clay mounds with a brick stack (hills), snow-capped peaks (mountains), dunes
// and a cactus (desert). Drawn in a pointy-top hex of radius 50 around the origin, clear
// of the number token in the middle. Installed once as symbols beside the card icons.

const tree = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})">
  <rect x="-1.6" y="6" width="3.2" height="5" fill="#5a3b1c"/>
  <path d="M0 -12 L8 0 H4 L9 7 H-9 L-4 0 H-8 Z" fill="#1f5a24" stroke="#123915" stroke-width="1"/></g>`;
const sheep = (x, y, flip = 1) => `<g transform="translate(${x} ${y}) scale(${flip} 1)">
  <path d="M-7 0 a3 3 0 0 1 3-4 a3.5 3.5 0 0 1 6-1 a3 3 0 0 1 4 3 a2.6 2.6 0 0 1 -1 5 h-9 a2.6 2.6 0 0 1 -3-3z" fill="#fbfbf3" stroke="#4d4d4d" stroke-width=".8"/>
  <ellipse cx="-8.5" cy="-.5" rx="2.4" ry="1.8" fill="#2f2f2f"/>
  <path d="M-4 3 v3 M-1 3 v3 M3 3 v3 M5 3 v3" stroke="#2f2f2f" stroke-width="1.2"/></g>`;
const tuft = (x, y) => `<path d="M${x - 3} ${y} l1.5 -4 M${x} ${y} v-5 M${x + 3} ${y} l-1.5 -4" stroke="#4f8f2f" stroke-width="1.2" fill="none"/>`;
const wheat = (x, y) => `<g transform="translate(${x} ${y})" stroke="#8a6a12" stroke-width=".8" fill="#f2cf4a">
  <path d="M0 10 V-6 M-3 10 L-1.5 -3 M3 10 L1.5 -3" fill="none"/>
  <ellipse cx="0" cy="-8" rx="1.7" ry="3"/><ellipse cx="-2.2" cy="-4" rx="1.5" ry="2.6" transform="rotate(-25 -2.2 -4)"/>
  <ellipse cx="2.2" cy="-4" rx="1.5" ry="2.6" transform="rotate(25 2.2 -4)"/></g>`;
const furrow = (y) => `<path d="M-34 ${y} q34 -5 68 0" stroke="#b8901e" stroke-width="1.2" fill="none" opacity=".7"/>`;
const mound = (x, y, w) => `<path d="M${x - w} ${y} q${w} -${w * 1.1} ${2 * w} 0 z" fill="#b24f2a" stroke="#6d2614" stroke-width="1"/>`;
const bricks = (x, y) => `<g transform="translate(${x} ${y})" fill="#d9714c" stroke="#5e200f" stroke-width=".7">
  <rect x="-7" y="0" width="6.5" height="3.5"/><rect x=".5" y="0" width="6.5" height="3.5"/>
  <rect x="-3.5" y="-4" width="6.5" height="3.5"/></g>`;
const peak = (x, y, w, h) => `<g transform="translate(${x} ${y})">
  <path d="M${-w} 0 L0 ${-h} L${w} 0 Z" fill="#6f7077" stroke="#3b3c40" stroke-width="1"/>
  <path d="M0 ${-h} L${w * 0.35} ${-h * 0.65} L${w * 0.1} ${-h * 0.7} L${-w * 0.12} ${-h * 0.6} L${-w * 0.35} ${-h * 0.65} Z" fill="#fff"/>
  <path d="M0 ${-h} L${w * 0.4} 0" stroke="#4d4e53" stroke-width="1" fill="none"/></g>`;
const dune = (y, x = 0) => `<path d="M${x - 30} ${y} q15 -8 30 0 t30 0" stroke="#b99a52" stroke-width="1.6" fill="none"/>`;
const cactus = (x, y) => `<g transform="translate(${x} ${y})" fill="#5d8c3a" stroke="#2f4f1c" stroke-width=".8">
  <rect x="-2" y="-12" width="4" height="14" rx="2"/><path d="M-2 -4 h-4 v-5 a1.5 1.5 0 0 1 3 0 v2 h1z"/>
  <path d="M2 -6 h4 v-4 a1.5 1.5 0 0 0 -3 0 v1 h-1z"/></g>`;

export const TERRAIN_ART = {
  forest: [tree(-20, -26), tree(0, -32, 0.9), tree(20, -26), tree(-27, 4, 0.85), tree(27, 4, 0.85), tree(-14, 28), tree(14, 28)].join(""),
  pasture: [tuft(-22, -22), tuft(24, -10), tuft(-26, 14), tuft(6, 38), tuft(-4, -34), sheep(-14, -26), sheep(20, 20, -1), sheep(-18, 24)].join(""),
  fields: [furrow(-24), furrow(26), wheat(-20, -28), wheat(-8, -32), wheat(8, -32), wheat(20, -28), wheat(-24, 20), wheat(-10, 28), wheat(10, 28), wheat(24, 20)].join(""),
  hills: [mound(-18, -16, 13), mound(16, -18, 11), mound(-12, 34, 12), mound(20, 32, 10), bricks(-26, 10), bricks(26, 8)].join(""),
  mountains: [peak(-16, -16, 15, 24), peak(14, -20, 13, 22), peak(-2, 40, 16, 20), peak(-28, 28, 9, 14), peak(28, 28, 9, 14)].join(""),
  desert: [dune(-24), dune(28), dune(-8, 10), cactus(-24, 8), cactus(24, -12), `<circle cx="22" cy="30" r="1.6" fill="#b99a52"/><circle cx="-18" cy="-30" r="1.3" fill="#b99a52"/>`].join(""),
};

/** The terrain symbols' markup: `#terrain-forest` etc., 86.6 x 100 around the hex centre. */
export function terrainSymbols() {
  return Object.entries(TERRAIN_ART)
    .map(([name, body]) => `<symbol id="terrain-${name}" viewBox="-43.3 -50 86.6 100" overflow="visible">${body}</symbol>`)
    .join("");
}
