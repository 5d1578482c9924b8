/**
 * Turn alerts: the push subscriptions a seat keeps (its newest devices), who is told that it
 * is their turn, and the sending (worker/push.ts encrypts and signs), which forgets a
 * subscription its push service says is gone.
 */
import type { Seat } from "../shared/engine";
import type { PushSubscription } from "../shared/protocol";
import type { Env } from "./env";
import { sendPush } from "./push";
import { type Header, type Room, activeSeats, gameStatus } from "./room-state";

/** Push subscriptions kept a seat: its newest devices. */
const PUSH_DEVICES = 3;

/** Keeps (or with null, forgets) a device's subscription for `seat`, newest last. */
export function keepSubscription(header: Header, seat: Seat, subscription: PushSubscription | null): void {
  const push = (header.push ??= header.seats.map(() => []));
  const others = (push[seat] ?? []).filter((s) => s.endpoint !== subscription?.endpoint);
  push[seat] = subscription ? [...others, subscription].slice(-PUSH_DEVICES) : others;
}

/** Forgets a subscription its push service no longer knows (404, 410). */
function forgetSubscription(header: Header, seat: Seat, endpoint: string): void {
  const push = header.push;
  if (push) push[seat] = (push[seat] ?? []).filter((s) => s.endpoint !== endpoint);
}

export type TurnAlert = { seat: Seat; subscription: PushSubscription; payload: { title: string; body: string; url: string; tag: string } };

/**
 * The alerts to send after a move: one per device of each seat that has just become active
 * (not active `before`) and has no page open (`online`: a socket heard from lately).
 */
function turnAlerts(room: Room, before: readonly Seat[], online: ReadonlySet<Seat>): TurnAlert[] {
  const push = room.header.push;
  if (!push || gameStatus(room) !== "playing") return [];
  return activeSeats(room)
    .filter((seat) => !before.includes(seat) && !online.has(seat))
    .flatMap((seat) => {
      const payload = alertFor(room, seat);
      return (push[seat] ?? []).map((subscription) => ({ seat, subscription, payload }));
    });
}

/** What a seat's devices are told: "Your turn", or the game's own words for the decision (Game.turnWords). */
export function alertFor(room: Room, seat: Seat): TurnAlert["payload"] {
  const { name } = room.game;
  const words: string | undefined = room.game.turnWords?.(room.game.view(room.state, seat), seat);
  const url = `/g/${room.header.id}`;
  const tag = room.header.id;
  if (!words) return { title: `Your turn · ${name}`, body: `It is your turn in your game of ${name}.`, url, tag };
  return { title: `${words} · ${name}`, body: `You are asked to decide in your game of ${name}.`, url, tag };
}

/**
 * Sends the turn alerts after a move (nothing without the server's VAPID keys or a
 * subscription); each send is handed to `waitUntil`, and `saved` is called when a gone
 * subscription was forgotten.
 */
export function sendTurnAlerts(
  env: Env,
  room: Room,
  before: readonly Seat[],
  online: () => ReadonlySet<Seat>,
  waitUntil: (sending: Promise<unknown>) => void,
  saved: () => void,
): void {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey || !privateKey || !room.header.push) return;
  for (const { seat, subscription, payload } of turnAlerts(room, before, online()))
    waitUntil(
      sendPush(subscription, payload, { publicKey, privateKey }, env.VAPID_SUBJECT ?? "mailto:host@linkplay.invalid")
        .then((res) => {
          if (res.status !== 404 && res.status !== 410) return;
          forgetSubscription(room.header, seat, subscription.endpoint);
          saved();
        })
        .catch((error: unknown) => console.error(`push to seat ${seat} failed`, error)),
    );
}
