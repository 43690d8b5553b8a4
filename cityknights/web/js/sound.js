// The table's sounds, made here with WebAudio at run time (no audio files, nothing to
// license): dice rattling, your turn, a trade offer to you, the robber, a barbarian
// attack, a piece placed, a win or a loss. A volume and a mute, both kept in localStorage.
import { store, update } from "./store.js";

let ctx = null;
let out = null;

function readVolume() {
  const v = Number(localStorage.getItem("ck-volume"));
  return localStorage.getItem("ck-volume") !== null && v >= 0 && v <= 1 ? v : 0.6;
}
store.volume = readVolume();

function tone(freq, start, length, { gain = 0.08, type = "sine", to = null } = {}) {
  const o = ctx.createOscillator();
  const g = ctx.createGain();
  const t0 = ctx.currentTime + start;
  o.type = type;
  o.frequency.setValueAtTime(freq, t0);
  if (to) o.frequency.exponentialRampToValueAtTime(to, t0 + length);
  g.gain.setValueAtTime(0.0001, t0);
  g.gain.exponentialRampToValueAtTime(gain, t0 + 0.01);
  g.gain.exponentialRampToValueAtTime(0.0001, t0 + length);
  o.connect(g).connect(out);
  o.start(t0);
  o.stop(t0 + length + 0.02);
}

/** A short burst of filtered noise: a die hitting the table, a knock. */
function knock(start, length, freq, gain = 0.25) {
  const n = Math.max(1, Math.floor(ctx.sampleRate * length));
  const buffer = ctx.createBuffer(1, n, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < n; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / n) ** 3;
  const src = ctx.createBufferSource();
  src.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = freq;
  filter.Q.value = 2;
  const g = ctx.createGain();
  g.gain.value = gain;
  src.connect(filter).connect(g).connect(out);
  src.start(ctx.currentTime + start);
}

const SOUNDS = {
  dice: () => {
    for (let i = 0; i < 7; i++) knock(i * 0.07 + Math.random() * 0.03, 0.06, 1800 + Math.random() * 1400, 0.35);
    knock(0.62, 0.09, 1200, 0.45);
    knock(0.75, 0.08, 1500, 0.35);
  },
  turn: () => {
    tone(660, 0, 0.2);
    tone(880, 0.15, 0.3);
  },
  offer: () => {
    tone(520, 0, 0.12, { type: "triangle" });
    tone(780, 0.1, 0.18, { type: "triangle" });
  },
  robber: () => {
    tone(110, 0, 0.35, { gain: 0.18, type: "triangle", to: 70 });
    knock(0.02, 0.12, 300, 0.4);
  },
  attack: () => {
    tone(147, 0, 0.6, { gain: 0.09, type: "sawtooth", to: 196 });
    tone(220, 0.05, 0.6, { gain: 0.05, type: "sawtooth", to: 294 });
    for (let i = 0; i < 4; i++) knock(0.7 + i * 0.18, 0.12, 160, 0.5);
  },
  build: () => knock(0, 0.05, 900, 0.3),
  win: () => [523, 659, 784, 1047].forEach((f, i) => tone(f, i * 0.12, 0.35, { gain: 0.09, type: "triangle" })),
  lose: () => [392, 330, 262].forEach((f, i) => tone(f, i * 0.18, 0.4, { gain: 0.07, type: "triangle" })),
};

export function sound(name) {
  window.__sounds = [...(window.__sounds || []), name];
  if (store.muted || !store.volume || !SOUNDS[name]) return;
  try {
    if (!ctx) {
      ctx = new AudioContext();
      out = ctx.createGain();
      out.connect(ctx.destination);
    }
    out.gain.value = store.volume;
    if (ctx.state === "suspended") ctx.resume();
    SOUNDS[name]();
  } catch {
    // No audio device: the game plays on silently.
  }
}

export function toggleMute() {
  const muted = !store.muted;
  localStorage.setItem("ck-muted", muted ? "1" : "0");
  update({ muted });
}

export function setVolume(value) {
  const volume = Math.min(1, Math.max(0, Number(value) || 0));
  localStorage.setItem("ck-volume", String(volume));
  update({ volume });
}
