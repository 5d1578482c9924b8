/**
 * The board: locations, their halves, rail links and naval routes.
 *
 * The rulebook names fifteen places and a few facts about them (who starts where, the
 * supply sources, Chattanooga's 1 VP and Atlanta's 2, Manassas's +1 for a Confederate
 * defender, the three naval routes and their modifiers). Everything else here is authored
 * on an 1861 railway map and documented in the game's README; the printed board can
 * replace this file without touching the rules.
 */
import type { Side } from "./sides";

/** Every location on the board, in a fixed order (north to south, roughly east to west). */
export const LOCATION_IDS = [
  "philadelphia",
  "pittsburgh",
  "indianapolis",
  "baltimore",
  "washington",
  "harpers-ferry",
  "wheeling",
  "cincinnati",
  "louisville",
  "kentucky",
  "st-louis",
  "cairo",
  "manassas",
  "front-royal",
  "fredericksburg",
  "richmond",
  "fort-monroe",
  "petersburg",
  "lynchburg",
  "knoxville",
  "raleigh",
  "wilmington",
  "charleston",
  "savannah",
  "atlanta",
  "montgomery",
  "chattanooga",
  "nashville",
  "fort-henry-donelson",
  "memphis",
  "corinth",
  "vicksburg",
  "mobile",
  "new-orleans",
] as const;
export type LocationId = (typeof LOCATION_IDS)[number];

/** A location is split in two halves; each rail link enters one of them. */
export type Half = 0 | 1;
export const HALVES: readonly Half[] = [0, 1];
/** What the two halves are called on this board: half 0 faces north, half 1 south. */
export const HALF_NAMES = ["north", "south"] as const;

export type Location = {
  id: LocationId;
  name: string;
  /** The printed colour: blue (Union) or grey (Confederate). */
  colour: "blue" | "grey";
  /** The VP hexagon: what the Union scores while it controls the location (0: none). */
  vp: number;
  /** Whether a naval route ends here. */
  port: boolean;
  /** A supply source of this side (Washington for the Union; Richmond and Atlanta). */
  supply: Side | null;
  /** One of the "top three locations on the Union side": the Confederate may never enter. */
  unionRear: boolean;
  /** The half where an army arriving by sea lands (ports only). */
  landing: Half | null;
  /** Board coordinates for an SVG map: 0-1000 west to east, 0-800 north to south. */
  x: number;
  y: number;
};

function place(
  id: LocationId,
  name: string,
  colour: "blue" | "grey",
  x: number,
  y: number,
  extra: Partial<Pick<Location, "vp" | "port" | "supply" | "unionRear" | "landing">> = {},
): Location {
  return {
    id,
    name,
    colour,
    vp: extra.vp ?? 0,
    port: extra.port ?? false,
    supply: extra.supply ?? null,
    unionRear: extra.unionRear ?? false,
    landing: extra.landing ?? null,
    x,
    y,
  };
}

