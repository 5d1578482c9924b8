/**
 * What a game's link shows in a chat, read as the chat apps' crawlers read it from `wrangler
 * dev` (plain HTTP, their user agents, no JavaScript): the title and Open Graph / Twitter
 * tags of an open, a live and a finished game, a picture of the board that they can fetch
 * (a 1200 x 630 PNG), and a 404 with the app for a game that does not exist. Then the
 * plumbing around it: robots.txt, the icons, the manifest, and a missing file's 404.
 */
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type SeatGrant, socketProtocols } from "../../shared/protocol";
import { baseUrl } from "./browser";
import { followStates } from "./follow";

/** The link-preview crawlers of the common messengers, as they name themselves. */
const CRAWLERS = {
  WhatsApp: "WhatsApp/2.23.20.0 A",
  Telegram: "TelegramBot (like TwitterBot)",
  Slack: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  Discord: "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  Facebook: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Twitter/X": "Twitterbot/1.0",
  iMessage: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0",
} as const;

const address = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": address() },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** Plays Connect Four moves through the seats' sockets, each once the last was confirmed. */
async function play(id: string, tokens: string[], columns: number[]): Promise<void> {
  const sockets = await Promise.all(
    tokens.map(
      (token) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`${baseUrl().replace("http", "ws")}/api/games/${id}/ws`, socketProtocols(token));
          // Every message goes through a follower from the first, so patches become states.
          const follow = followStates();
          ws.on("message", (data) => {
            const m = follow(String(data));
            if (m.t === "state") ws.emit("state", m.ply);
          });
          ws.once("open", () => resolve(ws));
          ws.once("error", reject);
        }),
    ),
  );
  const plyReached = (ws: WebSocket, ply: number) =>
    new Promise<void>((resolve) => {
      const listen = (reached: number) => {
        if (reached >= ply) {
          ws.off("state", listen);
          resolve();
        }
      };
      ws.on("state", listen);
    });
  for (const [ply, col] of columns.entries()) {
    const ws = sockets[ply % 2] as WebSocket;
    const done = plyReached(ws, ply + 1);
    ws.send(JSON.stringify({ t: "act", ply, action: { col } }));
    await done;
  }
  for (const ws of sockets) ws.close();
}

/** The page a crawler gets, and its tags by property or name. */
async function crawl(path: string, userAgent: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { "User-Agent": userAgent, Accept: "text/html,*/*" } });
  const html = await res.text();
  const tags = new Map<string, string>();
  for (const m of html.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"/g)) tags.set(m[1] ?? "", decode(m[2] ?? ""));
  const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
  return { res, html, tags, title };
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e] ?? "");

