import type { GameRoom } from "./room";

export interface Env {
  GAME_ROOM: DurableObjectNamespace<GameRoom>;
  /** The built web client (wrangler.toml: [assets]), for the pages the Worker answers. */
  ASSETS: Fetcher;
  /** Games created per client address (wrangler.toml: [[ratelimits]]). */
  CREATE_LIMIT: RateLimit;
  /** Seats taken per client address. */
  JOIN_LIMIT: RateLimit;
  /** The secret behind game ids' check letters (`wrangler secret put ID_KEY`); a development key without it. */
  ID_KEY?: string;
  /** The VAPID key pair for Web Push (base64url: the public point, the private scalar); no push without them. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** Who runs this site, for push services (a mailto: or https: URL). */
  VAPID_SUBJECT?: string;
  /**
   * "on" only where test/e2e/wrangler-dev.ts starts the server: a new game then takes its seed
   * from an `x-test-seed` header, so that a scripted browser game goes the same way every run.
   * Never set on a real host: a player who chose the seed would know every card to come.
   */
  TEST_SEEDS?: string;
  /**
   * Milliseconds between a move going out and a computer's answer (default 250: people see
   * one move, then the other). The browser tests' server sets it shorter, so that whole
   * games between computers take less of the suite's time.
   */
  COMPUTER_PAUSE_MS?: string;
}
