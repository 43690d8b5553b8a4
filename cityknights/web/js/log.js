// The event log in words, worded for the reader: "you" for the reader's own moves, and a
// steal reads differently for the thief, the victim and the others. Oldest first, in
// turns under a heading ("Red's turn 12"), with the cards of a line as icons.
import { Component, html, useEffect, useLayoutEffect, useRef } from "./lib.js";
import { t } from "./i18n.js";
import { CARDS, bundle, card, list, seatName } from "./words.js";
import { CardIcon } from "./icons.js";
import { Chat, chatSender, mutedChat, senderName, setChatHidden } from "./chat.js";
import { HideButton } from "./hiddenchat.js";
import { withoutIdleSlots } from "./specialbuild.js";

function who(reader, seat, target) {
  if (reader !== null && reader === seat) return "self";
  if (reader !== null && reader === target) return "target";
  return "other";
}

function takenWords(taken, reader) {
  const parts = Object.entries(taken || {}).map(([s, n]) =>
    t("taken-from", { count: n, who: who(reader, Number(s)), name: seatName(Number(s)) }),
  );
  return parts.length ? list(parts) : t("taken-nobody");
}

function seatsWords(seats, reader) {
  return seats.length ? list(seats.map((s) => (s === reader ? t("you") : seatName(s)))) : t("seat-nobody");
}

