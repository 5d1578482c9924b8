/** The dice thrown in a move's events, as the board tells them: what was tried, the rolls, what came of it. Pure. */
import { placeName } from "../../../../shared/games/union-forever/data/map";
import { SIDE_NAMES } from "../../../../shared/games/union-forever/data/units";
import { specialWords, unitName } from "../../../../shared/games/union-forever/describe";
import type { GameEvent, Roll } from "../../../../shared/games/union-forever/state";

/**
 * One battle, Pacification, special ACT or invasion: its dice, and what came of them; `need`,
 * what a special ACT's one die needed ("less than 4"), said beside the roll as the log says it.
 */
export type Throw = { title: string; rolls: { roll: Roll; note: string }[]; need?: string; result: string; good: boolean };

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function battleResult(margin: number): string {
  if (margin < 0) return `the attack fails (by ${-margin})`;
  if (margin <= 1) return "stalemate: the attacker needs 2 more than the defender to win";
  if (margin <= 3) return `the defenders are beaten (by ${margin})`;
  return `the defenders are routed (by ${margin})`;
}

/** The dice thrown in a list of events, in order. */
export function throwsOf(events: readonly GameEvent[]): Throw[] {
  const out: Throw[] = [];
  for (const ev of events) {
    switch (ev.e) {
      case "battle":
        out.push({
          title: `${capital(unitName(ev.unit))} attacks in ${placeName(ev.area)}`,
          rolls: [
            { roll: ev.attack, note: "attacker" },
            { roll: ev.defence, note: "defender" },
          ],
          result: battleResult(ev.margin),
          good: ev.margin >= 2,
        });
        break;
      case "pacify":
        out.push({
          title: `${capital(unitName(ev.unit))} tries to Pacify ${placeName(ev.area)}`,
          rolls: [
            { roll: ev.union, note: "" },
            { roll: ev.confederacy, note: "" },
          ],
          result: ev.success ? "Pacified: higher than the Confederacy" : "no effect: needs more than the Confederacy",
          good: ev.success,
        });
        break;
      case "special":
        if (ev.roll) {
          // The log's words (describe.ts): the box said "rolled 6 → no effect" where the log said "the blockade holds".
          const { tried, came } = specialWords(ev);
          out.push({
            title: `The ${SIDE_NAMES[ev.side]} tries to ${tried}`,
            rolls: [{ roll: ev.roll, note: `needs ${ev.need}` }],
            need: ev.need,
            result: came,
            good: ev.success,
          });
        }
        break;
      case "invasion":
        out.push({
          title: `${capital(unitName(ev.unit))} invades the North`,
          rolls: [{ roll: ev.roll, note: `below the CRL (${ev.crl}) moves it right; 6 or more hurts the army` }],
          result:
            ev.result === "crl"
              ? "the CRL marker moves right"
              : ev.result === "none"
                ? "no effect"
                : `the army is ${ev.result}`,
          good: ev.result === "crl",
        });
        break;
      default:
        break;
    }
  }
  return out;
}

/**
 * A throw in one line, for the top of the board: "The Union tries to restore the blockade: rolled 3
 * (needs more than 4) → the blockade stays broken", "…tries to Pacify Richmond: Union 3+4 = 7
 * against Confederacy 2+4 = 6 → Pacified…".
 */
export function throwLine(t: Throw): string {
  const need = t.need ? ` (needs ${t.need})` : "";
  const rolled = t.rolls.length === 1 ? `rolled ${sum(t.rolls[0]!.roll)}${need}` : t.rolls.map((r) => `${SIDE_NAMES[r.roll.side]} ${sum(r.roll)}`).join(" against ");
  return `${t.title}: ${rolled} → ${t.result}`;
}

/** A roll as the die and what was added to it, "3+4 = 7" (the dice panel says what each addition is), or the die alone. */
function sum(roll: Roll): string {
  if (roll.mods.length === 0) return String(roll.total);
  return `${roll.die}${roll.mods.map((m) => (m.value < 0 ? `−${-m.value}` : `+${m.value}`)).join("")} = ${roll.total}`;
}
