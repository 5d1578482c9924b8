import { Show, createSignal } from "solid-js";
import type { Seat } from "../../../shared/engine";
import { setSoundOn, soundOn } from "../lib/turn-alerts";

/**
 * Beside the board, for a seat in a game in play: offer, accept or decline a
 * draw (games that can be drawn), resign (one or two players) or leave (more:
 * the computer plays on), each final step confirmed; and the turn sound.
 */
export function TableActions(props: {
  seat: Seat | null;
  playing: boolean;
  seats: number;
  canDraw: boolean;
  /** Seats offering a draw now. */
  offers: readonly Seat[];
  tell: (message: { t: "resign" } | { t: "draw"; accept: boolean } | { t: "leave" }) => void;
}) {
  const [confirming, setConfirming] = createSignal<"resign" | "leave" | null>(null);
  const mine = () => props.seat !== null && props.offers.includes(props.seat);
  const theirs = () => props.offers.some((s) => s !== props.seat);
  const quit = () => (props.seats > 2 ? "leave" : "resign");

  return (
    <section class="table-actions" aria-label="The game">
      <Show when={props.playing && props.seat !== null}>
        <Show when={props.canDraw}>
          <Show
            when={theirs() && !mine()}
            fallback={
              <button type="button" class="small" disabled={mine()} onClick={() => props.tell({ t: "draw", accept: true })} data-testid="offer-draw">
                {mine() ? "Draw offered" : "Offer a draw"}
              </button>
            }
          >
            <p class="hint" role="status">
              A draw is offered.
            </p>
            <button type="button" class="small primary" onClick={() => props.tell({ t: "draw", accept: true })} data-testid="accept-draw">
              Accept the draw
            </button>
            <button type="button" class="small" onClick={() => props.tell({ t: "draw", accept: false })} data-testid="decline-draw">
              Decline
            </button>
          </Show>
        </Show>
        <Show
          when={confirming()}
          fallback={
            <button type="button" class="small" onClick={() => setConfirming(quit())} data-testid={quit()}>
              {quit() === "leave" ? "Leave the game" : "Resign"}
            </button>
          }
        >
          {(what) => (
            <span class="confirm" role="group" aria-label="Are you sure?">
              <span>{what() === "leave" ? "Leave? The computer plays on for you." : "Resign and lose this game?"}</span>
              <button
                type="button"
                class="small danger"
                onClick={() => {
                  const t = what();
                  setConfirming(null);
                  props.tell({ t });
                }}
                data-testid={`confirm-${what()}`}
              >
                {what() === "leave" ? "Leave" : "Resign"}
              </button>
              <button type="button" class="small" onClick={() => setConfirming(null)}>
                Keep playing
              </button>
            </span>
          )}
        </Show>
      </Show>
      <button type="button" class="small" aria-pressed={soundOn()} onClick={() => setSoundOn(!soundOn())} data-testid="sound">
        {soundOn() ? "Turn sound: on" : "Turn sound: off"}
      </button>
    </section>
  );
}
