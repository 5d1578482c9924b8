import type { TestProject } from "vitest/node";
import { ensureDevVars } from "../tools/dev-vars";
import { type DevServer, startWranglerDev } from "./wrangler-dev";

let server: DevServer | undefined;

/** One `wrangler dev` for the whole browser layer. */
export async function setup(project: TestProject) {
  ensureDevVars(); // the push keys and the id key, as `npm start` makes them
  server = await startWranglerDev();
  process.env.E2E_BASE_URL = server.url;
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  // Whatever the server warned of, for a failed test to be read against (timed lines would be better; wrangler gives none).
  const said = server?.output().trim().split("\n").slice(-30).join("\n");
  if (said) console.log(`[wrangler dev] its last warnings and errors:\n${said}`);
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
