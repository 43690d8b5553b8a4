// The ladder's pages: the leaderboard of a game (/?leaderboard=ck) and a player's profile
// (/?player=<name>, /?bot=<level> for a bot level, /?botaccount=<name> for an outside
// bot): ratings (mu - 3 sigma shown, sigma
// as the uncertainty), karma, the rating over time, recent games with their replays, win
// rate by seat and VP by source (docs/protocol.md, Ratings and ranked play).
import { html, useEffect, useState } from "./lib.js";
import { t } from "./i18n.js";
import { api } from "./api.js";
import { percent } from "./words.js";

// A bot level's name in the page's language (the API names it by its id).
const levelName = (level) => t(`ladder-level-${level}`);

// When a game ended, in the reader's language: recent games told apart at a glance (the
// rows were alike, "Cities & Knights · Ranked · 1st · 13").
const when = (seconds) => new Date(seconds * 1000).toLocaleString(document.documentElement.lang || "en", {
  dateStyle: "short", timeStyle: "short" });
const number = (x, digits = 1) => x.toLocaleString(document.documentElement.lang || "en", {
  minimumFractionDigits: digits, maximumFractionDigits: digits,
});

function useLoad(load, key) {
  const [state, setState] = useState({ data: null, error: null });
  useEffect(() => {
    let live = true;
    load().then((data) => live && setState({ data, error: null }),
      (error) => live && setState({ data: null, error }));
    return () => { live = false; };
  }, [key]);
  return state;
}

function Karma({ karma }) {
  if (!karma) return html`<span>${t("ladder-karma-none")}</span>`;
  if (karma.percent === null) return html`<span>${t("ladder-karma-new")}</span>`;
  return html`<span title=${t("ladder-karma-detail", { finished: karma.finished, left: karma.left })}>${t("ladder-karma-percent", { percent: percent(karma.percent) })}</span>`;
}

function GameTabs({ expansion }) {
  return html`<nav class="ladder-tabs" aria-label=${t("ladder-games")}>
    ${["ck", "base"].map((e) => html`<a href=${`/?leaderboard=${e}`} aria-current=${e === expansion ? "page" : undefined}>${t(`ladder-game-${e}`)}</a>`)}
  </nav>`;
}

export function Leaderboard({ expansion }) {
  const { data, error } = useLoad(() => api.leaderboard(expansion), expansion);
  return html`<main class="ladder">
    <h1>${t("ladder-title")}</h1>
    <${GameTabs} expansion=${expansion} />
    <p>${t("ladder-explain")}</p>
    ${error ? html`<p role="alert">${t("ladder-load-failed")}</p>` : null}
    ${data && data.players.length === 0 ? html`<p>${t("ladder-empty")}</p>` : null}
    ${data && data.players.length ? html`<table class="ladder-table">
      <caption>${t(`ladder-game-${expansion}`)}</caption>
      <thead><tr>
        <th scope="col">${t("ladder-rank")}</th><th scope="col">${t("ladder-name")}</th>
        <th scope="col">${t("ladder-rating")}</th><th scope="col">${t("ladder-games-played")}</th>
        <th scope="col">${t("ladder-karma")}</th>
      </tr></thead>
      <tbody>${data.players.map((row) => html`<tr>
        <td>${row.rank}</td>
        <th scope="row"><a href=${profileLink(row)}>${row.bot && !row.bot_account ? levelName(row.name) : row.name}</a>
          ${row.bot ? html` <span class="bot-mark">${t("ladder-bot")}</span>` : null}</th>
        <td><bdi>${number(row.rating)}</bdi> <span class="uncertainty">± <bdi>${number(row.sigma)}</bdi></span></td>
        <td>${row.games}</td>
        <td>${row.bot ? "—" : html`<${Karma} karma=${row.karma} />`}</td>
      </tr>`)}</tbody>
    </table>` : null}
    <a class="act" href="/">${t("back-to-lobby")}</a>
  </main>`;
}

// The rating after each ranked game, as a line: the y axis from the lowest to the highest.
function RatingChart({ history, label }) {
  if (history.length < 2) return null;
  const w = 320, h = 120, pad = 8;
  const ys = history.map((p) => p.rating);
  const lo = Math.min(...ys), hi = Math.max(...ys), span = hi - lo || 1;
  const points = history.map((p, i) => [
    pad + (i * (w - 2 * pad)) / (history.length - 1),
    h - pad - ((p.rating - lo) * (h - 2 * pad)) / span,
  ]);
  const summary = t("ladder-chart-summary", { games: history.length, first: number(ys[0]), last: number(ys[ys.length - 1]) });
  return html`<figure class="rating-chart">
    <svg viewBox=${`0 0 ${w} ${h}`} role="img" aria-label=${`${label}: ${summary}`}>
      <polyline fill="none" stroke="currentColor" stroke-width="2" points=${points.map((p) => p.join(",")).join(" ")} />
      ${points.map(([x, y]) => html`<circle cx=${x} cy=${y} r="2.5" fill="currentColor" />`)}
    </svg>
    <figcaption>${summary}</figcaption>
  </figure>`;
}

const SOURCES = ["settlements", "cities", "metropolises", "longest_road", "largest_army", "defender", "progress", "merchant", "vp_cards"];

