import { createMemo } from "solid-js";
import { encode } from "uqr";

/** The path of every dark module, one unit square each, as a single SVG path. */
function modulesPath(data: boolean[][]): string {
  let d = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}

/** A QR code of `text`, drawn in the page (dark on light, whatever the theme). Loaded lazily. */
export default function QrCode(props: { text: string; label: string }) {
  const qr = createMemo(() => {
    const result = encode(props.text, { ecc: "M", border: 2 });
    return { size: result.size, path: modulesPath(result.data) };
  });
  return (
    <svg
      class="qr"
      viewBox={`0 0 ${qr().size} ${qr().size}`}
      role="img"
      aria-label={props.label}
      shape-rendering="crispEdges"
      data-testid="qr"
    >
      <rect width={qr().size} height={qr().size} fill="#fff" />
      <path d={qr().path} fill="#000" />
    </svg>
  );
}
