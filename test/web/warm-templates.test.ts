/**
 * A board's templates are parsed as its code arrives, in short tasks, not in its first render
 * (web/src/lib/warm-templates.ts). A template here is a function that notes when it is drawn.
 */
import { describe, expect, it } from "vitest";
import { listTemplate, warmedWhileLoading } from "../../web/src/lib/warm-templates";

const drawn: string[] = [];
/** A template as the compiled JSX declares one; drawing it takes `ms` of CPU. */
const declare = (name: string, ms = 0) =>
  listTemplate(() => {
    const until = performance.now() + ms;
    while (performance.now() < until);
    drawn.push(name);
    return name;
  });

describe("warming a board's templates", () => {
  it("draws each template the load brought once, and none declared before it", async () => {
    drawn.length = 0;
    declare("home page");
    const board = await warmedWhileLoading(async () => {
      declare("map");
      declare("card");
      return "board module";
    });
    expect(board).toBe("board module");
    expect(drawn).toEqual(["map", "card"]);
  });

  it("gives the page a turn between slices of a few milliseconds", async () => {
    drawn.length = 0;
    // What the page's other tasks see: how many templates were drawn when each of them ran.
    const seen: number[] = [];
    let ticking = true;
    const tick = () => {
      seen.push(drawn.length);
      if (ticking) setTimeout(tick);
    };
    setTimeout(tick);
    await warmedWhileLoading(async () => {
      for (let k = 0; k < 8; k++) declare(`part ${k}`, 2);
    });
    ticking = false;
    expect(drawn).toHaveLength(8);
    // 16 ms of drawing in slices of 3 ms: the page ran between them, with some but not all drawn.
    expect(seen.some((n) => n > 0 && n < 8)).toBe(true);
  });
});