// A leaderboard row's page: a person's, a bot level's or an outside bot account's.
const profileLink = (row) => {
  const name = encodeURIComponent(row.name);
  if (row.bot_account) return `/?botaccount=${name}`;
  return row.bot ? `/?bot=${name}` : `/?player=${name}`;
};

const loadProfile = (name, bot) => {
  if (bot === "account") return api.botAccountProfile(name);
  return bot ? api.botProfile(name) : api.player(name);
};

// An outside bot's page: a signed-in person challenges it to a game of 4 (a room they
// host, the bot's seat reserved for it: docs/bot-api.md), and goes to that room.
function ChallengeBot({ name }) {
  const [error, setError] = useState(null);
  const challenge = async () => {
    try {
      setError(null);
      location.href = (await api.challenge(name)).room.url;
    } catch (err) {
      setError(err);
    }
  };
  return html`<p class="challenge-bot">
    <button class="act primary" type="button" data-kind="challenge" onClick=${challenge}>${t("ladder-challenge", { name })}</button>
    ${error && html` <span class="error" role="alert">${t(`error-${error.code}`, error.params)}</span>`}</p>`;
}

export function Profile({ name, bot }) {
  const { data, error } = useLoad(() => loadProfile(name, bot), `${bot}:${name}`);
  if (error) {
    return html`<main class="ladder"><h1>${name}</h1>
      <p role="alert">${error.code === "no_such_player" ? t("ladder-no-player") : t("ladder-load-failed")}</p>
      <a class="act" href="/?leaderboard=ck">${t("ladder-title")}</a></main>`;
  }
  if (!data) return html`<main class="ladder"><h1>${name}</h1><p>${t("ladder-loading")}</p></main>`;
  return html`<main class="ladder">
    <h1>${data.bot ? levelName(data.name) : data.name}${data.bot || data.bot_account ? html` <span class="bot-mark">${t("ladder-bot")}</span>` : null}</h1>
    ${data.bot || data.bot_account ? null : html`<p>${t("ladder-karma")}: <${Karma} karma=${data.karma} /></p>`}
    ${data.bot_account ? html`<${ChallengeBot} name=${data.name} />` : null}
    <section aria-labelledby="ladder-ratings">
      <h2 id="ladder-ratings">${t("ladder-ratings")}</h2>
      ${data.ratings.length === 0 ? html`<p>${t("ladder-unrated")}</p>` : data.ratings.map((r) => html`<div class="ladder-rating">
        <h3>${t(`ladder-game-${r.expansion}`)}</h3>
        <p>${t("ladder-rating-line", { rating: number(r.rating), sigma: number(r.sigma), games: r.games })}</p>
        <${RatingChart} history=${r.history} label=${t("ladder-chart", { game: t(`ladder-game-${r.expansion}`) })} />
      </div>`)}
    </section>
    <section aria-labelledby="ladder-recent">
      <h2 id="ladder-recent">${t("ladder-recent")}</h2>
      ${data.results.length === 0 ? html`<p>${t("ladder-no-games")}</p>` : html`<table class="ladder-table">
        <thead><tr><th scope="col">${t("ladder-game")}</th><th scope="col">${t("ladder-when")}</th><th scope="col">${t("ladder-place")}</th>
          <th scope="col">${t("ladder-vp")}</th><th scope="col">${t("ladder-replay")}</th></tr></thead>
        <tbody>${data.results.map((r) => html`<tr>
          <th scope="row">${r.ranked || !r.name ? t(`ladder-game-${r.expansion}`) : r.name}${r.ranked ? html` <span class="bot-mark">${t("ladder-ranked")}</span>` : null}</th>
          <td><time datetime=${new Date(r.finished * 1000).toISOString()}>${when(r.finished)}</time></td>
          <td>${t("ladder-place-n", { n: r.place + 1 })}${r.left ? html` (${t("ladder-left")})` : null}</td>
          <td>${r.vp}</td>
          <td><a href=${`/?replay=${encodeURIComponent(r.game)}`}>${t("ladder-watch-replay")}</a></td>
        </tr>`)}</tbody>
      </table>`}
    </section>
    ${data.seats.length ? html`<section aria-labelledby="ladder-seats">
      <h2 id="ladder-seats">${t("ladder-by-seat")}</h2>
      <table class="ladder-table"><thead><tr><th scope="col">${t("ladder-seat")}</th>
        <th scope="col">${t("ladder-games-played")}</th><th scope="col">${t("ladder-win-rate")}</th></tr></thead>
      <tbody>${data.seats.map((s) => html`<tr><th scope="row">${t("ladder-seat-n", { n: s.seat + 1 })}</th>
        <td>${s.games}</td><td>${t("ladder-karma-percent", { percent: percent((100 * s.wins) / s.games) })}</td></tr>`)}</tbody></table>
    </section>` : null}
    ${Object.keys(data.vp_sources).length ? html`<section aria-labelledby="ladder-sources">
      <h2 id="ladder-sources">${t("ladder-vp-sources")}</h2>
      <dl class="vp-sources">${SOURCES.filter((s) => s in data.vp_sources).map((s) => html`<div>
        <dt>${t(`ladder-source-${s}`)}</dt><dd>${number(data.vp_sources[s])}</dd></div>`)}</dl>
    </section>` : null}
    <a class="act" href="/?leaderboard=ck">${t("ladder-title")}</a>
    <a class="act" href="/">${t("back-to-lobby")}</a>
  </main>`;
}
