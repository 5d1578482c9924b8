import { Match, Switch, createEffect, createMemo, createResource, createSignal, onCleanup } from "solid-js";
import { Dynamic } from "solid-js/web";
import type { Seat } from "../../../shared/engine";
import type { BoardModule } from "../games/board";
import { hasBoard, loadBoard } from "../games";
import { keepSame } from "../lib/keep-same";
import { defaultSeatName } from "../lib/names";

/** Loads a game's board module once its game id is known; names seats meanwhile. */
export function createBoardModule(game: () => string | undefined) {
  const [resource] = createResource(game, loadBoard);
  // Read through `state` so that neither Suspense nor a load error is triggered here.
  const module = () => (resource.state === "ready" ? resource() : undefined);
  return {
    module,
    /** Why there is no board, once that is certain. */
    failed: (): string | null => {
      const kind = game();
      if (kind && !hasBoard(kind)) return "This site cannot show this game yet.";
      return resource.state === "errored" ? "The board could not be loaded. Check your connection and reload the page." : null;
    },
    seatName: (seat: Seat) => module()?.seatName(seat) ?? defaultSeatName(seat),
    seatColor: (seat: Seat) => module()?.seatColor?.(seat),
  };
}

/**
 * The board of a game, or what stands in for it while it loads: a placeholder as tall as that
 * game's board will be at this width (styles.css), so that nothing moves when the board comes.
 * `view` and `legal` are plain data, never a store's proxies (the online page hands over the
 * connection's `shown`, the pass-and-play and replay pages what the rules return, anew on each
 * read); the board gets them as BoardProps says, through keepSame.
 */
export function BoardSlot(props: {
  module: BoardModule | undefined;
  /** The game's kind, once known: the placeholder takes the height of its board. */
  game?: string | undefined;
  /** Why the board cannot be shown, if it cannot. */
  failed: string | null;
  /** Told once the board has been drawn in the page, for what the page draws under it. */
  onDrawn?: () => void;
  view: unknown;
  seat: Seat | null;
  legal: unknown[];
  act: (action: unknown) => void;
  waiting?: string;
  ended?: string | undefined;
  undo?: (() => void) | undefined;
  names?: readonly (string | undefined)[] | undefined;
  computers?: readonly Seat[];
  log?: readonly string[];
}) {
  // Read once per change, and new only where something changed (BoardProps).
  const view = createMemo<unknown>((previous) => keepSame(previous, props.view));
  const legal = createMemo<unknown[]>((previous) => keepSame(previous, props.legal));
  const drawable = () => !!props.module && view() !== undefined && view() !== null;
  // The board is drawn in a task of its own, once its code and the game have both come: not
  // inside the task that brought the last of them (the page's answer to the first state, or
  // the board's code evaluating), so that neither holds the page for the whole board's time.
  // The placeholder keeps its place meanwhile. Only the first time: afterwards it stays.
  const [started, setStarted] = createSignal(false);
  createEffect(() => {
    if (started() || !drawable()) return;
    const timer = setTimeout(() => setStarted(true));
    onCleanup(() => clearTimeout(timer));
  });
  // After the render that drew it: an effect runs once the DOM is updated.
  createEffect(() => started() && drawable() && props.onDrawn?.());
  return (
    <div class="board-slot">
      <Switch
        fallback={
          <div class="board-reserve">
            <div class="board-placeholder" data-game={props.game}>
              Loading the board…
            </div>
          </div>
        }
      >
        <Match when={props.failed}>
          <div class="board-placeholder" role="alert">
            {props.failed}
          </div>
        </Match>
        <Match when={started() && drawable()}>
          <Dynamic
            component={props.module?.default}
            view={view()}
            seat={props.seat}
            legal={legal()}
            act={props.act}
            waiting={props.waiting}
            ended={props.ended}
            undo={props.undo}
            names={props.names}
            computers={props.computers}
            log={props.log}
          />
        </Match>
      </Switch>
    </div>
  );
}
