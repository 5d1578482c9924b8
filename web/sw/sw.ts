/**
 * The site's service worker (served as /sw.js). It keeps this build of the site on the
 * device, so that the home page, pass-and-play and games against the computer (which run in
 * the page with no server) open and play offline; an online game's page opens too and says
 * it is waiting for the network. It also shows "your turn" when the server's Web Push
 * arrives with no page of the game open, and opens (or brings forward) that game's page
 * when the notification is tapped.
 *
 * The build writes the list of its files and a digest of their bytes into this script
 * (vite.config.ts: precacheManifest), so a new build is a new service worker. The first one
 * takes over at once; a later one waits until the page's "A new version is ready: Reload"
 * is tapped (web/src/lib/update.tsx): never forced in the middle of a game.
 */
const worker = globalThis as unknown as ServiceWorkerGlobalScope;

/** This build: its version (a digest of its files) and every file to keep, as paths ("/" is index.html). */
type Precache = { version: string; files: string[] };
const PRECACHE: Precache = JSON.parse("__PRECACHE_MANIFEST__") as Precache;

const PREFIX = "linkplay-";
const CACHE = `${PREFIX}${PRECACHE.version}`;
const FILES = new Set(PRECACHE.files);
/** The one API answer kept: which games there are (the home page lists them from it). */
const CATALOG = "/api/catalog";

/** The app's pages (web/src/lib/router.ts): a navigation to one gets the kept index.html. */
const APP_PAGES = [/^\/$/, /^\/g\/[^/]+\/?$/, /^\/g\/[^/]+\/replay\/?$/, /^\/local\/[^/]+\/?$/, /^\/help\/[^/]+\/?$/];

type TurnMessage = { title: string; body: string; url: string; tag: string };

worker.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Hashed files never change under their name; the others are asked of the server afresh.
      await cache.addAll(PRECACHE.files.map((path) => new Request(path, { cache: path.startsWith("/assets/") ? "default" : "no-cache" })));
      // The games on offer, for the home page offline (best effort: a host without the API still installs).
      await cache.add(CATALOG).catch(() => {});
      if (!worker.registration.active) await worker.skipWaiting(); // the first version: nothing to replace
    })(),
  );
});

worker.addEventListener("message", (event) => {
  if ((event.data as { t?: string } | null)?.t === "skip-waiting") void worker.skipWaiting();
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // This version's files, and the previous version's (a tab still open on it may load a chunk
      // it had not needed yet); older ones go.
      const ours = (await caches.keys()).filter((key) => key.startsWith(PREFIX) && key !== CACHE);
      await Promise.all(ours.slice(0, -1).map((key) => caches.delete(key)));
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (url.pathname === CATALOG) return event.respondWith(liveOrKept(request));
  if (url.pathname.startsWith("/api/")) return; // the games themselves are live only
  if (request.mode === "navigate") {
    if (!APP_PAGES.some((page) => page.test(url.pathname))) return;
    event.respondWith(fromCache("/", request));
  } else if (FILES.has(url.pathname) || url.pathname.startsWith("/assets/")) {
    event.respondWith(fromCache(url.pathname, request));
  }
});

/** The network's answer, kept for later; offline, the last one kept. */
async function liveOrKept(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(request);
    if (kept) return kept;
    throw error;
  }
}

/** This version's copy, else the previous version's (a chunk only it had), else the network. */
async function fromCache(path: string, request: Request): Promise<Response> {
  return (await (await caches.open(CACHE)).match(path)) ?? (await caches.match(path)) ?? fetch(request);
}

worker.addEventListener("push", (event) => {
  const message = event.data?.json() as TurnMessage | undefined;
  if (!message) return;
  event.waitUntil(
    worker.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag, // one notification a game: a newer turn replaces the older
      data: { url: message.url },
      icon: "/icon-192.png",
    }),
  );
});

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? "/", worker.location.origin).href;
  event.waitUntil(
    (async () => {
      const pages = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = pages.find((page) => page.url === url);
      if (open) return void (await open.focus());
      await worker.clients.openWindow(url);
    })(),
  );
});

export {};
