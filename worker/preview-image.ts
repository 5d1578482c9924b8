/**
 * The picture of a link preview as a PNG: the card's SVG (preview-card.ts) rasterised at the
 * edge by resvg (Rust, compiled to WebAssembly: @resvg/resvg-wasm), with a DejaVu Sans
 * subset bundled with the Worker (preview-font.ts): nothing is fetched; the PNG is written
 * by png.ts. Each picture is made once per look of the board and kept in the edge cache
 * under a URL that names it (preview.ts: previewImagePath).
 */
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import type { PreviewWords } from "./preview";
import { FONT, previewSvg } from "./preview-card";
import { BOLD, BOOK } from "./preview-font";
import { encodePng } from "./png";

let ready: Promise<void> | null = null;
let fonts: Uint8Array[] | null = null;

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Starts the renderer once per isolate (the module is compiled with the Worker; this instantiates it). */
function start(): Promise<void> {
  ready ??= initWasm(resvgWasm).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  fonts ??= [fromBase64(BOLD), fromBase64(BOOK)];
  return ready;
}

/** The preview as PNG bytes. */
export async function renderPreview(game: string, view: unknown, words: PreviewWords): Promise<Uint8Array> {
  await start();
  const resvg = new Resvg(previewSvg(game, view, words), {
    font: { fontBuffers: fonts ?? [], defaultFontFamily: FONT, sansSerifFamily: FONT },
    fitTo: { mode: "original" },
  });
  try {
    const image = resvg.render();
    try {
      // The runtime's zlib, not resvg's own encoder in WebAssembly: half the CPU, and smaller files.
      return await encodePng(image.width, image.height, image.pixels);
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
