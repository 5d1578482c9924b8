import type { Component } from "solid-js";
import type { Seat } from "../../../shared/engine";

/**
 * What every game's board receives. The page around it (prompt, players, log,
 * share, reconnect) is common to all games; a board only draws the view and
 * turns taps into actions from `legal`.
 */
export type BoardProps = {
  /**
   * The game's view for the seat looking at it (never the raw state). Plain data, to be read and
   * kept but never changed: a new object exactly when the view changed, in which every object
   * and array that did not change is the one of the view before (BoardSlot, keepSame). So
   * `on(view, ...)` runs once per new view, and `<For>` keeps the rows of what is unchanged.
   */
  view: unknown;
  /** The seat looking: null for a spectator. In pass-and-play, the seat to move. */
  seat: Seat | null;
  /** The actions this seat may take now; empty when it is not its decision. Plain data, as `view`. */
  legal: unknown[];
  /** Sends one action, which must be an element of `legal`. */
  act: (action: unknown) => void;
  /**
   * The game is not in play yet (a seat is free): what a board with a prompt of its own
   * shows there instead of the rules' next decision, which nobody can take yet.
   */
  waiting?: string;
  /**
   * The game ended outside its rules (a resignation, a draw agreed): the page's line for it
   * ("You resigned — Computer won"), which the board shows where it shows the rules' own
   * end, its view having none. Undefined while the game is on.
   */
  ended?: string;
  /**
   * Takes back this seat's last move, when the page offers that ("Take back my move"): given
   * only to a board that draws the button itself (`drawsUndo`), and only while it may be used.
   */
  undo?: () => void;
  /**
   * Each seat's player's name, where one was given at the table (the players list's): for a
   * board whose seats are players rather than sides, which names them so (Pixel Lincoln).
   */
  names?: readonly (string | undefined)[];
  /** The seats the computer plays, for a board that says whom it waits for ("Waiting for the computer to…"). */
  computers?: readonly Seat[];
  /** The log's lines this seat may read, oldest first (the page's log), for a board that tells what the others did. */
  log?: readonly string[];
};

/** A game's board module: loaded lazily, one chunk per game. */
export type BoardModule = {
  default: Component<BoardProps>;
  /** The name of a seat in this game's words ("Red", "Black"...). */
  seatName: (seat: Seat) => string;
  /** A CSS colour for a seat, for the players list and the prompt (optional). */
  seatColor?: (seat: Seat) => string;
  /**
   * The seats see different things (hidden hands): pass-and-play hides the board and the
   * log behind a "hand the device over" screen whenever another seat is to decide.
   */
  handOff?: boolean;
  /**
   * The page's line for a seat that is asked to decide, where "Your turn" would mislead (Pixel
   * Lincoln asks every seat whether to cancel, out of turn too); undefined keeps "Your turn".
   * The game's own `Game.turnWords`, which the server's push notifications use too, handed
   * over here so that the page's first chunk does not load the rules.
   */
  turnWords?: (view: unknown, seat: Seat) => string | undefined;
  /**
   * The board draws the page's "Take back my move" itself, where the eye is: the page's own
   * button, under the board, would lie beneath a dock fixed at the bottom of the screen.
   */
  drawsUndo?: boolean;
  /**
   * A log line with the players' names where the rules wrote a seat's own word ("Player 2
   * bought…": "Ada bought…"), for the page's log, as read by the seat `you` (null: a watcher);
   * absent where the seats are sides, which the log names as sides (the players list says who
   * plays them).
   */
  nameLine?: (line: string, names: readonly (string | undefined)[], you: Seat | null) => string;
  /**
   * What the others did since `seat` last moved that it should hear first, from the public
   * lines of the log (oldest first): shown on pass-and-play's hand-off screen, where its player
   * looks before the board. Absent: the screen says nothing of it.
   */
  othersNews?: (log: readonly string[], seat: Seat) => string[];
};
