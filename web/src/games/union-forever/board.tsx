import { For, Show, createEffect, createMemo, createSignal, on, onCleanup, onMount } from "solid-js";
import type { Seat } from "../../../../shared/engine";
import type { Place } from "../../../../shared/games/union-forever/data/map";
import { ANACONDA_NAMES, LAST_TURN } from "../../../../shared/games/union-forever/data/track";
import { UNIT_IDS, UNITS, type UnitId } from "../../../../shared/games/union-forever/data/units";
import { eventText, unitName } from "../../../../shared/games/union-forever/describe";
import type { Action } from "../../../../shared/games/union-forever/state";
import type { View } from "../../../../shared/games/union-forever/view";
import type { BoardProps } from "../board";
import { type Choice, type Offer, decide, justDrawn, strengthWord, unlitNote, whereWords } from "./choices";
import { CounterIcon } from "./counter";
import { DicePanel } from "./dice";
import { type Throw, throwLine, throwsOf } from "./throws";
import { UnionMap, ZOOMED_ON, opensZoomed } from "./map";
import { LABEL_CODE, LABEL_COLOR, cardFace, cardShort } from "./names";
import { RecordTrack } from "./track";
import "./board.css";
import { createLater } from "../../lib/later";
import { sideName } from "../../../../shared/games/sides";

const COLORS = ["#1e40af", "#78716c"] as const;

export function seatName(seat: Seat): string {
  return sideName("union-forever", seat);
}

