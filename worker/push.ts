/**
 * Web Push from the Worker, on Web Crypto alone: a message encrypted for one
 * browser's subscription (RFC 8291, the aes128gcm coding of RFC 8188) and sent
 * to its push service with a VAPID signature (RFC 8292). The push service
 * relays bytes it cannot read.
 */

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** The application server's VAPID key pair: the public point (65 bytes) and the private scalar (32), base64url. */
export type VapidKeys = { publicKey: string; privateKey: string };

export function fromBase64url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export function toBase64url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const text = (s: string) => new TextEncoder().encode(s);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

async function hmac(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, data));
}

/** HKDF-SHA-256 (RFC 5869) for outputs of one block, as RFC 8291 uses it. */
async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number): Promise<Uint8Array> {
  const prk = await hmac(salt, ikm);
  return (await hmac(prk, concat(info, new Uint8Array([1])))).slice(0, length);
}

/** A P-256 private key from its raw scalar and public point, as JWK (Web Crypto imports no raw private keys). */
function privateJwk(d: Uint8Array, publicPoint: Uint8Array): JsonWebKey {
  return {
    kty: "EC",
    crv: "P-256",
    d: toBase64url(d),
    x: toBase64url(publicPoint.slice(1, 33)),
    y: toBase64url(publicPoint.slice(33, 65)),
    ext: true,
  };
}

/** The sender's one-time key pair and salt; tests pass RFC 8291's own. */
export type Ephemeral = { salt: Uint8Array; publicKey: Uint8Array; privateKey: CryptoKey };

async function newEphemeral(): Promise<Ephemeral> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return { salt: crypto.getRandomValues(new Uint8Array(16)), publicKey, privateKey: pair.privateKey };
}

/** RFC 8291's ephemeral from raw values (its example keys). */
export async function ephemeralFrom(salt: Uint8Array, privateScalar: Uint8Array, publicPoint: Uint8Array): Promise<Ephemeral> {
  const privateKey = await crypto.subtle.importKey("jwk", privateJwk(privateScalar, publicPoint), { name: "ECDH", namedCurve: "P-256" }, false, [
    "deriveBits",
  ]);
  return { salt, publicKey: publicPoint, privateKey };
}

/** The body of a push message: `plaintext` encrypted for the subscription, one record (RFC 8291 §3-4). */
export async function encryptPush(plaintext: Uint8Array, subscription: Subscription, ephemeral?: Ephemeral): Promise<Uint8Array> {
  const sender = ephemeral ?? (await newEphemeral());
  const uaPublic = fromBase64url(subscription.keys.p256dh);
  const auth = fromBase64url(subscription.keys.auth);
  const ua = await crypto.subtle.importKey("raw", uaPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  // The field is `public` at run time; @cloudflare/workers-types spells it `$public`.
  const ecdh = { name: "ECDH", public: ua } as unknown as SubtleCryptoDeriveKeyAlgorithm;
  const shared = new Uint8Array(await crypto.subtle.deriveBits(ecdh, sender.privateKey, 256));
  const ikm = await hkdf(auth, shared, concat(text("WebPush: info\0"), uaPublic, sender.publicKey), 32);
  const cek = await hkdf(sender.salt, ikm, text("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(sender.salt, ikm, text("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  // One record: the plaintext and the last record's delimiter (2), no padding.
  const record = concat(plaintext, new Uint8Array([2]));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, key, record));
  const header = new Uint8Array(21);
  header.set(sender.salt, 0);
  new DataView(header.buffer).setUint32(16, 4096);
  header[20] = sender.publicKey.length;
  return concat(header, sender.publicKey, sealed);
}

/** The Authorization header of RFC 8292: a JWT signed with the VAPID key, for the push service's origin. */
export async function vapidAuthorization(endpoint: string, vapid: VapidKeys, subject: string, now = Date.now()): Promise<string> {
  const header = toBase64url(text(JSON.stringify({ typ: "JWT", alg: "ES256" })));
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + 12 * 3600, sub: subject };
  const body = toBase64url(text(JSON.stringify(claims)));
  const publicPoint = fromBase64url(vapid.publicKey);
  const key = await crypto.subtle.importKey("jwk", privateJwk(fromBase64url(vapid.privateKey), publicPoint), { name: "ECDSA", namedCurve: "P-256" }, false, [
    "sign",
  ]);
  // Web Crypto signs ECDSA as r || s: the form JWS (RFC 7515) wants.
  const signature = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, text(`${header}.${body}`)));
  return `vapid t=${header}.${body}.${toBase64url(signature)}, k=${vapid.publicKey}`;
}

/** Sends one push message; the push service's answer (201 taken; 404 and 410: the subscription is gone). */
export async function sendPush(subscription: Subscription, payload: unknown, vapid: VapidKeys, subject: string): Promise<Response> {
  const body = await encryptPush(text(JSON.stringify(payload)), subscription);
  return fetch(subscription.endpoint, {
    method: "POST",
    headers: {
      Authorization: await vapidAuthorization(subscription.endpoint, vapid, subject),
      "Content-Encoding": "aes128gcm",
      "Content-Type": "application/octet-stream",
      TTL: String(24 * 3600),
      Urgency: "high",
    },
    body,
  });
}
