/**
 * Link previews: what a game's link says in a chat. The Worker answers `/g/<id>` with the
 * built page and, in its head, a title and Open Graph / Twitter tags that say what the link
 * is (an open seat, whose turn, how it ended) and point to a picture of the board as it
 * stands (preview-image.ts). Everything here comes from the spectator's view: a preview is
 * read by everyone in the chat, so it shows nothing that any seat's view hides.
 */
import type { Seat } from "../shared/engine";
import { findGame } from "../shared/games";
import { SIDES, sideName, sidePhrase } from "../shared/games/sides";
import type { GameInfo } from "../shared/protocol";

/** What the room hands out for a preview (GameRoom.preview). */
export type PreviewData = { info: GameInfo; active: Seat[]; view: unknown };

/** The words of one preview: the link's title, a sentence under it, and the picture's lines. */
export type PreviewWords = {
  title: string;
  description: string;
  /** The game's name, for the picture. */
  game: string;
  /** The picture's status line and the line under it. */
  status: string;
  detail: string;
};

/** A seat as a preview names it: its side (never a player's display name, which the picture's font may lack). */
export function sideWords(game: string, seat: Seat): string {
  return sidePhrase(sideName(game, seat));
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "A", "A and B", "A, B and C". */
function listWords(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** How far the game is: its turn where the game counts turns (Lincoln and the others), else the move. */
function turnOf(view: unknown): number | null {
  const turn = (view as { turn?: unknown } | null)?.turn;
  return typeof turn === "number" && Number.isFinite(turn) ? turn : null;
}

/** The words of a game's preview, from its header, whose decision it is and the spectator's view. */
export function previewWords({ info, active, view }: PreviewData): PreviewWords {
  const game = findGame(info.game);
  const name = game?.name ?? "a board game";
  const seats = info.players.map((p) => p.seat);
  const sides = seats.map((s) => sideWords(info.game, s));
  const against = sides.length === 2 ? `${capital(sides[0] ?? "")} against ${sides[1]}` : `${sides.length} players`;
  const turn = turnOf(view);

  if (info.status === "open") {
    const free = info.players.filter((p) => !p.taken).map((p) => p.seat);
    // A game whose sides have names offers the first free one; the others count their seats.
    const you = Object.hasOwn(SIDES, info.game)
      ? `you play ${sideWords(info.game, free[0] ?? 0)}`
      : free.length === 1
        ? `one seat of ${seats.length} is free`
        : `${free.length} of ${seats.length} seats are free`;
    return {
      title: `Join my game of ${name}: ${you}`,
      description: `${name} on Linkplay: open the link to take the free seat and play on your phone. No account, no install.`,
      game: name,
      status: capital(you),
      detail: "Open the link to join",
    };
  }

  if (info.status === "playing") {
    const progress = turn !== null ? `turn ${turn}` : `move ${info.ply + 1}`;
    const who = active.length > 0 ? `${capital(listWords(active.map((s) => sideWords(info.game, s))))} to play` : "In play";
    return {
      title: `${who}, ${progress}`,
      description: `${name} on Linkplay, ${against}. Open the link to watch, or to play your seat.`,
      game: name,
      status: `${who}, ${progress}`,
      detail: against,
    };
  }

  const outcome = info.outcome;
  const winners = outcome?.winners ?? [];
  const length = turn !== null ? `on turn ${turn}` : `in ${info.ply} ${info.ply === 1 ? "move" : "moves"}`;
  const result =
    winners.length === 0
      ? turn !== null
        ? `a draw on turn ${turn}`
        : `a draw after ${info.ply} ${info.ply === 1 ? "move" : "moves"}`
      : `${capital(listWords(winners.map((s) => sideWords(info.game, s))))} won ${length}`;
  return {
    title: `Watch: ${result}`,
    description: `${name} on Linkplay, ${against}: ${outcome?.reason ? `${outcome.reason.replace(/\.$/, "")}.` : "over."} Open the link to see how it went.`,
    game: name,
    status: capital(result),
    detail: outcome?.reason ? capital(outcome.reason.replace(/\.$/, "")) : against,
  };
}

/** A short digest of what the picture shows: the image's URL changes whenever it would look different. */
export async function previewVersion(data: PreviewData): Promise<string> {
  const { info, active, view } = data;
  const text = JSON.stringify([info.game, info.status, info.ply, info.players.map((p) => p.taken), active, info.outcome, view]);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The picture's path: the ply and the digest make it a name for one look of the board, cached for good. */
export function previewImagePath(id: string, ply: number, version: string): string {
  return `/api/games/${id}/preview.png?ply=${ply}&v=${version}`;
}

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The head tags of a game's page: the title and the cards of the chat apps (Open Graph, Twitter). */
export function previewTags(words: PreviewWords, pageUrl: string, imageUrl: string): string {
  const meta = (attribute: "property" | "name", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", "Linkplay"),
    meta("property", "og:title", words.title),
    meta("property", "og:description", words.description),
    meta("property", "og:url", pageUrl),
    meta("property", "og:image", imageUrl),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", String(PREVIEW_WIDTH)),
    meta("property", "og:image:height", String(PREVIEW_HEIGHT)),
    meta("property", "og:image:alt", `${words.game}: ${words.status}`),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", words.title),
    meta("name", "twitter:description", words.description),
    meta("name", "twitter:image", imageUrl),
    // A game link is a capability: chat apps may show it, search engines must not keep it.
    meta("name", "robots", "noindex, nofollow"),
  ].join("\n    ");
}

/**
 * The built page with a preview in its head (or, with no words, as it is), through
 * HTMLRewriter: the page's scripts and styles are untouched.
 */
export function withPreview(page: Response, title: string, description: string | null, tags: string | null): Response {
  const rewriter = new HTMLRewriter().on("title", {
    element(element) {
      element.setInnerContent(title);
    },
  });
  if (description !== null)
    rewriter.on('meta[name="description"]', {
      element(element) {
        element.setAttribute("content", description);
      },
    });
  if (tags !== null)
    rewriter.on("head", {
      element(element) {
        element.append(`  ${tags}\n  `, { html: true });
      },
    });
  return rewriter.transform(page);
}
