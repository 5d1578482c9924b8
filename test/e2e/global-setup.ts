import type { TestProject } from "vitest/node";
import { ensureDevVars } from "../tools/dev-vars";
import { type DevServer, startWranglerDev } from "./wrangler-dev";

// One `wrangler dev` for the whole browser layer: its two projects (vitest.config.mts) each run
// this setup in vitest's own process, so the server is kept where both find it, and stopped by
// the last teardown.
const shared = globalThis as { linkplayDev?: { server: Promise<DevServer>; users: number } };

export async function setup(project: TestProject) {
  ensureDevVars(); // the push keys and the id key, as `npm start` makes them
  shared.linkplayDev ??= { server: startWranglerDev(), users: 0 };
  shared.linkplayDev.users++;
  const server = await shared.linkplayDev.server;
  process.env.E2E_BASE_URL = server.url;
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  const dev = shared.linkplayDev;
  if (!dev || --dev.users > 0) return;
  shared.linkplayDev = undefined;
  const server = await dev.server;
  // Whatever the server warned of, for a failed test to be read against (timed lines would be better; wrangler gives none).
  const said = server.output().trim().split("\n").slice(-30).join("\n");
  if (said) console.log(`[wrangler dev] its last warnings and errors:\n${said}`);
  await server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
