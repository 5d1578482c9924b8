/**
 * For clients in Node (the browser tests' own sockets, the benchmarks, the abuse run): turns a
 * socket's messages into full states, applying patches as a page does.
 */
import { type Op, apply } from "../../shared/patch";
import type { Patchable, ServerMessage, StateMessage } from "../../shared/protocol";

export function followStates(): (text: string) => ServerMessage {
  let last: StateMessage | null = null;
  return (text) => {
    const message = JSON.parse(text) as ServerMessage;
    if (message.t === "players" && last) last = { ...last, players: message.players, watching: message.watching };
    if (message.t === "state") last = message;
    if (message.t !== "patch") return message;
    if (!last || last.ply !== message.from) throw new Error(`a patch from ply ${message.from} to a socket at ply ${last?.ply}`);
    const { t: _t, log: _l, players, watching, ...base } = last;
    last = { t: "state", ...apply(base as Patchable, message.ops as Op[]), players, watching, log: message.log };
    return last;
  };
}
