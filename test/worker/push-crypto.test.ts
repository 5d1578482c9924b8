/** Web Push on Web Crypto, in workerd: RFC 8291's worked example byte for byte, and a VAPID JWT (RFC 8292) its public key verifies. */
import { describe, expect, it } from "vitest";
import { encryptPush, ephemeralFrom, fromBase64url, toBase64url, vapidAuthorization } from "../../worker/push";

// RFC 8291, Section 5 and Appendix A.
const RFC = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

describe("Web Push encryption (RFC 8291)", () => {
  it("reproduces the RFC's example message byte for byte", async () => {
    const ephemeral = await ephemeralFrom(fromBase64url(RFC.salt), fromBase64url(RFC.asPrivate), fromBase64url(RFC.asPublic));
    const body = await encryptPush(new TextEncoder().encode(RFC.plaintext), { endpoint: "https://push.example/x", keys: { p256dh: RFC.uaPublic, auth: RFC.auth } }, ephemeral);
    expect(toBase64url(body)).toBe(RFC.body);
  });

  it("uses a fresh key and salt for every message", async () => {
    const sub = { endpoint: "https://push.example/x", keys: { p256dh: RFC.uaPublic, auth: RFC.auth } };
    const [a, b] = [await encryptPush(new Uint8Array([1]), sub), await encryptPush(new Uint8Array([1]), sub)];
    expect(toBase64url(a.slice(0, 86))).not.toBe(toBase64url(b.slice(0, 86)));
  });
});

describe("VAPID (RFC 8292)", () => {
  it("signs a JWT for the push service's origin that the public key verifies", async () => {
    const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const publicKey = toBase64url(new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer));
    const privateKey = ((await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey).d!;
    const now = Date.UTC(2026, 11, 1);
    const header = await vapidAuthorization("https://fcm.googleapis.com/fcm/send/abc", { publicKey, privateKey }, "mailto:host@example.com", now);
    const [, jwt, k] = header.match(/^vapid t=([^,]+), k=(.+)$/)!;
    expect(k).toBe(publicKey);
    const [h, c, s] = jwt!.split(".");
    expect(JSON.parse(new TextDecoder().decode(fromBase64url(h!)))).toEqual({ typ: "JWT", alg: "ES256" });
    expect(JSON.parse(new TextDecoder().decode(fromBase64url(c!)))).toEqual({ aud: "https://fcm.googleapis.com", exp: now / 1000 + 43_200, sub: "mailto:host@example.com" });
    const ok = await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, pair.publicKey, fromBase64url(s!), new TextEncoder().encode(`${h}.${c}`));
    expect(ok).toBe(true);
  });
});
