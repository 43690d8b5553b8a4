// Open a game record file (docs/records.md) in the replay viewer: dropped on the page or
// chosen with the file button. The server checks and replays it and stores it as a
// finished game (POST /api/records); the viewer then opens that game. A gzip-compressed
// record (a dataset's) is unpacked here first.
import { html, useEffect, useState } from "./lib.js";
import { t } from "./i18n.js";
import { api } from "./api.js";

async function recordBytes(file) {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  if (head[0] === 0x1f && head[1] === 0x8b) {
    const stream = file.stream().pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }
  return new Uint8Array(await file.arrayBuffer());
}

export function RecordOpener() {
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const open = async (file) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const stored = await api.importRecord(await recordBytes(file));
      window.location.href = `/?replay=${encodeURIComponent(stored.game)}`;
    } catch (e) {
      setError(e.code ? e : { code: "bad_record", params: { detail: String(e.message || e) } });
      setBusy(false);
    }
  };
  useEffect(() => {
    const over = (e) => e.preventDefault();
    const drop = (e) => {
      e.preventDefault();
      open(e.dataTransfer && e.dataTransfer.files[0]);
    };
    document.addEventListener("dragover", over);
    document.addEventListener("drop", drop);
    return () => {
      document.removeEventListener("dragover", over);
      document.removeEventListener("drop", drop);
    };
  }, []);
  return html`<div class="record-opener">
    <label class="act"><input class="sr-only" type="file" accept=".json,.gz,application/json" disabled=${busy}
      onChange=${(e) => open(e.target.files[0])} />${busy ? t("replay-opening") : t("replay-open-record")}</label>
    <span class="hint drop">${t("replay-drop-hint")}</span>
    ${error && html`<p class="error" role="alert">${t(`error-${error.code}`, error.params)}</p>`}
  </div>`;
}
