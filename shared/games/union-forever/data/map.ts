/**
 * The map, authored from the rulebook's words (see README.md, "The map"): the
 * Confederate states east of Texas cut into areas, plus Missouri and Kentucky,
 * the off-map North where the Union armies gather, and the box at sea for the
 * Anaconda Plan marker. Coordinates are on a 600 x 400 frame (x east, y south),
 * the proportions of the postcard map, for a future SVG board.
 */

/** The states on the map, each made of one or more areas (solid borders between states). */
export const STATE_IDS = [
  "missouri",
  "kentucky",
  "virginia",
  "north-carolina",
  "south-carolina",
  "tennessee",
  "georgia",
  "florida",
  "alabama",
  "mississippi",
  "louisiana",
  "arkansas",
] as const;
export type StateId = (typeof STATE_IDS)[number];

export const STATE_NAMES: Record<StateId, string> = {
  missouri: "Missouri",
  kentucky: "Kentucky",
  virginia: "Virginia",
  "north-carolina": "North Carolina",
  "south-carolina": "South Carolina",
  tennessee: "Tennessee",
  georgia: "Georgia",
  florida: "Florida",
  alabama: "Alabama",
  mississippi: "Mississippi",
  louisiana: "Louisiana",
  arkansas: "Arkansas",
};

/** The army designations printed in areas: a Confederate army may only enter its own. */
export const ARMY_LABELS = ["northern-virginia", "tennessee", "mississippi"] as const;
export type ArmyLabel = (typeof ARMY_LABELS)[number];

export const LABEL_NAMES: Record<ArmyLabel, string> = {
  "northern-virginia": "N. Virginia",
  tennessee: "Tennessee",
  mississippi: "Mississippi",
};

export const AREA_IDS = [
  "mo-north",
  "mo-st-louis",
  "mo-south",
  "ky-west",
  "ky-bluegrass",
  "ky-east",
  "va-northwest",
  "va-shenandoah",
  "va-northern",
  "va-richmond",
  "va-tidewater",
  "va-southside",
  "va-southwest",
  "nc-mountains",
  "nc-piedmont",
  "nc-coast",
  "sc-upcountry",
  "sc-midlands",
  "sc-lowcountry",
  "tn-west",
  "tn-middle",
  "tn-east",
  "ga-north",
  "ga-atlanta",
  "ga-southwest",
  "ga-coast",
  "florida",
  "al-north",
  "al-central",
  "al-south",
  "ms-north",
  "ms-central",
  "ms-south",
  "la-north",
  "la-central",
  "la-south",
  "ar-ozarks",
  "ar-delta",
  "ar-south",
] as const;
export type AreaId = (typeof AREA_IDS)[number];

/** Off the map's top edge: where Union armies gather and Rebel invasions strike. */
export const NORTH = "north";
export type North = typeof NORTH;

/** A place a unit can stand: an area, or off-map in the North. */
export type Place = AreaId | North;

export type AreaData = {
  name: string;
  state: StateId;
  /** The army designation printed in the area; null in the two unlabelled areas. */
  label: ArmyLabel | null;
  /** Whether the area's edge is the map edge facing the North (the only way off the map). */
  north: boolean;
  /** Centre of the area on the 600 x 400 frame, for the board. */
  x: number;
  y: number;
};

const area = (name: string, state: StateId, label: ArmyLabel | null, x: number, y: number, north = false): AreaData => ({
  name,
  state,
  label,
  north,
  x,
  y,
});

/**
 * Every area. Labels follow the three armies' historical theatres: N. Virginia in
 * Virginia and eastern North Carolina; Tennessee from the Kentucky Bluegrass
 * through East and Middle Tennessee to North Alabama, Georgia and the
 * Carolinas' uplands and coast; Mississippi west of that, from Missouri and
 * western Kentucky to Louisiana and the Alabama Gulf. The rulebook names exactly
 * two unlabelled areas: modern West Virginia and Florida. Virginia's northwest area is
 * named West Virginia, as the rulebook calls it.
 */
