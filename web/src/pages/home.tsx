import { For, Match, Show, Switch, createResource, createSignal } from "solid-js";
import { GameCard, type Start } from "../components/game-card";
import { BOARDS } from "../games";
import { ApiError, createGame, getCatalog } from "../lib/api";
import { rememberedText } from "../lib/choices";
import { navigate } from "../lib/router";
import { saveSeat } from "../lib/seat-store";
import { RecentGames } from "../components/recent-games";

/** Pick a game: start one online and send the link, or play on this device. */
export function HomePage() {
  document.title = "Linkplay — board games from a link";
  const [catalog, { refetch }] = createResource(getCatalog);
  const [starting, setStarting] = createSignal<string | null>(null);
  const [problem, setProblem] = createSignal<string | null>(null);
  /** Starts an online game; `key` names the button that started it. */
  const playOnline = async (game: string, start: Start, key: string) => {
    setStarting(key);
    setProblem(null);
    try {
      const name = rememberedText("name");
      const grant = await createGame({
        game,
        ...start,
        computers: start.computers?.length ? start.computers : undefined,
        ...(name ? { name } : {}),
      });
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

      <RecentGames />

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
          <h2>Choose a game</h2>
          {/* What the buttons do, before anyone has to choose one: folded, so the games stay on the first screen. */}
          <details class="help-contents home-how" data-testid="home-how">
            <summary>What do the buttons do?</summary>
            <p class="hint">
              <strong>Play online</strong> gives you a link to send; your friend opens it and takes the other seat.{" "}
              <strong>Pass and play</strong> is for people sharing this device. <strong>Play the computer</strong> plays on
              this device against a computer player at the level in Options, in every other seat. <strong>Play solo</strong>, where a game offers
              it, is the game's own one-player version, kept online so you can carry on from another device.
            </p>
          </details>
          <ul class="games" data-testid="catalog">
            <For each={catalog.state === "ready" ? catalog() : []}>
              {(entry) => <GameCard entry={entry} busy={starting()} playOnline={(start, key) => playOnline(entry.id, start, key)} />}
            </For>
          </ul>
        </Match>
      </Switch>

    </main>
  );
}
