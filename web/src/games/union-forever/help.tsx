/** How to play The Union Forever!, in this site's words, with the board's own counters, dice, cards and map. */
import { For, type JSX } from "solid-js";
import { UNITS, UNION_UNITS } from "../../../../shared/games/union-forever/data/units";
import type { ArmyLabel } from "../../../../shared/games/union-forever/data/map";
import { AnacondaPicture, CardPicture, CounterPicture, DiceExample, MapPicture, TrackPicture } from "./help-diagrams";
import { LABEL_CODE, LABEL_COLOR } from "./names";
import "./board.css";
import "./help.css";

/** The Union armies' factors and arrival turns, from the game's data. */
const UNION_ARMIES = UNION_UNITS.map((id) => {
  const unit = UNITS[id];
  return { name: unit.name.replace(/^Army of the /, ""), full: unit.cf?.full, weak: unit.cf?.weakened, arrives: unit.arrives };
});

/** An army label's tag, as on the map. */
function Tag(props: { label: ArmyLabel }) {
  return (
    <span class="ufh-tag-pill" style={{ background: LABEL_COLOR[props.label] }}>
      {LABEL_CODE[props.label]}
    </span>
  );
}

/** Marks what the site decided where the rulebook leaves a question open. */
function Ours(): JSX.Element {
  return (
    <span class="ufh-ours" title="The rulebook leaves this open: this is how this site plays it">
      site reading
    </span>
  );
}

