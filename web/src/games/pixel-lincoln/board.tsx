/**
 * Pixel Lincoln on a phone: the players with the current player's tableau, the two Levels as
 * rows of cards with the meeples, and a dock at the bottom with the prompt bar and the hand.
 * Every choice is a tap on something that glows: a card, or a button. Only the view is drawn.
 * How to play is the page's link in the bar at the top.
 */
import { Index, Show, createEffect, createMemo, createSignal, on, onCleanup } from "solid-js";
import type { Seat } from "../../../../shared/engine";
import type { Action } from "../../../../shared/games/pixel-lincoln/actions";
import { turnWords as pixelTurnWords } from "../../../../shared/games/pixel-lincoln/turn-words";
import type { View } from "../../../../shared/games/pixel-lincoln/view";
import type { BoardProps } from "../board";
import { type Option, buildChoices, usesOf } from "./choices";
import { HandDrawer } from "./hand";
import { LevelRow } from "./level-row";
import { newsOf, othersNews as pixelOthersNews } from "./news";
import { PlayerStrip } from "./players";
import { PromptBar } from "./prompt-bar";
import { Results } from "./results";
import { Tableau } from "./tableau";
import { NamesContext, abilityText, card, colorOf, kindOf, markOf, nameOf, playerWord, seatWord, withNames } from "./words";
import "./board.css";
import { DifficultyContext } from "./power";
import { animateMove, appear, pageMemory } from "../../lib/last-move";
import { listNames } from "../../lib/names";
import { createFrameByFrame } from "../../lib/later";

/** What the page last showed, and what the last move marked there (kept until the next one). */
type Seen = { turn: number; current: number; played: string[]; meeples: string[]; marked: { cards: string[]; meeples: number[] } };
const meepleKey = (p: View["players"][number]) => `${p.out ? "out" : (p.level ?? "-")}:${p.pos}`;

export const seatName = (seat: Seat) => seatWord(seat);
export const seatColor = (seat: Seat) => colorOf(seat);
/** Hands are hidden: pass-and-play covers the board whenever another seat is to decide. */
export const handOff = true;
/** A cancel window asks every seat, out of turn too: the page's line says so instead of "Your turn". */
export const turnWords = (view: unknown, seat: Seat) => pixelTurnWords(view as View, seat);
/** "Take back my move" is a button of the dock's, beside the choices: the page's, under the board, lay beneath the dock. */
export const drawsUndo = true;
/** The seats are players ("Player 2"): the log names them as the board does, by the names given. */
export const nameLine = withNames;
/** The hand-off screen tells the next player the others' buys, defeats and scrolled rows since their last move. */
export const othersNews = pixelOthersNews;