export function seatColor(seat: Seat): string {
  return COLORS[seat] ?? "#888";
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The last card drawn this turn, face up, and the deck's count. */
function Cards(props: { view: View }) {
  const last = () => props.view.drawn[props.view.drawn.length - 1];
  return (
    <section class="uf-cards" aria-label="Cards" data-testid="cards">
      <div class="uf-deck" data-testid="deck" data-count={props.view.deck}>
        <div class="uf-card uf-card-back" aria-hidden="true" />
        {/* The deck is shuffled as play starts: during set-up there is none to count. */}
        <Show when={props.view.phase !== "setup"} fallback={<span>Shuffled when set-up ends</span>}>
          <span>
            <strong>{props.view.deck}</strong> left
          </span>
        </Show>
      </div>
      <Show
        when={last()}
        fallback={<p class="hint uf-no-card">No card drawn yet this turn.</p>}
      >
        {(card) => {
          const face = () => cardFace(card());
          return (
            <div class="uf-last" data-testid="last-card" data-card={card()}>
              <div class="uf-card" classList={{ "uf-red-card": face().red }} aria-label={`Last card: ${cardShort(card())}`} role="img">
                <span class="uf-card-rank">{face().rank}</span>
                <span class="uf-card-suit">{face().suit}</span>
              </div>
              <span>
                Last card drawn
                <br />
                <small>{props.view.drawn.length} drawn this turn</small>
              </span>
            </div>
          );
        }}
      </Show>
    </section>
  );
}

/**
 * The Union Forever! on a phone: what to decide and its buttons, then the map
 * (tap lit places), the units off the map, the cards, the latest dice with
 * their modifiers, the Record Track and what just happened.
 */
export default function UnionForeverBoard(props: BoardProps) {
  // Plain data, new exactly when it changed (BoardProps).
  const view = () => props.view as View;
  const legal = () => props.legal as Action[];
  const [picked, setPicked] = createSignal<UnitId | null>(null);
  // Phones open zoomed in, where the map's text is legible (map.tsx, opensZoomed).
  const [zoom, setZoom] = createSignal(opensZoomed());
  // A phone turned on its side is a wider screen, which shows the whole map, and back upright
  // zoomed again: the zoom chosen upright made the map four screens wide on its side.
  onMount(() => {
    if (typeof matchMedia !== "function") return;
    const narrow = matchMedia(ZOOMED_ON);
    const turned = (event: MediaQueryListEvent) => setZoom(event.matches);
    narrow.addEventListener("change", turned);
    onCleanup(() => narrow.removeEventListener("change", turned));
  });
  // A new card starts with no unit picked: the last card's army is not this one's by default.
  createEffect(on(() => `${view().turn}:${view().drawn.length}`, () => setPicked(null), { defer: true }));
  const decision = createMemo(() => decide(view(), legal(), picked(), props.computers));
  /**
   * What lies below the map (a screen's height down on a phone) comes in frames of its own, after
   * the map's names (its second frame) and borders (its third): the status line, the map's tools,
   * the picks and what just happened; then the cards, the units off the map, the dice, the
   * Record Track and the notes. Each part comes after those above it: none moves what is drawn.
   */
  const belowDrawn = createLater(3);
  const restDrawn = createLater(4);

  /**
   * Bumped whenever the position shown changes, so a test can wait for the answer to a tap:
   * the view is a new object exactly then (BoardProps).
   */
  const [version, setVersion] = createSignal(0);
  createEffect(on(view, () => setVersion((n) => n + 1), { defer: true }));

  /** The latest dice stay shown until new ones are rolled. */
  const [throws, setThrows] = createSignal<Throw[]>([]);
  /** The dice of the move just made (none, most moves). */
  const justRolled = createMemo(() => throwsOf(view().events));
  createEffect(() => {
    const fresh = justRolled();
    if (fresh.length > 0) setThrows(fresh);
  });

  /**
   * What happened since this seat last acted, under the prompt where the eye is: each roll and
   * what came of it (its own included), a card drawn and played out in the same answer, the other
   * side's moves, a turn's end, the CRL marker's moves and reinforcements, the last few of them.
   */
  const [since, setSince] = createSignal<{ text: string; good?: boolean; kind: "rolled" | "moved" | "turn" | "drew"; at: number }[]>([]);
  /**
   * Every line of what happened (the last 30), with the view it came in: the foot of the box
   * above the map shows the latest ones before those since this seat acted, as many as fit
   * whole, where a draw's box was half blank. The board opens on the page's log, whose lines
   * are the rules' words for the same events (rules.ts, describe), public all of them; each
   * view after adds its events' (a view holds only the last action's: a board reopened on a
   * game under way showed those alone).
   */
  const [story, setStory] = createSignal<{ text: string; at: number }[]>([]);
  /** Counts the views shown, each new position one more. */
  const seq = createMemo<number>((n) => (view(), n + 1), 0);
  createEffect(
    on(view, (v) => {
      const at = seq();
      const texts = at === 1 && props.log?.length ? props.log : v.events.map(eventText);
      const lines = texts.slice(-30).map((text) => ({ text, at }));
      if (lines.length > 0) setStory((before) => [...before, ...lines].slice(-30));
    }),
  );
  /** The line of a card just drawn, which the box's first line says already (choices.ts, cardContext). */
  const drawnLine = createMemo(() => {
    const drew = justDrawn(view());
    return drew ? eventText(drew) : undefined;
  });
  /** Newest first: the box lays them out from its foot up. */
  const earlier = createMemo(() => {
    const first = since()[0]?.at ?? Number.POSITIVE_INFINITY;
    const now = seq();
    return story()
      .filter((line) => line.at < first && !(line.at === now && line.text === drawnLine()))
      .reverse();
  });
  createEffect(
    on(
      view,
      (v) => {
        const at = seq();
        // The line names the army's side ("The Confederate Army of Tennessee moves…", describe.ts).
        const moves = v.events.flatMap((ev) => (ev.e === "moved" && UNITS[ev.unit].side !== v.side ? [{ text: eventText(ev), kind: "moved" as const, at }] : []));
        const rolls = justRolled().map((t) => ({ text: throwLine(t), good: t.good, kind: "rolled" as const, at }));
        // The cards drawn and played out in the same answer (this seat's own draw, which the
        // computer's special ACT used at once), but the one in play, which the box's first line says.
        const inPlay = justDrawn(v);
        const draws = v.events.flatMap((ev) => (ev.e === "drew" && ev !== inPlay ? [{ text: eventText(ev), kind: "drew" as const, at }] : []));
        // Else only "Just now", screens below, said that a turn had ended.
        // One line for them all, so that the box above the map stays short.
        const turnText = v.events
          .filter((ev) => ev.e === "turn-end" || ev.e === "crl" || ev.e === "reinforcement")
          .map(eventText)
          .join(" ");
        const turn = turnText ? [{ text: turnText, kind: "turn" as const, at }] : [];
        const lines = [...draws, ...moves, ...rolls, ...turn];
        if (lines.length > 0) setSince((before) => [...before, ...lines].slice(-3));
      },
      { defer: true },
    ),
  );

  /** Why the last tap did nothing, until the next tap or position. */
  const [note, setNote] = createSignal("");
  createEffect(on(view, () => setNote(""), { defer: true }));
  const pick = (unit: UnitId) => {
    setNote("");
    setPicked(unit);
  };
  const run = (offer: Offer) => {
    if ("pick" in offer) pick(offer.pick);
    else {
      setSince([]);
      setNote("");
      props.act(offer.act);
    }
  };
  // A tap beside the lit places keeps the picked unit (it used to drop it, and the map
  // scrolled away to another unit's places): a near miss costs nothing but a note. (A tap
  // on another unit's area picks that one: it is lit.)
  const tapPlace = (place: Place) => {
    const offer = decision().places.get(place);
    if (offer) run(offer);
    else setNote(unlitNote(view(), legal(), picked(), place) ?? "");
  };

  /**
   * On a phone the box above the map keeps one height through set-up and another through
   * play (board.css), and what does not fit scrolls inside it: each decision starts at its
   * top, and a cue at its foot says when more lies below (the lines of what happened, mostly).
   */
  let decideBox: HTMLElement | undefined;
  const [more, setMore] = createSignal(false);
  const seeMore = () => decideBox && setMore(decideBox.scrollHeight - decideBox.scrollTop - decideBox.clientHeight > 1);
  // Not as the board starts, where the box is new and at its top: a scroll there would force
  // a layout of the whole page inside the board's first task.
  createEffect(
    on(
      [decision, note, since],
      () => {
        decideBox?.scrollTo({ top: 0 });
        requestAnimationFrame(seeMore);
      },
      { defer: true },
    ),
  );
  onMount(() => requestAnimationFrame(seeMore));

  const offMap = createMemo(() => {
    const v = view();
    return {
      waiting: UNIT_IDS.filter((u) => v.units[u].where === "waiting"),
      eliminated: UNIT_IDS.filter((u) => v.units[u].where === "eliminated"),
    };
  });
  const happened = createMemo(() => view().events.map(eventText));

  const button = (choice: Choice) => (
    <button
      type="button"
      class="uf-choice"
      classList={{ primary: choice.primary }}
      data-offer={"act" in choice.offer ? "act" : "pick"}
      data-key={choice.key}
      onClick={() => run(choice.offer)}
    >
      <Show when={choice.unit}>{(unit) => <CounterIcon view={view()} unit={unit()} />}</Show>
      <span>{choice.label}</span>
    </button>
  );

  return (
    <div
      class="uf"
      data-version={version()}
      data-phase={view().phase}
      data-decision={decision().kind}
      data-decider={view().decider ?? ""}
      data-turn={view().turn}
      data-crl={view().crl}
    >
      <div class="uf-decide-box">
        <section ref={decideBox} class="uf-decide" classList={{ "uf-mine": legal().length > 0 }} aria-live="polite" onScroll={seeMore}>
          <Show when={decision().context}>
            <p class="uf-context">{decision().context}</p>
          </Show>
          {/* Before every seat is taken, that (the page's words), not "Waiting for the Confederacy…" to a friend asked to play it. */}
          <p class="uf-prompt" data-testid="uf-prompt">
            {props.waiting ?? (view().outcome ? undefined : props.ended) ?? decision().prompt}
          </p>
          <Show when={note()}>
            <p class="uf-note" role="status" data-testid="tap-note">
              {note()}
            </p>
          </Show>
          <Show when={decision().buttons.length > 0}>
            <div class="uf-buttons" data-testid="choices">
              <For each={decision().buttons}>{button}</For>
            </div>
          </Show>
          {/* On a phone, in the room the decision leaves: what happened before, read down to the lines
              below (board.css shows only whole lines, and none where the decision fills the box). */}
          <div class="uf-log" aria-hidden="true" data-testid="earlier">
            <For each={earlier()}>{(line) => <p>{line.text}</p>}</For>
          </div>
          {/* What the dice did and the other side moved since this seat acted, where the eye is (the dice
              panel lies below the map); under the buttons, which a phone's box must show first. */}
          <For each={since()}>
            {(line) => (
              <p class="uf-just-rolled" classList={{ "uf-good": !!line.good }} data-testid={`just-${line.kind}`}>
                {line.text}
              </p>
            )}
          </For>
        </section>
        <Show when={more()}>
          <span class="uf-more" aria-hidden="true">
            more below ▾
          </span>
        </Show>
      </div>

      <div class="uf-map-frame" classList={{ "uf-zoomed": zoom() }}>
        <div class="uf-map-box">
          <UnionMap view={view()} decision={decision()} onTap={tapPlace} onPick={pick} />
        </div>
        {/* The North band's title, over the map at its box's left edge, where it stays as the zoomed map
            scrolls sideways (drawn in the map and moved after each scroll, it followed a frame behind). */}
        <p class="uf-north-title" data-testid="north-title">
          <span class="uf-north-name">THE NORTH</span> <span class="uf-north-note">Union armies gather here</span>
        </p>
      </div>
      <Show when={belowDrawn()}>
        <p class="uf-strip" data-testid="status">
          <span>
            Turn <strong>{view().turn}</strong>/{LAST_TURN}
          </span>
          {/* The rulebook's abbreviation, spelt out where a stranger first meets it. */}
          <span>
            <abbr title="Confederate Resistance Level: the Union wins by bringing it down">Resistance (CRL)</abbr>{" "}
            <strong class="uf-red">{view().crlValue}</strong>
          </span>
          <span classList={{ "uf-red": view().anaconda === "broken" }}>
            {view().anaconda === "broken" ? "Blockade broken" : "Blockade on"}
          </span>
          <Show when={view().phase !== "setup"}>
            <span>
              Deck <strong>{view().deck}</strong>
            </span>
          </Show>
          <Show when={view().drawn[view().drawn.length - 1]}>
            {(card) => (
              <span classList={{ "uf-red": cardFace(card()).red }}>
                Card <strong>{cardShort(card())}</strong>
              </span>
            )}
          </Show>
        </p>

        <div class="uf-map-tools">
          <p class="uf-legend">
            <For each={Object.entries(LABEL_CODE)}>
              {([label, code]) => (
                <span class="uf-legend-tag" style={{ background: LABEL_COLOR[label as keyof typeof LABEL_COLOR] }}>
                  {code}
                </span>
              )}
            </For>{" "}
            army labels · <span class="uf-legend-ridge">⋀⋀</span> mountains · <span class="uf-legend-penny" /> Pacified
          </p>
          <button type="button" class="small" aria-pressed={zoom()} onClick={() => setZoom(!zoom())} data-testid="zoom">
            {zoom() ? "Fit map" : "Zoom"}
          </button>
        </div>

        <Show when={decision().picks.length > 0}>
          <div class="uf-picks" data-testid="picks">
            <For each={decision().picks}>
              {(unit) => (
                <button
                  type="button"
                  class="uf-pick"
                  classList={{ "uf-picked": decision().selected === unit }}
                  aria-pressed={decision().selected === unit}
                  data-offer={decision().selected === unit ? undefined : "pick"}
                  data-key={`pick:${unit}`}
                  onClick={() => pick(unit)}
                >
                  <CounterIcon view={view()} unit={unit} />
                  <span>
                    {UNITS[unit].name}
                    <small>{whereWords(view(), unit)}</small>
                  </span>
                </button>
              )}
            </For>
          </div>
        </Show>

        <Show when={happened().length > 0}>
          <section class="uf-news" aria-label="What just happened" data-testid="news">
            <h2>Just now</h2>
            <ul>
              <For each={happened()}>{(line) => <li>{line}</li>}</For>
            </ul>
          </section>
        </Show>
      </Show>
      <Show when={restDrawn()}>
        <div class="uf-row">
          <Cards view={view()} />
          <Show when={offMap().waiting.length + offMap().eliminated.length > 0}>
            <section class="uf-offmap" aria-label="Units off the map">
              <For each={offMap().waiting}>
                {(unit) => (
                  <p>
                    <CounterIcon view={view()} unit={unit} /> {capital(unitName(unit))}: turn {UNITS[unit].arrives}
                  </p>
                )}
              </For>
              <For each={offMap().eliminated}>
                {(unit) => (
                  <p class="uf-gone" classList={{ "uf-lit-row": decision().choosable.includes(unit) }} data-eliminated={unit}>
                    <CounterIcon view={view()} unit={unit} /> {capital(unitName(unit))}: eliminated
                  </p>
                )}
              </For>
            </section>
          </Show>
        </div>

        <DicePanel throws={throws()} />
        <RecordTrack view={view()} />
        <p class="hint uf-anaconda-note">
          {ANACONDA_NAMES[view().anaconda]}
          {view().anaconda === "in-effect"
            ? ": the CRL marker moves one space left at the end of each turn."
            : ": the Union may restore it with a face card."}
        </p>
        <Show when={decision().selected}>
          {(unit) => (
            <p class="hint">
              Selected: {capital(unitName(unit()))}, {strengthWord(view(), unit())}, {whereWords(view(), unit())}.
            </p>
          )}
        </Show>
      </Show>
    </div>
  );
}
