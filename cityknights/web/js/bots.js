// "Your bots" on an account's page in the lobby: make an outside bot account (its token is
// shown here once, and never again: the server keeps only its hash), list them, revoke
// one (docs/bot-api.md).
import { html, useEffect, useState } from "./lib.js";
import { refusedAs, t } from "./i18n.js";
import { api } from "./api.js";

export function MyBots({ onError }) {
  const [bots, setBots] = useState([]);
  const [name, setName] = useState("");
  const [made, setMade] = useState(null); // {name, token}: shown until the page is left
  const run = async (call) => {
    try {
      onError(null);
      await call();
      setBots((await api.myBots()).bots);
    } catch (err) {
      onError(err);
    }
  };
  useEffect(() => {
    api.myBots().then((answer) => setBots(answer.bots), onError);
  }, []);
  const make = (e) => {
    e.preventDefault();
    run(async () => {
      const bot = await api.makeBot(name.trim());
      setMade({ name: bot.name, token: bot.token });
      setName("");
    });
  };
  const revoke = (bot) => run(async () => {
    await api.revokeBot(bot);
    if (made && made.name === bot) setMade(null);
  });
  return html`<section class="my-bots panel" aria-labelledby="my-bots-title">
    <h2 id="my-bots-title">${t("bots-title")}</h2>
    <p class="hint">${t("bots-hint")}</p>
    ${made ? html`<p class="bot-token" role="status">${t("bots-token", { name: made.name })}
      <code><bdi>${made.token}</bdi></code></p>` : null}
    ${bots.length ? html`<ul>${bots.map((bot) => html`<li key=${bot.name}><bdi>${bot.name}</bdi>
      <button class="act" type="button" data-kind="revoke-bot" aria-label=${t("bots-revoke-named", { name: bot.name })} onClick=${() => revoke(bot.name)}>${t("bots-revoke")}</button></li>`)}</ul>`
      : html`<p>${t("bots-none")}</p>`}
    <form onSubmit=${make}>
      <label>${t("bots-name")}<input type="text" name="bot-name" pattern="[A-Za-z0-9][A-Za-z0-9_\\-]{0,31}" maxlength="32" required value=${name}
        ...${refusedAs("error-bad_bot_name", (e) => setName(e.target.value))} /></label>
      <button class="act" type="submit" data-kind="make-bot">${t("bots-create")}</button>
    </form>
  </section>`;
}
