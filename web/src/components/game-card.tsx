import { For, type JSX, Show, createSignal } from "solid-js";
import { type CatalogEntry, type ClockOption, GAME_CLOCK_GAMES, type Timeout } from "../../../shared/protocol";
import { SIDES } from "../../../shared/games/sides";
import { BOARDS } from "../games";
import { remembered, remember } from "../lib/choices";

/** How a game is to be started, from the card's choices. */
export type Start = {
  options?: Record<string, unknown>;
  seat?: number;
  computers?: { seat: number; level: string }[];
  clock?: ClockOption;
  /** When a seat's time runs out (asked only of two-player tables; bigger ones always play on). */
  timeout?: Timeout;
};

/** The clocks an online game may have: none, a deadline per move, or (short games) a game clock. */
const CLOCKS: { value: string; text: string; clock?: ClockOption; short?: true }[] = [
  { value: "none", text: "No clock" },
  { value: "1h", text: "1 h a move", clock: { kind: "move", hours: 1 } },
  { value: "1d", text: "1 day a move", clock: { kind: "move", hours: 24 } },
  { value: "3d", text: "3 days a move", clock: { kind: "move", hours: 72 } },
  { value: "3+2", text: "3 min + 2 s", clock: { kind: "game", minutes: 3, increment: 2 }, short: true },
  { value: "5+3", text: "5 min + 3 s", clock: { kind: "game", minutes: 5, increment: 3 }, short: true },
];

const playerCount = (p: CatalogEntry["players"]) => (p.min === p.max ? `${p.min} players` : `${p.min}–${p.max} players`);

/** The seat counts a table of several players may be started with: 2 up to the game's maximum. */
const tableSizes = (p: CatalogEntry["players"]) => Array.from({ length: p.max - 1 }, (_, i) => i + 2);

/** A row of choices, one pressed: seat counts, computer levels, sides. */
function Choice<T extends string | number>(props: {
  label: string;
  items: readonly { value: T; text: string }[];
  value: T;
  onChange: (value: T) => void;
  testid: string;
}): JSX.Element {
  return (
    <div class="seat-count" role="group" aria-label={props.label}>
      <span class="hint">{props.label}</span>
      <For each={props.items}>
        {(item) => (
          <button
            type="button"
            class="small"
            aria-pressed={props.value === item.value}
            onClick={() => props.onChange(item.value)}
            data-testid={`${props.testid}-${item.value}`}
          >
            {item.text}
          </button>
        )}
      </For>
    </div>
  );
}

/**
 * One game on the home page: what it is, and the ways to start it: online with a link,
 * pass and play on this device, against the computer (at a level, on a side), solo.
 * The level and side chosen are remembered on this device.
 */
