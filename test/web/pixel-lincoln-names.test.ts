/**
 * A card's name stays inside the card on a 360 px phone: a small card is 68 px inside, where
 * words of up to 8 letters fit in the card font (measured in Chromium) and longer ones need
 * a place to break, which the page gives them as a soft hyphen.
 */
import { describe, expect, it } from "vitest";
import { CARDS } from "../../shared/games/pixel-lincoln/data/cards";
import { NAME_BREAKS, nameOnCard } from "../../web/src/games/pixel-lincoln/words";

const SOFT_HYPHEN = "\u00ad";
const words = (name: string) => name.match(/[A-Za-z]+/g) ?? [];

describe("Pixel Lincoln card names on a card", () => {
  it("can break every word longer than 8 letters into parts of at most 8", () => {
    for (const card of CARDS) {
      for (const word of words(nameOnCard(card.name).replaceAll(SOFT_HYPHEN, " "))) expect(word.length, `${card.name}: ${word}`).toBeLessThanOrEqual(8);
    }
  });
  it("reads as the name itself once the break points are taken out", () => {
    for (const card of CARDS) expect(nameOnCard(card.name).replaceAll(SOFT_HYPHEN, "")).toBe(card.name);
  });
  it("lists only words that some card's name has", () => {
    const named = new Set(CARDS.flatMap((card) => words(card.name)));
    for (const word of NAME_BREAKS) expect(named, word).toContain(word.replace("·", ""));
  });
});
