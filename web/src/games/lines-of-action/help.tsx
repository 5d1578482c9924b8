/** How to play Lines of Action, in this site's words, with boards drawn as the game draws them. */
import { For, Index, Show, createUniqueId } from "solid-js";
import { type Board, FILES, SIZE, START, parseDiagram, squareIndex } from "../../../../shared/games/lines-of-action/board";
import { groupsOf } from "../../../../shared/games/lines-of-action/groups";
import { movesFrom } from "../../../../shared/games/lines-of-action/moves";
import "./board.css";
import "./help.css";

/** One square's size in SVG units, as on the board. */
const CELL = 100;
/** Room for the coordinates, left of and under the squares (the game prints them inside; here they would hide under pieces). */
const MARGIN = 48;

const fileOf = (i: number) => i % SIZE;
const rankOf = (i: number) => Math.floor(i / SIZE);
const nameOf = (i: number) => `${FILES[fileOf(i)]}${rankOf(i) + 1}`;
/** The square's top-left corner, rank 8 on top and file a on the left, as the board shows it. */
const xOf = (i: number) => fileOf(i) * CELL;
const yOf = (i: number) => (SIZE - 1 - rankOf(i)) * CELL;
const centre = (name: string) => {
  const i = squareIndex(name);
  return { x: xOf(i) + CELL / 2, y: yOf(i) + CELL / 2 };
};
const seatAt = (board: Board, name: string) => (board[squareIndex(name)] === "w" ? 1 : 0);

type Arrow = { from: string; to: string; expect: "legal" | "illegal" };

/**
 * A whole board as the game draws it (squares and pieces; the coordinates outside), with what a lesson
 * needs on top: squares of a counted line shaded, pieces numbered as they are counted,
 * arrows (checked against the rules' own move generator: a legal one is blue, one the rules
 * refuse red and crossed out), a piece's moves shown as the game shows them when it is
 * tapped, and the links between touching pieces of one colour.
 */
