import { Show, createEffect, createResource, createSignal, onCleanup } from "solid-js";
import type { AnyGame, LogLine, Seat } from "../../../shared/engine";
import { applyAction, checkAction, parseOptions, setupState } from "../../../shared/engine";
import { BoardSlot, createBoardModule } from "../components/board-slot";
import { GameLog } from "../components/game-log";
import { Toast } from "../components/toast";
import { loadBot, loadRules } from "../games";
import { createFlash } from "../lib/flash";
import { listNames } from "../lib/names";
import { outcomeText } from "../lib/prompt";
import { randomSeed } from "../lib/random-seed";

type LocalMatch = { seed: string; state: unknown; ply: number; log: LogLine[] };

/** "the Union player"; a seat already named as a player ("Player 2") stays as it is. */
const playerWord = (name: string) => (/^Player\b/.test(name) ? name : `the ${name} player`);

/** The seat the computer plays (`?computer=1`): the second, so the player moves first. */
const COMPUTER: Seat = 1;
/** How long the computer seems to think: its move arrives after the player's has landed. */
const THINK_MS = 350;

/**
 * Pass and play: the shared engine runs in this page, no server. The board
 * shows the view of the seat to move; players hand the device over. With
 * `?computer=1`, a game that has a computer opponent plays against it instead.
 */
export default function LocalPage(props: { game: string }) {
  const [rules] = createResource(() => props.game, loadRules);
  return (
    <Show when={!rules.loading} fallback={<main class="page game local" aria-busy="true" />}>
      <Show
        // Reading an errored resource throws: look at its error first.
        when={!rules.error && rules()}
        fallback={
          <main class="page game local">
            <section class="notice error" data-testid="missing">
              <p>{rules.error ? "The game could not be loaded. Check the connection and reload." : `This site has no game called “${props.game}”.`}</p>
              <a class="button primary" href="/">
                Pick a game
              </a>
            </section>
          </main>
        }
      >
        {(game) => <LocalMatch game={game()} />}
      </Show>
    </Show>
  );
}