/** The message id and arguments for one event as `reader` (a seat, or null) sees it. */
export function describe(e, reader) {
  const a = { ...e, who: who(reader, e.seat, e.victim ?? e.to ?? e.opponent), name: seatName(e.seat) };
  if ("victim" in e) a.victim_name = seatName(e.victim);
  // A card's name by its kind: a progress card's, a development card's (base game), else a
  // resource's or commodity's (a development card was looked up as one, "card-knight",
  // and the catalog reported a missing message at every card played or bought).
  if (typeof e.card === "string" && e.code !== "progress_played") {
    a.card = e.code.startsWith("progress") ? t(`progress-${e.card}`) : e.code.startsWith("dev_") ? t(`dev-${e.card}`) : card(e.card);
  }
  switch (e.code) {
    case "chat":
      return { id: "ev-chat", args: { name: e.seat === null ? t("spectator") : seatName(e.seat), text: e.text } };
    case "produced": {
      // Production is public: who got what, the reader first.
      const seats = Object.keys(e.cards).map(Number).sort((x, y) => (x === reader ? -1 : y === reader ? 1 : x - y));
      const parts = seats.map((s) => t("produced-seat", { who: who(reader, s), name: seatName(s), cards: bundle(e.cards[String(s)]) }));
      return { id: "ev-produced", args: { total: e.total, count: seats.length, got: parts.length ? list(parts) : "" } };
    }
    case "starting_resources":
      return { id: "ev-starting_resources", args: { ...a, cards: bundle(e.cards) } };
    case "discarded":
      // Several cards of one seat's discard, together (discardsTogether).
      if (e.cards) return { id: "ev-discarded-cards", args: { ...a, cards: bundle(e.cards) } };
      return { id: "ev-discarded", args: a };
    case "dice_rolled":
      return { id: e.event ? "ev-dice_rolled-ck" : "ev-dice_rolled", args: { ...a, event: e.event ? t(`event-${e.event}`) : "" } };
    case "bank_trade":
      return { id: "ev-bank_trade", args: { ...a, give: card(e.give), get: card(e.get) } };
    case "trade_offered":
      return { id: "ev-trade_offered", args: { ...a, give: bundle(e.give), get: bundle(e.get) } };
    case "trade_answered":
      return { id: "ev-trade_answered", args: { ...a, accepted: e.accepted ? "yes" : "no" } };
    case "trade_countered":
      // Terms are written as the offer's: the counterer gives `get` for `give`.
      return { id: "ev-trade_countered", args: { ...a, mine: bundle(e.get), theirs: bundle(e.give) } };
    case "trade_closed":
      return { id: e.partner === null ? "ev-trade_cancelled" : "ev-trade_closed", args: { ...a, who: who(reader, e.seat, e.partner), partner: seatName(e.partner) } };
    case "robber_moved":
      if (e.victims) return { id: "ev-robber_moved_bishop", args: { ...a, victims: seatsWords(e.victims, reader) } };
      return { id: e.victim >= 0 ? "ev-robber_moved" : "ev-robber_moved_nobody", args: a };
    case "stole":
      return { id: "ev-stole", args: { ...a, card: e.card ? card(e.card) : "" , known: e.card ? "yes" : "no" } };
    case "longest_road":
    case "largest_army":
      return { id: e.seat >= 0 ? `ev-${e.code}` : `ev-${e.code}-none`, args: a };
    case "barbarians_repelled":
      return { id: e.defender !== undefined ? "ev-barbarians_repelled" : "ev-barbarians_repelled-tie", args: { ...a, who: who(reader, e.defender), name: seatName(e.defender), tied: seatsWords(e.tied || [], reader) } };
    case "barbarians_won":
      return { id: "ev-barbarians_won", args: { ...a, losers: seatsWords(e.losers, reader) } };
    case "city_improved":
      return { id: "ev-city_improved", args: { ...a, track: t(`track-${e.track}`), improvement: t(`improvement-${e.name}`) } };
    case "metropolis_placed":
    case "metropolis_lost":
    case "defender_deck_chosen":
      return { id: `ev-${e.code}`, args: { ...a, track: t(`track-${e.track}`) } };
    case "progress_drawn":
      return { id: "ev-progress_drawn", args: { ...a, deck: t(`deck-${e.deck}`), known: e.card ? "yes" : "no" } };
    case "progress_discarded":
    case "progress_taken":
    case "card_given":
    case "card_taken":
      return { id: `ev-${e.code}`, args: { ...a, known: e.card ? "yes" : "no", card: a.card || "", to_name: seatName(e.to), who: who(reader, e.seat, e.victim ?? e.to) } };
    case "progress_vp_revealed":
      return { id: "ev-progress_vp_revealed", args: { ...a, card: t(`progress-${e.card}`) } };
    case "harbor_trade":
      // The cards lie face down (FAQ 78): only the two seats' events carry them.
      if (e.gave === undefined) return { id: "ev-harbor_trade_hidden", args: { ...a, opponent_name: seatName(e.opponent) } };
      return { id: "ev-harbor_trade", args: { ...a, opponent_name: seatName(e.opponent), gave: card(e.gave), got: card(e.got) } };
    case "harbor_void":
      return { id: "ev-harbor_void", args: { ...a, opponent_name: seatName(e.opponent) } };
    case "part_turn_started":
      // The roller is the line's second seat: "Blue's part-turn after your turn".
      return { id: "ev-part_turn_started", args: { ...a, who: who(reader, e.seat, e.roller), roller_name: seatName(e.roller) } };
    case "skipped":
      return { id: "ev-skipped", args: { ...a, decision: t(`context-${e.decision}`) } };
    case "aqueduct":
      return { id: "ev-aqueduct", args: a };
    case "game_over":
      return { id: e.winner === null ? "ev-game_over-none" : "ev-game_over", args: { ...a, who: who(reader, e.winner), name: seatName(e.winner) } };
    case "monopoly":
      return { id: "ev-monopoly", args: { ...a, taken: takenWords(e.taken, reader) } };
    case "year_of_plenty":
      return { id: "ev-year_of_plenty", args: { ...a, cards: list(e.cards.map(card)) } };
    case "dev_played":
      return { id: "ev-dev_played", args: { ...a, card: t(`dev-${e.card}`) } };
    case "dev_bought":
      return { id: "ev-dev_bought", args: { ...a, known: e.card ? "yes" : "no", card: e.card ? t(`dev-${e.card}`) : "" } };
    case "progress_played":
      return describePlayed(e, a, reader);
    default:
      return { id: `ev-${e.code}`, args: a };
  }
}

