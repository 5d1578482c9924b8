/** The final scores: card points, character missions, total, and enemies defeated (the tie-break). */
import { For, useContext } from "solid-js";
import type { Seat } from "../../../../shared/engine";
import type { Result } from "../../../../shared/games/pixel-lincoln/state";
import { NamesContext, colorOf } from "./words";

export function Results(props: { result: Result; you: Seat | null }) {
  const who = useContext(NamesContext);
  return (
    <section class="pl-results" data-testid="scores">
      <h2>Final scores</h2>
      <table>
        <thead>
          <tr>
            <th>Player</th>
            <th>Cards</th>
            <th>Missions</th>
            <th>Total</th>
            <th>Defeated</th>
          </tr>
        </thead>
        <tbody>
          <For each={props.result.scores}>
            {(s, seat) => (
              <tr classList={{ winner: props.result.winners.includes(seat()) }} data-seat={seat()} data-total={s.total}>
                <td>
                  <span class="pl-name">
                    <span class="swatch" style={{ background: colorOf(seat()) }} />
                    {who(seat())}
                  </span>
                  {seat() === props.you ? <> <span class="pl-name">(you)</span></> : ""}
                </td>
                <td>{s.points}</td>
                <td>{s.missions}</td>
                <td>
                  <b>{s.total}</b>
                </td>
                <td>{s.defeated}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </section>
  );
}
