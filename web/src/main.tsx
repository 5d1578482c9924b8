import { render } from "solid-js/web";
import { App } from "./app";
import { startRouter } from "./lib/router";
import { reloadOnStaleBuild } from "./lib/stale-build";
import "./styles.css";

reloadOnStaleBuild();
startRouter();
const root = document.getElementById("app");
if (root) render(() => <App />, root);
