/**
 * The 12 checkpoints ("Checkpoints"): a game uses 6, three a Level. The rulebook gives every
 * checkpoint the same bonuses, so a checkpoint card is a name and nothing else; its place
 * in the Level Deck (first, second, third) decides what lies under it.
 */
import type { SingleDef } from "./types";

export const CHECKPOINTS: readonly SingleDef[] = [
  { id: "cp-log-cabin", name: "Log Cabin" },
  { id: "cp-springfield", name: "Springfield Station" },
  { id: "cp-flag-pole", name: "Flag Pole" },
  { id: "cp-rail-yard", name: "Rail Yard" },
  { id: "cp-mill-pond", name: "Mill Pond" },
  { id: "cp-courthouse", name: "Old Courthouse" },
  { id: "cp-covered-bridge", name: "Covered Bridge" },
  { id: "cp-lighthouse", name: "Lighthouse" },
  { id: "cp-capitol-steps", name: "Capitol Steps" },
  { id: "cp-steamboat-dock", name: "Steamboat Dock" },
  { id: "cp-frontier-fort", name: "Frontier Fort" },
  { id: "cp-telegraph", name: "Telegraph Office" },
];