export const AREAS: Record<AreaId, AreaData> = {
  "mo-north": area("North Missouri", "missouri", "mississippi", 55, 40, true),
  "mo-st-louis": area("St. Louis", "missouri", "mississippi", 120, 70, true),
  "mo-south": area("Southern Missouri", "missouri", "mississippi", 70, 120),
  "ky-west": area("Western Kentucky", "kentucky", "mississippi", 190, 110, true),
  "ky-bluegrass": area("The Bluegrass", "kentucky", "tennessee", 260, 80, true),
  "ky-east": area("Eastern Kentucky", "kentucky", "tennessee", 330, 95, true),
  "va-northwest": area("West Virginia", "virginia", null, 395, 45, true),
  "va-shenandoah": area("Shenandoah Valley", "virginia", "northern-virginia", 455, 70, true),
  "va-northern": area("Northern Virginia", "virginia", "northern-virginia", 520, 40, true),
  "va-richmond": area("Richmond", "virginia", "northern-virginia", 545, 95),
  "va-tidewater": area("Tidewater", "virginia", "northern-virginia", 590, 110),
  "va-southside": area("Southside Virginia", "virginia", "northern-virginia", 505, 130),
  "va-southwest": area("Southwest Virginia", "virginia", "northern-virginia", 410, 120),
  "nc-mountains": area("Western North Carolina", "north-carolina", "tennessee", 405, 170),
  "nc-piedmont": area("Piedmont", "north-carolina", "northern-virginia", 475, 170),
  "nc-coast": area("Eastern North Carolina", "north-carolina", "northern-virginia", 560, 165),
  "sc-upcountry": area("Upcountry", "south-carolina", "tennessee", 440, 205),
  "sc-midlands": area("Midlands", "south-carolina", "tennessee", 480, 230),
  "sc-lowcountry": area("Lowcountry", "south-carolina", "tennessee", 525, 255),
  "tn-west": area("West Tennessee", "tennessee", "mississippi", 175, 165),
  "tn-middle": area("Middle Tennessee", "tennessee", "tennessee", 250, 155),
  "tn-east": area("East Tennessee", "tennessee", "tennessee", 335, 145),
  "ga-north": area("North Georgia", "georgia", "tennessee", 350, 205),
  "ga-atlanta": area("Atlanta", "georgia", "tennessee", 385, 245),
  "ga-southwest": area("Southwest Georgia", "georgia", "tennessee", 375, 300),
  "ga-coast": area("Coastal Georgia", "georgia", "tennessee", 450, 290),
  florida: area("Florida", "florida", null, 430, 365),
  "al-north": area("North Alabama", "alabama", "tennessee", 280, 210),
  "al-central": area("Central Alabama", "alabama", "mississippi", 300, 260),
  "al-south": area("South Alabama", "alabama", "mississippi", 295, 320),
  "ms-north": area("North Mississippi", "mississippi", "mississippi", 215, 215),
  "ms-central": area("Central Mississippi", "mississippi", "mississippi", 210, 265),
  "ms-south": area("South Mississippi", "mississippi", "mississippi", 220, 320),
  "la-north": area("North Louisiana", "louisiana", "mississippi", 130, 260),
  "la-central": area("Red River", "louisiana", "mississippi", 135, 305),
  "la-south": area("South Louisiana", "louisiana", "mississippi", 170, 350),
  "ar-ozarks": area("The Ozarks", "arkansas", "mississippi", 60, 170),
  "ar-delta": area("Arkansas Delta", "arkansas", "mississippi", 125, 175),
  "ar-south": area("South Arkansas", "arkansas", "mississippi", 95, 220),
};

/** The Richmond area: +1 to the Confederacy in battles there; its Pacification moves the CRL. */
export const RICHMOND: AreaId = "va-richmond";

/** Under Union control at the start: modern West Virginia (rulebook, "Setup"). */
export const START_PACIFIED: readonly AreaId[] = ["va-northwest"];

/** Where no Confederate unit may be set up: the Missouri and Kentucky areas. */
export const BORDER_STATES: readonly StateId[] = ["missouri", "kentucky"];

/** Where the board draws the off-map North and the box at sea. */
export const NORTH_BOX = { x: 300, y: 8 };
export const SEA_BOX = { x: 555, y: 330 };

/**
 * Every border between two areas, once. Borders between areas of one state are
 * the dashed lines, the others the solid state lines. "mountain" marks the three
 * Appalachian ridges no unit may cross: the Allegheny Front (West Virginia /
 * Shenandoah), the Cumberland Mountains (Eastern Kentucky / Southwest Virginia)
 * and the Great Smokies (East Tennessee / Western North Carolina).
 */
