/** Lines of Action: the game object, and the pieces a bot or a benchmark may want. */
export { type Action, type LastPly, type Options, type State, type View, fromPosition, linesOfAction } from "./rules";
export { type Board, SIDES, START, SQUARE_NAMES, parseDiagram, drawDiagram, squareIndex } from "./board";
export { type Move, generateMoves, hasMove, makeMove, perft } from "./moves";
export { groupsOf, isConnected } from "./groups";
export { QUIET_PLY_LIMIT, REPETITION_LIMIT, SIMULTANEOUS_RULES, type SimultaneousRule } from "./ending";
