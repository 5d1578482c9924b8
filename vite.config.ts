import { defineConfig } from "vite";
import solid from "vite-plugin-solid";

/** The API (and its WebSockets) is the Worker's: `wrangler dev --port 8787`. */
const api = { "/api": { target: "http://localhost:8787", ws: true, changeOrigin: true } };

export default defineConfig({
  root: "web",
  plugins: [solid()],
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
