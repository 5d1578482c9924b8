export * from "./game";
export * from "./match";
export * from "./playout";
export * from "./rng";
export * from "./bot";
