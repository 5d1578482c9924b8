import { render } from "solid-js/web";
import { App } from "./app";
import { startRouter } from "./lib/router";
import { reloadOnStaleBuild } from "./lib/stale-build";
import { registerServiceWorker } from "./lib/turn-alerts";
import "./styles.css";

reloadOnStaleBuild();
registerServiceWorker();
startRouter();
const root = document.getElementById("app");
// The app draws in a task after the bundle's own, two shorter tasks on a slow phone instead of one
// long one. Until then the page shows what the Worker served into #app (a game page's top bar,
// worker/preview.ts), which the app's first render replaces in the same place.
if (root)
  setTimeout(() => {
    root.textContent = "";
    render(() => <App />, root);
  });
