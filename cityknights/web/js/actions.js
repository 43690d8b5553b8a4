// What the reader may do now, by clicks: the action bar on its turn, the prompt for the
// selected action's next parameter, and a dialog for every pending decision but the
// trades with players, done in panels in the action bar's place, the board beside them in
// sight and in use: an offer made to the reader (OfferPanel), the answers to the reader's
// own offer (AnswersPanel), and the offer and counter-offer builder (trade.js). Everything
// offered comes from the server's legal actions.
import { html, useLayoutEffect, useRef } from "./lib.js";
import { t } from "./i18n.js";
import { BOARD_TYPES, autoKind, choose, kindsOf, params, step } from "./choice.js";
import { Dialog } from "./dialog.js";
import { actionName, bundle, card, list, ratio, seatName } from "./words.js";
import { TradeBuilder } from "./trade.js";
import { SeveralDialog, severalKind } from "./several.js";
import { BankDialog } from "./bank.js";
import { AlchemistDialog } from "./alchemist.js";
import { Icons, offerIcons } from "./log.js";
import { HarborDialog, harborNow } from "./harbor.js";
import { SpecialBuildBanner } from "./specialbuild.js";
import { PartTurnBanner } from "./partturn.js";

// A Special Build slot (5-6 players) works like the turn's build step: builds from the
// build bar, the pass button ("Done building") on the action bar, nothing asked in a dialog.
// So does the paired players' part-turn (rule flag five_six_turns="paired"): a turn without
// the roll or trades with players, ended with "End turn".
const TURN_CONTEXTS = new Set(["main", "pre_roll", "special_build", "part_turn"]);
const BOARD_CONTEXTS = new Set(["setup_settlement", "setup_city", "setup_road"]);

/** The selection in force: the one the reader made, or the only kind with parameters. */
export function currentSelection(store) {
  if (store.selection) return store.selection;
  const ctx = store.view?.context;
  if (TURN_CONTEXTS.has(ctx)) return null;
  const k = autoKind(store.legal);
  return k ? { kind: k, chosen: {} } : null;
}

// Progress cards are played from their card in the hand panel, not from the bar.
function isProgressPlay(kind, view) {
  return view.expansion === "ck" && kind.startsWith("play_");
}

function valueLabel(type, name, value, view, kind = "") {
  switch (type) {
    case "card":
      if (name === "give" && view.rates) return t("param-rate", { card: card(value), ratio: ratio(view.rates[value]) });
      // Giving up a card of one's own (discards, gifts): how many of it are held.
      if (name === "card" && view.hand && view.hand[value]) return t("param-card-held", { card: card(value), count: view.hand[value] });
      return card(value);
    case "seat": {
      if (value < 0) return t("param-nobody");
      // A partner who countered: on the counter's terms, from the offerer's side.
      const countered = name === "partner" && view.offer?.counters?.find((c) => c.seat === value);
      if (countered) return t("param-partner-counter", { name: seatName(value), mine: bundle(countered.get), theirs: bundle(countered.give) });
      // A victim with what can be taken: the Spy takes progress cards, the Deserter a
      // knight (their knights on the board, not the cards they hold), others resources.
      const info = view.player_info?.[value];
      if (!info || !["victim", "opponent"].includes(name)) return seatName(value);
      if (kind === "play_deserter") {
        const knights = (view.knights || []).filter(([, seat]) => seat === value).length;
        return t("param-seat-knights", { name: seatName(value), count: knights });
      }
      return kind === "play_spy"
        ? t("param-seat-progress", { name: seatName(value), count: info.progress_cards })
        : t("param-seat-cards", { name: seatName(value), count: info.cards });
    }
    case "track":
      return t(`track-${value}`);
    case "progress":
      return t(`progress-${value}`);
    case "event":
      return t(`event-${value}`);
    case "vertex":
      return value < 0 ? t("param-none") : t("target-vertex-id", { id: value });
    default:
      return t("die-face", { value });
  }
}

function paramPrompt(name, type, kind = null) {
  // The robber's victim: "Choose a player to rob", not the bare "Choose a player" under the
  // title "Move the robber" (the robber was moved already; what the choice is for unsaid).
  if (name === "victim" && kind === "move_robber") return t("param-victim-robber");
  const id = `param-${name}`;
  const known = ["give", "get", "first", "second", "victim", "opponent", "partner", "white", "red", "track", "knight", "to"];
  return known.includes(name) ? t(id) : t(`param-${type}`);
}

