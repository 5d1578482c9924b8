/**
 * The board in a link preview, as SVG drawn from the spectator's view only (view(state,
 * null): nothing hidden). Each drawing is a few dozen flat shapes, so rasterising it costs
 * little CPU: Connect Four's grid, Lines of Action's squares, Lincoln's and The Union
 * Forever!'s maps as their locations coloured by who holds them. Pixel Lincoln's table is
 * cards (a level row, hands, tableaus), which say nothing at thumbnail size: its preview is
 * the generic card with the game's name and status (null here).
 */
import type { Seat } from "../shared/engine";
import type { State as ConnectFourView } from "../shared/games/connect-four/rules";
import { LOCATIONS, LOCATION_IDS, RAIL_LINKS } from "../shared/games/lincoln/data/map";
import { COUNTER_BY_ID } from "../shared/games/lincoln/data/counters";
import type { View as LincolnView } from "../shared/games/lincoln/view";
import { SIZE as LOA_SIZE } from "../shared/games/lines-of-action/board";
import type { View as LinesOfActionView } from "../shared/games/lines-of-action/rules";
import { AREAS, AREA_IDS, BORDERS } from "../shared/games/union-forever/data/map";
import { UNITS } from "../shared/games/union-forever/data/units";
import type { View as UnionForeverView } from "../shared/games/union-forever/view";

/** A drawing and the size of the box it was drawn in (the card scales it to fit). */
export type BoardDrawing = { svg: string; width: number; height: number };

const DISC_COLOURS = ["#e11d48", "#facc15"] as const;
const UNION = "#2563eb";
const CONFEDERATE = "#78716c";

function connectFour(view: ConnectFourView): BoardDrawing {
  const cell = 100;
  const cols = view.columns.length;
  const rows = 6;
  const won = new Set((view.win?.line ?? []).map(([c, r]) => `${c},${r}`));
  const parts = [`<rect width="${cols * cell}" height="${rows * cell}" rx="24" fill="#1d4ed8"/>`];
  for (let col = 0; col < cols; col++)
    for (let row = 0; row < rows; row++) {
      const seat: Seat | undefined = view.columns[col]?.[row];
      const x = col * cell + cell / 2;
      const y = (rows - 1 - row) * cell + cell / 2;
      parts.push(`<circle cx="${x}" cy="${y}" r="40" fill="${seat === undefined ? "#0f172a" : (DISC_COLOURS[seat] ?? "#888")}"/>`);
      if (won.has(`${col},${row}`)) parts.push(`<circle cx="${x}" cy="${y}" r="30" fill="none" stroke="#fff" stroke-width="8"/>`);
      else if (view.last && view.last[0] === col && view.last[1] === row)
        parts.push(`<circle cx="${x}" cy="${y}" r="12" fill="#000" fill-opacity="0.35"/>`);
    }
  return { svg: parts.join(""), width: cols * cell, height: rows * cell };
}

function linesOfAction(view: LinesOfActionView): BoardDrawing {
  const cell = 70;
  const side = LOA_SIZE * cell;
  const parts: string[] = [`<rect width="${side}" height="${side}" fill="#eed9b6"/>`];
  const marked = new Set<number>();
  if (view.last && "from" in view.last)
    for (const name of [view.last.from, view.last.to]) marked.add((Number(name[1]) - 1) * LOA_SIZE + (name.charCodeAt(0) - 97));
  for (let i = 0; i < LOA_SIZE * LOA_SIZE; i++) {
    const file = i % LOA_SIZE;
    const rank = Math.floor(i / LOA_SIZE);
    const x = file * cell;
    const y = (LOA_SIZE - 1 - rank) * cell; // rank 1 at the bottom, as the board shows it to Black
    const dark = (file + rank) % 2 === 0;
    if (dark || marked.has(i))
      parts.push(`<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${marked.has(i) ? (dark ? "#c9a227" : "#f1d77a") : "#b58863"}"/>`);
    const piece = view.board[i];
    if (piece === "b" || piece === "w")
      parts.push(
        `<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="26" fill="${piece === "b" ? "#1c1917" : "#fafaf9"}" stroke="${piece === "b" ? "#000" : "#1c1917"}" stroke-width="3"/>`,
      );
  }
  return { svg: parts.join(""), width: side, height: side };
}

