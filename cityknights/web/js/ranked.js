// "Play ranked" in the lobby: an account joins the queue of a game (C&K or base), sees how
// long it has waited and how many wait, may ask for bots once the wait is over, and is
// taken to its seat as soon as a table starts (docs/protocol.md, The ranked queue).
import { html, useEffect, useState } from "./lib.js";
import { t } from "./i18n.js";
import { api } from "./api.js";
import { percent } from "./words.js";

// Seconds between two looks at the queue while waiting.
const POLL_MS = 2000;

const clock = (seconds) => {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

export function Ranked({ player, onError }) {
  const [status, setStatus] = useState({ state: "idle" });
  const [expansion, setExpansion] = useState("ck");
  const [standing, setStanding] = useState(null); // the account's own profile
  const account = player && player.kind === "account";
  const follow = (next) => {
    setStatus(next);
    if (next.state === "matched") location.href = next.link;
  };
  const run = async (call) => {
    try {
      onError(null);
      follow(await call());
    } catch (err) {
      onError(err);
    }
  };
  useEffect(() => {
    if (!account) {
      // Logged out (the server takes a waiting account out of the queue): nothing to
      // follow. Still "waiting", it asked every 2 s, refused each time (not signed in).
      setStatus({ state: "idle" });
      setStanding(null);
      return;
    }
    api.queue().then(follow, onError);
    api.player(player.name).then(setStanding, () => setStanding(null));
  }, [account, player && player.name]);
  const rating = standing && standing.ratings.find((r) => r.expansion === expansion);
  useEffect(() => {
    if (status.state !== "waiting") return undefined;
    const id = setInterval(() => api.queue().then(follow, onError), POLL_MS);
    return () => clearInterval(id);
  }, [status.state]);
  const leave = () => run(async () => {
    await api.leaveQueue();
    return { state: "idle" };
  });
  return html`<section class="ranked panel" aria-labelledby="ranked-title">
    <h2 id="ranked-title">${t("ranked-title")}</h2>
    ${!account ? html`<p>${t("ranked-accounts-only")}</p>` : status.state === "waiting" ? html`
      <p role="status">${t("ranked-waiting", { game: t(`ladder-game-${status.expansion}`), waiting: status.waiting, seats: 4 })}
        <span class="ranked-clock"> ${clock(status.waited)}</span></p>
      ${status.bots_in > 0
        ? html`<p class="ranked-note">${t("ranked-bots-in", { seconds: Math.ceil(status.bots_in) })}</p>`
        : html`<button class="act primary" data-kind="ranked-bots" onClick=${() => run(api.queueBots)}>${t("ranked-with-bots")}</button>`}
      <button class="act" data-kind="ranked-leave" onClick=${leave}>${t("ranked-leave")}</button>` : html`
      <label>${t("lobby-expansion")}
        <select value=${expansion} onChange=${(e) => setExpansion(e.target.value)}>
          <option value="ck" selected=${expansion === "ck"}>${t("ladder-game-ck")}</option>
          <option value="base" selected=${expansion === "base"}>${t("ladder-game-base")}</option>
        </select></label>
      <button class="act primary" data-kind="ranked-play" onClick=${() => run(() => api.joinQueue(expansion))}>${t("ranked-play")}</button>`}
    ${standing ? html`<p class="ranked-standing">${rating
      ? t("ranked-my-rating", { rating: rating.rating.toLocaleString(document.documentElement.lang || "en", { minimumFractionDigits: 1, maximumFractionDigits: 1 }), games: rating.games })
      : t("ladder-unrated")} · ${t("ladder-karma")}: ${standing.karma.percent === null ? t("ladder-karma-new") : t("ladder-karma-percent", { percent: percent(standing.karma.percent) })}</p>` : null}
    <p class="ranked-note">${t("ranked-hint")}</p>
    <p class="ranked-links"><a href=${`/?leaderboard=${status.expansion || expansion}`}>${t("ladder-title")}</a>
      ${account ? html`<a href=${`/?player=${encodeURIComponent(player.name)}`}>${t("ranked-my-profile")}</a>` : null}</p>
  </section>`;
}
