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
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
