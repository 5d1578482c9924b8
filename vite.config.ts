import { defineConfig } from "vite";
import solid from "vite-plugin-solid";

/** The API (and its WebSockets) is the Worker's: `wrangler dev --port 8787`. */
const api = { "/api": { target: "http://localhost:8787", ws: true, changeOrigin: true } };

export default defineConfig({
  root: "web",
  plugins: [solid()],
  build: {
    outDir: "dist", // web/dist: served by the Worker's static assets, SPA fallback
    emptyOutDir: true,
    target: "es2022",
  },
  server: { proxy: api },
  preview: { proxy: api },
});
