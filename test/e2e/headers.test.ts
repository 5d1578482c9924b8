/**
 * The static pages, as `wrangler dev` serves them from web/dist with its
 * _headers file: only the site's own scripts, never framed, no Referer (a
 * game link is a capability), no sniffing; hashed assets cached for a year.
 */
import { describe, expect, it } from "vitest";
import { baseUrl } from "./browser";

describe("the pages' headers", () => {
  it.each(["/", "/g/0000000000000000", "/help/lincoln"])("%s allows only the site's own scripts, in no frame, with no Referer", async (path) => {
    const res = await fetch(`${baseUrl()}${path}`);
    expect(res.headers.get("Content-Type")).toMatch(/text\/html/);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("hashed assets are cached for a year, immutable", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const res = await fetch(`${baseUrl()}${script}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });
});
