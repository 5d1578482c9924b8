/** The API's answers carry the headers that keep them from being framed, sniffed, cached or leaked by a Referer (the pages: test/e2e/headers.test.ts). */
import { describe, expect, it } from "vitest";
import { api } from "./client";

describe("security headers", () => {
  it("the API's answers are not sniffed, framed, cached or referred", async () => {
    const res = await api("/catalog");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});