/** One game on this device, with its rules loaded. */
function LocalMatch(props: { game: AnyGame }) {
  const game = props.game;
  const board = createBoardModule(() => game.id);
  const flash = createFlash();
  // The address may ask for a seat count (`?players=3`; one the game refuses is ignored) or
  // for the computer as the other player (`?computer=1`).
  const query = new URLSearchParams(location.search);
  const players = Number(query.get("players"));
  const asked = players ? parseOptions(game, { players }) : null;
  const parsed = asked?.ok ? asked : parseOptions(game, {});
  const options = parsed.ok ? parsed.options : {};

  const fresh = (): LocalMatch => {
    const seed = randomSeed();
    return { seed, state: setupState(game, options, seed), ply: 0, log: [] };
  };
  const [match, setMatch] = createSignal(fresh());
  const [bot] = createResource(() => query.get("computer") === "1" && game.id, loadBot);
  /** The computer opponent, once loaded (none in pass and play). */
  const play = () => (bot.state === "ready" ? bot() : undefined);
  const computer = () => play() !== undefined;

  const status = () => game.status(match().state);
  /** The seat to move (the first, when several decide at once); null once over. */
  const seat = (): Seat | null => {
    const s = status();
    return "active" in s ? (s.active[0] ?? null) : null;
  };
  const view = () => game.view(match().state, seat());
  /** Whether the seat to move is a person at this device (not the computer). */
  const human = () => !(computer() && seat() === COMPUTER);
  const legal = () => {
    const s = seat();
    return s !== null && human() ? game.legal(match().state, s) : [];
  };
  const act = (action: unknown) => {
    const m = match();
    const s = seat();
    const check = checkAction(game, m.state, m.ply, s, m.ply, action);
    if (!check.ok || s === null) {
      flash.show(check.ok ? "Nobody can move now." : check.refusal.message);
      return;
    }
    const step = applyAction(game, m.state, m.ply, m.seed, s, check.action);
    setMatch({ ...m, state: step.state, ply: m.ply + 1, log: [...m.log, ...step.lines] });
  };
  /** The board's actions: a person's only, never one for the computer's seat. */
  const playerAct = (action: unknown) => {
    if (human()) act(action);
  };
  // The computer answers once the player's move is on the board.
  createEffect(() => {
    const choose = play();
    const m = match();
    if (!choose || seat() !== COMPUTER) return;
    const timer = setTimeout(() => {
      if (match() === m) act(choose(m.state as never, COMPUTER));
    }, THINK_MS);
    onCleanup(() => clearTimeout(timer));
  });

  const over = () => "over" in status();
  /**
   * Hidden hands: the seat the device was last handed to. When another seat is to decide,
   * the board and the log stay covered until that player taps (games that declare handOff).
   */
  const [holder, setHolder] = createSignal<Seat | null>(null);
  const handOff = () => board.module()?.handOff;
  const covered = () => !!handOff() && !over() && seat() !== null && seat() !== holder();
  /** Nothing private is shown before the board says whether its seats hide things. */
  const privateHidden = () => covered() || (!board.module() && !board.failed());
  const prompt = () => {
    const s = status();
    if (computer()) {
      if ("over" in s) return outcomeText(s.over, 1 - COMPUTER, () => "The computer");
      return seat() === COMPUTER ? "The computer is thinking…" : "Your turn";
    }
    if ("over" in s) return outcomeText(s.over, null, board.seatName);
    if (handOff()) return `${listNames(s.active, board.seatName)} to play`;
    return `${listNames(s.active, board.seatName)} to play — pass the device`;
  };
  /** Lines every seat may read, and private ones of the seat holding the device. */
  const logLines = () => match().log.filter((line) => line.to === undefined || line.to === seat()).map((line) => line.text);

  createEffect(() => {
    document.title = `${computer() ? "Against the computer" : "Pass and play"} · ${game.name}`;
  });

  return (
    <main class="page game local">
      <header class="bar">
        <a href="/" class="brand">
          Linkplay
        </a>
        <span class="bar-title">{game.name}</span>
      </header>
      <Show
        when={over()}
        fallback={
          <p class="prompt" data-testid="prompt" aria-live="polite">
            <Show when={seat() !== null && board.seatColor(seat() ?? 0)}>
              {(color) => <span class="swatch" style={{ background: color() }} />}
            </Show>
            {prompt()}
          </p>
        }
      >
        <section class="result" data-testid="result" role="status">
          <p class="result-text">{prompt()}</p>
          <div class="actions">
            <button
              type="button"
              class="primary"
              onClick={() => {
                setHolder(null);
                setMatch(fresh());
              }}
              data-testid="play-again"
            >
              Play again
            </button>
            <a class="button" href="/">
              Other games
            </a>
          </div>
        </section>
      </Show>
      <Show
        when={!covered()}
        fallback={
          <section class="notice handoff" data-testid="hand-off">
            <p class="handoff-title">Hand the phone to {playerWord(board.seatName(seat() ?? 0))}</p>
            <p class="hint">Their cards stay hidden until they tap.</p>
            <button type="button" class="primary wide" onClick={() => setHolder(seat())} data-testid="hand-off-ready">
              I am {playerWord(board.seatName(seat() ?? 0))}: show my game
            </button>
          </section>
        }
      >
        <BoardSlot
          module={board.module()}
          failed={board.failed()}
          view={view()}
          seat={seat()}
          legal={legal()}
          act={playerAct}
        />
      </Show>
      <Show when={!privateHidden()}>
        <GameLog lines={logLines()} />
      </Show>
      <p class="hint">Everything stays on this device. To play someone far away, start an online game from the home page.</p>
      <Toast message={flash.message()} />
    </main>
  );
}
