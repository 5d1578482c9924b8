/**
 * The component data, against every fact the rulebook states about the printed
 * components, and the authored data's own consistency.
 */
import { describe, expect, test } from "vitest";
import { ACTION_TIMING, CARDS, CONFEDERATE_CARDS, UNION_CARDS } from "../../../shared/games/lincoln/data/cards";
import { ARMY_MIX, COUNTERS, FORT_COUNT, START_DEPLOYMENT } from "../../../shared/games/lincoln/data/counters";
import {
  EXITS,
  LOCATIONS,
  LOCATION_IDS,
  NAVAL_HUB,
  NAVAL_ROUTES,
  RAIL_LINKS,
  linkDefence,
  supplySources,
} from "../../../shared/games/lincoln/data/map";
import {
  BLOCKADE_START,
  BLOCKADE_TRACK,
  EUROPE_CONFEDERATE_END,
  EUROPE_START,
  EUROPE_UNION_END,
} from "../../../shared/games/lincoln/data/tracks";

describe("the map", () => {
  test("has at least 24 locations, among them every place the rulebook names", () => {
    expect(LOCATION_IDS.length).toBeGreaterThanOrEqual(24);
    const names = LOCATION_IDS.map((id) => LOCATIONS[id].name);
    for (const name of [
      "Washington",
      "Harper's Ferry",
      "Kentucky",
      "Cairo",
      "Manassas",
      "Front Royal",
      "Savannah",
      "New Orleans",
      "Nashville",
      "Fort Henry & Donelson",
      "Fort Monroe",
      "Richmond",
      "Atlanta",
      "Chattanooga",
      "Vicksburg",
    ])
      expect(names).toContain(name);
  });

  test("the Union starts in blue locations and the Confederacy in grey ones", () => {
    for (const { loc } of START_DEPLOYMENT.union) expect(LOCATIONS[loc].colour).toBe("blue");
    for (const { loc } of START_DEPLOYMENT.confederate) expect(LOCATIONS[loc].colour).toBe("grey");
  });

  test("Chattanooga is worth 1 VP and Atlanta 2, as the rulebook's example says", () => {
    expect(LOCATIONS.chattanooga.vp).toBe(1);
    expect(LOCATIONS.atlanta.vp).toBe(2);
  });

  test("the Union's only supply source is Washington; the Confederacy's are Richmond and Atlanta", () => {
    expect(supplySources("union")).toEqual(["washington"]);
    expect(supplySources("confederate").sort()).toEqual(["atlanta", "richmond"]);
  });

  test("the top three locations on the Union side are marked, blue, and the northernmost on the board", () => {
    const rear = LOCATION_IDS.filter((id) => LOCATIONS[id].unionRear);
    expect(rear).toHaveLength(3);
    for (const id of rear) expect(LOCATIONS[id].colour).toBe("blue");
    const others = LOCATION_IDS.filter((id) => !LOCATIONS[id].unionRear);
    expect(Math.max(...rear.map((id) => LOCATIONS[id].y))).toBeLessThan(Math.min(...others.map((id) => LOCATIONS[id].y)));
  });

  test("every rail link joins a half of one location to a half of another, and the network is connected", () => {
    for (const l of RAIL_LINKS) {
      expect(l.a.loc).not.toBe(l.b.loc);
      expect([0, 1]).toContain(l.a.half);
      expect([0, 1]).toContain(l.b.half);
    }
    const seen = new Set<string>(["washington"]);
    const stack = ["washington"];
    while (stack.length > 0) for (const e of EXITS[stack.pop() as keyof typeof EXITS]) if (!seen.has(e.to)) seen.add(e.to), stack.push(e.to);
    expect(seen.size).toBe(LOCATION_IDS.length);
  });

  test("the link from Washington into Manassas gives +1 to a Confederate defender only", () => {
    const link = RAIL_LINKS.findIndex(
      (l) => [l.a.loc, l.b.loc].includes("washington") && [l.a.loc, l.b.loc].includes("manassas"),
    );
    expect(link).toBeGreaterThanOrEqual(0);
    expect(linkDefence(link, "manassas", "confederate")).toBe(1);
    expect(linkDefence(link, "manassas", "union")).toBe(0);
  });

  test("naval routes run from Washington to New Orleans (+1), Savannah (+1) and Fort Monroe (+2)", () => {
    expect(NAVAL_HUB).toBe("washington");
    expect(NAVAL_ROUTES.map((r) => [r.port, r.defence])).toEqual([
      ["new-orleans", 1],
      ["savannah", 1],
      ["fort-monroe", 2],
    ]);
    for (const id of [NAVAL_HUB, ...NAVAL_ROUTES.map((r) => r.port)]) {
      expect(LOCATIONS[id].port).toBe(true);
      expect(LOCATIONS[id].landing).not.toBeNull();
    }
  });

  test("every location has coordinates on the board for an SVG map", () => {
    for (const id of LOCATION_IDS) {
      expect(LOCATIONS[id].x).toBeGreaterThanOrEqual(0);
      expect(LOCATIONS[id].x).toBeLessThanOrEqual(1000);
      expect(LOCATIONS[id].y).toBeGreaterThanOrEqual(0);
      expect(LOCATIONS[id].y).toBeLessThanOrEqual(800);
    }
  });
});