function Diagram(props: {
  board: Board;
  label: string;
  line?: string[];
  counted?: string[];
  arrows?: Arrow[];
  selected?: string;
  links?: "b" | "w";
}) {
  const squares = Array.from({ length: SIZE * SIZE }, (_, i) => i);
  // Marker ids are per diagram: a page holds several.
  const id = createUniqueId();
  const line = () => new Set(props.line ?? []);
  const isLegal = (a: Arrow) =>
    movesFrom(props.board, seatAt(props.board, a.from), squareIndex(a.from)).some((m) => m.to === squareIndex(a.to));
  const targets = () =>
    props.selected ? movesFrom(props.board, seatAt(props.board, props.selected), squareIndex(props.selected)) : [];
  /** Pairs of touching pieces of one colour, each pair once. */
  const links = () => {
    const piece = props.links;
    if (!piece) return [];
    const out: [number, number][] = [];
    for (const group of groupsOf(props.board, piece === "b" ? 0 : 1))
      for (const a of group)
        for (const b of group)
          if (a < b && Math.abs(fileOf(a) - fileOf(b)) <= 1 && Math.abs(rankOf(a) - rankOf(b)) <= 1) out.push([a, b]);
    return out;
  };
  return (
    <svg
      class="loa-board loah-board"
      viewBox={`${-MARGIN} 0 ${SIZE * CELL + MARGIN} ${SIZE * CELL + MARGIN}`}
      role="img"
      aria-label={props.label}
    >
      <defs>
        <marker id={`loah-head-${id}`} viewBox="0 0 10 10" refX="6" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto">
          <path d="M0 0L10 5L0 10Z" class="loah-head" />
        </marker>
        <marker id={`loah-no-${id}`} viewBox="0 0 10 10" refX="6" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto">
          <path d="M0 0L10 5L0 10Z" class="loah-head-no" />
        </marker>
      </defs>
      <Index each={squares}>
        {(index) => {
          const i = index();
          return (
            <g>
              <rect class={(fileOf(i) + rankOf(i)) % 2 === 0 ? "loa-dark" : "loa-light"} x={xOf(i)} y={yOf(i)} width={CELL} height={CELL} />
              <Show when={line().has(nameOf(i))}>
                <rect class="loah-line" x={xOf(i)} y={yOf(i)} width={CELL} height={CELL} />
              </Show>
              <Show when={props.selected === nameOf(i)}>
                <rect class="loa-selected" x={xOf(i)} y={yOf(i)} width={CELL} height={CELL} />
              </Show>
            </g>
          );
        }}
      </Index>
      <Index each={[...FILES]}>
        {(file, f) => (
          <text class="loah-label" x={f * CELL + CELL / 2} y={SIZE * CELL + MARGIN - 10} text-anchor="middle">
            {file()}
          </text>
        )}
      </Index>
      <Index each={Array.from({ length: SIZE }, (_, r) => r)}>
        {(rank) => (
          <text class="loah-label" x={-MARGIN / 2} y={(SIZE - 1 - rank()) * CELL + CELL / 2 + 13} text-anchor="middle">
            {rank() + 1}
          </text>
        )}
      </Index>
      <For each={links()}>
        {([a, b]) => <line class="loah-link" x1={xOf(a) + 50} y1={yOf(a) + 50} x2={xOf(b) + 50} y2={yOf(b) + 50} />}
      </For>
      <Index each={squares}>
        {(index) => (
          <Show when={props.board[index()] !== "."}>
            <circle class={`loa-piece loa-${props.board[index()]}`} cx={xOf(index()) + 50} cy={yOf(index()) + 50} r={37} />
          </Show>
        )}
      </Index>
      <For each={targets()}>
        {(m) =>
          m.capture ? (
            <circle class="loa-ring" cx={xOf(m.to) + 50} cy={yOf(m.to) + 50} r={44} data-target={nameOf(m.to)} />
          ) : (
            <circle class="loa-dot" cx={xOf(m.to) + 50} cy={yOf(m.to) + 50} r={16} data-target={nameOf(m.to)} />
          )
        }
      </For>
      <For each={props.arrows ?? []}>
        {(a) => {
          const from = centre(a.from);
          const to = centre(a.to);
          const legal = isLegal(a);
          // Stop short of the target's centre so that the head stays clear of the piece or cross there.
          const len = Math.hypot(to.x - from.x, to.y - from.y);
          const k = (len - 48) / len;
          return (
            <g data-arrow={`${a.from}-${a.to}`} data-expect={a.expect} data-legal={legal ? "legal" : "illegal"}>
              <line
                class={legal ? "loah-arrow" : "loah-arrow loah-no"}
                x1={from.x}
                y1={from.y}
                x2={from.x + (to.x - from.x) * k}
                y2={from.y + (to.y - from.y) * k}
                marker-end={legal ? `url(#loah-head-${id})` : `url(#loah-no-${id})`}
              />
              <Show
                when={legal}
                fallback={<path class="loah-cross" d={`M${to.x - 22} ${to.y - 22}l44 44m0 -44l-44 44`} />}
              >
                <Show
                  when={props.board[squareIndex(a.to)] === "."}
                  fallback={<circle class="loa-ring" cx={to.x} cy={to.y} r={44} />}
                >
                  <circle class={`loah-ghost loa-${props.board[squareIndex(a.from)]}`} cx={to.x} cy={to.y} r={37} />
                </Show>
              </Show>
            </g>
          );
        }}
      </For>
      <For each={props.counted ?? []}>
        {(name, k) => {
          const c = centre(name);
          return (
            <g class="loah-count" transform={`translate(${c.x + 28} ${c.y - 28})`}>
              <circle r={23} />
              <text y={12}>{k() + 1}</text>
            </g>
          );
        }}
      </For>
    </svg>
  );
}

const ROW_2 = ["a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"];

const COUNTING = parseDiagram(`
  . . . . . . . .
  . . . . . . . .
  . . . w . . . .
  . . . . . . . .
  . . b . . . w .
  . . . . . . . .
  w b . . . b . .
  . . . . . . . .`);

const CHOICES = parseDiagram(`
  . . b . . b . .
  w . . . . . . .
  . . . w . . . w
  . . b . . . . .
  w . . b . w . .
  . . . . b . . .
  . w . . . . . w
  . . b . . . . .`);

const JUMPING = parseDiagram(`
  . . . . . . . .
  . . . . . . . .
  . . . w . . . .
  . . . . . . . .
  . . . . . . . .
  . . . b . . . .
  . . . b w . . w
  . . . . . . . .`);

