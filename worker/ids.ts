/**
 * Game ids that the Worker can check without waking any object: 12 random
 * letters (60 bits: the capability) and 4 letters (20 bits) of an
 * HMAC-SHA-256 of them under the host's key. A made-up id fails the check
 * with a chance of 1 in a million of passing, so stray or hostile requests
 * cost no Durable Object.
 */
import { GAME_ID_ALPHABET } from "../shared/protocol";
import type { Env } from "./env";

/**
 * The key when the host set none (`wrangler secret put ID_KEY` for a real
 * deploy): ids still carry their 60 random bits, but anyone could forge the check.
 */
const DEVELOPMENT_KEY = "linkplay development id key";

const RANDOM_LETTERS = 12;
const CHECK_LETTERS = 4;

let cached: { secret: string; key: Promise<CryptoKey> } | null = null;

function hmacKey(env: Env): Promise<CryptoKey> {
  const secret = env.ID_KEY || DEVELOPMENT_KEY;
  if (cached?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    cached = { secret, key: crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]) };
  }
  return cached.key;
}

/** The check letters of an id's random part: its HMAC's first 20 bits, 5 bits a letter. */
async function checkOf(env: Env, random: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(env), new TextEncoder().encode(random)));
  const bits = ((mac[0] ?? 0) << 12) | ((mac[1] ?? 0) << 4) | ((mac[2] ?? 0) >> 4);
  let out = "";
  for (let i = CHECK_LETTERS - 1; i >= 0; i--) out += GAME_ID_ALPHABET[(bits >> (5 * i)) & 31];
  return out;
}

/** A new game id: 12 random letters and their 4 check letters. */
export async function newGameId(env: Env): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_LETTERS));
  // 256 is a multiple of 32, so taking each byte modulo 32 is unbiased.
  const random = Array.from(bytes, (b) => GAME_ID_ALPHABET[b % 32]).join("");
  return random + (await checkOf(env, random));
}

/** Whether `id` (already of the GameId shape) was made by this host. */
export async function isGameId(env: Env, id: string): Promise<boolean> {
  const random = id.slice(0, RANDOM_LETTERS);
  return id.slice(RANDOM_LETTERS) === (await checkOf(env, random));
}
