/**
 * For clients in Node (the browser tests' own sockets, the benchmarks, the abuse run): turns a
 * socket's messages into full states, applying patches and moves as a page does.
 */
import { findRules } from "../../shared/games";
import { followMessage } from "../../shared/lean";
import type { ServerMessage, StateMessage } from "../../shared/protocol";

export function followStates(): (text: string) => ServerMessage {
  let last: StateMessage | null = null;
  return (text) => {
    const message = JSON.parse(text) as ServerMessage;
    if (message.t === "players" && last) last = { ...last, players: message.players, watching: message.watching };
    const followed = followMessage(last, message, findRules);
    if (followed.t === "state") last = followed;
    return followed;
  };
}
