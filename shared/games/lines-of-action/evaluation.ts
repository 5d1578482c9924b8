/**
 * How good a position looks to the side to move, without searching: the features of MIA's
 * evaluator (M. Winands, J. van den Herik, J. Uiterwijk, "An evaluation function for Lines
 * of Action", Advances in Computer Games 10, 2003; and Winands' MSc thesis "Analysis and
 * implementation of Lines of Action", Maastricht, 2000), each side scored alike and the
 * difference taken. The features are theirs; the formulas and weights here are our own
 * simplification, set by arena games (README).
 *
 * - concentration: how far the pieces stand from their centre of mass, beyond the least
 *   possible for that many pieces, per piece. The heart of it: a side whose pieces are close
 *   together is near to connecting;
 * - centralisation: pieces in the middle are more mobile and harder to block;
 * - centre-of-mass position: a side massed in the centre joins up more easily than on an edge;
 * - quads: the Euler number (groups minus holes) beyond one, and solid windows of three or
 *   four pieces, which one capture cannot cut ("The quad heuristic", ICGA J. 24(1), 2001);
 * - mobility: moves, a capture double, a move to the edge half (counted in search-board.ts);
 * - connectedness: touching pairs per piece;
 * - uniformity: the area of the box around the pieces;
 * - the side to move, which may connect before the other.
 *
 * MIA's "walls" (enemy pieces walling in one's own edge pieces) are not scored separately:
 * a walled piece loses mobility, which is.
 */
import { type SearchBoard, euler4, mobilityAndContacts, solidQuads } from "./search-board";

/** Weights, in hundredths of "one piece-step of concentration a piece". */
export type Weights = {
  concentration: number;
  centralisation: number;
  centreOfMass: number;
  euler: number;
  solid: number;
  mobility: number;
  connectedness: number;
  uniformity: number;
  tempo: number;
};

export const WEIGHTS: Weights = {
  concentration: 100,
  centralisation: 8,
  centreOfMass: 10,
  euler: 12,
  solid: 6,
  mobility: 2,
  connectedness: 15,
  uniformity: 1,
  tempo: 20,
};

/**
 * The least sum of distances (king steps) to a centre that n pieces can have: the centre
 * square itself, 8 around it at distance 1, then distance 2. Concentration counts only what
 * is beyond it, so a side is not blamed for having many pieces.
 */
const LEAST_SUM = Int16Array.from({ length: 13 }, (_, n) => (n <= 1 ? 0 : n <= 9 ? n - 1 : 8 + 2 * (n - 9)));

/**
 * Centralisation by square: 4 in the four middle squares, then 3, 1, and on the edge -2
 * (corners -4). A table in the spirit of MIA's, with our own values.
 */
const CENTRE = Int8Array.from({ length: 64 }, (_, sq) => {
  const f = sq & 7;
  const r = sq >> 3;
  const ring = Math.max(Math.abs(2 * f - 7), Math.abs(2 * r - 7)) >> 1; // 0 middle ... 3 edge
  const corner = (f === 0 || f === 7) && (r === 0 || r === 7);
  return corner ? -4 : [4, 3, 1, -2][ring]!;
});

/** One side's score, in the units of `Weights`. */
export function sideScore(b: SearchBoard, c: number, w: Weights = WEIGHTS): number {
  const n = b.count[c]!;
  if (n === 0) return 0;
  const cf = b.sumFile[c]! / n;
  const cr = b.sumRank[c]! / n;
  const rf = Math.round(cf);
  const rr = Math.round(cr);
  let distance = 0;
  let centre = 0;
  let minF = 7;
  let maxF = 0;
  let minR = 7;
  let maxR = 0;
  for (let i = 0; i < n; i++) {
    const sq = b.pieces[c * 12 + i]!;
    const f = sq & 7;
    const r = sq >> 3;
    const df = f > rf ? f - rf : rf - f;
    const dr = r > rr ? r - rr : rr - r;
    distance += df > dr ? df : dr;
    centre += CENTRE[sq]!;
    if (f < minF) minF = f;
    if (f > maxF) maxF = f;
    if (r < minR) minR = r;
    if (r > maxR) maxR = r;
  }
  const surplus = distance - LEAST_SUM[n]!;
  const comOff = Math.max(Math.abs(cf - 3.5), Math.abs(cr - 3.5));
  const extraGroups = Math.max(0, euler4(b, c) / 4 - 1);
  let score = 0;
  score -= (w.concentration * surplus) / n;
  score += (w.centralisation * centre) / n;
  score -= w.centreOfMass * comOff;
  score -= w.euler * extraGroups;
  score += w.solid * solidQuads(b, c);
  const both = mobilityAndContacts(b, c);
  score += w.mobility * (both >> 8);
  score += (w.connectedness * (both & 255)) / n;
  score -= w.uniformity * (maxF - minF + 1) * (maxR - minR + 1);
  return score;
}

/** The position for the side to move: its score minus the other side's, plus the move. */
export function evaluate(b: SearchBoard, w: Weights = WEIGHTS): number {
  const c = b.side;
  return Math.round(sideScore(b, c, w) - sideScore(b, 1 - c, w) + w.tempo);
}
