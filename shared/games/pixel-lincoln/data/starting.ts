/**
 * The starting cards ("Setup - Players"): each player shuffles 5 Jump and 5 Beardarang cards
 * into his deck and keeps 2 Life cards under his Player Card. The box holds enough for four
 * players. Jump is worth 1 coin and jumps; Beardarang is worth 1 power (the notes). A Life
 * card is worth 1 point, so that a life kept to the end counts a little.
 */
import type { SingleDef } from "./types";

export const STARTING_JUMPS = 5;
export const STARTING_BEARDARANGS = 5;
export const STARTING_LIVES = 2;
export const MAX_PLAYERS = 4;
/** The hand a player draws back up to ("Discard/Draw"). */
export const HAND_SIZE = 5;

export const JUMP: SingleDef = { id: "jump", name: "Jump", coin: 1, power: 0, points: 0, jump: true };
export const BEARDARANG: SingleDef = { id: "beardarang", name: "Beardarang", coin: 0, power: 1, points: 0 };
export const LIFE: SingleDef = { id: "life", name: "Life", points: 1 };

/**
 * The Player # Cards' points, Player 1 first (rules version 3, authored: the rulebook gives
 * them none and no other turn-order compensation). They count at the end like every card a
 * player holds, so a player who did not Continue, having given his up, scores none. They make
 * up for playing later: the first mover in a shared Level buys and fights first, and the
 * game ends the moment the second boss falls, before the later seats' turns in that round.
 */
export const PLAYER_CARD_POINTS = [0, 1, 3, 3] as const;
