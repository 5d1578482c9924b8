/** The printed symbols, drawn small: for cards (HTML) and for the map (inside an SVG). */
import type { JSX } from "solid-js";

type IconProps = { class?: string; title?: string };

/**
 * An icon's class and title set on its drawing. Icons are drawn with fixed props (a card's
 * printed symbols, the help's key), so they are read once: an icon sets up no reactive part,
 * and each is one template (a hand of cards drew dozens of them at the board's start).
 */
function icon(props: IconProps, svg: JSX.Element): JSX.Element {
  const el = svg as SVGSVGElement;
  el.setAttribute("class", `lc-icon ${props.class ?? ""}`);
  if (props.title) {
    const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
    title.textContent = props.title;
    el.prepend(title);
    el.setAttribute("role", "img");
  } else el.setAttribute("aria-hidden", "true");
  return el;
}

/** Leadership: a yellow star. */
export const StarPath = "M12 1.8l3.1 6.5 7.1.9-5.2 4.9 1.3 7-6.3-3.5-6.3 3.5 1.3-7L1.8 9.2l7.1-.9z";
export const Star = (p: IconProps) =>
  icon(
    p,
    <svg viewBox="0 0 24 24">
      <path d={StarPath} fill="#facc15" stroke="#92400e" stroke-width="1.2" stroke-linejoin="round" />
    </svg>,
  );

/** Movement: a locomotive. */
export const Train = (p: IconProps) =>
  icon(
    p,
    <svg viewBox="0 0 24 24">
      <path d="M3 16V8h7V5h4v3h4l3 4v4z" fill="#374151" />
      <rect x="14.5" y="9" width="3" height="2.6" fill="#e5e7eb" />
      <circle cx="7" cy="18.5" r="2.3" fill="#111827" />
      <circle cx="16.5" cy="18.5" r="2.3" fill="#111827" />
      <path d="M4 5h4" stroke="#9ca3af" stroke-width="2" stroke-linecap="round" />
    </svg>,
  );

/** Naval movement and ships: a steamer. */
export const Ship = (p: IconProps) =>
  icon(
    p,
    <svg viewBox="0 0 24 24">
      <path d="M2 14h20l-3.2 5.5H5.2z" fill="#1e3a8a" />
      <path d="M6 14V10h9v4z" fill="#475569" />
      <rect x="9" y="5" width="2.6" height="5" fill="#111827" />
      <path d="M2 21.5c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1" stroke="#60a5fa" stroke-width="1.4" fill="none" />
    </svg>,
  );

/** An army: the infantry box with its strength. */
export const Army = (p: IconProps & { strength: number; fill: string }) => {
  const { strength, fill } = p;
  return icon(
    p,
    <svg viewBox="0 0 24 24">
      <rect x="1.5" y="4" width="21" height="16" rx="2" fill={fill} stroke="#0f172a" stroke-width="1.2" />
      <text x="12" y="17.3" text-anchor="middle" font-size="13" font-weight="800" fill="#fff">
        {strength}
      </text>
    </svg>,
  );
};

/** A fort: a tower with battlements. */
export const Fort = (p: IconProps) =>
  icon(
    p,
    <svg viewBox="0 0 24 24">
      <path d="M3 21V7h3v3h3V7h6v3h3V7h3v14z" fill="#57534e" stroke="#1c1917" stroke-width="1" stroke-linejoin="round" />
      <rect x="10" y="14" width="4" height="7" fill="#1c1917" />
    </svg>,
  );

/** A politician (influence in Europe): a top hat. */
export const Politician = (p: IconProps) =>
  icon(
    p,
    <svg viewBox="0 0 24 24">
      <rect x="7" y="3" width="10" height="13" rx="1" fill="#111827" />
      <rect x="7" y="12" width="10" height="2.2" fill="#b91c1c" />
      <ellipse cx="12" cy="17.5" rx="10" ry="3" fill="#111827" />
    </svg>,
  );

/** The cost of a deploy: cards to discard. */
export const Cost = (p: IconProps & { n: number }) => {
  const { n } = p;
  return icon(
    p,
    <svg viewBox="0 0 24 24">
      <rect x="8" y="3" width="12" height="16" rx="2" fill="#fff" stroke="#374151" stroke-width="1.4" transform="rotate(10 14 11)" />
      <rect x="4" y="5" width="12" height="16" rx="2" fill="#fff" stroke="#374151" stroke-width="1.4" />
      <text x="10" y="17.6" text-anchor="middle" font-size="13.5" font-weight="800" fill="#111827">
        {n}
      </text>
    </svg>,
  );
};
