/**
 * Lincoln on a phone: the tracks, the battle, the map, and a dock at the bottom with the
 * prompt bar and the hand. Every choice is a tap on something that glows: a card, a place on
 * the map, or a button. The view carries everything drawn here; the rules never load.
 */
import { Show, createEffect, createMemo, createSignal, lazy, on, onCleanup } from "solid-js";
import type { Seat } from "../../../../shared/engine";
import type { Action } from "../../../../shared/games/lincoln/actions";
import type { Half, LocationId } from "../../../../shared/games/lincoln/data/map";
import type { Side } from "../../../../shared/games/lincoln/data/sides";
import { turnWords as lincolnTurnWords } from "../../../../shared/games/lincoln/turn-words";
import type { View } from "../../../../shared/games/lincoln/view";
import { HelpSheet } from "../../components/help-sheet";
import type { BoardProps } from "../board";
import {
  type Option,
  type Picked,
  buildChoices,
  currentCombat,
  pickedOptions,
  tapCard as tapCardOf,
  tapHalf as tapHalfOf,
  tapLocation as tapLocationOf,
  topDecision,
} from "./choices";
import { type Battles, NO_BATTLES, dismissed, followBattles } from "./battle-report";
import { battleLine } from "./battle-line";
import { CombatPanel } from "./combat-panel";
import { HandDrawer } from "./hand";
import { LincolnMap } from "./map";
import { CONFIRM_KEY, type Payment, choosePayment, deployCost, paymentChoices, putBack, queuedPayment } from "./payment";
import { PromptBar } from "./prompt-bar";
import { PilesSheet, TracksStrip } from "./tracks";
import { SIDE_WORD, placeName } from "./words";
import "./board.css";
import { sideName } from "../../../../shared/games/sides";

const Help = lazy(() => import("./help"));

const COLORS = ["#1d4ed8", "#78716c"] as const;

export function seatName(seat: Seat): string {
  return sideName("lincoln", seat);
}

export function seatColor(seat: Seat): string {
  return COLORS[seat] ?? "#888";
}

/** Hands are hidden: pass-and-play covers the board whenever the other seat is to decide. */
export const handOff = true;

/** Asked on the other side's turn, a defender reads "Defend Washington!" above the board, not "Your turn". */
export const turnWords = (view: unknown, seat: Seat) => lincolnTurnWords(view as View, seat);

/** Lines of the log that the lines of what the other side did leave to the Moves list. */
const SINCE_SKIPS = /^(Turn \d+:|Battle at |(Union|Confederate) (drew \d+ cards?|paid with .+)\.$|You drew )/;