export function GameCard(props: { entry: CatalogEntry; busy: string | null; playOnline: (start: Start, key: string) => void }) {
  const entry = props.entry;
  const board = BOARDS[entry.id];
  /** The sides of a two-seat game, offered as "You play" against the computer. */
  const sides = entry.players.max === 2 && Object.hasOwn(SIDES, entry.id) ? SIDES[entry.id] : undefined;
  const computerLevels = entry.levels.length >= 2 ? entry.levels : [];
  const [players, setPlayers] = createSignal(2);
  const [level, setLevel] = createSignal(remembered(`level:${entry.id}`, computerLevels.map((l) => l.id)) ?? computerLevels.at(-1)?.id ?? "");
  const [side, setSide] = createSignal(Number(remembered(`side:${entry.id}`, ["0", "1"]) ?? 0));
  const clocks = CLOCKS.filter((c) => !c.short || GAME_CLOCK_GAMES.includes(entry.id));
  const [clock, setClock] = createSignal(remembered(`clock:${entry.id}`, clocks.map((c) => c.value)) ?? "none");
  const chosenClock = () => clocks.find((c) => c.value === clock())?.clock;
  /** Two players with a clock: lose on time (the default), or the computer plays on in that seat. */
  const [timeout, setTimeoutChoice] = createSignal<Timeout>(remembered(`timeout:${entry.id}`, ["lose", "computer"]) === "computer" ? "computer" : "lose");
  const asksTimeout = () => chosenClock() !== undefined && seats() === 2;
  /** Computers at a table of more than two: the last seats. */
  const [computerCount, setComputerCount] = createSignal(0);
  const seats = () => (entry.players.min < entry.players.max ? players() : entry.players.min);
  const options = () => (entry.players.min < entry.players.max ? { players: players() } : undefined);
  const tableComputers = () => Array.from({ length: Math.min(computerCount(), seats() - 1) }, (_, i) => ({ seat: seats() - 1 - i, level: level() }));
  const local = (query: Record<string, string | undefined>) => {
    const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
    const text = params.toString();
    return `/local/${entry.id}${text ? `?${text}` : ""}`;
  };
  /** Against the computer: 2-seat games on the chosen side; bigger tables, this seat and computers in the others. */
  const vsComputer = (): Start => {
    const you = sides ? side() : 0;
    const others = Array.from({ length: seats() }, (_, s) => s).filter((s) => s !== you);
    return { options: options(), seat: you, computers: others.map((seat) => ({ seat, level: level() })) };
  };
  /** A solo game whose rules play the other side at a level (The Union Forever!) takes the chosen one, if the rules know it. */
  const soloLevel = () => ("level" in entry.options && level() !== "random" ? { level: level() } : {});
  const busyText = (key: string, idle: string) => (props.busy === key ? "Starting…" : idle);
  /** The options chosen, in a few words, on the closed options line. */
  const optionsSummary = () => {
    const levelName = computerLevels.find((l) => l.id === level())?.name ?? "";
    const computers = tableComputers().length;
    return [
      // The level of "Play the computer"; at a bigger table with computers seated, named with them instead.
      computerLevels.length > 0 && (entry.players.max <= 2 || computers === 0) ? `computer: ${levelName}` : "",
      sides && computerLevels.length > 0 ? `you play ${sides[side()] ?? ""}` : "",
      computers ? `${computers} computer${computers > 1 ? "s" : ""} at the table (${levelName})` : "",
      clocks.find((c) => c.value === clock())?.text.toLowerCase() ?? "",
      asksTimeout() && timeout() === "computer" ? "computer plays on at time" : "",
    ]
      .filter(Boolean)
      .join(", ");
  };

  return (
    <li class="card" data-game={entry.id}>
      <h3>{entry.name}</h3>
      <p>{entry.summary}</p>
      <p class="hint">
        {playerCount(entry.players)} ·{" "}
        <a href={`/help/${entry.id}`} data-testid={`help-${entry.id}`}>
          How to play
        </a>
      </p>
      <Show when={board} fallback={<p class="hint">Coming soon to this site.</p>}>
        <Show when={entry.players.max > 2}>
          <Choice
            label="Players"
            items={tableSizes(entry.players).map((n) => ({ value: n, text: String(n) }))}
            value={players()}
            onChange={setPlayers}
            testid={`players-${entry.id}`}
          />
        </Show>
        <div class="actions">
          <button
            type="button"
            class="primary"
            disabled={props.busy !== null}
            onClick={() =>
              props.playOnline({ options: options(), computers: tableComputers(), clock: chosenClock(), timeout: asksTimeout() ? timeout() : undefined }, entry.id)
            }
            data-testid={`play-online-${entry.id}`}
          >
            {busyText(entry.id, "Play online")}
          </button>
          <a
            class="button"
            href={local({
              players: entry.players.max > 2 ? String(players()) : undefined,
              computers: tableComputers().length ? tableComputers().map((c) => c.seat).join(",") : undefined,
              level: tableComputers().length ? level() : undefined,
            })}
            data-testid={`pass-and-play-${entry.id}`}
          >
            Pass and play
          </a>
          {/* At a table of more than two (Pixel Lincoln), the computer plays every seat but the first. */}
          <Show when={computerLevels.length > 0}>
            <a
              class="button"
              href={local({
                players: entry.players.max > 2 ? String(players()) : undefined,
                computers: vsComputer().computers?.map((c) => c.seat).join(","),
                level: level(),
              })}
              data-testid={`play-computer-${entry.id}`}
            >
              Play the computer
            </a>
          </Show>
          <Show when={entry.players.min === 1}>
            <button
              type="button"
              disabled={props.busy !== null}
              onClick={() => props.playOnline({ options: { players: 1, ...soloLevel() } }, `${entry.id}:solo`)}
              data-testid={`play-solo-${entry.id}`}
            >
              {busyText(`${entry.id}:solo`, board?.solo ?? "Play the computer")}
            </button>
          </Show>
        </div>
        <Show when={computerLevels.length > 0 && entry.players.max === 2}>
          <button
            type="button"
            class="link"
            disabled={props.busy !== null}
            onClick={() => props.playOnline(vsComputer(), `${entry.id}:computer`)}
            data-testid={`play-computer-online-${entry.id}`}
          >
            {busyText(`${entry.id}:computer`, "Or play the computer online, to carry on from another device")}
          </button>
        </Show>
        <details class="card-options" data-testid={`options-${entry.id}`}>
          <summary>Options: {optionsSummary()}</summary>
          <Show when={computerLevels.length > 0}>
            <Choice
              label="Computer"
              items={computerLevels.map((l) => ({ value: l.id, text: l.name }))}
              value={level()}
              onChange={(id) => {
                setLevel(id);
                remember(`level:${entry.id}`, id);
              }}
              testid={`level-${entry.id}`}
            />
            <Show when={sides}>
              {(names) => (
                <Choice
                  label="You play"
                  items={names().map((name, seat) => ({ value: seat, text: name }))}
                  value={side()}
                  onChange={(seat) => {
                    setSide(seat);
                    remember(`side:${entry.id}`, String(seat));
                  }}
                  testid={`side-${entry.id}`}
                />
              )}
            </Show>
            <Show when={entry.players.max > 2}>
              <Choice
                label="Computers at the table"
                items={Array.from({ length: players() }, (_, n) => ({ value: n, text: String(n) }))}
                value={Math.min(computerCount(), players() - 1)}
                onChange={setComputerCount}
                testid={`computers-${entry.id}`}
              />
            </Show>
          </Show>
          <Choice
            label="Clock online"
            items={clocks.map((c) => ({ value: c.value, text: c.text }))}
            value={clock()}
            onChange={(value) => {
              setClock(value);
              remember(`clock:${entry.id}`, value);
            }}
            testid={`clock-${entry.id}`}
          />
          <Show when={asksTimeout()}>
            <Choice
              label="When time runs out"
              items={[
                { value: "lose", text: "Lost on time" },
                { value: "computer", text: "Computer plays on" },
              ]}
              value={timeout()}
              onChange={(value: Timeout) => {
                setTimeoutChoice(value);
                remember(`timeout:${entry.id}`, value);
              }}
              testid={`timeout-${entry.id}`}
            />
          </Show>
        </details>
      </Show>
    </li>
  );
}
