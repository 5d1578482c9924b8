import type { TestProject } from "vitest/node";
import { type DevServer, startWranglerDev } from "./wrangler-dev";

let server: DevServer | undefined;

/** One `wrangler dev` for the whole browser layer. */
export async function setup(project: TestProject) {
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