function describePlayed(e, a, reader) {
  const args = { ...a, card: t(`progress-${e.card}`) };
  if (e.named) args.named = card(e.named);
  if (e.taken) args.taken = takenWords(e.taken, reader);
  if (e.cards) args.cards = bundle(e.cards);
  if (e.victims) args.victims = seatsWords(e.victims, reader);
  if (e.givers) args.givers = seatsWords(e.givers, reader);
  if ("owner" in e) args.owner_name = seatName(e.owner);
  const detailed = new Set(["alchemist", "irrigation", "mining", "merchant_fleet", "resource_monopoly", "trade_monopoly", "saboteur", "wedding", "spy", "deserter", "master_merchant"]);
  return { id: detailed.has(e.card) ? `ev-played-${e.card}` : "ev-progress_played", args };
}

/** A log line's text for the reader. */
export function eventText(e, reader) {
  const { id, args } = describe(e, reader);
  return t(id, args);
}

const QUIET = new Set(["turn_ended"]);

// ----------------------------------------------------------------- card icons on a line
function bundleIcons(cards) {
  return CARDS.filter((c) => cards && cards[c]).map((c) => [c, cards[c]]);
}

/** An offer's cards as icons, what goes, an arrow, what comes (as its log line shows). */
export function offerIcons(give, get) {
  return [...bundleIcons(give), "→", ...bundleIcons(get)];
}

/** The cards a line is about, as [card, count] pairs ("back": a card the reader may not
 * see), and an arrow between what goes and what comes for a trade. */
function lineIcons(e, reader) {
  switch (e.code) {
    case "starting_resources":
    case "year_of_plenty":
      return Array.isArray(e.cards) ? e.cards.map((c) => [c, 1]) : bundleIcons(e.cards);
    case "produced":
      return reader !== null && e.cards[String(reader)] ? bundleIcons(e.cards[String(reader)]) : [];
    case "bank_trade":
      return [[e.give, e.count || 1], "→", [e.get, 1]];
    case "trade_offered":
      return offerIcons(e.give, e.get);
    case "stole":
    case "card_given":
    case "card_taken":
      return [[e.card && CARDS.includes(e.card) ? e.card : "back", 1]];
    case "discarded":
      return e.cards ? bundleIcons(e.cards) : CARDS.includes(e.card) ? [[e.card, 1]] : [];
    case "aqueduct":
    case "monopoly":
      return CARDS.includes(e.card) ? [[e.card, 1]] : [];
    case "progress_played":
      return CARDS.includes(e.named) ? [[e.named, 1]] : e.cards ? bundleIcons(e.cards) : [];
    case "harbor_trade":
      return e.gave ? [[e.gave, 1], "→", [e.got, 1]] : [["back", 1], "→", ["back", 1]];
    default:
      return [];
  }
}

export function Icons({ items }) {
  if (!items.length) return null;
  return html`<span class="line-icons" aria-hidden="true">${items.map((x) => (x === "→"
    ? html`<span class="arrow">→</span>`
    : html`<span class="icon-n"><${CardIcon} card=${x[0]} />${x[1] > 1 ? html`<small>${x[1]}</small>` : null}</span>`))}</span>`;
}

// ----------------------------------------------------------------- turns
/** A seat's discard after a 7 (or the Saboteur) as one line, its cards counted ("You
 * discarded 2 Lumber and 1 Grain."), as at colonist.io: the events come one a card, and
 * a discard of 6 took 6 lines of the log. */
function discardsTogether(entries) {
  const out = [];
  for (const e of entries) {
    const prev = out[out.length - 1];
    if (e.code === "discarded" && prev?.code === "discarded" && prev.seat === e.seat && CARDS.includes(e.card)
      && (prev.cards || CARDS.includes(prev.card))) {
      const cards = { ...(prev.cards || { [prev.card]: 1 }) };
      cards[e.card] = (cards[e.card] || 0) + 1;
      out[out.length - 1] = { code: "discarded", seat: e.seat, cards };
    } else out.push(e);
  }
  return out;
}