describe("the tracks", () => {
  test('"the Confederate player draws five cards": the start space gives a hand of 5; the rest of the track is authored', () => {
    const sizes = BLOCKADE_TRACK.map((s) => s.handSize);
    expect(sizes[BLOCKADE_START]).toBe(5);
    expect(BLOCKADE_START).toBe(0);
    // Authored (see the README): the hand never grows, nor the Union's VP shrink, as the blockade tightens.
    for (let i = 1; i < BLOCKADE_TRACK.length; i++) {
      expect(BLOCKADE_TRACK[i]!.handSize).toBeLessThanOrEqual(BLOCKADE_TRACK[i - 1]!.handSize);
      expect(BLOCKADE_TRACK[i]!.vp).toBeGreaterThanOrEqual(BLOCKADE_TRACK[i - 1]!.vp);
    }
  });

  test("the Europe track has a start space between the Union end and the Confederate end", () => {
    expect(EUROPE_UNION_END).toBeLessThan(EUROPE_START);
    expect(EUROPE_START).toBeLessThan(EUROPE_CONFEDERATE_END);
  });
});

describe("the counters", () => {
  test("armies of strength 1, 2 and 3 for each side, enough for the starting deployment", () => {
    for (const side of ["union", "confederate"] as const)
      for (const strength of [1, 2, 3] as const) {
        expect(ARMY_MIX[side][strength]).toBeGreaterThan(0);
        const needed = START_DEPLOYMENT[side].filter((d) => d.strength === strength).length;
        expect(ARMY_MIX[side][strength]).toBeGreaterThan(needed);
      }
  });

  test("there are 4 forts, all Confederate", () => {
    const forts = COUNTERS.filter((c) => c.kind === "fort");
    expect(forts).toHaveLength(FORT_COUNT);
    expect(FORT_COUNT).toBe(4);
    expect(forts.every((f) => f.side === "confederate")).toBe(true);
  });
});

describe("the cards", () => {
  test("68 Union and 51 Confederate cards, each with a unique id", () => {
    expect(UNION_CARDS).toHaveLength(68);
    expect(CONFEDERATE_CARDS).toHaveLength(51);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(119);
  });

  test("a top symbol costs 1 or 2 cards; only the Confederacy has forts; only the Union has naval symbols", () => {
    for (const c of CARDS) {
      if (c.top) expect([1, 2]).toContain(c.top.cost);
      if (c.top?.kind === "fort") expect(c.side).toBe("confederate");
      if (c.naval) expect(c.side).toBe("union");
    }
  });

  test("ship cards carry the naval symbol, so that one used to sail is discarded, not lost", () => {
    for (const c of UNION_CARDS) if (c.top?.kind === "ship") expect(c.naval).toBe(true);
  });

  test("each card action has its timing: Draft/Blockade Runner free, High Ground and Reinforcements benefits, the rest actions", () => {
    expect(ACTION_TIMING).toEqual({
      "draw-three": "free",
      "cavalry-raid": "action",
      "high-ground": "benefit",
      "deploy-two": "action",
      "rail-movement": "action",
      reinforcements: "benefit",
    });
    for (const c of CARDS) if (c.action) expect(c.action.timing).toBe(ACTION_TIMING[c.action.kind]);
    for (const side of [UNION_CARDS, CONFEDERATE_CARDS])
      for (const kind of Object.keys(ACTION_TIMING)) expect(side.some((c) => c.action?.kind === kind)).toBe(true);
  });

  test("the I and II cards make the Union deck stronger and the Confederate deck weaker", () => {
    const worth = (cs: typeof CARDS) =>
      cs.reduce((sum, c) => sum + c.leadership + (c.top ? 1 : 0) + (c.movement ? 1 : 0) + (c.naval ? 1 : 0) + (c.action ? 1 : 0), 0) /
      cs.length;
    for (const reserve of ["I", "II"] as const) {
      const union = UNION_CARDS.filter((c) => c.reserve === reserve);
      const confederate = CONFEDERATE_CARDS.filter((c) => c.reserve === reserve);
      expect(union.length).toBeGreaterThan(0);
      expect(confederate.length).toBeGreaterThan(0);
      expect(worth(union)).toBeGreaterThan(worth(UNION_CARDS.filter((c) => c.reserve === null)));
      expect(worth(confederate)).toBeLessThan(worth(CONFEDERATE_CARDS.filter((c) => c.reserve === null)));
    }
  });
});