export default function LincolnBoard(props: BoardProps) {
  // Plain data, new exactly when it changed (BoardProps): read without copying.
  const view = () => props.view as View;
  const legal = () => props.legal as Action[];
  const ruled = createMemo(() => buildChoices(view(), legal(), props.computers));
  // A deploy being paid for, before anything is sent (payment.ts); then the cards still to pay with.
  const [payment, setPayment] = createSignal<Payment | null>(null);
  let queued: string[] = [];
  const paying = createMemo(() => {
    const p = payment();
    return p ? paymentChoices(view(), ruled(), p) : null;
  });
  const choices = createMemo(() => paying()?.choices ?? ruled());
  const payingCard = () => {
    const a = payment()?.deploy.action;
    return a?.t === "deploy" ? a.card : null;
  };
  const combat = createMemo(() => currentCombat(view()));

  /**
   * What happened since this seat last acted (the other side's turn, a computer's included), as
   * the views brought it line by line: shown under the prompt once it is this seat's turn again,
   * where a stranger found nothing left of the computer's moves but the log below the map.
   */
  const [since, setSince] = createSignal<string[]>([]);
  let acted = false;
  const send = (action: Action) => {
    acted = true;
    setBattles(dismissed);
    props.act(action);
  };
  createEffect(
    on(
      view,
      (v) => {
        // Not the turn's heading (the prompt says whose turn it is) nor a battle's (the battle line
        // does), nor the routine (a deploy's payment, the cards drawn: the tracks and the hand's
        // "new" marks say those), which pushed a computer's army moves out of the lines' room.
        const texts = v.log.map((l) => l.text).filter((t) => !SINCE_SKIPS.test(t));
        if (acted) setSince([]);
        else if (texts.length > 0) setSince((lines) => [...lines, ...texts].slice(-40));
        acted = false;
      },
      { defer: true },
    ),
  );
  /** Counts the views shown, so that a watcher can tell when a new one has arrived. */
  let shownViews = 0;
  const version = createMemo(() => {
    view();
    return ++shownViews;
  });

  const [selLoc, setSelLoc] = createSignal<LocationId | null>(null);
  const [selCard, setSelCard] = createSignal<string | null>(null);
  /** The half of the selected location that was tapped, when it offers more than one way in. */
  const [selHalf, setSelHalf] = createSignal<{ loc: LocationId; half: Half } | null>(null);
  createEffect(
    on(
      ruled,
      (c) => {
        setSelLoc(null);
        setSelCard(null);
        setPayment(null);
        // The rules ask for a payment chosen before the deploy was sent: send it.
        const next = queuedPayment(c, queued);
        if (next) {
          queued = queued.slice(1);
          send(next.action);
        } else if (c.mine) queued = [];
      },
      { defer: true },
    ),
  );

  // The hand opens by itself when the decision is about cards, and closes for the map.
  let mapWrap: HTMLDivElement | undefined;
  const [handOpen, setHandOpen] = createSignal(false);
  const decisionKey = createMemo((previous: string) => {
    const v = view();
    const c = choices();
    // This seat's answer is on its way to the server: keep things as they are meanwhile.
    if (!c.mine && v.deciding !== null && v.deciding === v.you) return previous;
    return `${c.stage}|${c.mine}|${v.turn}|${v.actionsLeft}|${v.pending.length}|${c.byCard.size > 0}|${c.byLoc.size > 0}`;
  }, "");
  createEffect(
    on(decisionKey, () => {
      const c = choices();
      const cards = c.byCard.size > 0;
      setHandOpen(c.mine && cards && (c.stage === "turn" || c.byLoc.size === 0));
      // A place to choose while the battle panel has pushed the map off the screen: bring it back.
      // So too as a turn begins: the hand opens over the screen's lower half, and with the page
      // at its top (header, tracks) a stranger saw a strip of map 80-100 px high.
      // Measured in the next frame, where the browser lays the page out anyway: measuring here
      // forced that layout inside the task that drew the board (its longest task on a phone).
      const turnStarts = c.mine && c.stage === "turn";
      if ((c.mine && c.byLoc.size > 0 && !cards) || turnStarts)
        requestAnimationFrame(() => {
          const r = mapWrap?.getBoundingClientRect();
          if (!r) return;
          const away = turnStarts ? r.top > innerHeight / 5 : r.top < 0 || r.top > innerHeight / 2;
          if (away) mapWrap?.scrollIntoView({ block: "start" });
        });
    }),
  );

  // The battle being fought and the report of the last one over (battle-report.ts).
  const [battles, setBattles] = createSignal<Battles>(NO_BATTLES);
  createEffect(on(view, (v) => setBattles((b) => followBattles(b, v))));
  const report = () => battles().report;
  const liveLines = () => (combat() ? battles().lines.slice(-6) : []);

  const choose = (o: Option) => {
    setSelLoc(null);
    setSelCard(null);
    const p = payment();
    if (p && o.key === CONFIRM_KEY) {
      queued = p.cards;
      setPayment(null);
    } else if (p) return setPayment(putBack(p, o.action.t === "pay" ? o.action.card : ""));
    else if (deployCost(view(), o) > 0) {
      setHandOpen(true);
      return setPayment({ deploy: o, cost: deployCost(view(), o), cards: [] });
    }
    send(o.action);
  };
  const tapCard = (id: string) => {
    const p = payment();
    if (p) return setPayment(choosePayment(view(), p, id) ?? p);
    const tap = tapCardOf(choices(), id);
    if (tap && "act" in tap) return choose(tap.act);
    setSelLoc(null);
    setSelCard(tap && selCard() !== id ? id : null);
  };
  /** Why a tap on the map did nothing, for a few seconds: a stranger tapped a place that did not glow and saw nothing happen. */
  const [missed, setMissed] = createSignal<string | null>(null);
  let missTimer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(missTimer));
  createEffect(on(ruled, () => setMissed(null), { defer: true }));
  const tapMissed = (loc: LocationId) => {
    const c = choices();
    if (!c.mine) return;
    const instead = c.byLoc.size > 0 ? "tap a place that glows, or List" : c.byCard.size > 0 ? "choose a card from your hand" : "choose below";
    setMissed(`Nothing to do at ${placeName(loc)} now: ${instead}.`);
    clearTimeout(missTimer);
    missTimer = setTimeout(() => setMissed(null), 4000);
  };
  const tapLocation = (loc: LocationId) => {
    const tap = tapLocationOf(choices(), loc);
    if (tap && "act" in tap) return choose(tap.act);
    setSelCard(null);
    setSelLoc(tap && selLoc() !== loc ? loc : null);
  };
  /**
   * A glowing half answers every tap: one way in is taken at once; several (from two places,
   * say) become the only buttons listed, under a title that names the half. A half with
   * nothing to choose lists the location's options again.
   */
  const tapHalf = (loc: LocationId, half: Half) => {
    const tap = tapHalfOf(choices(), loc, half);
    if (tap && "act" in tap) return choose(tap.act);
    setSelCard(null);
    setSelLoc(loc);
    setSelHalf(tap ? { loc, half } : null);
  };
  const picked = (): Picked | null => {
    const p = paying();
    return p ? { title: p.title, options: p.options } : pickedOptions(choices(), selCard(), selLoc(), selHalf());
  };

  /** Where a move or a sailing starts, marked on the map. */
  const origin = (): LocationId | null => {
    const d = topDecision(view());
    if (!d) return null;
    if (d.k === "move-how" || d.k === "move-counters" || d.k === "move-one") return d.from;
    if (d.k === "naval-to" || d.k === "rail-to") return view().at[d.counter]?.loc ?? null;
    return null;
  };

  /** The line in place of the prompt: the game's end, or that it has not begun (a seat is free). */
  const over = () => {
    if (props.waiting) return props.waiting;
    const r = view().result;
    if (!r) return props.ended ?? null;
    const winner = r.winners[0];
    return `Game over: ${winner === undefined ? "nobody" : SIDE_WORD[winner === 0 ? "union" : "confederate"]} wins — ${r.reason}.`;
  };
  const last = () => {
    const lines = view().log;
    return lines.length > 0 ? (lines[lines.length - 1]?.text ?? null) : null;
  };

  /** The battle on, or the one just over while its report stays, in one line above the hand. */
  const battleNow = () => {
    const live = combat();
    const over = report();
    if (live) return battleLine(live, view().you, view().options.washington);
    return over ? battleLine(over.combat, view().you, view().options.washington, true, over.lines) : null;
  };
  let fight: HTMLElement | undefined;
  // A battle that asks this seat something comes into sight above the hand: the panel lies
  // above the map, and a defender asked to withdraw or fight saw only the prompt. (A place to
  // choose, as in a retreat, brings the map instead: see the hand's effect above.)
  createEffect(
    on(
      () => {
        const c = combat();
        return c && choices().mine && choices().byLoc.size === 0 ? `${c.loc}:${c.half}:${c.stage}` : null;
      },
      (key) => {
        if (!key) return;
        requestAnimationFrame(() => {
          const panel = fight?.getBoundingClientRect();
          const room = innerHeight - (dock && fixed() ? dock.getBoundingClientRect().height : 0);
          if (panel && (panel.top < 0 || panel.bottom > room)) fight?.scrollIntoView({ block: "start", behavior: "smooth" });
        });
      },
    ),
  );

  const [piles, setPiles] = createSignal<Side | null>(null);
  const [help, setHelp] = createSignal(false);

  // The dock is fixed at the bottom: the page leaves room for it, and the map fills the
  // screen above it (the open hand covers the map's foot rather than shrinking it).
  // Its heights go to the elements that read them (board.css): the page, for the room it leaves
  // below; the zoom buttons' anchor, which sticks above the dock; the map, whose height is what
  // the dock leaves without its cards. Not inherited, so a change restyles those three only.
  let dock: HTMLDivElement | undefined;
  let root: HTMLDivElement | undefined;
  /**
   * A spectator (or a replay) has no hand to hold, and nobody plays before every seat is taken or
   * after the end: the dock then stays in the page, under the map, and covers nothing (the invite's
   * QR code while waiting, the result's rematch words after).
   */
  const fixed = () => view().you !== null && over() === null;
  const set = (el: ElementCSSInlineStyle | null, name: string, value: string) =>
    el && el.style.getPropertyValue(name) !== value && el.style.setProperty(name, value);
  let readers: { page: HTMLElement | null; anchor: HTMLElement | null; map: SVGSVGElement | null } | undefined;
  const measure = () => {
    if (!dock || !root) return;
    // Both measured before either is set: a height read after a change waits for a new layout.
    const h = fixed() ? dock.getBoundingClientRect().height : 0;
    const cards = fixed() ? (dock.querySelector(".lc-hand-cards")?.getBoundingClientRect().height ?? 0) : 0;
    readers ??= { page: root.closest<HTMLElement>(".page"), anchor: root.querySelector(".lc-zoom-anchor"), map: root.querySelector(".lc-map") };
    const docked = `${Math.ceil(h)}px`;
    set(readers.page, "--lc-dock", docked);
    set(readers.anchor, "--lc-dock", docked);
    set(readers.map, "--lc-dock-base", fixed() ? `${Math.ceil(h - cards)}px` : "180px");
  };
  const observer = new ResizeObserver(measure);
  createEffect(() => dock && observer.observe(dock));
  // The game begins or ends: the dock is fixed or let go, perhaps at the same size (no resize to observe).
  createEffect(on(fixed, measure, { defer: true }));
  document.body.classList.add("lc-playing");
  onCleanup(() => {
    observer.disconnect();
    document.body.classList.remove("lc-playing");
    readers?.page?.style.removeProperty("--lc-dock");
  });
  // The first time this seat has something to decide, the board comes into full view.
  let shown = false;
  createEffect(() => {
    if (shown || !choices().mine || !root) return;
    shown = true;
    const el = root;
    requestAnimationFrame(() => {
      if (el.getBoundingClientRect().top > 0) el.scrollIntoView({ block: "start" });
    });
  });

  return (
    <div
      ref={root}
      class="lc-board"
      data-testid="board"
      data-you={view().you ?? "spectator"}
      data-deciding={view().deciding ?? "none"}
      data-stage={choices().stage}
      data-mine={choices().mine ? "true" : "false"}
      data-turn={view().turn}
      data-actions-left={view().actionsLeft}
      data-version={version()}
    >
      <TracksStrip view={view()} onPiles={(side) => setPiles(side)} />
      {/* Once the game is over, its result is what matters: a battle's panel, fought or reported, is stale. */}
      <Show when={!over() && combat()}>{(c) => <CombatPanel ref={(el) => (fight = el)} combat={c()} you={view().you} asked={choices().mine} lines={liveLines()} />}</Show>
      <Show when={!over() && !combat() && report()}>
        {(r) => <CombatPanel combat={r().combat} you={view().you} over lines={r().lines} onClose={() => setBattles(dismissed)} />}
      </Show>
      <LincolnMap
        ref={(el) => (mapWrap = el)}
        view={view()}
        choices={choices()}
        selected={selLoc()}
        battle={combat()}
        origin={origin()}
        onTapLocation={tapLocation}
        onMiss={tapMissed}
        onTapHalf={tapHalf}
      />
      <div class="lc-dock" classList={{ static: !fixed() }} ref={dock} data-testid="dock">
        <PromptBar
          choices={choices()}
          picked={picked()}
          last={last()}
          since={choices().mine && !combat() ? since() : []}
          battle={battleNow()}
          note={missed()}
          over={over()}
          onChoose={choose}
          onBack={() => {
            setSelLoc(null);
            setSelCard(null);
            setPayment(null);
          }}
          onHelp={() => setHelp(true)}
          onPlace={tapLocation}
        />
        <HandDrawer
          view={view()}
          choices={choices()}
          open={handOpen()}
          onToggle={() => setHandOpen(!handOpen())}
          selectedCard={selCard()}
          chosen={payment()?.cards ?? []}
          paying={payingCard()}
          onTapCard={tapCard}
        />
      </div>
      <Show when={piles()}>
        {(side) => <PilesSheet view={view()} side={side()} onSide={setPiles} onClose={() => setPiles(null)} />}
      </Show>
      <Show when={help()}>
        <HelpSheet game="Lincoln" onClose={() => setHelp(false)}>
          <Help />
        </HelpSheet>
      </Show>
    </div>
  );
}
