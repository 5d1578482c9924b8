/**
 * The battle: who attacks where, both totals as they build (counters, forts, modifiers,
 * High Ground, Leadership once revealed), the face-down cards as backs until the reveal, then
 * casualties and retreats step by step. Once the battle is over, its report stays until closed
 * or this seat acts again (battle-report.ts).
 */
import { For, Show } from "solid-js";
import type { Side } from "../../../../shared/games/lincoln/data/sides";
import type { Combat } from "../../../../shared/games/lincoln/state";
import { CardBack } from "./card";
import { COUNTER_FILL } from "./map-marks";
import { tally } from "./battle-line";
import { FACE_DOWN, SIDE_WORD, cardOf, counterOf, counterWord, enemy, halfName, placeName, playerWord, plural } from "./words";

function how(c: Combat): string {
  switch (c.via.kind) {
    case "rail":
      return `by rail from ${placeName(c.via.from)}`;
    case "sea":
      return `by sea from ${placeName(c.via.from)}`;
    case "within":
      return `from the other half of ${placeName(c.loc)}`;
  }
}

function stageWords(c: Combat): string {
  const defender = enemy(c.attacker);
  switch (c.stage) {
    case "attacker-card":
      return `${cap(playerWord(c.attacker))} plays a card face down.`;
    case "attacker-benefit":
    case "attacker-reinforce":
      return `${cap(playerWord(c.attacker))} may play Reinforcements.`;
    case "defender-choice":
      return `${cap(playerWord(defender))} withdraws or stands and fights.`;
    case "defender-benefit":
    case "defender-reinforce":
      return `${cap(playerWord(defender))} may play High Ground or Reinforcements, then the cards are revealed.`;
    case "withdraw":
      return `${cap(playerWord(defender))} withdraws: ${plural(c.queue.length, "counter")} to move.`;
    case "casualties":
      return c.removing ? `${cap(playerWord(c.removing))} removes ${plural(c.toLose, "more counter")}.` : "Casualties.";
    case "retreat": {
      const loser = c.result ? enemy(c.result.winner) : c.attacker;
      const head = c.queue[0];
      return `${cap(playerWord(loser))} retreats${head ? `: ${counterWord(head)} now` : ""}${c.queue.length > 1 ? `, ${c.queue.length - 1} more after` : ""}.`;
    }
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Side_(props: { c: Combat; side: Side }) {
  const attacking = () => props.side === props.c.attacker;
  const ids = () => (attacking() ? props.c.attackers : props.c.defenders);
  const card = () => (attacking() ? props.c.attackerCard : props.c.defenderCard);
  const t = () => tally(props.c, props.side);
  const total = () => {
    const r = props.c.result;
    if (r) return String(attacking() ? r.attack : r.defence);
    return `${t().known}${t().hidden ? "+?" : ""}`;
  };
  const won = () => props.c.result?.winner === props.side;
  /** Whether this side has chosen its face-down card (or to play none) yet. */
  const decided = () => {
    const early = ["attacker-card", "defender-choice"];
    return attacking() ? props.c.stage !== "attacker-card" : !early.includes(props.c.stage);
  };
  const benefits = () => props.c.benefits.filter((b) => cardOf(b)?.side === props.side);
  return (
    <div class={`lc-fight-side ${props.side}`} classList={{ won: won(), lost: !!props.c.result && !won() }} data-side={props.side}>
      <div class="lc-fight-row">
        <span class="lc-fight-left">
          <span class="lc-fight-who">
            <span class="swatch" style={{ background: COUNTER_FILL[props.side] }} />
            <strong>{SIDE_WORD[props.side]}</strong>
            <span class="hint">{attacking() ? "attacks" : "defends"}</span>
          </span>
          <span class="lc-fight-counters">
            <For each={ids()} fallback={<span class="hint">none</span>}>
              {(id) => (
                <span
                  class="lc-mini-chip"
                  classList={{ fort: counterOf(id)?.kind === "fort" }}
                  style={{ background: counterOf(id)?.kind === "fort" ? "#78716c" : COUNTER_FILL[props.side] }}
                >
                  {counterOf(id)?.kind === "fort" ? "F" : counterOf(id)?.strength}
                </span>
              )}
            </For>
          </span>
          <span class="lc-fight-card" data-testid="battle-card" data-side={props.side} data-face={card() === FACE_DOWN ? "down" : card() ? "up" : "none"}>
            <Show when={card()} fallback={<span class="hint">{decided() ? "no card" : ""}</span>}>
              {(id) => (
                <Show
                  when={id() !== FACE_DOWN && cardOf(id())}
                  fallback={<CardBack side={props.side} small label={`${SIDE_WORD[props.side]} card, face down`} />}
                >
                  {(k) => (
                    <span class="lc-card-tag" classList={{ down: !props.c.revealed }} data-card={k().id}>
                      {k().name} <span class="lc-tag-lead">★{k().leadership}</span>
                      <Show when={!props.c.revealed}>
                        <span class="hint"> face down</span>
                      </Show>
                    </span>
                  )}
                </Show>
              )}
            </Show>
          </span>
        </span>
        <span class="lc-total-number" data-testid={`total-${props.side}`} title="total">
          {total()}
        </span>
      </div>
      <div class="lc-fight-parts hint">
        {t().parts.join(" · ")}
        <Show when={benefits().length > 0}> · played {benefits().map((b) => cardOf(b)?.name).join(", ")}</Show>
      </div>
    </div>
  );
}

/** `asked`: this seat decides now, and the prompt above the hand says what, so the stage's line goes (room above the dock). */
export function CombatPanel(props: {
  combat: Combat;
  you: Side | null;
  over?: boolean;
  asked?: boolean;
  lines?: string[];
  onClose?: () => void;
  ref?: (el: HTMLElement) => void;
}) {
  const c = () => props.combat;
  const r = () => c().result;
  return (
    <section ref={props.ref} class="lc-fight panel" data-testid="combat" data-stage={props.over ? "over" : c().stage} aria-live="polite">
      <header class="lc-fight-title">
        <strong>
          {props.over ? "Battle over" : "Battle"} at {placeName(c().loc)} <span class="hint">({halfName(c().half)} half)</span>
        </strong>
        <Show when={props.onClose}>
          <button type="button" class="small" onClick={() => props.onClose?.()} data-testid="combat-close">
            Close
          </button>
        </Show>
      </header>
      <p class="hint lc-fight-how">
        {SIDE_WORD[c().attacker]} attack {how(c())}
        {c().modifier ? `; defender +${c().modifier}` : ""}.
      </p>
      <Show when={!props.over || r()}>
        <div class="lc-fight-sides">
          <Side_ c={c()} side={c().attacker} />
          <Side_ c={c()} side={enemy(c().attacker)} />
        </div>
      </Show>
      <Show when={r()}>
        {(res) => (
          <p class="lc-fight-result" data-testid="combat-result">
            {SIDE_WORD[c().attacker]} {res().attack}, {SIDE_WORD[enemy(c().attacker)]} {res().defence}: <strong>{SIDE_WORD[res().winner]} wins</strong>
            {res().attack === res().defence ? " the tie" : ""}. Losses: {SIDE_WORD[enemy(res().winner)]} {res().loserLoss}, {SIDE_WORD[res().winner]}{" "}
            {res().winnerLoss}.
          </p>
        )}
      </Show>
      <Show when={!props.over && !props.asked}>
        <p class="lc-fight-stage" data-testid="combat-stage">
          {stageWords(c())}
        </p>
      </Show>
      <Show when={(props.lines?.length ?? 0) > 0}>
        <ol class="lc-fight-lines" data-testid="combat-lines">
          <For each={props.lines}>{(line) => <li>{line}</li>}</For>
        </ol>
      </Show>
    </section>
  );
}
