/** Why an action or a message was refused: the wire codes of the protocol. */
export const ERROR_CODES = ["invalid", "illegal", "turn", "stale", "seat", "status", "rate", "too-large", "token"] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
