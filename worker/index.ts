import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { parseOptions, safeParse, seatCount } from "../shared/engine";
import { GAMES, findGame } from "../shared/games";
import { botsOf } from "../shared/games/bots";
import { type CatalogEntry, CreateGameBody, GAME_CLOCK_GAMES, GameId, type HttpError, JoinGameBody, type SeatGrant } from "../shared/protocol";
import type { Env } from "./env";
import { isGameId, newGameId } from "./ids";
import { gamePage, notAFile, previewImage } from "./pages";
import { clientAddress } from "./sockets";

export { GameRoom } from "./room";

const app = new Hono<{ Bindings: Env }>().basePath("/api");

const fail = (error: string, message: string): HttpError => ({ error, message });

// The API's answers: never sniffed, framed, cached or sent on as a Referer (the static pages get theirs from web/public/_headers).
app.use(secureHeaders({ referrerPolicy: "no-referrer", xFrameOptions: "DENY" }));
app.use(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});

app.use(bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(fail("too-large", "request body over 16 KB"), 413) }));

/**
 * Every POST is JSON, said so in its Content-Type: a form or a text/plain
 * body, which another site's page may send without asking, is refused.
 */
app.on("POST", "*", async (c, next) => {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type))
    return c.json(fail("unsupported-media-type", "the body must be application/json"), 415);
  await next();
});

/** Reads a JSON body; an empty body is `{}`. */
async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await request.text();
  if (text.trim() === "") return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Whether the client's address may make one more request of `limiter` now. */
async function allowed(limiter: RateLimit, request: Request): Promise<boolean> {
  return (await limiter.limit({ key: clientAddress(request) })).success;
}

function room(env: Env, id: string) {
  return env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
}

const catalog: CatalogEntry[] = Object.values(GAMES).map((game) => {
  const defaults = parseOptions(game, {});
  return {
    id: game.id,
    name: game.name,
    summary: game.summary,
    players: game.players,
    options: defaults.ok ? defaults.options : {},
    levels: botsOf(game.id).map((bot) => ({ id: bot.id, name: bot.name })),
  };
});

app.get("/catalog", (c) => c.json(catalog));

/** The VAPID public key a page subscribes to push with; null when this host sends no push. */
app.get("/push", (c) => c.json({ publicKey: c.env.VAPID_PUBLIC_KEY && c.env.VAPID_PRIVATE_KEY ? c.env.VAPID_PUBLIC_KEY : null }));

/** A browser test's fixed seed: a short plain word, or none. */
function testSeed(header: string | undefined): string | undefined {
  return header && /^[\w-]{1,64}$/.test(header) ? header : undefined;
}

app.post("/games", async (c) => {
  if (!(await allowed(c.env.CREATE_LIMIT, c.req.raw)))
    return c.json(fail("rate", "too many new games from this address; try again in a minute"), 429);
  const json = await readJson(c.req.raw);
  if (!json.ok) return c.json(fail("invalid", "the body is not JSON"), 400);
  const body = safeParse(CreateGameBody, json.value);
  if (!body.success) return c.json(fail("invalid", body.message), 400);
  const game = findGame(body.output.game);
  if (!game) return c.json(fail("unknown-game", `there is no game "${body.output.game}"`), 404);
  const options = parseOptions(game, body.output.options);
  if (!options.ok) return c.json(fail("invalid", options.message), 400);
  const seat = body.output.seat ?? 0;
  const seats = seatCount(game, options.options);
  if (seat >= seats) return c.json(fail("invalid", `there is no seat ${seat}`), 400);
  const computers = body.output.computers ?? [];
  const levels = new Set(botsOf(game.id).map((bot) => bot.id));
  for (const computer of computers) {
    if (computer.seat >= seats || computer.seat === seat) return c.json(fail("invalid", `the computer cannot take seat ${computer.seat}`), 400);
    if (!levels.has(computer.level)) return c.json(fail("invalid", `${game.name} has no computer player "${computer.level}"`), 400);
  }
  if (new Set(computers.map((x) => x.seat)).size < computers.length) return c.json(fail("invalid", "one computer a seat"), 400);
  const id = await newGameId(c.env);
  const { clock, timeout, name } = body.output;
  if (clock?.kind === "game" && !GAME_CLOCK_GAMES.includes(game.id))
    return c.json(fail("invalid", `a game clock is for ${GAME_CLOCK_GAMES.join(" and ")}; choose a deadline per move`), 400);
  const seed = c.env.TEST_SEEDS === "on" ? testSeed(c.req.header("x-test-seed")) : undefined;
  const grant = await room(c.env, id).create({ id, game: game.id, options: options.options, seat, computers, clock, timeout, name, seed });
  if (!grant) return c.json(fail("conflict", "try again"), 409);
  return c.json({ id, ...grant } satisfies SeatGrant, 201);
});

