/**
 * The 16 characters ("Character Missions"): bought with coin like items, they go into the
 * Score Pile and are worth 10 points at the end if their three suit icons were collected.
 * The 16 missions are every choice of three suits but the four with one suit three times;
 * a mission with a suit twice is cheaper than one with three different suits. Newt Kappy and
 * Psychosaur are from the notes; the rest authored.
 */
import type { SingleDef } from "./types";

/** The points a completed mission is worth. */
export const MISSION_POINTS = 10;

export const CHARACTERS: readonly SingleDef[] = [
  { id: "newt-kappy", name: "Newt Kappy", cost: 3, mission: ["score", "score", "time-travel"] },
  { id: "psychosaur", name: "Psychosaur", cost: 3, mission: ["score", "score", "key"] },
  { id: "captain-cornbread", name: "Captain Cornbread", cost: 3, mission: ["score", "score", "cancel"] },
  { id: "glitch-witch", name: "Glitch Witch", cost: 3, mission: ["time-travel", "time-travel", "score"] },
  { id: "professor-pixel", name: "Professor Pixel", cost: 3, mission: ["time-travel", "time-travel", "key"] },
  { id: "sergeant-sprite", name: "Sergeant Sprite", cost: 3, mission: ["time-travel", "time-travel", "cancel"] },
  { id: "dapper-raccoon", name: "Dapper Raccoon", cost: 4, mission: ["key", "key", "score"] },
  { id: "madame-mustache", name: "Madame Mustache", cost: 4, mission: ["key", "key", "time-travel"] },
  { id: "rusty-robot", name: "Rusty Robot", cost: 4, mission: ["key", "key", "cancel"] },
  { id: "gator-grant", name: "Gator Grant", cost: 4, mission: ["cancel", "cancel", "score"] },
  { id: "bitsy-bell", name: "Bitsy Bell", cost: 4, mission: ["cancel", "cancel", "time-travel"] },
  { id: "yankee-doodle", name: "Yankee Doodle", cost: 4, mission: ["cancel", "cancel", "key"] },
  { id: "space-eagle", name: "Space Eagle", cost: 5, mission: ["score", "time-travel", "key"] },
  { id: "ninja-nanny", name: "Ninja Nanny", cost: 5, mission: ["score", "time-travel", "cancel"] },
  { id: "doctor-hat", name: "Doctor Hat", cost: 5, mission: ["score", "key", "cancel"] },
  { id: "tex-pixelton", name: "Tex Pixelton", cost: 5, mission: ["time-travel", "key", "cancel"] },
];
