/**
 * Our Worker in workerd alone, as Cloudflare runs it: the bundle `wrangler deploy`
 * would upload, served by Miniflare with no dev proxy in front and no devtools
 * session attached. `wrangler dev` has both, and on this machine they cost about
 * as much CPU per move as the Worker itself; this shows the server without them.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";

/**
 * `inspectorPort`: workerd's inspector listens there (test/bench/profile.ts takes CPU profiles through it).
 * `direct`: requests reach our Worker on a socket of its own, not through Miniflare's entry worker
 * (which Cloudflare does not run, and which costs a request's JavaScript a second time).
 * `floor`: the runtime's floor (test/bench/floor/worker.ts) in place of our Worker.
 */
export async function startWorkerd(persistTo: string | undefined, inspectorPort?: number, direct = false, floor = false): Promise<{ url: string; stop(): Promise<void> }> {
  const outdir = mkdtempSync(join(tmpdir(), "linkplay-bundle-"));
  const config = floor ? "test/bench/floor/wrangler.toml" : "wrangler.toml";
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir, "--config", config], { stdio: "ignore" });
  const compatibilityDate = readFileSync(config, "utf8").match(/^compatibility_date = "(.+)"$/m)?.[1];
  const mf = new Miniflare({
    modules: true,
    modulesRoot: outdir,
    scriptPath: join(outdir, floor ? "worker.js" : "index.js"),
    // The link previews' rasteriser (@resvg/resvg-wasm) comes as a .wasm module beside the script.
    modulesRules: [{ type: "CompiledWasm", include: ["**/*.wasm"] }],
    compatibilityDate,
    durableObjects: { GAME_ROOM: { className: floor ? "FloorRoom" : "GameRoom", useSQLite: true } },
    // wrangler.toml's [[ratelimits]] (a bundle does not carry its bindings): without them every POST fails.
    ratelimits: { CREATE_LIMIT: { simple: { limit: 20, period: 60 } }, JOIN_LIMIT: { simple: { limit: 60, period: 60 } } },
    durableObjectsPersist: persistTo ?? false, // no folder given: in memory
    host: "127.0.0.1",
    port: 0,
    ...(inspectorPort ? { inspectorPort } : {}),
    ...(direct ? { unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }] } : {}),
  });
  const url = await mf.ready;
  return {
    url: direct ? (await mf.unsafeGetDirectURL()).origin : url.origin,
    async stop() {
      await mf.dispose();
      rmSync(outdir, { recursive: true, force: true });
    },
  };
}
