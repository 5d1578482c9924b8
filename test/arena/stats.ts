/**
 * The arena's arithmetic, pure so that it can be tested: intervals for shares, summaries of
 * samples, and the tables `npm run arena` prints from the records of finished games.
 */

/** One game as the arena records it; everything a table needs, and plain data (it crosses threads). */
export type GameRecord = {
  /** Which pairing (or player list) this game belongs to, and its number within it. */
  pairing: number;
  index: number;
  /** The player id on each seat. */
  seats: string[];
  /** Null when the ply cap came first: an unfinished game. */
  outcome: { winners: number[]; reason: string } | null;
  plies: number;
  /** Milliseconds each decision took, by seat. */
  ms: number[][];
  /** The depth each decision reported, by seat (empty for players that report none). */
  depths: number[][];
  /** The actions, as one string: to count distinct games. */
  fingerprint: string;
};

/** A share with its 95 % interval. */
export type Share = { count: number; of: number; share: number; low: number; high: number };

/**
 * The Wilson score interval for `successes` out of `n` (z = 1.96 for 95 %). Unlike the normal
 * approximation it stays inside [0, 1] and is honest at 0 % and 100 %, where arenas often are.
 */
export function wilson(successes: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = ((z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n)));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export function share(count: number, of: number): Share {
  return { count, of, share: of === 0 ? 0 : count / of, ...wilson(count, of) };
}

/** Mean, median, 99th percentile (nearest rank) and maximum of a sample; zeros when empty. */
export type Summary = { count: number; mean: number; p50: number; p99: number; max: number };

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) return { count: 0, mean: 0, p50: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
  return { count: sorted.length, mean, p50: rank(0.5), p99: rank(0.99), max: sorted.at(-1)! };
}

/** Wins, draws, losses and unfinished games of one player (or one player on one seat). */
export type Tally = { games: number; wins: number; draws: number; losses: number; unfinished: number };

const emptyTally = (): Tally => ({ games: 0, wins: 0, draws: 0, losses: 0, unfinished: 0 });

/**
 * A player wins a game when one of its seats is among the winners; a finished game with no
 * winners is a draw for everyone; otherwise a loss. With several winners (a shared win) each
 * of them counts a win.
 */
function count(tally: Tally, record: GameRecord, seats: number[]): void {
  tally.games++;
  if (!record.outcome) tally.unfinished++;
  else if (seats.some((s) => record.outcome!.winners.includes(s))) tally.wins++;
  else if (record.outcome.winners.length === 0) tally.draws++;
  else tally.losses++;
}

/** A reason without its trailing details in brackets (final scores), so that like endings group. */
export function endingOf(reason: string): string {
  return reason.replace(/\s*\([^()]*\)\s*$/, "");
}

export type Report = {
  games: number;
  unfinished: number;
  distinct: number;
  players: { id: string; tally: Tally; ms: Summary; depth: Summary }[];
  /** By player and seat: "who did how well from where". */
  bySeat: { id: string; seat: number; tally: Tally }[];
  /** By seat, whoever sat there: the first-mover advantage. */
  seats: { seat: number; tally: Tally }[];
  reasons: { reason: string; games: number }[];
  plies: Summary;
};

/** Everything the arena prints about a set of games, players in order of first appearance. */
export function report(records: readonly GameRecord[]): Report {
  const ids: string[] = [];
  for (const r of records) for (const id of r.seats) if (!ids.includes(id)) ids.push(id);
  const seatCount = Math.max(0, ...records.map((r) => r.seats.length));
  const players = ids.map((id) => {
    const tally = emptyTally();
    const ms: number[] = [];
    const depths: number[] = [];
    for (const r of records) {
      const mine = r.seats.flatMap((p, s) => (p === id ? [s] : []));
      if (mine.length === 0) continue;
      count(tally, r, mine);
      for (const s of mine) {
        ms.push(...(r.ms[s] ?? []));
        depths.push(...(r.depths[s] ?? []));
      }
    }
    return { id, tally, ms: summarize(ms), depth: summarize(depths) };
  });
  const bySeat = ids.flatMap((id) =>
    Array.from({ length: seatCount }, (_, seat) => {
      const tally = emptyTally();
      for (const r of records) if (r.seats[seat] === id) count(tally, r, [seat]);
      return { id, seat, tally };
    }).filter((row) => row.tally.games > 0),
  );
  const seats = Array.from({ length: seatCount }, (_, seat) => {
    const tally = emptyTally();
    for (const r of records) if (seat < r.seats.length) count(tally, r, [seat]);
    return { seat, tally };
  });
  const reasons = new Map<string, number>();
  for (const r of records) {
    const reason = r.outcome ? endingOf(r.outcome.reason) : "unfinished (ply cap)";
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  return {
    games: records.length,
    unfinished: records.filter((r) => !r.outcome).length,
    distinct: new Set(records.map((r) => r.fingerprint)).size,
    players,
    bySeat,
    seats,
    reasons: [...reasons].map(([reason, games]) => ({ reason, games })).sort((a, b) => b.games - a.games),
    plies: summarize(records.map((r) => r.plies)),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
/** "83.0 % [74.5-89.1]": a share and its 95 % interval. */
export const formatShare = (s: Share) => `${pct(s.share)} [${(100 * s.low).toFixed(1)}-${(100 * s.high).toFixed(1)}]`;
const num = (x: number, digits = 1) => x.toFixed(digits);

function tallyCells(t: Tally): string {
  return `${t.games} | ${formatShare(share(t.wins, t.games))} | ${formatShare(share(t.draws, t.games))} | ${t.losses} | ${t.unfinished}`;
}

/** The report as markdown tables, the way `npm run arena` prints it. */
export function formatReport(r: Report): string {
  const lines: string[] = [];
  lines.push(
    `games: ${r.games} (${r.distinct} distinct), unfinished at the ply cap: ${r.unfinished}; ` +
      `plies: mean ${num(r.plies.mean)}, median ${r.plies.p50}, max ${r.plies.max}`,
  );
  lines.push("", "| player | games | wins [95 %] | draws [95 %] | losses | unfinished | ms/decision mean, p50, p99, max | mean depth |");
  lines.push("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const p of r.players) {
    const ms = `${num(p.ms.mean)}, ${num(p.ms.p50)}, ${num(p.ms.p99)}, ${num(p.ms.max)}`;
    lines.push(`| ${p.id} | ${tallyCells(p.tally)} | ${ms} | ${p.depth.count ? num(p.depth.mean, 2) : "-"} |`);
  }
  lines.push("", "| player | seat | games | wins [95 %] | draws [95 %] | losses | unfinished |", "|---|---:|---:|---:|---:|---:|---:|");
  for (const row of r.bySeat) lines.push(`| ${row.id} | ${row.seat} | ${tallyCells(row.tally)} |`);
  lines.push("", "| seat (any player) | games | wins [95 %] | draws [95 %] | losses | unfinished |", "|---:|---:|---:|---:|---:|---:|");
  for (const row of r.seats) lines.push(`| ${row.seat} | ${tallyCells(row.tally)} |`);
  lines.push("", "| ending | games |", "|---|---:|");
  for (const row of r.reasons) lines.push(`| ${row.reason} | ${row.games} |`);
  return lines.join("\n");
}
