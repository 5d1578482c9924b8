/**
 * A game's storage in its Durable Object's SQLite: `meta` (the header), `moves` (one row per
 * accepted action: the only row written per move) and `snapshots` (the state every
 * SNAPSHOT_EVERY plies, so that a wake-up or an undo replays little). Counts the rows it reads
 * and writes, which the cost benchmark bills.
 */
import { type AnyGame, type LogLine, replayFrom, setupState } from "../shared/engine";
import { findGame, findRules } from "../shared/games";
import type { Header, Room } from "./room-state";

/** A state snapshot is written every this many plies; the rest is replayed on wake-up. */
const SNAPSHOT_EVERY = 32;

export type Usage = { requests: number; messagesIn: number; messagesOut: number; rowsRead: number; rowsWritten: number };

/** One accepted action as stored: its log lines, whether it may be taken back, and when. */
export type StoredMove = { ply: number; seat: number; action: unknown; lines: LogLine[]; undoable: boolean; at: number };

export class RoomStorage {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly usage: Usage,
  ) {}

  /** Runs one statement, counting the rows it read and wrote. */
  private exec<T extends Record<string, SqlStorageValue>>(query: string, ...bindings: SqlStorageValue[]): T[] {
    const cursor = this.storage.sql.exec<T>(query, ...bindings);
    const rows = cursor.toArray();
    this.usage.rowsRead += cursor.rowsRead;
    this.usage.rowsWritten += cursor.rowsWritten;
    return rows;
  }

  /**
   * Creates the tables and writes the header: only when a game is created, so a stray id
   * costs no writes. One transaction (a header that failed to be written leaves no tables
   * behind) and one call of exec (its bindings go to the last statement, the header's).
   */
  create(header: Header): void {
    this.storage.transactionSync(() =>
      this.exec(
        `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
         CREATE TABLE moves (ply INTEGER PRIMARY KEY, seat INTEGER NOT NULL, action TEXT NOT NULL, lines TEXT NOT NULL, undoable INTEGER NOT NULL, at INTEGER NOT NULL);
         CREATE TABLE snapshots (ply INTEGER PRIMARY KEY, state TEXT NOT NULL);
         INSERT INTO meta (key, value) VALUES ('header', ?)`,
        JSON.stringify(header),
      ),
    );
  }

  saveHeader(header: Header): void {
    this.exec(
      "INSERT INTO meta (key, value) VALUES ('header', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      JSON.stringify(header),
    );
  }

  /**
   * One transaction: the move row, and every SNAPSHOT_EVERY plies the state after it. The
   * room's sends after it are held by the output gate until it is durable. (Without the
   * explicit transaction a lone insert costs the same: workerd opens its implicit one inside
   * the insert instead, as sampled in its inspector.)
   */
  appendMove(move: StoredMove, stateAfter: unknown): void {
    this.storage.transactionSync(() => {
      this.exec(
        "INSERT INTO moves (ply, seat, action, lines, undoable, at) VALUES (?, ?, ?, ?, ?, ?)",
        move.ply,
        move.seat,
        JSON.stringify(move.action),
        JSON.stringify(move.lines),
        move.undoable ? 1 : 0,
        move.at,
      );
      if ((move.ply + 1) % SNAPSHOT_EVERY === 0)
        this.exec("INSERT OR REPLACE INTO snapshots (ply, state) VALUES (?, ?)", move.ply + 1, JSON.stringify(stateAfter));
    });
  }

  /** Forgets the moves from ply `keep` on (an undo), and the snapshots after it. */
  truncate(keep: number): void {
    this.storage.transactionSync(() => {
      this.exec("DELETE FROM moves WHERE ply >= ?", keep);
      this.exec("DELETE FROM snapshots WHERE ply > ?", keep);
    });
  }

  /** The latest snapshot at or before `ply`, or the starting state. */
  startingPoint(game: AnyGame, header: Header, ply: number): { ply: number; state: unknown } {
    const row = this.exec<{ ply: number; state: string }>(
      "SELECT ply, state FROM snapshots WHERE ply <= ? ORDER BY ply DESC LIMIT 1",
      ply,
    )[0];
    return row ? { ply: row.ply, state: JSON.parse(row.state) } : { ply: 0, state: setupState(game, header.options, header.seed) };
  }

  /** Rebuilds the room from storage: the latest snapshot plus the moves after it; null if no game was created here. */
  load(): Room | null {
    const created = this.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").length > 0;
    if (!created) return null;
    const headerRow = this.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'header'")[0];
    if (!headerRow) return null;
    this.upgrade();
    const header = JSON.parse(headerRow.value) as Header;
    const rows = this.exec<{ seat: number; action: string; lines: string; undoable: number; at: number }>(
      "SELECT seat, action, lines, undoable, at FROM moves ORDER BY ply",
    );
    const moves = rows.map((r) => ({ seat: r.seat, action: JSON.parse(r.action) as unknown }));
    const room = {
      header,
      moves,
      lines: rows.map((r) => JSON.parse(r.lines) as LogLine[]),
      undoable: rows.map((r) => r.undoable === 1),
      at: rows.map((r) => r.at),
    };
    const version = header.rules ?? 1;
    const game = findRules(header.game, version);
    if (!game) {
      // Its rules are gone from this site: replaying under others would make a
      // state no rules produced. The game ends, and says why.
      const current = findGame(header.game);
      if (!current) throw new Error(`stored game ${header.game} is not in the catalog`);
      const reason = `This game began under version ${version} of the rules, which this site no longer runs. It ended there; start a rematch to play again.`;
      return { ...room, game: current, state: null, retired: { winners: [], reason } };
    }
    const start = this.startingPoint(game, header, moves.length);
    const { state } = replayFrom(game, start.state, start.ply, header.seed, moves.slice(start.ply));
    return { ...room, game, state, retired: null };
  }

  /** Games stored before snapshots had their own table kept one in `meta`: it moves to `snapshots`, once. */
  private upgrade(): void {
    if (this.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'snapshots'").length > 0) return;
    this.storage.transactionSync(() => {
      this.exec("CREATE TABLE snapshots (ply INTEGER PRIMARY KEY, state TEXT NOT NULL)");
      const old = this.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'snapshot'")[0];
      if (!old) return;
      const { ply, state } = JSON.parse(old.value) as { ply: number; state: unknown };
      this.exec("INSERT INTO snapshots (ply, state) VALUES (?, ?)", ply, JSON.stringify(state));
      this.exec("DELETE FROM meta WHERE key = 'snapshot'");
    });
  }
}