function contextTitle(view) {
  const p = view.pending?.[0];
  return t(`context-${view.context}`, { count: p?.count ?? 0, card: p?.card ? card(p.card) : "" });
}

/** A trade offered to the reader, in words ("Blue offers 1 Wool for 1 Grain"): the
 * panel's line and what the live region says (game.js). */
export function offerWords(view) {
  return t("offer-shows", { name: seatName(view.turn_seat), give: bundle(view.offer.give), get: bundle(view.offer.get) });
}

/** Whether the reader's decision now is an answer to another's trade offer. */
export function answeringOffer(view, legal) {
  return Boolean(view?.offer && view.context === "trade_answer" && view.turn_seat !== view.seat && legal.length);
}

/** `skipCounters`: the seats whose counter-offer is not worded here (the answers panel
 * words it in its partner option). */
function DecisionInfo({ view, skipCounters = [] }) {
  const parts = [];
  if (view.offer && (view.context === "trade_answer" || view.context === "trade_confirm")) {
    const give = bundle(view.offer.give);
    const get = bundle(view.offer.get);
    // The offer's cards as the log shows them, beside its words.
    const icons = html`<${Icons} items=${offerIcons(view.offer.give, view.offer.get)} />`;
    parts.push(view.turn_seat === view.seat
      ? html`<p class="offer">${t("offer-you", { give, get })}${icons}</p>`
      : html`<p class="offer">${offerWords(view)}${icons}</p>`);
    // An offer the reader cannot pay: no Accept, and why (the cards it is short of).
    if (view.context === "trade_answer" && view.turn_seat !== view.seat) {
      const short = Object.fromEntries(Object.entries(view.offer.get || {})
        .filter(([c, n]) => (view.hand?.[c] || 0) < n).map(([c, n]) => [c, n - (view.hand?.[c] || 0)]));
      if (Object.keys(short).length) parts.push(html`<p class="cannot-accept">${t("offer-cannot-accept", { cards: bundle(short) })}</p>`);
    }
    if (view.offer.accepted?.length) parts.push(html`<p>${t("offer-accepted", { names: list(view.offer.accepted.map(seatName)) })}</p>`);
    // Every answer so far: who declined is whoever answered with neither (the pending
    // answers are still to come).
    const counters = view.offer.counters || [];
    const waiting = new Set((view.pending || []).filter((d) => d.kind === "trade_answer").map((d) => d.seat));
    const answeredOther = new Set([...(view.offer.accepted || []), ...counters.map((c) => c.seat)]);
    const declined = [...Array(view.players || 0).keys()]
      .filter((p) => p !== view.turn_seat && !waiting.has(p) && !answeredOther.has(p));
    if (declined.length) parts.push(html`<p class="declined">${t("offer-declined", { names: list(declined.map(seatName)) })}</p>`);
    for (const c of counters.filter((x) => !skipCounters.includes(x.seat))) {
      parts.push(html`<p class="countered">${t("offer-countered", { name: seatName(c.seat), mine: bundle(c.get), theirs: bundle(c.give) })}</p>`);
    }
  }
  if (view.peek) {
    const cards = view.peek.hand ? bundle(view.peek.hand) : list(Object.keys(view.peek.progress_cards).map((c) => t(`progress-${c}`)));
    parts.push(html`<p class="peek">${t(view.peek.hand ? "peek-hand" : "peek-progress", { name: seatName(view.peek.seat), cards })}</p>`);
  }
  return parts;
}

function Options({ values, next, view, onValue, kind }) {
  return html`<div class="options">
    ${values.map((v, i) => html`<button class="option" data-kind-param=${next.name} data-value=${String(v)}
      aria-keyshortcuts=${i < 9 ? String(i + 1) : undefined} onClick=${() => onValue(v)}>
      <kbd aria-hidden="true">${i < 9 ? i + 1 : ""}</kbd> ${valueLabel(next.type, next.name, v, view, kind)}</button>`)}
  </div>`;
}

/** A panel that comes unasked (an offer, the answers to one): it takes the focus when
 * nothing held it (focus.js leaves none while the reader waits), or from a button of the
 * bars, named and described to a screen reader. A control the reader is in (the chat box,
 * the board, the side column) keeps it. */
