/**
 * "Your turn", wherever the player is. While the page is open but hidden: the
 * title and the favicon say so, a short sound plays (unless turned off, which
 * is remembered), the phone vibrates, and a system notification shows if the
 * player allowed them. With the page closed: Web Push, through the service
 * worker (web/sw/sw.ts), once the player said yes to it.
 */
import { type Accessor, createEffect, createSignal, on, onCleanup } from "solid-js";
import { remember, remembered } from "./choices";
import { showWhenOffline } from "./offline";

/**
 * Registers the service worker (push, and the copy of the site that plays offline), with the
 * notices that go with it: offline, and a new version to reload into (loaded once it is needed).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  showWhenOffline();
  const register = async () => {
    // No service worker (private mode, an old browser, a test that blocks it): turns are still shown while the page is open.
    const registration = await navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    if (!registration) return;
    const { offerUpdates } = await import("./update");
    offerUpdates(registration);
  };
  // After the page has loaded: installing the worker fetches the whole site for offline play,
  // which would otherwise compete with the board's own code and the game for the network.
  if (document.readyState === "complete") void register().catch(() => {});
  else addEventListener("load", () => void register().catch(() => {}), { once: true });
}

const [soundOn, setSoundOnSignal] = createSignal(remembered("sound", ["on", "off"]) !== "off");
export { soundOn };
export function setSoundOn(on: boolean): void {
  setSoundOnSignal(on);
  remember("sound", on ? "on" : "off");
}

/** A favicon with a dot in the corner: the tab's "your turn". */
const TURN_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%231d4ed8'/%3E%3Ccircle cx='11' cy='5' r='5' fill='%23facc15' stroke='%23fff' stroke-width='1.5'/%3E%3C/svg%3E";

function setFavicon(href: string | null): string | null {
  const link = document.querySelector<HTMLLinkElement>("link[rel~='icon']");
  if (!link) return null;
  const old = link.href;
  if (href) link.href = href;
  return old;
}

/** Two short notes, made on the spot (no file to load). */
function chime(): void {
  try {
    const audio = new AudioContext();
    [660, 880].forEach((frequency, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      const at = audio.currentTime + i * 0.15;
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
      osc.connect(gain).connect(audio.destination);
      osc.start(at);
      osc.stop(at + 0.15);
    });
    setTimeout(() => void audio.close(), 600);
  } catch {
    // no audio here
  }
}

/**
 * Watches `myTurn`: when it becomes true while the page is hidden, alerts as
 * above, the notification titled with `words` (the page's line: "Defend Manassas!" where a game
 * words the decision itself); the title and favicon come back when the page is seen again.
 */
export function useTurnAlerts(myTurn: Accessor<boolean>, gameName: Accessor<string>, url: string, words: Accessor<string> = () => "Your turn"): void {
  let saved: { icon: string | null } | null = null;
  const restore = () => {
    if (!saved) return;
    setFavicon(saved.icon);
    saved = null;
  };
  createEffect(
    on(myTurn, (turn, was) => {
      if (!turn) return restore();
      if (was || !document.hidden) return;
      saved ??= { icon: setFavicon(TURN_ICON) };
      if (soundOn()) chime();
      navigator.vibrate?.([120, 60, 120]);
      if ("Notification" in window && Notification.permission === "granted")
        void navigator.serviceWorker?.ready
          .then((reg) => reg.showNotification(`${words()} · ${gameName()}`, { body: "The other player has moved.", tag: url, data: { url } }))
          .catch(() => {});
    }),
  );
  const onVisible = () => document.visibilityState === "visible" && restore();
  document.addEventListener("visibilitychange", onVisible);
  onCleanup(() => {
    document.removeEventListener("visibilitychange", onVisible);
    restore();
  });
}

/** Whether this browser can be told of turns with the page closed, and the player has not said no. */
export function canOfferPush(): boolean {
  return (
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window &&
    Notification.permission !== "denied" &&
    remembered("push", ["no"]) !== "no"
  );
}

/** The player said no to push: not asked again on this device. */
export function declinePush(): void {
  remember("push", "no");
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/**
 * Asks the browser for permission and a push subscription; resolves with its
 * JSON (for the game's room), or null when the player or the browser said no.
 */
export async function subscribePush(): Promise<PushSubscriptionJSON | null> {
  const answer = await fetch("/api/push").then((r) => r.json() as Promise<{ publicKey: string | null }>);
  if (!answer.publicKey) return null;
  if ((await Notification.requestPermission()) !== "granted") return null;
  const reg = await navigator.serviceWorker.ready;
  const existing = await reg.pushManager.getSubscription();
  const subscription = existing ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(answer.publicKey) }));
  return subscription.toJSON();
}

/** This device's push subscription, if it made one before (every new game of it is told, without asking again). */
export async function existingPush(): Promise<PushSubscriptionJSON | null> {
  if (!("serviceWorker" in navigator) || !("Notification" in window) || Notification.permission !== "granted") return null;
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  return sub ? sub.toJSON() : null;
}