/** A PNG's width and height, from its header. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect(Buffer.from(bytes.subarray(0, 8)).toString("hex")).toBe("89504e470d0a1a0a");
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Fetches the preview's picture as a crawler does (following redirects): its bytes and headers. */
async function picture(url: string, userAgent: string) {
  const res = await fetch(url, { headers: { "User-Agent": userAgent } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("link previews, as the messengers' crawlers read them", () => {
  it.each(Object.entries(CRAWLERS))("%s: an open seat, a game in play and a finished game, each with its picture", async (_app, agent) => {
    // Open: Lincoln, made by the Union; the link offers the Confederacy.
    const lincoln = await post<SeatGrant>("/games", { game: "lincoln" });
    const open = await crawl(`/g/${lincoln.id}`, agent);
    expect(open.res.status).toBe(200);
    expect(open.tags.get("og:title")).toBe("Join my game of Lincoln: you play the Confederacy");
    expect(open.tags.get("twitter:title")).toBe("Join my game of Lincoln: you play the Confederacy");
    expect(open.title).toBe("Join my game of Lincoln: you play the Confederacy");

    // In play: Connect Four after two moves.
    const red = await post<SeatGrant>("/games", { game: "connect-four" });
    const yellow = await post<SeatGrant>(`/games/${red.id}/join`, {});
    await play(red.id, [red.token, yellow.token], [3, 3]);
    const live = await crawl(`/g/${red.id}`, agent);
    expect(live.res.status).toBe(200);
    expect(live.tags.get("og:title")).toBe("Red to play, move 3");
    expect(live.title).toBe("Red to play, move 3 · Connect Four");
    expect(live.tags.get("og:description")).toContain("Connect Four");

    // Over: Red makes four in a column at its fourth disc, the seventh move.
    const winner = await post<SeatGrant>("/games", { game: "connect-four" });
    const loser = await post<SeatGrant>(`/games/${winner.id}/join`, {});
    await play(winner.id, [winner.token, loser.token], [0, 1, 0, 1, 0, 1, 0]);
    const over = await crawl(`/g/${winner.id}`, agent);
    expect(over.tags.get("og:title")).toBe("Watch: Red won in 7 moves");

    for (const [page, id] of [[open, lincoln.id], [live, red.id], [over, winner.id]] as const) {
      expect(page.tags.get("og:type")).toBe("website");
      expect(page.tags.get("og:site_name")).toBe("Linkplay");
      expect(page.tags.get("og:url")).toBe(`${baseUrl()}/g/${id}`);
      expect(page.tags.get("twitter:card")).toBe("summary_large_image");
      expect(page.tags.get("og:image:width")).toBe("1200");
      expect(page.tags.get("og:image:height")).toBe("630");
      expect(page.tags.get("robots")).toBe("noindex, nofollow");
      // The same page the app is: its script is there.
      expect(page.html).toMatch(/<script type="module"[^>]*src="\/assets\/index-[^"]+\.js"/);
      const image = page.tags.get("og:image") ?? "";
      expect(image).toMatch(new RegExp(`^${baseUrl()}/api/games/${id}/preview\\.png\\?ply=\\d+&v=[0-9a-f]{16}$`));
      expect(page.tags.get("twitter:image")).toBe(image);
      const { res, bytes } = await picture(image, agent);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/png");
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(bytes.length).toBeLessThan(300 * 1024); // WhatsApp shows pictures up to 300 KB
    }
  });

  it("a game that does not exist is a 404 with the app (which says so), and no preview", async () => {
    for (const id of ["0000000000000000", "zzzzzzzzzzzzzzzz", "not-an-id"]) {
      const page = await crawl(`/g/${id}`, CRAWLERS.WhatsApp);
      expect(page.res.status).toBe(404);
      expect(page.res.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(page.html).toMatch(/<script type="module"[^>]*src="\/assets\/index-/);
      expect(page.title).toBe("No such game · Linkplay");
      expect(page.tags.has("og:title")).toBe(false);
    }
    const res = await fetch(`${baseUrl()}/api/games/0000000000000000/preview.png?ply=0&v=0000000000000000`);
    expect(res.status).toBe(404);
  });

  it("the picture's name follows the game: an old one leads to the current one, which is cached under its own", async () => {
    const red = await post<SeatGrant>("/games", { game: "connect-four" });
    const yellow = await post<SeatGrant>(`/games/${red.id}/join`, {});
    const before = (await crawl(`/g/${red.id}`, CRAWLERS.Slack)).tags.get("og:image") ?? "";
    await play(red.id, [red.token, yellow.token], [2]);
    const after = (await crawl(`/g/${red.id}`, CRAWLERS.Slack)).tags.get("og:image") ?? "";
    expect(after).not.toBe(before);
    expect(after).toContain("ply=1&");
    const moved = await fetch(before, { redirect: "manual" });
    expect(moved.status).toBe(302);
    expect(new URL(moved.headers.get("Location") ?? "", baseUrl()).href).toBe(after);
    expect(moved.headers.get("Cache-Control")).toBe("no-store");
    // Made once: the second answer comes from the edge cache, byte for byte.
    const first = await picture(after, CRAWLERS.Slack);
    const second = await picture(after, CRAWLERS.Slack);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });
});

describe("the site's files", () => {
  it("robots.txt lets search engines read the home and help pages, never a game or the API", async () => {
    const res = await fetch(`${baseUrl()}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await res.text();
    const everyone = text.split(/\n\s*\n/).find((group) => /^User-agent: \*$/m.test(group)) ?? "";
    expect(everyone).toMatch(/^Allow: \/$/m);
    expect(everyone).toMatch(/^Allow: \/help\/$/m);
    expect(everyone).toMatch(/^Disallow: \/g\/$/m);
    expect(everyone).toMatch(/^Disallow: \/api\/$/m);
  });

  it("favicon.ico, the apple-touch-icon and the manifest's icons are there, at their sizes", async () => {
    const ico = await fetch(`${baseUrl()}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get("Content-Type")).toMatch(/icon/);
    const bytes = new Uint8Array(await ico.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO file
    const touch = await fetch(`${baseUrl()}/apple-touch-icon.png`);
    expect(touch.headers.get("Content-Type")).toBe("image/png");
    expect(pngSize(new Uint8Array(await touch.arrayBuffer()))).toEqual({ width: 180, height: 180 });

    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    const res = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as { name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: "Linkplay", start_url: "/", display: "standalone", theme_color: "#0f172a" });
    const wanted = [["192x192", "any"], ["512x512", "any"], ["512x512", "maskable"]];
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual(wanted);
    for (const icon of manifest.icons) {
      const png = await fetch(`${baseUrl()}${icon.src}`);
      expect(png.headers.get("Content-Type")).toBe("image/png");
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(new Uint8Array(await png.arrayBuffer()))).toEqual({ width, height });
    }
  });

  it("a missing file is a 404, not the app; only a navigation gets the app (a 404 but for its own pages)", async () => {
    for (const path of ["/assets/nope.js", "/favicon.png", "/icon-1024.png", "/nope.css"]) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type"), path).not.toMatch(/html/);
    }
    const navigate = { "Sec-Fetch-Mode": "navigate", Accept: "text/html" };
    const stray = await fetch(`${baseUrl()}/no/such/page`, { headers: navigate });
    expect(stray.status).toBe(404);
    expect(await stray.text()).toContain('<div id="app">');
    for (const path of ["/", "/help/lincoln", "/local/connect-four", "/g/0000000000000000/replay"]) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: navigate });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="app">');
    }
  });
});
