/**
 * The current player's tableau, under the players: what he has equipped and spent this turn,
 * each card by name with its figure, and how far the power or the coin has gone toward its
 * target, and the turn's number. Two short lines that are always there once the first turn
 * begins, so that the Levels under them stay put (an empty space is a dashed outline, not
 * words); none while the Levels are chosen, when nobody can play a card and the Levels need
 * the room.
 */
import { For, Show, useContext } from "solid-js";
import type { View } from "../../../../shared/games/pixel-lincoln/view";
import { NamesContext, card, colorOf, facedOf, nameOf } from "./words";
import { fightProgress } from "./power";

function Space(props: { who: string; verb: string; cards: string[]; figure: (id: string) => string; progress: string | null; testid: string; played: Set<string>; aside?: string }) {
  return (
    <p class="pl-space" data-testid={props.testid} data-count={props.cards.length}>
      <b>
        {props.who} {props.verb}
      </b>
      {/* Empty, a quiet dashed space a card's height (no words to read mid-turn), so the line keeps its place. */}
      <For
        each={props.cards}
        fallback={
          <span class="pl-blank">
            <span class="sr-only">nothing yet</span>
          </span>
        }
      >
        {(id) => (
          <span class="pl-tag" classList={{ last: props.played.has(id) }} data-card={id} data-last-move={props.played.has(id) ? "card" : undefined}>
            {nameOf(id)} <span class="pl-tag-figure">{props.figure(id)}</span>
            <Show when={props.played.has(id)}>
              <span class="sr-only"> (just played)</span>
            </Show>
          </span>
        )}
      </For>
      <Show when={props.progress}>
        <span class="hint">{props.progress}</span>
      </Show>
      <Show when={props.aside}>
        <span class="pl-aside">{props.aside}</span>
      </Show>
    </p>
  );
}

/** The current player's tableau; `played`: the cards the last move put there (marked). */
export function Tableau(props: { view: View; played: Set<string> }) {
  const p = () => props.view.players[props.view.current];
  const name = useContext(NamesContext);
  const who = () => (props.view.current === props.view.you ? "You" : name(props.view.current));
  const fight = () => fightProgress(props.view);
  // Coin toward a card jumped over is spent for nothing, as power is (power.ts).
  const purse = () => {
    const pu = props.view.purse;
    const facing = pu && facedOf(props.view, props.view.current)?.id === pu.target;
    return pu && facing ? `${pu.coins} of ${card(pu.target)?.cost ?? 0} coin toward ${nameOf(pu.target)}` : null;
  };
  return (
    <Show when={props.view.turn > 0 && p()}>
      {(player) => (
        <section
          class="pl-tableau"
          style={{ "--seat": colorOf(props.view.current) }}
          aria-label={`${name(props.view.current)}'s tableau this turn`}
          data-testid="tableau"
        >
          {/* The turn's number: a new turn, begun by the rules alone (the last card bought, the hand refilled), shows. */}
          <Space who={who()} verb="equipped" cards={player().equip} figure={(id) => `Power ${card(id)?.power ?? 0}`} progress={fight()} testid="equip" played={props.played} aside={`Turn ${props.view.turn}`} />
          <Space who={who()} verb="spent" cards={player().spend} figure={(id) => `Coin ${card(id)?.coin ?? 0}`} progress={purse()} testid="spend" played={props.played} />
        </section>
      )}
    </Show>
  );
}
