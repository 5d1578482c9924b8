/**
 * Each text drawn under an element, with its size on screen in
 * CSS px: the computed font size, scaled as drawn for SVG text (its viewBox and zoom). Texts
 * not rendered are left out.
 */
import type { Locator } from "playwright-core";

export type TextSize = { text: string; px: number };

export function textSizes(root: Locator): Promise<TextSize[]> {
  return root.evaluate((top) => {
    const out: { text: string; px: number }[] = [];
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // not rendered
      let px = Number.parseFloat(getComputedStyle(element).fontSize);
      if (element instanceof SVGGraphicsElement) {
        const m = element.getScreenCTM();
        if (m) px *= Math.hypot(m.a, m.b);
      }
      out.push({ text: text.slice(0, 40), px });
    }
    return out;
  });
}
