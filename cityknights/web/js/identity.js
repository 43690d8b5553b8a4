// Who you are, in the lobby: pick a name and play as a guest (its secret token kept in
// this browser, to come back when the session cookie is gone), or log in or create an
// account; a guest can keep its name as an account. The session itself is an HttpOnly
// cookie the browser sends by itself: no script here ever sees it.
import { html, useEffect, useRef, useState } from "./lib.js";
import { refusedAs, t } from "./i18n.js";
import { ApiError, api } from "./api.js";
import { Ranked } from "./ranked.js";
import { MyBots } from "./bots.js";

const GUEST_TOKEN = "ck-guest-token";

/** The signed-in player; else the guest this browser keeps the token of; else null. */
async function whoAmI() {
  const { player } = await api.me();
  const token = localStorage.getItem(GUEST_TOKEN);
  if (player || !token) return player;
  try {
    return (await api.guestSession(token)).player;
  } catch (err) {
    if (err.code !== "bad_guest_token") throw err;
    localStorage.removeItem(GUEST_TOKEN); // the guest became an account, or the store is new
    return null;
  }
}

/** Whether the server's name rules (server/names.py, clean_name) refuse `name`: 3 to 20
 * code points once NFC and trimmed, no control, format or private characters, no line or
 * paragraph separators, no spaces but plain ones and never two in a row, and a letter or
 * digit in it. (Unassigned code points are left to the server: its Unicode may be newer.) */
function badName(name) {
  const kept = name.normalize("NFC").trim();
  const length = [...kept].length;
  if (length < 3 || length > 20) return true;
  if (/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/u.test(kept)) return true;
  if (/(?! )\p{Zs}/u.test(kept) || kept.includes("  ")) return true;
  return !/[\p{L}\p{N}]/u.test(kept);
}

/** What the server refuses for sure, by its rules (server/names.py, passwords.py), as its
 * refusal would be: said without asking it, since the browser logs every refused request
 * as an error (and a refused login counts against the name). `how`: "login", "register"
 * or "guest" (a name alone). Else null: the server decides. */
function refusedAtOnce(how, name, password) {
  const length = (text) => [...text].length;
  if (how === "login") {
    const named = length(name.normalize("NFC").trim());
    return named < 3 || !password ? new ApiError("wrong_login") : null;
  }
  if (badName(name)) return new ApiError("bad_name");
  if (how === "guest") return null;
  if (length(password) < 8 || length(password) > 256) return new ApiError("bad_password");
  return null;
}

/** `onPlayer`, if given, hears who is signed in (a player or null) once known and after
 * each change: a page whose answers depend on it asks again. `lobby`: the ranked queue
 * and one's bots after it, the lobby's; a room's page has the seats to come to (a friend
 * sent its link on a phone scrolled past the ranked box to reach "Sit in this seat"). */