function useIdleFocus(ref) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    const idle = !active || active === document.body || !document.contains(active) || active.matches(".buildbar button, .actions button");
    if (idle) ref.current.focus({ preventScroll: true });
  }, []);
}

/** A trade offered to the reader, as at colonist.io: a panel in the action bar's place,
 * not a modal dialog, so the board (its zoom and scroll), the log and the hand stay in
 * sight and in use while the reader decides (the dialog covered the table every turn a
 * bot traded). The offerer in their colour, the terms in words and icons, the answers so
 * far; Accept, Reject, Counter-offer. A non-modal alert dialog: named by its heading,
 * described by the terms, announced by game.js's live region, taking the focus only when
 * the reader was in nothing (never from the chat box) and keeping none: Tab leaves it.
 * On a phone it sits at the screen's foot as the action bar does, under every tab. */
function OfferPanel({ view, legal, act, openCounter }) {
  const ref = useRef(null);
  useIdleFocus(ref);
  const can = (kind) => legal.some((a) => a.kind === kind);
  return html`<section class=${`actions offer-panel decision ctx-trade_answer seat-${view.turn_seat}`} role="alertdialog" aria-modal="false"
      aria-labelledby="offer-panel-title" aria-describedby="offer-panel-terms" tabindex="-1" ref=${ref}>
    <h2 id="offer-panel-title"><span class="dot" aria-hidden="true"></span>${t("offer-from", { name: seatName(view.turn_seat) })}</h2>
    <div id="offer-panel-terms"><${DecisionInfo} view=${view} /></div>
    <div class="buttons">
      ${can("accept_trade") ? html`<button class="act primary act-accept_trade" data-kind="accept_trade" onClick=${() => act({ kind: "accept_trade" })}>${actionName("accept_trade")}</button>` : null}
      ${can("reject_trade") ? html`<button class="act act-reject_trade" data-kind="reject_trade" onClick=${() => act({ kind: "reject_trade" })}>${actionName("reject_trade")}</button>` : null}
      ${can("reject_trade") ? html`<button class="act act-counter_trade" data-kind="counter_trade" onClick=${openCounter}>${actionName("counter_trade")}</button>` : null}
    </div>
  </section>`;
}

/** The answers to the reader's own offer (who accepted, declined, countered) and the
 * choice of a partner, or none: a panel in the action bar's place like an offer's, in the
 * reader's colour, not a modal dialog over the board (it covered the table every time
 * the reader traded). Its partners are numbered options on one line with the cancel (the
 * keys 1-9 pick them; a counter-offer's terms are in its option, not repeated above);
 * taking the focus only from nowhere, keeping none. */
function AnswersPanel({ view, legal, act }) {
  const ref = useRef(null);
  useIdleFocus(ref);
  const partners = legal.filter((a) => a.kind === "confirm_trade").map((a) => a.partner);
  const next = { name: "partner", type: "seat", values: partners };
  const cancel = legal.some((a) => a.kind === "cancel_trade");
  return html`<section class=${`actions offer-panel answers-panel decision ctx-trade_confirm seat-${view.seat}`} role="alertdialog" aria-modal="false"
      aria-labelledby="answers-panel-title" aria-describedby="answers-panel-terms" tabindex="-1" ref=${ref}>
    <h2 id="answers-panel-title"><span class="dot" aria-hidden="true"></span>${contextTitle(view)}</h2>
    <div id="answers-panel-terms"><${DecisionInfo} view=${view} skipCounters=${partners} /></div>
    <div class="buttons">
      ${partners.length ? html`<span class="prompt">${paramPrompt("partner", "seat")}</span>
        <${Options} values=${partners} next=${next} view=${view} kind="confirm_trade" onValue=${(v) => act({ kind: "confirm_trade", partner: v })} />` : null}
      ${cancel ? html`<button class="act act-cancel_trade" data-kind="cancel_trade" onClick=${() => act({ kind: "cancel_trade" })}>${actionName("cancel_trade")}</button>` : null}
    </div>
  </section>`;
}

/** A 5-6 player game's Special Build slot or paired part-turn: whose it is, said in the
 * action bar (the waiting line's place, or the title of the reader's own bar), in that
 * seat's colour. It was a banner above the board, which the board shrank for (128 px at
 * 1280x800) at every turn's end and grew back after, and it said what the waiting line
 * under the board said again. The bar's classes, else null. */
