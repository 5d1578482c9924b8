/**
 * "A new version is ready: Reload". A new build's service worker installs in the background
 * and waits (web/sw/sw.ts); this offers it, and only a tap on Reload lets it take over and
 * reloads the page: never in the middle of a game unless the player says so. An open page
 * looks for a new build again when it comes back to the front (at most every half hour).
 */
import { Show, createSignal } from "solid-js";
import { render } from "solid-js/web";
import { currentPath } from "./router";
import "./notices.css";

const CHECK_EVERY_MS = 30 * 60_000;

/** Watches `registration` for a new version of the site and offers it once it is ready. */
export function offerUpdates(registration: ServiceWorkerRegistration): void {
  const [waiting, setWaiting] = createSignal<ServiceWorker | null>(null);
  let asked = false;
  // Only the first version takes over without asking, and then there is no page to reload.
  navigator.serviceWorker.addEventListener("controllerchange", () => asked && location.reload());
  const ready = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) setWaiting(worker);
  };
  ready(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const next = registration.installing;
    next?.addEventListener("statechange", () => next.state === "installed" && ready(next));
  });
  let checked = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || Date.now() - checked < CHECK_EVERY_MS) return;
    checked = Date.now();
    registration.update().catch(() => {}); // offline: next time
  });

  const reload = () => {
    const worker = waiting();
    if (!worker) return;
    asked = true;
    worker.postMessage({ t: "skip-waiting" });
  };
  const host = document.body.appendChild(document.createElement("div"));
  render(
    () => (
      <Show when={waiting()}>
        <div class="site-notice update" role="status" data-testid="update-ready">
          <span>
            A new version is ready
            {/* A game on this device is kept by the tab (pages/local.tsx), under its rules' version. */}
            {currentPath().startsWith("/local/") ? " (this game is kept, unless the new version changed its rules)" : ""}.
          </span>
          <button type="button" class="button primary" onClick={reload} data-testid="update-reload">
            Reload
          </button>
          <button type="button" onClick={() => setWaiting(null)} aria-label="Not now">
            Later
          </button>
        </div>
      </Show>
    ),
    host,
  );
}
