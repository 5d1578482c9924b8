/**
 * One client thread of `runLoadInThreads` (load.ts): makes its share of the tables, says so,
 * then plays them when told the moments the warm-up ends and the load stops, and answers
 * with what its clients heard.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type Drive, type TableSource, drive, setUpTables } from "./load";
import { newTable } from "./server";
import { newPeerTable } from "./peer";
import { newFloorTable } from "./floor/table";

const { source, games, firstLane } = workerData as { source: TableSource; games: number; firstLane: number };
const make = "ours" in source ? () => newTable(source.ours, "connect-four") : "floor" in source ? () => newFloorTable(source.floor) : () => newPeerTable(source.peer);
const tables = await setUpTables(games, make);
parentPort!.once("message", async (times: Omit<Drive, "firstLane">) => {
  parentPort!.postMessage(await drive(tables, make, { ...times, firstLane }));
});
parentPort!.postMessage("ready");
