/**
 * The solver's memory of positions it has searched: a small value (a bound on the score)
 * per slot, kept with the whole key in two adjacent 32-bit words so that a look-up touches
 * one cache line. Slots are found by hashing the key; a new entry overwrites the old one.
 * Plain functions over an Int32Array, so that the search can have them inlined.
 */

/** A table of 2^`log2` slots, 8 bytes each. */
export type TranspositionTable = { words: Int32Array; shift: number };

export function createTranspositionTable(log2: number): TranspositionTable {
  return { words: new Int32Array(2 << log2), shift: 32 - log2 };
}

/** The first word of a slot: a multiplicative hash of the key's two halves. */
function slotOf(table: TranspositionTable, keyLo: number, keyHi: number): number {
  return (Math.imul(keyLo ^ Math.imul(keyHi, 0x2c1b3c6d), 0x9e3779b1) >>> table.shift) << 1;
}

/**
 * The value stored for a key (the halves of `positionKey`: 28 and 21 bits), 0 for none.
 * Word 0 holds the low half and 4 bits of the high one; word 1 the high half's other 17
 * bits, then the value.
 */
export function lookUp(table: TranspositionTable, keyLo: number, keyHi: number): number {
  const i = slotOf(table, keyLo, keyHi);
  const high = table.words[i + 1] as number;
  return table.words[i] === (keyLo | (keyHi << 28)) && (high & 0x1ffff) === keyHi >>> 4 ? high >>> 17 : 0;
}

/** Stores a value from 1 to 127 for a key. */
export function store(table: TranspositionTable, keyLo: number, keyHi: number, value: number): void {
  const i = slotOf(table, keyLo, keyHi);
  table.words[i] = keyLo | (keyHi << 28);
  table.words[i + 1] = (keyHi >>> 4) | (value << 17);
}

/** Forgets every entry. */
export function forget(table: TranspositionTable): void {
  table.words.fill(0);
}
