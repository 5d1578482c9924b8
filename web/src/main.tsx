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
// The first render in a task after the bundle's own: on a slow phone each is a long task of
// its own, and together they were the page's longest (see README's Figures).
if (root) setTimeout(() => render(() => <App />, root));
