import { arrowFocus } from "../../lib/arrow-keys";
import { For, Index, Show, createMemo, onMount } from "solid-js";
import type { Seat } from "../../../../shared/engine";
import type { Action, Cell, State } from "../../../../shared/games/connect-four/rules";
import type { BoardProps } from "../board";
import "./board.css";
import { sideName } from "../../../../shared/games/sides";
import { turnWords as c4TurnWords } from "../../../../shared/games/connect-four/turn-words";

// Repeated from the rules (importing values from them would pull the rules
// and valibot into this chunk).
const ROWS = 6;
const COLORS = ["#e11d48", "#facc15"] as const;

/** One cell's size in SVG units; the board is 100 * columns wide. */
const CELL = 100;
const RADIUS = 40;

export function seatName(seat: Seat): string {
  return sideName("connect-four", seat);
}

export const turnWords = (view: unknown, seat: Seat) => c4TurnWords(view as State, seat);

export function seatColor(seat: Seat): string {
  return COLORS[seat] ?? "#888";
}

const cx = (col: number) => col * CELL + CELL / 2;
const cy = (row: number) => (ROWS - 1 - row) * CELL + CELL / 2;

/** The blue frame: a rectangle with a round hole per cell (even-odd fill). */
function framePath(columns: number): string {
  let d = `M0 0H${columns * CELL}V${ROWS * CELL}H0Z`;
  for (let col = 0; col < columns; col++)
    for (let row = 0; row < ROWS; row++)
      d += `M${cx(col) - RADIUS} ${cy(row)}a${RADIUS} ${RADIUS} 0 1 0 ${2 * RADIUS} 0a${RADIUS} ${RADIUS} 0 1 0 ${-2 * RADIUS} 0Z`;
  return d;
}

const sameCell = (a: Cell | null | undefined, col: number, row: number) => !!a && a[0] === col && a[1] === row;

/** How long a disc dropped into `row` takes to fall (board.css, .c4-fall): the farther, the longer. */
const fallMs = (row: number) => 140 + 35 * (ROWS - row);

/** The Connect Four board: tap a column to drop a disc in it. */
export default function ConnectFourBoard(props: BoardProps) {
  const view = () => props.view as State;
  const columnCount = () => view().columns.length;
  const frame = createMemo(() => framePath(columnCount()));
  const playable = (col: number) =>
    props.legal.some((a) => typeof a === "object" && a !== null && (a as Action).col === col);
  const drop = (col: number) => {
    if (playable(col)) props.act({ col } satisfies Action);
  };

  // Discs present at the first render are drawn in place; later ones fall.
  let ready = false;
  onMount(() => (ready = true));

  const winLine = () => {
    const line = view().win?.line;
    const first = line?.[0];
    const last = line?.[line.length - 1];
    return first && last ? { first, last } : null;
  };

  return (
    <svg
      class="c4"
      viewBox={`0 0 ${columnCount() * CELL} ${ROWS * CELL}`}
      role="group"
      aria-label="Connect Four board"
      data-testid="board"
      data-ply={view().columns.reduce((n, c) => n + c.length, 0)}
    >
      <Index each={view().columns}>
        {(column, col) => (
          <Index each={column()}>
            {(seat, row) => {
              const fall = ready && sameCell(view().last, col, row);
              const distance = (ROWS - row) * CELL;
              return (
                <circle
                  class="c4-disc"
                  classList={{ "c4-fall": fall }}
                  style={fall ? { "--fall": `-${distance}px`, "--fall-ms": `${fallMs(row)}ms` } : undefined}
                  cx={cx(col)}
                  cy={cy(row)}
                  r={RADIUS}
                  fill={seatColor(seat())}
                  data-cell={`${col},${row}`}
                  data-seat={seat()}
                  role="img"
                  aria-label={`${seatName(seat())} disc, column ${col + 1}, row ${row + 1} from the bottom`}
                />
              );
            }}
          </Index>
        )}
      </Index>
      <path class="c4-frame" d={frame()} fill-rule="evenodd" />
      {/* Drawn anew for each move: a disc that falls is marked once it has landed, not on its way down. */}
      <Show when={!view().win && view().last} keyed>
        {([col, row]) => (
          <circle
            class="c4-last"
            classList={{ "c4-landed": ready }}
            style={ready ? { "--fall-ms": `${fallMs(row)}ms` } : undefined}
            cx={cx(col)}
            cy={cy(row)}
            r={8}
          />
        )}
      </Show>
      <Show when={winLine()}>
        {(line) => (
          <g class="c4-win-line" data-testid="win-line">
            <For each={view().win?.line ?? []}>
              {([col, row]) => <circle class="c4-win-ring" cx={cx(col)} cy={cy(row)} r={RADIUS - 4} />}
            </For>
            <line
              x1={cx(line().first[0])}
              y1={cy(line().first[1])}
              x2={cx(line().last[0])}
              y2={cy(line().last[1])}
            />
          </g>
        )}
      </Show>
      <Index each={view().columns}>
        {(column, col) => (
          <rect
            class="c4-hit"
            classList={{ "c4-playable": playable(col) }}
            x={col * CELL}
            y={0}
            width={CELL}
            height={ROWS * CELL}
            fill="transparent"
            data-col={col}
            role="button"
            tabindex={playable(col) ? 0 : -1}
            aria-disabled={!playable(col)}
            aria-label={`Column ${col + 1}, ${column().length} of ${ROWS} filled`}
            onClick={() => drop(col)}
            onKeyDown={(e) => {
              if (e.key === "Enter" || e.key === " ") {
                e.preventDefault();
                drop(col);
              } else arrowFocus(e, col, 0, (c) => e.currentTarget.ownerSVGElement?.querySelector(`[data-col="${c}"]`) ?? null, columnCount());
            }}
          />
        )}
      </Index>
    </svg>
  );
}
