import { Index, Show } from "solid-js";
import { CRL_BY_SPACE, FIRST_TURN, LAST_TURN } from "../../../../shared/games/union-forever/data/track";
import type { View } from "../../../../shared/games/union-forever/view";

const BOX = 56;
const GAP = 4;
const X0 = (600 - (10 * BOX + 9 * GAP)) / 2;

/**
 * The Record Track: spaces 0 to 9 with their red CRL numbers; the turn penny on
 * spaces 1 to 8 and the CRL marker on its space. The Union wins with the marker
 * on space 0 at the end of a turn, by the end of turn 8.
 */
export function RecordTrack(props: { view: View }) {
  return (
    <figure class="uf-track-box">
      <svg class="uf-track" viewBox="0 0 600 92" role="img" aria-label={`Record Track: turn ${props.view.turn}, CRL marker on space ${props.view.crl} (CRL ${props.view.crlValue})`} data-testid="track">
        <Index each={CRL_BY_SPACE}>
          {(crl, space) => {
            const x = X0 + space * (BOX + GAP);
            return (
              <g transform={`translate(${x} 4)`} data-space={space}>
                <rect class="uf-space" classList={{ "uf-goal": space === 0 }} width={BOX} height={84} rx={6} />
                <text class="uf-space-no" x={6} y={15}>
                  {space}
                </text>
                <text class="uf-crl-no" x={BOX / 2} y={40}>
                  {crl()}
                </text>
                <Show when={space === props.view.crl}>
                  <g transform={`translate(${space >= FIRST_TURN && space <= LAST_TURN ? 16 : BOX / 2} 64)`} data-testid="crl-marker">
                    <rect class="uf-crl-marker" x={-14} y={-13} width={28} height={26} rx={3} />
                    <text class="uf-marker-text" y={4}>
                      CRL
                    </text>
                  </g>
                </Show>
                <Show when={space === props.view.turn}>
                  <g transform={`translate(${space === props.view.crl ? 41 : BOX / 2} 64)`} data-testid="turn-marker">
                    <circle class="uf-turn-penny" r={12} />
                    <text class="uf-marker-text uf-dark" y={4}>
                      T{space}
                    </text>
                  </g>
                </Show>
              </g>
            );
          }}
        </Index>
      </svg>
      <figcaption class="uf-caption">
        Turn <strong>{props.view.turn}</strong> of {LAST_TURN} · CRL marker on space <strong>{props.view.crl}</strong>: CRL{" "}
        <strong class="uf-red">{props.view.crlValue}</strong>. The Union wins by bringing the marker to space 0 by the end of
        turn {LAST_TURN}.
      </figcaption>
    </figure>
  );
}
