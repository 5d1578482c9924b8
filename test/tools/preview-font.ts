/**
 * Writes worker/preview-font.ts: DejaVu Sans Bold and Book cut down to the characters the
 * link previews write (ASCII and a few marks), base64 in a module, so the Worker bundles
 * them with no build rule. Run once after changing the character set:
 *   apt-get install -y fonttools fonts-dejavu-core && node --import tsx test/tools/preview-font.ts
 * DejaVu's licence (Bitstream Vera's, with public-domain changes) allows a modified copy whose
 * name holds neither "Bitstream" nor "Vera": "DejaVu Sans" is kept, so the SVG can name it.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const UNICODES = "U+0020-007E,U+00B7,U+00D7,U+2013,U+2014,U+2019,U+201C,U+201D,U+2026,U+2212";
const FONTS = { bold: "DejaVuSans-Bold.ttf", book: "DejaVuSans.ttf" } as const;

const out: string[] = [];
for (const [name, file] of Object.entries(FONTS)) {
  const subset = join(tmpdir(), `preview-${name}.ttf`);
  execFileSync("pyftsubset", [
    `/usr/share/fonts/truetype/dejavu/${file}`,
    `--unicodes=${UNICODES}`,
    "--layout-features=kern",
    "--no-hinting",
    "--desubroutinize",
    `--output-file=${subset}`,
  ]);
  const base64 = readFileSync(subset).toString("base64");
  rmSync(subset);
  out.push(`/** DejaVu Sans ${name === "bold" ? "Bold" : "Book"}, subset (${Math.round((base64.length * 3) / 4 / 1024)} KB). */\nexport const ${name.toUpperCase()} = "${base64}";`);
}
writeFileSync(
  new URL("../../worker/preview-font.ts", import.meta.url),
  `/**\n * The link previews' fonts, written by test/tools/preview-font.ts (do not edit): DejaVu Sans\n * (Bitstream Vera licence, DejaVu changes in the public domain), cut to ${UNICODES}.\n */\n${out.join("\n")}\n`,
);
console.log("wrote worker/preview-font.ts");
