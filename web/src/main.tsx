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
if (root) render(() => <App />, root);
