// Optional sounds, generated (no audio files): a rattle for the dice, a chime for your
// turn. Muted by a toggle kept in localStorage.
import { store, update } from "./store.js";

let ctx = null;

function tone(freq, start, length, gain = 0.08, type = "sine") {
  const o = ctx.createOscillator();
  const g = ctx.createGain();
  o.type = type;
  o.frequency.value = freq;
  g.gain.setValueAtTime(gain, ctx.currentTime + start);
  g.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + start + length);
  o.connect(g).connect(ctx.destination);
  o.start(ctx.currentTime + start);
  o.stop(ctx.currentTime + start + length);
}

export function sound(name) {
  if (store.muted) return;
  try {
    ctx = ctx || new AudioContext();
    if (ctx.state === "suspended") ctx.resume();
    if (name === "dice") for (let i = 0; i < 5; i++) tone(180 + 90 * i, i * 0.05, 0.05, 0.05, "square");
    else if (name === "turn") {
      tone(660, 0, 0.18);
      tone(880, 0.16, 0.25);
    }
  } catch {
    // No audio device: the game plays on silently.
  }
  window.__sounds = [...(window.__sounds || []), name];
}

export function toggleMute() {
  const muted = !store.muted;
  localStorage.setItem("ck-muted", muted ? "1" : "0");
  update({ muted });
}
