/** A fresh secret seed for a game played in this page: 256 random bits as hex, the key of its random numbers. */
export function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