export default function UnionForeverHelp() {
  return (
    <article class="ufh" data-testid="help">
      <h1>How to play The Union Forever!</h1>
      <p class="hint">
        A postcard-sized game of the American Civil War for two players, the Union and the Confederacy, or for one playing the
        Union against the computer. A deck of playing cards says who acts; a die settles battles.
      </p>
      <p class="hint">
        Where the printed rules leave a question open, this page gives the answer this site plays by, marked <Ours />.
      </p>

      <h2>The war in a minute</h2>
      <p>
        The Union (blue) must break the South's will to fight: the <b>Confederate Resistance Level</b> (CRL). It wins if the CRL
        marker stands on space 0 at the end of a turn, turn 8 at the latest. If the marker is still on space 1 or higher when
        turn 8 ends, the Confederacy (grey) has held out and wins.
      </p>

      <h2>The Record Track</h2>
      <figure class="ufh-fig">
        <TrackPicture />
        <figcaption>The marker starts on space 8 (CRL 4); the turn penny on space 1.</figcaption>
      </figure>
      <ul class="ufh-list">
        <li>
          The red number under the CRL marker is the <b>CRL</b> that dice are compared with. The rulebook fixes space 8 at 4;
          this site prints the others: 4 on spaces 6 and 7, 3 on spaces 3 to 5, then 2, 1 and 0, and 5 on space 9, so every
          space but 0 shows at least 1. <Ours />
        </li>
        <li>The turn penny moves from space 1 to space 8, one space a turn.</li>
        <li>
          The marker moves <b>left</b> (good for the Union) when a whole state is Pacified, when Richmond is Pacified, and at the
          end of every turn while the blockade holds. It moves <b>right</b> after a successful Rebel invasion. It never goes below
          space 0 nor beyond space 9.
        </li>
      </ul>

      <h2>The counters</h2>
      <div class="ufh-units">
        <CounterPicture
          unit="ua-potomac"
          label="A Union army counter, blue: the Army of the Potomac at full strength, combat factor 4"
          caption="full"
        />
        <CounterPicture
          unit="ua-potomac"
          weakened
          label="The same Union army weakened: pale blue with a dashed edge, combat factor 2"
          caption="weakened"
        />
        <p>
          <b>Union army</b> (the Army of the Potomac): adds its factor, 4, or 2 on its weakened side.
        </p>
        <CounterPicture
          unit="ca-northern-virginia"
          label="A Confederate army counter, grey with a purple stripe: the Army of Northern Virginia at full strength, adding the CRL, 4"
          caption="full"
        />
        <CounterPicture
          unit="ca-northern-virginia"
          weakened
          label="The same Confederate army weakened: pale grey with a dashed edge, adding the CRL minus 1, 3"
          caption="weakened"
        />
        <p>
          <b>Confederate army</b> (of Northern Virginia): adds the CRL, 4 here, or the CRL − 1 when weakened.
        </p>
        <CounterPicture unit="cm-1" label="A Confederate militia counter, light grey, marked M1 and +1" caption="one step" />
        <p class="ufh-unit-wide">
          <b>Militia</b>: adds 1, and only ever defends.
        </p>
      </div>
      <table class="ufh-table">
        <caption>The Union armies</caption>
        <thead>
          <tr>
            <th scope="col">Army</th>
            <th scope="col">Full</th>
            <th scope="col">Weakened</th>
            <th scope="col">Arrives</th>
          </tr>
        </thead>
        <tbody>
          <For each={UNION_ARMIES}>
            {(u) => (
              <tr>
                <th scope="row">{u.name}</th>
                <td>{u.full}</td>
                <td>{u.weak}</td>
                <td>turn {u.arrives}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <ul class="ufh-list">
        <li>
          <b>Six Union armies</b>: three in the North from the start, three arriving there later. Each prints a combat
          factor on both sides; the rulebook does not give them, so the table shows the site's. <Ours />
        </li>
        <li>
          <b>Three Confederate armies</b> (Northern Virginia, Tennessee, Mississippi). They fight with the current CRL, one less
          when weakened, so they weaken as the South's will fails. The stripe along the top is their label's colour: each may
          only enter areas bearing its label.
        </li>
        <li>
          <b>Three Confederate militia.</b> They add +1, only ever defend, and have a single step: one step loss eliminates
          them.
        </li>
        <li>
          An army has two steps: a step loss turns a full army to its weakened side, and a weakened army that loses another
          step is eliminated.
        </li>
      </ul>

      <h2>The map</h2>
      <figure class="ufh-fig">
        <MapPicture />
        <figcaption>
          Virginia and the North as the board draws them: the Army of the Potomac waits in the North; a weakened Union army
          holds Pacified West Virginia (the penny); militia in the Shenandoah Valley, the Army of Northern Virginia in
          Richmond.
        </figcaption>
      </figure>
      <ul class="ufh-list">
        <li>
          The map is divided into <b>areas</b>: solid lines between states, dashed lines between areas of one state. It shows
          the South east of Texas, plus Missouri and Kentucky: 39 areas in 12 states. The rulebook describes the map only in
          words, so the site drew its own. <Ours />
        </li>
        <li>
          A zig-zag ridge is a <b>mountain border</b>: nobody crosses it. There are three: between West Virginia and the
          Shenandoah Valley, Eastern Kentucky and Southwest Virginia, and East Tennessee and Western North Carolina (the
          Cumberland Gap, between Eastern Kentucky and East Tennessee, is open).
        </li>
        <li>
          Where two regions touch with a strip of water between them, they are not neighbours. A dotted line joins two
          neighbours that the drawing could not make touch.
        </li>
        <li>
          The coloured tags are army labels: <Tag label="northern-virginia" /> Northern Virginia, <Tag label="tennessee" />{" "}
          Tennessee, <Tag label="mississippi" /> Mississippi. Only West Virginia and Florida carry none.
        </li>
        <li>
          <b>The North</b>, the band along the top, is off the map. Union armies gather there. The only way off the map is across
          its edge, from the areas touching it.
        </li>
        <li>
          <b>Richmond</b> (★) gives the Confederacy +1 in battles there. A penny marks a <b>Pacified</b> area, held by the
          Union. The box at sea holds the Anaconda Plan marker.
        </li>
      </ul>

      <h2>Setting up</h2>
      <ul class="ufh-list">
        <li>The turn penny goes on space 1, the CRL marker on space 8, the Anaconda Plan marker in the box at sea: the blockade is in effect.</li>
        <li>West Virginia (the northwest of Virginia) starts Pacified, with a penny.</li>
        <li>
          The Confederacy places its units one by one: each army in an area bearing its own label, each militia unit in any
          area. Nobody sets up in Missouri or Kentucky.
        </li>
        <li>
          Militia may set up in Union-held West Virginia and in Florida. <Ours />
        </li>
        <li>The Union's first three armies wait in the North.</li>
      </ul>

      <h2>Cards: who acts</h2>
      <div class="ufh-cards">
        <CardPicture card="4S" label="The 4 of spades: a black even card" caption="Black and even: 2 Union ACTs" />
        <CardPicture card="3H" label="The 3 of hearts: a red odd card" caption="Red and odd: 1 Confederate ACT" />
        <CardPicture card="QC" label="The Queen of clubs: a black face card" caption="Black face card: a Union special ACT" />
        <CardPicture card="JOKER" label="The Joker" caption="The Joker: may end the turn" />
      </div>
      <ul class="ufh-list">
        <li>
          The deck has 29 cards: Ace to 5 of each suit, the four Jacks, the four Queens and one Joker. All 29 are shuffled
          into a new deck at the start of every turn. <Ours />
        </li>
        <li>
          The Union makes the first draw of every turn; then the players take turns drawing, the Joker counting as a draw.{" "}
          <Ours />
        </li>
        <li>
          The card's colour, not who drew it, says which side acts: <b>black</b> (spades, clubs) the Union, <b>red</b> (hearts,
          diamonds) the Confederacy. An even card (2, 4) gives two ACTs, an odd one (Ace, 3, 5) one ACT.
        </li>
        <li>A Jack or a Queen gives that side one special ACT instead (below).</li>
        <li>The same unit may use several ACTs in a turn. A side may let ACTs go unused (“forgo”). <Ours /></li>
      </ul>

      <h2>An ACT (activation)</h2>
      <p>Each ACT lets one of your units do one thing:</p>
      <ul class="ufh-list">
        <li><b>Move</b> into a neighbouring area;</li>
        <li><b>attack</b> the enemy units in its own area;</li>
        <li>or, for a Union army, try to <b>Pacify</b> the area it stands in.</li>
      </ul>

      <h2>Moving</h2>
      <ul class="ufh-list">
        <li>Into a neighbouring area, never across a mountain border. Any number of units, of either side, may share an area.</li>
        <li>
          <b>Union armies</b> may enter any area. From the North they enter an area on the map's north edge. But a Union army
          may not leave an area until it is Pacified, except to go back North from an area on the north edge.
        </li>
        <li>
          <b>Confederate armies</b> only enter areas bearing their label. <b>Militia</b> may enter any area, and are the only
          Confederate units that can go into West Virginia and Florida. Confederate units may enter Pacified areas, which stay
          Pacified. <Ours />
        </li>
        <li>
          Nobody leaves the map except northward. Militia never leave it; a Confederate army that moves into the North makes a
          Rebel invasion (below).
        </li>
      </ul>

      <h2>Battles</h2>
      <p>
        One unit attacks <b>all</b> the enemy units in its own area. Militia never attack. Each side rolls a die and adds:
      </p>
      <ul class="ufh-list">
        <li>a Union army: its factor (the weakened side's if weakened);</li>
        <li>a Confederate army: the CRL, or the CRL − 1 if weakened;</li>
        <li>a militia unit: +1;</li>
        <li>the Confederacy, in Richmond: +1, once per battle, attacking or defending.</li>
      </ul>
      <p>
        Every defending unit adds its own modifier. <Ours />
      </p>
      <DiceExample
        label="A battle in Richmond. The Union rolls 5 and adds 4 for the Army of the Potomac: 9. The Confederacy rolls 2 and adds 4 for the Army of Northern Virginia, 1 for a militia unit and 1 for Richmond: 8. The Union is one higher: a stalemate"
        title="The Army of the Potomac attacks in Richmond (CRL 4)"
        throws={[
          { side: "union", die: 5, mods: [{ value: 4, why: "Potomac" }] },
          {
            side: "confederacy",
            die: 2,
            mods: [
              { value: 4, why: "N. Virginia" },
              { value: 1, why: "militia" },
              { value: 1, why: "Richmond" },
            ],
          },
        ]}
        result="the attacker is 1 higher: stalemate"
      />
      <p>Compare the attacker's total with the defender's:</p>
      <ul class="ufh-list">
        <li>
          <b>Lower:</b> the attacker retreats or takes a step loss, as it chooses. With nowhere to retreat, it must take the
          step loss. <Ours />
        </li>
        <li>
          <b>Equal, or 1 higher:</b> stalemate, nothing happens.
        </li>
        <li>
          <b>2 or 3 higher:</b> one defending unit loses a step or retreats. The attacker chooses which, and the unit. <Ours />
        </li>
        <li>
          <b>4 or more higher:</b> both: one defending unit loses a step, then one retreats. The attacker picks each unit; it
          may be the same one. <Ours />
        </li>
      </ul>

      <h3>Retreats</h3>
      <ul class="ufh-list">
        <li>
          A unit retreats into an area its side controls: the Union controls the Pacified areas, the Confederacy all the
          others.
        </li>
        <li>
          It must be a neighbouring area (not across a mountain) with no enemy unit in it, and for a Confederate army an area
          with its label. The unit's owner picks it. <Ours />
        </li>
        <li>
          A Union army may instead retreat off the map to the North, from any area. A retreat is not a move, so it may leave
          an area it has not Pacified. <Ours />
        </li>
        <li>
          A defending unit told to retreat with nowhere to go loses a step instead. <Ours />
        </li>
      </ul>

      <h2>Pacification</h2>
      <ul class="ufh-list">
        <li>
          With an ACT, a Union army may try to Pacify the area it stands in, if no Confederate unit is there and the area is
          not Pacified yet. (The rulebook does not say where the army must be; here, in the area.) <Ours />
        </li>
        <li>
          The Union rolls a die and adds 4 if the army is at full strength, 2 if weakened. The Confederacy rolls and adds the
          CRL. The Union must roll <b>higher</b>: a tie fails.
        </li>
        <li>
          Success puts a penny on the area. It stays Pacified for the rest of the game: the Confederacy can never win it back.
        </li>
        <li>
          When the last area of a state is Pacified, the CRL marker moves one space left. Pacifying Richmond also moves it one
          space left.
        </li>
        <li>
          Missouri and Kentucky never seceded: Pacifying the whole of either does not move the CRL marker. Until Pacified
          they count as the Confederacy's (a retreat or a returned militia unit may go there). <Ours />
        </li>
      </ul>
      <DiceExample
        label="A Pacification attempt. The Union rolls 3 and adds 4 for a full-strength army: 7. The Confederacy rolls 2 and adds the CRL, 4: 6. The Union is higher: the area is Pacified"
        title="A full-strength Union army tries to Pacify its area (CRL 4)"
        throws={[
          { side: "union", die: 3, mods: [{ value: 4, why: "full army" }] },
          { side: "confederacy", die: 2, mods: [{ value: 4, why: "CRL" }] },
        ]}
        result="the Union is higher: Pacified"
      />

      <h2>Face cards: special ACTs</h2>
      <p>A Jack or a Queen lets its side do one of these:</p>
      <ul class="ufh-list">
        <li>
          <b>Anaconda Plan:</b> try to break the blockade (Confederacy) or restore it (Union), as described below. It is
          offered only when it could flip the marker. <Ours />
        </li>
        <li>
          <b>Two ACTs</b>, as an even card gives, if the die roll below succeeds. <Ours />
        </li>
        <li>
          <b>Restore</b> a weakened army to full strength.
        </li>
        <li>
          <b>Return</b> an eliminated unit to play at full strength.
        </li>
      </ul>
      <ul class="ufh-list">
        <li>
          For two ACTs, a restore or a return, roll one die (to restore or return, name the unit first): the Union succeeds
          with 1 to 3 (below 4), the Confederacy with a roll below the CRL; a failed roll still counts as an ACT for the Joker. A
          returned unit's area is chosen after the roll succeeds. <Ours />
        </li>
        <li>
          A returned militia unit or Union army goes into any area its side controls (a Union army may also come back in the
          North). A returned Confederate army goes into an area its side controls that bears its label; if there is none, it
          cannot return. The area may hold enemy units. <Ours />
        </li>
      </ul>

      <h2>The Anaconda Plan</h2>
      <figure class="ufh-fig">
        <AnacondaPicture />
        <figcaption>The marker starts green side up: the Union's blockade is in effect.</figcaption>
      </figure>
      <ul class="ufh-list">
        <li>While the blockade is in effect, the CRL marker moves one space left at the end of every turn.</li>
        <li>With a face card, the Confederacy may roll to break it: a roll below the CRL flips the marker to “Blockade broken”.</li>
        <li>With a face card, the Union may roll to restore it: a roll above the CRL flips it back.</li>
      </ul>

      <h2>Rebel invasions</h2>
      <ul class="ufh-list">
        <li>
          A Confederate army (never militia) in an area on the north edge may move into the North. It attacks at once, with no
          further ACT needed.
        </li>
        <li>
          The Confederacy rolls a die and adds 1 for each Union army in play in the North, 1 if a Union army stood in the area
          the army left, and 1 if the army is weakened.
        </li>
        <li>
          A total <b>below the CRL</b> moves the CRL marker one space right. A total of <b>6 or more</b> weakens the army, or
          eliminates it if already weakened. Anything else: no effect.
        </li>
        <li>Then the army goes straight back to the area it came from.</li>
      </ul>
      <DiceExample
        label="A Rebel invasion with the CRL at 4. The Confederacy rolls 1 and adds 1 for the one Union army in the North: 2, below the CRL, so the CRL marker moves one space right"
        title="The Army of N. Virginia invades the North (CRL 4)"
        throws={[{ side: "confederacy", die: 1, mods: [{ value: 1, why: "1 Union army in the North" }] }]}
        result="2 is below the CRL: the marker moves right"
      />

      <h2>The end of a turn</h2>
      <ul class="ufh-list">
        <li>
          Drawing the <b>Joker</b> ends the turn at once, unless it is the turn's first card, or one of the sides has not yet
          performed an ACT this turn. Then it is set aside and the draws go on. <Ours />
        </li>
        <li>
          Performed means used: a move, an attack, a Pacification attempt, an invasion, or a special ACT's roll, even a failed
          one. A forgone ACT does not count, and “two ACTs” counts once one of them is used. <Ours />
        </li>
        <li>The turn also ends when the deck runs out, once the last card's ACTs are done. <Ours /></li>
        <li>
          At the end of the turn, the blockade (if in effect) moves the CRL marker one space left. Then victory is checked, and
          the next turn begins: the penny moves on, new Union armies arrive in the North, and the deck is reshuffled.
        </li>
      </ul>

      <h2>Winning</h2>
      <ul class="ufh-list">
        <li>
          The <b>Union</b> wins if the CRL marker is on space 0 at the end of any turn up to turn 8. Reaching 0 in the middle of
          a turn is not enough by itself: the turn is played out first. <Ours />
        </li>
        <li>
          The <b>Confederacy</b> wins if the marker is still on space 1 or higher at the end of turn 8.
        </li>
      </ul>

      <h2>Playing here</h2>
      <ul class="ufh-list">
        <li>
          The box above the map says what to decide, with a button for each choice that is not a place. Places you can tap are
          outlined on the map.
        </li>
        <li>
          To move, tap a lit area (or a unit's button) to pick the unit, then a highlighted area; arrows show where it may go.
          Zoom enlarges the map.
        </li>
        <li>
          Under the map: the units waiting or eliminated, the last card drawn and the cards left, the latest dice with every
          modifier, and the Record Track.
        </li>
        <li>
          From the home page: <b>Play solo</b> to command the Union against the computer's Confederacy, <b>Play the computer</b>{" "}
          as either side, <b>Pass and play</b> on one phone, or <b>Play online</b> with a friend.
        </li>
      </ul>
    </article>
  );
}