export const LOCATIONS: Record<LocationId, Location> = {
  // The Union's rear: the top three locations, where no Confederate may go.
  philadelphia: place("philadelphia", "Philadelphia", "blue", 930, 60, { unionRear: true }),
  pittsburgh: place("pittsburgh", "Pittsburgh", "blue", 720, 70, { unionRear: true }),
  indianapolis: place("indianapolis", "Indianapolis", "blue", 420, 60, { unionRear: true }),
  // The Union's front line and its supply source.
  baltimore: place("baltimore", "Baltimore", "blue", 890, 150),
  washington: place("washington", "Washington", "blue", 860, 240, { supply: "union", port: true, landing: 0 }),
  "harpers-ferry": place("harpers-ferry", "Harper's Ferry", "blue", 760, 200),
  wheeling: place("wheeling", "Wheeling", "blue", 620, 150),
  cincinnati: place("cincinnati", "Cincinnati", "blue", 500, 160),
  louisville: place("louisville", "Louisville", "blue", 350, 225),
  kentucky: place("kentucky", "Kentucky", "blue", 470, 280),
  "st-louis": place("st-louis", "St. Louis", "blue", 230, 170),
  cairo: place("cairo", "Cairo", "blue", 280, 300),
  // Virginia.
  manassas: place("manassas", "Manassas", "grey", 830, 320),
  "front-royal": place("front-royal", "Front Royal", "grey", 730, 300),
  fredericksburg: place("fredericksburg", "Fredericksburg", "grey", 900, 370),
  richmond: place("richmond", "Richmond", "grey", 870, 450, { vp: 3, supply: "confederate" }),
  "fort-monroe": place("fort-monroe", "Fort Monroe", "grey", 970, 450, { port: true, landing: 1 }),
  petersburg: place("petersburg", "Petersburg", "grey", 860, 540),
  lynchburg: place("lynchburg", "Lynchburg", "grey", 720, 430),
  // The Carolinas, Georgia and the Gulf.
  knoxville: place("knoxville", "Knoxville", "grey", 590, 420),
  raleigh: place("raleigh", "Raleigh", "grey", 705, 570),
  wilmington: place("wilmington", "Wilmington", "grey", 850, 620),
  charleston: place("charleston", "Charleston", "grey", 790, 680, { vp: 1 }),
  savannah: place("savannah", "Savannah", "grey", 720, 760, { vp: 1, port: true, landing: 1 }),
  atlanta: place("atlanta", "Atlanta", "grey", 570, 650, { vp: 2, supply: "confederate" }),
  montgomery: place("montgomery", "Montgomery", "grey", 470, 690),
  chattanooga: place("chattanooga", "Chattanooga", "grey", 530, 520, { vp: 1 }),
  // Tennessee and the Mississippi.
  nashville: place("nashville", "Nashville", "grey", 450, 420, { vp: 1 }),
  "fort-henry-donelson": place("fort-henry-donelson", "Fort Henry & Donelson", "grey", 340, 390, { vp: 1 }),
  memphis: place("memphis", "Memphis", "grey", 240, 460, { vp: 1 }),
  corinth: place("corinth", "Corinth", "grey", 330, 530),
  vicksburg: place("vicksburg", "Vicksburg", "grey", 200, 620, { vp: 2 }),
  mobile: place("mobile", "Mobile", "grey", 400, 740, { vp: 1 }),
  "new-orleans": place("new-orleans", "New Orleans", "grey", 250, 760, { vp: 2, port: true, landing: 1 }),
};

/** A bonus to a defender of `side` in `into` when attacked along this link. */
export type DefenceModifier = { into: LocationId; side: Side; value: number };

/** A rail link joins a half of one location to a half of another. */
export type RailLink = {
  a: { loc: LocationId; half: Half };
  b: { loc: LocationId; half: Half };
  defence: DefenceModifier[];
};

const N: Half = 0;
const S: Half = 1;

function rail(
  aLoc: LocationId,
  aHalf: Half,
  bLoc: LocationId,
  bHalf: Half,
  ...defence: DefenceModifier[]
): RailLink {
  return { a: { loc: aLoc, half: aHalf }, b: { loc: bLoc, half: bHalf }, defence };
}

