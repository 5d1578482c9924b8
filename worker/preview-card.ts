/**
 * The picture of a link preview as SVG, 1200 x 630 (the size Open Graph and Twitter's large
 * card ask for): the board as it stands on the left (preview-boards.ts), the game's name and
 * status on the right, in the bundled DejaVu Sans. preview-image.ts makes it a PNG.
 */
import { type BoardDrawing, drawBoard } from "./preview-boards";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewWords } from "./preview";

/** The family the card's text is set in: the fonts of preview-font.ts. */
export const FONT = "DejaVu Sans";
const BACKGROUND = "#0f172a";

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/**
 * Lines of at most `width` pixels at `size`, by an estimate of DejaVu Sans Bold's widths
 * (0.62 em a letter on average), broken at spaces; at most `max` lines, the last cut with "…".
 */
export function wrapText(text: string, size: number, width: number, max: number): string[] {
  const perLine = Math.max(4, Math.floor(width / (size * 0.62)));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = `${kept[max - 1]?.slice(0, perLine - 1).trimEnd()}…`;
    return kept;
  }
  return lines.map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}…` : l));
}

/** The site's mark: the favicon's blue square with its three discs. */
function mark(x: number, y: number, size: number): string {
  const s = size / 16;
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect width="16" height="16" rx="3" fill="#1d4ed8"/><circle cx="5" cy="11" r="3" fill="#e11d48"/><circle cx="11" cy="11" r="3" fill="#facc15"/><circle cx="11" cy="5" r="3" fill="#e11d48"/></g>`;
}

/** The whole picture as SVG: the board (or, for a game drawn as a card, a large mark) and the words. */
export function previewSvg(game: string, view: unknown, words: PreviewWords): string {
  const board: BoardDrawing | null = drawBoard(game, view);
  const area = { x: 40, y: 40, w: 560, h: 550 };
  let left: string;
  if (board) {
    const scale = Math.min(area.w / board.width, area.h / board.height);
    const x = area.x + (area.w - board.width * scale) / 2;
    const y = area.y + (area.h - board.height * scale) / 2;
    left = `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">${board.svg}</g>`;
  } else {
    left = `<rect x="${area.x}" y="${area.y}" width="${area.w}" height="${area.h}" rx="32" fill="#1e293b"/>${mark(area.x + 130, area.y + 125, 300)}`;
  }
  const textX = 650;
  const textW = PREVIEW_WIDTH - textX - 50;
  const text: string[] = [];
  let y = 150;
  const write = (content: string, size: number, weight: 400 | 700, fill: string, max: number, gap: number) => {
    for (const line of wrapText(content, size, textW, max)) {
      text.push(
        `<text x="${textX}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`,
      );
      y += Math.round(size * 1.2);
    }
    y += gap;
  };
  write(words.game, 60, 700, "#f8fafc", 2, 24);
  write(words.status, 42, 700, "#facc15", 3, 18);
  write(words.detail, 30, 400, "#cbd5e1", 3, 0);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${BACKGROUND}"/>`,
    left,
    ...text,
    mark(textX, 540, 48),
    `<text x="${textX + 64}" y="576" font-family="${FONT}" font-size="34" font-weight="700" fill="#f8fafc">Linkplay</text>`,
    "</svg>",
  ].join("");
}
