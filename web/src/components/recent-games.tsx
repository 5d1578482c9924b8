import { For, Show, createResource, createSignal } from "solid-js";
import type { GameInfo } from "../../../shared/protocol";
import { sideName } from "../../../shared/games/sides";
import { BOARDS } from "../games";
import { getGameInfo } from "../lib/api";
import { type SeatRecord, forgetSeat, listSeats } from "../lib/seat-store";

type Row = { id: string; record: SeatRecord; info: GameInfo | null | undefined };

/** A seat by its player's name where given, else by its side. */
function who(info: GameInfo, seat: number): string {
  const p = info.players[seat];
  if (p?.computer) return "the computer";
  return p?.name ?? sideName(info.game, seat);
}

/** Where a game stands, from this device's seat: whose turn, or how it ended. */
function standing(info: GameInfo, seat: number | null): string {
  if (info.status === "open") return "Waiting for a player to join";
  if (info.status === "over") {
    const winners = info.outcome?.winners ?? [];
    if (winners.length === 0) return "Ended in a draw";
    if (seat !== null && winners.includes(seat)) return "You won";
    return `${winners.map((s) => who(info, s)).join(" and ")} won`;
  }
  if (seat !== null && info.active.includes(seat)) return "Your turn";
  return `Waiting for ${info.active.map((s) => who(info, s)).join(" and ")}`;
}

/**
 * The games this device holds a seat in: each with its game, the other players, whose turn it
 * is or how it ended, and when it last moved (in the reader's own date format); games in
 * progress first; one can be removed from the device.
 */
export function RecentGames() {
  const [seats, setSeats] = createSignal(listSeats().slice(0, 12));
  const [rows] = createResource(seats, async (list) =>
    Promise.all(list.map(async ({ id, ...record }): Promise<Row> => ({ id, record, info: await getGameInfo(id, 1).catch(() => undefined) }))),
  );
  const sorted = () => {
    const order = (r: Row) => (r.info?.status === "over" ? 2 : r.info === null ? 3 : r.info?.active.includes(r.record.seat ?? -1) ? 0 : 1);
    return [...(rows() ?? [])].sort((a, b) => order(a) - order(b));
  };
  const date = (ms: number) => new Date(ms).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });
  const remove = (id: string) => {
    forgetSeat(id);
    setSeats(listSeats().slice(0, 12));
  };

  return (
    <Show when={seats().length > 0}>
      <section class="panel" data-testid="recent">
        <h2>Your games on this device</h2>
        <ul class="recent">
          <For each={sorted()}>
            {(row) => {
              const name = (row.info?.game ?? row.record.game) && BOARDS[row.info?.game ?? row.record.game ?? ""]?.name;
              const others = () => {
                const info = row.info;
                if (!info) return "";
                const list = info.players.filter((p) => p.seat !== row.record.seat && p.taken).map((p) => who(info, p.seat));
                return list.length ? `with ${list.join(", ")}` : "";
              };
              return (
                <li data-testid="recent-game" data-status={row.info?.status ?? "gone"}>
                  <a href={`/g/${row.id}`}>
                    <strong>{name || "A game"}</strong> {others()}
                  </a>
                  <span class="recent-state" classList={{ yours: row.info ? standing(row.info, row.record.seat) === "Your turn" : false }}>
                    {row.info ? standing(row.info, row.record.seat) : row.info === null ? "No longer on the site" : "Can't reach it now"}
                  </span>
                  <Show when={row.info?.updated ?? row.record.at}>{(at) => <span class="hint">{date(at())}</span>}</Show>
                  <button type="button" class="small link" onClick={() => remove(row.id)} aria-label={`Remove ${name || "this game"} from this device`} data-testid="recent-remove">
                    Remove
                  </button>
                </li>
              );
            }}
          </For>
        </ul>
        <p class="hint">Remove forgets your seat on this device: keep a game you are still playing.</p>
      </section>
    </Show>
  );
}
