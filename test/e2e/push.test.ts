/**
 * "Your turn" by Web Push, through `wrangler dev` and a push service of the
 * test's own (an HTTP server on 127.0.0.1): the server's message arrives
 * encrypted for the subscription's keys (decrypted here as a browser would,
 * RFC 8291) and signed for the push service (RFC 8292); no push goes to a
 * seat with a page open; a subscription the push service calls gone (410) is
 * forgotten.
 */
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from "node:crypto";
import { type IncomingMessage, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type SeatGrant, type ServerMessage, type StateMessage, socketProtocols } from "../../shared/protocol";
import { baseUrl } from "./browser";
import { followStates } from "./follow";

type Received = { path: string; headers: IncomingMessage["headers"]; body: Buffer; at: number };

/** The push service: keeps what it receives, answers `status`. */
let received: Received[] = [];
let status = 201;
let pushUrl = "";
const service = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks), at: performance.now() });
    res.writeHead(status).end();
  });
});
beforeAll(() => new Promise<void>((resolve) => service.listen(0, "127.0.0.1", () => {
  pushUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  resolve();
})));
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

/** A browser's side of a subscription: its keys, and how it opens a message (RFC 8291 §3.4, RFC 8188). */
function newSubscriber(path: string) {
  const ecdh = createECDH("prime256v1");
  const uaPublic = ecdh.generateKeys();
  const auth = randomBytes(16);
  const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => {
    const prk = createHmac("sha256", salt).update(ikm).digest();
    return createHmac("sha256", prk).update(Buffer.concat([info, Buffer.from([1])])).digest().subarray(0, length);
  };
  return {
    subscription: { endpoint: `${pushUrl}${path}`, keys: { p256dh: uaPublic.toString("base64url"), auth: auth.toString("base64url") } },
    open(body: Buffer): unknown {
      const salt = body.subarray(0, 16);
      const idlen = body[20] ?? 0;
      const asPublic = body.subarray(21, 21 + idlen);
      const sealed = body.subarray(21 + idlen);
      const shared = ecdh.computeSecret(asPublic);
      const ikm = hkdf(auth, shared, Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]), 32);
      const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
      const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const record = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
      expect(record.at(-1), "one record, the last (delimiter 2)").toBe(2);
      return JSON.parse(record.subarray(0, record.length - 1).toString());
    },
  };
}

/** Checks the VAPID signature (RFC 8292) with the key it names, and its audience. */
function checkVapid(authorization: string, endpoint: string) {
  const [, jwt, k] = authorization.match(/^vapid t=([^,]+), k=(.+)$/) ?? [];
  const [h, c, s] = (jwt ?? "").split(".");
  const point = Buffer.from(k ?? "", "base64url");
  const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") }, format: "jwk" });
  expect(verify("sha256", Buffer.from(`${h}.${c}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(s ?? "", "base64url"))).toBe(true);
  expect(JSON.parse(Buffer.from(c ?? "", "base64url").toString()).aud).toBe(new URL(endpoint).origin);
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const address = `198.18.200.${Math.floor(Math.random() * 250) + 1}`;
  const res = await fetch(`${baseUrl()}/api${path}`, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": address }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json() as Promise<T>;
}

/** A seat's socket: sends, and hands over each state as it comes. */
function seat(id: string, token: string) {
  const states: StateMessage[] = [];
  const waiting: (() => void)[] = [];
  const follow = followStates(); // patches become full states, as in a page
  const ws = new WebSocket(`${baseUrl().replace("http", "ws")}/api/games/${id}/ws`, socketProtocols(token));
  ws.on("message", (data) => {
    const m = follow(String(data));
    if (m.t !== "state") return;
    states.push(m);
    for (const w of waiting.splice(0)) w();
  });
  const next = async (): Promise<StateMessage> => {
    while (states.length === 0) await new Promise<void>((r) => waiting.push(r));
    return states.shift() as StateMessage;
  };
  return { ws, next, send: (m: unknown) => ws.send(JSON.stringify(m)), close: () => new Promise<void>((r) => (ws.once("close", () => r()), ws.close())) };
}

const arrived = async (count: number, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return received.length >= count;
};

/** A Connect Four game with both seats connected, their first states read. */
async function twoSeats() {
  const red = await post<SeatGrant>("/games", { game: "connect-four" });
  const yellow = await post<SeatGrant>(`/games/${red.id}/join`, {});
  const reds = seat(red.id, red.token);
  const yellows = seat(red.id, yellow.token);
  await reds.next();
  await yellows.next();
  return { red, reds, yellows };
}

describe("your turn, by Web Push", () => {
  it("reaches a seat with no page open, encrypted for its keys and signed for the push service; none while a page is open", async () => {
    received = [];
    status = 201;
    const { red, reds, yellows } = await twoSeats();
    const device = newSubscriber("/push/red");
    reds.send({ t: "push", subscription: device.subscription });
    reds.send({ t: "act", ply: 0, action: { col: 3 } });
    await reds.next();
    await yellows.next();
    // Red's page is open: Yellow's move sends no push.
    yellows.send({ t: "act", ply: 1, action: { col: 3 } });
    await reds.next();
    expect(await arrived(1, 1000), "no push to a seat whose page is open").toBe(false);
    // Red closes the page; Yellow moves: Red is told.
    reds.send({ t: "act", ply: 2, action: { col: 4 } });
    await yellows.next();
    await yellows.next();
    await reds.close();
    const sent = performance.now();
    yellows.send({ t: "act", ply: 3, action: { col: 4 } });
    expect(await arrived(1)).toBe(true);
    const push = received[0]!;
    console.log(`[push] from the move to the push request at the push service: ${(push.at - sent).toFixed(1)} ms`);
    expect(push.path).toBe("/push/red");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    checkVapid(String(push.headers.authorization), device.subscription.endpoint);
    expect(device.open(push.body)).toEqual({ title: "Your turn · Connect Four", body: "It is your turn in your game of Connect Four.", url: `/g/${red.id}`, tag: red.id });
    yellows.ws.close();
  });

  it("forgets a subscription the push service says is gone (410)", async () => {
    received = [];
    status = 410;
    const { red, reds, yellows } = await twoSeats();
    reds.send({ t: "push", subscription: newSubscriber("/push/gone").subscription });
    reds.send({ t: "act", ply: 0, action: { col: 3 } });
    await reds.next();
    await yellows.next();
    await reds.close();
    yellows.send({ t: "act", ply: 1, action: { col: 3 } });
    expect(await arrived(1)).toBe(true);
    // Red comes back, moves, leaves again; Yellow moves: nothing more is sent.
    const back = seat(red.id, red.token);
    await back.next();
    await yellows.next();
    back.send({ t: "act", ply: 2, action: { col: 4 } });
    await back.next();
    await yellows.next();
    await back.close();
    yellows.send({ t: "act", ply: 3, action: { col: 4 } });
    expect(await arrived(2, 1500), "no push after the 410").toBe(false);
    yellows.ws.close();
  });
});