/** The rail links; a link's number is its index here. */
export const RAIL_LINKS: readonly RailLink[] = [
  // The Union's rear, joined to Washington only through Baltimore and Harper's Ferry.
  rail("philadelphia", S, "baltimore", N),
  rail("philadelphia", N, "pittsburgh", N),
  rail("pittsburgh", S, "wheeling", N),
  rail("pittsburgh", N, "indianapolis", N),
  rail("indianapolis", S, "cincinnati", N),
  rail("indianapolis", S, "st-louis", N),
  rail("indianapolis", S, "louisville", N),
  rail("baltimore", S, "washington", N),
  rail("baltimore", S, "harpers-ferry", N),
  rail("wheeling", S, "harpers-ferry", N),
  rail("cincinnati", S, "louisville", N),
  rail("cincinnati", S, "kentucky", N),
  rail("louisville", S, "kentucky", N),
  rail("st-louis", S, "cairo", N),
  rail("cairo", N, "kentucky", N),
  // The western front: the rivers and railways into Tennessee and down the Mississippi.
  rail("cairo", S, "fort-henry-donelson", N, { into: "fort-henry-donelson", side: "confederate", value: 1 }),
  rail("cairo", S, "memphis", N),
  rail("kentucky", S, "fort-henry-donelson", N, { into: "fort-henry-donelson", side: "confederate", value: 1 }),
  rail("kentucky", S, "nashville", N),
  rail("kentucky", S, "knoxville", N),
  // The eastern front.
  rail("harpers-ferry", S, "front-royal", N, { into: "harpers-ferry", side: "union", value: 1 }),
  rail(
    "washington",
    S,
    "manassas",
    N,
    { into: "manassas", side: "confederate", value: 1 },
    { into: "washington", side: "union", value: 1 },
  ),
  rail("washington", S, "fredericksburg", N, { into: "fredericksburg", side: "confederate", value: 1 }),
  rail("front-royal", S, "manassas", S),
  rail("front-royal", S, "lynchburg", N),
  rail("manassas", S, "richmond", N),
  rail("fredericksburg", S, "richmond", N),
  rail("richmond", S, "fort-monroe", N),
  rail("richmond", S, "lynchburg", S),
  rail("richmond", S, "petersburg", N),
  rail("petersburg", S, "raleigh", N),
  rail("petersburg", S, "wilmington", N),
  // The Confederacy's interior.
  rail("lynchburg", S, "knoxville", N),
  rail("knoxville", S, "chattanooga", N),
  rail("nashville", S, "chattanooga", N),
  rail("nashville", N, "fort-henry-donelson", S),
  rail("fort-henry-donelson", S, "corinth", N),
  rail("memphis", S, "corinth", N),
  rail("memphis", S, "vicksburg", N, { into: "vicksburg", side: "confederate", value: 1 }),
  rail("corinth", S, "chattanooga", S),
  rail("corinth", S, "mobile", N),
  rail("chattanooga", S, "atlanta", N),
  rail("atlanta", S, "savannah", N),
  rail("atlanta", S, "montgomery", N),
  rail("montgomery", S, "mobile", N),
  rail("raleigh", S, "charleston", N),
  rail("wilmington", S, "charleston", N),
  rail("charleston", S, "savannah", N),
  rail("vicksburg", S, "new-orleans", N),
  rail("new-orleans", N, "mobile", S),
];

/** A naval route from Washington; `defence` helps the defender of the far port on arrival. */
export type NavalRoute = { port: LocationId; defence: number };

/** The Union's sea lanes (rulebook, "Naval movement"), with their arrival modifiers. */
export const NAVAL_ROUTES: readonly NavalRoute[] = [
  { port: "new-orleans", defence: 1 },
  { port: "savannah", defence: 1 },
  { port: "fort-monroe", defence: 2 },
];

/** The naval hub: every route starts here. */
export const NAVAL_HUB: LocationId = "washington";

/** One end of a link as seen from a location: where it leaves and where it arrives. */
export type Exit = { link: number; half: Half; to: LocationId; toHalf: Half };

/** The links leaving each location, in link order. */
export const EXITS: Record<LocationId, Exit[]> = (() => {
  const exits = Object.fromEntries(LOCATION_IDS.map((id) => [id, [] as Exit[]])) as Record<LocationId, Exit[]>;
  RAIL_LINKS.forEach((l, link) => {
    exits[l.a.loc].push({ link, half: l.a.half, to: l.b.loc, toHalf: l.b.half });
    exits[l.b.loc].push({ link, half: l.b.half, to: l.a.loc, toHalf: l.a.half });
  });
  return exits;
})();

/** The link `link` seen from `from`, or undefined if it does not touch `from`. */
export function exitOf(from: LocationId, link: number): Exit | undefined {
  return EXITS[from].find((e) => e.link === link);
}

/** The defence bonus for a defender of `side` in `into`, attacked along `link`. */
export function linkDefence(link: number, into: LocationId, side: Side): number {
  const l = RAIL_LINKS[link];
  if (!l) return 0;
  return l.defence.filter((d) => d.into === into && d.side === side).reduce((sum, d) => sum + d.value, 0);
}

export function isLocationId(id: string): id is LocationId {
  return Object.hasOwn(LOCATIONS, id);
}

/** The supply sources of a side. */
export function supplySources(side: Side): LocationId[] {
  return LOCATION_IDS.filter((id) => LOCATIONS[id].supply === side);
}
