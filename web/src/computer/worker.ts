/**
 * The computer players' thread: the page posts a state and a seat, this thread
 * thinks and posts back the action, so the board never freezes while it does.
 * Each game's players load as a chunk of their own, on the first request.
 */
import { type AnyBot, createRng, strongest } from "../../../shared/engine";
import type { ComputerAnswer, ComputerRequest } from "./protocol";

const PLAYERS: Record<string, () => Promise<AnyBot[]>> = {
  "connect-four": () => import("../../../shared/games/connect-four/bot").then((m) => m.bots),
  lincoln: () => import("../../../shared/games/lincoln/bot").then((m) => m.bots),
  "lines-of-action": () => import("../../../shared/games/lines-of-action/bot").then((m) => m.bots),
  "pixel-lincoln": () => import("../../../shared/games/pixel-lincoln/bot").then((m) => m.bots),
  "union-forever": () => import("../../../shared/games/union-forever/bot").then((m) => m.bots),
};

self.onmessage = async (event: MessageEvent<ComputerRequest>) => {
  const { id, game, level, state, seat, seed, ms } = event.data;
  let answer: ComputerAnswer;
  try {
    const load = Object.hasOwn(PLAYERS, game) ? PLAYERS[game] : undefined;
    if (!load) throw new Error(`no computer player for ${game}`);
    const bots = await load();
    const bot = bots.find((b) => b.id === level) ?? strongest(bots);
    const action: unknown = bot.choose(state, seat, createRng(seed), { ms, now: () => performance.now() });
    answer = { id, action };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  postMessage(answer);
};
