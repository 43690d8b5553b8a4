// "Your bots" on an account's page in the lobby: make an outside bot account (its token is
// shown here once, and never again: the server keeps only its hash), list them, revoke
// one. The hint links the bot guide (docs/bot-api.md), which the server serves as text.
import { html, useEffect, useRef, useState } from "./lib.js";
import { refusedAs, t } from "./i18n.js";
import { api } from "./api.js";
import { errorText } from "./words.js";

/** `onError` hears what went wrong loading the list; a refused Create or Revoke (a name
 * taken, too many bots) is told here, beside the form: the page's top, where the lobby
 * tells its errors, is off the screen from this panel on a phone. */
export function MyBots({ onError }) {
  const [bots, setBots] = useState([]);
  const [name, setName] = useState("");
  const [made, setMade] = useState(null); // {name, token}: shown until the page is left
  const [error, setError] = useState(null);
  // A revoked bot's button is gone with it: the focus goes to the next bot's Revoke, else
  // to the name field, not to the page's body.
  const panel = useRef(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || !panel.current) return;
    refocus.current = false;
    const home = panel.current.querySelector("button[data-kind='revoke-bot'], input[name='bot-name']");
    if (home) home.focus();
  }, [bots]);
  // The refusal is brought into sight: the form is often at the screen's bottom edge.
  const refusal = useRef(null);
  useEffect(() => {
    if (error && refusal.current) refusal.current.scrollIntoView({ block: "nearest" });
  }, [error]);
  const run = async (call) => {
    try {
      setError(null);
      onError(null);
      await call();
      setBots((await api.myBots()).bots);
    } catch (err) {
      setError(err);
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
    refocus.current = true;
  });
  return html`<section class="my-bots panel" aria-labelledby="my-bots-title" ref=${panel}>
    <h2 id="my-bots-title">${t("bots-title")}</h2>
    <p class="hint">${t("bots-hint")} <a class="bot-guide" href="/docs/bot-api.md" hreflang="en">${t("bots-guide")}</a></p>
    ${made ? html`<p class="bot-token" role="status">${t("bots-token", { name: made.name })}
      <code><bdi>${made.token}</bdi></code></p>` : null}
    ${bots.length ? html`<ul>${bots.map((bot) => html`<li key=${bot.name}><bdi>${bot.name}</bdi>
      <button class="act" type="button" data-kind="revoke-bot" aria-label=${t("bots-revoke-named", { name: bot.name })} onClick=${() => revoke(bot.name)}>${t("bots-revoke")}</button></li>`)}</ul>`
      : html`<p>${t("bots-none")}</p>`}
    <form onSubmit=${make}>
      <label>${t("bots-name")}<input type="text" name="bot-name" pattern="[A-Za-z0-9][A-Za-z0-9_\\-]{0,31}" maxlength="32" required value=${name}
        ...${refusedAs("error-bad_bot_name", (e) => setName(e.target.value))} /></label>
      <button class="act" type="submit" data-kind="make-bot">${t("bots-create")}</button>
      ${error ? html`<p class="error" role="alert" ref=${refusal}>${errorText(error)}</p>` : null}
    </form>
  </section>`;
}
