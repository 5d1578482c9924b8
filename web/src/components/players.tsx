import { For, Show } from "solid-js";
import type { Seat } from "../../../shared/engine";
import type { PlayerInfo } from "../../../shared/protocol";

/** Who sits where, who is online, and whose decision it is. */
export function Players(props: {
  players: readonly PlayerInfo[];
  active: readonly Seat[];
  you: Seat | null;
  seatName: (seat: Seat) => string;
  seatColor: (seat: Seat) => string | undefined;
}) {
  return (
    <ul class="players" data-testid="players">
      <For each={props.players}>
        {(player) => {
          const turn = () => props.active.includes(player.seat);
          const state = () => (!player.taken ? "free seat" : player.online ? "online" : "away");
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
                {props.seatName(player.seat)}
                <Show when={props.you === player.seat}>
                  <span class="you"> (you)</span>
                </Show>
              </span>
              <span class="player-state">{turn() ? "to play" : state()}</span>
            </li>
          );
        }}
      </For>
    </ul>
  );
}
