/** How to play Connect Four, in this site's words, with small boards drawn as the game draws them. */
import { For, type JSX, Show } from "solid-js";
import "./board.css";
import "./help.css";

// The board's own measures and colours (board.tsx): a 100-unit cell, a 40-unit disc, red and yellow.
const CELL = 100;
const RADIUS = 40;
const COLORS = { r: "#e11d48", y: "#facc15" } as const;
type Disc = keyof typeof COLORS;
type Cell = [col: number, row: number];

/** The blue frame of a `columns` x `rows` board: a rectangle with a round hole per cell (even-odd fill). */
function framePath(columns: number, rows: number): string {
  let d = `M0 0H${columns * CELL}V${rows * CELL}H0Z`;
  for (let col = 0; col < columns; col++)
    for (let row = 0; row < rows; row++) {
      const x = col * CELL + CELL / 2 - RADIUS;
      const y = row * CELL + CELL / 2;
      d += `M${x} ${y}a${RADIUS} ${RADIUS} 0 1 0 ${2 * RADIUS} 0a${RADIUS} ${RADIUS} 0 1 0 ${-2 * RADIUS} 0Z`;
    }
  return d;
}

/**
 * A board of `columns` by `rows` drawn like the game's: `discs` lists each column from the
 * bottom up ("ryy" is red, then yellow, then yellow); `line` rings a row of four as the game
 * marks a win; `under` is drawn with the discs and `extra` on top (arrows, marks), in the board's units (y grows down,
 * `top` units of room above the frame).
 */
function MiniBoard(props: {
  columns: number;
  rows: number;
  discs: string[];
  line?: Cell[];
  label: string;
  class?: string;
  top?: number;
  /** Drawn under the frame, like the discs. */
  under?: JSX.Element;
  extra?: JSX.Element;
}) {
  const top = () => props.top ?? 0;
  const cx = (col: number) => col * CELL + CELL / 2;
  const cy = (row: number) => top() + (props.rows - 1 - row) * CELL + CELL / 2;
  const discs = () =>
    props.discs.flatMap((column, col) => [...column].map((d, row) => ({ col, row, fill: COLORS[d as Disc] ?? "#888" })));
  const ends = () => {
    const line = props.line;
    return line && line.length > 1 ? { a: line[0] as Cell, b: line[line.length - 1] as Cell } : null;
  };
  return (
    <svg
      class={`c4 c4h-board ${props.class ?? ""}`}
      viewBox={`0 0 ${props.columns * CELL} ${top() + props.rows * CELL}`}
      role="img"
      aria-label={props.label}
    >
      <For each={discs()}>{(d) => <circle class="c4-disc" cx={cx(d.col)} cy={cy(d.row)} r={RADIUS} fill={d.fill} />}</For>
      {props.under}
      <path class="c4-frame" d={framePath(props.columns, props.rows)} fill-rule="evenodd" transform={`translate(0 ${top()})`} />
      <Show when={ends()}>
        {(e) => (
          <g class="c4h-win">
            <For each={props.line}>{([col, row]) => <circle class="c4-win-ring" cx={cx(col)} cy={cy(row)} r={RADIUS - 4} />}</For>
            <line x1={cx(e().a[0])} y1={cy(e().a[1])} x2={cx(e().b[0])} y2={cy(e().b[1])} />
          </g>
        )}
      </Show>
      {props.extra}
    </svg>
  );
}

/** Red's four on a slant, held up by the discs below it, as the game marks a win. */
const DIAGONAL_WIN: Cell[] = [
  [1, 0],
  [2, 1],
  [3, 2],
  [4, 3],
];

/** Four ways to make four, each on the bottom four rows of a board four columns wide. */
const FOURS: { title: string; discs: string[]; line: Cell[]; label: string }[] = [
  {
    title: "Across",
    discs: ["ry", "ry", "ryy", "r"],
    line: [
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
    ],
    label: "Four red discs side by side along the bottom row",
  },
  {
    title: "Up",
    discs: ["", "rrrr", "yy", "y"],
    line: [
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
    ],
    label: "Four red discs stacked in one column, from the bottom up",
  },
  {
    title: "Slant up",
    discs: ["r", "yr", "yyr", "ryyr"],
    line: [
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ],
    label: "Four red discs on a diagonal rising to the right, held up by other discs",
  },
  {
    title: "Slant down",
    discs: ["ryyr", "yyr", "yr", "r"],
    line: [
      [0, 3],
      [1, 2],
      [2, 1],
      [3, 0],
    ],
    label: "Four red discs on a diagonal falling to the right, held up by other discs",
  },
];

