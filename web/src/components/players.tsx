import { For, Show, createSignal, onCleanup } from "solid-js";
import type { Seat } from "../../../shared/engine";
import type { PlayerInfo, StateMessage } from "../../../shared/protocol";

/** Time left, as a clock shows it: 4:05, 0:09; long deadlines in hours or days. */
export function formatLeft(ms: number): string {
  const s = Math.ceil(ms / 1000);
  if (s >= 2 * 86_400) return `${Math.floor(s / 86_400)} days`;
  if (s >= 3600) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Who sits where, their names, who is online, whose decision it is, their clocks and how many watch. */
export function Players(props: {
  players: readonly PlayerInfo[];
  active: readonly Seat[];
  you: Seat | null;
  seatName: (seat: Seat) => string;
  /**
   * A computer's seat's name, at a board that names its players ("Computer 1"): the row reads
   * "Computer 1 · Careful", its number among the computers and its level, not "Player 2".
   */
  computerName?: (seat: Seat) => string | undefined;
  seatColor: (seat: Seat) => string | undefined;
  clock?: StateMessage["clock"];
  /** When this page received `clock` (its own clock: the server's may differ). */
  clockSeen?: number;
  watching?: number;
}) {
  const [now, setNow] = createSignal(Date.now());
  const tick = setInterval(() => setNow(Date.now()), 500);
  onCleanup(() => clearInterval(tick));
  /** A seat's time left now: the server's figure, less what passed since it came if that seat's clock runs. */
  const left = (seat: Seat): number | null => {
    const clock = props.clock;
    const ms = clock?.left[seat];
    if (!clock || ms === null || ms === undefined) return null;
    return clock.running.includes(seat) ? Math.max(0, ms - (now() - (props.clockSeen ?? now()))) : ms;
  };
  return (
    <ul class="players" data-testid="players">
      <For each={props.players}>
        {(player) => {
          const turn = () => props.active.includes(player.seat);
          const state = () => (player.computer ? `computer, ${player.computer}` : !player.taken ? "free seat" : player.online ? "online" : "away");
          const computer = () => (player.computer ? props.computerName?.(player.seat) : undefined);
          return (
            <li class="player" classList={{ turn: turn() }} data-seat={player.seat} data-online={player.online}>
              <span
                class="presence"
                classList={{ online: player.online, free: !player.taken }}
                role="img"
                aria-label={state()}
              />
              <span class="swatch" style={{ background: props.seatColor(player.seat) ?? "currentColor" }} />
              <span class="player-name">
                <Show
                  when={computer()}
                  fallback={
                    <Show when={player.name} fallback={props.seatName(player.seat)}>
                      {player.name} <span class="hint">({props.seatName(player.seat)})</span>
                    </Show>
                  }
                >
                  {(name) => (
                    <>
                      {name()} <span class="hint">· {player.computer}</span>
                    </>
                  )}
                </Show>
                <Show when={props.you === player.seat}>
                  <span class="you"> (you)</span>
                </Show>
              </span>
              <span class="player-state">{turn() ? "to play" : computer() ? "" : state()}</span>
              <Show when={left(player.seat) !== null}>
                <span
                  class="clock"
                  classList={{ running: !!props.clock?.running.includes(player.seat), low: (left(player.seat) ?? 0) < 30_000 }}
                  data-testid={`clock-${player.seat}`}
                >
                  {formatLeft(left(player.seat) ?? 0)}
                </span>
              </Show>
            </li>
          );
        }}
      </For>
      <Show when={(props.watching ?? 0) > 0}>
        <li class="hint watching" data-testid="watching">
          {props.you !== null ? `${props.watching} watching` : props.watching === 1 ? "You are watching" : `You and ${(props.watching ?? 1) - 1} more are watching`}
        </li>
      </Show>
    </ul>
  );
}