/** Lincoln's map: the rail links, each location in the colour of who controls it, and the armies there. */
function lincoln(view: LincolnView): BoardDrawing {
  const box = { x: 150, y: 0, w: 880, h: 800 };
  const pos = (id: keyof typeof LOCATIONS) => ({ x: LOCATIONS[id].x - box.x, y: LOCATIONS[id].y - box.y });
  const parts = [`<rect width="${box.w}" height="${box.h}" rx="24" fill="#efe7d2"/>`];
  for (const link of RAIL_LINKS) {
    const a = pos(link.a.loc);
    const b = pos(link.b.loc);
    parts.push(`<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#5b4a3a" stroke-width="6" stroke-linecap="round"/>`);
  }
  const counters = new Map<string, { union: number; confederate: number }>();
  for (const [id, place] of Object.entries(view.at ?? {})) {
    const counter = COUNTER_BY_ID[id];
    if (!place || !counter) continue;
    const here = counters.get(place.loc) ?? { union: 0, confederate: 0 };
    here[counter.side]++;
    counters.set(place.loc, here);
  }
  for (const id of LOCATION_IDS) {
    const { x, y } = pos(id);
    const holder = view.control?.[id] ?? null;
    const fill = holder === "union" ? UNION : holder === "confederate" ? CONFEDERATE : "#fef3c7";
    parts.push(`<circle cx="${x}" cy="${y}" r="30" fill="${fill}" stroke="#1f2937" stroke-width="4"/>`);
    const here = counters.get(id);
    if (!here) continue;
    // One pip a counter, the side's colour on white: how many stand there, not which.
    const pips = [...Array<string>(here.union).fill(UNION), ...Array<string>(here.confederate).fill(CONFEDERATE)].slice(0, 6);
    pips.forEach((colour, i) =>
      parts.push(`<circle cx="${x - ((pips.length - 1) * 14) / 2 + i * 14}" cy="${y + 44}" r="7" fill="${colour}" stroke="#fff" stroke-width="2"/>`),
    );
  }
  return { svg: parts.join(""), width: box.w, height: box.h };
}

/** The Union Forever!'s map: its borders, each area with a pip per army there, pacified areas ringed. */
function unionForever(view: UnionForeverView): BoardDrawing {
  const pad = 24; // the areas on the frame's edge keep their whole circle
  const width = 600 + 2 * pad;
  const height = 400 + 2 * pad;
  const parts = [`<rect width="${width}" height="${height}" rx="16" fill="#efe7d2"/><g transform="translate(${pad} ${pad})">`];
  for (const border of BORDERS) {
    const a = AREAS[border[0]];
    const b = AREAS[border[1]];
    const mountain = border[2] === "mountain";
    parts.push(
      `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${mountain ? "#92400e" : "#a8a29e"}" stroke-width="${mountain ? 4 : 3}"${mountain ? ' stroke-dasharray="8 5"' : ""}/>`,
    );
  }
  const here = new Map<string, string[]>();
  for (const [id, unit] of Object.entries(view.units ?? {})) {
    const data = UNITS[id as keyof typeof UNITS];
    if (!data || !Object.hasOwn(AREAS, unit.where)) continue;
    here.set(unit.where, [...(here.get(unit.where) ?? []), data.side === "union" ? UNION : CONFEDERATE]);
  }
  const pacified = new Set<string>(view.pacified ?? []);
  for (const id of AREA_IDS) {
    const { x, y } = AREAS[id];
    parts.push(
      `<circle cx="${x}" cy="${y}" r="15" fill="#fffdf6" stroke="${pacified.has(id) ? UNION : "#57534e"}" stroke-width="${pacified.has(id) ? 5 : 2}"/>`,
    );
    const pips = (here.get(id) ?? []).slice(0, 4);
    pips.forEach((colour, i) =>
      parts.push(`<circle cx="${x - ((pips.length - 1) * 10) / 2 + i * 10}" cy="${y}" r="5" fill="${colour}"/>`),
    );
  }
  parts.push("</g>");
  return { svg: parts.join(""), width, height };
}

const BOARDS: Record<string, (view: never) => BoardDrawing> = {
  "connect-four": connectFour,
  "lines-of-action": linesOfAction,
  lincoln,
  "union-forever": unionForever,
};

/** The board of `game` drawn from the spectator's view; null when the preview is the generic card. */
export function drawBoard(game: string, view: unknown): BoardDrawing | null {
  const draw = Object.hasOwn(BOARDS, game) ? BOARDS[game] : undefined;
  if (!draw || view === null || typeof view !== "object") return null;
  try {
    return draw(view as never);
  } catch {
    return null; // a view of an older shape: the generic card says enough
  }
}
