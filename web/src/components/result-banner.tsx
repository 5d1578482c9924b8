import { Match, Show, Switch, onMount } from "solid-js";
import type { Seat } from "../../../shared/engine";
import { isSide } from "../../../shared/games/sides";

/** A seat's place in the order of play, seat 0 first. */
const ORDER = ["first", "second", "third", "fourth", "fifth", "sixth"];

/** Where this viewer stands on a rematch. */
export type RematchState = "none" | "offered-to-you" | "waiting" | "ready";

/** How the game ended, the rematch, and the replay. */
export function ResultBanner(props: {
  text: string;
  won: boolean;
  /** Null for a spectator, who cannot ask for a rematch. */
  rematch: RematchState | null;
  /** Nobody else to ask (solo, or only computers at the table): the rematch starts at once, as "Play again". */
  alone?: boolean;
  onRematch: () => void;
  onFollowRematch: () => void;
  replayHref: string;
  /**
   * This seat's seat in the rematch: the seats move round (the server makes this game's seat s
   * the next one's s - 1, so the next player begins). "You play Yellow this time"; where the
   * seats are players, not sides (Pixel Lincoln), its place in the order: "you play first, as Player 1".
   */
  nextSeat?: Seat;
  /** The game's name for a seat ("Yellow", "Player 1"). */
  seatName: (seat: Seat) => string;
  /** How many seats: two swap sides, more move round. */
  seats: number;
}) {
  const lead = () => (props.alone ? "In the new game" : "In the rematch");
  const rematchSeat = (seat: Seat) => {
    const name = props.seatName(seat);
    // Seats without sides have nothing to swap: what changes is who begins.
    if (!isSide(name)) return `${lead()} you play ${ORDER[seat] ?? `in seat ${seat + 1}`}, as ${name}.`;
    return `${lead()} ${props.seats === 2 ? "the sides swap" : "the seats move round (the next player begins)"}: you play ${name} this time.`;
  };
  let banner: HTMLElement | undefined;
  // A game that ends while the page is scrolled down to the board (Washington taken in the
  // computer's turn) brings its result into sight: it stands above the board, off the screen.
  onMount(() =>
    requestAnimationFrame(() => {
      if (banner && banner.getBoundingClientRect().top < 0) banner.scrollIntoView({ block: "start", behavior: "smooth" });
    }),
  );
  return (
    <section ref={banner} class="result" classList={{ won: props.won }} data-testid="result" role="status">
      <p class="result-text">{props.text}</p>
      <div class="actions">
        <Show when={props.rematch !== null}>
          <Switch>
            <Match when={props.rematch === "waiting"}>
              <p class="hint" data-testid="rematch-waiting">
                {props.alone ? "Starting a new game…" : "Rematch asked — waiting for the other player…"}
              </p>
            </Match>
            <Match when={props.rematch === "ready"}>
              <button type="button" class="primary" onClick={() => props.onFollowRematch()} data-testid="rematch">
                Go to the rematch
              </button>
            </Match>
            <Match when={props.rematch === "offered-to-you"}>
              <p class="hint" data-testid="rematch-offered">
                A rematch is asked for: accept it to play again.
              </p>
              <button type="button" class="primary" onClick={() => props.onRematch()} data-testid="rematch">
                Accept the rematch
              </button>
            </Match>
            <Match when={props.rematch === "none"}>
              <button type="button" class="primary" onClick={() => props.onRematch()} data-testid="rematch">
                {props.alone ? "Play again" : "Rematch"}
              </button>
            </Match>
          </Switch>
        </Show>
        <a class="button" href={props.replayHref} data-testid="replay-link">
          Watch the replay
        </a>
      </div>
      {/* Seat 0 is a seat: compared with undefined, not tested for truth. */}
      <Show when={props.rematch !== null && props.nextSeat !== undefined}>
        <p class="hint" data-testid="rematch-sides">
          {rematchSeat(props.nextSeat ?? 0)}
        </p>
      </Show>
    </section>
  );
}
