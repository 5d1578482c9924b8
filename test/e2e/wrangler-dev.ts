/**
 * Starts `wrangler dev` (the real workerd runtime) on a free loopback port,
 * for the browser tests and the benchmarks. web/dist must be built first.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** `output()`: what wrangler dev printed since it started (warnings and errors only: --log-level warn). */
export type DevServer = { url: string; port: number; persistTo: string; output(): string; stop(signal?: NodeJS.Signals): Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function startWranglerDev(options: { port?: number; persistTo?: string; quiet?: boolean } = {}): Promise<DevServer> {
  const port = options.port ?? (await freePort());
  // Its own inspector port too: wrangler's default (9229) lets only one dev server run at a time.
  const inspectorPort = await freePort();
  // A folder made here is removed by a clean stop; a SIGKILL keeps it, for a restart to find.
  const persistTo = options.persistTo ?? mkdtempSync(join(tmpdir(), "linkplay-"));
  const ownFolder = options.persistTo === undefined;
  const child: ChildProcess = spawn(
    "npx",
    ["wrangler", "dev", "--port", String(port), "--inspector-port", String(inspectorPort), "--ip", "127.0.0.1", "--persist-to", persistTo, "--log-level", "warn", "--var", "TEST_SEEDS:on", "--var", "COMPUTER_PAUSE_MS:25"],
    { env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", BROWSER: "none" }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  // A caller that dies without stopping it (a bench piped into `head`, killed by the closed pipe)
  // takes it along: it would hold its port and a core's worth of workerd otherwise.
  const orphaned = () => child.exitCode === null && child.pid !== undefined && process.kill(-child.pid, "SIGTERM");
  process.once("exit", orphaned);
  child.once("exit", () => process.off("exit", orphaned));
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, signal); // the whole group: npx, wrangler and workerd
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (ownFolder && signal !== "SIGKILL") rmSync(persistTo, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/catalog`);
      if (res.ok) return { url, port, persistTo, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop("SIGKILL");
  throw new Error(`wrangler dev did not answer within 90 s:\n${output}`);
}
