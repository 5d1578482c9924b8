/**
 * Client weight, read from the built web/dist (npm test builds it first): the
 * gzipped JavaScript and CSS the home page loads, held to the budget, and
 * each game's board chunk, printed. Sizes, not times, so the check is stable.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../shared/games";

const DIST = join(import.meta.dirname, "../../web/dist");
const HOME_JS_BUDGET = 40 * 1024;

const gz = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

describe.skipIf(!existsSync(join(DIST, "index.html")))("client weight (web/dist)", () => {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  // What the home page fetches before anything runs: the entry script, its preloads and styles.
  const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/?([^"]+\.css)"/g)].map((m) => m[1]!);

  it(`home page JavaScript is at most ${kb(HOME_JS_BUDGET)} gzipped`, () => {
    expect(scripts.length).toBeGreaterThan(0);
    const js = scripts.reduce((n, f) => n + gz(f), 0);
    const css = styles.reduce((n, f) => n + gz(f), 0);
    console.log(`home page: JavaScript ${kb(js)} gzipped (${scripts.join(", ")}), CSS ${kb(css)} gzipped`);
    expect(js).toBeLessThanOrEqual(HOME_JS_BUDGET);
  });

  it("each game in the catalog has a board chunk of its own, outside the home page", () => {
    const boards = readdirSync(join(DIST, "assets")).filter((f) => /^board\.[^.]+\.[^.]+\.js$/.test(f));
    expect(boards.map((f) => f.split(".")[1]).sort()).toEqual(Object.keys(GAMES).sort());
    for (const file of boards) {
      console.log(`board ${file.split(".")[1]}: ${kb(gz(`assets/${file}`))} gzipped`);
      expect(scripts).not.toContain(`assets/${file}`);
    }
  });

  it("the page's scripts and every board open with V8's compile hint (vite.config.ts: compileHints)", () => {
    // The hint counts only as the file's first line: a build step that writes code above it undoes it.
    const boards = readdirSync(join(DIST, "assets")).filter((f) => /^board\.[^.]+\.[^.]+\.js$/.test(f)).map((f) => `assets/${f}`);
    for (const file of [...scripts, ...boards]) expect(readFileSync(join(DIST, file), "utf8").split("\n")[0], file).toBe("//# allFunctionsCalledOnLoad");
  });

  it("each game's rules are a chunk of their own, for pass and play and replays", () => {
    const rules = readdirSync(join(DIST, "assets")).filter((f) => /^rules\.[^.]+\.[^.]+\.js$/.test(f));
    expect(rules.map((f) => f.split(".")[1]).sort()).toEqual(Object.keys(GAMES).sort());
    for (const file of rules) {
      console.log(`rules ${file.split(".")[1]}: ${kb(gz(`assets/${file}`))} gzipped`);
      expect(scripts).not.toContain(`assets/${file}`);
    }
  });
});
