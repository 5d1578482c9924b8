/** How to play Lincoln, in this site's words: short, with the symbols as drawn on the board. */
import { Army, Cost, Fort, Politician, Ship, Star, Train } from "./icons";
import "./help.css";

export default function LincolnHelp() {
  return (
    <article class="lc-help" data-testid="help">
      <h1>How to play Lincoln</h1>
      <p class="hint">A two-player card game of the American Civil War, designed by Martin Wallace.</p>

      <h2>The war in a minute</h2>
      <p>
        The <b>Union</b> (blue, first to play) must conquer enough of the South before its deck runs out for the third time. The{" "}
        <b>Confederacy</b> (grey) must hold on, take Washington, or bring Europe into the war.
      </p>

      <h2>Your turn</h2>
      <p>Take two actions, then your hand is refilled. An action is one of:</p>
      <ul class="lc-help-list">
        <li>
          <b>Deploy</b> a unit card: pay with one or two other cards, then place the new army or fort in a location you control that is
          linked by rail to your supply source. Ships move the Blockade marker, politicians the Europe marker.
        </li>
        <li>
          <b>Move</b> with a card showing a train: some or all armies of one location along one rail link (into the enemy means a
          battle), or one army through your own locations.
        </li>
        <li>
          <b>Sail</b> (Union only) with a card showing a ship: one army between Washington and a port.
        </li>
        <li>
          <b>Attack</b> where both sides already stand, <b>play</b> an action card, <b>discard</b> cards, or <b>pass</b>.
        </li>
      </ul>
      <p>Free actions (Draft, Blockade Runner) cost no action: play them any time in your turn.</p>

      <h2>The cards</h2>
      <div class="lc-legend">
        <span>
          <Army strength={2} fill="#1e3a8a" /> an army to deploy, with its strength
        </span>
        <span>
          <Cost n={1} /> the cards it costs
        </span>
        <span>
          <Fort /> a fort (Confederate): 3 for a defender, never moves
        </span>
        <span>
          <Ship /> a ship, or naval movement
        </span>
        <span>
          <Politician /> a politician: Europe leans your way
        </span>
        <span>
          <Star /> Leadership, added in battle
        </span>
        <span>
          <Train /> movement by rail
        </span>
      </div>
      <p>A card does one thing only. Deployed units leave the game, except 1-strength armies, which go back to the discards.</p>

      <h2>The map</h2>
      <p>
        Every location has two halves, north and south; each rail link enters one of them. A location is yours while only your counters
        stand there, or it bears your flag, or it is of your colour and empty. Gold hexagons are victory points for the Union. Anchors
        mark the ports, crossed circles the supply sources (Washington; Richmond and Atlanta). Small +1 and +2 badges help a defender of
        that colour against attacks along that link or landing. The three northernmost cities are closed to the Confederacy.
      </p>

      <h2>Battles</h2>
      <ol class="lc-help-list">
        <li>The attacker plays a card face down.</li>
        <li>
          The defender withdraws, or stands and fights with a card face down if he likes. Then, before the reveal, the attacker may play
          Reinforcements, and the defender High Ground or Reinforcements.
        </li>
        <li>
          Cards are revealed. Each side adds its army strengths and Leadership; the defender adds 3 per fort and any modifier. The
          defender wins ties.
        </li>
        <li>The loser loses half his counters, rounded up; the winner half of his, rounded down, never more than the loser.</li>
        <li>The loser retreats; the Europe marker moves toward the winner by the loser's losses.</li>
      </ol>

      <h2>Winning</h2>
      <ul class="lc-help-list">
        <li>The Confederacy wins at once if it controls Washington or the Europe marker reaches 12.</li>
        <li>
          When the Union reshuffles, it must have 2 VP the first time and 5 VP the second, or it loses. When its deck runs out a third
          time, 12 VP or more wins the war for the Union; fewer, for the Confederacy.
        </li>
        <li>The Union scores the hexagons it holds plus the Blockade track. Each reshuffle adds the I and then the II cards.</li>
      </ul>

      <h2>Playing here</h2>
      <ul class="lc-help-list">
        <li>
          The bar at the bottom says what to decide. Whatever you can choose glows: a card in your hand, a place on the map, or a
          button. Tap it.
        </li>
        <li>
          The map opens as tall as the screen: drag it sideways to see the rest, pinch or use + and − to zoom (names grow longer as you
          zoom in), and Fit to come back. The map turns to what you must choose.
        </li>
        <li>The ? beside the question at the bottom opens this page.</li>
        <li>Tap the strip of tracks just above the map (VP, Europe, Blockade) for the full tracks and the discard piles.</li>
        <li>On one phone, the game asks you to hand the phone over before the other player decides, so that hands stay hidden.</li>
      </ul>
    </article>
  );
}
