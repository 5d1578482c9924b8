import { Match, Switch, createSignal, onCleanup } from "solid-js";
import type { ConnectionStatus } from "../lib/connection";

/** Says when the game is not live, and when it will try again. */
export function ConnectionBadge(props: { status: ConnectionStatus; retryAt: number | null; retry: () => void }) {
  const [now, setNow] = createSignal(Date.now());
  const tick = setInterval(() => setNow(Date.now()), 500);
  onCleanup(() => clearInterval(tick));
  const seconds = () => (props.retryAt === null ? 0 : Math.max(0, Math.ceil((props.retryAt - now()) / 1000)));

  return (
    <Switch>
      <Match when={props.status === "connecting" && props.retryAt === null}>
        <div class="badge" role="status" data-testid="connection">
          Connecting…
        </div>
      </Match>
      <Match when={props.status === "connecting"}>
        <div class="badge warn" role="status" data-testid="connection">
          <span>Can't reach the game yet.{seconds() > 0 ? ` Trying again in ${seconds()} s` : ""}</span>
          <button type="button" class="small" onClick={() => props.retry()}>
            Retry now
          </button>
        </div>
      </Match>
      <Match when={props.status === "crowded"}>
        <div class="badge warn" role="status" data-testid="connection">
          <span>Too many people are watching this game right now.{seconds() > 0 ? ` Trying again in ${seconds()} s` : ""}</span>
        </div>
      </Match>
      <Match when={props.status === "reconnecting"}>
        <div class="badge warn" role="status" data-testid="connection">
          <span>Reconnecting…{seconds() > 0 ? ` trying again in ${seconds()} s` : ""}</span>
          <button type="button" class="small" onClick={() => props.retry()}>
            Retry now
          </button>
        </div>
      </Match>
    </Switch>
  );
}
