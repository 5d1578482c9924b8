/**
 * Says plainly when the device is offline: pass-and-play and games against the computer go
 * on (the service worker keeps the site, web/sw/sw.ts), an online game waits for the network.
 */
import { Show, createSignal } from "solid-js";
import { render } from "solid-js/web";
import { currentPath } from "./router";
import "./notices.css";

/** Shows a line at the top of every page while the browser says it is offline. */
export function showWhenOffline(): void {
  const [offline, setOffline] = createSignal(!navigator.onLine);
  window.addEventListener("offline", () => setOffline(true));
  window.addEventListener("online", () => setOffline(false));
  const online = () => /^\/g\//.test(currentPath());
  const host = document.body.insertBefore(document.createElement("div"), document.body.firstChild);
  render(
    () => (
      <Show when={offline()}>
        <div class="site-notice offline" role="status" data-testid="offline">
          {online()
            ? "You are offline: this game is waiting for the network, and goes on by itself once it is back."
            : "You are offline. Pass-and-play and games against the computer still work; online games wait for the network."}
        </div>
      </Show>
    ),
    host,
  );
}
