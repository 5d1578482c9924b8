import { describe, expect, it } from "vitest";
import { STATE_AREAS } from "../../../shared/games/union-forever/data/map";
import { dice, game, play, scenario, withActs } from "./helpers";

describe("Pacification", () => {
  it("a Union ACT lets a Union army try to Pacify the empty, uncontrolled area it stands in", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "va-northern" } }), "union");
    expect(game.legal(s, 0)).toContainEqual({ t: "pacify", unit: "ua-potomac" });
    const t = play(s, [{ t: "pacify", unit: "ua-potomac" }], dice(3, 2)); // 3 + 4 = 7 against 2 + 4 = 6
    expect(t.pacified).toContain("va-northern");
    expect(t.events[0]).toMatchObject({ e: "pacify", union: { total: 7 }, confederacy: { total: 6 }, success: true });
  });

  it("only a higher Union total Pacifies: a tie has no effect", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "va-northern" } }), "union");
    const t = play(s, [{ t: "pacify", unit: "ua-potomac" }], dice(2, 2));
    expect(t.pacified).not.toContain("va-northern");
    expect(t.events[0]).toMatchObject({ e: "pacify", success: false });
  });

  it("a weakened army adds only 2; the Confederacy adds the current CRL", () => {
    const s = withActs(scenario({ crl: 2, units: { "ua-ohio": ["tn-east", "weakened"] } }), "union");
    const t = play(s, [{ t: "pacify", unit: "ua-ohio" }], dice(5, 4)); // 5 + 2 = 7 against 4 + 2 = 6
    expect(t.events[0]).toMatchObject({ union: { total: 7 }, confederacy: { total: 6 }, success: true });
  });

  it("is impossible while a Confederate army or militia is present, or in an area already Pacified", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "va-northern", "cm-1": "va-northern", "ua-ohio": "va-northwest" } }), "union");
    expect(game.legal(s, 0)).not.toContainEqual({ t: "pacify", unit: "ua-potomac" });
    expect(game.legal(s, 0)).not.toContainEqual({ t: "pacify", unit: "ua-ohio" });
  });

  it("is for the Union only", () => {
    const s = withActs(scenario({ units: { "ca-northern-virginia": "va-northern" } }), "confederacy");
    expect(game.legal(s, 1).some((a) => a.t === "pacify")).toBe(false);
  });

  it("moves the CRL marker left one space when the last area of a state is Pacified", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "ar-south" }, pacified: ["ar-ozarks", "ar-delta"] }), "union");
    const t = play(s, [{ t: "pacify", unit: "ua-potomac" }], dice(6, 1));
    expect(STATE_AREAS.arkansas.every((a) => t.pacified.includes(a))).toBe(true);
    expect(t.crl).toBe(7);
    expect(t.events).toContainEqual({ e: "crl", from: 8, to: 7, why: "state", state: "arkansas" });
  });

  it("decision (rules version 2): Missouri and Kentucky, which never seceded, do not move the CRL", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "ky-east" }, pacified: ["ky-west", "ky-bluegrass"] }), "union");
    const t = play(s, [{ t: "pacify", unit: "ua-potomac" }], dice(6, 1));
    expect(STATE_AREAS.kentucky.every((a) => t.pacified.includes(a))).toBe(true);
    expect(t.crl).toBe(8);
    expect(t.events.filter((e) => e.e === "crl")).toEqual([]);
  });

  it("moves it left one space for Richmond, and two when Richmond completes Virginia", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "va-richmond" } }), "union");
    const t = play(s, [{ t: "pacify", unit: "ua-potomac" }], dice(6, 1));
    expect(t.crl).toBe(7);
    expect(t.events).toContainEqual({ e: "crl", from: 8, to: 7, why: "richmond", state: null });
    const rest = STATE_AREAS.virginia.filter((a) => a !== "va-richmond" && a !== "va-northwest");
    const u = play(withActs(scenario({ units: { "ua-potomac": "va-richmond" }, pacified: rest }), "union"), [{ t: "pacify", unit: "ua-potomac" }], dice(6, 1));
    expect(u.crl).toBe(6);
  });

  it("is never undone: the Confederacy cannot regain a Pacified area", () => {
    const s = withActs(scenario({ units: { "cm-1": "va-southwest", "ca-northern-virginia": "va-shenandoah" }, pacified: ["va-southwest"] }), "confederacy", 2);
    const t = play(s, [
      { t: "move", unit: "ca-northern-virginia", to: "va-southwest" },
      { t: "pass" },
    ]);
    expect(t.pacified).toContain("va-southwest");
    expect(t.pacified).toContain("va-northwest");
  });
});
