function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A seat token: 128 random bits, the only proof of a seat. */
export function newToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

/** The game's secret seed, the key of its random numbers: 256 random bits as hex. */
export function newSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Tokens are stored only as their SHA-256. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return base64url(new Uint8Array(digest));
}
