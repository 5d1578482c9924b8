/**
 * Short words and colours for a small screen: area names that fit a region,
 * counter codes, card faces, state colours. Full names come from the rules' data.
 */
import type { Card } from "../../../../shared/games/union-forever/cards";
import type { ArmyLabel, AreaId, StateId } from "../../../../shared/games/union-forever/data/map";
import type { UnitId } from "../../../../shared/games/union-forever/data/units";

export const SHORT_AREA: Record<AreaId, string> = {
  "mo-north": "N. Missouri",
  "mo-st-louis": "St. Louis",
  "mo-south": "S. Missouri",
  "ky-west": "W. Kentucky",
  "ky-bluegrass": "Bluegrass",
  "ky-east": "E. Kentucky",
  "va-northwest": "W. Virginia",
  "va-shenandoah": "Shenandoah",
  "va-northern": "N. Virginia",
  "va-richmond": "Richmond",
  "va-tidewater": "Tidewater",
  "va-southside": "Southside",
  "va-southwest": "SW Virginia",
  "nc-mountains": "W. Carolina",
  "nc-piedmont": "Piedmont",
  "nc-coast": "E. Carolina",
  "sc-upcountry": "Upcountry",
  "sc-midlands": "Midlands",
  "sc-lowcountry": "Lowcountry",
  "tn-west": "W. Tenn.",
  "tn-middle": "Mid. Tenn.",
  "tn-east": "E. Tenn.",
  "ga-north": "N. Georgia",
  "ga-atlanta": "Atlanta",
  "ga-southwest": "SW Georgia",
  "ga-coast": "Coastal Ga.",
  florida: "Florida",
  "al-north": "N. Alabama",
  "al-central": "C. Alabama",
  "al-south": "S. Alabama",
  "ms-north": "N. Miss.",
  "ms-central": "C. Miss.",
  "ms-south": "S. Miss.",
  "la-north": "N. Louisiana",
  "la-central": "Red River",
  "la-south": "S. Louisiana",
  "ar-ozarks": "Ozarks",
  "ar-delta": "Ark. Delta",
  "ar-south": "S. Arkansas",
};

/** Each state's colour on the map (neighbouring states differ). */
export const STATE_COLOR: Record<StateId, string> = {
  missouri: "#e9d5b7",
  kentucky: "#f3e3a1",
  virginia: "#cfe3b4",
  "north-carolina": "#f2c7a5",
  "south-carolina": "#d9cbe8",
  tennessee: "#f6d7c3",
  georgia: "#bfe0d6",
  florida: "#f1e6b0",
  alabama: "#e4c9d8",
  mississippi: "#d6e6f1",
  louisiana: "#e7dcc0",
  arkansas: "#cde7c9",
};

/** The army labels printed in areas: a short code and a colour, shared with the Confederate armies' counters. */
export const LABEL_CODE: Record<ArmyLabel, string> = { "northern-virginia": "NV", tennessee: "TN", mississippi: "MS" };
export const LABEL_COLOR: Record<ArmyLabel, string> = {
  "northern-virginia": "#7c3aed",
  tennessee: "#c2410c",
  mississippi: "#0f766e",
};

/** What a counter shows besides its strength: the army's initial, or the militia's number. */
export const COUNTER_CODE: Record<UnitId, string> = {
  "ua-potomac": "Pot",
  "ua-tennessee": "Ten",
  "ua-ohio": "Ohio",
  "ua-shenandoah": "Shen",
  "ua-mississippi": "Miss",
  "ua-cumberland": "Cumb",
  "ca-northern-virginia": "NV",
  "ca-tennessee": "TN",
  "ca-mississippi": "MS",
  "cm-1": "M1",
  "cm-2": "M2",
  "cm-3": "M3",
};

const SUIT_SYMBOL: Record<string, string> = { S: "♠", C: "♣", H: "♥", D: "♦" };

/** "4♠", "Q♥", "Joker". */
export function cardFace(card: Card): { rank: string; suit: string; red: boolean } {
  if (card === "JOKER") return { rank: "Joker", suit: "★", red: false };
  const suit = card.charAt(1);
  return { rank: card.charAt(0), suit: SUIT_SYMBOL[suit] ?? suit, red: suit === "H" || suit === "D" };
}

export function cardShort(card: Card): string {
  const face = cardFace(card);
  return card === "JOKER" ? "the Joker" : `${face.rank}${face.suit}`;
}