const CAPTURING = parseDiagram(`
  . . . . . . . .
  . . . . . . . .
  . . . . . . . .
  . . b . w . . .
  . . . . . . . .
  . . b . . . . .
  . . . . . . . .
  . . . . . . . .`);

const CONNECTED = parseDiagram(`
  . . . . . . . .
  . . . . . . w .
  . . b b . . . .
  . . . b b . . .
  . . b . . b . .
  . . . b . . . .
  . w . . . . . .
  . . . . . . w .`);

export default function LinesOfActionHelp() {
  return (
    <article class="loah" data-testid="help">
      <h1>How to play Lines of Action</h1>
      <p class="hint">
        A game of pure strategy for two, Black and White, invented by Claude Soucie: twelve pieces each on a board of 8 by 8
        squares.
      </p>

      <h2>The aim</h2>
      <p>
        Bring all your pieces together into <b>one group</b>. Pieces belong to the same group when they touch, side by side or
        corner to corner, or through a chain of touching pieces.
      </p>

      <h2>Setting up</h2>
      <figure class="loah-fig">
        <Diagram
          board={START}
          label="The starting position: Black's twelve pieces on b1 to g1 and b8 to g8, White's on a2 to a7 and h2 to h7; the four corners are empty"
        />
        <figcaption>
          Black fills the bottom and top rows, White the left and right edges; the four corners stay empty.
        </figcaption>
      </figure>
      <ul class="loah-list">
        <li>Black moves first. Then you take turns, moving one of your own pieces each turn.</li>
        <li>Squares are named as on the board: files a to h from left to right, ranks 1 to 8 from Black's side.</li>
      </ul>

      <h2>How far a piece moves</h2>
      <ul class="loah-list">
        <li>A piece moves in a straight line in any of the eight directions: along its row, along its column, or diagonally.</li>
        <li>
          Count <b>every piece on the whole line</b> it will move along: both colours, the moving piece included, on both sides
          of it. It moves exactly that many squares, never fewer and never more.
        </li>
        <li>Each direction has its own line, so a piece usually has different distances to choose from.</li>
      </ul>
      <figure class="loah-fig">
        <Diagram
          board={COUNTING}
          line={ROW_2}
          counted={["a2", "b2", "f2"]}
          arrows={[{ from: "b2", to: "e2", expect: "legal" }]}
          label="Row 2 is shaded and holds three pieces, numbered 1 to 3: a white piece on a2, the black piece on b2 and a black piece on f2. An arrow shows the black piece moving three squares, from b2 to e2"
        />
        <figcaption>
          Row 2 holds three pieces (one of them White's, one behind the mover), so the black piece on b2 moves exactly three
          squares along it: to e2. Pieces off the row do not count.
        </figcaption>
      </figure>

      <h2>Jumping and blocking</h2>
      <ul class="loah-list">
        <li>On its way, a piece may pass over pieces of its own colour.</li>
        <li>It may never pass over an enemy piece.</li>
      </ul>
      <figure class="loah-fig">
        <Diagram
          board={JUMPING}
          arrows={[
            { from: "d2", to: "d5", expect: "legal" },
            { from: "d2", to: "g2", expect: "illegal" },
          ]}
          label="The black piece on d2 moves three squares up column d to d5, over the black piece on d3. A crossed-out red arrow shows it cannot go three squares right to g2, because the white piece on e2 is in the way"
        />
        <figcaption>
          Column d holds three pieces: the black piece on d2 goes up three squares to d5, over its own piece on d3. Row 2 holds
          three pieces too, but the move to g2 would pass over White's piece on e2: not allowed.
        </figcaption>
      </figure>

      <h2>Capturing</h2>
      <ul class="loah-list">
        <li>
          A piece may end its move on an enemy piece: that piece is <b>captured</b> and leaves the game for good.
        </li>
        <li>It may never end on a piece of its own colour, nor off the board.</li>
        <li>Capturing is never compulsory.</li>
      </ul>
      <figure class="loah-fig">
        <Diagram
          board={CAPTURING}
          arrows={[
            { from: "c3", to: "e5", expect: "legal" },
            { from: "c3", to: "c5", expect: "illegal" },
          ]}
          label="The black piece on c3 moves two squares diagonally onto the white piece on e5 and captures it. A crossed-out red arrow shows it cannot move two squares up column c, because that would end on its own piece on c5"
        />
        <figcaption>
          Two pieces stand on the diagonal, so the black piece on c3 moves two squares onto e5 and captures White's piece. Going
          up column c (also two pieces) would end on its own piece on c5: not allowed.
        </figcaption>
      </figure>

      <h2>Where a piece can go</h2>
      <figure class="loah-fig">
        <Diagram
          board={CHOICES}
          selected="d4"
          label="A middle-game position with the black piece on d4 selected. Dots mark the empty squares it can reach, d2 and f6; rings mark the white pieces it can capture, on a4, d6 and b2"
        />
        <figcaption>
          Tap a piece and the game shows where it can go: dots for empty squares, rings for captures. This piece on d4 has 3
          pieces on its row (but f4 blocks the way right), 2 on its column, 2 on one diagonal, and 4 on the other: too far
          either way.
        </figcaption>
      </figure>
      <p class="hint">
        A piece standing right next to an enemy piece can never move towards it: that line holds at least two pieces, so the move
        would have to jump the enemy.
      </p>

      <h2>Winning</h2>
      <figure class="loah-fig">
        <Diagram
          board={CONNECTED}
          links="b"
          label="Black's seven pieces on c6, d6, d5, e5, c4, f4 and d3 touch one another in a single chain, lines joining the touching pieces; White's three pieces on g7, b2 and g1 stand apart"
        />
        <figcaption>Black's seven pieces form one group (corners count): Black has won. White's three are in three groups.</figcaption>
      </figure>
      <ul class="loah-list">
        <li>You win as soon as all your pieces, however many are left, form one group.</li>
        <li>A single piece counts as a group: a side cut down to one piece has won.</li>
        <li>
          Both sides are checked after every move, because a capture changes the captured side too. If it removes the last
          stray enemy piece, or leaves the enemy with one piece, the <b>enemy</b> wins (unless the move connects the mover's
          pieces as well: see the next point).
        </li>
        <li>
          If one move connects both sides at once, the player who made it wins. (Some tournaments call that a draw; this site
          follows the rulebook.)
        </li>
      </ul>

      <h2>Stuck positions and draws</h2>
      <p>The printed rules do not say; this site plays as follows.</p>
      <ul class="loah-list">
        <li>
          <b>No move:</b> if none of your pieces can move, you pass (the game shows a <b>No move: pass</b> button). You may only
          pass when you have no move. This is very rare.
        </li>
        <li>
          <b>Neither side can move:</b> the game is a draw at once.
        </li>
        <li>
          <b>Repetition:</b> when the same position comes up for the third time (the same pieces on the same squares, with the
          same player to move), the game is a draw. Only positions since the last capture count.
        </li>
        <li>
          <b>200 quiet turns:</b> after 200 turns in a row without a capture (100 each, passes included), the game is a
          draw.
        </li>
        <li>A move that connects wins, even if it also repeats a position.</li>
      </ul>

      <h2>Tips</h2>
      <ul class="loah-list">
        <li>Pieces in the middle have more ways to join up than pieces on the edge.</li>
        <li>Fewer pieces can be easier to connect: capturing is not always good for you.</li>
        <li>Block: a piece of yours on a line can stop an enemy piece from reaching the gap it needs.</li>
      </ul>

      <h2>Playing here</h2>
      <ul class="loah-list">
        <li>Tap one of your pieces, then a dot or a ring. Tap the piece again, or beside the board, to change your mind.</li>
        <li>The squares of the last move are shaded yellow; a red cross marks a capture.</li>
        <li>
          Under the board (beside it on a phone held sideways), each side's pieces, groups (“connected” once there is one)
          and captures. A note appears when a repeated position or the 200-turn limit is close to ending the game.
        </li>
        <li>
          From the home page: <b>Play online</b> and share the link, <b>Pass and play</b> on one phone, or <b>Play the
          computer</b> (Random, Easy or Strong), as Black or White. In a rematch you swap colours.
        </li>
      </ul>
    </article>
  );
}
