import { arrowFocus } from "../../lib/arrow-keys";
import { For, Index, Show, createEffect, createMemo, createSignal, on } from "solid-js";
import type { Seat } from "../../../../shared/engine";
import type { View } from "../../../../shared/games/lines-of-action/rules";
import type { BoardProps } from "../board";
import "./board.css";
import { sideName } from "../../../../shared/games/sides";
import { slideOnTop } from "../../lib/last-move";
import { createGradual } from "../../lib/later";

// Repeated from the rules (importing values from them would pull the rules
// and valibot into this chunk).
const SIZE = 8;
const FILES = "abcdefgh";
const COLORS = ["#1c1917", "#fafaf9"] as const;
const PIECE_WORDS: Record<string, string> = { b: "black piece", w: "white piece" };

/** One square's size in SVG units; the board is 800 units across. */
const CELL = 100;

export function seatName(seat: Seat): string {
  return sideName("lines-of-action", seat);
}

export function seatColor(seat: Seat): string {
  return COLORS[seat] ?? "#888";
}

type Move = { from: string; to: string };
const isMove = (a: unknown): a is Move =>
  typeof a === "object" && a !== null && typeof (a as Move).from === "string" && typeof (a as Move).to === "string";
const isPass = (a: unknown) => typeof a === "object" && a !== null && (a as { pass?: unknown }).pass === true;

/** Square indexes (a1 = 0, h8 = 63) in reading order: rank 8 on top, file a on the left, for every seat. */
const SHOWN = Array.from({ length: SIZE * SIZE }, (_, k) => (SIZE - 1 - Math.floor(k / SIZE)) * SIZE + (k % SIZE));
const fileOf = (i: number) => i % SIZE;
const rankOf = (i: number) => Math.floor(i / SIZE);
const nameOf = (i: number) => `${FILES[fileOf(i)]}${rankOf(i) + 1}`;
const xOf = (i: number) => fileOf(i) * CELL;
const yOf = (i: number) => (SIZE - 1 - rankOf(i)) * CELL;
const isDark = (i: number) => (fileOf(i) + rankOf(i)) % 2 === 0;
const SQUARE_INDEX = new Map(SHOWN.map((i) => [nameOf(i), i]));
/** A square's top left corner, by its name. */
const corner = (name: string) => {
  const i = SQUARE_INDEX.get(name) ?? 0;
  return { x: xOf(i), y: yOf(i) };
};

