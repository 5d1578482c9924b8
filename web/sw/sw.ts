/**
 * The site's service worker (served as /sw.js): it shows "your turn" when the
 * server's Web Push arrives with no page of the game open, and opens (or
 * brings forward) that game's page when the notification is tapped.
 */
const worker = globalThis as unknown as ServiceWorkerGlobalScope;

type TurnMessage = { title: string; body: string; url: string; tag: string };

worker.addEventListener("install", () => {
  void worker.skipWaiting();
});
worker.addEventListener("activate", (event) => {
  event.waitUntil(worker.clients.claim());
});

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
