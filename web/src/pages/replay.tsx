import { For, Match, Switch, createEffect, createMemo, createResource, createSignal, onCleanup } from "solid-js";
import type { AnyGame, LogLine } from "../../../shared/engine";
import { applyAction, parseOptions, seatCount, setupLines, setupState } from "../../../shared/engine";
import type { ReplayInfo } from "../../../shared/protocol";
import { BoardSlot, createBoardModule } from "../components/board-slot";
import { GameLog } from "../components/game-log";
import { BOARDS, loadRules } from "../games";
import { getReplay } from "../lib/api";
import { outcomeText } from "../lib/prompt";

/** `solo`: one seat, whose loss reads "Game over — …", not "Nobody won — …", as on its page. */
type Frames = { states: unknown[]; opening: LogLine[]; lines: LogLine[][]; solo: boolean } | { error: string };

/** Replays the recorded actions with the shared engine: state 0 is the setup, state n follows action n. */
function buildFrames(replay: ReplayInfo & { seed: string }, game: AnyGame | undefined): Frames {
  if (!game) return { error: `This site cannot replay ${replay.game} games.` };
  if (game.version !== replay.version)
    return { error: `This game was played under version ${replay.version} of the rules, and this page has version ${game.version}: its replay cannot be rebuilt here.` };
  try {
    const states = [setupState(game, replay.options, replay.seed)];
    const lines: LogLine[][] = [];
    replay.actions.forEach((move, i) => {
      const step = applyAction(game, states[i], i, replay.seed, move.seat, move.action);
      states.push(step.state);
      lines.push(step.lines.filter((line) => line.to === undefined));
    });
    const options = parseOptions(game, replay.options);
    return { states, opening: setupLines(game, states[0]), lines, solo: options.ok && seatCount(game, options.options) === 1 };
  } catch (error) {
    return { error: `The replay could not be rebuilt: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Steps through a finished game, move by move. */
export default function ReplayPage(props: { id: string }) {
  // The record and then its game's rules, which are a chunk of their own.
  const [replay] = createResource(
    () => props.id,
    async (id) => {
      const record = await getReplay(id);
      return record && { ...record, rules: await loadRules(record.game) };
    },
  );
  const info = () => (replay.state === "ready" ? replay() : undefined);
  const frames = createMemo((): Frames | null => {
    const r = info();
    return r && r.seed !== null ? buildFrames({ ...r, seed: r.seed }, r.rules) : null;
  });
  const states = () => {
    const f = frames();
    return f && "states" in f ? f.states : null;
  };
  const board = createBoardModule(() => (states() ? info()?.game : undefined));
  const game = () => info()?.rules;
  const last = () => (states()?.length ?? 1) - 1;
  const [stepAt, setStep] = createSignal<number | null>(null);
  /** The step shown: the end until the viewer moves. */
  const step = () => Math.min(stepAt() ?? last(), last());
  const go = (n: number) => setStep(Math.max(0, Math.min(last(), n)));

  const state = () => states()?.[step()];
  const view = () => {
    const g = game();
    const s = state();
    return g && s !== undefined ? g.view(s, null) : undefined;
  };
  const lines = () => {
    const f = frames();
    return f && "lines" in f ? [...f.opening, ...f.lines.slice(0, step()).flat()].map((line) => line.text) : [];
  };
  const caption = () => {
    const g = game();
    const s = state();
    if (!g || s === undefined) return "";
    const status = g.status(s);
    // Over by the rules, or at the last step of a game ended outside them (a resignation).
    const over = "over" in status ? status.over : step() === last() ? info()?.ended : undefined;
    const f = frames();
    if (over) return outcomeText(over, null, board.seatName, !!f && "solo" in f && f.solo);
    return step() === 0 ? "The start" : `After move ${step()}`;
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement) return;
    if (e.key === "ArrowLeft") go(step() - 1);
    else if (e.key === "ArrowRight") go(step() + 1);
  };
  document.addEventListener("keydown", onKey);
  onCleanup(() => document.removeEventListener("keydown", onKey));
  const gameName = () => {
    const kind = info()?.game;
    return (kind && Object.hasOwn(BOARDS, kind) && BOARDS[kind]?.name) || "a game";
  };
  createEffect(() => (document.title = `Replay of ${gameName()} · Linkplay`));

  // Play: a move every `speed` ms from where the viewer is, until the end.
  const SPEEDS = [
    { ms: 1600, text: "Slow" },
    { ms: 800, text: "Normal" },
    { ms: 350, text: "Fast" },
  ];
  const [playing, setPlaying] = createSignal(false);
  const [speed, setSpeed] = createSignal(1);
  createEffect(() => {
    if (!playing()) return;
    const timer = setInterval(() => {
      if (step() >= last()) return setPlaying(false);
      go(step() + 1);
    }, SPEEDS[speed()]?.ms ?? 800);
    onCleanup(() => clearInterval(timer));
  });
  const play = () => {
    if (step() >= last()) go(0);
    setPlaying(!playing());
  };

  return (
    <main class="page game replay">
      <header class="bar">
        <a href="/" class="brand">
          Linkplay
        </a>
        <h1 class="bar-title" data-testid="replay-title">
          Replay · {gameName()}
        </h1>
      </header>
      <Switch>
        <Match when={replay.state === "pending" || replay.state === "unresolved"}>
          <p class="notice" role="status">
            Loading the replay…
          </p>
        </Match>
        <Match when={replay.state === "errored"}>
          <p class="notice error" role="alert">
            Couldn't load the replay. Check your connection and reload the page.
          </p>
        </Match>
        <Match when={replay.state === "ready" && info() === null}>
          <section class="notice error" data-testid="missing">
            <p>There is no game at this link, so there is nothing to replay.</p>
            <a class="button primary" href="/">
              Start a new game
            </a>
          </section>
        </Match>
        <Match when={info()?.seed === null}>
          <section class="notice" data-testid="replay-not-yet">
            <p>The replay opens once the game is over.</p>
            <a class="button primary" href={`/g/${props.id}`}>
              Back to the game
            </a>
          </section>
        </Match>
        <Match when={frames() && "error" in (frames() ?? {})}>
          <p class="notice error" role="alert">
            {(() => {
              const f = frames();
              return f && "error" in f ? f.error : "";
            })()}
          </p>
        </Match>
        <Match when={states()}>
          <p class="prompt" data-testid="replay-caption">
            {caption()}
          </p>
          <BoardSlot module={board.module()} failed={board.failed()} view={view()} seat={null} legal={[]} act={() => {}} />
          <div class="stepper" role="group" aria-label="Step through the moves">
            <button type="button" onClick={() => go(0)} disabled={step() === 0} aria-label="To the start">
              «
            </button>
            <button type="button" onClick={() => go(step() - 1)} disabled={step() === 0} data-testid="replay-back" aria-label="One move back">
              ◀
            </button>
            <span class="step-count" data-testid="replay-step">
              {step()} / {last()}
            </span>
            <button type="button" onClick={() => go(step() + 1)} disabled={step() === last()} data-testid="replay-forward" aria-label="One move forward">
              ▶
            </button>
            <button type="button" onClick={() => go(last())} disabled={step() === last()} aria-label="To the end">
              »
            </button>
          </div>
          <div class="stepper" role="group" aria-label="Play the game">
            <button type="button" class="primary" onClick={play} data-testid="replay-play" aria-pressed={playing()}>
              {playing() ? "Pause" : "Play"}
            </button>
            <For each={SPEEDS}>
              {(s, i) => (
                <button type="button" class="small" aria-pressed={speed() === i()} onClick={() => setSpeed(i())} data-testid={`replay-speed-${i()}`}>
                  {s.text}
                </button>
              )}
            </For>
          </div>
          <input
            class="scrubber"
            type="range"
            min={0}
            max={last()}
            value={step()}
            onInput={(e) => go(Number(e.currentTarget.value))}
            aria-label="Move number"
          />
          <GameLog lines={lines()} />
          <p>
            <a href={`/g/${props.id}`}>Back to the game</a>
          </p>
        </Match>
      </Switch>
    </main>
  );
}
