import { render } from "solid-js/web";
import { App } from "./app";
import { startRouter } from "./lib/router";
import { reloadOnStaleBuild } from "./lib/stale-build";
import { registerServiceWorker } from "./lib/turn-alerts";
import "./styles.css";

reloadOnStaleBuild();
registerServiceWorker();
startRouter();
// The first read of localStorage brings this site's whole store over from the browser (1-4 ms
// here): it gets a task of its own, before the render that reads seats and remembered choices.
setTimeout(() => {
  try {
    void localStorage.length;
  } catch {
    // Storage blocked: every reader has its own fallback.
  }
});
const root = document.getElementById("app");
// The first render runs a task after this module's evaluation, not inside it: the document's
// load, which lays out the page in the same task, then finds it empty, and a game page's first
// render and its first layout no longer add up into one long task on a slow phone.
if (root) setTimeout(() => render(() => <App />, root));