/** The log's entries in turns: [{turn, seat, entries}], the setup first (turn 0). */
export function turnsOf(entries) {
  const turns = [{ turn: 0, seat: -1, entries: [] }];
  for (const e of entries) {
    if (e.code === "turn_started") turns.push({ turn: e.turn, seat: e.seat, entries: [] });
    else if (!QUIET.has(e.code)) turns[turns.length - 1].entries.push(e);
  }
  for (const turn of turns) turn.entries = discardsTogether(withoutIdleSlots(turn.entries));
  return turns[0].entries.length ? turns : turns.slice(1);
}

// A finished turn never changes: it is not drawn again (a long game has thousands of lines).
class Turn extends Component {
  shouldComponentUpdate(next) {
    const a = this.props;
    return a.entries.length !== next.entries.length || a.reader !== next.reader || a.lang !== next.lang
      || a.entries[a.entries.length - 1] !== next.entries[next.entries.length - 1];
  }

  render({ turn, seat, entries, reader, hiding }) {
    const heading = turn === 0 ? t("turn-setup") : t("log-turn", { who: seat === reader ? "self" : "other", name: seatName(seat), turn });
    return html`<li class=${`log-turn seat-${seat}`}>
      <h3 class="turn-head"><i class=${`dot seat-${seat}`}></i>${heading}</h3>
      <ol>${entries.map((e) => html`<li class=${`ev ev-${e.code}`}>${eventText(e, reader)}<${Icons} items=${lineIcons(e, reader)} />${
        hiding && e.code === "chat" && e.seat !== reader ? html`<${HideButton} name=${senderName(chatSender(e))} sender=${chatSender(e)} onHide=${(sender) => setChatHidden(sender, true)} />` : null}</li>`)}</ol>
    </li>`;
  }
}

/** The whole log, oldest first, in turns; it keeps to the newest line while the reader is
 * at the bottom, and stays where the reader scrolled otherwise. */
export function Log({ entries, reader, chat, chatting = false }) {
  const box = useRef(null);
  const pinned = useRef(true);
  useLayoutEffect(() => {
    if (box.current && pinned.current) box.current.scrollTop = box.current.scrollHeight;
  });
  // Lines grow with no render too: a web font arriving after they were drawn (Arabic's,
  // Thai's, Devanagari's load when their letters first show) or the box given another
  // height. A pinned log keeps to its newest line then as well.
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const keep = () => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    };
    // A font's lines are laid out again by the next frame: kept there too.
    const kept = () => {
      keep();
      requestAnimationFrame(keep);
    };
    const resized = new ResizeObserver(keep);
    resized.observe(el);
    const fonts = document.fonts;
    if (fonts) fonts.addEventListener("loadingdone", kept);
    return () => {
      resized.disconnect();
      if (fonts) fonts.removeEventListener("loadingdone", kept);
    };
  }, []);
  const onScroll = (ev) => {
    const el = ev.currentTarget;
    pinned.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 24;
  };
  const lang = document.documentElement.lang;
  // At the table (chatting), the lines of senders the reader hides are left out.
  const hidden = chatting ? mutedChat() : [];
  const shown = hidden.length ? entries.filter((e) => e.code !== "chat" || !hidden.includes(chatSender(e))) : entries;
  // The list takes the focus (its lines are scrolled by keyboard): the heading names it.
  return html`<section class="log panel" aria-label=${t("log-label")}>
    <h2 id="log-title">${t("log-title")}</h2>
    ${chatting ? html`<${Chat} chat=${chat} />` : null}
    <ol class="log-turns" ref=${box} onScroll=${onScroll} aria-live="polite" tabindex="0" aria-labelledby="log-title">
      ${turnsOf(shown).map((g, i) => html`<${Turn} key=${i} turn=${g.turn} seat=${g.seat} entries=${g.entries} reader=${reader} lang=${lang} hiding=${chatting} />`)}
    </ol>
  </section>`;
}