function phaseBar(view) {
  if (view.phase === "special_build" && view.current_player >= 0) {
    return { cls: ` sbp-bar seat-${view.current_player}${view.current_player === view.seat ? " sbp-mine" : ""}`, banner: html`<${SpecialBuildBanner} view=${view} />` };
  }
  if (view.phase === "part_turn" && view.part_turn) {
    return { cls: ` sbp-bar seat-${view.part_turn.seat}${view.part_turn.seat === view.seat ? " sbp-mine" : ""}`, banner: html`<${PartTurnBanner} view=${view} />` };
  }
  return null;
}

/** The action panel and any decision dialog. `act(action)` sends; `select(sel)` stores. */
export function Actions({ store, act, actMany, select, openTrade, openBank, openCounter, closeDialog }) {
  const { view, legal } = store;
  if (!view) return null;
  if (store.dialog?.type === "bank" && (store.queue || legal.some((a) => a.kind === "bank_trade"))) {
    return html`<${BankDialog} view=${view} legal=${legal} queue=${store.queue} onSend=${actMany} onClose=${closeDialog} />`;
  }
  if (store.dialog?.type === "trade" && legal.some((a) => a.kind === "offer_trade")) {
    return html`<${TradeBuilder} view=${view} onSend=${(terms) => { closeDialog(); act({ kind: "offer_trade", ...terms }); }} onClose=${closeDialog} />`;
  }
  if (store.dialog?.type === "counter" && view.offer && legal.some((a) => a.kind === "reject_trade")) {
    // The reader's side turned into the offer's: the offerer gives what the reader gets.
    const initial = { give: view.offer.get, get: view.offer.give };
    // The offer countered stays in sight above the builder.
    const info = html`<p class="offer">${offerWords(view)}<${Icons} items=${offerIcons(view.offer.give, view.offer.get)} /></p>`;
    return html`<${TradeBuilder} view=${view} mode="counter" initial=${initial} info=${info} onClose=${closeDialog}
      onSend=${(terms) => { closeDialog(); act({ kind: "counter_trade", give: terms.get, get: terms.give }); }} />`;
  }
  if (harborNow(legal, store.queue)) {
    return html`<${HarborDialog} view=${view} legal=${legal} queue=${store.queue} title=${t("context-commercial_harbor")} onSend=${actMany} />`;
  }
  const phase = phaseBar(view);
  if (!legal.length && phase && !view.offer) return html`<div class=${`actions waiting${phase.cls}`}>${phase.banner}</div>`;
  if (!legal.length) {
    const waiting = view.pending?.[0]?.seat ?? view.current_player;
    return html`<div class=${`actions waiting${view.offer ? " offer-shown" : ""}`} aria-live="polite">
      ${view.offer ? html`<${DecisionInfo} view=${{ ...view, context: "trade_answer" }} />` : null}
      ${view.winner !== null && view.winner !== undefined ? t("context-over") : waiting >= 0 ? t("waiting-for", { name: seatName(waiting) }) : ""}</div>`;
  }
  const several = severalKind(view, legal);
  if (several) {
    return html`<${SeveralDialog} view=${view} legal=${legal} kind=${several} title=${contextTitle(view)}
      queue=${store.queue} onSend=${actMany} />`;
  }
  const sel = currentSelection(store);
  const userChosen = Boolean(store.selection);
  const simple = kindsOf(legal).filter((k) => !params(k).length && !(TURN_CONTEXTS.has(view.context) && isProgressPlay(k, view)));
  const decision = !TURN_CONTEXTS.has(view.context) && !BOARD_CONTEXTS.has(view.context);
  // The roll stands out, as at colonist.io: the one move that starts a turn.
  const simpleButton = (k) => html`<button class=${`act act-${k}${k === "roll" ? " primary" : ""}`} data-kind=${k} onClick=${() => act({ kind: k })}>${actionName(k)}</button>`;
  const simpleButtons = simple.map(simpleButton);
  const cancel = userChosen ? html`<button class="act cancel" data-kind="cancel" onClick=${() => select(null)}>${t("action-cancel")}</button>` : null;

  const s = sel ? step(legal, sel) : null;
  if (view.context === "trade_confirm" && view.offer && (!sel || sel.kind === "confirm_trade")) {
    return html`<${AnswersPanel} view=${view} legal=${legal} act=${act} />`;
  }
  if (sel && s.next && sel.kind === "play_alchemist") {
    return html`<${AlchemistDialog} legal=${legal} title=${actionName(sel.kind)} onClose=${() => select(null)}
      onPlay=${(a) => { select(null); act(a); }} />`;
  }
  if (sel && s.next) {
    const onValue = (v) => {
      const r = choose(legal, sel, v);
      if (r.action) {
        select(null);
        act(r.action);
      } else select(r.selection);
    };
    const boardValues = BOARD_TYPES.has(s.next.type) ? s.next.values.filter((v) => v >= 0) : [];
    if (BOARD_TYPES.has(s.next.type) && boardValues.length) {
      const others = s.next.values.filter((v) => v < 0);
      // In a Special Build slot or part-turn the prompt keeps the slot's colour and
      // class: the board keeps its size, so the highlighted places do not move.
      return html`<div class=${`actions prompt${phase ? phase.cls : ""}`} role="status">
        <p><strong>${decision || BOARD_CONTEXTS.has(view.context) ? contextTitle(view) : actionName(sel.kind)}</strong> ${paramPrompt(s.next.name, s.next.type, sel.kind)}</p>
        <div class="buttons">${others.map((v) => html`<button class="act option" data-value=${String(v)} onClick=${() => onValue(v)}>${valueLabel(s.next.type, s.next.name, v, view, sel.kind)}</button>`)}
        ${sel.kind === store.selection?.kind ? null : simpleButtons}${cancel}</div>
      </div>`;
    }
    return html`<${Dialog} title=${decision ? contextTitle(view) : actionName(sel.kind)} onClose=${userChosen ? () => select(null) : null} cls=${decision ? `decision ctx-${view.context}` : "choice"}>
      <${DecisionInfo} view=${view} />
      <p>${paramPrompt(s.next.name, s.next.type, sel.kind)}</p>
      <${Options} values=${s.next.values} next=${s.next} view=${view} onValue=${onValue} kind=${sel.kind} />
      <div class="buttons">${userChosen ? null : simpleButtons}${cancel}</div>
    </${Dialog}>`;
  }

  if (answeringOffer(view, legal) && legal.every((a) => ["accept_trade", "reject_trade"].includes(a.kind))) {
    return html`<${OfferPanel} view=${view} legal=${legal} act=${act} openCounter=${openCounter} />`;
  }
  if (decision) {
    // Answering an offer: accept, reject, or open the builder for changed terms.
    const counter = view.context === "trade_answer" && view.offer
      ? html`<button class="act act-counter_trade" data-kind="counter_trade" onClick=${openCounter}>${actionName("counter_trade")}</button>`
      : null;
    return html`<${Dialog} title=${contextTitle(view)} cls=${`decision ctx-${view.context}`}>
      <${DecisionInfo} view=${view} />
      <div class="buttons">${simpleButtons}${counter}</div>
    </${Dialog}>`;
  }
  // Builds and buys are on the build bar, with their costs.
  const onBar = new Set((store.builds || []).map((b) => b.kind));
  const withParams = kindsOf(legal).filter((k) => params(k).length && !isProgressPlay(k, view) && !onBar.has(k));
  // Its title in sight too ("Roll the dice", "Your turn"): the bar alone, buttons only,
  // did not say that the turn had come round to the reader (the toolbar's name says it
  // to a screen reader).
  return html`<div class=${`actions bar${phase ? phase.cls : ""}`} role="toolbar" aria-label=${contextTitle(view)}>
    ${phase ? phase.banner : html`<strong class="bar-title" aria-hidden="true">${contextTitle(view)}</strong>`}
    ${simple.filter((k) => !onBar.has(k)).map(simpleButton)}
    ${withParams.map((k) => k === "offer_trade" || k === "bank_trade"
      ? html`<button class=${`act act-${k}`} data-kind=${k} onClick=${k === "offer_trade" ? openTrade : openBank}>${actionName(k)}</button>`
      : html`<button class="act" data-kind=${k} onClick=${() => select({ kind: k, chosen: {} })}>${actionName(k)}</button>`)}
  </div>`;
}