export function Identity({ onError, onPlayer, lobby = true }) {
  const [player, setSigned] = useState(null);
  const setPlayer = (p) => {
    setSigned(p);
    if (onPlayer) onPlayer(p);
  };
  // Signing in, up or out (or keeping the name) redraws the panel without the button
  // pressed: the focus goes to what the panel then says (who you are) or asks first (a
  // name), never to the page's body, where the keyboard's next Tab starts over.
  const panel = useRef(null);
  const refocus = useRef(false);
  const changed = (p) => {
    refocus.current = true;
    setPlayer(p);
  };
  useEffect(() => {
    if (!refocus.current || !panel.current) return;
    refocus.current = false;
    const home = panel.current.querySelector(player ? ".signed-in" : "input[name='player-name']");
    if (home) home.focus();
  }, [player]);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const run = async (call) => {
    try {
      onError(null);
      await call();
    } catch (err) {
      onError(err);
    }
  };
  useEffect(() => {
    whoAmI().then(setPlayer, onError);
  }, []);
  const asGuest = (e) => {
    e.preventDefault();
    run(async () => {
      const refused = refusedAtOnce("guest", name, "");
      if (refused) throw refused;
      const made = await api.guest(name);
      localStorage.setItem(GUEST_TOKEN, made.token);
      changed(made.player);
    });
  };
  const account = (how) => run(async () => {
    const refused = refusedAtOnce(how, name, password);
    if (refused) throw refused;
    const made = await api[how](name, password);
    setPassword("");
    changed(made.player);
  });
  // Enter in a field submits the form by its first submit button, "Play as a guest"; with a
  // password typed the player means their account, so Enter there does what Log in does.
  const enterLogsIn = (e) => {
    if (e.key !== "Enter" || e.target.tagName !== "INPUT" || !password) return;
    e.preventDefault();
    if (e.currentTarget.reportValidity()) account("login");
  };
  const upgrade = (e) => {
    e.preventDefault();
    run(async () => {
      const made = await api.upgrade(password);
      localStorage.removeItem(GUEST_TOKEN); // an account comes back by its password
      setPassword("");
      changed(made.player);
    });
  };
  // A new display name, for a guest or an account (a typo in the name chosen, or
  // another): the same rules as a first name, said without asking when they refuse it.
  const [newName, setNewName] = useState("");
  const rename = (e) => {
    e.preventDefault();
    run(async () => {
      const refused = refusedAtOnce("guest", newName, "");
      if (refused) throw refused;
      const made = await api.rename(newName);
      setNewName("");
      changed(made.player);
    });
  };
  const logout = () => run(async () => {
    await api.logout();
    // A guest that logs out leaves its name behind: this browser stops coming back as it.
    localStorage.removeItem(GUEST_TOKEN);
    changed(null);
  });
  if (player) {
    return html`<section class="identity panel" aria-labelledby="identity-title" data-player=${player.kind} ref=${panel}>
      <h2 id="identity-title">${t("id-title")}</h2>
      <p class="signed-in" tabindex="-1">${t("id-signed-in", { name: player.name })} <span class="badge">${t(`id-kind-${player.kind}`)}</span></p>
      ${player.kind === "guest" ? html`<form class="upgrade" onSubmit=${upgrade}>
        <label>${t("id-password")}<input type="password" name="new-password" autocomplete="new-password" minlength="8" maxlength="256" required value=${password}
          ...${refusedAs("error-bad_password", (e) => setPassword(e.target.value))} /></label>
        <button class="act" type="submit">${t("id-upgrade")}</button></form>` : null}
      <details class="rename"><summary>${t("id-rename")}</summary>
        <form onSubmit=${rename}>
          <label>${t("id-new-name")}<input type="text" name="new-name" autocomplete="off" minlength="3" maxlength="20" required value=${newName}
            ...${refusedAs("error-bad_name", (e) => setNewName(e.target.value))} /></label>
          <button class="act" type="submit" data-kind="rename">${t("id-rename")}</button></form></details>
      <button class="act" data-kind="logout" onClick=${logout}>${t("id-logout")}</button>
    </section>
    ${lobby ? html`<${Ranked} player=${player} onError=${onError} />` : null}
    ${lobby && player.kind === "account" ? html`<${MyBots} onError=${onError} />` : null}`;
  }
  return html`<section class="identity panel" aria-labelledby="identity-title" ref=${panel}>
    <h2 id="identity-title">${t("id-title")}</h2>
    <form onSubmit=${asGuest} onKeyDown=${enterLogsIn}>
      <label>${t("id-name")}<input type="text" name="player-name" autocomplete="username" minlength="3" maxlength="20" required value=${name}
        ...${refusedAs("error-bad_name", (e) => setName(e.target.value))} /></label>
      <button class="act primary" type="submit" data-kind="guest">${t("id-play-guest")}</button>
      <label>${t("id-password")}<input type="password" name="password" autocomplete="current-password" maxlength="256" value=${password} onInput=${(e) => setPassword(e.target.value)} /></label>
      <button class="act" type="button" data-kind="login" onClick=${() => account("login")}>${t("id-login")}</button>
      <button class="act" type="button" data-kind="register" onClick=${() => account("register")}>${t("id-register")}</button>
    </form>
    <p class="hint">${t("id-hint")}</p>
  </section>
  ${lobby ? html`<${Ranked} player=${null} onError=${onError} />` : null}`;
}
