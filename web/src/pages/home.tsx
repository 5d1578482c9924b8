import { For, Match, Show, Switch, createResource, createSignal } from "solid-js";
import type { CatalogEntry } from "../../../shared/protocol";
import { BOARDS, hasBoard } from "../games";
import { ApiError, createGame, getCatalog } from "../lib/api";
import { navigate } from "../lib/router";
import { listSeats, saveSeat } from "../lib/seat-store";

const playerCount = (p: CatalogEntry["players"]) =>
  p.min === p.max ? `${p.min} players` : `${p.min}–${p.max} players`;

/** The seat counts a table of several players may be started with: 2 up to the game's maximum. */
const tableSizes = (p: CatalogEntry["players"]) => Array.from({ length: p.max - 1 }, (_, i) => i + 2);

/** Pick a game: start one online and send the link, or play on this device. */
export function HomePage() {
  document.title = "Linkplay — board games from a link";
  const [catalog, { refetch }] = createResource(getCatalog);
  const [starting, setStarting] = createSignal<string | null>(null);
  const [problem, setProblem] = createSignal<string | null>(null);
  const recent = listSeats().slice(0, 5);
  /** The seat count chosen for each game that seats more than two (2 until chosen). */
  const [sizes, setSizes] = createSignal<Record<string, number>>({});
  const sizeOf = (game: string) => sizes()[game] ?? 2;

  /** Starts an online game; `key` names the button that started it. */
  const playOnline = async (game: string, options?: Record<string, unknown>, key = game) => {
    setStarting(key);
    setProblem(null);
    try {
      const grant = await createGame(game, options);
      saveSeat(grant.id, grant.seat, grant.token, game);
      navigate(`/g/${grant.id}`);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : "Couldn't start the game. Try again.");
      setStarting(null);
    }
  };

  return (
    <main class="page home">
      <header class="hero">
        <h1>Linkplay</h1>
        <p>Start a board game in one tap, send the link to a friend, and play on your phones. No account, nothing to install.</p>
      </header>

      <Show when={problem()}>
        <p class="notice error" role="alert" data-testid="home-error">
          {problem()}
        </p>
      </Show>

      <Switch>
        <Match when={catalog.state === "pending" || catalog.state === "unresolved"}>
          <p class="notice" role="status" data-testid="catalog-loading">
            Loading the games…
          </p>
        </Match>
        <Match when={catalog.state === "errored"}>
          <div class="notice error" role="alert" data-testid="catalog-error">
            <p>Couldn't reach the server, so online games are unavailable right now. Check your connection and try again.</p>
            <button type="button" onClick={() => refetch()}>
              Try again
            </button>
          </div>
          <h2>Play on this device</h2>
          <ul class="games">
            <For each={Object.entries(BOARDS)}>
              {([id, board]) => (
                <li class="card">
                  <h3>{board.name}</h3>
                  <div class="actions">
                    <a class="button" href={`/local/${id}`}>
                      Pass and play
                    </a>
                  </div>
                </li>
              )}
            </For>
          </ul>
        </Match>
        <Match when={catalog.state === "ready" && catalog().length === 0}>
          <p class="notice" data-testid="catalog-empty">
            No games are on offer yet. Come back a little later.
          </p>
        </Match>
        <Match when={catalog.state === "ready"}>
          <ul class="games" data-testid="catalog">
            <For each={catalog.state === "ready" ? catalog() : []}>
              {(entry) => (
                <li class="card" data-game={entry.id}>
                  <h3>{entry.name}</h3>
                  <p>{entry.summary}</p>
                  <p class="hint">{playerCount(entry.players)}</p>
                  <Show when={hasBoard(entry.id)} fallback={<p class="hint">Coming soon to this site.</p>}>
                    <Show when={entry.players.max > 2}>
                      <div class="seat-count" role="group" aria-label="Players at the table">
                        <span class="hint">Players</span>
                        <For each={tableSizes(entry.players)}>
                          {(n) => (
                            <button
                              type="button"
                              class="small"
                              aria-pressed={sizeOf(entry.id) === n}
                              onClick={() => setSizes({ ...sizes(), [entry.id]: n })}
                              data-testid={`players-${entry.id}-${n}`}
                            >
                              {n}
                            </button>
                          )}
                        </For>
                      </div>
                    </Show>
                    <div class="actions">
                      <button
                        type="button"
                        class="primary"
                        disabled={starting() !== null}
                        onClick={() => playOnline(entry.id, entry.players.min < entry.players.max ? { players: sizeOf(entry.id) } : undefined)}
                        data-testid={`play-online-${entry.id}`}
                      >
                        {starting() === entry.id ? "Starting…" : "Play online"}
                      </button>
                      <a
                        class="button"
                        href={`/local/${entry.id}${entry.players.max > 2 ? `?players=${sizeOf(entry.id)}` : ""}`}
                        data-testid={`pass-and-play-${entry.id}`}
                      >
                        Pass and play
                      </a>
                      <Show when={BOARDS[entry.id]?.bot}>
                        <a class="button" href={`/local/${entry.id}?computer=1`} data-testid={`play-computer-${entry.id}`}>
                          Play the computer
                        </a>
                      </Show>
                      <Show when={entry.players.min === 1}>
                        <button
                          type="button"
                          disabled={starting() !== null}
                          onClick={() => playOnline(entry.id, { players: 1 }, `${entry.id}:solo`)}
                          data-testid={`play-solo-${entry.id}`}
                        >
                          {starting() === `${entry.id}:solo` ? "Starting…" : (BOARDS[entry.id]?.solo ?? "Play the computer")}
                        </button>
                      </Show>
                    </div>
                  </Show>
                </li>
              )}
            </For>
          </ul>
          <p class="hint">
            <strong>Play online</strong> gives you a link to send; your friend opens it and takes the other seat.{" "}
            <strong>Pass and play</strong> is for people sharing this device. <strong>Play the computer</strong> or{" "}
            <strong>Play solo</strong>, where a game offers it, is a game of your own.
          </p>
        </Match>
      </Switch>

      <Show when={recent.length > 0}>
        <section class="panel">
          <h2>Your games on this device</h2>
          <ul class="recent">
            <For each={recent}>
              {(game) => (
                <li>
                  <a href={`/g/${game.id}`}>
                    {(game.game && BOARDS[game.game]?.name) || "Game"} · {game.id}
                  </a>
                  <Show when={game.at}>{(at) => <span class="hint"> {new Date(at()).toLocaleDateString()}</span>}</Show>
                </li>
              )}
            </For>
          </ul>
        </section>
      </Show>
    </main>
  );
}
