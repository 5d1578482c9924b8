import type { Env as WorkerEnv } from "../../worker/env";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    fuzzMessages: number;
    hiddenGames: number;
  }
}
