import { describe, expect, it } from "vitest";
import { CRL_BY_SPACE, CRL_START_SPACE, LAST_TURN, crlOf } from "../../../shared/games/union-forever/data/track";
import { CONFEDERATE_UNITS, UNION_UNITS, UNITS } from "../../../shared/games/union-forever/data/units";

describe("the counters", () => {
  it("are three Confederate armies, three militia and six Union armies", () => {
    const kinds = (kind: string) => Object.values(UNITS).filter((u) => u.kind === kind).length;
    expect(kinds("confederate-army")).toBe(3);
    expect(kinds("militia")).toBe(3);
    expect(kinds("union-army")).toBe(6);
    expect(CONFEDERATE_UNITS).toHaveLength(6);
    expect(UNION_UNITS).toHaveLength(6);
  });

  it("give each Confederate army its own label", () => {
    expect(UNITS["ca-northern-virginia"].label).toBe("northern-virginia");
    expect(UNITS["ca-tennessee"].label).toBe("tennessee");
    expect(UNITS["ca-mississippi"].label).toBe("mississippi");
  });

  it("print a combat factor on each side of a Union army, the weakened one lower", () => {
    for (const id of UNION_UNITS) {
      const cf = UNITS[id].cf;
      expect(cf, id).not.toBeNull();
      if (cf) expect(cf.weakened, id).toBeLessThan(cf.full);
    }
  });

  it("bring the Potomac, Tennessee and Ohio at the start, the Shenandoah on turn 2, the Mississippi on 3, the Cumberland on 4", () => {
    expect(Object.fromEntries(UNION_UNITS.map((id) => [id, UNITS[id].arrives]))).toEqual({
      "ua-potomac": 1,
      "ua-tennessee": 1,
      "ua-ohio": 1,
      "ua-shenandoah": 2,
      "ua-mississippi": 3,
      "ua-cumberland": 4,
    });
  });
});

describe("the Record Track", () => {
  it("has spaces 0 to 9, space 8 showing CRL 4 and space 0 CRL 0", () => {
    expect(CRL_BY_SPACE).toHaveLength(10);
    expect(crlOf(8)).toBe(4);
    expect(crlOf(0)).toBe(0);
    expect(CRL_START_SPACE).toBe(8);
  });

  it("shows a red number that never falls as the marker moves right, and is 1 or more off space 0", () => {
    for (let s = 1; s < CRL_BY_SPACE.length; s++) {
      expect(crlOf(s)).toBeGreaterThanOrEqual(crlOf(s - 1));
      expect(crlOf(s)).toBeGreaterThanOrEqual(1);
    }
  });

  it("counts turns 1 to 8", () => {
    expect(LAST_TURN).toBe(8);
  });
});
