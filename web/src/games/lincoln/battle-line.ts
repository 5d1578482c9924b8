/**
 * A battle's totals as they build, and the battle in one line: plain words from the combat as
 * the seat sees it, for the battle panel and the prompt bar (combat-panel.tsx).
 */
import { HIGH_GROUND_BONUS } from "../../../../shared/games/lincoln/data/cards";
import type { Side } from "../../../../shared/games/lincoln/data/sides";
import type { Combat, WashingtonRule } from "../../../../shared/games/lincoln/state";
import { FACE_DOWN, SIDE_WORD, cardOf, counterOf, enemy, placeName } from "./words";

export type Tally = { parts: string[]; known: number; hidden: boolean };

/** A side's total so far, and what it is made of. */
export function tally(c: Combat, side: Side): Tally {
  const attacking = side === c.attacker;
  const ids = attacking ? c.attackers : c.defenders;
  const parts: string[] = [];
  let known = 0;
  let armies = 0;
  let forts = 0;
  for (const id of ids) {
    const k = counterOf(id);
    if (!k) continue;
    if (k.kind === "army") armies += k.strength;
    else if (!attacking) forts += k.strength;
  }
  known += armies + forts;
  parts.push(`armies ${armies}`);
  if (forts) parts.push(`forts ${forts}`);
  if (!attacking && c.modifier) {
    known += c.modifier;
    parts.push(`defence +${c.modifier}`);
  }
  if (!attacking && c.benefits.some((b) => cardOf(b)?.side === side && cardOf(b)?.action?.kind === "high-ground")) {
    known += HIGH_GROUND_BONUS;
    parts.push(`High Ground +${HIGH_GROUND_BONUS}`);
  }
  const card = attacking ? c.attackerCard : c.defenderCard;
  let hidden = false;
  if (card === FACE_DOWN) hidden = true;
  else if (card) {
    const lead = cardOf(card)?.leadership ?? 0;
    known += lead;
    parts.push(c.revealed ? `Leadership ${lead}` : `Leadership ${lead}, face down`);
  }
  return { parts, known, hidden };
}

/** The rules' line of a battle's result ("Union 4, Confederate 2: Union wins. Confederate loses 1 counter, Union 0."). */
const RESULT_LINE = /^(Union|Confederate) \d+, (Union|Confederate) \d+: /;

/**
 * The battle in one line, for the prompt bar above the hand (the panel itself lies above the
 * map, often off screen): "Battle at Washington: Confederate 8+?, Union 4". A defender who may
 * lose the war with the place is told so. `over`: the battle is over (its report), with the
 * lines it logged (`lines`).
 */
export function battleLine(c: Combat, you: Side | null, washington: WashingtonRule, over = false, lines: readonly string[] = []): string {
  const total = (side: Side) => {
    const r = c.result;
    if (r) return String(side === c.attacker ? r.attack : r.defence);
    const t = tally(c, side);
    return `${t.known}${t.hidden ? "+?" : ""}`;
  };
  const defender = enemy(c.attacker);
  const won = c.result ? ` ${SIDE_WORD[c.result.winner]} wins.` : "";
  // A defender who withdraws fights no battle: totals would read as a result. A battle over
  // whose result this page never saw (revealed and over in one view: the loser's last counter
  // gone) says the rules' result line; else, over without one, the defender left it.
  const fought = over && !c.result ? lines.find((l) => RESULT_LINE.test(l)) : undefined;
  const line = fought
    ? `Battle at ${placeName(c.loc)}: ${fought}`
    : !c.result && (over || c.stage === "withdraw")
      ? `Battle at ${placeName(c.loc)}: ${SIDE_WORD[defender]} ${over ? "withdrew" : "withdraws"} without a fight.`
      : `Battle at ${placeName(c.loc)}: ${SIDE_WORD[c.attacker]} ${total(c.attacker)}, ${SIDE_WORD[defender]} ${total(defender)}.${won}`;
  if (c.loc !== "washington" || you !== "union" || c.result || over) return line;
  return `${line} ${washington === "immediate" ? "If Washington falls, you lose the game." : "If the Confederacy still holds Washington when your turn ends, you lose the game."}`;
}
