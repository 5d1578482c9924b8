/**
 * The current player's tableau: the Equip Items and Spend Money spaces, with how far the
 * power or the coin has gone toward its target.
 */
import { For, Show } from "solid-js";
import type { View } from "../../../../shared/games/pixel-lincoln/view";
import { CardFace } from "./card";
import { card, nameOf, seatWord } from "./words";
import { powerOf } from "./power";

function Space(props: { title: string; cards: string[]; progress: string | null; testid: string; played: Set<string> }) {
  return (
    <div class="pl-space" data-testid={props.testid} data-count={props.cards.length}>
      <h4>
        {props.title}
        <Show when={props.progress}>
          <span class="hint"> · {props.progress}</span>
        </Show>
      </h4>
      <div class="pl-pile">
        <For each={props.cards} fallback={<span class="hint">Nothing yet.</span>}>
          {(id) => <CardFace id={id} small last={props.played.has(id)} />}
        </For>
      </div>
    </div>
  );
}

/** The current player's tableau; `played`: the cards the last move put there (marked). */
export function Tableau(props: { view: View; played: Set<string> }) {
  const p = () => props.view.players[props.view.current];
  const whose = () => (props.view.current === props.view.you ? "Your" : `${seatWord(props.view.current)}'s`);
  const fight = () => {
    const f = props.view.fight;
    if (!f) return null;
    const bonus = props.view.ambush?.card === f.target ? props.view.ambush.bonus : 0;
    return `${f.power} of ${powerOf(f.target, props.view.options.difficulty) + bonus} power against ${nameOf(f.target)}`;
  };
  const purse = () => {
    const pu = props.view.purse;
    return pu ? `${pu.coins} of ${card(pu.target)?.cost ?? 0} coin toward ${nameOf(pu.target)}` : null;
  };
  return (
    <Show when={p()}>
      {(player) => (
        <section class="pl-tableau" data-testid="tableau">
          <h3>{whose()} tableau</h3>
          <div class="pl-spaces">
            <Space title="Equip" cards={player().equip} progress={fight()} testid="equip" played={props.played} />
            <Space title="Spend" cards={player().spend} progress={purse()} testid="spend" played={props.played} />
          </div>
        </section>
      )}
    </Show>
  );
}