/** The 64 squares as SVG markup. */
const SQUARES = SHOWN.map((i) => `<rect class="${isDark(i) ? "loa-dark" : "loa-light"}" x="${xOf(i)}" y="${yOf(i)}" width="${CELL}" height="${CELL}"/>`).join("");
/** The ranks' numbers down the a-file and the files' letters along rank 1, as SVG markup. */
const NAMES = SHOWN.flatMap((i) => {
  const at = `class="loa-label ${isDark(i) ? "on-dark" : "on-light"}"`;
  const rank = fileOf(i) === 0 ? [`<text ${at} x="${xOf(i) + 5}" y="${yOf(i) + 26}">${rankOf(i) + 1}</text>`] : [];
  const file = rankOf(i) === 0 ? [`<text ${at} x="${xOf(i) + CELL - 5}" y="${yOf(i) + CELL - 6}" text-anchor="end">${FILES[fileOf(i)]}</text>`] : [];
  return [...rank, ...file];
}).join("");

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The Lines of Action board: tap a piece to see where it can go, then tap where. */
export default function LinesOfActionBoard(props: BoardProps) {
  // Plain data, new exactly when it changed (BoardProps).
  const view = () => props.view as View;
  /** The winner's pieces, when one connected group won ("b" or "w"): they are ringed. */
  const winningPiece = () => {
    const winners = view().outcome?.winners ?? [];
    const w = winners.length === 1 ? winners[0] : undefined;
    return w !== undefined && view().groups[w] === 1 ? (w === 0 ? "b" : "w") : null;
  };
  /** Legal moves by the square they leave from. */
  const moves = createMemo(() => {
    const byFrom = new Map<string, Move[]>();
    for (const action of props.legal) {
      if (!isMove(action)) continue;
      const list = byFrom.get(action.from);
      if (list) list.push(action);
      else byFrom.set(action.from, [action]);
    }
    return byFrom;
  });
  const pass = createMemo(() => props.legal.find(isPass));

  const [picked, setPicked] = createSignal<string | null>(null);
  /** The picked piece, while it still has a move. */
  const selected = () => {
    const name = picked();
    return name !== null && moves().has(name) ? name : null;
  };
  createEffect(on(() => view().ply, () => setPicked(null), { defer: true }));
  /** The selected piece's moves, by destination. */
  const targets = createMemo(() => new Map((moves().get(selected() ?? "") ?? []).map((m) => [m.to, m])));

  /** What a tap that moved nothing was, in words: a stranger tapped the other side's pieces and was told nothing. */
  const [missed, setMissed] = createSignal<string | null>(null);
  createEffect(on(() => view().ply, () => setMissed(null), { defer: true }));
  const missNote = (name: string): string | null => {
    const from = moves().keys().next().value;
    if (from === undefined || moves().has(name)) return null; // not this seat's move, or one of its pieces that can move
    const piece = view().board[SQUARE_INDEX.get(name) ?? -1] ?? ".";
    const own = view().board[SQUARE_INDEX.get(from) ?? -1];
    if (piece === own) return `The piece on ${name} has no move now.`;
    if (selected()) return `The piece on ${selected()} cannot go to ${name}.`;
    if (piece !== ".") return `That is a ${PIECE_WORDS[piece] ?? "piece"}: tap one of your ${own === "b" ? "black" : "white"} pieces.`;
    return null;
  };
  const tap = (name: string) => {
    const move = targets().get(name);
    setMissed(move ? null : missNote(name));
    if (move) {
      setPicked(null);
      props.act(move);
    } else setPicked(name !== selected() && moves().has(name) ? name : null);
  };

  const last = () => {
    const l = view().last;
    return l && "from" in l ? l : null;
  };
  const lastSquares = createMemo(() => {
    const l = last();
    return l ? [l.from, l.to] : [];
  });
  /** The squares with a piece on them, by name: a piece's drawing stays while its square is taken. */
  const occupied = createMemo(() => SHOWN.filter((i) => view().board[i] !== ".").map(nameOf));
  const lastMark = (name: string) => (last()?.from === name ? "from" : last()?.to === name ? "to" : undefined);

  /** The squares' tap targets come after the board's first paint, two ranks a task (web/src/lib/later.ts). */
  const hits = createGradual(SHOWN, 2 * SIZE);

  // A move seen as it happens (one ply on, not a page opened on it or a jump in a replay) slides its piece.
  let svg: SVGSVGElement | undefined;
  let overlay: SVGGElement | undefined;
  createEffect(
    on(
      () => view().ply,
      (ply, before) => {
        const move = last();
        if (before === undefined || ply !== before + 1 || !move || !svg) return;
        const from = SQUARE_INDEX.get(move.from);
        const to = SQUARE_INDEX.get(move.to);
        if (from === undefined || to === undefined) return;
        slideOnTop(svg.querySelector(`[data-piece-at="${move.to}"]`), overlay, xOf(from) - xOf(to), yOf(from) - yOf(to));
      },
    ),
  );

  const label = (i: number) => {
    const name = nameOf(i);
    const piece = view().board[i] ?? ".";
    const parts = [name, PIECE_WORDS[piece] ?? "empty"];
    if (selected() === name) parts.push("selected");
    else if (moves().has(name)) parts.push("can move");
    if (targets().has(name)) parts.push(piece === "." ? "move here" : "capture here");
    const mark = lastMark(name);
    if (mark) parts.push(mark === "from" ? "last move from here" : last()?.capture ? "last move captured here" : "last move to here");
    return parts.join(", ");
  };

  /** The last move's capture, and the repetition and quiet-ply counters once they are close to ending the game. */
  const notes = () => {
    const v = view();
    if (v.outcome) return [];
    const out: string[] = [];
    // A capture is easy to miss on the board (a small cross): said in words too.
    const l = last();
    if (l?.capture) {
      const taken = l.seat === 0 ? 1 : 0;
      out.push(`${seatName(l.seat)} captured ${props.seat === taken ? "your" : `a ${seatName(taken).toLowerCase()}`} piece on ${l.to}`);
    }
    if (v.repeats >= 2) out.push(`Position seen ${v.repeats === 2 ? "twice" : `${v.repeats} times`}: once more is a draw`);
    const left = v.quietLimit - v.quiet;
    if (left <= 20) out.push(`A draw after ${count(left, "more turn", "more turns")} without a capture`);
    return out;
  };

  /** Square `i` as both its drawing and its tap target read it: name, corner, piece, and whether it is a target. */
  const square = (i: number) => {
    const name = nameOf(i);
    return { name, x: xOf(i), y: yOf(i), piece: () => view().board[i] ?? ".", target: () => targets().has(name) };
  };

  return (
    // A tap anywhere around the board but on a square drops the selection.
    <div class="loa" onClick={(e) => (e.target as Element).closest("[data-square]") || setPicked(null)}>
      <svg
        ref={svg}
        class="loa-board"
        viewBox={`0 0 ${SIZE * CELL} ${SIZE * CELL}`}
        role="group"
        aria-label="Lines of Action board"
        data-testid="board"
        data-ply={view().ply}
        onKeyDown={(e) => e.key === "Escape" && setPicked(null)}
      >
        {/* The squares and their names never change: markup drawn once, with no computation each. */}
        <g innerHTML={SQUARES} />
        <For each={lastSquares()}>{(name) => <rect class="loa-last" {...corner(name)} width={CELL} height={CELL} />}</For>
        <Show when={selected()}>{(name) => <rect class="loa-selected" {...corner(name())} width={CELL} height={CELL} />}</Show>
        <For each={occupied()}>
          {(name) => {
            const i = SQUARE_INDEX.get(name)!;
            const piece = () => view().board[i] ?? ".";
            return (
              <circle
                class={`loa-piece loa-${piece()}`}
                classList={{ "loa-won": piece() === winningPiece() }}
                cx={xOf(i) + CELL / 2}
                cy={yOf(i) + CELL / 2}
                r={37}
                data-piece-at={name}
                data-won={piece() === winningPiece() ? "" : undefined}
              />
            );
          }}
        </For>
        {/* The squares' names over the pieces' rims, never under them. */}
        <g innerHTML={NAMES} aria-hidden="true" />
        <Show when={last()?.capture && last()}>
          {(move) => {
            const i = () => SQUARE_INDEX.get(move().to)!;
            return <path class="loa-captured" d={`M${xOf(i()) + 79} ${yOf(i()) + 7}l14 14m0 -14l-14 14`} data-testid="capture-mark" />;
          }}
        </Show>
        <For each={[...targets().keys()]}>
          {(name) => {
            const i = SQUARE_INDEX.get(name)!;
            const [cx, cy] = [xOf(i) + CELL / 2, yOf(i) + CELL / 2];
            return (
              <Show when={view().board[i] === "."} fallback={<circle class="loa-ring" cx={cx} cy={cy} r={44} />}>
                <circle class="loa-dot" cx={cx} cy={cy} r={16} />
              </Show>
            );
          }}
        </For>
        {/* A sliding piece passes over the squares drawn after its own. */}
        <g ref={overlay} class="loa-overlay" />
        {/* What a tap or a key reaches, with each square in words: in a task after the first paint. */}
        <Index each={hits()}>
          {(index) => {
            const i = index();
            const { name, x, y, piece, target } = square(i);
            const active = () => moves().has(name) || target();
            return (
              <rect
                class="loa-hit"
                classList={{ "loa-active": active() }}
                x={x}
                y={y}
                width={CELL}
                height={CELL}
                role="button"
                tabindex={active() ? 0 : -1}
                aria-label={label(i)}
                aria-pressed={moves().has(name) ? selected() === name : undefined}
                data-square={name}
                data-piece={piece() === "." ? undefined : piece()}
                data-selected={selected() === name ? "" : undefined}
                data-target={target() ? (piece() === "." ? "move" : "capture") : undefined}
                data-last={lastMark(name)}
                onClick={() => tap(name)}
                onKeyDown={(e) => {
                  if (e.key === "Enter" || e.key === " ") {
                    e.preventDefault();
                    tap(name);
                  } else
                    arrowFocus(e, fileOf(i), rankOf(i), (f, r) => (f < 0 || f > 7 || r < 0 || r > 7 ? null : e.currentTarget.ownerSVGElement?.querySelector(`[data-square="${FILES[f]}${r + 1}"]`) ?? null), 8);
                }}
              />
            );
          }}
        </Index>
      </svg>
      <Show when={pass()}>
        {(action) => (
          <button type="button" class="primary wide" data-testid="pass" onClick={() => props.act(action())}>
            No move: pass
          </button>
        )}
      </Show>
      <Show when={missed()}>
        <p class="loa-note" role="status" data-testid="tap-note">
          {missed()}
        </p>
      </Show>
      {/* How a move is made, said while a newcomer makes a first one. Known from the view, not from
          the moves (which the page works out once the rules' code has come, often after the board's
          first paint): the note then is in that first paint, and moves nothing under the board. */}
      <Show when={props.seat !== null && props.seat === view().next && view().ply < 2 && !view().outcome && !props.waiting && !props.ended}>
        <p class="loa-note loa-how" data-testid="how-to-move">
          {selected() ? "Tap a dot to move there (a ring: capture), or another of your pieces." : "Tap one of your pieces to see where it can go."}
        </p>
      </Show>
      <div class="loa-status" data-testid="board-status">
        <Index each={[seatName(0), seatName(1)]}>
          {(name, seat) => (
            <p class="loa-side" data-seat={seat}>
              <span class="swatch" style={{ background: COLORS[seat] }} />
              <span>
                <strong>{name()}</strong>: {count(view().pieces[seat] ?? 0, "piece", "pieces")},{" "}
                {view().groups[seat] === 1 ? "connected" : count(view().groups[seat] ?? 0, "group", "groups")}
                , captured {view().captured[seat] ?? 0}
              </span>
            </p>
          )}
        </Index>
        <Index each={notes()}>{(note) => <p class="loa-note">{note()}</p>}</Index>
      </div>
    </div>
  );
}