export default function PixelLincolnBoard(props: BoardProps) {
  // Plain data, new exactly when it changed (BoardProps): read without copying.
  const view = () => props.view as View;
  const legal = () => props.legal as Action[];
  const names = () => props.names ?? [];
  const who = (seat: Seat) => playerWord(seat, names());
  /** Each seat's letter on its meeple and its chip. */
  const marks = createMemo(() => view().players.map((_, seat) => markOf(seat, names())));
  const choices = createMemo(() => buildChoices(view(), legal(), who));
  /** Counts the views shown, so that a watcher can tell when a new one has arrived. */
  let shown = 0;
  const version = createMemo(() => {
    view();
    return ++shown;
  });

  /**
   * What just happened: the cards just played to the tableau and the meeples that just moved
   * are marked until the next move, and grow into place as they come. The page remembers what
   * it showed across the board's remounts (pass and play covers the board between seats).
   */
  const seen = pageMemory<Seen>("pixel-lincoln");
  const lastMove = createMemo(() => {
    const v = view();
    const p = v.players[v.current];
    const played = p ? [...p.equip, ...p.spend] : [];
    const meeples = v.players.map(meepleKey);
    const before = seen.get();
    const same = before !== undefined && v.turn >= before.turn && before.meeples.length === meeples.length;
    const cards = same && before.current === v.current ? played.filter((id) => !before.played.includes(id)) : [];
    const moved = same ? meeples.flatMap((m, seat) => (m !== before.meeples[seat] && !m.startsWith("out") ? [seat] : [])) : [];
    const fresh = cards.length + moved.length > 0;
    const marked = fresh ? { cards, meeples: moved } : same ? { cards: before.marked.cards.filter((id) => played.includes(id)), meeples: before.marked.meeples } : { cards: [], meeples: [] };
    seen.set({ turn: v.turn, current: v.current, played, meeples, marked });
    return { cards: new Set(marked.cards), meeples: new Set(marked.meeples), fresh };
  });
  /** The dock is fixed at the bottom of the screen (below: its room and the page's scrolling). */
  const fixed = () => view().you !== null && !view().result && !props.ended;
  // Under a fixed dock the board comes in frames of its own, each rendered and laid out apart:
  // the players and the dock, then each Level (drawn at once, the board's first render and its
  // first frame each took over 12.5 ms of CPU, most of it the Levels' cards). It lies over the
  // page's placeholder, kept hidden for good (board.css), so that nothing under the board moves,
  // before it is whole nor once it is (a board of one or two players is shorter than the
  // placeholder). A dock in its place under the Levels (a spectator's, the game over's) would
  // move: then all at once.
  const levelsShown = fixed() ? createFrameByFrame(view().levels.length) : () => view().levels.length;
  const whole = () => levelsShown() >= view().levels.length;

  let root: HTMLDivElement | undefined;
  // Once the board is whole: the meeples marked are on the Levels.
  createEffect(
    on(() => whole() && lastMove(), (last) => {
      if (!last || !last.fresh || !root) return;
      for (const el of root.querySelectorAll("[data-last-move]")) animateMove(el, appear());
    }),
  );

  const [selected, setSelected] = createSignal<string | null>(null);
  createEffect(on(choices, () => setSelected(null), { defer: true }));

  // The hand opens by itself when a card in it answers the decision, and closes otherwise.
  const handPlays = createMemo(() => view().hand.some((id) => choices().hand.has(kindOf(id))));
  const [handOpen, setHandOpen] = createSignal(false);
  createEffect(on(() => `${choices().stage}|${handPlays()}`, () => setHandOpen(handPlays())));

  const choose = (o: Option) => {
    setSelected(null);
    props.act(o.action);
  };
  /**
   * Where the decision asks for a card, a tap gives it at once; while cards are played on the
   * board, a tap picks the card and its uses become the buttons, even a single one, so that a
   * tap never plays a card unseen (the hand's row says which it is).
   */
  const tapCard = (id: string) => {
    const options = usesOf(view(), choices(), id);
    if (!options) return;
    if (choices().direct && options.length === 1 && options[0]) return choose(options[0]);
    setSelected(selected() === id ? null : id);
  };
  const picked = () => {
    const id = selected();
    const options = id ? usesOf(view(), choices(), id) : undefined;
    if (!id || !options) return null;
    // Its ability in full, which the hand's short cards may cut (its keywords are the buttons).
    const c = card(id);
    const detail = c?.effect || c?.mission ? abilityText(c) : null;
    const [only] = options;
    if (options.length === 1 && only) return { title: `Play ${nameOf(id)}?`, detail, options: [{ ...only, primary: true }] };
    return { title: `${nameOf(id)}: how will you use it?`, detail, options };
  };

  /** The line in place of the prompt: the game's end (the rules', or the page's: a resignation), or that it has not begun (a seat is free). */
  const over = () => {
    if (props.waiting) return props.waiting;
    const r = view().result;
    if (!r) return props.ended ?? null;
    // The winners, then why and the scores (the reason leaves the winners to whoever tells it).
    const won = r.scores.length > 1 ? `${listNames(r.winners, who)} win${r.winners.length === 1 ? "s" : ""}: ` : "";
    return `Game over — ${won}${withNames(r.reason, names(), view().you)}.`;
  };
  const last = () => {
    const line = view().log.at(-1)?.text;
    return line === undefined ? null : withNames(line, names(), view().you);
  };
  /**
   * The others' news since this seat last moved, then the last move's own (which may repeat
   * the others' last: said once), so that what another player did stays in sight until this
   * player moves.
   */
  const news = createMemo(() => {
    const now = newsOf(view().log);
    const you = view().you;
    const others = you === null ? [] : pixelOthersNews(props.log ?? [], you).filter((line) => !now.includes(line));
    return [...others, ...now].map((line) => withNames(line, names(), you));
  });

  // The dock is fixed at the bottom for a seat with a hand in play, and the tableau sticks at
  // the top: the page leaves room below its end for the dock, and brings whatever it scrolls
  // into view between the two (board.css). On the root element, whose scroll padding is the
  // viewport's, and on the page, whose padding leaves the room: the properties are not
  // inherited (board.css), so a change restyles those two elements, not the whole page.
  let dock: HTMLDivElement | undefined;
  let hud: HTMLDivElement | undefined;
  const html = document.documentElement;
  let page: HTMLElement | null = null;
  const height = (el: HTMLElement | undefined) => `${Math.ceil(el?.isConnected ? el.getBoundingClientRect().height : 0)}px`;
  const set = (el: HTMLElement | null, name: string, value: string) => el && el.style.getPropertyValue(name) !== value && el.style.setProperty(name, value);
  const measureBars = () => {
    // Both measured before either is set: a height read after a change waits for a new layout.
    const docked = fixed() ? height(dock) : "0px";
    const top = height(hud);
    page ??= root?.closest<HTMLElement>(".page") ?? null;
    set(html, "--pl-dock", docked);
    set(html, "--pl-hud", top);
    set(page, "--pl-dock", docked);
  };
  const observer = new ResizeObserver(measureBars);
  createEffect(() => dock && observer.observe(dock));
  html.classList.add("pl-playing");
  onCleanup(() => {
    observer.disconnect();
    html.classList.remove("pl-playing");
    html.style.removeProperty("--pl-dock");
    html.style.removeProperty("--pl-hud");
    page?.style.removeProperty("--pl-dock");
  });

  return (
    <DifficultyContext.Provider value={() => view().options.difficulty}>
    <NamesContext.Provider value={who}>
    <div class="pl-frame">
    <div class="board-reserve" aria-hidden="true">
      <div class="board-placeholder" data-game="pixel-lincoln" />
    </div>
    <div
      ref={root}
      class="pl-board"
      data-testid="board"
      data-you={view().you ?? "spectator"}
      data-stage={choices().stage}
      data-mine={choices().mine ? "true" : "false"}
      data-turn={view().turn}
      data-version={version()}
      data-selected={selected() ?? ""}
    >
      <PlayerStrip view={view()} marks={marks()} />
      <Show when={!view().result}>
        {/* What the current player has equipped and spent stays in sight over the Levels. */}
        <div
          class="pl-hud"
          ref={(el) => {
            hud = el;
            observer.observe(el);
          }}
        >
          <Tableau view={view()} played={lastMove().cards} />
        </div>
      </Show>
      <Show when={view().result}>{(r) => <Results result={r()} you={view().you} />}</Show>
      {/* By position: a Level's row stays as its cards change, and redraws only what changed. */}
      <Index each={view().levels.slice(0, levelsShown())}>
        {(_, level) => <LevelRow view={view()} level={level} choices={choices()} selected={selected()} onTapCard={tapCard} moved={lastMove().meeples} marks={marks()} measureBars={measureBars} />}
      </Index>
      <div class="pl-dock" classList={{ static: !fixed() }} ref={dock} data-testid="dock">
        <PromptBar
          choices={choices()}
          picked={picked()}
          last={last()}
          news={news()}
          over={over()}
          onChoose={choose}
          onBack={() => setSelected(null)}
          onUndo={props.undo}
        />
        <Show when={fixed()}>
          <HandDrawer
            view={view()}
            choices={choices()}
            open={handOpen()}
            onToggle={() => setHandOpen(!handOpen())}
            selected={selected()}
            onTapCard={tapCard}
          />
        </Show>
      </div>
    </div>
    </div>
    </NamesContext.Provider>
    </DifficultyContext.Provider>
  );
}
