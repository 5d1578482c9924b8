/** How to play Pixel Lincoln, in this site's words: short, with the cards as drawn on the board. */
import { CardFace } from "./card";
import "./help.css";

export default function PixelLincolnHelp() {
  return (
    <article class="pl-help" data-testid="help">
      <h1>How to play Pixel Lincoln</h1>
      <p class="hint">A side-scrolling deck-builder for one to four players. The cards here are this site's own, written to the rulebook.</p>

      <h2>The game in a minute</h2>
      <p>
        Two Levels lie on the table, each a row of five cards with a Level Deck behind it. Your meeple walks along a Level from left
        to right: buy the items and characters in its way, defeat the enemies, or jump over them. Bought items go into your deck and
        make it stronger. Under the second checkpoint of each Level waits a mini-boss, under the third a boss: beat the second boss
        and the game ends. The most points wins.
      </p>

      <h2>Your turn</h2>
      <ol class="pl-help-list">
        <li>
          <b>Ambush.</b> If your meeple starts facing an enemy, it ambushes you: equip enough power to defeat it, or jump it. If you
          cannot, you give up and lose a life.
        </li>
        <li>
          <b>Explore.</b> Play cards from your hand, as many as you like: <b>spend</b> coin on the card ahead (an item or character),{" "}
          <b>equip</b> power against the enemy ahead, <b>throw</b> a Projectile item at an enemy farther on, <b>jump</b> with a
          Jump card, or discard a card for its <b>suit</b>. Your meeple moves on as the way clears. Stop when you like.
        </li>
        <li>
          <b>Discard and draw.</b> Discard any cards you want to, then draw back up to five.
        </li>
      </ol>
      <p>Extra coin or power is lost, and a card pays for one thing only. Mini-bosses and bosses cannot be jumped.</p>

      <h2>The cards</h2>
      <div class="pl-help-cards">
        <CardFace id="muttonstar-1" />
        <CardFace id="luchador-1" />
      </div>
      <p>
        An item shows its <b>cost</b>, the <b>coin</b> it is worth when spent and the <b>power</b> it adds when equipped. An enemy
        shows the power needed to defeat it. Points count at the end. The coloured word at the bottom is the card's suit.
      </p>

      <h2>Suits</h2>
      <ul class="pl-help-list">
        <li>
          <b>Score</b>: discard it to put another card from your hand into your Score Pile.
        </li>
        <li>
          <b>Time Travel</b>: discard it to look at the top five cards of the Level Deck and put them in the order you like.
        </li>
        <li>
          <b>Key</b>: after any ambush, discard it to leave for the start of the other Level.
        </li>
        <li>
          <b>Cancel</b>: on anyone's turn, discard it to stop a card's ability. Whenever an ability is played, everyone who might cancel
          it is asked, whether they hold a Cancel card or not, so nobody learns who holds one: answer “Let it happen” if you don't
          want to.
        </li>
      </ul>

      <h2>Checkpoints, lives and the end</h2>
      <p>
        Reaching a checkpoint gives everyone in that Level a bonus (the one who reached it, two): draw a card, put a card from your
        hand into your Score Pile, or exit to the other Level. Then the mini-boss or boss under it appears.
      </p>
      <p>
        You start with three lives. Out of lives, you may Continue by giving up 5 points of cards, or wait for the final score
        (alone, the game ends there).
        At the end every card you own counts its points, and each character whose mission's three suits your items and enemies show
        scores 10 more. Your Player Card counts too, to make up for playing later: Player 1's is worth 0, Player 2's 1, Player 3's
        and Player 4's 3 each (given up if you do not Continue). Ties go to whoever defeated the most enemies. Alone, you win by clearing both Levels.
      </p>
      <p>
        Alone, the clock is the Levels themselves: after each of your turns the top card of your Level's deck is turned over and leaves the
        game (a checkpoint so removed gives no bonus; the third one takes the rest of the deck with it and brings out the boss). Once the
        boss is out, the leftmost card of the Level leaves instead, never the boss.
      </p>

      <h2>Playing here</h2>
      <ul class="pl-help-list">
        <li>The bar at the bottom says what to decide. Whatever you can choose glows: a card in your hand, or a button.</li>
        <li>
          Playing cards on your turn, a tap on a card only picks it: what it would do shows as buttons, one for each use; tap one,
          or Back. When the game asks you for a card (to discard, to score, to cancel), a tap gives it at once. The bar of your
          hand says which.
        </li>
        <li>
          Under the players, and at the top of the screen as you scroll, the tableau: what the player whose turn it is has equipped
          and spent, and how far it goes.
        </li>
        <li>
          The Levels scroll sideways: a faded edge means more cards that way, and the arrows by a Level's name scroll it. At the end
          of each row, its Level Deck, and beside it the top cards you know (after a Time Travel). Tap a player to see their Score and
          Discard Piles.
        </li>
        <li>On one phone, the game asks you to hand it over before another player decides, so that hands stay hidden.</li>
      </ul>
    </article>
  );
}
