/**
 * The longest display name a player may give, in characters once trimmed: the protocol's
 * check (protocol.ts, DisplayName) and the pages' name fields share it. A module of its own, so
 * that a page reads it without the protocol's schemas.
 */
export const NAME_MAX_LENGTH = 24;
