/**
 * A game on one phone (pass and play, or against the computer) lives in the tab's session
 * storage (web/src/pages/local.tsx). A test that needs such a game's end, not the taps to
 * get there, plays the rest of it with the shared rules here and has the page load it back.
 */
import type { Page } from "playwright-core";
import { applyAction, createRng } from "../../shared/engine";
import { findGame } from "../../shared/games";

/** A game that runs this long is a bug in the rules, not a long game. */
const PLY_CAP = 20_000;

/**
 * Plays the game the page keeps to its end, each decision a random legal action (`seed`
 * makes them repeatable), as the page itself applies them, and reloads the page onto it.
 */
export async function finishKeptGame(page: Page, gameId: string, seed: string): Promise<void> {
  const game = findGame(gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  const [key, kept] = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith("local:")) ?? "";
    return [key, sessionStorage.getItem(key)] as const;
  });
  if (!kept) throw new Error("the page keeps no game in its session storage");
  const match = JSON.parse(kept) as { seed: string; state: unknown; ply: number; log: unknown[] };
  const pick = createRng(seed);
  for (let moves = 0; ; moves++) {
    const status = game.status(match.state);
    if ("over" in status) break;
    if (moves >= PLY_CAP) throw new Error(`no end after ${PLY_CAP} random moves`);
    const seat = status.active[0] as number;
    const legal = game.legal(match.state, seat);
    const step = applyAction(game, match.state, match.ply, match.seed, seat, legal[pick.int(legal.length)]);
    match.state = step.state;
    match.ply++;
    match.log.push(...step.lines);
  }
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [key, JSON.stringify(match)] as const);
  await page.reload();
}
