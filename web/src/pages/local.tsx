import { For, Show, createEffect, createMemo, createResource, createSignal, onCleanup } from "solid-js";
import type { AnyGame, LogLine, Seat } from "../../../shared/engine";
import { applyAction, checkAction, parseOptions, seatCount, setupLines, setupState } from "../../../shared/engine";
import { BoardSlot, createBoardModule } from "../components/board-slot";
import { GameLog } from "../components/game-log";
import { Toast } from "../components/toast";
import { createComputer } from "../computer/client";
import { loadRules } from "../games";
import { getCatalog } from "../lib/api";
import { remember, rememberText, rememberedText } from "../lib/choices";
import { createFlash } from "../lib/flash";
import { computerName, listNames, sidesText } from "../lib/names";
import { isSide } from "../../../shared/games/sides";
import { NAME_MAX_LENGTH } from "../../../shared/display-name";
import { outcomeText } from "../lib/prompt";
import { randomSeed } from "../lib/random-seed";

type LocalMatch = { seed: string; state: unknown; ply: number; log: LogLine[] };

/** "the Union player"; a seat already named as a player ("Player 2") stays as it is. */
const playerWord = (name: string) => (isSide(name) ? `the ${name} player` : name);

/** The names given on this device's last pass and play, one a seat ("" where none was): offered again. */
function rememberedNames(): string[] {
  try {
    const names: unknown = JSON.parse(rememberedText("pass-and-play-names") ?? "[]");
    return Array.isArray(names) ? names.map((n) => (typeof n === "string" ? n : "")) : [];
  } catch {
    return [];
  }
}

/** The least time between a move and the computer's answer, so the move is seen landing first. */
const PAUSE_MS = 350;

/**
 * The seats the computer plays, from the address: `?computers=1,2` (and `?computer=1`,
 * the second seat, as links made before); seats the game does not have are ignored.
 */
function computerSeats(query: URLSearchParams, seats: number): Set<Seat> {
  const listed = query.get("computers") ?? (query.get("computer") === "1" ? "1" : "");
  const out = new Set<Seat>();
  for (const part of listed.split(",")) if (/^\d+$/.test(part) && Number(part) < seats) out.add(Number(part));
  if (out.size >= seats) out.delete(0); // somebody has to play
  return out;
}

/**
 * A game on this device kept in the tab's session storage: what it loads back is checked
 * against the rules (a game kept under other rules, or unreadable, is not loaded).
 */