/**
 * Every route below takes a game id. One this host did not make (a malformed
 * id, or one whose check letters are wrong) names no game, and is refused
 * without waking any object.
 */
const knownId = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const id = c.req.param("id") ?? "";
  if (!safeParse(GameId, id).success || !(await isGameId(c.env, id))) return c.json(fail("not-found", "no such game"), 404);
  await next();
});
app.use("/games/:id", knownId);
app.use("/games/:id/*", knownId);

app.post("/games/:id/join", async (c) => {
  if (!(await allowed(c.env.JOIN_LIMIT, c.req.raw)))
    return c.json(fail("rate", "too many seats taken from this address; try again in a minute"), 429);
  const id = c.req.param("id");
  const json = await readJson(c.req.raw);
  if (!json.ok) return c.json(fail("invalid", "the body is not JSON"), 400);
  const body = safeParse(JoinGameBody, json.value);
  if (!body.success) return c.json(fail("invalid", body.message), 400);
  const result = await room(c.env, id).join(body.output.seat, body.output.name);
  const refusals: Record<string, [ContentfulStatusCode, string]> = {
    missing: [404, "no such game"],
    full: [409, "that seat is taken"],
    "no-seat": [400, "there is no such seat"],
  };
  if (typeof result === "string") {
    const [status, message] = refusals[result] ?? [500, result];
    return c.json(fail(result === "missing" ? "not-found" : result, message), status);
  }
  return c.json({ id, ...result } satisfies SeatGrant);
});

app.get("/games/:id", async (c) => {
  const info = await room(c.env, c.req.param("id")).info();
  return info ? c.json(info) : c.json(fail("not-found", "no such game"), 404);
});

app.get("/games/:id/replay", async (c) => {
  const replay = await room(c.env, c.req.param("id")).replayInfo();
  return replay ? c.json(replay) : c.json(fail("not-found", "no such game"), 404);
});

app.get("/games/:id/ws", (c) => {
  if (c.req.header("Upgrade") !== "websocket") return c.json(fail("upgrade", "expected a WebSocket upgrade"), 426);
  return room(c.env, c.req.param("id")).fetch(c.req.raw);
});

app.notFound((c) => c.json(fail("not-found", "no such route"), 404));
app.onError((err, c) => {
  console.error(err);
  return c.json(fail("internal", "something went wrong"), 500);
});

/**
 * The whole site. The static assets answer every path that names a file of the built
 * client before this runs; wrangler.toml sends /api/* and /g/* here first. A game's link
 * preview and its picture (cached for good under a name of its own, outside the API's
 * no-store), the API, and a path that names no file (pages.ts).
 */
const site = new Hono<{ Bindings: Env }>();
site.get("/api/games/:id/preview.png", previewImage);
site.all("/api/*", (c) => app.fetch(c.req.raw, c.env, c.executionCtx));
site.get("/g/:id", gamePage);
site.all("*", notAFile);

export default site satisfies ExportedHandler<Env>;
