/**
 * Makes the site's icons in web/public from one drawing (the favicon's blue square with a
 * red, a yellow and a red disc), rasterised by @resvg/resvg-wasm: the web app manifest's
 * 192 and 512 px icons and a maskable 512 px one (the mark inside the safe circle, on the
 * dark theme colour), apple-touch-icon.png (180 px, opaque: iOS rounds it) and favicon.ico
 * (16, 32 and 48 px PNGs in an ICO file). Run once after changing the drawing, and commit
 * the files: `node --import tsx test/tools/make-icons.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg, initWasm } from "@resvg/resvg-wasm";

const PUBLIC = new URL("../../web/public/", import.meta.url);
const DARK = "#0f172a";

/** The mark on a 16-unit grid: the favicon of web/index.html. */
const MARK = `<rect width="16" height="16" rx="3" fill="#1d4ed8"/><circle cx="5" cy="11" r="3" fill="#e11d48"/><circle cx="11" cy="11" r="3" fill="#facc15"/><circle cx="11" cy="5" r="3" fill="#e11d48"/>`;

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${body}</svg>`;
const DRAWINGS = {
  /** The mark alone, its corners transparent. */
  any: svg(`<g transform="scale(32)">${MARK}</g>`),
  /** Full bleed on the theme colour, the mark within the central 80% circle that every mask keeps. */
  maskable: svg(`<rect width="512" height="512" fill="${DARK}"/><g transform="translate(136 136) scale(15)">${MARK}</g>`),
  /** Opaque: the blue square to the edges (the platform rounds the corners) with the discs. */
  opaque: svg(`<g transform="scale(32)"><rect width="16" height="16" fill="#1d4ed8"/>${MARK.replace(/<rect[^>]*\/>/, "")}</g>`),
};

function png(drawing: string, size: number): Uint8Array {
  const resvg = new Resvg(drawing, { fitTo: { mode: "width", value: size } });
  return resvg.render().asPng();
}

/** An ICO file holding PNG images (every browser since IE 9 reads PNG entries). */
function ico(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png: data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => Buffer.from(image.png))]);
}

const wasm = createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm");
await initWasm(readFileSync(wasm));
const files: [string, Uint8Array][] = [
  ["icon-192.png", png(DRAWINGS.any, 192)],
  ["icon-512.png", png(DRAWINGS.any, 512)],
  ["icon-maskable-512.png", png(DRAWINGS.maskable, 512)],
  ["apple-touch-icon.png", png(DRAWINGS.opaque, 180)],
  ["favicon.ico", ico([16, 32, 48].map((size) => ({ size, png: png(DRAWINGS.any, size) })))],
];
for (const [name, bytes] of files) {
  writeFileSync(new URL(name, PUBLIC), bytes);
  console.log(`web/public/${name}: ${bytes.length} bytes`);
}
