import { render } from "solid-js/web";
import { App } from "./app";
import { startRouter } from "./lib/router";
import "./styles.css";

startRouter();
const root = document.getElementById("app");
if (root) render(() => <App />, root);