export const BORDERS: readonly (readonly [AreaId, AreaId] | readonly [AreaId, AreaId, "mountain"])[] = [
  ["mo-north", "mo-st-louis"],
  ["mo-north", "mo-south"],
  ["mo-st-louis", "mo-south"],
  ["mo-south", "ky-west"],
  ["mo-south", "tn-west"],
  ["mo-south", "ar-ozarks"],
  ["mo-south", "ar-delta"],
  ["ky-west", "ky-bluegrass"],
  ["ky-bluegrass", "ky-east"],
  ["ky-west", "tn-west"],
  ["ky-west", "tn-middle"],
  ["ky-bluegrass", "tn-middle"],
  ["ky-east", "tn-east"],
  ["ky-east", "va-northwest"],
  ["ky-east", "va-southwest", "mountain"],
  ["va-northwest", "va-shenandoah", "mountain"],
  ["va-northwest", "va-southwest"],
  ["va-shenandoah", "va-northern"],
  ["va-shenandoah", "va-richmond"],
  ["va-shenandoah", "va-southwest"],
  ["va-northern", "va-richmond"],
  ["va-northern", "va-tidewater"],
  ["va-richmond", "va-tidewater"],
  ["va-richmond", "va-southside"],
  ["va-tidewater", "va-southside"],
  ["va-tidewater", "nc-coast"],
  ["va-southside", "va-southwest"],
  ["va-southside", "nc-piedmont"],
  ["va-southside", "nc-coast"],
  ["va-southwest", "tn-east"],
  ["va-southwest", "nc-mountains"],
  ["nc-mountains", "nc-piedmont"],
  ["nc-piedmont", "nc-coast"],
  ["nc-mountains", "tn-east", "mountain"],
  ["nc-mountains", "sc-upcountry"],
  ["nc-mountains", "ga-north"],
  ["nc-piedmont", "sc-upcountry"],
  ["nc-piedmont", "sc-midlands"],
  ["nc-coast", "sc-lowcountry"],
  ["sc-upcountry", "sc-midlands"],
  ["sc-midlands", "sc-lowcountry"],
  ["sc-upcountry", "ga-atlanta"],
  ["sc-midlands", "ga-atlanta"],
  ["sc-lowcountry", "ga-coast"],
  ["tn-west", "tn-middle"],
  ["tn-middle", "tn-east"],
  ["tn-west", "ms-north"],
  ["tn-west", "ar-delta"],
  ["tn-middle", "al-north"],
  ["tn-east", "ga-north"],
  ["tn-east", "al-north"],
  ["ga-north", "ga-atlanta"],
  ["ga-north", "al-north"],
  ["ga-atlanta", "ga-southwest"],
  ["ga-atlanta", "ga-coast"],
  ["ga-atlanta", "al-central"],
  ["ga-southwest", "ga-coast"],
  ["ga-southwest", "al-central"],
  ["ga-southwest", "al-south"],
  ["ga-southwest", "florida"],
  ["ga-coast", "florida"],
  ["al-north", "al-central"],
  ["al-central", "al-south"],
  ["al-north", "ms-north"],
  ["al-central", "ms-central"],
  ["al-south", "ms-south"],
  ["al-south", "florida"],
  ["ms-north", "ms-central"],
  ["ms-central", "ms-south"],
  ["ms-north", "ar-delta"],
  ["ms-central", "la-north"],
  ["ms-south", "la-central"],
  ["ms-south", "la-south"],
  ["ar-ozarks", "ar-delta"],
  ["ar-ozarks", "ar-south"],
  ["ar-delta", "ar-south"],
  ["ar-south", "la-north"],
  ["la-north", "la-central"],
  ["la-central", "la-south"],
];

function buildNeighbours(mountains: boolean | null): Record<AreaId, AreaId[]> {
  const out = Object.fromEntries(AREA_IDS.map((id) => [id, [] as AreaId[]])) as Record<AreaId, AreaId[]>;
  for (const [a, b, kind] of BORDERS) {
    if (mountains !== null && (kind === "mountain") !== mountains) continue;
    out[a].push(b);
    out[b].push(a);
  }
  for (const id of AREA_IDS) out[id].sort((p, q) => AREA_IDS.indexOf(p) - AREA_IDS.indexOf(q));
  return out;
}

/** Every area sharing a border with each area, mountain or not, in map order. */
export const NEIGHBOURS: Record<AreaId, readonly AreaId[]> = buildNeighbours(null);

/** The neighbours a unit may move to: every border but a mountain one ("Movement"). */
export const PASSABLE: Record<AreaId, readonly AreaId[]> = buildNeighbours(false);

/** The neighbours behind a mountain border. */
export const MOUNTAINS: Record<AreaId, readonly AreaId[]> = buildNeighbours(true);

/** The areas of each state: a state whose areas are all Pacified moves the CRL. */
export const STATE_AREAS: Record<StateId, readonly AreaId[]> = Object.fromEntries(
  STATE_IDS.map((s) => [s, AREA_IDS.filter((id) => AREAS[id].state === s)]),
) as Record<StateId, AreaId[]>;

/** The areas bordering the North, from which units may leave the map. */
export const NORTH_EDGE: readonly AreaId[] = AREA_IDS.filter((id) => AREAS[id].north);

export function isArea(place: string): place is AreaId {
  return Object.hasOwn(AREAS, place);
}

/** "Richmond", "the North", "the Bluegrass": a place in words, within a sentence ("moves from the Bluegrass to…"). */
export function placeName(place: Place): string {
  return place === NORTH ? "the North" : AREAS[place].name.replace(/^The /, "the ");
}
