/**
 * What the Worker answers outside the JSON API: a game's page with its link preview, the
 * preview's picture, and the paths that match no file of the built client (the static
 * assets answer every path that names one, before the Worker runs). The app's own pages get
 * the built page; any other navigation gets it too, with a 404 (the app says "not found");
 * anything else that names no file is a plain 404, never the app: a missing script or
 * image must fail as missing.
 */
import type { Context } from "hono";
import { safeParse } from "../shared/engine";
import { GameId } from "../shared/protocol";
import type { Env } from "./env";
import { isGameId } from "./ids";
import { type PreviewData, previewImagePath, previewTags, previewVersion, previewWords, withPreview } from "./preview";

type PageContext = Context<{ Bindings: Env }>;

/** The app's pages (web/src/lib/router.ts), which the built page answers. */
const APP_PAGES = [/^\/$/, /^\/g\/[^/]+\/?$/, /^\/g\/[^/]+\/replay\/?$/, /^\/local\/[^/]+\/?$/, /^\/help\/[^/]+\/?$/];

/** A picture of one look of the board never changes: a year, immutable, like the hashed assets. */
const IMAGE_CACHE = "public, max-age=31536000, immutable";

/** The built index.html (with the static headers of web/public/_headers: CSP, no Referer...). */
async function builtPage(env: Env, request: Request, status = 200): Promise<Response> {
  const page = await env.ASSETS.fetch(new Request(new URL("/", request.url)));
  const headers = new Headers(page.headers);
  // The page is made per request from here on: no validator of the file's bytes, and never kept stale.
  headers.delete("ETag");
  headers.delete("CF-Cache-Status");
  headers.set("Cache-Control", "no-cache");
  return new Response(page.body, { status: page.ok ? status : page.status, headers });
}

function isNavigation(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Mode") === "navigate" || /\btext\/html\b/.test(request.headers.get("Accept") ?? "");
}

/** A path that matched no file: the app for its pages and other navigations, else a plain 404. */
export async function notAFile(c: PageContext): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  if (APP_PAGES.some((page) => page.test(path))) return builtPage(c.env, c.req.raw);
  if (isNavigation(c.req.raw)) return builtPage(c.env, c.req.raw, 404);
  return c.text("Not found", 404, { "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff" });
}

/** A game this host made, as a preview may show it; null for a made-up id or a game that is gone. */
async function previewOf(env: Env, id: string): Promise<PreviewData | null> {
  if (!safeParse(GameId, id).success || !(await isGameId(env, id))) return null;
  const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
  return (await stub.preview()) as PreviewData | null;
}

/** The tab's title: the link's, with the game's name where it does not say it. */
const pageTitle = (words: { title: string; game: string }) =>
  words.title.includes(words.game) ? words.title : `${words.title} · ${words.game}`;

/** `/g/<id>`: the app, with a title and the chat apps' tags that say what the link is; 404 when there is no such game. */
export async function gamePage(c: PageContext): Promise<Response> {
  const id = c.req.param("id") ?? "";
  const data = await previewOf(c.env, id);
  const noindex = '<meta name="robots" content="noindex, nofollow" />';
  if (!data) return withPreview(await builtPage(c.env, c.req.raw, 404), "No such game · Linkplay", null, noindex);
  const words = previewWords(data);
  const origin = new URL(c.req.url).origin;
  const image = `${origin}${previewImagePath(data.info.id, data.info.ply, await previewVersion(data))}`;
  // The game's kind rides along, so the page starts loading its board before its first API call answers.
  const kind = `<meta name="linkplay-game" content="${data.info.game}" data-id="${data.info.id}" />`;
  const page = withPreview(await builtPage(c.env, c.req.raw), pageTitle(words), words.description, previewTags(words, `${origin}/g/${id}`, image) + kind);
  page.headers.set("X-Robots-Tag", "noindex, nofollow");
  return page;
}

/**
 * `/api/games/<id>/preview.png?ply=N&v=D`: the picture of the board at ply N, whose look has
 * the digest D. A name that is not the game's current look redirects to the current one;
 * the current one is made once, then answered from the edge cache (and by every cache on
 * the way: it is immutable under its name).
 */
export async function previewImage(c: PageContext): Promise<Response> {
  const id = c.req.param("id") ?? "";
  const url = new URL(c.req.url);
  const named = { ply: url.searchParams.get("ply"), v: url.searchParams.get("v") };
  const cache = (caches as unknown as { default: Cache }).default;
  const key = new Request(`${url.origin}${url.pathname}?ply=${named.ply}&v=${named.v}`);
  if (named.ply && named.v && safeParse(GameId, id).success) {
    const hit = await cache.match(key);
    if (hit) return hit;
  }
  const data = await previewOf(c.env, id);
  if (!data) return c.json({ error: "not-found", message: "no such game" }, 404, { "Cache-Control": "no-store" });
  const version = await previewVersion(data);
  if (named.ply !== String(data.info.ply) || named.v !== version) {
    c.header("Cache-Control", "no-store");
    return c.redirect(previewImagePath(data.info.id, data.info.ply, version), 302);
  }
  // The renderer (2.4 MB of WebAssembly) loads with the first picture, not with every request.
  const { renderPreview } = await import("./preview-image");
  const png = await renderPreview(data.info.game, data.view, previewWords(data));
  const response = new Response(png, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      "Cache-Control": IMAGE_CACHE,
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
  c.executionCtx.waitUntil(cache.put(key, response.clone()));
  return response;
}
