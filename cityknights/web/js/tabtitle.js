// The browser tab's title says when a decision is the reader's, as colonist.io's does: a
// player who waits for the others in another tab (a room of people is slow) sees
// "● Your decision · Cities & Knights" there, and the plain title again once it is made.
import { useEffect } from "./lib.js";
import { t } from "./i18n.js";

/** Keeps the title in step with `yours` (the reader has a decision to make), in the
 * page's language; the plain title back when the screen goes. */
export function useTabTitle(yours) {
  useEffect(() => {
    document.title = yours ? t("title-your-decision", { decision: t("your-decision"), app: t("app-title") }) : t("app-title");
  });
  useEffect(() => () => {
    document.title = t("app-title");
  }, []);
}
