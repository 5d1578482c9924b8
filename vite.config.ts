import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { type Plugin, defineConfig, runnerImport } from "vite";
import solid from "vite-plugin-solid";

/** The API (and its WebSockets) is the Worker's: `wrangler dev --port 8787`. */
const api = { "/api": { target: "http://localhost:8787", ws: true, changeOrigin: true } };

/** Built files the service worker does not keep: itself, the host's rules, and index.html (kept as "/"). */
const NOT_PRECACHED = new Set(["sw.js", "_headers", "robots.txt", "index.html"]);

/**
 * Once the build is written: the list of its files (web/dist, with the computer players'
 * thread and its chunks and the copied public files) and a digest of their bytes, written
 * into sw.js in place of "__PRECACHE_MANIFEST__" (web/sw/sw.ts). A build that changes any
 * file is a new service worker, which the browser finds on the next visit.
 */
function precacheManifest(): Plugin {
  let outDir = "";
  return {
    name: "linkplay:precache-manifest",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const paths = readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split("\\").join("/"))
        .filter((path) => !NOT_PRECACHED.has(path) && !path.endsWith(".map"))
        .sort();
      const digest = createHash("sha256");
      for (const path of [...paths, "index.html"]) digest.update(path).update(readFileSync(join(outDir, path)));
      const manifest = { version: digest.digest("hex").slice(0, 16), files: ["/", ...paths.map((path) => `/${path}`)] };
      const sw = join(outDir, "sw.js");
      const code = readFileSync(sw, "utf8");
      const placeholder = /(["'`])__PRECACHE_MANIFEST__\1/;
      if (!placeholder.test(code)) throw new Error("sw.js has no __PRECACHE_MANIFEST__ to replace");
      writeFileSync(sw, code.replace(placeholder, () => JSON.stringify(JSON.stringify(manifest))));
    },
  };
}

/**
 * Every chunk of the page opens with V8's explicit compile hint (Chrome 136 and later): its
 * functions are compiled as the file streams in, on a background thread, instead of each on
 * its first call on the main thread. A chunk is only fetched when the page is about to run it
 * (the board of the game shown, the help page opened), so most of its functions run at once.
 * Measured with test/bench/trace-pages.ts at x1: the first render's task went from 13-20 ms
 * to 6-10 ms of CPU. Written into the files, after minification (which would drop the
 * comment); browsers without the hint read a comment. The computer's thread is built apart.
 */
function compileHints(): Plugin {
  const HINT = "//# allFunctionsCalledOnLoad\n";
  return {
    name: "linkplay:compile-hints",
    apply: "build",
    // Once the files are written: Vite's own last steps put code at the top of some chunks.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || chunk.fileName === "sw.js") continue;
        const file = join(options.dir ?? "", chunk.fileName);
        writeFileSync(file, HINT + readFileSync(file, "utf8"));
      }
    },
  };
}

/**
 * Data the client would otherwise work out in the page each time its code loads, worked out
 * once by the build (and the dev server): `import x from "virtual:<name>"` gets the result of
 * calling the function `[file, export]` names, run in Node through Vite's module runner.
 */
function prebuilt(modules: Record<string, [file: string, name: string]>): Plugin {
  return {
    name: "linkplay:prebuilt",
    resolveId: (id) => (Object.hasOwn(modules, id) ? `\0${id}` : undefined),
    async load(id) {
      const entry = id.startsWith("\0") && Object.hasOwn(modules, id.slice(1)) ? modules[id.slice(1)] : undefined;
      if (!entry) return undefined;
      const [file, name] = entry;
      const { module, dependencies } = await runnerImport<Record<string, () => unknown>>(resolve(file), { configFile: false, logLevel: "error" });
      for (const dependency of dependencies) this.addWatchFile(dependency);
      const make = module[name];
      if (typeof make !== "function") throw new Error(`${file} exports no function ${name}`);
      return `export default ${JSON.stringify(make())};`;
    },
  };
}

export default defineConfig({
  root: "web",
  // The compiled JSX imports Solid's runtime through lib/solid-web.ts, which lists the templates.
  plugins: [solid({ solid: { moduleName: resolve("web/src/lib/solid-web.ts") } }), precacheManifest(), compileHints(), prebuilt({ "virtual:union-forever-shapes": ["web/src/games/union-forever/shapes.ts", "mapShapes"] })],
  // The computer players' thread (web/src/computer/worker.ts) loads each game's players as a chunk.
  worker: { format: "es" },
  build: {
    outDir: "dist", // web/dist: served by the Worker's static assets, SPA fallback
    emptyOutDir: true,
    target: "es2022",
    rollupOptions: {
      // The page, and the service worker at /sw.js (a fixed name: the browser checks it for updates).
      input: { index: "web/index.html", sw: "web/sw/sw.ts" },
      output: {
        entryFileNames: (chunk) => (chunk.name === "sw" ? "sw.js" : "assets/[name]-[hash].js"),
        // Name each game's board and rules chunks after the game (board.lincoln.<hash>.js: a hash may hold
        // a '-'), so their sizes can be read and budgeted.
        chunkFileNames: (chunk) => {
          const part = chunk.facadeModuleId?.match(/games\/([^/]+)\/(board|rules)\.tsx?$/);
          return part ? `assets/${part[2]}.${part[1]}.[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
  server: { proxy: api },
  preview: { proxy: api },
});