function storedMatch(game: AnyGame, address: string) {
  const key = `local:${game.version}:${address}`;
  return {
    load(): LocalMatch | null {
      try {
        const m = JSON.parse(sessionStorage.getItem(key) ?? "null") as LocalMatch | null;
        if (!m || typeof m.seed !== "string" || !Number.isInteger(m.ply) || !Array.isArray(m.log)) return null;
        game.status(m.state); // throws on a state these rules cannot read
        return m;
      } catch {
        return null;
      }
    },
    save(m: LocalMatch): void {
      try {
        sessionStorage.setItem(key, JSON.stringify(m));
      } catch {
        // Storage full or refused: the game goes on, only not kept.
      }
    },
  };
}

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

  const seats = seatCount(game, options);
  const computers = computerSeats(query, seats);
  /** The computer's level (a player id of the game's); unknown or absent: its strongest. */
  const level = query.get("level") ?? "";
  const people = Array.from({ length: seats }, (_, s) => s).filter((s) => !computers.has(s));
  /** What the players typed as their names, one a seat, as the game starts (a board whose seats are players: its nameLine). */
  const [typed, setTyped] = createSignal(rememberedNames());
  const typeName = (seatNo: Seat, name: string) => {
    const next = Array.from({ length: Math.max(typed().length, seatNo + 1) }, (_, s) => (s === seatNo ? name : (typed()[s] ?? "")));
    setTyped(next);
    rememberText("pass-and-play-names", JSON.stringify(next));
  };
  /**
   * The seats' names (BoardProps.names, for a board that names its players): the computers'
   * always, as online; the people's where given, between people only (alone against the
   * computer the person is the board's "you").
   */
  const names = createMemo(() => {
    const typedName = (s: Seat) => (people.length < 2 ? undefined : typed()[s]?.trim() || undefined);
    return Array.from({ length: seats }, (_, s) => (computers.has(s) ? computerName(s, computers) : typedName(s)));
  });
  /** A line of the rules with the players' names, for a board whose seats are players (its nameLine); else as it is. */
  const named = (line: string) => board.module()?.nameLine?.(line, names(), viewer()) ?? line;
  /** A seat by its player's name where given ("Ann"), else as the board names it. */
  const seatName = (seatNo: Seat) => named(board.seatName(seatNo));
  /** Whom the device goes to: "Ann", "Player 2", "the Union player". */
  const person = (seatNo: Seat) => (names()[seatNo] ? seatName(seatNo) : playerWord(board.seatName(seatNo)));

  const fresh = (): LocalMatch => {
    const seed = randomSeed();
    const state = setupState(game, options, seed);
    return { seed, state, ply: 0, log: setupLines(game, state) };
  };
  // The game in progress outlives the page in this tab: How to play, a reload, the back button
  // (sessionStorage, under the address that set the game up, and the rules' version).
  const stored = storedMatch(game, location.pathname + location.search);
  const [match, setMatch] = createSignal(stored.load() ?? fresh());
  createEffect(() => stored.save(match()));
  /** The computer thinks in a thread of its own, so the page never freezes. */
  const thread = computers.size > 0 ? createComputer(game.id, level) : null;
  onCleanup(() => thread?.dispose());
  const computer = () => thread !== null;

  const status = () => game.status(match().state);
  /** The seat to move (the first, when several decide at once); null once over. */
  const seat = (): Seat | null => {
    const s = status();
    return "active" in s ? (s.active[0] ?? null) : null;
  };
  /** Whether the seat to move is a person at this device (not the computer). */
  const human = () => seat() === null || !computers.has(seat() as Seat);
  /** The seat whose eyes the board shows: the person to move, or, while a computer moves, the last person who did. */
  const [lastPerson, setLastPerson] = createSignal<Seat>(people[0] ?? 0);
  createEffect(() => {
    const s = seat();
    if (s !== null && !computers.has(s)) setLastPerson(s);
  });
  const viewer = (): Seat | null => (seat() === null ? (people.length === 1 ? (people[0] ?? null) : null) : human() ? seat() : lastPerson());
  const view = () => game.view(match().state, viewer());
  const legal = () => {
    const s = seat();
    return s !== null && human() ? game.legal(match().state, s) : [];
  };
  /** The seat that made the last move on this page (null before the first, or after a reload). */
  const [lastMover, setLastMover] = createSignal<Seat | null>(null);
  const act = (action: unknown) => {
    const m = match();
    const s = seat();
    const check = checkAction(game, m.state, m.ply, s, m.ply, action);
    if (!check.ok || s === null) {
      flash.show(check.ok ? "Nobody can move now." : check.refusal.message);
      return;
    }
    const step = applyAction(game, m.state, m.ply, m.seed, s, check.action);
    setLastMover(s);
    setMatch({ ...m, state: step.state, ply: m.ply + 1, log: [...m.log, ...step.lines] });
  };
  /** The board's actions: a person's only, never one for the computer's seat. */
  const playerAct = (action: unknown) => {
    if (human()) act(action);
  };
  // The computer answers once the move before it is on the board; its thread thinks meanwhile.
  createEffect(() => {
    const m = match();
    const s = seat();
    if (!thread || s === null || !computers.has(s)) return;
    let live = true;
    onCleanup(() => (live = false));
    const started = performance.now();
    // The question goes to the thread once the move before it is painted, so that nothing
    // of the page's own work falls in the time the computer thinks.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!live) return;
        thread
          .choose(m.state, s, `${m.seed}:computer:${m.ply}`)
          .then(async (action) => {
            await new Promise((r) => setTimeout(r, Math.max(0, PAUSE_MS - (performance.now() - started))));
            if (live && match() === m) act(action);
          })
          .catch((error: unknown) => live && flash.show(`The computer could not move: ${error instanceof Error ? error.message : String(error)}`));
      }, 0),
    );
  });

  const over = () => "over" in status();
  /** A new game from the start, the seats as they were (after the game, or given up during it). */
  const startOver = () => {
    setHolder(null);
    setRenaming(false);
    setLastMover(null);
    setConfirming(false);
    setMatch(fresh());
  };
  const [confirming, setConfirming] = createSignal(false);
  /** The computer's level as the home page names it ("Perfect"); unnamed where the catalog cannot be read (offline). */
  const [catalog] = createResource(() => (computer() ? game.id : undefined), () => getCatalog().catch(() => []));
  const levels = () => catalog()?.find((entry) => entry.id === game.id)?.levels ?? [];
  const levelIndex = () => {
    const i = levels().findIndex((l) => l.id === level);
    return i >= 0 ? i : levels().length - 1;
  };
  const levelName = () => levels()[levelIndex()]?.name;
  /**
   * After a game against one computer, the levels either side of this one (weakest first in the
   * catalog), to play again at: a stranger who keeps losing to the strongest finds an easier one
   * here, not only behind the home page's options. Chosen, it is remembered as the home page's.
   */
  const otherLevels = () => {
    if (!computer() || people.length !== 1) return [];
    const i = levelIndex();
    return [
      { word: "Easier", level: levels()[i - 1] },
      { word: "Harder", level: levels()[i + 1] },
    ].filter((o) => o.level !== undefined);
  };
  const playAt = (id: string) => {
    remember(`level:${game.id}`, id);
    const next = new URLSearchParams(location.search);
    next.set("level", id);
    // A new page: the computer's thread and the game kept in this tab are made for one level.
    location.assign(`${location.pathname}?${next}`);
  };
  /** Against the computer: who plays which side, and at what level. */
  const sides = () => {
    if (!computer() || people.length !== 1) return null;
    const against = computers.size > 1 ? `${computers.size} computers` : "the computer";
    return sidesText(board.seatName(people[0] ?? 0), against, levelName());
  };
  /**
   * Hidden hands: the seat the device was last handed to. When another seat is to decide,
   * the board and the log stay covered until that player taps (games that declare handOff).
   */
  const [holder, setHolder] = createSignal<Seat | null>(null);
  /** The hand-off screen shows the names' fields again, after the game's start (its "Change names"). */
  const [renaming, setRenaming] = createSignal(false);
  let handOffScreen: HTMLElement | undefined;
  const rename = () => {
    setRenaming(true);
    // The field of the player the phone goes to: most often the one who skipped it.
    handOffScreen?.querySelector<HTMLInputElement>(`input[data-testid="name-${seat()}"]`)?.focus();
  };
  const showGame = () => {
    setRenaming(false);
    setHolder(seat());
  };
  const handOff = () => board.module()?.handOff;
  // Only between people: a computer's turn shows the last person's view, and hides nothing more.
  const covered = () => !!handOff() && people.length > 1 && !over() && seat() !== null && human() && seat() !== holder();
  /** Nothing private is shown before the board says whether its seats hide things. */
  const privateHidden = () => covered() || (!board.module() && !board.failed());
  const prompt = () => {
    const s = status();
    if (computer() && people.length === 1) {
      const you = people[0] ?? 0;
      // Several computers at a board that names its players are "Computer 1", "Computer 2", as on the board.
      const computerWord = (seatNo: Seat) =>
        computers.size > 1 && board.module()?.nameLine ? computerName(seatNo, computers) : seats > 2 ? `The computer (${board.seatName(seatNo)})` : "The computer";
      const name = (seatNo: Seat) => (computers.has(seatNo) ? computerWord(seatNo) : board.seatName(seatNo));
      if ("over" in s) return outcomeText({ ...s.over, reason: named(s.over.reason) }, you, name);
      if (!human()) return `${name(seat() ?? 0)} is thinking…`;
      const mover = seat();
      // The game's own words where it has them (Connect Four's first move: how to play), its seats named
      // as on the board ("Cancel or not? (Computer's turn)", not "(Player 2's turn)").
      const words = mover !== null ? board.module()?.turnWords?.(view(), mover) : undefined;
      return (words && named(words)) || "Your turn";
    }
    if (computer() && !human()) return `${seatName(seat() ?? 0)} is thinking…`;
    if ("over" in s) return outcomeText({ ...s.over, reason: named(s.over.reason) }, null, seatName);
    if (handOff()) return `${listNames(s.active, seatName)} to play`;
    // Handed over only when another seat is to move (a side with several decisions in a row keeps it).
    const handed = lastMover() !== null && seat() !== lastMover();
    return `${listNames(s.active, seatName)} to play${handed ? " — pass the device" : ""}`;
  };
  /** Lines every seat may read, and private ones of the seat holding the device, in the rules' words (the board names them itself). */
  const logLines = () => match().log.filter((line) => line.to === undefined || line.to === viewer()).map((line) => line.text);
  /** On the hand-off screen, what the others did since its player last moved, in the game's words: from public lines only. */
  const handOffNews = () => {
    const pick = board.module()?.othersNews;
    const next = seat();
    return pick && next !== null ? pick(match().log.flatMap((line) => (line.to === undefined ? [line.text] : [])), next).map(named) : [];
  };

  createEffect(() => {
    document.title = `${computer() ? "Against the computer" : "Pass and play"} · ${game.name}`;
  });

  return (
    <main class="page game local">
      <header class="bar">
        <a href="/" class="brand">
          Linkplay
        </a>
        <h1 class="bar-title">{game.name}</h1>
        <a class="bar-help" href={`/help/${game.id}`} data-testid="page-help">
          How to play
        </a>
      </header>
      <Show
        when={over()}
        fallback={
          <p class="prompt" classList={{ yours: computer() && human() && seat() !== null }} data-testid="prompt" aria-live="polite">
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
            <button type="button" class="primary" onClick={startOver} data-testid="play-again">
              Play again
            </button>
            <For each={otherLevels()}>
              {(o) => (
                <button
                  type="button"
                  onClick={() => playAt(o.level?.id ?? "")}
                  aria-label={`Play again, ${o.word.toLowerCase()}: ${o.level?.name}`}
                  title={`Play again against ${o.level?.name}`}
                  data-testid={`play-${o.word.toLowerCase()}`}
                >
                  {o.word}
                </button>
              )}
            </For>
            <a class="button" href="/">
              Other games
            </a>
          </div>
        </section>
      </Show>
      <Show when={sides()}>{(text) => <p class="hint sides" data-testid="sides">{text()}</p>}</Show>
      <Show
        when={!covered()}
        fallback={
          <section class="notice handoff" data-testid="hand-off" ref={handOffScreen}>
            <p class="handoff-title">
              Hand the phone to <span class="handoff-person">{person(seat() ?? 0)}</span>
            </p>
            {/*
              As the game starts, and later when asked, the players may say who they are: the board,
              the log and this screen name them so. The computer's seats are listed as the computer's.
            */}
            <Show when={board.module()?.nameLine && (match().ply === 0 || renaming())}>
              <fieldset class="handoff-names" data-testid="names">
                <legend>Who is playing?</legend>
                <For each={Array.from({ length: seats }, (_, s) => s)}>
                  {(seatNo) => (
                    <Show
                      when={!computers.has(seatNo)}
                      fallback={
                        <p class="handoff-computer" data-testid={`name-${seatNo}`}>
                          <span class="swatch" style={{ background: board.seatColor(seatNo) }} />
                          <span class="handoff-seat">{board.seatName(seatNo)}</span>
                          <span>
                            {computerName(seatNo, computers)}
                            <Show when={levelName()}>{(name) => <span class="hint"> ({name()})</span>}</Show>
                          </span>
                        </p>
                      }
                    >
                      <label>
                        <span class="swatch" style={{ background: board.seatColor(seatNo) }} />
                        <span class="handoff-seat">{board.seatName(seatNo)}</span>
                        <input
                          type="text"
                          value={typed()[seatNo] ?? ""}
                          placeholder="Name"
                          maxLength={NAME_MAX_LENGTH}
                          autocomplete="off"
                          onInput={(e) => typeName(seatNo, e.currentTarget.value)}
                          data-testid={`name-${seatNo}`}
                        />
                      </label>
                    </Show>
                  )}
                </For>
              </fieldset>
            </Show>
            <Show when={handOffNews().length > 0}>
              <h2 class="handoff-news-title" id="handoff-news-title">
                While you were away
              </h2>
              <ul class="handoff-news" aria-labelledby="handoff-news-title" data-testid="hand-off-news">
                <For each={handOffNews()}>{(line) => <li>{line}</li>}</For>
              </ul>
            </Show>
            <p class="hint">Their cards stay hidden until they tap.</p>
            <button type="button" class="primary wide" onClick={showGame} data-testid="hand-off-ready">
              I am {person(seat() ?? 0)}: show my game
            </button>
            {/* Later on, a player who skipped the names, or a new player at the table, may still give them. */}
            <Show when={board.module()?.nameLine && match().ply > 0 && !renaming()}>
              <button type="button" class="link handoff-rename" onClick={rename} data-testid="change-names">
                {people.some((s) => names()[s]) ? "Change names" : "Name the players"}
              </button>
            </Show>
          </section>
        }
      >
        <BoardSlot
          module={board.module()}
          game={game.id}
          failed={board.failed()}
          view={view()}
          seat={viewer()}
          legal={legal()}
          act={playerAct}
          log={logLines()}
          names={names()}
          computers={[...computers]}
        />
      </Show>
      <Show when={!over()}>
        <section class="table-actions" aria-label="The game">
          <Show
            when={confirming()}
            fallback={
              <button type="button" class="small" onClick={() => setConfirming(true)} data-testid="new-game">
                New game
              </button>
            }
          >
            <span class="confirm" role="group" aria-label="Are you sure?">
              <span>Give up this game and start again?</span>
              <button type="button" class="small danger" onClick={startOver} data-testid="confirm-new-game">
                Start again
              </button>
              <button type="button" class="small" onClick={() => setConfirming(false)}>
                Keep playing
              </button>
            </span>
          </Show>
        </section>
      </Show>
      <Show when={!privateHidden()}>
        <GameLog lines={logLines().map(named)} />
      </Show>
      <p class="hint">Everything stays on this device. To play someone far away, start an online game from the home page.</p>
      <Toast message={flash.message()} tone={flash.tone()} />
    </main>
  );
}