/** A full board with no four in a row anywhere (a game that can really be played). */
const DRAWN = ["yryyyr", "ryryyy", "ryrrry", "yrrryy", "ryyyrr", "yrryyy", "rrryrr"];

export default function ConnectFourHelp() {
  return (
    <article class="c4h" data-testid="help">
      <h1>How to play Connect Four</h1>
      <p class="hint">Two players, Red and Yellow, take turns dropping discs into an upright grid 7 columns wide and 6 rows high.</p>

      <h2>The aim</h2>
      <p>Be the first to line up four of your own discs in a row: across, up a column, or on a slant.</p>
      <figure class="c4h-fig">
        <MiniBoard
          columns={7}
          rows={6}
          discs={["r", "r", "yr", "yyr", "ryyr", "", ""]}
          line={DIAGONAL_WIN}
          label="A Connect Four board where Red has four discs on a slant, from the bottom of column 2 up to the fourth row of column 5, ringed in white with a line through them; the yellow and red discs under them hold them up"
        />
        <figcaption>Red has won: four on a slant. The game rings a winning line in white.</figcaption>
      </figure>

      <h2>Your turn</h2>
      <ul class="c4h-list">
        <li>Red always starts. Then you take turns, one disc each.</li>
        <li>
          Choose a column that still has room. Your disc slides down it and stops in the <b>lowest empty space</b>: on the
          bottom of the grid, or on top of the disc already there.
        </li>
        <li>A column holding six discs is full: nobody can play there any more.</li>
        <li>You must drop a disc on your turn: there is no passing. Discs never move once they have landed.</li>
      </ul>
      <figure class="c4h-fig c4h-row">
        <MiniBoard
          class="c4h-column"
          columns={1}
          rows={6}
          top={110}
          discs={["ryr"]}
          label="One column with three discs in it, red, yellow and red from the bottom; a yellow disc above the column falls to the fourth space, just on top of them"
          under={<circle class="c4h-landing" cx={50} cy={110 + 2 * CELL + 50} r={RADIUS - 3} />}
          extra={
            <g>
              <circle class="c4-disc" cx={50} cy={50} r={RADIUS} fill={COLORS.y} />
              <path class="c4h-arrow" d="M50 96V292" />
              <path class="c4h-arrow-head" d="M32 288L50 314L68 288Z" />
            </g>
          }
        />
        <figcaption>A yellow disc dropped into this column lands on the third disc, in the fourth space from the bottom.</figcaption>
      </figure>

      <h2>Four ways to make four</h2>
      <div class="c4h-fours">
        <For each={FOURS}>
          {(f) => (
            <figure class="c4h-four">
              <MiniBoard columns={4} rows={4} discs={f.discs} line={f.line} label={f.label} />
              <figcaption>{f.title}</figcaption>
            </figure>
          )}
        </For>
      </div>
      <p>A line of five or more counts too: what matters is that it holds at least four discs of one colour in a row.</p>

      <h2>The end</h2>
      <ul class="c4h-list">
        <li>The game ends the moment a disc completes a line of four: the player who dropped it wins.</li>
        <li>If all 42 spaces fill up and nobody has four in a row, the game is a draw.</li>
      </ul>
      <figure class="c4h-fig">
        <MiniBoard
          columns={7}
          rows={6}
          class="c4h-draw"
          discs={DRAWN}
          label="A full Connect Four board, 21 red and 21 yellow discs, with no four of one colour in a row anywhere: a draw"
        />
        <figcaption>A full board with no line of four: a draw.</figcaption>
      </figure>

      <h2>Tips</h2>
      <ul class="c4h-list">
        <li>Every disc can attack and defend at once: build your own lines while spoiling your opponent's.</li>
        <li>When your opponent has three in a row with an open space at the end, fill it before they do.</li>
        <li>Look out for slanting lines: they are the easiest to miss.</li>
        <li>
          A space that would win for you but is not yet reachable is a threat for later: your opponent must then never fill
          the space under it.
        </li>
      </ul>

      <h2>Playing here</h2>
      <ul class="c4h-list">
        <li>Tap anywhere in a column to drop your disc into it.</li>
        <li>The disc dropped last shows a dark dot; a winning line is ringed in white.</li>
        <li>
          From the home page: <b>Play online</b> and share the link with a friend, <b>Pass and play</b> on one phone, or{" "}
          <b>Play the computer</b> as Red or Yellow: Random, Medium, or Perfect (the default), which never lets a won
          game go and, as Red, wins from the first move.
        </li>
        <li>In an online rematch you swap colours, so the player who was Yellow starts as Red.</li>
      </ul>
    </article>
  );
}
